"""The event store's contract, run on every kind of database (eventsourcing's
AggregateRecorderTestCase shape): subclasses provide the ``store`` fixture."""

from __future__ import annotations

import pytest

from admiralty.referee.violation import AdmiraltyError
from admiralty.store import Annotated, EventStore, GameStarted, annotate, export, import_file, load, mgn, verify
from admiralty.store.chain import GENESIS
from tests.store.conftest import AT, CANONICAL, LATER, SHORT_GAME

STARTED = GameStarted((("Red", "A"),), "mfen", "6x4", False, 40, "digest", 1)


def rule_of(raised: pytest.ExceptionInfo[AdmiraltyError]) -> str:
    return raised.value.violation.rule


class EventStoreContract:
    """What every EventStore must do, whatever the database behind it."""

    @pytest.fixture
    def store(self) -> EventStore:  # pragma: no cover - subclasses override
        raise NotImplementedError

    def test_appended_events_read_back_in_order(self, store: EventStore) -> None:
        """Events come back as appended, numbered from 0."""
        game = store.start_game([STARTED, Annotated(1, comment="a")], AT)
        stored = store.events(game)
        assert [(e.seq, e.event) for e in stored] == [(0, STARTED), (1, Annotated(1, comment="a"))]

    def test_new_games_get_consecutive_ids(self, store: EventStore) -> None:
        """start_game allocates the next free game id."""
        assert [store.start_game([STARTED], AT) for _ in range(3)] == [1, 2, 3]

    def test_stale_expected_version_is_a_conflict(self, store: EventStore) -> None:
        """Appending at a version already taken raises STORE-CONFLICT."""
        game = store.start_game([STARTED], AT)
        store.append(game, 1, [Annotated(1, comment="first")], AT)
        with pytest.raises(AdmiraltyError) as raised:
            store.append(game, 1, [Annotated(1, comment="second")], LATER)
        assert rule_of(raised) == "STORE-CONFLICT"

    def test_conflict_writes_nothing(self, store: EventStore) -> None:
        """A conflicting append leaves the stream as it was."""
        game = store.start_game([STARTED], AT)
        with pytest.raises(AdmiraltyError):
            store.append(game, 0, [Annotated(1, comment="x")], AT)
        assert store.version(game) == 1

    def test_append_is_all_or_nothing(self, store: EventStore) -> None:
        """When one event of a batch is refused, none is stored."""
        game = store.start_game([STARTED], AT)
        with pytest.raises(AdmiraltyError) as raised:
            store.append(game, 1, [Annotated(1, comment="kept?"), STARTED], AT)
        assert rule_of(raised) == "STORE-STREAM"
        assert store.version(game) == 1

    def test_a_game_begins_with_game_started(self, store: EventStore) -> None:
        """A new stream whose first event is not GameStarted is refused."""
        with pytest.raises(AdmiraltyError) as raised:
            store.append(1, 0, [Annotated(1, comment="x")], AT)
        assert rule_of(raised) == "STORE-STREAM"

    def test_unknown_game_is_reported(self, store: EventStore) -> None:
        """Reading a game that does not exist raises STORE-NOGAME."""
        with pytest.raises(AdmiraltyError) as raised:
            store.events(42)
        assert rule_of(raised) == "STORE-NOGAME"

    def test_events_are_hash_chained(self, store: EventStore) -> None:
        """Each row links to the previous row's hash, the first to GENESIS."""
        game = store.start_game([STARTED, Annotated(1, comment="a"), Annotated(2, nag=1)], AT)
        rows = list(store.rows(game))
        assert [row.prev_hash for row in rows] == [GENESIS] + [row.hash for row in rows[:-1]]

    def test_import_stores_every_game_of_a_file(self, store: EventStore) -> None:
        """A file of four games gives four stored games."""
        round4 = next(path for path in CANONICAL if path.name == "round-4.mgn")
        imported = import_file(store, str(round4), round4.read_bytes(), AT)
        assert imported.games == (1, 2, 3, 4)

    def test_reimport_is_detected_and_stores_nothing(self, store: EventStore) -> None:
        """The same bytes imported twice are stored once."""
        import_file(store, "a.mgn", SHORT_GAME, AT)
        again = import_file(store, "b.mgn", SHORT_GAME, LATER)
        assert (again.duplicate, again.games, store.game_ids()) == (True, (1,), [1])

    def test_invalid_record_is_stored_with_its_verdict(self, store: EventStore) -> None:
        """A record breaking a rule keeps its legal turns and its verdict."""
        imported = import_file(store, "bad.mgn", b"1. 211c2-c4 121a5-a4 2. 211c4-d4 122b5-b4 3. 211d4xd5 *\n", AT)
        game = load(store, imported.games[0])
        assert (game.verdict.valid, game.verdict.errors[0].rule, len(game.record.main.turns)) == (False, "MAD-EXPEL", 4)

    def test_submitted_bytes_are_kept(self, store: EventStore) -> None:
        """The file is stored byte for byte under its digest."""
        imported = import_file(store, "a.mgn", SHORT_GAME, AT)
        assert store.submission(imported.digest).content == SHORT_GAME

    @pytest.mark.parametrize("path", CANONICAL, ids=lambda path: path.name)
    def test_export_of_a_canonical_file_is_byte_identical(self, store: EventStore, path) -> None:
        """Importing then exporting a canonical record gives its exact bytes."""
        imported = import_file(store, str(path), path.read_bytes(), AT)
        text = export([load(store, game) for game in imported.games])
        assert text.encode("utf-8") == path.read_bytes()

    def test_annotation_is_exported_as_comment_and_glyph(self, store: EventStore) -> None:
        """An annotation shows after its turn: glyph on the token, comment with its author."""
        (game,) = import_file(store, "a.mgn", SHORT_GAME, AT).games
        annotate(store, game, 2, LATER, comment="Solid.", glyph="!?", nag=3, by="M. Tanguy")
        assert "121a5-a4!? $3 {[by M. Tanguy] Solid.}" in mgn(load(store, game))

    def test_annotation_glyph_replaces_the_submitted_glyph(self, store: EventStore) -> None:
        """A later glyph wins over the one submitted."""
        (game,) = import_file(store, "a.mgn", b"1. 211c2-c4! *\n", AT).games
        annotate(store, game, 1, LATER, glyph="?")
        assert "1. 211c2-c4? *" in mgn(load(store, game))

    def test_annotating_an_unplayed_turn_is_refused(self, store: EventStore) -> None:
        """Only turns of the main line can be annotated (STORE-ANNOTATE)."""
        (game,) = import_file(store, "a.mgn", SHORT_GAME, AT).games
        with pytest.raises(AdmiraltyError) as raised:
            annotate(store, game, 9, LATER, comment="?")
        assert rule_of(raised) == "STORE-ANNOTATE"

    def test_verify_passes_on_an_untouched_store(self, store: EventStore) -> None:
        """Imports and annotations leave a store that verifies."""
        for path in CANONICAL:
            import_file(store, str(path), path.read_bytes(), AT)
        annotate(store, 1, 1, LATER, comment="ok")
        assert verify(store).findings == ()

    def test_a_file_name_that_is_not_utf8_is_stored_readably(self, store: EventStore) -> None:
        """Undecodable bytes of a file name are kept as U+FFFD, not a crash."""
        imported = import_file(store, "caf\udce9.mgn", SHORT_GAME, AT)
        assert store.submission(imported.digest).name == "caf\ufffd.mgn"

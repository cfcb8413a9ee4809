"""The store's contract, run on every recorder (eventsourcing's AggregateRecorderTestCase shape):
tests/store/test_contract.py runs it on each of tests/store/recorders.py: RECORDERS."""

from __future__ import annotations

import pytest

from admiralty.referee.tournament.events import PlayerRegistered, TournamentCreated
from admiralty.referee.violation import AdmiraltyError
from admiralty.store import (
    Adjudicated,
    Annotated,
    GameStarted,
    Recorder,
    annotate,
    export,
    import_file,
    load,
    mgn,
    seal,
    verify,
)
from admiralty.store.chain import GENESIS
from tests.store.conftest import AT, CANONICAL, LATER, SHORT_GAME

STARTED = GameStarted((("Red", "A"),), "mfen", "6x4", False, 40, "digest", 1)


def rule_of(raised: pytest.ExceptionInfo[AdmiraltyError]) -> str:
    return raised.value.violation.rule


class EventStoreContract:
    """What every recorder must do, whatever the database behind it."""

    @pytest.fixture
    def store(self) -> Recorder:  # pragma: no cover - subclasses override
        raise NotImplementedError

    def test_every_member_of_the_recorder_interface_is_there(self, store: Recorder) -> None:
        """The recorder has every method and property of store/recorder.py: Recorder."""
        members = [name for name in vars(Recorder) if not name.startswith("_")]
        assert "append" in members and [name for name in members if not hasattr(store, name)] == []

    def test_appended_events_read_back_in_order(self, store: Recorder) -> None:
        """Events come back as appended, numbered from 0."""
        game = store.start_game([STARTED, Annotated(1, comment="a")], AT)
        stored = store.events(game)
        assert [(e.seq, e.event) for e in stored] == [(0, STARTED), (1, Annotated(1, comment="a"))]

    def test_new_games_get_consecutive_ids(self, store: Recorder) -> None:
        """start_game allocates the next free game id."""
        assert [store.start_game([STARTED], AT) for _ in range(3)] == [1, 2, 3]

    def test_stale_expected_version_is_a_conflict(self, store: Recorder) -> None:
        """Appending at a version already taken raises STORE-CONFLICT."""
        game = store.start_game([STARTED], AT)
        store.append(game, 1, [Annotated(1, comment="first")], AT)
        with pytest.raises(AdmiraltyError) as raised:
            store.append(game, 1, [Annotated(1, comment="second")], LATER)
        assert rule_of(raised) == "STORE-CONFLICT"

    def test_conflict_writes_nothing(self, store: Recorder) -> None:
        """A conflicting append leaves the stream as it was."""
        game = store.start_game([STARTED], AT)
        with pytest.raises(AdmiraltyError):
            store.append(game, 0, [Annotated(1, comment="x")], AT)
        assert store.version(game) == 1

    def test_append_is_all_or_nothing(self, store: Recorder) -> None:
        """When one event of a batch is refused, none is stored."""
        game = store.start_game([STARTED], AT)
        with pytest.raises(AdmiraltyError) as raised:
            store.append(game, 1, [Annotated(1, comment="kept?"), STARTED], AT)
        assert rule_of(raised) == "STORE-STREAM"
        assert store.version(game) == 1

    def test_a_game_begins_with_game_started(self, store: Recorder) -> None:
        """A new stream whose first event is not GameStarted is refused."""
        with pytest.raises(AdmiraltyError) as raised:
            store.append(1, 0, [Annotated(1, comment="x")], AT)
        assert rule_of(raised) == "STORE-STREAM"

    def test_unknown_game_is_reported(self, store: Recorder) -> None:
        """Reading a game that does not exist raises STORE-NOGAME."""
        with pytest.raises(AdmiraltyError) as raised:
            store.events(42)
        assert rule_of(raised) == "STORE-NOGAME"

    def test_events_are_hash_chained(self, store: Recorder) -> None:
        """Each row links to the previous row's hash, the first to GENESIS."""
        game = store.start_game([STARTED, Annotated(1, comment="a"), Annotated(2, nag=1)], AT)
        rows = list(store.rows(game))
        assert [row.prev_hash for row in rows] == [GENESIS] + [row.hash for row in rows[:-1]]

    def test_import_stores_every_game_of_a_file(self, store: Recorder) -> None:
        """A file of four games gives four stored games."""
        round4 = next(path for path in CANONICAL if path.name == "round-4.mgn")
        imported = import_file(store, str(round4), round4.read_bytes(), AT)
        assert imported.games == (1, 2, 3, 4)

    def test_reimport_is_detected_and_stores_nothing(self, store: Recorder) -> None:
        """The same bytes imported twice are stored once."""
        import_file(store, "a.mgn", SHORT_GAME, AT)
        again = import_file(store, "b.mgn", SHORT_GAME, LATER)
        assert (again.duplicate, again.games, store.game_ids()) == (True, (1,), [1])

    def test_invalid_record_is_stored_with_its_verdict(self, store: Recorder) -> None:
        """A record breaking a rule keeps its legal turns and its verdict."""
        imported = import_file(store, "bad.mgn", b"1. 211c2-c4 121a5-a4 2. 211c4-d4 122b5-b4 3. 211d4xd5 *\n", AT)
        game = load(store, imported.games[0])
        assert (game.verdict.valid, game.verdict.errors[0].rule, len(game.record.main.turns)) == (False, "MAD-EXPEL", 4)

    def test_submitted_bytes_are_kept(self, store: Recorder) -> None:
        """The file is stored byte for byte under its digest."""
        imported = import_file(store, "a.mgn", SHORT_GAME, AT)
        assert store.submission(imported.digest).content == SHORT_GAME

    @pytest.mark.parametrize("path", CANONICAL, ids=lambda path: path.name)
    def test_export_of_a_canonical_file_is_byte_identical(self, store: Recorder, path) -> None:
        """Importing then exporting a canonical record gives its exact bytes."""
        imported = import_file(store, str(path), path.read_bytes(), AT)
        text = export([load(store, game) for game in imported.games])
        assert text.encode("utf-8") == path.read_bytes()

    def test_annotation_is_exported_as_comment_and_glyph(self, store: Recorder) -> None:
        """An annotation shows after its turn: glyph on the token, comment with its author."""
        (game,) = import_file(store, "a.mgn", SHORT_GAME, AT).games
        annotate(store, game, 2, LATER, comment="Solid.", glyph="!?", nag=3, by="M. Tanguy")
        assert "121a5-a4!? $3 {[by M. Tanguy] Solid.}" in mgn(load(store, game))

    def test_annotation_glyph_replaces_the_submitted_glyph(self, store: Recorder) -> None:
        """A later glyph wins over the one submitted."""
        (game,) = import_file(store, "a.mgn", b"1. 211c2-c4! *\n", AT).games
        annotate(store, game, 1, LATER, glyph="?")
        assert "1. 211c2-c4? *" in mgn(load(store, game))

    def test_annotating_an_unplayed_turn_is_refused(self, store: Recorder) -> None:
        """Only turns of the main line can be annotated (STORE-ANNOTATE)."""
        (game,) = import_file(store, "a.mgn", SHORT_GAME, AT).games
        with pytest.raises(AdmiraltyError) as raised:
            annotate(store, game, 9, LATER, comment="?")
        assert rule_of(raised) == "STORE-ANNOTATE"

    def test_verify_passes_on_an_untouched_store(self, store: Recorder) -> None:
        """Imports and annotations leave a store that verifies."""
        for path in CANONICAL:
            import_file(store, str(path), path.read_bytes(), AT)
        annotate(store, 1, 1, LATER, comment="ok")
        assert verify(store).findings == ()

    def test_a_file_name_that_is_not_utf8_is_stored_readably(self, store: Recorder) -> None:
        """Undecodable bytes of a file name are kept as U+FFFD, not a crash."""
        imported = import_file(store, "caf\udce9.mgn", SHORT_GAME, AT)
        assert store.submission(imported.digest).name == "caf\ufffd.mgn"

    def test_a_failed_transaction_keeps_nothing(self, store: Recorder) -> None:
        """Whatever a transaction wrote is gone when it fails."""
        with pytest.raises(RuntimeError), store.transaction():
            store.add_submission("digest", "a.mgn", SHORT_GAME, AT, None, None)
            raise RuntimeError("disk gone")
        assert store.submission("digest") is None and list(store.submissions()) == []

    def test_submissions_are_listed_without_their_bytes(self, store: Recorder) -> None:
        """submitted lists each file's columns, of one tournament or all; submitted_in each game's file."""
        first = import_file(store, "a.mgn", SHORT_GAME, AT, "Open", "1")
        import_file(store, "b.mgn", b"1. 211c2-c4 *\n", LATER)
        assert store.submitted("Open") == [(1, first.digest, "a.mgn", "Open", "1", AT)]
        assert [row[2] for row in store.submitted()] == ["a.mgn", "b.mgn"]
        assert store.submitted_in()[1] == first.digest and store.games_of(first.digest) == [1]

    def test_projections_are_kept_with_their_events(self, store: Recorder) -> None:
        """Each game's summary and identity key are stored with it, and follow what is appended."""
        (game,) = import_file(store, "a.mgn", SHORT_GAME, AT, "Open").games
        assert store.has("summaries") and store.summary(game) == store.summaries("Open")[0]
        assert store.imported_tournaments() == ["Open"] and store.summaries("Closed") == []
        assert list(store.identity_keys([game])) == [game]
        assert store.games_holding("Adjudicated") == set() and store.games_holding("TurnPlayed") == {game}
        store.append(game, store.version(game), [Adjudicated(3, "blue/tb", "none")], LATER)
        assert store.games_holding("Adjudicated") == {game}
        assert store.summary(game).result == "blue/tb"
        assert store.summary(game + 1) is None

    def test_a_ledger_appends_all_or_nothing_at_its_expected_sequence(self, store: Recorder) -> None:
        """A ledger is a stream of its own: numbered from 0, hash-chained, refused at a stale sequence or
        when a TournamentCreated is not first, and nothing of a refused append is kept."""
        store.append_ledger("Open", 0, [TournamentCreated("Open", ("mad",))], AT)
        store.append_ledger("Open", 1, [PlayerRegistered("am", "Anne Morgan")], LATER)
        for expected, events, rule in (
            (1, [PlayerRegistered("gr", "Gaël Riou")], "STORE-CONFLICT"),
            (2, [PlayerRegistered("gr", "Gaël Riou"), TournamentCreated("Open", ("mad",))], "STORE-STREAM"),
        ):
            with pytest.raises(AdmiraltyError) as raised:
                store.append_ledger("Open", expected, events, LATER)
            assert rule_of(raised) == rule
        rows = store.ledger_rows("Open")
        assert [(row.seq, row.prev_hash) for row in rows] == [(0, GENESIS), (1, rows[0].hash)]
        assert store.ledgers() == ["Open"] and store.ledger_rows("Closed") == []
        assert store.ledger_heads() == [("Open", 2, rows[1].hash)]
        assert (store.ledger_hash_at("Open", 1), store.ledger_hash_at("Open", 2)) == (rows[1].hash, None)

    def test_seals_are_chained(self, store: Recorder) -> None:
        """Each seal is stored after the one before it, linked to its hash."""
        assert store.seal_rows() == [] and store.last_seal() is None
        import_file(store, "a.mgn", SHORT_GAME, AT)
        first, second = seal(store, AT), seal(store, LATER)
        assert [row[0] for row in store.seal_rows()] == [1, 2] and store.last_seal() == (2, second.hash)
        assert (second.prev_hash, store.has("seals")) == (first.hash, True)
        assert verify(store).ok

    def test_the_storage_of_an_untouched_store_finds_nothing(self, store: Recorder) -> None:
        """The storage's own checks find nothing in a store written only through the recorder."""
        import_file(store, "a.mgn", SHORT_GAME, AT)
        assert store.storage_findings() == []

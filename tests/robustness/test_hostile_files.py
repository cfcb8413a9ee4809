"""No traceback on any file given to any command (issue 29, "Done when"): every command of the typer app that reads
a database (``--db``), a key (``--key``, ``--arbiter-key``, ``--public-key``), a seal (``--seal``), a scoring
file, an organiser's CSV file or a record is given, in that place, an empty file, random bytes, a truncated SQLite
database, a folder, JSON nested 200,000 deep, JSON of the wrong types, and a file of NULs; each ends with a sentence
and its documented status, never a traceback.

The commands and their file options are enumerated from the app itself: a command or option added that reads a file
and is not listed here fails :func:`test_every_file_a_command_reads_is_given_hostile_files`.
"""

from __future__ import annotations

import os
import random
import shutil
import sqlite3
from collections.abc import Callable
from pathlib import Path

import click
import pytest
from typer.testing import CliRunner

from admiralty.cli.app import COMMANDS, app, command
from tests.conftest import AUTUMN

EXAMPLES = Path(__file__).parents[2] / "examples"

WRITTEN = frozenset({"-o", "--svg", "--viewers"})
"""Options naming what a command writes, not reads: not hostile inputs."""

LEDGER = ("--tournament", AUTUMN, "--db", "DB", "--key", "KEY")
"""The tail of every ledger command: the stored tournament, its store and the arbiter's key."""

DECIDED = ("--by", "A", "--reason", "B", *LEDGER)
"""The tail of an arbiter's decision: who and why, then the ledger's."""

PAIRING = ("--round", "4", "--pairing", "sc-em")
"""A pairing of the tournament, as the decisions on a pairing name it."""

ARGS: dict[str, tuple[str, ...]] = {
    "validate": ("RECORD",),
    "validate#stored": ("1", "--db", "DB"),
    "replay": ("RECORD",),
    "replay#stored": ("1", "--db", "DB"),
    "repair": ("RECORD", "--turn", "5", "--as", "211d4xc5"),
    "repair#stored": (
        "1",
        "--turn",
        "5",
        "--as",
        "211d4xc5",
        "--by",
        "A",
        "--reason",
        "B",
        "--force",
        "--db",
        "DB",
        "--key",
        "KEY",
    ),
    "import": ("RECORD", "--db", "DB"),
    "games": ("--db", "DB"),
    "show": ("1", "--db", "DB"),
    "export": ("1", "--db", "DB"),
    "annotate": ("1", "--turn", "1", "--comment", "c", "--by", "A", "--db", "DB", "--key", "KEY"),
    "seal": LEDGER,
    "verify": ("--db", "DB", "--seal", "SEAL", "--public-key", "PUBLIC"),
    "backup": ("--db", "DB", "-o", "OUT"),
    "migrate": ("--db", "DB"),
    "adjudicate": ("RECORD",),
    "adjudicate#stored": ("1", "--by", "A", "--reason", "B", "--db", "DB", "--key", "KEY"),
    "standings": ("RECORD", "--scoring", "SCORING"),
    "standings#stored": ("--tournament", AUTUMN, "--db", "DB"),
    "report": ("RECORD",),
    "report#stored": ("--tournament", AUTUMN, "--db", "DB"),
    "publish": ("--tournament", AUTUMN, "--db", "DB", "-o", "OUT"),
    "view": ("RECORD", "-o", "OUT"),
    "view#stored": ("1", "--db", "DB", "-o", "OUT"),
    "tournament create": ("Other", "--db", "DB", "--key", "KEY", "--arbiter-key", "PUBLIC", "--scoring", "SCORING"),
    "tournament players": ("PLAYERS", *LEDGER),
    "tournament pair": ("am", "gr", "--round", "5", *LEDGER),
    "tournament pairings": ("PAIRINGS", *LEDGER),
    "tournament unpair": (*PAIRING, *DECIDED),
    "tournament round-robin": LEDGER,
    "tournament attach": ("4", *PAIRING, *DECIDED),
    "tournament choose": ("1", *DECIDED),
    "tournament accept-correction": ("1", *DECIDED),
    "tournament decide": (*PAIRING, "--result", "first/forfeit", *DECIDED),
    "tournament withdraw": ("pn", "--from-round", "5", *DECIDED),
    "tournament result": (*PAIRING, "--result", "first", *LEDGER),
    "tournament results": ("RESULTS", *LEDGER),
    "tournament annul": ("12", *DECIDED),
    "tournament exclude": ("4", *DECIDED),
    "tournament show": ("--tournament", AUTUMN, "--db", "DB"),
    "tournament forbid": ("am-gr", *DECIDED),
    "tournament pair-next": LEDGER,
    "tournament player add": ("zz", "--name", "Zoe Z", *LEDGER),
}
"""Each command with arguments that work on the good files below (a ``#`` names a second way to call it); each
placeholder in capitals is a file: the one made hostile in turn."""

READ = ("DB", "KEY", "PUBLIC", "SEAL", "SCORING", "RECORD", "PLAYERS", "PAIRINGS", "RESULTS")
"""The placeholders of files a command reads."""

STATUS = {"RECORD": (1, 2)}
"""What a hostile file may end a command with: 2 (usage or I/O), or 1 for a record, which is judged invalid."""

SHOWN = {"report": (0, 1, 2), "view": (0, 1, 2), "standings": (2, 3)}
"""Commands that show an invalid record and exit 0 when they are done (a report, a viewer page), or 3
(``standings``: the invalid game left out, the standings incomplete)."""

DB_EMPTY = (0, 1, 2, 3)
"""An empty file is an empty SQLite database: a reading command answers for an empty store (or refuses a tournament
it does not hold, or ``verify`` finds the seal's games missing), a writing one makes the store in it."""


def _bytes(content: bytes) -> Callable[[Path, Path], None]:
    return lambda path, good_db: path.write_bytes(content)


def _folder(path: Path, good_db: Path) -> None:
    path.mkdir()


def _truncated(path: Path, good_db: Path) -> None:
    path.write_bytes(good_db.read_bytes()[:6000])


def _changed_store(*statements: str) -> Callable[[Path, Path], None]:
    """The good store copied, then changed by ``statements`` (its triggers dropped first)."""

    def make(path: Path, good_db: Path) -> None:
        shutil.copyfile(good_db, path)
        connection = sqlite3.connect(path)
        for (name,) in connection.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
            connection.execute(f"DROP TRIGGER {name}")
        for statement in statements:
            connection.execute(statement)
        connection.commit()
        connection.close()

    return make


def _foreign(path: Path, good_db: Path) -> None:
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE notes (x)")
    connection.close()


def _rsa_key(path: Path, good_db: Path) -> None:
    rsa = pytest.importorskip("cryptography.hazmat.primitives.asymmetric.rsa")
    serialization = pytest.importorskip("cryptography.hazmat.primitives.serialization")
    key = rsa.generate_private_key(public_exponent=65537, key_size=1024)
    path.write_bytes(
        key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
    )


HOSTILE: dict[str, Callable[[Path, Path], None]] = {
    "empty": _bytes(b""),
    "random": _bytes(bytes(random.Random(29).randrange(256) for _ in range(4096))),
    "truncated-sqlite": _truncated,
    "folder": _folder,
    "nested-json": _bytes(b"[" * 200_000 + b"]" * 200_000),
    "wrong-types": _bytes(b'{"id": 1, "at": [], "games": "all", "hash": 7, "signature": null, "body": {}}'),
    "nuls": _bytes(b"\x00" * 1000),
    "one-long-line": _bytes(b"1. " + b"a" * 2_000_000),
    "pem-of-junk": _bytes(b"-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n"),
    "rsa-key": _rsa_key,
    "foreign-sqlite": _foreign,
    "store-of-a-future-format": _changed_store("PRAGMA user_version = 99"),
    "store-without-events": _changed_store("DROP TABLE events"),
}
"""Each hostile file, made at a path from the good store."""


def _ok(*args: str) -> None:
    result = CliRunner().invoke(app, list(args))
    assert result.exit_code == 0, result.output


@pytest.fixture(scope="module")
def good(tmp_path_factory) -> dict[str, Path]:
    """A good file for each placeholder: the README walkthrough's store, signed and sealed, and its files."""
    folder = tmp_path_factory.mktemp("good")
    db, key = folder / "good.db", folder / "arbiter.pem"
    _ok("key", "new", "-o", str(key))
    signed = ("--key", str(key), "--db", str(db), "--tournament", AUTUMN)
    _ok("tournament", "create", AUTUMN, "--arbiter-key", str(folder / "arbiter.pem.pub"), *signed[:4])
    _ok("tournament", "players", str(EXAMPLES / "tournament" / "players.csv"), *signed)
    _ok("tournament", "pairings", str(EXAMPLES / "tournament" / "round-4.csv"), *signed)
    _ok("import", str(EXAMPLES / "round-4.mgn"), "--tournament", AUTUMN, "--db", str(db))
    _ok("seal", "--json", "-o", str(folder / "round-4.seal"), *signed)
    scoring = folder / "scoring.toml"
    scoring.write_text(
        "[scoring]\nvictory = 3\nsemi_victory = 2\nsemi_defeat = 1\ndefeat = 0\nforfeit_win = 3\n"
        "forfeit_loss = 0\nbye = 3\nlate_entry = 0\n",
        encoding="utf-8",
    )
    return {
        "DB": db,
        "KEY": key,
        "PUBLIC": folder / "arbiter.pem.pub",
        "SEAL": folder / "round-4.seal",
        "SCORING": scoring,
        "RECORD": EXAMPLES / "planted-violation.mgn",
        "PLAYERS": _written(folder / "players.csv", "id,name,aliases\nzz,Zoe Z,\n"),
        "PAIRINGS": _written(folder / "round-5.csv", "round,first,second\n5,am,gr\n"),
        "RESULTS": EXAMPLES / "tournament" / "round-4-results.csv",
    }


def _written(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def _hostile_file(folder: Path, kind: str, good_db: Path) -> Path:
    path = folder / f"hostile-{kind}"
    HOSTILE[kind](path, good_db)
    return path


CASES = [
    pytest.param(name, placeholder, kind, id=f"{name}-{placeholder}-{kind}")
    for name, args in ARGS.items()
    for placeholder in READ
    if placeholder in args
    for kind in HOSTILE
]


@pytest.mark.parametrize("name, placeholder, kind", CASES)
def test_a_hostile_file_ends_a_command_without_a_traceback(good, tmp_path, name, placeholder, kind):
    files = {each: str(path) for each, path in good.items()}
    files["DB"] = str(tmp_path / "good.db")
    shutil.copyfile(good["DB"], files["DB"])
    files["OUT"] = str(tmp_path / "out")
    files[placeholder] = str(_hostile_file(tmp_path, kind, good["DB"]))
    args = [files.get(each, each) for each in ARGS[name]]
    result = CliRunner().invoke(app, [*name.partition("#")[0].split(), *args])
    assert result.exception is None or isinstance(result.exception, SystemExit), (args, result.exception)
    assert "Traceback" not in result.output
    allowed = DB_EMPTY if (placeholder, kind) == ("DB", "empty") else STATUS.get(placeholder, (2,))
    if placeholder == "RECORD":
        allowed = SHOWN.get(name, allowed)
    assert result.exit_code in allowed, (args, result.output)
    if result.exit_code:
        assert result.output.strip(), "a command that fails says why"


def _commands() -> dict[str, click.Command]:
    """Every command of the app by its full name, groups walked."""
    found: dict[str, click.Command] = {}

    def walk(made: click.Command, name: str) -> None:
        if isinstance(made, click.Group):
            context = click.Context(made)
            for sub in made.list_commands(context):
                walk(made.get_command(context, sub), f"{name} {sub}")  # type: ignore[arg-type]
        else:
            found[name] = made

    for name in COMMANDS:
        walk(command(name), name)
    return found


def _reads_a_file(option: click.Parameter) -> bool:
    names = set(option.opts)
    if names & WRITTEN:
        return False
    return isinstance(option.type, click.Path) or bool(names & {"--db", "--seal"})


def test_every_file_a_command_reads_is_given_hostile_files():
    """Each command whose options or arguments read a file is in :data:`ARGS`, with each such option given."""
    for name, made in _commands().items():
        reading = [option for option in made.params if _reads_a_file(option)]
        if not reading:
            continue
        calls = [args for each, args in ARGS.items() if each.partition("#")[0] == name]
        assert calls, f"{name} reads a file and is not given hostile ones"
        for option in reading:
            if isinstance(option, click.Argument):
                assert any(set(args) & {"RECORD", "PLAYERS", "PAIRINGS", "RESULTS"} for args in calls), name
            else:
                assert any(set(option.opts) & set(args) for args in calls), (name, option.opts)


def test_the_good_files_work(good, tmp_path):
    """The ground of the sweep: with every file good, no command refuses a file (the ledger may still refuse a
    decision on its merits, STORE-LEDGER, once every file is read)."""
    refused = []
    for name, args in ARGS.items():
        files = {each: str(path) for each, path in good.items()}
        files["DB"] = str(tmp_path / f"{name}.db")
        shutil.copyfile(good["DB"], files["DB"])
        files["OUT"] = str(tmp_path / f"{name}.out")
        result = CliRunner().invoke(app, [*name.partition("#")[0].split(), *(files.get(each, each) for each in args)])
        if result.exit_code == 2 and "STORE-LEDGER" not in result.output:
            refused.append((name, result.output))
    assert refused == [], "\n".join(map(str, refused))


def test_a_truncated_database_is_one(good, tmp_path):
    """The truncated SQLite file is what it says: SQLite's header, the rest cut."""
    path = _hostile_file(tmp_path, "truncated-sqlite", good["DB"])
    assert path.read_bytes().startswith(b"SQLite format 3\x00") and os.path.getsize(path) < os.path.getsize(good["DB"])
    with pytest.raises(sqlite3.DatabaseError):
        sqlite3.connect(path).execute("SELECT count(*) FROM events").fetchone()

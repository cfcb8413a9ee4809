"""The README walkthrough's tournament, published: two rounds, a seal, one game excluded."""

from pathlib import Path

import pytest

from tests.conftest import AUTUMN, declared

EXAMPLES = Path(__file__).parents[2] / "examples"
BY = ("--by", "M. Tanguy", "--tournament", AUTUMN)


def autumn(run, db: str) -> str:
    """Rounds 4 and 5 of the README's tournament with its decisions, sealed: every pairing has its result."""
    declared(run, db)
    run("import", str(EXAMPLES / "round-4.mgn"), "--tournament", AUTUMN, "--db", db)
    run(
        "tournament",
        "attach",
        "4",
        "--round",
        "4",
        "--pairing",
        "sc-em",
        *BY,
        "--reason",
        "Colours swapped",
        "--db",
        db,
    )
    run("tournament", "decide", "--round", "4", "--pairing", "pn-jb", "--result", "second/forfeit", *BY,
        "--reason", "Nedelec absent", "--db", db)  # fmt: skip
    run("tournament", "pairings", str(EXAMPLES / "tournament" / "round-5.csv"), "--tournament", AUTUMN, "--db", db)
    for name in ("round-5.mgn.txt", "round-5-resent.mgn.txt"):
        run("import", str(EXAMPLES / "tournament" / name), "--tournament", AUTUMN, "--db", db)
    run("tournament", "choose", "6", *BY, "--reason", "The longer record", "--db", db)
    run("adjudicate", "8", "--by", "M. Tanguy", "--reason", "Stopped", "--db", db)
    for pairing, result in (("mt-pn", "first"), ("lk-sc", "second")):
        run("tournament", "decide", "--round", "5", "--pairing", pairing, "--result", result, *BY,
            "--reason", "On the sheet", "--db", db)  # fmt: skip
    run("seal", "--tournament", AUTUMN, "--by", "M. Tanguy", "--db", db)
    return db


@pytest.fixture
def autumn_db(run, tmp_path):
    return autumn(run, str(tmp_path / "autumn.db"))

"""Start-up and streaming (specs/performance.md): a command loads only what it uses, verdicts
are written as games are judged, and what is written equals the output made all at once."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
import typer

from admiralty.cli.app import COMMANDS, _listed, command
from admiralty.cli.output import to_json
from admiralty.notation.kinds import KINDS, MAD, RIGADOON
from admiralty.notation.mgn import generate as mad_generation
from admiralty.notation.mgn.generate import random_games
from admiralty.notation.mgn.writer import write_games
from admiralty.notation.pool import judge_source, streamed
from admiralty.notation.rgn import random_records
from admiralty.notation.rgn.writer import write_games as write_rgn_games
from admiralty.notation.steps import Generation

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted(str(path) for path in (ROOT / "examples").iterdir() if path.suffix in (".mgn", ".rgn"))

NOT_FOR_A_MAD_RECORD = (
    "sqlite_utils",
    "rich",
    "cattrs",
    "admiralty.store.sqlite.database",
    "admiralty.store.submissions",
    "admiralty.referee.mad.adjudication",
)
"""What ``validate`` of a MAD record must not load: the store's database, SQLite's helpers, rich, cattrs,
the tie-break adjudication (a verdict never adjudicates)."""

SEEN = (
    "import sys\n"
    "from admiralty.cli.start import main\n"
    "sys.argv = ['admiralty', *sys.argv[1:]]\n"
    "try:\n    main()\nexcept SystemExit:\n    pass\n"
    "print('MODULES', *sorted(sys.modules))\n"
)


def _loaded(*args: str) -> set[str]:
    """The modules a run of ``admiralty ARGS`` loaded, in a fresh interpreter."""
    result = subprocess.run([sys.executable, "-c", SEEN, *args], cwd=ROOT, capture_output=True, text=True, check=True)
    (line,) = [line for line in result.stdout.splitlines() if line.startswith("MODULES ")]
    return set(line.split()[1:])


def _rigadoon(module: str) -> bool:
    return module.startswith(("admiralty.referee.rigadoon", "admiralty.notation.rgn")) or "rigadoon" in module


def test_validate_of_a_mad_record_loads_no_store_rich_or_rigadoon() -> None:
    loaded = _loaded("validate", "examples/planted-violation.mgn", "examples/corvette-win.mgn", "--jobs", "1")
    assert "admiralty.notation.mgn.judge" in loaded  # the scan sees what validating needs
    assert sorted(m for m in loaded if m.startswith(NOT_FOR_A_MAD_RECORD) or _rigadoon(m)) == []


@pytest.mark.parametrize(
    "args",
    [("examples/corvette-win.mgn",), ("examples/loop-loss.rgn",), ("examples", "--jobs", "2", "--json")],
    ids=["mad", "rigadoon", "folder-on-two-cores"],
)
def test_validate_of_files_loads_no_store_module(args: tuple[str, ...]) -> None:
    """Files are read and judged by notation alone (issue 26): the store is imported only for a stored game's id."""
    loaded = _loaded("validate", *args)
    assert "admiralty.notation.pool" in loaded
    assert sorted(m for m in loaded if m == "admiralty.store" or m.startswith("admiralty.store.")) == []


def test_validate_of_a_stored_game_opens_it_through_the_store(tmp_path: Path) -> None:
    loaded = _loaded("validate", "7", "--db", str(tmp_path / "none.db"))
    assert "admiralty.store.sources" in loaded


NOT_FOR_HELP = (*NOT_FOR_A_MAD_RECORD, "admiralty.referee.mad", "admiralty.referee.tournament.results", "tomllib")
"""What ``--help`` must not load besides: a game's rules, the standings and their points, TOML."""


def test_help_loads_no_store_rich_game_or_standings() -> None:
    loaded = _loaded("--help")
    assert "admiralty.cli.store_commands" in loaded  # every command is listed with its help
    assert sorted(m for m in loaded if m.startswith(NOT_FOR_HELP)) == []


COLLECTOR = (
    "import gc, sys\n"
    "from admiralty.cli.start import main\n"
    "sys.argv = ['admiralty', *sys.argv[1:]]\n"
    "try:\n    main()\nexcept SystemExit:\n    pass\n"
    "print(gc.isenabled(), gc.get_freeze_count() > 0)\n"
)


def test_the_entry_point_runs_the_command_with_the_collector_started_again_and_start_up_frozen() -> None:
    result = subprocess.run(
        [sys.executable, "-c", COLLECTOR, "validate", "examples/corvette-win.mgn", "--jobs", "1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert result.stdout.splitlines()[-1] == "True True"


def test_running_the_commands_in_a_program_leaves_its_collector_alone(run) -> None:
    frozen = gc.get_freeze_count()
    assert run("validate", str(ROOT / "examples" / "corvette-win.mgn"), "--jobs", "1").exit_code == 0
    assert gc.isenabled() and gc.get_freeze_count() == frozen


def test_validate_of_a_rigadoon_record_loads_rigadoon() -> None:
    assert "admiralty.notation.rgn.judge" in _loaded("validate", "examples/loop-loss.rgn")


@pytest.mark.parametrize("name", COMMANDS)
def test_help_lists_each_command_as_the_command_made_shows_itself(name: str) -> None:
    """``--help`` lists commands from their docstrings without making them: the same short help."""
    made = command(name)
    assert made.name == name and made.help
    assert _listed(name).get_short_help_str(60) == made.get_short_help_str(60)


def _all_at_once(names: list[str]) -> str:
    """validate --json as it was written before streaming: every verdict gathered, then one array."""
    return to_json([verdict for name in names for verdict, _ in judge_source(name, draw=False)])


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_streamed_json_equals_the_array_written_at_once_on_the_examples(run, jobs: str) -> None:
    result = run("validate", *EXAMPLES, "--json", "--jobs", jobs)
    assert result.output == _all_at_once(EXAMPLES) + "\n"


def test_streamed_json_equals_the_array_written_at_once_on_generated_files(run, tmp_path: Path) -> None:
    names = []
    for seed in range(3):
        path = tmp_path / f"g{seed}.mgn"
        path.write_text(write_games(random_games(seed, 120, max_turns=60)), encoding="utf-8")
        names.append(str(path))
    rigadoon = tmp_path / "r.rgn"
    rigadoon.write_text(write_rgn_games(random_records(4, 5, 6)), encoding="utf-8")
    names.append(str(rigadoon))
    for jobs in ("1", "2"):
        result = run("validate", *names, "--json", "--jobs", jobs)
        assert result.output == _all_at_once(names) + "\n"
    assert len(json.loads(result.output)) == 3 * 120 + 5


def test_an_empty_json_array_is_written_whole(run, tmp_path: Path) -> None:
    empty = tmp_path / "empty.mgn"
    empty.write_text("", encoding="utf-8")
    assert run("validate", str(empty), "--json").output == _all_at_once([str(empty)]) + "\n"


def _waits_for(flag: str, count: int) -> Iterator[str]:
    """Items made in a worker: a first chunk, then, once ``flag`` exists (or 20 s later), the rest."""
    from admiralty.notation.pool import CHUNK_GAMES

    yield from (f"early {n}" for n in range(CHUNK_GAMES))
    deadline = time.monotonic() + 20
    while not os.path.exists(flag) and time.monotonic() < deadline:
        time.sleep(0.01)
    yield from ("late" if not os.path.exists(flag) else f"after {n}" for n in range(count))


def test_a_worker_s_results_arrive_while_it_is_still_working(tmp_path: Path) -> None:
    """The caller gets the first chunk before the worker's task ends: the worker waits for the
    caller to say it got it, which it can only do if chunks stream."""
    flag = str(tmp_path / "received")
    tasks = [(flag, 3), (str(tmp_path / "other"), 0)]
    results = streamed(_waits_for, tasks, 2)
    first = next(results)
    assert first is not None and next(first) == "early 0"
    Path(flag).touch()
    assert list(first)[-3:] == ["after 0", "after 1", "after 2"]
    second = next(results)
    assert second is not None and list(second)[-1] == "early 99"


@pytest.mark.parametrize("kind", list(KINDS.values()), ids=lambda kind: kind.name)
def test_generate_in_pieces_equals_the_record_written_at_once(kind) -> None:
    options = Generation(seed=3, games=4, max_turns=30)
    records = random_games(3, 4, max_turns=30) if kind is MAD else random_records(3, 4, 30)
    assert "".join(kind.plugin.generate(options)) == kind.plugin.write_games(list(records))


def test_generate_plays_each_game_when_it_is_written(monkeypatch) -> None:
    played = []
    real = mad_generation.random_game
    monkeypatch.setattr(mad_generation, "random_game", lambda *args: played.append(1) or real(*args))
    pieces = MAD.plugin.generate(Generation(seed=1, games=1_000, max_turns=10))
    first = next(pieces)
    assert first.startswith('[Event "Generated"]') and len(played) == 1


def test_generate_refuses_a_bad_board_before_writing(run, tmp_path: Path) -> None:
    output = tmp_path / "out.mgn"
    result = run("generate", "--seed", "1", "--board", "9x9", "-o", str(output))
    assert result.exit_code == 2 and not output.exists()


def test_generate_writes_the_same_to_a_file_and_to_stdout(run, tmp_path: Path) -> None:
    output = tmp_path / "out.rgn"
    run("generate", "--kind", "rigadoon", "--seed", "2", "--games", "3", "-o", str(output))
    printed = run("generate", "--kind", "rigadoon", "--seed", "2", "--games", "3").output
    assert printed == output.read_text(encoding="utf-8") == "".join(RIGADOON.plugin.generate(Generation(2, 3)))


def test_every_name_of_the_store_resolves_from_its_module() -> None:
    import types

    import admiralty.store as store

    for name in store.__all__:
        value = getattr(store, name)
        assert getattr(value, "__name__", name) == name and not isinstance(value, types.ModuleType)


def test_the_store_keeps_its_verify_function_when_the_submodule_is_imported_first() -> None:
    code = (
        "import sys\nimport admiralty.store.sources\nassert 'sqlite_utils' not in sys.modules\n"
        "import admiralty.store.verify\nfrom admiralty.store import verify\nprint(callable(verify))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "True"


GROUP = typer.Typer(help="A group of commands, as a command module may add one.")


@GROUP.command()
def hello(name: str) -> None:
    """Say hello."""
    typer.echo(f"hello {name}")


@GROUP.command()
def bye() -> None:
    """Say goodbye."""
    typer.echo("bye")


def test_a_group_of_commands_is_one_line_of_the_table(run, monkeypatch) -> None:
    monkeypatch.setitem(COMMANDS, "greet", "tests.cli.test_startup:GROUP")
    assert run("greet", "hello", "Ann").output == "hello Ann\n"
    assert "greet       A group of commands, as a command module may add one." in run("--help").output
    assert "hello" in run("greet", "--help").output

import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from admiralty.cli.app import app

collect_ignore = ["atheris_fuzz.py"]
"""The atheris harness runs on demand with its optional extra, never in the suite."""


@pytest.fixture(autouse=True)
def wide_terminal(monkeypatch):
    """Every table drawn for a terminal 200 columns wide, whatever the one running the tests: a row is one line
    (tests/cli/test_tables.py draws them at 80 columns too)."""
    monkeypatch.setenv("COLUMNS", "200")


@pytest.fixture
def run():
    """Run ``admiralty`` with arguments; fail the test on any traceback."""
    runner = CliRunner()

    def invoke(*args, input=None):
        result = runner.invoke(app, list(args), input=input)
        if result.exception is not None and not isinstance(result.exception, SystemExit):
            raise result.exception
        return result

    return invoke


AUTUMN = "Autumn Open"
"""The README walkthrough's tournament."""


def declared(run, path: str) -> str:
    """The database ``path`` with the README walkthrough's tournament, its players and round 4 paired, no game."""
    tournament = Path(__file__).parents[1] / "examples" / "tournament"
    run("tournament", "create", AUTUMN, "--db", path)
    run("tournament", "players", str(tournament / "players.csv"), "--tournament", AUTUMN, "--db", path)
    run("tournament", "pairings", str(tournament / "round-4.csv"), "--tournament", AUTUMN, "--db", path)
    return path


@pytest.fixture
def autumn_db(run, tmp_path):
    """The README walkthrough's store after round 4 is paired and its records imported (examples/tournament/)."""
    path = declared(run, str(tmp_path / "a.db"))
    run("import", str(Path(__file__).parents[1] / "examples" / "round-4.mgn"), "--tournament", AUTUMN, "--db", path)
    return path


CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
BROWSER_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--window-size=1000,800",
)


@pytest.fixture(scope="module")
def browser():
    """A headless Chromium driven by selenium; the test is skipped, with the reason, where there is none."""
    webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed (pip install -e '.[test]')")
    if not (CHROMIUM and DRIVER):
        pytest.skip("no chromium/chromedriver here (.ci/run installs Debian's chromium and chromium-driver)")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in BROWSER_FLAGS:
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(executable_path=DRIVER), options=options)
    yield driver
    driver.quit()

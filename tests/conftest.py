import pytest
from typer.testing import CliRunner

from admiralty.cli.app import app

collect_ignore = ["atheris_fuzz.py"]
"""The atheris harness runs on demand with its optional extra, never in the suite."""


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

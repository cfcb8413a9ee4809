"""An output that cannot be written ends a command with a sentence and exit 2, never a traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full on this system")
@pytest.mark.parametrize(
    "args",
    [("validate", "examples/corvette-win.mgn"), ("replay", "examples/tiebreak.mgn"), ("standings", "examples/")],
    ids=["validate", "replay", "standings"],
)
def test_a_full_disk_is_an_io_error(args: tuple[str, ...]) -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "admiralty.cli", *args], cwd=ROOT, stdout=full, stderr=subprocess.PIPE, text=True
        )
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr
    assert "admiralty: the output could not be written: No space left on device" in done.stderr

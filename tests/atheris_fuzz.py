"""Coverage-guided fuzzing of the MGN and RGN readers with atheris (not part of the suite).

    pip install -e '.[fuzz]'
    python tests/atheris_fuzz.py -atheris_runs=100000

Any input must give verdicts whose errors carry a rule id, a line and a column;
anything else (an exception, a hang) is a finding.
"""

from __future__ import annotations

import io
import sys

import atheris

with atheris.instrument_imports():
    from admiralty.notation.kinds import KINDS
    from admiralty.notation.verdict import text_lines, verdicts


def one_input(data: bytes) -> None:
    for kind in KINDS.values():
        for _, verdict in verdicts("fuzz", text_lines(io.BytesIO(data)), kind):
            for error in verdict.errors:
                assert error.rule and error.line and error.column, error


if __name__ == "__main__":
    atheris.Setup(sys.argv, one_input)
    atheris.Fuzz()

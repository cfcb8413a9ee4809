"""Determinism: the same record gives the same bytes in any process, run or hash seed.

Python randomises str hashing per process (PYTHONHASHSEED); nothing the tool
outputs may depend on it: not the generated games, not the verdicts, not the
final positions.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SEEDS = ("0", "1", "4242", "random")


def admiralty(args: list[str], seed: str, stdin: bytes | None = None) -> bytes:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    result = subprocess.run(
        [sys.executable, "-m", "admiralty.cli", *args], cwd=ROOT, env=env, input=stdin, capture_output=True, check=False
    )
    assert result.returncode in (0, 1), result.stderr.decode()
    return result.stdout


@pytest.fixture(scope="module")
def corpus() -> bytes:
    return admiralty(["generate", "--seed", "5", "--games", "20", "--positioning"], "0")


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def test_generated_games_are_the_same_under_every_hash_seed(corpus):
    digests = {digest(admiralty(["generate", "--seed", "5", "--games", "20", "--positioning"], seed)) for seed in SEEDS}
    assert digests == {digest(corpus)}


def test_verdicts_and_final_positions_are_the_same_under_every_hash_seed(corpus):
    outputs = {digest(admiralty(["validate", "-", "--json"], seed, corpus)) for seed in SEEDS}
    assert len(outputs) == 1


def test_report_of_the_examples_is_the_same_under_every_hash_seed():
    outputs = {digest(admiralty(["report", "examples", "--format", "json"], seed)) for seed in SEEDS[:2]}
    assert len(outputs) == 1


def test_rigadoon_games_and_verdicts_are_the_same_under_every_hash_seed():
    games = {admiralty(["generate", "--kind", "rigadoon", "--seed", "3", "--games", "5"], seed) for seed in SEEDS}
    assert len(games) == 1
    (text,) = games
    outputs = {digest(admiralty(["validate", "-", "--kind", "rigadoon", "--json"], seed, text)) for seed in SEEDS}
    assert len(outputs) == 1

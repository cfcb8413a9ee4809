"""The soak check, out of the default run: ``pytest tests/rigadoon -m soak``.

``python -m benchmarks.rigadoon_soak --games N`` runs thousands.
"""

from __future__ import annotations

import pytest

from benchmarks.rigadoon_soak import soak_one


@pytest.mark.soak
def test_200_random_legal_games_without_internal_error():
    endings = [soak_one(seed, 40)[0] for seed in range(200)]
    assert not [ending for ending in endings if ending.startswith("error")]

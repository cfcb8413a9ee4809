"""MAD's fast path: runs of legal turns played on a scratch board (:mod:`.lane`, specs/performance.md).

The MGN readers' fast paths (:mod:`notation.mgn.fast`) play their turns here; the
rules themselves never call it. Kept in agreement with ``decide`` and ``apply`` by
tests/mad/test_lane.py.
"""

from admiralty.referee.mad.fast.lane import Lane, Play, movement, shift

__all__ = ["Lane", "Play", "movement", "shift"]

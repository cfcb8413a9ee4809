"""RGN's fast path: plain lines of movetext judged at once (:mod:`.lines`, specs/performance.md).

:class:`notation.rgn.judge.RigadoonReferee` reaches it only through
:func:`accelerator`, which gives None when the switch (:mod:`referee.fast`) runs the
general path alone: every token then goes through the token path.
"""

from __future__ import annotations

from admiralty.notation.rgn.fast.lines import Accelerator, Progress
from admiralty.referee import fast

__all__ = ["Accelerator", "Progress", "accelerator"]


_SHARED = Accelerator()
"""The accelerator every referee of the process shares (its tables start empty)."""


def accelerator() -> Accelerator | None:
    """The accelerator every referee of the process shares; None when the fast paths are off (:mod:`referee.fast`)."""
    return _SHARED if fast.engaged else None

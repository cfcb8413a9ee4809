"""The referee: rules, states and reducers of MAD and Rigadoon. Pure: no I/O.

Shared by every game kind: rule violations as values (:class:`Violation`), the
one exception that carries them (:class:`AdmiraltyError`) and the fold of an
event log (:func:`replay`). Each game lives in its own subpackage
(:mod:`referee.mad`).
"""

from admiralty.referee.log import check_next, replay
from admiralty.referee.violation import AdmiraltyError, Violation, violation

__all__ = ["AdmiraltyError", "Violation", "check_next", "replay", "violation"]

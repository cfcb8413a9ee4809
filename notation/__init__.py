"""Reading and writing game records.

The shared machinery sits here: the tokenizer (:mod:`.tokens`), the streaming
reader and its visitors (:mod:`.reader`, :mod:`.visitor`), the reading limits
(:mod:`.limits`), the judging both formats share (:mod:`.judging`), verdicts
(:mod:`.verdict`), the registry of game kinds (:mod:`.kinds`) and the protocol
each game's plug-in implements (:mod:`.plugin`); record files and standard input
opened as sources (:mod:`.sources`) and the pool that judges many files on every
core (:mod:`.pool`), no database involved. Each format
has its own subpackage: :mod:`.mgn` (MGN records and MFEN positions, MAD) and
:mod:`.rgn` (RGN records and RFEN positions, Rigadoon). Drawings and reports
are in :mod:`.render`.

Importing it reads ``ADMIRALTY_FAST`` once: 0 turns the fast paths off
(:mod:`referee.fast`, specs/performance.md "One switch").
"""

import os as _os

from admiralty.referee import fast as _fast

if _os.environ.get("ADMIRALTY_FAST") == "0":  # the one switch of the fast paths (referee/fast.py)
    _fast.engage(False)

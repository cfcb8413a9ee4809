"""The tournament domain: functions over values, no store, no clock (specs/tournament.md, specs/arbiter.md).

The ledger's events (:mod:`.events`) and their fold (:mod:`.ledger`), the checks every
event passes (:mod:`.checks`, STORE-LEDGER), the round robin (:mod:`.berger`), records
matched to pairings, duplicates and discrepancies (:mod:`.matching`), every pairing
accounted for once (:mod:`.accounting`), the results and the standings with their
tie-breaks (:mod:`.results`, :mod:`.standings`, :mod:`.crosstable`), and players'
spellings (:mod:`.names`). The store loads what they need
and appends what they decide (:mod:`store.tournaments`, :mod:`store.accounts`).
"""

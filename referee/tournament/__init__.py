"""The tournament domain: functions over values, no store, no clock (specs/tournament.md, specs/arbiter.md).

The ledger's events (:mod:`.events`) and their fold (:mod:`.ledger`), the checks every
event passes (:mod:`.checks`, STORE-LEDGER), the round robin (:mod:`.berger`), every
pairing accounted for once from its records, duplicates and discrepancies (:mod:`.accounting`),
the results and the standings with their tie-breaks (:mod:`.results`, :mod:`.standings`,
:mod:`.crosstable`), and players' spellings (:mod:`.names`). The store loads what they need
and appends what they decide (:mod:`store.tournaments`, :mod:`store.accounts`).
"""

"""FIDE's Tournament Report File, TRF16 (Handbook C.04 Annex 2): a tournament as chess programs exchange it.

:func:`write_trf` and :func:`parse_trf` are the paired writer and reader of a :class:`Trf`; :func:`trf_of`
makes one from a tournament's ledger and results (``tournament export --format trf``), :func:`outcome_of`
reads a game's two result codes back as an outcome (``tournament import-trf``). What is written
(specs/tournament.md, "TRF"):

- one ``001`` line per player, numbered in the initial order (rating, title, name), with title, name, rating,
  federation, FIDE id, the tournament's points (its scoring, ``XXS`` stating it) and the rank;
- per round: the opponent's number, the colour (the first seat is White: MAD Red, Rigadoon Blue) and the
  result code: ``1``/``0`` a full victory, ``W``/``L`` a semi-victory (MAD-TIEBREAK: no TRF code says it;
  a chess program sees a win and a loss not rated, worth ``XXS``'s points for a win and a loss), ``+``/``-``
  forfeits, ``0000 - U`` the pairing-allocated bye, ``0000 - Z`` a round missed by a late entrant,
  ``0000 - -`` a round a withdrawn player is paired no more in, a blank result a pairing not played yet, a
  blank block any other round not paired;
- ``XXR`` the rounds, ``XXC white1`` (the initial colour), ``XXS`` the point system (JaVaFo's TRF(x) codes);
- ``### admiralty`` comment lines (TRF26 Remark 1) with what a chess program has no field for: each player's
  id, full name, aliases, club and national id, the tournament's games, scoring, tie-breaks and pairs forbidden
  to meet, so that an import gives the tournament back.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import attrs

from admiralty.referee.tournament.events import (
    LateEntry,
    LedgerEvent,
    PairingForbidden,
    PlayerRegistered,
    PlayerWithdrawn,
    ResultEntered,
    RoundPaired,
    Seating,
    TournamentCreated,
)
from admiralty.referee.tournament.ledger import Ledger
from admiralty.referee.tournament.results import Result, Scoring, whole
from admiralty.referee.tournament.swiss import initial_order, planned
from admiralty.referee.violation import violation

CODES: dict[str, tuple[str, str]] = {
    "first": ("1", "0"),
    "second": ("0", "1"),
    "first/tb": ("W", "L"),
    "second/tb": ("L", "W"),
    "first/forfeit": ("+", "-"),
    "second/forfeit": ("-", "+"),
    "double-forfeit": ("-", "-"),
}
"""Each outcome's result codes for White (the first seat) and Black (the second)."""

OUTCOMES_OF = {codes: outcome for outcome, codes in CODES.items()}
"""Each pair of result codes (White's, Black's) as an outcome."""

XXS = (("WW", "victory"), ("BW", "victory"), ("WL", "defeat"), ("BL", "defeat"), ("FW", "forfeit_win"),
       ("FL", "forfeit_loss"), ("PAB", "bye"), ("ZPB", "late_entry"))  # fmt: skip
"""The point system as JaVaFo's ``XXS`` codes write it, each with the :class:`Scoring` field it states."""

NO_OPPONENT = "0000"
"""The opponent of a round without one (a bye, an absence), as TRF16 writes it."""

LATE = "Z"
"""The code of a round a late entrant missed (TRF16's zero-point bye, a known absence): written ``0000 - Z``."""

LEFT = "-"
"""The code of a round from which a withdrawn player is paired no more: written ``0000 - -``, unpaired."""

COMMENT = "### admiralty "
"""The start of a comment line holding what TRF16 has no field for."""


@attrs.frozen
class TrfGame:
    """One round of a player's line: the opponent's number (0: none), the colour (``w``, ``b``, ``-``), the code."""

    opponent: int
    colour: str
    result: str


@attrs.frozen
class TrfPlayer:
    """A ``001`` line, and the comment lines of its player (:data:`COMMENT`): ``facts`` by name."""

    number: int
    name: str
    title: str = ""
    rating: int = 0
    federation: str = ""
    fide_id: str = ""
    points: float = 0
    rank: int = 0
    games: tuple[TrfGame | None, ...] = ()
    facts: tuple[tuple[str, str], ...] = ()


@attrs.frozen
class Trf:
    """A tournament report: its name, rounds, point system (``XXS`` codes), players, and its own facts."""

    name: str
    rounds: int
    points: tuple[tuple[str, float], ...]
    players: tuple[TrfPlayer, ...]
    facts: tuple[tuple[str, str], ...] = ()


def _block(game: TrfGame | None) -> str:
    if game is None:
        return " " * 10
    opponent = f"{game.opponent:>4}" if game.opponent else NO_OPPONENT
    return f"{opponent} {game.colour} {game.result or ' '}  "


def _points(points: float) -> str:
    return f"{float(points):4.1f}"


def write_trf(trf: Trf) -> str:
    """The TRF16 text of ``trf``, lines ending in CR LF as TRF16 asks (Remark 1).

    >>> text = write_trf(Trf("Open", 1, (("WW", 3),), (TrfPlayer(1, "Anne", rating=1850, points=3, rank=1,
    ...                  games=(TrfGame(2, "w", "1"),)),)))
    >>> text.splitlines()[-1]
    '001    1      Anne                              1850                             3.0    1     2 w 1  '
    """
    lines = [f"012 {trf.name}", f"062 {len(trf.players)}", f"072 {sum(1 for p in trf.players if p.rating)}"]
    lines += [f"XXR {trf.rounds}", "XXC white1"]
    if trf.points:
        lines.append("XXS " + " ".join(f"{code}={whole(points)}" for code, points in trf.points))
    lines += [f"{COMMENT}tournament {name} {value}" for name, value in trf.facts]
    for player in trf.players:
        head = (
            f"001 {player.number:>4}  {player.title:>3} {player.name[:33]:<33} {player.rating or '':>4}"
            f" {player.federation[:3]:<3} {player.fide_id[:11]:>11} {'':<10} {_points(player.points)}"
            f" {player.rank:>4}  "
        )
        lines.append(head + "".join(map(_block, player.games)))
        lines += [f"{COMMENT}{player.number} {name} {value}" for name, value in player.facts]
    return "".join(f"{line}\r\n" for line in lines)


def parse_trf(text: str) -> Trf:
    """The :class:`Trf` of a TRF16 text (what :func:`write_trf` writes, and a chess program's).

    Raises:
        AdmiraltyError: STORE-TRF naming the line: a player line too short or with a number, rating or
            round block that is not one, a player numbered twice, no tournament name or no player.
    """
    name, rounds, points = "", 0, []
    players: dict[int, TrfPlayer] = {}
    facts: list[tuple[str, str]] = []
    own: dict[int, list[tuple[str, str]]] = {}
    for number, line in enumerate(text.splitlines(), start=1):
        code = line[:3]
        if line.startswith(COMMENT):
            owner, _, rest = line[len(COMMENT) :].partition(" ")
            key, _, value = rest.partition(" ")
            if owner == "tournament":
                facts.append((key, value))
            elif owner.isdigit():
                own.setdefault(int(owner), []).append((key, value))
        elif code == "012":
            name = line[4:].strip()
        elif code == "XXR":
            rounds = _number(line[4:].strip(), number, "XXR")
        elif code == "XXS":
            points += _point_system(line[4:], number)
        elif code == "001":
            player = _player(line, number)
            if player.number in players:
                raise violation("STORE-TRF", f"Line {number} of the TRF file: player {player.number} again.")
            players[player.number] = player
    if not name or not players:
        raise violation("STORE-TRF", "The TRF file has no tournament name (012) or no player (001).")
    made = tuple(attrs.evolve(p, facts=tuple(own.get(p.number, ()))) for p in players.values())
    rounds = max([rounds, *(len(p.games) for p in made)])
    return Trf(name, rounds, tuple(points), made, tuple(facts))


def _number(text: str, line: int, what: str) -> int:
    if not (text.isascii() and text.isdigit()):
        raise violation("STORE-TRF", f"Line {line} of the TRF file: {what} {text!r} is not a number.")
    return int(text)


def _point_system(text: str, line: int) -> list[tuple[str, float]]:
    found = []
    for part in text.split():
        code, _, value = part.partition("=")
        try:
            found.append((code.upper(), float(value)))
        except ValueError:
            raise violation("STORE-TRF", f"Line {line} of the TRF file: XXS {part!r} is not CODE=POINTS.") from None
    return found


def _player(line: str, number: int) -> TrfPlayer:
    """A ``001`` line (TRF16 columns: number 5-8, title 11-13, name 15-47, rating 49-52, federation 54-56, FIDE id
    58-68, points 81-84, rank 86-89, rounds from 92 in blocks of 10)."""
    if len(line) < 84:
        raise violation("STORE-TRF", f"Line {number} of the TRF file: a player line is 84 characters at least.")
    rating = line[48:52].strip()
    try:
        points = float(line[80:84].strip() or 0)
    except ValueError:
        raise violation("STORE-TRF", f"Line {number} of the TRF file: points {line[80:84]!r}.") from None
    games = []
    rest = line[91:]
    for start in range(0, len(rest), 10):
        block = rest[start : start + 10]
        games.append(_game(block, number) if block.strip() else None)
    while games and games[-1] is None:
        games.pop()
    return TrfPlayer(
        _number(line[4:8].strip(), number, "the starting rank"),
        line[14:47].strip(),
        line[10:14].strip().upper(),
        _number(rating, number, "the rating") if rating else 0,
        line[53:56].strip(),
        line[57:68].strip(),
        points,
        int(line[85:89]) if line[85:89].strip().isdigit() else 0,
        tuple(games),
    )


def _game(block: str, line: int) -> TrfGame:
    opponent, colour, result = block[0:4].strip() or "0", block[5:6].strip() or "-", block[7:8].strip()
    if not opponent.isdigit() or colour.lower() not in ("w", "b", "-"):
        raise violation("STORE-TRF", f"Line {line} of the TRF file: the round block {block!r} is not one.")
    return TrfGame(int(opponent), colour.lower(), result.upper())


def outcome_of(white: str, black: str) -> str | None:
    """The outcome (first seat: White) of a game whose players' lines give the codes ``white`` and ``black``;
    None when no outcome has them (a draw, which MAD and Rigadoon have not).

    >>> outcome_of("W", "L"), outcome_of("0", "1"), outcome_of("=", "=")
    ('first/tb', 'second', None)
    """
    return OUTCOMES_OF.get((white, black))


def trf_of(
    state: Ledger, results: Iterable[Result], ranks: Mapping[str, int], points: Mapping[str, float]
) -> tuple[Trf, int]:
    """The TRF of a tournament: its ledger ``state``, its counted ``results``, each player's rank and points in
    its standings; and how many semi-victories it writes as W/L (module docstring)."""
    order = initial_order(state)
    numbers = {player: number for number, player in enumerate(order, start=1)}
    last = max([planned(state), *state.rounds, 0])
    games: dict[str, dict[int, TrfGame]] = {player: {} for player in order}
    for pair in state.pairs:
        if pair.second is None:
            games[pair.first][pair.round] = TrfGame(0, "-", "U")
        else:
            games[pair.first][pair.round] = TrfGame(numbers[pair.second], "w", "")
            games[pair.second][pair.round] = TrfGame(numbers[pair.first], "b", "")
    semi = 0
    for result in results:
        if result.round is None or result.second is None or result.outcome not in CODES:
            continue
        white, black = CODES[result.outcome]
        semi += result.outcome.endswith("/tb")
        games[result.first][result.round] = attrs.evolve(games[result.first][result.round], result=white)
        games[result.second][result.round] = attrs.evolve(games[result.second][result.round], result=black)
    for player, first in state.late_entries().items():
        for missed in range(1, first):
            games[player][missed] = TrfGame(0, "-", LATE)
    for player, first in state.withdrawn_from().items():
        for left in range(first, last + 1):
            games[player].setdefault(left, TrfGame(0, "-", LEFT))  # a pairing declared before they left stays
    players = tuple(
        TrfPlayer(
            numbers[player],
            state.players[player].name,
            state.players[player].title,
            state.players[player].rating,
            state.players[player].federation,
            state.players[player].fide_id,
            points.get(player, 0),
            ranks.get(player, 0),
            tuple(games[player].get(number) for number in range(1, max(games[player], default=0) + 1)),
            _player_facts(state.players[player]),
        )
        for player in order
    )
    return Trf(state.name, last, _xxs(state.scoring), players, _tournament_facts(state, numbers)), semi


def _xxs(scoring: Scoring) -> tuple[tuple[str, float], ...]:
    return tuple((code, getattr(scoring, field)) for code, field in XXS)


def _player_facts(player: PlayerRegistered) -> tuple[tuple[str, str], ...]:
    said = [("id", player.id), ("name", player.name)]
    said += [("alias", alias) for alias in player.aliases]
    said += [(name, getattr(player, name)) for name in ("club", "national_id") if getattr(player, name)]
    return tuple(said)


def _tournament_facts(state: Ledger, numbers: Mapping[str, int]) -> tuple[tuple[str, str], ...]:
    """What TRF16 has no field for: the games, the scoring, the tie-breaks, and each pair forbidden to meet (by
    the players' numbers, with the reason: no TRF record, nor JaVaFo's or bbpPairings' TRF(x), says one)."""
    scoring = attrs.asdict(state.scoring)
    said = [("kind", kind) for kind in state.kinds]
    said += [("scoring", f"{name} {whole(points)}") for name, points in scoring.items()]
    said += [("tiebreak", name) for name in state.tiebreaks]
    said += [
        ("forbid", f"{numbers[event.first]} {numbers[event.second]} {event.reason}") for event in _forbidden(state)
    ]
    return tuple(said)


def _forbidden(state: Ledger) -> list[PairingForbidden]:
    """The pairs forbidden to meet in force (not annulled), as the events that forbade them."""
    annulled = state.annulled()
    return [
        entry.event
        for entry in state.entries
        if isinstance(entry.event, PairingForbidden) and entry.seq not in annulled
    ]


def scoring_of(trf: Trf) -> tuple[tuple[str, float], ...]:
    """The scoring a TRF states: its ``### admiralty tournament scoring`` lines, else its ``XXS`` codes (a code
    for each :class:`Scoring` field it states; a chess program's 1/0.5/0 when it has neither)."""
    own = [value.split(" ") for key, value in trf.facts if key == "scoring"]
    if own:
        return tuple((name, float(points)) for name, points in own)
    fields = dict(XXS)
    stated = {fields[code]: points for code, points in trf.points if code in fields}
    return tuple(sorted(stated.items())) or (("victory", 1.0), ("bye", 1.0))


def kinds_of(trf: Trf, default: Sequence[str]) -> tuple[str, ...]:
    """The games a TRF's tournament plays: its ``### admiralty tournament kind`` lines, else ``default``."""
    return tuple(value for key, value in trf.facts if key == "kind") or tuple(default)


def events_of(trf: Trf, name: str, by: str, kinds: Sequence[str]) -> list[LedgerEvent]:
    """The ledger events that make the tournament of ``trf`` under ``name``: its creation (its games, ``kinds`` when
    it says none; its scoring), its players (by their ``### admiralty`` id, else ``p`` and their number), each
    round's pairings (White's line's first seat; by White's number, the bye last; the rounds planned, ``XXR``),
    and each result as a result sheet's, entered ``by`` someone.

    A line opening with rounds missed (``0000 - Z``) is a late entry from the first round after them; a line
    closing with rounds unpaired (``0000 - -``) up to the last round, a withdrawal from the first of them (by
    ``by``); an ``### admiralty tournament forbid`` line, a pair forbidden to meet (by ``by``).

    Raises:
        AdmiraltyError: STORE-TRF: an opponent not listed, two lines that do not agree on a game, a result no
            outcome has (a draw), a half-point bye, a withdrawal or a forbidden pair with no one to decide it
            (``by`` empty).
    """
    scoring = tuple((field, float(points)) for field, points in scoring_of(trf))
    tiebreaks = tuple(value for key, value in trf.facts if key == "tiebreak")
    made: list[LedgerEvent] = [TournamentCreated(name, kinds_of(trf, kinds), scoring, tiebreaks)]
    ids = {player.number: _id(player) for player in trf.players}
    for player in sorted(trf.players, key=lambda p: p.number):
        made.append(_registered(player, ids[player.number]))
        first = _entered_from(player)
        if first is not None:
            made.append(LateEntry(ids[player.number], first))
    made += _forbids(trf, ids, by)
    lines = {player.number: player for player in trf.players}
    for round in range(1, trf.rounds + 1):
        seats, results = _round(lines, ids, round, by)
        if seats:
            made.append(RoundPaired(round, tuple(seats), rounds=trf.rounds))  # the rounds planned: XXR
            made += results
    for player in sorted(trf.players, key=lambda p: p.number):
        left = _left_from(player, trf.rounds)
        if left is not None:
            said = f"The TRF file writes rounds {left} to {trf.rounds} unpaired ({NO_OPPONENT} - {LEFT})."
            made.append(PlayerWithdrawn(ids[player.number], left, by, said))
    if not by.strip() and any(isinstance(event, PlayerWithdrawn | PairingForbidden) for event in made):
        raise violation(
            "STORE-TRF",
            "The TRF file withdraws a player or forbids a pair, which the arbiter decides: give --by NAME.",
        )
    return made


def _unpaired(game: TrfGame | None, code: str) -> bool:
    return game is not None and game.opponent == 0 and game.result == code


def _entered_from(player: TrfPlayer) -> int | None:
    """The round a late entrant enters at: the first after the rounds their line opens with, each missed
    (``0000 - Z``); None when it opens with none."""
    missed = 0
    while missed < len(player.games) and _unpaired(player.games[missed], LATE):
        missed += 1
    return missed + 1 if missed else None


def _left_from(player: TrfPlayer, rounds: int) -> int | None:
    """The round a player withdrew from: the first of the rounds their line closes with, each unpaired
    (``0000 - -``) up to the event's last round; None when it closes otherwise."""
    games = [*player.games, *(None,) * (rounds - len(player.games))]
    first = len(games)
    while first > 0 and _unpaired(games[first - 1], LEFT):
        first -= 1
    return first + 1 if first < len(games) else None


def _forbids(trf: Trf, ids: Mapping[int, str], by: str) -> list[PairingForbidden]:
    """The pairs an Admiralty export says were forbidden to meet (``### admiralty tournament forbid N M REASON``).

    Raises:
        AdmiraltyError: STORE-TRF for a line that does not name two players of the file by number.
    """
    made = []
    for key, value in trf.facts:
        if key != "forbid":
            continue
        first, second, reason = (*value.split(" ", 2), "", "")[:3]
        if not (first.isdigit() and second.isdigit() and int(first) in ids and int(second) in ids):
            raise violation("STORE-TRF", f"The TRF file forbids {value!r}: two players' numbers of the file, then why.")
        made.append(PairingForbidden(ids[int(first)], ids[int(second)], by, reason or "Forbidden in the TRF file."))
    return made


def _id(player: TrfPlayer) -> str:
    return next((value for key, value in player.facts if key == "id"), f"p{player.number:03}")


def _registered(player: TrfPlayer, id: str) -> PlayerRegistered:
    facts = dict(player.facts)
    return PlayerRegistered(
        id,
        facts.get("name", player.name),
        tuple(value for key, value in player.facts if key == "alias"),
        player.rating,
        player.federation,
        facts.get("club", ""),
        player.title,
        player.fide_id,
        facts.get("national_id", ""),
    )


def _round(
    lines: Mapping[int, TrfPlayer], ids: Mapping[int, str], round: int, by: str
) -> tuple[list[Seating], list[ResultEntered]]:
    """A round's pairings and results from every player's block of it."""
    seats: list[Seating] = []
    byes: list[Seating] = []
    results: list[ResultEntered] = []
    for number in sorted(lines):
        game = _game_of(lines[number], round)
        if game is None or game.colour == "b":
            continue
        if game.opponent == 0:
            if game.result in ("U", "F"):
                byes.append(Seating(ids[number]))
            elif game.result == "H":
                raise violation(
                    "STORE-TRF",
                    f"Player {number}, round {round}: a half-point bye, which MAD and Rigadoon do not give (import"
                    " the file without it, then decide the round: tournament decide --result bye --points N).",
                )
            continue
        other = lines.get(game.opponent)
        theirs = _game_of(other, round) if other is not None else None
        if theirs is None or theirs.opponent != number or theirs.colour != "b" or game.colour != "w":
            raise violation(
                "STORE-TRF",
                f"Player {number}, round {round}: the game against {game.opponent} is not on both players' lines"
                " (one White, one Black).",
            )
        seats.append(Seating(ids[number], ids[game.opponent]))
        if game.result or theirs.result:
            outcome = outcome_of(game.result, theirs.result)
            if outcome is None:
                raise violation(
                    "STORE-TRF",
                    f"Player {number}, round {round}: the result {game.result or ' '}-{theirs.result or ' '} is no"
                    " result of MAD or Rigadoon (a draw has none).",
                )
            results.append(ResultEntered(round, ids[number], ids[game.opponent], outcome, by))
    return seats + byes, results


def _game_of(player: TrfPlayer, round: int) -> TrfGame | None:
    return player.games[round - 1] if round <= len(player.games) else None

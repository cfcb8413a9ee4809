"""What the event website is built from, read from the store (``admiralty publish``, specs/publish.md).

:func:`event_site` reads a tournament's account once (:func:`store.accounts.account`), the games it
publishes (its games placed on a pairing: never an excluded or unmatched one; a game the arbiter
accepted a correction of is read as corrected), the decisions stored with its games (corrections,
adjudications), the first violation of each published game as submitted (judged again from its
file, with its rule's text and diagram) and the last seal covering it, and makes the site's model
(:func:`notation.render.site.model.event`). :func:`viewers` gives each published game's viewer.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from admiralty.notation.kinds import KINDS
from admiralty.notation.render.report import Finding, finding
from admiralty.notation.render.site.model import Compliance, Correction, GameShown, SealShown, Site, event
from admiralty.notation.render.view_model import ViewGame
from admiralty.referee.tournament.accounting import Account
from admiralty.referee.tournament.matching import TournamentGame, rulings
from admiralty.store.accounts import account, load
from admiralty.store.events import Adjudicated, Corrected
from admiralty.store.notes import adjudication_note
from admiralty.store.recorder import Recorder
from admiralty.store.ruled import Rulings, standing
from admiralty.store.seals import seals
from admiralty.store.submissions import judged_again
from admiralty.store.summaries import GameSummary
from admiralty.store.viewing import stored_view


def event_site(store: Recorder, tournament: str, rule_texts: Mapping[str, str]) -> Site:
    """The website's model of ``tournament``.

    Raises:
        AdmiraltyError: STORE-NOTOURNAMENT when the store knows no such tournament; what reading a game raises.
    """
    found = account(store, tournament)
    games = published(found)
    ids = {game.id for game in games}
    corrections = tuple(_corrections(store, found, ids))
    adjudications = tuple(
        (each.game_id, adjudication_note(each.event))
        for each in store.of_types("Adjudicated")
        if each.game_id in ids and isinstance(each.event, Adjudicated)
    )
    checked = sorted(game.id for game in games if not game.valid or game.corrected)
    compliance = Compliance(tuple(_findings(store, checked, rule_texts)), corrections, adjudications)
    last = _last_seal(store, tournament)
    arbiters = [
        *(decision.by for decision in found.decisions),
        *(each.by for each in corrections),
        *(by for each in store.of_types("Adjudicated") if each.game_id in ids and (by := _by(each.event))),
        *([last.by] if last is not None and last.by else []),
    ]
    titles = [KINDS[kind].title for kind in (found.ledger.kinds if found.ledger else sorted({g.kind for g in games}))]
    return event(found, titles, games, last, compliance, arbiters)


def published(found: Account[GameSummary]) -> list[GameShown]:
    """The games of the event as ruled (:mod:`store.ruled`), which the site publishes: stored under its name or
    named by its arbiters' decisions, never one they excluded; read as corrected where they accepted it."""
    return [_shown(game) for game in found.games if not game.summary.excluded]


def _shown(game: TournamentGame[GameSummary]) -> GameShown:
    """A game with its players: its pairing's (seated as its record seats them), else as its tags name them."""
    line = game.summary
    first, second = line.players
    if game.pair is not None:
        first, second = game.pair.first, game.pair.second or line.second
        first, second = (second, first) if game.flipped else (first, second)
    return GameShown(
        line.id,
        line.kind,
        game.round,
        first,
        second,
        line.result,
        line.valid,
        line.rule,
        line.corrected,
        game.adjudicated,
    )


def _by(event: object) -> str | None:
    return event.by if isinstance(event, Adjudicated | Corrected) else None


def _corrections(store: Recorder, found: Account[GameSummary], ids: set[int]) -> Iterable[Correction]:
    """Every correction of a published game, with the decision accepting it (if one does)."""
    accepted = rulings(found.ledger).corrected
    for each in store.of_types("Corrected"):
        if each.game_id in ids and isinstance(each.event, Corrected):
            event = each.event
            yield Correction(
                each.game_id,
                event.turn,
                event.token,
                event.by or "",
                event.reason or "",
                accepted.get(each.game_id),
            )


def _findings(store: Recorder, game_ids: list[int], rule_texts: Mapping[str, str]) -> Iterable[tuple[int, Finding]]:
    """The first violation of each game of ``game_ids`` as submitted, with its rule's text and diagram."""
    for game_id, (_, started, record) in zip(game_ids, judged_again(store, game_ids)):
        if record.errors:
            yield game_id, finding(record, rule_texts, KINDS[started.kind])


def _last_seal(store: Recorder, tournament: str) -> SealShown | None:
    """The last stored seal covering the tournament: of it, or of everything stored."""
    last = None
    for sealed, _ in seals(store):
        if sealed is not None and sealed.tournament in (tournament, None):
            last = SealShown(sealed.id, sealed.at, sealed.by, sealed.root)
    return last


def viewers(store: Recorder, site: Site, rule_texts: Mapping[str, str]) -> Callable[[int], ViewGame]:
    """The viewer of each published game of ``site`` (:func:`store.viewing.stored_view`), read by its event's
    standing rulings (a correction accepted read in, to its end), the ledger read once for them all."""
    state = load(store, site.name)
    ruled = standing(site.name, state) if state is not None else Rulings()
    return lambda game_id: stored_view(store, game_id, rule_texts, ruled)

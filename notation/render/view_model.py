"""The viewer's page model (specs/viewer.md): a judged game as numbered, linked steps, its tags, its bad turn and
the arbiter's decisions.

A game kind draws its steps (:class:`~admiralty.notation.render.view_nodes.Node`,
``GameKind.view_nodes``); :func:`view_game` adds the start and, for an invalid
record, the bad turn, numbers every step from 0 (the start) and links each to
the steps the page moves to: the previous and next of its line, the first steps
of the variations that are alternatives to it, and, inside a variation, the
step it branched from (where leaving it goes).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

import attrs

from admiralty.notation.kinds import GameKind
from admiralty.notation.render.report import Finding, finding
from admiralty.notation.render.view_nodes import Drawing, Node, ViewLine
from admiralty.notation.verdict import Verdict, judge


@attrs.frozen
class ViewStep:
    """A step the page can show, numbered: a :class:`Node` with its links.

    Args:
        id: its number in the game, from 0 (the start).
        node: what the game kind drew.
        prev: the step before it in its line (None for the start).
        next: the step after it in its line, if any.
        up: inside a variation, the step it branched from (where leaving goes); None on the main line.
        variations: the first steps of the variations that are alternatives to it.
        depth: how deep in variations it stands (0: the main line).
        part: for a step of a maneuver, its number in the action (1, 2...); 0 for a whole step.
        fault: the rule broken, on the bad turn's step only.
        anchor: the name of its link (``#turn-63``, :func:`anchor`).
    """

    id: int
    node: Node
    prev: int | None = None
    next: int | None = None
    up: int | None = None
    variations: tuple[int, ...] = ()
    depth: int = 0
    part: int = 0
    fault: Finding | None = None
    anchor: str = ""


@attrs.frozen
class ViewGame:
    """One game of the page.

    Args:
        title: how the game list names it (file and number, players).
        kind: the game kind's name (``mad``, ``rigadoon``).
        position_format: ``MFEN`` or ``RFEN``.
        tags: the record's tags, in order.
        steps: every step, numbered as their ``id``; the start is step 0.
        comments: the comments before the first turn.
        fault: the rule the record broke, if any.
        decisions: the arbiter's decisions and notes, each with the turn it concerns (or None).
        start: the position it starts from (the page's script draws its boards on its board).
    """

    title: str
    kind: str
    position_format: str
    tags: tuple[tuple[str, str], ...]
    steps: tuple[ViewStep, ...]
    comments: tuple[str, ...] = ()
    fault: Finding | None = None
    decisions: tuple[tuple[int | None, str], ...] = ()
    start: Any = None

    def children(self, step: ViewStep) -> list[tuple[ViewStep, ...]]:
        """The lines of the variations that are alternatives to ``step``, each from its first step."""
        return [self.line_from(first) for first in step.variations]

    def anchors(self) -> dict[str, int]:
        """Every link name of the game's steps and the step it opens: each step's :attr:`ViewStep.anchor`,
        ``step-N`` for step N, and ``turn-T`` for the last main-line step of turn T (a Rigadoon turn's
        last action)."""
        names = {f"step-{step.id}": step.id for step in self.steps}
        names.update({f"turn-{step.node.turn}": step.id for step in self.line_from(0)[1:] if not step.part})
        names.update({step.anchor: step.id for step in self.steps})
        return names

    def line_from(self, first: int) -> tuple[ViewStep, ...]:
        """The steps of a line from step ``first``, following ``next``."""
        line: list[ViewStep] = []
        at: int | None = first
        while at is not None:
            line.append(self.steps[at])
            at = self.steps[at].next
        return tuple(line)


class _Numbering:
    """Numbers steps as they come and links them (the one mutable part, local to :func:`view_game`)."""

    def __init__(self) -> None:
        self.steps: list[ViewStep] = []

    def add(
        self, node: Node, prev: int | None, up: int | None, depth: int, part: int = 0, link: bool = True, name: str = ""
    ) -> int:
        """Number ``node`` after step ``prev``, its link named ``name`` (``step-N`` for a variation's); ``link``
        makes it ``prev``'s next (a variation's first step is not)."""
        number = len(self.steps)
        anchor = name if name and not depth else f"step-{number}"
        self.steps.append(ViewStep(number, node, prev, None, up, (), depth, part, anchor=anchor))
        if prev is not None and link:
            self.steps[prev] = attrs.evolve(self.steps[prev], next=len(self.steps) - 1)
        return len(self.steps) - 1

    def line(self, line: ViewLine, prev: int, up: int | None = None, depth: int = 0) -> int | None:
        """Number ``line``'s steps after step ``prev``, each maneuver's parts before its step; the first id.

        A variation (``up`` given) branches from ``prev`` without becoming its next step.
        """
        first: int | None = None
        for node in line.nodes:
            branch = prev
            name = anchor(node)
            for part, piece in enumerate((*node.parts, node), start=1):
                whole = piece is node
                prev = self.add(
                    piece,
                    prev,
                    up,
                    depth,
                    0 if whole else part,
                    link=first is not None or up is None,
                    name=name if whole else f"{name}-event-{piece.label}",
                )
                first = prev if first is None else first
            alternatives = (self.line(variation, branch, branch, depth + 1) for variation in node.variations)
            firsts = tuple(each for each in alternatives if each is not None)
            if firsts:
                self.steps[prev] = attrs.evolve(self.steps[prev], variations=firsts)
        return first


def view_game(
    record: Any,
    kind: GameKind,
    rule_texts: Mapping[str, str],
    title: str,
    decisions: Sequence[tuple[int | None, str]] = (),
) -> ViewGame:
    """The page model of a judged record of ``kind``: its start, its steps, and its bad turn, if any.

    The bad turn's step shows the position before it with the offending token
    drawn (as ``diagram --move`` draws it) and carries the :class:`~admiralty.notation.render.report.Finding`, the
    rule's text taken from specs/ as the report takes it.

    Raises:
        LookupError: a rule id with no text in specs/ (a defect of specs/).
    """
    numbering = _Numbering()
    start = Node(
        0,
        "Start",
        "Start",
        kind.plugin.write_position(record.start),
        Drawing("Start"),
        kind.plugin.view_facts(record.start),
    )
    numbering.add(start, None, None, 0, name="start")
    main = kind.plugin.view_nodes(record)
    numbering.line(ViewLine(main.nodes), 0)
    fault = finding(record, rule_texts, kind) if record.errors else None
    if fault is not None:
        last = numbering.steps[0]
        while last.next is not None:
            last = numbering.steps[last.next]
        node = _bad_node(main.breaking, fault, kind.plugin.view_facts(record.final))
        numbering.line(ViewLine((node,)), last.id)
        bad = len(numbering.steps) - 1
        numbering.steps[bad] = attrs.evolve(numbering.steps[bad], fault=fault)
    return ViewGame(
        title,
        kind.name,
        kind.position_format,
        record.tags,
        tuple(numbering.steps),
        main.comments,
        fault,
        tuple(decisions),
        record.start,
    )


def anchor(node: Node) -> str:
    """The link name of a main-line step: ``turn-T`` for a MAD turn, ``turn-T-action-A`` for a Rigadoon action.

    >>> anchor(Node(63, "211c2-c4", "", "", Drawing(), ())), anchor(Node(3, "W:S", "", "", Drawing(), (), action=2))
    ('turn-63', 'turn-3-action-2')
    """
    return f"turn-{node.turn}" + (f"-action-{node.action}" if node.action else "")


def _bad_node(breaking: Node | None, finding: Finding, facts: tuple[str, ...]) -> Node:
    """The bad turn's step: the position before it, the offending token drawn as the report draws it, numbered
    as the record numbers it (``breaking``, with what a broken maneuver did first)."""
    token = finding.move or ""
    turn = finding.turn or 0
    number = f"{breaking.number} " if breaking is not None and breaking.number else ""
    heading = f"{number}{token} breaks {finding.rule} (turn {turn})" if token else f"Breaks {finding.rule}"
    node = breaking or Node(turn, "", "", "", Drawing(), ())
    return attrs.evolve(
        node,
        label=token or finding.rule,
        heading=heading,
        position=finding.position,
        drawing=Drawing(svg=finding.diagram),
        facts=facts,
    )


def record_views(file: str, lines: Iterable[str], kind: GameKind, rule_texts: Mapping[str, str]) -> list[ViewGame]:
    """The page models of every game of a record file (:func:`each_record_view`)."""
    return list(each_record_view(file, lines, kind, rule_texts))


def each_record_view(
    file: str, lines: Iterable[str], kind: GameKind, rule_texts: Mapping[str, str]
) -> Iterator[ViewGame]:
    """The page model of each game of a record file, one at a time as it is judged (:func:`record_view`)."""
    for record, verdict in judge(file, lines, kind):
        yield record_view(record, verdict, kind, rule_texts)


def record_view(record: Any, verdict: Verdict, kind: GameKind, rule_texts: Mapping[str, str]) -> ViewGame:
    """The page model of a game of a record file as judged (a report makes each game's page from the judgement
    its entry is made of, and lets it go), titled with its file, number, players and result, and noting the
    tie-break a game stopped without a winner would get (MAD-TIEBREAK)."""
    first, second = kind.players(record)
    note = kind.plugin.tiebreak_note(record)
    return view_game(
        record,
        kind,
        rule_texts,
        f"{verdict.file} #{verdict.index}: {first} - {second}, {verdict.result}",
        [(None, f"Tie-break: {note}")] if note else [],
    )

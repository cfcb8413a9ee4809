"""The commands on record files: validate, replay, moves, generate, repair.

Each parses its options, calls the library and renders text or JSON (STYLE.md
8). Each imports the library it uses when it runs (specs/performance.md,
"Start-up"): ``validate`` of a MAD record loads MAD's reader and judge, never
the store, Rigadoon or the SVG code.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from admiralty.cli.exits import INVALID, stopped
from admiralty.cli.inputs import decided_by, expand, fail, limits_of, records_to, reported, reporting, stored_games
from admiralty.cli.options import (
    DEFAULT_DB,
    DbOption,
    FormatOption,
    GameOption,
    JobsOption,
    JsonOption,
    Kind,
    KindOption,
    LimitOption,
    OutputOption,
    PlayedKindOption,
    PositionArgument,
    SignOption,
    TextFormat,
    default_jobs,
    hidden_alias,
    merged,
    output_format,
)
from admiralty.notation.kinds import KINDS, MAD
from admiralty.referee.violation import AdmiraltyError

if TYPE_CHECKING:
    from admiralty.notation.kinds import GameKind

BoardOption = Annotated[str, typer.Option(help="The MAD board: 6x4 (the original) or 5x5.")]


def validate(
    paths: Annotated[
        list[str], typer.Argument(help="MGN or RGN files, folders of them, - for standard input, or stored game ids.")
    ],
    form: FormatOption = None,
    json_output: JsonOption = False,
    kind: KindOption = None,
    jobs: JobsOption = default_jobs(),
    limit: LimitOption = None,
    db: DbOption = DEFAULT_DB,
    assume_nearest: Annotated[
        bool,
        typer.Option(
            help="Go on past a bad turn when exactly one legal turn is nearest to it, and report every later error."
        ),
    ] = False,
    look_back: Annotated[
        bool,
        typer.Option(
            help="When no turn near a bad one makes the record legal, look back for an earlier legal turn "
            "that was a slip: suggest the earlier turns whose nearest other turn carries the record farther."
        ),
    ] = False,
) -> None:
    """Check every game of MGN and RGN records against the rules of MAD and Rigadoon.

    Prints one line per game: valid with its result, or the first broken rule
    with its id, turn, line and column, the legal turns nearest to a bad turn
    ("did you mean"), and the position before the error. With
    --assume-nearest a bad turn with a single nearest legal turn is taken for
    it and the rest of the game is judged too: every later error is reported,
    with the assumptions it rests on. With --look-back the suggestions also
    name earlier turns whose nearest other turn makes the record legal
    farther: a slip that was itself legal.
    Exits 0 when every game is valid, 1 when any game is invalid. A PATH that
    is all digits and not a file is a stored game id: its submitted text is
    checked again. Many files are judged on every core; the output keeps the
    order of the files.

    Example: admiralty validate examples/ --json
    """
    from admiralty.cli.output import JsonArray, Paced, verdict_item
    from admiralty.cli.render import verdict_lines
    from admiralty.notation.pool import judged

    json_output = output_format(form, json_output, TextFormat.text) is TextFormat.json
    valid, array, out = True, JsonArray(verdict_item), Paced()
    names = expand(paths)
    with reporting():
        for results in judged(
            names,
            kind and kind.value,
            jobs,
            limits_of(limit or []),
            assume=assume_nearest,
            stored=stored_games(names, db),
            look_back=look_back,
        ):
            for verdict, position in results:
                valid = valid and verdict.valid
                if json_output:  # each verdict written as it comes: memory does not grow with the games
                    out.write(array.item(verdict))
                    continue
                out.write("\n".join(verdict_lines(verdict)) + "\n")
                if position is not None:
                    out.write("  Position before the error:\n" + position + "\n")
    if json_output:
        out.write(array.end() + "\n")
    out.end()
    if not valid:
        raise typer.Exit(INVALID)


def replay(
    file: Annotated[str, typer.Argument(help="An MGN or RGN file, - for standard input, or a stored game id.")],
    game: GameOption = 1,
    turn: Annotated[
        int | None,
        typer.Option(metavar="N", help="Show only this turn: MAD the position after it, Rigadoon its actions."),
    ] = None,
    svg: Annotated[
        Path | None,
        typer.Option(
            help="Also write an SVG diagram of the board after each step (a MAD turn, a Rigadoon action) into this folder."
        ),
    ] = None,
    kind: KindOption = None,
    html: Annotated[
        bool, typer.Option("--html", help="Write the game's viewer page instead, as view does (with -o FILE).")
    ] = False,
    output: OutputOption = None,
    db: DbOption = DEFAULT_DB,
) -> None:
    """Show the board after each turn of a game, or after turn N.

    MAD: each diagram gives the exiles, the side to move and the count of turns
    without expulsion. Rigadoon: each action of each turn is shown with its
    chain reaction step by step (attacks, blasts, backfires, mast losses,
    chests bumped, sunk or run aground on, claims, maelstroms, the wind), then
    the board. A record that breaks a rule is replayed up to the bad turn (past
    a wrong move number or tag), then its errors are shown and the exit code is 1. A FILE that is all digits and
    not a file is a stored game id (its submitted text is replayed). With
    --html it writes the game's viewer page instead: replay --html is view
    --game K, and exits 1 too for a record that breaks a rule.

    Example: admiralty replay examples/corvette-win.mgn --turn 12
    """
    if html:
        from admiralty.cli.viewing import write_viewer

        if any(shown.fault is not None for shown in write_viewer(file, game, kind and kind.value, db, output)):
            raise typer.Exit(INVALID)  # the page is written, marking the bad turn; the record is still invalid
        return
    from admiralty.cli.render import maneuver_lines, verdict_line
    from admiralty.notation.sources import opened
    from admiralty.notation.verdict import judge
    from admiralty.referee.wording import counted

    with reporting():
        label, game_kind, lines, _ = opened(file, kind and kind.value, stored=stored_games([file], db))
    games = list(judge(label, reported(lines), game_kind))
    if not 1 <= game <= len(games):
        raise fail(f"{file} holds {counted(len(games), 'game')}; there is no game {game}")
    record, verdict = games[game - 1]
    _replay(game_kind, record, turn, svg)
    if not verdict.valid:
        told = maneuver_lines(verdict.advice[-1]) if verdict.advice else []
        typer.echo("\n" + "\n".join([verdict_line(verdict), *told]))
        raise typer.Exit(INVALID)


def _replay(kind: GameKind, record: Any, turn: int | None, svg: Path | None) -> None:
    """Print each step of the game (or of turn ``turn``) with its chain reaction and the board after it.

    With ``svg``, also write one SVG diagram per step into that folder.
    """
    chosen = []
    last = 0
    for index, step in enumerate(kind.plugin.steps(record), start=1):
        last = step.turn
        if turn is None or step.turn == turn:
            chosen.append((index, step))
    if turn is not None and not chosen:
        played = f"its turns are 1 to {last}" if last > 1 else "its only turn is 1" if last else "it has no turn"
        raise fail(f"turn {turn} was not played in this game: {played}")
    if turn is None:
        typer.echo("Start:\n" + kind.plugin.text_diagram(record.start))
    for index, step in chosen:
        typer.echo(f"\n{step.heading}" if turn is None or index > chosen[0][0] else step.heading)
        if step.story:
            typer.echo("\n".join(step.story))
        typer.echo(kind.plugin.text_diagram(step.after))
        if svg is not None:
            _write_svg(svg, index, kind.plugin.step_svg(step))
    if kind.plugin.over(record.final) and turn is None:
        typer.echo(f"\n{kind.plugin.status(record.final)}")


def _write_svg(folder: Path, index: int, svg: str) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"step-{index:04d}.svg").write_text(svg, encoding="utf-8")
    except OSError as error:
        raise fail(f"{folder}: {error.strerror or error}") from None


def moves(
    mfen: PositionArgument,
    board: Annotated[
        str | None, typer.Option(help="Require this board (6x4 or 5x5); by default the ranks tell.")
    ] = None,
    positioning: Annotated[bool, typer.Option(help="Turns 1 and 2 are positioning turns.")] = False,
    form: FormatOption = None,
    json_output: JsonOption = False,
) -> None:
    """List the legal turns of a position, in canonical MGN; or the legal actions of an RFEN position in RGN.

    For Rigadoon the end of the turn is listed as the next move number.

    Example: admiralty moves "b221b111b222b212/b121b122b211b112/..../..../r121r122r211r112/r221r111r222r212 r 1 0 -"
    """
    from admiralty.cli.output import to_json
    from admiralty.notation.kinds import kind_of_position

    json_output = output_format(form, json_output, TextFormat.text) is TextFormat.json
    kind = kind_of_position(mfen)
    try:
        state = kind.plugin.read_position(mfen, board, positioning)
    except AdmiraltyError as error:
        raise fail(error.violation.message) from None
    tokens = kind.plugin.legal_tokens(state)
    typer.echo(to_json(tokens) if json_output else "\n".join(tokens))


def generate(
    seed: Annotated[int, typer.Option(help="The random seed: the same seed gives the same games.")],
    games: Annotated[int, typer.Option(min=1, help="How many games.")] = 1,
    kind: PlayedKindOption = None,
    game_alias: Annotated[Kind | None, hidden_alias("--game", "--kind")] = None,
    board: BoardOption = "6x4",
    positioning: Annotated[bool, typer.Option(help="Play with positioning turns.")] = False,
    tiebreak: Annotated[int, typer.Option(min=0, help="Turns without expulsion that stop a game; 0 for none.")] = 40,
    max_turns: Annotated[
        int, typer.Option(min=1, help="Stop a game unfinished after this many turns (Rigadoon: 40 at most).")
    ] = 400,
    output: OutputOption = None,
) -> None:
    """Play random legal games and write them as canonical MGN, or RGN with --kind rigadoon.

    Example: admiralty generate --seed 1 --games 100 -o corpus.mgn
    """
    from admiralty.cli.output import write_output
    from admiralty.notation.steps import Generation

    chosen = merged("--kind", kind, "--game", game_alias, Kind(MAD.name))
    records_to(output, {chosen.value})
    try:
        text = KINDS[chosen.value].plugin.generate(Generation(seed, games, max_turns, board, positioning, tiebreak))
    except AdmiraltyError as error:
        raise fail(error.violation.message) from None
    write_output(text, output)


def repair(
    file: Annotated[
        str, typer.Argument(help="An MGN or RGN file, - for standard input, or a stored game id (then --by, --reason).")
    ],
    turn: Annotated[
        int | None,
        typer.Option("--turn", min=1, metavar="N", help="The turn to replace (a bad turn: its bad token)."),
    ] = None,
    token: Annotated[
        str | None, typer.Option("--as", metavar="TOKEN", help="The legal turn or action meant there.")
    ] = None,
    renumber: Annotated[
        bool, typer.Option("--renumber", help="Instead: write every move number as its turn needs it.")
    ] = False,
    move_number: Annotated[
        str | None,
        typer.Option(metavar="LINE:COLUMN", help="Instead: write the move number at LINE:COLUMN as its turn needs it."),
    ] = None,
    game: GameOption = 1,
    kind: KindOption = None,
    output: OutputOption = None,
    by: Annotated[
        str | None,
        typer.Option(metavar="NAME", help="For a stored game (required): the arbiter, stored with the correction."),
    ] = None,
    reason: Annotated[
        str | None,
        typer.Option(
            help="Why: required for a stored game, stored with the correction; with --force, kept in the comment."
        ),
    ] = None,
    force: Annotated[
        bool,
        typer.Option("--force", help="Change a turn after the first error, or of a valid record (needs --reason)."),
    ] = False,
    db: DbOption = DEFAULT_DB,
    key: SignOption = None,
) -> None:
    """Write the record with turn N replaced by TOKEN, the original kept in a comment, and judge it again.

    With --renumber (or --move-number LINE:COLUMN) instead of --turn and --as,
    the move numbers (or the one at that place) are written as the turns
    need them, every other character kept; a file only.

    A repair corrects the first bad turn or a turn before it (a slip that was
    itself legal); a later turn, or a turn of a valid record, is refused
    (exit 2) unless --force is given with --reason. A replacement that is not
    legal where it stands is refused with the rule it breaks (exit 1). The
    repaired record's verdict goes to standard error, naming the file written
    (-o), and the exit code is 1 when the repaired record is still invalid (a
    later turn breaks a rule), for a file and a stored game alike. For a
    stored game the correction is appended as an event (who, why, the original
    and the new token); its submission is never changed, and show, export and
    the report show the correction.

    Example: admiralty repair examples/planted-violation.mgn --turn 5 --as 211d4xc5 -o fixed.mgn
    """
    import attrs

    from admiralty.cli.output import write_output
    from admiralty.cli.render import verdict_line
    from admiralty.notation.repair import AfterTheError, NoSuchTurn
    from admiralty.notation.repair import repair as repair_record
    from admiralty.notation.sources import is_game_id, opened

    if force and not (reason and reason.strip()):
        raise fail("--force changes a turn the rules did not find wrong: give --reason too.")
    if renumber or move_number is not None:
        if turn is not None or token is not None or renumber == (move_number is not None) or is_game_id(file):
            raise fail("Give --renumber or --move-number LINE:COLUMN alone, on a record file.")
        renumber_file(file, kind, game, move_number, output)
        return
    if turn is None or token is None:
        raise fail("Give the turn to repair and the token meant there: --turn N --as TOKEN (or --renumber).")
    if is_game_id(file):
        from admiralty.cli.store_commands import correct

        correct(int(file), turn, token, *decided_by(by, reason), db, key, force)
        return
    with reporting():
        label, game_kind, lines, _ = opened(file, kind and kind.value)
    try:
        repaired = repair_record(label, reported(lines), turn, token, game_kind, game, forced=reason if force else None)
    except (NoSuchTurn, AfterTheError) as error:
        raise fail(str(error)) from None
    except AdmiraltyError as error:
        raise stopped(error, f"{token} is not legal there: {error.violation.rule}: {error.violation.message}") from None
    write_output(repaired.text, output)
    written = repaired.verdict if output is None else attrs.evolve(repaired.verdict, file=str(output))
    typer.echo(verdict_line(written), err=True)
    if not repaired.verdict.valid:
        raise typer.Exit(INVALID)


def renumber_file(file: str, kind: Kind | None, game: int, at: str | None, output: Path | None) -> None:
    """``repair FILE --renumber`` or ``--move-number LINE:COLUMN``: the record with its move numbers (or the
    one at that place) written as the turns need them; its verdict on standard error, exit 1 if still invalid."""
    import attrs

    from admiralty.cli.output import write_output
    from admiralty.cli.render import verdict_line
    from admiralty.notation.renumber import NoSuchNumber, renumber
    from admiralty.notation.sources import opened

    place = None
    if at is not None:
        line, _, column = at.partition(":")
        if not (line.isdigit() and column.isdigit()):
            raise fail(f"--move-number takes LINE:COLUMN, such as 14:1, not {at}.")
        place = (int(line), int(column))
    with reporting():
        label, game_kind, lines, _ = opened(file, kind and kind.value)
    try:
        renumbered = renumber(label, reported(lines), game_kind, game, place)
    except NoSuchNumber as error:
        raise fail(f"{error}.") from None
    write_output(renumbered.text, output)
    told = ", ".join(f"{n.written} -> {n.needed} (line {n.line}, column {n.column})" for n in renumbered.numbers)
    typer.echo(f"Move numbers rewritten: {told}", err=True)
    verdict = renumbered.verdict if output is None else attrs.evolve(renumbered.verdict, file=str(output))
    typer.echo(verdict_line(verdict), err=True)
    if not verdict.valid:
        raise typer.Exit(INVALID)

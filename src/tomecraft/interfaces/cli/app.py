"""The Typer application: ``play``, ``simulate``, ``tournament``, ``replay``, ``review``,
``games``, ``bots`` (and ``serve``, ``pack check`` from their own modules).

Game options arrive as generic flags (``--set``, ``--spells``, ``--difficulty``,
``--first-player``) and go into the config dictionary only when given; the game's
``parse_config`` decides whether they make sense.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer
from rich import box
from rich.table import Table
from rich.text import Text

from tomecraft import __version__
from tomecraft import compile as compiler
from tomecraft.analysis.review import DEFAULT_SAMPLES
from tomecraft.bots import bot_names, supports
from tomecraft.bots.levels import description as level_description
from tomecraft.bots.levels import rank as level_rank
from tomecraft.build import is_compiled
from tomecraft.core import InvalidPosition, Match, game_names, get_game
from tomecraft.core.local_files import allow_local_files
from tomecraft.core.match import SNAPSHOT_FORMAT
from tomecraft.i18n import Translator
from tomecraft.interfaces import DEFAULT_GAME
from tomecraft.interfaces.cli import help_layout
from tomecraft.interfaces.cli.coach import (
    check_plot,
    print_review,
    replay_questions,
    run_review,
    write_plot,
)
from tomecraft.interfaces.cli.common import (
    BOT_ALIASES,
    EXIT_FAILURE,
    HUMAN,
    CliError,
    check_config,
    command_session,
    cycle,
    err_console,
    help_translator,
    load_campaign,
    load_game,
    out_console,
    parse_players,
    read_json,
    resolve_seed,
)
from tomecraft.interfaces.cli.options import (
    LOCAL_RUN,
    NO_FLAGS,
    GameFlags,
    GamesOpt,
    JsonOpt,
    LangOpt,
    RunOptions,
    SeedOpt,
    WideOpt,
    game_flags,
    run_options,
)
from tomecraft.interfaces.cli.pack_check import pack_app
from tomecraft.interfaces.cli.play import PlaySession, make_bots, seat_names
from tomecraft.interfaces.cli.render import Renderer
from tomecraft.interfaces.cli.replay import LOAD_ERRORS, replay_file
from tomecraft.interfaces.cli.simulate import (
    emit,
    long_interpreted_run,
    progress_console,
    render_summary,
    simulate,
)
from tomecraft.interfaces.cli.tournament import tournament_cmd
from tomecraft.interfaces.web.command import serve_app

help_layout.install()  # --help never cuts an option's name
_H = help_translator()

app = typer.Typer(
    name="tomecraft",
    help=_H("cli-help-app"),
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_show_locals=False,
)
app.add_typer(serve_app)
app.add_typer(pack_app)

def _version(value: bool) -> None:
    if value:
        build = _H("cli-build-compiled" if is_compiled() else "cli-build-interpreted")
        out_console().print(Text(_H("cli-version", version=__version__, build=build)))
        raise typer.Exit()


@app.callback()
def root(
    ctx: typer.Context,
    version: Annotated[
        bool,
        typer.Option(
            "--version", callback=_version, is_eager=True, help=_H("cli-help-version")
        ),
    ] = False,
) -> None:
    """Rules engines, bots and play interfaces for magic-book board games."""
    if ctx.invoked_subcommand != "serve":
        # The machine's own user runs these games: options may name local files (a
        # content pack of their own). A server never allows it for its clients.
        ctx.with_resource(allow_local_files())


# -- play --------------------------------------------------------------------------------
def _resumed_match(path: Path, t: Translator) -> Match:
    data = read_json(path, t)
    try:
        if isinstance(data, dict) and data.get("format") == SNAPSHOT_FORMAT:
            match = Match.from_snapshot(data)
        else:
            match = Match.from_game_file(data)
    except LOAD_ERRORS as exc:
        detail = str(exc) if isinstance(exc, InvalidPosition) else f"{type(exc).__name__}: {exc}"
        raise CliError(t("cli-error-bad-game-file", path=str(path), detail=detail)) from None
    marks = data.get("forced") if isinstance(data, dict) else None
    if isinstance(marks, list):  # taken without asking (saved by ``s FILE``): kept so
        unasked = set(marks)     # that a second save still says so
        match.forced = [i in unasked for i in range(len(match.history))]
    return match


@app.command(help=_H("cli-help-play"))
@game_flags()
def play(
    game: Annotated[
        str | None,
        typer.Argument(
            help=_H("cli-help-game-default", game=DEFAULT_GAME), show_default=False
        ),
    ] = None,
    players: Annotated[
        str, typer.Option("--players", "-p", help=_H("cli-help-players"))
    ] = f"{HUMAN},bot",
    seed: SeedOpt = None,
    lang: LangOpt = None,
    save: Annotated[Path | None, typer.Option("--save", help=_H("cli-help-save"))] = None,
    resume: Annotated[
        Path | None, typer.Option("--resume", help=_H("cli-help-resume"))
    ] = None,
    delay: Annotated[
        float | None, typer.Option("--delay", min=0.0, help=_H("cli-help-delay"))
    ] = None,
    flags: GameFlags = NO_FLAGS,
    wide: WideOpt = False,
    hints: Annotated[
        bool | None,
        typer.Option("--hints/--no-hints", help=_H("cli-help-hints"), show_default=False),
    ] = None,
    hint_samples: Annotated[
        int, typer.Option("--hint-samples", help=_H("cli-help-hint-samples"))
    ] = DEFAULT_SAMPLES,
) -> None:
    with command_session(lang) as t:
        if hint_samples < 1:
            raise CliError(t("cli-error-hint-samples", given=hint_samples))
        record = None
        if resume is not None:
            if seed is not None or flags.given():
                raise CliError(t("cli-error-resume-options"))
            match = _resumed_match(resume, t)
            if game is not None and game != match.game.name:
                raise CliError(
                    t("cli-error-resume-game", game=game, saved=match.game.name)
                )
            controllers = parse_players(players, t, allow_human=True, game=match.game)
            if len(controllers) != match.state.num_players:
                raise CliError(
                    t(
                        "cli-error-resume-players",
                        players=match.state.num_players,
                        given=len(controllers),
                    )
                )
        else:
            gdef = load_game(game or DEFAULT_GAME, t)
            controllers = parse_players(players, t, allow_human=True, game=gdef)
            record = load_campaign(flags.campaign, t)
            raw = flags.raw(len(controllers), t, record)
            if HUMAN not in controllers:  # the same game as ``simulate`` plays
                raw = gdef.bot_only_config(raw)
            check_config(gdef, raw, t)
            match = Match(gdef, raw, resolve_seed(seed))
        console = out_console()
        renderer = Renderer(console, t, wide=wide)
        all_bots = HUMAN not in controllers
        if delay is None:
            delay = 0.0 if all_bots or not console.is_terminal else 0.6
        names = seat_names(match, controllers, t)
        renderer.note(
            "cli-play-header",
            style="bold",
            game=match.game.name,
            players=", ".join(names),
            seed=str(match.seed),
        )
        if record == {}:
            renderer.note("cli-campaign-new", style="dim", path=str(flags.campaign))
        session = PlaySession(
            match,
            controllers,
            make_bots(match, controllers, match.seed),
            renderer,
            save=save,
            delay=delay,
            campaign=flags.campaign,
            hints=hints,
            hint_samples=hint_samples,
        )
        status = session.run()
    if status:
        raise typer.Exit(status)


# -- simulate ----------------------------------------------------------------------------
@app.command(name="simulate", help=_H("cli-help-simulate"))
@game_flags(campaign_help="cli-help-sim-campaign")
@run_options
def simulate_cmd(
    game: Annotated[
        str, typer.Argument(help=_H("cli-help-game"))
    ] = DEFAULT_GAME,
    games: GamesOpt = 100,
    players: Annotated[
        int, typer.Option("--players", "-p", min=1, help=_H("cli-help-sim-players"))
    ] = 2,
    bots: Annotated[str, typer.Option("--bots", "-b", help=_H("cli-help-bots"))] = "greedy",
    seed: SeedOpt = None,
    as_json: JsonOpt = False,
    lang: LangOpt = None,
    flags: GameFlags = NO_FLAGS,
    run: RunOptions = LOCAL_RUN,
) -> None:
    with command_session(lang) as t:
        gdef = load_game(game, t)
        kinds = cycle(parse_players(bots, t, allow_human=False, game=gdef), players)
        raw = flags.series_raw(players, t)
        config = check_config(gdef, gdef.bot_only_config(raw), t)  # the summary shows it
        summary = simulate(gdef, raw, kinds, resolve_seed(seed), games,
                           progress_console=progress_console(as_json), t=t, run=run)
        summary["config"] = config
        names = [t(gdef.seat_label(config, s)) for s in range(players)]
        emit(summary, as_json,
             lambda: render_summary(out_console(), t, summary, names, gdef))
        if long_interpreted_run(summary) and compiler.could_build():
            err_console().print(Text(t("cli-sim-compile-hint"), style="yellow"))
    if summary["errors"]:
        raise typer.Exit(EXIT_FAILURE)


app.command(name="tournament", help=_H("cli-help-tournament"))(tournament_cmd)


# -- build -------------------------------------------------------------------------------
@app.command(name="build", help=_H("cli-help-build"))
def build_cmd(
    clean: Annotated[bool, typer.Option("--clean", help=_H("cli-help-build-clean"))] = False,
    jobs: Annotated[
        int | None, typer.Option("--jobs", "-j", min=1, help=_H("cli-help-build-jobs"))
    ] = None,
    force: Annotated[bool, typer.Option("--force", help=_H("cli-help-build-force"))] = False,
) -> None:
    try:
        if clean:
            compiler.clean()
        elif is_compiled() and not force:
            out_console().print(Text(_H("cli-build-already")))
        else:
            compiler.build(jobs=jobs)
    except compiler.BuildRefused as exc:
        err_console().print(Text(f"tomecraft build: {exc}", style="bold red"))
        raise typer.Exit(EXIT_FAILURE) from None


# -- replay ------------------------------------------------------------------------------
@app.command(help=_H("cli-help-replay"))
def replay(
    file: Annotated[Path, typer.Argument(help=_H("cli-help-replay-file"))],
    lang: LangOpt = None,
    step: Annotated[
        bool | None,
        typer.Option("--step/--no-step", help=_H("cli-help-step"), show_default=False),
    ] = None,
    wide: WideOpt = False,
) -> None:
    with command_session(lang) as t:
        data = read_json(file, t)
        stepping = sys.stdin.isatty() if step is None else step
        renderer = Renderer(out_console(), t, wide=wide)
        status = replay_file(data, renderer, step=stepping, path=file, t=t)
    if status:
        raise typer.Exit(status)


# -- review ------------------------------------------------------------------------------
@app.command(name="review", help=_H("cli-help-review"))
def review_cmd(
    file: Annotated[Path, typer.Argument(help=_H("cli-help-review-file"))],
    seats: Annotated[
        str | None, typer.Option("--seats", help=_H("cli-help-review-seats"), show_default=False)
    ] = None,
    samples: Annotated[
        int, typer.Option("--samples", help=_H("cli-help-review-samples"))
    ] = DEFAULT_SAMPLES,
    every: Annotated[bool, typer.Option("--all", help=_H("cli-help-review-all"))] = False,
    plot: Annotated[
        Path | None, typer.Option("--plot", help=_H("cli-help-review-plot"), show_default=False)
    ] = None,
    as_json: JsonOpt = False,
    lang: LangOpt = None,
) -> None:
    with command_session(lang) as t:
        data = read_json(file, t)
        if plot is not None:
            check_plot(t)  # before the review's minutes, not after
        rv, match = run_review(data, seats, samples, progress_console(as_json), t)
        played, questions = replay_questions(data)
        if as_json:  # the review document, and whether the file ends the game
            out_console().print_json(data={**rv.to_json(t), "finished": played.is_over()})
        else:
            print_review(rv, played, out_console(), t, every=every, questions=questions,
                         finished=played.is_over())
        if plot is not None:
            write_plot(rv, match, plot, t)


# -- listings ----------------------------------------------------------------------------
@app.command(help=_H("cli-help-games-cmd"))
def games(lang: LangOpt = None) -> None:
    with command_session(lang) as t:
        table = Table(box=box.ROUNDED)
        table.add_column(t("cli-games-name"), style="bold")
        table.add_column(t("cli-games-players"), justify="right")
        for name in game_names():
            g = get_game(name)
            table.add_row(
                name, t("cli-games-range", min=str(g.min_players), max=str(g.max_players))
            )
        out_console().print(table)


@app.command(help=_H("cli-help-bots-cmd"))
def bots(
    game: Annotated[
        str | None, typer.Argument(help=_H("cli-help-bots-game"), show_default=False)
    ] = None,
    lang: LangOpt = None,
) -> None:
    """The bot kinds, weakest first, with the games each one plays (only ``game``'s
    kinds when one is named)."""
    with command_session(lang) as t:
        gdef = None if game is None else load_game(game, t)
        table = Table(box=box.ROUNDED)
        table.add_column(t("cli-bots-name"), style="bold")
        table.add_column(t("cli-bots-aliases"))
        table.add_column(t("bot-desc-column"))
        if gdef is None:
            table.add_column(t("cli-bots-games"))
        aliases: dict[str, list[str]] = {}
        for alias, target in BOT_ALIASES.items():
            aliases.setdefault(target, []).append(alias)
        every = {name: get_game(name) for name in game_names()}
        for name in sorted(bot_names(gdef), key=lambda n: (level_rank(n), n)):
            about = level_description(name, None if gdef is None else gdef.name)
            row = [name, ", ".join(sorted(aliases.get(name, []))), t(about)]
            if gdef is None:
                row.append(", ".join(g for g, d in every.items() if supports(d, name)))
            table.add_row(*row)
        out_console().print(table)
        out_console().print(Text(t("cli-bots-human", human=HUMAN), style="dim"))

"""The command-line options the commands share, declared once.

Single options are ``Annotated`` aliases (``LangOpt``, ``SeedOpt``...). Options that
travel together are *groups*: a command takes one parameter (``flags: GameFlags``,
``run: RunOptions``) and is decorated with :func:`game_flags` / :func:`run_options`,
which put the group's options into the signature Typer reads (where that parameter
stands, in the group's order) and hand the command one object built from them. The
options, their names, help and defaults are those each command declared before.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer

from tomecraft.analysis.runners import Backend
from tomecraft.i18n import Translator
from tomecraft.interfaces.cli.common import LANG_ENV, game_options, help_translator, read_json

_H = help_translator()
F = TypeVar("F", bound=Callable[..., Any])

# -- single options ----------------------------------------------------------------------
LangOpt = Annotated[
    str | None, typer.Option("--lang", envvar=LANG_ENV, help=_H("cli-help-lang"))
]
SeedOpt = Annotated[int | None, typer.Option("--seed", help=_H("cli-help-seed"))]
JsonOpt = Annotated[bool, typer.Option("--json", help=_H("cli-help-json"))]
GamesOpt = Annotated[int, typer.Option("--games", "-n", min=1, help=_H("cli-help-games"))]
OptionOpt = Annotated[
    list[str] | None, typer.Option("--option", "-o", help=_H("cli-help-option"))
]
WideOpt = Annotated[bool, typer.Option("--wide", help=_H("cli-help-wide"))]


# -- groups ------------------------------------------------------------------------------
def _group(param: str, build: Callable[..., Any], options: Sequence[inspect.Parameter]
           ) -> Callable[[F], F]:
    """A decorator replacing the command's parameter ``param`` by ``options`` (for Typer)
    and calling the command with ``param=build(**their values)``."""

    def decorate(command: F) -> F:
        signature = inspect.signature(command, eval_str=True)
        params = list(signature.parameters.values())
        at = next(i for i, p in enumerate(params) if p.name == param)
        names = [p.name for p in options]

        @functools.wraps(command)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            values = {name: kwargs.pop(name) for name in names if name in kwargs}
            return command(*args, **kwargs, **{param: build(**values)})

        kind = params[at].kind
        shown = [*params[:at], *(o.replace(kind=kind) for o in options), *params[at + 1 :]]
        wrapper.__signature__ = signature.replace(parameters=shown)  # type: ignore[attr-defined]
        wrapper.__annotations__ = {p.name: p.annotation for p in shown}
        wrapper.__annotations__["return"] = signature.return_annotation
        del wrapper.__wrapped__  # Typer reads the new signature, not the command's
        return wrapper  # type: ignore[return-value]

    return decorate


def _option(name: str, annotation: Any, default: Any = None) -> inspect.Parameter:
    return inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=default,
                             annotation=annotation)


@dataclass(frozen=True, slots=True)
class GameFlags:
    """The game options given as flags (``--set``, ``--spells``, ``--difficulty``,
    ``--first-player``, ``--mode``, ``--chapter``, ``--practice``, ``--campaign``,
    ``--option``); None: not given."""

    set_name: str | None = None
    spells: str | None = None
    difficulty: str | None = None
    first_player: int | None = None
    mode: str | None = None
    chapter: str | None = None
    practice: bool = False
    campaign: Path | None = None
    option: list[str] | None = None

    def given(self) -> bool:
        """Whether any flag but ``--campaign`` was given (``play --resume`` refuses them)."""
        values = (self.set_name, self.spells, self.difficulty, self.first_player, self.mode,
                  self.chapter, self.option)
        return self.practice or any(v is not None for v in values)

    def raw(self, players: int, t: Translator, record: Any = None) -> dict[str, Any]:
        """The raw config, ``record`` being the campaign record read from ``--campaign``
        (see :func:`~tomecraft.interfaces.cli.common.game_options`)."""
        return game_options(
            players, self.set_name, self.spells, self.difficulty, self.first_player,
            self.mode, self.option, t, chapter=self.chapter, campaign=record,
            practice=self.practice,
        )


    def series_raw(self, players: int, t: Translator) -> dict[str, Any]:
        """:meth:`raw` for a series of bot games (``simulate``, ``tournament``): the
        campaign record, if any, read from ``--campaign``."""
        record = None if self.campaign is None else read_json(self.campaign, t)
        return self.raw(players, t, record)


#: The default a command writes for its ``flags`` parameter (the decorator replaces it).
NO_FLAGS = GameFlags()

#: The flags that take a value: (field, flag, help key, type).
_VALUE_FLAGS = (
    ("set_name", "--set", "cli-help-set", str),
    ("spells", "--spells", "cli-help-spells", str),
    ("difficulty", "--difficulty", "cli-help-difficulty", str),
    ("first_player", "--first-player", "cli-help-first", int),
    ("mode", "--mode", "cli-help-mode", str),
    ("chapter", "--chapter", "cli-help-chapter", str),
)


def game_flags(*only: str, campaign_help: str = "cli-help-campaign") -> Callable[[F], F]:
    """Give the command ``flags: GameFlags`` from the game-option flags: ``only`` these
    fields of :class:`GameFlags` where named, else all of them (``--campaign`` with the
    help text ``campaign_help``)."""
    options = {name: _option(name, Annotated[kind | None, typer.Option(flag, help=_H(key))])
               for name, flag, key, kind in _VALUE_FLAGS}
    options["practice"] = _option("practice", Annotated[
        bool, typer.Option("--practice", help=_H("cli-help-practice"))], False)
    options["campaign"] = _option("campaign", Annotated[
        Path | None, typer.Option("--campaign", help=_H(campaign_help))])
    options["option"] = _option("option", OptionOpt)
    chosen = only or tuple(options)
    return _group("flags", GameFlags, [options[name] for name in chosen])


@dataclass(frozen=True, slots=True)
class RunOptions:
    """Where a series plays and what it saves: ``--workers`` (None: 1 locally, the
    cluster's CPUs on Ray), ``--backend``, ``--address``, ``--out``, ``--plots``."""

    workers: int | None = None
    backend: Backend = Backend.LOCAL
    address: str | None = None
    out: Path | None = None
    plots: Path | None = None


#: The default a command writes for its ``run`` parameter (the decorator replaces it).
LOCAL_RUN = RunOptions()

_RUN_OPTIONS = [
    _option("workers", Annotated[
        int | None, typer.Option("--workers", "-w", min=1, help=_H("cli-help-workers"))]),
    _option("backend", Annotated[
        Backend, typer.Option("--backend", case_sensitive=False, help=_H("cli-help-backend"))
    ], Backend.LOCAL),
    _option("address", Annotated[
        str | None, typer.Option("--address", help=_H("cli-help-address"))]),
    _option("out", Annotated[Path | None, typer.Option("--out", help=_H("cli-help-out"))]),
    _option("plots", Annotated[
        Path | None, typer.Option("--plots", help=_H("cli-help-plots"))]),
]

#: Give the command ``run: RunOptions`` from ``--workers``, ``--backend``, ``--address``,
#: ``--out`` and ``--plots``.
run_options: Callable[[F], F] = _group("run", RunOptions, _RUN_OPTIONS)

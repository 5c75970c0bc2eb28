"""Helpers shared by the CLI commands: user errors, languages, players, configs, files.

Nothing here knows a game: games come from the registry, options go into the config
dictionary unchanged, and the game's own ``parse_config`` says what is wrong.
"""

from __future__ import annotations

import json
import os
import secrets
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import typer
from rich.console import Console
from rich.text import Text

from tomecraft.bots import bot_names
from tomecraft.bots.levels import BOT_ALIASES as LEVEL_ALIASES
from tomecraft.bots.levels import resolve as resolve_level
from tomecraft.core import GameDef, InvalidConfig, UnknownGame, canonical_json, get_game
from tomecraft.i18n import DEFAULT_LANGUAGE, LANGUAGES, Translator, normalise_language

#: A seat played at the keyboard (``play`` only).
HUMAN = "human"
#: Short names accepted for bot kinds (``bot``: the default level, see bots/levels.py).
BOT_ALIASES: dict[str, str] = dict(LEVEL_ALIASES)
#: Environment variable giving the default language (``--lang`` overrides it).
LANG_ENV = "TOMECRAFT_LANG"
#: Exit status for bad usage, bad options and unreadable files.
EXIT_USAGE = 2
#: Exit status for failures that are not the user's input (a file could not be written).
EXIT_FAILURE = 1


class CliError(Exception):
    """A problem to report to the user: ``text`` is already translated."""

    def __init__(self, text: str, code: int = EXIT_USAGE) -> None:
        super().__init__(text)
        self.text = text
        self.code = code


def out_console() -> Console:
    """The console for normal output (created per command: tests swap ``sys.stdout``)."""
    return Console(highlight=False)


def err_console() -> Console:
    return Console(stderr=True, highlight=False)


@contextmanager
def user_errors() -> Iterator[None]:
    """Turn a :class:`CliError` into a message on stderr and its exit status."""
    try:
        yield
    except CliError as exc:
        err = err_console()
        err.print(Text(exc.text, style="bold red"), soft_wrap=not err.is_terminal)
        raise typer.Exit(exc.code) from None


def default_language() -> str:
    """The language of help texts: ``$TOMECRAFT_LANG`` if it is a shipped one, else English."""
    try:
        return normalise_language(os.environ.get(LANG_ENV) or DEFAULT_LANGUAGE)
    except ValueError:
        return DEFAULT_LANGUAGE


def help_translator() -> Translator:
    return Translator(default_language())


def make_translator(lang: str | None) -> Translator:
    """A translator for ``--lang``; an unsupported language is a usage error."""
    try:
        return Translator(lang or default_language())
    except ValueError:
        t = help_translator()
        raise CliError(
            t("cli-error-lang", lang=str(lang), choices=", ".join(LANGUAGES))
        ) from None


@contextmanager
def command_session(lang: str | None) -> Iterator[Translator]:
    """A command's body: its user errors reported (:func:`user_errors`), with the
    translator of ``--lang`` (:func:`make_translator`; a bad language is one of them)."""
    with user_errors():
        yield make_translator(lang)


def load_game(name: str, t: Translator) -> GameDef:
    try:
        return get_game(name)
    except UnknownGame as exc:
        raise CliError(t("cli-error-game", detail=str(exc))) from None


def normalise_bot(name: str, game: str | None = None) -> str:
    """A bot kind with aliases resolved (``bot``: the default level of ``game``)."""
    return resolve_level(name, game)


def parse_players(
    spec: str, t: Translator, *, allow_human: bool, game: GameDef
) -> list[str]:
    """``"human,bot,random"`` -> ``["human", "medium", "random"]`` (one entry per seat;
    ``bot`` is ``game``'s default level). Only the bot kinds ``game`` supports are
    accepted (:func:`tomecraft.bots.bot_names`); a kind that exists but does not play
    ``game`` is refused naming the kinds that do."""
    entries = [normalise_bot(e, game.name) for e in spec.split(",")]
    known = bot_names(game)
    allowed = ([HUMAN] if allow_human else []) + known + sorted(BOT_ALIASES)
    for position, entry in enumerate(entries, start=1):
        if not entry:
            raise CliError(t(
                "cli-error-empty-entry", position=position, spec=spec,
                choices=", ".join(allowed),
            ))
        if entry in bot_names() and entry not in known:
            raise CliError(t(
                "cli-error-bot-game", entry=entry, game=game.name, choices=", ".join(allowed)
            ))
        if entry not in known and not (allow_human and entry == HUMAN):
            key = "cli-error-player" if allow_human else "cli-error-bot"
            raise CliError(t(key, entry=entry, choices=", ".join(allowed)))
    return entries


def game_options(
    players: int,
    set_name: str | None,
    spells: str | None,
    difficulty: str | None,
    first_player: int | None,
    mode: str | None = None,
    extra: list[str] | None = None,
    t: Translator | None = None,
    *,
    chapter: str | None = None,
    campaign: Any = None,
    practice: bool = False,
) -> dict[str, Any]:
    """The raw config: ``players`` plus only the options the user gave.

    ``difficulty`` is passed as a number when it is one (SpellBook's 0-3) and as text
    otherwise (Madness's I-III); ``chapter`` as text (the game reads ids or numbers);
    ``campaign`` is a record already loaded (see :func:`load_campaign`); ``practice``
    (a flag) sets the option only when given; ``first_player``
    is a seat counted from 1, as seats are shown, and goes into the config counted from 0
    (the engine's count; ``--option first_player=N`` passes it unchanged); ``extra`` holds
    ``KEY=VALUE`` strings whose values are read as JSON when possible.
    """
    raw: dict[str, Any] = {"players": players}
    if first_player is not None:
        first_player = first_seat(first_player, players, t)
    level: int | str | None = difficulty
    if difficulty is not None and difficulty.strip().lstrip("-").isdigit():
        level = int(difficulty)
    for key, value in (
        ("set", set_name),
        ("spells", spells),
        ("difficulty", level),
        ("first_player", first_player),
        ("mode", mode),
        ("chapter", chapter),
        ("campaign", campaign),
    ):
        if value is not None:
            raw[key] = value
    if practice:
        raw["practice"] = True
    for item in extra or []:
        key, sep, text = item.partition("=")
        if not sep or not key.strip():
            message = t("cli-error-option", given=item) if t else f"bad --option {item!r}"
            raise CliError(message)
        try:
            raw[key.strip()] = json.loads(text)
        except json.JSONDecodeError:
            raw[key.strip()] = text
    return raw


def first_seat(number: int, players: int, t: Translator | None) -> int:
    """The engine's seat (from 0) of ``--first-player`` ``number`` (from 1, as shown);
    a number outside 1..players is a usage error."""
    if 1 <= number <= players:
        return number - 1
    if t is None:
        raise CliError(f"--first-player must be a seat from 1 to {players}, not {number}")
    raise CliError(t("cli-error-first-player", number=str(number), players=players))


def check_config(game: GameDef, raw: dict[str, Any], t: Translator) -> dict[str, Any]:
    """The game's parsed config, or a usage error with the game's own explanation."""
    try:
        return game.parse_config(raw)
    except InvalidConfig as exc:
        raise CliError(t("cli-error-config", game=game.name, detail=str(exc))) from None


def resolve_seed(seed: int | None) -> int:
    return secrets.randbelow(2**31) if seed is None else seed


def write_json(path: Path, data: Any, t: Translator) -> None:
    """Write ``data`` as canonical JSON; a failure is reported, not raised as a traceback."""
    try:
        path.write_text(canonical_json(data) + "\n", encoding="utf-8")
    except OSError as exc:
        raise CliError(
            t("cli-error-write", path=str(path), detail=exc.strerror or str(exc)), EXIT_FAILURE
        ) from None


def read_json(path: Path, t: Translator) -> Any:
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        detail = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise CliError(t("cli-error-read", path=str(path), detail=detail)) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise CliError(
            t(
                "cli-error-json",
                path=str(path),
                line=str(exc.lineno),
                column=str(exc.colno),
                detail=exc.msg,
            )
        ) from None


#: The largest campaign file read (a record is a few chapters, keys and upgrades; the
#: game bounds the record itself too).
CAMPAIGN_FILE_MAX = 65_536


def load_campaign(path: Path | None, t: Translator) -> Any:
    """The campaign record in ``path`` (a JSON file); ``{}`` (a new campaign, written when
    a chapter is won) when the file does not exist yet; ``None`` without a path."""
    if path is None:
        return None
    if not path.exists():
        return {}
    if path.is_file() and path.stat().st_size > CAMPAIGN_FILE_MAX:  # a record is small
        raise CliError(t("cli-error-read", path=str(path),
                         detail=f"over {CAMPAIGN_FILE_MAX} bytes"))
    return read_json(path, t)


def cycle(names: Sequence[str], count: int) -> list[str]:
    """``names`` repeated (or cut) to ``count`` entries."""
    return [names[i % len(names)] for i in range(count)]

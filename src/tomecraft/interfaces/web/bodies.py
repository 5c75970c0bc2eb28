"""The REST API's request bodies and their refusals: the pydantic models of each body,
:class:`ApiError` (an HTTP error carrying a catalogue message), and the checks that refuse
a new game's options or bot kinds before the game reads them."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from tomecraft.bots import bot_names
from tomecraft.bots.levels import rank as level_rank
from tomecraft.core import GameDef
from tomecraft.i18n import msg
from tomecraft.interfaces.web.storage import LIVE


class ApiError(Exception):
    def __init__(self, status: int, key: str, **args: Any) -> None:
        super().__init__(key)
        self.status = status
        self.message = msg(key, **args)
        #: Extra response headers (``Retry-After`` on 429).
        self.headers: dict[str, str] = {}


def bot_refused(level: str, game: GameDef) -> ApiError:
    """The 400 for a bot kind ``game`` does not support (:func:`tomecraft.bots.bot_names`):
    an unknown kind, or one that exists but does not play this game; both name the kinds
    that do."""
    allowed = ", ".join(sorted(bot_names(game), key=lambda b: (level_rank(b), b)))
    if level in bot_names():
        return ApiError(400, "web-error-bot-game", level=level, game=game.name, allowed=allowed)
    return ApiError(400, "web-error-bot", level=level[:40], allowed=allowed)



class SeatSpec(BaseModel):
    kind: Literal["human", "bot"]
    level: str | None = None
    #: A human seat that anyone may ``join`` (listed games only), instead of a seat for an
    #: invited player, whose link is the only way to claim it.
    open: bool = False


class CreateGame(BaseModel):
    game: str = "spellbook"
    options: dict[str, Any] = Field(default_factory=dict)
    seats: list[SeatSpec] = Field(min_length=1, max_length=16)
    lang: str | None = None
    listed: bool = True
    #: ``live`` (a seat left alone for the seat timeout goes to a bot) or ``turn-based``
    #: (no timeout: the game waits for its players).
    pace: str = LIVE
    #: Live games: seconds per decision before a bot decides for the seat (None: none).
    clock: float | None = None
    #: Live games: bots take over a seat whose player is absent on their own turn for the
    #: seat timeout (default); false: only if the other players vote for it. Turn-based
    #: games never take a seat from its owner.
    takeover: bool | None = None
    #: A finished game of the same kind whose campaign this one continues: its
    #: ``GameDef.carry_over`` record becomes the ``campaign`` option.
    follows: str | None = Field(default=None, max_length=64)
    #: The creator allows every player to ask the coach for hints (a game with one human
    #: seat has them anyway; with several, they are off unless this is set).
    hints: bool = False


#: Size limits of a new game's options (each option's value, before the game reads it):
#: options in all, characters of an option's name and of a text, entries of a list or
#: mapping; a list or mapping holds plain values only (no deeper nesting).
OPTIONS_MAX, OPTION_NAME_MAX, OPTION_TEXT_MAX, OPTION_ENTRIES_MAX = 16, 40, 200, 16
#: Options only the server sets (a campaign record comes from a finished game it stored,
#: through ``follows``): refused from a client, whatever their value.
SERVER_OPTIONS = frozenset({"campaign"})


def option_refusal(options: dict[str, Any]) -> ApiError | None:
    """Why a new game's options are refused before the game reads them: an option only
    the server sets (:data:`SERVER_OPTIONS`), or a value over the size limits (naming the
    option and the limit, never echoing the value); ``None`` if they pass."""
    if len(options) > OPTIONS_MAX:
        return ApiError(400, "web-error-option-size-count", option="options",
                        limit=OPTIONS_MAX)
    for key, value in options.items():
        if len(key) > OPTION_NAME_MAX:
            return ApiError(400, "web-error-option-size-text", option="options",
                            limit=OPTION_NAME_MAX)
        if key in SERVER_OPTIONS:
            return ApiError(400, "web-error-option-server", option=key)
        items = list(value.items()) if isinstance(value, dict) else None
        if isinstance(value, list) or items is not None:
            entries: list[Any] = value if isinstance(value, list) else [
                x for kv in (items or []) for x in kv]
            if len(value) > OPTION_ENTRIES_MAX:
                return ApiError(400, "web-error-option-size-list", option=key,
                                limit=OPTION_ENTRIES_MAX)
            if any(isinstance(x, list | dict) for x in entries):
                return ApiError(400, "web-error-option-size-nested", option=key,
                                limit=2)
        else:
            entries = [value]
        if any(isinstance(x, str) and len(x) > OPTION_TEXT_MAX for x in entries):
            return ApiError(400, "web-error-option-size-text", option=key,
                            limit=OPTION_TEXT_MAX)
    return None


#: The per-decision clock's range, in seconds (a second to a day).
CLOCK_MIN, CLOCK_MAX = 1, 86400
#: Most games one "your games" request may ask about.
MINE_MAX = 50


class MineEntry(BaseModel):
    id: str = Field(max_length=64)
    token: str = Field(max_length=200)


class MineBody(BaseModel):
    games: list[MineEntry] = Field(default_factory=list, max_length=MINE_MAX)


class JoinGame(BaseModel):
    seat: int | None = None


class TokenBody(BaseModel):
    token: str = Field(max_length=200)


class BotBody(BaseModel):
    token: str = Field(max_length=200)
    level: str | None = None


class TutorialBody(BaseModel):
    lang: str | None = None

"""The bot levels people pick from: their order of strength, the default and a one-line
description of each (strength and speed) for the CLI and the lobby.

Order (weakest first), as measured by ``bench/ladder.py`` on SpellBook (docs/bots.md):
``random`` < ``store`` (the always-store script) ~ ``greedy`` < ``easy`` < ``medium`` <
``hard``. Each named search level must beat the one below it; ``bot`` (the CLI's short
name and the lobby's default) is :data:`DEFAULT_LEVEL`, a level worth playing against that
still answers in well under half a second.
"""

from __future__ import annotations

from tomecraft.i18n import DEFAULT_LANGUAGE, Msg, Translator, msg

#: Every listed bot kind, weakest first (``mcts`` is the search with default settings,
#: for experiments, and has no place in the ladder).
LEVEL_ORDER: tuple[str, ...] = ("random", "store", "greedy", "easy", "medium", "hard")
#: The named search levels (each must beat the one below it).
SEARCH_LEVELS: tuple[str, ...] = ("easy", "medium", "hard")
#: What ``bot`` means, and the level a new seat in the lobby starts with.
DEFAULT_LEVEL = "medium"
#: Short names accepted wherever a bot kind is asked for.
BOT_ALIASES: dict[str, str] = {"bot": DEFAULT_LEVEL}
#: What ``bot`` means in games that chose it on their own measurements: in Wonder Book
#: ``medium`` (rollout improvement over greedy) beats greedy in every chapter at about
#: 20 ms per decision at p95 (compiled); ``hard`` wins a little more often at about
#: twice the CPU (``bench/wonderbook_bots.py``, docs/bots.md).
GAME_DEFAULTS: dict[str, str] = {"wonderbook": "medium"}
#: Message id prefix of the one-line descriptions (``bot-desc-<kind>``).
DESCRIPTION_PREFIX = "bot-desc-"


def default_level(game: str | None = None) -> str:
    """What ``bot`` means, and the lobby's first choice, in ``game`` (any game: None)."""
    return GAME_DEFAULTS.get(game or "", DEFAULT_LEVEL)


def resolve(name: str, game: str | None = None) -> str:
    """The bot kind ``name`` stands for (in ``game``): aliases resolved, case and spaces
    ignored."""
    key = name.strip().lower()
    if key == "bot":
        return default_level(game)
    return BOT_ALIASES.get(key, key)


def description(name: str, game: str | None = None) -> Msg:
    """The one-line description (strength and speed) of bot kind ``name`` (an alias
    gives its target's); unknown kinds get a generic line.

    In ``game``, the game's own line (``bot-desc-<kind>-<game>`` in its catalogue) where
    it has one: the generic lines were measured on SpellBook and name what only it has
    (the store script), while Madness and Wonder Book play their levels otherwise
    (rollout improvement over greedy)."""
    kind = resolve(name, game)
    if game is not None:
        own = f"{DESCRIPTION_PREFIX}{kind}-{game}"
        if Translator(DEFAULT_LANGUAGE).has(own):
            return msg(own)
    if kind in LEVEL_ORDER or kind == "mcts":
        return msg(DESCRIPTION_PREFIX + kind)
    return msg("bot-desc-other", name=kind)


def rank(name: str) -> int:
    """Position in :data:`LEVEL_ORDER` (weakest 0); kinds outside the ladder sort last."""
    kind = resolve(name)
    return LEVEL_ORDER.index(kind) if kind in LEVEL_ORDER else len(LEVEL_ORDER)

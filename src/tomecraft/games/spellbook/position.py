"""Build a SpellBook position from compact JSON, and write one back.

Format (every key but ``players`` optional; token lists are strings like ``"Ro Kt Ys"``
or JSON lists of codes; a code is a colour letter R P G K W B Y and a rune letter o
(circle), t (triangle), s (square))::

    {
      "players": 2,
      "set": "1",                       # or "spells": ["sacrifice", ...] (one per colour)
      "altar": "Ro Pt Gs Kt Wo",
      "discard": "",
      "bag": "...",                     # default: every token not placed elsewhere
      "bag_order": "random",            # "fixed": draws follow the "bag" list in order
      "seats": [
        {"pool": "Ro Ro", "familiar": "Kt Ys",
         "spells": {"sacrifice": "4 Ro", "growth": {"level": 5, "marker": "Gs"}},
         "fresh": ["growth"]}           # learned this day (no action until tomorrow)
      ],
      "first_player": 0, "to_play": 0, "phase": "morning",   # or "midday", "evening"
      "days": 0,                        # days already played (default: keeps the round)
      "morning_actions_left": 1,        # Swiftness L5: one of two morning actions used
      "end_triggered": false,
      "difficulty": 0, "opponent": {"board": "Ro Kt", "bottom": "Ys"}   # solo only
    }

Every token kind must appear exactly 5 times in all places together.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tomecraft.core import InvalidConfig, InvalidPosition
from tomecraft.core.position import check_keys, kind_counts, whole
from tomecraft.games.spellbook.data import (
    FAMILIAR_SPACES,
    NUM_KINDS,
    POOL_LIMIT,
    SPELLS,
    TOKENS_PER_KIND,
    colour_of,
    parse_token,
    spell,
    token_code,
)
from tomecraft.games.spellbook.flow import DayTask
from tomecraft.games.spellbook.game import parse_spell_list, spells_for_set
from tomecraft.games.spellbook.spells import morning_actions
from tomecraft.games.spellbook.state import SpellBookState

_PHASES = {"morning": 0, "midday": 1, "evening": 2}
_KEYS = {
    "morning_actions_left",
    "players",
    "set",
    "spells",
    "altar",
    "discard",
    "bag",
    "bag_order",
    "seats",
    "first_player",
    "to_play",
    "phase",
    "days",
    "end_triggered",
    "difficulty",
    "opponent",
}


def _tokens(value: Any, where: str) -> list[int]:
    if value is None:
        return []
    items = value.split() if isinstance(value, str) else value
    if not isinstance(items, list):
        raise InvalidPosition(f"{where}: expected a token string like 'Ro Kt' or a list of codes")
    out = []
    for item in items:
        try:
            out.append(parse_token(str(item)))
        except ValueError as exc:
            raise InvalidPosition(f"{where}: {exc}") from None
    return out


def _counts(kinds: list[int]) -> list[int]:
    return kind_counts(kinds, NUM_KINDS)


def _spell_entry(name: str, value: Any, where: str) -> tuple[int, int, int]:
    try:
        s = spell(name)
    except ValueError as exc:
        raise InvalidPosition(f"{where}: {exc}") from None
    if isinstance(value, str):
        parts = value.split()
        if len(parts) != 2:
            raise InvalidPosition(f"{where}.{name}: write level and marker, e.g. '4 Ro'")
        level_text, marker_text = parts
    elif isinstance(value, Mapping):
        level_text, marker_text = str(value.get("level")), str(value.get("marker"))
    else:
        raise InvalidPosition(f"{where}.{name}: expected '4 Ro' or {{'level': 4, 'marker': 'Ro'}}")
    if level_text not in ("3", "4", "5"):
        raise InvalidPosition(f"{where}.{name}: level must be 3, 4 or 5, got {level_text!r}")
    marker = _tokens([marker_text], f"{where}.{name}.marker")[0]
    if colour_of(marker) != SPELLS[s].colour:
        raise InvalidPosition(
            f"{where}.{name}: the marker {marker_text} must be of the spell's colour"
        )
    return s, int(level_text), marker


def from_position(data: Mapping[str, Any]) -> SpellBookState:
    """Build a ready-to-play state; raises :class:`InvalidPosition` naming the bad field."""
    check_keys(data, _KEYS)
    players = data.get("players")
    if not isinstance(players, int) or isinstance(players, bool) or not 1 <= players <= 4:
        raise InvalidPosition(f"players must be 1 to 4, got {players!r}")
    try:
        if data.get("spells") is not None:
            chosen = parse_spell_list(data["spells"])
        else:
            which = str(data.get("set", "1"))
            if which not in ("1", "2", "3"):
                raise InvalidPosition(
                    f"set must be 1, 2 or 3 in a position (or list 'spells'), got {which!r}"
                )
            chosen = spells_for_set(which)
    except InvalidConfig as exc:
        raise InvalidPosition(str(exc)) from None
    difficulty = whole(data, "difficulty", 0, 0, 3)
    if difficulty and players != 1:
        raise InvalidPosition("difficulty applies to the solo mode only (players = 1)")
    st = SpellBookState(players, chosen, difficulty=difficulty)
    st.altar = _counts(_tokens(data.get("altar"), "altar"))
    st.discard = _counts(_tokens(data.get("discard"), "discard"))
    seats = data.get("seats", [{}] * players)
    if not isinstance(seats, list) or len(seats) != players:
        raise InvalidPosition(f"seats must list {players} seat object(s)")
    for i, seat in enumerate(seats):
        where = f"seats[{i}]"
        if not isinstance(seat, Mapping):
            raise InvalidPosition(f"{where}: expected an object")
        pool = _tokens(seat.get("pool"), f"{where}.pool")
        if len(pool) > POOL_LIMIT:
            raise InvalidPosition(f"{where}.pool: at most {POOL_LIMIT} tokens, got {len(pool)}")
        st.pools[i] = _counts(pool)
        fam = _tokens(seat.get("familiar"), f"{where}.familiar")
        if len(fam) > FAMILIAR_SPACES:
            raise InvalidPosition(
                f"{where}.familiar: at most {FAMILIAR_SPACES} tokens, got {len(fam)}"
            )
        st.familiars[i] = fam
        learned = seat.get("spells") or {}
        if not isinstance(learned, Mapping):
            raise InvalidPosition(
                f"{where}.spells: expected an object like {{'sacrifice': '4 Rt'}}"
            )
        fresh_names = seat.get("fresh", [])
        if not isinstance(fresh_names, list):
            raise InvalidPosition(f"{where}.fresh: expected a list of spell ids")
        for name, value in learned.items():
            s, level, marker = _spell_entry(name, value, f"{where}.spells")
            if s not in chosen:
                raise InvalidPosition(f"{where}.spells.{name}: that spell is not in play")
            st.levels[i][s] = level
            st.markers[i][s] = marker
        for name in fresh_names:
            try:
                s = spell(name)
            except ValueError as exc:
                raise InvalidPosition(f"{where}.fresh: {exc}") from None
            if not st.levels[i][s]:
                raise InvalidPosition(f"{where}.fresh: {name} is not learned")
            st.fresh[i] |= 1 << s
    opponent = data.get("opponent") or {}
    if not isinstance(opponent, Mapping):
        raise InvalidPosition("opponent must be an object with 'board' and 'bottom' token lists")
    st.opp_board = _tokens(opponent.get("board"), "opponent.board")
    st.opp_bottom = _tokens(opponent.get("bottom"), "opponent.bottom")
    if players > 1 and (st.opp_board or st.opp_bottom):
        raise InvalidPosition("opponent applies to the solo mode only (players = 1)")
    placed = st.token_counts()  # the bag is still empty here
    over = [token_code(k) for k in range(NUM_KINDS) if placed[k] > TOKENS_PER_KIND]
    if over:
        raise InvalidPosition(f"more than {TOKENS_PER_KIND} tokens placed of: {', '.join(over)}")
    if data.get("bag") is not None:
        bag = _tokens(data["bag"], "bag")
        st.bag = _counts(bag)
        if data.get("bag_order", "random") == "fixed":
            st.bag_top = bag
        elif data.get("bag_order", "random") != "random":
            raise InvalidPosition("bag_order must be 'random' or 'fixed'")
    else:
        if data.get("bag_order", "random") == "fixed":
            raise InvalidPosition("bag_order 'fixed' needs the 'bag' list in draw order")
        st.bag = [TOKENS_PER_KIND - placed[k] for k in range(NUM_KINDS)]
    st.check_tokens()
    first = data.get("first_player", 0)
    to_play = data.get("to_play", first)
    if not all(
        isinstance(x, int) and not isinstance(x, bool) and 0 <= x < players
        for x in (first, to_play)
    ):
        raise InvalidPosition(f"first_player and to_play must be seats from 0 to {players - 1}")
    phase = data.get("phase", "morning")
    if phase not in _PHASES:
        raise InvalidPosition(f"phase must be morning, midday or evening, got {phase!r}")
    st.first, st.current = first, to_play
    st.days = whole(data, "days", (to_play - first) % players, 0, 10_000)
    st.end_triggered = bool(data.get("end_triggered", False))
    morning_left = -1 if phase == "morning" else 0
    if "morning_actions_left" in data:
        if phase != "morning":
            raise InvalidPosition("morning_actions_left applies to the morning phase only")
        morning_left = whole(data, "morning_actions_left", 1, 1, 2)
        most = morning_actions(st, to_play)
        if morning_left > most:
            raise InvalidPosition(
                f"morning_actions_left: this seat has {most} morning action(s) a day "
                "(two only with Swiftness at level 5)"
            )
    st.stack = [DayTask(to_play, stage=_PHASES[phase], morning_left=morning_left)]
    st.settle()
    return st


def _codes(kinds: list[int]) -> str:
    return " ".join(token_code(k) for k in kinds)


def _expand(counts: list[int]) -> list[int]:
    return [k for k in range(NUM_KINDS) for _ in range(counts[k])]


def to_position(st: SpellBookState) -> dict[str, Any]:
    """The compact position of a state at the start of a phase (no effect half-done)."""
    if len(st.stack) != 1 or not isinstance(st.stack[0], DayTask) or st.stack[0].stage > 2:
        raise InvalidPosition("a position can only be written at the start of a phase")
    day = st.stack[0]
    seats = []
    for i in range(st.players):
        spells = {
            SPELLS[s].id: f"{st.levels[i][s]} {token_code(st.markers[i][s])}"
            for s in st.spells
            if st.levels[i][s]
        }
        seat: dict[str, Any] = {
            "pool": _codes(_expand(st.pools[i])),
            "familiar": _codes(st.familiars[i]),
            "spells": spells,
        }
        fresh = [SPELLS[s].id for s in st.spells if (st.fresh[i] >> s) & 1]
        if fresh:
            seat["fresh"] = fresh
        seats.append(seat)
    out: dict[str, Any] = {
        "players": st.players,
        "spells": [SPELLS[s].id for s in st.spells],
        "altar": _codes(_expand(st.altar)),
        "discard": _codes(_expand(st.discard)),
        "seats": seats,
        "first_player": st.first,
        "to_play": day.seat,
        "phase": ("morning", "midday", "evening")[day.stage],
        "days": st.days,
        "end_triggered": st.end_triggered,
    }
    if (
        day.stage == 0
        and day.morning_left >= 0
        and day.morning_left != morning_actions(st, day.seat)
    ):
        out["morning_actions_left"] = day.morning_left
    if st.solo:
        out["difficulty"] = st.difficulty
        out["opponent"] = {"board": _codes(st.opp_board), "bottom": _codes(st.opp_bottom)}
    return out

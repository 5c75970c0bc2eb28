"""SpellBook's game definition: options, setup and the bots' quick evaluation."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tomecraft.core import GameDef, GameFacts, InvalidConfig, Rng, State
from tomecraft.core.config import id_list, is_whole, refuse_unknown, seat_option
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook.data import (
    ALTAR_START,
    ALTAR_START_SOLO,
    NUM_COLOURS,
    NUM_KINDS,
    SPELLS,
    STARTING_POOL,
    TOKENS_PER_KIND,
    familiar_value,
    spell,
)
from tomecraft.games.spellbook.flow import DayTask
from tomecraft.games.spellbook.state import SpellBookState
from tomecraft.i18n import register_catalog_dir

if TYPE_CHECKING:
    from mypy_extensions import i64

    from tomecraft.core.tutorial import Tutorial

register_catalog_dir(Path(__file__).parent / "locales")

SET_CHOICES = ("1", "2", "3", "classic")


def spells_for_set(which: str) -> tuple[int, ...]:
    """The 7 spells of set 1, 2 or 3 (one per colour, in colour order)."""
    n = int(which)
    return tuple(c.index for c in SPELLS if c.set == n)


def parse_spell_list(names: Any) -> tuple[int, ...]:
    """An explicit selection: 7 spell ids, exactly one of each colour."""
    names = id_list(names)
    if not isinstance(names, list | tuple) or len(names) != NUM_COLOURS:
        raise InvalidConfig(f"an explicit spell list needs exactly 7 spell ids, got {names!r}")
    try:
        chosen = [spell(str(n)) for n in names]
    except ValueError as exc:
        raise InvalidConfig(str(exc)) from None
    colours = sorted(SPELLS[s].colour for s in chosen)
    if colours != list(range(NUM_COLOURS)):
        raise InvalidConfig(
            "an explicit spell list needs one spell of each colour (red, purple, green, "
            f"black, white, blue, yellow), got {', '.join(str(n) for n in names)}"
        )
    return tuple(sorted(chosen, key=lambda s: SPELLS[s].colour))


def draw_from(bag: list[int], rng: Rng) -> int:
    """Take one token from the count vector ``bag`` at random, weighted by the counts: the
    draw of ``rng.weighted(bag)`` (the same generator call, the same kind), the count
    lowered. Written out for the setup's draws: compiled, native loops instead of
    ``weighted``'s generic sequence protocol (``tests/spellbook/test_fast_paths.py``)."""
    size: i64 = 0
    for c in bag:
        size += c
    if size <= 0:
        raise ValueError("weighted() needs at least one positive weight")
    r: i64 = rng.below(size)
    k = 0
    for c in bag:
        if r < c:
            bag[k] = c - 1
            return k
        r -= c
        k += 1  # noqa: SIM113 - a native loop over the list, compiled
    raise AssertionError("unreachable")  # pragma: no cover


class SpellBookGame(GameDef):
    """SpellBook for 1 (solo) to 4 players."""

    facts = GameFacts("spellbook", players=(1, 4), state=SpellBookState, actions=A.NUM_ACTIONS)

    def parse_config(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        """Options: ``players`` 1-4 (default 2), ``set`` 1/2/3/classic (default 1) or
        ``spells`` (an explicit list of 7, one per colour), ``difficulty`` 0-3 (solo only),
        ``first_player`` (default: random)."""
        known = {"players", "set", "spells", "difficulty", "first_player"}
        refuse_unknown(raw, known, "SpellBook")
        players = raw.get("players", 2)
        if not is_whole(players) or not 1 <= players <= 4:
            raise InvalidConfig(f"players must be 1 (solo), 2, 3 or 4, got {players!r}")
        cfg: dict[str, Any] = {"players": players}
        if raw.get("spells") is not None:
            cfg["spells"] = [SPELLS[s].id for s in parse_spell_list(raw["spells"])]
        else:
            which = str(raw.get("set", "1")).lower()
            if which not in SET_CHOICES:
                raise InvalidConfig(
                    f"set must be one of {', '.join(SET_CHOICES)} (or give 'spells'), got {which!r}"
                )
            cfg["set"] = which
        difficulty = raw.get("difficulty", 0)
        if not is_whole(difficulty) or not 0 <= difficulty <= 3:
            raise InvalidConfig(f"difficulty must be 0, 1, 2 or 3, got {difficulty!r}")
        if difficulty and players != 1:
            raise InvalidConfig("difficulty applies to the solo mode only (players = 1)")
        cfg["difficulty"] = difficulty
        first = raw.get("first_player")
        if first is not None:
            cfg["first_player"] = seat_option("first_player", first, players)
        return cfg

    def tutorial(self) -> Tutorial:
        """The browser's first-game tutorial (``tutorial.py``)."""
        from tomecraft.games.spellbook.tutorial import tutorial

        return tutorial()

    def new_state(self, config: Mapping[str, Any], rng: Rng) -> State:
        """Setup: all 105 tokens in the bag; the spell selection (classic: one random card
        per colour); the altar (5, or 7 solo); 2 tokens to each pool; a random first
        player; solo difficulty: that many bag tokens to the opponent's bottom area."""
        cfg = self.parse_config(config)
        players = cfg["players"]
        if "spells" in cfg:
            chosen = parse_spell_list(cfg["spells"])
        elif cfg["set"] == "classic":
            chosen = tuple(c * 3 + rng.below(3) for c in range(NUM_COLOURS))
        else:
            chosen = spells_for_set(cfg["set"])
        st = SpellBookState(players, chosen, difficulty=cfg["difficulty"])
        bag = st.bag = [TOKENS_PER_KIND] * NUM_KINDS
        for _ in range(ALTAR_START_SOLO if st.solo else ALTAR_START):
            st.altar[draw_from(bag, rng)] += 1
        first = cfg.get("first_player", 0 if st.solo else rng.below(players))
        for i in range(players):
            seat = (first + i) % players
            for _ in range(STARTING_POOL):
                st.pools[seat][draw_from(bag, rng)] += 1
        for _ in range(cfg["difficulty"]):
            st.opp_bottom.append(draw_from(bag, rng))
        st.first = st.current = first
        st.stack.append(DayTask(first))
        st.settle()
        return st

    def determinizer(self, view: Mapping[str, Any], seat: int) -> Callable[[Rng], State]:
        """Only the bag's order is hidden, and the state holds none (draws are chance
        decisions), so the view determines the state: every sample is the same."""
        data = dict(view)
        data["bag_top"] = []
        base = SpellBookState.from_json(data)
        return lambda _rng: base.clone()

    def rollout_action(self, state: State, rng: Rng) -> int:
        """A fast playout policy: learn at the highest affordable level when possible,
        otherwise any action but skipping; stop optional effects only when nothing else
        is left."""
        ids = state.legal_ids()
        if len(ids) == 1:
            return ids[0]
        learns = [a for a in ids if A.LEARN <= a < A.PAIR]
        if learns:
            top = max((a - A.LEARN) % 3 for a in learns)
            return rng.choice([a for a in learns if (a - A.LEARN) % 3 == top])
        return rng.choice(ids[1:] if ids[0] == A.PASS else ids)

    def baseline_action(self, state: State, rng: Rng) -> int:
        """The always-store script (the ``store`` bot): store one token at midday, draw
        two (else take one) in the morning, skip the evening and every spell; in any other
        decision the first option that is not a skip, and a skip only when it is alone."""
        ids = state.legal_ids()
        for wanted in (A.STORE1, A.MODE + A.MODE_STORE, A.DRAW2, A.TAKE1):
            if wanted in ids:
                return wanted
        d = state.decision()
        if d is not None and d.kind in ("morning", "midday", "evening", "swift"):
            return A.PASS if A.PASS in ids else ids[0]
        rest = [a for a in ids if a != A.PASS]
        return rest[0] if rest else ids[0]

    def estimate(self, state: State) -> list[float]:
        """Solo: compare the heuristic with the opponent's current score; otherwise the
        core's ranking estimate."""
        assert isinstance(state, SpellBookState)
        if state.solo:
            gap = self.heuristic(state, 0) - state.opponent_score()
            return [1.0 / (1.0 + math.exp(-gap / 4.0))]
        return super().estimate(state)

    def heuristic(self, state: State, seat: int) -> float:
        """Points now, plus what the pool and familiar are worth as material: pool tokens
        are future stores and learns, and the next familiar space's increment counts."""
        assert isinstance(state, SpellBookState)
        st = state
        score = float(st.score(seat))
        stored = len(st.familiars[seat])
        pool = st.pool_size(seat)
        score += 0.45 * min(pool, 9)
        if stored < 14:
            score += 0.3 * (familiar_value(stored + 1) - familiar_value(stored))
        if not st.solo:
            others = [st.score(o) for o in range(st.players) if o != seat]
            score -= 0.25 * max(others, default=0)
        return score

"""The Big Book of Madness's game definition: options, setup, and what the bots need.

The game is cooperative: every seat shares one heuristic value, one estimate and one
final reward (1 on a win; on a loss, partial credit for how far the group got).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from tomecraft.core import Decision, GameDef, GameFacts, InvalidConfig, Rng, State
from tomecraft.core.compiled import mypyc_attr
from tomecraft.core.config import distinct_known_ids, refuse_unknown, seat_option
from tomecraft.games.madness import action_tasks as AT
from tomecraft.games.madness import actions as A
from tomecraft.games.madness import flow as F
from tomecraft.games.madness import options as OP
from tomecraft.games.madness.data import (
    MADNESS,
    NK,
    VALUE,
    Content,
    StepSpec,
    content,
    kind,
)
from tomecraft.games.madness.effects import clause_targets
from tomecraft.games.madness.payment import pending_payments, sensible
from tomecraft.games.madness.state import MadnessState
from tomecraft.i18n import Msg, msg, register_catalog_dir

register_catalog_dir(Path(__file__).parent / "locales")

DIFFICULTIES = ("I", "II", "III")
MODES = ("normal", "terror", "nightmare")
_DIFF_ALIASES = {"1": "I", "2": "II", "3": "III", "i": "I", "ii": "II", "iii": "III"}


def parse_difficulty(value: Any) -> str:
    text = str(value).strip()
    if text in DIFFICULTIES:
        return text
    out = _DIFF_ALIASES.get(text.lower())
    if out is None or isinstance(value, bool):
        raise InvalidConfig(f"difficulty must be I, II or III (or 1, 2, 3), got {value!r}")
    return out


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, still subclassable
class MadnessGame(GameDef):
    """The Big Book of Madness for 2 to 5 players (cooperative)."""

    facts = GameFacts("madness", players=(2, 5), state=MadnessState, actions=A.NUM_ACTIONS)

    def parse_config(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        """Options: ``players`` 2-5 (default 2), ``difficulty`` I/II/III or 1-3 (default I),
        ``mode`` normal/terror/nightmare (default normal), ``mages`` (one mage id per seat,
        a list or a comma-separated string; default: chosen at random), ``pack`` (a
        bundled pack's name, default ``original``; a content-pack folder only where
        local files are allowed), ``first_player``."""
        known = {"players", "difficulty", "mode", "mages", "pack", "first_player"}
        refuse_unknown(raw, known, "Big Book of Madness")
        players = raw.get("players", 2)
        if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 5:
            raise InvalidConfig(f"players must be 2, 3, 4 or 5, got {players!r}")
        c = content.option(raw.get("pack"))
        cfg: dict[str, Any] = {
            "players": players,
            "difficulty": parse_difficulty(raw.get("difficulty", "I")),
        }
        mode = str(raw.get("mode", "normal")).strip().lower()
        if mode not in MODES:
            raise InvalidConfig(
                f"mode must be normal, terror or nightmare, got {raw.get('mode')!r}"
            )
        cfg["mode"] = mode
        if raw.get("pack") not in (None, "original"):
            cfg["pack"] = c.key
        mages = raw.get("mages")
        if mages is not None:
            cfg["mages"] = distinct_known_ids(
                mages,
                players,
                [m.id for m in c.mages],
                f"mages needs one mage id per player ({players}), got {{ids}}; known: {{known}}",
                "unknown mage {id}; known: {known}",
                "each player needs a different mage, got {ids}",
            )
        first = raw.get("first_player")
        if first is not None:
            cfg["first_player"] = seat_option("first_player", first, players)
        return cfg

    def new_state(self, config: Mapping[str, Any], rng: Rng) -> State:
        """Setup as in the rules: madness pile by player count, the market piles, the
        library (a random level-1 spell face up per element), a random cover on the
        grimoire, a random first player; then the setup phase (see :mod:`.setup`): each
        seat chooses its mage in turn, and each player's starting cards become a deck from
        which 6 are drawn. With the ``mages`` option the mages are fixed and the cards
        dealt at once. Terror: one madness from the pile into each deck. Nightmare: the
        starting value-2 card is a value-1 card instead."""
        from tomecraft.games.madness import setup as S

        cfg = self.parse_config(config)
        c = content.option(cfg.get("pack"))
        n = cfg["players"]
        fixed = [c.mage_index[m] for m in cfg["mages"]] if "mages" in cfg else None
        st = MadnessState(c, n, cfg["difficulty"], cfg["mode"], [-1] * n)
        st.spells = [list(c.basic) for _ in range(n)]
        S.undealt(st)
        first = cfg.get("first_player", rng.below(n))
        st.first = st.active = first
        if fixed is not None:
            S.deal_now(st, fixed, rng)
        for e in range(4):
            st.lib_top[e] = rng.choice(list(c.library[(e, 1)]))
        for cur in c.curses:
            st.curse_decks[cur.type].append(cur.index)
        st.cover = rng.below(len(c.covers))
        st.stack.append(F.Turn(first))
        if fixed is None:
            st.stack.append(S.ChooseMage())
        st.settle()
        return st

    # -- learning agents and bots --------------------------------------------------------------
    def determinizer(self, view: Mapping[str, Any], seat: int) -> Callable[[Rng], State]:
        """Samples the hidden hands: each other player's hand is drawn at random from the
        cards of their hand and deck together (``unseen`` in the view), the rest being
        their deck. The viewer's own hand and deck contents are known.

        The pending decision is worked out only once the hands are drawn (a decision
        computed with empty hands, or automatic steps taken with them, would not belong
        to the sampled state), and a sample is kept only if it agrees with the view: the
        same actor and kind of decision (the same options where the viewer decides) and
        the same pending tasks. Hands that do not fit (another player must pay with cards
        this hand lacks) are drawn again; after :data:`SAMPLE_TRIES` tries the first sample
        that leaves its decision some option is used (a legal state all the same), and
        without one after :data:`MAX_SAMPLE_TRIES` the sampler raises ValueError."""
        data = {k: v for k, v in view.items() if k not in ("viewer", "decision")}
        seats = []
        hidden: list[tuple[int, int]] = []
        # known deck tops the viewer does not know: (seat, position, knowers), drawn later
        blind_tops: list[tuple[int, int, list[int]]] = []
        if data.get("memo") and data["memo"][1] is None:
            data["memo"] = [data["memo"][0], -1, data["memo"][2]]
        for s, entry in enumerate(view["seats"]):
            e = {k: v for k, v in entry.items() if k not in ("hand_count", "deck_count", "unseen")}
            tops = entry.get("top", [])
            blind_tops.extend((s, i, t[1]) for i, t in enumerate(tops) if t[0] is None)
            e["top"] = [t for t in tops if t[0] is not None]
            if entry.get("hand") is None:
                e["hand"] = [0] * NK
                e["deck"] = list(entry["unseen"])
                hidden.append((s, int(entry["hand_count"])))
            seats.append(e)
        data["seats"] = seats
        base = MadnessState.load(data, settle=False)
        want = view.get("decision")
        want_stack = view.get("stack")

        def fits(st: MadnessState) -> bool:
            d = st.decision()
            if d is None or want is None:
                return d is None and want is None
            if not d.ids or d.actor != want["actor"] or d.kind != want["kind"]:
                return False
            if "options" in want and list(d.ids) != list(want["options"]):
                return False
            return want_stack is None or [t.view_json(seat) for t in st.stack] == want_stack

        def sample(rng: Rng) -> State:
            playable: MadnessState | None = None
            for tries in range(1, MAX_SAMPLE_TRIES + 1):
                st = base.clone()
                for s, count in hidden:
                    deck, hand = st.decks[s], st.hands[s]
                    # a known top card lies in the deck, so it cannot be in the hand
                    pool = deck[:]
                    for t in st.tops[s]:
                        pool[t[0]] -= 1
                    for _ in range(count):
                        k = rng.weighted(pool)
                        pool[k] -= 1
                        deck[k] -= 1
                        hand[k] += 1
                for s, i, knowers in blind_tops:
                    pool = st.decks[s][:]
                    for t in st.tops[s]:
                        pool[t[0]] -= 1
                    k = rng.weighted(pool)
                    st.tops[s].insert(i, [k, sum(1 << w for w in knowers)])
                if not st.over:
                    st.settle()
                if fits(st):
                    return st
                d = st.decision()
                if playable is None and (d is None or d.ids):
                    playable = st
                if playable is not None and tries >= SAMPLE_TRIES:
                    return playable
            raise ValueError(
                f"no hands of the other players fit seat {seat}'s view in "
                f"{MAX_SAMPLE_TRIES} draws"
            )

        return sample

    def bot_options(self, state: State, decision: Decision) -> tuple[int, ...]:
        """Payments: the sensible ones (:func:`.payment.sensible`: irredundant, at the
        highest multiple their cards reach; the default is always among them); every
        other decision: all its options."""
        if decision.kind != "pay" or len(decision.ids) == 1:
            return decision.ids
        assert isinstance(state, MadnessState)
        task = state.stack[-1]
        assert isinstance(task, AT.Pay)
        found = pending_payments(state, task)
        keep = tuple(
            A.PAYMENT + i for i, p in enumerate(found) if i == 0 or sensible(p, task)
        )
        return keep

    def search_options(self, state: State, decision: Decision) -> tuple[int, ...]:
        """Payments: only the best combination of each multiple (the first options of
        the ranking in :mod:`.payment`), so paying anything but a spell is no search
        step at all (the action and its default payment form one macro-action) and a
        spell offers its 1x, 2x and 3x. Actions: ending the phase and the
        :data:`SEARCH_ACTIONS` most promising actions (:func:`_best_actions`). Other
        decisions: every option."""
        if len(decision.ids) == 1:
            return decision.ids
        assert isinstance(state, MadnessState)
        if decision.kind in ("action", "act"):
            return _best_actions(state, decision)
        if decision.kind != "pay":
            return decision.ids
        task = state.stack[-1]
        assert isinstance(task, AT.Pay)
        if task.maxm == 1:  # one multiple only: the default payment
            return decision.ids[:1]
        levels = len({p.level for p in pending_payments(state, task)})
        return decision.ids[:levels]

    def search_settings(self, level: str) -> Mapping[str, Any] | None:
        """Every search level plays rollout improvement over greedy (see
        :mod:`tomecraft.bots.rollout`; :data:`SEARCH_LEVELS`): at every action decision,
        greedy's best few actions, each played on by greedy to the next player's action
        phase (further under the final monster) from states sampled from the bot's view,
        and scored by :func:`leaf_value`; more candidates and playouts per level."""
        return SEARCH_LEVELS.get(level)

    def rollout_action(self, state: State, rng: Rng) -> int:
        """A fast cooperative playout policy (:func:`rollout_choice`)."""
        assert isinstance(state, MadnessState)
        return rollout_choice(state, rng)

    def heuristic(self, state: State, seat: int) -> float:
        """The group's situation (the same for every seat); see :func:`team_value`."""
        assert isinstance(state, MadnessState)
        return team_value(state)

    def leaf_value(self, state: State, seat: int) -> float:
        """Where a search bot's playout stops: the heuristic plus the threats still to
        come (see :func:`leaf_value`); greedy play keeps the plain heuristic."""
        assert isinstance(state, MadnessState)
        return leaf_value(state)

    def estimate(self, state: State) -> list[float]:
        """Cooperative: one value for every seat, on the scale of :meth:`final_rewards`."""
        assert isinstance(state, MadnessState)
        v = 0.45 * state.progress() + 0.5 / (1.0 + math.exp(-(team_value(state) - 60.0) / 25.0))
        return [min(v, 0.99)] * state.num_players

    def final_rewards(self, state: State) -> list[float]:
        """1 for everybody on a win; otherwise half the share of the game survived."""
        assert isinstance(state, MadnessState)
        r = 1.0 if state.won else 0.5 * state.progress()
        return [r] * state.num_players

    def seat_label(self, config: Mapping[str, Any], seat: int) -> Msg:
        return msg("core-seat", seat=seat + 1)

    def summary_stats(self, features: list[Mapping[str, Any]]) -> dict[str, Any]:
        """``losses_by_cause``: lost games per cause (``madness_pile``: the pile was empty
        when madness had to be taken; ``final_monster``: curses left at the last
        invocation; ``eliminated``: every player eliminated), and ``wins_with_eliminated``:
        won games in which some player was eliminated; ``mean_min_madness_pile``: the
        pile's lowest count, averaged over the games (``None`` without games)."""
        from tomecraft.games.madness.state import LOSS_CAUSES

        losses = dict.fromkeys(LOSS_CAUSES.values(), 0)
        for f in features:
            cause = LOSS_CAUSES.get(str(f.get("lost", "")))
            if cause is not None and not f.get("won"):
                losses[cause] += 1
        lows = [float(f["min_madness_pile"]) for f in features if "min_madness_pile" in f]
        return {
            "losses_by_cause": losses,
            "mean_min_madness_pile": sum(lows) / len(lows) if lows else None,
            "wins_with_eliminated": sum(
                1 for f in features if f.get("won") and f.get("eliminated_players", 0)
            ),
        }


def final_round(state: State) -> bool:
    """Whether the final monster is on the page."""
    assert isinstance(state, MadnessState)
    return state.monster >= state.c.rounds


class TurnsAhead:
    """A playout horizon (:attr:`RolloutConfig.horizon`): stop at the first action
    decision of the ``turns``-th turn after the searched one, once that turn's monster
    phase (the marker's move and any curse strike) has been played; under the final
    monster, ``final`` turns instead (``None``: to the end of the game)."""

    def __init__(self, turns: int, final: int | None) -> None:
        self.turns = turns
        self.final = final

    def __call__(self, root: State, st: State) -> bool:
        assert isinstance(root, MadnessState) and isinstance(st, MadnessState)
        n = self.final if root.monster >= root.c.rounds else self.turns
        if n is None or st.turn - root.turn < n:
            return False
        d = st.decision()
        return d is not None and d.kind == "action"


#: The settings of each search level (:meth:`MadnessGame.search_settings`): in every
#: action decision, greedy's ``candidates`` best options, each followed by greedy play
#: (the rest of the turn as one macro-action) up to the next player's action phase
#: (:class:`TurnsAhead`; under the final monster ``final`` turns, ``None``: to the end),
#: scored by :func:`leaf_value`; ``samples`` playouts each, up to ``max_samples`` on
#: close calls. ``hard`` tries up to 8 of greedy's actions (an action decision offers
#: about 7 on average, so nearly all): measured on positions of ``medium`` games, the
#: best action was outside greedy's top 3 often enough that more candidates cut the
#: search's regret far more than more playouts of the same 3 did (docs/bots.md).
SEARCH_LEVELS: dict[str, dict[str, Any]] = {
    level: {"bot": "rollout", "candidates": k, "samples": m, "max_samples": mx,
            "close": 3.0, "depth": None, "kinds": ("action", "act"),
            "horizon": TurnsAhead(1, final)}
    for level, k, m, mx, final in (
        ("easy", 2, 2, 2, 1), ("medium", 3, 2, 4, 2), ("hard", 8, 3, 6, 2),
    )
}


#: Hand draws the determiniser tries per sample before it settles for one that does not
#: match the view's pending decision.
SAMPLE_TRIES = 30
#: Hand draws after which the determiniser gives up finding a state whose pending
#: decision has an option at all (it then raises).
MAX_SAMPLE_TRIES = 2000


# -- the heuristic ---------------------------------------------------------------------------
W_CURSE = 7.0
W_CURSE_PENDING = 4.0
W_CURSE_FINAL = 30.0
W_MADNESS_HAND = 3.0
W_MADNESS_OWNED = 2.0
W_MADNESS_SUPPORT = 1.0
W_PILE = 2.5
W_ELIMINATED = 120.0
W_POTENTIAL = 4.0
W_CARD_VALUE = 2.0
W_CARD_BASE = 1.0
W_HAND = 0.15
W_SUPPORT = 0.6
W_SPELL = 1.0
W_LIFE_FLOOR = 0.3


def _spell_value(st: MadnessState, s: int) -> float:
    lv = st.c.spells[s].level
    return W_SPELL * (1.5 if lv == 0 else 3.0 + 2.0 * lv)


def _curse_weight(st: MadnessState, slot: int) -> float:
    w = W_CURSE_FINAL if st.monster >= st.c.rounds else W_CURSE
    space = (2, 3, 3, 4, 5)[slot]
    if space > st.marker and st.curse_neutral[slot] < 0:
        w += W_CURSE_PENDING
    return w


def _life(st: MadnessState) -> float:
    """How much of the game is left to profit from long-term gains (cards, spells)."""
    return W_LIFE_FLOOR + (1.0 - W_LIFE_FLOOR) * (1.0 - st.progress())


def _min_waste(need: int, values: list[int]) -> int:
    """The least value lost paying ``need`` with some of ``values`` (a tiny subset sum)."""
    if need <= 0:
        return 0
    reach = 1  # bit i: a subset sums to i
    for v in values:
        reach |= reach << v
    total = sum(values)
    for s in range(need, total + 1):
        if (reach >> s) & 1:
            return s - need
    return 0


def _pending_value(st: MadnessState, task: object) -> float:
    """What an action chosen but not yet paid will bring once paid (at 1x), so that a
    one-ply search that chooses it sees the gain."""
    if not isinstance(task, AT.Pay):
        return 0.0
    return _pending_gain(st, task.purpose, task.arg, st.c, task.seat, 1)


def _pending_gain(
    st: MadnessState, p: int, arg: int, c: Content, pay_seat: int, level: int
) -> float:
    if p == AT.P_DESTROY:
        return _curse_weight(st, arg) + 2 * W_CARD_VALUE + W_CARD_BASE
    if p == AT.P_LEARN:
        top = st.lib_top[arg]
        return _life(st) * _spell_value(st, top) if top >= 0 else 0.0
    if p == AT.P_ACQUIRE:
        return _life(st) * (W_CARD_VALUE * VALUE[kind(arg // 2, arg % 2 + 2)] + W_CARD_BASE)
    if p in (AT.P_HEAL_HAND, AT.P_HEAL_SUPPORT):
        where = W_MADNESS_HAND if p == AT.P_HEAL_HAND else W_MADNESS_SUPPORT
        return W_PILE + where + W_MADNESS_OWNED
    if p == AT.P_SPELL:
        return effect_value(st, c.spells[arg].effect, pay_seat, max(level, 1))
    return effect_value(st, c.mages[arg].ability, pay_seat, 1)


def effect_value(st: MadnessState, eid: int, caster: int, mult: int) -> float:
    """A rough worth of an effect for the group, read from its verbs (for bots)."""
    total = 0.0
    for clause in st.c.effects[eid]:
        seats = clause_targets(st, clause.target, caster)
        if clause.target in ("one", "one_other") and seats:
            seats = seats[:1]
        for seat in seats:
            for step in clause.steps:
                total += _step_value(st, seat, step, step.n * (mult if step.x else 1))
    return total


def _step_value(st: MadnessState, seat: int, step: StepSpec, n: int) -> float:
    verb = step.verb
    hand = st.hands[seat]
    if verb == "draw":
        return 1.2 * n
    if verb == "discard":
        return -1.0 * n
    if verb == "destroy":
        zone = st.discards[seat] if step.zone == 2 else hand
        mad = min(n, zone[MADNESS])
        return 3.0 * mad - (0.8 * (n - mad) if step.card != 2 and not step.may else 0.0)
    if verb == "support":
        return 0.8 * min(n, max(0, st.slots_of(seat) - len(st.supports[seat])))
    if verb == "madness":
        return -5.0 * n
    if verb == "heal":
        held = hand[MADNESS] + sum(sup.count(MADNESS) for sup in st.supports)
        return 6.0 * min(n, held)
    if verb == "gain":
        return (2.0 * step.value + 1.0 + (0.5 if step.to == 1 else 0.0)) * n
    if verb == "upgrade":
        return 2.2 * min(n, sum(hand[k] for k in range(12) if VALUE[k] < 3))
    if verb == "neutralise_curse":
        live = sum(
            1
            for i in range(A.SLOTS)
            if st.slots[i] >= 0 and st.curse_neutral[i] < 0 and (2, 3, 3, 4, 5)[i] > st.marker
        )
        return 4.0 * min(n, live)
    if verb == "neutralise_spell":
        return -1.5 * n
    if verb == "act":
        return 2.5 * n
    # shuffle: worth a madness card saved when the deck is about to run out
    deck = sum(st.decks[seat])
    return 4.0 if deck < st.c.hand_size and any(st.discards[seat]) else 0.3


def team_value(st: MadnessState) -> float:
    """A quick score of the group's position (higher is better).

    Terminal: a win is worth 1000, a loss -1000 plus progress. Otherwise: curses left on
    the track (more for those whose effect is still to come, far more on the final
    monster), madness (in hands most, in decks and discard piles, in supports; the pile's
    remaining cards), each player's cards (value minus a thinness cost), support cards,
    spells, neutralised spells, eliminated players, and a payment in progress.
    """
    if st.over:
        return 1000.0 if st.won else -1000.0 + 400.0 * st.progress()
    v = 0.0
    life = _life(st)
    for slot in range(A.SLOTS):
        if st.slots[slot] >= 0:
            v -= _curse_weight(st, slot)
    v += W_PILE * st.pile - 25.0 / (st.pile + 1)
    for s in range(st.players):
        if st.eliminated[s]:
            v -= W_ELIMINATED
            continue
        hand, deck, disc = st.hands[s], st.decks[s], st.discards[s]
        mad_hand = hand[MADNESS]
        v -= W_MADNESS_HAND * mad_hand + (6.0 * (mad_hand - 3) if mad_hand > 3 else 0.0)
        v -= W_MADNESS_OWNED * (deck[MADNESS] + disc[MADNESS])
        owned = 0.0
        now = 0.0
        for k in range(12):
            cnt = hand[k] + deck[k] + disc[k]
            if cnt:
                owned += cnt * (W_CARD_VALUE * VALUE[k] + W_CARD_BASE)
            if hand[k]:
                now += W_HAND * hand[k] * VALUE[k]
        for k in st.supports[s]:
            if k == MADNESS:
                v -= W_MADNESS_SUPPORT
            else:
                owned += W_CARD_VALUE * VALUE[k] + W_CARD_BASE
                now += W_SUPPORT
        v += life * owned + now
        for sp in st.spells[s]:
            v += life * _spell_value(st, sp)
        v -= 1.5 * len(st.neutral[s])
    v += W_POTENTIAL * _potential(st)
    for task in st.stack:
        v += _pending_value(st, task)
    return v


# -- the search bots' leaf value ----------------------------------------------------------------
#: Chance that a curse strikes when some player acting before its space can pay for it,
#: and when nobody can.
P_STRIKE_PAYABLE = 0.3
P_STRIKE_UNPAYABLE = 0.9
#: Per madness card the strikes still to come this round would take beyond the pile's
#: count (an empty pile loses the game).
W_PILE_SHORT = 60.0
#: Per curse more than the turns left before the final invocation (each turn rarely
#: destroys more than one curse), and per curse that no player can pay for at all then.
W_FINAL_EXCESS = 60.0
W_FINAL_UNPAYABLE = 15.0


def _payers(st: MadnessState, seats: list[int], avails: list[list[int]], slot: int) -> bool:
    """Whether one of ``seats`` (with what they could pay, ``avails``) could pay for
    destroying the curse in ``slot``: its cost now, element tokens and ongoing
    ``destroy_cost`` modifiers included (:func:`options.action_cost`)."""
    return any(
        OP.affordable(OP.action_cost(st, s, A.DESTROY + slot)[0], a)
        for s, a in zip(seats, avails, strict=True)
    )


def _madness_taken(st: MadnessState, eid: int) -> int:
    """Madness cards an effect takes from the pile (``madness`` steps, per target)."""
    total = 0
    for clause in st.c.effects[eid]:
        seats = clause_targets(st, clause.target, st.active)
        if clause.target in ("one", "one_other") and seats:
            seats = seats[:1]
        total += len(seats) * sum(step.n for step in clause.steps if step.verb == "madness")
    return total


def leaf_value(st: MadnessState) -> float:
    """:func:`team_value` plus what a one-step heuristic cannot see coming, for the
    search bots' playout leaves (greedy keeps :func:`team_value`):

    * each live curse still ahead of the marker strikes with a chance that depends on
      whether one of the players who act before it gets there can pay for it; its
      expected harm (:func:`effect_value` of its effect) is counted now;
    * madness those strikes would take beyond the pile's count (the pile running out
      loses the game);
    * under the final monster, curses beyond the turns left before the invocation, and
      curses nobody can pay for."""
    v = team_value(st)
    if st.over:
        return v
    order = st.order_from_active() or [st.active]
    avails = [st.avail(s) for s in order]
    incoming = 0.0
    final = st.monster >= st.c.rounds
    unpayable = 0
    left = 0
    for slot in range(A.SLOTS):
        cid = st.slots[slot]
        if cid < 0:
            continue
        left += 1
        if final and not _payers(st, order, avails, slot):
            unpayable += 1
        space = _SLOT_SPACE[slot]
        if space <= st.marker or st.curse_neutral[slot] >= 0:
            continue
        before = max(1, min(len(order), space - st.marker))
        payable = _payers(st, order[:before], avails[:before], slot)
        p = P_STRIKE_PAYABLE if payable else P_STRIKE_UNPAYABLE
        effect = st.c.curses[cid].effect
        if effect >= 0:
            v += p * min(0.0, effect_value(st, effect, st.active, 1))
            incoming += p * _madness_taken(st, effect)
    if incoming > st.pile:
        v -= W_PILE_SHORT * (incoming - st.pile)
    if final:
        turns = max(0, 6 - st.marker)
        v -= W_FINAL_EXCESS * max(0, left - turns) + W_FINAL_UNPAYABLE * unpayable
    return v


#: Actions (besides ending the phase) that the search considers in an action decision.
SEARCH_ACTIONS = 5


def _action_gain(st: MadnessState, seat: int, option: int) -> float:
    """A static worth of starting action ``option`` (no look-ahead): what it brings at
    1x, less half the value of its cost."""
    c = st.c
    b = A.block(option)
    if b == "activate":
        s = option - A.ACTIVATE
        return _pending_gain(st, AT.P_SPELL, s, c, seat, 1) - 0.5 * c.spells[s].cost
    if b == "learn":
        e = option - A.LEARN
        top = st.lib_top[e]
        cost = c.spells[top].learn_cost if top >= 0 else 0
        return _pending_gain(st, AT.P_LEARN, e, c, seat, 1) - 0.5 * cost
    if b == "acquire":
        p = option - A.ACQUIRE
        return _pending_gain(st, AT.P_ACQUIRE, p, c, seat, 1) - 0.5 * (p % 2 + 2)
    if b == "destroy":
        slot = option - A.DESTROY
        return _pending_gain(st, AT.P_DESTROY, slot, c, seat, 1) + 100.0  # always searched
    if b == "heal_hand":
        return _pending_gain(st, AT.P_HEAL_HAND, seat, c, seat, 1) - 0.5 * c.heal_cost
    if b == "heal_support":
        return _pending_gain(st, AT.P_HEAL_SUPPORT, 0, c, seat, 1) - 0.5 * c.heal_cost
    mage = c.mages[st.mages[seat]]
    return _pending_gain(st, AT.P_ABILITY, mage.index, c, seat, 1) - 0.5 * sum(mage.ability_cost)


def _best_actions(st: MadnessState, d: Decision) -> tuple[int, ...]:
    """``PASS`` and the :data:`SEARCH_ACTIONS` actions of best static worth (curse
    destruction always among them), in id order."""
    rest = [a for a in d.ids if a != A.PASS]
    if len(rest) <= SEARCH_ACTIONS:
        return d.ids
    ranked = sorted(rest, key=lambda a: -_action_gain(st, d.actor, a))[:SEARCH_ACTIONS]
    keep = set(ranked)
    return tuple(a for a in d.ids if a == A.PASS or a in keep)


#: Spaces of the invocation slots 0-4.
_SLOT_SPACE = (2, 3, 3, 4, 5)


def rollout_choice(st: MadnessState, rng: Rng) -> int:
    """The playout policy of the search bots, cooperative and cheap (no look-ahead):

    * actions: destroy a curse first (the one whose space comes soonest, those still to
      strike before those already past), then heal a madness card in your hand or, with
      the madness pile low, in a support; otherwise act rather than pass (spells and
      abilities twice as often as learning or buying), passing one time in five;
    * payments: the default payment three times in four, otherwise any listed one;
    * discards (recovery, effects): a card of the least value; a destroy from the hand:
      a madness card when there is one;
    * anything else: uniform."""
    d = st.decision()
    assert d is not None
    ids = d.ids
    if len(ids) == 1:
        return ids[0]
    kind_ = d.kind
    if kind_ in ("action", "act"):
        destroys = [a for a in ids if A.DESTROY <= a < A.HEAL_HAND]
        if destroys:
            marker = st.marker

            def urgency(a: int) -> tuple[int, int]:
                space = _SLOT_SPACE[a - A.DESTROY]
                return (0 if space > marker else 1, space)

            return min(destroys, key=urgency)
        heals = [a for a in ids if A.HEAL_HAND <= a < A.ABILITY]
        if heals:
            if A.HEAL_HAND in heals:
                return A.HEAL_HAND
            if st.pile <= 2 * st.players or rng.below(2) == 0:
                return heals[0]
        if rng.below(5) == 0:
            return A.PASS
        acts = [a for a in ids if A.ACTIVATE <= a < A.LEARN or a == A.ABILITY]
        others = [a for a in ids[1:] if not (A.ACTIVATE <= a < A.LEARN or a == A.ABILITY)]
        if acts and (not others or rng.below(3) != 0):
            return rng.choice(acts)
        return rng.choice(others or list(ids[1:]))
    if kind_ == "pay":
        return ids[0] if rng.below(4) != 0 else rng.choice(ids)
    cards = [a for a in ids if A.CARD <= a < A.SUPPORT]
    if cards and kind_ in ("recovery", "discard"):
        element_cards = [a for a in cards if a - A.CARD < MADNESS] or cards
        low = min(VALUE[a - A.CARD] if a - A.CARD < MADNESS else 9 for a in element_cards)
        return rng.choice(
            [a for a in element_cards if a - A.CARD < MADNESS and VALUE[a - A.CARD] == low]
            or element_cards
        )
    if kind_ == "destroy" and A.CARD + MADNESS in ids:
        return A.CARD + MADNESS
    return rng.choice(ids)


def _potential(st: MadnessState) -> float:
    """How close each remaining curse is to being paid for: for every curse, the best
    share of its cost one player could pay from hand and the support reserve (squared, so
    that gathering one element counts more than spreading out), times its weight."""
    curses = [(slot, st.slots[slot]) for slot in range(A.SLOTS) if st.slots[slot] >= 0]
    if not curses:
        return 0.0
    reserve = [0, 0, 0, 0]
    for sup in st.supports:
        for k in sup:
            if k < MADNESS:
                reserve[k // 3] += VALUE[k]
    avails = []
    for s in range(st.players):
        if st.eliminated[s]:
            continue
        hand = st.hands[s]
        a = reserve[:]
        for k in range(12):
            if hand[k]:
                a[k // 3] += hand[k] * VALUE[k]
        avails.append(a)
    total = 0.0
    for slot, cid in curses:
        cost = st.c.curses[cid].cost
        best = 0.0
        for a in avails:
            share = sum(min(a[e], cost[e]) for e in range(4)) / 4.0
            best = max(best, share)
        total += best * best * _curse_weight(st, slot) / W_CURSE
    return total


__all__ = [
    "DIFFICULTIES", "MODES", "MadnessGame", "TurnsAhead", "leaf_value", "rollout_choice",
    "team_value",
]

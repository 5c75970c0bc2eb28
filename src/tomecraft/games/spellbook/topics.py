"""What a SpellBook player can ask about: each spell in play and each basic action, with
what it does, the pending options about it and why it is not offered right now.

The reasons come from the engine's own checks (:func:`~.flow.basic_refusal`,
:func:`~.flow.spell_refusal`, :func:`~.learning.learn_refusal`, the spells' cost gates),
so a topic says "not offered" exactly when the engine leaves its options out. Everything
in SpellBook is public but the order of the bag, which nothing here reads: the pending
decision is only looked at when ``seat`` is its actor, and chance options never.

Keys (the browser's ``data-topic``): ``spell:<id>`` (``spell:sacrifice``), and
``action:take`` (the altar), ``action:draw`` (the bag), ``action:store`` (the familiar),
``action:learn``, and solo only ``action:opponent`` (the opponent's track).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tomecraft.core import Decision, Effect, Topic
from tomecraft.core.board import add_change, waiting_reason
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook import spells as SP
from tomecraft.games.spellbook.data import (
    FAMILIAR_SPACES,
    LEVEL_RUNE,
    POOL_LIMIT,
    SOLO_ALTAR,
    SOLO_BOARD_SPACES,
    SOLO_WIPE_SPACES,
    SPELL_INDEX,
    SPELLS,
    familiar_value,
)
from tomecraft.games.spellbook.flow import (
    BASIC_PHASE,
    EVENING,
    MIDDAY,
    MORNING,
    PHASE_KINDS,
    basic_refusal,
    spell_refusal,
)
from tomecraft.games.spellbook.learning import ChooseLearn, PayLearn, learn_refusal
from tomecraft.i18n import Msg, msg

if TYPE_CHECKING:
    from tomecraft.games.spellbook.state import SpellBookState

TAKE, DRAW, STORE, LEARN, OPPONENT = (
    "action:take",
    "action:draw",
    "action:store",
    "action:learn",
    "action:opponent",
)
#: The phase of each phase decision kind (Swiftness's extra action is a morning one).
PHASE_OF_KIND = {"morning": MORNING, "midday": MIDDAY, "evening": EVENING, "swift": MORNING}
#: Token decisions (and Focus's choice) by kind: the topic whose element they are picked on.
_KIND_TOPIC = {
    "take": TAKE,
    "take-store": TAKE,
    "store": STORE,
    "communion": STORE,
    "learn-marker": LEARN,
    "learn-pay": LEARN,
    "solo-move": OPPONENT,
    "storm": "spell:storm",
    "swap-altar": "spell:purification",
    "swap-familiar": "spell:growth",
    "bottom": "spell:blaze",
    "focus": "spell:focus",
}
_BASIC_KEY = {A.TAKE1: TAKE, A.DRAW2: DRAW, A.STORE1: STORE}
_BASIC_PHASE_WHY = {
    A.TAKE1: msg("sb-why-take-phase"),
    A.DRAW2: msg("sb-why-draw-phase"),
    A.STORE1: msg("sb-why-store-phase"),
}
_BASIC_WHY = {
    "pool-full": msg("sb-why-pool-full", limit=POOL_LIMIT),
    "altar-empty": msg("sb-why-altar-empty"),
    "pool-empty": msg("sb-why-pool-empty"),
    "familiar-full": msg("sb-why-familiar-full"),
}
_SPELL_KEYS = tuple(f"spell:{card.id}" for card in SPELLS)
_VARIES = msg("sb-topic-points-var")


def _spell_text(s: int) -> Msg:
    """The card's summary (the browser's hover text) and its points at each level."""
    pts = [SPELLS[s].points_at(lv) for lv in (3, 4, 5)]
    p3, p4, p5 = (_VARIES if p is None else p for p in pts)
    return msg(
        "sb-topic-spell-text", desc=msg(f"sb-spell-{SPELLS[s].id}-desc"), p3=p3, p4=p4, p5=p5
    )


_SPELL_TEXTS = tuple(_spell_text(s) for s in range(len(SPELLS)))
_ACTIONS: tuple[tuple[str, Msg, Msg], ...] = (
    (TAKE, msg("sb-topic-take"), msg("sb-topic-take-text", limit=POOL_LIMIT)),
    (DRAW, msg("sb-topic-draw"), msg("sb-topic-draw-text", limit=POOL_LIMIT)),
    (STORE, msg("sb-topic-store"), msg("sb-topic-store-text", spaces=FAMILIAR_SPACES)),
    (LEARN, msg("sb-topic-learn"), msg("sb-topic-learn-text")),
)
_OPPONENT = (
    OPPONENT,
    msg("sb-topic-opponent"),
    msg(
        "sb-topic-opponent-text",
        wipe=", ".join(str(n) for n in sorted(SOLO_WIPE_SPACES)),
        altar=SOLO_ALTAR,
        spaces=SOLO_BOARD_SPACES,
    ),
)


def option_keys(st: SpellBookState, d: Decision, option: int) -> tuple[str, ...]:
    """The topics a pending option of ``d`` concerns (none for PASS and plain discards)."""
    block = A.block(option)
    if block in ("take1", "draw2", "store1"):
        return (_BASIC_KEY[option],)
    if block == "use":
        return (_SPELL_KEYS[A.split3(A.USE, option)[0]],)
    if block == "learn":
        return (_SPELL_KEYS[A.split3(A.LEARN, option)[0]], LEARN)
    if block in ("clone", "clone_basic"):
        return (_SPELL_KEYS[SP.CLONE],)
    if block == "spell":  # Time Travel's target
        return (_SPELL_KEYS[option - A.SPELL],)
    key = _KIND_TOPIC.get(d.kind)
    if key is None or block == "pass":
        return ()
    top = st.stack[-1] if st.stack else None
    if key == LEARN and isinstance(top, PayLearn):
        return (LEARN, _SPELL_KEYS[top.spell])
    return (key,)


def _rune_list(runes: list[int]) -> Msg:
    names = [msg(f"sb-rune-{r}") for r in runes]
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return msg("sb-topic-or2", a=names[0], b=names[1])
    return msg("sb-topic-or3", a=names[0], b=names[1], c=names[2])


def _cost_why(st: SpellBookState, seat: int, s: int) -> Msg:
    """Why a learned spell, ready in its phase, offers no level: its cost gate failed."""
    name = st.spell_msg(s)
    if s == SP.CLONE:
        return msg("sb-why-clone", spell=name)
    if s == SPELL_INDEX["transmutation"]:
        return msg("sb-why-transmute", spell=name)
    if s == SPELL_INDEX["time_travel"] and not st.raisable(seat):
        return msg("sb-why-raise", spell=name)
    if s in (SPELL_INDEX["sacrifice"], SPELL_INDEX["time_travel"]):
        card = SPELLS[s]
        top = st.levels[seat][s]
        runes = sorted({LEVEL_RUNE[lv] for lv in range(3, top + 1) if card.kind_at(lv) == "action"})
        return msg("sb-why-rune", spell=name, runes=_rune_list(runes))
    return msg("sb-why-cannot", spell=name)  # pragma: no cover - every gate is named above


def _learn_why(st: SpellBookState, seat: int, s: int, task: ChooseLearn | None = None) -> Msg:
    """Why ``seat`` cannot learn spell ``s`` now (with ``task``'s stand-ins, if given)."""
    if task is None:
        reason = learn_refusal(st, seat, s)
    else:
        reason = learn_refusal(st, seat, s, task.mode, task.wild_rune, task.wilds)
    name = st.spell_msg(s)
    colour = msg(f"sb-colour-{SPELLS[s].colour}")
    if reason == "colour":
        return msg("sb-why-learn-colour", spell=name, colour=colour)
    if reason == "short":
        return msg("sb-why-learn-short", spell=name, colour=colour)
    return msg("sb-why-learned", spell=name)


def _spell_why(st: SpellBookState, seat: int, s: int, phase: int) -> Msg:
    """Why spell ``s`` has no option in ``seat``'s phase decision of ``phase``: in the
    evening first why it cannot be learned, otherwise why its action cannot be used."""
    name = st.spell_msg(s)
    card = SPELLS[s]
    top = st.levels[seat][s]
    if not top:
        return _learn_why(st, seat, s) if phase == EVENING else msg("sb-why-unlearned", spell=name)
    if card.phase is None or all(card.kind_at(lv) != "action" for lv in range(3, top + 1)):
        key = "sb-why-learned" if phase == EVENING else "sb-why-no-action"
        return msg(key, spell=name)
    reason = spell_refusal(st, seat, s, phase)
    when = msg(f"sb-phase-{PHASE_KINDS[card.phase]}")
    if reason == "phase":
        key = "sb-why-learned-phase" if phase == EVENING else "sb-why-phase"
        return msg(key, spell=name, phase=when)
    if reason == "fresh":
        return msg("sb-why-fresh", spell=name)
    return _cost_why(st, seat, s)


def _action_why(st: SpellBookState, seat: int, key: str, phase: int) -> Msg:
    """Why the basic action ``key`` has no option in ``seat``'s decision of ``phase``."""
    if key == LEARN:
        if phase != EVENING:
            if all(learn_refusal(st, seat, s) is not None for s in st.spells):
                return msg("sb-why-learn-phase-none")
            return msg("sb-why-learn-phase")
        if all(learn_refusal(st, seat, s) == "learned" for s in st.spells):
            return msg("sb-why-learn-all")
        return msg("sb-why-learn-none")
    if key == OPPONENT:
        return msg("sb-why-opponent")
    action = next(a for a, k in _BASIC_KEY.items() if k == key)
    if BASIC_PHASE[action] != phase:
        return _BASIC_PHASE_WHY[action]
    reason = basic_refusal(st, seat, action)
    return _BASIC_WHY[reason] if reason is not None else msg("sb-why-busy")


def topics(st: SpellBookState, seat: int | None) -> list[Topic]:
    """Board order: the altar, the bag, each spell in play, the familiar, learning (and
    solo, the opponent's track). See the module docstring."""
    d = st.decision()
    mine = d is not None and seat is not None and d.actor == seat
    by_key: dict[str, list[int]] = {}
    if mine and d is not None:
        for o in d.ids:
            for key in option_keys(st, d, o):
                by_key.setdefault(key, []).append(o)
    general = None if mine else waiting_reason(d, seat, "sb", "draw")
    phase = PHASE_OF_KIND.get(d.kind, -1) if mine and d is not None else -1
    top = st.stack[-1] if mine and st.stack else None
    entries: list[tuple[str, Msg, Msg]] = [_ACTIONS[0], _ACTIONS[1]]
    entries += [(_SPELL_KEYS[s], st.spell_msg(s), _SPELL_TEXTS[s]) for s in st.spells]
    entries += [_ACTIONS[2], _ACTIONS[3]]
    if st.solo:
        entries.append(_OPPONENT)
    out: list[Topic] = []
    for key, name, text in entries:
        options = tuple(by_key.get(key, ()))
        why: Msg | None
        if options:
            why = None
        elif not mine or seat is None:
            why = general
        elif phase < 0:
            why = msg("sb-why-busy")
            if isinstance(top, ChooseLearn) and key.startswith("spell:"):
                why = _learn_why(st, seat, SPELL_INDEX[key[6:]], top)
        elif key.startswith("spell:"):
            why = _spell_why(st, seat, SPELL_INDEX[key[6:]], phase)
        else:
            why = _action_why(st, seat, key, phase)
        out.append(Topic(key, name, text, why, options))
    return out


def effects(before: SpellBookState, after: SpellBookState, seat: int) -> tuple[Effect, ...]:
    """What an option did at once for ``seat`` (the coach's why, most telling first):
    tokens stored on the familiar (its value), spells learned or raised (levels gained,
    the spell's points), points scored in all, tokens into or out of the pool. All of it
    is public."""
    out: list[Effect] = []
    stored = len(after.familiars[seat])
    if stored != len(before.familiars[seat]):
        worth = familiar_value(stored)
        gain = worth - familiar_value(len(before.familiars[seat]))
        out.append(Effect("familiar", float(gain),
                          msg("sb-effect-familiar", tokens=stored, points=worth)))
    raised = [(after.levels[seat][s] - before.levels[seat][s], s) for s in after.spells
              if after.levels[seat][s] > before.levels[seat][s]]
    if raised:
        _, s = max(raised)
        out.append(Effect("spell", float(sum(lv for lv, _ in raised)), msg(
            "sb-effect-spell", spell=after.spell_msg(s), level=after.levels[seat][s],
            points=after.spell_points(seat, s))))
    add_change(out, "points", after.score(seat) - before.score(seat),
               "core-effect-points", "core-effect-points-lost", "points")
    add_change(out, "pool", after.pool_size(seat) - before.pool_size(seat),
               "sb-effect-pool", "sb-effect-pool-spent", "tokens")
    return tuple(out)


__all__ = ["PHASE_OF_KIND", "effects", "option_keys", "topics"]

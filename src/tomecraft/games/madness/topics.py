"""What a Big Book of Madness player can ask about: the monster, each curse on the track,
each market pile, each library spell, each mage and spell of every seat, the cards of
one's own hand and the actions of the action phase, with what each does, the pending
options about it and why it is not offered right now.

The reasons come from the engine's own check, :func:`~.options.action_refusal` (which the
action phase's options are built from), so a topic says "not offered" exactly when the
engine leaves its option out. Only what ``seat`` may see is read: its own hand (never
another's), the public table, and the pending decision only when ``seat`` is its actor.

Keys (the browser's ``data-topic``): ``monster``, ``slot:<0-4>`` (a curse),
``pile:<0-7>`` (a market pile), ``spell:<id>`` (a library or a seat's spell),
``mage:<id>``, ``card:<kind>`` (a card kind of one's hand, 12: madness) and
``action:<activate|learn|acquire|destroy|heal|ability|pass>``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tomecraft.core import Decision, Effect, Topic
from tomecraft.core.board import add_change, waiting_reason
from tomecraft.games.madness import action_tasks as AT
from tomecraft.games.madness import actions as A
from tomecraft.games.madness import options as OP
from tomecraft.games.madness.data import ELEM, MADNESS, NK, VALUE, OngoingSpec, pile_kind
from tomecraft.games.madness.effects import cost_msg, effect_msg, ongoing_msg
from tomecraft.games.madness.setup import KIND as MAGE_KIND
from tomecraft.games.madness.setup import fits
from tomecraft.i18n import Msg, msg

if TYPE_CHECKING:
    from tomecraft.games.madness.state import MadnessState

MONSTER = "monster"
ACTIONS = ("activate", "learn", "acquire", "destroy", "heal", "ability", "pass")
#: Decision kinds whose ``CARD + k`` options are cards of the actor's hand.
_HAND_KINDS = frozenset({"discard", "destroy", "support", "upgrade", "give", "top", "recovery"})
#: Decisions of the action phase (one's own turn, or acting for another's effect).
_ACTION_KINDS = ("action", "act")
def _spell_key(st: MadnessState, s: int) -> str:
    return f"spell:{st.c.spells[s].id}"


def _mage_key(st: MadnessState, m: int) -> str:
    return f"mage:{st.c.mages[m].id}"


def _purpose_keys(st: MadnessState, pay: AT.Pay) -> tuple[str, ...]:
    """The topics of what a pending payment pays for."""
    p, arg = pay.purpose, pay.arg
    if p == AT.P_SPELL:
        return (_spell_key(st, arg), "action:activate")
    if p == AT.P_LEARN:
        s = st.lib_top[arg]
        return (_spell_key(st, s), "action:learn") if s >= 0 else ("action:learn",)
    if p == AT.P_ACQUIRE:
        return (f"pile:{arg}", "action:acquire")
    if p == AT.P_DESTROY:
        return (f"slot:{arg}", "action:destroy")
    if p in (AT.P_HEAL_HAND, AT.P_HEAL_SUPPORT):
        return ("action:heal",)
    return (_mage_key(st, arg), "action:ability")


def option_keys(st: MadnessState, d: Decision, option: int) -> tuple[str, ...]:
    """The topics a pending option of ``d`` (a seat's decision) concerns; none for a
    target player, a declined or accepted optional step, or a card outside one's hand."""
    b = A.block(option)
    seat = d.actor
    if b == "activate":
        return (_spell_key(st, option - A.ACTIVATE), "action:activate")
    if b == "learn":
        return (_spell_key(st, st.lib_top[option - A.LEARN]), "action:learn")
    if b == "acquire":
        return (f"pile:{option - A.ACQUIRE}", "action:acquire")
    if b == "destroy":
        return (f"slot:{option - A.DESTROY}", "action:destroy")
    if b == "heal_hand":
        return ("action:heal", f"card:{MADNESS}")
    if b == "heal_support":
        return ("action:heal",)
    if b == "ability":
        return (_mage_key(st, st.mages[seat]), "action:ability")
    if b == "pass":
        return ("action:pass",) if d.kind in _ACTION_KINDS else ()
    if b == "payment":
        top = st.stack[-1] if st.stack else None
        return _purpose_keys(st, top) if isinstance(top, AT.Pay) else ()
    if b == "spell":
        return (_spell_key(st, option - A.SPELL),)
    if b == "slot":
        return (f"slot:{option - A.SLOT}",)
    if b == "market":
        return (f"pile:{option - A.MARKET}",)
    if b == "mage":
        return (_mage_key(st, option - A.MAGE),)
    if b == "card" and (d.kind in _HAND_KINDS or d.kind == "heal"):
        k = option - A.CARD
        return (f"card:{k}", "action:heal") if d.kind == "heal" else (f"card:{k}",)
    if b == "support" and d.kind == "heal":
        return ("action:heal",)
    return ()


# -- texts -------------------------------------------------------------------------------
#: Texts that depend only on the content: (pack key, what, index) -> text.
_TEXTS: dict[tuple[str, str, int], Msg] = {}


def _cached(st: MadnessState, what: str, i: int, make: Callable[[MadnessState, int], Msg]) -> Msg:
    key = (st.c.key, what, i)
    got = _TEXTS.get(key)
    if got is None:
        got = _TEXTS[key] = make(st, i)
    return got


def _with_ongoing(st: MadnessState, text: Msg, entries: tuple[OngoingSpec, ...]) -> Msg:
    extra = ongoing_msg(st, entries)
    return text if extra is None else msg("mad-topic-and", first=text, rest=extra)


def _monster_text(st: MadnessState) -> Msg:
    monster = st.monster_card()
    assert monster is not None
    names = [msg(f"mad-element-{e}") for e in monster.curses]
    curses: Msg = names[0] if names else msg("mad-topic-none")
    for name in names[1:]:
        curses = msg("mad-topic-comma", first=curses, rest=name)
    appear = effect_msg(st, monster.appear)
    if st.monster < st.c.rounds:
        page = st.right_page()
        text = msg(
            "mad-topic-monster-text",
            appear=appear,
            curses=curses,
            bonus=effect_msg(st, page.bonus),
            penalty=effect_msg(st, page.penalty),
        )
    else:
        text = msg("mad-topic-monster-final", appear=appear, curses=curses)
    return text


def _spell_text(st: MadnessState, s: int) -> Msg:
    card = st.c.spells[s]
    text = msg(
        "mad-topic-spell-text" if card.level else "mad-topic-basic-text",
        level=card.level,
        cost=cost_msg(OP.vec(card.element, card.cost)),
        learn=cost_msg(OP.vec(card.element, card.learn_cost)),
        effect=effect_msg(st, card.effect),
    )
    return _with_ongoing(st, text, card.ongoing)


def _curse_text(st: MadnessState, cid: int) -> Msg:
    curse = st.c.curses[cid]
    text = msg(
        "mad-topic-curse-text",
        effect=effect_msg(st, curse.effect),
        cost=cost_msg(curse.cost),
    )
    return _with_ongoing(st, text, curse.ongoing)


def _mage_text(st: MadnessState, m: int) -> Msg:
    mage = st.c.mages[m]
    text = msg(
        "mad-topic-mage-text",
        element=msg(f"mad-element-{mage.element}"),
        slots=mage.slots,
        cost=cost_msg(mage.ability_cost),
        ability=effect_msg(st, mage.ability),
    )
    return _with_ongoing(st, text, mage.ongoing)


def _pile_text(st: MadnessState, p: int) -> Msg:
    k = pile_kind(p)
    return msg(
        "mad-topic-pile-text",
        cost=cost_msg(OP.vec(p // 2, p % 2 + 2)),
        value=VALUE[k],
        element=msg(f"mad-element-{ELEM[k]}"),
        n=st.market[p],
    )


def _card_text(st: MadnessState, k: int) -> Msg:
    if k == MADNESS:
        return msg("mad-topic-madness-text", cost=st.c.heal_cost, n=st.c.eliminate_at)
    return msg("mad-topic-card-text", value=VALUE[k], element=msg(f"mad-element-{ELEM[k]}"))


def _action_text(st: MadnessState, action: str) -> Msg:
    if action == "heal":
        return msg("mad-topic-heal-text", cost=st.c.heal_cost)
    if action == "learn":
        return msg("mad-topic-learn-text", limit=st.c.spell_limit)
    if action == "destroy":
        return msg("mad-topic-destroy-text", value=st.c.reward_value)
    return msg(f"mad-topic-{action}-text")


# -- reasons -----------------------------------------------------------------------------
def _cost_why(st: MadnessState, seat: int, option: int, avail: list[int]) -> Msg:
    """Why ``seat`` cannot pay ``option``: what it needs and what the cards hold."""
    cost, anyone = OP.action_cost(st, seat, option)
    if anyone:
        return msg("mad-why-heal-cost", n=anyone, best=max(avail))
    have = tuple(avail[e] if cost[e] else 0 for e in range(4))
    first = next((e for e in range(4) if cost[e]), 0)
    held: Msg = (
        cost_msg(have) if any(have) else msg("mad-why-nothing", element=msg(f"mad-element-{first}"))
    )
    return msg("mad-why-cost", cost=cost_msg(cost), have=held)


def refusal_msg(st: MadnessState, seat: int, option: int, avail: list[int]) -> Msg | None:
    """The sentence for :func:`~.options.action_refusal` of ``option`` (``None``: allowed)."""
    reason = OP.action_refusal(st, seat, option, avail)
    if reason is None:
        return None
    b = A.block(option)
    if reason == "cost":
        return _cost_why(st, seat, option, avail)
    if reason == "forbidden":
        return msg("mad-why-forbidden", action=msg(f"mad-fx-action-{OP.ACTION_OF_BLOCK[b]}"))
    if b == "activate":
        s = option - A.ACTIVATE
        name = st.c.spells[s].name
        if reason == "not-yours":
            holder = next((o for o in range(st.players) if s in st.spells[o]), -1)
            return msg("mad-why-spell-not-yours", spell=name, seat=holder + 1)
        return msg(f"mad-why-spell-{reason}", spell=name)
    if b == "destroy" and reason == "neutral":
        return msg("mad-why-curse-neutral", curse=st.c.curses[st.slots[option - A.DESTROY]].name)
    return msg(f"mad-why-{b.replace('_', '-')}-{reason}")


def _general_why(st: MadnessState, d: Decision | None, seat: int | None) -> Msg | None:
    """The reason for every topic when ``seat`` does not decide now (spectators: none;
    an eliminated seat is out)."""
    out = seat is not None and 0 <= seat < st.players and st.eliminated[seat]
    return waiting_reason(d, seat, "mad", out=out)


class _Ask:
    """One seat's question about the table at one moment (the shared facts)."""

    def __init__(self, st: MadnessState, seat: int | None) -> None:
        d = st.decision()
        self.st = st
        self.seat = seat
        self.mine = d is not None and seat is not None and d.actor == seat
        self.general = None if self.mine else _general_why(st, d, seat)
        self.acting = self.mine and d is not None and d.kind in _ACTION_KINDS
        self.avail = st.avail(seat) if self.acting and seat is not None else [0, 0, 0, 0]
        top = st.stack[-1] if self.acting and st.stack else None
        #: Whether the mage ability is among this action decision's actions.
        self.ability = not isinstance(top, AT.Act) or top.ability
        self.by_key: dict[str, list[int]] = {}
        if self.mine and d is not None:
            for o in d.ids:
                for key in option_keys(st, d, o):
                    self.by_key.setdefault(key, []).append(o)

    def topic(self, key: str, name: Msg | str, text: Msg | None, action: int = -1) -> Topic:
        """``action``: the action-phase option the topic stands for (-1: none), whose
        refusal is the reason while ``seat`` chooses an action."""
        options = tuple(self.by_key.get(key, ()))
        why: Msg | None
        if options:
            why = None
        elif not self.mine:
            why = self.general
        elif not self.acting:
            why = msg("mad-why-busy")
        elif action < 0:
            why = None
        else:
            assert self.seat is not None
            why = refusal_msg(self.st, self.seat, action, self.avail)
            if why is None:  # allowed by the rules, left out by this decision
                why = msg("mad-why-act-ability")
        return Topic(key, name, text, why, options)


def _action_why(ask: _Ask, action: str) -> Msg | None:
    """Why no action of a kind is open while ``seat`` chooses an action."""
    st, seat = ask.st, ask.seat
    assert seat is not None
    if action == "activate":
        if not st.spells[seat]:
            return msg("mad-why-no-spells")
        return msg("mad-why-none-activate")
    if action == "learn" and all(s < 0 for s in st.lib_top):
        return msg("mad-why-learn-empty")
    if action == "acquire" and not any(st.market):
        return msg("mad-why-acquire-empty")
    if action == "destroy" and all(c < 0 for c in st.slots):
        return msg("mad-why-destroy-empty")
    if action == "heal":
        if not st.heal_targets(seat):
            return msg("mad-why-heal-hand-no-madness")
        hand = A.HEAL_HAND if st.hands[seat][MADNESS] else -1
        option = hand if hand >= 0 else A.HEAL_SUPPORT + next(
            o for o in range(st.players) if MADNESS in st.supports[o]
        )
        return refusal_msg(st, seat, option, ask.avail) or msg("mad-why-act-ability")
    if action == "ability":
        return refusal_msg(st, seat, A.ABILITY, ask.avail) or msg("mad-why-act-ability")
    return msg(f"mad-why-none-{action}")


def topics(st: MadnessState, seat: int | None) -> list[Topic]:
    """Board order: the monster, the curses on the track, the market, the library, each
    seat's mage and spells (and the asking seat's hand), then the actions. See the module
    docstring."""
    from tomecraft.games.madness.setup import choosing

    ask = _Ask(st, seat)
    c = st.c
    out: list[Topic] = []
    monster = st.monster_card()
    if monster is not None:
        # the monster's text depends on the pages turned so far (its own and the next)
        what = f"monster:{st.monster}:{st.cover}:{','.join(map(str, st.pages[: st.monster]))}"
        text = _cached(st, what, 0, lambda st, _: _monster_text(st))
        out.append(Topic(MONSTER, monster.name, text, ask.general))
    for slot in range(A.SLOTS):
        cid = st.slots[slot]
        if cid >= 0:
            text = _cached(st, "curse", cid, _curse_text)
            out.append(ask.topic(f"slot:{slot}", c.curses[cid].name, text, A.DESTROY + slot))
    for p in range(8):
        name = msg("mad-topic-pile", card=st.card_msg(pile_kind(p)))  # not the hand's card
        out.append(ask.topic(f"pile:{p}", name, _pile_text(st, p), A.ACQUIRE + p))
    for e in range(4):
        s = st.lib_top[e]
        if s >= 0:
            text = _cached(st, "spell", s, _spell_text)
            out.append(ask.topic(_spell_key(st, s), c.spells[s].name, text, A.LEARN + e))
    setup = choosing(st)
    if setup:
        out.extend(_mage_choice(ask))
    seen = {t.key for t in out}
    for s in range(st.players):
        m = st.mages[s]
        if m >= 0 and not setup:
            key = _mage_key(st, m)
            topic = ask.topic(key, c.mages[m].name, _cached(st, "mage", m, _mage_text), A.ABILITY)
            if s != seat and ask.acting:
                topic = Topic(key, topic.name, topic.text, msg("mad-why-mage-theirs", seat=s + 1))
            elif s == seat and ask.acting and not topic.options and not ask.ability:
                topic = Topic(key, topic.name, topic.text, msg("mad-why-act-ability"))
            out.append(topic)
        for sp in st.spells[s]:
            # one topic per spell: several seats may hold the same basic spell
            key = _spell_key(st, sp)
            if key in seen:
                continue
            seen.add(key)
            text = _cached(st, "spell", sp, _spell_text)
            topic = ask.topic(key, c.spells[sp].name, text, A.ACTIVATE + sp)
            held = seat is not None and 0 <= seat < st.players and sp in st.spells[seat]
            if not held and ask.acting:
                why = msg("mad-why-spell-not-yours", spell=c.spells[sp].name, seat=s + 1)
                topic = Topic(key, topic.name, topic.text, why)
            out.append(topic)
        if s == seat and not st.eliminated[s]:
            out.extend(_card_topic(ask, k) for k in range(NK) if st.hands[s][k])
    for action in ACTIONS:
        key = f"action:{action}"
        topic = ask.topic(key, msg(f"mad-topic-{action}"), _action_text(st, action))
        if ask.acting and not topic.options and action != "pass":
            if action == "ability" and not ask.ability:
                topic = Topic(key, topic.name, topic.text, msg("mad-why-act-ability"))
            else:
                topic = Topic(key, topic.name, topic.text, _action_why(ask, action))
        out.append(topic)
    return out


def _mage_choice(ask: _Ask) -> list[Topic]:
    """Setup: every mage of the pack; for the seat choosing, why one is not offered (taken
    by another seat, or its starting cards are gone)."""
    st = ask.st
    d = st.decision()
    choosing_now = ask.mine and d is not None and d.kind == MAGE_KIND
    out = []
    for mage in st.c.mages:
        key = _mage_key(st, mage.index)
        topic = ask.topic(key, mage.name, _cached(st, "mage", mage.index, _mage_text))
        if not topic.options and choosing_now:
            taken = [s for s, m in enumerate(st.mages) if m == mage.index]
            why = msg("mad-why-mage-taken", seat=taken[0] + 1) if taken else None
            if why is None and not fits(st, mage.index):
                why = msg("mad-why-mage-cards")
            topic = Topic(key, topic.name, topic.text, why)
        out.append(topic)
    return out


def _card_topic(ask: _Ask, k: int) -> Topic:
    """A card kind of the asking seat's hand: madness says why it cannot be healed now,
    an element card that cards are spent by paying for an action."""
    st = ask.st
    topic = ask.topic(f"card:{k}", st.card_msg(k), _card_text(st, k))
    if ask.acting and not topic.options:
        assert ask.seat is not None
        why = (
            refusal_msg(st, ask.seat, A.HEAL_HAND, ask.avail)
            if k == MADNESS
            else msg("mad-why-card-pay")
        )
        topic = Topic(topic.key, topic.name, topic.text, why or msg("mad-why-act-ability"))
    return topic


def _cards_owned(st: MadnessState, seat: int) -> int:
    """``seat``'s cards other than madness (hand, deck, discard pile, support)."""
    owned = sum(st.hands[seat]) + sum(st.decks[seat]) + sum(st.discards[seat])
    owned += len(st.supports[seat])
    return owned - st.madness_held(seat)


def effects(before: MadnessState, after: MadnessState, seat: int) -> tuple[Effect, ...]:
    """What an option did at once for the group (the coach's why, most telling first):
    curses destroyed, madness cards the players hold (healed or destroyed, or taken),
    element tokens put on curses, cards gained and spells learned by ``seat``. Only
    public counts (the madness each player holds is) and ``seat``'s own cards are read."""
    out: list[Effect] = []
    curses = sum(1 for c in before.slots if c >= 0) - sum(1 for c in after.slots if c >= 0)
    add_change(out, "curses", curses, "mad-effect-curses", "mad-effect-curses-new")
    held = sum(map(before.madness_held, range(before.players)))
    held -= sum(map(after.madness_held, range(after.players)))
    add_change(out, "madness", held, "mad-effect-healed", "mad-effect-madness")
    tokens = sum(map(sum, after.curse_tokens)) - sum(map(sum, before.curse_tokens))
    if curses <= 0:  # destroying a curse clears its tokens: the curse says it
        add_change(out, "tokens", tokens, "mad-effect-tokens", "mad-effect-tokens-lost")
    add_change(out, "cards", _cards_owned(after, seat) - _cards_owned(before, seat),
               "mad-effect-cards", "mad-effect-cards-lost")
    add_change(out, "spells", len(after.spells[seat]) - len(before.spells[seat]),
               "mad-effect-spells", "mad-effect-spells-lost")
    return tuple(out)


__all__ = ["ACTIONS", "MONSTER", "effects", "option_keys", "refusal_msg", "topics"]

"""Option labels that say what a choice entails: a learn option warns when learning means
destroying one of one's spells (a seat at the limit must destroy one after paying, with no
way back), and a payment says how many times the effect happens where that can vary."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tomecraft.bots import make_bot
from tomecraft.core import Decision, Match
from tomecraft.games.madness import actions as A
from tomecraft.games.madness.action_tasks import Pay
from tomecraft.games.madness.data import MADNESS, ZONES
from tomecraft.games.madness.options import action_cost
from tomecraft.games.madness.state import MadnessState
from tomecraft.i18n import Msg, Translator, msg

from .helpers import GAME


def moments(seeds: int = 4) -> Iterator[tuple[MadnessState, Decision]]:
    """Every decision of greedy two-player games (the bots play on after each yield)."""
    for seed in range(seeds):
        match = Match(GAME, {"players": 2}, seed)
        bots = [make_bot("greedy", GAME, s, seed) for s in range(2)]
        while True:
            list(match.advance())
            d = match.state.decision()
            if d is None:
                break
            st = match.state
            assert isinstance(st, MadnessState)
            yield st, d
            match.step(bots[d.actor].choose(st))


def test_learn_options_name_the_spell_to_give_up_only_when_the_spells_are_full() -> None:
    seen = {"mad-opt-learn": 0, "mad-opt-learn-replace": 0}
    for st, d in moments():
        for o in d.ids:
            if A.block(o) == "learn":
                key = st.label(d, o).key
                full = len(st.spells[d.actor]) >= st.c.spell_limit
                assert key == ("mad-opt-learn-replace" if full else "mad-opt-learn")
                seen[key] += 1
    assert seen["mad-opt-learn"] > 0 and seen["mad-opt-learn-replace"] > 0


def test_payment_options_say_how_often_the_effect_happens_only_where_it_can_repeat() -> None:
    """A payment's label names the multiple ("effect twice") only for a cost that may be
    paid several times over (a spell's activation); an acquisition just lists its cards."""
    en = Translator("en")
    seen = {"repeatable": 0, "single": 0}
    for st, d in moments():
        top = st.stack[-1] if st.stack else None
        if isinstance(top, Pay) and any(A.block(o) == "payment" for o in d.ids):
            o = next(o for o in d.ids if A.block(o) == "payment")
            text = en(st.label(d, o))
            if top.maxm > 1:
                assert "— effect " in text, text
                seen["repeatable"] += 1
            else:
                assert "effect" not in text, text
                seen["single"] += 1
    assert seen["repeatable"] > 0 and seen["single"] > 0


def test_a_granted_action_says_which_card_grants_it() -> None:
    """"Another player: perform 1 action" asks that player with the granting card's
    name ("Player 2: Whisper lets you take 1 more action in this turn.")."""
    en = Translator("en")
    seen = 0
    for st, d in moments():
        if d.kind != "act":
            continue
        assert d.prompt.key == "mad-prompt-act-from", d.prompt
        text = en(d.prompt)
        spells = {en(st.c.spells[s].name) for seat in range(st.players) for s in st.spells[seat]}
        mages = {"the ability of " + en(st.c.mages[m].name) for m in st.mages if m >= 0}
        assert " lets you take " in text, text
        assert any(f": {name} lets" in text for name in spells | mages), text
        seen += 1
    assert seen > 0


def _idle_key(st: MadnessState, d: Decision, o: int) -> str | None:
    label = st.label(d, o)
    if label.key != "mad-opt-idle":
        return None
    why = dict(label.args)["why"]
    assert isinstance(why, Msg)
    return why.key


def test_a_move_that_can_do_nothing_says_so_in_its_label() -> None:
    """Kindle ("destroy 1 card from your hand") when every way to pay it empties the hand,
    and a heal with no madness card in hand or in any support, stay legal (the rulebook
    lets one activate any spell) and are marked; the same moves with something to work
    on are not."""
    en = Translator("en")
    seen: dict[str | None, int] = {}
    for st, d in moments(6):
        for o in d.ids:
            b = A.block(o)
            if b not in ("activate", "ability"):
                continue
            why = _idle_key(st, d, o)
            eid = (
                st.c.spells[o - A.ACTIVATE].effect
                if b == "activate"
                else st.c.mages[st.mages[d.actor]].ability
            )
            verbs = {step.verb for clause in st.c.effects[eid] for step in clause.steps}
            targets = {clause.target for clause in st.c.effects[eid]}
            if verbs == {"heal"} and targets == {"self"}:
                idle = not st.heal_targets(d.actor)
                assert (why == "mad-idle-no-madness") == idle, en(st.label(d, o))
            zones = {step.zone for clause in st.c.effects[eid] for step in clause.steps}
            if verbs == {"destroy"} and targets == {"self"} and zones == {ZONES.index("hand")}:
                cost, _ = action_cost(st, d.actor, o)
                # one card of the cost's element(s) in hand and nothing else: emptied
                if sum(st.hands[d.actor]) == 1 and any(cost) and not any(
                    k < MADNESS for sup in st.supports for k in sup
                ):
                    assert why == "mad-idle-empty-hand", en(st.label(d, o))
                if sum(st.hands[d.actor]) >= 2:
                    assert why is None, en(st.label(d, o))
            if why is not None:
                assert "does nothing now" in en(st.label(d, o))
            seen[why] = seen.get(why, 0) + 1
    assert seen.get("mad-idle-no-madness", 0) > 0
    assert seen.get("mad-idle-empty-hand", 0) > 0
    assert seen.get(None, 0) > 0


@pytest.mark.parametrize("lang", ["en", "de", "es", "zh-TW"])
def test_a_mages_ability_reads_well_whatever_its_name(lang: str) -> None:
    """A stranger read "Use Mirela of the Tides's ability": a name with "of" (or ending
    in s) takes no "'s"; every language says "the ability of <name>" or its own form."""
    assert GAME.name == "madness"  # its catalogue is loaded
    t = Translator(lang)
    name = msg("mad-name", en="Mirela of the Tides", de="Mirela der Gezeiten",
               es="Mirela de las Mareas", zh="潮汐的米蕾拉")
    whole = {"en": "Mirela of the Tides", "de": "Mirela der Gezeiten",
             "es": "Mirela de las Mareas", "zh-TW": "潮汐的米蕾拉"}[lang]
    for key in ("mad-source-ability", "mad-purpose-ability", "mad-ev-ability"):
        text = t(msg(key, mage=name))
        assert whole in text and not re.search(r"[’']s\b", text), (key, text)
    text = t(msg("mad-opt-ability", mage=name, cost="1 water"))
    assert whole in text and not re.search(r"[’']s\b", text), text


def test_a_heal_of_other_players_is_marked_only_when_the_caster_can_know_it_is_idle() -> None:
    """Docs/rulings.md, Madness 27: a heal that can find no madness card may still be
    used, and says so, also when it heals other players (the stranger's pack: Ondina heals
    "one player"; here Echo Maw's bonus, "each player: heal 2"). Another player's hand is
    hidden: the heal is marked only when no madness card is in their hand and deck
    together (what the table knows), nor in any support."""
    from tomecraft.games.madness.idle import idle_reason

    from .helpers import K, new, set_zone

    st = new(2)
    eid = next(p.bonus for p in st.c.pages if p.id == "page-echo-maw")
    assert {c.target for c in st.c.effects[eid]} == {"each"}
    for seat in (0, 1):
        set_zone(st, seat, "hands", [K("water", 1)] * 5)
        set_zone(st, seat, "decks", [K("earth", 1)] * 4)
        set_zone(st, seat, "supports", [])
    free = (0, 0, 0, 0)
    why = idle_reason(st, 0, eid, free)
    assert why is not None and why.key == "mad-idle-no-madness"
    set_zone(st, 1, "decks", [K("earth", 1)] * 3 + [MADNESS])  # may be drawn: unknown
    assert idle_reason(st, 0, eid, free) is None
    set_zone(st, 1, "decks", [K("earth", 1)] * 4)
    set_zone(st, 1, "hands", [K("water", 1)] * 4 + [MADNESS])
    assert idle_reason(st, 0, eid, free) is None
    set_zone(st, 1, "hands", [K("water", 1)] * 5)
    set_zone(st, 1, "supports", [MADNESS])
    assert idle_reason(st, 0, eid, free) is None

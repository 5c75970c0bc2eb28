"""The coach's "why" (issue 24): what the better option and the one taken did at once.

Rules checked here:

* per game, the effects of an option are what the rules make it do right away, for
  the deciding seat or its team: SpellBook storing a token grows the familiar and
  learning a spell raises it, Madness healing leaves the group a madness card fewer,
  Wonder Book collecting gives a spark; the sentence names the better option's gain
  (and the taken one's where it had some of the same kind);
* any other competitive game says the points an option scored (the default hook);
* the comparison goes key by key in the game's order and says nothing where the better
  option did no more at once;
* the why is a function of the seat's view: a Madness position whose hidden cards are
  drawn again gets the same sentence;
* a reviewed decision keeps its why through the stored document and renders it in the
  JSON, in every shipped language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pytest
from helpers.games import greedy_until
from helpers.nim import NimGame, NimState

from tomecraft.analysis import why as why_module
from tomecraft.analysis.review import DecisionReview, OptionValue, Review, assemble, plan
from tomecraft.analysis.why import compare, effects_of, explain
from tomecraft.core import Decision, Effect, Match, Rng, State, get_game
from tomecraft.games.madness import actions as MA
from tomecraft.games.spellbook import actions as SA
from tomecraft.games.wonderbook import actions as WA
from tomecraft.i18n import Msg, Translator, msg

CONFIGS = {
    "spellbook": {"players": 3, "set": "classic"},
    "madness": {"players": 3},
    "wonderbook": {"players": 3, "chapter": "one"},
}


def _at(game_name: str, wanted: Any, seed: int = 1) -> Match:
    game = get_game(game_name)
    match = Match(game, game.bot_only_config(CONFIGS[game_name]), seed)
    return greedy_until(match, wanted, seed)


def _keys(m: Msg | None) -> list[str]:
    """The message keys of ``m`` and of its message arguments, outer first."""
    if m is None:
        return []
    doc = m.to_json()
    out: list[str] = []

    def walk(d: dict[str, Any]) -> None:
        out.append(d["key"])
        for v in d["args"].values():
            if isinstance(v, dict):
                walk(v)

    walk(doc)
    return out


# -- per game ----------------------------------------------------------------------------
def test_spellbook_storing_grows_the_familiar_and_says_so() -> None:
    match = _at("spellbook", lambda d: SA.STORE1 in d.ids and SA.PASS in d.ids)
    st, seat = match.state, match.state.decision().actor  # type: ignore[union-attr]
    game = match.game
    stored = effects_of(game, st, seat, SA.STORE1)
    assert stored[0].key == "familiar" and stored[0].amount > 0
    assert effects_of(game, st, seat, SA.PASS) == ()
    why = explain(game, st, seat, SA.STORE1, SA.PASS)
    assert _keys(why)[:2] == ["review-why", "sb-effect-familiar"]
    text = Translator()(why)  # type: ignore[arg-type]
    assert "familiar of" in text and ("points" in text or "1 point" in text)
    # skipping stores nothing, but keeps the token in the pool
    assert _keys(explain(game, st, seat, SA.PASS, SA.STORE1)) == [
        "review-why-avoid", "sb-effect-pool-spent"]


def test_spellbook_learning_names_the_spell_and_its_level() -> None:
    def learn(d: Decision) -> bool:
        return d.kind == "evening" and any(SA.block(o) == "learn" for o in d.ids)

    match = _at("spellbook", learn)
    st = match.state
    d = st.decision()
    assert d is not None
    option = next(o for o in d.ids if SA.block(o) == "learn")
    why = explain(match.game, st, d.actor, option, SA.PASS)
    assert _keys(why)[:2] == ["review-why", "sb-effect-spell"]
    assert "to level" in Translator()(why)  # type: ignore[arg-type]


def test_madness_healing_leaves_the_group_a_madness_card_fewer() -> None:
    match = _at("madness", lambda d: MA.HEAL_HAND in d.ids and MA.PASS in d.ids)
    st = match.state
    d = st.decision()
    assert d is not None
    healed = effects_of(match.game, st, d.actor, MA.HEAL_HAND)
    assert ("madness", 1.0) in [(e.key, e.amount) for e in healed]
    why = explain(match.game, st, d.actor, MA.HEAL_HAND, MA.PASS)
    assert _keys(why)[:2] == ["review-why", "mad-effect-healed"]


def test_wonderbook_collecting_gives_the_team_a_spark() -> None:
    match = _at("wonderbook", lambda d: WA.COLLECT in d.ids and WA.PASS in d.ids)
    st = match.state
    d = st.decision()
    assert d is not None
    why = explain(match.game, st, d.actor, WA.COLLECT, WA.PASS)
    assert _keys(why)[:2] == ["review-why", "wb-effect-sparks"]
    assert Translator()(why) == "Why: right away, it would have gained 1 spark."  # type: ignore[arg-type]


class _Nim(NimGame):
    """Nim with a determiniser (nothing is hidden) and the default effects: points."""

    def determinizer(self, view: Mapping[str, Any], seat: int) -> Callable[[Rng], State]:
        data = {k: v for k, v in view.items() if k in ("players", "stones", "turn", "last")}
        return lambda rng: NimState.from_json(data)


def test_any_other_competitive_game_says_the_points() -> None:
    """The default :meth:`GameDef.option_effects`: the points an option scored (Nim:
    taking the last stone scores 1)."""
    st = NimState(2, 2)
    why = explain(_Nim(), st, 0, 2, 1)
    assert _keys(why) == ["review-why", "core-effect-points"]
    assert Translator()(why) == "Why: right away, it would have scored 1 point."  # type: ignore[arg-type]
    assert explain(_Nim(), st, 0, 1, 2) is None


# -- the comparison ----------------------------------------------------------------------
def _e(key: str, amount: float) -> Effect:
    return Effect(key, amount, msg("core-effect-points", points=int(abs(amount))))


@pytest.mark.parametrize(
    ("better", "taken", "want"),
    [
        ((_e("a", 3),), (), "review-why"),
        ((_e("a", 3),), (_e("a", 1),), "review-why-than"),
        ((), (_e("a", -2),), "review-why-avoid"),
        ((_e("a", -1),), (_e("a", -4),), "review-why-less"),
        ((_e("a", 1),), (_e("a", 1),), None),
        ((_e("a", 1),), (_e("a", 2),), None),
        ((), (), None),
        # the game's order decides: "a" (equal) is passed over, "b" speaks
        ((_e("a", 1), _e("b", 2)), (_e("a", 1),), "review-why"),
    ],
)
def test_the_first_key_the_better_option_did_more_for_speaks(
    better: tuple[Effect, ...], taken: tuple[Effect, ...], want: str | None
) -> None:
    got = compare(better, taken)
    assert (got.key if got is not None else None) == want


def test_the_same_option_has_no_why() -> None:
    match = _at("spellbook", lambda d: SA.STORE1 in d.ids)
    d = match.state.decision()
    assert d is not None
    assert explain(match.game, match.state, d.actor, SA.STORE1, SA.STORE1) is None


@pytest.mark.parametrize("game_name", sorted(CONFIGS))
def test_the_why_compares_each_options_own_effects(game_name: str) -> None:
    """``explain`` draws one state for both options: what it says is the comparison of
    each option's effects drawn on its own (playing one option leaves the drawn state
    as it was for the other)."""
    match = _at(game_name, lambda d: len(d.ids) > 2)
    st = match.state
    d = st.decision()
    assert d is not None
    game, seat = match.game, d.actor
    effects = {a: effects_of(game, st, seat, a) for a in d.ids}
    assert any(effects.values()), "no option has an effect: the test would prove nothing"
    for better in d.ids:
        for taken in d.ids:
            expected = None if better == taken else compare(effects[better], effects[taken])
            assert explain(game, st, seat, better, taken) == expected


# -- hidden information ------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2, 4])
def test_the_why_depends_only_on_the_seats_view(seed: int) -> None:
    """Madness: the other players' hands and the decks' orders drawn again (the view
    unchanged) give the same effects and the same sentence."""
    match = _at("madness", lambda d: MA.HEAL_HAND in d.ids and MA.PASS in d.ids, seed)
    st = match.state
    d = st.decision()
    assert d is not None
    seat = d.actor
    redrawn = (st.resample_hidden(seat, Rng(k)) for k in range(40))
    other = next((o for o in redrawn if o.to_json() != st.to_json()), None)
    assert other is not None, "nothing hidden differs: the test would prove nothing"
    assert other.view(seat) == st.view(seat)
    game = match.game
    for option in d.ids:
        assert effects_of(game, st, seat, option) == effects_of(game, other, seat, option)
    why = explain(game, st, seat, MA.HEAL_HAND, MA.PASS)
    assert why is not None
    assert why == explain(game, other, seat, MA.HEAL_HAND, MA.PASS)


# -- stored and shown --------------------------------------------------------------------
def _review_with_why() -> Review:
    why = msg("review-why", effect=msg("core-effect-points", points=3))
    opts = (OptionValue(1, msg("core-seat", seat=1), 0.6, 0.5, 2.0, 4),
            OptionValue(2, msg("core-seat", seat=2), 0.4, 0.3, -1.0, 4))
    d = DecisionReview(5, 0, "take", 2, 1, opts, 20.0, "blunder", False, why)
    return assemble("spellbook", (0,), 4, [d], False)


@pytest.mark.parametrize("lang", ["en", "de", "es", "zh-TW"])
def test_a_stored_why_reads_back_and_renders_in_every_language(lang: str) -> None:
    rv = _review_with_why()
    back = Review.from_document(rv.to_document())
    assert back.decisions[0].why == rv.decisions[0].why
    text = back.to_json(Translator(lang))["decisions"][0]["why"]
    assert isinstance(text, str) and "3" in text and "review-why" not in text
    assert back.summaries[0].costliest[0].why is not None


# -- guesses are not facts ----------------------------------------------------------------
def test_a_why_that_depends_on_unseen_cards_is_an_estimate(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The stranger's Madness review said a heal "would have removed 1 madness card" of
    a player whose hidden hand held none (true of the one state drawn). Where the states
    drawn from the seat's view disagree, the why is said as an estimate with how many
    draws gave it; where they all agree, as a fact."""
    match = _at("spellbook", lambda d: SA.STORE1 in d.ids and SA.PASS in d.ids)
    st = match.state
    d = st.decision()
    assert d is not None
    draws: list[int] = []
    gain = Effect("k", 1.0, msg("core-effect-points", points=1))

    def drawn_effects(game: Any, world: State, seat: int, option: int,
                      play_seed: int) -> tuple[Effect, ...]:
        if option == SA.STORE1:
            draws.append(play_seed)
            # the effect shows in the first, third... draw only (a card some draws deal)
            return (gain,) if len(set(draws)) % 2 == 1 else ()
        return ()

    monkeypatch.setattr(why_module, "_effects", drawn_effects)
    t = Translator("en")
    why = explain(match.game, st, d.actor, SA.STORE1, SA.PASS)
    assert len(set(draws)) == why_module.DRAWS
    assert why is not None and why.key == "review-why-estimate"
    assert t(why) == ("Why: right away, it would have scored 1 point. (An estimate: so in 4 "
                      "of 8 guesses at the cards you could not see.)")
    monkeypatch.setattr(why_module, "_effects", lambda *_: (gain,) if _[3] == SA.STORE1 else ())
    assert t(explain(match.game, st, d.actor, SA.STORE1, SA.PASS)) == (
        "Why: right away, it would have scored 1 point.")


def test_decisions_taken_without_asking_are_not_reviewed() -> None:
    """A decision a file marks ``forced`` (the terminal took it: every way through ends
    the same) is not graded, nor one whose options the game calls alike."""
    match = _at("madness", lambda d: len(d.ids) > 1 and d.actor == 0, 2)
    index = len(match.history)
    for _ in range(3):  # a few more decisions, so the marked one is not the last
        match.step(match.state.legal_ids()[0])
    doc = match.game_file()
    assert index in plan(doc, [0])
    assert index not in plan({**doc, "forced": [index]}, [0])
    assert plan({**doc, "forced": [index]}, [0]) == [i for i in plan(doc, [0]) if i != index]


def test_a_loss_that_reads_zero_is_not_a_costliest_decision() -> None:
    """Losses are shown to a tenth of a point: one of 0.03 points ("-0.0", as good as the
    best) is not listed among a seat's costliest decisions; one of 2 points is."""
    opts = (OptionValue(1, msg("core-seat", seat=1), 0.6, 0.5, None, 4),
            OptionValue(2, msg("core-seat", seat=2), 0.6, 0.5, None, 4))
    small = DecisionReview(3, 0, "take", 2, 1, opts, 0.03, "best", False, None)
    big = DecisionReview(5, 0, "take", 2, 1, opts, 2.0, "inaccuracy", False, None)
    rv = assemble("spellbook", (0,), 4, [small, big], False)
    assert [d.index for d in rv.summaries[0].costliest] == [5]

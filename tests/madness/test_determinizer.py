"""The determiniser: every sampled state must be one the view could come from, with its
pending decision worked out from the sampled hands (regression: it used to be worked out
while the other hands were empty, so when another player was paying, discarding or
acting, searches applied options of a hand that was not there, took cards the hand did
not hold and crashed with "weighted() needs at least one positive weight")."""

from __future__ import annotations

from tomecraft.bots.mcts import MCTSBot, SearchConfig
from tomecraft.core import CHANCE, Match, Rng
from tomecraft.games.madness.state import MadnessState

from .helpers import GAME

#: Decisions whose options come from the deciding player's hand.
HAND_KINDS = ("pay", "discard", "act", "recovery")


def _positions(players: int, seed: int, count: int) -> list[MadnessState]:
    """Moments of a seeded 4-player game where a player decides something from their
    hand (random options, chance from the match's generator)."""
    m = Match(GAME, {"players": players}, seed)
    rng = Rng(seed + 100)
    out: list[MadnessState] = []
    while (d := m.state.decision()) is not None and len(out) < count:
        if d.actor == CHANCE:
            m.step(m.state.sample_chance(m.rng))
            continue
        if d.kind in HAND_KINDS and len(d.ids) > 1:
            st = m.state.clone()
            assert isinstance(st, MadnessState)
            out.append(st)
        m.step(d.ids[rng.below(len(d.ids))])
    return out


def _fresh(st: MadnessState) -> MadnessState:
    """The same facts loaded afresh (the pending decision worked out from scratch)."""
    return MadnessState.from_json(st.to_json())


def test_samples_agree_with_every_seats_view() -> None:
    positions = _positions(4, 3, 12)
    assert len(positions) == 12
    for true in positions:
        d = true.decision()
        assert d is not None
        for viewer in range(4):
            view = true.view(viewer)
            sample = GAME.determinizer(view, viewer)
            for i in range(8):
                st = sample(Rng(i))
                assert isinstance(st, MadnessState)
                got = st.decision()
                assert got is not None and got.ids, "a player decision needs an option"
                # worked out from the sampled hands, not left over from empty ones
                assert got == _fresh(st).decision()
                assert (got.actor, got.kind) == (d.actor, d.kind)
                assert st.view(viewer)["stack"] == view["stack"]
                if viewer == d.actor:
                    assert got.ids == d.ids
                # the sample is a state the engine can play on: a short random walk
                walk = Rng(1000 + i)
                for _ in range(40):
                    dd = st.decision()
                    if dd is None:
                        break
                    option = (
                        st.sample_chance(walk) if dd.actor == CHANCE
                        else dd.ids[walk.below(len(dd.ids))]
                    )
                    st.apply(option)
                    st.check_cards()


def test_search_from_another_seats_view_does_not_crash() -> None:
    """A search seated elsewhere than the deciding player (it used to crash in its
    determinisations, with the ValueError above or an empty option list)."""
    cfg = SearchConfig(iterations=40, rollout_decisions=24)
    for true in _positions(4, 3, 6):
        d = true.decision()
        assert d is not None
        for seat in range(4):
            before = true.state_hash()
            MCTSBot(GAME, seat, 5, cfg).choose(true)
            assert true.state_hash() == before


def test_the_acting_seat_keeps_its_exact_decision() -> None:
    for true in _positions(3, 8, 6):
        d = true.decision()
        assert d is not None
        sample = GAME.determinizer(true.view(d.actor), d.actor)
        for i in range(5):
            st = sample(Rng(i))
            assert st.decision() == d
            assert isinstance(st, MadnessState) and st.hands[d.actor] == true.hands[d.actor]


def test_a_known_top_card_is_never_sampled_into_the_hand() -> None:
    """A card put face down on top of another player's deck (known to everyone) lies in
    that deck: sampled hands are drawn from the rest (regression: a sampled hand could take
    the known madness card, leaving the deck at -1 madness once the top was drawn)."""
    from .helpers import M, at_action, new, set_zone

    st = at_action(new(players=2, seed=3), 0)
    set_zone(st, 1, "decks", [M])
    set_zone(st, 1, "hands", [0, 1, 2])
    st.tops[1] = [[M, 0b11]]
    st.check_cards()
    sample = GAME.determinizer(st.view(0), 0)
    for i in range(40):
        s2 = sample(Rng(i))
        assert isinstance(s2, MadnessState)
        assert s2.decks[1][M] >= 1 and s2.tops[1] == [[M, 0b11]]
        assert s2.hands[1][M] == 0 and min(s2.decks[1]) >= 0

"""Hidden information: private hands, the determinizer, and the search bots."""

from __future__ import annotations

from collections import Counter

from tomecraft.bots import make_bot, play_game
from tomecraft.core import CHANCE, Match, Rng
from tomecraft.games.madness.data import NK
from tomecraft.games.madness.state import MadnessState

from .helpers import GAME, K, M, at_action, new, set_zone


def test_view_hides_other_hands_and_deck_contents() -> None:
    st = new(3, seed=5)
    v = st.view(1)
    seats = v["seats"]
    assert seats[1]["hand"] == st.hands[1] and seats[1]["deck"] == st.decks[1]
    for s in (0, 2):
        assert seats[s]["hand"] is None and seats[s]["deck"] is None
        assert seats[s]["hand_count"] == sum(st.hands[s])
        assert seats[s]["deck_count"] == sum(st.decks[s])
        assert seats[s]["unseen"] == [h + d for h, d in zip(st.hands[s], st.decks[s], strict=True)]
        # Discards and supports are public.
        assert seats[s]["discard"] == st.discards[s] and seats[s]["support"] == st.supports[s]
    spectator = GAME.state_class.view(st, None)
    assert all(x["hand"] is None for x in spectator["seats"])


def test_moving_cards_between_another_hand_and_deck_changes_nothing_seen() -> None:
    st = new(2, seed=9)
    set_zone(st, 1, "hands", [K("fire", 1), K("fire", 1), K("air", 3)])
    set_zone(st, 1, "decks", [K("water", 2), M, K("earth", 1)])
    other = st.clone()
    other.hands[1] = [0] * NK
    other.decks[1] = [0] * NK
    for k in (K("water", 2), M, K("earth", 1)):
        other.hands[1][k] += 1
    for k in (K("fire", 1), K("fire", 1), K("air", 3)):
        other.decks[1][k] += 1
    assert st.view(0) == other.view(0)
    assert st.view(1) != other.view(1)


def test_chance_options_are_not_in_the_view() -> None:
    st = new(2)
    set_zone(st, 0, "hands", [])
    set_zone(st, 0, "decks", [K("fire", 3)] * 3 + [K("air", 1)] * 4)
    at_action(st, 0)
    st.apply(0)  # end the actions: recovery draws
    d = st.decision()
    assert d is not None and d.actor == CHANCE
    for seat in (0, 1, None):
        assert st.view(seat)["decision"] == {"actor": CHANCE, "kind": d.kind}


def test_draw_events_do_not_name_the_card() -> None:
    st = new(2)
    set_zone(st, 0, "hands", [])
    set_zone(st, 0, "decks", [K("fire", 3)] * 4 + [K("air", 1)] * 4)
    at_action(st, 0)
    st.apply(0)
    events = st.apply(st.decision().ids[0])  # type: ignore[union-attr]
    draws = [e for e in events if e.kind == "draw"]
    assert draws and all(not e.msg.args for e in draws)


def test_determinizer_samples_consistent_states() -> None:
    st = new(4, seed=13)
    seat = st.decision().actor  # type: ignore[union-attr]
    sample = GAME.determinizer(st.view(seat), seat)
    rng = Rng(5)
    hands = set()
    for _ in range(20):
        s = sample(rng)
        assert isinstance(s, MadnessState)
        assert s.hands[seat] == st.hands[seat] and s.decks[seat] == st.decks[seat]
        for o in range(4):
            assert sum(s.hands[o]) == sum(st.hands[o])
            assert [a + b for a, b in zip(s.hands[o], s.decks[o], strict=True)] == [
                a + b for a, b in zip(st.hands[o], st.decks[o], strict=True)
            ]
            assert s.discards[o] == st.discards[o] and s.supports[o] == st.supports[o]
        assert s.census() == st.census()
        assert s.decision() == st.decision()
        hands.add(tuple(tuple(h) for h in s.hands))
        # A sample plays on to the end.
        while s.decision() is not None:
            s.apply(
                s.sample_chance(rng) if s.decision().actor == CHANCE else rng.choice(s.legal_ids())
            )  # type: ignore[union-attr]
    assert len(hands) > 1  # the other hands really vary


def test_determinizer_uses_only_the_view() -> None:
    st = new(2, seed=21)
    view = st.view(0)
    a = GAME.determinizer(view, 0)(Rng(1))
    altered = st.clone()
    altered.hands[1], altered.decks[1] = altered.decks[1][:], altered.hands[1][:]
    # Same view whatever the other hand really is (when its size is kept).
    if sum(altered.hands[1]) == sum(st.hands[1]):
        b = GAME.determinizer(altered.view(0), 0)(Rng(1))
        assert a.to_json() == b.to_json()


def test_random_and_greedy_play_whole_games() -> None:
    for names in (
        ["random"] * 3,
        ["greedy"] * 2,
        ["greedy", "random", "greedy", "random", "greedy"],
    ):
        m = play_game(GAME, {"players": len(names)}, names, 17)
        assert m.is_over()


def test_search_bots_choose_legal_options() -> None:
    m = Match(GAME, {"players": 3}, 4)
    m.resolve_chance()
    for name in ("mcts", "easy"):
        bot = make_bot(name, GAME, m.actor() or 0, 1)
        from tomecraft.bots.mcts import MCTSBot, SearchConfig

        if isinstance(bot, MCTSBot):  # Madness's levels are rollout bots with their own config
            bot.config = SearchConfig(iterations=25, rollout_decisions=8)
        for _ in range(6):
            d = m.state.decision()
            assert d is not None
            bot.seat = d.actor
            choice = bot.choose(m.state)
            assert choice in d.ids
            m.step(choice)
            m.resolve_chance()


def test_estimate_and_rewards_are_shared() -> None:
    st = new(3)
    est = GAME.estimate(st)
    assert len(set(est)) == 1 and 0 <= est[0] <= 1
    assert len({GAME.heuristic(st, s) for s in range(3)}) == 1
    counts = Counter(st.scores())
    assert len(counts) == 1


def test_observation_is_bounded_fixed_and_a_function_of_the_view() -> None:
    from tomecraft.games.madness.observation import OBSERVATION_SIZE

    st = new(4, seed=3)
    assert GAME.observation_size({"players": 2}) == OBSERVATION_SIZE
    for seat in range(4):
        obs = GAME.observation(st, seat)
        assert len(obs) == OBSERVATION_SIZE and all(0.0 <= x <= 1.0 for x in obs)
    twin = st.clone()
    set_zone(twin, 2, "hands", [K("fire", 1)] * sum(st.hands[2]))
    set_zone(twin, 2, "decks", [])
    for k in range(NK):  # same cards in hand and deck together, split differently
        twin.box[k] += twin.hands[2][k] + twin.decks[2][k]
        twin.hands[2][k] = twin.decks[2][k] = 0
    pool = [k for k in range(NK) for _ in range(st.hands[2][k] + st.decks[2][k])]
    for k in pool:
        twin.box[k] -= 1
    for i, k in enumerate(sorted(pool, reverse=True)):
        (twin.hands if i < sum(st.hands[2]) else twin.decks)[2][k] += 1
    assert twin.census() == st.census()
    assert GAME.observation(twin, 0) == GAME.observation(st, 0)
    assert GAME.observation(twin, 2) != GAME.observation(st, 2) or twin.hands[2] == st.hands[2]


def test_gymnasium_episode() -> None:
    import pytest

    pytest.importorskip("gymnasium")
    import numpy as np

    from tomecraft.interfaces.rl.gymnasium_env import TomecraftSingleAgentEnv

    env = TomecraftSingleAgentEnv("madness", seat=1, opponents="random", config={"players": 2})
    obs, info = env.reset(seed=5)
    rng = np.random.default_rng(1)
    for _ in range(2000):
        a = int(rng.choice(np.flatnonzero(info["action_mask"])))
        obs, _r, term, trunc, info = env.step(a)
        assert obs.shape == env.observation_space.shape
        if term or trunc:
            break
    else:  # pragma: no cover
        raise AssertionError("the episode did not end")



def test_terminal_board_shows_a_known_top_only_to_who_knows_it() -> None:
    """The terminal board lists a deck's known top card for the seats that know it and a
    face-down marker for everyone else; the element-token supply is shown to all."""
    from tomecraft.i18n import Translator

    tr = Translator("en")
    st = new(players=2)
    card = K("fire", 3)
    st.decks[0][card] += 1
    st.tops[0] = [[card, 0b01]]

    def rows(viewer: int | None) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for sec in st.board(viewer):
            for row in sec.rows:
                out.setdefault(tr(row.label), [tr(c.text) for c in row.cells])
        return out

    deck = next(k for k in rows(0) if k.startswith("Deck"))
    assert rows(0)[deck] == [tr(st.card_msg(card))]
    assert rows(1)[deck] == ["? (top, unknown)"] == rows(None)[deck]
    assert "Element tokens" in rows(1)

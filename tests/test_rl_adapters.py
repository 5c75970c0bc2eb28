"""The RL adapters: the observation hook, OpenSpiel, PettingZoo and Gymnasium.

The observation tests need nothing optional; each adapter test skips itself when its
package (``pip install -e '.[rl]'``) is missing.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from helpers.games import SPELLBOOK_SET1, BareGame

from tomecraft.core import CHANCE, GameDef, IllegalDecision, Rng, State, game_names, get_game
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook.data import token_code
from tomecraft.games.spellbook.observation import (
    DECISION_KINDS,
    FIELDS,
    OBSERVATION_SIZE,
    OFFSETS,
    SEAT_FIELDS,
    SEAT_OFFSETS,
    SEAT_SIZE,
    encode_view,
)
from tomecraft.games.spellbook.position import from_position
from tomecraft.games.spellbook.state import SpellBookState

DOC = Path(__file__).resolve().parents[1] / "docs" / "observations.md"

POSITION: dict[str, Any] = {
    "players": 2,
    "spells": SPELLBOOK_SET1,
    "altar": "Ro Pt Gs Kt Wo",
    "discard": "Yo Bt",
    "seats": [
        {
            "pool": "Yo Yt Ys Ro Ko Wo",
            "familiar": "Kt Ys",
            "spells": {"sacrifice": "4 Rt", "levitation": {"level": 5, "marker": "Ps"}},
            "fresh": ["levitation"],
        },
        {"pool": "Bo Bs"},
    ],
    "first_player": 0,
    "to_play": 0,
    "phase": "morning",
}


def spellbook() -> GameDef:
    return get_game("spellbook")


def random_playout(state: State, rng: Rng, limit: int = 5000) -> list[State]:
    """Play uniformly at random to the end; return a snapshot of every state on the way."""
    seen = [state.clone()]
    for _ in range(limit):
        d = state.decision()
        if d is None:
            return seen
        state.apply(state.sample_chance(rng) if d.actor == CHANCE else rng.choice(d.ids))
        seen.append(state.clone())
    raise AssertionError("random game did not end")


def hidden_pair() -> tuple[SpellBookState, SpellBookState]:
    """The same position with a random bag and with a known (fixed) bag order."""
    loose = from_position(POSITION)
    bag = [k for k in range(21) for _ in range(loose.bag[k])]
    order = [token_code(k) for k in reversed(bag)]
    fixed = from_position({**POSITION, "bag": order, "bag_order": "fixed"})
    return loose, fixed


# -- the observation hook ------------------------------------------------------------
def test_base_gamedef_observation_is_optional_with_a_clear_message() -> None:
    with pytest.raises(NotImplementedError, match="bare has no observation encoding"):
        BareGame().observation_size({})
    with pytest.raises(NotImplementedError, match=r"GameDef\.observation"):
        BareGame().observation(from_position(POSITION), 0)


def test_layout_adds_up() -> None:
    assert sum(n for _, n in FIELDS) == OBSERVATION_SIZE == 472
    assert sum(n for _, n in SEAT_FIELDS) == SEAT_SIZE == 87
    assert OFFSETS["seats"] == (63, 63 + 4 * SEAT_SIZE)
    game = spellbook()
    for players in (1, 2, 3, 4):
        config = game.parse_config({"players": players})
        assert game.observation_size(config) == OBSERVATION_SIZE


def test_docs_give_every_index_range() -> None:
    text = DOC.read_text(encoding="utf-8")

    def rng(start: int, end: int) -> str:
        return f"`{start}`" if end - start == 1 else f"`{start}-{end - 1}`"

    for name, (start, end) in OFFSETS.items():
        assert re.search(rf"\| {re.escape(rng(start, end))} \| `{name}`", text), name
    for name, (start, end) in SEAT_OFFSETS.items():
        assert re.search(rf"\| {re.escape(rng(start, end))} \| `{name}`", text), name
    for kind in DECISION_KINDS:
        assert f"`{kind}`" in text


def test_observation_of_a_position_reads_the_view() -> None:
    game = spellbook()
    st = from_position(POSITION)
    obs = game.observation(st, 0)
    assert len(obs) == OBSERVATION_SIZE
    altar = OFFSETS["altar"][0]
    assert obs[altar : altar + 3] == [0.2, 0.0, 0.0]  # one red circle (Ro) of 5
    me = OFFSETS["seats"][0]
    assert obs[me + SEAT_OFFSETS["present"][0]] == 1.0
    assert obs[me + SEAT_OFFSETS["familiar_size"][0]] == pytest.approx(2 / 14)
    # slot 0 (red: sacrifice) learned at level 4 with a triangle marker
    slot0 = me + SEAT_OFFSETS["slots"][0]
    assert obs[slot0 : slot0 + 8] == [0, 0, 1, 0, 0, 1, 0, 0]
    # slot 1 (purple: levitation) level 5, square marker, learned this day
    assert obs[slot0 + 8 : slot0 + 16] == [0, 0, 0, 1, 0, 0, 1, 1]
    # seen from seat 1, seat 0's block comes second and seat 1's first
    other = game.observation(st, 1)
    assert other[me + SEAT_SIZE : me + 2 * SEAT_SIZE] == obs[me : me + SEAT_SIZE]
    assert other[me + 2 * SEAT_SIZE] == 0.0  # padded seats are empty
    assert obs[OFFSETS["turn"][0]] == 1.0 and other[OFFSETS["turn"][0] + 1] == 1.0
    kind = OFFSETS["decision_kind"][0] + DECISION_KINDS.index("morning")
    assert obs[kind] == 1.0
    with pytest.raises(ValueError, match="seat's view"):
        encode_view(st.view(None))


def test_observation_is_fixed_length_bounded_and_a_function_of_the_view() -> None:
    game = spellbook()
    kinds: set[str] = set()
    for players in (1, 2, 4):
        config = game.parse_config({"players": players, "set": "classic"})
        rng = Rng(players)
        states = random_playout(game.new_state(config, rng), rng)
        for st in [*states[:: max(1, len(states) // 40)], states[-1]]:
            d = st.decision()
            if d is not None:
                kinds.add(d.kind)
            for seat in range(players):
                obs = game.observation(st, seat)
                assert len(obs) == OBSERVATION_SIZE
                assert all(0.0 <= x <= 1.0 for x in obs)
                # equal views give equal vectors (a rebuilt state, a clone)
                assert game.observation(st.clone(), seat) == obs
                assert encode_view(st.view(seat)) == obs
    assert kinds <= set(DECISION_KINDS)


def test_observation_ignores_hidden_information() -> None:
    game = spellbook()
    loose, fixed = hidden_pair()
    assert loose.state_hash() != fixed.state_hash()  # the bag order differs
    for seat in (0, 1):
        assert loose.view(seat) == fixed.view(seat)
        assert game.observation(loose, seat) == game.observation(fixed, seat)
    # a draw is pending: one known outcome against the whole bag
    for st in (loose, fixed):
        st.apply(A.DRAW2)
    assert loose.decision() is not None and fixed.decision() is not None
    assert len(fixed.decision().ids) == 1 < len(loose.decision().ids)  # type: ignore[union-attr]
    for seat in (0, 1):
        assert game.observation(loose, seat) == game.observation(fixed, seat)


# -- OpenSpiel -------------------------------------------------------------------------
def _openspiel() -> Any:
    pytest.importorskip("pyspiel")
    from tomecraft.interfaces.rl import openspiel

    return openspiel


def test_openspiel_registers_every_game_with_its_parameters() -> None:
    adapter = _openspiel()
    import pyspiel

    for name in game_names():
        assert adapter.short_name(name) in pyspiel.registered_names()
    game = pyspiel.load_game("tomecraft_spellbook")
    gtype = game.get_type()
    assert gtype.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert gtype.information == pyspiel.GameType.Information.PERFECT_INFORMATION
    assert gtype.utility == pyspiel.GameType.Utility.GENERAL_SUM
    assert gtype.reward_model == pyspiel.GameType.RewardModel.TERMINAL
    assert game.num_players() == 2
    assert game.num_distinct_actions() == spellbook().num_actions
    assert game.max_chance_outcomes() == spellbook().num_actions
    assert game.observation_tensor_size() == OBSERVATION_SIZE
    # numeric-looking strings stay quoted so that the game string loads again
    assert game.get_parameters() == {"players": 2, "set": '"1"', "difficulty": 0, "seed": 0}
    assert game.tomecraft_config == {"players": 2, "set": "1", "difficulty": 0}
    three = pyspiel.load_game("tomecraft_spellbook(players=3,set=classic)")
    assert three.num_players() == 3 and three.tomecraft_config["set"] == "classic"
    for quoted in (
        pyspiel.load_game('tomecraft_spellbook(set="2")'),
        pyspiel.load_game("tomecraft_spellbook", {"set": "2"}),
    ):
        assert quoted.tomecraft_config["set"] == "2"
        assert pyspiel.load_game(str(quoted)).tomecraft_config["set"] == "2"
    solo = adapter.load_game("spellbook", players=1, difficulty=2)
    assert solo.num_players() == 1


def test_openspiel_random_game_matches_the_engine() -> None:
    _openspiel()
    import numpy as np
    import pyspiel
    from open_spiel.python.bots.uniform_random import UniformRandomBot

    game = pyspiel.load_game("tomecraft_spellbook")
    engine = spellbook()
    state = game.new_initial_state()
    assert state.is_chance_node() and len(state.chance_outcomes()) == engine.num_actions
    rng = np.random.RandomState(7)
    bots = [UniformRandomBot(p, rng) for p in range(2)]
    steps = 0
    while not state.is_terminal():
        inner = state.tomecraft_state
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            actions, probs = zip(*outcomes, strict=True)
            assert sum(probs) == pytest.approx(1.0)
            if inner is not None:
                d = inner.decision()
                assert d is not None and d.actor == CHANCE
                assert sorted(actions) == sorted(d.ids)
                weights = dict(zip(d.ids, d.weights or (), strict=True))
                total = sum(weights.values())
                assert all(p == pytest.approx(weights[a] / total) for a, p in outcomes)
            state.apply_action(int(rng.choice(actions, p=probs)))
        else:
            player = state.current_player()
            d = inner.decision()
            assert d is not None and d.actor == player
            assert state.legal_actions() == sorted(d.ids)
            assert state.legal_actions(1 - player) == []
            assert list(state.observation_tensor(player)) == pytest.approx(
                engine.observation(inner, player)
            )
            assert state.action_to_string(player, d.ids[0])
            state.apply_action(bots[player].step(state))
        steps += 1
    assert state.current_player() == pyspiel.PlayerId.TERMINAL
    returns = state.returns()
    assert returns == state.tomecraft_state.returns() and sum(returns) == pytest.approx(1.0)
    assert 50 < steps == len(state.history())


def test_openspiel_random_sim_test_and_serialisation() -> None:
    _openspiel()
    import pyspiel

    game = pyspiel.load_game("tomecraft_spellbook")
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)
    state = game.new_initial_state()
    state.apply_action(9)
    for _ in range(40):
        state.apply_action(state.legal_actions()[-1])
    text = pyspiel.serialize_game_and_state(game, state)
    _game, back = pyspiel.deserialize_game_and_state(text)
    assert back.tomecraft_state.state_hash() == state.tomecraft_state.state_hash()
    assert back.history() == state.history()


def test_openspiel_clone_is_independent() -> None:
    _openspiel()
    import pyspiel

    state = pyspiel.load_game("tomecraft_spellbook").new_initial_state()
    state.apply_action(5)
    copy = state.clone()
    assert copy.tomecraft_state is not state.tomecraft_state
    assert copy.tomecraft_state.state_hash() == state.tomecraft_state.state_hash()
    copy.apply_action(copy.legal_actions()[0])
    assert len(copy.history()) == 2 and len(state.history()) == 1
    assert copy.tomecraft_state.state_hash() != state.tomecraft_state.state_hash()


def test_openspiel_mcts_bot_plays_moves() -> None:
    _openspiel()
    import numpy as np
    import pyspiel
    from open_spiel.python.algorithms import mcts

    game = pyspiel.load_game("tomecraft_spellbook")
    rng = np.random.RandomState(3)
    bot = mcts.MCTSBot(
        game,
        uct_c=2.0,
        max_simulations=4,
        evaluator=mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng),
        random_state=rng,
    )
    state = game.new_initial_state()
    moves = 0
    while moves < 3:
        if state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(actions, p=probs)))
            continue
        action = bot.step(state)
        assert action in state.legal_actions()
        state.apply_action(action)
        moves += 1


# -- PettingZoo ------------------------------------------------------------------------
def _pettingzoo() -> Any:
    pytest.importorskip("pettingzoo")
    from tomecraft.interfaces.rl import pettingzoo_env

    return pettingzoo_env


@pytest.mark.parametrize("players", [1, 2, 4])
def test_pettingzoo_api_test(players: int) -> None:
    pz = _pettingzoo()
    from pettingzoo.test import api_test

    env = pz.TomecraftAECEnv("spellbook", config={"players": players})
    with pytest.warns(UserWarning):  # Dict observations: PettingZoo's usual notes
        api_test(env, num_cycles=3000, verbose_progress=False)


def play_aec(
    env: Any, seed: int, size: int = OBSERVATION_SIZE
) -> tuple[list[int | None], dict[str, float]]:
    env.reset(seed=seed)
    for agent in env.possible_agents:
        env.action_space(agent).seed(seed)
    actions: list[int | None] = []
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _info = env.last()
        totals[agent] += reward
        assert obs["observation"].shape == (size,)
        action = (
            None
            if terminated or truncated
            else int(env.action_space(agent).sample(obs["action_mask"]))
        )
        actions.append(action)
        env.step(action)
    return actions, totals


def test_pettingzoo_is_seeded_and_rewards_the_winners() -> None:
    pz = _pettingzoo()
    env = pz.TomecraftAECEnv("spellbook", config={"players": 3})
    first, totals = play_aec(env, 11)
    again, _ = play_aec(env, 11)
    assert first == again
    assert sum(totals.values()) == pytest.approx(1.0)


def test_pettingzoo_illegal_actions() -> None:
    pz = _pettingzoo()
    env = pz.TomecraftAECEnv("spellbook")
    env.reset(seed=1)
    with pytest.raises(IllegalDecision):
        env.step(spellbook().num_actions - 1)
    env = pz.TomecraftAECEnv("spellbook", illegal_action="penalise")
    env.reset(seed=1)
    agent = env.agent_selection
    env.step(spellbook().num_actions - 1)
    assert env.rewards[agent] == -1.0 and all(env.terminations.values())


# -- Gymnasium -------------------------------------------------------------------------
def _gymnasium() -> Any:
    pytest.importorskip("gymnasium")
    from tomecraft.interfaces.rl import gymnasium_env

    return gymnasium_env


@pytest.mark.parametrize(
    "kwargs",
    [{}, {"config": {"players": 1}}, {"seat": 2, "opponents": ["random", "greedy"],
                                      "config": {"players": 3}}],
)
def test_gymnasium_check_env(kwargs: dict[str, Any]) -> None:
    gym_env = _gymnasium()
    from gymnasium.utils.env_checker import check_env

    env = gym_env.TomecraftSingleAgentEnv(**kwargs)
    check_env(env.unwrapped, skip_render_check=True)


def test_gymnasium_make_and_masked_episode() -> None:
    _gymnasium()
    import gymnasium

    env = gymnasium.make("tomecraft/spellbook-v0", opponents="random", render_mode="ansi")
    obs, info = env.reset(seed=4)
    env.action_space.seed(4)
    total, steps = 0.0, 0
    while True:
        assert obs.shape == (OBSERVATION_SIZE,) and info["action_mask"].any()
        obs, reward, terminated, truncated, info = env.step(
            env.action_space.sample(info["action_mask"])
        )
        total += float(reward)
        steps += 1
        assert not truncated
        if terminated:
            break
    assert total in (0.0, 0.5, 1.0) and steps > 10
    assert isinstance(env.render(), str)
    env.close()


def test_gymnasium_illegal_actions_and_options() -> None:
    gym_env = _gymnasium()
    env = gym_env.TomecraftSingleAgentEnv(opponents="random")
    _obs, info = env.reset(seed=2)
    illegal = int(info["action_mask"].argmin())
    assert info["action_mask"][illegal] == 0
    _obs, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated) == (-1.0, True, False)
    assert info["illegal_action"] == illegal
    with pytest.raises(RuntimeError, match="reset"):
        env.step(illegal)
    strict = gym_env.TomecraftSingleAgentEnv(opponents="random", illegal_action="raise")
    strict.reset(seed=2)
    with pytest.raises(IllegalDecision):
        strict.step(illegal)
    with pytest.raises(ValueError, match="one bot name or 2"):
        gym_env.TomecraftSingleAgentEnv(opponents=["random"], config={"players": 3})
    with pytest.raises(ValueError, match="unknown bot"):
        gym_env.TomecraftSingleAgentEnv(opponents="nobody")
    with pytest.raises(ValueError, match="seat must be"):
        gym_env.TomecraftSingleAgentEnv(seat=2)


# -- Wonder Book (cooperative: one shared reward) --------------------------------------
def test_docs_give_the_wonderbook_sizes() -> None:
    wb = get_game("wonderbook")
    text = " ".join(DOC.read_text(encoding="utf-8").split())
    assert f"{wb.observation_size({})} entries" in text
    assert f"{wb.num_actions} ids" in text


def test_openspiel_wonderbook_plays_and_serialises() -> None:
    _openspiel()
    import pyspiel

    game = pyspiel.load_game("tomecraft_wonderbook(players=3,chapter=one,difficulty=easy)")
    assert game.num_players() == 3
    assert game.tomecraft_config["chapter"] == "one"
    assert game.observation_tensor_size() == get_game("wonderbook").observation_size({})
    assert game.num_distinct_actions() == get_game("wonderbook").num_actions
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(state.chance_outcomes()[0][0])
        else:
            player = state.current_player()
            assert len(state.observation_tensor(player)) == game.observation_tensor_size()
            state.apply_action(state.legal_actions()[0])
    returns = state.returns()
    assert len(set(returns)) == 1  # the team shares one reward


@pytest.mark.parametrize("players", [1, 2, 4])
def test_pettingzoo_api_test_wonderbook(players: int) -> None:
    pz = _pettingzoo()
    from pettingzoo.test import api_test

    env = pz.TomecraftAECEnv("wonderbook", config={"players": players})
    with pytest.warns(UserWarning):
        api_test(env, num_cycles=1000, verbose_progress=False)


def test_pettingzoo_wonderbook_team_reward() -> None:
    pz = _pettingzoo()
    env = pz.TomecraftAECEnv("wonderbook", config={"players": 2, "difficulty": "easy"})
    _actions, totals = play_aec(env, 5, size=get_game("wonderbook").observation_size({}))
    assert len(set(totals.values())) == 1


@pytest.mark.parametrize(
    "kwargs",
    [{}, {"config": {"players": 1}},
     {"seat": 1, "opponents": "greedy", "config": {"players": 3, "chapter": "one"}}],
)
def test_gymnasium_check_env_wonderbook(kwargs: dict[str, Any]) -> None:
    gym_env = _gymnasium()
    from gymnasium.utils.env_checker import check_env

    env = gym_env.TomecraftSingleAgentEnv(game="wonderbook", **kwargs)
    check_env(env.unwrapped, skip_render_check=True)

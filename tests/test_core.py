"""The game-agnostic core: the seeded generator, decisions, errors, matches and files.

SpellBook is used as the concrete game wherever a real state is needed.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
from helpers.games import SPELLBOOK_SET1

from tomecraft.bots import RandomBot, play_match, seat_bots
from tomecraft.core import (
    CHANCE,
    Decision,
    GameOver,
    IllegalDecision,
    InvalidConfig,
    InvalidPosition,
    Match,
    Rng,
    TomecraftError,
    UnknownGame,
    derive_seed,
    game_names,
    get_game,
)
from tomecraft.i18n import msg

GAME = "spellbook"


def _json(data: Any) -> Any:
    """A JSON round trip, as a file on disk would give."""
    return json.loads(json.dumps(data))


def _finished(players: int = 2, seed: int = 11, config: dict[str, Any] | None = None) -> Match:
    cfg = {"players": players, "set": "classic"} if config is None else config
    match = Match(GAME, cfg, seed)
    play_match(match, seat_bots(match.game, ["random"] * players, seed))
    assert match.is_over()
    return match


def _first_player_decision(match: Match) -> Decision:
    match.resolve_chance()
    d = match.state.decision()
    assert d is not None and d.actor != CHANCE
    return d


# -- Rng -------------------------------------------------------------------------------
class TestRng:
    @pytest.mark.parametrize(
        ("seed", "raw", "first"),
        [
            # Rng(0) starts from state mix(0) == 0, i.e. the reference SplitMix64 seeded 0.
            (0, None, [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]),
            # Known outputs of SplitMix64 from raw state 1234567 (the reference test vector).
            (None, 1234567, [6457827717110365317, 3203168211198807973, 9817491932198370423]),
            # Regression values of Rng(42).
            (42, None, [10996452266160306281, 2958219263312191191, 3069497704473277141]),
        ],
    )
    def test_first_outputs_match_reference_splitmix64(
        self, seed: int | None, raw: int | None, first: list[int]
    ) -> None:
        r = Rng() if seed is None else Rng(seed)
        if raw is not None:
            r.setstate(raw)
        assert [r.next64() for _ in range(3)] == first

    def test_known_values_regression(self) -> None:
        r = Rng(42)
        for _ in range(3):  # past the outputs checked above
            r.next64()
        assert [r.below(100) for _ in range(5)] == [4, 98, 23, 27, 15]
        assert derive_seed(42, 0) == 10996452266160306281
        assert derive_seed(42, 1) == 2958219263312191191
        parent = Rng(7)
        assert parent.fork(0).next64() == 3562472691204845319
        assert parent.fork(1).next64() == 5136139314703658255

    def test_same_seed_same_stream(self) -> None:
        a, b = Rng(123456789), Rng(123456789)
        assert [a.next64() for _ in range(200)] == [b.next64() for _ in range(200)]
        assert [a.below(7) for _ in range(200)] == [b.below(7) for _ in range(200)]
        assert [a.weighted([3, 0, 5, 1]) for _ in range(200)] == [
            b.weighted([3, 0, 5, 1]) for _ in range(200)
        ]

    def test_different_seeds_differ(self) -> None:
        streams = {tuple(Rng(s).next64() for _ in range(4)) for s in range(100)}
        assert len(streams) == 100

    def test_large_and_negative_seeds_are_masked(self) -> None:
        assert Rng(-1).next64() == Rng((1 << 64) - 1).next64()
        assert Rng(1 << 64).next64() == Rng(0).next64()

    def test_getstate_setstate_resumes(self) -> None:
        r = Rng(5)
        for _ in range(10):
            r.next64()
        saved = r.getstate()
        tail = [r.next64() for _ in range(20)]
        other = Rng(999)
        other.setstate(saved)
        assert [other.next64() for _ in range(20)] == tail

    def test_fork_streams_are_independent(self) -> None:
        parent = Rng(2024)
        before = parent.getstate()
        children = [parent.fork(i) for i in range(50)]
        # Forking does not advance the parent.
        assert parent.getstate() == before
        firsts = [tuple(c.next64() for _ in range(4)) for c in children]
        assert len(set(firsts)) == 50
        own = tuple(Rng(2024).next64() for _ in range(4))
        assert own not in firsts
        # Drawing from a child does not move the parent or a sibling.
        a, b = parent.fork(3), parent.fork(3)
        for _ in range(100):
            a.next64()
        assert parent.getstate() == before
        assert b.next64() == Rng(2024).fork(3).next64()

    def test_fork_is_deterministic(self) -> None:
        assert Rng(9).fork(4).next64() == Rng(9).fork(4).next64()
        assert Rng(9).fork(4).next64() != Rng(10).fork(4).next64()

    def test_derive_seed_is_stable_and_distinct(self) -> None:
        seeds = [derive_seed(77, i) for i in range(2000)]
        assert len(set(seeds)) == 2000
        assert all(0 <= s < 1 << 64 for s in seeds)
        # Order independent: asking for game 500 alone gives the same seed.
        assert derive_seed(77, 500) == seeds[500]
        assert {derive_seed(s, 0) for s in range(500)} == {
            derive_seed(s, 0) for s in reversed(range(500))
        }
        assert len({derive_seed(s, 0) for s in range(500)}) == 500
        # Games derived from one series seed play different streams.
        firsts = {Rng(derive_seed(77, i)).next64() for i in range(200)}
        assert len(firsts) == 200

    def test_below_bounds(self) -> None:
        r = Rng(3)
        for n in (1, 2, 3, 10, 105, 1 << 14):
            values = [r.below(n) for _ in range(300)]
            assert all(0 <= v < n for v in values)
        assert {r.below(3) for _ in range(300)} == {0, 1, 2}
        for bad in (0, -4):
            with pytest.raises(ValueError, match="positive bound"):
                r.below(bad)

    def test_weighted_distribution(self) -> None:
        r = Rng(31337)
        weights = [1, 0, 2, 3, 4]
        draws = 100_000
        counts = Counter(r.weighted(weights) for _ in range(draws))
        assert counts[1] == 0  # a zero weight is never chosen
        total = sum(weights)
        for i, w in enumerate(weights):
            # Standard error is at most ~0.0016 here; 0.01 is a 6-sigma tolerance.
            assert abs(counts[i] / draws - w / total) < 0.01, (i, counts)

    def test_weighted_single_and_bad_weights(self) -> None:
        r = Rng(1)
        assert {r.weighted([0, 0, 5]) for _ in range(50)} == {2}
        for bad in ([], [0, 0]):
            with pytest.raises(ValueError, match="positive weight"):
                r.weighted(bad)

    def test_choice(self) -> None:
        r = Rng(8)
        items = [10, 20, 30]
        picked = Counter(r.choice(items) for _ in range(3000))
        assert set(picked) == set(items)
        assert all(800 < c < 1200 for c in picked.values())

    def test_shuffle_is_a_permutation(self) -> None:
        r = Rng(55)
        for n in (0, 1, 2, 5, 105):
            items = list(range(n))
            r.shuffle(items)
            assert sorted(items) == list(range(n))
        items = list(range(50))
        r.shuffle(items)
        assert items != list(range(50))  # 1 in 50! chance of a false failure

    def test_shuffle_is_deterministic_and_roughly_uniform(self) -> None:
        a, b = list(range(30)), list(range(30))
        Rng(4).shuffle(a)
        Rng(4).shuffle(b)
        assert a == b
        r = Rng(99)
        first: Counter[tuple[int, ...]] = Counter()
        for _ in range(6000):
            items = [0, 1, 2]
            r.shuffle(items)
            first[tuple(items)] += 1
        assert len(first) == 6
        assert all(800 < c < 1200 for c in first.values()), first


# -- decisions ---------------------------------------------------------------------------
class TestDecision:
    def test_probabilities(self) -> None:
        d = Decision(CHANCE, "draw", (1, 2, 3), msg("x"), (1, 3, 4))
        assert d.is_chance
        assert d.probabilities() == pytest.approx([0.125, 0.375, 0.5])
        assert sum(d.probabilities()) == pytest.approx(1.0)

    def test_probabilities_of_a_player_decision_fail(self) -> None:
        d = Decision(0, "morning", (0, 22), msg("x"))
        assert not d.is_chance
        with pytest.raises(ValueError, match="morning"):
            d.probabilities()

    def test_real_draw_probabilities_follow_the_bag(self) -> None:
        match = Match(GAME, {"players": 2, "set": "1"}, 3)
        d = _first_player_decision(match)
        assert d.kind == "morning" and 23 in d.ids  # draw 2 is always open at the start
        match.step(23)
        draw = match.state.decision()
        assert draw is not None and draw.is_chance and draw.kind == "draw"
        bag = match.state.to_json()["bag"]
        total = sum(bag)
        probs = dict(zip(draw.ids, draw.probabilities(), strict=True))
        assert len(probs) == sum(1 for c in bag if c)
        for option, p in probs.items():
            assert p == pytest.approx(bag[option - 1] / total)
        assert sum(probs.values()) == pytest.approx(1.0)

    def test_options_carry_labels_and_weights(self) -> None:
        match = Match(GAME, {"players": 2}, 3)
        d = _first_player_decision(match)
        options = match.state.options()
        assert [o.id for o in options] == list(d.ids)
        assert all(o.weight is None for o in options)


# -- illegal decisions and game over -------------------------------------------------------
class TestIllegal:
    def test_message_names_kind_given_and_allowed(self) -> None:
        match = Match(GAME, {"players": 2}, 1)
        d = _first_player_decision(match)
        bad = next(i for i in range(get_game(GAME).num_actions) if i not in d.ids)
        before = match.state.state_hash()
        before_json = _json(match.state.to_json())
        with pytest.raises(IllegalDecision) as info:
            match.state.apply(bad)
        text = str(info.value)
        assert repr(d.kind) in text
        assert repr(bad) in text
        assert f"[{', '.join(str(i) for i in d.ids)}]" in text
        assert info.value.decision == d.kind
        assert info.value.given == bad
        assert info.value.allowed == d.ids
        assert match.state.state_hash() == before
        assert match.state.to_json() == before_json
        assert match.state.decision() == d

    def test_illegal_chance_outcome_leaves_state(self) -> None:
        match = Match(GAME, {"players": 2}, 1)
        d = _first_player_decision(match)
        match.step(23 if 23 in d.ids else d.ids[-1])  # draw 2 -> a chance draw
        c = match.state.decision()
        assert c is not None and c.is_chance
        before = match.state.state_hash()
        history = list(match.history)
        with pytest.raises(IllegalDecision, match="draw"):
            match.step(0)
        assert match.state.state_hash() == before
        assert match.history == history  # a failed step is not recorded

    @pytest.mark.parametrize("bad", [-1, 10**6, "22", 22.0, True, None])
    def test_non_ids_are_illegal(self, bad: Any) -> None:
        match = Match(GAME, {"players": 2}, 1)
        _first_player_decision(match)
        before = match.state.state_hash()
        with pytest.raises(IllegalDecision) as info:
            match.state.apply(bad)
        assert repr(bad) in str(info.value)
        assert match.state.state_hash() == before

    def test_long_allowed_lists_are_shortened(self) -> None:
        err = IllegalDecision("swap", 5, range(100))
        text = str(err)
        assert "(100 in all)" in text
        assert "39" in text and ", 40," not in text
        assert isinstance(err, TomecraftError)

    def test_game_over(self) -> None:
        match = _finished()
        assert match.state.decision() is None
        assert match.state.is_terminal()
        assert match.state.legal_ids() == ()
        assert match.state.options() == []
        before = match.state.state_hash()
        with pytest.raises(GameOver, match="game is over"):
            match.state.apply(0)
        with pytest.raises(GameOver):
            match.step(0)
        assert match.state.state_hash() == before
        assert match.resolve_chance() == []
        assert match.actor() is None
        returns = match.state.returns()
        assert sum(returns) == pytest.approx(1.0 if match.state.winners() else 0.0)


# -- matches, game files and snapshots ------------------------------------------------------
class TestMatchFiles:
    @pytest.mark.parametrize("players", [1, 2, 3, 4])
    def test_game_file_replays_to_the_same_state(self, players: int) -> None:
        match = _finished(players, seed=100 + players)
        data = _json(match.game_file())
        assert data["format"] == "tomecraft-game"
        assert data["game"] == GAME
        replayed = Match.from_game_file(data)
        assert replayed.is_over()
        assert replayed.state.state_hash() == match.state.state_hash()
        assert replayed.history == match.history
        assert replayed.rng.getstate() == match.rng.getstate()
        assert replayed.game_file() == match.game_file()

    def test_replay_steps_yield_each_decision(self) -> None:
        match = _finished(2, seed=7)
        blank = Match(GAME, match.config, match.seed)
        steps = list(blank.replay_steps(_json(match.game_file())["decisions"]))
        assert [s.index for s in steps] == list(range(len(match.history)))
        assert [(s.actor, s.option) for s in steps] == match.history
        assert blank.state.state_hash() == match.state.state_hash()

    def test_edited_chance_outcome_is_rejected(self) -> None:
        match = _finished(2, seed=21)
        data = _json(match.game_file())
        # Find a draw with more than one possible outcome and record a different one.
        probe = Match(GAME, match.config, match.seed)
        index = edited = -1
        for i, (actor, option) in enumerate(match.history):
            d = probe.state.decision()
            assert d is not None
            if actor == CHANCE and len(d.ids) > 1:
                index = i
                edited = next(o for o in d.ids if o != option)
                break
            probe.step(option)
        assert index >= 0
        data["decisions"][index][1] = edited
        with pytest.raises(InvalidPosition) as info:
            Match.from_game_file(data)
        text = str(info.value)
        assert f"decision {index}" in text
        assert f"chance outcome {edited}" in text
        assert "does not follow from the seed" in text
        assert "edited or is corrupt" in text

    def test_edited_seed_is_rejected(self) -> None:
        match = _finished(2, seed=21)
        data = _json(match.game_file())
        data["seed"] = 22
        with pytest.raises(InvalidPosition):
            Match.from_game_file(data)

    def test_wrong_actor_and_overlong_files_are_rejected(self) -> None:
        match = _finished(2, seed=23)
        data = _json(match.game_file())
        first_player = next(i for i, (a, _) in enumerate(match.history) if a != CHANCE)
        wrong = _json(data)
        wrong["decisions"][first_player][0] = 1 - match.history[first_player][0]
        with pytest.raises(InvalidPosition, match="recorded for actor"):
            Match.from_game_file(wrong)
        longer = _json(data)
        longer["decisions"].append([0, 0])
        with pytest.raises(InvalidPosition, match="already over"):
            Match.from_game_file(longer)
        bad_pair = _json(data)
        bad_pair["decisions"][0] = [0]
        with pytest.raises(InvalidPosition, match="pair"):
            Match.from_game_file(bad_pair)

    def test_bad_documents_are_rejected(self) -> None:
        data = _json(_finished(2, seed=3).game_file())
        for key, value, pattern in (
            ("format", "nope", "format"),
            ("version", 99, "version"),
        ):
            broken = dict(data)
            broken[key] = value
            with pytest.raises(InvalidPosition, match=pattern):
                Match.from_game_file(broken)
        lacking = {k: v for k, v in data.items() if k != "seed"}
        with pytest.raises(InvalidPosition, match="'seed'"):
            Match.from_game_file(lacking)
        with pytest.raises(InvalidPosition, match="tomecraft-snapshot"):
            Match.from_snapshot(data)

    @pytest.mark.parametrize("players", [1, 2, 4])
    def test_snapshot_resumes_identically(self, players: int) -> None:
        seed = 300 + players
        full = _finished(players, seed=seed)
        cut = len(full.history) // 2

        partial = Match(GAME, full.config, seed)
        for actor, option in full.history[:cut]:
            if actor == CHANCE:
                assert partial.state.sample_chance(partial.rng) == option
            partial.step(option)
        snap = _json(partial.snapshot())
        assert snap["format"] == "tomecraft-snapshot"

        resumed = Match.from_snapshot(snap)
        assert resumed.state.state_hash() == partial.state.state_hash()
        assert resumed.history == partial.history
        assert resumed.rng.getstate() == partial.rng.getstate()
        for actor, option in full.history[cut:]:
            assert resumed.actor() == actor
            if actor == CHANCE:
                # The restored generator gives the same outcomes as the uninterrupted one.
                assert resumed.state.sample_chance(resumed.rng) == option
            resumed.step(option)
        assert resumed.is_over()
        assert resumed.state.state_hash() == full.state.state_hash()
        assert resumed.state.scores() == full.state.scores()
        assert resumed.game_file() == full.game_file()
        # The resumed match's game file replays from scratch too.
        again = Match.from_game_file(_json(resumed.game_file()))
        assert again.state.state_hash() == full.state.state_hash()

    def test_snapshot_resumes_with_bots(self) -> None:
        seed = 404
        match = Match(GAME, {"players": 3, "set": "classic"}, seed)
        bots = seat_bots(match.game, ["random"] * 3, seed)
        # Play 100 decisions, snapshot, then continue both copies with the same bots.

        def drive(m: Match, rngs: list[int], limit: int | None) -> None:
            taken = 0
            while not m.is_over() and (limit is None or taken < limit):
                d = m.state.decision()
                assert d is not None
                if d.actor == CHANCE:
                    m.step(m.state.sample_chance(m.rng))
                else:
                    bot = RandomBot(m.game, d.actor)
                    bot.rng.setstate(rngs[d.actor])
                    m.step(bot.choose(m.state))
                    rngs[d.actor] = bot.rng.getstate()
                taken += 1

        states = [b.rng.getstate() for b in bots]
        drive(match, states, 100)
        snap = _json(match.snapshot())
        saved = list(states)
        drive(match, states, None)
        resumed = Match.from_snapshot(snap)
        drive(resumed, saved, None)
        assert resumed.state.state_hash() == match.state.state_hash()
        assert resumed.history == match.history

    def test_start_position_is_kept_in_files(self) -> None:
        from tomecraft.games.spellbook.position import from_position

        start = from_position({"players": 2, "altar": "Ro Pt Gs Kt Wo"})
        match = Match(GAME, {"players": 2}, 5, start=start)
        play_match(match, seat_bots(match.game, ["random", "random"], 5))
        data = _json(match.game_file())
        assert data["start"] == _json(start.to_json())
        replayed = Match.from_game_file(data)
        assert replayed.state.state_hash() == match.state.state_hash()
        resumed = Match.from_snapshot(_json(match.snapshot()))
        assert resumed.state.state_hash() == match.state.state_hash()


# -- registry and configuration ---------------------------------------------------------------
class TestRegistryAndConfig:
    def test_unknown_game_lists_names(self) -> None:
        assert GAME in game_names()
        with pytest.raises(UnknownGame) as info:
            get_game("chess")
        text = str(info.value)
        assert "'chess'" in text
        assert GAME in text
        with pytest.raises(UnknownGame, match=GAME):
            Match("no-such-game")
        assert isinstance(info.value, TomecraftError)

    def test_unknown_game_in_a_file(self) -> None:
        data = _json(_finished(2, seed=2).game_file())
        data["game"] = "chess"
        with pytest.raises(UnknownGame, match=GAME):
            Match.from_game_file(data)

    def test_defaults(self) -> None:
        cfg = get_game(GAME).parse_config({})
        assert cfg == {"players": 2, "set": "1", "difficulty": 0}

    @pytest.mark.parametrize("players", [0, 5, -1, "2", 2.0, None])
    def test_bad_players(self, players: Any) -> None:
        with pytest.raises(InvalidConfig) as info:
            get_game(GAME).parse_config({"players": players})
        text = str(info.value)
        assert "players must be 1 (solo), 2, 3 or 4" in text
        assert repr(players) in text

    @pytest.mark.parametrize("which", ["0", "4", "all", 7])
    def test_bad_set(self, which: Any) -> None:
        with pytest.raises(InvalidConfig) as info:
            get_game(GAME).parse_config({"set": which})
        text = str(info.value)
        assert "1, 2, 3, classic" in text
        assert repr(str(which).lower()) in text

    @pytest.mark.parametrize("which", ["1", "2", "3", "classic", "CLASSIC", 2])
    def test_good_sets(self, which: Any) -> None:
        cfg = get_game(GAME).parse_config({"set": which})
        assert cfg["set"] == str(which).lower()

    @pytest.mark.parametrize("difficulty", [-1, 4, "1", 1.5])
    def test_bad_difficulty(self, difficulty: Any) -> None:
        with pytest.raises(InvalidConfig) as info:
            get_game(GAME).parse_config({"players": 1, "difficulty": difficulty})
        text = str(info.value)
        assert "difficulty must be 0, 1, 2 or 3" in text
        assert repr(difficulty) in text

    def test_difficulty_is_solo_only(self) -> None:
        with pytest.raises(InvalidConfig, match=r"solo mode only \(players = 1\)"):
            get_game(GAME).parse_config({"players": 2, "difficulty": 1})

    def test_unknown_option_lists_allowed(self) -> None:
        with pytest.raises(InvalidConfig) as info:
            get_game(GAME).parse_config({"players": 2, "colour": "red", "zz": 1})
        text = str(info.value)
        assert "colour, zz" in text
        assert "allowed: difficulty, first_player, players, set, spells" in text

    @pytest.mark.parametrize("first", [2, -1, "0"])
    def test_bad_first_player(self, first: Any) -> None:
        with pytest.raises(InvalidConfig, match=r"first_player must be a seat from 0 to 1"):
            get_game(GAME).parse_config({"players": 2, "first_player": first})

    def test_spell_list_wrong_length(self) -> None:
        with pytest.raises(InvalidConfig, match="exactly 7 spell ids"):
            get_game(GAME).parse_config({"spells": ["sacrifice", "levitation"]})
        with pytest.raises(InvalidConfig, match="exactly 7 spell ids"):
            get_game(GAME).parse_config({"spells": 7})

    def test_spell_list_unknown_spell(self) -> None:
        names = ["sacrifice", "levitation", "purification", "offering", "time_travel"]
        with pytest.raises(InvalidConfig) as info:
            get_game(GAME).parse_config({"spells": [*names, "transmutation", "fireball"]})
        text = str(info.value)
        assert "unknown spell 'fireball'" in text
        assert "known spells:" in text and "abundance" in text

    def test_spell_list_needs_one_per_colour(self) -> None:
        two_reds = [
            "sacrifice",
            "eruption",
            "purification",
            "offering",
            "time_travel",
            "transmutation",
            "abundance",
        ]
        with pytest.raises(InvalidConfig) as info:
            get_game(GAME).parse_config({"spells": two_reds})
        text = str(info.value)
        assert "one spell of each colour" in text
        assert "red, purple, green, black, white, blue, yellow" in text

    def test_spell_list_as_text(self) -> None:
        set1 = SPELLBOOK_SET1
        cfg = get_game(GAME).parse_config({"spells": ", ".join(reversed(set1))})
        assert cfg["spells"] == set1
        assert "set" not in cfg

    @pytest.mark.parametrize(
        "raw",
        [
            {"players": True},
            {"players": 2, "first_player": True},
            {"players": 1, "difficulty": True},
        ],
    )
    def test_booleans_are_not_numbers(self, raw: dict[str, Any]) -> None:
        with pytest.raises(InvalidConfig):
            get_game(GAME).parse_config(raw)

    def test_match_validates_config(self) -> None:
        with pytest.raises(InvalidConfig):
            Match(GAME, {"players": 9})

    def test_errors_are_tomecraft_errors(self) -> None:
        for cls in (GameOver, IllegalDecision, InvalidConfig, InvalidPosition, UnknownGame):
            assert issubclass(cls, TomecraftError)


def test_unknown_task_in_a_saved_stack_names_the_known_ones() -> None:
    """A stack entry whose task is not registered is a bad position, not a KeyError."""
    from tomecraft.games.spellbook.tasks import Task

    with pytest.raises(InvalidPosition) as err:
        Task.from_json({"t": "no-such-task", "seat": 0})
    assert "'no-such-task'" in str(err.value) and "draw" in str(err.value)
    st = get_game("spellbook").new_state({"players": 2}, Rng(1))
    data = st.to_json()
    data["stack"][0]["t"] = "gone"
    with pytest.raises(InvalidPosition, match="unknown task 'gone'"):
        get_game("spellbook").state_from_json(data)


def test_lazy_chance_decision_is_built_on_demand() -> None:
    """A pending draw is built only when asked, and then is the full chance decision; the
    sample without it draws what the built decision would, with the same generator
    calls; an illegal outcome is refused either way."""
    from tomecraft.core.stack import LAZY_CHANCE

    game = get_game("spellbook")
    for seed in range(30):
        m = Match(game, {"players": 3}, derive_seed(5, seed))
        st = m.state
        for _ in range(400):
            actor = st.actor()
            if actor is None:
                break
            lazy = st._decision is LAZY_CHANCE  # type: ignore[attr-defined]
            if actor == CHANCE and lazy:
                twin = st.clone()
                a, b = Rng(seed), Rng(seed)
                got = st.sample_chance(a)
                d = twin.decision()
                assert d is not None and d.weights is not None and d is not LAZY_CHANCE
                want = d.ids[0] if len(d.ids) == 1 else d.ids[b.weighted_tuple(d.weights)]
                assert got == want and a.getstate() == b.getstate()
                bad = next(i for i in range(1, 22) if i not in d.ids) if len(d.ids) < 21 else 0
                before = st.state_hash()
                with pytest.raises(IllegalDecision) as err:
                    st.apply(bad)
                assert err.value.allowed == d.ids  # the refusal lists the real outcomes
                assert st.state_hash() == before and st.decision() == d
                m.step(got)
            else:
                d = st.decision()
                assert d is not None and d is not LAZY_CHANCE
                m.step(d.ids[0] if actor == CHANCE else d.ids[-1])


def test_join_nests_messages_to_the_right() -> None:
    from tomecraft.i18n import join

    a, b, c = msg("x-a"), msg("x-b"), msg("x-c")
    assert join([a], "x-and") == a
    assert join([a, b, c], "x-and") == msg("x-and", first=a, rest=msg("x-and", first=b, rest=c))
    with pytest.raises(ValueError, match="x-and"):
        join([], "x-and")

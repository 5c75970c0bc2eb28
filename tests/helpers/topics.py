"""Reading a game's topics ("what it does / why not") in tests, and playing random games
that check the topic contract at every moment: the same for every game."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from tomecraft.core import CHANCE, GameDef, Rng, State, Topic
from tomecraft.i18n import LANGUAGES, Msg, _bundle


def topic(st: State, key: str, seat: int | None = 0) -> Topic:
    """The one topic ``key`` that ``seat`` is told about (fails naming the keys there are)."""
    found = [t for t in st.topics(seat) if t.key == key]
    assert len(found) == 1, f"no single topic {key}: {[t.key for t in st.topics(seat)]}"
    return found[0]


def why(st: State, key: str, seat: int | None = 0) -> Msg | None:
    """The reason topic ``key`` is not offered to ``seat`` (None when it is)."""
    reason = topic(st, key, seat).why_not
    assert reason is None or isinstance(reason, Msg)
    return reason


def keys_of(m: Any) -> set[str]:
    """Every message key in a (nested) message."""
    if not isinstance(m, Msg):
        return set()
    out = {m.key}
    for _, v in m.args:
        out |= keys_of(v)
    return out


def topic_keys(t: Topic) -> set[str]:
    """Every message key a topic's name, text and reason use."""
    return keys_of(t.name) | keys_of(t.text) | keys_of(t.why_not)


def play_checking(st: State, rng: Rng, moves: int,
                  check: Callable[[Any, set[str]], None], keys: set[str]) -> tuple[int, float]:
    """Up to ``moves`` random moves of ``st`` (chance sampled, choices drawn by ``rng``),
    calling ``check(st, keys)`` at every moment (and after the last move) and timing the
    deciding seat's ``topics`` call; returns (calls, CPU seconds they took)."""
    calls, spent = 0, 0.0
    for _ in range(moves):
        d = st.decision()
        if d is None:
            break
        check(st, keys)
        t0 = time.process_time()
        st.topics(d.actor if d.actor != CHANCE else None)
        spent += time.process_time() - t0
        calls += 1
        st.apply(st.sample_chance(rng) if d.actor == CHANCE else rng.choice(d.ids))
    check(st, keys)
    return calls, spent


def random_games(game: GameDef, state_type: type[State],
                 setups: Iterable[tuple[dict[str, Any], int]], moves: int,
                 check: Callable[[Any, set[str]], None]) -> tuple[set[str], float]:
    """:func:`play_checking` over new games of ``game`` (each set up from its options and
    seed, a ``state_type``; choices drawn from ``Rng(seed + 100)``); returns the message
    keys their topics used and the CPU seconds a ``topics`` call took on average."""
    keys: set[str] = set()
    calls, spent = 0, 0.0
    for options, seed in setups:
        st = game.new_state(game.parse_config(options), Rng(seed))
        assert isinstance(st, state_type)
        c, s = play_checking(st, Rng(seed + 100), moves, check, keys)
        calls, spent = calls + c, spent + s
    return keys, spent / calls


def untranslated(keys: set[str]) -> set[tuple[str, str]]:
    """The (language, key) pairs of ``keys`` some language's catalogue lacks."""
    return {(lang, k) for lang in LANGUAGES for k in keys if not _bundle(lang).has_message(k)}


def seat_topics(st: State, keys: set[str]) -> Iterator[tuple[int | None, list[Topic], bool]]:
    """For the spectator (None) and each seat: ``(seat, its topics, whether it decides
    now)``, after the checks every game shares: no key twice; a topic's options are the
    seat's own pending ids; a topic with options gives no reason. The message keys of
    every topic are added to ``keys``."""
    d = st.decision()
    for seat in [None, *range(st.num_players)]:
        tops = st.topics(seat)
        assert len({t.key for t in tops}) == len(tops)
        mine = d is not None and seat is not None and d.actor == seat
        for t in tops:
            keys |= topic_keys(t)
            assert not t.options or (mine and d is not None and set(t.options) <= set(d.ids))
            assert not (t.options and t.why_not is not None), (t.key, t.why_not)
        yield seat, tops, mine

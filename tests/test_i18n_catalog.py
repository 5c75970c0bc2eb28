"""The English catalogue covers every message SpellBook can produce, with the right variables.

Three layers: the ``.ftl`` files parse cleanly; every key written literally in the
SpellBook sources (and every key built from a known pattern: spells, colours, runes,
phases, prompts, passes, token options) exists; and random games render every prompt,
option label, event and board text without a missing message, a Fluent error, or an
argument the message ignores.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast as fast
from helpers.catalogue import board_texts, parse, variables

import tomecraft.games.spellbook.game as sb_game  # registers the SpellBook catalogue
import tomecraft.i18n as i18n
from tomecraft.core import CHANCE, Decision, Match, Rng
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook.data import COLOURS, RUNES, SPELLS, kind, spell
from tomecraft.games.spellbook.observation import DECISION_KINDS
from tomecraft.games.spellbook.state import SpellBookState
from tomecraft.i18n import Msg, Translator

SB_DIR = Path(sb_game.__file__).parent
SB_SOURCES = sorted(SB_DIR.glob("*.py"))
CATALOGUES = [
    Path(i18n.__file__).parent / "locales" / "en" / "core.ftl",
    SB_DIR / "locales" / "en" / "spellbook.ftl",
    SB_DIR / "locales" / "en" / "tutorial.ftl",
]
KEY_RE = re.compile(r"^(?:sb|core)-[a-z0-9_]+(?:-[a-z0-9_]+)*$")

#: Decision kinds and what the code can build from them.
KINDS = DECISION_KINDS
#: Kinds whose decision may include PASS (phase decisions and optional tasks).
PASS_KINDS = tuple(
    k
    for k in KINDS
    if k not in {"discard", "bottom", "raise", "focus", "learn-choose", "learn-marker", "learn-pay"}
    and k not in {"solo-move", "draw"}
)
#: Kinds whose options are TOKEN ids, labelled ``sb-opt-<kind>`` with a ``token`` argument.
TOKEN_KINDS = (
    "take",
    "take-store",
    "store",
    "discard",
    "storm",
    "bottom",
    "communion",
    "learn-marker",
    "learn-pay",
    "solo-move",
    "draw",
)
PHASES = ("morning", "midday", "evening", "end", "over", "none")


# -- the catalogue, parsed ---------------------------------------------------------------
def _catalogue_vars() -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for path in CATALOGUES:
        for entry in parse(path).body:
            if isinstance(entry, fast.Message):
                out[entry.id.name] = variables(entry)
    return out


VARS = _catalogue_vars()
T = Translator("en")


def _strict_bundle() -> FluentBundle:
    bundle = FluentBundle(["en"], use_isolating=False)
    for path in CATALOGUES:
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


BUNDLE = _strict_bundle()
_CHECKED: dict[Msg, str] = {}


def check_msg(m: Msg | str, where: str = "") -> str:
    """Render ``m`` and fail on any missing message, Fluent error or unused argument."""
    if isinstance(m, str):
        return m
    done = _CHECKED.get(m)
    if done is not None:
        return done
    values: dict[str, Any] = {}
    for name, value in m.args:
        values[name] = (
            check_msg(value, f"{where} > {m.key}.{name}") if isinstance(value, Msg) else value
        )
    assert T.has(m.key), f"{where}: missing message {m.key!r}"
    pattern = BUNDLE.get_message(m.key).value
    assert pattern is not None, f"{where}: message {m.key!r} has no value"
    _text, errors = BUNDLE.format_pattern(pattern, values)
    assert not errors, f"{where}: {m.key!r} with {sorted(values)}: {errors}"
    given = {name for name, _ in m.args}
    assert given == VARS[m.key], (
        f"{where}: {m.key!r} is given {sorted(given)} but uses {sorted(VARS[m.key])}"
    )
    text = T(m)
    assert not text.startswith(("sb-", "core-")), f"{where}: raw key fallback {text!r}"
    for bad in ("{$", "{ $", "???"):
        assert bad not in text, f"{where}: unresolved variable in {text!r}"
    _CHECKED[m] = text
    return text


# -- the files ---------------------------------------------------------------------------
@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: p.name)
def test_catalogue_parses_without_junk(path: Path) -> None:
    res = parse(path)
    junk = [e for e in res.body if isinstance(e, fast.Junk)]
    assert not junk, "\n".join(str(j.content) for j in junk)
    ids = [e.id.name for e in res.body if isinstance(e, fast.Message)]
    assert len(ids) == len(set(ids)), "duplicate message ids"


# -- keys written in the sources ---------------------------------------------------------
def _literal_keys() -> set[str]:
    keys: set[str] = set()
    for path in SB_SOURCES:
        text = path.read_text(encoding="utf-8")
        keys.update(re.findall(r"""msg\(\s*["']((?:sb|core)-[a-z0-9_-]+)["']""", text))
        for node in ast.walk(ast.parse(text)):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and KEY_RE.match(node.value)
            ):
                keys.add(node.value)
    return keys


def _literal_calls() -> list[tuple[str, str, set[str]]]:
    """(where, key, keyword names) of every call with a literal key and no ``**kwargs``."""
    out = []
    for path in SB_SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or any(k.arg is None for k in node.keywords):
                continue
            if getattr(node.func, "id", "") == "add_change":
                out.extend(_change_calls(path, node))
                continue
            key = None
            for arg in node.args:
                if (
                    isinstance(arg, ast.Constant)
                    and isinstance(arg.value, str)
                    and KEY_RE.match(arg.value)
                ):
                    key = arg.value
                    break
            if key is None:
                continue
            func = node.func
            fname = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if fname == "tokens_decision":
                continue  # its string is a decision kind; checked by play below
            out.append((f"{path.name}:{node.lineno}", key, {k.arg for k in node.keywords if k.arg}))
    return out


def _change_calls(path: Path, node: ast.Call) -> list[tuple[str, str, set[str]]]:
    """``add_change(out, key, amount, more, fewer, size="count")``: both messages are
    given the one argument ``size`` names."""
    args = [a.value if isinstance(a, ast.Constant) else None for a in node.args]
    size = args[5] if len(args) > 5 else next(
        (k.value.value for k in node.keywords
         if k.arg == "size" and isinstance(k.value, ast.Constant)), "count")
    where = f"{path.name}:{node.lineno}"
    return [(where, str(args[i]), {str(size)}) for i in (3, 4)]


def test_literal_keys_found() -> None:
    keys = _literal_keys()
    # Sanity: the scan sees the sources at all.
    assert {"sb-ev-draw", "sb-board-title", "sb-opt-take1", "sb-prompt-focus"} <= keys


@pytest.mark.parametrize("key", sorted(_literal_keys()))
def test_literal_key_exists(key: str) -> None:
    assert T.has(key), f"{key} is used in the SpellBook sources but missing from the catalogue"


@pytest.mark.parametrize(
    "where,key,given", _literal_calls(), ids=lambda x: x if isinstance(x, str) else ""
)
def test_literal_call_arguments_match(where: str, key: str, given: set[str]) -> None:
    assert key in VARS, f"{where}: {key} missing"
    assert given == VARS[key], (
        f"{where}: {key} is given {sorted(given)} but uses {sorted(VARS[key])}"
    )


# -- keys built from patterns --------------------------------------------------------------
def _pattern_keys() -> Iterable[str]:
    assert len(SPELLS) == 21
    for card in SPELLS:
        yield f"sb-spell-{card.id}"
        yield f"sb-spell-{card.id}-desc"
    assert len(COLOURS) == 7 and len(RUNES) == 3
    yield from (f"sb-colour-{c}" for c in range(len(COLOURS)))
    yield from (f"sb-rune-{r}" for r in range(len(RUNES)))
    yield from (f"sb-phase-{p}" for p in PHASES)
    yield from (f"sb-prompt-{k}" for k in KINDS)
    yield from (f"sb-pass-{k}" for k in PASS_KINDS)
    yield from (f"sb-opt-{k}" for k in TOKEN_KINDS)
    yield from ("sb-opt-take1", "sb-opt-draw2", "sb-opt-store1", "sb-opt-learn-any")


@pytest.mark.parametrize("key", sorted(set(_pattern_keys())))
def test_pattern_key_exists(key: str) -> None:
    assert T.has(key), f"missing message {key!r}"


def test_plain_names_take_no_arguments() -> None:
    plain = [
        k
        for k in _pattern_keys()
        if k.startswith(("sb-spell-", "sb-colour-", "sb-rune-", "sb-phase-"))
    ]
    for key in plain:
        assert VARS[key] == set(), key
        assert check_msg(Msg(key)).strip()


def test_token_options_take_a_token() -> None:
    for k in TOKEN_KINDS:
        assert VARS[f"sb-opt-{k}"] == {"token"}, k


def test_colours_and_runes_read_as_english() -> None:
    assert [T(f"sb-colour-{i}") for i in range(7)] == list(COLOURS)
    assert [T(f"sb-rune-{i}") for i in range(3)] == list(RUNES)


# -- playing games -------------------------------------------------------------------------
Policy = Callable[[Decision], "int | None"]


def _render_board(m: Match, where: str) -> None:
    for seat in (None, *range(m.state.num_players)):
        for text in board_texts(m.state.board(seat)):
            check_msg(text, where)


def _drive(m: Match, policy: Policy, seen: set[str], name: str) -> None:
    """Play until the game ends or ``policy`` returns None, checking every text on the way:
    each prompt, each option label, each event, and the board now and then."""
    steps = 0
    while not m.is_over():
        d = m.state.decision()
        assert d is not None
        where = f"{name} step={steps} kind={d.kind}"
        check_msg(d.prompt, where)
        seen.add(d.prompt.key)
        for i in d.ids:
            label = m.state.label(d, i)
            check_msg(label, f"{where} option={i}")
            seen.add(label.key)
        option = m.state.sample_chance(m.rng) if d.actor == CHANCE else policy(d)
        if option is None:
            break
        for ev in m.step(option):
            check_msg(ev.msg, f"{where} event={ev.kind}")
            seen.add(ev.msg.key)
        if steps % 25 == 0:
            _render_board(m, where)
        steps += 1
    _render_board(m, f"{name} last")
    bd = m.state.breakdown()
    for label in bd.seats:
        check_msg(label, f"{name} breakdown")
    for label, _vals in bd.rows:
        check_msg(label, f"{name} breakdown")


def _eager_choice(rng: Rng, ids: tuple[int, ...]) -> int:
    """Mostly act rather than pass, and learn at the highest affordable level."""
    learns = [i for i in ids if A.LEARN <= i < A.PAIR]
    if learns and rng.below(4):
        best = max(A.split3(A.LEARN, i)[1] for i in learns)
        return rng.choice([i for i in learns if A.split3(A.LEARN, i)[1] == best])
    acts = [i for i in ids if i != A.PASS]
    if acts and rng.below(5):
        return rng.choice(acts)
    return rng.choice(list(ids))


def _play(players: int, seed: int, config: dict[str, Any], eager: bool, seen: set[str]) -> None:
    m = Match("spellbook", {"players": players, **config}, seed=seed)
    rng = Rng(10_000 + seed)

    def policy(d: Decision) -> int:
        return _eager_choice(rng, d.ids) if eager else rng.choice(list(d.ids))

    _drive(m, policy, seen, f"players={players} seed={seed} {config}")


#: Explicit selections (one spell per colour) that together hold all 21 spells.
SELECTIONS = (
    "blaze sharing growth focus storm transmutation communion",
    "sacrifice divination cure feast clone mirage knowledge",
    "eruption levitation purification offering time_travel swiftness abundance",
)
GAMES = [
    (p, g, cfg, eager)
    for p in (1, 2, 3, 4)
    for g, (cfg, eager) in enumerate(
        [({"set": "classic"}, False)] * 6
        + [({"set": "classic"}, True)] * 6
        + [({"spells": sel}, True) for sel in SELECTIONS for _ in range(4)]
    )
]


def test_random_games_render_cleanly() -> None:
    seen: set[str] = set()
    for players, seed, cfg, eager in GAMES:
        _play(players, seed, cfg, eager, seen)
    for difficulty in (1, 2, 3):
        _play(1, 100 + difficulty, {"set": "classic", "difficulty": difficulty}, True, seen)
    # The games reached the ordinary parts of the game (guards against a vacuous loop).
    for key in (
        "sb-prompt-morning",
        "sb-prompt-midday",
        "sb-prompt-evening",
        "sb-prompt-draw",
        "sb-opt-take1",
        "sb-opt-draw2",
        "sb-opt-use",
        "sb-opt-learn",
        "sb-ev-learn",
        "sb-ev-game-over",
        "sb-prompt-solo-move",
        "sb-opt-solo-move",
    ):
        assert key in seen, key


# -- rare situations, set up by editing a state document ----------------------------------
def _custom_match(spells: str, edit: Callable[[dict[str, Any]], None], seed: int = 7) -> Match:
    """A 2-player match with ``spells``, seat 0 first, after ``edit`` changed its state JSON."""
    config = {"players": 2, "spells": spells, "first_player": 0}
    base = Match("spellbook", config, seed=seed)
    data = base.state.to_json()
    edit(data)
    start = SpellBookState.from_json(data)
    return Match("spellbook", base.config, seed=seed, start=start)


def _from_bag(data: dict[str, Any], k: int, n: int = 1) -> None:
    assert data["bag"][k] >= n
    data["bag"][k] -= n


def _bag_token(data: dict[str, Any], colour: str) -> int:
    """Take one bag token of ``colour`` (any rune) out of the bag; return its kind."""
    kinds = [kind(COLOURS.index(colour), r) for r in range(len(RUNES))]
    k = next(k for k in kinds if data["bag"][k])
    _from_bag(data, k)
    return k


def _give(seat_data: dict[str, Any], data: dict[str, Any], colour: str, n: int) -> None:
    """Move ``n`` bag tokens of ``colour`` into a pool."""
    for _ in range(n):
        seat_data["pool"][_bag_token(data, colour)] += 1


def _learned(data: dict[str, Any], seat: int, name: str, level: int, colour: str) -> None:
    k = _bag_token(data, colour)
    data["seats"][seat]["levels"][spell(name)] = level
    data["seats"][seat]["markers"][spell(name)] = k


def test_communion_level5_renders() -> None:
    def edit(data: dict[str, Any]) -> None:
        _learned(data, 0, "communion", 5, "yellow")
        _give(data["seats"][0], data, "red", 3)

    m = _custom_match(SELECTIONS[0], edit)
    target = A.learn_id(spell("blaze"), 3)
    state = {"stored": False}

    def policy(d: Decision) -> int | None:
        if state["stored"]:
            return None
        if d.kind in ("morning", "midday"):
            return A.PASS
        if d.kind == "evening":
            assert target in d.ids
            return target
        if d.kind == "communion":
            state["stored"] = True
            return d.ids[-1]
        return d.ids[0]

    seen: set[str] = set()
    _drive(m, policy, seen, "communion")
    assert {"sb-prompt-communion", "sb-pass-communion", "sb-opt-communion", "sb-ev-store"} <= seen


def test_clone_copying_a_learn_renders() -> None:
    def edit(data: dict[str, Any]) -> None:
        _learned(data, 0, "clone", 4, "white")
        _give(data["seats"][0], data, "red", 3)

    m = _custom_match(SELECTIONS[1], edit)
    option = A.CLONE_BASIC + A.BASIC_LEARN

    def policy(d: Decision) -> int | None:
        if d.kind == "morning":
            return A.PASS
        if d.kind == "midday":
            assert option in d.ids
            return option
        if d.kind == "evening":
            return None
        return d.ids[0]

    seen: set[str] = set()
    _drive(m, policy, seen, "clone-learn")
    assert {"sb-opt-clone-basic", "sb-ev-clone", "sb-prompt-learn-choose", "sb-ev-learn"} <= seen
    assert check_msg(m.state.option_msg(option)).startswith("Copy")


def test_failed_draw_renders() -> None:
    def edit(data: dict[str, Any]) -> None:
        for k in range(len(data["bag"])):
            data["opponent"]["bottom"].extend([k] * data["bag"][k])
            data["bag"][k] = 0

    m = _custom_match(SELECTIONS[2], edit)

    def policy(d: Decision) -> int | None:
        return A.DRAW2 if d.kind == "morning" else None

    seen: set[str] = set()
    _drive(m, policy, seen, "empty-bag")
    assert "sb-ev-draw-failed" in seen


def test_fallback_option_text_renders() -> None:
    m = Match("spellbook", {"players": 2, "set": "1"}, seed=3)
    for option in (A.PASS, A.TAKE1, A.MODE, A.SPELL):
        check_msg(m.state.option_msg(option), f"option_msg({option})")

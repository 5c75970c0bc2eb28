"""A client's message as the server reads it (``routes_ws.read_message``): the nesting
limit and the lone-surrogate check, with the short cut for messages too small to nest
deep checked against the plain rule."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from tomecraft.interfaces.web.routes_ws import MAX_DEPTH, Refusal, read_message

LIMIT = 8192


def _depth(node: Any) -> int:
    """The plain rule: a container is one deeper than its deepest member."""
    if isinstance(node, dict):
        return 1 + max((_depth(v) for v in [*node.keys(), *node.values()]), default=0)
    if isinstance(node, list):
        return 1 + max((_depth(v) for v in node), default=0)
    return 0


_leaves = st.none() | st.booleans() | st.integers() | st.text(alphabet="ab[]{}\"\\ é", max_size=6)
_values = st.recursive(
    _leaves,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner,
                                                                max_size=3),
    max_leaves=12,
)


@given(st.dictionaries(st.text(max_size=4), _values, max_size=4))
def test_the_depth_limit_follows_the_plain_rule(data: dict[str, Any]) -> None:
    got = read_message(json.dumps(data, ensure_ascii=False), LIMIT)
    if _depth(data) > MAX_DEPTH:
        assert isinstance(got, Refusal) and got.key == "web-error-depth"
    else:
        assert got == data


def test_a_move_is_read_as_sent() -> None:
    assert read_message('{"type": "decide", "option": 3, "version": 12}', LIMIT) == {
        "type": "decide", "option": 3, "version": 12}


def test_nesting_past_the_limit_is_refused_even_in_few_brackets() -> None:
    deep: Any = 1
    for _ in range(MAX_DEPTH):
        deep = [deep]
    got = read_message(json.dumps({"a": deep}), LIMIT)
    assert isinstance(got, Refusal) and got.key == "web-error-depth"
    # brackets inside strings count for nothing: a flat message full of them is read
    flat = {"type": "chat", "text": "[[[[{{{{" * 4}
    assert read_message(json.dumps(flat), LIMIT) == flat


def test_a_lone_surrogate_is_refused() -> None:
    got = read_message('{"type": "hello", "token": "\\ud800"}', LIMIT)
    assert isinstance(got, Refusal) and got.key == "web-error-text"
    # a pair written as escapes is one character, and fine
    assert read_message('{"t": "\\ud83d\\ude00"}', LIMIT) == {"t": "\U0001F600"}

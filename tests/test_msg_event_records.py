"""``Msg`` and ``Event`` with native constructors when compiled (issue 28, Wonder Book
round 2; since issue 27 the build writes them, ``tomecraft.build_inits``).

Both were frozen dataclasses; compiled, a dataclass keeps the interpreted ``__init__`` of
the dataclasses module. They are now plain slotted dataclasses (their ``__init__`` native
when compiled) with the dataclass's equality and hash over
their fields: these tests pin what callers rely on (equal messages hash alike and work
as dictionary keys, keyword order does not matter to ``msg``, the default arguments,
the text form; pickling on the interpreted build: compiled, neither pickled before
either, a frozen one failing with ``FrozenInstanceError``) on whichever build runs them.
"""

from __future__ import annotations

import pickle

from tomecraft.build import is_compiled
from tomecraft.core import Event
from tomecraft.i18n import Msg, msg


def test_messages_compare_and_hash_by_key_and_arguments() -> None:
    a = msg("wb-ev-heal", hero=msg("wb-hero-sid"), n=2)
    b = msg("wb-ev-heal", n=2, hero=msg("wb-hero-sid"))
    assert a == b and hash(a) == hash(b) and {a: 1}[b] == 1
    assert a.args == (("hero", Msg("wb-hero-sid")), ("n", 2))
    assert a != msg("wb-ev-heal", hero=msg("wb-hero-sid"), n=3)
    assert a != msg("wb-ev-hurt", hero=msg("wb-hero-sid"), n=2)
    assert Msg("x") == Msg("x", ()) and Msg("x").args == ()
    assert repr(Msg("x", (("n", 1),))) == "Msg(key='x', args=(('n', 1),))"
    if not is_compiled():
        assert pickle.loads(pickle.dumps(a)) == a
    assert a.arg("n") == 2 and a.to_json() == {
        "key": "wb-ev-heal", "args": {"hero": {"key": "wb-hero-sid", "args": {}}, "n": 2}
    }


def test_events_compare_and_hash_by_their_fields() -> None:
    e = Event("heal", 1, msg("wb-ev-heal", n=2))
    assert e == Event("heal", 1, msg("wb-ev-heal", n=2))
    assert hash(e) == hash(Event("heal", 1, msg("wb-ev-heal", n=2)))
    assert e != Event("heal", None, msg("wb-ev-heal", n=2))
    assert (e.kind, e.seat, e.msg.key) == ("heal", 1, "wb-ev-heal")
    if not is_compiled():
        assert pickle.loads(pickle.dumps(e)) == e
    assert repr(e).startswith("Event(kind='heal', seat=1, msg=Msg(")


def test_constructors_are_native_when_compiled() -> None:
    """On the compiled build neither constructor is a Python function (the build writes
    them; the generated dataclass one would be); interpreted, both are the dataclasses
    module's (made with ``exec``, so from no file)."""
    for cls in (Msg, Event):
        init = cls.__dict__["__init__"]
        if is_compiled():
            assert not hasattr(init, "__code__"), cls
        else:
            assert init.__code__.co_filename == "<string>", cls


def test_msg_and_topic_equality_and_hash_are_the_dataclass_rule() -> None:
    """Session 14: ``Msg.__eq__``/``__hash__`` and ``Topic``'s are written out (compiled in
    the compiled build); they are the rule ``dataclasses`` makes: equal when of the same
    class with equal fields in order, the hash of the fields' tuple, and
    ``NotImplemented`` against anything else (so the other side decides)."""
    from unittest.mock import ANY

    from tomecraft.core.board import Topic

    a = msg("sb-why-fresh", spell=msg("sb-spell-x"))
    assert hash(a) == hash((a.key, a.args))
    assert a.__eq__("sb-why-fresh") is NotImplemented and a != "sb-why-fresh"
    assert a == ANY  # NotImplemented: the other side's equality answers
    t = Topic("spell:x", a, msg("t"), None, (1, 2))
    same = Topic("spell:x", msg("sb-why-fresh", spell=msg("sb-spell-x")), msg("t"), None, (1, 2))
    assert t == same and hash(t) == hash(same) == hash(("spell:x", a, msg("t"), None, (1, 2)))
    assert t.__eq__(("spell:x", a, msg("t"), None, (1, 2))) is NotImplemented
    for changed in (Topic("spell:y", a, msg("t"), None, (1, 2)),
                    Topic("spell:x", "name", msg("t"), None, (1, 2)),
                    Topic("spell:x", a, None, None, (1, 2)),
                    Topic("spell:x", a, msg("t"), msg("w"), (1, 2)),
                    Topic("spell:x", a, msg("t"), None, (1,))):
        assert t != changed and (t == changed) is False
    assert {t: 1}[same] == 1 and [t, same] == [same, t]

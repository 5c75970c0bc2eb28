"""Pydantic's validation errors said plainly, for a person transcribing a pack.

Every problem of a file is reported (not only the first), at the JSON's own field names,
without pydantic's internals (no union tags such as ``constrained-int`` or
``function-after[...]`` in a path):

* an unknown field names the fields allowed there, and the close one (:mod:`difflib`);
* a missing required field says so, and names the unknown field that looks like a typo of
  it (``"effct"`` for ``effect``), which is then not reported twice;
* a value no form of a union accepts says every allowed form ("a whole number from 1 to
  9, or 'any'"); a value given as an object is judged by the object form alone.
"""

from __future__ import annotations

import difflib
import types
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from annotated_types import Ge, Gt, Le, Lt, MaxLen, MinLen
from pydantic import BaseModel
from pydantic.fields import FieldInfo
from pydantic_core import ErrorDetails

Loc = tuple[int | str, ...]


@dataclass(frozen=True)
class Problem:
    """One problem of a file: where it is in the JSON and what is wrong."""

    loc: Loc
    text: str


def field_names(model: type[BaseModel]) -> list[str]:
    """The model's fields as the JSON writes them (aliases), in their order."""
    return [f.alias or name for name, f in model.model_fields.items()]


def _field(model: type[BaseModel], key: str) -> FieldInfo | None:
    for name, f in model.model_fields.items():
        if key in (name, f.alias):
            return f
    return None


def _models(tp: Any) -> list[type[BaseModel]]:
    """The models a type annotation can hold (in lists, dicts and unions)."""
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        return [tp]
    return [m for arg in get_args(tp) for m in _models(arg)]


def _owner(model: type[BaseModel], loc: Loc) -> type[BaseModel] | None:
    """The model whose field the last part of ``loc`` names (``None``: none known). List
    indexes, dictionary keys and union tags along the way are stepped over."""
    owner: type[BaseModel] | None = model
    for part in loc[:-1]:
        if owner is None:
            return None
        f = _field(owner, part) if isinstance(part, str) else None
        if f is not None:
            ms = _models(f.annotation)
            owner = ms[0] if len(ms) == 1 else None
    return owner


def _field_at(model: type[BaseModel], loc: Loc) -> FieldInfo | None:
    """The field ``loc`` ends at (``None``: it ends at no field known)."""
    owner = _owner(model, loc)
    if owner is None or not loc or not isinstance(loc[-1], str):
        return None
    return _field(owner, loc[-1])


def _bounds(meta: Sequence[Any]) -> tuple[Any, Any, Any, Any]:
    low = high = min_len = max_len = None
    for m in meta:
        for c in m.metadata if isinstance(m, FieldInfo) else [m]:
            if isinstance(c, Ge):
                low = c.ge
            elif isinstance(c, Gt):
                above: Any = c.gt
                low = above + 1
            elif isinstance(c, Le):
                high = c.le
            elif isinstance(c, Lt):
                below: Any = c.lt
                high = below - 1
            elif isinstance(c, MinLen):
                min_len = c.min_length
            elif isinstance(c, MaxLen):
                max_len = c.max_length
    return low, high, min_len, max_len


def describe(tp: Any, meta: Sequence[Any] = ()) -> str:
    """What a value of annotation ``tp`` (with constraints ``meta``) may be, in words."""
    origin = get_origin(tp)
    if origin is Annotated:
        base, *more = get_args(tp)
        return describe(base, [*meta, *more])
    if origin in (Union, types.UnionType):
        forms = [describe(a) for a in get_args(tp) if a is not type(None)]
        if type(None) in get_args(tp):
            forms.append("null")
        return ", or ".join(forms)
    if origin is Literal:
        values = [repr(v) for v in get_args(tp)]
        return values[0] if len(values) == 1 else "one of " + ", ".join(values)
    low, high, min_len, max_len = _bounds(meta)
    if tp is bool:
        return "true or false"
    if tp in (int, float):
        what = "a whole number" if tp is int else "a number"
        if low is not None and high is not None:
            return f"{what} from {low} to {high}"
        if low is not None:
            return f"{what} of at least {low}"
        return f"{what} of at most {high}" if high is not None else what
    counted = ""
    if min_len is not None or max_len is not None:
        counted = (
            f" (at least {min_len})" if max_len is None
            else f" (up to {max_len})" if not min_len
            else f" ({min_len} to {max_len})"
        )
    if tp is str:
        return "a text" + counted.replace(")", " characters)")
    if origin is list:
        return f"a list{counted.replace(')', ' entries)')} of {describe(get_args(tp)[0])}"
    if origin is dict:
        key, value = get_args(tp)
        return f"an object mapping {describe(key)} to {describe(value)}"
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        return f"an object with the fields {', '.join(field_names(tp))}"
    return getattr(tp, "__name__", str(tp))


def _indexes(raw: Any, loc: Loc) -> int:
    """How many leading parts of ``loc`` lead somewhere in ``raw``."""
    node = raw
    for n, part in enumerate(loc):
        try:
            node = node[part]
        except (KeyError, IndexError, TypeError):
            return n
    return len(loc)


def _node(raw: Any, loc: Loc) -> Any:
    for part in loc:
        raw = raw[part]
    return raw


#: The JSON names of the Python types ``json`` reads.
_JSON = {"list": "list", "str": "text", "int": "number", "float": "number", "bool": "true/false",
         "NoneType": "null", "dict": "object"}


def _close(word: str, words: Sequence[str]) -> str:
    """The word of ``words`` closest to ``word`` (case aside), ``""`` when none is close."""
    lower = {w.lower(): w for w in words}
    found = difflib.get_close_matches(word.lower(), list(lower), n=1, cutoff=0.6)
    return lower[found[0]] if found else ""


def _unknown_keys(model: type[BaseModel], raw: Any, loc: Loc) -> list[str]:
    """The keys of the object at ``loc`` that are no field of its model."""
    owner = _owner(model, (*loc, ""))
    node = _node(raw, loc) if _indexes(raw, loc) == len(loc) else None
    if owner is None or not isinstance(node, Mapping):
        return []
    known = set(field_names(owner)) | set(owner.model_fields)
    return [k for k in node if isinstance(k, str) and k not in known]


def _plain(err: ErrorDetails) -> str:
    """Pydantic's message, without its prefix, with the value given when short."""
    text = str(err["msg"]).removeprefix("Value error, ").removeprefix("Assertion failed, ")
    given = err.get("input")
    if err["type"] not in ("missing", "extra_forbidden") and isinstance(
        given, (int, float, str, bool)
    ) and len(repr(given)) <= 40 and text.startswith("Input should"):
        text += f" (got {given!r})"
    return text


def plain_problems(
    model: type[BaseModel], raw: Any, errors: Sequence[ErrorDetails]
) -> list[Problem]:
    """``errors`` (of validating ``raw`` as ``model``) as plain problems, in their order."""
    out: list[Problem] = []
    unions: dict[Loc, list[ErrorDetails]] = {}
    typos: set[Loc] = set()
    for err in errors:
        loc = tuple(err["loc"])
        k = _indexes(raw, loc)
        tail = loc[k:-1] if err["type"] == "missing" else loc[k:]
        if tail:  # a branch of a union: judged with its siblings below
            if loc[:k] not in unions:
                out.append(Problem(loc[:k], ""))
            unions.setdefault(loc[:k], []).append(err)
            continue
        if err["type"] == "missing":
            name = str(loc[-1])
            typo = _close(name, _unknown_keys(model, raw, loc[:-1]))
            text = "this required field is missing"
            if typo:
                typos.add((*loc[:-1], typo))
                text += f" (the unknown field {typo!r} next to it looks like a typo of it)"
            out.append(Problem(loc, text))
        elif err["type"] == "extra_forbidden":
            out.append(Problem(loc, _unknown(model, loc)))
        elif err["type"] == "model_type":
            owner = _owner(model, (*loc, ""))
            fields = f" with the fields {', '.join(field_names(owner))}" if owner else ""
            got = type(err.get("input")).__name__
            out.append(Problem(loc, f"give an object{fields} (got a JSON {_JSON.get(got, got)})"))
        else:
            out.append(Problem(loc, _plain(err)))
    out = [p for p in out if p.loc not in typos]
    return [
        q for p in out for q in ([p] if p.loc not in unions else _union(model, raw, p.loc,
                                                                          unions[p.loc]))
    ]


def _unknown(model: type[BaseModel], loc: Loc) -> str:
    owner = _owner(model, loc)
    name = str(loc[-1])
    if owner is None:
        return f"unknown field {name!r}"
    allowed = field_names(owner)
    close = _close(name, allowed)
    hint = f"did you mean {close!r}? " if close else ""
    return f"no such field: {hint}(the fields allowed here: {', '.join(allowed)})"


def _union(model: type[BaseModel], raw: Any, loc: Loc, errs: list[ErrorDetails]) -> list[Problem]:
    """A value no form of a union took: an object is judged by the object form (its own
    problems, without the tag); anything else gets every allowed form."""
    given = _node(raw, loc)
    if isinstance(given, Mapping):
        deeper = [e for e in errs if _models_named(e, loc)]
        if deeper:
            inner = [{**e, "loc": (*loc, *tuple(e["loc"])[len(loc) + 1:])} for e in deeper]
            return plain_problems(model, raw, inner)  # type: ignore[arg-type]
    f = _field_at(model, loc)
    if f is not None:
        shown = repr(given) if len(repr(given)) <= 40 else type(given).__name__
        return [Problem(loc, f"{shown} is not allowed: give {describe(f.annotation, f.metadata)}")]
    texts = list(dict.fromkeys(_plain(e) for e in errs))
    return [Problem(loc, " or ".join(texts))]


def _models_named(err: ErrorDetails, loc: Loc) -> bool:
    """The union tag after ``loc`` names an object form (a model, maybe validated after)."""
    tag = str(err["loc"][len(loc)])
    return tag[:1].isupper() or tag.startswith("function-")


__all__ = ["Problem", "describe", "field_names", "plain_problems"]

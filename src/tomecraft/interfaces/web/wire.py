"""What goes on the wire: JSON text as the server sends it, and a client's value quoted
in an error."""

from __future__ import annotations

import json
from typing import Any

import orjson

_ORJSON_OPTS = orjson.OPT_NON_STR_KEYS


def dumpb(data: Any) -> bytes:
    """:func:`dumps` as UTF-8 bytes, what a WebSocket text frame carries: orjson's own
    output, not decoded to ``str`` and encoded again on the way out. A message with
    typographic characters (a dash, a quotation mark) is a two-byte-per-character
    ``str`` in CPython, and encoding 5 KB of it to UTF-8 cost about 6% of the server's
    instructions per decision (callgrind on ``bench/server_load.py``)."""
    try:
        return orjson.dumps(data, option=_ORJSON_OPTS)
    except orjson.JSONEncodeError:
        return dumps(data).encode("utf-8")


def dumps(data: Any) -> str:
    """JSON text of ``data`` (UTF-8, not ASCII-escaped), as ``json.dumps(data,
    ensure_ascii=False)`` writes it for the values the server sends, but several times
    faster (orjson); integers beyond 64 bits fall back to :mod:`json`. Text that is not
    valid Unicode (a lone surrogate) is written as ``\\u`` escapes, so the message can
    always be sent as UTF-8."""
    try:
        return orjson.dumps(data, option=_ORJSON_OPTS).decode("utf-8")
    except orjson.JSONEncodeError:
        text = json.dumps(data, ensure_ascii=False)
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            return json.dumps(data)
        return text



def short(text: str, limit: int = 24) -> str:
    """``text`` cut to ``limit`` characters (a client's value quoted in an error)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"

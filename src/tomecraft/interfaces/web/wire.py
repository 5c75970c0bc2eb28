"""What goes on the wire: JSON text as the server sends it, and a client's value quoted
in an error."""

from __future__ import annotations

import json
from typing import Any

import orjson

_ORJSON_OPTS = orjson.OPT_NON_STR_KEYS


def dumpb(data: Any) -> bytes:
    """JSON of ``data`` as UTF-8 bytes (not ASCII-escaped), what a WebSocket text frame
    carries: ``json.dumps(data, ensure_ascii=False)`` for the values the server sends,
    but several times faster (orjson's own output, not decoded to ``str`` and encoded
    again on the way out: a message with a dash or a quotation mark is a
    two-byte-per-character ``str``, and encoding 5 KB of it cost about 6% of the
    server's instructions per decision). Integers beyond 64 bits fall back to
    :mod:`json`; text that is not valid Unicode (a lone surrogate) is written as ``\\u``
    escapes, so the message can always be sent as UTF-8."""
    try:
        return orjson.dumps(data, option=_ORJSON_OPTS)
    except orjson.JSONEncodeError:
        try:
            return json.dumps(data, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            return json.dumps(data).encode("ascii")


def dumps(data: Any) -> str:
    """:func:`dumpb` as ``str`` (the messages a connection queues: errors, pongs)."""
    return dumpb(data).decode("utf-8")


def short(text: str, limit: int = 24) -> str:
    """``text`` cut to ``limit`` characters (a client's value quoted in an error)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"

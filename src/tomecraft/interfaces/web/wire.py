"""What goes on the wire: JSON text as the server sends it, and a client's value quoted
in an error."""

from __future__ import annotations

import json
from typing import Any

import orjson

_ORJSON_OPTS = orjson.OPT_NON_STR_KEYS


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

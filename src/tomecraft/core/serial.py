"""Canonical JSON and state hashing."""

from __future__ import annotations

import hashlib
import json
from typing import Any


def canonical_json(data: Any) -> str:
    """Compact JSON with sorted keys: equal data gives byte-identical text."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def digest(data: Any) -> str:
    """SHA-256 of the canonical JSON of ``data`` (hex)."""
    return hashlib.sha256(canonical_json(data).encode("utf-8")).hexdigest()

"""Secrets of the web server: seat tokens (only their hashes are stored) and game ids."""

from __future__ import annotations

import hashlib
import secrets


def hash_token(token: str) -> str:
    """The stored form of a seat token (SHA-256, hex): the store never holds a token."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def new_token() -> str:
    """A fresh seat token (24 random bytes, URL-safe)."""
    return secrets.token_urlsafe(24)


def new_game_id() -> str:
    """A fresh game id (9 random bytes, letters and digits only)."""
    return secrets.token_urlsafe(9).replace("-", "x").replace("_", "y")

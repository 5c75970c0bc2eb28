"""``python -m tomecraft.interfaces.web``: run the web server (used by tests and benches)."""

from __future__ import annotations

import argparse
import sys

from tomecraft.interfaces.web.command import (
    DEFAULT_HOST,
    DEFAULT_PORT,
    GUARD_DEFAULTS,
    limit_settings,
    serve,
)
from tomecraft.interfaces.web.startup import StartupRefused


def _samples(text: str) -> int:
    """A count of the coach's playouts: a whole number of at least 1."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r}: give a whole number of at least 1")
    return value


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(prog="python -m tomecraft.interfaces.web")
    p.add_argument("--host", default=DEFAULT_HOST)
    p.add_argument("--port", type=int, default=DEFAULT_PORT)
    p.add_argument("--db", default=None,
                   help="SQLite path or sqlite:///path URL, or postgresql://... (shared)")
    p.add_argument("--lease-time", type=float, default=10.0,
                   help="PostgreSQL: seconds before another server takes over a gone one's games")
    p.add_argument("--seat-timeout", type=float, default=120.0, help="0: never replace")
    p.add_argument("--bot-delay", type=float, default=0.4)
    p.add_argument("--rate", type=float, default=20.0, help="messages/s per connection")
    p.add_argument("--rest-rate", type=float, default=0.5,
                   help="changing REST calls per second per client address (0: off)")
    p.add_argument("--rest-burst", type=float, default=20.0)
    p.add_argument("--max-games", type=int, default=5000,
                   help="most unfinished games with people")
    p.add_argument("--max-bot-games", type=int, default=8,
                   help="most unfinished bot-only games")
    p.add_argument("--unclaimed-ttl", type=float, default=1800.0,
                   help="seconds before a game nobody holds a seat of expires (0: never)")
    p.add_argument("--bot-workers", type=int, default=2,
                   help="bot decisions computed at once (worker processes)")
    p.add_argument("--review-samples", type=_samples, default=16,
                   help="the coach's playouts per option of each reviewed decision")
    p.add_argument("--hint-samples", type=_samples, default=16,
                   help="the coach's playouts per option when it values a hint")
    p.add_argument("--public-url", default=None,
                   help="address people reach the server at, for the links it hands out")
    d = GUARD_DEFAULTS
    p.add_argument("--http-rate", type=float, default=d.http_rate,
                   help="requests per second per client address, all of them (0: off)")
    p.add_argument("--http-burst", type=float, default=d.http_burst)
    p.add_argument("--max-body-bytes", type=int, default=d.max_body_bytes,
                   help="largest request body (larger: 413, unread)")
    p.add_argument("--max-spectators", type=int, default=d.max_spectators,
                   help="most spectators per game")
    p.add_argument("--max-spectators-per-address", type=int,
                   default=d.max_spectators_per_address,
                   help="most spectator connections per client address")
    p.add_argument("--trusted-proxy", action="append", default=None,
                   help="reverse proxy whose X-Forwarded-For is believed (repeatable; "
                        "default: $TOMECRAFT_TRUSTED_PROXIES, else none)")
    p.add_argument("--log-level", default="info")
    p.add_argument("--ws-compression", action="store_true",
                   help="offer permessage-deflate on WebSockets (off: less CPU per message)")
    a = p.parse_args(argv)
    try:
        _serve(a)
    except StartupRefused as exc:
        print(f"tomecraft serve: {exc}", file=sys.stderr)
        raise SystemExit(1) from None


def _serve(a: argparse.Namespace) -> None:
    serve(
        a.host,
        a.port,
        a.db,
        seat_timeout=a.seat_timeout or None,
        bot_delay=a.bot_delay,
        rate=a.rate,
        log_level=a.log_level,
        ws_compression=a.ws_compression,
        public_url=a.public_url,
        lease_ttl=a.lease_time,
        review_samples=a.review_samples,
        hint_samples=a.hint_samples,
        **limit_settings(rest_rate=a.rest_rate, rest_burst=a.rest_burst,
                         max_games=a.max_games, max_bot_games=a.max_bot_games,
                         unclaimed_ttl=a.unclaimed_ttl, bot_workers=a.bot_workers,
                         http_rate=a.http_rate, http_burst=a.http_burst,
                         max_body_bytes=a.max_body_bytes, max_spectators=a.max_spectators,
                         max_spectators_per_address=a.max_spectators_per_address,
                         trusted_proxy=a.trusted_proxy),
    )


if __name__ == "__main__":
    main()

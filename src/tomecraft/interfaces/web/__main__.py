"""``python -m tomecraft.interfaces.web``: run the web server (used by tests and benches)."""

from __future__ import annotations

import argparse
import sys

from tomecraft.interfaces.web.command import DEFAULT_HOST, DEFAULT_PORT, limit_settings, serve
from tomecraft.interfaces.web.startup import StartupRefused


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
    p.add_argument("--public-url", default=None,
                   help="address people reach the server at, for the links it hands out")
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
        **limit_settings(rest_rate=a.rest_rate, rest_burst=a.rest_burst,
                         max_games=a.max_games, max_bot_games=a.max_bot_games,
                         unclaimed_ttl=a.unclaimed_ttl, bot_workers=a.bot_workers),
    )


if __name__ == "__main__":
    main()

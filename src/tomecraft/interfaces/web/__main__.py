"""``python -m tomecraft.interfaces.web``: run the web server (used by tests and benches)."""

from __future__ import annotations

import argparse

from tomecraft.interfaces.web.command import DEFAULT_HOST, DEFAULT_PORT, serve


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(prog="python -m tomecraft.interfaces.web")
    p.add_argument("--host", default=DEFAULT_HOST)
    p.add_argument("--port", type=int, default=DEFAULT_PORT)
    p.add_argument("--db", default=None, help="SQLite path or sqlite:///path URL")
    p.add_argument("--seat-timeout", type=float, default=120.0, help="0: never replace")
    p.add_argument("--bot-delay", type=float, default=0.4)
    p.add_argument("--rate", type=float, default=20.0, help="messages/s per connection")
    p.add_argument("--log-level", default="info")
    p.add_argument("--ws-compression", action="store_true",
                   help="offer permessage-deflate on WebSockets (off: less CPU per message)")
    a = p.parse_args(argv)
    serve(
        a.host,
        a.port,
        a.db,
        seat_timeout=a.seat_timeout or None,
        bot_delay=a.bot_delay,
        rate=a.rate,
        log_level=a.log_level,
        ws_compression=a.ws_compression,
    )


if __name__ == "__main__":
    main()

"""The server's settings (:class:`Settings`: tuning and limits) and the bot level that
takes over a person's seat."""

from __future__ import annotations

from dataclasses import dataclass

from tomecraft.analysis.review import DEFAULT_SAMPLES
from tomecraft.bots import supports
from tomecraft.bots.levels import default_level
from tomecraft.core import GameDef


# One field a setting, each with its default: alike by shape with other field lists
# (records such as a game's cards); grouping them would change every caller's keywords.
@dataclass(slots=True)
class Settings:
    """Server tuning; every field has a safe default."""

    #: Seconds a claimed human seat may stay without a connection before a bot takes it
    #: over (``None``: never).
    seat_timeout: float | None = 120.0
    #: The bot kind that replaces a human automatically (``None``: the game's default
    #: level, what ``bot`` means there; see :func:`tomecraft.bots.levels.default_level`).
    replace_level: str | None = None
    #: Pause after each bot decision, so people can follow (seconds).
    bot_delay: float = 0.0
    #: Largest accepted WebSocket message, in bytes.
    max_message_bytes: int = 8192
    #: Token bucket per connection: messages per second, and the burst allowed.
    rate: float = 20.0
    burst: float = 20.0
    #: Most unfinished games with people (a human seat) held at once; creating more is
    #: refused. Bot-only and expired games do not count.
    max_active_games: int = 5000
    #: Most unfinished bot-only games at once (creating more is refused).
    max_bot_games: int = 8
    #: A game whose human seats are all unclaimed (nobody holds one) expires after this
    #: many seconds without a change (``None``: never): it stops, no longer counts and
    #: is not resumed after a restart.
    unclaimed_ttl: float | None = 1800.0
    #: Per client address, token bucket on the REST calls that change something (create,
    #: join, leave, hand a seat to a bot): requests per second and the burst (rate 0: off).
    rest_rate: float = 0.5
    rest_burst: float = 20.0
    #: Messages waiting to go out to one connection (errors, pongs; state messages are
    #: coalesced). A client that lets more pile up gets one ``rate-limited`` error and is
    #: closed (1008).
    max_outbox: int = 64
    #: Seconds a closing connection gets to take its last messages before it is dropped.
    close_grace: float = 2.0
    #: Log lines sent on (re)connection.
    log_initial: int = 400
    #: How often the seat-timeout sweeper runs (seconds).
    sweep_interval: float = 1.0
    #: Bot decisions computed at once, each in a worker process (see ``botpool``).
    bot_workers: int = 2
    #: Workers kept for games with people (bot-only games never take them).
    bot_reserved: int = 1
    #: ``nice`` increment of the bot workers (they yield the CPU to the event loop).
    bot_nice: int = 5
    #: False: bots think on threads of the server process instead (no subprocesses).
    bot_processes: bool = True
    #: The coach's paired playouts per option of each reviewed decision (``reviews.py``).
    review_samples: int = DEFAULT_SAMPLES
    #: The coach's paired playouts per option when it values a hint (``hints.py``).
    hint_samples: int = DEFAULT_SAMPLES
    #: Average share of one CPU a bot-only game may use: after a bot decision that took
    #: ``t`` CPU seconds, the game waits ``t * (1 / share - 1)`` more (1.0: no wait).
    bot_game_share: float = 0.5
    #: The address people reach this server at (``https://games.example.org``): the
    #: links in the create and join answers start with it. ``None``: the links are paths
    #: (``/game/<id>#token=...``) that the page completes with its own address; the
    #: request's ``Host`` header is never trusted for them.
    public_url: str | None = None
    #: Several processes on one PostgreSQL database: a game's bots, chance and seat
    #: timeouts run in the process holding its lease, renewed every third of this many
    #: seconds; another process takes over a lease that has expired.
    lease_ttl: float = 10.0
    # -- the guards (``guard.py``) and spectators ------------------------------------------
    #: Largest request body accepted, in bytes: larger ones get 413 before they are read.
    max_body_bytes: int = 32 * 1024
    #: Per client address, every HTTP request and WebSocket handshake: requests per
    #: second and the burst (rate 0: off).
    http_rate: float = 10.0
    http_burst: float = 60.0
    #: Reverse proxies (addresses or networks) whose ``X-Forwarded-For`` is believed;
    #: none by default: the client's address is the connection's.
    trusted_proxies: tuple[str, ...] = ()
    #: Spectators (connections without a seat) per game, and per client address over
    #: the whole server; a connection beyond them must say hello with a seat's token.
    max_spectators: int = 200
    max_spectators_per_address: int = 20
    #: Seconds a connection beyond the spectator caps has to send its seat's hello.
    hello_grace: float = 5.0


def replacing_level(settings: Settings, game: GameDef) -> str:
    """The bot kind that takes over a human seat of ``game``: the operator's
    ``replace_level`` where ``game`` supports it, else the game's default level."""
    level = settings.replace_level
    if level and supports(game, level.strip().lower()):
        return level.strip().lower()
    return default_level(game.name)

"""Per-client request limits for the REST API (a token bucket per client address)."""

from __future__ import annotations

import math
import time
from collections import OrderedDict


class ClientLimiter:
    """A token bucket per key (the client's address): ``rate`` requests per second, bursts
    of up to ``burst``. At most ``max_clients`` buckets are kept (the least recently seen
    are forgotten; a forgotten client starts again with a full bucket). ``rate <= 0``
    turns the limit off."""

    def __init__(self, rate: float, burst: float, max_clients: int = 10_000) -> None:
        self.rate = rate
        self.burst = max(1.0, burst)
        self.max_clients = max(1, max_clients)
        self._buckets: OrderedDict[str, tuple[float, float]] = OrderedDict()

    def take(self, key: str, now: float | None = None) -> float:
        """Spend one request of ``key``: 0.0 if allowed, else the seconds until it would be
        (the request is refused and costs nothing)."""
        if self.rate <= 0:
            return 0.0
        now = time.monotonic() if now is None else now
        tokens, stamp = self._buckets.pop(key, (self.burst, now))
        tokens = min(self.burst, tokens + max(0.0, now - stamp) * self.rate)
        wait = 0.0
        if tokens >= 1.0:
            tokens -= 1.0
        else:
            wait = (1.0 - tokens) / self.rate
        self._buckets[key] = (tokens, now)
        while len(self._buckets) > self.max_clients:
            self._buckets.popitem(last=False)
        return wait

    @staticmethod
    def retry_after(wait: float) -> int:
        """``wait`` as whole seconds for a ``Retry-After`` header (at least 1)."""
        return max(1, math.ceil(wait))

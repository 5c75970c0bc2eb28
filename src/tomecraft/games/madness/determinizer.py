"""The Big Book of Madness's determiniser: states drawn from a seat's view (the hidden
hands drawn again) for the search bots (:meth:`~.game.MadnessGame.determinizer`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tomecraft.core import Rng, State
from tomecraft.games.madness.data import NK
from tomecraft.games.madness.state import MadnessState

#: Hand draws the determiniser tries per sample before it settles for one that does not
#: match the view's pending decision.
SAMPLE_TRIES = 30
#: Hand draws after which the determiniser gives up finding a state whose pending
#: decision has an option at all (it then raises).
MAX_SAMPLE_TRIES = 2000


def sampler(view: Mapping[str, Any], seat: int) -> Callable[[Rng], State]:
    """Samples the hidden hands: each other player's hand is drawn at random from the
    cards of their hand and deck together (``unseen`` in the view), the rest being
    their deck. The viewer's own hand and deck contents are known.

    The pending decision is worked out only once the hands are drawn (a decision
    computed with empty hands, or automatic steps taken with them, would not belong
    to the sampled state), and a sample is kept only if it agrees with the view: the
    same actor and kind of decision (the same options where the viewer decides) and
    the same pending tasks. Hands that do not fit (another player must pay with cards
    this hand lacks) are drawn again; after :data:`SAMPLE_TRIES` tries the first sample
    that leaves its decision some option is used (a legal state all the same), and
    without one after :data:`MAX_SAMPLE_TRIES` the sampler raises ValueError."""
    data = {k: v for k, v in view.items() if k not in ("viewer", "decision")}
    seats = []
    hidden: list[tuple[int, int]] = []
    # known deck tops the viewer does not know: (seat, position, knowers), drawn later
    blind_tops: list[tuple[int, int, list[int]]] = []
    if data.get("memo") and data["memo"][1] is None:
        data["memo"] = [data["memo"][0], -1, data["memo"][2]]
    for s, entry in enumerate(view["seats"]):
        e = {k: v for k, v in entry.items() if k not in ("hand_count", "deck_count", "unseen")}
        tops = entry.get("top", [])
        blind_tops.extend((s, i, t[1]) for i, t in enumerate(tops) if t[0] is None)
        e["top"] = [t for t in tops if t[0] is not None]
        if entry.get("hand") is None:
            e["hand"] = [0] * NK
            e["deck"] = list(entry["unseen"])
            hidden.append((s, int(entry["hand_count"])))
        seats.append(e)
    data["seats"] = seats
    base = MadnessState.load(data, settle=False)
    want = view.get("decision")
    want_stack = view.get("stack")

    def fits(st: MadnessState) -> bool:
        d = st.decision()
        if d is None or want is None:
            return d is None and want is None
        if not d.ids or d.actor != want["actor"] or d.kind != want["kind"]:
            return False
        if "options" in want and list(d.ids) != list(want["options"]):
            return False
        return want_stack is None or [t.view_json(seat) for t in st.stack] == want_stack

    def sample(rng: Rng) -> State:
        playable: MadnessState | None = None
        for tries in range(1, MAX_SAMPLE_TRIES + 1):
            st = base.clone()
            for s, count in hidden:
                deck, hand = st.decks[s], st.hands[s]
                # a known top card lies in the deck, so it cannot be in the hand
                pool = deck[:]
                for t in st.tops[s]:
                    pool[t[0]] -= 1
                for _ in range(count):
                    k = rng.weighted(pool)
                    pool[k] -= 1
                    deck[k] -= 1
                    hand[k] += 1
            for s, i, knowers in blind_tops:
                pool = st.decks[s][:]
                for t in st.tops[s]:
                    pool[t[0]] -= 1
                k = rng.weighted(pool)
                st.tops[s].insert(i, [k, sum(1 << w for w in knowers)])
            if not st.over:
                st.settle()
            if fits(st):
                return st
            d = st.decision()
            if playable is None and (d is None or d.ids):
                playable = st
            if playable is not None and tries >= SAMPLE_TRIES:
                return playable
        raise ValueError(
            f"no hands of the other players fit seat {seat}'s view in "
            f"{MAX_SAMPLE_TRIES} draws"
        )

    return sample


__all__ = ["MAX_SAMPLE_TRIES", "SAMPLE_TRIES", "sampler"]

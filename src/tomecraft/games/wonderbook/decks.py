"""Known deck order (issue 22 section 3): cards the table saw go on top of or under the
Wyrm deck, and a draw follows that order; the rest of the deck stays in an unknown order,
drawn by a chance decision.

``WonderState.wyrm_deck`` holds every card in the deck (a sorted multiset, as before);
``wyrm_top`` lists the known cards on top (top first) and ``wyrm_bottom`` the known cards
under the deck (the bottom card last). Both are part of ``wyrm_deck`` and public: a card
gets there only from a read chapter card (``wyrm_card`` with ``place``) or after it was
revealed (a Wyrm card's ``after``). A draw takes the top card while one is known, else a
card of the unknown middle (chance), else the known bottom cards in order. A reshuffle
happens only when the deck is empty, so it never forgets a known position: the new deck
is all unknown (a deck of one kind of card has a single outcome anyway).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tomecraft.games.wonderbook import chapter_cards
from tomecraft.i18n import msg

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.state import WonderState

PLACES = ("shuffle", "top", "bottom")


def unknown_wyrm_cards(st: WonderState) -> list[int]:
    """The cards of the Wyrm deck whose position nobody knows (a sorted multiset)."""
    out = st.wyrm_deck[:]
    for k in (*st.wyrm_top, *st.wyrm_bottom):
        out.remove(k)
    return out


def unknown_wyrm_counts(st: WonderState) -> list[int]:
    """Per Wyrm card, its copies in :func:`unknown_wyrm_cards` (counted, no list of them
    made: a Wyrm card's draw weights)."""
    counts = [0] * len(st.c.wyrms)
    for k in st.wyrm_deck:
        counts[k] += 1
    for k in st.wyrm_top:
        counts[k] -= 1
    for k in st.wyrm_bottom:
        counts[k] -= 1
    return counts


def forced_wyrm_draw(st: WonderState) -> int:
    """The next Wyrm card when the table knows it (-1: a chance decision draws it)."""
    if st.wyrm_top:
        return st.wyrm_top[0]
    if st.wyrm_bottom and len(st.wyrm_deck) == len(st.wyrm_bottom):
        return st.wyrm_bottom[0]
    return -1


def take_wyrm_card(st: WonderState, k: int) -> None:
    """Card ``k`` leaves the deck (a known top or bottom card leaves its list too)."""
    st.wyrm_deck.remove(k)
    if st.wyrm_top and st.wyrm_top[0] == k:
        st.wyrm_top.pop(0)
    elif not st.wyrm_top and len(st.wyrm_deck) < len(st.wyrm_bottom):
        st.wyrm_bottom.pop(0)


def put_wyrm_card(st: WonderState, k: int, place: str) -> None:
    """Card ``k`` (out of the deck) goes into it: ``top``, ``bottom`` or ``shuffle`` (an
    unknown position), or to the discard pile with ``discard``."""
    if place == "discard":
        st.wyrm_discard.append(k)
        return
    st.wyrm_deck.append(k)
    st.wyrm_deck.sort()
    if place == "top":
        st.wyrm_top.insert(0, k)
    elif place == "bottom":
        st.wyrm_bottom.append(k)
    if place in ("top", "bottom"):
        card = msg(f"wb-wyrm-{st.c.wyrm_cards[k].id}")
        st.log("wyrm-card-placed", None, f"wb-ev-wyrm-{place}", card=card)


def lift_wyrm_card(st: WonderState, k: int) -> bool:
    """Take card ``k`` out of the discard pile or the deck (to place it elsewhere; card
    ids are unique in a campaign); ``False`` when it is in neither (not in the campaign
    yet)."""
    if k in st.wyrm_discard:
        st.wyrm_discard.remove(k)
        return True
    if k not in st.wyrm_deck:
        return False
    st.wyrm_deck.remove(k)
    if k in st.wyrm_top:
        st.wyrm_top.remove(k)
    elif k in st.wyrm_bottom:
        st.wyrm_bottom.remove(k)
    return True


def place_wyrm_card(st: WonderState, wid: str, place: str) -> None:
    """The ``wyrm_card`` step: add card ``wid`` to the Wyrm deck for good, shuffled in
    (``shuffle``: as before) or on ``top`` of / under (``bottom``) the deck, where the
    table knows it is; a card already in the deck or the discard pile moves there. (A
    Wyrm card's own script cannot name it: the loader refuses that; see ``after``.)"""
    if place == "shuffle":
        chapter_cards.add_wyrm_card(st, wid)
        return
    k = st.c.wyrm_index[wid]
    if not lift_wyrm_card(st, k):
        st.wyrm_added.append(wid)
        st.log("wyrm-card-added", None, "wb-ev-wyrm-added", card=msg(f"wb-wyrm-{wid}"))
    put_wyrm_card(st, k, place)


__all__ = [
    "PLACES",
    "forced_wyrm_draw",
    "lift_wyrm_card",
    "place_wyrm_card",
    "put_wyrm_card",
    "take_wyrm_card",
    "unknown_wyrm_cards",
    "unknown_wyrm_counts",
]

"""Wonder Book's game state: heroes, Wyrms, the map, the decks, the chapter and the stack.

Decks hold no order: the Wyrm deck is a multiset of card numbers and the passage deck a
count per kind, so every reveal or draw is a chance decision over the contents. The
chapter deck is read in its printed order; a view shows only the cards already read (a
flagged pile shows its top card and its size).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tomecraft.core import Breakdown, Decision, Rng, Section, Topic
from tomecraft.core.clone import CloneFields
from tomecraft.core.coop import COOP_FIELDS, CoopState
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook.campaign import campaign_record
from tomecraft.games.wonderbook.conditions import holds, passes
from tomecraft.games.wonderbook.data import (
    ChapterData,
    Content,
    Cost,
)
from tomecraft.games.wonderbook.labels import option_alike, option_label
from tomecraft.games.wonderbook.pack import Action, Cond
from tomecraft.games.wonderbook.reach import (
    MapTables,
    map_tables,
)
from tomecraft.games.wonderbook.scene_changes import BOXED, RESERVE
from tomecraft.games.wonderbook.state_json import (
    check_components,
    copy_record,
    empty_record,
    state_from_json,
    state_from_view,
    state_to_json,
    view_json,
)
from tomecraft.i18n import Msg, msg

#: The only way to lose a chapter: turning the last face-up destiny token face down.
LOSSES = ("destiny",)
#: How a clone (:meth:`WonderState.__init__` given ``src``) copies each field
#: (:mod:`tomecraft.core.clone`): content, chapter data, map tables and the campaign
#: ``record`` shared; by hand: ``__init__``'s arguments.
FIELDS = CloneFields(
    "ch map record heroes[:] n_heroes seat_of[:] hearts[:] sparks[:] pos[:] ko[:] "
    "items[:][:] rerolled[:] bonus[:] upgrades{} unlocked[:] practice keys[:] wyrm_added[:] "
    "wyrm_zone[:] wyrm_dmg[:] wyrm_no[:] wyrms_met zone_sparks[:] destiny_total destiny_up "
    "wyrm_deck[:] "
    "wyrm_discard[:] wyrm_top[:] wyrm_bottom[:] passage_deck[:] passage_discard[:] cursor "
    "read[:] removed[:] piles{}[:] placed[:] rules[:] objective vortex aura chest_open "
    "creature_zone[:] creature_hearts[:] creature_down[:] card_hearts{} shield[:] defeated "
    "defeated_total rounds total_rounds scene last_roll last_dice last_wyrm_card unfinished "
    "ending blind cut cut_what reveal_count quiet",
    by_hand="c chapter players difficulty lead max_rounds",
    base=COOP_FIELDS,
)


class WonderState(CoopState):
    """A chapter of Wonder Book in progress (1-4 players, cooperative)."""

    game_name = "wonderbook"
    game_key = "wb"
    loss_reasons = LOSSES

    def __init__(
        self,
        c: Content,
        chapter: int,
        players: int,
        heroes: list[int],
        difficulty: str,
        lead: int,
        record: Mapping[str, Any],
        max_rounds: int,
        src: WonderState | None = None,
    ) -> None:
        """A new chapter's state, or with ``src`` (only :meth:`clone` gives one) a copy of
        ``src`` built field by field (``FIELDS``): nothing is set up to be replaced
        (compiled, a class has no blank constructor). Every field is set in both branches,
        before ``self`` is handed to anything: mypyc declares a compiled class's
        attributes from here and skips the checks for unset ones (so the compiled build
        writes ``FIELDS``'s copy out here as assignments, not as a call)."""
        self.c = c
        self.chapter = chapter
        self.players = players
        self.difficulty = difficulty
        self.lead = lead
        self.max_rounds = max_rounds
        if src is None:
            self.ch: ChapterData = c.chapters[chapter]
            #: The chapter map's reach tables (shared by every state of the chapter).
            self.map: MapTables = map_tables(self.ch)
            self.heroes = heroes
            n = len(heroes)
            self.n_heroes = n
            self.seat_of = [0 if players == 1 else i for i in range(n)]
            self.hearts = [c.heroes[h].hearts for h in heroes]
            self.sparks = [0] * n
            self.pos = [0] * n
            self.ko = [False] * n
            self.items: list[list[int]] = [[] for _ in range(n)]
            self.rerolled = [False] * n
            self.bonus = [0] * n
            self.record = copy_record(record)
            self.upgrades: dict[str, int] = dict(self.record["upgrades"])
            #: Upgrade cards the campaign has given (to any hero, in this game or not).
            self.unlocked: list[str] = sorted(set(self.record["unlocked"]) | set(self.upgrades))
            #: A chapter started without its earlier chapters (option ``practice``): the game
            #: says so and hands on no campaign record.
            self.practice = False
            #: The treasure-chest envelope has been opened (in this campaign).
            self.chest_open = bool(self.record["chest"])
            self.keys: list[str] = sorted(self.record["keys"])
            self.wyrm_added: list[str] = []
            total = c.supply_wyrms
            reserve = min(total, c.reserve_per_hero * n)
            self.wyrm_zone = [RESERVE] * reserve + [BOXED] * (total - reserve)
            self.wyrm_dmg = [0] * total
            #: Per Wyrm figure (a slot, internal): the number of the Wyrm on it, given as
            #: it enters play (1, 2, 3... in the chapter; 0 while off the board), so that a
            #: new Wyrm never takes a defeated one's name; ``wyrms_met`` numbers given.
            self.wyrm_no = [0] * total
            self.wyrms_met = 0
            self.zone_sparks = [0] * len(self.ch.zones)
            self.destiny_total = c.supply_destiny
            self.destiny_up = c.destiny_up[difficulty]
            self.wyrm_deck = sorted(
                list(c.base_wyrm_deck)
                + [c.wyrm_index[w] for w in self.record["wyrm_cards"] if w in c.wyrm_index]
            )
            self.wyrm_discard: list[int] = []
            #: Known Wyrm deck order (public; see ``decks``): cards on top (top first) and
            #: under the deck (the bottom card last), each also in ``wyrm_deck``.
            self.wyrm_top: list[int] = []
            self.wyrm_bottom: list[int] = []
            self.passage_deck = list(c.passage_copies)
            self.passage_discard = [0] * len(c.passages)
            self.cursor = 0
            self.read: list[int] = []
            self.removed: list[int] = []
            self.piles: dict[str, list[int]] = {}
            self.placed: list[int] = []
            self.rules: list[int] = []
            self.objective = -1
            self.vortex = -1
            #: The zone holding the Dark Aura token (-1: not on the board; one token in the box).
            self.aura = -1
            #: Per creature of the chapter (allies and enemies that are not Wyrms, L84-85):
            #: its zone (-1 off the board) and the hearts it holds (taken from the supply).
            creatures = c.chapter_creatures[chapter]
            self.creature_zone = [-1] * creatures
            self.creature_hearts = [0] * creatures
            #: Hearts held by chapter cards (card index -> hearts; a card with a ``hearts``
            #: field, filled and emptied by ``card_hearts`` steps; public).
            self.card_hearts: dict[int, int] = {}
            #: Per hero: shields (damage prevention): each cancels 1 heart the hero would lose.
            self.shield = [0] * self.n_heroes
            #: Per creature: brought to 0 hearts in this chapter (an ally died, an enemy was
            #: defeated; condition ``creature_down``).
            self.creature_down = [False] * creatures
            self.defeated = 0
            self.defeated_total = 0
            self.rounds = 0
            self.total_rounds = 0
            self.scene = 0
            self.last_roll = 0
            #: Dice of the last roll (0: nothing rolled yet); ``last_roll`` is its hits.
            self.last_dice = 0
            self.last_wyrm_card = -1
            #: Stopped by the bot-only round cap (``max_rounds``): neither won nor lost.
            self.unfinished = False
            self.ending = -1
            #: Search copies only (never serialised): ``blind`` stops play where text no
            #: player has read would be carried out; ``cut`` says it stopped there.
            self.blind = False
            self.cut = False
            #: What a cut copy stopped before (``card``, ``outcome``, ``objective``,
            #: ``interaction``, ``chest``; "" while not cut): only the kind of the unread
            #: text, which the table sees, for the heuristic's prior (never the text itself).
            self.cut_what = ""
            #: Hidden texts read so far by this object (never serialised; see ``revealed``).
            self.reveal_count = 0
            self._init_outcome()
            return
        FIELDS.copy(src, self)  # written out as assignments in the compiled build
        src.copy_outcome_to(self)

    @property
    def num_players(self) -> int:
        return self.players

    # -- queries -----------------------------------------------------------------------
    def hero_max(self, h: int) -> int:
        return self.c.heroes[self.heroes[h]].hearts

    def hearts_supply(self) -> int:
        """The hearts left in the supply: the pack's, less those heroes, creatures and
        chapter cards hold (summed in loops: compiled, ``sum`` is a generic call)."""
        n = self.c.supply_hearts
        for x in self.hearts:
            n -= x
        for x in self.creature_hearts:
            n -= x
        if self.card_hearts:
            for x in self.card_hearts.values():
                n -= x
        return n

    def creature_index(self, cid: str) -> int:
        return next(i for i, x in enumerate(self.ch.model.creatures) if x.id == cid)

    def sparks_supply(self) -> int:
        """The sparks left in the supply: the pack's, less those heroes and zones hold."""
        n = self.c.supply_sparks
        for x in self.sparks:
            n -= x
        for x in self.zone_sparks:
            n -= x
        return n

    def reserve(self) -> list[int]:
        return [w for w, z in enumerate(self.wyrm_zone) if z == RESERVE]

    def in_play(self) -> list[int]:
        return [w for w, z in enumerate(self.wyrm_zone) if z >= 0]

    def wyrm_number(self, w: int) -> int:
        """The number players read for the Wyrm on figure ``w`` ("Wyrm 3"): its own,
        given as it entered play (``wyrm_no``)."""
        return self.wyrm_no[w] or w + 1

    def any_hero_up(self) -> bool:
        return any(not ko for ko in self.ko)

    # The special rules in force are read from ``ChapterData.mods`` (each rule card's
    # changes as tables, built once per chapter), not from the pack's models.
    def wyrm_health(self) -> int:
        h = self.c.wyrm_health
        for r in self.rules:
            mod = self.ch.mods[r]
            if mod is not None and mod.wyrm_health >= 0:
                h = mod.wyrm_health
        return h

    def rule_extra(self) -> int:
        n = 0
        for r in self.rules:
            m = self.ch.mods[r]
            if m is not None:
                n += m.extra_actions
        return n

    def explode_at(self) -> int:
        out = 0
        for r in self.rules:
            m = self.ch.mods[r]
            if m is not None and m.explode_at:
                out = m.explode_at
        return out

    # -- restrictions (special rules, L186) ---------------------------------------------
    def near(self, z: int) -> frozenset[int]:
        return self.ch.adjacent[z]

    def holds(self, c: Cond) -> bool:
        """Evaluate a condition of the script vocabulary (:func:`conditions.holds`)."""
        return holds(self, c)

    def goal_met(self) -> bool:
        if self.objective < 0 or self.over:
            return False
        goal = self.ch.goals[self.objective]
        return goal is not None and passes(self, goal)

    def abilities(self, h: int) -> list[int]:
        """The hero's ability slots: 0 (unless the hero has no ability of its own) and one
        side of each upgrade card gained."""
        hc = self.c.heroes[self.heroes[h]]
        out = [0] if hc.has_ability else []
        for u, uid in enumerate(hc.upgrades):
            if uid in self.upgrades:
                out.append(1 + 2 * u + self.upgrades[uid])
        return out

    def item_action(self, item: int) -> Action:
        if item >= A.PASSAGE_ITEM:
            return self.c.actions[self.c.passage_action[item - A.PASSAGE_ITEM]]
        return self.c.actions[self.ch.item_action[item]]

    def item_name(self, item: int) -> Msg:
        """An item's name: ``wb-passage-<id>`` for a passage, else its card's title."""
        if item >= A.PASSAGE_ITEM:
            return self.c.passage_names[item - A.PASSAGE_ITEM]
        return self.ch.card_titles[item]

    def item_cost(self, item: int) -> Cost:
        """The :class:`~.data.Cost` of an item's special action (:meth:`item_action`)."""
        if item >= A.PASSAGE_ITEM:
            return self.c.action_costs[self.c.passage_action[item - A.PASSAGE_ITEM]]
        return self.c.action_costs[self.ch.item_action[item]]

    def interactions_at(self, z: int) -> list[int]:
        """The interaction cards whose object is in zone ``z`` (placed ones and the top
        card of each pile), ascending."""
        at = self.ch.object_zone
        out = [i for i in self.placed if at[i] == z]
        for cards in self.piles.values():
            if cards and at[cards[0]] == z:
                out.append(cards[0])
        if len(out) > 1:
            out.sort()
        return out

    # -- changes ----------------------------------------------------------------------------
    def creature_name(self, i: int) -> Msg:
        return msg(f"wb-creature-{self.ch.id}-{self.ch.model.creatures[i].id}")

    def at_horizon(self, what: str = "card") -> bool:
        """On a search copy (``blind``), reaching text that no player has read (an unread
        chapter card, a dilemma's outcome, an interaction card's back, a met objective's
        back, the chest's envelope: ``what``) ends the copy's play here, as a leaf the
        search scores with its estimate: the search must not use what the players cannot
        know. Always False in a game, where it counts the text as read (:meth:`revealed`)."""
        if not self.blind:
            self.reveal_count += 1
            return False
        self.cut = True
        self.cut_what = what
        self.over = True
        return True

    def revealed(self) -> int:
        """Chapter texts read for the first time so far (an unread card, an interaction's
        or a met objective's back, a dilemma's outcome, a flipped back, the ending): each
        is a reveal that ends the undo window (``Match.undo_point``)."""
        return self.reveal_count

    def known_messages(self, seat: int | None) -> frozenset[str]:
        """The chapter texts every seat may read now (all seats alike: only unread cards
        are hidden): the scene in play (its name, zones and spots), each read card's
        title, text, goal, dilemma options and the actions it gives, the title of each
        object on the map (a pile's top card shows its front), and the keys noted."""
        from tomecraft.games.wonderbook.data import known_texts

        return known_texts(self)

    def stop_unfinished(self) -> None:
        """The bot-only round cap (``max_rounds``) stops a game that cannot end: it is
        over, neither won nor lost (never set in a game with people: no cap there)."""
        if self.over:
            return
        self.over = True
        self.won = False
        self.unfinished = True
        self.log("game-over", None, "wb-ev-unfinished")

    def win_args(self) -> dict[str, Any]:
        """The win event names the chapter."""
        return {"chapter": msg(f"wb-chapter-{self.ch.id}")}

    # -- campaign (campaign.py) ------------------------------------------------------------
    def campaign_record(self) -> dict[str, Any]:
        return campaign_record(self)

    # -- labels (labels.py) ----------------------------------------------------------------
    def label(self, decision: Decision, option_id: int) -> Msg:
        return option_label(self, decision, option_id)

    def alike(self, decision: Decision, option_id: int) -> object:
        return option_alike(self, decision, option_id)

    # -- results -----------------------------------------------------------------------------
    def progress(self) -> float:
        """Share of the chapter deck read, in [0, 1]."""
        return min(1.0, self.cursor / len(self.ch.cards)) if not self.won else 1.0

    def scores(self) -> list[int]:
        """Face-up destiny tokens at the end (0 on a loss), the same for every seat."""
        return [self.destiny_up if not (self.over and not self.won) else 0] * self.players

    def analysis_features(self) -> dict[str, Any]:
        return {
            "destiny_left": self.destiny_up if self.won else 0,
            "rounds": self.total_rounds + self.rounds,
            "cards_read": len(self.read),
            "won": self.won,
            "lost": self.lost,
            "unfinished": self.unfinished,
        }

    def board(self, seat: int | None) -> list[Section]:
        from tomecraft.games.wonderbook.render import board

        return board(self, seat)

    def topics(self, seat: int | None) -> list[Topic]:
        from tomecraft.games.wonderbook.topics import topics

        return topics(self, seat)

    def breakdown(self) -> Breakdown:
        from tomecraft.games.wonderbook.render import breakdown

        return breakdown(self)

    # -- copying and serialisation ---------------------------------------------------------------
    def clone(self) -> WonderState:
        """An independent copy (``__init__`` given ``src``: every field written out; lists
        of lists and ``piles`` copied two levels deep; content, chapter data and the
        campaign ``record`` shared)."""
        return WonderState(
            self.c,
            self.chapter,
            self.players,
            self.heroes,
            self.difficulty,
            self.lead,
            self.record,
            self.max_rounds,
            self,
        )

    def to_json(self) -> dict[str, Any]:
        return state_to_json(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> WonderState:
        return state_from_json(cls, data)

    def check_components(self) -> None:
        """Raise InvalidPosition when a limited component is over its supply or a value is
        out of range."""
        check_components(self)

    # -- views ---------------------------------------------------------------------------------
    def _view_body(self, seat: int | None) -> dict[str, Any]:
        return view_json(self)

    def resample_hidden(self, seat: int | None, rng: Rng) -> WonderState:
        """No draw is stored (decks are multisets, the chapter deck is read in its fixed
        order), so every copy a seat cannot tell apart is the state itself."""
        return self.clone()


__all__ = ["BOXED", "LOSSES", "RESERVE", "WonderState", "empty_record", "state_from_view"]

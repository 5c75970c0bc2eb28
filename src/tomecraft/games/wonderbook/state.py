"""Wonder Book's game state: heroes, Wyrms, the map, the decks, the chapter and the stack.

Decks hold no order: the Wyrm deck is a multiset of card numbers and the passage deck a
count per kind, so every reveal or draw is a chance decision over the contents. The
chapter deck is read in its printed order; a view shows only the cards already read (a
flagged pile shows its top card and its size).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from tomecraft.core import Breakdown, Decision, Rng, Section, Topic
from tomecraft.core.coop import CoopState
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook import tasks as T
from tomecraft.games.wonderbook.campaign import campaign_record
from tomecraft.games.wonderbook.conditions import holds, passes
from tomecraft.games.wonderbook.data import (
    RANGE_NAMES,
    ChapterData,
    Content,
    Cost,
    action_name,
    cost_of,
    hero_name,
    key_name,
    zone_name,
)
from tomecraft.games.wonderbook.labels import option_alike, option_label
from tomecraft.games.wonderbook.pack import FORBIDDEN, Action, Cond, Step
from tomecraft.games.wonderbook.reach import (
    MapTables,
    creatures_in_range,
    heroes_near,
    map_tables,
    wyrms_in_range,
)
from tomecraft.games.wonderbook.state_json import (
    MAX_SHIELD,
    check_components,
    copy_record,
    empty_record,
    state_from_json,
    state_from_view,
    state_to_json,
    view_json,
)
from tomecraft.i18n import Msg, msg

RESERVE = -1
# The bits of ``RuleMods.forbid_bits`` (a block a special rule forbids), by block.
_BAN_COLLECT: Final = 1 << FORBIDDEN.index("collect")
_BAN_ATTACK: Final = 1 << FORBIDDEN.index("attack")
_BAN_MOVE: Final = 1 << FORBIDDEN.index("move")
_BAN_ABILITY: Final = 1 << FORBIDDEN.index("ability")
_BAN_INTERACT: Final = 1 << FORBIDDEN.index("interact")
_BAN_SPECIAL: Final = 1 << FORBIDDEN.index("special")
_BAN_GIVE: Final = 1 << FORBIDDEN.index("give")
_BAN_ASK: Final = 1 << FORBIDDEN.index("ask")
_BAN_RULE_ACTION: Final = 1 << FORBIDDEN.index("rule_action")
BOXED = -2
#: The only way to lose a chapter: turning the last face-up destiny token face down.
LOSSES = ("destiny",)


def _distinct_sorted(xs: list[int]) -> list[int]:
    """``sorted(set(xs))`` for the short lists of items a hero holds (an insertion,
    without building a set)."""
    out: list[int] = []
    for x in xs:
        i = 0
        n = len(out)
        while i < n and out[i] < x:
            i += 1
        if i == n or out[i] != x:
            out.insert(i, x)
    return out


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
    ) -> None:
        # Every field is set here: mypyc declares a compiled class's attributes from its
        # __init__ (each game's state starts with a list of this shape).
        self.c = c
        self.chapter = chapter
        self.ch: ChapterData = c.chapters[chapter]
        #: The chapter map's reach tables (shared by every state of the chapter).
        self.map: MapTables = map_tables(self.ch)
        self.players = players
        self.difficulty = difficulty
        self.lead = lead
        self.max_rounds = max_rounds
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
        total = c.supply.wyrms
        reserve = min(total, c.reserve_per_hero * n)
        self.wyrm_zone = [RESERVE] * reserve + [BOXED] * (total - reserve)
        self.wyrm_dmg = [0] * total
        self.zone_sparks = [0] * len(self.ch.zones)
        self.destiny_total = c.supply.destiny
        self.destiny_up = c.destiny_up[difficulty]
        self.wyrm_deck = sorted(
            [i for i, w in enumerate(c.wyrm_cards) if w.base]
            + [c.wyrm_index[w] for w in self.record["wyrm_cards"] if w in c.wyrm_index]
        )
        self.wyrm_discard: list[int] = []
        #: Known Wyrm deck order (public; see ``decks``): cards on top (top first) and
        #: under the deck (the bottom card last), each also in ``wyrm_deck``.
        self.wyrm_top: list[int] = []
        self.wyrm_bottom: list[int] = []
        self.passage_deck = [p.copies for p in c.passages]
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
        self.creature_zone = [-1] * len(self.ch.model.creatures)
        self.creature_hearts = [0] * len(self.ch.model.creatures)
        #: Hearts held by chapter cards (card index -> hearts; a card with a ``hearts``
        #: field, filled and emptied by ``card_hearts`` steps; public).
        self.card_hearts: dict[int, int] = {}
        #: Per hero: shields (damage prevention): each cancels 1 heart the hero would lose.
        self.shield = [0] * self.n_heroes
        #: Per creature: brought to 0 hearts in this chapter (an ally died, an enemy was
        #: defeated; condition ``creature_down``).
        self.creature_down = [False] * len(self.ch.model.creatures)
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
    def forbidden(self, kind: str) -> bool:
        """A special rule in force forbids the hero action ``kind`` (an option block)."""
        for r in self.rules:
            m = self.ch.mods[r]
            if m is not None and kind in m.forbid:
                return True
        return False

    def zone_rule(self, field: str, z: int) -> bool:
        """Zone ``z`` is named in the ``field`` list (``no_enter``, ``no_leave``, ``hurt``,
        ``hurt_enter``) of a special rule in force."""
        for r in self.rules:
            m = self.ch.mods[r]
            if m is not None and z in m.zones[field]:
                return True
        return False

    def move_refusal(self, h: int, z: int) -> str | None:
        """Why hero ``h`` may not step into adjacent zone ``z`` now: ``move`` (moving is
        forbidden), ``leave`` (its zone may not be left), ``enter`` (``z`` may not be
        entered); None when it may."""
        if not self.rules:
            return None
        if self.zone_rule("no_leave", self.pos[h]):
            return "leave"
        if self.zone_rule("no_enter", z):
            return "enter"
        return None

    def steps_open(self, h: int) -> list[int]:
        """The adjacent zones hero ``h`` may step into (the restrictions allowing)."""
        return [y for y in self.ch.adjacent_sorted[self.pos[h]] if self.move_refusal(h, y) is None]

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

    def _usable(self, h: int, a: Cost) -> bool:
        """An ability, item or special action is offered when the hero can pay it, stands
        in its zone (if it names one) and it can do something (:meth:`can_affect`)."""
        return self.cost_refusal(h, a) is None

    def usable_refusal(self, h: int, a: Action) -> str | None:
        """Why hero ``h`` cannot use the ability, item or special action ``a`` now
        (``None``: it can): see :meth:`cost_refusal`."""
        return self.cost_refusal(h, cost_of(a))

    def cost_refusal(self, h: int, a: Cost) -> str | None:
        """Why hero ``h`` cannot use the ability, item or special action whose
        :class:`~.data.Cost` is ``a`` now (``None``: it can): ``sparks`` (it holds fewer
        than ``a`` costs), ``zone`` (``a`` is used in another zone), ``target`` (nothing
        for it to affect, see :meth:`can_affect`)."""
        if self.sparks[h] < a.sparks:
            return "sparks"
        if a.zone is not None and self.ch.zone_index.get(a.zone) != self.pos[h]:
            return "zone"
        if not self.can_affect(h, a.script):
            return "target"
        return None

    def item_cost(self, item: int) -> Cost:
        """The :class:`~.data.Cost` of an item's special action (:meth:`item_action`)."""
        if item >= A.PASSAGE_ITEM:
            return self.c.action_costs[self.c.passage_action[item - A.PASSAGE_ITEM]]
        return self.c.action_costs[self.ch.item_action[item]]

    def can_affect(self, h: int, script: Sequence[Step]) -> bool:
        """False when every step of ``script`` targets Wyrms and none has a target now:
        ``damage`` needs a Wyrm in range, ``stun`` an unstunned one that can be stunned
        (health above 1), and a ``challenge`` counts as targeting when both its outcomes
        do (the roll alone changes nothing). Any other step makes the script worth it."""
        for s in script:
            if s.do == "damage":
                rng = RANGE_NAMES.index(s.range)
                if wyrms_in_range(self, h, rng) or creatures_in_range(self, h, rng, "enemy"):
                    return True
            elif s.do == "stun":
                rng = RANGE_NAMES.index(s.range)
                if self.wyrm_health() > 1 and any(
                    self.wyrm_dmg[w] == 0 for w in wyrms_in_range(self, h, rng)
                ):
                    return True
            elif s.do == "challenge":
                if self.can_affect(h, s.then) or self.can_affect(h, s.else_):
                    return True
            else:
                return True
        return False

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

    def action_ids(self, h: int) -> list[int]:
        """The legal options of a hero's action decision, in id order except that ending
        the turn (``PASS``) comes last, so menus that number the options do not offer it
        first (the ids themselves never change). The blocks are listed in id order and
        each block's ids ascending, so no sort is needed. The special rules in force
        (L186) are read once, as bit sets (``RuleMods``): a block one forbids is left out
        (:meth:`forbidden`), and moves follow :meth:`move_refusal`."""
        z = self.pos[h]
        c = self.c
        banned = no_enter = no_leave = 0
        for r in self.rules:
            m = self.ch.mods[r]
            if m is not None:
                banned |= m.forbid_bits
                no_enter |= m.no_enter_bits
                no_leave |= m.no_leave_bits
        ids: list[int] = []
        if self.zone_sparks[z] > 0 and not banned & _BAN_COLLECT:
            ids.append(A.COLLECT)
        hero = self.heroes[h]
        hc = c.heroes[hero]
        rng = c.hero_ranges[hero]
        if not banned & _BAN_ATTACK and (
            wyrms_in_range(self, h, rng) or creatures_in_range(self, h, rng, "enemy")
        ):
            ids.append(A.ATTACK)
        if not banned & _BAN_MOVE and not (no_leave >> z) & 1:
            for y in self.ch.adjacent_sorted[z]:
                if not (no_enter >> y) & 1:
                    ids.append(A.MOVE + y)
        if not banned & _BAN_ABILITY:
            for s in self.abilities(h):
                if self._usable(h, hc.costs[s]):
                    ids.append(A.ABILITY + s)
        if not banned & _BAN_INTERACT:
            for i in self.interactions_at(z):
                ids.append(A.INTERACT + i)
        items = _distinct_sorted(self.items[h])
        if items and not banned & _BAN_SPECIAL:
            for i in items:
                if self._usable(h, self.item_cost(i)):
                    ids.append(A.SPECIAL + i)
        near = heroes_near(self, h)
        if near:
            if items and not banned & _BAN_GIVE:
                for i in items:
                    ids.append(A.GIVE + i)
            if not banned & _BAN_ASK:
                held: list[int] = []
                for o in near:
                    held.extend(self.items[o])
                for i in _distinct_sorted(held):
                    ids.append(A.ASK + i)
        if self.rules and not banned & _BAN_RULE_ACTION:
            acts: list[int] = []
            for r in self.rules:
                acts.extend(self.ch.rule_actions[r])
            for a in _distinct_sorted(acts):
                if self._usable(h, c.action_costs[a]):
                    ids.append(A.RULE_ACTION + a)
        ids.append(A.PASS)
        return ids

    # -- changes ----------------------------------------------------------------------------
    def do_action(self, h: int, option: int) -> None:
        """Carry out a chosen action (its cost is already counted by the turn)."""
        b, k = A.block(option)
        c = self.c
        seat = self.seat_of[h]
        name = hero_name(c, self.heroes[h])
        if b == "move":
            self.move_hero(h, k)
        elif b == "collect":
            self.zone_sparks[self.pos[h]] -= 1
            self.sparks[h] += 1
            self.log("collect", seat, "wb-ev-collect", hero=name, sparks=self.sparks[h])
        elif b == "attack":
            self.log("attack", seat, "wb-ev-attack", hero=name)
            self.stack.append(T.Attack(h))
        elif b == "ability":
            a = c.heroes[self.heroes[h]].abilities[k]
            self.pay(h, a.sparks)
            self.log("ability", seat, "wb-ev-ability", hero=name, ability=action_name(a))
            self.stack.append(T.Run(c.script(a.script), h, 1))
        elif b == "interact":
            self.stack.append(T.Interact(h, k))
        elif b == "special":
            a = self.item_action(k)
            self.pay(h, a.sparks)
            self.log("special", seat, "wb-ev-special", hero=name, item=self.item_name(k))
            if a.discard or k >= A.PASSAGE_ITEM:
                self.discard_item(h, k)
            self.stack.append(T.Run(c.script(a.script), h, 1))
        elif b == "give":
            self.stack.append(T.GiveItem(h, k))
        elif b == "ask":
            self.log("ask", seat, "wb-ev-ask", hero=name, item=self.item_name(k))
            self.stack.append(T.AskWhom(h, k))
        elif b == "rule_action":
            a = c.actions[k]
            self.pay(h, a.sparks)
            self.log("special", seat, "wb-ev-rule-action", hero=name, action=action_name(a))
            self.stack.append(T.Run(c.script(a.script), h, 1))

    def pay(self, h: int, n: int) -> None:
        self.sparks[h] -= n

    def move_hero(self, h: int, z: int) -> None:
        """Hero ``h`` moves to zone ``z``; entering a zone that hurts on entry (a special
        rule's ``hurt_enter``) costs 1 heart."""
        came = self.pos[h] != z
        self.pos[h] = z
        if not self.quiet:
            hero, zone = hero_name(self.c, self.heroes[h]), zone_name(self.ch, z)
            self.log("move", self.seat_of[h], "wb-ev-move", hero=hero, zone=zone)
        if came and self.zone_rule("hurt_enter", z):
            self.hurt(h, 1)

    def gain_sparks(self, h: int, n: int) -> None:
        """Sparks from the supply (as many as it has) or back to it (as many as held)."""
        if self.ko[h]:
            return
        n = min(n, self.sparks_supply()) if n >= 0 else -min(-n, self.sparks[h])
        if n:
            self.sparks[h] += n
            self.log(
                "sparks",
                self.seat_of[h],
                "wb-ev-sparks",
                hero=hero_name(self.c, self.heroes[h]),
                n=n,
            )

    def heal(self, h: int, n: int) -> None:
        """Hearts from the supply, never above the hero's maximum; a knocked-out hero is
        unaffected."""
        if self.ko[h]:
            return
        n = min(n, self.hero_max(h) - self.hearts[h], self.hearts_supply())
        if n > 0:
            self.hearts[h] += n
            self.log(
                "heal", self.seat_of[h], "wb-ev-heal", hero=hero_name(self.c, self.heroes[h]), n=n
            )

    def add_shield(self, h: int, n: int) -> None:
        """Hero ``h`` (not knocked out) gains ``n`` shields, up to :data:`MAX_SHIELD`."""
        if self.ko[h]:
            return
        n = min(n, MAX_SHIELD - self.shield[h])
        if n > 0:
            self.shield[h] += n
            self.log(
                "shield",
                self.seat_of[h],
                "wb-ev-shield",
                hero=hero_name(self.c, self.heroes[h]),
                n=n,
            )

    def hurt(self, h: int, n: int) -> None:
        """Lose hearts; at 0 the hero is knocked out (a knocked-out hero is unaffected).
        Each shield the hero holds cancels 1 of the hearts first and is spent."""
        if self.ko[h] or n <= 0:
            return
        if self.shield[h]:
            stop = min(n, self.shield[h])
            self.shield[h] -= stop
            n -= stop
            self.log(
                "shield",
                self.seat_of[h],
                "wb-ev-shield-used",
                hero=hero_name(self.c, self.heroes[h]),
                n=stop,
            )
            if n <= 0:
                return
        n = min(n, self.hearts[h])
        self.hearts[h] -= n
        if not self.quiet:
            hero = hero_name(self.c, self.heroes[h])
            self.log("hurt", self.seat_of[h], "wb-ev-hurt", hero=hero, n=n, left=self.hearts[h])
        if self.hearts[h] == 0:
            self.ko[h] = True
            self.log("ko", self.seat_of[h], "wb-ev-ko", hero=hero_name(self.c, self.heroes[h]))
            self.cut_turn(h)

    def cut_turn(self, h: int) -> None:
        """A hero knocked out during its own turn ends it at once: the hero's pending
        action steps above its turn (scripts run for it, rolls, targets, moves, extra
        actions) are dropped, and the turn then ends as knocked out. A chapter card being
        read finishes with everything above it (the card's own effects), and tasks that
        are not the hero's (another hero's draw, a Wyrm card) stay."""
        st = self.stack
        turn = next(
            (i for i, t in enumerate(st) if isinstance(t, T.Turn) and t.hero == h and not t.now),
            -1,
        )
        if turn < 0:
            return
        card = next((i for i in range(turn + 1, len(st)) if isinstance(st[i], T.ReadCard)), len(st))
        st[turn + 1 : card] = [
            t
            for t in st[turn + 1 : card]
            if not (isinstance(t, T.HERO_ACTION_TASKS) and getattr(t, "hero", -1) == h)
        ]

    def lose_heart_for_reroll(self, h: int) -> None:
        self.hearts[h] -= 1
        self.log(
            "reroll", self.seat_of[h], "wb-ev-reroll-heart", hero=hero_name(self.c, self.heroes[h])
        )

    def stand_up(self, h: int) -> None:
        """A knocked-out hero stands up with full hearts; one destiny token turns down.
        The heart supply always has them: a pack must hold at least the hearts of its
        four heroes with the most at full (checked when the pack loads), so hearts in
        play never exhaust it."""
        self.ko[h] = False
        assert self.hearts_supply() >= self.hero_max(h) - self.hearts[h], "heart supply too small"
        self.hearts[h] = self.hero_max(h)
        self.log("stand", self.seat_of[h], "wb-ev-stand", hero=hero_name(self.c, self.heroes[h]))
        self.turn_destiny(-1)

    def turn_destiny(self, n: int) -> None:
        """Turn destiny tokens up (+) or down (−); turning the last face-up token down
        loses the chapter at once."""
        if n > 0:
            n = min(n, self.destiny_total - self.destiny_up)
            if n:
                self.destiny_up += n
                self.log("destiny", None, "wb-ev-destiny-up", n=n, up=self.destiny_up)
            return
        for _ in range(-n):
            if self.over:
                return
            self.destiny_up -= 1
            self.log("destiny", None, "wb-ev-destiny-down", up=self.destiny_up)
            if self.destiny_up <= 0:
                self.lose("destiny")

    def spawn(self, n: int, zone: int) -> None:
        """Up to ``n`` Wyrms from the reserve to ``zone`` (missing ones are skipped)."""
        if zone < 0:
            return
        placed = 0
        for w in self.reserve()[: max(n, 0)]:
            self.wyrm_zone[w] = zone
            self.wyrm_dmg[w] = 0
            placed += 1
        if placed and not self.quiet:
            self.log("spawn", None, "wb-ev-spawn", n=placed, zone=zone_name(self.ch, zone))

    def remove_wyrm(self, w: int) -> None:
        """Wyrm ``w`` leaves the map for the reserve (an explosion, a ``wyrms`` step)."""
        z = self.wyrm_zone[w]
        self.wyrm_zone[w] = RESERVE
        self.wyrm_dmg[w] = 0
        self.log("wyrm-removed", None, "wb-ev-wyrm-removed", w=w + 1, zone=zone_name(self.ch, z))

    def damage_wyrm(self, w: int, n: int) -> tuple[int, bool]:
        """Deal up to ``n`` damage; returns the damage used and whether it was defeated
        (back to the reserve)."""
        health = self.wyrm_health()
        used = min(n, health - self.wyrm_dmg[w])
        self.wyrm_dmg[w] += used
        if self.wyrm_dmg[w] >= health:
            self.wyrm_zone[w] = RESERVE
            self.wyrm_dmg[w] = 0
            self.defeated += 1
            self.defeated_total += 1
            self.log("defeat", None, "wb-ev-defeat", w=w + 1)
            return used, True
        self.log("stun", None, "wb-ev-wyrm-damage", w=w + 1, n=used)
        return used, False

    def stun_wyrm(self, w: int) -> None:
        if self.wyrm_dmg[w] == 0 and self.wyrm_health() > 1:
            self.wyrm_dmg[w] = 1
            self.log("stun", None, "wb-ev-stun", w=w + 1)

    def give_item(self, h: int, card: int) -> None:
        if any(card in items for items in self.items):
            return
        self.items[h].append(card)
        self.log(
            "item",
            self.seat_of[h],
            "wb-ev-item",
            hero=hero_name(self.c, self.heroes[h]),
            item=self.item_name(card),
        )

    def discard_item(self, h: int, item: int) -> None:
        self.items[h].remove(item)
        if item >= A.PASSAGE_ITEM:
            self.passage_discard[item - A.PASSAGE_ITEM] += 1

    def move_item(self, item: int, a: int, b: int) -> None:
        self.items[a].remove(item)
        self.items[b].append(item)
        self.log(
            "give",
            self.seat_of[a],
            "wb-ev-give",
            item=self.item_name(item),
            hero=hero_name(self.c, self.heroes[b]),
        )

    def note_key(self, key: str, erase: bool) -> None:
        """Note (or erase) a key; noting a noted key or erasing a missing one does nothing."""
        if erase and key in self.keys:
            self.keys.remove(key)
            self.log("key", None, "wb-ev-key-erase", name=key_name(key))
        elif not erase and key not in self.keys:
            self.keys.append(key)
            self.keys.sort()
            self.log("key", None, "wb-ev-key", name=key_name(key))

    def add_wyrm_card(self, wid: str) -> None:
        k = self.c.wyrm_index[wid]
        if k in self.wyrm_deck or k in self.wyrm_discard:
            return
        self.wyrm_deck.append(k)
        self.wyrm_deck.sort()
        self.wyrm_added.append(wid)
        self.log("wyrm-card-added", None, "wb-ev-wyrm-added", card=msg(f"wb-wyrm-{wid}"))

    def set_rule(self, card: int, erase: bool) -> None:
        if erase and card in self.rules:
            self.rules.remove(card)
            self.log("rule", None, "wb-ev-rule-off", title=msg(f"wb-card-{self.ch.id}-{card + 1}"))
        elif not erase and card not in self.rules:
            self.rules.append(card)
            self.log("rule", None, "wb-ev-rule-on", title=msg(f"wb-card-{self.ch.id}-{card + 1}"))

    def mark_read(self, card: int) -> None:
        if card not in self.read:
            self.read.append(card)
            self.read.sort()

    def make_pile(self, flag: str) -> None:
        """Set aside the unread cards with ``flag`` as a pile (top: the lowest number)."""
        cards = [i for i in self.ch.flags.get(flag, ()) if i not in self.read]
        for i in cards:
            if i not in self.removed:
                self.removed.append(i)
        self.removed.sort()
        self.piles[flag] = cards

    def take_interaction(self, card: int) -> None:
        if card in self.placed:
            self.placed.remove(card)
        for cards in self.piles.values():
            if cards and cards[0] == card:
                cards.pop(0)

    def add_extra(self, h: int, n: int) -> None:
        self.bonus[h] += n
        self.log(
            "extra", self.seat_of[h], "wb-ev-extra", hero=hero_name(self.c, self.heroes[h]), n=n
        )

    def place_sparks(self, z: int, n: int) -> None:
        n = min(n, self.sparks_supply())
        self.zone_sparks[z] += max(n, 0)

    def switch_scene(self, si: int) -> None:
        """A new scene: heroes to its start, Wyrms in play back to the reserve, spark spots
        of the old scene emptied and the new ones filled from the supply."""
        self.scene = si
        for w in self.in_play():
            self.wyrm_zone[w] = RESERVE
            self.wyrm_dmg[w] = 0
        self.zone_sparks = [0] * len(self.ch.zones)
        self.aura = -1  # the Dark Aura leaves the board with the scene
        for h in range(self.n_heroes):
            self.pos[h] = self.ch.starts[si]
        for i, x in enumerate(self.ch.model.creatures):
            if self.creature_zone[i] >= 0:  # allies go along with the heroes, enemies go
                if x.kind == "ally":
                    self.creature_zone[i] = self.ch.starts[si]
                else:
                    self.creature_zone[i] = -1
                    self.creature_hearts[i] = 0
        for z, n in self.ch.spark_spots[si]:
            self.place_sparks(z, n)
        self.log(
            "scene",
            None,
            "wb-ev-scene",
            scene=msg(f"wb-scene-{self.ch.id}-{self.ch.model.scenes[si].id}"),
        )

    def creature_name(self, i: int) -> Msg:
        return msg(f"wb-creature-{self.ch.id}-{self.ch.model.creatures[i].id}")

    def place_creature(self, i: int, z: int) -> None:
        """Creature ``i`` goes to zone ``z``: from off the board with its full hearts from
        the supply (the loader keeps enough beside the heroes' hearts), else it moves
        there keeping its hearts; ``z`` -1 takes it off, its hearts back to the supply."""
        if z < 0:
            if self.creature_zone[i] >= 0:
                self.creature_zone[i] = -1
                self.creature_hearts[i] = 0
                self.log("creature", None, "wb-ev-creature-gone", creature=self.creature_name(i))
            return
        if self.creature_zone[i] < 0:
            full = self.ch.model.creatures[i].hearts
            self.creature_hearts[i] = max(0, min(full, self.hearts_supply()))
        self.creature_zone[i] = z
        self.log(
            "creature",
            None,
            "wb-ev-creature",
            creature=self.creature_name(i),
            zone=zone_name(self.ch, z),
            n=self.creature_hearts[i],
        )

    def creature_gain(self, i: int, n: int) -> None:
        """A creature on the board gains hearts (up to its maximum, from the supply) or
        loses them; at 0 it leaves the board (an ally dies, an enemy is defeated)."""
        if self.creature_zone[i] < 0 or n == 0:
            return
        if n > 0:
            n = min(n, self.ch.model.creatures[i].hearts - self.creature_hearts[i])
            n = min(n, self.hearts_supply())
            if n <= 0:
                return
        else:
            n = -min(-n, self.creature_hearts[i])
        self.creature_hearts[i] += n
        self.log(
            "creature",
            None,
            "wb-ev-creature-heal" if n > 0 else "wb-ev-creature-hurt",
            creature=self.creature_name(i),
            n=abs(n),
            left=self.creature_hearts[i],
        )
        if self.creature_hearts[i] == 0:
            self.creature_zone[i] = -1
            self.creature_down[i] = True
            kind = self.ch.model.creatures[i].kind
            name = self.creature_name(i)
            self.log("creature", None, f"wb-ev-creature-down-{kind}", creature=name)

    def card_gain(self, i: int, n: int) -> None:
        """Chapter card ``i`` (one with a ``hearts`` field) takes ``n`` hearts from the
        supply, up to what it can hold and what the supply has (L479: limited components,
        do what you can), or with ``n`` below 0 gives them back."""
        cap = self.ch.cards[i].hearts or 0
        have = self.card_hearts.get(i, 0)
        n = min(n, cap - have, self.hearts_supply()) if n > 0 else -min(-n, have)
        if n == 0:
            return
        if have + n:
            self.card_hearts[i] = have + n
        else:
            del self.card_hearts[i]
        self.log(
            "card",
            None,
            "wb-ev-card-hearts-on" if n > 0 else "wb-ev-card-hearts-off",
            card=msg(f"wb-card-{self.ch.id}-{i + 1}"),
            n=abs(n),
            left=have + n,
        )

    def place_aura(self, z: int) -> None:
        """The Dark Aura token (one in the box) goes to zone ``z``, from wherever it was;
        ``z`` -1 takes it off the board."""
        self.aura = z
        if z >= 0:
            self.log("aura", None, "wb-ev-aura", zone=zone_name(self.ch, z))
        else:
            self.log("aura", None, "wb-ev-aura-gone")

    def start_objective(self, card: int) -> None:
        self.objective = card
        self.defeated = 0
        self.rounds = 0
        v = self.ch.cards[card].vortex
        if v is not None:
            self.vortex = self.ch.spot_zone[v]

    def end_objective(self) -> None:
        self.total_rounds += self.rounds
        self.objective = -1

    def unwind(self) -> None:
        """The objective is met: drop the round in progress down to the objective task."""
        while self.stack and not isinstance(self.stack[-1], T.Objective):
            self.stack.pop()

    def start_turn(self, h: int) -> None:
        self.rerolled[h] = False
        self.bonus[h] = 0
        if not self.quiet:
            hero = hero_name(self.c, self.heroes[h])
            self.log("turn", self.seat_of[h], "wb-ev-turn", hero=hero)

    def end_turn(self, h: int) -> None:
        """The end of a hero's turn: zones that hurt (special rules) take 1 heart."""
        self.bonus[h] = 0
        for r in self.rules:
            m = self.ch.mods[r]
            if m is not None and self.pos[h] in m.zones["hurt"]:
                self.hurt(h, 1)

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
        """An independent copy: every field written out (a compiled class has no blank
        constructor and no ``__dict__``; every game's clone has this shape, and a
        getattr/setattr loop would be slower compiled). Lists of lists and ``piles`` are
        copied two levels deep; content, chapter data and the campaign ``record`` are
        shared."""
        new = WonderState(
            self.c,
            self.chapter,
            self.players,
            self.heroes,
            self.difficulty,
            self.lead,
            {},
            self.max_rounds,
        )
        new.record = self.record
        new.heroes = self.heroes[:]
        new.n_heroes = self.n_heroes
        new.seat_of = self.seat_of[:]
        new.hearts = self.hearts[:]
        new.sparks = self.sparks[:]
        new.pos = self.pos[:]
        new.ko = self.ko[:]
        new.items = [x[:] for x in self.items]
        new.rerolled = self.rerolled[:]
        new.bonus = self.bonus[:]
        new.upgrades = dict(self.upgrades)
        new.unlocked = self.unlocked[:]
        new.practice = self.practice
        new.keys = self.keys[:]
        new.wyrm_added = self.wyrm_added[:]
        new.wyrm_zone = self.wyrm_zone[:]
        new.wyrm_dmg = self.wyrm_dmg[:]
        new.zone_sparks = self.zone_sparks[:]
        new.destiny_total = self.destiny_total
        new.destiny_up = self.destiny_up
        new.wyrm_deck = self.wyrm_deck[:]
        new.wyrm_discard = self.wyrm_discard[:]
        new.wyrm_top = self.wyrm_top[:]
        new.wyrm_bottom = self.wyrm_bottom[:]
        new.passage_deck = self.passage_deck[:]
        new.passage_discard = self.passage_discard[:]
        new.cursor = self.cursor
        new.read = self.read[:]
        new.removed = self.removed[:]
        new.piles = {k: v[:] for k, v in self.piles.items()}
        new.placed = self.placed[:]
        new.rules = self.rules[:]
        new.objective = self.objective
        new.vortex = self.vortex
        new.aura = self.aura
        new.chest_open = self.chest_open
        new.creature_zone = self.creature_zone[:]
        new.creature_hearts = self.creature_hearts[:]
        new.creature_down = self.creature_down[:]
        new.card_hearts = dict(self.card_hearts)
        new.shield = self.shield[:]
        new.defeated = self.defeated
        new.defeated_total = self.defeated_total
        new.rounds = self.rounds
        new.total_rounds = self.total_rounds
        new.scene = self.scene
        new.last_roll = self.last_roll
        new.last_dice = self.last_dice
        new.last_wyrm_card = self.last_wyrm_card
        new.unfinished = self.unfinished
        new.ending = self.ending
        new.blind = self.blind
        new.cut = self.cut
        new.cut_what = self.cut_what
        new.reveal_count = self.reveal_count
        self.copy_outcome_to(new)
        new.quiet = self.quiet
        return new

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

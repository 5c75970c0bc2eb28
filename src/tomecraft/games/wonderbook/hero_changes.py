"""Wonder Book's changes to the heroes: carrying out a chosen action, moving, sparks,
hearts, shields, knock-outs and standing up, destiny, items and extra actions, and
the start and end of a turn.

Each function takes the state as ``self`` (they were its methods; the state module
stays under 500 lines).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tomecraft.games.wonderbook import action_options
from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook import tasks as T
from tomecraft.games.wonderbook.data import (
    action_name,
    hero_name,
    zone_name,
)
from tomecraft.games.wonderbook.state_json import MAX_SHIELD

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.state import WonderState


def hero_event(self: WonderState, kind: str, h: int, key: str, n: int | None = None) -> None:
    """Log event ``key`` about hero ``h``: its seat, its name as ``hero`` and ``n`` when
    given (nothing is built on a quiet state)."""
    if self.quiet:
        return
    hero = hero_name(self.c, self.heroes[h])
    if n is None:
        self.log(kind, self.seat_of[h], key, hero=hero)
    else:
        self.log(kind, self.seat_of[h], key, hero=hero, n=n)


def do_action(self: WonderState, h: int, option: int) -> None:
    """Carry out a chosen action (its cost is already counted by the turn). The option's
    block is found by comparing it with the blocks' starts (:mod:`.actions`: in id
    order), and events are built only when someone reads them."""
    c = self.c
    seat = self.seat_of[h]
    loud = not self.quiet
    name = hero_name(c, self.heroes[h]) if loud else ""
    if option < A.MOVE:
        if option == A.COLLECT:
            self.zone_sparks[self.pos[h]] -= 1
            self.sparks[h] += 1
            if loud:
                self.log("collect", seat, "wb-ev-collect", hero=name, sparks=self.sparks[h])
        elif option == A.ATTACK:
            if loud:
                self.log("attack", seat, "wb-ev-attack", hero=name)
            self.stack.append(T.Attack(h))
    elif option < A.ABILITY:
        move_hero(self, h, option - A.MOVE)
    elif option < A.INTERACT:
        a = c.heroes[self.heroes[h]].abilities[option - A.ABILITY]
        pay(self, h, a.sparks)
        if loud:
            self.log("ability", seat, "wb-ev-ability", hero=name, ability=action_name(a))
        self.stack.append(T.Run(c.script(a.script), h, 1))
    elif option < A.SPECIAL:
        self.stack.append(T.Interact(h, option - A.INTERACT))
    elif option < A.GIVE:
        k = option - A.SPECIAL
        a = self.item_action(k)
        pay(self, h, a.sparks)
        if loud:
            self.log("special", seat, "wb-ev-special", hero=name, item=self.item_name(k))
        if a.discard or k >= A.PASSAGE_ITEM:
            discard_item(self, h, k)
        self.stack.append(T.Run(c.script(a.script), h, 1))
    elif option < A.ASK:
        self.stack.append(T.GiveItem(h, option - A.GIVE))
    elif option < A.RULE_ACTION:
        k = option - A.ASK
        if loud:
            self.log("ask", seat, "wb-ev-ask", hero=name, item=self.item_name(k))
        self.stack.append(T.AskWhom(h, k))
    elif option < A.HERO:
        a = c.actions[option - A.RULE_ACTION]
        pay(self, h, a.sparks)
        if loud:
            self.log("special", seat, "wb-ev-rule-action", hero=name, action=action_name(a))
        self.stack.append(T.Run(c.script(a.script), h, 1))


def pay(self: WonderState, h: int, n: int) -> None:
    self.sparks[h] -= n


def move_hero(self: WonderState, h: int, z: int) -> None:
    """Hero ``h`` moves to zone ``z``; entering a zone that hurts on entry (a special
    rule's ``hurt_enter``) costs 1 heart."""
    came = self.pos[h] != z
    self.pos[h] = z
    if not self.quiet:
        hero, zone = hero_name(self.c, self.heroes[h]), zone_name(self.ch, z)
        self.log("move", self.seat_of[h], "wb-ev-move", hero=hero, zone=zone)
    if came and action_options.zone_rule(self, "hurt_enter", z):
        hurt(self, h, 1)


def gain_sparks(self: WonderState, h: int, n: int) -> None:
    """Sparks from the supply (as many as it has) or back to it (as many as held)."""
    if self.ko[h]:
        return
    n = min(n, self.sparks_supply()) if n >= 0 else -min(-n, self.sparks[h])
    if n:
        self.sparks[h] += n
        hero_event(self, "sparks", h, "wb-ev-sparks", n)


def heal(self: WonderState, h: int, n: int) -> None:
    """Hearts from the supply, never above the hero's maximum; a knocked-out hero is
    unaffected."""
    if self.ko[h]:
        return
    n = min(n, self.hero_max(h) - self.hearts[h], self.hearts_supply())
    if n > 0:
        self.hearts[h] += n
        hero_event(self, "heal", h, "wb-ev-heal", n)


def add_shield(self: WonderState, h: int, n: int) -> None:
    """Hero ``h`` (not knocked out) gains ``n`` shields, up to :data:`MAX_SHIELD`."""
    if self.ko[h]:
        return
    n = min(n, MAX_SHIELD - self.shield[h])
    if n > 0:
        self.shield[h] += n
        hero_event(self, "shield", h, "wb-ev-shield", n)


def hurt(self: WonderState, h: int, n: int) -> None:
    """Lose hearts; at 0 the hero is knocked out (a knocked-out hero is unaffected).
    Each shield the hero holds cancels 1 of the hearts first and is spent."""
    if self.ko[h] or n <= 0:
        return
    if self.shield[h]:
        stop = min(n, self.shield[h])
        self.shield[h] -= stop
        n -= stop
        hero_event(self, "shield", h, "wb-ev-shield-used", stop)
        if n <= 0:
            return
    n = min(n, self.hearts[h])
    self.hearts[h] -= n
    if not self.quiet:
        hero = hero_name(self.c, self.heroes[h])
        self.log("hurt", self.seat_of[h], "wb-ev-hurt", hero=hero, n=n, left=self.hearts[h])
    if self.hearts[h] == 0:
        self.ko[h] = True
        hero_event(self, "ko", h, "wb-ev-ko")
        cut_turn(self, h)


def cut_turn(self: WonderState, h: int) -> None:
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


def lose_heart_for_reroll(self: WonderState, h: int) -> None:
    self.hearts[h] -= 1
    hero_event(self, "reroll", h, "wb-ev-reroll-heart")


def stand_up(self: WonderState, h: int) -> None:
    """A knocked-out hero stands up with full hearts; one destiny token turns down.
    The heart supply always has them: a pack must hold at least the hearts of its
    four heroes with the most at full (checked when the pack loads), so hearts in
    play never exhaust it."""
    self.ko[h] = False
    assert self.hearts_supply() >= self.hero_max(h) - self.hearts[h], "heart supply too small"
    self.hearts[h] = self.hero_max(h)
    hero_event(self, "stand", h, "wb-ev-stand")
    turn_destiny(self, -1)


def turn_destiny(self: WonderState, n: int) -> None:
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


def give_item(self: WonderState, h: int, card: int) -> None:
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


def discard_item(self: WonderState, h: int, item: int) -> None:
    self.items[h].remove(item)
    if item >= A.PASSAGE_ITEM:
        self.passage_discard[item - A.PASSAGE_ITEM] += 1


def move_item(self: WonderState, item: int, a: int, b: int) -> None:
    self.items[a].remove(item)
    self.items[b].append(item)
    self.log(
        "give",
        self.seat_of[a],
        "wb-ev-give",
        item=self.item_name(item),
        hero=hero_name(self.c, self.heroes[b]),
    )


def add_extra(self: WonderState, h: int, n: int) -> None:
    self.bonus[h] += n
    hero_event(self, "extra", h, "wb-ev-extra", n)


def start_turn(self: WonderState, h: int) -> None:
    self.rerolled[h] = False
    self.bonus[h] = 0
    hero_event(self, "turn", h, "wb-ev-turn")


def end_turn(self: WonderState, h: int) -> None:
    """The end of a hero's turn: zones that hurt (special rules) take 1 heart."""
    self.bonus[h] = 0
    for r in self.rules:
        m = self.ch.mods[r]
        if m is not None and self.pos[h] in m.zones["hurt"]:
            hurt(self, h, 1)

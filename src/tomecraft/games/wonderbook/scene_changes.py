"""Wonder Book's board changes: a new scene, the sparks on the map, the chapter's
creatures (allies and enemies), hearts on chapter cards, the Dark Aura token and the
Wyrms in play (spawned, damaged, stunned, defeated, removed).

Each function takes the state as ``self`` (they were its methods; the state module
stays under 500 lines).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from tomecraft.games.wonderbook.data import zone_name
from tomecraft.i18n import msg

#: A Wyrm's zone while in the reserve, and while in the box (beyond the reserve).
RESERVE: Final = -1
BOXED: Final = -2

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.state import WonderState


def spawn(self: WonderState, n: int, zone: int) -> None:
    """Up to ``n`` Wyrms from the reserve to ``zone`` (missing ones are skipped)."""
    if zone < 0:
        return
    placed = 0
    for w in self.reserve()[: max(n, 0)]:
        enter_play(self, w, zone)
        placed += 1
    if placed and not self.quiet:
        self.log("spawn", None, "wb-ev-spawn", n=placed, zone=zone_name(self.ch, zone))


def enter_play(self: WonderState, w: int, zone: int) -> None:
    """Wyrm figure ``w`` from the reserve to ``zone``, unhurt, as a new Wyrm: it gets the
    next number (the figure is a slot; players read "Wyrm 3" as one creature)."""
    self.wyrm_zone[w] = zone
    self.wyrm_dmg[w] = 0
    self.wyrms_met += 1
    self.wyrm_no[w] = self.wyrms_met


def remove_wyrm(self: WonderState, w: int) -> None:
    """Wyrm ``w`` leaves the map for the reserve (an explosion, a ``wyrms`` step)."""
    z = self.wyrm_zone[w]
    self.log("wyrm-removed", None, "wb-ev-wyrm-removed", w=self.wyrm_number(w),
             zone=zone_name(self.ch, z))
    self.wyrm_zone[w] = RESERVE
    self.wyrm_dmg[w] = 0
    self.wyrm_no[w] = 0


def damage_wyrm(self: WonderState, w: int, n: int) -> tuple[int, bool]:
    """Deal up to ``n`` damage; returns the damage used and whether it was defeated
    (back to the reserve)."""
    health = self.wyrm_health()
    used = min(n, health - self.wyrm_dmg[w])
    self.wyrm_dmg[w] += used
    if self.wyrm_dmg[w] >= health:
        self.log("defeat", None, "wb-ev-defeat", w=self.wyrm_number(w))
        self.wyrm_zone[w] = RESERVE
        self.wyrm_dmg[w] = 0
        self.wyrm_no[w] = 0
        self.defeated += 1
        self.defeated_total += 1
        return used, True
    self.log("stun", None, "wb-ev-wyrm-damage", w=self.wyrm_number(w), n=used)
    return used, False


def stun_wyrm(self: WonderState, w: int) -> None:
    if self.wyrm_dmg[w] == 0 and self.wyrm_health() > 1:
        self.wyrm_dmg[w] = 1
        self.log("stun", None, "wb-ev-stun", w=self.wyrm_number(w))


def place_sparks(self: WonderState, z: int, n: int) -> None:
    n = min(n, self.sparks_supply())
    self.zone_sparks[z] += max(n, 0)


def switch_scene(self: WonderState, si: int) -> None:
    """A new scene: heroes to its start, Wyrms in play back to the reserve, spark spots
    of the old scene emptied and the new ones filled from the supply."""
    self.scene = si
    for w in self.in_play():
        self.wyrm_zone[w] = RESERVE
        self.wyrm_dmg[w] = 0
        self.wyrm_no[w] = 0
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
        place_sparks(self, z, n)
    self.log(
        "scene",
        None,
        "wb-ev-scene",
        scene=msg(f"wb-scene-{self.ch.id}-{self.ch.model.scenes[si].id}"),
    )


def place_creature(self: WonderState, i: int, z: int) -> None:
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


def creature_gain(self: WonderState, i: int, n: int) -> None:
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


def card_gain(self: WonderState, i: int, n: int) -> None:
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


def place_aura(self: WonderState, z: int) -> None:
    """The Dark Aura token (one in the box) goes to zone ``z``, from wherever it was;
    ``z`` -1 takes it off the board."""
    self.aura = z
    if z >= 0:
        self.log("aura", None, "wb-ev-aura", zone=zone_name(self.ch, z))
    else:
        self.log("aura", None, "wb-ev-aura-gone")

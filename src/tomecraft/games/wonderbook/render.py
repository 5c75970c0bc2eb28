"""What a text interface shows of a Wonder Book game: a text map and board sections.

The map (:func:`text_map`) draws each zone of the current scene as a box from the scene
data, scaled to :data:`WIDTH` x :data:`HEIGHT` characters (it fits an 80-column terminal
beside nothing else). Borders: ``┄``/``┆`` between zones one may cross
(dashed), heavy ``━``/``┃`` walls between touching zones one may not, thin lines at the
map's edge. Inside each box: its letter with the heroes standing there (initials; in
brackets when knocked out), its Wyrms by number (``W2``; ``w2`` when stunned), then its
sparks (``*n``), objects (``?``), the dark vortex (``@``), the Dark Aura (``&``) and the
chapter's creatures with their hearts (``+1:3`` ally 1, ``!2:4`` enemy 2), and the
special rules' restrictions (L186): ``~`` a zone that hurts (on entering or ending a
turn there), ``X`` no hero may enter, ``#`` no hero may leave. The rules section lists
the actions the special rules forbid.
Below the map, each letter with its zone's name, and a key to the marks it shows (its
initials: the heroes in play only), never cut.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tomecraft.core import Breakdown, Cell, Row, Section
from tomecraft.games.wonderbook import action_options
from tomecraft.games.wonderbook.data import action_name, hero_name, key_name, zone_name
from tomecraft.games.wonderbook.labels import hero_of
from tomecraft.games.wonderbook.pack_vocabulary import FORBIDDEN
from tomecraft.i18n import Msg, join, msg

if TYPE_CHECKING:
    from tomecraft.games.wonderbook.pack import Cond
    from tomecraft.games.wonderbook.state import WonderState

WIDTH = 78
HEIGHT = 9
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuv"
#: Zones per legend line under the map.
LEGEND_PER_ROW = 4
#: Straight border pieces by kind: (horizontal, vertical).
_LINES = {"edge": ("─", "│"), "open": ("┄", "┆"), "wall": ("━", "┃")}
#: Junctions by the directions they join: (up, down, left, right).
_JOINTS = {
    (1, 1, 1, 1): "┼", (1, 1, 0, 1): "├", (1, 1, 1, 0): "┤", (0, 1, 1, 1): "┬",
    (1, 0, 1, 1): "┴", (0, 1, 0, 1): "┌", (0, 1, 1, 0): "┐", (1, 0, 0, 1): "└",
    (1, 0, 1, 0): "┘", (1, 1, 0, 0): "│", (0, 0, 1, 1): "─", (1, 0, 0, 0): "│",
    (0, 1, 0, 0): "│", (0, 0, 1, 0): "─", (0, 0, 0, 1): "─",
}


def _box(st: WonderState, z: int) -> tuple[int, int, int, int]:
    """Zone ``z``'s box in map characters (polygons by their bounding box)."""
    sc = st.ch.model.scenes[st.ch.zone_scene[z]]
    zone = next(x for x in sc.zones if x.id == st.ch.zones[z])
    if zone.box is not None:
        x, y, w, h = zone.box
    else:
        assert zone.polygon is not None
        xs = [p[0] for p in zone.polygon]
        ys = [p[1] for p in zone.polygon]
        x, y, w, h = min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)
    sx = (WIDTH - 1) / 100
    sy = (HEIGHT - 1) / 60
    return round(x * sx), round(y * sy), round((x + w) * sx), round((y + h) * sy)


def zone_content(st: WonderState, z: int) -> list[str]:
    """What stands in zone ``z``: heroes (initials, bracketed when knocked out), Wyrms by
    number (lower case when stunned), then sparks, objects, the vortex and the Dark Aura."""
    heroes = []
    for h in range(st.n_heroes):
        if st.pos[h] == z:
            ini = hero_initial(st, h)
            heroes.append(f"({ini.lower()})" if st.ko[h] else ini)
    wyrms = [
        f"{'w' if st.wyrm_dmg[w] else 'W'}{st.wyrm_number(w)}"
        for w in st.in_play()
        if st.wyrm_zone[w] == z
    ]
    marks = []
    if st.zone_sparks[z]:
        marks.append(f"*{st.zone_sparks[z]}")
    if st.interactions_at(z):
        marks.append("?")
    if z == st.vortex:
        marks.append("@")
    if z == st.aura:
        marks.append("&")
    hurts = action_options.zone_rule(st, "hurt", z)  # special rules (L186)
    if hurts or action_options.zone_rule(st, "hurt_enter", z):
        marks.append("~")
    if action_options.zone_rule(st, "no_enter", z):
        marks.append("X")
    if action_options.zone_rule(st, "no_leave", z):
        marks.append("#")
    for i, x in enumerate(st.ch.model.creatures):  # allies +n, enemies !n, then hearts
        if st.creature_zone[i] == z:
            marks.append(f"{'+' if x.kind == 'ally' else '!'}{i + 1}:{st.creature_hearts[i]}")
    return [" ".join(heroes), " ".join(wyrms), " ".join(marks)]


def _fit(words: str, room: int) -> list[str]:
    """``words`` broken into lines of at most ``room`` characters (never inside a word,
    unless a single word is wider than the room)."""
    lines: list[str] = []
    for word in words.split():
        if lines and len(lines[-1]) + 1 + len(word) <= room:
            lines[-1] += " " + word
        else:
            lines.append(word[:room])
    return lines


def text_map(st: WonderState) -> list[str]:
    """The current scene as lines of text (at most :data:`WIDTH` x :data:`HEIGHT`)."""
    zones = [z for z in range(len(st.ch.zones)) if st.ch.zone_scene[z] == st.scene]
    boxes = {z: _box(st, z) for z in zones}
    # border pieces: ("h", x, y) joins (x, y)-(x+1, y); ("v", x, y) joins (x, y)-(x, y+1)
    owners: dict[tuple[str, int, int], list[int]] = {}
    for z, (x0, y0, x1, y1) in boxes.items():
        for x in range(x0, x1):
            for y in (y0, y1):
                owners.setdefault(("h", x, y), []).append(z)
        for y in range(y0, y1):
            for x in (x0, x1):
                owners.setdefault(("v", x, y), []).append(z)
    kind: dict[tuple[str, int, int], str] = {}
    for piece, zs in owners.items():
        if len(zs) < 2:
            kind[piece] = "edge"
        else:
            a, b = zs[0], zs[1]
            kind[piece] = "open" if b in st.ch.adjacent[a] else "wall"
    grid = [[" "] * WIDTH for _ in range(HEIGHT)]
    for axis, x, y in kind:  # mark both ends of every piece; their shapes come next
        grid[y][x] = "+"
        if axis == "h":
            grid[y][x + 1] = "+"
        else:
            grid[y + 1][x] = "+"
    for y in range(HEIGHT):
        for x in range(WIDTH):
            if grid[y][x] != "+":
                continue
            up, down = ("v", x, y - 1) in kind, ("v", x, y) in kind
            left, right = ("h", x - 1, y) in kind, ("h", x, y) in kind
            if left and right and not up and not down:
                grid[y][x] = _LINES[kind[("h", x, y)]][0]
            elif up and down and not left and not right:
                grid[y][x] = _LINES[kind[("v", x, y)]][1]
            else:
                grid[y][x] = _JOINTS.get((int(up), int(down), int(left), int(right)), "+")
    for z, (x0, y0, x1, y1) in boxes.items():
        room = x1 - x0 - 3
        heroes, wyrms, marks = zone_content(st, z)
        lines = _fit(" ".join(filter(None, [LETTERS[z % len(LETTERS)], heroes])), room)
        rest = _fit(wyrms, room) + _fit(marks, room)
        if len(lines) + len(rest) > y1 - y0 - 1:  # a low box: Wyrms and marks share lines
            rest = _fit(" ".join(filter(None, [wyrms, marks])), room)
        lines += rest
        for i, text in enumerate(lines[: max(0, y1 - y0 - 1)]):
            row, x = grid[y0 + 1 + i], x0 + 2
            for ch in text:
                row[x] = ch
                x += 1
    return ["".join(row).rstrip() for row in grid]


def map_section(st: WonderState) -> Section:
    """The map, then the zones' names by letter and a key to the marks."""
    ch = st.ch
    rows = [Row("", [Cell(line, "pre")]) for line in text_map(st)]
    names = [
        Cell(msg("wb-board-zone-key", letter=LETTERS[z % len(LETTERS)], zone=zone_name(ch, z)))
        for z in range(len(ch.zones))
        if ch.zone_scene[z] == st.scene
    ]
    for i in range(0, len(names), LEGEND_PER_ROW):
        rows.append(Row("", names[i : i + LEGEND_PER_ROW]))
    rows.append(Row("", [Cell(m, "dim") for m in map_marks(st)]))
    # never cut: the key explains every mark on the map (it wraps between marks)
    return Section(msg("wb-board-map"), rows, uncut=len(rows))


#: The key's marks in order: the message of each, and the first character(s) of a zone's
#: content mark that shows it ("" for the heroes and Wyrms, found otherwise).
MARKS = (
    ("sparks", "*"), ("object", "?"), ("vortex", "@"), ("aura", "&"), ("ally", "+"),
    ("enemy", "!"), ("hurt", "~"), ("no-enter", "X"), ("no-leave", "#"),
)


def map_marks(st: WonderState) -> list[Msg]:
    """The key to the marks on the current map, one message each: its heroes (those in
    play, the knocked-out example the first of them), its Wyrms, then only the marks and
    borders the map shows."""
    initials = [hero_initial(st, h) for h in range(st.n_heroes)]
    out = [msg("wb-board-mark-heroes", heroes=" ".join(initials), ko=initials[0].lower())]
    shown = [zone_content(st, z) for z in range(len(st.ch.zones))
             if st.ch.zone_scene[z] == st.scene]
    if any(wyrms for _, wyrms, _ in shown):
        out.append(msg("wb-board-mark-wyrm"))
    marks = {m[0] for _, _, line in shown for m in line.split()}
    out += [msg(f"wb-board-mark-{name}") for name, sign in MARKS if sign in marks]
    lines = "".join(text_map(st))
    for name, signs in (("open", "┄┆"), ("wall", "━┃")):
        if any(c in lines for c in signs):
            out.append(msg(f"wb-board-mark-{name}"))
    return out


def map_key(st: WonderState) -> Msg:
    """The key to the map's marks; its hero initials are those of the heroes in play only,
    in play order, and the knocked-out example uses the first of them."""
    initials = [hero_initial(st, h) for h in range(st.n_heroes)]
    return msg("wb-board-map-key", heroes=" ".join(initials), ko=initials[0].lower())


def hero_initial(st: WonderState, h: int) -> str:
    """Hero ``h``'s mark on the map: the first letter of its id, upper case."""
    return st.c.heroes[st.heroes[h]].id[0].upper()


def known_order_row(st: WonderState) -> Row | None:
    """The Wyrm cards whose place in the deck the table knows (top first, then the
    bottom ones, the last card last); ``None`` when no order is known."""
    cells = []
    known = (("wb-board-wyrm-top", st.wyrm_top), ("wb-board-wyrm-bottom", st.wyrm_bottom))
    for key, cards in known:
        if cards:
            names = [msg(f"wb-wyrm-{st.c.wyrm_cards[k].id}") for k in cards]
            cells.append(Cell(msg(key, cards=join(names, "wb-topic-comma"))))
    return Row(msg("wb-board-wyrm-known"), cells) if cells else None


def phase_row(st: WonderState) -> Row | None:
    """The players' phase in force when it is more than on/off (L200, L204)."""
    from tomecraft.games.wonderbook.table import phase_facts

    ph = phase_facts(st)
    if ph is None:
        return None
    cells = []
    if ph["actions"] is not None:
        cells.append(Cell(msg("wb-phase-actions", n=ph["actions"])))
    if ph["turns"] is not None:
        cells.append(Cell(msg("wb-phase-turns", n=ph["turns"])))
    if ph["order"] == "seats":
        cells.append(Cell(msg("wb-phase-seats")))
    if ph["zone"] is not None:
        z = st.ch.zone_index[ph["zone"]]
        cells.append(Cell(msg("wb-phase-zone", zone=zone_name(st.ch, z))))
    return Row(msg("wb-board-phase"), cells or [Cell(msg("wb-phase-any"))])


def board(st: WonderState, viewer: int | None) -> list[Section]:
    ch = st.ch
    head = Section(
        msg(
            "wb-board-title",
            chapter=msg(f"wb-chapter-{ch.id}"),
            destiny=st.destiny_up,
            total=st.destiny_total,
            round=st.rounds,
        ),
        [
            Row(
                msg("wb-board-card"),
                [
                    Cell(
                        msg(f"wb-card-{ch.id}-{st.objective + 1}")
                        if st.objective >= 0
                        else msg(f"wb-card-{ch.id}-{max(st.cursor, 1)}"),
                        "bold",
                    )
                ],
            ),
            Row(
                msg("wb-board-wyrm-deck"),
                [
                    Cell(
                        msg(
                            "wb-board-decks",
                            deck=len(st.wyrm_deck),
                            discard=len(st.wyrm_discard),
                            reserve=len(st.reserve()),
                        )
                    )
                ],
            ),
        ],
    )
    known = known_order_row(st)
    if known is not None:
        head.rows.append(known)
    phase = phase_row(st)
    if phase is not None:
        head.rows.append(phase)
    if st.practice:  # a chapter started without the earlier ones (L449)
        head.rows.append(
            Row(msg("wb-board-practice"), [Cell(msg("wb-board-practice-note"), "yellow")])
        )
    if st.objective >= 0:  # the goal and how far it is: first when the head is folded
        goal = Row(msg("wb-board-goal"), [Cell(msg(f"wb-card-{ch.id}-{st.objective + 1}-goal"))])
        if _counts_defeats(ch.cards[st.objective].goal):
            goal.cells.append(Cell(msg("wb-board-defeated", n=st.defeated), "dim"))
        head.rows.append(goal)
        head.brief = [Row("", goal.cells), head.rows[0]]
    if st.c.chest_script >= 0:  # the treasure-chest envelope: sealed until a card opens it
        state = "open" if st.chest_open else "sealed"
        head.rows.append(Row(msg("wb-board-chest"), [Cell(msg(f"wb-board-chest-{state}"))]))
    for i, x in enumerate(st.ch.model.creatures):
        if st.creature_zone[i] >= 0:
            head.rows.append(
                Row(
                    msg(f"wb-board-creature-{x.kind}", n=i + 1),
                    [
                        Cell(
                            msg(
                                "wb-board-creature",
                                creature=st.creature_name(i),
                                zone=zone_name(st.ch, st.creature_zone[i]),
                                hearts=st.creature_hearts[i],
                                max=x.hearts,
                            ),
                            "green" if x.kind == "ally" else "red",
                        )
                    ],
                )
            )
    if st.card_hearts:  # hearts held by chapter cards (public)
        cells = [
            Cell(
                msg(
                    "wb-board-card-hearts-cell", card=msg(f"wb-card-{st.ch.id}-{k + 1}"),
                    hearts=v, max=st.ch.cards[k].hearts or 0,
                ),
                "red",
            )
            for k, v in sorted(st.card_hearts.items())
        ]
        head.rows.append(Row(msg("wb-board-card-hearts"), cells))
    if st.last_wyrm_card >= 0:
        head.rows.append(
            Row(
                msg("wb-board-last-wyrm"),
                [Cell(msg(f"wb-wyrm-{st.c.wyrm_cards[st.last_wyrm_card].id}"), "token:purple")],
            )
        )
    if st.over:
        head.rows.append(
            Row(
                msg("wb-board-result"),
                [
                    Cell(
                        msg("wb-ev-win", chapter=msg(f"wb-chapter-{ch.id}"))
                        if st.won
                        else msg("wb-ev-unfinished")
                        if st.unfinished
                        else msg(f"wb-ev-lose-{st.lost}"),
                        "bold",
                    )
                ],
            )
        )
    sections = [head, map_section(st)]
    heroes = Section(msg("wb-board-heroes"))
    for h in range(st.n_heroes):
        hc = st.c.heroes[st.heroes[h]]
        cells = [
            Cell(hero_initial(st, h), "bold"),  # the hero's mark on the map
            Cell(msg("wb-board-hearts", n=st.hearts[h], max=hc.hearts), "token:red"),
            Cell(msg("wb-board-sparks", n=st.sparks[h]), "token:yellow"),
            Cell(zone_name(ch, st.pos[h])),
        ]
        if st.shield[h]:
            cells.append(Cell(msg("wb-board-shield", n=st.shield[h]), "token:blue"))
        if st.ko[h]:
            cells.append(Cell(msg("wb-board-ko"), "bold"))
        if not hc.has_ability:
            cells.append(Cell(msg("wb-board-no-ability"), "dim"))
        cells += [Cell(action_name(hc.abilities[s])) for s in st.abilities(h)]
        cells += [Cell(st.item_name(i), "dim") for i in st.items[h]]
        heroes.rows.append(
            Row(msg("wb-board-hero", hero=hero_name(st.c, hc.index), seat=st.seat_of[h] + 1), cells)
        )
    sections.append(heroes)
    acting = _acting_hero(st, viewer)
    if acting >= 0:
        hc = st.c.heroes[st.heroes[acting]]
        powers = Section(msg("wb-board-abilities", hero=hero_name(st.c, hc.index)))
        powers.rows.append(Row(msg(f"wb-attack-{hc.id}"), [Cell(msg(f"wb-attack-{hc.id}-text"))]))
        for slot in st.abilities(acting):
            a = hc.abilities[slot]
            powers.rows.append(Row(action_name(a), [Cell(msg(f"wb-action-{a.id}-text"))]))
        for i in st.items[acting]:
            a = st.item_action(i)
            powers.rows.append(Row(st.item_name(i), [Cell(msg(f"wb-action-{a.id}-text"))]))
        sections.append(powers)
    extra = Section(msg("wb-board-rules"))
    for r in st.rules:
        extra.rows.append(
            Row(msg(f"wb-card-{ch.id}-{r + 1}"), [Cell(msg(f"wb-card-{ch.id}-{r + 1}-text"))])
        )
    banned = [k for k in FORBIDDEN if action_options.forbidden(st, k)]
    if banned:
        extra.rows.append(
            Row(msg("wb-board-forbidden"), [Cell(msg(f"wb-forbid-{k}")) for k in banned])
        )
    if st.keys:
        extra.rows.append(Row(msg("wb-board-keys"), [Cell(key_name(k)) for k in st.keys]))
    if extra.rows:
        sections.append(extra)
    return sections


def _counts_defeats(cond: Cond | None) -> bool:
    """Whether a goal counts the Wyrms defeated for its objective (its progress)."""
    if cond is None:
        return False
    return cond.kind == "defeated" or any(_counts_defeats(c) for c in cond.conds)


#: Decisions a hero's player takes during the hero's own turn.
TURN_KINDS = frozenset({"action", "reroll", "target", "stun", "heal", "walk", "swap"})


def _acting_hero(st: WonderState, viewer: int | None) -> int:
    """The hero whose turn ``viewer`` is playing (a decision of that turn is theirs),
    else -1: what its attack, abilities and items do is shown only then, where it helps
    the choice."""
    d = st.decision()
    if viewer is None or d is None or d.kind not in TURN_KINDS or d.actor != viewer:
        return -1
    h = hero_of(st, d)
    return h if 0 <= h < st.n_heroes and st.seat_of[h] == viewer else -1


def breakdown(st: WonderState) -> Breakdown:
    seats: list[Msg | str] = [msg("core-seat", seat=s + 1) for s in range(st.players)]
    up = st.scores()[0]
    return Breakdown(
        seats,
        [
            (msg("wb-board-destiny-left"), [up] * st.players),
            (msg("wb-board-cards-read"), [len(st.read)] * st.players),
        ],
        [up] * st.players,
        st.winners(),
        msg("wb-breakdown-total"),  # the score is the destiny left, not the rows' sum
    )


__all__ = [
    "board",
    "breakdown",
    "hero_initial",
    "map_key",
    "map_marks",
    "map_section",
    "text_map",
    "zone_content",
]

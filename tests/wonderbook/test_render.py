"""The text map: every zone a closed box, dashed borders open, walls heavy, marks inside;
it fits the terminal size the CLI promises (100 x 40 with the rest of the board); its key
names only the heroes in play."""

from __future__ import annotations

from tomecraft.core import Rng
from tomecraft.games.wonderbook import scene_changes
from tomecraft.games.wonderbook.render import HEIGHT, WIDTH, _box, board, map_key, text_map
from tomecraft.games.wonderbook.state import WonderState
from tomecraft.i18n import Translator

from .helpers import GAME


def chapter_one() -> WonderState:
    st = GAME.new_state({"players": 2, "chapter": "one"}, Rng(3))
    assert isinstance(st, WonderState)
    return st


def test_map_size_and_closed_boxes() -> None:
    st = chapter_one()
    lines = text_map(st)
    assert len(lines) == HEIGHT and max(len(line) for line in lines) <= WIDTH
    for z in (z for z in range(len(st.ch.zones)) if st.ch.zone_scene[z] == st.scene):
        x0, y0, x1, y1 = _box(st, z)
        for y in range(y0 + 1, y1):  # both side edges on every row (no gaps)
            assert lines[y][x0] in "│┆┃├┤┼" and lines[y][x1] in "│┆┃├┤┼", (z, y)
        assert all(lines[y0][x] not in " " for x in range(x0, x1 + 1))


def test_walls_and_open_borders_follow_the_scene() -> None:
    st = chapter_one()
    lines = text_map(st)
    z = st.ch.zone_index
    # Windmill Hill over Stone Bridge is a wall; Gate Path over Fox Burrow is open
    x0, _y0, x1, y1 = _box(st, z["windmill-hill"])
    assert set(lines[y1][x0 + 1 : x1]) == {"━"}
    x0, _y0, x1, y1 = _box(st, z["gate-path"])
    assert set(lines[y1][x0 + 1 : x1]) == {"┄"}
    # Fox Burrow beside Hedge Maze is a wall; the map's outer edge is a thin line
    _x0, y0, x1, y1 = _box(st, z["fox-burrow"])
    assert {lines[y][x1] for y in range(y0 + 1, y1)} == {"┃"}
    assert lines[y1][1] == "─"


def test_map_marks_heroes_wyrms_and_sparks() -> None:
    st = chapter_one()
    scene_changes.spawn(st, 1, st.ch.zone_index["brook"])
    w = st.in_play()[0]
    scene_changes.stun_wyrm(st, w)
    text = "\n".join(text_map(st))
    assert "A S L" in text  # Gate Path's letter, then Sid and Lara
    assert f"w{w + 1}" in text and "*2" in text
    st.ko[0] = True
    assert "A (s) L" in "\n".join(text_map(st))


def test_board_has_the_map_and_zone_names() -> None:
    st = chapter_one()
    sections = board(st, 0)
    rows = sections[1].rows
    assert [r.cells[0].style for r in rows[:HEIGHT]] == ["pre"] * HEIGHT
    named = [c.text for r in rows[HEIGHT:-1] for c in r.cells]
    assert len(named) == sum(1 for s in st.ch.zone_scene if s == st.scene)


def test_map_key_names_only_the_heroes_in_play() -> None:
    en = Translator("en")
    two = chapter_one()  # Sid and Lara
    key = en(map_key(two))
    assert key.startswith("S L heroes ((s) knocked out) · W1 Wyrm 1")
    assert "K" not in key.split("heroes")[0] and "T" not in key.split("heroes")[0]
    picked = GAME.new_state({"players": 3, "chapter": "one", "heroes": "tina ken lara"}, Rng(3))
    assert isinstance(picked, WonderState)
    assert en(map_key(picked)).startswith("T K L heroes ((t) knocked out)")
    assert Translator("es")(map_key(picked)).startswith("T K L héroes ((t) fuera de combate)")
    # the map section's last row is the key to what the map shows, heroes first
    key_row = board(picked, 0)[1].rows[-1]
    assert en(key_row.cells[0].text).startswith("T K L heroes ((t) knocked out)")
    marks = {p.strip() for p in en(map_key(picked)).split("·")}
    assert {en(c.text) for c in key_row.cells} <= marks

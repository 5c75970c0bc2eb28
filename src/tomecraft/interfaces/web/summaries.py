"""How the lobby shows a game: its options and seats as texts in the viewer's language
(never raw option values), a finished game's entry, and messages rendered in JSON."""

from __future__ import annotations

from typing import Any

from tomecraft.core import GameDef, get_game
from tomecraft.core.options import Choice, OptionSpec
from tomecraft.i18n import Msg, msg
from tomecraft.interfaces.web.storage import GameRow
from tomecraft.interfaces.web.texts import render


def rendered(data: Any, lang: str) -> Any:
    """``data`` (JSON with :class:`~tomecraft.i18n.Msg` leaves) with every message
    rendered in ``lang``."""
    if isinstance(data, Msg):
        return render(data, lang)
    if isinstance(data, dict):
        return {k: rendered(v, lang) for k, v in data.items()}
    if isinstance(data, list | tuple):
        return [rendered(v, lang) for v in data]
    return data


def hands_on(game: GameDef) -> bool:
    """Whether the game's finished games may hand something on (it implements
    ``GameDef.carry_over``, a campaign)."""
    return type(game).carry_over is not GameDef.carry_over


def option_value_text(spec: OptionSpec, value: Any, lang: str) -> str:
    """One option's value as the lobby shows it: a choice's label, "Player N" for a
    seat, the labels of a per-seat list joined, or the value itself."""
    def label(v: Any, pool: tuple[Choice, ...]) -> str:
        for c in pool:
            if c.value == v:
                return render(c.label, lang)
        return str(v)

    if spec.type == "seat" and isinstance(value, int):
        return render(msg("core-seat", seat=value + 1), lang)
    if spec.type == "seats":
        if isinstance(value, list):
            return ", ".join(label(v, spec.choices) for v in value)
        return label(value, spec.alternatives)
    return label(value, spec.choices)


def option_texts(game: GameDef, config: dict[str, Any], lang: str) -> list[dict[str, str]]:
    """A game's options as set in ``config``, each as its label and value text in
    ``lang`` (from the game's option schema; options that do not apply to the game's
    number of players are left out), so no list shows raw option values."""
    players = config.get("players")
    out: list[dict[str, str]] = []
    for spec in game.option_schema():
        if spec.key not in config or (isinstance(players, int) and not spec.applies(players)):
            continue
        out.append({"key": spec.key, "label": render(spec.label, lang),
                    "value": option_value_text(spec, config[spec.key], lang)})
    return out


def seat_texts(game: GameDef, config: dict[str, Any], seats: list[dict[str, Any]],
               lang: str) -> list[dict[str, Any]]:
    """Who sits where: each seat's name in ``lang``, its kind and bot level, claimed."""
    return [
        {"seat": i, "name": render(game.seat_label(config, i), lang), "kind": s["kind"],
         "level": s.get("level"), "claimed": bool(s.get("claimed", False))}
        for i, s in enumerate(seats)
    ]


def finished_entry(r: GameRow, lang: str) -> dict[str, Any]:
    """A finished game for the lobby: who played (seat names, humans and bot levels)."""
    game = get_game(r.game)
    return {
        "id": r.id, "game": r.game, "config": r.config, "status": r.status,
        "created": r.created, "updated": r.updated, "pace": r.pace, "clock": r.clock,
        "seats": [{"seat": i, "kind": s["kind"], "level": s.get("level")}
                  for i, s in enumerate(r.seats)],
        "names": seat_texts(game, r.config, r.seats, lang),
        "options": option_texts(game, r.config, lang),
    }

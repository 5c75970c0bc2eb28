"""Every game's option schema (``GameDef.option_schema``) against its ``parse_config``:
whatever a form built from the schema can send is accepted, and options the form hides
for a player count are ones the game would refuse or ignore there."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

import tomecraft.games  # noqa: F401  (registers the games)
from tomecraft.core import InvalidConfig, OptionSpec, game_names, get_game
from tomecraft.core.options import form_values
from tomecraft.i18n import Msg


def _values(spec: OptionSpec, players: int) -> list[Any]:
    """Every value a form offers for ``spec`` with ``players`` seats (seats lists: the
    alternatives, and each choice given to the first seat with distinct others)."""
    if spec.type == "choice":
        return [c.value for c in spec.choices]
    if spec.type == "int":
        assert spec.min is not None and spec.max is not None
        return [spec.min, spec.max]
    if spec.type == "seat":
        return list(range(players))
    if spec.type == "flag":
        return [False, True]
    out: list[Any] = [a.value for a in spec.alternatives]
    ids = [c.value for c in spec.choices]
    for first in ids:
        rest = [x for x in ids if x != first] if spec.distinct else ids
        out.append([first, *itertools.islice(itertools.cycle(rest), players - 1)])
    return out


@pytest.mark.parametrize("name", game_names())
def test_every_offered_value_is_accepted(name: str) -> None:
    game = get_game(name)
    schema = game.option_schema()
    assert schema, f"{name} declares no options"
    # flags ticked: a value may need one (Wonder Book's later chapter needs practice)
    ticked = {s.key: True for s in schema if s.type == "flag"}
    for players in range(game.min_players, game.max_players + 1):
        game.parse_config(form_values(schema, players))
        for spec in schema:
            if not spec.applies(players):
                continue
            for value in _values(spec, players):
                values = form_values(schema, players, {**ticked, spec.key: value})
                cfg = game.parse_config(values)
                if spec.type == "flag":  # a flag that changes nothing stays out of the config
                    assert cfg.get(spec.key, False) in (False, value), (name, spec.key)
                elif value is not None and spec.type != "seats":
                    assert str(cfg[spec.key]).lower() == str(value).lower(), (name, spec.key)


@pytest.mark.parametrize("name", game_names())
def test_schema_is_well_formed(name: str) -> None:
    keys = set()
    for spec in get_game(name).option_schema():
        assert spec.key not in keys
        keys.add(spec.key)
        assert isinstance(spec.label, Msg)
        if spec.type in ("choice", "seats"):
            assert spec.choices, spec.key
            assert len({repr(c.value) for c in spec.choices}) == len(spec.choices)
        if spec.type == "choice":
            assert spec.default in [c.value for c in spec.choices]
        js = spec.to_json(lambda m: m.key if isinstance(m, Msg) else m)
        assert js["key"] == spec.key and js["type"] == spec.type


def test_solo_only_options_are_hidden_for_groups() -> None:
    """SpellBook's solo difficulty: offered to one player only, and refused for more (so
    the form must leave it out)."""
    game = get_game("spellbook")
    spec = next(s for s in game.option_schema() if s.key == "difficulty")
    assert spec.solo_only and spec.applies(1) and not spec.applies(2)
    assert "difficulty" not in form_values(game.option_schema(), 3, {"difficulty": 2})
    assert form_values(game.option_schema(), 1, {"difficulty": 2})["difficulty"] == 2
    with pytest.raises(InvalidConfig):
        game.parse_config({"players": 3, "difficulty": 2})


def test_madness_mages_per_seat() -> None:
    game = get_game("madness")
    spec = next(s for s in game.option_schema() if s.key == "mages")
    assert spec.type == "seats" and spec.distinct
    assert None in [a.value for a in spec.alternatives]
    ids = [c.value for c in spec.choices]
    cfg = game.parse_config({"players": 3, "mages": ids[:3]})
    assert cfg["mages"] == ids[:3]
    with pytest.raises(InvalidConfig):
        game.parse_config({"players": 2, "mages": [ids[0], ids[0]]})


def test_wonderbook_lead_is_a_seat_for_groups_only() -> None:
    spec = next(s for s in get_game("wonderbook").option_schema() if s.key == "lead")
    assert spec.type == "seat" and not spec.applies(1) and spec.applies(4)

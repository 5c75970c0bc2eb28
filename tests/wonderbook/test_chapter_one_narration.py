"""Chapter 1 with two players reads every card from 1 to 6 aloud (a stranger's report:
"the narration jumps from Card 4 to Card 6"). Card 5 ("Blots on the Pond") is a story
card for every player count (only its destiny token is for 3-4 players), and the engine
narrates it; what the stranger saw is the terminal's short summary above the board,
which cuts the player's line after Card 4 ("…"), while the card panel shows the
objective, Card 6."""

from __future__ import annotations

from tomecraft.core import Match, get_game


def test_cards_one_to_six_are_narrated_in_order_with_two_players() -> None:
    game = get_game("wonderbook")
    config = game.parse_config({"players": 2, "chapter": "one", "practice": True,
                                "heroes": ["sid", "lara"]})
    match = Match(game, config, 1405490188)
    numbers: list[int] = []
    for _ in range(40):
        events = [*match.opening] if not numbers else []
        for step in match.advance():
            events += step.events
        numbers += [int(dict(e.msg.args)["n"]) for e in events if e.msg.key == "wb-ev-card"]
        if 6 in numbers:
            break
        d = match.state.decision()
        assert d is not None
        numbers += [int(dict(e.msg.args)["n"]) for e in match.step(d.ids[0])
                    if e.msg.key == "wb-ev-card"]
    assert numbers[:6] == [1, 2, 3, 4, 5, 6], numbers

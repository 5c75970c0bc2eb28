"""Solo mode (setup, the opponent board, its score, solo Blaze/Sharing) and the end of
the game (round completion, triggers, tie-breaks), the multiplayer altar refill and the
empty bag.

Rules facts used here (copied from the rules spec as literals):
* solo altar 7; difficulty d puts d bag tokens in the opponent's bottom area;
* end of a solo day: move 1 altar token to the next opponent space; on spaces 4, 9 and 14
  discard the altar and draw 7, otherwise refill it up to 7; filling space 17 ends the game;
* opponent score: 0 with 1-3 tokens, else 14 + 2*(n-4), plus 1 per bottom token; the
  player wins only with a strictly higher score;
* multiplayer refill after the evening: < 5 fill to 5; 5-9 add 1; >= 10 wipe and draw 5;
* end triggers: 7th spell learned, 14th familiar space filled; the round completes (the
  player right of the first player plays last); ties: score, spells learned, pool tokens,
  else shared victory.
"""

from __future__ import annotations

import pytest

from tomecraft.core import GameOver, Match
from tomecraft.games.spellbook import actions as A
from tomecraft.games.spellbook.data import NUM_KINDS, token_code

from . import helpers as h

ALTAR7 = "Ro Rt Rs Po Pt Ps Go"
#: 16 tokens for the opponent board, none of them on ALTAR7.
BOARD16 = [
    "Ko",
    "Kt",
    "Ks",
    "Wo",
    "Wt",
    "Ws",
    "Bo",
    "Bt",
    "Bs",
    "Yo",
    "Yt",
    "Ys",
    "Ko",
    "Kt",
    "Ks",
    "Wo",
]


def solo(**kw):
    kw.setdefault("altar", ALTAR7)
    return h.make(players=1, **kw)


def rest_of_tokens(*placed: str) -> str:
    """Every token not named in ``placed`` (strings of codes), as a code string."""
    counts = [5] * NUM_KINDS
    for text in placed:
        for code in text.split():
            counts[h.T(code)] -= 1
    return " ".join(token_code(k) for k in range(NUM_KINDS) for _ in range(counts[k]))


# -- solo setup ------------------------------------------------------------------------------
@pytest.mark.parametrize("difficulty", [0, 1, 2, 3])
def test_solo_setup_altar_7_and_difficulty_tokens_in_the_bottom_area(difficulty):
    m = Match("spellbook", {"players": 1, "difficulty": difficulty}, seed=3)
    st = m.state
    assert sum(st.altar) == 7
    assert st.pool_size(0) == 2
    assert len(st.opp_bottom) == difficulty
    assert st.opp_board == []
    assert st.bag_size() == 105 - 7 - 2 - difficulty
    assert st.opponent_score() == difficulty
    assert st.token_census() == 105
    assert st.decision().actor == 0 and st.decision().kind == "morning"


def test_multiplayer_setup_altar_5_and_two_tokens_each():
    m = Match("spellbook", {"players": 3}, seed=5)
    st = m.state
    assert sum(st.altar) == 5
    assert [st.pool_size(s) for s in range(3)] == [2, 2, 2]
    assert st.bag_size() == 105 - 5 - 6


# -- the solo end of day -----------------------------------------------------------------------
def test_solo_end_of_day_moves_one_altar_token_then_refills_to_7():
    st = solo(phase="evening")
    h.play(st, A.PASS)
    assert h.actor(st) == 0 and h.kind(st) == "solo-move"
    assert set(h.ids(st)) == {h.tok(c) for c in ALTAR7.split()}
    h.play(st, h.tok("Rt"))
    assert h.seq(st.opp_board) == ["Rt"]
    assert len(h.altar(st)) == 6
    h.draw(st, "Yo")
    assert len(h.altar(st)) == 7 and "Yo" in h.altar(st)
    assert h.discard(st) == []
    # The next day is the same player's.
    assert h.actor(st) == 0 and h.kind(st) == "morning"
    assert st.days == 1


def test_solo_refill_up_to_7_from_a_small_altar():
    st = solo(altar="Ro Rt Rs", phase="evening")
    h.play(st, A.PASS, h.tok("Ro"))
    assert h.draw_any(st) == 5
    assert len(h.altar(st)) == 7


@pytest.mark.parametrize("space", [4, 9, 14])
def test_solo_wipe_spaces_discard_the_altar_and_draw_7(space):
    board = " ".join(BOARD16[: space - 1])
    st = solo(phase="evening", opponent={"board": board})
    h.play(st, A.PASS, h.tok("Go"))
    assert len(st.opp_board) == space
    assert h.altar(st) == []
    assert h.discard(st) == ["Po", "Ps", "Pt", "Ro", "Rs", "Rt"]
    assert h.draw_any(st) == 7
    assert len(h.altar(st)) == 7


@pytest.mark.parametrize("space", [3, 5, 8, 10, 13, 15])
def test_solo_other_spaces_only_refill(space):
    board = " ".join(BOARD16[: space - 1])
    st = solo(phase="evening", opponent={"board": board})
    h.play(st, A.PASS, h.tok("Go"))
    assert h.discard(st) == []
    assert h.draw_any(st) == 1
    assert len(h.altar(st)) == 7


def test_solo_seventeenth_space_ends_the_game():
    board = " ".join(BOARD16)
    st = solo(
        phase="evening",
        opponent={"board": board, "bottom": "Go"},
        seats=[{"familiar": "Ro Rt", "spells": {"sacrifice": "3 Rs"}}],
        altar="Ro Rt Rs Po Pt Ps Go",
    )
    # Altar tokens are needed elsewhere: the altar keeps what is left of each kind.
    h.play(st, A.PASS, h.tok("Po"))
    assert len(st.opp_board) == 17
    assert st.over and st.decision() is None
    # 14 + 2 * (17 - 4) = 40, plus 1 bottom token.
    assert st.opponent_score() == 41
    assert st.winners() == []
    with pytest.raises(GameOver):
        st.apply(A.PASS)


def test_solo_normal_trigger_still_finishes_the_day_with_the_opponent_token():
    six = dict(h.SIX_LEARNED)
    st = solo(
        altar="Rt Pt Gt Kt Wt Bt Rs",
        seats=[{"pool": "Yo Yt Ys", "spells": six}],
        phase="evening",
    )
    h.play(st, h.learn("abundance", 3), h.tok("Yo"), h.tok("Yt"), h.tok("Ys"))
    assert st.end_triggered
    h.draw(st, "Ps", "Gs")
    assert h.kind(st) == "solo-move"
    h.play(st, h.tok("Rt"))
    assert h.seq(st.opp_board) == ["Rt"]
    h.draw_any(st)  # the altar refill of that last day
    assert st.over and st.decision() is None


# -- the solo opponent's score and the winner ------------------------------------------------
@pytest.mark.parametrize(
    ("n", "bottom", "expected"),
    [
        (0, 0, 0),
        (1, 0, 0),
        (3, 0, 0),
        (3, 2, 2),
        (4, 0, 14),
        (5, 0, 16),
        (10, 1, 27),
        (16, 0, 38),
        (17, 3, 43),
    ],
)
def test_solo_opponent_score(n, bottom, expected):
    board = (["Ko", "Kt", "Ks", "Wo", "Wt", "Ws", "Bo", "Bt", "Bs"] * 2)[:n]
    st = solo(opponent={"board": " ".join(board), "bottom": " ".join(["Yo", "Yt", "Ys"][:bottom])})
    assert st.opponent_score() == expected


def test_solo_win_only_with_a_strictly_higher_score():
    # Opponent: 4 board tokens = 14. Player: familiar of 11 stored = 13 (+1 with Sacrifice).
    fam = "Ro Rt Rs Po Pt Ps Go Gt Gs Ko Kt"
    opp = {"board": "Wo Wt Ws Bo"}
    st = solo(seats=[{"familiar": fam}], opponent=opp)
    assert st.scores() == [13] and st.opponent_score() == 14
    assert st.winners() == []
    tie = solo(
        seats=[{"familiar": fam, "spells": {"sacrifice": "3 Rs"}}],
        opponent={"board": "Wo Wt Ws Bo"},
        altar="Ro Rt Po Pt Ps Go",
    )
    assert tie.scores() == [14] and tie.opponent_score() == 14
    assert tie.winners() == []  # a tie is nobody's win
    win = solo(
        seats=[{"familiar": fam, "spells": {"sacrifice": "4 Rs"}}],
        opponent={"board": "Wo Wt Ws Bo"},
        altar="Ro Rt Po Pt Ps Go",
    )
    assert win.scores() == [15]
    assert win.winners() == [0]


# -- solo Blaze and Sharing -----------------------------------------------------------------
ALTAR_S = "Rt Rs Po Pt Ps Go Gt"
SET_SOLO = ["blaze", "sharing", "purification", "offering", "time_travel", "mirage", "abundance"]


def test_solo_blaze_moves_an_altar_token_to_the_bottom_area():
    st = solo(spells=SET_SOLO, seats=[{"spells": {"blaze": "3 Ro"}}], altar=ALTAR_S)
    h.play(st, h.use("blaze", 3))
    h.draw(st, "Yo", "Yt", "Ys", "Wo")
    assert h.pool(st) == ["Wo", "Yo", "Ys", "Yt"]
    assert h.kind(st) == "bottom" and h.actor(st) == 0
    h.play(st, h.tok("Go"))
    assert h.seq(st.opp_bottom) == ["Go"]
    assert "Go" not in h.altar(st)
    assert st.opponent_score() == 1
    assert h.kind(st) == "midday"


def test_solo_sharing_draws_one_bag_token_into_the_bottom_area():
    st = solo(
        spells=SET_SOLO, seats=[{"spells": {"sharing": "4 Po"}}], altar="Rt Rs Po Pt Ps Go Gt"
    )
    h.play(st, h.use("sharing", 4), h.tok("Rt"), h.tok("Rs"))
    assert h.pool(st) == ["Rs", "Rt"]
    h.draw(st, "Yo")
    assert h.seq(st.opp_bottom) == ["Yo"]
    assert h.pool(st) == ["Rs", "Rt"]
    assert h.kind(st) == "midday"


def test_solo_sharing_level3_take_then_draw_then_bottom():
    st = solo(
        spells=SET_SOLO, seats=[{"spells": {"sharing": "3 Po"}}], altar="Rt Rs Po Pt Ps Go Gt"
    )
    h.play(st, h.use("sharing", 3), h.tok("Go"))
    h.draw(st, "Wt", "Yo")
    assert h.pool(st) == ["Go", "Wt"]
    assert h.seq(st.opp_bottom) == ["Yo"]


# -- multiplayer end of the game --------------------------------------------------------------
def store_trigger_position(players: int, trigger_seat: int, first: int):
    """``trigger_seat`` has 13 stored tokens and stores its 14th at midday."""
    seats = [{} for _ in range(players)]
    seats[trigger_seat] = {
        "pool": "Yo",
        "familiar": "Ro Rt Rs Po Pt Ps Go Gt Gs Ko Kt Ks Wo",
    }
    return h.make(
        players=players,
        altar="Bo Bt Bs Wt Ws",
        seats=seats,
        first_player=first,
        to_play=trigger_seat,
        phase="midday",
    )


def test_fourteenth_familiar_space_triggers_the_end():
    st = store_trigger_position(2, 1, 0)
    assert not st.end_triggered
    h.play(st, A.STORE1, h.tok("Yo"))
    assert len(h.familiar(st, 1)) == 14 and st.end_triggered
    assert st.score(1) == 18
    h.finish_day(st)
    # Seat 1 is right of first player 0: it plays last, the game is over.
    assert st.over and st.decision() is None


def test_full_familiar_offers_no_store():
    st = h.make(
        seats=[{"pool": "Yo", "familiar": "Ro Rt Rs Po Pt Ps Go Gt Gs Ko Kt Ks Wo Wt"}, {}],
        phase="midday",
        end_triggered=True,
    )
    assert A.STORE1 not in h.ids(st)


def test_trigger_by_a_middle_seat_lets_the_others_finish_the_round():
    st = store_trigger_position(4, 1, 0)
    h.play(st, A.STORE1, h.tok("Yo"))
    assert st.end_triggered
    h.finish_day(st)
    assert h.actor(st) == 2
    h.finish_day(st)
    assert h.actor(st) == 3  # the player right of the first player plays last
    h.finish_day(st)
    assert st.over and st.decision() is None
    # Position default: 1 day already played (seat 0's); then seats 1, 2 and 3.
    assert st.days == 4


def test_trigger_by_the_first_player_gives_everyone_else_a_day():
    st = store_trigger_position(3, 2, 2)  # seat 2 is first: seat 1 plays last
    h.play(st, A.STORE1, h.tok("Yo"))
    h.finish_day(st)
    assert h.actor(st) == 0
    h.finish_day(st)
    assert h.actor(st) == 1
    h.finish_day(st)
    assert st.over


def test_trigger_by_the_last_player_ends_at_once():
    st = store_trigger_position(3, 1, 2)  # first 2: seat 1 is last
    h.play(st, A.STORE1, h.tok("Yo"))
    h.finish_day(st)
    assert st.over and st.decision() is None


def test_game_continues_without_a_trigger():
    st = h.make(players=3, altar="Bo Bt Bs Wt Ws", first_player=0, to_play=2)
    h.finish_day(st)
    assert not st.over and h.actor(st) == 0


# -- tie-breaks ---------------------------------------------------------------------------------
def test_highest_score_wins():
    st = h.make(seats=[{"familiar": "Ro Rt"}, {"familiar": "Po"}])
    assert st.scores() == [2, 1]
    assert st.winners() == [0]


def test_tie_broken_by_most_spells_learned():
    # Seat 0: Purification L3 (1) + 1 stored (1) = 2. Seat 1: 2 stored = 2.
    st = h.make(
        seats=[
            {"familiar": "Ro", "spells": {"purification": "3 Go"}},
            {"familiar": "Po Pt", "pool": "Yo Yt Ys Yo"},
        ]
    )
    assert st.scores() == [2, 2]
    assert st.winners() == [0]


def test_tie_broken_by_most_pool_tokens():
    st = h.make(seats=[{"familiar": "Ro", "pool": "Yo"}, {"familiar": "Po", "pool": "Yt Ys"}])
    assert st.scores() == [1, 1]
    assert st.winners() == [1]


def test_full_tie_is_a_shared_victory():
    st = h.make(
        players=3,
        seats=[
            {"familiar": "Ro", "pool": "Yo"},
            {"familiar": "Po", "pool": "Yt"},
            {"familiar": "", "pool": "Ys Yo"},
        ],
    )
    assert st.scores() == [1, 1, 0]
    assert st.winners() == [0, 1]


def test_returns_at_the_end_reward_the_winner():
    st = store_trigger_position(2, 1, 0)
    h.play(st, A.STORE1, h.tok("Yo"))
    h.finish_day(st)
    assert st.over
    assert st.scores() == [0, 18]
    assert st.returns() == [0.0, 1.0]


# -- multiplayer altar refill -----------------------------------------------------------------
@pytest.mark.parametrize(
    ("altar_", "draws", "wiped"),
    [
        ("", 5, False),
        ("Ro Rt Rs", 2, False),
        ("Ro Rt Rs Po", 1, False),
        ("Ro Rt Rs Po Pt", 1, False),
        ("Ro Rt Rs Po Pt Ps Go Gt Gs", 1, False),
        ("Ro Rt Rs Po Pt Ps Go Gt Gs Ko", 5, True),
        ("Ro Rt Rs Po Pt Ps Go Gt Gs Ko Kt Ks Wo", 5, True),
    ],
)
def test_multiplayer_refill_rules(altar_, draws, wiped):
    st = h.make(altar=altar_, phase="evening")
    before = len(altar_.split())
    h.play(st, A.PASS)
    n = h.draw_any(st)
    assert n == draws
    if wiped:
        assert h.discard(st) == sorted(altar_.split())
        assert len(h.altar(st)) == 5
    else:
        assert h.discard(st) == []
        assert len(h.altar(st)) == before + draws
    assert h.actor(st) == 1 and h.kind(st) == "morning"


def test_refill_checks_only_after_the_evening():
    # Effects may push the altar above 10 mid-day; only the end-of-day refill wipes it.
    st = h.make(altar="Ro Rt Rs Po Pt Ps Go Gt Gs Ko", seats=[{"pool": "Yo"}, {}], phase="midday")
    assert len(h.altar(st)) == 10
    h.play(st, A.STORE1, h.tok("Yo"))
    assert len(h.altar(st)) == 10 and h.kind(st) == "evening"


# -- the empty bag ------------------------------------------------------------------------------
def test_empty_bag_takes_back_the_discard_box():
    pool_ = "Ro Rt"
    altar_ = "Po Pt Ps Go Gt"
    st = h.make(
        altar=altar_,
        seats=[{"pool": pool_}, {}],
        bag="",
        discard=rest_of_tokens(pool_, altar_),
    )
    assert st.bag_size() == 0 and len(h.discard(st)) == 98
    h.play(st, A.DRAW2)
    assert h.actor(st) == -1
    assert st.bag_size() == 98 and h.discard(st) == []
    h.draw(st, "Yo", "Yt")
    assert h.pool(st) == ["Ro", "Rt", "Yo", "Yt"]
    assert st.bag_size() == 96
    assert st.token_census() == 105


def test_bag_and_discard_both_empty_the_draw_fails_silently():
    pool_ = "Ro Rt"
    st = h.make(altar=rest_of_tokens(pool_), seats=[{"pool": pool_}, {}], bag="")
    assert st.bag_size() == 0 and h.discard(st) == []
    h.play(st, A.DRAW2)
    # Nothing to draw: no chance decision, straight on to midday.
    assert h.actor(st) == 0 and h.kind(st) == "midday"
    assert h.pool(st) == ["Ro", "Rt"]
    # The refill then wipes the 103-token altar; the discard box refills the bag.
    h.play(st, A.PASS, A.PASS)
    assert h.draw_any(st) == 5
    assert len(h.altar(st)) == 5
    assert st.token_census() == 105


def test_seeded_solo_game_plays_to_the_end():
    """A whole solo game driven by fixed choices ends with a valid result."""
    m = Match("spellbook", {"players": 1, "difficulty": 2}, seed=3)
    st = m.state
    steps = 0
    while st.decision() is not None:
        d = st.decision()
        if d.actor == -1:
            m.resolve_chance()
            continue
        # Always the last listed option (learns, stores, takes), PASS only when alone.
        m.step(d.ids[-1])
        steps += 1
        assert steps < 5000
    assert st.over
    assert len(st.opp_board) == 17 or st.end_triggered
    assert st.token_census() == 105
    assert st.winners() in ([], [0])
    assert st.winners() == ([0] if st.score(0) > st.opponent_score() else [])


def test_solo_end_of_day_with_an_empty_altar_moves_nothing_and_refills_7():
    # Ruling: with nothing on the altar no token can move; the altar is refilled to 7.
    st = solo(altar="", phase="evening")
    h.play(st, A.PASS)
    assert h.actor(st) == -1
    assert h.draw_any(st) == 7
    assert st.opp_board == [] and len(h.altar(st)) == 7
    assert h.actor(st) == 0 and h.kind(st) == "morning"

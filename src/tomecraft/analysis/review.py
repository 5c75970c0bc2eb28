"""The coach: a move-by-move review of a finished game, and hints during play.

For each decision a reviewed seat took, the coach values every option worth weighing by
*paired playouts* from what that seat saw at that moment (:mod:`.playouts`: never the
true hidden cards), grades the decision by the value it lost against the best option
found and, where the best option beat it, says why as far as the game's effects can
(:mod:`.why`). The result is a :class:`Review` (:mod:`.review_document`: the data, the
summaries per seat, the stored document).

Values a player reads, per option:

* ``value`` (0-1), averaged over the playouts: the game's search reward
  (:meth:`~tomecraft.core.GameDef.final_rewards`): in a competitive game mostly the
  share of the other players the seat finishes ahead of (two players: its chance of
  winning), nudged by the score margin; in a co-operative game the team's chance of
  winning, with partial credit for how far a lost game got. Madness judges by the
  search's horizon and leaf value instead (its ``coach`` module, :mod:`.playouts`): the
  team's estimated chance of winning, without partial credit. Grades and charts use it;
* ``win``: the share of playouts the seat won, ties split (co-op: the team won), its
  estimated chance of winning: what the interfaces call a chance. Wonder Book's
  playouts stop before text nobody has read, so there it undercounts and ``value``
  (the game's estimate at that point) is the figure to read; in Madness it is the
  same estimated chance as ``value``. The interfaces show the chance where the game has
  one and ``value`` as the *standing* where it differs (:func:`figures_of`);
* ``margin`` (competitive games): the seat's expected final score minus the best other
  seat's.

Each decision is graded by the value it lost against the best option found
(:data:`GRADES`, :data:`THRESHOLDS`, in percentage points). Playouts are noisy, so a
loss no larger than its standard error (sample by sample, the options being paired;
:data:`NOISE`) counts as ``best``: the coach does not call a move worse than one the
samples cannot tell it from. A ``mistake`` or worse is re-checked with 4x the playouts
before it is given (:func:`_graded`).

Everything is a function of the seat's view and the option list: the generator of each
decision is seeded from a digest of that view, so two games whose hidden cards differ
but whose views are equal get the same review, the same why and the same hint.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tomecraft.analysis.playouts import (
    DEFAULT_SAMPLES,
    DEFAULT_WIDTH,
    DEPTH,
    NOISE,
    _play,
    paired_loss,
    value_options,
    view_seed,
)
from tomecraft.analysis.review_document import (
    GRADES,
    THRESHOLDS,
    DecisionReview,
    Figures,
    OptionValue,
    Review,
    SeatSummary,
    assemble,
    decision_document,
    decision_from_document,
    figures_of,
    grade_of,
)
from tomecraft.analysis.why import explain
from tomecraft.bots.play import PLAYOUT_LIMIT
from tomecraft.core import GameDef, Match, Rng, State, alike_option
from tomecraft.i18n import Msg

#: A first grade of at least this is re-checked before it is given (:func:`_graded`).
RECHECK_FROM = "mistake"
#: The re-check values the option taken and the best found with this many times the
#: review's playouts (the first ones included: the same samples, more of them).
RECHECK = 4


def review_decision(
    game: GameDef, state: State, chosen: int, index: int, *,
    samples: int = DEFAULT_SAMPLES, width: int = DEFAULT_WIDTH, hinted: bool = False,
    recheck: int = RECHECK,
) -> DecisionReview:
    """The review of one pending decision of ``state`` where its seat took ``chosen``:
    its options valued, its grade (a mistake or a blunder confirmed with ``recheck``
    times the playouts, :func:`_graded`) and, where the best option beat it, why (as far
    as the game's effects can say it)."""
    d = state.decision()
    assert d is not None
    values, loss, best = _graded(game, state, d.actor, chosen, samples, width, recheck)
    return DecisionReview(index, d.actor, d.kind, chosen, best, tuple(values), loss,
                          grade_of(loss), hinted, explain(game, state, d.actor, best, chosen))


def _graded(
    game: GameDef, state: State, seat: int, chosen: int, samples: int, width: int,
    recheck: int = RECHECK,
) -> tuple[list[OptionValue], float, int]:
    """The options of ``seat``'s pending decision valued with ``chosen`` among them
    (best first), the value ``chosen`` lost against the best (0 within the noise) and
    the best option (``chosen`` itself when it lost nothing). The review grades by it
    and the hint picks by it, so the two always agree.

    Re-check: where that loss grades :data:`RECHECK_FROM` or worse, ``chosen`` and the
    best are valued again with ``recheck`` times the playouts (their first playouts
    and as many more samples as make it up: ``2 * (recheck - 1) * samples`` playouts
    more, under what valuing the decision's 8 options cost), and the loss and the best
    are theirs: 16 playouts called
    noise a blunder (a SpellBook decision lost 20.8 points at 16, 10.1 at 64). The two
    keep their re-checked values (their ``samples`` says so); ``recheck`` 1: none."""
    played = _play(game, state, seat, chosen, samples, width, 0, DEPTH)
    values, rewards, margins = played.summary(state)
    loss, best = _lost(values, rewards, margins, chosen)
    if recheck > 1 and best != chosen and (
            GRADES.index(grade_of(loss)) >= GRADES.index(RECHECK_FROM)):
        pair = (best, chosen)  # their first playouts kept, the samples after them played
        more = _play(game, state, seat, chosen, recheck * samples, width, 0, DEPTH, pair,
                     samples)
        again, rewards, margins = played.then(more).summary(state)
        loss, best = _lost(again, rewards, margins, chosen)
        redone = {v.option: v for v in again}
        order = [v.option for v in values]
        values = [redone.get(v.option, v) for v in values]
        values.sort(key=lambda v: (-v.value, -(v.margin or 0.0), order.index(v.option)))
    return values, loss, best


def _lost(values: Sequence[OptionValue], rewards: Mapping[int, Sequence[float]],
          margins: Mapping[int, Sequence[float]] | None, chosen: int) -> tuple[float, int]:
    """The value ``chosen`` lost against the best of ``values`` (best first; 0 within
    the noise), or in a competitive game the final score points it lost when more, and
    that best option (``chosen`` where it lost nothing)."""
    loss = paired_loss(rewards[values[0].option], rewards[chosen])
    best = values[0].option if loss > 0.0 else chosen
    if margins is not None:  # competitive: final score points lost count as much
        top = max(values, key=lambda v: (v.margin or 0.0, v.value))
        points = paired_loss(margins[top.option], margins[chosen], scale=1.0)
        if points > loss:
            loss, best = points, top.option
    return loss, best


# -- whole games -------------------------------------------------------------------------
def review(
    match_or_file: Match | Mapping[str, Any],
    seats: Sequence[int] | None = None,
    *,
    samples: int = DEFAULT_SAMPLES,
    width: int = DEFAULT_WIDTH,
    progress: Callable[[int, int], None] | None = None,
    recheck: int = RECHECK,
) -> Review:
    """Review a finished (or unfinished) game move by move.

    ``match_or_file``: a :class:`~tomecraft.core.Match` (its recorded decisions are
    replayed from its start) or a game file / snapshot document. ``seats``: the seats to
    review; by default the human seats a file names (``players``), else every seat.
    ``samples``: paired playouts per option (the budget); ``progress(done, total)`` is
    called after each valued decision; ``recheck``: the re-check's factor (1: none).
    """
    doc = _document(match_or_file)
    fresh = fresh_match(doc)
    n = fresh.state.num_players
    chosen_seats = tuple(sorted(set(seats))) if seats is not None else default_seats(doc, n)
    for s in chosen_seats:
        if not 0 <= s < n:
            raise ValueError(f"seat {s} is not in this {n}-player game (allowed: 0-{n - 1})")
    hints = doc.get("hints")
    hinted = {i for i in hints if isinstance(i, int)} if isinstance(hints, list) else set()
    todo = set(plan(doc, chosen_seats))
    reviews: list[DecisionReview] = []
    match = fresh
    steps = match.replay_steps(doc["decisions"])
    for index, pair in enumerate(doc["decisions"]):
        if index in todo:
            reviews.append(review_decision(
                match.game, match.state, pair[1], index, samples=samples, width=width,
                hinted=index in hinted, recheck=recheck,
            ))
            if progress is not None:
                progress(len(reviews), len(todo))
        next(steps)
    return assemble(match.game.name, chosen_seats, samples, reviews,
                    fresh.state.cooperative)


def _document(match_or_file: Match | Mapping[str, Any]) -> dict[str, Any]:
    """A game-file document of a match or of a game file / snapshot."""
    doc = match_or_file.game_file() if isinstance(match_or_file, Match) else dict(match_or_file)
    if not isinstance(doc.get("decisions"), list):
        raise ValueError("a game file needs 'decisions', a list of [actor, option] pairs")
    return doc


def fresh_match(doc: Mapping[str, Any]) -> Match:
    """The match of ``doc`` before its first decision (a snapshot is replayed from its
    start, like a game file)."""
    blank = {k: v for k, v in doc.items() if k not in ("state", "rng")}
    blank["format"] = "tomecraft-game"
    blank["decisions"] = []
    return Match.from_game_file(blank)


def default_seats(doc: Mapping[str, Any], n: int) -> tuple[int, ...]:
    """The human seats a game file names in ``players`` (``"human"``), or every seat."""
    players = doc.get("players")
    if isinstance(players, list) and len(players) == n:
        humans = tuple(i for i, p in enumerate(players) if p == "human")
        if humans:
            return humans
    return tuple(range(n))


def plan(doc: Mapping[str, Any], seats: Sequence[int]) -> list[int]:
    """Indexes of the recorded decisions to value: the real choices of ``seats``, those
    the player was asked. Not a forced one (a single option), not one whose options the
    game calls alike (:func:`~tomecraft.core.alike_option`: interfaces take it without
    asking), not one the file's ``forced`` list names (taken without asking, e.g. by the
    terminal: every way through ends the same). Replays the whole file, so a bad file
    fails before any work."""
    match = fresh_match(doc)
    wanted = set(seats)
    marks = doc.get("forced")
    unasked = {i for i in marks if isinstance(i, int)} if isinstance(marks, list) else set()
    out = []
    steps = match.replay_steps(doc["decisions"])
    for index in range(len(doc["decisions"])):
        d = match.state.decision()
        if (d is not None and d.actor in wanted and len(d.ids) > 1 and index not in unasked
                and alike_option(match.state) is None):
            out.append(index)
        next(steps)
    return out


# -- hints -------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Hint:
    """What the coach suggests for a pending decision: the option the ``level`` search
    takes, with its value among the options valued by playouts."""

    seat: int
    option: int
    label: Msg
    level: str
    value: OptionValue
    options: tuple[OptionValue, ...]


def hint(
    game: GameDef,
    state: State,
    seat: int,
    *,
    level: str = "hard",
    samples: int = DEFAULT_SAMPLES,
    width: int = DEFAULT_WIDTH,
) -> Hint:
    """The coach's pick for ``seat``'s pending decision in ``state``, valued.

    The ``level`` bot proposes an option; the coach then values the options exactly as
    the review does (the same options, playouts, samples and test, :func:`_graded`), and
    where that says the bot's choice loses value against another option (beyond the
    noise), the hint is that option instead. So following a hint is never a review's
    mistake at the same samples: the bot's short greedy look-ahead and the coach's
    playouts can disagree (Wonder Book: the bot attacked where moving met the objective
    at once, and the review called following the hint a blunder).

    The bot is given a state drawn from ``seat``'s view (never the true state: a bot
    that ranks candidates one step ahead on the state it is given would read hidden
    cards), with a generator seeded from that view, so the hint depends on nothing the
    seat cannot see.
    """
    from tomecraft.bots import make_bot

    d = state.decision()
    if d is None or d.actor != seat:
        raise ValueError(f"seat {seat} does not decide now")
    bot = make_bot(level, game, seat, view_seed(state, seat, 1))
    # the bot decides on a state drawn from the seat's view, not on the true one: some
    # bots rank their first candidates one step ahead on the state they are given
    world = game.determinizer(state.view(seat), seat)(Rng(view_seed(state, seat, 2)))
    world.quiet = True
    option = d.ids[0] if len(d.ids) == 1 else bot.choose(world)
    values, _, best = _graded(game, state, seat, option, samples, width)
    if best != option:
        # valued with ``best`` as the one taken, as the review of following the hint will
        # (equal unless the width cut the option list: then ``best`` takes a place, or the
        # bot's choice was re-checked: the review of ``best`` re-checks nothing)
        option = best
        if len(values) >= width or any(v.samples != samples for v in values):
            values, _, option = _graded(game, state, seat, best, samples, width)
    mine = next(v for v in values if v.option == option)
    return Hint(seat, option, mine.label, level, mine, tuple(values))


__all__ = [
    "DEFAULT_SAMPLES", "DEFAULT_WIDTH", "DEPTH", "GRADES", "NOISE", "PLAYOUT_LIMIT",
    "RECHECK", "RECHECK_FROM", "THRESHOLDS", "DecisionReview", "Figures", "Hint",
    "OptionValue", "Review", "SeatSummary", "assemble", "decision_document",
    "decision_from_document", "default_seats", "explain", "figures_of",
    "fresh_match", "grade_of", "hint", "paired_loss", "plan", "review", "review_decision",
    "value_options", "view_seed",
]

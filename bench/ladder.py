"""The bot ladder: every pair of levels head to head, OpenSkill ratings and win shares.

SpellBook (competitive): for every pair of bots (``--pairs adjacent``: neighbours in
``--bots``, weakest first; ``all``; or ``a:b,c:d``) play ``--games`` games at each player
count in ``--players``. Games come in mirrored couples: the same seed (setup and the
chance stream) is played twice with the seats swapped (2 players: ``a,b`` then ``b,a``;
4 players: ``a,b,a,b`` then ``b,a,b,a``). Besides tomecraft's bots, ``os-ismcts`` and
``os-mcts`` are OpenSpiel's own ``ISMCTSBot`` and ``MCTSBot`` (random rollouts, the
adapter in ``tomecraft.interfaces.rl.openspiel``), searching for ``--os-time`` seconds of
CPU time per move: set it to the mean CPU time per move of the bot they face (printed in
the report) for an equal-time match.

Madness and Wonder Book (cooperative): ``--team`` plays every level in ``--bots`` in all
seats and reports the team win rate.

Every finished game is appended to the ``--out`` JSON file at once, so a run can stop at
any moment and resume (games already there are skipped), and runs on several machines
combine by concatenating their ``games`` lists. ``--report`` only prints the tables of a
file. Time is CPU time (``time.process_time``) everywhere; wall time is printed next to it.

    python bench/ladder.py --players 2 --games 20 --out ladder.json
    python bench/ladder.py --players 2 --pairs hard:os-ismcts --os-time 0.3 --games 20
    python bench/ladder.py --game madness --team --bots greedy,easy,medium --games 10
    python bench/ladder.py --report --out ladder.json
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tomecraft.analysis.ratings import rate
from tomecraft.analysis.runners import GameResult
from tomecraft.analysis.stats import Z95, wilson_interval
from tomecraft.bots import Bot, make_bot
from tomecraft.bots.levels import LEVEL_ORDER, resolve
from tomecraft.core import CHANCE, GameDef, Match, State, derive_seed, get_game

#: OpenSpiel's bots, by ladder name.
OPENSPIEL_BOTS = ("os-ismcts", "os-mcts")
DEFAULT_BOTS = ",".join((*LEVEL_ORDER, *OPENSPIEL_BOTS))
#: Stream of the seeds of the game couples.
_SEED_STREAM = 0x6C_61_64


# -- OpenSpiel's bots as tomecraft bots ----------------------------------------------------
class OpenSpielBot(Bot):
    """OpenSpiel's ``MCTSBot`` or ``ISMCTSBot`` on the OpenSpiel adapter, given a budget of
    ``move_time`` CPU seconds per move.

    ISMCTS runs simulations until the budget is spent (its search loop is ours, since
    OpenSpiel's refuses a game registered as perfect information; SpellBook's states hold
    no hidden information, so a determinisation is a clone). MCTS has no time limit in
    OpenSpiel, so its simulation count follows its measured rate: every move gets
    ``rate x move_time`` simulations, the rate re-measured after each move.
    """

    def __init__(self, kind: str, game: GameDef, seat: int, seed: int, config: dict[str, Any],
                 move_time: float) -> None:
        super().__init__(game, seat, seed)
        import numpy as np
        from open_spiel.python.algorithms import ismcts, mcts

        from tomecraft.interfaces.rl.openspiel import load_game

        self.kind = kind
        self.move_time = move_time
        self.os_game = load_game(game.name, **config)
        random_state = np.random.RandomState(seed % 2**32)
        evaluator = mcts.RandomRolloutEvaluator(1, random_state)
        self.sims = 16
        self.search: Any
        if kind == "os-mcts":
            self.search = mcts.MCTSBot(
                self.os_game, uct_c=2.0, max_simulations=self.sims, evaluator=evaluator,
                random_state=random_state,
            )
        else:
            deadline = self._deadline

            class TimedISMCTS(ismcts.ISMCTSBot):  # type: ignore[misc]
                def run_search(self, state: Any) -> Any:
                    self.reset()
                    legal = state.legal_actions()
                    if len(legal) == 1:
                        return [(legal[0], 1.0)]
                    self._root_node = self.create_new_node(state)
                    end = deadline()
                    while True:
                        self.run_simulation(self.sample_root_state(state))
                        if time.process_time() >= end:
                            break
                    return self.get_final_policy(state, self._root_node)

            self.search = TimedISMCTS(
                self.os_game, evaluator, 2.0, 1, random_state=random_state,
                use_observation_string=True,
            )
            self.search.set_resampler(lambda state, player: state.clone())

    def _deadline(self) -> float:
        return time.process_time() + self.move_time

    def choose(self, state: State) -> int:
        ids = state.legal_ids()
        if len(ids) == 1:
            return ids[0]
        os_state = self.os_game.new_initial_state()
        os_state.payload.state = state.clone()
        if self.kind != "os-mcts":
            return int(self.search.step(os_state))  # ISMCTS: a time budget
        self.search.max_simulations = self.sims
        t0 = time.process_time()
        action = int(self.search.step(os_state))
        spent = max(time.process_time() - t0, 1e-4)
        self.sims = max(2, int(self.sims * self.move_time / spent))
        return action


def ladder_bot(name: str, game: GameDef, seat: int, seed: int, config: dict[str, Any],
               os_time: float) -> Bot:
    if name in OPENSPIEL_BOTS:
        return OpenSpielBot(name, game, seat, seed, config, os_time)
    return make_bot(name, game, seat, seed)


# -- one game --------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Job:
    game: str
    players: int
    lineup: tuple[str, ...]
    couple: int
    side: int
    seed: int
    os_time: float
    config: tuple[tuple[str, Any], ...]

    @property
    def key(self) -> str:
        return f"{self.game}/{self.players}/{','.join(self.lineup)}/{self.couple}"


def play(job: Job) -> dict[str, Any]:
    """Play one game of the ladder; the record saved in the results file."""
    game = get_game(job.game)
    config = {"players": job.players, **dict(job.config)}
    match = Match(game, config, job.seed)
    bots = [
        ladder_bot(name, game, seat, derive_seed(job.seed, 1000 + seat), config, job.os_time)
        for seat, name in enumerate(job.lineup)
    ]
    cpu = [0.0] * job.players
    moves = [0] * job.players
    wall0, cpu0 = time.perf_counter(), time.process_time()
    while True:
        d = match.state.decision()
        if d is None:
            break
        if d.actor == CHANCE:
            match.resolve_chance()
            continue
        if len(d.ids) == 1:
            match.step(d.ids[0])
            continue
        t0 = time.process_time()
        option = bots[d.actor].choose(match.state)
        cpu[d.actor] += time.process_time() - t0
        moves[d.actor] += 1
        match.step(option)
    st = match.state
    return {
        "key": job.key,
        "game": job.game,
        "players": job.players,
        "config": dict(job.config),
        "lineup": list(job.lineup),
        "couple": job.couple,
        "side": job.side,
        "seed": job.seed,
        "os_time": job.os_time if any(b in OPENSPIEL_BOTS for b in job.lineup) else None,
        "scores": [int(s) for s in st.scores()],
        "winners": sorted(int(w) for w in st.winners()),
        "cooperative": bool(getattr(st, "cooperative", False)),
        "cpu": cpu,
        "moves": moves,
        "cpu_s": time.process_time() - cpu0,
        "wall_s": time.perf_counter() - wall0,
    }


# -- schedules ---------------------------------------------------------------------------
def pair_list(spec: str, bots: Sequence[str]) -> list[tuple[str, str]]:
    if spec == "adjacent":
        return [(bots[i + 1], bots[i]) for i in range(len(bots) - 1)]
    if spec == "all":
        return [(b, a) for i, a in enumerate(bots) for b in bots[i + 1 :]]
    pairs = []
    for item in spec.split(","):
        a, sep, b = item.partition(":")
        if not sep or not a or not b:
            raise SystemExit(f"--pairs: {item!r} is not 'a:b' (or use adjacent / all)")
        pairs.append((canonical(a), canonical(b)))
    return pairs


def canonical(name: str) -> str:
    return name if name in OPENSPIEL_BOTS else resolve(name)


def couple_seed(base: int, game: str, players: int, couple: int) -> int:
    """The seed of couple ``couple``: the same for every pair, so pairs meet the same
    setups."""
    return derive_seed(derive_seed(base ^ _SEED_STREAM, players), couple + 1000 * len(game))


def pair_jobs(game: str, players: int, a: str, b: str, games: int, seed: int, os_time: float,
              config: tuple[tuple[str, Any], ...]) -> Iterator[Job]:
    for i in range(games):
        couple, side = divmod(i, 2)
        first, second = (a, b) if side == 0 else (b, a)
        lineup = tuple(first if s % 2 == 0 else second for s in range(players))
        yield Job(game, players, lineup, couple, side, couple_seed(seed, game, players, couple),
                  os_time, config)


def team_jobs(game: str, players: int, level: str, games: int, seed: int,
              config: tuple[tuple[str, Any], ...]) -> Iterator[Job]:
    for i in range(games):
        yield Job(game, players, (level,) * players, i, 0, couple_seed(seed, game, players, i),
                  0.0, config)


# -- the results file --------------------------------------------------------------------
def load(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    data = json.loads(path.read_text())
    games = data.get("games") if isinstance(data, dict) else None
    if not isinstance(games, list):
        raise SystemExit(f"{path}: not a ladder results file (no 'games' list)")
    return games


def save(path: Path, games: list[dict[str, Any]]) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps({"games": games}, indent=None, separators=(",", ":")) + "\n")
    os.replace(tmp, path)


def record_id(r: dict[str, Any]) -> tuple[str, int, str]:
    return (r["key"], int(r["side"]), json.dumps(r.get("config", {}), sort_keys=True))


# -- reports -----------------------------------------------------------------------------
def _share(r: dict[str, Any], bot: str) -> float:
    """Win share of ``bot``'s seats in game ``r`` (a shared victory is split)."""
    won = r["winners"]
    seats = [s for s, n in enumerate(r["lineup"]) if n == bot]
    if not won:
        return 0.0
    return sum(1.0 / len(won) for s in seats if s in won)


def _ranks(r: dict[str, Any]) -> tuple[int, ...]:
    return GameResult(0, 0, tuple(r["scores"]), tuple(r["winners"])).ranks


def competitive_report(games: list[dict[str, Any]], out: Callable[[str], None]) -> None:
    groups: dict[tuple[str, int], list[dict[str, Any]]] = {}
    for r in games:
        if not r.get("cooperative"):
            groups.setdefault((r["game"], r["players"]), []).append(r)
    for (game, players), rs in sorted(groups.items()):
        bots = sorted({b for r in rs for b in r["lineup"]}, key=_order)
        results = [
            GameResult(i, r["seed"], tuple(r["scores"]), tuple(r["winners"]),
                       bots=tuple(r["lineup"]))
            for i, r in enumerate(sorted(rs, key=lambda r: (r["key"], r["side"])))
        ]
        ratings = rate(results, bots)
        cpu: dict[str, list[float]] = {b: [0.0, 0.0] for b in bots}
        for r in rs:
            for seat, b in enumerate(r["lineup"]):
                cpu[b][0] += r["cpu"][seat]
                cpu[b][1] += r["moves"][seat]
        total_cpu = sum(r["cpu_s"] for r in rs)
        out(f"\n## {game}, {players} players: {len(rs)} games, {total_cpu:.0f} CPU-s")
        out("\n| bot | OpenSkill mu | 95% interval | games | CPU s/move |")
        out("|---|---|---|---|---|")
        for b in sorted(bots, key=lambda b: -ratings[b].mu):
            rt = ratings[b]
            n = sum(1 for r in rs if b in r["lineup"])
            per_move = cpu[b][0] / cpu[b][1] if cpu[b][1] else 0.0
            out(f"| {b} | {rt.mu:.1f} | {rt.mu - Z95 * rt.sigma:.1f} to "
                f"{rt.mu + Z95 * rt.sigma:.1f} | {n} | {per_move:.3f} |")
        out("\n| pair (first vs second) | first's win share | 95% interval | games | "
            "OpenSpiel CPU s/move |")
        out("|---|---|---|---|---|")
        pairs: dict[tuple[str, str], list[dict[str, Any]]] = {}
        for r in rs:
            names = sorted(set(r["lineup"]), key=_order)
            if len(names) == 2:
                if names[1] in OPENSPIEL_BOTS:  # tomecraft's bot first
                    names.reverse()
                pairs.setdefault((names[1], names[0]), []).append(r)
        for (a, b), prs in sorted(pairs.items(), key=lambda kv: (_order(kv[0][0]),
                                                                   _order(kv[0][1]))):
            seats_a = players // 2 if players > 1 else 1
            wins = sum(_share(r, a) for r in prs)
            # In a 4-player game each side holds two seats: a share of 1/2 is even.
            n = len(prs)
            share = wins / n
            lo, hi = wilson_interval(wins, n)
            os_t = {r["os_time"] for r in prs if r.get("os_time")}
            tag = ", ".join(f"{t:g}" for t in sorted(os_t)) or "-"
            note = "" if seats_a == 1 else " (2 seats each)"
            out(f"| {a} vs {b}{note} | {share:.3f} | {lo:.3f}-{hi:.3f} | {n} | {tag} |")


def team_report(games: list[dict[str, Any]], out: Callable[[str], None]) -> None:
    groups: dict[tuple[str, int, str], list[dict[str, Any]]] = {}
    for r in games:
        if r.get("cooperative") and len(set(r["lineup"])) == 1:
            cfg = json.dumps(r.get("config", {}), sort_keys=True)
            groups.setdefault((r["game"], r["players"], cfg), []).append(r)
    last = None
    for (game, players, cfg), rs in sorted(groups.items()):
        if last != (game, players, cfg):
            out(f"\n## {game}, {players} players, options {cfg}: team win rate")
            out("\n| level | team win rate | 95% interval | games | CPU s/move | CPU-s |")
            out("|---|---|---|---|---|---|")
            last = (game, players, cfg)
        by_level: dict[str, list[dict[str, Any]]] = {}
        for r in rs:
            by_level.setdefault(r["lineup"][0], []).append(r)
        for level in sorted(by_level, key=_order):
            lr = by_level[level]
            wins = sum(1 for r in lr if r["winners"])
            lo, hi = wilson_interval(wins, len(lr))
            moves = sum(sum(r["moves"]) for r in lr)
            per_move = sum(sum(r["cpu"]) for r in lr) / moves if moves else 0.0
            out(f"| {level} | {wins / len(lr):.3f} | {lo:.3f}-{hi:.3f} | {len(lr)} | "
                f"{per_move:.3f} | {sum(r['cpu_s'] for r in lr):.0f} |")


def _order(name: str) -> tuple[int, str]:
    if name in LEVEL_ORDER:
        return (LEVEL_ORDER.index(name), name)
    return (len(LEVEL_ORDER), name)


# -- main --------------------------------------------------------------------------------
def parse_config(items: Sequence[str]) -> tuple[tuple[str, Any], ...]:
    out: list[tuple[str, Any]] = []
    for item in items:
        key, sep, value = item.partition("=")
        if not sep:
            raise SystemExit(f"--option: {item!r} is not KEY=VALUE")
        try:
            parsed: Any = json.loads(value)
        except json.JSONDecodeError:
            parsed = value
        out.append((key, parsed))
    return tuple(sorted(out))


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--game", default="spellbook")
    ap.add_argument("--players", default="2,4", help="player counts, e.g. 2,4")
    ap.add_argument("--bots", default=DEFAULT_BOTS, help="weakest first")
    ap.add_argument("--pairs", default="adjacent", help="adjacent, all, or a:b,c:d")
    ap.add_argument("--team", action="store_true", help="cooperative: all seats one level")
    ap.add_argument("--games", type=int, default=20, help="games per pair (or per level)")
    ap.add_argument("--os-time", type=float, default=0.3,
                    help="CPU seconds per move of OpenSpiel's bots")
    ap.add_argument("--option", action="append", default=[], help="game option KEY=VALUE")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--out", type=Path, default=Path("ladder.json"))
    ap.add_argument("--report", action="store_true", help="only print the tables of --out")
    ap.add_argument("--merge", type=Path, action="append", default=[],
                    help="also report the games of this results file (repeatable)")
    args = ap.parse_args(argv)

    games = load(args.out)
    if not args.report:
        config = parse_config(args.option)
        if args.game == "spellbook" and not any(k == "set" for k, _ in config):
            config = (*config, ("set", "classic"))
        bots = [canonical(b) for b in args.bots.split(",") if b]
        jobs: list[Job] = []
        for players in (int(p) for p in args.players.split(",")):
            if args.team:
                for level in bots:
                    jobs.extend(team_jobs(args.game, players, level, args.games, args.seed,
                                          config))
            else:
                for a, b in pair_list(args.pairs, bots):
                    jobs.extend(pair_jobs(args.game, players, a, b, args.games, args.seed,
                                          args.os_time, config))
        done = {record_id(r) for r in games}
        todo = [
            j for j in jobs
            if (j.key, j.side, json.dumps(dict(j.config), sort_keys=True)) not in done
        ]
        print(f"{len(jobs)} games scheduled, {len(jobs) - len(todo)} already in {args.out}, "
              f"playing {len(todo)}", flush=True)
        wall0, cpu0 = time.perf_counter(), time.process_time()
        child_cpu = 0.0
        if args.workers > 1:
            with ProcessPoolExecutor(args.workers) as pool:
                for k, rec in enumerate(pool.map(play, todo, chunksize=1)):
                    games.append(rec)
                    child_cpu += rec["cpu_s"]
                    save(args.out, games)
                    _progress(k + 1, len(todo), rec)
        else:
            for k, job in enumerate(todo):
                rec = play(job)
                games.append(rec)
                save(args.out, games)
                _progress(k + 1, len(todo), rec)
        cpu = time.process_time() - cpu0 + child_cpu
        wall = time.perf_counter() - wall0
        print(f"played {len(todo)} games in {cpu:.0f} CPU-s ({wall:.0f} s wall)", flush=True)
    shown = list(games)
    for extra in args.merge:
        shown.extend(load(extra))
    competitive_report(shown, print)
    team_report(shown, print)
    return 0


def _progress(k: int, n: int, rec: dict[str, Any]) -> None:
    print(f"  [{k}/{n}] {rec['key']} side {rec['side']}: winners {rec['winners']} "
          f"scores {rec['scores']} ({rec['cpu_s']:.1f} CPU-s)", flush=True)


if __name__ == "__main__":
    sys.exit(main())

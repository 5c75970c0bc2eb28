# The tomecraft command line: English catalogue.
#
# Every text the CLI shows comes from here (keys start with "cli-"). Seeds, paths and
# counts that must not be reformatted are passed as strings.

## Help texts

cli-help-app = Play, simulate and replay board games with bots, in your terminal.
cli-help-version = Show the version and exit.
cli-help-lang = Language of the texts (en, es, de, zh-TW).
cli-help-game = The game to play (see "tomecraft games").
cli-help-game-default = The game to play (default: { $game }; see "tomecraft games").
cli-help-seed = Seed of the game (random if omitted; it is printed so the game can be played again).
cli-help-set = Game option "set" (SpellBook: 1, 2, 3 or classic).
cli-help-spells = Game option "spells": an explicit list of spell ids, separated by commas.
cli-help-difficulty = Game option "difficulty" (SpellBook: 0-3, solo only; The Big Book of Madness: I, II or III; Wonder Book: easy, normal or hard).
cli-help-first = Game option "first_player": the seat that starts, counted from 1 as seats are shown.
cli-help-play = Play a game: humans at the keyboard against bots, or watch bots play.
cli-help-players = One entry per seat, separated by commas: "human" or a bot kind ("bot" is the game's recommended level; see `tomecraft bots`).
cli-help-save = Write the game file (JSON) here at the end, or when you quit.
cli-help-resume = Continue a game saved with --save or "s FILE" (the players must match its seat count).
cli-help-delay = Seconds to pause after each bot move (default: 0 when only bots play).
cli-help-simulate = Play many bot-only games and report the results: wins and scores per seat, or, in a co-operative game, the team's win rate and why it lost (exit status 1 if a game fails).
cli-help-games = Number of games to play.
cli-help-sim-players = Number of seats.
cli-help-bots = Bot kinds, separated by commas, one per seat (repeated if shorter than the seat count).
cli-help-json = Print one JSON object instead of tables.
cli-help-replay = Replay a saved game file (or snapshot), checking every chance outcome against its seed.
cli-help-replay-file = The game file to replay (JSON from --save).
cli-help-step = Wait for Enter before each player decision and show the board (default: when the input is a terminal).
cli-help-games-cmd = List the games you can play.
cli-help-bots-cmd = List the bot kinds.
cli-help-bots-game = Only the bots this game supports (default: every bot, with the games it plays).
cli-help-pack = Content packs (a transcription of your own box): check one.
cli-help-pack-check = Load a content pack, validate every file and print a summary (cards by type, chapters), or every problem found, each naming the file, card and field (exit status 1).
cli-help-pack-game = The game the pack is for.
cli-help-pack-path = The pack's folder, or the name of a bundled pack.
cli-pack-warning = Warning: { $warning }
cli-pack-ok = Pack { $pack } ({ $game }, version { $version }) is valid.
cli-pack-bad = { $count ->
    [one] 1 problem in the pack { $path }:
   *[other] { $count } problems in the pack { $path }:
}
cli-pack-none = The game { $game } has no content packs.
cli-pack-what = Cards
cli-pack-count = Number
cli-pack-chapter = Chapter
cli-pack-number = No.
cli-pack-cards = Cards
cli-pack-card-types = By type

cli-version = tomecraft { $version }, { $build }
cli-build-compiled = compiled (mypyc)
cli-build-interpreted = interpreted

## Errors (the detail comes from the engine)

cli-error-lang = Unsupported language "{ $lang }"; choose one of: { $choices }.
cli-error-game = { $detail }
cli-error-player = Unknown player "{ $entry }"; each entry must be one of: { $choices }.
cli-error-bot = Unknown bot "{ $entry }"; each entry must be one of: { $choices }.
cli-error-bot-game = The "{ $entry }" bot does not play { $game }; each entry must be one of: { $choices }.
cli-bot-failed = { $seat }: the { $level } bot failed; a { $fallback } bot plays this seat from now on.
cli-error-empty-entry = An entry of the list is empty (entry { $position } of "{ $spec }"); give one name per seat, separated by commas, each one of: { $choices }.
cli-error-config = Invalid options for { $game }: { $detail }
cli-error-read = Cannot read { $path }: { $detail }
cli-error-write = Cannot write { $path }: { $detail }
cli-error-json = { $path } is not valid JSON (line { $line }, column { $column }): { $detail }
cli-error-bad-game-file = { $path } is not a usable game file: { $detail }
cli-error-resume-options = --seed and game options come from the saved game when you use --resume; leave them out.
cli-error-resume-game = The saved game is { $saved }, not { $game }.
cli-error-resume-players = The saved game has { $players ->
        [one] { $players } seat
       *[other] { $players } seats
    } but --players gives { $given }.

## Narration

cli-seat = { $seat } ({ $who })
cli-human = human
cli-you = You
cli-narrate-sep = {": "}
cli-recap-chose = chose { $option }
cli-recap-earlier = … ({ $n } earlier { $n ->
        [one] line
       *[other] lines
    })
cli-saved = Game saved to { $path }.

## Playing

cli-play-header = { $game }: { $players }. Seed { $seed }.
cli-play-turn = { $seat }: your decision
cli-play-ask = { $seat }, your choice ({ $first }-{ $n }, h for help)
cli-play-commands = Type an option's number. Also: "?" options, "b" back, "w" whole board, "t" topics ("i N": what option N does, "why N": why not), "s FILE" save, "q" quit, "h" help.
cli-play-options-cut = Options shortened to one line each: "?" shows them in full.
cli-play-options-cut-short = ("?" shows the options whole)
cli-play-options-more = Options { $first }–{ $n } are not listed: "?" lists them all, in full.
cli-play-help = Commands: an option's number chooses it (an option keeps its number for the rest of your turn); "?" lists the options again; "b" takes your last choice back while nothing random was revealed since; "w" shows the whole board (nothing folded); "t" lists the topics you can ask about (spells, cards, actions), numbered t1, t2...; "i N" says what option N does ("i tN": topic N); "why N" says why it is not offered, or which options are about it; "hint" shows what the strongest bot would choose (recorded in the game); "s FILE" saves the game to FILE; "q" quits.
cli-play-empty = Please type a number from 1 to { $n } ("h" for help).
cli-play-not-number = "{ $answer }" is not a number: type a number from 1 to { $n } ("h" for help).
cli-play-out-of-range = There is no option { $number }: choose from { $first } to { $n }.
cli-play-save-usage = To save, type "s" followed by a file name, e.g. "s mygame.json".
cli-play-save-ask = Save the game before quitting?
cli-save-file-name = File name
cli-save-overwrite = { $path } already exists. Replace it?
cli-yes-words = y yes
cli-no-words = n no
cli-yes-no-again = Please answer y (yes) or n (no).
cli-play-quit = Game stopped.
cli-play-input-ended = The input ended before the game did; game abandoned.
cli-play-interrupted = Game interrupted (Ctrl-C).
cli-play-over = Game over
cli-play-seed-again = To play this game again, use{ $options } --seed { $seed }.
cli-play-resume-again = To go on with this game later: tomecraft play { $game } --players { $players } --resume { $path }

## Score breakdown

cli-breakdown-title = Final scores
cli-breakdown-item = Scoring
cli-breakdown-total = Total

## Replay

cli-replay-header = Replay of { $path }: { $game }, { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, seed { $seed }, { $decisions } recorded decisions (chance draws and forced steps included; a move groups them with the choice before).
cli-replay-turn = { $seat } decides
cli-replay-continue = Enter: next, "b": back, N: go to move N, "c": to the end, "q": stop
cli-replay-stopped = Replay stopped.
cli-replay-end = End of the recording
cli-replay-unfinished = The recording stops before the end of the game ({ $decisions } decisions; { $seat } was to decide next).

## Simulation

cli-sim-progress = Simulating { $game }
cli-sim-title = Simulation of { $game }
cli-sim-seed = Seed
cli-sim-games = Games
cli-sim-errors = Errors
cli-sim-no-winner = Games without a winner
cli-sim-unfinished = Games stopped unfinished
cli-sim-mean-days = Mean days per game
cli-sim-mean-decisions = Mean decisions per game (chance included)
cli-sim-mean-player-decisions = Mean player decisions per game
cli-sim-speed = Games per second
cli-sim-build = Build
cli-sim-compile-hint = This run used the interpreted engine. `tomecraft build` compiles it in place (a few minutes; several times faster).
cli-sim-seat = Seat
cli-sim-bot = Bot
cli-sim-wins = Wins
cli-sim-win-rate = Win rate
cli-sim-mean-score = Mean score
cli-sim-std-score = Std. dev.
cli-sim-first-error = First error, in game { $game } (seed { $seed }): { $detail }
cli-team-title = Team of { $players }: { $bots }
cli-team-setup = Setup
cli-team-win-rate = Team win rate (95% CI)
cli-team-rate = { $rate } % ({ $low }–{ $high })
cli-team-won = Games won
cli-team-won-value = { $wins } of { $games } finished
cli-team-lost-by = Lost: { $reason }
cli-team-lost-value = { $count } ({ $share } %)
cli-team-lost-unknown = no reason recorded
cli-team-column = Team
cli-team-end-won = The team wins.
cli-team-end-lost = The team loses.
cli-team-end-lost-why = The team loses: { $reason }.
cli-team-score = Team score
cli-team-score-won = { $score }, games won (mean)
cli-team-score-lost = { $score }, games lost (mean)

## Listings

cli-games-name = Game
cli-games-players = Players
cli-games-range = { $min }-{ $max }
cli-bots-name = Bot
cli-bots-aliases = Also called
cli-bots-games = Games
cli-bots-human = In "play", "{ $human }" is a seat played at the keyboard.

## Parallel runs, results files and charts (simulate and tournament)

cli-help-workers = Worker processes for the local backend (default 1: games run in this process), or parallel tasks for Ray (default: the cluster's CPUs).
cli-help-backend = Where games run: "local" (processes on this machine) or "ray" (a Ray cluster).
cli-help-address = Address of an existing Ray cluster (default: start a local one); only with --backend ray.
cli-help-out = Save one row per game and seat to this file (.csv or .parquet).
cli-help-plots = Write PNG charts into this folder: scores, win share by seat and game length; in a co-operative game, the team's win rate, its losses by reason and game length.
cli-error-missing-package = { $package } is not installed; install the analysis extras with: pip install "tomecraft[analysis]" (from a source checkout: pip install -e ".[analysis]")
cli-error-backend = The { $backend } backend failed: { $detail }
cli-error-address = --address only applies to --backend ray.
cli-error-out-format = Cannot tell the format of { $path }: use a file name ending in .csv or .parquet.
cli-out-saved = Saved { $rows } rows to { $path }.
cli-out-plots = Wrote { $count } charts to { $path }.

## Tournament

cli-help-tournament = Rate bots against each other: rotate them over the seats, play many games and rank them by OpenSkill rating; for a co-operative game, each bot plays every seat of the same --games deals and the teams are compared (exit status 1 if a game fails).
cli-help-build = Compile the installed engine with mypyc, in place, for full speed (needs a C compiler and mypy; an editable install stays interpreted).
cli-help-build-clean = Remove the compiled engine: the install runs interpreted again.
cli-help-build-jobs = C compilers run at once (default: the CPU cores).
cli-help-build-force = Compile again even when the engine that runs is already compiled.
cli-build-already = The engine is already compiled (tomecraft --version names the build); `tomecraft build --force` compiles it again.
cli-help-tour-bots = The bot kinds taking part, separated by commas (at least two different ones).
cli-help-tour-players = Number of seats in each game (at least 2, except in a co-operative game).
cli-error-tour-bots = A tournament needs at least two different bots (got: { $bots }).
cli-error-tour-players = A tournament needs at least 2 seats per game, not { $players }.
cli-tour-progress = Tournament of { $game }
cli-tour-title = Tournament of { $game }: { $players } seats, { $games } games
cli-tour-caption = Ratings: OpenSkill (Plackett-Luce) from each game's finishing order, μ ± σ. Seed { $seed }; { $errors } failed games.
cli-tour-rank = #
cli-tour-bot = Bot
cli-tour-games = Games
cli-tour-win-share = Win share (95% CI)
cli-tour-share = { $share } % ({ $low }–{ $high })
cli-tour-mean-score = Mean score
cli-tour-rating = Rating
cli-tour-rating-value = { $rating } ± { $uncertainty }
cli-tour-team-title = Teams of { $game }: { $players } seats, { $deals } deals per level
cli-tour-team-caption = Each level plays every seat of the same deals. Against { $first }: deals won where { $first } lost / lost where { $first } won / same outcome. Seed { $seed }; { $errors } failed games.
cli-tour-level = Level
cli-tour-paired = Against { $first }
cli-tour-paired-value = +{ $better } −{ $worse } ={ $same }
cli-tour-losses = Losses by reason

cli-help-mode = Game option "mode" (The Big Book of Madness: normal, terror or nightmare).
cli-help-option = Any other game option, as KEY=VALUE (repeatable); VALUE is read as JSON when it can be, else as text.
cli-error-option = Bad --option { $given }: write KEY=VALUE, for example players=3 or set=classic.

cli-help-chapter = Game option "chapter" (Wonder Book: a chapter number such as 1, or an id: tutorial, one, two).
cli-help-practice = Game option "practice" (Wonder Book: start a later chapter without the record of the earlier ones; the game says so and saves no campaign record).
cli-help-campaign = Game option "campaign" from a JSON record file; a won chapter writes the record back to it, so the next play with the same file goes on with the next chapter. A file that does not exist yet starts a new campaign.
cli-help-sim-campaign = Game option "campaign" from a JSON record file (read only).
cli-campaign-new = New campaign: { $path } will be written when a chapter is won.
cli-campaign-saved = Campaign record saved to { $path }.
cli-campaign-next = Go on with: tomecraft play { $game } --campaign { $path }{ $options }
cli-campaign-over = No next game: { $detail }
cli-campaign-kept = Chapter not won: the campaign record in { $path } is unchanged; play the chapter again.
cli-campaign-ask = Save the campaign record to go on later?

## Issue 12, the terminal (cli helper): compact boards, topics, replay steps, first player
cli-error-first-player = --first-player is a seat number from 1 to { $players }, not { $number }.
cli-help-wide = Draw the board as bordered tables (the full layout) instead of the compact one that fits an 80x24 terminal.
cli-topics-title = What you can ask about ("i tN": what it does; "why tN": why it is not offered):
cli-topics-none = There is nothing to ask about on this board.
cli-topic-options = { $count ->
        [one] option
       *[other] options
    } { $numbers }
cli-topic-not-offered = not offered
cli-topics-legend = → N: the option numbers about it; ✗: not offered now ("why tN" says why).
cli-topic-usage = Type "{ $command } N" with an option's number, or "{ $command } tN" with a topic number from t1 to t{ $n } ("t" lists the topics).
cli-topic-unknown = There is no topic { $number }: choose from t1 to t{ $n } ("t" lists the topics).
cli-topic-no-text = There is no description of { $name }.
cli-topic-options-line = To choose it, type { $count ->
        [one] { $numbers }
       *[other] one of { $numbers }
    }.
cli-topic-why-hint = Not offered now: "why { $number }" says why.
cli-topic-offered = { $name } is offered: type { $count ->
        [one] { $numbers }
       *[other] one of { $numbers }
    }.
cli-topic-why = { $name }: { $reason }
cli-topic-no-reason = { $name } is not among your options right now.
cli-replay-move = Move { $number } of { $total }
cli-replay-first = This is the first move: there is nothing before it.
cli-replay-no-move = There is no move { $number }: choose from 1 to { $total }.
cli-replay-not-understood = "{ $answer }" is not a replay command. Enter or "n": next move; "b": back one move; a number: go to that move; "c": play to the end; "q": stop.

## review (the coach)
cli-help-review = Review a saved game move by move: the value of each option a player had, the best one found, and a grade for each decision.
cli-help-review-file = The game file to review (JSON from --save or the web page's download).
cli-help-review-seats = The players to review, by number, e.g. 1,3 (default: the human players the file names, else everyone).
cli-help-review-samples = Playouts per option of each decision (more is slower and surer).
cli-help-review-all = List every reviewed decision, not only the costliest three.
cli-help-review-plot = Also write a PNG chart of each player's chance of winning over the game to this file (the standing where the game's playouts stop before its end).
cli-review-bad-seats = Invalid --seats "{ $given }": give player numbers from 1 to { $players }, separated by commas.
cli-review-bad-samples = Invalid --samples { $given }: it must be at least 1.
cli-review-bad-file = This game file cannot be reviewed: { $detail }
cli-review-progress = Reviewing
cli-review-heading = Review of a { $game } game ({ $samples } playouts per option, from what each player could see)
cli-review-unfinished = Unfinished game: the file stops after { $decisions } decisions, before the game ended (no result).
cli-review-rechecked = { $decisions ->
    [one] One decision graded mistake or worse was
   *[other] { $decisions } decisions graded mistake or worse were
} checked again with { $samples } playouts per option before being graded ({ $extra } more playouts, { $share } of the review).
cli-review-scale = Chance of winning: the share of the playouts (from what the player could see) that the player won, ties split (co-op: that the team won). Standing: the rank among the players, nudged by the score margin (50% is the middle). Grades by points of standing lost, or of final score margin where more: { $thresholds }.
cli-review-scale-chance = Chance of winning: the share of the playouts (from what the player could see) that were won (co-op: by the team). Grades by the points an option lost against the best one found: { $thresholds }.
cli-review-scale-standing = Standing: the game's own estimate of how well the team stands where the playouts stop (they stop before the end; 0% lost, 100% won). Grades by the points an option lost against the best one found: { $thresholds }.
cli-review-seat = { $seat }: accuracy { $accuracy } over { $decisions } decisions, { $loss } points lost per decision
cli-review-costliest = Costliest decisions:
cli-review-chart = Chance of winning:
cli-review-chart-standing = Standing:
cli-review-took = took "{ $option }" ({ $value })
cli-review-better = better "{ $option }" ({ $value })
cli-review-hinted = (after a hint)
cli-review-hints = Hints used: { $count }
cli-review-grade-best = best
cli-review-grade-fine = fine
cli-review-grade-inaccuracy = inaccuracy
cli-review-grade-mistake = mistake
cli-review-grade-blunder = blunder
cli-review-plot-x = Decision
cli-review-plot-y = Chance of winning after the move (%)
cli-review-plot-title = { $game }: chance of winning over the game
cli-review-plot-y-standing = Standing after the move (%)
cli-review-plot-title-standing = { $game }: standing over the game
cli-help-hints = Allow the "hint" command (default: on when one person plays against bots, off when several people share the game).
cli-help-hint-samples = Playouts per option when "hint" values the options (more: slower, surer).
cli-error-hint-samples = Invalid --hint-samples { $given }: it must be a whole number of at least 1.
cli-hint-off = Hints are off in this game (several people play; start it with --hints to allow them for everyone).
cli-hint-none = { $game } has no search to give hints with.
cli-hint-thinking = Looking for a hint...
cli-hint = Hint: option { $number }, "{ $option }" ({ $value }). The game records that you asked.
cli-topic-no-option = There is no option { $number } now: this decision has options { $first } to { $n } (one listed earlier is gone once the game moves on; "?" lists them, "i tN" asks about topic N).
cli-topic-gone = Option { $number } ({ $option }) is not offered any more; "t" lists the topics, "why tN" says why one is not offered.
cli-topic-option-none = Option { $number } ({ $option }): there is nothing more to say about it.
cli-play-gone = Option { $number } is not offered any more: choose one of the numbers shown.
cli-back-none = Nothing to take back: your last choice was not in this turn, or something random was revealed since.
cli-back-done = Taken back: { $option }.
cli-choice-hidden = (a choice only they can see)

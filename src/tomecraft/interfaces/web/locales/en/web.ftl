# The web server and its page (lobby, game, replay). English.
#
# Messages with variables are also sent to the page with "{name}" placeholders that the
# page fills in, so page messages use no selectors.

## Page: common

web-title = Tomecraft
web-tagline = Play magic-book board games in your browser, with friends or against bots.
web-language = Language
web-lobby-link = Lobby

## Page: lobby

web-lobby-new = New game
web-lobby-game = Game
web-lobby-options = Game options
web-lobby-each-seat = Chosen here, one per seat
web-lobby-options-none = This game has no options.
web-lobby-seats = Seats
web-lobby-seat = Seat { $n }
web-seat-human = Human
web-seat-bot = Bot
web-seat-open = Open seat (anyone may join)
web-lobby-level = Bot level
web-lobby-add-seat = Add a seat
web-lobby-remove-seat = Remove
web-lobby-listed = Show this game in the list of open games
web-lobby-create = Create the game
web-lobby-created = The game is ready.
web-lobby-links = Send each player their own link: whoever opens it plays that seat. Keep the links secret.
web-lobby-play-seat = Play seat { $n }
web-lobby-copy = Copy
web-lobby-copied = Copied!
web-lobby-spectate = Spectator link
web-lobby-open = Open games
web-lobby-open-none = No open games right now.
web-lobby-free = Free seats: { $n }
web-lobby-join = Join
web-lobby-watch = Watch
web-lobby-finished = Finished games
web-lobby-finished-none = No finished games yet.
web-lobby-replay = Replay
web-lobby-refresh = Refresh
web-lobby-players = Players: { $n }

## Page: game

web-game-connecting = Connecting…
web-game-connected = Connected
web-game-disconnected = Connection lost. Reconnecting…
web-game-spectator = Spectator view: watching this game.
web-game-you-are = You play as { $name }.
web-game-your-turn = Your turn
web-game-waiting = Waiting for { $name }…
web-game-chance = Drawing…
web-game-options = Your options
web-game-no-options = Nothing to decide right now.
web-game-undo = Undo
web-game-leave = Leave the game
web-game-leave-confirm = Leave this game? Your seat becomes free and a bot may take it over.
web-game-left = You left the game.
web-game-seats = Players
web-game-replace = Let a bot play
web-game-vote = Vote: let a bot play ({ $votes } so far)
web-game-reclaim = Take your seat back
web-game-bot-holds = A bot plays your seat while you were away.
web-game-bot = bot ({ $level })
web-game-human = human
web-game-free = free seat
web-game-offline = offline
web-game-online = online
web-game-log = Game log
web-game-result = Final scores
web-game-total = Total
web-game-team = Team
web-game-winner = Winner: { $names }
web-game-no-winner = Nobody wins.
web-game-replay = Watch the replay
web-game-download = Download the game file
web-game-over = The game is over.
web-game-board = Board
web-game-you = (you)

## Page: replay

web-replay-title = Replay
web-replay-step = Move { $n } of { $total }
web-replay-end = The end, after { $total } moves
web-replay-first = First
web-replay-prev = Back
web-replay-next = Next
web-replay-last = Last
web-replay-play = Play
web-replay-pause = Pause

## Log lines: "Player 2: Took red circle (R●) from the altar."

web-log-line = { $seat }: { $text }

## Errors (sent by the server)

web-error-type = Unknown message type "{ $given }"; the server understands: { $allowed }.
web-error-json = That message is not a JSON object; send for example {"{"}"type": "decide", "option": 3{"}"}.
web-error-binary = Send text messages (JSON), not binary ones.
web-error-size = That message is too large: the limit is { $limit } bytes.
web-error-rate = Too many messages: at most { $rate } per second. That one was ignored.
web-error-flood = Too many messages waiting: this connection sends faster than it reads, so it is closed.
web-error-spectator = Spectators cannot make decisions.
web-error-token = This seat token is not valid for this game (wrong, expired, or the seat was given up).
web-error-over = The game is over.
web-error-option-type = The option must be a whole number (an option id).
web-error-turn = It is not your turn.
web-error-illegal = Option { $option } is not allowed now. Nothing changed.
web-error-undo = You can only undo your own decisions during your own turn, and not past a random draw.
web-error-internal = The server could not record that decision; nothing changed. Please try again.
web-error-left = You left this seat.
web-error-replaced = A bot now plays this seat.
web-error-game = Unknown game "{ $game }"; available: { $allowed }.
web-error-seat-count = This game needs between { $min } and { $max } seats, not { $n }.
web-error-config = Invalid game options: { $detail }
web-error-bot = Unknown bot level "{ $level }"; available: { $allowed }.
web-error-bot-game = The "{ $level }" bot does not play { $game }; choose one of: { $allowed }.
web-error-stuck = The server could not go on with this game; its log holds the details.
web-error-full = The server holds too many unfinished games; try again later.
web-error-bot-games = The server already runs { $max } games with only bots; try again when one has finished.
web-error-busy = Too many requests from your address; try again in { $seconds } s.
web-error-body = The request is too large: the limit is { $limit } bytes.
web-error-request = The request is not valid ({ $fields }).
web-error-spectators = This game has as many spectators as it can take; try again later.
web-error-spectators-address = Too many spectator connections from your address; close some first.
web-error-status = Unknown game list "{ $given }"; use open or finished.
web-error-no-game = There is no game with this id.
web-error-no-seat = No such free seat in this game.
web-error-already-bot = A bot already plays this seat.
web-error-seat-busy = That player is connected; only a gone player's seat can go to a bot.
web-error-seat-owned = This is a turn-based game: a seat is never taken from its player, the game waits.
web-error-seat-not-absent = That seat's player is not absent: a seat goes to a bot only after { $seconds } seconds away on its own turn.
web-error-reclaim = Only the owner of a seat a bot plays can take it back.
web-error-takeover-turn = Bots never take over seats in a turn-based game.
web-error-not-finished = The game is not finished yet: its file and replay come at the end.
web-error-step = No such step; steps go from 0 to { $total }.
web-error-unlisted = This game is not listed: its seats can only be taken through the links its creator sent.
web-error-seat-invited = Seat { $seat } is kept for an invited player: only the link sent for it can take it.
web-error-no-open-seat = This game has no open seat left; its other seats can only be taken through their links.
web-error-open-unlisted = Open seats need a listed game (anyone may join them from the lobby); give each player a link instead, or list the game.
web-error-version = Send the version of the state you are answering with every decision and undo (a whole number, the state message's "version"); got { $given }.
web-error-stale = That was meant for version { $given } of the game, which is now at version { $now }. Nothing changed: look at the game again and choose.
web-error-text = That message holds text that is not valid Unicode (a lone surrogate escape such as \ud800); send proper UTF-8 text.
web-error-depth = That message is nested too deeply: at most { $limit } levels; the server's messages are flat, for example {"{"}"type": "ping", "t": 1{"}"}.
web-error-hello = Send "hello" (with the seat token) only once, as the first message of a connection that has no seat yet.
web-error-attach = The server could not take your seat just now (its database refused); nothing changed. Please reload the page.

# sb-rules: tutorials (page /tutorial, the lobby's link, the game page's panel)
web-tutorial-link = New here? Learn to play with a guided first game.
web-tutorial-heading = Tutorials
web-tutorial-lead = A guided first game: you play against a bot, and a panel beside the board explains what to do as each part of the game comes up.
web-tutorial-start = Start the tutorial
web-tutorial-none = No game offers a tutorial yet.
web-tutorial-panel = Tutorial
web-tutorial-step = Step { $n } of { $total }
web-error-no-tutorial = The game "{ $game }" has no tutorial.

# web-lobby: pace (live or turn-based), the per-decision clock, your games, who played
web-lobby-pace = Pace
web-lobby-pace-label = How to play
web-lobby-pace-live = Live
web-lobby-pace-turn = Turn-based
web-lobby-pace-live-hint = Everyone plays now; a seat left alone for a while goes to a bot.
web-lobby-pace-turn-hint = No time limit: the game waits for each player however long it takes. Find it again under "Your games".
web-lobby-clock = Clock per move
web-lobby-clock-none = No clock
web-lobby-clock-seconds = { $s } seconds
web-lobby-clock-minutes = { $m } min
web-lobby-clocked = clock: { $clock } per move
web-lobby-who-bot = bot, { $level }
web-lobby-who-human = person
web-lobby-who-free = free
web-lobby-who-invited = invited
web-lobby-mine = Your games
web-lobby-mine-turn = Your turn!
web-lobby-mine-turn-clock = Your turn! { $s } s left
web-lobby-mine-waiting = Waiting for the others
web-lobby-mine-over = Finished
web-lobby-mine-as = you are { $name }
web-lobby-mine-play = Play
web-lobby-mine-play-as = Play as { $name }
web-lobby-mine-seats = you are { $names }
web-lobby-mine-open = Open
web-clock-yours = Your clock: { $s } s left, then a bot moves for you.
web-clock-theirs = Clock of { $name }: { $s } s left.
web-log-clock = Out of time: a bot ({ $level }) made this move.
web-log-bot-failed = The { $level } bot failed; a { $fallback } bot plays this seat from now on.
web-error-pace = Unknown pace "{ $given }"; use { $allowed }.
web-error-clock-turn = A turn-based game has no clock (it waits for each player): leave the clock out, or make the game live.
web-error-clock = The clock must be from { $min } to { $max } seconds per move, not { $given }.
web-game-name-spellbook = SpellBook
web-game-name-madness = The Big Book of Madness
web-game-name-wonderbook = Wonder Book
web-lobby-mine-continue = Continue the campaign
web-lobby-follows = This game continues the campaign of your finished game ({ $game }): what it won comes along.
web-lobby-follows-clear = Start afresh instead
web-error-no-carry = That game hands nothing on to a next one (it was lost, or its game has no campaign).
web-error-follows-game = A { $game } game cannot continue a { $other } game.
web-lobby-takeover = Bots may take over a player's seat after the seat timeout away on their own turn (otherwise the other players vote)
web-error-option-server = The option “{ $option }” is set by the server, never by a client: a campaign goes on from a finished game of yours (“Continue the campaign”).
web-error-option-size-text = The option “{ $option }” is too large: at most { $limit } characters.
web-error-option-size-nested = The option “{ $option }” is too large: lists and mappings hold plain values only (depth { $limit }).
web-error-option-size-count = The option “{ $option }” is too large: at most { $limit } options.
web-error-option-size-list = The option “{ $option }” is too large: at most { $limit } entries.

# web-board: rules help on the board ("why not"), each seat's recent moves
web-game-topics = Rules help
web-game-why-not = Not now: { $reason }
web-game-recent = Recent moves of { $name }
web-game-asked = { $name } is asked: “{ $prompt }”
web-error-review-busy = The coach is reviewing other games right now; try again in a minute.
web-review-hidden-option = a hidden option
web-game-review = Review with the coach
web-review-title = Coach
web-review-start = Review this game
web-review-running = Reviewing: { $done } of { $total } decisions valued…
web-review-failed = The review failed; the server log says why.
web-review-chart = Each player's chance of winning over the game
web-review-chart-standing = Each player's standing over the game
web-review-seat = { $seat }: accuracy { $accuracy } over { $decisions } decisions, { $loss } points lost per decision
web-review-costliest = Costliest decisions
web-review-all = Every decision ({ $n })
web-review-move = Move { $n }
web-review-took = took “{ $option }” ({ $value })
web-review-better = better “{ $option }” ({ $value })
web-review-hinted = after a hint
web-review-hints = Hints used: { $n }
web-review-scale = Chance of winning: the share of the playouts (started from what that player could see) that the player won, ties split (co-op: that the team won). Standing: the rank among the players, nudged by the score margin (50% is the middle). Grades by points of standing lost against the best option found, or of final score margin where more: fine up to 1, inaccuracy up to 4, mistake up to 10, blunder beyond.
web-review-rechecked = Mistakes and blunders are checked again before they are given: { $decisions } decisions, with { $samples } playouts per option ({ $extra } more playouts, { $share } of the review).
web-review-grade-best = best
web-review-grade-fine = fine
web-review-grade-inaccuracy = inaccuracy
web-review-grade-mistake = mistake
web-review-grade-blunder = blunder

# web-anim: the grouped log ("Drew 6 cards."), the replay of the last turn
web-log-list = { $first }, { $rest }
web-log-times = { $text } ×{ $n }
web-log-granted = { $text } (an action granted by { $source })
web-game-replay-turn = Replay the last turn
web-game-replay-step = Replay: step { $step } of { $steps }
web-game-replay-prev = Previous step
web-game-replay-next = Next step
web-game-replay-pause = Pause
web-game-replay-play = Play
web-game-replay-done = Back to the game
web-game-replay-nothing = Nothing new in this step.
web-game-hint = Hint
web-game-hint-title = Ask the coach which option the hard bot would take here (the game records that you asked)
web-game-hint-thinking = The coach is thinking…
web-game-hint-shown = Coach: option { $number }, “{ $option }” ({ $value })
web-game-hint-tag = coach · { $value }
web-game-hints-used = hints used: { $n }
web-lobby-hints = Allow hints for everyone (the coach's Hint button; a single player against bots always has it)
web-error-hint-spectator = Only a player can ask for a hint, from their own seat's link.
web-error-hints-off = Hints are off in this game: with several people playing, they are on only if the game's creator allowed them for everyone in the lobby.
web-error-hint-turn = A hint is for your own decision: wait until it is your turn.
web-error-hint-stale = The game moved on while the coach was thinking; look at the game again and ask once more.
web-error-hint-none = The coach gives no hints in { $game }.
web-error-hint-failed = The coach could not give a hint just now; try again.

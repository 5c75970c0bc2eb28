# SpellBook's board on the web page (board.js). English.
# Messages with variables reach the page with "{name}" placeholders: no selectors here.

sbw-game = SpellBook
sbw-round = Round { $round }
sbw-day-of = { $name }'s day
sbw-bag = Bag
sbw-discard = Discard
sbw-pool = Pool
sbw-familiar = Familiar
sbw-stored = { $n }/14 stored · worth { $value }
sbw-learned = Learned spells
sbw-learn = Learn
sbw-cast = Cast
sbw-raise = Move up one level
sbw-info = Spell text
sbw-you = (you)
sbw-opp-track = Opponent's track
sbw-opp-bottom = Bottom area
sbw-wipe = The altar is cleared when a token lands here
sbw-wipe-hint = ✶ spaces 4, 9 and 14 clear the altar. Each bottom-area token is worth 1 point.
sbw-click-hint = Outlined items are your legal options: click them, or use the buttons.
sbw-opt-set = Spell set
sbw-set-1 = Set 1
sbw-set-2 = Set 2
sbw-set-3 = Set 3
sbw-set-classic = Classic (one random spell per colour)
sbw-opt-difficulty = Solo difficulty
sbw-difficulty-0 = 0 (standard)
sbw-difficulty-1 = 1
sbw-difficulty-2 = 2
sbw-difficulty-3 = 3 (hardest)

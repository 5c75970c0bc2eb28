# Core messages shared by every game.
core-chance = Chance
core-seat = Player { $seat }
core-pass = Pass
core-game-over = The game is over.
core-winner = Winner: { $names }
core-no-winner = Nobody wins.
core-draw-result = Shared victory: { $names }
core-forced = only one choice — { $option }
core-forced-hidden = only one choice (kept hidden)

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

## the coach's why (analysis/why.py): an effect is a noun phrase of a game's catalogue
review-why = Why: right away, it would have meant { $effect }.
review-why-than = Why: right away, it would have meant { $effect } (the move taken: { $other }).
review-why-less = Why: right away, it would have cost only { $effect } rather than { $other }.
review-why-avoid = Why: it would have avoided { $other }.
core-effect-points = { $points ->
    [one] 1 point
   *[other] { $points } points
}
core-effect-points-lost = { $points ->
    [one] 1 point lost
   *[other] { $points } points lost
}

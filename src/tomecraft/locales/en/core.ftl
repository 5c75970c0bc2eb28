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
review-why = Why: right away, it would have { $effect }.
review-why-than = Why: right away, it would have { $effect }; the move taken only { $other }.
review-why-less = Why: right away, it would only have { $effect }; the move taken { $other }.
review-why-avoid = Why: it would not have { $other }.
review-chance = chance of winning { $chance }
review-standing = standing { $standing }
review-figures = chance of winning { $chance }, standing { $standing }
review-why-estimate = { $why } (An estimate: so in { $n } of { $draws } guesses at the cards you could not see.)
core-effect-points = { $points ->
    [one] scored 1 point
   *[other] scored { $points } points
}
core-effect-points-lost = { $points ->
    [one] lost 1 point
   *[other] lost { $points } points
}

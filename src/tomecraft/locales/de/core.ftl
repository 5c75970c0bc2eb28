# Gemeinsame Texte für alle Spiele (deutsche Übersetzung von en/core.ftl).
core-chance = Zufall
core-seat = Spieler { $seat }
core-pass = Passen
core-game-over = Das Spiel ist vorbei.
core-winner = Sieg: { $names }
core-no-winner = Niemand gewinnt.
core-draw-result = Geteilter Sieg: { $names }
core-forced = nur eine Möglichkeit — { $option }
core-forced-hidden = nur eine Möglichkeit (verdeckt)

## the coach's why (analysis/why.py): an effect is a noun phrase of a game's catalogue
review-why = Warum: Sofort hätte es { $effect } bedeutet.
review-why-than = Warum: Sofort hätte es { $effect } bedeutet (der gewählte Zug: { $other }).
review-why-avoid = Warum: Es hätte { $other } vermieden.
review-why-less = Warum: Es hätte sofort nur { $effect } gekostet statt { $other }.
core-effect-points = { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}
core-effect-points-lost = { $points ->
    [one] 1 verlorenen Punkt
   *[other] { $points } verlorene Punkte
}

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
review-why = Warum: Sofort hätte es { $effect }.
review-why-than = Warum: Sofort hätte es { $effect }; der gewählte Zug hat nur { $other }.
review-why-avoid = Warum: Es hätte nicht { $other }.
review-why-less = Warum: Sofort hätte es nur { $effect }; der gewählte Zug hat { $other }.
review-chance = Gewinnchance { $chance }
review-standing = Stand { $standing }
review-figures = Gewinnchance { $chance }, Stand { $standing }
review-why-estimate = { $why } (Eine Schätzung: so in { $n } von { $draws } Annahmen über die Karten, die du nicht sehen konntest.)
core-effect-points = { $points ->
    [one] 1 Punkt erzielt
   *[other] { $points } Punkte erzielt
}
core-effect-points-lost = { $points ->
    [one] 1 Punkt verloren
   *[other] { $points } Punkte verloren
}

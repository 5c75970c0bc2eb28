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

# Mensajes comunes a todos los juegos (traducción al español de en/core.ftl).
core-chance = Azar
core-seat = Jugador { $seat }
core-pass = Pasar
core-game-over = La partida ha terminado.
core-winner = Ganador: { $names }
core-no-winner = Nadie gana.
core-draw-result = Victoria compartida: { $names }
core-forced = solo una opción — { $option }
core-forced-hidden = solo una opción (oculta)

## the coach's why (analysis/why.py): an effect is a noun phrase of a game's catalogue
review-why = Por qué: de inmediato habría { $effect }.
review-why-than = Por qué: de inmediato habría { $effect }; la jugada elegida solo ha { $other }.
review-why-avoid = Por qué: no habría { $other }.
review-why-less = Por qué: de inmediato solo habría { $effect }; la jugada elegida ha { $other }.
review-chance = probabilidad de ganar { $chance }
review-standing = posición { $standing }
review-figures = probabilidad de ganar { $chance }, posición { $standing }
review-why-estimate = { $why } (Una estimación: así en { $n } de { $draws } suposiciones sobre las cartas que no podías ver.)
core-effect-points = { $points ->
    [one] ganado 1 punto
   *[other] ganado { $points } puntos
}
core-effect-points-lost = { $points ->
    [one] perdido 1 punto
   *[other] perdido { $points } puntos
}

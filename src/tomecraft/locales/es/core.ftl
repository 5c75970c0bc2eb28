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
review-why = Por qué: de inmediato habría supuesto { $effect }.
review-why-than = Por qué: de inmediato habría supuesto { $effect } (la jugada elegida: { $other }).
review-why-avoid = Por qué: habría evitado { $other }.
review-why-less = Por qué: de inmediato habría costado { $effect } en lugar de { $other }.
core-effect-points = { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}
core-effect-points-lost = { $points ->
    [one] 1 punto perdido
   *[other] { $points } puntos perdidos
}

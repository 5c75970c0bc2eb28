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

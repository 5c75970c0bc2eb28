# El servidor web y su página (sala, partida, repetición). Español.

## Página: común

web-title = Tomecraft
web-tagline = Juega juegos de mesa de libros de magia en tu navegador, con amigos o contra bots.
web-language = Idioma
web-lobby-link = Sala

## Página: sala

web-lobby-new = Nueva partida
web-lobby-game = Juego
web-lobby-options = Opciones de la partida
web-lobby-each-seat = Elegidos aquí, uno por asiento
web-lobby-options-none = Esta partida no tiene opciones.
web-lobby-seats = Asientos
web-lobby-seat = Asiento { $n }
web-seat-human = Persona
web-seat-bot = Bot
web-seat-open = Asiento abierto (cualquiera puede unirse)
web-lobby-level = Nivel del bot
web-lobby-add-seat = Añadir un asiento
web-lobby-remove-seat = Quitar
web-lobby-listed = Mostrar esta partida en la lista de partidas abiertas
web-lobby-create = Crear la partida
web-lobby-created = La partida está lista.
web-lobby-links = Envía a cada jugador su propio enlace: quien lo abra juega en ese asiento. Mantén los enlaces en secreto.
web-lobby-play-seat = Jugar en el asiento { $n }
web-lobby-copy = Copiar
web-lobby-copied = ¡Copiado!
web-lobby-spectate = Enlace para espectadores
web-lobby-open = Partidas abiertas
web-lobby-open-none = No hay partidas abiertas ahora mismo.
web-lobby-free = Asientos libres: { $n }
web-lobby-join = Unirse
web-lobby-watch = Mirar
web-lobby-finished = Partidas terminadas
web-lobby-finished-none = Todavía no hay partidas terminadas.
web-lobby-replay = Repetición
web-lobby-refresh = Actualizar
web-lobby-players = Jugadores: { $n }

## Página: partida

web-game-connecting = Conectando…
web-game-connected = Conectado
web-game-disconnected = Se perdió la conexión. Reconectando…
web-game-spectator = Estás mirando esta partida.
web-game-you-are = Juegas como { $name }.
web-game-your-turn = Tu turno
web-game-waiting = Esperando a { $name }…
web-game-chance = Robando…
web-game-options = Tus opciones
web-game-no-options = No hay nada que decidir ahora.
web-game-undo = Deshacer
web-game-leave = Abandonar la partida
web-game-leave-confirm = ¿Abandonar esta partida? Tu asiento quedará libre y un bot podrá ocuparlo.
web-game-left = Has abandonado la partida.
web-game-seats = Jugadores
web-game-replace = Que juegue un bot
web-game-bot = bot ({ $level })
web-game-human = persona
web-game-free = asiento libre
web-game-offline = desconectado
web-game-online = conectado
web-game-log = Registro de la partida
web-game-result = Puntuación final
web-game-total = Total
web-game-winner = Gana: { $names }
web-game-no-winner = Nadie gana.
web-game-replay = Ver la repetición
web-game-download = Descargar el archivo de la partida
web-game-over = La partida ha terminado.
web-game-board = Tablero
web-game-you = (tú)

## Página: repetición

web-replay-title = Repetición
web-replay-step = Paso { $n } de { $total }
web-replay-first = Inicio
web-replay-prev = Atrás
web-replay-next = Siguiente
web-replay-last = Final
web-replay-play = Reproducir
web-replay-pause = Pausa

## Líneas del registro

web-log-line = { $seat }: { $text }

## Errores (los envía el servidor)

web-error-type = Tipo de mensaje desconocido «{ $given }»; el servidor entiende: { $allowed }.
web-error-json = Ese mensaje no es un objeto JSON; envía por ejemplo {"{"}"type": "decide", "option": 3{"}"}.
web-error-binary = Envía mensajes de texto (JSON), no binarios.
web-error-size = Ese mensaje es demasiado grande: el límite es de { $limit } bytes.
web-error-rate = Demasiados mensajes: como máximo { $rate } por segundo. Ese se ha ignorado.
web-error-flood = Demasiados mensajes en espera: esta conexión envía más rápido de lo que lee, así que se cierra.
web-error-spectator = Los espectadores no pueden tomar decisiones.
web-error-token = Este código de asiento no es válido para esta partida (incorrecto, caducado o el asiento se abandonó).
web-error-over = La partida ha terminado.
web-error-option-type = La opción debe ser un número entero (el id de una opción).
web-error-turn = No es tu turno.
web-error-illegal = La opción { $option } no está permitida ahora. No ha cambiado nada.
web-error-undo = Solo puedes deshacer tus propias decisiones durante tu turno, y no más allá de un robo al azar.
web-error-internal = El servidor no pudo guardar esa decisión; no ha cambiado nada. Inténtalo de nuevo.
web-error-left = Has abandonado este asiento.
web-error-replaced = Ahora un bot juega en este asiento.
web-error-game = Juego desconocido «{ $game }»; disponibles: { $allowed }.
web-error-seat-count = Este juego necesita entre { $min } y { $max } asientos, no { $n }.
web-error-config = Opciones de partida no válidas: { $detail }
web-error-bot = Nivel de bot desconocido «{ $level }»; disponibles: { $allowed }.
web-error-full = El servidor tiene demasiadas partidas sin terminar; inténtalo más tarde.
web-error-bot-games = El servidor ya juega { $max } partidas solo con bots; inténtalo cuando termine alguna.
web-error-busy = Demasiadas peticiones desde tu dirección; inténtalo de nuevo en { $seconds } s.
web-error-status = Lista de partidas desconocida «{ $given }»; usa open o finished.
web-error-no-game = No hay ninguna partida con este id.
web-error-no-seat = No hay ese asiento libre en esta partida.
web-error-already-bot = Un bot ya juega en este asiento.
web-error-seat-busy = Ese jugador está conectado; solo el asiento de alguien que se ha ido puede pasar a un bot.
web-error-not-finished = La partida aún no ha terminado: su archivo y su repetición llegan al final.
web-error-step = Ese paso no existe; los pasos van de 0 a { $total }.
web-error-unlisted = Esta partida no está en la lista: sus asientos solo se ocupan con los enlaces que envió quien la creó.
web-error-seat-invited = El asiento { $seat } está reservado para un jugador invitado: solo su enlace puede ocuparlo.
web-error-no-open-seat = Esta partida no tiene asientos abiertos libres; los demás asientos solo se ocupan con sus enlaces.
web-error-open-unlisted = Los asientos abiertos necesitan una partida en la lista (cualquiera puede unirse desde el vestíbulo); da un enlace a cada jugador o pon la partida en la lista.
web-error-version = Envía con cada decisión y cada deshacer la versión del estado al que respondes (un número entero, la «version» del mensaje de estado); llegó { $given }.
web-error-stale = Eso era para la versión { $given } de la partida, que ya va por la versión { $now }. No ha cambiado nada: vuelve a mirar la partida y elige.
web-error-text = Ese mensaje contiene texto que no es Unicode válido (un sustituto suelto como \ud800); envía texto UTF-8 correcto.
web-error-depth = Ese mensaje está anidado demasiado: como máximo { $limit } niveles; los mensajes del servidor son planos, por ejemplo {"{"}"type": "ping", "t": 1{"}"}.
web-error-hello = Envía "hello" (con el token del asiento) una sola vez, como primer mensaje de una conexión que aún no tiene asiento.
web-error-attach = El servidor no pudo darte tu asiento ahora (su base de datos lo rechazó); no ha cambiado nada. Vuelve a cargar la página.

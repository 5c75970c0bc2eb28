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
web-game-spectator = Vista de espectador: partida en observación.
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
web-game-vote = Votar: que juegue un bot ({ $votes } hasta ahora)
web-game-reclaim = Recuperar tu asiento
web-game-bot-holds = Un bot juega en tu asiento mientras no estabas.
web-game-bot = bot ({ $level })
web-game-human = persona
web-game-free = asiento libre
web-game-offline = desconectado
web-game-online = conectado
web-game-log = Registro de la partida
web-game-result = Puntuación final
web-game-total = Total
web-game-team = Equipo
web-game-winner = Gana: { $names }
web-game-no-winner = Nadie gana.
web-game-replay = Ver la repetición
web-game-download = Descargar el archivo de la partida
web-game-over = La partida ha terminado.
web-game-board = Tablero
web-game-you = (tú)

## Página: repetición

web-replay-title = Repetición
web-replay-step = Jugada { $n } de { $total }
web-replay-end = El final, tras { $total } jugadas
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
web-error-bot-game = El bot «{ $level }» no juega a { $game }; elige uno de: { $allowed }.
web-error-stuck = El servidor no pudo continuar esta partida; su registro tiene los detalles.
web-error-full = El servidor tiene demasiadas partidas sin terminar; inténtalo más tarde.
web-error-bot-games = El servidor ya juega { $max } partidas solo con bots; inténtalo cuando termine alguna.
web-error-busy = Demasiadas peticiones desde tu dirección; inténtalo de nuevo en { $seconds } s.
web-error-body = La petición es demasiado grande: el límite es de { $limit } bytes.
web-error-request = La petición no es válida ({ $fields }).
web-error-spectators = Esta partida ya tiene todos los espectadores que admite; inténtalo más tarde.
web-error-spectators-address = Demasiadas conexiones de espectador desde tu dirección; cierra alguna primero.
web-error-status = Lista de partidas desconocida «{ $given }»; usa open o finished.
web-error-no-game = No hay ninguna partida con este id.
web-error-no-seat = No hay ese asiento libre en esta partida.
web-error-already-bot = Un bot ya juega en este asiento.
web-error-seat-busy = Ese jugador está conectado; solo el asiento de alguien que se ha ido puede pasar a un bot.
web-error-seat-owned = Es una partida por turnos: nunca se quita un asiento a su jugador; la partida espera.
web-error-seat-not-absent = El jugador de ese asiento no está ausente: un asiento pasa a un bot solo tras { $seconds } segundos de ausencia en su propio turno.
web-error-reclaim = Solo el dueño de un asiento que juega un bot puede recuperarlo.
web-error-takeover-turn = En una partida por turnos los bots nunca toman un asiento.
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

# sb-rules: tutoriales (página /tutorial, el enlace de la sala, el panel de la partida)
web-tutorial-link = ¿Eres nuevo? Aprende a jugar con una primera partida guiada.
web-tutorial-heading = Tutoriales
web-tutorial-lead = Una primera partida guiada: juegas contra un bot, y un panel junto al tablero explica qué hacer a medida que llega cada parte de la partida.
web-tutorial-start = Empezar el tutorial
web-tutorial-none = Ningún juego ofrece todavía un tutorial.
web-tutorial-panel = Tutorial
web-tutorial-step = Paso { $n } de { $total }
web-error-no-tutorial = El juego «{ $game }» no tiene tutorial.

# web-lobby: pace (live or turn-based), the per-decision clock, your games, who played
web-lobby-pace = Ritmo
web-lobby-pace-label = Cómo jugar
web-lobby-pace-live = En directo
web-lobby-pace-turn = Por turnos
web-lobby-pace-live-hint = Todos juegan ahora; un asiento que se queda solo un rato pasa a un bot.
web-lobby-pace-turn-hint = Sin límite de tiempo: la partida espera a cada jugador lo que haga falta. La encontrarás en "Tus partidas".
web-lobby-clock = Reloj por jugada
web-lobby-clock-none = Sin reloj
web-lobby-clock-seconds = { $s } segundos
web-lobby-clock-minutes = { $m } min
web-lobby-clocked = reloj: { $clock } por jugada
web-lobby-who-bot = bot, { $level }
web-lobby-who-human = persona
web-lobby-who-free = libre
web-lobby-who-invited = invitado
web-lobby-mine = Tus partidas
web-lobby-mine-turn = ¡Te toca!
web-lobby-mine-turn-clock = ¡Te toca! Quedan { $s } s
web-lobby-mine-waiting = Esperando a los demás
web-lobby-mine-over = Terminada
web-lobby-mine-as = eres { $name }
web-lobby-mine-play = Jugar
web-lobby-mine-play-as = Jugar como { $name }
web-lobby-mine-seats = eres { $names }
web-lobby-mine-open = Abrir
web-clock-yours = Tu reloj: quedan { $s } s; después un bot juega por ti.
web-clock-theirs = Reloj de { $name }: quedan { $s } s.
web-log-clock = Se acabó el tiempo: un bot ({ $level }) hizo esta jugada.
web-log-bot-failed = El bot { $level } falló; desde ahora un bot { $fallback } juega en este puesto.
web-error-pace = Ritmo desconocido "{ $given }"; usa { $allowed }.
web-error-clock-turn = Una partida por turnos no tiene reloj (espera a cada jugador): quita el reloj o haz la partida en directo.
web-error-clock = El reloj debe ir de { $min } a { $max } segundos por jugada, no { $given }.
web-game-name-spellbook = SpellBook
web-game-name-madness = The Big Book of Madness
web-game-name-wonderbook = Wonder Book
web-lobby-mine-continue = Continuar la campaña
web-lobby-follows = Esta partida continúa la campaña de tu partida terminada ({ $game }): lo que ganaste se conserva.
web-lobby-follows-clear = Empezar de cero
web-error-no-carry = Esa partida no deja nada para la siguiente (se perdió, o su juego no tiene campaña).
web-error-follows-game = Una partida de { $game } no puede continuar una de { $other }.
web-lobby-takeover = Los bots pueden tomar el asiento de un jugador ausente en su propio turno durante el tiempo de espera (si no, votan los demás)
web-error-option-server = La opción «{ $option }» la fija el servidor, nunca un cliente: una campaña continúa desde una partida tuya terminada («Continuar la campaña»).
web-error-option-size-text = La opción «{ $option }» es demasiado grande: como máximo { $limit } caracteres.
web-error-option-size-nested = La opción «{ $option }» es demasiado grande: las listas y tablas solo contienen valores simples (profundidad { $limit }).
web-error-option-size-count = La opción «{ $option }» es demasiado grande: como máximo { $limit } opciones.
web-error-option-size-list = La opción «{ $option }» es demasiado grande: como máximo { $limit } elementos.

# web-board: rules help on the board ("why not"), each seat's recent moves
web-game-topics = Ayuda de reglas
web-game-why-not = Ahora no: { $reason }
web-game-recent = Últimas jugadas de { $name }
web-game-asked = Se le pregunta a { $name }: «{ $prompt }»
web-error-review-busy = El entrenador está analizando otras partidas ahora; inténtalo de nuevo en un minuto.
web-review-hidden-option = una opción oculta
web-game-review = Analizar con el entrenador
web-review-title = Entrenador
web-review-start = Analizar esta partida
web-review-running = Analizando: { $done } de { $total } decisiones valoradas…
web-review-failed = El análisis falló; el registro del servidor dice por qué.
web-review-chart = La probabilidad de ganar de cada jugador a lo largo de la partida
web-review-chart-standing = La posición de cada jugador a lo largo de la partida
web-review-seat = { $seat }: precisión { $accuracy } en { $decisions } decisiones, { $loss } puntos perdidos por decisión
web-review-costliest = Decisiones más costosas
web-review-all = Todas las decisiones ({ $n })
web-review-move = Jugada { $n }
web-review-took = eligió «{ $option }» ({ $value })
web-review-better = mejor «{ $option }» ({ $value })
web-review-hinted = tras una pista
web-review-hints = Pistas usadas: { $n }
web-review-scale = Probabilidad de ganar: la parte de las simulaciones (que parten de lo que ese jugador podía ver) que ganó el jugador, empates repartidos (cooperativo: que ganó el equipo). Posición: el puesto entre los jugadores, matizado por la diferencia de puntos (50 % es el medio). Notas por puntos de posición perdidos frente a la mejor opción encontrada, o de diferencia final de puntos si son más: buena hasta 1, imprecisión hasta 4, error hasta 10, error grave por encima.
web-review-rechecked = Los errores y errores graves se vuelven a comprobar antes de darlos: { $decisions } decisiones, con { $samples } simulaciones por opción ({ $extra } simulaciones más, { $share } del análisis).
web-review-grade-best = la mejor
web-review-grade-fine = buena
web-review-grade-inaccuracy = imprecisión
web-review-grade-mistake = error
web-review-grade-blunder = error grave

# web-anim: el registro agrupado, la repetición del último turno
web-log-list = { $first }, { $rest }
web-log-times = { $text } ×{ $n }
web-log-granted = { $text } (una acción concedida por { $source })
web-game-replay-turn = Repetir el último turno
web-game-replay-step = Repetición: paso { $step } de { $steps }
web-game-replay-prev = Paso anterior
web-game-replay-next = Paso siguiente
web-game-replay-pause = Pausa
web-game-replay-play = Reproducir
web-game-replay-done = Volver a la partida
web-game-replay-nothing = Nada nuevo en este paso.
web-game-hint = Pista
web-game-hint-title = Pregunta al entrenador qué opción elegiría aquí el bot difícil (la partida registra que lo preguntaste)
web-game-hint-thinking = El entrenador está pensando…
web-game-hint-shown = Entrenador: opción { $number }, «{ $option }» ({ $value })
web-game-hint-tag = entrenador · { $value }
web-game-hints-used = pistas usadas: { $n }
web-lobby-hints = Permitir pistas para todos (el botón Pista del entrenador; quien juega solo contra bots siempre lo tiene)
web-error-hint-spectator = Solo un jugador puede pedir una pista, desde el enlace de su propio asiento.
web-error-hints-off = En esta partida no hay pistas: cuando juegan varias personas, solo las hay si quien creó la partida las permitió para todos en el vestíbulo.
web-error-hint-turn = Una pista es para tu propia decisión: espera a que sea tu turno.
web-error-hint-stale = La partida avanzó mientras el entrenador pensaba; vuelve a mirarla y pregunta otra vez.
web-error-hint-none = El entrenador no da pistas en { $game }.
web-error-hint-failed = El entrenador no pudo dar una pista ahora; inténtalo de nuevo.

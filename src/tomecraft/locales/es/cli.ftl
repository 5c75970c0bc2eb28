# La línea de órdenes de tomecraft: catálogo en español (traducción de en/cli.ftl).
#
# Las órdenes, opciones y palabras clave que se escriben tal cual («human», «bot», «play»,
# «--seed», «s», «b», «q», «c», «?») no se traducen.

## Textos de ayuda

cli-help-app = Juega, simula y reproduce juegos de mesa con bots, en tu terminal.
cli-help-version = Muestra la versión y sale.
cli-help-lang = Idioma de los textos (en, es, de, zh-TW).
cli-help-game = El juego al que jugar (consulta «tomecraft games»).
cli-help-game-default = El juego al que jugar (por defecto: { $game }; consulta «tomecraft games»).
cli-help-seed = Semilla de la partida (aleatoria si se omite; se muestra para poder repetir la partida).
cli-help-set = Opción de juego «set» (SpellBook: 1, 2, 3 o classic).
cli-help-spells = Opción de juego «spells»: una lista explícita de identificadores de hechizos, separados por comas.
cli-help-difficulty = Opción de juego «difficulty» (SpellBook: 0-3, solo en solitario; The Big Book of Madness: I, II o III; Wonder Book: easy, normal o hard).
cli-help-first = Opción de juego «first_player»: el puesto que empieza, contando desde 1 como se muestran los puestos.
cli-help-play = Juega una partida: personas al teclado contra bots, o mira cómo juegan los bots.
cli-help-players = Una entrada por puesto, separadas por comas: «human» o un tipo de bot («bot» es el nivel recomendado del juego; véase `tomecraft bots`).
cli-help-save = Guarda aquí el archivo de la partida (JSON) al terminar o al salir.
cli-help-resume = Continúa una partida guardada con --save o «s ARCHIVO» (los jugadores deben coincidir con su número de puestos).
cli-help-delay = Segundos de pausa tras cada jugada de un bot (por defecto: 0 cuando solo juegan bots).
cli-help-simulate = Juega muchas partidas solo entre bots e informa de los resultados: victorias y puntuaciones por puesto o, en un juego cooperativo, la tasa de victorias del equipo y por qué perdió (código de salida 1 si falla alguna partida).
cli-help-games = Número de partidas que jugar.
cli-help-sim-players = Número de puestos.
cli-help-bots = Tipos de bot, separados por comas, uno por puesto (se repiten si hay menos que puestos).
cli-help-json = Muestra un único objeto JSON en lugar de tablas.
cli-help-replay = Reproduce un archivo de partida guardado (o una instantánea), comprobando cada resultado del azar con su semilla.
cli-help-replay-file = El archivo de partida que reproducir (el JSON de --save).
cli-help-step = Espera a que pulses Intro antes de cada decisión de un jugador y muestra el tablero (por defecto: cuando la entrada es un terminal).
cli-help-games-cmd = Lista los juegos disponibles.
cli-help-bots-cmd = Lista los tipos de bot.
cli-help-bots-game = Solo los bots que admite este juego (por omisión: todos, con los juegos a los que juega cada uno).
cli-help-pack = Paquetes de contenido (una transcripción de tu propia caja): comprueba uno.
cli-help-pack-check = Carga un paquete de contenido, valida cada archivo y muestra un resumen (cartas por tipo, capítulos), o cada problema encontrado, con su archivo, carta y campo (estado de salida 1).
cli-help-pack-game = El juego al que pertenece el paquete.
cli-help-pack-path = La carpeta del paquete, o el nombre de un paquete incluido.
cli-pack-warning = Aviso: { $warning }
cli-pack-ok = El paquete { $pack } ({ $game }, versión { $version }) es válido.
cli-pack-bad = { $count ->
    [one] 1 problema en el paquete { $path }:
   *[other] { $count } problemas en el paquete { $path }:
}
cli-pack-none = El juego { $game } no tiene paquetes de contenido.
cli-pack-what = Cartas
cli-pack-count = Número
cli-pack-chapter = Capítulo
cli-pack-number = N.º
cli-pack-cards = Cartas
cli-pack-card-types = Por tipo

cli-version = tomecraft { $version }, { $build }
cli-build-compiled = compilado (mypyc)
cli-build-interpreted = interpretado

## Errores (el detalle lo da el motor)

cli-error-lang = Idioma no admitido «{ $lang }»; elige uno de: { $choices }.
cli-error-game = { $detail }
cli-error-player = Jugador desconocido «{ $entry }»; cada entrada debe ser una de: { $choices }.
cli-error-bot = Bot desconocido «{ $entry }»; cada entrada debe ser una de: { $choices }.
cli-error-bot-game = El bot «{ $entry }» no juega a { $game }; cada entrada debe ser una de: { $choices }.
cli-bot-failed = { $seat }: el bot { $level } falló; desde ahora un bot { $fallback } juega en este puesto.
cli-error-empty-entry = Una entrada de la lista está vacía (la { $position } de «{ $spec }»); indica un nombre por puesto, separados por comas, cada uno de: { $choices }.
cli-error-config = Opciones no válidas para { $game }: { $detail }
cli-error-read = No se puede leer { $path }: { $detail }
cli-error-write = No se puede escribir { $path }: { $detail }
cli-error-json = { $path } no es un JSON válido (línea { $line }, columna { $column }): { $detail }
cli-error-bad-game-file = { $path } no es un archivo de partida utilizable: { $detail }
cli-error-resume-options = Con --resume, --seed y las opciones de juego salen de la partida guardada; no las indiques.
cli-error-resume-game = La partida guardada es de { $saved }, no de { $game }.
cli-error-resume-players = La partida guardada tiene { $players ->
        [one] { $players } puesto
       *[other] { $players } puestos
    }, pero --players indica { $given }.

## Narración

cli-seat = { $seat } ({ $who })
cli-human = persona
cli-you = Tú
cli-narrate-sep = {": "}
cli-recap-chose = eligió { $option }
cli-recap-earlier = … ({ $n } { $n ->
        [one] línea anterior
       *[other] líneas anteriores
    })
cli-saved = Partida guardada en { $path }.

## Partida

cli-play-header = { $game }: { $players }. Semilla { $seed }.
cli-play-turn = { $seat }: te toca decidir
cli-play-ask = { $seat }, tu elección ({ $first }-{ $n }, h para ayuda)
cli-play-commands = Escribe el número de una opción. Además: «?» opciones, «b» atrás, «w» tablero entero, «t» temas («i N»: qué hace la opción N, «why N»: por qué no), «s ARCHIVO» guardar, «q» salir, «h» ayuda.
cli-play-options-cut = Opciones acortadas a una línea cada una: «?» las muestra enteras.
cli-play-options-cut-short = («?» muestra las opciones enteras)
cli-play-options-more = Las opciones { $first }–{ $n } no se muestran: «?» las muestra todas, enteras.
cli-play-help = Órdenes: el número de una opción la elige (una opción conserva su número durante el resto de tu turno); «?» vuelve a listar las opciones; «b» deshace tu última elección mientras no se haya revelado nada al azar desde entonces; «w» muestra el tablero entero (sin nada plegado); «t» lista los temas sobre los que puedes preguntar (hechizos, cartas, acciones), numerados t1, t2…; «i N» dice qué hace la opción N («i tN»: el tema N); «why N» dice por qué no se ofrece, o qué opciones tratan de él; «hint» muestra lo que elegiría el bot más fuerte (queda registrado en la partida); «s ARCHIVO» guarda la partida en ARCHIVO; «q» sale.
cli-play-empty = Escribe un número del 1 al { $n } («h» para ayuda).
cli-play-not-number = «{ $answer }» no es un número: escribe un número del 1 al { $n } («h» para ayuda).
cli-play-out-of-range = No existe la opción { $number }: elige del { $first } al { $n }.
cli-play-save-usage = Para guardar, escribe «s» seguido de un nombre de archivo, p. ej. «s mipartida.json».
cli-play-save-ask = ¿Guardar la partida antes de salir?
cli-save-file-name = Nombre del archivo
cli-save-overwrite = { $path } ya existe. ¿Reemplazarlo?
cli-yes-words = s sí si
cli-no-words = n no
cli-yes-no-again = Responde s (sí) o n (no), por favor.
cli-play-quit = Partida detenida.
cli-play-input-ended = La entrada terminó antes que la partida; partida abandonada.
cli-play-interrupted = Partida interrumpida (Ctrl-C).
cli-play-over = Fin de la partida
cli-play-seed-again = Para volver a jugar esta partida, usa{ $options } --seed { $seed }.
cli-play-resume-again = Para seguir esta partida más tarde: tomecraft play { $game } --players { $players } --resume { $path }

## Desglose de la puntuación

cli-breakdown-title = Puntuación final
cli-breakdown-item = Concepto
cli-breakdown-total = Total

## Reproducción

cli-replay-header = Reproducción de { $path }: { $game }, { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }, semilla { $seed }, { $decisions } decisiones registradas (con los sorteos al azar y los pasos forzados; cada jugada los agrupa con la elección anterior).
cli-replay-turn = Decide { $seat }
cli-replay-continue = Intro: siguiente, «b»: atrás, N: ir a la jugada N, «c»: al final, «q»: parar
cli-replay-stopped = Reproducción detenida.
cli-replay-end = Fin de la grabación
cli-replay-unfinished = La grabación termina antes que la partida ({ $decisions } decisiones; le tocaba decidir a { $seat }).

## Simulación

cli-sim-progress = Simulando { $game }
cli-sim-title = Simulación de { $game }
cli-sim-seed = Semilla
cli-sim-games = Partidas
cli-sim-errors = Errores
cli-sim-no-winner = Partidas sin ganador
cli-sim-unfinished = Partidas detenidas sin terminar
cli-sim-mean-days = Días por partida (media)
cli-sim-mean-decisions = Decisiones por partida (media, azar incluido)
cli-sim-mean-player-decisions = Decisiones de jugadores por partida (media)
cli-sim-speed = Partidas por segundo
cli-sim-build = Compilación
cli-sim-compile-hint = Esta ejecución usó el motor interpretado. `tomecraft build` lo compila en su sitio (unos minutos; varias veces más rápido).
cli-sim-seat = Puesto
cli-sim-bot = Bot
cli-sim-wins = Victorias
cli-sim-win-rate = Porcentaje de victorias
cli-sim-mean-score = Puntuación media
cli-sim-std-score = Desv. típica
cli-sim-first-error = Primer error, en la partida { $game } (semilla { $seed }): { $detail }
cli-team-title = Equipo de { $players }: { $bots }
cli-team-setup = Preparación
cli-team-win-rate = Victorias del equipo (IC 95%)
cli-team-rate = { $rate } % ({ $low }–{ $high })
cli-team-won = Partidas ganadas
cli-team-won-value = { $wins } de { $games } terminadas
cli-team-lost-by = Perdida: { $reason }
cli-team-lost-value = { $count } ({ $share } %)
cli-team-lost-unknown = sin motivo registrado
cli-team-column = Equipo
cli-team-end-won = El equipo gana.
cli-team-end-lost = El equipo pierde.
cli-team-end-lost-why = El equipo pierde: { $reason }.
cli-team-score = Puntuación del equipo
cli-team-score-won = { $score }, partidas ganadas (media)
cli-team-score-lost = { $score }, partidas perdidas (media)

## Listados

cli-games-name = Juego
cli-games-players = Jugadores
cli-games-range = { $min }-{ $max }
cli-bots-name = Bot
cli-bots-aliases = También llamado
cli-bots-games = Juegos
cli-bots-human = En «play», «{ $human }» es un puesto que se juega con el teclado.

## Ejecuciones en paralelo, archivos de resultados y gráficos (simulate y tournament)

cli-help-workers = Procesos de trabajo del backend local (por defecto 1: las partidas se juegan en este proceso), o tareas en paralelo en Ray (por defecto: las CPU del clúster).
cli-help-backend = Dónde se juegan las partidas: «local» (procesos en esta máquina) o «ray» (un clúster de Ray).
cli-help-address = Dirección de un clúster de Ray existente (por defecto se inicia uno local); solo con --backend ray.
cli-help-out = Guarda una fila por partida y puesto en este archivo (.csv o .parquet).
cli-help-plots = Escribe gráficos PNG en esta carpeta: puntuaciones, victorias por puesto y duración de las partidas; en un juego cooperativo, la tasa de victorias del equipo, sus derrotas por motivo y la duración de las partidas.
cli-error-missing-package = { $package } no está instalado; instala los extras de análisis con: pip install "tomecraft[analysis]" (desde una copia del código fuente: pip install -e ".[analysis]")
cli-error-backend = El backend { $backend } ha fallado: { $detail }
cli-error-address = --address solo se aplica con --backend ray.
cli-error-out-format = No se puede saber el formato de { $path }: usa un nombre de archivo terminado en .csv o .parquet.
cli-out-saved = { $rows } filas guardadas en { $path }.
cli-out-plots = { $count } gráficos escritos en { $path }.

## Torneo

cli-help-tournament = Compara bots entre sí: los rota por los puestos, juega muchas partidas y los clasifica por su valoración OpenSkill; en un juego cooperativo, cada bot juega todos los puestos de los mismos --games repartos y se comparan los equipos (código de salida 1 si falla alguna partida).
cli-help-build = Compila el motor instalado con mypyc, en su sitio, para ir a toda velocidad (necesita un compilador de C y mypy; una instalación editable sigue interpretada).
cli-help-build-clean = Quita el motor compilado: la instalación vuelve a ejecutarse interpretada.
cli-help-build-jobs = Compiladores de C a la vez (por defecto: los núcleos de la CPU).
cli-help-build-force = Compila de nuevo aunque el motor que se ejecuta ya esté compilado.
cli-build-already = El motor ya está compilado (tomecraft --version indica la versión); `tomecraft build --force` lo vuelve a compilar.
cli-help-tour-bots = Los tipos de bot que participan, separados por comas (al menos dos distintos).
cli-help-tour-players = Número de puestos de cada partida (al menos 2, salvo en un juego cooperativo).
cli-error-tour-bots = Un torneo necesita al menos dos bots distintos (recibidos: { $bots }).
cli-error-tour-players = Un torneo necesita al menos 2 puestos por partida, no { $players }.
cli-tour-progress = Torneo de { $game }
cli-tour-title = Torneo de { $game }: { $players } puestos, { $games } partidas
cli-tour-caption = Valoraciones: OpenSkill (Plackett-Luce) según el orden final de cada partida, μ ± σ. Semilla { $seed }; { $errors } partidas fallidas.
cli-tour-rank = #
cli-tour-bot = Bot
cli-tour-games = Partidas
cli-tour-win-share = Cuota de victorias (IC 95 %)
cli-tour-share = { $share } % ({ $low }–{ $high })
cli-tour-mean-score = Puntuación media
cli-tour-rating = Valoración
cli-tour-rating-value = { $rating } ± { $uncertainty }
cli-tour-team-title = Equipos de { $game }: { $players } puestos, { $deals } repartos por nivel
cli-tour-team-caption = Cada nivel juega todos los puestos de los mismos repartos. Contra { $first }: ganados donde { $first } perdió / perdidos donde { $first } ganó / mismo resultado. Semilla { $seed }; { $errors } partidas fallidas.
cli-tour-level = Nivel
cli-tour-paired = Contra { $first }
cli-tour-paired-value = +{ $better } −{ $worse } ={ $same }
cli-tour-losses = Derrotas por motivo

cli-help-mode = Opción de juego «mode» (The Big Book of Madness: normal, terror o nightmare).
cli-help-option = Cualquier otra opción de juego, como CLAVE=VALOR (se puede repetir); VALOR se lee como JSON si es posible y, si no, como texto.
cli-error-option = --option { $given } no es válida: escribe CLAVE=VALOR, por ejemplo players=3 o set=classic.

cli-help-chapter = Opción de juego «chapter» (Wonder Book: un número de capítulo como 1, o un id: tutorial, one, two).
cli-help-practice = Opción de juego «practice» (Wonder Book: empezar un capítulo posterior sin el registro de los anteriores; la partida lo indica y no guarda registro de campaña).
cli-help-campaign = Opción de juego «campaign» desde un archivo JSON con el registro; al ganar un capítulo se vuelve a escribir en él, así que la siguiente partida con el mismo archivo sigue con el capítulo siguiente. Si el archivo aún no existe, empieza una campaña nueva.
cli-help-sim-campaign = Opción de juego «campaign» desde un archivo JSON con el registro (solo lectura).
cli-campaign-new = Campaña nueva: { $path } se escribirá cuando ganéis un capítulo.
cli-campaign-saved = Registro de campaña guardado en { $path }.
cli-campaign-next = Para continuar: tomecraft play { $game } --campaign { $path }{ $options }
cli-campaign-over = La campaña no continúa: { $detail }
cli-campaign-kept = Capítulo no ganado: el registro de campaña de { $path } no cambia; jugad el capítulo otra vez.
cli-campaign-ask = ¿Guardar el registro de campaña para continuar más tarde?

## Issue 12, la terminal (ayudante cli): tableros compactos, temas, pasos de la repetición, primer jugador
cli-error-first-player = --first-player es un número de puesto del 1 al { $players }, no { $number }.
cli-help-wide = Dibuja el tablero como tablas con bordes (la disposición completa) en vez de la compacta que cabe en una terminal de 80x24.
cli-topics-title = Sobre qué puedes preguntar («i tN»: qué hace; «why tN»: por qué no se ofrece):
cli-topics-none = No hay nada sobre lo que preguntar en este tablero.
cli-topic-options = { $count ->
        [one] opción
       *[other] opciones
    } { $numbers }
cli-topic-not-offered = no se ofrece
cli-topics-legend = → N: los números de opción que tratan de él; ✗: no se ofrece ahora («why tN» dice por qué).
cli-topic-usage = Escribe «{ $command } N» con el número de una opción, o «{ $command } tN» con un número de tema de t1 a t{ $n } («t» lista los temas).
cli-topic-unknown = No hay tema { $number }: elige de t1 a t{ $n } («t» lista los temas).
cli-topic-no-text = No hay descripción de { $name }.
cli-topic-options-line = Para elegirlo, escribe { $count ->
        [one] { $numbers }
       *[other] uno de { $numbers }
    }.
cli-topic-why-hint = No se ofrece ahora: «why { $number }» dice por qué.
cli-topic-offered = { $name } se ofrece: escribe { $count ->
        [one] { $numbers }
       *[other] uno de { $numbers }
    }.
cli-topic-why = { $name }: { $reason }
cli-topic-no-reason = { $name } no está entre tus opciones ahora mismo.
cli-replay-move = Jugada { $number } de { $total }
cli-replay-first = Esta es la primera jugada: no hay nada antes.
cli-replay-no-move = No hay jugada { $number }: elige del 1 al { $total }.
cli-replay-not-understood = «{ $answer }» no es una orden de la repetición. Intro o «n»: siguiente jugada; «b»: una jugada atrás; un número: ir a esa jugada; «c»: hasta el final; «q»: parar.

## review (the coach)
cli-help-review = Analizar una partida guardada jugada a jugada: el valor de cada opción, la mejor encontrada y una nota para cada decisión.
cli-help-review-file = El archivo de partida que analizar (JSON de --save o de la descarga de la página web).
cli-help-review-seats = Los jugadores que analizar, por número, p. ej. 1,3 (por defecto: los jugadores humanos que nombra el archivo, si no todos).
cli-help-review-samples = Simulaciones por opción de cada decisión (más es más lento y más fiable).
cli-help-review-all = Listar cada decisión analizada, no solo las tres más costosas.
cli-help-review-plot = Escribir además en este archivo un gráfico PNG de la probabilidad de ganar de cada jugador a lo largo de la partida (la posición si las simulaciones del juego se detienen antes del final).
cli-review-bad-seats = --seats «{ $given }» no es válido: indica números de jugador del 1 al { $players }, separados por comas.
cli-review-bad-samples = --samples { $given } no es válido: debe ser al menos 1.
cli-review-bad-file = Este archivo de partida no se puede analizar: { $detail }
cli-review-progress = Analizando
cli-review-heading = Análisis de una partida de { $game } ({ $samples } simulaciones por opción, desde lo que veía cada jugador)
cli-review-unfinished = Partida sin terminar: el archivo se detiene tras { $decisions } decisiones, antes del final de la partida (sin resultado).
cli-review-rechecked = { $decisions ->
    [one] Una decisión calificada de error o peor se volvió
   *[other] { $decisions } decisiones calificadas de error o peor se volvieron
} a comprobar con { $samples } simulaciones por opción antes de calificarla ({ $extra } simulaciones más, { $share } del análisis).
cli-review-scale = Probabilidad de ganar: la parte de las simulaciones (desde lo que veía el jugador) que ganó el jugador, empates repartidos (cooperativo: que ganó el equipo). Posición: el puesto entre los jugadores, matizado por la diferencia de puntos (50 % es el medio). Notas por puntos de posición perdidos, o de diferencia final de puntos si son más: { $thresholds }.
cli-review-scale-chance = Probabilidad de ganar: la parte de las simulaciones (desde lo que veía el jugador) que se ganaron (cooperativo: el equipo). Notas por los puntos que una opción perdió frente a la mejor encontrada: { $thresholds }.
cli-review-scale-standing = Posición: la estimación del propio juego de cómo está el equipo donde terminan las simulaciones (terminan antes del final; 0 % perdida, 100 % ganada). Notas por los puntos que una opción perdió frente a la mejor encontrada: { $thresholds }.
cli-review-seat = { $seat }: precisión { $accuracy } en { $decisions } decisiones, { $loss } puntos perdidos por decisión
cli-review-costliest = Decisiones más costosas:
cli-review-chart = Probabilidad de ganar:
cli-review-chart-standing = Posición:
cli-review-took = eligió «{ $option }» ({ $value })
cli-review-better = mejor «{ $option }» ({ $value })
cli-review-hinted = (tras una pista)
cli-review-hints = Pistas usadas: { $count }
cli-review-grade-best = la mejor
cli-review-grade-fine = buena
cli-review-grade-inaccuracy = imprecisión
cli-review-grade-mistake = error
cli-review-grade-blunder = error grave
cli-review-plot-x = Decisión
cli-review-plot-y = Probabilidad de ganar tras la jugada (%)
cli-review-plot-title = { $game }: probabilidad de ganar a lo largo de la partida
cli-review-plot-y-standing = Posición tras la jugada (%)
cli-review-plot-title-standing = { $game }: posición a lo largo de la partida
cli-help-hints = Permitir la orden «hint» (por defecto: sí cuando una persona juega contra bots, no cuando varias personas comparten la partida).
cli-help-hint-samples = Simulaciones por opción cuando «hint» valora las opciones (más: más lento y más seguro).
cli-error-hint-samples = --hint-samples { $given } no es válido: debe ser un número entero de al menos 1.
cli-hint-off = Las pistas están desactivadas en esta partida (juegan varias personas; iníciala con --hints para permitirlas a todos).
cli-hint-none = { $game } no tiene una búsqueda con la que dar pistas.
cli-hint-thinking = Buscando una pista...
cli-hint = Pista: opción { $number }, «{ $option }» ({ $value }). La partida registra que la pediste.
cli-topic-no-option = Ahora no hay opción { $number }: esta decisión tiene las opciones { $first } a { $n } (una mostrada antes desaparece cuando la partida avanza; «?» las muestra, «i tN» pregunta por el tema N).
cli-topic-gone = La opción { $number } ({ $option }) ya no se ofrece; «t» muestra los temas, «why tN» dice por qué uno no se ofrece.
cli-topic-option-none = Opción { $number } ({ $option }): no hay nada más que decir de ella.
cli-play-gone = La opción { $number } ya no se ofrece: elige uno de los números mostrados.
cli-back-none = Nada que deshacer: tu última elección no fue en este turno, o desde entonces se reveló algo al azar.
cli-back-done = Deshecho: { $option }.
cli-choice-hidden = (una elección que solo ve ese jugador)

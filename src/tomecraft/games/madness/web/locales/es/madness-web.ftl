# El tablero de The Big Book of Madness en la página web (board.js) y sus opciones. Español.

mdw-game = The Big Book of Madness
mdw-opt-difficulty = Dificultad
mdw-difficulty-I = I (la más fácil)
mdw-difficulty-II = II
mdw-difficulty-III = III (la más difícil)
mdw-opt-mode = Modo
mdw-mode-normal = Normal
mdw-mode-terror = Terror (una carta de locura en cada mazo)
mdw-mode-nightmare = Pesadilla (cartas iniciales más débiles)
mdw-opt-mages = Magos
mdw-mages-in-game = Cada jugador elige al empezar
mdw-mage-choice = { $mage } ({ $element })

mdw-status = Estado de la partida
mdw-setup = Preparación
mdw-round = Monstruo { $round } de { $rounds }
mdw-turn = Turno { $turn }: { $name }
mdw-your-move = Te toca decidir (turno de { $name })
mdw-difficulty = Dificultad { $d }
mdw-pile = Pila de locura
mdw-pile-left = Quedan { $n } cartas de locura en la pila
mdw-won = El libro se ha cerrado: ¡habéis ganado!
mdw-lost = El grupo ha perdido.
# web-board: the same for spectators (never "you")
mdw-won-watch = El libro se ha cerrado: ¡los jugadores han ganado!
mdw-loading = Cargando las cartas…
mdw-player = Jugador { $n }
mdw-you = (tú)
mdw-active = activo
mdw-multi = varios elementos
mdw-card-element = { $element } { $value }
mdw-card-madness = Locura
mdw-count = × { $n }
mdw-cost-part = { $n } { $element }
mdw-free = gratis
mdw-face-down = Una carta boca abajo
mdw-level = nivel { $level }

mdw-choose-mage = Elige tu mago
mdw-choose = Elegir
mdw-choose-player = Elegir
mdw-support-slots = { $n } espacios de apoyo
mdw-no-mage = Aún sin mago

mdw-grimoire = Grimorio
mdw-monster-named = Monstruo: { $name }
mdw-symbols = Símbolos de maldición
mdw-appear = Al aparecer:
mdw-bonus = Bonificación:
mdw-penalty = Penalización:
mdw-final = La última página: sobrevivid a este monstruo para ganar.
mdw-track = Marcador de invocación
mdw-marker-at = Cada turno el marcador avanza una casilla: en la casilla 1 llega un nuevo monstruo, en las casillas 2 a 5 actúan las maldiciones que hay en ellas (la casilla 3 tiene dos), y tras la casilla 5 llega la invocación: una maldición que siga allí trae la penalización. El marcador está en la casilla { $space }.
mdw-space = Casilla { $space }
mdw-marker = el marcador está aquí
mdw-empty-space = vacía
mdw-neutral = neutralizada
mdw-applied = alcanzada
mdw-under = { $n } cartas de locura bajo esta maldición
mdw-tokens-on = Fichas de elemento sobre esta maldición
mdw-destroy = Destruir

mdw-market = Mercado
mdw-pile-count = { $n } cartas en esta pila
mdw-acquire = Adquirir
mdw-library = Biblioteca
mdw-library-empty = No quedan hechizos
mdw-learn = Aprender:
mdw-supply = Reserva de fichas de elemento

mdw-hand = Mano ({ $n })
mdw-hand-hidden = { $n } cartas en la mano
mdw-support = Apoyo ({ $n } de { $slots })
mdw-deck = Mazo: { $n } cartas
mdw-top-known = Parte superior conocida:
mdw-discard = Descarte ({ $n })
mdw-spells = Hechizos
mdw-per-cast = Cada activación:
mdw-ready = listo
mdw-exhausted = usado este turno
mdw-neutralised = neutralizado
mdw-cast = Lanzar
mdw-ability = Habilidad:
mdw-ability-used = usada este turno
mdw-use = Usar
mdw-pick = Elegir
mdw-heal = Curar
mdw-eliminated = Eliminado
mdw-click-hint = Las cartas y lugares resaltados son tus opciones: haz clic en ellos o usa los botones.
# issue 26: los demás asientos, plegados en una línea cada uno
mdw-others = Otros jugadores
mdw-players = Jugadores
mdw-fold-hand = { $n } en la mano
mdw-fold-support = apoyo { $n }/{ $slots }
mdw-fold-deck = mazo { $n }
mdw-fold-discard = descarte { $n }

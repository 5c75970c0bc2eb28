# The Big Book of Madness: catálogo en español (traducción completa de en/madness.ftl).
# Los nombres de las cartas vienen del paquete de contenido; cada catálogo elige el suyo.
# Los eventos son frases breves sin sujeto: la interfaz puede anteponer el nombre del jugador.

mad-name = { $es }

mad-element-0 = agua
mad-element-1 = tierra
mad-element-2 = fuego
mad-element-3 = aire

mad-card = { $element } { $value }
mad-card-madness = locura

mad-mode-normal = normal
mad-mode-terror = terror
mad-mode-nightmare = pesadilla

mad-fx-x = ⟨{ $n }⟩
mad-fx-any-n = cualquier número de
mad-prompt-any-n = cualquier número

mad-fx-what-any = { $n ->
    [one] carta
   *[other] cartas
}
mad-fx-what-element = { $n ->
    [one] carta de elemento
   *[other] cartas de elemento
}
mad-fx-what-madness = { $n ->
    [one] carta de locura
   *[other] cartas de locura
}
mad-fx-what-water = { $n ->
    [one] carta de agua
   *[other] cartas de agua
}
mad-fx-what-earth = { $n ->
    [one] carta de tierra
   *[other] cartas de tierra
}
mad-fx-what-fire = { $n ->
    [one] carta de fuego
   *[other] cartas de fuego
}
mad-fx-what-air = { $n ->
    [one] carta de aire
   *[other] cartas de aire
}

mad-fx-draw = roba { $count } { $n ->
    [one] carta
   *[other] cartas
}
mad-fx-discard = descarta { $count } { $what }
mad-fx-discard-support = descarta { $count } { $what } de tu apoyo
mad-fx-discard-support-all = descarta todas las cartas de tu apoyo
mad-fx-destroy = destruye { $upto ->
    [yes] hasta { $count }
   *[no] { $count }
} { $what } de tu mano
mad-fx-destroy-discard = destruye { $upto ->
    [yes] hasta { $count }
   *[no] { $count }
} { $what } de tu pila de descarte
mad-fx-support = coloca { $upto ->
    [yes] hasta { $count }
   *[no] { $count }
} { $what } de tu mano en tu apoyo
mad-fx-madness = añade { $count } { $n ->
    [one] carta de locura
   *[other] cartas de locura
} a tu pila de descarte
mad-fx-madness-hand = añade { $count } { $n ->
    [one] carta de locura
   *[other] cartas de locura
} a tu mano
mad-fx-madness-support = añade { $count } { $n ->
    [one] carta de locura
   *[other] cartas de locura
} a tu apoyo
mad-fx-heal = cura { $upto ->
    [yes] hasta { $count }
   *[no] { $count }
} { $n ->
    [one] carta de locura
   *[other] cartas de locura
}
mad-fx-gain = obtén { $count } { $what } de valor { $value }
mad-fx-gain-hand = obtén { $count } { $what } de valor { $value } en tu mano
mad-fx-upgrade = cambia { $upto ->
    [yes] hasta { $count }
   *[no] { $count }
} { $n ->
    [one] carta
   *[other] cartas
} de tu mano por la de valor superior
mad-fx-neutralise_curse = neutraliza { $count } { $n ->
    [one] maldición
   *[other] maldiciones
}
mad-fx-neutralise_spell = neutraliza { $count } de tus hechizos
mad-fx-act = realiza { $count } { $n ->
    [one] acción
   *[other] acciones
}
mad-fx-shuffle = baraja tu pila de descarte en tu mazo

mad-fx-then = { $first }; después, { $rest }
mad-fx-and = { $first } { $rest }

mad-fx-target-self = Tú: { $steps }.
mad-fx-target-active = El jugador activo: { $steps }.
mad-fx-target-each = Cada jugador: { $steps }.
mad-fx-target-other = Cada uno de los otros jugadores: { $steps }.
mad-fx-target-one = Un jugador a tu elección: { $steps }.
mad-fx-target-one_other = Otro jugador a tu elección: { $steps }.
mad-fx-target-most_madness = El jugador con más cartas de locura en la mano (si hay empate, el primero de ellos a partir del jugador activo): { $steps }.
mad-fx-target-rest = Cada uno de los demás jugadores: { $steps }.
mad-fx-target-rest-some = { $count } de los demás jugadores, cada uno: { $steps }.

mad-cost-part = { $n } { $element }
mad-cost-plus = { $first } + { $rest }
mad-cost-free = gratis

# Pagar en una sola decisión: qué cartas pagan (la primera opción es la sugerida).
mad-prompt-payment = ¿Qué cartas pagan { $purpose }? (la primera opción es el pago sugerido)
mad-opt-payment = { $cards }{ $level ->
    [0] {""}
    [1] {" "}— efecto una vez
   *[other] {" "}— efecto { $level } veces
}{ $waste ->
    [0] {""}
   *[other] , { $waste } perdido
}
mad-pay-card = { $card }
mad-pay-card-support = { $card } (apoyo del jugador { $owner })
mad-pay-list = { $first }, { $rest }
mad-ev-unpaid = Ya nada puede pagar { $purpose }.

## El lenguaje de efectos completo (efectos continuos, condiciones, verbos nuevos)

mad-fx-none = Sin efecto.
mad-fx-same = tantas
mad-fx-optional = puedes { $step }
mad-fx-if-madness = si es una carta de locura, { $step }
mad-fx-if-element = si es una carta de elemento, { $step }
mad-fx-if-water = si es una carta de agua, { $step }
mad-fx-if-earth = si es una carta de tierra, { $step }
mad-fx-if-fire = si es una carta de fuego, { $step }
mad-fx-if-air = si es una carta de aire, { $step }
mad-fx-if-any = si lo hiciste, { $step }
mad-fx-if-none = si no lo hiciste, { $step }
mad-fx-draw-discard = toma { $count } { $what } a tu elección de tu pila de descarte y ponlas en tu mano
mad-fx-discard-deck = descarta { $count } { $n ->
    [one] carta
   *[other] cartas
} de encima de tu mazo
mad-fx-destroy-deck = destruye { $count } { $n ->
    [one] carta
   *[other] cartas
} de encima de tu mazo
mad-fx-shuffle-hand = baraja tu mano en tu mazo
mad-fx-top = coloca { $count } { $what } de tu mano sobre tu mazo, boca abajo
mad-fx-top-discard = coloca { $count } { $what } de tu pila de descarte sobre tu mazo
mad-fx-recover = devuelve { $count } { $what } destruidas a tu pila de descarte
mad-fx-recover-hand = devuelve { $count } { $what } destruidas a tu mano
mad-fx-give = da { $count } { $what } de tu mano a otro jugador a tu elección
mad-fx-token = coloca { $count } { $n ->
    [one] ficha
   *[other] fichas
} de { $element } sobre esta maldición
mad-fx-madness_under = coloca { $count } { $n ->
    [one] carta de locura
   *[other] cartas de locura
} debajo de cada maldición
mad-fx-act-ability = realiza { $count } { $n ->
    [one] acción
   *[other] acciones
} (incluida la habilidad de tu mago)
mad-fx-target-some = { $count } { $n ->
    [one] jugador
   *[other] jugadores
} a tu elección, cada uno: { $steps }.
mad-fx-target-some_other = { $count } de los otros jugadores, cada uno: { $steps }.

mad-fx-ongoing = Mientras está en juego: { $text }
mad-fx-who-each = cada jugador
mad-fx-who-owner = tú
mad-fx-who-other = cada otro jugador
mad-fx-who-active = el jugador activo
mad-fx-actor-each = un jugador
mad-fx-actor-owner = tú
mad-fx-actor-other = otro jugador
mad-fx-actor-active = el jugador activo
mad-fx-whom-each = a cada jugador
mad-fx-whom-owner = a ti
mad-fx-whom-other = a cada uno de los demás jugadores
mad-fx-whom-active = al jugador activo
mad-fx-when-madness_taken = Cada vez que { $who } recibe una carta de locura: { $effect }
mad-fx-when-card_drawn = Cada vez que { $who } roba una carta: { $effect }
mad-fx-when-curse_destroyed = Cada vez que { $who } destruye una maldición: { $effect }
mad-fx-when-spell_cast = Cada vez que { $who } activa un hechizo: { $effect }
mad-fx-when-turn_start = Cada vez que { $who } empieza un turno: { $effect }
mad-fx-when-round_end = Al final de cada ronda: { $effect }
mad-fx-when-player_eliminated = Cada vez que un jugador queda eliminado: { $effect }
mad-fx-when-recovered = Cada vez que { $who } termina la recuperación, antes de comprobar la eliminación: { $effect }
mad-fx-forbid = Prohibido { $whom }: { $action }.
mad-fx-action-activate = activar hechizos
mad-fx-action-learn = aprender hechizos
mad-fx-action-acquire = adquirir cartas de elemento
mad-fx-action-destroy = destruir maldiciones
mad-fx-action-heal = curar cartas de locura
mad-fx-action-ability = usar una habilidad de mago
mad-fx-mod-spell_cost = Activar hechizos { $element } cuesta { $whom } { $n } { $more ->
    [yes] más
   *[no] menos
}.
mad-fx-mod-learn_cost = Aprender hechizos { $element } cuesta { $whom } { $n } { $more ->
    [yes] más
   *[no] menos
}.
mad-fx-mod-acquire_cost = Adquirir cartas { $element } cuesta { $whom } { $n } { $more ->
    [yes] más
   *[no] menos
}.
mad-fx-mod-heal_cost = Curar cuesta { $whom } { $n } { $more ->
    [yes] más
   *[no] menos
}.
mad-fx-mod-destroy_cost = Destruir una maldición cuesta { $whom } { $n } { $element } más.
mad-fx-mod-hand_size = { $who } termina el turno con { $n } { $more ->
    [yes] cartas más
   *[no] cartas menos
} en la mano.
mad-fx-mod-support_slots = { $who } tiene { $n } { $more ->
    [yes] casillas de apoyo más
   *[no] casillas de apoyo menos
}.

mad-prompt-optional = Puedes: { $step }. ¿Lo haces?
mad-prompt-take-discard = Toma una carta de tu pila de descarte (quedan { $n }).
mad-prompt-give-to = Elige el jugador que recibe tu carta.
mad-prompt-give = Elige una carta de tu mano para el jugador { $to } (quedan { $n }).
mad-prompt-top = Elige una carta de tu mano para ponerla sobre tu mazo (quedan { $n }).
mad-prompt-top-discard = Elige una carta de tu pila de descarte para ponerla sobre tu mazo (quedan { $n }).
mad-prompt-recover = Elige una carta destruida para devolverla al juego (quedan { $n }).
mad-opt-yes = Sí, hacerlo
mad-pass-optional = No, omitirlo
mad-opt-take-discard = Tomar { $card }
mad-opt-give = Dar { $card }
mad-opt-top = Poner { $card } sobre tu mazo
mad-opt-top-discard = Poner { $card } sobre tu mazo
mad-opt-recover = Devolver { $card }

mad-ev-take-discard = Toma { $card } de su pila de descarte y la pone en su mano.
mad-ev-discard-deck = Descarta { $card } de encima de su mazo.
mad-ev-destroy-deck = Destruye { $card } de encima de su mazo.
mad-ev-shuffle-hand = Baraja su mano en su mazo ({ $n } cartas).
mad-ev-give = Da { $card } al jugador { $seat }.
mad-ev-top-hand = Pone una carta de su mano sobre su mazo, boca abajo.
mad-ev-top-discard = Pone { $card } de su pila de descarte sobre su mazo.
mad-ev-recover = Devuelve { $card } destruida a su pila de descarte.
mad-ev-recover-hand = Devuelve { $card } destruida a su mano.
mad-ev-token = Se colocan { $n } { $n ->
    [one] ficha
   *[other] fichas
} de { $element } sobre { $curse }.
mad-ev-under = { $n } { $n ->
    [one] carta de locura va
   *[other] cartas de locura van
} debajo de { $curse } (quedan { $left } en la pila).
mad-ev-under-taken = Añade a su pila de descarte { $n } { $n ->
    [one] carta de locura
   *[other] cartas de locura
} de debajo de la maldición.
mad-ev-under-back = { $n } { $n ->
    [one] carta de locura vuelve
   *[other] cartas de locura vuelven
} de debajo de una maldición a la pila ({ $left } en la pila).
mad-ev-trigger = Se activa un efecto continuo.
mad-ev-decline = Renuncia al paso opcional.
mad-board-under = { $n } de locura debajo
mad-board-tokens = fichas: { $tokens }
mad-board-token-supply = Fichas de elemento
mad-board-top-unknown = ? (arriba, desconocida)
mad-board-supply = Fichas de elemento en la reserva: { $tokens }
mad-board-top = encima del mazo (conocidas): { $cards }
mad-fx-what-last = { $n ->
    [one] carta (esa carta)
   *[other] cartas (esas cartas)
}

## Temas: qué hace cada cosa de la mesa y por qué no se ofrece (topics-mw, issue 12)
mad-topic-and = { $first } { $rest }
mad-topic-comma = { $first }, { $rest }
mad-topic-none = ninguna
mad-topic-monster-text = Al aparecer: { $appear } Sus maldiciones: { $curses }. Si se destruyen todas las maldiciones antes de que el marcador llegue a la casilla de invocación: { $bonus } Si no: { $penalty }
mad-topic-monster-final = Al aparecer: { $appear } Sus maldiciones: { $curses }. Es el último monstruo: destruid todas las maldiciones antes de la invocación para ganar; con una sola que quede, perdéis la partida.
mad-topic-spell-text = Nivel { $level }. Activarlo cuesta { $cost } (págalo dos o tres veces para un efecto mayor); aprenderlo cuesta { $learn }. { $effect }
mad-topic-basic-text = Un hechizo inicial. Activarlo cuesta { $cost } (págalo dos o tres veces para un efecto mayor). { $effect }
mad-topic-curse-text = Cuando el marcador llega a su casilla del recorrido: { $effect } Se destruye por { $cost }.
mad-topic-mage-text = Mago de { $element } con { $slots } espacios de apoyo. Una vez por turno, por { $cost }: { $ability }
mad-topic-pile = Mercado: { $card }
mad-topic-pile-text = Cuesta { $cost }; la carta va a tu pila de descarte y desde entonces paga { $value } de { $element }. Quedan { $n }.
mad-topic-card-text = Paga { $value } de { $element } de un coste de ese elemento; lo que sobra se pierde.
mad-topic-madness-text = No paga nada. Se cura por { $cost } de un solo elemento; con { $n } en la mano tras tu recuperación quedas fuera de la partida.
mad-topic-activate = Activar un hechizo
mad-topic-activate-text = Paga una, dos o tres veces el coste de un hechizo listo y aplica su efecto; queda agotado hasta tu próximo turno.
mad-topic-learn = Aprender un hechizo
mad-topic-learn-text = Paga el coste de aprendizaje de un hechizo visible de la biblioteca y añádelo a tus hechizos (como mucho { $limit }; si te pasas, olvidas uno).
mad-topic-acquire = Adquirir una carta
mad-topic-acquire-text = Paga la carta superior de una pila del mercado; va a tu pila de descarte.
mad-topic-destroy = Destruir una maldición
mad-topic-destroy-text = Paga el coste de una maldición para quitarla del recorrido; además ganas una carta de valor { $value } a tu elección.
mad-topic-heal = Curar la locura
mad-topic-heal-text = Paga { $cost } de un solo elemento para devolver a la pila una carta de locura de tu mano o de cualquier apoyo.
mad-topic-ability = Usar la habilidad de tu mago
mad-topic-ability-text = Una vez por turno, paga su coste y aplica la habilidad impresa en tu mago.
mad-topic-pass = Terminar tus acciones
mad-topic-pass-text = Dejas de hacer acciones; luego te recuperas (descartas o robas hasta tu tamaño de mano).
mad-why-over = La partida ha terminado.
mad-why-out = Estás fuera de la partida.
mad-why-chance = Espera: se están robando cartas.
mad-why-turn = Le toca decidir al jugador { $seat }.
mad-why-busy = Termina antes el paso en curso.
mad-why-nothing = nada de { $element }
mad-why-cost = No puedes pagar su coste: necesita { $cost } y tu mano y los apoyos suman { $have }.
mad-why-heal-cost = Curar necesita { $n } de un solo elemento; tu mano y los apoyos suman como mucho { $best } de uno.
mad-why-forbidden = Una carta en juego te prohíbe { $action } ahora.
mad-why-spell-not-yours = { $spell } es del jugador { $seat }; solo él puede activarlo.
mad-why-spell-exhausted = { $spell } está agotado: vuelve a estar listo al empezar tu próximo turno.
mad-why-spell-neutral = { $spell } está neutralizado por ahora.
mad-why-curse-neutral = { $curse } está neutralizada este turno, así que no se puede destruir.
mad-why-destroy-empty = No hay ninguna maldición en el recorrido.
mad-why-learn-empty = La biblioteca está vacía.
mad-why-acquire-empty = Esta pila del mercado está vacía.
mad-why-heal-hand-no-madness = No hay ninguna carta de locura en tu mano ni en ningún apoyo.
mad-why-heal-support-no-madness = No hay ninguna carta de locura en ese apoyo.
mad-why-ability-used = Ya has usado la habilidad de tu mago este turno.
mad-why-act-ability = Este efecto no te deja usar la habilidad de tu mago.
mad-why-mage-theirs = Solo el jugador { $seat } puede usar esta habilidad.
mad-why-mage-taken = El jugador { $seat } ya ha elegido este mago.
mad-why-mage-cards = Sus cartas iniciales ya no están.
mad-why-no-spells = No tienes hechizos.
mad-why-none-activate = Ahora no puedes activar ninguno de tus hechizos: mira cada hechizo.
mad-why-none-learn = Ahora no puedes aprender ningún hechizo de la biblioteca: mira cada hechizo.
mad-why-none-acquire = Ahora no puedes adquirir ninguna carta del mercado: mira cada pila.
mad-why-none-destroy = Ahora no puedes destruir ninguna maldición: mira cada maldición.
mad-why-card-pay = Las cartas se gastan al pagar una acción: elige primero la acción.

## Avisos

mad-prompt-action = Jugador { $seat }: elige una acción o termina tus acciones.
mad-prompt-act-from = Jugador { $seat }: { $source } te permite realizar { $n } { $n ->
    [one] acción más
   *[other] acciones más
} en este turno.
mad-source-ability = la habilidad de { $mage }
mad-prompt-act = Jugador { $seat }: en este turno puedes hacer { $n } { $n ->
    [one] acción más
   *[other] acciones más
}.
mad-prompt-pay = Paga { $purpose } (pagado hasta ahora: { $paid }, { $level }x).
mad-prompt-draw = El jugador { $seat } roba una carta de su mazo.
mad-prompt-discard = Descarta { $n } { $n ->
    [one] carta
   *[other] cartas
}.
mad-prompt-discard-support = Descarta { $n } { $n ->
    [one] carta
   *[other] cartas
} de tu apoyo.
mad-prompt-destroy = Destruye una carta de tu mano (quedan { $n }).
mad-prompt-destroy-discard = Destruye una carta de tu pila de descarte (quedan { $n }).
mad-prompt-support = Pon una carta de tu mano en tu apoyo (quedan { $n }).
mad-prompt-heal = Cura una carta de locura (quedan { $n }).
mad-prompt-gain = Gana una carta de valor { $value } (quedan { $n }).
mad-prompt-upgrade = Cambia una carta de tu mano por la de valor superior (quedan { $n }).
mad-prompt-neutralise-curse = Neutraliza una maldición (quedan { $n }).
mad-prompt-neutralise-spell = Neutraliza uno de tus hechizos (quedan { $n }).
mad-prompt-target = Elige el jugador: { $effect }
mad-prompt-forget = Ya tienes todos los hechizos permitidos: destruye uno para aprender { $spell }.
mad-prompt-library = Descubre el siguiente hechizo de la biblioteca.
mad-prompt-reward = Recompensa por destruir una maldición: gana una carta de valor { $value }.
mad-prompt-recovery = Demasiadas cartas: descarta { $n } { $n ->
    [one] carta de elemento
   *[other] cartas de elemento
}.
mad-prompt-page = Pasa la página.
mad-prompt-mage = Jugador { $seat }, elige tu mago.
mad-prompt-curse = Roba una maldición.

mad-purpose-spell = { $spell }
mad-purpose-learn = el aprendizaje de { $spell }
mad-purpose-acquire = una carta de { $card }
mad-purpose-destroy = la destrucción de { $curse }
mad-purpose-heal = la curación de una carta de locura
mad-purpose-ability = la habilidad de { $mage }

## Opciones

mad-opt-draw = Robar { $card }
mad-opt-curse = Maldición: { $curse }
mad-opt-page = Página: { $monster }
mad-opt-library = Hechizo de la biblioteca: { $spell }
mad-opt-activate = Activar { $spell } ({ $cost })
mad-opt-learn = Aprender { $spell } ({ $cost })
mad-opt-learn-replace = Aprender { $spell } ({ $cost }) en lugar de uno de tus hechizos
mad-opt-acquire = Adquirir { $card } ({ $cost })
mad-opt-destroy-curse = Destruir la maldición { $curse } ({ $cost })
mad-opt-heal-action-hand = Curar una carta de locura de tu mano ({ $cost } de un solo elemento)
mad-opt-heal-action-support = Curar una carta de locura del apoyo del jugador { $owner } ({ $cost } de un solo elemento)
mad-opt-ability = Usar la habilidad de { $mage } ({ $cost })
mad-opt-idle = { $option } — ahora no hace nada: { $why }
mad-idle-empty-hand = pagar vacía tu mano
mad-idle-no-madness = no hay carta de locura que curar
mad-opt-seat = Jugador { $seat }
mad-opt-mage = { $mage } ({ $element }): cartas iniciales por valor de { $cards }; { $slots } espacios de apoyo; habilidad ({ $cost }): { $ability }
mad-opt-slot = { $curse } (casilla { $space })
mad-opt-pay = Pagar con { $card } de tu mano
mad-opt-pay-support = Pagar con { $card } del apoyo del jugador { $owner }
mad-opt-discard = Descartar { $card }
mad-opt-discard-support = Descartar { $card } de tu apoyo
mad-opt-destroy = Destruir { $card } de tu mano
mad-opt-destroy-discard = Destruir { $card } de tu pila de descarte
mad-opt-support = Poner { $card } en tu apoyo
mad-opt-upgrade = Cambiar { $card } por la carta de valor superior
mad-opt-recovery = Descartar { $card }
mad-opt-heal = Curar la carta de locura de tu mano
mad-opt-heal-support = Curar la carta de locura del apoyo del jugador { $owner }
mad-opt-forget = Destruir { $spell }
mad-opt-neutralise-spell = Neutralizar { $spell }
mad-opt-gain = Ganar { $card }
mad-opt-reward = Ganar { $card }
mad-opt-id = Opción { $id }

mad-pass-action = Terminar tus acciones
mad-pass-act = No hacer más acciones
mad-pass-pay = Terminar de pagar
mad-pass-destroy = Dejar de destruir
mad-pass-destroy-discard = Dejar de destruir
mad-pass-support = Terminar
mad-pass-heal = Dejar de curar
mad-pass-upgrade = Dejar de cambiar

## Eventos

mad-ev-turn = Turno del jugador { $seat } ({ $turn }).
mad-ev-mage = El jugador { $seat } elige a { $mage }.
mad-ev-dealt = Cada jugador baraja sus cartas iniciales para formar su mazo y roba su mano.
mad-ev-marker = El marcador de invocación llega a la casilla { $space }.
mad-ev-monster = Monstruo { $round }: { $monster } aparece.
mad-ev-place = Maldición colocada en la casilla { $space }: { $curse }.
mad-ev-no-curse = No queda ninguna maldición de ese tipo.
mad-ev-curse = La maldición { $curse } golpea.
mad-ev-curse-neutral = La maldición { $curse } está neutralizada y no tiene efecto.
mad-ev-curse-up = La maldición { $curse } vuelve a ponerse boca arriba.
mad-ev-success = ¡Monstruo derrotado: { $monster }!
mad-ev-failure = { $monster } escapa: { $n ->
    [one] queda { $n } maldición
   *[other] quedan { $n } maldiciones
}.
mad-ev-draw = Roba una carta.
mad-ev-discard = Descarta { $card }.
mad-ev-discard-support = Descarta { $card } de su apoyo.
mad-ev-pay = Paga con { $card }.
# web-anim: a group of such lines in the log
mad-ev-draw-many = Roba { $n } cartas.
mad-ev-discard-many = Descarta { $n } cartas: { $items }.
mad-ev-pay-many = Paga con { $items }.
mad-ev-pay-support = Paga con { $card } del apoyo del jugador { $owner }.
mad-ev-pay-own-support = Paga con { $card } de su apoyo.
mad-ev-destroy = Destruye { $card } de su mano.
mad-ev-destroy-discard = Destruye { $card } de su pila de descarte.
mad-ev-support = Pone { $card } en su apoyo.
mad-ev-madness-0 = Recibe una carta de locura (quedan { $left } en la pila de locura).
mad-ev-madness-1 = Recibe una carta de locura en la mano (quedan { $left } en la pila de locura).
mad-ev-madness-2 = Recibe una carta de locura en su apoyo (quedan { $left } en la pila de locura).
mad-ev-madness-deck = Su mazo está vacío: recibe una carta de locura (quedan { $left } en la pila de locura).
mad-ev-pile-empty = Toca recibir una carta de locura, ¡pero la pila de locura está vacía!
mad-ev-shuffle = Baraja su pila de descarte para formar un mazo nuevo de { $n } { $n ->
    [one] carta
   *[other] cartas
}.
mad-ev-heal-hand = Cura una carta de locura ({ $left } en la pila de locura).
mad-ev-heal-support = Cura una carta de locura del apoyo del jugador { $owner } ({ $left } en la pila de locura).
mad-ev-heal-own-support = Cura una carta de locura de su apoyo ({ $left } en la pila de locura).
mad-ev-acquire = Adquiere { $card }.
mad-ev-gain = Gana { $card }, que va a su pila de descarte.
mad-ev-gain-hand = Gana { $card }, que va a su mano.
mad-ev-upgrade = Cambia { $old } por { $new }.
mad-ev-neutralise-curse = Neutraliza la maldición { $curse }.
mad-ev-neutralise-spell = Neutraliza el hechizo { $spell }.
mad-ev-spell-up = El hechizo { $spell } vuelve a ponerse boca arriba.
mad-ev-learn = Aprende { $spell }.
mad-ev-forget = Destruye el hechizo { $spell }.
mad-ev-reveal = Nuevo hechizo en la biblioteca: { $spell }.
mad-ev-destroy-curse = Destruye la maldición { $curse }.
mad-ev-activate = Activa { $spell } ({ $mult }x).
mad-ev-ability = Usa la habilidad de { $mage }.
mad-ev-target = Se elige al jugador { $seat }.
mad-ev-act-stop = Deja de hacer acciones.
mad-ev-end-actions = Termina sus acciones.
mad-ev-eliminated = El jugador { $seat } ha perdido la razón y queda eliminado.
mad-ev-win = El último monstruo ha sido derrotado y el libro queda sellado: ¡todos ganáis!
mad-ev-lose-madness = La pila de locura está vacía: todos perdéis.
mad-ev-lose-monster = El último monstruo no ha sido derrotado: todos perdéis.
mad-ev-lose-eliminated = Todos los jugadores han sido eliminados: todos perdéis.
mad-loss-madness = Pila de locura vacía
mad-loss-monster = Último monstruo no derrotado
mad-loss-eliminated = Todos los jugadores eliminados
mad-score-name = Rondas superadas

## Tablero

mad-board-title = Ronda { $round }/{ $rounds } · turno { $turn } · jugador { $seat } · dificultad { $difficulty } · { $mode }
mad-board-title-setup = Preparación · el jugador { $seat } elige un mago · dificultad { $difficulty } · { $mode }
mad-board-pile = Pila de locura
mad-board-pile-left = quedan { $n }
mad-board-market = Mercado
mad-board-cards = { $n }× { $card }
mad-board-library = Biblioteca
mad-board-library-top = { $spell } (nivel { $level }, aprender: { $cost })
mad-board-library-empty = (vacía)
mad-board-result = Resultado
mad-board-track = Pista de invocación: { $monster } · marcador en la casilla { $space } de 5
mad-board-no-curses = Ninguna maldición en la pista
mad-board-appear = Aparición
mad-board-symbols = Símbolos de maldición
mad-board-bonus = Éxito
mad-board-penalty = Fracaso
mad-board-final = Último monstruo
mad-board-final-text = Derrotadlo para ganar; si fracasáis, todos perdéis.
mad-board-slot = Casilla { $space }
mad-board-neutral = neutralizada
mad-board-applied = aplicada
mad-board-seat = Jugador { $seat }: { $mage } ({ $element })
mad-board-seat-choosing = Jugador { $seat }: aún sin mago
mad-board-eliminated = Eliminado
mad-board-hand = Mano ({ $n })
mad-board-hidden = oculta
mad-board-deck = Mazo ({ $n })
mad-board-discard = Pila de descarte ({ $n })
mad-board-deck-discard = Mazo ({ $deck }) · descarte ({ $n })
mad-board-support-empty = apoyo vacío (0/{ $slots })
mad-board-support = Apoyo ({ $n }/{ $slots })
mad-board-ability = Habilidad{ $used ->
    [yes] { " " }(usada este turno)
   *[no] {""}
}
mad-board-spell-cost = nivel { $level }, { $cost }
mad-board-spell-ready = listo
mad-board-spell-exhausted = agotado
mad-board-spell-neutral = neutralizado

mad-breakdown-curses = Maldiciones destruidas
mad-breakdown-learned = Hechizos aprendidos
mad-breakdown-healed = Locura curada
mad-breakdown-madness = Locura recibida
mad-breakdown-defeated = Monstruos derrotados
mad-breakdown-total = Rondas superadas (puntuación del equipo)

# Issue 23: the support reserve, destroying from a support
mad-fx-discard-reserve = descarta { $count } { $what } de la reserva de apoyo
mad-fx-destroy-support = destruye { $upto ->
    [yes] hasta { $count }
   *[no] { $count }
} { $what } de tu apoyo
mad-fx-destroy-reserve = destruye { $upto ->
    [yes] hasta { $count }
   *[no] { $count }
} { $what } de la reserva de apoyo
mad-prompt-discard-reserve = Descarta una carta de la reserva de apoyo (quedan { $n }).
mad-prompt-destroy-support = Destruye una carta de un apoyo (quedan { $n }).
mad-ev-destroy-support = Destruye { $card } del apoyo del jugador { $owner }.
mad-ev-destroy-own-support = Destruye { $card } de su apoyo.
mad-fx-untoken = retira { $count } { $n ->
    [one] ficha
   *[other] fichas
} de { $element } de maldiciones de la secuencia
mad-prompt-untoken = Retira una ficha de una maldición (quedan { $n }).
mad-ev-untoken = Retira una ficha de { $element } de { $curse }.
mad-board-spells = Hechizos
mad-board-brief-support = apoyo { $k }/{ $slots }:
mad-board-brief-top = encima:
mad-board-brief-ability = habilidad { $cost }
mad-board-brief-ability-used = habilidad { $cost } (usada)
mad-board-brief-spell = { $spell } { $cost }
mad-board-brief-spell-off = { $spell } { $cost } ({ $status })
mad-board-brief-piles = mano { $hand } · mazo { $deck } · descarte { $discard } · { $spells }
mad-board-brief-spells = { $n ->
    [one] 1 hechizo
   *[other] { $n } hechizos
}
mad-board-brief-deck = mazo { $n }

## the coach's why: what an option did at once (topics.effects)
mad-effect-curses = { $count ->
    [one] destruido 1 maldición
   *[other] destruido { $count } maldiciones
}
mad-effect-curses-new = { $count ->
    [one] traído 1 maldición nueva
   *[other] traído { $count } maldiciones nuevas
}
mad-effect-healed = { $count ->
    [one] quitado 1 carta de locura al grupo
   *[other] quitado { $count } cartas de locura al grupo
}
mad-effect-madness = { $count ->
    [one] dado 1 carta de locura más al grupo
   *[other] dado { $count } cartas de locura más al grupo
}
mad-effect-tokens = { $count ->
    [one] puesto 1 ficha de elemento en las maldiciones
   *[other] puesto { $count } fichas de elemento en las maldiciones
}
mad-effect-tokens-lost = { $count ->
    [one] quitado 1 ficha de elemento de las maldiciones
   *[other] quitado { $count } fichas de elemento de las maldiciones
}
mad-effect-cards = { $count ->
    [one] ganado 1 carta
   *[other] ganado { $count } cartas
}
mad-effect-cards-lost = { $count ->
    [one] perdido 1 carta
   *[other] perdido { $count } cartas
}
mad-effect-spells = { $count ->
    [one] aprendido 1 hechizo
   *[other] aprendido { $count } hechizos
}
mad-effect-spells-lost = { $count ->
    [one] perdido 1 hechizo
   *[other] perdido { $count } hechizos
}

# The bot levels in this game (tomecraft bots madness, the lobby): what they do here.
bot-desc-greedy-madness = Principiante: toma la acción que mejor parece un paso adelante, según lo que ve su asiento. Menos de 1 ms por jugada.
bot-desc-easy-madness = Fácil: juega las 2 mejores acciones de greedy hasta el turno siguiente unas cuantas veces y se queda con la mejor; un equipo de ellos gana más a menudo que uno de greedy. Pocos ms por jugada.
bot-desc-medium-madness = Medio, el predeterminado («bot»): lo mismo con las 3 mejores acciones de greedy y más partidas simuladas; su equipo gana claramente más a menudo que uno de greedy. Cerca de 10 ms por jugada.
bot-desc-hard-madness = Difícil: casi todas las acciones, más partidas simuladas; medido, no más fuerte que medio. Cerca de 15 ms por jugada.

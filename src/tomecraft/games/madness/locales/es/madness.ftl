# The Big Book of Madness: catálogo en español (nombres de cartas y textos de efecto).
# Los nombres de las cartas vienen del paquete de contenido; cada catálogo elige el suyo.
# Los demás mensajes (avisos, eventos, tablero) se muestran en inglés.

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

mad-cost-part = { $n } { $element }
mad-cost-plus = { $first } + { $rest }
mad-cost-free = gratis

# Pagar en una sola decisión: qué cartas pagan (la primera opción es la sugerida).
mad-prompt-payment = ¿Qué cartas pagan { $purpose }? (la opción 1 es el pago sugerido)
mad-opt-payment = { $cards } — { $level }x{ $waste ->
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
mad-board-top-unknown = una carta
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
mad-why-nothing = nada
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

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

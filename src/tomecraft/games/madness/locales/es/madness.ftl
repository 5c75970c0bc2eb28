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

mad-cost-part = { $n } { $element }
mad-cost-plus = { $first } + { $rest }
mad-cost-free = gratis

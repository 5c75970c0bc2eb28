# Wonder Book: indicaciones, opciones, sucesos y etiquetas del tablero del motor.

## Prompts
wb-prompt-action = { $hero }: elige una acción (quedan { $left }).
wb-prompt-reroll = { $hits ->
    [one] { $hits } acierto
   *[other] { $hits } aciertos
} con { $dice ->
    [one] { $dice } dado
   *[other] { $dice } dados
}. ¿Descartar un corazón para volver a tirar los fallos?
wb-prompt-target = Elige un Sierpo que reciba { $n } de daño.
wb-prompt-stun = Elige un Sierpo para aturdirlo.
wb-prompt-heal = Elige un héroe que recupere { $n ->
    [one] { $n } corazón
   *[other] { $n } corazones
}.
wb-prompt-walk = Muévete a una zona adyacente ({ $n ->
    [one] queda { $n } movimiento
   *[other] quedan { $n } movimientos
}) o detente.
wb-prompt-swap = Elige el héroe con el que intercambiar el lugar.
wb-prompt-give = Elige el héroe que recibe { $item }.
wb-prompt-consent = { $hero } pide { $item }. ¿Se lo das?
wb-prompt-ask-whom = Varios héroes cercanos tienen { $item }: elige a quién se lo pides.
wb-prompt-choose-hero = Elige un héroe: { $what }
wb-prompt-upgrade = { $hero } obtiene una carta de Mejora: elige la habilidad que conservará para siempre.
wb-prompt-wyrm-order = Elige el siguiente Sierpo que actúa.
wb-prompt-wyrm-hit = El Sierpo { $w } ataca: elige el héroe que pierde un corazón.
wb-prompt-wyrm-move = El Sierpo { $w } avanza hacia el héroe más cercano: elige la zona.
wb-prompt-remove-wyrm = { $zone }: elige el Sierpo que vuelve a la reserva.
wb-prompt-dilemma = Dilema ({ $card }): { $text } El grupo decide.
wb-prompt-next-hero = Elige el héroe que juega a continuación.
wb-prompt-item-to = Elige el héroe que toma { $item }.
wb-prompt-dice = { $n ->
    [one] Se tira { $n } dado
   *[other] Se tiran { $n } dados
}.
wb-prompt-passage = Se roba una carta de Pasaje.
wb-prompt-wyrm-card = Se revela una carta de Sierpo.

## Verbs (in prompts)
wb-verb-hearts = { $sign ->
    [gain] recupera { $n ->
        [one] { $n } corazón
       *[other] { $n } corazones
    }
   *[lose] pierde { $n ->
        [one] { $n } corazón
       *[other] { $n } corazones
    }
}
wb-verb-sparks = { $sign ->
    [gain] gana { $n ->
        [one] { $n } chispa
       *[other] { $n } chispas
    }
   *[lose] devuelve { $n ->
        [one] { $n } chispa
       *[other] { $n } chispas
    }
}
wb-verb-passage = roba una carta de Pasaje
wb-verb-item = toma el objeto
wb-verb-move = se mueve
wb-verb-shield = gana { $n ->
    [one] { $n } escudo
   *[other] { $n } escudos
}

## Options
wb-opt-pass-action = Terminar el turno
wb-opt-pass-reroll = Quedarse con la tirada
wb-opt-yes-reroll = Volver a tirar los fallos (1 corazón)
wb-opt-pass-walk = Detenerse aquí
wb-opt-pass-consent = Quedárselo
wb-opt-yes-consent = Dárselo
wb-opt-pass-target = Parar
wb-opt-pass-stun = Parar
wb-opt-collect = Recoger una chispa
wb-opt-attack = Atacar
wb-opt-move = Moverse a la zona { $zone }
wb-opt-zone = { $zone }
wb-opt-ability = Usar { $ability } ({ $sparks ->
    [one] { $sparks } chispa
   *[other] { $sparks } chispas
})
wb-opt-interact = Interactuar: { $title }
wb-opt-special = Usar { $item }
wb-opt-give = Pasar { $item }
wb-opt-ask = Pedir { $item }
wb-opt-rule-action = Acción especial: { $action }
wb-opt-hero = { $hero }
wb-opt-wyrm = Sierpo { $w } en la zona { $zone }{ $stunned ->
    [1] {" "}(aturdido)
   *[0] {""}
}
wb-opt-dilemma = { $text }
wb-opt-side = Conservar { $ability }
wb-opt-hits = { $n ->
    [one] { $n } acierto
   *[other] { $n } aciertos
}
wb-opt-wyrm-card = { $card }
wb-opt-passage = { $item }

## Events
wb-ev-card = Carta { $n }, { $title }: { $text }
wb-ev-card-back = Carta { $n } (reverso): { $text }
wb-ev-dilemma = Elección: { $option } { $text }
wb-ev-goal = Objetivo cumplido: { $goal } { $text }
wb-ev-ending = { $destiny ->
    [one] { $destiny } ficha de Destino bocarriba
   *[other] { $destiny } fichas de Destino bocarriba
}. { $text }
wb-ev-round = Ronda { $n }: fase de los jugadores.
wb-ev-enemies = Fase de los enemigos.
wb-ev-turn = Turno de { $hero }.
wb-ev-pass-extra = { $hero } renuncia a la acción adicional.
wb-ev-move = { $hero } se mueve a la zona { $zone }.
wb-ev-collect = { $hero } recoge una chispa (ahora tiene { $sparks }).
wb-ev-attack = { $hero } ataca.
wb-ev-ability = { $hero } usa { $ability }.
wb-ev-special = { $hero } usa { $item }.
wb-ev-rule-action = { $hero } realiza la acción especial { $action }.
wb-ev-ask = { $hero } pide { $item }.
wb-ev-refuse = { $item } se queda con quien lo tiene.
wb-ev-give = { $item } pasa a { $hero }.
wb-ev-item = { $hero } toma { $item }.
wb-ev-passage = { $hero } roba el pasaje { $item }.
wb-ev-passage-shuffle = La pila de descartes de Pasajes pasa a ser el nuevo mazo de Pasajes.
wb-ev-interact = { $hero } interactúa con { $title }: { $text }
wb-ev-roll = Tirada { $faces }: { $hits ->
    [one] { $hits } acierto
   *[other] { $hits } aciertos
} con { $dice ->
    [one] { $dice } dado
   *[other] { $dice } dados
}.
wb-ev-reroll = Tras repetir la tirada { $faces }: { $hits ->
    [one] { $hits } acierto
   *[other] { $hits } aciertos
} con { $dice ->
    [one] { $dice } dado
   *[other] { $dice } dados
}.
wb-ev-reroll-heart = { $hero } descarta un corazón para repetir la tirada.
wb-ev-challenge-ok = El desafío se supera.
wb-ev-challenge-fail = El desafío fracasa.
wb-ev-swap = { $hero } intercambia su lugar con { $other }.
wb-ev-upgrade = { $hero } conserva { $ability } para siempre.
wb-ev-sparks = { $hero }: { $n ->
    [one] { $n } chispa
   *[other] { $n } chispas
}.
wb-ev-heal = { $hero } recupera { $n ->
    [one] { $n } corazón
   *[other] { $n } corazones
}.
wb-ev-hurt = { $hero } pierde { $n ->
    [one] { $n } corazón
   *[other] { $n } corazones
} (le quedan { $left }).
wb-ev-ko = ¡{ $hero } queda fuera de combate!
wb-ev-stand = { $hero } se levanta con todos sus corazones.
wb-ev-destiny-up = { $n ->
    [one] Se pone bocarriba { $n } ficha de Destino
   *[other] Se ponen bocarriba { $n } fichas de Destino
} ({ $up } bocarriba).
wb-ev-destiny-down = Se pone bocabajo una ficha de Destino ({ $up } bocarriba).
wb-ev-spawn = { $n ->
    [one] Aparece { $n } Sierpo
   *[other] Aparecen { $n } Sierpos
} en la zona { $zone }.
wb-ev-wyrm-card = Carta de Sierpo: { $card } ({ $spawn ->
    [one] aparece { $spawn }
   *[other] aparecen { $spawn }
}, { $activate ->
    [one] { $activate } acción
   *[other] { $activate } acciones
} cada uno).
wb-ev-reveal-another = Se revelará otra carta de Sierpo.
wb-ev-wyrm-shuffle = La pila de descartes de Sierpos pasa a ser el nuevo mazo de Sierpos.
wb-ev-wyrm-up = El Sierpo { $w } se levanta.
wb-ev-wyrm-hit = El Sierpo { $w } muerde a { $hero }.
wb-ev-wyrm-move = El Sierpo { $w } se mueve a la zona { $zone }.
wb-ev-wyrm-damage = El Sierpo { $w } recibe { $n } de daño y queda aturdido.
wb-ev-stun = El Sierpo { $w } queda aturdido.
wb-ev-defeat = El Sierpo { $w } es derrotado y vuelve a la reserva.
wb-ev-explode = ¡Los Sierpos de la zona { $zone } estallan!
wb-ev-wyrm-removed = El Sierpo { $w } sale de { $zone } y vuelve a la reserva.
wb-ev-extra = { $hero } gana { $n ->
    [one] { $n } acción adicional
   *[other] { $n } acciones adicionales
}.
wb-ev-key = Clave anotada: { $name }.
wb-ev-key-erase = Clave borrada: { $name }.
wb-ev-wyrm-added = { $card } se añade para siempre al mazo de Sierpos.
wb-ev-wyrm-top = { $card } se coloca bocabajo encima del mazo de Sierpos: todos saben que es la siguiente.
wb-ev-wyrm-bottom = { $card } se coloca debajo del mazo de Sierpos: todos saben que será la última.
wb-ev-rule-on = Regla especial en vigor: { $title }.
wb-ev-rule-off = Regla especial descartada: { $title }.
wb-ev-scene = El libro pasa a una nueva escena: { $scene }.
wb-ev-win = ¡Capítulo superado: { $chapter }!
wb-ev-lose-destiny = La última ficha de Destino está bocabajo: el capítulo se ha perdido.
wb-loss-destiny = Destino agotado
wb-score-name = Destino restante
wb-ev-unfinished = La partida se detuvo sin terminar: el objetivo ha durado más rondas de las que permite esta partida entre bots.
wb-ev-aura = El Aura Oscura se coloca en { $zone }.
wb-ev-aura-gone = El Aura Oscura sale del tablero.
wb-ev-chest = Se abre el cofre del tesoro: { $text }
wb-ev-chest-empty = El cofre del tesoro ya se abrió antes en la campaña: no queda nada dentro.
wb-ev-creature = { $creature } está en { $zone } con { $n ->
    [one] 1 corazón
   *[other] { $n } corazones
    }.
wb-ev-creature-gone = { $creature } sale del tablero.
wb-ev-creature-heal = { $creature } recupera { $n } { $n ->
    [one] corazón
   *[other] corazones
    } (le quedan { $left }).
wb-ev-creature-hurt = { $creature } pierde { $n } { $n ->
    [one] corazón
   *[other] corazones
    } (le quedan { $left }).
wb-ev-creature-down-ally = { $creature } ha caído.
wb-ev-creature-down-enemy = { $creature } ha sido derrotado.
wb-ev-practice = Partida de práctica: { $chapter } ha empezado sin los capítulos anteriores, así que esta partida no deja ningún registro de campaña.

## Board
wb-board-title = { $chapter }: Destino { $destiny }/{ $total } bocarriba, ronda { $round }
wb-board-practice = Práctica
wb-board-practice-note = un capítulo empezado sin los anteriores; no se guarda registro de campaña
wb-board-chest = Cofre del tesoro
wb-board-chest-sealed = cerrado (ábrelo solo cuando una carta lo diga)
wb-board-chest-open = abierto
wb-board-creature-ally = Aliado { $n }
wb-board-creature-enemy = Enemigo { $n }
wb-board-creature = { $creature } en { $zone }: { $hearts }/{ $max } corazones
wb-board-card = Carta
wb-board-goal = Objetivo
wb-board-wyrm-deck = Sierpos
wb-board-decks = mazo { $deck }, descartes { $discard }, reserva { $reserve }
wb-board-wyrm-known = Orden conocido
wb-board-wyrm-top = encima: { $cards }
wb-board-wyrm-bottom = debajo: { $cards }
wb-board-last-wyrm = Última carta de Sierpo
wb-board-result = Resultado
wb-board-map = Mapa
wb-board-zones = Zonas
wb-board-zone-key = { $letter } { $zone }
wb-board-map-key = { $heroes } héroes (({ $ko }) fuera de combate) · W1 Sierpo 1 (w1 aturdido) · *2 chispas · ? objeto · @ remolino · & Aura Oscura · +1:3 aliado 1 (3 corazones) · !2:4 enemigo 2 · ~ hiere · X no se entra · # no se sale · ┄┆ paso · ━┃ muro
wb-board-mark-heroes = { $heroes } héroes (({ $ko }) fuera de combate)
wb-board-mark-wyrm = W1 Sierpo 1 (w1 aturdido)
wb-board-mark-sparks = *2 chispas
wb-board-mark-object = ? objeto
wb-board-mark-vortex = @ remolino
wb-board-mark-aura = & Aura Oscura
wb-board-mark-ally = +1:3 aliado 1 (3 corazones)
wb-board-mark-enemy = !2:4 enemigo 2
wb-board-mark-hurt = ~ hiere
wb-board-mark-no-enter = X no se entra
wb-board-mark-no-leave = # no se sale
wb-board-mark-open = ┄┆ paso
wb-board-mark-wall = ━┃ muro
wb-board-heroes = Héroes
wb-board-abilities = Lo que puede hacer { $hero }
wb-board-hero = { $hero } (jugador { $seat })
wb-board-hearts = { $n }/{ $max } corazones
wb-board-sparks = { $n ->
    [one] { $n } chispa
   *[other] { $n } chispas
}
wb-board-ko = fuera de combate
wb-board-rules = Reglas especiales y claves
wb-board-keys = Claves
wb-board-destiny-left = Destino bocarriba
wb-board-cards-read = Cartas leídas
wb-breakdown-total = Destino restante (puntuación del equipo)

## Temas: qué hace cada cosa del tablero y por qué no se ofrece (topics-mw, issue 12)
wb-topic-none = ninguna
wb-topic-comma = { $first }, { $rest }
wb-topic-zone-text = Chispas aquí: { $sparks }. Al lado (cruzando un borde discontinuo): { $near }.
wb-topic-hero-text = { $hearts } de { $max } corazones, { $sparks ->
    [one] { $sparks } chispa
   *[other] { $sparks } chispas
}, en la zona { $zone }.
wb-topic-hero-ko = Fuera de combate en la zona { $zone }, con { $sparks ->
    [one] { $sparks } chispa
   *[other] { $sparks } chispas
}: se levanta con sus { $max } corazones en la próxima fase de los jugadores.
wb-topic-wyrm = Sierpo { $w }
wb-topic-wyrm-text = En la zona { $zone }, con { $damage } de daño de { $health }: { $health } de daño lo derrota. Un Sierpo dañado está aturdido y gasta su próxima acción en levantarse; si no, muerde a un héroe de su zona o avanza hacia el más cercano.
wb-topic-range-here = su propia zona
wb-topic-range-near = su propia zona o una zona de al lado
wb-topic-range-anywhere = cualquier lugar del mapa
wb-topic-collect = Recoger una chispa
wb-topic-collect-text = Toma una chispa que haya en la zona de tu héroe (una acción).
wb-topic-pass = Terminar el turno
wb-topic-pass-text = Renuncia a las acciones que te quedan; juega el siguiente héroe.
wb-topic-give-text = Una acción: entrega { $item } a un héroe (no noqueado) en tu zona o en una zona vecina; tú eliges quién lo recibe.
wb-topic-ask-text = Una acción: pide { $item }, que tiene un héroe (no noqueado) en tu zona o en una zona vecina; quien lo juega puede entregarlo o negarse.
wb-why-over = El capítulo ha terminado.
wb-why-chance = Espera: ruedan los dados o se roba una carta.
wb-why-turn = Le toca decidir al jugador { $seat }.
wb-why-busy = Termina antes el paso en curso.
wb-why-not-hero = No es el turno de { $hero }.
wb-why-range = Ningún Sierpo está al alcance de este ataque ({ $range }).
wb-why-wyrm-range = Este Sierpo está fuera del alcance del ataque de tu héroe ({ $range }).
wb-why-sparks = { $n ->
    [one] Cuesta { $n } chispa
   *[other] Cuesta { $n } chispas
}; tu héroe tiene { $have }.
wb-why-zone = Solo se puede usar en la zona { $zone }.
wb-why-target = Ahora no tiene nada a lo que afectar (ningún Sierpo a su alcance).
wb-why-ask-far = Para pedirlo, { $hero } tiene que estar en la zona de tu héroe o al lado.
wb-why-zone-here = Tu héroe ya está aquí.
wb-why-zone-far = Esta zona no está al lado de la de tu héroe (no hay borde discontinuo entre ellas).
wb-ev-shield = { $hero } gana { $n ->
    [one] { $n } escudo
   *[other] { $n } escudos
} (cada uno anula 1 corazón perdido).
wb-ev-shield-used = El escudo de { $hero } anula { $n ->
    [one] { $n } corazón
   *[other] { $n } corazones
} de daño.
wb-board-shield = { $n ->
    [one] { $n } escudo
   *[other] { $n } escudos
}
wb-opt-creature = { $creature } en la zona { $zone } ({ $n } ♥)
wb-topic-creature-ally = Un aliado en la zona { $zone }, con { $hearts } de { $max } corazones. La curación de un héroe (un ataque que cura) puede ir a él; con 0 corazones ha caído.
wb-topic-creature-enemy = Un enemigo en la zona { $zone }, con { $hearts } de { $max } corazones. Los ataques y el daño de los héroes pueden apuntarle como a un Sierpo: cada impacto quita 1 corazón; con 0 corazones queda derrotado.
wb-why-ally = A un aliado no se le ataca; cúralo cuando la curación de un héroe te deje elegir.
wb-topic-then = { $first } { $rest }
wb-topic-no-enter = Regla especial: ningún héroe puede entrar en esta zona.
wb-topic-no-leave = Regla especial: ningún héroe puede salir de esta zona.
wb-topic-hurt-enter = Regla especial: el héroe que entra en esta zona pierde 1 corazón.
wb-topic-hurt = Regla especial: el héroe que acaba su turno aquí pierde 1 corazón.
wb-why-forbidden = Una regla especial en vigor prohíbe esta acción.
wb-why-leave = Una regla especial prohíbe salir de { $zone }.
wb-why-enter = Una regla especial prohíbe entrar en { $zone }.
wb-board-forbidden = Prohibido por las reglas especiales
wb-forbid-collect = recoger una chispa
wb-forbid-attack = atacar
wb-forbid-move = moverse
wb-forbid-ability = las habilidades
wb-forbid-interact = interactuar con objetos
wb-forbid-special = las acciones especiales de los objetos
wb-forbid-give = dar objetos
wb-forbid-ask = pedir objetos
wb-forbid-rule_action = las acciones de las reglas especiales
wb-why-object = Tu héroe tiene que estar en la zona { $zone } para usarlo.
wb-why-collect = No hay ninguna chispa en la zona de tu héroe.

# web-board: rerolling the misses (a topic: what it does, why not)
wb-topic-reroll = Repetir los fallos
wb-topic-reroll-text = Justo después de una tirada fallida de una habilidad o acción especial de tu héroe, descarta un corazón (nunca el último) para volver a tirar los dados fallados; una vez por turno.
wb-why-reroll-used = { $hero } ya ha repetido una tirada en este turno.
wb-why-reroll-hearts = A { $hero } solo le queda un corazón, y el último nunca se descarta.
wb-why-reroll-ko = { $hero } está fuera de combate.
wb-why-reroll-roll = Solo se ofrece justo después de una tirada fallida de { $hero }.
wb-prompt-may = { $group ->
    [1] La carta dice que el grupo puede aplicar su paso { $n }: ¿lo hacéis?
   *[0] { $hero } puede aplicar el paso { $n } del efecto: ¿lo hace?
}
wb-opt-yes-may = Hacerlo
wb-opt-pass-may = Omitirlo
wb-ev-may-skip = Se omite el paso { $n } (opcional).
wb-board-no-ability = sin habilidad
wb-board-phase = Fase de los jugadores
wb-phase-actions = { $n } { $n ->
    [one] acción
   *[other] acciones
} por turno
wb-phase-turns = { $n ->
    [one] juega un héroe (lo elige el grupo)
   *[other] juegan { $n } héroes (los elige el grupo)
}
wb-phase-seats = asiento por asiento desde el asiento líder
wb-phase-zone = solo juegan los héroes en { $zone }
wb-phase-any = juegan todos los héroes
wb-ev-turns = Los héroes juegan ahora sus turnos.
wb-ev-card-hearts-on = { $n } { $n ->
    [one] corazón pasa
   *[other] corazones pasan
    } de la reserva a { $card } (hay { $left }).
wb-ev-card-hearts-off = { $n } { $n ->
    [one] corazón vuelve
   *[other] corazones vuelven
    } a la reserva desde { $card } (quedan { $left }).
wb-board-card-hearts = Corazones sobre cartas
wb-board-card-hearts-cell = { $card }: { $hearts }/{ $max }
wb-board-defeated = ({ $n } derrotados)

## the coach's why: what an option did at once (topics.effects)
wb-effect-objective = { $count ->
    [one] cumplido el objetivo de la escena
   *[other] cumplido { $count } objetivos
}
wb-effect-objective-lost = { $count ->
    [one] perdido 1 objetivo ya cumplido
   *[other] perdido { $count } objetivos ya cumplidos
}
wb-effect-wyrms = { $count ->
    [one] derrotado 1 Wyrm
   *[other] derrotado { $count } Wyrms
}
wb-effect-damage = hecho { $count } de daño a los Wyrms
wb-effect-destiny-up = { $count ->
    [one] volteado 1 ficha de destino boca arriba
   *[other] volteado { $count } fichas de destino boca arriba
}
wb-effect-destiny-down = { $count ->
    [one] volteado 1 ficha de destino boca abajo
   *[other] volteado { $count } fichas de destino boca abajo
}
wb-effect-hearts = { $count ->
    [one] dado 1 corazón a los héroes
   *[other] dado { $count } corazones a los héroes
}
wb-effect-hearts-lost = { $count ->
    [one] perdido 1 corazón
   *[other] perdido { $count } corazones
}
wb-effect-shields = { $count ->
    [one] dado 1 escudo a los héroes
   *[other] dado { $count } escudos a los héroes
}
wb-effect-shields-lost = { $count ->
    [one] perdido 1 escudo
   *[other] perdido { $count } escudos
}
wb-effect-sparks = { $count ->
    [one] ganado 1 chispa
   *[other] ganado { $count } chispas
}
wb-effect-sparks-spent = { $count ->
    [one] gastado 1 chispa
   *[other] gastado { $count } chispas
}
wb-effect-items = { $count ->
    [one] ganado 1 objeto
   *[other] ganado { $count } objetos
}
wb-effect-items-lost = { $count ->
    [one] perdido 1 objeto
   *[other] perdido { $count } objetos
}

# The bot levels in this game (tomecraft bots wonderbook, the lobby): what they do here.
bot-desc-greedy-wonderbook = Principiante: toma la opción que mejor parece un paso adelante, según lo que ve su asiento. Cerca de 1 ms por jugada.
bot-desc-easy-wonderbook = Fácil: prolonga un poco las mejores opciones de greedy con partidas simuladas y se queda con la mejor; su equipo suele ganar más a menudo que uno de greedy. Pocos ms por jugada.
bot-desc-medium-wonderbook = Medio, el predeterminado («bot»): más partidas simuladas; su equipo gana más a menudo que uno de greedy en cada capítulo. Hasta unos 20 ms por jugada.
bot-desc-hard-wonderbook = Difícil: el mayor número de partidas simuladas; gana algo más a menudo que medio, con cerca del doble de tiempo.

# SpellBook: catálogo en español (traducción de en/spellbook.ftl).
#
# Terminología de la edición española: «elemento» (ficha), «reserva», «bolsa», «altar»,
# «espíritu familiar», «runa», «amanecer / mediodía / anochecer», «almacenar», «robar»
# (de la bolsa), «tomar» (del altar), «descartar», «aprender», «nivel».
# Colores, runas y fases van en minúscula porque casi siempre se insertan en frases.
# Los eventos son frases cortas sin sujeto en pretérito: la interfaz puede anteponer el
# nombre del jugador («Jugador 2: Tomó el círculo rojo (R●) del altar.»).
# Todas las runas son masculinas, así que un elemento se escribe «el círculo rojo (R●)».

## Colores (orden de índice de data/spellbook.json), runas y fases

sb-colour-0 = rojo
sb-colour-1 = morado
sb-colour-2 = verde
sb-colour-3 = negro
sb-colour-4 = blanco
sb-colour-5 = azul
sb-colour-6 = amarillo

sb-rune-0 = círculo
sb-rune-1 = triángulo
sb-rune-2 = cuadrado

sb-phase-morning = amanecer
sb-phase-midday = mediodía
sb-phase-evening = anochecer
sb-phase-end = fin del día
sb-phase-over = fin de la partida
sb-phase-none = sin fase

# Un elemento: p. ej. «círculo rojo (R●)».
sb-token = { $rune } { $colour } ({ $code })

## Nombres de los hechizos (edición española)

sb-spell-sacrifice = Sacrificio
sb-spell-eruption = Erupción
sb-spell-blaze = Llamarada
sb-spell-levitation = Levitación
sb-spell-sharing = Compartición
sb-spell-divination = Adivinación
sb-spell-purification = Purificación
sb-spell-cure = Curación
sb-spell-growth = Crecimiento
sb-spell-offering = Ofrenda
sb-spell-focus = Concentración
sb-spell-feast = Festín
sb-spell-time_travel = Viaje en el tiempo
sb-spell-storm = Tormenta
sb-spell-clone = Clonación
sb-spell-transmutation = Transmutación
sb-spell-swiftness = Rapidez
sb-spell-mirage = Espejismo
sb-spell-abundance = Abundancia
sb-spell-knowledge = Conocimiento
sb-spell-communion = Comunión

## Resúmenes de los hechizos (ayuda y texto emergente). N3/N4/N5 = nivel 3/4/5.
## «La runa del marcador» es la runa del elemento colocado sobre la carta del hechizo.

sb-spell-sacrifice-desc = Amanecer: descarta de tu reserva un elemento con la runa que pide el nivel (N3 círculo, N4 triángulo, N5 cuadrado) y después roba 4 elementos de la bolsa.
sb-spell-eruption-desc = Amanecer: roba de la bolsa hasta tener 4 elementos en tu reserva (N3), 5 (N4) o 6 (N5); si ya tienes esa cantidad, no ocurre nada.
sb-spell-blaze-desc = Amanecer, en cualquier nivel: roba 4 elementos y después cada uno de los demás jugadores debe tomar 1 elemento del altar (en solitario: envías 1 elemento del altar a la parte inferior del tablero del oponente).
sb-spell-levitation-desc = Amanecer: toma del altar 2 elementos con la misma runa; en N3 ha de ser círculo, en N4 círculo o triángulo y en N5 cualquier runa.
sb-spell-sharing-desc = Amanecer: N3 toma 1 elemento del altar y roba 1; N4 toma hasta 2 elementos del altar; N5 hasta 3. Después, cada uno de los demás jugadores roba 1 (en solitario: 1 elemento de la bolsa va a la parte inferior del tablero del oponente).
sb-spell-divination-desc = Amanecer: pon 2 elementos de la bolsa en el altar; después, en N3 toma 2 y descarta 1 de tu reserva; en N4 toma hasta 2 del mismo color; en N5 toma hasta 2 de cualquier color.
sb-spell-purification-desc = Mediodía: intercambia uno por uno hasta 1 (N3), 2 (N4) o 3 (N5) elementos de tu reserva por elementos del altar, aunque tu reserva esté llena.
sb-spell-cure-desc = Mediodía: roba 1 (N3), 2 (N4) o 3 (N5) elementos y después descarta la misma cantidad de tu reserva.
sb-spell-growth-desc = Anochecer: N3 cambia un elemento de tu reserva por uno de tu espíritu familiar; N4 lleva hasta 2 elementos del altar a tu espíritu familiar y el hechizo baja a N3; N5 hasta 3, y baja a N4.
sb-spell-offering-desc = Mediodía: almacena en tu espíritu familiar hasta 2 (N3), 3 (N4) o 4 (N5) elementos de tu reserva, todos del mismo color.
sb-spell-focus-desc = Anochecer: N3 almacena 1 elemento de tu reserva con la runa del marcador; N4 almacena hasta 2 de ellos o toma del altar 1 con esa runa; N5 almacena hasta 3 o toma hasta 2.
sb-spell-feast-desc = Mediodía: N3 toma del altar, para tu reserva, 1 elemento de un color que ya esté en tu espíritu familiar; N4 lleva 1 elemento del altar a tu espíritu familiar; N5 no tiene acción, pero da 1 punto por cada color presente en tu espíritu familiar.
sb-spell-time_travel-desc = Anochecer: descarta de tu reserva un elemento con la runa que pide el nivel (N3 círculo, N4 triángulo, N5 cuadrado) y sube un nivel otro hechizo aprendido (los efectos que tuvo al aprenderlo no se repiten).
sb-spell-storm-desc = Anochecer, solo N4 y N5: descarta los elementos del altar que quieras y repón cada uno desde la bolsa, toma hasta 3 elementos del altar y el hechizo baja un nivel. En N3 solo da puntos.
sb-spell-clone-desc = Mediodía: copia el hechizo de otro jugador (con su carta y su nivel) o una acción básica: en N3 las de mediodía; en N4 también las de anochecer; en N5 también las de amanecer, tras descartar un elemento con la runa del marcador. En solitario: copia el efecto de N4 de un hechizo que no hayas aprendido.
sb-spell-transmutation-desc = Anochecer, solo N4 y N5: aprende un hechizo usando como comodines elementos de otros colores con la runa del marcador (1 en N4, hasta 2 en N5) en lugar de tríos. En N3 solo da puntos.
sb-spell-swiftness-desc = Si lo aprendes en N3 o N4: realiza en el acto una acción de amanecer adicional. En N5: a partir de ahora, realiza dos acciones de amanecer cada día.
sb-spell-mirage-desc = Durante tu propio turno, cada elemento del altar con la runa del marcador que entre en tu reserva (tomado, o intercambiado con Purificación) te permite además robar 1 elemento (N3) o 2 (N4 y N5) de la bolsa; los que van del altar directamente a tu espíritu familiar no cuentan.
sb-spell-abundance-desc = Al aprenderlo, roba 2 (N3), 3 (N4) o 4 (N5) elementos de la bolsa.
sb-spell-knowledge-desc = Da puntos por tus otros hechizos aprendidos: N3 1 punto por cada uno; N4 2 puntos por cada uno de nivel 4 o 5 y 1 por cada uno de nivel 3; N5 2 puntos por cada uno.
sb-spell-communion-desc = N3: al aprenderlo, lleva hasta 3 elementos del altar a tu espíritu familiar. N4: da 1 punto por cada elemento de tu espíritu familiar con la runa del marcador. N5: cada vez que aprendas un hechizo (este incluido), almacena hasta 2 de los elementos con los que pagaste.

## Peticiones (sb-prompt-<tipo de decisión>)

sb-prompt-morning = Jugador { $seat }, elige una acción de amanecer.
sb-prompt-midday = Jugador { $seat }, elige una acción de mediodía.
sb-prompt-evening = Jugador { $seat }, elige una acción de anochecer.
sb-prompt-swift = Jugador { $seat }, Rapidez te concede ahora una acción de amanecer adicional.
sb-prompt-take = { $n ->
    [one] Toma 1 elemento del altar.
   *[other] Toma hasta { $n } elementos del altar.
}
sb-prompt-take-store = { $n ->
    [one] Lleva 1 elemento del altar a tu espíritu familiar.
   *[other] Lleva hasta { $n } elementos del altar a tu espíritu familiar.
}
sb-prompt-store = { $n ->
    [one] Almacena 1 elemento de tu reserva en tu espíritu familiar.
   *[other] Almacena hasta { $n } elementos de tu reserva en tu espíritu familiar.
}
sb-prompt-discard = { $n ->
    [one] Descarta 1 elemento de tu reserva.
   *[other] Descarta { $n } elementos de tu reserva.
}
sb-prompt-swap-altar = { $n ->
    [one] Cambia un elemento de tu reserva por uno del altar (queda 1 intercambio).
   *[other] Cambia un elemento de tu reserva por uno del altar (quedan { $n } intercambios).
}
sb-prompt-swap-familiar = { $n ->
    [one] Cambia un elemento de tu reserva por uno de tu espíritu familiar (queda 1 intercambio).
   *[other] Cambia un elemento de tu reserva por uno de tu espíritu familiar (quedan { $n } intercambios).
}
sb-prompt-storm = { $n ->
    [0] Tormenta: elige elementos del altar para descartarlos; cada uno se repone desde la bolsa.
    [one] Tormenta: elige más elementos del altar para descartarlos (1 por ahora); cada uno se repone desde la bolsa.
   *[other] Tormenta: elige más elementos del altar para descartarlos ({ $n } por ahora); cada uno se repone desde la bolsa.
}
sb-prompt-bottom = Elige un elemento del altar para enviarlo a la parte inferior del tablero del oponente.
sb-prompt-raise = Elige un hechizo para subirlo un nivel.
sb-prompt-focus = Concentración: ¿almacenar hasta { $store } { $store ->
    [one] elemento
   *[other] elementos
  } de tu reserva con la runa del marcador, o tomar hasta { $take } { $take ->
    [one] elemento
   *[other] elementos
  } del altar con esa runa?
sb-prompt-communion = { $n ->
    [one] Comunión: puedes almacenar 1 más de los elementos que acabas de pagar.
   *[other] Comunión: puedes almacenar hasta { $n } de los elementos que acabas de pagar.
}
sb-prompt-learn-choose = Elige un hechizo para aprender y en qué nivel.
sb-prompt-learn-marker = Aprendiendo { $spell }: elige el elemento que hará de marcador.
sb-prompt-learn-pay = { $left ->
    [one] Aprendiendo { $spell }: paga 1 elemento más.
   *[other] Aprendiendo { $spell }: paga { $left } elementos más.
}
sb-prompt-solo-move = Fin de tu día: pasa un elemento del altar al recorrido del oponente.
sb-prompt-draw = Se roba un elemento de la bolsa.

## Renunciar (sb-pass-<tipo de decisión>, para los tipos que se pueden rechazar)

sb-pass-morning = Saltar el amanecer
sb-pass-midday = Saltar el mediodía
sb-pass-evening = Saltar el anochecer
sb-pass-swift = Saltar la acción adicional
sb-pass-take = No tomar más
sb-pass-take-store = No tomar más
sb-pass-store = No almacenar más
sb-pass-swap-altar = No cambiar más
sb-pass-swap-familiar = No cambiar
sb-pass-storm = Terminar de descartar
sb-pass-communion = No almacenar más

## Opciones

# Opciones con un elemento (sb-opt-<tipo de decisión>).
sb-opt-take = Tomar el { $token }
sb-opt-take-store = Poner el { $token } en tu espíritu familiar
sb-opt-store = Almacenar el { $token }
sb-opt-discard = Descartar el { $token }
sb-opt-storm = Descartar del altar el { $token }
sb-opt-bottom = Enviar el { $token } al oponente
sb-opt-communion = Almacenar el { $token }
sb-opt-learn-marker = Usar el { $token } como marcador
sb-opt-learn-pay = Pagar con el { $token }
sb-opt-solo-move = Pasar el { $token } al recorrido del oponente
sb-opt-draw = Robar el { $token }

# Acciones de fase.
sb-opt-take1 = Tomar 1 elemento del altar
sb-opt-draw2 = Robar 2 elementos de la bolsa
sb-opt-store1 = Almacenar 1 elemento de la reserva
sb-opt-learn-any = Aprender un hechizo
sb-opt-use = Lanzar { $spell } (nivel { $level })
sb-opt-learn = Aprender { $spell } en el nivel { $level }
sb-opt-clone = Copiar { $spell } de nivel { $level } (Jugador { $seat })
sb-opt-clone-basic = Copiar una acción básica: { $action }

# Otras elecciones.
sb-opt-swap = Dar el { $give } y recibir el { $get }
sb-opt-triple = Pagar con tres elementos de la misma runa: { $tokens }
sb-opt-focus-store = Almacenar elementos de la reserva
sb-opt-focus-take = Tomar elementos del altar
sb-opt-raise = Subir { $spell } al nivel { $level }
sb-opt-id = Opción { $id }

## Eventos

sb-ev-use = Lanzó { $spell } en el nivel { $level }.
sb-ev-clone = Usó Clonación: { $option }.
sb-ev-skip = No hizo ninguna acción de { $phase }.
sb-ev-take = Tomó el { $token } del altar.
sb-ev-take-store = Llevó el { $token } del altar al espíritu familiar.
sb-ev-store = Almacenó el { $token } en el espíritu familiar.
sb-ev-draw = Robó el { $token }.
sb-ev-draw-altar = Nuevo elemento en el altar: { $token }.
sb-ev-draw-bottom = El { $token } va a la parte inferior del tablero del oponente.
sb-ev-draw-failed = No queda nada que robar: la bolsa y los descartes están vacíos.
sb-ev-bag-refill = { $n ->
    [one] La bolsa se había vaciado, así que el elemento descartado vuelve a ella (1 elemento).
   *[other] La bolsa se había vaciado, así que los elementos descartados vuelven a ella ({ $n } elementos).
}
sb-ev-discard = Descartó el { $token }.
sb-ev-swap = Cambió el { $give } por el { $get }.
sb-ev-altar-discard = Descartó el { $token } del altar.
sb-ev-altar-wipe = Se vacía el altar.
sb-ev-bottom = Envió el { $token } a la parte inferior del tablero del oponente.
sb-ev-mirage = { $n ->
    [one] Espejismo: 1 robo extra.
   *[other] Espejismo: { $n } robos extra.
}
sb-ev-marker = Colocó el { $token } como marcador de { $spell }.
sb-ev-pay = Pagó con { $tokens }.
# web-anim: a group of such lines in the log
sb-ev-draw-many = Robó { $n } elementos: { $items }.
sb-ev-draw-altar-many = { $n } elementos nuevos en el altar: { $items }.
sb-ev-pay-many = Pagó con { $items }.
sb-ev-learn = Aprendió { $spell } en el nivel { $level }.
sb-ev-level = { $spell } está ahora en el nivel { $level }.
sb-ev-raise = Subió { $spell } al nivel { $level }.
sb-ev-solo-move = Pasó el { $token } al espacio { $space } del recorrido del oponente.
sb-ev-end-trigger = Se acerca el final: la partida terminará cuando acabe esta ronda.
sb-ev-game-over = La partida ha terminado.

## Tablero

sb-board-title = Ronda { $round } · Jugador { $seat } · { $phase }
sb-board-altar = Altar
sb-board-supply = Suministro
sb-board-bag = Bolsa: { $n }
sb-board-discard = Descartes: { $n }
sb-board-final-round = ¡Última ronda!
sb-board-spells = Hechizos
sb-board-level-points = N{ $level }: { $points ->
    [one] 1 punto
   *[other] { $points } puntos
  }
sb-board-seat = Jugador { $seat }: { $score ->
    [one] 1 punto
   *[other] { $score } puntos
  }
sb-board-pool = Reserva ({ $n })
sb-board-familiar = Espíritu familiar ({ $n } almacenados, vale { $value }; { $next } con uno más)
sb-board-learned = Nivel { $level }, { $points ->
    [one] 1 punto
   *[other] { $points } puntos
  }
sb-board-familiar-points = Espíritu familiar
sb-board-opponent = Oponente: { $score ->
    [one] 1 punto
   *[other] { $score } puntos
  }
sb-board-opponent-name = Oponente
sb-board-opponent-points = Tablero del oponente
sb-board-opponent-track = Recorrido ({ $n } espacios ocupados)
sb-board-opponent-bottom = Parte inferior ({ $n })

## topics-sb: qué hace un hechizo o una acción, y por qué no se ofrece ahora

sb-topic-take = Tomar del altar
sb-topic-draw = Robar de la bolsa
sb-topic-store = Almacenar en el espíritu familiar
sb-topic-learn = Aprender un hechizo
sb-topic-opponent = El recorrido del oponente
sb-topic-take-text = Acción de amanecer: toma 1 elemento del altar y ponlo en tu reserva. Hace falta un elemento en el altar y sitio en tu reserva (como mucho { $limit } elementos).
sb-topic-draw-text = Acción de amanecer: roba 2 elementos de la bolsa para tu reserva; paras en cuanto tenga { $limit }.
sb-topic-store-text = Acción de mediodía: pasa 1 elemento de tu reserva al siguiente espacio de tu espíritu familiar. Cuanto más lleno, más puntos; si llenas los { $spaces } espacios, la partida termina al acabar la ronda.
sb-topic-learn-text = Acción de anochecer: aprende un hechizo en juego en el nivel 3, 4 o 5 pagando ese número de elementos de su color desde tu reserva. Uno de ellos ha de ser de verdad de ese color y pasa a ser el marcador del hechizo; tres elementos con la misma runa pueden sustituir a cada uno de los demás. Cada hechizo se aprende una sola vez, y aprender todos los hechizos en juego termina la partida al acabar la ronda.
sb-topic-opponent-text = En solitario: al final de cada uno de tus días, pasa 1 elemento del altar al siguiente espacio del recorrido del oponente. En los espacios { $wipe } se vacía el altar y se colocan { $altar } elementos nuevos; en los demás se rellena hasta { $altar }. Llenar el espacio { $spaces } termina la partida.
# El resumen de un hechizo seguido de sus puntos en cada nivel.
sb-topic-spell-text = { $desc } Puntos: N3 { $p3 }, N4 { $p4 }, N5 { $p5 }.
sb-topic-points-var = variable
sb-topic-or2 = { $a } o { $b }
sb-topic-or3 = { $a }, { $b } o { $c }

sb-why-over = La partida ha terminado.
sb-why-turn = Es el turno del jugador { $seat }, no el tuyo.
sb-why-draw = Espera: se está robando un elemento de la bolsa.
sb-why-busy = Termina primero el paso en curso.
sb-why-take-phase = Tomar 1 elemento del altar es una acción de amanecer.
sb-why-draw-phase = Robar 2 elementos de la bolsa es una acción de amanecer.
sb-why-store-phase = Almacenar 1 elemento de la reserva es una acción de mediodía.
sb-why-learn-phase = Los hechizos se aprenden al anochecer.
sb-why-learn-phase-none = Los hechizos se aprenden al anochecer, y con tu reserva tal como está ahora no podrías pagar ninguno de los que aún no has aprendido (un anochecer sin nada que aprender se salta).
sb-why-pool-full = Tu reserva está llena ({ $limit } elementos).
sb-why-altar-empty = El altar está vacío.
sb-why-pool-empty = Tu reserva está vacía.
sb-why-familiar-full = Tu espíritu familiar está lleno.
sb-why-learn-all = Ya has aprendido todos los hechizos en juego.
sb-why-learn-none = No puedes pagar ningún hechizo que aún no hayas aprendido.
sb-why-opponent = Pasas un elemento al recorrido del oponente al final de tu día.
sb-why-unlearned = No has aprendido { $spell }; los hechizos se aprenden al anochecer.
sb-why-learned = Ya aprendiste { $spell }.
sb-why-learn-colour = Para aprender { $spell } necesitas al menos un elemento { $colour } en tu reserva.
sb-why-learn-short = Para aprender { $spell } necesitas 3 elementos de color { $colour }; tres elementos con la misma runa cuentan como uno.
sb-why-no-action = { $spell } no tiene ninguna acción que usar en tu nivel.
sb-why-phase = Solo puedes usar { $spell } en el { $phase }.
sb-why-learned-phase = Ya aprendiste { $spell } y se usa en el { $phase }.
sb-why-fresh = Has aprendido { $spell } hoy: su acción estará lista a partir de tu próximo día.
sb-why-rune = { $spell } necesita un { $runes } en tu reserva.
sb-why-raise = { $spell } necesita otro hechizo aprendido por debajo del nivel 5 para subirlo.
sb-why-transmute = Con los sustitutos de { $spell } no puedes pagar ningún hechizo.
sb-why-clone = { $spell } no tiene nada que copiar ahora mismo.
sb-why-cannot = Ahora no puedes usar { $spell }.

## the coach's why: what an option did at once (topics.effects)
sb-effect-familiar = conseguido un familiar de { $tokens ->
    [one] 1 ficha
   *[other] { $tokens } fichas
}, que vale { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}
sb-effect-spell = llevado { $spell } al nivel { $level } ({ $points ->
    [one] 1 punto
   *[other] { $points } puntos
})
sb-effect-pool = { $tokens ->
    [one] puesto 1 ficha en tu reserva
   *[other] puesto { $tokens } fichas en tu reserva
}
sb-effect-pool-spent = { $tokens ->
    [one] gastado 1 ficha de tu reserva
   *[other] gastado { $tokens } fichas de tu reserva
}

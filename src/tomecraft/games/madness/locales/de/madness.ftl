# The Big Book of Madness: deutscher Katalog (vollständige Übersetzung von en/madness.ftl).
# Kartennamen stammen aus dem Inhaltspaket; jeder Katalog wählt seine Sprache.
# Ereignisse sind kurze Sätze ohne Subjekt: die Oberfläche kann den Spielernamen davorsetzen.

mad-name = { $de }

mad-element-0 = Wasser
mad-element-1 = Erde
mad-element-2 = Feuer
mad-element-3 = Luft

mad-card = { $element } { $value }
mad-card-madness = Wahnsinn

mad-mode-normal = normal
mad-mode-terror = Schrecken
mad-mode-nightmare = Albtraum

mad-fx-x = ⟨{ $n }⟩
mad-fx-any-n = beliebig viele
mad-prompt-any-n = beliebig viele

mad-fx-what-any = { $n ->
    [one] Karte
   *[other] Karten
}
mad-fx-what-element = { $n ->
    [one] Elementkarte
   *[other] Elementkarten
}
mad-fx-what-madness = { $n ->
    [one] Wahnsinnskarte
   *[other] Wahnsinnskarten
}
mad-fx-what-water = { $n ->
    [one] Wasserkarte
   *[other] Wasserkarten
}
mad-fx-what-earth = { $n ->
    [one] Erdkarte
   *[other] Erdkarten
}
mad-fx-what-fire = { $n ->
    [one] Feuerkarte
   *[other] Feuerkarten
}
mad-fx-what-air = { $n ->
    [one] Luftkarte
   *[other] Luftkarten
}

mad-fx-draw = ziehe { $count } { $n ->
    [one] Karte
   *[other] Karten
}
mad-fx-discard = wirf { $count } { $what } ab
mad-fx-discard-support = wirf { $count } { $what } aus deiner Unterstützung ab
mad-fx-discard-support-all = wirf alle Karten deiner Unterstützung ab
mad-fx-destroy = zerstöre { $upto ->
    [yes] bis zu { $count }
   *[no] { $count }
} { $what } aus deiner Hand
mad-fx-destroy-discard = zerstöre { $upto ->
    [yes] bis zu { $count }
   *[no] { $count }
} { $what } aus deinem Ablagestapel
mad-fx-support = lege { $upto ->
    [yes] bis zu { $count }
   *[no] { $count }
} { $what } aus deiner Hand in deine Unterstützung
mad-fx-madness = nimm { $count } { $n ->
    [one] Wahnsinnskarte
   *[other] Wahnsinnskarten
} auf deinen Ablagestapel
mad-fx-madness-hand = nimm { $count } { $n ->
    [one] Wahnsinnskarte
   *[other] Wahnsinnskarten
} auf die Hand
mad-fx-madness-support = nimm { $count } { $n ->
    [one] Wahnsinnskarte
   *[other] Wahnsinnskarten
} in deine Unterstützung
mad-fx-heal = heile { $upto ->
    [yes] bis zu { $count }
   *[no] { $count }
} { $n ->
    [one] Wahnsinnskarte
   *[other] Wahnsinnskarten
}
mad-fx-gain = erhalte { $count } { $what } mit Wert { $value }
mad-fx-gain-hand = erhalte { $count } { $what } mit Wert { $value } auf die Hand
mad-fx-upgrade = tausche { $upto ->
    [yes] bis zu { $count }
   *[no] { $count }
} { $n ->
    [one] Karte
   *[other] Karten
} deiner Hand gegen die Karte mit höherem Wert
mad-fx-neutralise_curse = neutralisiere { $count } { $n ->
    [one] Fluch
   *[other] Flüche
}
mad-fx-neutralise_spell = neutralisiere { $count } deiner Zauber
mad-fx-act = führe { $count } { $n ->
    [one] Aktion
   *[other] Aktionen
} aus
mad-fx-shuffle = mische deinen Ablagestapel in dein Deck

mad-fx-then = { $first }, dann { $rest }
mad-fx-and = { $first } { $rest }

mad-fx-target-self = Du: { $steps }.
mad-fx-target-active = Der aktive Spieler: { $steps }.
mad-fx-target-each = Jeder Spieler: { $steps }.
mad-fx-target-other = Jeder andere Spieler: { $steps }.
mad-fx-target-one = Ein Spieler deiner Wahl: { $steps }.
mad-fx-target-one_other = Ein anderer Spieler deiner Wahl: { $steps }.
mad-fx-target-most_madness = Der Spieler mit den meisten Wahnsinnskarten auf der Hand (bei Gleichstand der erste von ihnen ab dem aktiven Spieler): { $steps }.
mad-fx-target-rest = Jeder der übrigen Spieler: { $steps }.
mad-fx-target-rest-some = { $count } der übrigen Spieler, jeder: { $steps }.

mad-cost-part = { $n } { $element }
mad-cost-plus = { $first } + { $rest }
mad-cost-free = kostenlos

# Bezahlen in einer Entscheidung: welche Karten zahlen (die erste Option ist der Vorschlag).
mad-prompt-payment = Welche Karten bezahlen { $purpose }? (die erste Option ist der Vorschlag)
mad-opt-payment = { $cards }{ $level ->
    [0] {""}
    [1] {" "}— Wirkung einmal
   *[other] {" "}— Wirkung { $level }-mal
}{ $waste ->
    [0] {""}
   *[other] , { $waste } verloren
}
mad-pay-card = { $card }
mad-pay-card-support = { $card } (Unterstützung von Spieler { $owner })
mad-pay-list = { $first }, { $rest }
mad-ev-unpaid = Nichts kann { $purpose } mehr bezahlen.

## Die vollständige Effektsprache (Dauereffekte, Bedingungen, neue Verben)

mad-fx-none = Keine Wirkung.
mad-fx-same = ebenso viele
mad-fx-optional = du darfst { $step }
mad-fx-if-madness = wenn es eine Wahnsinnskarte ist, { $step }
mad-fx-if-element = wenn es eine Elementkarte ist, { $step }
mad-fx-if-water = wenn es eine Wasserkarte ist, { $step }
mad-fx-if-earth = wenn es eine Erdkarte ist, { $step }
mad-fx-if-fire = wenn es eine Feuerkarte ist, { $step }
mad-fx-if-air = wenn es eine Luftkarte ist, { $step }
mad-fx-if-any = wenn du es getan hast, { $step }
mad-fx-if-none = wenn du es nicht getan hast, { $step }
mad-fx-draw-discard = nimm { $count } { $what } deiner Wahl aus deinem Ablagestapel auf die Hand
mad-fx-discard-deck = wirf die obersten { $count } { $n ->
    [one] Karte
   *[other] Karten
} deines Stapels ab
mad-fx-destroy-deck = zerstöre die obersten { $count } { $n ->
    [one] Karte
   *[other] Karten
} deines Stapels
mad-fx-shuffle-hand = mische deine Hand in deinen Stapel
mad-fx-top = lege { $count } { $what } aus deiner Hand verdeckt oben auf deinen Stapel
mad-fx-top-discard = lege { $count } { $what } aus deinem Ablagestapel oben auf deinen Stapel
mad-fx-recover = hole { $count } zerstörte { $what } in deinen Ablagestapel zurück
mad-fx-recover-hand = hole { $count } zerstörte { $what } auf deine Hand zurück
mad-fx-give = gib { $count } { $what } aus deiner Hand einem anderen Spieler deiner Wahl
mad-fx-token = lege { $count } { $element }-{ $n ->
    [one] Marker
   *[other] Marker
} auf diesen Fluch
mad-fx-madness_under = lege { $count } { $n ->
    [one] Wahnsinnskarte
   *[other] Wahnsinnskarten
} unter jeden Fluch
mad-fx-act-ability = führe { $count } { $n ->
    [one] Aktion
   *[other] Aktionen
} aus (die Fähigkeit deines Magiers eingeschlossen)
mad-fx-target-some = { $count } { $n ->
    [one] Spieler
   *[other] Spieler
} deiner Wahl, jeder: { $steps }.
mad-fx-target-some_other = { $count } der anderen Spieler, jeder: { $steps }.

mad-fx-ongoing = Solange im Spiel: { $text }
mad-fx-who-each = jeder Spieler
mad-fx-who-owner = du
mad-fx-who-other = jeder andere Spieler
mad-fx-who-active = der aktive Spieler
mad-fx-actor-each = ein Spieler
mad-fx-actor-owner = du
mad-fx-actor-other = ein anderer Spieler
mad-fx-actor-active = der aktive Spieler
mad-fx-whom-each = jeden Spieler
mad-fx-whom-owner = dich
mad-fx-whom-other = jeden anderen Spieler
mad-fx-whom-active = den aktiven Spieler
mad-fx-when-madness_taken = Immer wenn { $who } eine Wahnsinnskarte nimmt: { $effect }
mad-fx-when-card_drawn = Immer wenn { $who } eine Karte zieht: { $effect }
mad-fx-when-curse_destroyed = Immer wenn { $who } einen Fluch zerstört: { $effect }
mad-fx-when-spell_cast = Immer wenn { $who } einen Zauber aktiviert: { $effect }
mad-fx-when-turn_start = Immer wenn { $who } einen Zug beginnt: { $effect }
mad-fx-when-round_end = Am Ende jeder Runde: { $effect }
mad-fx-when-player_eliminated = Immer wenn ein Spieler ausscheidet: { $effect }
mad-fx-when-recovered = Immer wenn { $who } das Auffüllen beendet, vor der Prüfung auf Ausscheiden: { $effect }
mad-fx-forbid = { $action } ist für { $whom } verboten.
mad-fx-action-activate = Zauber aktivieren
mad-fx-action-learn = Zauber lernen
mad-fx-action-acquire = Elementkarten erwerben
mad-fx-action-destroy = Flüche zerstören
mad-fx-action-heal = Wahnsinnskarten heilen
mad-fx-action-ability = eine Magierfähigkeit nutzen
mad-fx-mod-spell_cost = { $element }-Zauber kosten { $whom } { $n } { $more ->
    [yes] mehr
   *[no] weniger
}.
mad-fx-mod-learn_cost = { $element }-Zauber zu lernen kostet { $whom } { $n } { $more ->
    [yes] mehr
   *[no] weniger
}.
mad-fx-mod-acquire_cost = { $element }-Karten zu erwerben kostet { $whom } { $n } { $more ->
    [yes] mehr
   *[no] weniger
}.
mad-fx-mod-heal_cost = Heilen kostet { $whom } { $n } { $more ->
    [yes] mehr
   *[no] weniger
}.
mad-fx-mod-destroy_cost = Einen Fluch zu zerstören kostet { $whom } { $n } { $element } mehr.
mad-fx-mod-hand_size = { $who } beendet den Zug mit { $n } { $more ->
    [yes] Karten mehr
   *[no] Karten weniger
} auf der Hand.
mad-fx-mod-support_slots = { $who } hat { $n } { $more ->
    [yes] Unterstützungsfelder mehr
   *[no] Unterstützungsfelder weniger
}.

mad-prompt-optional = Du darfst: { $step }. Tust du es?
mad-prompt-take-discard = Nimm eine Karte aus deinem Ablagestapel (noch { $n }).
mad-prompt-give-to = Wähle den Spieler, der deine Karte bekommt.
mad-prompt-give = Wähle eine Karte deiner Hand für Spieler { $to } (noch { $n }).
mad-prompt-top = Wähle eine Karte deiner Hand für oben auf deinen Stapel (noch { $n }).
mad-prompt-top-discard = Wähle eine Karte deines Ablagestapels für oben auf deinen Stapel (noch { $n }).
mad-prompt-recover = Wähle eine zerstörte Karte, die zurückkommt (noch { $n }).
mad-opt-yes = Ja, tun
mad-pass-optional = Nein, auslassen
mad-opt-take-discard = { $card } nehmen
mad-opt-give = { $card } geben
mad-opt-top = { $card } oben auf deinen Stapel legen
mad-opt-top-discard = { $card } oben auf deinen Stapel legen
mad-opt-recover = { $card } zurückholen

mad-ev-take-discard = Nimmt { $card } aus dem Ablagestapel auf die Hand.
mad-ev-discard-deck = Wirft { $card } oben vom Stapel ab.
mad-ev-destroy-deck = Zerstört { $card } oben vom Stapel.
mad-ev-shuffle-hand = Mischt die Hand in den Stapel ({ $n } Karten).
mad-ev-give = Gibt { $card } an Spieler { $seat }.
mad-ev-top-hand = Legt eine Karte aus der Hand verdeckt oben auf den Stapel.
mad-ev-top-discard = Legt { $card } aus dem Ablagestapel oben auf den Stapel.
mad-ev-recover = Holt eine zerstörte { $card } in den Ablagestapel zurück.
mad-ev-recover-hand = Holt eine zerstörte { $card } auf die Hand zurück.
mad-ev-token = { $n } { $element }-Marker kommen auf { $curse }.
mad-ev-under = { $n } { $n ->
    [one] Wahnsinnskarte kommt
   *[other] Wahnsinnskarten kommen
} unter { $curse } (noch { $left } im Stapel).
mad-ev-under-taken = Legt { $n } { $n ->
    [one] Wahnsinnskarte
   *[other] Wahnsinnskarten
} unter dem Fluch in den eigenen Ablagestapel.
mad-ev-under-back = { $n } { $n ->
    [one] Wahnsinnskarte
   *[other] Wahnsinnskarten
} unter einem Fluch { $n ->
    [one] kehrt
   *[other] kehren
} in den Stapel zurück ({ $left } im Stapel).
mad-ev-trigger = Ein Dauereffekt wird ausgelöst.
mad-ev-decline = Verzichtet auf den freiwilligen Schritt.
mad-board-under = { $n } Wahnsinn darunter
mad-board-tokens = Marker: { $tokens }
mad-board-token-supply = Elementmarker
mad-board-top-unknown = ? (oben, unbekannt)
mad-board-supply = Elementmarker im Vorrat: { $tokens }
mad-board-top = bekannt oben auf dem Stapel: { $cards }
mad-fx-what-last = { $n ->
    [one] Karte (diese Karte)
   *[other] Karten (diese Karten)
}

## Themen: was ein Ding auf dem Tisch tut und warum es nicht angeboten wird (topics-mw, issue 12)
mad-topic-and = { $first } { $rest }
mad-topic-comma = { $first }, { $rest }
mad-topic-none = keine
mad-topic-monster-text = Beim Erscheinen: { $appear } Seine Flüche: { $curses }. Sind alle Flüche zerstört, bevor der Marker das Beschwörungsfeld erreicht: { $bonus } Sonst: { $penalty }
mad-topic-monster-final = Beim Erscheinen: { $appear } Seine Flüche: { $curses }. Das letzte Monster: Zerstört vor der Beschwörung alle Flüche, um zu gewinnen; bleibt auch nur einer, verliert ihr.
mad-topic-spell-text = Stufe { $level }. Aktivieren kostet { $cost } (zwei- oder dreimal bezahlt für eine stärkere Wirkung); Lernen kostet { $learn }. { $effect }
mad-topic-basic-text = Ein Startzauber. Aktivieren kostet { $cost } (zwei- oder dreimal bezahlt für eine stärkere Wirkung). { $effect }
mad-topic-curse-text = Erreicht der Marker sein Feld auf der Leiste: { $effect } Zerstören kostet { $cost }.
mad-topic-mage-text = Ein Magier des Elements { $element } mit { $slots } Unterstützungsplätzen. Einmal pro Zug, für { $cost }: { $ability }
mad-topic-pile = Markt: { $card }
mad-topic-pile-text = Kostet { $cost }; die Karte kommt auf deinen Ablagestapel und zahlt von da an { $value } { $element }. Noch { $n }.
mad-topic-card-text = Zahlt { $value } { $element } an Kosten dieses Elements; der Überschuss verfällt.
mad-topic-madness-text = Zahlt nichts. Heilen kostet { $cost } eines einzigen Elements; mit { $n } auf der Hand nach deiner Erholung scheidest du aus.
mad-topic-activate = Einen Zauber aktivieren
mad-topic-activate-text = Bezahle die Kosten eines bereiten Zaubers ein-, zwei- oder dreimal und führe seine Wirkung aus; er bleibt bis zu deinem nächsten Zug erschöpft.
mad-topic-learn = Einen Zauber lernen
mad-topic-learn-text = Bezahle die Lernkosten eines offenen Zaubers der Bibliothek und nimm ihn zu deinen Zaubern (höchstens { $limit }; darüber vergisst du einen).
mad-topic-acquire = Eine Karte erwerben
mad-topic-acquire-text = Bezahle die oberste Karte eines Marktstapels; sie kommt auf deinen Ablagestapel.
mad-topic-destroy = Einen Fluch zerstören
mad-topic-destroy-text = Bezahle die Kosten eines Fluchs, um ihn von der Leiste zu nehmen; dazu erhältst du eine Karte mit Wert { $value } deiner Wahl.
mad-topic-heal = Wahnsinn heilen
mad-topic-heal-text = Bezahle { $cost } eines einzigen Elements, um eine Wahnsinnskarte von deiner Hand oder aus einer Unterstützung auf den Stapel zurückzulegen.
mad-topic-ability = Die Fähigkeit deines Magiers nutzen
mad-topic-ability-text = Einmal pro Zug: Bezahle ihre Kosten und führe die Fähigkeit auf deinem Magier aus.
mad-topic-pass = Aktionen beenden
mad-topic-pass-text = Keine weiteren Aktionen; danach erholst du dich (ablegen oder nachziehen bis zur Handgröße).
mad-why-over = Das Spiel ist vorbei.
mad-why-out = Du bist aus dem Spiel ausgeschieden.
mad-why-chance = Warte: Es werden Karten gezogen.
mad-why-turn = Spieler { $seat } entscheidet gerade.
mad-why-busy = Schließe zuerst den laufenden Schritt ab.
mad-why-nothing = nichts an { $element }
mad-why-cost = Du kannst die Kosten nicht bezahlen: nötig sind { $cost }, deine Hand und die Unterstützungen bringen { $have }.
mad-why-heal-cost = Heilen braucht { $n } eines einzigen Elements; deine Hand und die Unterstützungen bringen von keinem mehr als { $best }.
mad-why-forbidden = Eine Karte im Spiel verbietet dir gerade, { $action }.
mad-why-spell-not-yours = { $spell } gehört Spieler { $seat }; nur er kann ihn aktivieren.
mad-why-spell-exhausted = { $spell } ist erschöpft: Zu Beginn deines nächsten Zuges ist er wieder bereit.
mad-why-spell-neutral = { $spell } ist vorerst neutralisiert.
mad-why-curse-neutral = { $curse } ist in diesem Zug neutralisiert und kann nicht zerstört werden.
mad-why-destroy-empty = Auf der Leiste liegt kein Fluch.
mad-why-learn-empty = Die Bibliothek ist leer.
mad-why-acquire-empty = Dieser Marktstapel ist leer.
mad-why-heal-hand-no-madness = Weder auf deiner Hand noch in einer Unterstützung liegt eine Wahnsinnskarte.
mad-why-heal-support-no-madness = In dieser Unterstützung liegt keine Wahnsinnskarte.
mad-why-ability-used = Du hast die Fähigkeit deines Magiers in diesem Zug schon genutzt.
mad-why-act-ability = Diese Wirkung erlaubt dir nicht, die Fähigkeit deines Magiers zu nutzen.
mad-why-mage-theirs = Nur Spieler { $seat } kann diese Fähigkeit nutzen.
mad-why-mage-taken = Spieler { $seat } hat diesen Magier schon gewählt.
mad-why-mage-cards = Seine Startkarten sind nicht mehr da.
mad-why-no-spells = Du hast keine Zauber.
mad-why-none-activate = Gerade kannst du keinen deiner Zauber aktivieren: siehe die einzelnen Zauber.
mad-why-none-learn = Gerade kannst du keinen Zauber der Bibliothek lernen: siehe die einzelnen Zauber.
mad-why-none-acquire = Gerade kannst du keine Marktkarte erwerben: siehe die einzelnen Stapel.
mad-why-none-destroy = Gerade kannst du keinen Fluch zerstören: siehe die einzelnen Flüche.
mad-why-card-pay = Karten gibst du aus, indem du eine Aktion bezahlst: Wähle zuerst die Aktion.

## Aufforderungen

mad-prompt-action = Spieler { $seat }: Wähle eine Aktion oder beende deine Aktionen.
mad-prompt-act-from = Spieler { $seat }: { $source } erlaubt dir { $n } weitere { $n ->
    [one] Aktion
   *[other] Aktionen
} in diesem Zug.
mad-source-ability = die Fähigkeit von { $mage }
mad-prompt-act = Spieler { $seat }: Du darfst in diesem Zug noch { $n } { $n ->
    [one] Aktion
   *[other] Aktionen
} ausführen.
mad-prompt-pay = Bezahle { $purpose } (bisher bezahlt: { $paid }, { $level }x).
mad-prompt-draw = Spieler { $seat } zieht eine Karte von seinem Stapel.
mad-prompt-discard = Wirf { $n } { $n ->
    [one] Karte
   *[other] Karten
} ab.
mad-prompt-discard-support = Wirf { $n } { $n ->
    [one] Karte
   *[other] Karten
} aus deiner Unterstützung ab.
mad-prompt-destroy = Zerstöre eine Karte aus deiner Hand (noch { $n }).
mad-prompt-destroy-discard = Zerstöre eine Karte aus deinem Ablagestapel (noch { $n }).
mad-prompt-support = Lege eine Karte aus deiner Hand in deine Unterstützung (noch { $n }).
mad-prompt-heal = Heile eine Wahnsinnskarte (noch { $n }).
mad-prompt-gain = Erhalte eine Karte mit Wert { $value } (noch { $n }).
mad-prompt-upgrade = Tausche eine Karte deiner Hand gegen die Karte mit höherem Wert (noch { $n }).
mad-prompt-neutralise-curse = Neutralisiere einen Fluch (noch { $n }).
mad-prompt-neutralise-spell = Neutralisiere einen deiner Zauber (noch { $n }).
mad-prompt-target = Wähle den Spieler: { $effect }
mad-prompt-forget = Du hast schon so viele Zauber wie erlaubt: Zerstöre einen, um { $spell } zu lernen.
mad-prompt-library = Decke den nächsten Zauber der Bibliothek auf.
mad-prompt-reward = Belohnung für den zerstörten Fluch: Erhalte eine Karte mit Wert { $value }.
mad-prompt-recovery = Zu viele Karten: Wirf { $n } { $n ->
    [one] Elementkarte
   *[other] Elementkarten
} ab.
mad-prompt-page = Blättere um.
mad-prompt-mage = Spieler { $seat }, wähle deinen Magier.
mad-prompt-curse = Ziehe einen Fluch.

mad-purpose-spell = { $spell }
mad-purpose-learn = das Lernen des Zaubers { $spell }
mad-purpose-acquire = eine Karte { $card }
mad-purpose-destroy = die Zerstörung des Fluchs { $curse }
mad-purpose-heal = die Heilung einer Wahnsinnskarte
mad-purpose-ability = die Fähigkeit von { $mage }

## Optionen

mad-opt-draw = { $card } ziehen
mad-opt-curse = Fluch: { $curse }
mad-opt-page = Seite: { $monster }
mad-opt-library = Zauber der Bibliothek: { $spell }
mad-opt-activate = { $spell } aktivieren ({ $cost })
mad-opt-learn = { $spell } lernen ({ $cost })
mad-opt-learn-replace = { $spell } lernen ({ $cost }) statt eines deiner Zauber
mad-opt-acquire = { $card } erwerben ({ $cost })
mad-opt-destroy-curse = Den Fluch { $curse } zerstören ({ $cost })
mad-opt-heal-action-hand = Eine Wahnsinnskarte auf deiner Hand heilen ({ $cost } eines Elements)
mad-opt-heal-action-support = Eine Wahnsinnskarte in der Unterstützung von Spieler { $owner } heilen ({ $cost } eines Elements)
mad-opt-ability = Fähigkeit von { $mage } nutzen ({ $cost })
mad-opt-idle = { $option } — bewirkt jetzt nichts: { $why }
mad-idle-empty-hand = das Bezahlen leert deine Hand
mad-idle-no-madness = keine Wahnsinnskarte zu heilen
mad-opt-seat = Spieler { $seat }
mad-opt-mage = { $mage } ({ $element }): Startkarten im Wert von { $cards }; { $slots } Unterstützungsplätze; Fähigkeit ({ $cost }): { $ability }
mad-opt-slot = { $curse } (Feld { $space })
mad-opt-pay = Mit { $card } von deiner Hand bezahlen
mad-opt-pay-support = Mit { $card } aus der Unterstützung von Spieler { $owner } bezahlen
mad-opt-discard = { $card } abwerfen
mad-opt-discard-support = { $card } aus deiner Unterstützung abwerfen
mad-opt-destroy = { $card } aus deiner Hand zerstören
mad-opt-destroy-discard = { $card } aus deinem Ablagestapel zerstören
mad-opt-support = { $card } in deine Unterstützung legen
mad-opt-upgrade = { $card } gegen die Karte mit höherem Wert tauschen
mad-opt-recovery = { $card } abwerfen
mad-opt-heal = Die Wahnsinnskarte auf deiner Hand heilen
mad-opt-heal-support = Die Wahnsinnskarte in der Unterstützung von Spieler { $owner } heilen
mad-opt-forget = { $spell } zerstören
mad-opt-neutralise-spell = { $spell } neutralisieren
mad-opt-gain = { $card } erhalten
mad-opt-reward = { $card } erhalten
mad-opt-id = Option { $id }

mad-pass-action = Aktionen beenden
mad-pass-act = Keine weiteren Aktionen
mad-pass-pay = Bezahlen beenden
mad-pass-destroy = Zerstören beenden
mad-pass-destroy-discard = Zerstören beenden
mad-pass-support = Fertig
mad-pass-heal = Heilen beenden
mad-pass-upgrade = Tauschen beenden

## Ereignisse

mad-ev-turn = Spieler { $seat } ist am Zug ({ $turn }).
mad-ev-mage = Spieler { $seat } wählt { $mage }.
mad-ev-dealt = Alle Spieler mischen ihre Startkarten zu einem Stapel und ziehen ihre Starthand.
mad-ev-marker = Der Beschwörungsmarker erreicht Feld { $space }.
mad-ev-monster = Monster { $round }: { $monster } erscheint.
mad-ev-place = Fluch auf Feld { $space } gelegt: { $curse }.
mad-ev-no-curse = Von dieser Art ist kein Fluch mehr übrig.
mad-ev-curse = Der Fluch { $curse } schlägt zu.
mad-ev-curse-neutral = Der Fluch { $curse } ist neutralisiert und wirkt nicht.
mad-ev-curse-up = Der Fluch { $curse } wird wieder aufgedeckt.
mad-ev-success = { $monster } ist besiegt!
mad-ev-failure = { $monster } entkommt: { $n } { $n ->
    [one] Fluch bleibt
   *[other] Flüche bleiben
} übrig.
mad-ev-draw = Zieht eine Karte.
mad-ev-discard = Wirft { $card } ab.
mad-ev-discard-support = Wirft { $card } aus der Unterstützung ab.
mad-ev-pay = Bezahlt mit { $card }.
# web-anim: a group of such lines in the log
mad-ev-draw-many = Zieht { $n } Karten.
mad-ev-discard-many = Wirft { $n } Karten ab: { $items }.
mad-ev-pay-many = Bezahlt mit { $items }.
mad-ev-pay-support = Bezahlt mit { $card } aus der Unterstützung von Spieler { $owner }.
mad-ev-pay-own-support = Bezahlt mit { $card } aus der eigenen Unterstützung.
mad-ev-destroy = Zerstört { $card } aus der Hand.
mad-ev-destroy-discard = Zerstört { $card } aus dem Ablagestapel.
mad-ev-support = Legt { $card } in die Unterstützung.
mad-ev-madness-0 = Nimmt eine Wahnsinnskarte (noch { $left } im Wahnsinnsstapel).
mad-ev-madness-1 = Nimmt eine Wahnsinnskarte auf die Hand (noch { $left } im Wahnsinnsstapel).
mad-ev-madness-2 = Nimmt eine Wahnsinnskarte in die Unterstützung (noch { $left } im Wahnsinnsstapel).
mad-ev-madness-deck = Nimmt wegen des leeren Stapels eine Wahnsinnskarte (noch { $left } im Wahnsinnsstapel).
mad-ev-pile-empty = Eine Wahnsinnskarte wäre fällig, aber der Wahnsinnsstapel ist leer!
mad-ev-shuffle = Mischt den Ablagestapel zu einem neuen Stapel aus { $n } { $n ->
    [one] Karte
   *[other] Karten
}.
mad-ev-heal-hand = Heilt eine Wahnsinnskarte ({ $left } im Wahnsinnsstapel).
mad-ev-heal-support = Heilt eine Wahnsinnskarte in der Unterstützung von Spieler { $owner } ({ $left } im Wahnsinnsstapel).
mad-ev-heal-own-support = Heilt eine Wahnsinnskarte in der eigenen Unterstützung ({ $left } im Wahnsinnsstapel).
mad-ev-acquire = Erwirbt { $card }.
mad-ev-gain = Erhält { $card } auf den Ablagestapel.
mad-ev-gain-hand = Erhält { $card } auf die Hand.
mad-ev-upgrade = Tauscht { $old } gegen { $new }.
mad-ev-neutralise-curse = Neutralisiert den Fluch { $curse }.
mad-ev-neutralise-spell = Neutralisiert den Zauber { $spell }.
mad-ev-spell-up = Der Zauber { $spell } wird wieder aufgedeckt.
mad-ev-learn = Lernt { $spell }.
mad-ev-forget = Zerstört den Zauber { $spell }.
mad-ev-reveal = Neuer Zauber in der Bibliothek: { $spell }.
mad-ev-destroy-curse = Zerstört den Fluch { $curse }.
mad-ev-activate = Aktiviert { $spell } ({ $mult }x).
mad-ev-ability = Nutzt die Fähigkeit von { $mage }.
mad-ev-target = Spieler { $seat } wird gewählt.
mad-ev-act-stop = Handelt nicht weiter.
mad-ev-end-actions = Beendet die Aktionen.
mad-ev-eliminated = Spieler { $seat } hat den Verstand verloren und scheidet aus.
mad-ev-win = Das letzte Monster ist besiegt und das Buch versiegelt: Alle gewinnen!
mad-ev-lose-madness = Der Wahnsinnsstapel ist leer: Alle verlieren.
mad-ev-lose-monster = Das letzte Monster wurde nicht besiegt: Alle verlieren.
mad-ev-lose-eliminated = Alle Spieler sind ausgeschieden: Alle verlieren.
mad-loss-madness = Wahnsinnsstapel leer
mad-loss-monster = Letztes Monster nicht besiegt
mad-loss-eliminated = Alle Spieler ausgeschieden
mad-score-name = Überstandene Runden

## Spielplan

mad-board-title = Runde { $round }/{ $rounds } · Zug { $turn } · Spieler { $seat } · Schwierigkeit { $difficulty } · { $mode }
mad-board-title-setup = Vorbereitung · Spieler { $seat } wählt einen Magier · Schwierigkeit { $difficulty } · { $mode }
mad-board-pile = Wahnsinnsstapel
mad-board-pile-left = noch { $n }
mad-board-market = Markt
mad-board-cards = { $n }× { $card }
mad-board-library = Bibliothek
mad-board-library-top = { $spell } (Stufe { $level }, Lernen: { $cost })
mad-board-library-empty = (leer)
mad-board-result = Ergebnis
mad-board-track = Beschwörungsleiste: { $monster } · Marker auf Feld { $space } von 5
mad-board-no-curses = Kein Fluch auf der Leiste
mad-board-appear = Erscheinen
mad-board-symbols = Fluchsymbole
mad-board-bonus = Erfolg
mad-board-penalty = Misserfolg
mad-board-final = Letztes Monster
mad-board-final-text = Besiegt es, um zu gewinnen; scheitert ihr, verlieren alle.
mad-board-slot = Feld { $space }
mad-board-neutral = neutralisiert
mad-board-applied = ausgelöst
mad-board-seat = Spieler { $seat }: { $mage } ({ $element })
mad-board-seat-choosing = Spieler { $seat }: noch kein Magier gewählt
mad-board-eliminated = Ausgeschieden
mad-board-hand = Hand ({ $n })
mad-board-hidden = verdeckt
mad-board-deck = Stapel ({ $n })
mad-board-discard = Ablagestapel ({ $n })
mad-board-deck-discard = Stapel ({ $deck }) · Ablage ({ $n })
mad-board-support-empty = Unterstützung leer (0/{ $slots })
mad-board-support = Unterstützung ({ $n }/{ $slots })
mad-board-ability = Fähigkeit{ $used ->
    [yes] { " " }(in diesem Zug genutzt)
   *[no] {""}
}
mad-board-spell-cost = Stufe { $level }, { $cost }
mad-board-spell-ready = bereit
mad-board-spell-exhausted = erschöpft
mad-board-spell-neutral = neutralisiert

mad-breakdown-curses = Zerstörte Flüche
mad-breakdown-learned = Gelernte Zauber
mad-breakdown-healed = Geheilter Wahnsinn
mad-breakdown-madness = Erhaltener Wahnsinn
mad-breakdown-defeated = Besiegte Monster
mad-breakdown-total = Überstandene Runden (Teamwertung)

# Issue 23: the support reserve, destroying from a support
mad-fx-discard-reserve = wirf { $count } { $what } aus dem Unterstützungsvorrat ab
mad-fx-destroy-support = zerstöre { $upto ->
    [yes] bis zu { $count }
   *[no] { $count }
} { $what } aus deiner Unterstützung
mad-fx-destroy-reserve = zerstöre { $upto ->
    [yes] bis zu { $count }
   *[no] { $count }
} { $what } aus dem Unterstützungsvorrat
mad-prompt-discard-reserve = Wirf eine Karte aus dem Unterstützungsvorrat ab (noch { $n }).
mad-prompt-destroy-support = Zerstöre eine Karte aus einer Unterstützung (noch { $n }).
mad-ev-destroy-support = Zerstört { $card } aus der Unterstützung von Spieler { $owner }.
mad-ev-destroy-own-support = Zerstört { $card } aus der eigenen Unterstützung.
mad-fx-untoken = nimm { $count } { $element }-{ $n ->
    [one] Marker
   *[other] Marker
} von Flüchen der Beschwörungsleiste
mad-prompt-untoken = Nimm einen Marker von einem Fluch (noch { $n }).
mad-ev-untoken = Nimmt einen { $element }-Marker von { $curse }.
mad-board-spells = Zauber
mad-board-brief-support = Unterstützung { $k }/{ $slots }:
mad-board-brief-top = oben:
mad-board-brief-ability = Fähigkeit { $cost }
mad-board-brief-ability-used = Fähigkeit { $cost } (benutzt)
mad-board-brief-spell = { $spell } { $cost }
mad-board-brief-spell-off = { $spell } { $cost } ({ $status })
mad-board-brief-piles = Hand { $hand } · Stapel { $deck } · Ablage { $discard } · { $spells }
mad-board-brief-spells = { $n ->
    [one] 1 Zauber
   *[other] { $n } Zauber
}
mad-board-brief-deck = Stapel { $n }

## the coach's why: what an option did at once (topics.effects)
mad-effect-curses = { $count ->
    [one] 1 Fluch zerstört
   *[other] { $count } Flüche zerstört
}
mad-effect-curses-new = { $count ->
    [one] 1 neuen Fluch gebracht
   *[other] { $count } neue Flüche gebracht
}
mad-effect-healed = { $count ->
    [one] der Gruppe 1 Wahnsinnskarte abgenommen
   *[other] der Gruppe { $count } Wahnsinnskarten abgenommen
}
mad-effect-madness = { $count ->
    [one] der Gruppe 1 Wahnsinnskarte mehr gegeben
   *[other] der Gruppe { $count } Wahnsinnskarten mehr gegeben
}
mad-effect-tokens = { $count ->
    [one] 1 Elementmarke auf die Flüche gelegt
   *[other] { $count } Elementmarken auf die Flüche gelegt
}
mad-effect-tokens-lost = { $count ->
    [one] 1 Elementmarke von den Flüchen genommen
   *[other] { $count } Elementmarken von den Flüchen genommen
}
mad-effect-cards = { $count ->
    [one] 1 Karte gewonnen
   *[other] { $count } Karten gewonnen
}
mad-effect-cards-lost = { $count ->
    [one] 1 Karte verloren
   *[other] { $count } Karten verloren
}
mad-effect-spells = { $count ->
    [one] 1 Zauber gelernt
   *[other] { $count } Zauber gelernt
}
mad-effect-spells-lost = { $count ->
    [one] 1 Zauber verloren
   *[other] { $count } Zauber verloren
}

# The bot levels in this game (tomecraft bots madness, the lobby): what they do here.
bot-desc-greedy-madness = Anfänger: nimmt die Aktion, die einen Schritt voraus am besten aussieht, nach dem, was sein Platz sieht. Unter 1 ms pro Zug.
bot-desc-easy-madness = Leicht: spielt die 2 besten Aktionen von greedy einige Male bis zum nächsten Zug weiter und behält die beste; ein Team davon gewinnt öfter als eines aus greedy. Wenige ms pro Zug.
bot-desc-medium-madness = Mittel, die Voreinstellung („bot“): dasselbe mit den 3 besten Aktionen von greedy und mehr Durchläufen; sein Team gewinnt deutlich öfter als eines aus greedy. Etwa 10 ms pro Zug.
bot-desc-hard-madness = Schwer: fast jede Aktion, mehr Durchläufe; gemessen nicht stärker als mittel. Etwa 15 ms pro Zug.

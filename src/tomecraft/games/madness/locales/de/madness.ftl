# The Big Book of Madness: deutscher Katalog (Kartennamen und Effekttexte).
# Kartennamen stammen aus dem Inhaltspaket; jeder Katalog wählt seine Sprache.
# Die übrigen Meldungen (Aufforderungen, Ereignisse, Spielplan) erscheinen auf Englisch.

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

mad-cost-part = { $n } { $element }
mad-cost-plus = { $first } + { $rest }
mad-cost-free = kostenlos

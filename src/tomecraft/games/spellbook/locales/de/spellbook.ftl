# SpellBook: deutscher Katalog (Übersetzung von en/spellbook.ftl).
#
# Begriffe der deutschen Ausgabe: „Materia“ (Stein, Mehrzahl ebenfalls „Materia“),
# „Vorrat“, „Vortex“ (Beutel), „Altar“, „Vertrauter“ / „Tafel“, „Rune“, „Morgen / Mittag /
# Abend“, „lagern“, „ziehen“ (aus dem Vortex), „nehmen“ (vom Altar), „ablegen“, „lernen“,
# „Stufe“, „aufwerten“.
# Farben und Runen stehen klein, weil sie meist in Sätze eingefügt werden. Eine Materia
# heißt z. B. „rote Kreis-Materia (R●)“: Die Farbe wird dazu um die Endung „e“ ergänzt
# (Materia ist weiblich, Nominativ und Akkusativ sind also gleich).
# Ereignisse sind kurze Sätze ohne Subjekt: Eine Oberfläche kann den Namen davorsetzen
# („Spieler 2: Vom Altar genommen: rote Kreis-Materia (R●).“).

## Farben (Reihenfolge der Indizes in data/spellbook.json), Runen und Tageszeiten

sb-colour-0 = rot
sb-colour-1 = violett
sb-colour-2 = grün
sb-colour-3 = schwarz
sb-colour-4 = weiß
sb-colour-5 = blau
sb-colour-6 = gelb

sb-rune-0 = Kreis
sb-rune-1 = Dreieck
sb-rune-2 = Quadrat

sb-phase-morning = Morgen
sb-phase-midday = Mittag
sb-phase-evening = Abend
sb-phase-end = Tagesende
sb-phase-over = Spielende
sb-phase-none = keine Tageszeit

# Eine Materia: z. B. „rote Kreis-Materia (R●)“.
sb-token = { $colour }e { $rune }-Materia ({ $code })

## Namen der Zauber (deutsche Ausgabe)

sb-spell-sacrifice = Opferung
sb-spell-eruption = Eruption
sb-spell-blaze = Feuersturm
sb-spell-levitation = Levitation
sb-spell-sharing = Verteilung
sb-spell-divination = Hellsicht
sb-spell-purification = Läuterung
sb-spell-cure = Heilung
sb-spell-growth = Wachstum
sb-spell-offering = Darbringung
sb-spell-focus = Fokus
sb-spell-feast = Festmahl
sb-spell-time_travel = Zeitreise
sb-spell-storm = Sturm
sb-spell-clone = Spiegelbild
sb-spell-transmutation = Transmutation
sb-spell-swiftness = Spurt
sb-spell-mirage = Trugbild
sb-spell-abundance = Füllhorn
sb-spell-knowledge = Wissen
sb-spell-communion = Synergie

## Kurzbeschreibungen der Zauber (Hilfe und Tooltips). S3/S4/S5 = Stufe 3/4/5.
## „Passende“ Materia hat dieselbe Rune wie die Materia, die auf der Zauberkarte liegt.

sb-spell-sacrifice-desc = Morgen: Lege 1 Materia mit der Rune der Stufe (S3 Kreis, S4 Dreieck, S5 Quadrat) aus deinem Vorrat ab und ziehe danach 4 Materia aus dem Vortex.
sb-spell-eruption-desc = Morgen: Ziehe aus dem Vortex, bis dein Vorrat 4 (S3), 5 (S4) oder 6 (S5) Materia enthält; hast du schon so viele, passiert nichts.
sb-spell-blaze-desc = Morgen, auf jeder Stufe gleich: Ziehe 4 Materia, danach müssen alle anderen je 1 Materia vom Altar nehmen (solo: Du legst 1 Materia vom Altar auf den unteren Teil der gegnerischen Tafel).
sb-spell-levitation-desc = Morgen: Nimm 2 Materia mit gleicher Rune vom Altar – auf S3 muss es Kreis sein, auf S4 Kreis oder Dreieck, auf S5 ist jede Rune erlaubt.
sb-spell-sharing-desc = Morgen: S3 nimm 1 Materia vom Altar und ziehe 1; S4 nimm bis zu 2 Materia vom Altar; S5 bis zu 3. Danach ziehen alle anderen je 1 (solo: 1 Materia aus dem Vortex kommt auf den unteren Teil der gegnerischen Tafel).
sb-spell-divination-desc = Morgen: Lege 2 Materia aus dem Vortex auf den Altar; dann S3 nimm 2 und lege 1 aus deinem Vorrat ab; S4 nimm bis zu 2 einer Farbe; S5 nimm bis zu 2 in beliebigen Farben.
sb-spell-purification-desc = Mittag: Tausche bis zu 1 (S3), 2 (S4) oder 3 (S5) Materia aus deinem Vorrat einzeln gegen Materia vom Altar, auch wenn dein Vorrat voll ist.
sb-spell-cure-desc = Mittag: Ziehe 1 (S3), 2 (S4) oder 3 (S5) Materia und lege danach genauso viele aus deinem Vorrat ab.
sb-spell-growth-desc = Abend: S3 tausche 1 Materia aus deinem Vorrat gegen 1 auf deiner Tafel; S4 lagere bis zu 2 Materia vom Altar auf deiner Tafel, danach sinkt der Zauber auf S3; S5 bis zu 3, danach sinkt er auf S4.
sb-spell-offering-desc = Mittag: Lagere bis zu 2 (S3), 3 (S4) oder 4 (S5) Materia einer einzigen Farbe aus deinem Vorrat auf deiner Tafel.
sb-spell-focus-desc = Abend: S3 lagere 1 passende Materia aus deinem Vorrat; S4 lagere bis zu 2 davon oder nimm 1 passende Materia vom Altar; S5 lagere bis zu 3 oder nimm bis zu 2.
sb-spell-feast-desc = Mittag: S3 nimm 1 Materia vom Altar in deinen Vorrat, deren Farbe schon auf deiner Tafel liegt; S4 lagere 1 Materia vom Altar auf deiner Tafel; S5 hat keine Aktion, bringt aber 1 Punkt pro Farbe auf deiner Tafel.
sb-spell-time_travel-desc = Abend: Lege 1 Materia mit der Rune der Stufe (S3 Kreis, S4 Dreieck, S5 Quadrat) aus deinem Vorrat ab und werte dann einen anderen gelernten Zauber um 1 Stufe auf (seine Effekte beim Lernen werden nicht erneut ausgelöst).
sb-spell-storm-desc = Abend, nur S4 und S5: Lege beliebig viele Materia vom Altar ab und ersetze sie aus dem Vortex, nimm bis zu 3 Materia vom Altar, danach sinkt der Zauber um 1 Stufe. S3 bringt nur Punkte.
sb-spell-clone-desc = Mittag: Kopiere den Zauber einer anderen Person (mit deren Karte und Stufe) oder eine Standardaktion: S3 Mittag-Aktionen, S4 auch Abend-Aktionen, S5 auch Morgen-Aktionen, nachdem du 1 passende Materia abgelegt hast. Solo: Kopiere den S4-Effekt eines Zaubers, den du nicht gelernt hast.
sb-spell-transmutation-desc = Abend, nur S4 und S5: Lerne einen Zauber und setze dabei passende Materia anderer Farben als Ersatz ein (1 auf S4, bis zu 2 auf S5) statt Dreiergruppen. S3 bringt nur Punkte.
sb-spell-swiftness-desc = Auf S3 oder S4 gelernt: Führe sofort 1 zusätzliche Morgen-Aktion durch. Auf S5: Ab jetzt führst du jeden Tag 2 Morgen-Aktionen durch.
sb-spell-mirage-desc = An deinem eigenen Tag darfst du für jede passende Materia, die vom Altar in deinen Vorrat kommt (genommen oder mit Läuterung eingetauscht), zusätzlich 1 (S3) oder 2 (S4 und S5) Materia aus dem Vortex ziehen; Materia, die du vom Altar direkt auf deiner Tafel lagerst, zählt nicht.
sb-spell-abundance-desc = Beim Lernen: Ziehe 2 (S3), 3 (S4) oder 4 (S5) Materia aus dem Vortex.
sb-spell-knowledge-desc = Punkte für deine anderen gelernten Zauber: S3 je 1 Punkt; S4 2 Punkte für jeden auf Stufe 4 oder 5 und 1 für jeden auf Stufe 3; S5 je 2 Punkte.
sb-spell-communion-desc = S3: Beim Lernen lagerst du bis zu 3 Materia vom Altar auf deiner Tafel. S4: 1 Punkt pro passender Materia auf deiner Tafel. S5: Jedes Mal, wenn du einen Zauber lernst (auch diesen), lagerst du bis zu 2 der bezahlten Materia.

## Aufforderungen (sb-prompt-<Art der Entscheidung>)

sb-prompt-morning = Spieler { $seat }, wähle eine Morgen-Aktion.
sb-prompt-midday = Spieler { $seat }, wähle eine Mittag-Aktion.
sb-prompt-evening = Spieler { $seat }, wähle eine Abend-Aktion.
sb-prompt-swift = Spieler { $seat }, durch Spurt hast du jetzt eine zusätzliche Morgen-Aktion.
sb-prompt-take = { $n ->
    [one] Nimm 1 Materia vom Altar.
   *[other] Nimm bis zu { $n } Materia vom Altar.
}
sb-prompt-take-store = { $n ->
    [one] Lagere 1 Materia vom Altar auf deiner Tafel.
   *[other] Lagere bis zu { $n } Materia vom Altar auf deiner Tafel.
}
sb-prompt-store = { $n ->
    [one] Lagere 1 Materia aus deinem Vorrat auf deiner Tafel.
   *[other] Lagere bis zu { $n } Materia aus deinem Vorrat auf deiner Tafel.
}
sb-prompt-discard = { $n ->
    [one] Lege 1 Materia aus deinem Vorrat ab.
   *[other] Lege { $n } Materia aus deinem Vorrat ab.
}
sb-prompt-swap-altar = { $n ->
    [one] Tausche 1 Materia aus deinem Vorrat gegen 1 vom Altar (noch 1 Tausch).
   *[other] Tausche 1 Materia aus deinem Vorrat gegen 1 vom Altar (noch { $n } Tausche).
}
sb-prompt-swap-familiar = { $n ->
    [one] Tausche 1 Materia aus deinem Vorrat gegen 1 auf deiner Tafel (noch 1 Tausch).
   *[other] Tausche 1 Materia aus deinem Vorrat gegen 1 auf deiner Tafel (noch { $n } Tausche).
}
sb-prompt-storm = { $n ->
    [0] Sturm: Wähle Materia auf dem Altar zum Ablegen; jede wird aus dem Vortex ersetzt.
    [one] Sturm: Wähle weitere Materia auf dem Altar zum Ablegen (bisher 1); jede wird aus dem Vortex ersetzt.
   *[other] Sturm: Wähle weitere Materia auf dem Altar zum Ablegen (bisher { $n }); jede wird aus dem Vortex ersetzt.
}
sb-prompt-bottom = Wähle 1 Materia vom Altar für den unteren Teil der gegnerischen Tafel.
sb-prompt-raise = Wähle einen Zauber, der um 1 Stufe aufgewertet wird.
# „Materia“ ist im Plural gleich, daher ohne Auswahl nach Anzahl.
sb-prompt-focus = Fokus: Bis zu { $store } passende Materia aus deinem Vorrat lagern oder bis zu { $take } passende Materia vom Altar nehmen?
sb-prompt-communion = { $n ->
    [one] Synergie: Du darfst noch 1 der eben bezahlten Materia lagern.
   *[other] Synergie: Du darfst bis zu { $n } der eben bezahlten Materia lagern.
}
sb-prompt-learn-choose = Wähle einen Zauber zum Lernen und die Stufe.
sb-prompt-learn-marker = { $spell } lernen: Wähle die Materia, die auf die Zauberkarte gelegt wird.
sb-prompt-learn-pay = { $left ->
    [one] { $spell } lernen: Bezahle noch 1 Materia.
   *[other] { $spell } lernen: Bezahle noch { $left } Materia.
}
sb-prompt-solo-move = Ende deines Tags: Lege 1 Materia vom Altar auf die Leiste des Gegners.
sb-prompt-draw = Eine Materia wird aus dem Vortex gezogen.

## Verzichten (sb-pass-<Art der Entscheidung>, für Entscheidungen, die man ablehnen kann)

sb-pass-morning = Überspringe den Morgen
sb-pass-midday = Überspringe den Mittag
sb-pass-evening = Überspringe den Abend
sb-pass-swift = Lass die zusätzliche Aktion aus
sb-pass-take = Nimm nichts mehr
sb-pass-take-store = Nimm nichts mehr
sb-pass-store = Lagere nichts mehr
sb-pass-swap-altar = Tausche nicht mehr
sb-pass-swap-familiar = Tausche nicht
sb-pass-storm = Beende das Ablegen
sb-pass-communion = Lagere nichts mehr

## Optionen

# Optionen mit einer Materia (sb-opt-<Art der Entscheidung>).
sb-opt-take = Nimm { $token }
sb-opt-take-store = Lagere { $token } auf deiner Tafel
sb-opt-store = Lagere { $token }
sb-opt-discard = Lege { $token } ab
sb-opt-storm = Lege { $token } vom Altar ab
sb-opt-bottom = Schicke { $token } zum Gegner
sb-opt-communion = Lagere { $token }
sb-opt-learn-marker = Lege { $token } auf die Zauberkarte
sb-opt-learn-pay = Gib { $token } aus
sb-opt-solo-move = Lege { $token } auf die Leiste des Gegners
sb-opt-draw = Ziehe { $token }

# Aktionen der Tageszeiten.
sb-opt-take1 = Nimm 1 Materia vom Altar
sb-opt-draw2 = Ziehe 2 Materia aus dem Vortex
sb-opt-store1 = Lagere 1 Materia aus deinem Vorrat
sb-opt-learn-any = Lerne einen Zauber
sb-opt-use = Wirke { $spell } (Stufe { $level })
sb-opt-learn = Lerne { $spell } auf Stufe { $level }
sb-opt-clone = Kopiere { $spell } auf Stufe { $level } (Spieler { $seat })
sb-opt-clone-basic = Kopiere eine Standardaktion: { $action }

# Weitere Entscheidungen.
sb-opt-swap = Gib { $give } ab, erhalte { $get }
sb-opt-triple = Bezahle mit drei Materia gleicher Rune: { $tokens }
sb-opt-focus-store = Lagere Materia aus deinem Vorrat
sb-opt-focus-take = Nimm Materia vom Altar
sb-opt-raise = Werte { $spell } auf Stufe { $level } auf
sb-opt-id = Option { $id }

## Ereignisse

sb-ev-use = { $spell } auf Stufe { $level } gewirkt.
sb-ev-clone = Spiegelbild eingesetzt: { $option }.
sb-ev-skip = Keine Aktion am { $phase }.
sb-ev-take = Vom Altar genommen: { $token }.
sb-ev-take-store = Vom Altar auf der Tafel gelagert: { $token }.
sb-ev-store = Auf der Tafel gelagert: { $token }.
sb-ev-draw = Gezogen: { $token }.
sb-ev-draw-altar = Neue Materia auf dem Altar: { $token }.
sb-ev-draw-bottom = Für den unteren Teil der gegnerischen Tafel gezogen: { $token }.
sb-ev-draw-failed = Nichts zu ziehen: Vortex und Ablage sind beide leer.
sb-ev-bag-refill = { $n ->
    [one] Der Vortex war leer, daher kommt die abgelegte Materia zurück hinein (1 Materia).
   *[other] Der Vortex war leer, daher kommen die abgelegten Materia zurück hinein ({ $n } Materia).
}
sb-ev-discard = Abgelegt: { $token }.
sb-ev-swap = Getauscht: { $give } gegen { $get }.
sb-ev-altar-discard = Vom Altar abgelegt: { $token }.
sb-ev-altar-wipe = Der Altar wird geräumt.
sb-ev-bottom = Auf den unteren Teil der gegnerischen Tafel gelegt: { $token }.
sb-ev-mirage = { $n ->
    [one] Trugbild: 1 Materia zusätzlich gezogen.
   *[other] Trugbild: { $n } Materia zusätzlich gezogen.
}
sb-ev-marker = Auf die Zauberkarte { $spell } gelegt: { $token }.
sb-ev-pay = Bezahlt: { $tokens }.
# web-anim: a group of such lines in the log
sb-ev-draw-many = { $n } gezogen: { $items }.
sb-ev-draw-altar-many = { $n } neue Materia auf dem Altar: { $items }.
sb-ev-pay-many = Bezahlt: { $items }.
sb-ev-learn = { $spell } auf Stufe { $level } gelernt.
sb-ev-level = { $spell } ist jetzt auf Stufe { $level }.
sb-ev-raise = { $spell } auf Stufe { $level } aufgewertet.
sb-ev-solo-move = Auf Feld { $space } der gegnerischen Leiste gelegt: { $token }.
sb-ev-end-trigger = Das Ende naht: Nach dieser Runde ist das Spiel vorbei.
sb-ev-game-over = Das Spiel ist vorbei.

## Spielplan

sb-board-title = Runde { $round } · Spieler { $seat } · { $phase }
sb-board-altar = Altar
sb-board-supply = Nachschub
sb-board-bag = Vortex: { $n }
sb-board-discard = Ablage: { $n }
sb-board-final-round = Letzte Runde!
sb-board-spells = Zauber
sb-board-level-points = S{ $level }: { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
  }
sb-board-seat = Spieler { $seat }: { $score ->
    [one] 1 Punkt
   *[other] { $score } Punkte
  }
sb-board-pool = Vorrat ({ $n })
sb-board-familiar = Vertrautentafel ({ $n } gelagert, { $value } wert; mit einer weiteren { $next })
sb-board-learned = Stufe { $level }, { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
  }
sb-board-familiar-points = Vertrautentafel
sb-board-opponent = Gegner: { $score ->
    [one] 1 Punkt
   *[other] { $score } Punkte
  }
sb-board-opponent-name = Gegner
sb-board-opponent-points = Tafel des Gegners
sb-board-opponent-track = Leiste ({ $n } belegt)
sb-board-opponent-bottom = Unterer Teil ({ $n })

## topics-sb: was ein Zauber oder eine Aktion bewirkt und warum sie gerade nicht angeboten wird

sb-topic-take = Vom Altar nehmen
sb-topic-draw = Aus dem Vortex ziehen
sb-topic-store = Auf der Vertrautentafel lagern
sb-topic-learn = Einen Zauber lernen
sb-topic-opponent = Die Leiste des Gegners
sb-topic-take-text = Morgenaktion: Nimm 1 Materia vom Altar in deinen Vorrat. Dafür braucht es Materia auf dem Altar und Platz in deinem Vorrat (höchstens { $limit } Materia).
sb-topic-draw-text = Morgenaktion: Ziehe 2 Materia aus dem Vortex in deinen Vorrat; du hörst auf, sobald er { $limit } enthält.
sb-topic-store-text = Mittagsaktion: Lege 1 Materia aus deinem Vorrat auf das nächste Feld deiner Vertrautentafel. Je voller die Tafel, desto mehr Punkte; sind alle { $spaces } Felder belegt, endet das Spiel nach dieser Runde.
sb-topic-learn-text = Abendaktion: Lerne einen Zauber im Spiel auf Stufe 3, 4 oder 5 und bezahle so viele Materia seiner Farbe aus deinem Vorrat. Eine davon muss wirklich diese Farbe haben und wird zum Marker des Zaubers; drei Materia mit derselben Rune können jede der übrigen ersetzen. Jeder Zauber wird nur einmal gelernt; wer alle Zauber im Spiel gelernt hat, beendet das Spiel nach dieser Runde.
sb-topic-opponent-text = Solo: Lege am Ende jedes deiner Tage 1 Materia vom Altar auf das nächste Feld der Leiste des Gegners. Auf den Feldern { $wipe } wird der Altar geräumt und mit { $altar } neuen Materia belegt; sonst wird er auf { $altar } aufgefüllt. Ist Feld { $spaces } belegt, endet das Spiel.
# Die Kurzbeschreibung eines Zaubers und seine Punkte auf jeder Stufe.
sb-topic-spell-text = { $desc } Punkte: S3 { $p3 }, S4 { $p4 }, S5 { $p5 }.
sb-topic-points-var = variabel
sb-topic-or2 = { $a } oder { $b }
sb-topic-or3 = { $a }, { $b } oder { $c }

sb-why-over = Das Spiel ist vorbei.
sb-why-turn = Spieler { $seat } ist am Zug, nicht du.
sb-why-draw = Warte: Gerade wird Materia aus dem Vortex gezogen.
sb-why-busy = Beende zuerst den laufenden Schritt.
sb-why-take-phase = 1 Materia vom Altar zu nehmen ist eine Morgenaktion.
sb-why-draw-phase = 2 Materia aus dem Vortex zu ziehen ist eine Morgenaktion.
sb-why-store-phase = 1 Materia aus dem Vorrat zu lagern ist eine Mittagsaktion.
sb-why-learn-phase = Zauber werden am Abend gelernt.
sb-why-learn-phase-none = Zauber werden am Abend gelernt, und mit deinem jetzigen Vorrat könntest du keinen Zauber bezahlen, den du noch nicht kennst (ein Abend ohne etwas zu lernen wird übersprungen).
sb-why-pool-full = Dein Vorrat ist voll ({ $limit } Materia).
sb-why-altar-empty = Der Altar ist leer.
sb-why-pool-empty = Dein Vorrat ist leer.
sb-why-familiar-full = Deine Vertrautentafel ist voll.
sb-why-learn-all = Du hast schon alle Zauber im Spiel gelernt.
sb-why-learn-none = Du kannst keinen Zauber bezahlen, den du noch nicht gelernt hast.
sb-why-opponent = Am Ende deines Tages legst du Materia auf die Leiste des Gegners.
sb-why-unlearned = Du hast { $spell } nicht gelernt; Zauber werden am Abend gelernt.
sb-why-learned = Du hast { $spell } schon gelernt.
sb-why-learn-colour = Um { $spell } zu lernen, brauchst du mindestens 1 Materia der Farbe { $colour } in deinem Vorrat.
sb-why-learn-short = Um { $spell } zu lernen, brauchst du 3 Materia der Farbe { $colour }; drei Materia mit derselben Rune zählen als eine.
sb-why-no-action = { $spell } hat auf deiner Stufe keine Aktion zum Einsetzen.
sb-why-phase = Du kannst { $spell } nur am { $phase } einsetzen.
sb-why-learned-phase = Du hast { $spell } schon gelernt; der Zauber wird am { $phase } eingesetzt.
sb-why-fresh = Du hast { $spell } heute gelernt: Die Aktion des Zaubers steht dir ab deinem nächsten Tag zur Verfügung.
sb-why-rune = { $spell } braucht Materia mit der Rune { $runes } in deinem Vorrat.
sb-why-raise = { $spell } braucht einen weiteren gelernten Zauber unter Stufe 5, um ihn aufzuwerten.
sb-why-transmute = Mit den Ersatz-Materia von { $spell } kannst du keinen Zauber bezahlen.
sb-why-clone = { $spell } kann gerade nichts kopieren.
sb-why-cannot = Du kannst { $spell } gerade nicht einsetzen.

## the coach's why: what an option did at once (topics.effects)
sb-effect-familiar = einen Vertrauten aus { $tokens ->
    [one] 1 Marke
   *[other] { $tokens } Marken
} im Wert von { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkten
} gewonnen
sb-effect-spell = { $spell } auf Stufe { $level } ({ $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
}) gebracht
sb-effect-pool = { $tokens ->
    [one] 1 Marke in deinen Vorrat gelegt
   *[other] { $tokens } Marken in deinen Vorrat gelegt
}
sb-effect-pool-spent = { $tokens ->
    [one] 1 Marke aus deinem Vorrat ausgegeben
   *[other] { $tokens } Marken aus deinem Vorrat ausgegeben
}

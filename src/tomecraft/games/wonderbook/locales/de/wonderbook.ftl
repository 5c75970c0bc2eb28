# Wonder Book: Eingabeaufforderungen, Optionen, Ereignisse und Spielplan-Beschriftungen der Engine.

## Prompts
wb-prompt-action = { $hero }: Wähle eine Aktion (noch { $left }).
wb-prompt-reroll = { $hits } Treffer mit { $dice ->
    [one] { $dice } Würfel
   *[other] { $dice } Würfeln
}. Ein Herz abgeben, um die Fehlwürfe neu zu werfen?
wb-prompt-target = Wähle einen Wyrm, der { $n } Schaden erleidet.
wb-prompt-stun = Wähle einen Wyrm, der betäubt wird.
wb-prompt-heal = Wähle einen Helden, der { $n ->
    [one] { $n } Herz
   *[other] { $n } Herzen
} zurückerhält.
wb-prompt-walk = Bewege dich in eine angrenzende Zone (noch { $n ->
    [one] { $n } Bewegung
   *[other] { $n } Bewegungen
}) oder halte an.
wb-prompt-swap = Wähle den Helden, mit dem du den Platz tauschst.
wb-prompt-give = Wähle den Helden, der { $item } erhält.
wb-prompt-consent = { $hero } bittet um { $item }. Hergeben?
wb-prompt-ask-whom = Mehrere Helden in der Nähe haben { $item }: wähle, wen du fragst.
wb-prompt-choose-hero = Wähle einen Helden: { $what }
wb-prompt-upgrade = { $hero } erhält eine Verbesserungskarte: Wähle die Fähigkeit, die für immer bleibt.
wb-prompt-wyrm-order = Wähle den Wyrm, der als Nächstes handelt.
wb-prompt-wyrm-hit = Wyrm { $w } greift an: Wähle den Helden, der ein Herz verliert.
wb-prompt-wyrm-move = Wyrm { $w } bewegt sich zum nächsten Helden: Wähle die Zone.
wb-prompt-remove-wyrm = { $zone }: Wähle den Wyrm, der in den Vorrat zurückkehrt.
wb-prompt-dilemma = Dilemma ({ $card }): { $text } Die Gruppe entscheidet.
wb-prompt-next-hero = Wähle den Helden, der als Nächstes spielt.
wb-prompt-item-to = Wähle den Helden, der { $item } nimmt.
wb-prompt-dice = { $n ->
    [one] { $n } Würfel wird geworfen
   *[other] { $n } Würfel werden geworfen
}.
wb-prompt-passage = Eine Passagenkarte wird gezogen.
wb-prompt-wyrm-card = Eine Wyrm-Karte wird aufgedeckt.

## Verbs (in prompts)
wb-verb-hearts = { $sign ->
    [gain] erhält { $n ->
        [one] { $n } Herz zurück
       *[other] { $n } Herzen zurück
    }
   *[lose] verliert { $n ->
        [one] { $n } Herz
       *[other] { $n } Herzen
    }
}
wb-verb-sparks = { $sign ->
    [gain] erhält { $n } Funken
   *[lose] gibt { $n } Funken zurück
}
wb-verb-passage = zieht eine Passagenkarte
wb-verb-item = nimmt den Gegenstand
wb-verb-move = bewegt sich
wb-verb-shield = erhält { $n ->
    [one] { $n } Schild
   *[other] { $n } Schilde
}

## Options
wb-opt-pass-action = Zug beenden
wb-opt-pass-reroll = Wurf behalten
wb-opt-yes-reroll = Fehlwürfe neu werfen (1 Herz)
wb-opt-pass-walk = Hier anhalten
wb-opt-pass-consent = Behalten
wb-opt-yes-consent = Hergeben
wb-opt-pass-target = Aufhören
wb-opt-pass-stun = Aufhören
wb-opt-collect = Einen Funken sammeln
wb-opt-attack = Angreifen
wb-opt-move = In die Zone { $zone } bewegen
wb-opt-zone = { $zone }
wb-opt-ability = { $ability } einsetzen ({ $sparks } Funken)
wb-opt-interact = Interagieren: { $title }
wb-opt-special = { $item } benutzen
wb-opt-give = { $item } weitergeben
wb-opt-ask = Um { $item } bitten
wb-opt-rule-action = Sonderaktion: { $action }
wb-opt-hero = { $hero }
wb-opt-wyrm = Wyrm { $w } in der Zone { $zone }{ $stunned ->
    [1] {" "}(betäubt)
   *[0] {""}
}
wb-opt-dilemma = { $text }
wb-opt-side = { $ability } behalten
wb-opt-hits = { $n } Treffer
wb-opt-wyrm-card = { $card }
wb-opt-passage = { $item }

## Events
wb-ev-card = Karte { $n }, { $title }: { $text }
wb-ev-card-back = Karte { $n } (Rückseite): { $text }
wb-ev-dilemma = Gewählt: { $option } { $text }
wb-ev-goal = Ziel erreicht: { $goal } { $text }
wb-ev-ending = { $destiny } Schicksalsmarker aufgedeckt. { $text }
wb-ev-round = Runde { $n }: Spielerphase.
wb-ev-enemies = Gegnerphase.
wb-ev-turn = { $hero } ist am Zug.
wb-ev-pass-extra = { $hero } verzichtet auf die zusätzliche Aktion.
wb-ev-move = { $hero } bewegt sich in die Zone { $zone }.
wb-ev-collect = { $hero } sammelt einen Funken (jetzt { $sparks }).
wb-ev-attack = { $hero } greift an.
wb-ev-ability = { $hero } setzt { $ability } ein.
wb-ev-special = { $hero } benutzt { $item }.
wb-ev-rule-action = { $hero } führt die Sonderaktion { $action } aus.
wb-ev-ask = { $hero } bittet um { $item }.
wb-ev-refuse = { $item } bleibt bei seinem Besitzer.
wb-ev-give = { $item } geht an { $hero }.
wb-ev-item = { $hero } nimmt { $item }.
wb-ev-passage = { $hero } zieht die Passage { $item }.
wb-ev-passage-shuffle = Der Ablagestapel der Passagen wird zum neuen Passagenstapel.
wb-ev-interact = { $hero } interagiert mit { $title }: { $text }
wb-ev-roll = Wurf { $faces }: { $hits } Treffer mit { $dice ->
    [one] { $dice } Würfel
   *[other] { $dice } Würfeln
}.
wb-ev-reroll = Nach dem Neuwurf { $faces }: { $hits } Treffer mit { $dice ->
    [one] { $dice } Würfel
   *[other] { $dice } Würfeln
}.
wb-ev-reroll-heart = { $hero } gibt ein Herz ab, um neu zu werfen.
wb-ev-challenge-ok = Die Herausforderung gelingt.
wb-ev-challenge-fail = Die Herausforderung misslingt.
wb-ev-swap = { $hero } tauscht den Platz mit { $other }.
wb-ev-upgrade = { $hero } behält { $ability } für immer.
wb-ev-sparks = { $hero }: { $n ->
    [one] { $n } Funke
   *[other] { $n } Funken
}.
wb-ev-heal = { $hero } erhält { $n ->
    [one] { $n } Herz
   *[other] { $n } Herzen
} zurück.
wb-ev-hurt = { $hero } verliert { $n ->
    [one] { $n } Herz
   *[other] { $n } Herzen
} (noch { $left }).
wb-ev-ko = { $hero } ist k. o.!
wb-ev-stand = { $hero } steht mit vollen Herzen wieder auf.
wb-ev-destiny-up = { $n } Schicksalsmarker aufgedeckt ({ $up } offen).
wb-ev-destiny-down = Ein Schicksalsmarker wird umgedreht ({ $up } offen).
wb-ev-spawn = { $n ->
    [one] { $n } Wyrm erscheint
   *[other] { $n } Wyrms erscheinen
} in der Zone { $zone }.
wb-ev-wyrm-card = Wyrm-Karte: { $card } ({ $spawn ->
    [one] { $spawn } erscheint
   *[other] { $spawn } erscheinen
}, je { $activate ->
    [one] { $activate } Aktion
   *[other] { $activate } Aktionen
}).
wb-ev-reveal-another = Eine weitere Wyrm-Karte wird aufgedeckt.
wb-ev-wyrm-shuffle = Der Ablagestapel der Wyrms wird zum neuen Wyrm-Stapel.
wb-ev-wyrm-up = Wyrm { $w } steht wieder auf.
wb-ev-wyrm-hit = Wyrm { $w } beißt { $hero }.
wb-ev-wyrm-move = Wyrm { $w } bewegt sich in die Zone { $zone }.
wb-ev-wyrm-damage = Wyrm { $w } erleidet { $n } Schaden und ist betäubt.
wb-ev-stun = Wyrm { $w } ist betäubt.
wb-ev-defeat = Wyrm { $w } ist besiegt und kehrt in den Vorrat zurück.
wb-ev-explode = Die Wyrms in der Zone { $zone } platzen!
wb-ev-wyrm-removed = Wyrm { $w } verlässt die Zone { $zone } und kehrt in den Vorrat zurück.
wb-ev-extra = { $hero } erhält { $n ->
    [one] { $n } zusätzliche Aktion
   *[other] { $n } zusätzliche Aktionen
}.
wb-ev-key = Schlüssel notiert: { $name }.
wb-ev-key-erase = Schlüssel gestrichen: { $name }.
wb-ev-wyrm-added = { $card } kommt dauerhaft in den Wyrm-Stapel.
wb-ev-wyrm-top = { $card } kommt verdeckt oben auf den Wyrm-Stapel: alle wissen, dass sie als Nächste kommt.
wb-ev-wyrm-bottom = { $card } kommt unter den Wyrm-Stapel: alle wissen, dass sie zuletzt kommt.
wb-ev-rule-on = Sonderregel gilt: { $title }.
wb-ev-rule-off = Sonderregel abgelegt: { $title }.
wb-ev-scene = Das Buch blättert zu einer neuen Szene: { $scene }.
wb-ev-win = Kapitel geschafft: { $chapter }!
wb-ev-lose-destiny = Der letzte Schicksalsmarker ist umgedreht: Das Kapitel ist verloren.
wb-loss-destiny = Schicksal aufgebraucht
wb-score-name = Verbliebenes Schicksal
wb-ev-unfinished = Die Partie wurde unvollendet angehalten: Das Ziel dauerte mehr Runden, als dieser Lauf nur mit Bots erlaubt.
wb-ev-aura = Die Dunkle Aura wird nach { $zone } gelegt.
wb-ev-aura-gone = Die Dunkle Aura verlässt den Spielplan.
wb-ev-chest = Die Schatztruhe wird geöffnet: { $text }
wb-ev-chest-empty = Die Schatztruhe wurde schon früher in der Kampagne geöffnet: Es ist nichts mehr darin.
wb-ev-creature = { $creature } ist in { $zone } mit { $n ->
    [one] 1 Herz
   *[other] { $n } Herzen
    }.
wb-ev-creature-gone = { $creature } verlässt den Spielplan.
wb-ev-creature-heal = { $creature } erhält { $n } { $n ->
    [one] Herz
   *[other] Herzen
    } zurück (noch { $left }).
wb-ev-creature-hurt = { $creature } verliert { $n } { $n ->
    [one] Herz
   *[other] Herzen
    } (noch { $left }).
wb-ev-creature-down-ally = { $creature } ist gefallen.
wb-ev-creature-down-enemy = { $creature } ist besiegt.
wb-ev-practice = Übungspartie: { $chapter } wurde ohne die vorigen Kapitel begonnen, daher gibt diese Partie keinen Kampagnenstand weiter.

## Board
wb-board-title = { $chapter }: Schicksal { $destiny }/{ $total } offen, Runde { $round }
wb-board-practice = Übung
wb-board-practice-note = ein Kapitel ohne die früheren begonnen; kein Kampagnenstand wird behalten
wb-board-chest = Schatztruhe
wb-board-chest-sealed = versiegelt (erst öffnen, wenn eine Karte es sagt)
wb-board-chest-open = geöffnet
wb-board-creature-ally = Verbündeter { $n }
wb-board-creature-enemy = Gegner { $n }
wb-board-creature = { $creature } in { $zone }: { $hearts }/{ $max } Herzen
wb-board-card = Karte
wb-board-goal = Ziel
wb-board-wyrm-deck = Wyrms
wb-board-decks = Stapel { $deck }, Ablage { $discard }, Vorrat { $reserve }
wb-board-wyrm-known = Bekannte Reihenfolge
wb-board-wyrm-top = oben: { $cards }
wb-board-wyrm-bottom = unten: { $cards }
wb-board-last-wyrm = Letzte Wyrm-Karte
wb-board-result = Ergebnis
wb-board-map = Karte
wb-board-zones = Zonen
wb-board-zone-key = { $letter } { $zone }
wb-board-map-key = { $heroes } Helden (({ $ko }) k. o.) · W1 Wyrm 1 (w1 betäubt) · *2 Funken · ? Gegenstand · @ Strudel · & Dunkle Aura · +1:3 Verbündeter 1 (3 Herzen) · !2:4 Gegner 2 · ~ verletzt · X kein Zutritt · # kein Ausgang · ┄┆ offen · ━┃ Wand
wb-board-mark-heroes = { $heroes } Helden (({ $ko }) k. o.)
wb-board-mark-wyrm = W1 Wyrm 1 (w1 betäubt)
wb-board-mark-sparks = *2 Funken
wb-board-mark-object = ? Gegenstand
wb-board-mark-vortex = @ Strudel
wb-board-mark-aura = & Dunkle Aura
wb-board-mark-ally = +1:3 Verbündeter 1 (3 Herzen)
wb-board-mark-enemy = !2:4 Gegner 2
wb-board-mark-hurt = ~ verletzt
wb-board-mark-no-enter = X kein Zutritt
wb-board-mark-no-leave = # kein Ausgang
wb-board-mark-open = ┄┆ offen
wb-board-mark-wall = ━┃ Wand
wb-board-heroes = Helden
wb-board-abilities = Was { $hero } kann
wb-board-hero = { $hero } (Spieler { $seat })
wb-board-hearts = { $n }/{ $max } Herzen
wb-board-sparks = { $n ->
    [one] { $n } Funke
   *[other] { $n } Funken
}
wb-board-ko = k. o.
wb-board-rules = Sonderregeln und Schlüssel
wb-board-keys = Schlüssel
wb-board-destiny-left = Schicksal offen
wb-board-cards-read = Gelesene Karten
wb-breakdown-total = Verbliebenes Schicksal (Teamwertung)

## Themen: was ein Ding auf dem Spielplan tut und warum es nicht angeboten wird (topics-mw, issue 12)
wb-topic-none = keine
wb-topic-comma = { $first }, { $rest }
wb-topic-zone-text = Funken hier: { $sparks }. Benachbart (über eine gestrichelte Grenze): { $near }.
wb-topic-hero-text = { $hearts } von { $max } Herzen, { $sparks ->
    [one] { $sparks } Funke
   *[other] { $sparks } Funken
}, in der Zone { $zone }.
wb-topic-hero-ko = Kampfunfähig in der Zone { $zone }, mit { $sparks } Funken: steht in der nächsten Spielerphase mit allen { $max } Herzen wieder auf.
wb-topic-wyrm = Wyrm { $w }
wb-topic-wyrm-text = In der Zone { $zone }, mit { $damage } von { $health } Schaden: { $health } Schaden besiegen ihn. Ein beschädigter Wyrm ist betäubt und verbraucht seine nächste Aktion zum Aufstehen; sonst beißt er einen Helden in seiner Zone oder bewegt sich zum nächsten.
wb-topic-range-here = die eigene Zone
wb-topic-range-near = die eigene Zone oder eine benachbarte
wb-topic-range-anywhere = überall auf der Karte
wb-topic-collect = Einen Funken sammeln
wb-topic-collect-text = Nimm einen Funken aus der Zone deines Helden (eine Aktion).
wb-topic-pass = Den Zug beenden
wb-topic-pass-text = Verzichte auf deine restlichen Aktionen; der nächste Held ist dran.
wb-topic-give-text = Eine Aktion: Gib { $item } einem Helden (nicht bewusstlos) in deiner oder einer angrenzenden Zone; du wählst, wer es bekommt.
wb-topic-ask-text = Eine Aktion: Bitte um { $item }, das ein Held (nicht bewusstlos) in deiner oder einer angrenzenden Zone hält; wer ihn spielt, kann es übergeben oder ablehnen.
wb-why-over = Das Kapitel ist vorbei.
wb-why-chance = Warte: Die Würfel rollen oder eine Karte wird gezogen.
wb-why-turn = Spieler { $seat } entscheidet gerade.
wb-why-busy = Schließe zuerst den laufenden Schritt ab.
wb-why-not-hero = { $hero } ist nicht am Zug.
wb-why-range = Kein Wyrm ist in Reichweite dieses Angriffs ({ $range }).
wb-why-wyrm-range = Dieser Wyrm ist außer Reichweite des Angriffs deines Helden ({ $range }).
wb-why-sparks = Es kostet { $n } Funken; dein Held hat { $have }.
wb-why-zone = Das geht nur in der Zone { $zone }.
wb-why-target = Gerade gibt es nichts, worauf es wirken könnte (kein Wyrm in Reichweite).
wb-why-ask-far = Um danach zu fragen, muss { $hero } in der Zone deines Helden oder daneben stehen.
wb-why-zone-here = Dein Held steht schon hier.
wb-why-zone-far = Diese Zone grenzt nicht an die deines Helden (keine gestrichelte Grenze dazwischen).
wb-ev-shield = { $hero } erhält { $n ->
    [one] { $n } Schild
   *[other] { $n } Schilde
} (jeder hebt 1 verlorenes Herz auf).
wb-ev-shield-used = Der Schild von { $hero } hebt { $n ->
    [one] { $n } Herz
   *[other] { $n } Herzen
} Schaden auf.
wb-board-shield = { $n ->
    [one] { $n } Schild
   *[other] { $n } Schilde
}
wb-opt-creature = { $creature } in der Zone { $zone } ({ $n } ♥)
wb-topic-creature-ally = Ein Verbündeter in der Zone { $zone } mit { $hearts } von { $max } Herzen. Die Heilung eines Helden (ein heilender Angriff) darf ihm gelten; bei 0 Herzen ist er gefallen.
wb-topic-creature-enemy = Ein Gegner in der Zone { $zone } mit { $hearts } von { $max } Herzen. Angriffe und Schaden der Helden dürfen ihn wie einen Wyrm treffen: Jeder Treffer kostet 1 Herz; bei 0 Herzen ist er besiegt.
wb-why-ally = Einen Verbündeten greift man nicht an; heile ihn, wenn die Heilung eines Helden dich wählen lässt.
wb-topic-then = { $first } { $rest }
wb-topic-no-enter = Sonderregel: Kein Held darf diese Zone betreten.
wb-topic-no-leave = Sonderregel: Kein Held darf diese Zone verlassen.
wb-topic-hurt-enter = Sonderregel: Ein Held, der diese Zone betritt, verliert 1 Herz.
wb-topic-hurt = Sonderregel: Ein Held, der hier seinen Zug beendet, verliert 1 Herz.
wb-why-forbidden = Eine geltende Sonderregel verbietet diese Aktion.
wb-why-leave = Eine Sonderregel verbietet, { $zone } zu verlassen.
wb-why-enter = Eine Sonderregel verbietet, { $zone } zu betreten.
wb-board-forbidden = Von den Sonderregeln verboten
wb-forbid-collect = einen Funken aufnehmen
wb-forbid-attack = angreifen
wb-forbid-move = sich bewegen
wb-forbid-ability = Fähigkeiten
wb-forbid-interact = mit Objekten interagieren
wb-forbid-special = Sonderaktionen von Gegenständen
wb-forbid-give = Gegenstände geben
wb-forbid-ask = um Gegenstände bitten
wb-forbid-rule_action = Aktionen der Sonderregeln
wb-why-object = Dein Held muss in der Zone { $zone } stehen, um es zu benutzen.
wb-why-collect = In der Zone deines Helden liegt kein Funke.

# web-board: rerolling the misses (a topic: what it does, why not)
wb-topic-reroll = Fehlwürfe neu würfeln
wb-topic-reroll-text = Direkt nach einem Wurf für eine Fähigkeit oder Spezialaktion deines Helden, der danebenging: Lege ein Herz ab (nie das letzte) und würfle die Fehlwürfe noch einmal; einmal pro Zug.
wb-why-reroll-used = { $hero } hat in diesem Zug schon neu gewürfelt.
wb-why-reroll-hearts = { $hero } hat nur noch ein Herz, und das letzte wird nie abgelegt.
wb-why-reroll-ko = { $hero } ist außer Gefecht.
wb-why-reroll-roll = Das geht nur direkt nach einem Wurf von { $hero }, der danebenging.
wb-prompt-may = { $group ->
    [1] Laut Karte darf die Gruppe ihren Schritt { $n } ausführen: tun?
   *[0] { $hero } darf Schritt { $n } des Effekts ausführen: tun?
}
wb-opt-yes-may = Ausführen
wb-opt-pass-may = Auslassen
wb-ev-may-skip = Schritt { $n } (freiwillig) wird ausgelassen.
wb-board-no-ability = keine Fähigkeit
wb-board-phase = Phase der Spieler
wb-phase-actions = { $n } { $n ->
    [one] Aktion
   *[other] Aktionen
} pro Zug
wb-phase-turns = { $n ->
    [one] ein Held spielt (die Gruppe wählt)
   *[other] { $n } Helden spielen (die Gruppe wählt)
}
wb-phase-seats = Platz für Platz ab dem führenden Platz
wb-phase-zone = nur Helden in { $zone } spielen
wb-phase-any = alle Helden spielen
wb-ev-turns = Die Helden spielen jetzt ihre Züge.
wb-ev-card-hearts-on = { $n } { $n ->
    [one] Herz kommt
   *[other] Herzen kommen
    } aus dem Vorrat auf { $card } (dort { $left }).
wb-ev-card-hearts-off = { $n } { $n ->
    [one] Herz geht
   *[other] Herzen gehen
    } von { $card } zurück in den Vorrat (noch { $left }).
wb-board-card-hearts = Herzen auf Karten
wb-board-card-hearts-cell = { $card }: { $hearts }/{ $max }
wb-board-defeated = ({ $n } besiegt)

## the coach's why: what an option did at once (topics.effects)
wb-effect-objective = { $count ->
    [one] das Ziel der Szene erfüllt
   *[other] { $count } Ziele erfüllt
}
wb-effect-objective-lost = { $count ->
    [one] 1 schon erfülltes Ziel verloren
   *[other] { $count } schon erfüllte Ziele verloren
}
wb-effect-wyrms = { $count ->
    [one] 1 Wyrm besiegt
   *[other] { $count } Wyrms besiegt
}
wb-effect-damage = den Wyrms { $count } Schaden zugefügt
wb-effect-destiny-up = { $count ->
    [one] 1 Schicksalsmarke aufgedeckt
   *[other] { $count } Schicksalsmarken aufgedeckt
}
wb-effect-destiny-down = { $count ->
    [one] 1 Schicksalsmarke umgedreht
   *[other] { $count } Schicksalsmarken umgedreht
}
wb-effect-hearts = { $count ->
    [one] den Helden 1 Herz gegeben
   *[other] den Helden { $count } Herzen gegeben
}
wb-effect-hearts-lost = { $count ->
    [one] 1 Herz verloren
   *[other] { $count } Herzen verloren
}
wb-effect-shields = { $count ->
    [one] den Helden 1 Schild gegeben
   *[other] den Helden { $count } Schilde gegeben
}
wb-effect-shields-lost = { $count ->
    [one] 1 Schild verloren
   *[other] { $count } Schilde verloren
}
wb-effect-sparks = { $count ->
    [one] 1 Funken gewonnen
   *[other] { $count } Funken gewonnen
}
wb-effect-sparks-spent = { $count ->
    [one] 1 Funken ausgegeben
   *[other] { $count } Funken ausgegeben
}
wb-effect-items = { $count ->
    [one] 1 Gegenstand gewonnen
   *[other] { $count } Gegenstände gewonnen
}
wb-effect-items-lost = { $count ->
    [one] 1 Gegenstand verloren
   *[other] { $count } Gegenstände verloren
}

# The bot levels in this game (tomecraft bots wonderbook, the lobby): what they do here.
bot-desc-greedy-wonderbook = Anfänger: nimmt die Option, die einen Schritt voraus am besten aussieht, nach dem, was sein Platz sieht. Etwa 1 ms pro Zug.
bot-desc-easy-wonderbook = Leicht: spielt die besten Optionen von greedy mit Durchläufen ein Stück weiter und behält die beste; sein Team gewinnt meist öfter als eines aus greedy. Wenige ms pro Zug.
bot-desc-medium-wonderbook = Mittel, die Voreinstellung („bot“): mehr Durchläufe; sein Team gewinnt in jedem Kapitel öfter als eines aus greedy. Bis etwa 20 ms pro Zug.
bot-desc-hard-wonderbook = Schwer: die meisten Durchläufe; gewinnt etwas öfter als mittel, bei etwa doppelter Zeit.

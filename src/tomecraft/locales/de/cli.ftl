# Die Kommandozeile von tomecraft: deutscher Katalog (Übersetzung von en/cli.ftl).
#
# Befehle, Optionen und Schlüsselwörter, die wörtlich eingegeben werden („human“, „bot“,
# „play“, „--seed“, „s“, „b“, „q“, „c“, „?“), bleiben unübersetzt.

## Hilfetexte

cli-help-app = Brettspiele mit Bots im Terminal spielen, simulieren und nachspielen.
cli-help-version = Version anzeigen und beenden.
cli-help-lang = Sprache der Texte (en, es, de, zh-TW).
cli-help-game = Das zu spielende Spiel (siehe „tomecraft games“).
cli-help-game-default = Das zu spielende Spiel (Standard: { $game }; siehe „tomecraft games“).
cli-help-seed = Startwert (Seed) der Partie (zufällig, wenn weggelassen; er wird angezeigt, damit die Partie wiederholt werden kann).
cli-help-set = Spieloption „set“ (SpellBook: 1, 2, 3 oder classic).
cli-help-spells = Spieloption „spells“: eine ausdrückliche Liste von Zauber-IDs, durch Kommas getrennt.
cli-help-difficulty = Spieloption „difficulty“ (SpellBook: 0-3, nur solo; The Big Book of Madness: I, II oder III; Wonder Book: easy, normal oder hard).
cli-help-first = Spieloption „first_player“: der Platz, der beginnt, gezählt ab 1 wie die Plätze angezeigt werden.
cli-help-play = Eine Partie spielen: Menschen an der Tastatur gegen Bots, oder Bots beim Spielen zusehen.
cli-help-players = Ein Eintrag pro Platz, durch Kommas getrennt: „human“ oder eine Bot-Art („bot“ ist die empfohlene Stufe des Spiels; siehe `tomecraft bots`).
cli-help-save = Die Spieldatei (JSON) am Ende oder beim Beenden hierhin schreiben.
cli-help-resume = Eine mit --save oder „s DATEI“ gespeicherte Partie fortsetzen (die Spieler müssen zu ihrer Anzahl an Plätzen passen).
cli-help-delay = Pause in Sekunden nach jedem Bot-Zug (Standard: 0, wenn nur Bots spielen).
cli-help-simulate = Viele Partien nur mit Bots spielen und die Ergebnisse melden: Siege und Punkte pro Platz oder, in einem kooperativen Spiel, die Siegquote des Teams und warum es verlor (Exit-Status 1, wenn eine Partie fehlschlägt).
cli-help-games = Anzahl der zu spielenden Partien.
cli-help-sim-players = Anzahl der Plätze.
cli-help-bots = Bot-Arten, durch Kommas getrennt, eine pro Platz (wird wiederholt, wenn es weniger als Plätze sind).
cli-help-json = Ein einziges JSON-Objekt statt Tabellen ausgeben.
cli-help-replay = Eine gespeicherte Spieldatei (oder einen Schnappschuss) nachspielen und dabei jedes Zufallsergebnis anhand des Seeds prüfen.
cli-help-replay-file = Die nachzuspielende Spieldatei (JSON von --save).
cli-help-step = Vor jeder Entscheidung eines Spielers auf die Eingabetaste warten und den Spielplan zeigen (Standard: wenn die Eingabe ein Terminal ist).
cli-help-games-cmd = Die spielbaren Spiele auflisten.
cli-help-bots-cmd = Die Bot-Arten auflisten.
cli-help-bots-game = Nur die Bots, die dieses Spiel unterstützt (Standard: alle Bots, mit den Spielen, die jeder spielt).
cli-help-pack = Inhaltspakete (eine Abschrift deiner eigenen Schachtel): eines prüfen.
cli-help-pack-check = Ein Inhaltspaket laden, jede Datei prüfen und eine Übersicht zeigen (Karten nach Art, Kapitel), oder jedes gefundene Problem mit Datei, Karte und Feld (Rückgabewert 1).
cli-help-pack-game = Das Spiel, zu dem das Paket gehört.
cli-help-pack-path = Der Ordner des Pakets oder der Name eines mitgelieferten Pakets.
cli-pack-warning = Warnung: { $warning }
cli-pack-ok = Das Paket { $pack } ({ $game }, Version { $version }) ist gültig.
cli-pack-bad = { $count ->
    [one] 1 Problem im Paket { $path }:
   *[other] { $count } Probleme im Paket { $path }:
}
cli-pack-none = Das Spiel { $game } hat keine Inhaltspakete.
cli-pack-what = Karten
cli-pack-count = Anzahl
cli-pack-chapter = Kapitel
cli-pack-number = Nr.
cli-pack-cards = Karten
cli-pack-card-types = Nach Art

cli-version = tomecraft { $version }, { $build }
cli-build-compiled = kompiliert (mypyc)
cli-build-interpreted = interpretiert

## Fehler (die Einzelheiten kommen von der Spiel-Engine)

cli-error-lang = Nicht unterstützte Sprache „{ $lang }“; wähle eine von: { $choices }.
cli-error-game = { $detail }
cli-error-player = Unbekannter Spieler „{ $entry }“; jeder Eintrag muss einer der folgenden sein: { $choices }.
cli-error-bot = Unbekannter Bot „{ $entry }“; jeder Eintrag muss einer der folgenden sein: { $choices }.
cli-error-bot-game = Der Bot „{ $entry }“ spielt { $game } nicht; jeder Eintrag muss einer der folgenden sein: { $choices }.
cli-bot-failed = { $seat }: Der Bot { $level } ist ausgefallen; ab jetzt spielt ein Bot { $fallback } diesen Platz.
cli-error-empty-entry = Ein Eintrag der Liste ist leer (Eintrag { $position } von „{ $spec }“); gib einen Namen pro Platz an, durch Kommas getrennt, jeweils einer von: { $choices }.
cli-error-config = Ungültige Optionen für { $game }: { $detail }
cli-error-read = { $path } kann nicht gelesen werden: { $detail }
cli-error-write = { $path } kann nicht geschrieben werden: { $detail }
cli-error-json = { $path } ist kein gültiges JSON (Zeile { $line }, Spalte { $column }): { $detail }
cli-error-bad-game-file = { $path } ist keine verwendbare Spieldatei: { $detail }
cli-error-resume-options = Bei --resume stammen --seed und die Spieloptionen aus der gespeicherten Partie; lass sie weg.
cli-error-resume-game = Die gespeicherte Partie ist { $saved }, nicht { $game }.
cli-error-resume-players = Die gespeicherte Partie hat { $players ->
        [one] { $players } Platz
       *[other] { $players } Plätze
    }, aber --players gibt { $given } an.

## Erzählung

cli-seat = { $seat } ({ $who })
cli-human = Mensch
cli-you = Du
cli-narrate-sep = {": "}
cli-recap-chose = wählte { $option }
cli-recap-earlier = … ({ $n } { $n ->
        [one] frühere Zeile
       *[other] frühere Zeilen
    })
cli-saved = Partie gespeichert in { $path }.

## Spielen

cli-play-header = { $game }: { $players }. Seed { $seed }.
cli-play-turn = { $seat }: du entscheidest
cli-play-ask = { $seat }, deine Wahl ({ $first }-{ $n }, h für Hilfe)
cli-play-commands = Gib die Nummer einer Option ein. Außerdem: „?“ Optionen, „b“ zurück, „w“ ganzer Spielplan, „t“ Themen („i N“: was Option N tut, „why N“: warum nicht), „s DATEI“ speichern, „q“ beenden, „h“ Hilfe.
cli-play-options-cut = Optionen auf je eine Zeile gekürzt: „?“ zeigt sie vollständig.
cli-play-options-cut-short = („?“ zeigt die Optionen ganz)
cli-play-options-more = Optionen { $first }–{ $n } sind nicht aufgeführt: „?“ zeigt alle vollständig.
cli-play-help = Befehle: Die Nummer einer Option wählt sie (eine Option behält ihre Nummer für den Rest deines Zuges); „?“ listet die Optionen erneut auf; „b“ nimmt deine letzte Wahl zurück, solange seitdem nichts Zufälliges aufgedeckt wurde; „w“ zeigt den ganzen Spielplan (nichts zusammengefaltet); „t“ listet die Themen, nach denen du fragen kannst (Zauber, Karten, Aktionen), nummeriert t1, t2 …; „i N“ sagt, was Option N tut („i tN“: Thema N); „why N“ sagt, warum es nicht angeboten wird oder welche Optionen es betreffen; „hint“ zeigt, was der stärkste Bot wählen würde (wird im Spiel vermerkt); „s DATEI“ speichert die Partie in DATEI; „q“ beendet.
cli-play-empty = Bitte gib eine Zahl von 1 bis { $n } ein („h“ für Hilfe).
cli-play-not-number = „{ $answer }“ ist keine Zahl: Gib eine Zahl von 1 bis { $n } ein („h“ für Hilfe).
cli-play-out-of-range = Es gibt keine Option { $number }: Wähle zwischen { $first } und { $n }.
cli-play-save-usage = Zum Speichern gib „s“ und dahinter einen Dateinamen ein, z. B. „s meinspiel.json“.
cli-play-save-ask = Partie vor dem Beenden speichern?
cli-save-file-name = Dateiname
cli-save-overwrite = { $path } gibt es schon. Ersetzen?
cli-yes-words = j ja
cli-no-words = n nein
cli-yes-no-again = Bitte mit j (ja) oder n (nein) antworten.
cli-play-quit = Partie angehalten.
cli-play-input-ended = Die Eingabe endete vor der Partie; Partie abgebrochen.
cli-play-interrupted = Partie unterbrochen (Strg-C).
cli-play-over = Spielende
cli-play-seed-again = Um diese Partie erneut zu spielen, verwende{ $options } --seed { $seed }.
cli-play-resume-again = Um diese Partie später fortzusetzen: tomecraft play { $game } --players { $players } --resume { $path }

## Punkteaufstellung

cli-breakdown-title = Endwertung
cli-breakdown-item = Wertung
cli-breakdown-total = Gesamt

## Nachspielen

cli-replay-header = Wiedergabe von { $path }: { $game }, { $players } Spieler, Seed { $seed }, { $decisions } aufgezeichnete Entscheidungen (Zufallsziehungen und erzwungene Schritte mitgezählt; ein Zug fasst sie mit der Wahl davor zusammen).
cli-replay-turn = { $seat } entscheidet
cli-replay-continue = Eingabetaste: weiter, „b“: zurück, N: zu Zug N, „c“: bis zum Ende, „q“: anhalten
cli-replay-stopped = Wiedergabe angehalten.
cli-replay-end = Ende der Aufzeichnung
cli-replay-unfinished = Die Aufzeichnung endet vor dem Ende der Partie ({ $decisions } Entscheidungen; als Nächstes hätte { $seat } entschieden).

## Simulation

cli-sim-progress = Simuliere { $game }
cli-sim-title = Simulation von { $game }
cli-sim-seed = Seed
cli-sim-games = Partien
cli-sim-errors = Fehler
cli-sim-no-winner = Partien ohne Sieger
cli-sim-unfinished = Unvollendet angehaltene Partien
cli-sim-mean-days = Tage pro Partie (Mittel)
cli-sim-mean-decisions = Entscheidungen pro Partie (Mittel, Zufall eingeschlossen)
cli-sim-mean-player-decisions = Spielerentscheidungen pro Partie (Mittel)
cli-sim-speed = Partien pro Sekunde
cli-sim-build = Build
cli-sim-compile-hint = Dieser Lauf nutzte die interpretierte Engine. `tomecraft build` kompiliert sie an Ort und Stelle (einige Minuten; um ein Vielfaches schneller).
cli-sim-seat = Platz
cli-sim-bot = Bot
cli-sim-wins = Siege
cli-sim-win-rate = Siegquote
cli-sim-mean-score = Mittlere Punktzahl
cli-sim-std-score = Std.-Abw.
cli-sim-first-error = Erster Fehler, in Partie { $game } (Seed { $seed }): { $detail }
cli-team-title = Team aus { $players }: { $bots }
cli-team-setup = Aufbau
cli-team-win-rate = Siegquote des Teams (95%-KI)
cli-team-rate = { $rate } % ({ $low }–{ $high })
cli-team-won = Gewonnene Partien
cli-team-won-value = { $wins } von { $games } beendeten
cli-team-lost-by = Verloren: { $reason }
cli-team-lost-value = { $count } ({ $share } %)
cli-team-lost-unknown = kein Grund festgehalten
cli-team-column = Team
cli-team-end-won = Das Team gewinnt.
cli-team-end-lost = Das Team verliert.
cli-team-end-lost-why = Das Team verliert: { $reason }.
cli-team-score = Team-Punkte
cli-team-score-won = { $score }, gewonnene Partien (Mittel)
cli-team-score-lost = { $score }, verlorene Partien (Mittel)

## Listen

cli-games-name = Spiel
cli-games-players = Spieler
cli-games-range = { $min }-{ $max }
cli-bots-name = Bot
cli-bots-aliases = Auch genannt
cli-bots-games = Spiele
cli-bots-human = In „play“ ist „{ $human }“ ein Platz, der an der Tastatur gespielt wird.

## Parallele Läufe, Ergebnisdateien und Diagramme (simulate und tournament)

cli-help-workers = Arbeitsprozesse des lokalen Backends (Standard 1: die Partien laufen in diesem Prozess) oder parallele Aufgaben bei Ray (Standard: die CPUs des Clusters).
cli-help-backend = Wo die Partien laufen: „local“ (Prozesse auf diesem Rechner) oder „ray“ (ein Ray-Cluster).
cli-help-address = Adresse eines bestehenden Ray-Clusters (Standard: einen lokalen starten); nur mit --backend ray.
cli-help-out = Eine Zeile pro Partie und Platz in diese Datei schreiben (.csv oder .parquet).
cli-help-plots = PNG-Diagramme in diesen Ordner schreiben: Punkte, Siegesanteil pro Platz und Partielänge; in einem kooperativen Spiel die Siegquote des Teams, seine Niederlagen nach Grund und die Partielänge.
cli-error-missing-package = { $package } ist nicht installiert; installiere die Analyse-Extras mit: pip install "tomecraft[analysis]" (aus einem Quellcode-Checkout: pip install -e ".[analysis]")
cli-error-backend = Das Backend { $backend } ist fehlgeschlagen: { $detail }
cli-error-address = --address gilt nur mit --backend ray.
cli-error-out-format = Das Format von { $path } ist unklar: verwende einen Dateinamen, der auf .csv oder .parquet endet.
cli-out-saved = { $rows } Zeilen in { $path } gespeichert.
cli-out-plots = { $count } Diagramme in { $path } geschrieben.

## Turnier

cli-help-tournament = Bots gegeneinander bewerten: sie über die Plätze rotieren, viele Partien spielen und sie nach OpenSkill-Wertung ordnen; in einem kooperativen Spiel spielt jeder Bot alle Plätze derselben --games Verteilungen und die Teams werden verglichen (Exit-Status 1, wenn eine Partie fehlschlägt).
cli-help-build = Die installierte Engine mit mypyc an Ort und Stelle kompilieren, für volle Geschwindigkeit (braucht einen C-Compiler und mypy; eine editierbare Installation bleibt interpretiert).
cli-help-build-clean = Die kompilierte Engine entfernen: die Installation läuft wieder interpretiert.
cli-help-build-jobs = Gleichzeitig laufende C-Compiler (Standard: die CPU-Kerne).
cli-help-build-force = Erneut kompilieren, auch wenn die laufende Engine schon kompiliert ist.
cli-build-already = Die Engine ist bereits kompiliert (tomecraft --version nennt den Build); `tomecraft build --force` kompiliert sie erneut.
cli-help-tour-bots = Die teilnehmenden Bot-Arten, durch Kommas getrennt (mindestens zwei verschiedene).
cli-help-tour-players = Anzahl der Plätze jeder Partie (mindestens 2, außer in einem kooperativen Spiel).
cli-error-tour-bots = Ein Turnier braucht mindestens zwei verschiedene Bots (erhalten: { $bots }).
cli-error-tour-players = Ein Turnier braucht mindestens 2 Plätze pro Partie, nicht { $players }.
cli-tour-progress = Turnier in { $game }
cli-tour-title = Turnier in { $game }: { $players } Plätze, { $games } Partien
cli-tour-caption = Wertungen: OpenSkill (Plackett-Luce) nach der Schlussreihenfolge jeder Partie, μ ± σ. Seed { $seed }; { $errors } fehlgeschlagene Partien.
cli-tour-rank = #
cli-tour-bot = Bot
cli-tour-games = Partien
cli-tour-win-share = Siegesanteil (95-%-KI)
cli-tour-share = { $share } % ({ $low }–{ $high })
cli-tour-mean-score = Mittlere Punktzahl
cli-tour-rating = Wertung
cli-tour-rating-value = { $rating } ± { $uncertainty }
cli-tour-team-title = Teams in { $game }: { $players } Plätze, { $deals } Verteilungen je Stufe
cli-tour-team-caption = Jede Stufe spielt alle Plätze derselben Verteilungen. Gegen { $first }: gewonnen, wo { $first } verlor / verloren, wo { $first } gewann / gleicher Ausgang. Seed { $seed }; { $errors } fehlgeschlagene Partien.
cli-tour-level = Stufe
cli-tour-paired = Gegen { $first }
cli-tour-paired-value = +{ $better } −{ $worse } ={ $same }
cli-tour-losses = Niederlagen nach Grund

cli-help-mode = Spieloption „mode“ (The Big Book of Madness: normal, terror oder nightmare).
cli-help-option = Jede weitere Spieloption als SCHLÜSSEL=WERT (wiederholbar); WERT wird wenn möglich als JSON gelesen, sonst als Text.
cli-error-option = Ungültige --option { $given }: Schreibe SCHLÜSSEL=WERT, zum Beispiel players=3 oder set=classic.

cli-help-chapter = Spieloption „chapter“ (Wonder Book: eine Kapitelnummer wie 1 oder eine Kennung: tutorial, one, two).
cli-help-practice = Spieloption „practice“ (Wonder Book: ein späteres Kapitel ohne den Stand der früheren beginnen; die Partie sagt es und speichert keinen Kampagnenstand).
cli-help-campaign = Spieloption „campaign“ aus einer JSON-Datei mit dem Kampagnenstand; ein gewonnenes Kapitel schreibt den Stand dorthin zurück, sodass die nächste Partie mit derselben Datei mit dem nächsten Kapitel weitergeht. Gibt es die Datei noch nicht, beginnt eine neue Kampagne.
cli-help-sim-campaign = Spieloption „campaign“ aus einer JSON-Datei mit dem Kampagnenstand (nur gelesen).
cli-campaign-new = Neue Kampagne: { $path } wird geschrieben, sobald ein Kapitel gewonnen ist.
cli-campaign-saved = Kampagnenstand gespeichert in { $path }.
cli-campaign-next = Weiter geht es mit: tomecraft play { $game } --campaign { $path }{ $options }
cli-campaign-over = Die Kampagne geht nicht weiter: { $detail }
cli-campaign-kept = Kapitel nicht gewonnen: der Kampagnenstand in { $path } bleibt unverändert; spielt das Kapitel noch einmal.
cli-campaign-ask = Kampagnenstand speichern, um später weiterzuspielen?

## Issue 12, das Terminal (Helfer cli): kompakte Spielpläne, Themen, Schritte der Wiedergabe, Startspieler
cli-error-first-player = --first-player ist eine Platznummer von 1 bis { $players }, nicht { $number }.
cli-help-wide = Den Spielplan als Tabellen mit Rahmen zeichnen (die volle Darstellung) statt der kompakten, die in ein Terminal mit 80x24 passt.
cli-topics-title = Wonach du fragen kannst („i tN“: was es tut; „why tN“: warum es nicht angeboten wird):
cli-topics-none = Auf diesem Spielplan gibt es nichts zu erfragen.
cli-topic-options = { $count ->
        [one] Option
       *[other] Optionen
    } { $numbers }
cli-topic-not-offered = nicht angeboten
cli-topics-legend = → N: die Optionsnummern dazu; ✗: jetzt nicht angeboten („why tN“ sagt, warum).
cli-topic-usage = Gib „{ $command } N“ mit der Nummer einer Option ein, oder „{ $command } tN“ mit einer Themennummer von t1 bis t{ $n } („t“ listet die Themen).
cli-topic-unknown = Es gibt kein Thema { $number }: wähle von t1 bis t{ $n } („t“ listet die Themen).
cli-topic-no-text = Für { $name } gibt es keine Beschreibung.
cli-topic-options-line = Um es zu wählen, gib { $count ->
        [one] { $numbers }
       *[other] eine von { $numbers }
    } ein.
cli-topic-why-hint = Gerade nicht angeboten: „why { $number }“ sagt, warum.
cli-topic-offered = { $name } wird angeboten: gib { $count ->
        [one] { $numbers }
       *[other] eine von { $numbers }
    } ein.
cli-topic-why = { $name }: { $reason }
cli-topic-no-reason = { $name } gehört gerade nicht zu deinen Optionen.
cli-replay-move = Zug { $number } von { $total }
cli-replay-first = Das ist der erste Zug: Davor gibt es nichts.
cli-replay-no-move = Es gibt keinen Zug { $number }: wähle von 1 bis { $total }.
cli-replay-not-understood = „{ $answer }“ ist kein Befehl der Wiedergabe. Eingabetaste oder „n“: nächster Zug; „b“: einen Zug zurück; eine Zahl: zu diesem Zug; „c“: bis zum Ende; „q“: anhalten.

## review (the coach)
cli-help-review = Ein gespeichertes Spiel Zug für Zug auswerten: den Wert jeder Option, die beste gefundene und eine Note für jede Entscheidung.
cli-help-review-file = Die auszuwertende Spieldatei (JSON von --save oder vom Download der Webseite).
cli-help-review-seats = Die auszuwertenden Spieler als Nummern, z. B. 1,3 (Standard: die menschlichen Spieler der Datei, sonst alle).
cli-help-review-samples = Ausspielungen je Option jeder Entscheidung (mehr ist langsamer und sicherer).
cli-help-review-all = Jede ausgewertete Entscheidung auflisten, nicht nur die drei teuersten.
cli-help-review-plot = Zusätzlich ein PNG-Diagramm der Gewinnchance jedes Spielers im Spielverlauf in diese Datei schreiben (den Stand, wo die Ausspielungen des Spiels vor dem Ende enden).
cli-review-bad-seats = Ungültiges --seats „{ $given }“: Spielernummern von 1 bis { $players } angeben, durch Kommas getrennt.
cli-review-bad-samples = Ungültiges --samples { $given }: mindestens 1.
cli-review-bad-file = Diese Spieldatei lässt sich nicht auswerten: { $detail }
cli-review-progress = Auswertung
cli-review-heading = Auswertung einer Partie { $game } ({ $samples } Ausspielungen je Option, aus der Sicht jedes Spielers)
cli-review-unfinished = Unvollendete Partie: Die Datei endet nach { $decisions } Entscheidungen, vor dem Ende der Partie (kein Ergebnis).
cli-review-rechecked = { $decisions ->
    [one] Eine Entscheidung mit der Note Fehler oder schlechter wurde
   *[other] { $decisions } Entscheidungen mit der Note Fehler oder schlechter wurden
} vor der Note mit { $samples } Ausspielungen je Option nachgeprüft ({ $extra } Ausspielungen mehr, { $share } der Auswertung).
cli-review-scale = Gewinnchance: der Anteil der Ausspielungen (ab dem, was der Spieler sehen konnte), die der Spieler gewann, Gleichstände geteilt (kooperativ: die das Team gewann). Stand: der Rang unter den Spielern, leicht nach dem Punkteabstand gewichtet (50 % ist die Mitte). Noten nach verlorenen Punkten des Stands, oder des Punkteabstands am Ende, wo es mehr sind: { $thresholds }.
cli-review-scale-chance = Gewinnchance: der Anteil der Ausspielungen (ab dem, was der Spieler sehen konnte), die gewonnen wurden (kooperativ: vom Team). Noten nach den Punkten, die eine Option gegenüber der besten gefundenen verlor: { $thresholds }.
cli-review-scale-standing = Stand: die eigene Schätzung des Spiels, wie gut das Team dort steht, wo die Ausspielungen enden (sie enden vor dem Schluss; 0 % verloren, 100 % gewonnen). Noten nach den Punkten, die eine Option gegenüber der besten gefundenen verlor: { $thresholds }.
cli-review-seat = { $seat }: Genauigkeit { $accuracy } bei { $decisions } Entscheidungen, { $loss } Punkte Verlust je Entscheidung
cli-review-costliest = Teuerste Entscheidungen:
cli-review-chart = Gewinnchance:
cli-review-chart-standing = Stand:
cli-review-took = wählte „{ $option }“ ({ $value })
cli-review-better = besser „{ $option }“ ({ $value })
cli-review-hinted = (nach einem Tipp)
cli-review-hints = Genutzte Tipps: { $count }
cli-review-grade-best = beste
cli-review-grade-fine = gut
cli-review-grade-inaccuracy = Ungenauigkeit
cli-review-grade-mistake = Fehler
cli-review-grade-blunder = grober Fehler
cli-review-plot-x = Entscheidung
cli-review-plot-y = Gewinnchance nach dem Zug (%)
cli-review-plot-title = { $game }: Gewinnchance im Spielverlauf
cli-review-plot-y-standing = Stand nach dem Zug (%)
cli-review-plot-title-standing = { $game }: Stand im Spielverlauf
cli-help-hints = Den Befehl „hint“ erlauben (Standard: an, wenn eine Person gegen Bots spielt, aus, wenn mehrere Personen mitspielen).
cli-help-hint-samples = Simulationen je Option, wenn „hint“ die Optionen bewertet (mehr: langsamer, sicherer).
cli-error-hint-samples = Ungültiges --hint-samples { $given }: eine ganze Zahl, mindestens 1.
cli-hint-off = Tipps sind in diesem Spiel aus (mehrere Personen spielen; mit --hints starten, um sie allen zu erlauben).
cli-hint-none = { $game } hat keine Suche, die Tipps geben kann.
cli-hint-thinking = Suche einen Tipp …
cli-hint = Tipp: Option { $number }, „{ $option }“ ({ $value }). Das Spiel vermerkt, dass du gefragt hast.
cli-topic-no-option = Es gibt gerade keine Option { $number }: Diese Entscheidung hat die Optionen { $first } bis { $n } (eine früher gezeigte ist weg, sobald das Spiel weitergeht; „?“ listet sie, „i tN“ fragt nach Thema N).
cli-topic-gone = Option { $number } ({ $option }) wird nicht mehr angeboten; „t“ listet die Themen, „why tN“ sagt, warum eines nicht angeboten wird.
cli-topic-option-none = Option { $number } ({ $option }): Mehr gibt es dazu nicht zu sagen.
cli-play-gone = Option { $number } wird nicht mehr angeboten: wähle eine der gezeigten Nummern.
cli-back-none = Nichts zurückzunehmen: Deine letzte Wahl war nicht in diesem Zug, oder seitdem wurde etwas Zufälliges aufgedeckt.
cli-back-done = Zurückgenommen: { $option }.
cli-choice-hidden = (eine Wahl, die nur dieser Platz sieht)

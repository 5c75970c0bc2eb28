# Der Webserver und seine Seite (Lobby, Partie, Wiederholung). Deutsch.

## Seite: allgemein

web-title = Tomecraft
web-tagline = Spiele Zauberbuch-Brettspiele im Browser, mit Freunden oder gegen Bots.
web-language = Sprache
web-lobby-link = Lobby

## Seite: Lobby

web-lobby-new = Neue Partie
web-lobby-game = Spiel
web-lobby-options = Spieloptionen
web-lobby-each-seat = Hier gewählt, einer je Platz
web-lobby-options-none = Dieses Spiel hat keine Optionen.
web-lobby-seats = Plätze
web-lobby-seat = Platz { $n }
web-seat-human = Mensch
web-seat-bot = Bot
web-seat-open = Offener Platz (jeder darf beitreten)
web-lobby-level = Bot-Stufe
web-lobby-add-seat = Platz hinzufügen
web-lobby-remove-seat = Entfernen
web-lobby-listed = Diese Partie in der Liste offener Partien zeigen
web-lobby-create = Partie erstellen
web-lobby-created = Die Partie ist bereit.
web-lobby-links = Schicke jedem Spieler seinen eigenen Link: Wer ihn öffnet, spielt auf diesem Platz. Halte die Links geheim.
web-lobby-play-seat = Auf Platz { $n } spielen
web-lobby-copy = Kopieren
web-lobby-copied = Kopiert!
web-lobby-spectate = Link für Zuschauer
web-lobby-open = Offene Partien
web-lobby-open-none = Gerade gibt es keine offenen Partien.
web-lobby-free = Freie Plätze: { $n }
web-lobby-join = Beitreten
web-lobby-watch = Zuschauen
web-lobby-finished = Beendete Partien
web-lobby-finished-none = Noch keine beendeten Partien.
web-lobby-replay = Wiederholung
web-lobby-refresh = Aktualisieren
web-lobby-players = Spieler: { $n }

## Seite: Partie

web-game-connecting = Verbinde…
web-game-connected = Verbunden
web-game-disconnected = Verbindung verloren. Verbinde neu…
web-game-spectator = Zuschaueransicht: diese Partie wird beobachtet.
web-game-you-are = Du spielst als { $name }.
web-game-your-turn = Du bist dran
web-game-waiting = Warte auf { $name }…
web-game-chance = Es wird gezogen…
web-game-options = Deine Optionen
web-game-no-options = Gerade gibt es nichts zu entscheiden.
web-game-undo = Rückgängig
web-game-leave = Partie verlassen
web-game-leave-confirm = Diese Partie verlassen? Dein Platz wird frei, und ein Bot kann ihn übernehmen.
web-game-left = Du hast die Partie verlassen.
web-game-seats = Spieler
web-game-replace = Einen Bot spielen lassen
web-game-vote = Abstimmen: einen Bot spielen lassen (bisher { $votes })
web-game-reclaim = Deinen Platz zurücknehmen
web-game-bot-holds = Ein Bot spielt deinen Platz, während du weg warst.
web-game-bot = Bot ({ $level })
web-game-human = Mensch
web-game-free = freier Platz
web-game-offline = offline
web-game-online = online
web-game-log = Spielprotokoll
web-game-result = Endwertung
web-game-total = Summe
web-game-team = Team
web-game-winner = Sieg: { $names }
web-game-no-winner = Niemand gewinnt.
web-game-replay = Wiederholung ansehen
web-game-download = Spieldatei herunterladen
web-game-over = Die Partie ist vorbei.
web-game-board = Spielplan
web-game-you = (du)

## Seite: Wiederholung

web-replay-title = Wiederholung
web-replay-step = Zug { $n } von { $total }
web-replay-end = Das Ende, nach { $total } Zügen
web-replay-first = Anfang
web-replay-prev = Zurück
web-replay-next = Weiter
web-replay-last = Ende
web-replay-play = Abspielen
web-replay-pause = Pause

## Protokollzeilen

web-log-line = { $seat }: { $text }

## Fehler (vom Server gesendet)

web-error-type = Unbekannter Nachrichtentyp „{ $given }“; der Server versteht: { $allowed }.
web-error-json = Diese Nachricht ist kein JSON-Objekt; sende zum Beispiel {"{"}"type": "decide", "option": 3{"}"}.
web-error-binary = Sende Textnachrichten (JSON), keine binären.
web-error-size = Diese Nachricht ist zu groß: Die Grenze liegt bei { $limit } Bytes.
web-error-rate = Zu viele Nachrichten: höchstens { $rate } pro Sekunde. Diese wurde ignoriert.
web-error-flood = Zu viele wartende Nachrichten: Diese Verbindung sendet schneller, als sie liest, und wird geschlossen.
web-error-spectator = Zuschauer können keine Entscheidungen treffen.
web-error-token = Dieser Platz-Schlüssel gilt nicht für diese Partie (falsch, abgelaufen, oder der Platz wurde aufgegeben).
web-error-over = Die Partie ist vorbei.
web-error-option-type = Die Option muss eine ganze Zahl sein (eine Options-ID).
web-error-turn = Du bist nicht am Zug.
web-error-illegal = Option { $option } ist jetzt nicht erlaubt. Nichts wurde geändert.
web-error-undo = Du kannst nur deine eigenen Entscheidungen in deinem eigenen Zug zurücknehmen, und nicht über einen Zufallszug hinaus.
web-error-internal = Der Server konnte diese Entscheidung nicht speichern; nichts wurde geändert. Bitte versuche es noch einmal.
web-error-left = Du hast diesen Platz verlassen.
web-error-replaced = Jetzt spielt ein Bot auf diesem Platz.
web-error-game = Unbekanntes Spiel „{ $game }“; verfügbar: { $allowed }.
web-error-seat-count = Dieses Spiel braucht zwischen { $min } und { $max } Plätze, nicht { $n }.
web-error-config = Ungültige Spieloptionen: { $detail }
web-error-bot = Unbekannte Bot-Stufe „{ $level }“; verfügbar: { $allowed }.
web-error-bot-game = Der Bot „{ $level }“ spielt { $game } nicht; wähle einen von: { $allowed }.
web-error-stuck = Der Server konnte diese Partie nicht fortsetzen; sein Protokoll enthält die Einzelheiten.
web-error-full = Der Server hat zu viele unbeendete Partien; versuche es später noch einmal.
web-error-bot-games = Auf dem Server laufen schon { $max } Partien nur mit Bots; versuche es wieder, wenn eine beendet ist.
web-error-busy = Zu viele Anfragen von deiner Adresse; versuche es in { $seconds } s noch einmal.
web-error-body = Die Anfrage ist zu groß: Die Grenze liegt bei { $limit } Bytes.
web-error-request = Die Anfrage ist ungültig ({ $fields }).
web-error-spectators = Dieses Spiel hat schon so viele Zuschauer, wie es aufnehmen kann; versuche es später noch einmal.
web-error-spectators-address = Zu viele Zuschauerverbindungen von deiner Adresse; schließe zuerst einige.
web-error-status = Unbekannte Partienliste „{ $given }“; nutze open oder finished.
web-error-no-game = Es gibt keine Partie mit dieser ID.
web-error-no-seat = Einen solchen freien Platz gibt es in dieser Partie nicht.
web-error-already-bot = Auf diesem Platz spielt schon ein Bot.
web-error-seat-busy = Dieser Spieler ist verbunden; nur der Platz eines gegangenen Spielers kann an einen Bot gehen.
web-error-seat-owned = Dies ist eine Partie in Zügen: Einem Spieler wird sein Platz nie genommen, die Partie wartet.
web-error-seat-not-absent = Der Spieler dieses Platzes ist nicht abwesend: Ein Platz geht erst an einen Bot, wenn er { $seconds } Sekunden lang in seinem eigenen Zug fehlt.
web-error-reclaim = Nur der Besitzer eines Platzes, den ein Bot spielt, kann ihn zurücknehmen.
web-error-takeover-turn = In einer Partie in Zügen übernehmen Bots nie einen Platz.
web-error-not-finished = Die Partie ist noch nicht beendet: Datei und Wiederholung gibt es am Ende.
web-error-step = Diesen Schritt gibt es nicht; die Schritte gehen von 0 bis { $total }.
web-error-unlisted = Diese Partie ist nicht gelistet: Ihre Plätze lassen sich nur über die Links nehmen, die ihr Ersteller verschickt hat.
web-error-seat-invited = Platz { $seat } ist für einen eingeladenen Spieler reserviert: Nur sein Link kann ihn nehmen.
web-error-no-open-seat = Diese Partie hat keinen freien offenen Platz mehr; die anderen Plätze lassen sich nur über ihre Links nehmen.
web-error-open-unlisted = Offene Plätze brauchen eine gelistete Partie (jeder kann ihnen in der Lobby beitreten); gib stattdessen jedem Spieler einen Link oder liste die Partie.
web-error-version = Sende bei jeder Entscheidung und jedem Zurücknehmen die Version des Zustands, auf den du antwortest (eine ganze Zahl, die „version“ der Zustandsnachricht); erhalten: { $given }.
web-error-stale = Das war für Version { $given } der Partie gedacht, die jetzt bei Version { $now } ist. Nichts wurde geändert: Sieh dir die Partie noch einmal an und wähle.
web-error-text = Diese Nachricht enthält Text, der kein gültiges Unicode ist (ein einzelnes Ersatzzeichen wie \ud800); sende korrekten UTF-8-Text.
web-error-depth = Diese Nachricht ist zu tief verschachtelt: höchstens { $limit } Ebenen; die Nachrichten des Servers sind flach, zum Beispiel {"{"}"type": "ping", "t": 1{"}"}.
web-error-hello = Sende "hello" (mit dem Platz-Token) nur einmal, als erste Nachricht einer Verbindung, die noch keinen Platz hat.
web-error-attach = Der Server konnte deinen Platz gerade nicht übernehmen (seine Datenbank hat abgelehnt); nichts wurde geändert. Bitte lade die Seite neu.

# sb-rules: Einführungen (Seite /tutorial, der Link in der Lobby, das Feld auf der Spielseite)
web-tutorial-link = Neu hier? Lerne das Spiel in einer geführten ersten Partie.
web-tutorial-heading = Einführungen
web-tutorial-lead = Eine geführte erste Partie: Du spielst gegen einen Bot, und ein Feld neben dem Spielplan erklärt, was zu tun ist, sobald ein neuer Teil des Spiels kommt.
web-tutorial-start = Einführung starten
web-tutorial-none = Noch bietet kein Spiel eine Einführung an.
web-tutorial-panel = Einführung
web-tutorial-step = Schritt { $n } von { $total }
web-error-no-tutorial = Das Spiel „{ $game }“ hat keine Einführung.

# web-lobby: pace (live or turn-based), the per-decision clock, your games, who played
web-lobby-pace = Tempo
web-lobby-pace-label = Spielweise
web-lobby-pace-live = Live
web-lobby-pace-turn = Rundenbasiert
web-lobby-pace-live-hint = Alle spielen jetzt; ein Platz, der eine Weile verlassen bleibt, geht an einen Bot.
web-lobby-pace-turn-hint = Ohne Zeitlimit: Die Partie wartet auf jede Person, so lange es dauert. Du findest sie unter „Deine Partien“ wieder.
web-lobby-clock = Uhr pro Zug
web-lobby-clock-none = Keine Uhr
web-lobby-clock-seconds = { $s } Sekunden
web-lobby-clock-minutes = { $m } Min.
web-lobby-clocked = Uhr: { $clock } pro Zug
web-lobby-who-bot = Bot, { $level }
web-lobby-who-human = Mensch
web-lobby-who-free = frei
web-lobby-who-invited = eingeladen
web-lobby-mine = Deine Partien
web-lobby-mine-turn = Du bist dran!
web-lobby-mine-turn-clock = Du bist dran! Noch { $s } s
web-lobby-mine-waiting = Warten auf die anderen
web-lobby-mine-over = Beendet
web-lobby-mine-as = du bist { $name }
web-lobby-mine-play = Spielen
web-lobby-mine-play-as = Als { $name } spielen
web-lobby-mine-seats = du bist { $names }
web-lobby-mine-open = Öffnen
web-clock-yours = Deine Uhr: noch { $s } s, dann zieht ein Bot für dich.
web-clock-theirs = Uhr von { $name }: noch { $s } s.
web-log-clock = Zeit abgelaufen: Ein Bot ({ $level }) hat diesen Zug gemacht.
web-log-bot-failed = Der Bot { $level } ist ausgefallen; ab jetzt spielt ein Bot { $fallback } diesen Platz.
web-error-pace = Unbekanntes Tempo „{ $given }“; erlaubt: { $allowed }.
web-error-clock-turn = Eine rundenbasierte Partie hat keine Uhr (sie wartet auf alle): Lass die Uhr weg oder spiele live.
web-error-clock = Die Uhr muss zwischen { $min } und { $max } Sekunden pro Zug liegen, nicht { $given }.
web-game-name-spellbook = SpellBook
web-game-name-madness = The Big Book of Madness
web-game-name-wonderbook = Wonder Book
web-lobby-mine-continue = Kampagne fortsetzen
web-lobby-follows = Diese Partie setzt die Kampagne deiner beendeten Partie ({ $game }) fort: Was dort gewonnen wurde, kommt mit.
web-lobby-follows-clear = Stattdessen neu beginnen
web-error-no-carry = Diese Partie gibt nichts an eine nächste weiter (sie ging verloren, oder ihr Spiel hat keine Kampagne).
web-error-follows-game = Eine Partie { $game } kann keine Partie { $other } fortsetzen.
web-lobby-takeover = Bots dürfen den Platz eines Spielers übernehmen, der in seinem eigenen Zug die Wartezeit lang fehlt (sonst stimmen die anderen ab)
web-error-option-server = Die Option „{ $option }“ setzt der Server, nie ein Client: Eine Kampagne geht von einer beendeten Partie von dir aus weiter („Kampagne fortsetzen“).
web-error-option-size-text = Die Option „{ $option }“ ist zu groß: höchstens { $limit } Zeichen.
web-error-option-size-nested = Die Option „{ $option }“ ist zu groß: Listen und Tabellen enthalten nur einfache Werte (Tiefe { $limit }).
web-error-option-size-count = Die Option „{ $option }“ ist zu groß: höchstens { $limit } Optionen.
web-error-option-size-list = Die Option „{ $option }“ ist zu groß: höchstens { $limit } Einträge.

# web-board: rules help on the board ("why not"), each seat's recent moves
web-game-topics = Regelhilfe
web-game-why-not = Jetzt nicht: { $reason }
web-game-recent = Letzte Züge von { $name }
web-game-asked = { $name } wird gefragt: „{ $prompt }“
web-error-review-busy = Der Coach wertet gerade andere Partien aus; versuche es in einer Minute noch einmal.
web-review-hidden-option = eine verdeckte Option
web-game-review = Mit dem Coach auswerten
web-review-title = Coach
web-review-start = Diese Partie auswerten
web-review-running = Auswertung: { $done } von { $total } Entscheidungen bewertet …
web-review-failed = Die Auswertung ist fehlgeschlagen; das Server-Protokoll nennt den Grund.
web-review-chart = Die Gewinnchance jedes Spielers im Spielverlauf
web-review-chart-standing = Der Stand jedes Spielers im Spielverlauf
web-review-seat = { $seat }: Genauigkeit { $accuracy } bei { $decisions } Entscheidungen, { $loss } Punkte Verlust je Entscheidung
web-review-costliest = Teuerste Entscheidungen
web-review-all = Alle Entscheidungen ({ $n })
web-review-move = Zug { $n }
web-review-took = wählte „{ $option }“ ({ $value })
web-review-better = besser „{ $option }“ ({ $value })
web-review-hinted = nach einem Tipp
web-review-hints = Genutzte Tipps: { $n }
web-review-scale = Gewinnchance: der Anteil der Ausspielungen (ab dem, was dieser Spieler sehen konnte), die der Spieler gewann, Gleichstände geteilt (kooperativ: die das Team gewann). Stand: der Rang unter den Spielern, leicht nach dem Punkteabstand gewichtet (50 % ist die Mitte). Noten nach verlorenen Punkten des Stands gegenüber der besten gefundenen Option, oder des Punkteabstands am Ende, wo es mehr sind: gut bis 1, Ungenauigkeit bis 4, Fehler bis 10, darüber grober Fehler.
web-review-rechecked = Fehler und grobe Fehler werden vor der Note nachgeprüft: { $decisions } Entscheidungen, mit { $samples } Ausspielungen je Option ({ $extra } Ausspielungen mehr, { $share } der Auswertung).
web-review-grade-best = beste
web-review-grade-fine = gut
web-review-grade-inaccuracy = Ungenauigkeit
web-review-grade-mistake = Fehler
web-review-grade-blunder = grober Fehler

# web-anim: das gruppierte Protokoll, die Wiederholung des letzten Zuges
web-log-list = { $first }, { $rest }
web-log-times = { $text } ×{ $n }
web-log-granted = { $text } (eine zusätzliche Aktion dank { $source })
web-game-replay-turn = Letzten Zug wiederholen
web-game-replay-step = Wiederholung: Schritt { $step } von { $steps }
web-game-replay-prev = Vorheriger Schritt
web-game-replay-next = Nächster Schritt
web-game-replay-pause = Pause
web-game-replay-play = Abspielen
web-game-replay-done = Zurück zum Spiel
web-game-replay-nothing = Nichts Neues in diesem Schritt.
web-game-hint = Tipp
web-game-hint-title = Frag den Coach, welche Option der starke Bot hier wählen würde (die Partie vermerkt, dass du gefragt hast)
web-game-hint-thinking = Der Coach denkt nach…
web-game-hint-shown = Coach: Option { $number }, „{ $option }“ ({ $value })
web-game-hint-tag = Coach · { $value }
web-game-hints-used = genutzte Tipps: { $n }
web-lobby-hints = Tipps für alle erlauben (der Tipp-Knopf des Coachs; wer allein gegen Bots spielt, hat ihn immer)
web-error-hint-spectator = Nur ein Spieler kann um einen Tipp bitten, über den Link seines eigenen Platzes.
web-error-hints-off = In dieser Partie gibt es keine Tipps: Spielen mehrere Menschen, gibt es sie nur, wenn der Ersteller der Partie sie in der Lobby für alle erlaubt hat.
web-error-hint-turn = Ein Tipp gilt deiner eigenen Entscheidung: Warte, bis du am Zug bist.
web-error-hint-stale = Die Partie ging weiter, während der Coach nachdachte; sieh sie dir noch einmal an und frag erneut.
web-error-hint-none = Der Coach gibt in { $game } keine Tipps.
web-error-hint-failed = Der Coach konnte gerade keinen Tipp geben; versuche es noch einmal.

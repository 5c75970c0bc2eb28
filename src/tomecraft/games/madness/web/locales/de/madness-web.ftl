# Das Spielbrett von The Big Book of Madness auf der Webseite (board.js) und seine Optionen. Deutsch.

mdw-game = The Big Book of Madness
mdw-opt-difficulty = Schwierigkeit
mdw-difficulty-I = I (am leichtesten)
mdw-difficulty-II = II
mdw-difficulty-III = III (am schwersten)
mdw-opt-mode = Modus
mdw-mode-normal = Normal
mdw-mode-terror = Schrecken (eine Wahnsinnskarte in jedem Stapel)
mdw-mode-nightmare = Albtraum (schwächere Startkarten)
mdw-opt-mages = Magier
mdw-mages-in-game = Jeder wählt zu Beginn selbst
mdw-mage-choice = { $mage } ({ $element })

mdw-status = Spielstand
mdw-setup = Vorbereitung
mdw-round = Monster { $round } von { $rounds }
mdw-turn = Zug { $turn }: { $name }
mdw-your-move = Deine Entscheidung ({ $name } ist am Zug)
mdw-difficulty = Schwierigkeit { $d }
mdw-pile = Wahnsinnsstapel
mdw-pile-left = Noch { $n } Wahnsinnskarten im Stapel
mdw-won = Das Buch ist geschlossen: Ihr habt gewonnen!
mdw-lost = Die Gruppe hat verloren.
# web-board: the same for spectators (never "you")
mdw-won-watch = Das Buch ist geschlossen: die Gruppe hat gewonnen!
mdw-loading = Karten werden geladen …
mdw-player = Spieler { $n }
mdw-you = (du)
mdw-active = am Zug
mdw-multi = mehrere Elemente
mdw-card-element = { $element } { $value }
mdw-card-madness = Wahnsinn
mdw-count = × { $n }
mdw-cost-part = { $n } { $element }
mdw-free = kostenlos
mdw-face-down = Eine verdeckte Karte
mdw-level = Stufe { $level }

mdw-choose-mage = Wähle deinen Magier
mdw-choose = Wählen
mdw-choose-player = Wählen
mdw-support-slots = { $n } Unterstützungsplätze
mdw-no-mage = Noch kein Magier gewählt

mdw-grimoire = Grimoire
mdw-monster-named = Monster: { $name }
mdw-symbols = Fluchsymbole
mdw-appear = Beim Erscheinen:
mdw-bonus = Bonus:
mdw-penalty = Strafe:
mdw-final = Die letzte Seite: Überlebt dieses Monster, um zu gewinnen.
mdw-track = Beschwörungsleiste
mdw-marker-at = Jeden Zug rückt der Marker ein Feld vor: auf Feld 1 erscheint ein neues Monster, auf den Feldern 2 bis 5 wirken die Flüche dort (Feld 3 trägt zwei), und nach Feld 5 kommt die Beschwörung: ein noch liegender Fluch bringt die Strafe. Der Marker steht auf Feld { $space }.
mdw-space = Feld { $space }
mdw-marker = der Marker steht hier
mdw-empty-space = leer
mdw-neutral = neutralisiert
mdw-applied = erreicht
mdw-under = { $n } Wahnsinnskarten unter diesem Fluch
mdw-tokens-on = Elementmarker auf diesem Fluch
mdw-destroy = Zerstören

mdw-market = Markt
mdw-pile-count = { $n } Karten in diesem Stapel
mdw-acquire = Erwerben
mdw-library = Bibliothek
mdw-library-empty = Kein Zauber mehr
mdw-learn = Lernen:
mdw-supply = Vorrat an Elementmarkern

mdw-hand = Hand ({ $n })
mdw-hand-hidden = { $n } Karten auf der Hand
mdw-support = Unterstützung ({ $n } von { $slots })
mdw-deck = Stapel: { $n } Karten
mdw-top-known = Bekannt oben:
mdw-discard = Ablage ({ $n })
mdw-spells = Zauber
mdw-per-cast = Je Aktivierung:
mdw-ready = bereit
mdw-exhausted = in diesem Zug benutzt
mdw-neutralised = neutralisiert
mdw-cast = Wirken
mdw-ability = Fähigkeit:
mdw-ability-used = in diesem Zug benutzt
mdw-use = Nutzen
mdw-pick = Wählen
mdw-heal = Heilen
mdw-eliminated = Ausgeschieden
mdw-click-hint = Umrandete Karten und Orte sind deine erlaubten Optionen: Klicke sie an oder nutze die Schaltflächen.
# issue 26: die anderen Plätze, je auf eine Zeile zusammengeklappt
mdw-others = Andere Spieler
mdw-players = Spieler
mdw-fold-hand = { $n } auf der Hand
mdw-fold-support = Unterstützung { $n }/{ $slots }
mdw-fold-deck = Stapel { $n }
mdw-fold-discard = Ablage { $n }

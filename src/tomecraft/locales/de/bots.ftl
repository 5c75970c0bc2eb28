# Eine Zeile pro Bot-Art: wie stark er ist und wie lange er pro Zug braucht.
bot-desc-random = Am schwächsten: wählt zufällig eine erlaubte Option. Sofort.
bot-desc-store = Vergleichsskript (nur SpellBook): legt jeden Tag ein Plättchen ab und lernt nie einen Zauber. Sofort.
bot-desc-greedy = Anfänger: schaut einen Schritt voraus; etwa so stark wie das Ablage-Skript. Etwa 1 ms pro Zug.
bot-desc-easy = Leicht: eine kurze Suche (40 Iterationen); schlägt greedy und das Ablage-Skript. Etwa 0,02 s pro Zug.
bot-desc-medium = Mittel, die Voreinstellung („bot“): 150 Iterationen; schlägt leicht. Etwa 0,1 s pro Zug.
bot-desc-hard = Schwer: 450 Iterationen; schlägt mittel und OpenSpiels ISMCTS bei gleicher Zeit. Etwa 0,5 s pro Zug.
bot-desc-mcts = Suche mit den Standardeinstellungen (400 Iterationen), für Experimente. Etwa 0,3 s pro Zug.
bot-desc-other = { $name }: keine Beschreibung.
bot-desc-column = Stärke und Tempo

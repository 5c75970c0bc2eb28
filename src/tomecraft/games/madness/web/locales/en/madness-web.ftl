# The Big Book of Madness board on the web page (board.js) and its lobby options. English.
# Messages with variables reach the page with "{name}" placeholders: no selectors here.

mdw-game = The Big Book of Madness
mdw-opt-difficulty = Difficulty
mdw-difficulty-I = I (easiest)
mdw-difficulty-II = II
mdw-difficulty-III = III (hardest)
mdw-opt-mode = Mode
mdw-mode-normal = Normal
mdw-mode-terror = Terror (a madness card in every deck)
mdw-mode-nightmare = Nightmare (weaker starting cards)
mdw-opt-mages = Mages
mdw-mages-in-game = Chosen by each player at the start
mdw-mage-choice = { $mage } ({ $element })

mdw-status = Game status
mdw-setup = Setting up
mdw-round = Monster { $round } of { $rounds }
mdw-turn = Turn { $turn }: { $name }
mdw-your-move = Your move ({ $name }'s turn)
mdw-difficulty = Difficulty { $d }
mdw-pile = Madness pile
mdw-pile-left = { $n } madness cards left in the pile
mdw-won = The book is closed: you won!
mdw-lost = The group lost.
# web-board: the same for spectators (never "you")
mdw-won-watch = The book is closed: the players won!
mdw-loading = Loading the cards…
mdw-player = Player { $n }
mdw-you = (you)
mdw-active = active
mdw-multi = several elements
mdw-card-element = { $element } { $value }
mdw-card-madness = Madness
mdw-count = × { $n }
mdw-cost-part = { $n } { $element }
mdw-free = free
mdw-face-down = A face-down card
mdw-level = level { $level }

mdw-choose-mage = Choose your mage
mdw-choose = Choose
mdw-choose-player = Choose
mdw-support-slots = { $n } support slots
mdw-no-mage = No mage chosen yet

mdw-grimoire = Grimoire
mdw-monster-named = Monster: { $name }
mdw-symbols = Curse symbols
mdw-appear = When it appears:
mdw-bonus = Bonus:
mdw-penalty = Penalty:
mdw-final = The last page: survive this monster to win.
mdw-track = Invocation track
mdw-marker-at = Each turn the marker moves one space: on space 1 a new monster arrives, on spaces 2 to 5 the curses there act (space 3 holds two), and after space 5 comes the invocation: a curse still there brings the penalty. The marker is on space { $space }.
mdw-space = Space { $space }
mdw-marker = the marker is here
mdw-empty-space = empty
mdw-neutral = neutralised
mdw-applied = reached
mdw-under = { $n } madness cards under this curse
mdw-tokens-on = Element tokens on this curse
mdw-destroy = Destroy

mdw-market = Market
mdw-pile-count = { $n } cards in this pile
mdw-acquire = Acquire
mdw-library = Library
mdw-library-empty = No spell left
mdw-learn = Learn:
mdw-supply = Element token supply

mdw-hand = Hand ({ $n })
mdw-hand-hidden = { $n } cards in hand
mdw-support = Support ({ $n } of { $slots })
mdw-deck = Deck: { $n } cards
mdw-top-known = Known top:
mdw-discard = Discard pile ({ $n })
mdw-spells = Spells
mdw-per-cast = Each activation:
mdw-ready = ready
mdw-exhausted = used this turn
mdw-neutralised = neutralised
mdw-cast = Cast
mdw-ability = Ability:
mdw-ability-used = used this turn
mdw-use = Use
mdw-pick = Pick
mdw-heal = Heal
mdw-eliminated = Eliminated
mdw-click-hint = Outlined cards and places are your legal options: click them, or use the buttons.
# issue 26: the other seats, folded to one line each (the long forms are their labels)
mdw-others = Other players
mdw-players = Players
mdw-fold-hand = { $n } in hand
mdw-fold-support = support { $n }/{ $slots }
mdw-fold-deck = deck { $n }
mdw-fold-discard = discard { $n }

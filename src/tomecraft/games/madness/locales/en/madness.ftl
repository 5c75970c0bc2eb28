# The Big Book of Madness: English catalogue.
#
# Card names come from the content pack: every card's name message carries its name in
# each language ($en, $es, $de, $zh) and each catalogue picks its own.
# Card texts are built from the effect vocabulary below (mad-fx-*), so a new card needs
# no new message. Event texts are short sentences without a subject: an interface may
# put the player's name in front of them.

mad-name = { $en }

## Elements, cards, modes

mad-element-0 = water
mad-element-1 = earth
mad-element-2 = fire
mad-element-3 = air

# An element card: "fire 2" (element, value).
mad-card = { $element } { $value }
mad-card-madness = madness

mad-mode-normal = normal
mad-mode-terror = terror
mad-mode-nightmare = nightmare

## Effect vocabulary (card texts)

# A count that grows with a 2x or 3x payment (the variable X).
mad-fx-x = ⟨{ $n }⟩
mad-fx-any-n = any number of
mad-prompt-any-n = any number

mad-fx-what-any = { $n ->
    [one] card
   *[other] cards
}
mad-fx-what-element = { $n ->
    [one] element card
   *[other] element cards
}
mad-fx-what-madness = { $n ->
    [one] madness card
   *[other] madness cards
}
mad-fx-what-water = { $n ->
    [one] water card
   *[other] water cards
}
mad-fx-what-earth = { $n ->
    [one] earth card
   *[other] earth cards
}
mad-fx-what-fire = { $n ->
    [one] fire card
   *[other] fire cards
}
mad-fx-what-air = { $n ->
    [one] air card
   *[other] air cards
}

mad-fx-draw = draw { $count } { $n ->
    [one] card
   *[other] cards
}
mad-fx-discard = discard { $count } { $what }
mad-fx-discard-support = discard { $count } { $what } from your support
mad-fx-discard-support-all = discard every card of your support
mad-fx-destroy = destroy { $upto ->
    [yes] up to { $count }
   *[no] { $count }
} { $what } from your hand
mad-fx-destroy-discard = destroy { $upto ->
    [yes] up to { $count }
   *[no] { $count }
} { $what } from your discard pile
mad-fx-support = put { $upto ->
    [yes] up to { $count }
   *[no] { $count }
} { $what } from your hand into your support
mad-fx-madness = take { $count } { $n ->
    [one] madness card
   *[other] madness cards
}
mad-fx-madness-hand = take { $count } { $n ->
    [one] madness card
   *[other] madness cards
} into your hand
mad-fx-madness-support = take { $count } { $n ->
    [one] madness card
   *[other] madness cards
} into your support
mad-fx-heal = heal { $upto ->
    [yes] up to { $count }
   *[no] { $count }
} { $n ->
    [one] madness card
   *[other] madness cards
}
mad-fx-gain = gain { $count } value-{ $value } { $what }
mad-fx-gain-hand = gain { $count } value-{ $value } { $what } into your hand
mad-fx-upgrade = exchange { $upto ->
    [yes] up to { $count }
   *[no] { $count }
} { $n ->
    [one] card
   *[other] cards
} of your hand for the card of higher value
mad-fx-neutralise_curse = neutralise { $count } { $n ->
    [one] curse
   *[other] curses
}
mad-fx-neutralise_spell = neutralise { $count } of your spells
mad-fx-act = perform { $count } { $n ->
    [one] action
   *[other] actions
}
mad-fx-shuffle = shuffle your discard pile into your deck

mad-fx-then = { $first }, then { $rest }
mad-fx-and = { $first } { $rest }

mad-fx-target-self = You: { $steps }.
mad-fx-target-active = The active player: { $steps }.
mad-fx-target-each = Each player: { $steps }.
mad-fx-target-other = Each other player: { $steps }.
mad-fx-target-one = One player of your choice: { $steps }.
mad-fx-target-one_other = Another player of your choice: { $steps }.
mad-fx-target-most_madness = The player with the most madness cards in hand (ties: the first from the active player on): { $steps }.
mad-fx-target-rest = The other players, each: { $steps }.
mad-fx-target-rest-some = { $count } of the other players, each: { $steps }.

mad-cost-part = { $n } { $element }
mad-cost-plus = { $first } + { $rest }
mad-cost-free = free

## Prompts

mad-prompt-action = Player { $seat }: choose an action, or end your actions.
mad-prompt-act-from = Player { $seat }: { $source } lets you take { $n } more { $n ->
    [one] action
   *[other] actions
} in this turn.
mad-source-ability = the ability of { $mage }
mad-prompt-act = Player { $seat }: you may take { $n } more { $n ->
    [one] action
   *[other] actions
} in this turn.
mad-prompt-pay = Pay for { $purpose } (paid { $paid } so far, { $level }x).
mad-prompt-draw = Player { $seat } draws a card from their deck.
mad-prompt-discard = Discard { $n } { $n ->
    [one] card
   *[other] cards
}.
mad-prompt-discard-support = Discard { $n } { $n ->
    [one] card
   *[other] cards
} from your support.
mad-prompt-destroy = Destroy a card from your hand ({ $n } left).
mad-prompt-destroy-discard = Destroy a card from your discard pile ({ $n } left).
mad-prompt-support = Put a card from your hand into your support ({ $n } left).
mad-prompt-heal = Heal a madness card ({ $n } left).
mad-prompt-gain = Gain a value-{ $value } card ({ $n } left).
mad-prompt-upgrade = Exchange a card of your hand for the card of higher value ({ $n } left).
mad-prompt-neutralise-curse = Neutralise a curse ({ $n } left).
mad-prompt-neutralise-spell = Neutralise one of your spells ({ $n } left).
mad-prompt-target = Choose the player: { $effect }
mad-prompt-forget = You have the most spells allowed: destroy one to learn { $spell }.
mad-prompt-library = Reveal the next library spell.
mad-prompt-reward = Reward for destroying a curse: gain a value-{ $value } card.
mad-prompt-recovery = Too many cards: discard { $n } element { $n ->
    [one] card
   *[other] cards
}.
mad-prompt-page = Turn the page.
mad-prompt-mage = Player { $seat }, choose your mage.
mad-prompt-curse = Draw a curse.

mad-purpose-spell = { $spell }
mad-purpose-learn = learning { $spell }
mad-purpose-acquire = a { $card } card
mad-purpose-destroy = destroying { $curse }
mad-purpose-heal = healing a madness card
mad-purpose-ability = the ability of { $mage }

## Options

mad-opt-draw = Draw { $card }
mad-opt-curse = Curse: { $curse }
mad-opt-page = Page: { $monster }
mad-opt-library = Library spell: { $spell }
mad-opt-activate = Activate { $spell } ({ $cost })
mad-opt-learn = Learn { $spell } ({ $cost })
mad-opt-learn-replace = Learn { $spell } ({ $cost }), replacing one of your spells
mad-opt-acquire = Acquire { $card } ({ $cost })
mad-opt-destroy-curse = Destroy the curse { $curse } ({ $cost })
mad-opt-heal-action-hand = Heal a madness card in your hand ({ $cost } of one element)
mad-opt-heal-action-support = Heal a madness card in player { $owner }'s support ({ $cost } of one element)
mad-opt-ability = Use the ability of { $mage } ({ $cost })
mad-opt-idle = { $option } — does nothing now: { $why }
mad-idle-empty-hand = paying empties your hand
mad-idle-no-madness = no madness card to heal
mad-opt-seat = Player { $seat }
mad-opt-mage = { $mage } ({ $element }): starting cards worth { $cards }; { $slots } support slots; ability ({ $cost }): { $ability }
mad-opt-slot = { $curse } (space { $space })
mad-opt-pay = Pay with { $card } from your hand
mad-opt-pay-support = Pay with { $card } from player { $owner }'s support
mad-opt-discard = Discard { $card }
mad-opt-discard-support = Discard { $card } from your support
mad-opt-destroy = Destroy { $card } from your hand
mad-opt-destroy-discard = Destroy { $card } from your discard pile
mad-opt-support = Put { $card } into your support
mad-opt-upgrade = Exchange { $card } for the card of higher value
mad-opt-recovery = Discard { $card }
mad-opt-heal = Heal the madness card in your hand
mad-opt-heal-support = Heal the madness card in player { $owner }'s support
mad-opt-forget = Destroy { $spell }
mad-opt-neutralise-spell = Neutralise { $spell }
mad-opt-gain = Gain { $card }
mad-opt-reward = Gain { $card }
mad-opt-id = Option { $id }

mad-pass-action = End your actions
mad-pass-act = Stop acting
mad-pass-pay = Done paying
mad-pass-destroy = Stop destroying
mad-pass-destroy-discard = Stop destroying
mad-pass-support = Stop
mad-pass-heal = Stop healing
mad-pass-upgrade = Stop exchanging

## Events

mad-ev-turn = Player { $seat }'s turn ({ $turn }).
mad-ev-mage = Player { $seat } chooses { $mage }.
mad-ev-dealt = Every player shuffles their starting cards into a deck and draws a hand.
mad-ev-marker = The invocation marker reaches space { $space }.
mad-ev-monster = Monster { $round }: { $monster } appears.
mad-ev-place = Curse placed on space { $space }: { $curse }.
mad-ev-no-curse = No curse is left of that type.
mad-ev-curse = The curse { $curse } strikes.
mad-ev-curse-neutral = The curse { $curse } is neutralised and has no effect.
mad-ev-curse-up = The curse { $curse } turns face up again.
mad-ev-success = { $monster } is defeated!
mad-ev-failure = { $monster } escapes: { $n } { $n ->
    [one] curse remains
   *[other] curses remain
}.
mad-ev-draw = Drew a card.
mad-ev-discard = Discarded { $card }.
mad-ev-discard-support = Discarded { $card } from the support.
mad-ev-pay = Paid with { $card }.
# web-anim: a group of such lines in the log
mad-ev-draw-many = Drew { $n } cards.
mad-ev-discard-many = Discarded { $n } cards: { $items }.
mad-ev-pay-many = Paid with { $items }.
mad-ev-pay-support = Paid with { $card } from player { $owner }'s support.
mad-ev-pay-own-support = Paid with { $card } from the support.
mad-ev-destroy = Destroyed { $card } from the hand.
mad-ev-destroy-discard = Destroyed { $card } from the discard pile.
mad-ev-support = Put { $card } into the support.
mad-ev-madness-0 = Took a madness card ({ $left } left in the pile).
mad-ev-madness-1 = Took a madness card into the hand ({ $left } left in the pile).
mad-ev-madness-2 = Took a madness card into the support ({ $left } left in the pile).
mad-ev-madness-deck = The deck is empty: took a madness card ({ $left } left in the pile).
mad-ev-pile-empty = A madness card is due, but the pile is empty!
mad-ev-shuffle = Shuffled the discard pile into a new deck of { $n } { $n ->
    [one] card
   *[other] cards
}.
mad-ev-heal-hand = Healed a madness card ({ $left } in the pile).
mad-ev-heal-support = Healed a madness card in player { $owner }'s support ({ $left } in the pile).
mad-ev-heal-own-support = Healed a madness card in the support ({ $left } in the pile).
mad-ev-acquire = Acquired { $card }.
mad-ev-gain = Gained { $card } into the discard pile.
mad-ev-gain-hand = Gained { $card } into the hand.
mad-ev-upgrade = Exchanged { $old } for { $new }.
mad-ev-neutralise-curse = Neutralised the curse { $curse }.
mad-ev-neutralise-spell = Neutralised the spell { $spell }.
mad-ev-spell-up = The spell { $spell } turns face up again.
mad-ev-learn = Learned { $spell }.
mad-ev-forget = Destroyed the spell { $spell }.
mad-ev-reveal = New library spell: { $spell }.
mad-ev-destroy-curse = Destroyed the curse { $curse }.
mad-ev-activate = Activated { $spell } ({ $mult }x).
mad-ev-ability = Used the ability of { $mage }.
mad-ev-target = Player { $seat } is chosen.
mad-ev-act-stop = Stopped acting.
mad-ev-end-actions = Ended the actions.
mad-ev-eliminated = Player { $seat } has lost their mind and is eliminated.
mad-ev-win = The last monster is defeated and the book is sealed: everybody wins!
mad-ev-lose-madness = The madness pile is empty: everybody loses.
mad-ev-lose-monster = The last monster was not defeated: everybody loses.
mad-ev-lose-eliminated = Every player is eliminated: everybody loses.
mad-loss-madness = Madness pile empty
mad-loss-monster = Final monster not defeated
mad-loss-eliminated = Every player eliminated
mad-score-name = Rounds survived

## Board

mad-board-title = Round { $round }/{ $rounds } · turn { $turn } · player { $seat } · difficulty { $difficulty } · { $mode }
mad-board-title-setup = Setup · player { $seat } chooses a mage · difficulty { $difficulty } · { $mode }
mad-board-pile = Madness pile
mad-board-pile-left = { $n } left
mad-board-market = Market
mad-board-cards = { $n }× { $card }
mad-board-library = Library
mad-board-library-top = { $spell } (level { $level }, learn: { $cost })
mad-board-library-empty = (empty)
mad-board-result = Result
mad-board-track = Invocation track: { $monster } · marker on space { $space } of 5
mad-board-no-curses = No curse on the track
mad-board-appear = Appearance
mad-board-symbols = Curse symbols
mad-board-bonus = Success
mad-board-penalty = Failure
mad-board-final = Final monster
mad-board-final-text = Defeat it to win; fail and everybody loses.
mad-board-slot = Space { $space }
mad-board-neutral = neutralised
mad-board-applied = applied
mad-board-seat = Player { $seat }: { $mage } ({ $element })
mad-board-seat-choosing = Player { $seat }: no mage chosen yet
mad-board-eliminated = Eliminated
mad-board-hand = Hand ({ $n })
mad-board-hidden = hidden
mad-board-deck = Deck ({ $n })
mad-board-discard = Discard pile ({ $n })
mad-board-deck-discard = Deck ({ $deck }) · discard pile ({ $n })
mad-board-support-empty = support empty (0/{ $slots })
mad-board-support = Support ({ $n }/{ $slots })
mad-board-ability = Ability{ $used ->
    [yes] (used this turn)
   *[no] {""}
}
mad-board-spell-cost = level { $level }, { $cost }
mad-board-spell-ready = ready
mad-board-spell-exhausted = exhausted
mad-board-spell-neutral = neutralised

mad-breakdown-curses = Curses destroyed
mad-breakdown-learned = Spells learned
mad-breakdown-healed = Madness healed
mad-breakdown-madness = Madness taken
mad-breakdown-defeated = Monsters defeated
mad-breakdown-total = Rounds survived (team score)

# Payment as one decision: which cards pay (the first option is the default).
mad-prompt-payment = Which cards pay for { $purpose }? (the first option is the suggested payment)
mad-opt-payment = { $cards }{ $level ->
    [0] {""}
    [1] {" "}— effect once
   *[other] {" "}— effect { $level } times
}{ $waste ->
    [0] {""}
   *[other] , { $waste } lost
}
mad-pay-card = { $card }
mad-pay-card-support = { $card } (player { $owner }'s support)
mad-pay-list = { $first }, { $rest }
mad-ev-unpaid = Nothing can pay for { $purpose } any more.

## The full effect language (ongoing entries, conditions, new verbs)

mad-fx-none = No effect.
mad-fx-same = as many
mad-fx-optional = you may { $step }
mad-fx-if-madness = if it is a madness card, { $step }
mad-fx-if-element = if it is an element card, { $step }
mad-fx-if-water = if it is a water card, { $step }
mad-fx-if-earth = if it is an earth card, { $step }
mad-fx-if-fire = if it is a fire card, { $step }
mad-fx-if-air = if it is an air card, { $step }
mad-fx-if-any = if you did, { $step }
mad-fx-if-none = if you did not, { $step }
mad-fx-draw-discard = take { $count } { $what } of your choice from your discard pile into your hand
mad-fx-discard-deck = discard the top { $count } { $n ->
    [one] card
   *[other] cards
} of your deck
mad-fx-destroy-deck = destroy the top { $count } { $n ->
    [one] card
   *[other] cards
} of your deck
mad-fx-shuffle-hand = shuffle your hand into your deck
mad-fx-top = put { $count } { $what } from your hand on top of your deck, face down
mad-fx-top-discard = put { $count } { $what } from your discard pile on top of your deck
mad-fx-recover = bring { $count } destroyed { $what } back into your discard pile
mad-fx-recover-hand = bring { $count } destroyed { $what } back into your hand
mad-fx-give = give { $count } { $what } from your hand to another player of your choice
mad-fx-token = place { $count } { $element } { $n ->
    [one] token
   *[other] tokens
} on this curse
mad-fx-madness_under = put { $count } { $n ->
    [one] madness card
   *[other] madness cards
} under each curse
mad-fx-act-ability = perform { $count } { $n ->
    [one] action
   *[other] actions
} (your mage's ability included)
mad-fx-target-some = { $count } { $n ->
    [one] player
   *[other] players
} of your choice, each: { $steps }.
mad-fx-target-some_other = { $count } of the other players, each: { $steps }.

mad-fx-ongoing = While in play: { $text }
mad-fx-who-each = every player
mad-fx-who-owner = you
mad-fx-who-other = every other player
mad-fx-who-active = the active player
mad-fx-actor-each = a player
mad-fx-actor-owner = you
mad-fx-actor-other = another player
mad-fx-actor-active = the active player
mad-fx-whom-each = every player
mad-fx-whom-owner = you
mad-fx-whom-other = every other player
mad-fx-whom-active = the active player
mad-fx-when-madness_taken = Whenever { $who } takes a madness card: { $effect }
mad-fx-when-card_drawn = Whenever { $who } draws a card: { $effect }
mad-fx-when-curse_destroyed = Whenever { $who } destroys a curse: { $effect }
mad-fx-when-spell_cast = Whenever { $who } activates a spell: { $effect }
mad-fx-when-turn_start = Whenever { $who } starts a turn: { $effect }
mad-fx-when-round_end = At the end of each round: { $effect }
mad-fx-when-player_eliminated = Whenever a player is eliminated: { $effect }
mad-fx-when-recovered = Whenever { $who } finishes the recovery, before the check for elimination: { $effect }
mad-fx-forbid = Forbidden to { $whom }: { $action }.
mad-fx-action-activate = activate spells
mad-fx-action-learn = learn spells
mad-fx-action-acquire = acquire element cards
mad-fx-action-destroy = destroy curses
mad-fx-action-heal = heal madness cards
mad-fx-action-ability = use a mage ability
mad-fx-mod-spell_cost = Activating { $element } spells costs { $who } { $n } { $more ->
    [yes] more
   *[no] less
}.
mad-fx-mod-learn_cost = Learning { $element } spells costs { $who } { $n } { $more ->
    [yes] more
   *[no] less
}.
mad-fx-mod-acquire_cost = Acquiring { $element } cards costs { $who } { $n } { $more ->
    [yes] more
   *[no] less
}.
mad-fx-mod-heal_cost = Healing costs { $who } { $n } { $more ->
    [yes] more
   *[no] less
}.
mad-fx-mod-destroy_cost = Destroying a curse costs { $who } { $n } { $element } more.
mad-fx-mod-hand_size = { $who } ends the turn with { $n } { $more ->
    [yes] more
   *[no] fewer
} cards in hand.
mad-fx-mod-support_slots = { $who } has { $n } { $more ->
    [yes] more
   *[no] fewer
} support slots.

mad-prompt-optional = You may: { $step }. Do it?
mad-prompt-take-discard = Take a card from your discard pile ({ $n } left).
mad-prompt-give-to = Choose the player who receives your card.
mad-prompt-give = Choose a card of your hand for player { $to } ({ $n } left).
mad-prompt-top = Choose a card of your hand to put on top of your deck ({ $n } left).
mad-prompt-top-discard = Choose a card of your discard pile to put on top of your deck ({ $n } left).
mad-prompt-recover = Choose a destroyed card to bring back ({ $n } left).
mad-opt-yes = Yes, do it
mad-pass-optional = No, skip it
mad-opt-take-discard = Take { $card }
mad-opt-give = Give { $card }
mad-opt-top = Put { $card } on top of your deck
mad-opt-top-discard = Put { $card } on top of your deck
mad-opt-recover = Bring back { $card }

mad-ev-take-discard = Takes { $card } from their discard pile into their hand.
mad-ev-discard-deck = Discards { $card } from the top of their deck.
mad-ev-destroy-deck = Destroys { $card } from the top of their deck.
mad-ev-shuffle-hand = Shuffles their hand into their deck ({ $n } cards).
mad-ev-give = Gives { $card } to player { $seat }.
mad-ev-top-hand = Puts a card from their hand on top of their deck, face down.
mad-ev-top-discard = Puts { $card } from their discard pile on top of their deck.
mad-ev-recover = Brings a destroyed { $card } back into their discard pile.
mad-ev-recover-hand = Brings a destroyed { $card } back into their hand.
mad-ev-token = { $n } { $element } { $n ->
    [one] token is
   *[other] tokens are
} placed on { $curse }.
mad-ev-under = { $n } madness { $n ->
    [one] card goes
   *[other] cards go
} under { $curse } ({ $left } left in the pile).
mad-ev-under-taken = Adds the { $n } madness { $n ->
    [one] card
   *[other] cards
} under the curse to their discard pile.
mad-ev-under-back = { $n } madness { $n ->
    [one] card
   *[other] cards
} under a curse { $n ->
    [one] returns
   *[other] return
} to the pile ({ $left } in the pile).
mad-ev-trigger = An ongoing effect is triggered.
mad-ev-decline = Declines the optional step.
mad-board-under = { $n } madness under it
mad-board-tokens = tokens: { $tokens }
mad-board-token-supply = Element tokens
mad-board-top-unknown = ? (top, unknown)
mad-board-supply = Element tokens in the supply: { $tokens }
mad-board-top = known top of the deck: { $cards }
mad-fx-what-last = { $n ->
    [one] card (that card)
   *[other] cards (those cards)
}

## Topics: what a thing on the table does, and why it is not offered (topics-mw, issue 12)
mad-topic-and = { $first } { $rest }
mad-topic-comma = { $first }, { $rest }
mad-topic-none = none
mad-topic-monster-text = When it appears: { $appear } Its curses: { $curses }. If every curse is destroyed before the marker reaches the invocation space: { $bonus } Otherwise: { $penalty }
mad-topic-monster-final = When it appears: { $appear } Its curses: { $curses }. The last monster: destroy every curse before the invocation to win; a single curse left loses the game.
mad-topic-spell-text = Level { $level }. Activating it costs { $cost } (pay it twice or three times for a stronger effect); learning it costs { $learn }. { $effect }
mad-topic-basic-text = A starting spell. Activating it costs { $cost } (pay it twice or three times for a stronger effect). { $effect }
mad-topic-curse-text = When the marker reaches its space on the track: { $effect } Destroy it for { $cost }.
mad-topic-mage-text = A mage of { $element } with { $slots } support slots. Once per turn, for { $cost }: { $ability }
mad-topic-pile = Market: { $card }
mad-topic-pile-text = Costs { $cost }; the card goes to your discard pile and pays { $value } { $element } from then on. { $n } left.
mad-topic-card-text = Pays { $value } { $element } toward a cost of that element; the excess is lost.
mad-topic-madness-text = Pays nothing. Heal it for { $cost } of a single element; with { $n } in your hand after your recovery you are out of the game.
mad-topic-activate = Activate a spell
mad-topic-activate-text = Pay a ready spell's cost once, twice or three times and carry out its effect; it stays exhausted until your next turn.
mad-topic-learn = Learn a spell
mad-topic-learn-text = Pay the learning cost of a face-up library spell and add it to your spells (at most { $limit }; beyond that you forget one).
mad-topic-acquire = Acquire a card
mad-topic-acquire-text = Pay for the top card of a market pile; it goes to your discard pile.
mad-topic-destroy = Destroy a curse
mad-topic-destroy-text = Pay a curse's cost to take it off the track; you also gain a value-{ $value } card of your choice.
mad-topic-heal = Heal madness
mad-topic-heal-text = Pay { $cost } of a single element to send a madness card from your hand or any support back to the pile.
mad-topic-ability = Use your mage's ability
mad-topic-ability-text = Once per turn, pay its cost and carry out the ability printed on your mage.
mad-topic-pass = End your actions
mad-topic-pass-text = Stop taking actions; then you recover (discard down to or draw up to your hand size).
mad-why-over = The game is over.
mad-why-out = You are out of the game.
mad-why-chance = Wait: cards are being drawn.
mad-why-turn = It is player { $seat }'s turn to decide.
mad-why-busy = Finish the current step first.
mad-why-nothing = no { $element }
mad-why-cost = You cannot pay its cost: it needs { $cost }, and your hand and the supports hold { $have }.
mad-why-heal-cost = Healing needs { $n } of a single element; your hand and the supports hold at most { $best } of any one.
mad-why-forbidden = A card in play forbids you to { $action } now.
mad-why-spell-not-yours = { $spell } belongs to player { $seat }; only they can activate it.
mad-why-spell-exhausted = { $spell } is exhausted: it is ready again at the start of your next turn.
mad-why-spell-neutral = { $spell } is neutralised for now.
mad-why-curse-neutral = { $curse } is neutralised this turn, so it cannot be destroyed.
mad-why-destroy-empty = There is no curse on the track.
mad-why-learn-empty = The library is empty.
mad-why-acquire-empty = This market pile is empty.
mad-why-heal-hand-no-madness = There is no madness card in your hand or in any support.
mad-why-heal-support-no-madness = There is no madness card in that support.
mad-why-ability-used = You have already used your mage's ability this turn.
mad-why-act-ability = This effect does not let you use your mage's ability.
mad-why-mage-theirs = Only player { $seat } can use this ability.
mad-why-mage-taken = Player { $seat } has already chosen this mage.
mad-why-mage-cards = Its starting cards are no longer there.
mad-why-no-spells = You have no spells.
mad-why-none-activate = None of your spells can be activated now: see each spell.
mad-why-none-learn = You cannot learn any spell of the library now: see each spell.
mad-why-none-acquire = You cannot acquire any market card now: see each pile.
mad-why-none-destroy = You cannot destroy any curse now: see each curse.
mad-why-card-pay = Cards are spent by paying for an action: choose the action first.

# Issue 23: the support reserve, destroying from a support
mad-fx-discard-reserve = discard { $count } { $what } from the support reserve
mad-fx-destroy-support = destroy { $upto ->
    [yes] up to { $count }
   *[no] { $count }
} { $what } from your support
mad-fx-destroy-reserve = destroy { $upto ->
    [yes] up to { $count }
   *[no] { $count }
} { $what } from the support reserve
mad-prompt-discard-reserve = Discard a card from the support reserve ({ $n } left).
mad-prompt-destroy-support = Destroy a card from a support ({ $n } left).
mad-ev-destroy-support = Destroyed { $card } from player { $owner }'s support.
mad-ev-destroy-own-support = Destroyed { $card } from the support.
mad-fx-untoken = take { $count } { $element } { $n ->
    [one] token
   *[other] tokens
} off curses on the track
mad-prompt-untoken = Take a token off a curse ({ $n } left).
mad-ev-untoken = Took a { $element } token off { $curse }.
mad-board-spells = Spells
mad-board-brief-support = support { $k }/{ $slots }:
mad-board-brief-top = top:
mad-board-brief-ability = ability { $cost }
mad-board-brief-ability-used = ability { $cost } (used)
mad-board-brief-spell = { $spell } { $cost }
mad-board-brief-spell-off = { $spell } { $cost } ({ $status })
mad-board-brief-piles = hand { $hand } · deck { $deck } · discard { $discard } · { $spells }
mad-board-brief-spells = { $n ->
    [one] 1 spell
   *[other] { $n } spells
}
mad-board-brief-deck = deck { $n }

## the coach's why: what an option did at once (topics.effects)
mad-effect-curses = { $count ->
    [one] destroyed 1 curse
   *[other] destroyed { $count } curses
}
mad-effect-curses-new = { $count ->
    [one] brought 1 new curse
   *[other] brought { $count } new curses
}
mad-effect-healed = { $count ->
    [one] removed 1 madness card from the group
   *[other] removed { $count } madness cards from the group
}
mad-effect-madness = { $count ->
    [one] added 1 madness card to the group
   *[other] added { $count } madness cards to the group
}
mad-effect-tokens = { $count ->
    [one] put 1 element token on the curses
   *[other] put { $count } element tokens on the curses
}
mad-effect-tokens-lost = { $count ->
    [one] removed 1 element token from the curses
   *[other] removed { $count } element tokens from the curses
}
mad-effect-cards = { $count ->
    [one] gained 1 card
   *[other] gained { $count } cards
}
mad-effect-cards-lost = { $count ->
    [one] lost 1 card
   *[other] lost { $count } cards
}
mad-effect-spells = { $count ->
    [one] learned 1 spell
   *[other] learned { $count } spells
}
mad-effect-spells-lost = { $count ->
    [one] lost 1 spell
   *[other] lost { $count } spells
}

# The bot levels in this game (tomecraft bots madness, the lobby): what they do here.
bot-desc-greedy-madness = Beginner: takes the action that looks best one step ahead, from what its seat can see. Under 1 ms a move.
bot-desc-easy-madness = Easy: plays greedy's best 2 actions on to the next turn a few times and keeps the best; a team of them wins more often than greedy's. A few ms a move.
bot-desc-medium-madness = Medium, the default ("bot"): the same with greedy's best 3 actions and more playouts; its team wins clearly more often than greedy's. About 10 ms a move.
bot-desc-hard-madness = Hard: nearly every action, more playouts; measured no stronger than medium. About 15 ms a move.

# Wonder Book: the engine's prompts, option labels, events and board labels.

## Prompts
wb-prompt-action = { $hero }: choose an action ({ $left } left).
wb-prompt-reroll = { $hits ->
    [one] { $hits } hit
   *[other] { $hits } hits
} on { $dice ->
    [one] { $dice } die
   *[other] { $dice } dice
}. Discard a heart to reroll the misses?
wb-prompt-target = Choose a Wyrm to take { $n } damage.
wb-prompt-stun = Choose a Wyrm to stun.
wb-prompt-heal = Choose a hero to recover { $n ->
    [one] { $n } heart
   *[other] { $n } hearts
}.
wb-prompt-walk = Move to an adjacent zone ({ $n ->
    [one] { $n } move
   *[other] { $n } moves
} left), or stop.
wb-prompt-swap = Choose the hero to swap places with.
wb-prompt-give = Choose the hero who receives { $item }.
wb-prompt-consent = { $hero } asks for { $item }. Hand it over?
wb-prompt-ask-whom = Several heroes nearby hold { $item }: choose whom to ask.
wb-prompt-choose-hero = Choose a hero: { $what }
wb-prompt-upgrade = { $hero } gains an upgrade card: choose the ability to keep for good.
wb-prompt-wyrm-order = Choose the next Wyrm to act.
wb-prompt-wyrm-hit = Wyrm { $w } attacks: choose the hero who loses a heart.
wb-prompt-wyrm-move = Wyrm { $w } moves toward the nearest hero: choose the zone.
wb-prompt-remove-wyrm = { $zone }: choose the Wyrm that leaves for the reserve.
wb-prompt-dilemma = Dilemma ({ $card }): { $text } The group chooses.
wb-prompt-next-hero = Choose the hero who plays next.
wb-prompt-item-to = Choose the hero who takes { $item }.
wb-prompt-dice = Rolling { $n ->
    [one] { $n } die
   *[other] { $n } dice
}.
wb-prompt-passage = Drawing a passage card.
wb-prompt-wyrm-card = Revealing a Wyrm card.

## Verbs (in prompts)
wb-verb-hearts = { $sign ->
    [gain] recovers { $n ->
        [one] { $n } heart
       *[other] { $n } hearts
    }
   *[lose] loses { $n ->
        [one] { $n } heart
       *[other] { $n } hearts
    }
}
wb-verb-sparks = { $sign ->
    [gain] gains { $n ->
        [one] { $n } spark
       *[other] { $n } sparks
    }
   *[lose] returns { $n ->
        [one] { $n } spark
       *[other] { $n } sparks
    }
}
wb-verb-passage = draws a passage card
wb-verb-item = takes the item
wb-verb-move = moves
wb-verb-shield = gains { $n ->
    [one] { $n } shield
   *[other] { $n } shields
}

## Options
wb-opt-pass-action = End the turn
wb-opt-pass-reroll = Keep the roll
wb-opt-yes-reroll = Reroll the misses (1 heart)
wb-opt-pass-walk = Stop here
wb-opt-pass-consent = Keep it
wb-opt-yes-consent = Hand it over
wb-opt-pass-target = Stop
wb-opt-pass-stun = Stop
wb-opt-collect = Collect a spark
wb-opt-attack = Attack
wb-opt-move = Move to { $zone }
wb-opt-zone = { $zone }
wb-opt-ability = Use { $ability } ({ $sparks ->
    [one] { $sparks } spark
   *[other] { $sparks } sparks
})
wb-opt-interact = Interact: { $title }
wb-opt-special = Use { $item }
wb-opt-give = Pass { $item }
wb-opt-ask = Ask for { $item }
wb-opt-rule-action = Special action: { $action }
wb-opt-hero = { $hero }
wb-opt-wyrm = Wyrm { $w } in { $zone }{ $stunned ->
    [1] {" "}(stunned)
   *[0] {""}
}
wb-opt-dilemma = { $text }
wb-opt-side = Keep { $ability }
wb-opt-hits = { $n ->
    [one] { $n } hit
   *[other] { $n } hits
}
wb-opt-wyrm-card = { $card }
wb-opt-passage = { $item }

## Events
wb-ev-card = Card { $n }, { $title }: { $text }
wb-ev-card-back = Card { $n } (back): { $text }
wb-ev-dilemma = Chosen: { $option } { $text }
wb-ev-goal = Objective met: { $goal } { $text }
wb-ev-ending = { $destiny ->
    [one] { $destiny } destiny token
   *[other] { $destiny } destiny tokens
} face up. { $text }
wb-ev-round = Round { $n }: players' phase.
wb-ev-enemies = Enemies' phase.
wb-ev-turn = { $hero } takes a turn.
wb-ev-pass-extra = { $hero } lets the extra action go.
wb-ev-move = { $hero } moves to { $zone }.
wb-ev-collect = { $hero } collects a spark ({ $sparks } now).
wb-ev-attack = { $hero } attacks.
wb-ev-ability = { $hero } uses { $ability }.
wb-ev-special = { $hero } uses { $item }.
wb-ev-rule-action = { $hero } takes the special action { $action }.
wb-ev-ask = { $hero } asks for { $item }.
wb-ev-refuse = { $item } stays with its holder.
wb-ev-give = { $item } goes to { $hero }.
wb-ev-item = { $hero } takes { $item }.
wb-ev-passage = { $hero } draws the passage { $item }.
wb-ev-passage-shuffle = The passage discard pile becomes the new passage deck.
wb-ev-interact = { $hero } interacts with { $title }: { $text }
wb-ev-roll = Roll { $faces }: { $hits ->
    [one] { $hits } hit
   *[other] { $hits } hits
} on { $dice ->
    [one] { $dice } die
   *[other] { $dice } dice
}.
wb-ev-reroll = After the reroll { $faces }: { $hits ->
    [one] { $hits } hit
   *[other] { $hits } hits
} on { $dice ->
    [one] { $dice } die
   *[other] { $dice } dice
}.
wb-ev-reroll-heart = { $hero } discards a heart to reroll.
wb-ev-challenge-ok = The challenge succeeds.
wb-ev-challenge-fail = The challenge fails.
wb-ev-swap = { $hero } swaps places with { $other }.
wb-ev-upgrade = { $hero } keeps { $ability } for good.
wb-ev-sparks = { $hero }: { $n ->
    [one] { $n } spark
   *[other] { $n } sparks
}.
wb-ev-heal = { $hero } recovers { $n ->
    [one] { $n } heart
   *[other] { $n } hearts
}.
wb-ev-hurt = { $hero } loses { $n ->
    [one] { $n } heart
   *[other] { $n } hearts
} ({ $left } left).
wb-ev-ko = { $hero } is knocked out!
wb-ev-stand = { $hero } stands up with full hearts.
wb-ev-destiny-up = { $n ->
    [one] { $n } destiny token
   *[other] { $n } destiny tokens
} turned face up ({ $up } face up).
wb-ev-destiny-down = A destiny token is turned face down ({ $up } face up).
wb-ev-spawn = { $n ->
    [one] { $n } Wyrm appears
   *[other] { $n } Wyrms appear
} in { $zone }.
wb-ev-wyrm-card = Wyrm card: { $card } (spawn { $spawn }, { $activate ->
    [one] { $activate } action
   *[other] { $activate } actions
} each).
wb-ev-reveal-another = Another Wyrm card will be revealed.
wb-ev-wyrm-shuffle = The Wyrm discard pile becomes the new Wyrm deck.
wb-ev-wyrm-up = Wyrm { $w } stands up.
wb-ev-wyrm-hit = Wyrm { $w } bites { $hero }.
wb-ev-wyrm-move = Wyrm { $w } moves to { $zone }.
wb-ev-wyrm-damage = Wyrm { $w } takes { $n } damage and is stunned.
wb-ev-stun = Wyrm { $w } is stunned.
wb-ev-defeat = Wyrm { $w } is defeated and goes back to the reserve.
wb-ev-explode = The Wyrms in { $zone } burst!
wb-ev-wyrm-removed = Wyrm { $w } leaves { $zone } for the reserve.
wb-ev-extra = { $hero } gains { $n ->
    [one] { $n } extra action
   *[other] { $n } extra actions
}.
wb-ev-key = Key noted: { $name }.
wb-ev-key-erase = Key erased: { $name }.
wb-ev-wyrm-added = { $card } joins the Wyrm deck for good.
wb-ev-wyrm-top = { $card } goes on top of the Wyrm deck, face down: everyone knows it is next.
wb-ev-wyrm-bottom = { $card } goes under the Wyrm deck: everyone knows it comes last.
wb-ev-rule-on = Special rule in force: { $title }.
wb-ev-rule-off = Special rule discarded: { $title }.
wb-ev-scene = The book turns to a new scene: { $scene }.
wb-ev-win = Chapter won: { $chapter }!
wb-ev-lose-destiny = The last destiny token is face down: the chapter is lost.
wb-loss-destiny = Destiny ran out
wb-score-name = Destiny left
wb-ev-unfinished = The game was stopped unfinished: the objective took more rounds than this bot-only run allows.
wb-ev-aura = The Dark Aura is placed in { $zone }.
wb-ev-aura-gone = The Dark Aura leaves the board.
wb-ev-chest = The treasure chest is opened: { $text }
wb-ev-chest-empty = The treasure chest was opened earlier in the campaign: nothing more inside.
wb-ev-creature = { $creature } is in { $zone } with { $n ->
    [one] 1 heart
   *[other] { $n } hearts
    }.
wb-ev-creature-gone = { $creature } leaves the board.
wb-ev-creature-heal = { $creature } recovers { $n } { $n ->
    [one] heart
   *[other] hearts
    } ({ $left } left).
wb-ev-creature-hurt = { $creature } loses { $n } { $n ->
    [one] heart
   *[other] hearts
    } ({ $left } left).
wb-ev-creature-down-ally = { $creature } has fallen.
wb-ev-creature-down-enemy = { $creature } is defeated.
wb-ev-practice = Practice game: { $chapter } was started without the chapters before it, so this game hands on no campaign record.

## Board
wb-board-title = { $chapter }: destiny { $destiny }/{ $total } face up, round { $round }
wb-board-practice = Practice
wb-board-practice-note = a chapter started without the earlier ones; no campaign record is kept
wb-board-chest = Treasure chest
wb-board-chest-sealed = sealed (open it only when a card says so)
wb-board-chest-open = opened
wb-board-creature-ally = Ally { $n }
wb-board-creature-enemy = Enemy { $n }
wb-board-creature = { $creature } in { $zone }: { $hearts }/{ $max } hearts
wb-board-card = Card
wb-board-goal = Objective
wb-board-wyrm-deck = Wyrms
wb-board-decks = deck { $deck }, discard { $discard }, reserve { $reserve }
wb-board-wyrm-known = Known order
wb-board-wyrm-top = on top: { $cards }
wb-board-wyrm-bottom = at the bottom: { $cards }
wb-board-last-wyrm = Last Wyrm card
wb-board-result = Result
wb-board-map = Map
wb-board-zones = Zones
wb-board-zone-key = { $letter } { $zone }
wb-board-map-key = { $heroes } heroes (({ $ko }) knocked out) · W1 Wyrm 1 (w1 stunned) · *2 sparks · ? object · @ vortex · & Dark Aura · +1:3 ally 1 (3 hearts) · !2:4 enemy 2 · ~ hurts · X no entry · # no way out · ┄┆ open · ━┃ wall
wb-board-mark-heroes = { $heroes } heroes (({ $ko }) knocked out)
wb-board-mark-wyrm = W1 Wyrm 1 (w1 stunned)
wb-board-mark-sparks = *2 sparks
wb-board-mark-object = ? object
wb-board-mark-vortex = @ vortex
wb-board-mark-aura = & Dark Aura
wb-board-mark-ally = +1:3 ally 1 (3 hearts)
wb-board-mark-enemy = !2:4 enemy 2
wb-board-mark-hurt = ~ hurts
wb-board-mark-no-enter = X no entry
wb-board-mark-no-leave = # no way out
wb-board-mark-open = ┄┆ open
wb-board-mark-wall = ━┃ wall
wb-board-heroes = Heroes
wb-board-abilities = What { $hero } can do
wb-board-hero = { $hero } (player { $seat })
wb-board-hearts = { $n }/{ $max } hearts
wb-board-sparks = { $n ->
    [one] { $n } spark
   *[other] { $n } sparks
}
wb-board-ko = knocked out
wb-board-rules = Special rules and keys
wb-board-keys = Keys
wb-board-destiny-left = Destiny face up
wb-board-cards-read = Cards read
wb-breakdown-total = Destiny left (team score)

## Topics: what a thing on the board does, and why it is not offered (topics-mw, issue 12)
wb-topic-none = none
wb-topic-comma = { $first }, { $rest }
wb-topic-zone-text = Sparks lying here: { $sparks }. Next to it (across a dashed border): { $near }.
wb-topic-hero-text = { $hearts } of { $max } hearts, { $sparks ->
    [one] 1 spark
   *[other] { $sparks } sparks
}, in { $zone }.
wb-topic-hero-ko = Knocked out in { $zone }, with { $sparks ->
    [one] 1 spark
   *[other] { $sparks } sparks
}: stands up with all { $max } hearts at the next players' phase.
wb-topic-wyrm = Wyrm { $w }
wb-topic-wyrm-text = In { $zone }, with { $damage } damage of { $health }: { $health } damage defeats it. A damaged Wyrm is stunned and spends its next action standing up; otherwise it bites a hero in its zone or moves toward the nearest one.
wb-topic-range-here = its own zone
wb-topic-range-near = its own zone or a zone next to it
wb-topic-range-anywhere = anywhere on the map
wb-topic-collect = Collect a spark
wb-topic-collect-text = Take one spark lying in your hero's zone (one action).
wb-topic-pass = End the turn
wb-topic-pass-text = Give up the actions you have left; the next hero plays.
wb-topic-give-text = One action: hand { $item } to a hero (not knocked out) in your zone or a zone next to it; you choose who receives it.
wb-topic-ask-text = One action: ask for { $item }, held by a hero (not knocked out) in your zone or a zone next to it; its holder’s player may hand it over or refuse.
wb-why-over = The chapter is over.
wb-why-chance = Wait: the dice are rolling or a card is being drawn.
wb-why-turn = It is player { $seat }'s turn to decide.
wb-why-busy = Finish the current step first.
wb-why-not-hero = It is not the turn of { $hero }.
wb-why-range = No Wyrm is within reach of this attack ({ $range }).
wb-why-wyrm-range = This Wyrm is out of reach of your hero's attack ({ $range }).
wb-why-sparks = It costs { $n ->
    [one] 1 spark
   *[other] { $n } sparks
}; your hero has { $have }.
wb-why-zone = It can only be used in { $zone }.
wb-why-target = There is nothing for it to affect right now (no Wyrm within its reach).
wb-why-ask-far = To ask for it, { $hero } must be in your hero's zone or next to it.
wb-why-zone-here = Your hero is already here.
wb-why-zone-far = This zone is not next to your hero's (no dashed border between them).
wb-ev-shield = { $hero } gains { $n ->
    [one] { $n } shield
   *[other] { $n } shields
} (each cancels 1 heart lost).
wb-ev-shield-used = The shield of { $hero } cancels { $n ->
    [one] { $n } heart
   *[other] { $n } hearts
} of damage.
wb-board-shield = { $n ->
    [one] { $n } shield
   *[other] { $n } shields
}
wb-opt-creature = { $creature } in { $zone } ({ $n } ♥)
wb-topic-creature-ally = An ally in { $zone }, with { $hearts } of { $max } hearts. A hero's healing (an attack that heals) may go to it; at 0 hearts it has fallen.
wb-topic-creature-enemy = An enemy in { $zone }, with { $hearts } of { $max } hearts. Heroes' attacks and damage may target it like a Wyrm: each hit takes 1 heart; at 0 hearts it is defeated.
wb-why-ally = An ally is not attacked; heal it when a hero's healing lets you pick.
wb-topic-then = { $first } { $rest }
wb-topic-no-enter = Special rule: no hero may move into this zone.
wb-topic-no-leave = Special rule: no hero may move out of this zone.
wb-topic-hurt-enter = Special rule: a hero who enters this zone loses 1 heart.
wb-topic-hurt = Special rule: a hero who ends a turn here loses 1 heart.
wb-why-forbidden = A special rule in force forbids this action.
wb-why-leave = A special rule forbids moving out of { $zone }.
wb-why-enter = A special rule forbids moving into { $zone }.
wb-board-forbidden = Forbidden by the special rules
wb-forbid-collect = collecting a spark
wb-forbid-attack = attacking
wb-forbid-move = moving
wb-forbid-ability = abilities
wb-forbid-interact = interacting with objects
wb-forbid-special = items' special actions
wb-forbid-give = giving items
wb-forbid-ask = asking for items
wb-forbid-rule_action = the special rules' actions
wb-why-object = Your hero must stand in { $zone } to use it.
wb-why-collect = No spark lies in your hero's zone.

# web-board: rerolling the misses (a topic: what it does, why not)
wb-topic-reroll = Reroll the misses
wb-topic-reroll-text = Right after a roll of your hero's ability or special action that missed, discard one heart (never the last) to roll the missed dice again; once per turn.
wb-why-reroll-used = { $hero } has already rerolled this turn.
wb-why-reroll-hearts = { $hero } has only one heart left, and the last heart is never discarded.
wb-why-reroll-ko = { $hero } is knocked out.
wb-why-reroll-roll = It is offered only right after a roll of { $hero } that missed.
wb-prompt-may = { $group ->
    [1] The card says the group may carry out its step { $n }: do it?
   *[0] { $hero } may carry out step { $n } of the effect: do it?
}
wb-opt-yes-may = Do it
wb-opt-pass-may = Skip it
wb-ev-may-skip = Step { $n } (optional) is skipped.
wb-board-no-ability = no ability
wb-board-phase = Players' phase
wb-phase-actions = { $n } { $n ->
    [one] action
   *[other] actions
} per turn
wb-phase-turns = { $n ->
    [one] one hero plays (the group picks)
   *[other] { $n } heroes play (the group picks)
}
wb-phase-seats = seat by seat from the lead seat
wb-phase-zone = only heroes in { $zone } play
wb-phase-any = every hero plays
wb-ev-turns = The heroes take their turns now.
wb-ev-card-hearts-on = { $n } { $n ->
    [one] heart goes
   *[other] hearts go
    } from the supply onto { $card } ({ $left } there).
wb-ev-card-hearts-off = { $n } { $n ->
    [one] heart goes
   *[other] hearts go
    } back to the supply from { $card } ({ $left } left).
wb-board-card-hearts = Hearts on cards
wb-board-card-hearts-cell = { $card }: { $hearts }/{ $max }
wb-board-defeated = ({ $n } defeated)

## the coach's why: what an option did at once (topics.effects)
wb-effect-objective = { $count ->
    [one] met the scene's objective
   *[other] met { $count } objectives
}
wb-effect-objective-lost = { $count ->
    [one] lost 1 objective already met
   *[other] lost { $count } objectives already met
}
wb-effect-wyrms = { $count ->
    [one] defeated 1 Wyrm
   *[other] defeated { $count } Wyrms
}
wb-effect-damage = dealt { $count } damage to the Wyrms
wb-effect-destiny-up = { $count ->
    [one] turned 1 destiny token face up
   *[other] turned { $count } destiny tokens face up
}
wb-effect-destiny-down = { $count ->
    [one] turned 1 destiny token face down
   *[other] turned { $count } destiny tokens face down
}
wb-effect-hearts = { $count ->
    [one] gained 1 heart for the heroes
   *[other] gained { $count } hearts for the heroes
}
wb-effect-hearts-lost = { $count ->
    [one] lost 1 heart
   *[other] lost { $count } hearts
}
wb-effect-shields = { $count ->
    [one] gained 1 shield for the heroes
   *[other] gained { $count } shields for the heroes
}
wb-effect-shields-lost = { $count ->
    [one] lost 1 shield
   *[other] lost { $count } shields
}
wb-effect-sparks = { $count ->
    [one] gained 1 spark
   *[other] gained { $count } sparks
}
wb-effect-sparks-spent = { $count ->
    [one] spent 1 spark
   *[other] spent { $count } sparks
}
wb-effect-items = { $count ->
    [one] gained 1 item
   *[other] gained { $count } items
}
wb-effect-items-lost = { $count ->
    [one] lost 1 item
   *[other] lost { $count } items
}

# The bot levels in this game (tomecraft bots wonderbook, the lobby): what they do here.
bot-desc-greedy-wonderbook = Beginner: takes the option that looks best one step ahead, from what its seat can see. About 1 ms a move.
bot-desc-easy-wonderbook = Easy: plays greedy's best options on a short way with playouts and keeps the best; its team usually wins more often than greedy's. A few ms a move.
bot-desc-medium-wonderbook = Medium, the default ("bot"): more playouts; its team wins more often than greedy's in every chapter. Up to about 20 ms a move.
bot-desc-hard-wonderbook = Hard: the most playouts; wins a little more often than medium, at about twice its time.

# SpellBook: English catalogue.
#
# Colours, runes and phases are lower case because they are mostly inserted into
# sentences. Event texts are short sentences without a subject: an interface may put
# the player's name in front of them ("Player 2: Took red circle (R●) from the altar.").

## Colours (index order of data/spellbook.json), runes and phases

sb-colour-0 = red
sb-colour-1 = purple
sb-colour-2 = green
sb-colour-3 = black
sb-colour-4 = white
sb-colour-5 = blue
sb-colour-6 = yellow

sb-rune-0 = circle
sb-rune-1 = triangle
sb-rune-2 = square

sb-phase-morning = morning
sb-phase-midday = midday
sb-phase-evening = evening
sb-phase-end = end of day
sb-phase-over = game over
sb-phase-none = no phase

# A token: e.g. "red circle (R●)".
sb-token = { $colour } { $rune } ({ $code })

## Spell names

sb-spell-sacrifice = Sacrifice
sb-spell-eruption = Eruption
sb-spell-blaze = Blaze
sb-spell-levitation = Levitation
sb-spell-sharing = Sharing
sb-spell-divination = Divination
sb-spell-purification = Purification
sb-spell-cure = Cure
sb-spell-growth = Growth
sb-spell-offering = Offering
sb-spell-focus = Focus
sb-spell-feast = Feast
sb-spell-time_travel = Time Travel
sb-spell-storm = Storm
sb-spell-clone = Clone
sb-spell-transmutation = Transmutation
sb-spell-swiftness = Swiftness
sb-spell-mirage = Mirage
sb-spell-abundance = Abundance
sb-spell-knowledge = Knowledge
sb-spell-communion = Communion

## Spell summaries (help and hover text). "Matching rune" is the rune of the spell's marker.

sb-spell-sacrifice-desc = Morning: give up one pool token with the level's rune (L3 circle, L4 triangle, L5 square), then draw 4 tokens from the bag.
sb-spell-eruption-desc = Morning: draw from the bag until your pool holds 4 tokens (L3), 5 (L4) or 6 (L5); nothing happens if it already has that many.
sb-spell-blaze-desc = Morning, at any level: draw 4 tokens, then every other player must take 1 altar token (solo: you send 1 altar token to the opponent's bottom area).
sb-spell-levitation-desc = Morning: take 2 altar tokens that share a rune, which must be a circle at L3, a circle or triangle at L4, and any rune at L5.
sb-spell-sharing-desc = Morning: L3 take 1 altar token and draw 1; L4 take up to 2 altar tokens; L5 take up to 3. Then each other player draws 1 (solo: 1 bag token goes to the opponent's bottom area).
sb-spell-divination-desc = Morning: put 2 bag tokens on the altar, then L3 take 2 and discard 1 from your pool; L4 take up to 2 of one colour; L5 take up to 2 of any colours.
sb-spell-purification-desc = Midday: trade up to 1 (L3), 2 (L4) or 3 (L5) pool tokens one for one with altar tokens, even with a full pool.
sb-spell-cure-desc = Midday: draw 1 (L3), 2 (L4) or 3 (L5) tokens, then discard that many from your pool.
sb-spell-growth-desc = Evening: L3 trade a pool token for one on your familiar; L4 take up to 2 altar tokens onto your familiar, then the spell drops to L3; L5 take up to 3, then it drops to L4.
sb-spell-offering-desc = Midday: store up to 2 (L3), 3 (L4) or 4 (L5) pool tokens, all of one colour, on your familiar.
sb-spell-focus-desc = Evening: L3 store 1 pool token of the matching rune; L4 store up to 2 of them or take 1 matching altar token; L5 store up to 3 or take up to 2.
sb-spell-feast-desc = Midday: L3 take 1 altar token whose colour is already on your familiar into your pool; L4 take 1 altar token onto your familiar; L5 has no action but scores 1 point per colour on your familiar.
sb-spell-time_travel-desc = Evening: give up one pool token with the level's rune (L3 circle, L4 triangle, L5 square), then move another learned spell up one level (its when-learned effects do not happen again).
sb-spell-storm-desc = Evening, L4 and L5 only: discard any altar tokens and refill them from the bag, take up to 3 altar tokens, then the spell drops one level. L3 only scores.
sb-spell-clone-desc = Midday: copy another player's spell (using their card and level) or a basic action: L3 midday actions, L4 evening ones too, L5 morning ones too after discarding a matching-rune token. Solo: copy the L4 effect of a spell you have not learned.
sb-spell-transmutation-desc = Evening, L4 and L5 only: learn a spell, paying with matching-rune tokens of other colours as stand-ins (1 at L4, up to 2 at L5) instead of triples. L3 only scores.
sb-spell-swiftness-desc = Learned at L3 or L4: take one extra morning action right away. At L5: take two morning actions every day from now on.
sb-spell-mirage-desc = On your own turn, every altar token with the matching rune that comes into your pool (taken, or traded in by Purification) also lets you draw 1 token (L3) or 2 tokens (L4 and L5) from the bag; altar tokens put straight on your familiar do not count.
sb-spell-abundance-desc = When learned, draw 2 (L3), 3 (L4) or 4 (L5) tokens from the bag.
sb-spell-knowledge-desc = Scores for your other learned spells: L3 1 point each; L4 2 points for each at level 4 or 5 and 1 for each at level 3; L5 2 points each.
sb-spell-communion-desc = L3: when learned, take up to 3 altar tokens onto your familiar. L4: scores 1 point per familiar token with the matching rune. L5: each time you learn a spell (this one included), store up to 2 of the tokens you paid.

## Prompts (sb-prompt-<decision kind>)

sb-prompt-morning = Player { $seat }, choose a morning action.
sb-prompt-midday = Player { $seat }, choose a midday action.
sb-prompt-evening = Player { $seat }, choose an evening action.
sb-prompt-swift = Player { $seat }, Swiftness gives you an extra morning action now.
sb-prompt-take = { $n ->
    [one] Take 1 token from the altar.
   *[other] Take up to { $n } tokens from the altar.
}
sb-prompt-take-store = { $n ->
    [one] Take 1 altar token onto your familiar.
   *[other] Take up to { $n } altar tokens onto your familiar.
}
sb-prompt-store = { $n ->
    [one] Store 1 pool token on your familiar.
   *[other] Store up to { $n } pool tokens on your familiar.
}
sb-prompt-discard = { $n ->
    [one] Discard 1 token from your pool.
   *[other] Discard { $n } tokens from your pool.
}
sb-prompt-swap-altar = { $n ->
    [one] Trade a pool token for an altar token (1 trade left).
   *[other] Trade a pool token for an altar token ({ $n } trades left).
}
sb-prompt-swap-familiar = { $n ->
    [one] Trade a pool token for a token on your familiar (1 trade left).
   *[other] Trade a pool token for a token on your familiar ({ $n } trades left).
}
sb-prompt-storm = { $n ->
    [0] Storm: pick altar tokens to discard; each one is replaced from the bag.
    [one] Storm: pick more altar tokens to discard (1 so far); each one is replaced from the bag.
   *[other] Storm: pick more altar tokens to discard ({ $n } so far); each one is replaced from the bag.
}
sb-prompt-bottom = Choose an altar token to send to the opponent's bottom area.
sb-prompt-raise = Choose a spell to move up one level.
sb-prompt-focus = Focus: store up to { $store } matching pool { $store ->
    [one] token
   *[other] tokens
  }, or take up to { $take } matching altar { $take ->
    [one] token
   *[other] tokens
  }?
sb-prompt-communion = { $n ->
    [one] Communion: you may store 1 more of the tokens you just paid.
   *[other] Communion: you may store up to { $n } of the tokens you just paid.
}
sb-prompt-learn-choose = Choose a spell to learn, and at which level.
sb-prompt-learn-marker = Learning { $spell }: choose the token that becomes its marker.
sb-prompt-learn-pay = { $left ->
    [one] Learning { $spell }: pay 1 more token.
   *[other] Learning { $spell }: pay { $left } more tokens.
}
sb-prompt-solo-move = End of your day: move one altar token to the opponent's track.
sb-prompt-draw = A token is drawn from the bag.

## Declining (sb-pass-<decision kind>, for kinds that can be declined)

sb-pass-morning = Skip the morning
sb-pass-midday = Skip midday
sb-pass-evening = Skip the evening
sb-pass-swift = Skip the extra action
sb-pass-take = Stop taking
sb-pass-take-store = Stop taking
sb-pass-store = Stop storing
sb-pass-swap-altar = Stop trading
sb-pass-swap-familiar = Don't trade
sb-pass-storm = Done discarding
sb-pass-communion = Store no more

## Options

# Token options (sb-opt-<decision kind>).
sb-opt-take = Take { $token }
sb-opt-take-store = Put { $token } on your familiar
sb-opt-store = Store { $token }
sb-opt-discard = Discard { $token }
sb-opt-storm = Discard { $token } from the altar
sb-opt-bottom = Send { $token } to the opponent
sb-opt-communion = Store { $token }
sb-opt-learn-marker = Use { $token } as the marker
sb-opt-learn-pay = Pay with { $token }
sb-opt-solo-move = Move { $token } to the opponent's track
sb-opt-draw = Draw { $token }

# Phase actions.
sb-opt-take1 = Take 1 altar token
sb-opt-draw2 = Draw 2 tokens from the bag
sb-opt-store1 = Store 1 pool token
sb-opt-learn-any = Learn a spell
sb-opt-use = Cast { $spell } (level { $level })
sb-opt-learn = Learn { $spell } at level { $level }
sb-opt-clone = Copy { $spell } at level { $level } (Player { $seat })
sb-opt-clone-basic = Copy a basic action: { $action }

# Other choices.
sb-opt-swap = Give { $give }, get { $get }
sb-opt-triple = Pay with three same-rune tokens: { $tokens }
sb-opt-focus-store = Store pool tokens
sb-opt-focus-take = Take altar tokens
sb-opt-raise = Move { $spell } up to level { $level }
sb-opt-id = Option { $id }

## Events

sb-ev-use = Cast { $spell } at level { $level }.
sb-ev-clone = Used Clone: { $option }.
sb-ev-skip = Took no { $phase } action.
sb-ev-take = Took { $token } from the altar.
sb-ev-take-store = Put { $token } from the altar on the familiar.
sb-ev-store = Stored { $token } on the familiar.
sb-ev-draw = Drew { $token }.
sb-ev-draw-altar = New altar token: { $token }.
sb-ev-draw-bottom = { $token } goes to the opponent's bottom area.
sb-ev-draw-failed = Nothing to draw: the bag and the discard pile are both empty.
sb-ev-bag-refill = { $n ->
    [one] The bag was empty, so the discarded token goes back in (1 token).
   *[other] The bag was empty, so the discarded tokens go back in ({ $n } tokens).
}
sb-ev-discard = Discarded { $token }.
sb-ev-swap = Traded { $give } for { $get }.
sb-ev-altar-discard = Discarded { $token } from the altar.
sb-ev-altar-wipe = The altar is cleared.
sb-ev-bottom = Sent { $token } to the opponent's bottom area.
sb-ev-mirage = { $n ->
    [one] Mirage: 1 bonus draw.
   *[other] Mirage: { $n } bonus draws.
}
sb-ev-marker = Placed { $token } as the marker of { $spell }.
sb-ev-pay = Paid { $tokens }.
# web-anim: a group of such lines in the log
sb-ev-draw-many = Drew { $n } tokens: { $items }.
sb-ev-draw-altar-many = { $n } new altar tokens: { $items }.
sb-ev-pay-many = Paid { $items }.
sb-ev-learn = Learned { $spell } at level { $level }.
sb-ev-level = { $spell } is now at level { $level }.
sb-ev-raise = Moved { $spell } up to level { $level }.
sb-ev-solo-move = Moved { $token } to space { $space } of the opponent's track.
sb-ev-end-trigger = The end is near: the game ends once this round is finished.
sb-ev-game-over = The game is over.

## Board

sb-board-title = Round { $round } · Player { $seat } · { $phase }
sb-board-altar = Altar
sb-board-supply = Supply
sb-board-bag = Bag: { $n }
sb-board-discard = Discard pile: { $n }
sb-board-final-round = Final round!
sb-board-spells = Spells
sb-board-level-points = L{ $level }: { $points ->
    [one] 1 point
   *[other] { $points } points
  }
sb-board-seat = Player { $seat }: { $score ->
    [one] 1 point
   *[other] { $score } points
  }
sb-board-pool = Pool ({ $n })
sb-board-familiar = Familiar ({ $n } stored, worth { $value }; { $next } with one more)
sb-board-learned = Level { $level }, { $points ->
    [one] 1 point
   *[other] { $points } points
  }
sb-board-familiar-points = Familiar
sb-board-opponent = Opponent: { $score ->
    [one] 1 point
   *[other] { $score } points
  }
sb-board-opponent-name = Opponent
sb-board-opponent-points = Opponent's board
sb-board-opponent-track = Track ({ $n } filled)
sb-board-opponent-bottom = Bottom area ({ $n })

## topics-sb: what a spell or action does, and why it is not offered now

sb-topic-take = Take from the altar
sb-topic-draw = Draw from the bag
sb-topic-store = Store on the familiar
sb-topic-learn = Learn a spell
sb-topic-opponent = The opponent's track
sb-topic-take-text = Morning action: take 1 altar token into your pool. It needs an altar token and room in your pool (at most { $limit } tokens).
sb-topic-draw-text = Morning action: draw 2 tokens from the bag into your pool, stopping once it holds { $limit }.
sb-topic-store-text = Midday action: move 1 pool token onto the next space of your familiar. A fuller familiar scores more, and filling all { $spaces } spaces ends the game once the round is over.
sb-topic-learn-text = Evening action: learn a spell in play at level 3, 4 or 5 by paying that many tokens of its colour from your pool. One of them must really be of that colour and becomes the spell's marker; three tokens sharing a rune may stand in for each of the others. Each spell is learned once, and learning every spell in play ends the game once the round is over.
sb-topic-opponent-text = Solo: at the end of each of your days, move 1 altar token to the next space of the opponent's track. On spaces { $wipe } the altar is cleared and { $altar } new tokens are laid out; otherwise it is filled back up to { $altar }. Filling space { $spaces } ends the game.
# A spell's summary followed by its points at each level.
sb-topic-spell-text = { $desc } Points: L3 { $p3 }, L4 { $p4 }, L5 { $p5 }.
sb-topic-points-var = varies
sb-topic-or2 = { $a } or { $b }
sb-topic-or3 = { $a }, { $b } or { $c }

sb-why-over = The game is over.
sb-why-turn = It is Player { $seat }'s turn, not yours.
sb-why-draw = Wait: a token is being drawn from the bag.
sb-why-busy = Finish the step in progress first.
sb-why-take-phase = Taking 1 altar token is a morning action.
sb-why-draw-phase = Drawing 2 tokens from the bag is a morning action.
sb-why-store-phase = Storing 1 pool token is a midday action.
sb-why-learn-phase = Spells are learned in the evening.
sb-why-learn-phase-none = Spells are learned in the evening, and with your pool as it is now you could not pay for any spell you have not learned (an evening with nothing to learn is skipped).
sb-why-pool-full = Your pool is full ({ $limit } tokens).
sb-why-altar-empty = The altar is empty.
sb-why-pool-empty = Your pool is empty.
sb-why-familiar-full = Your familiar is full.
sb-why-learn-all = You have learned every spell in play.
sb-why-learn-none = You cannot pay for any spell you have not learned yet.
sb-why-opponent = You move a token to the opponent's track at the end of your day.
sb-why-unlearned = You have not learned { $spell }; spells are learned in the evening.
sb-why-learned = You already learned { $spell }.
sb-why-learn-colour = Learning { $spell } needs at least one { $colour } token in your pool.
sb-why-learn-short = Learning { $spell } needs 3 { $colour } tokens, where three tokens sharing a rune count as one.
sb-why-no-action = { $spell } has no action to use at your level.
sb-why-phase = You can use { $spell } only in the { $phase }.
sb-why-learned-phase = You already learned { $spell }, and you use it in the { $phase }.
sb-why-fresh = You learned { $spell } today: its action is ready from your next day.
sb-why-rune = { $spell } needs a { $runes } in your pool.
sb-why-raise = { $spell } needs another learned spell below level 5 to move up.
sb-why-transmute = { $spell } finds no spell you could pay for with its stand-ins.
sb-why-clone = { $spell } has nothing it could copy right now.
sb-why-cannot = { $spell } cannot be used right now.

## the coach's why: what an option did at once (topics.effects)
sb-effect-familiar = gained a familiar of { $tokens ->
    [one] 1 token
   *[other] { $tokens } tokens
}, worth { $points ->
    [one] 1 point
   *[other] { $points } points
}
sb-effect-spell = brought { $spell } to level { $level } ({ $points ->
    [one] 1 point
   *[other] { $points } points
})
sb-effect-pool = { $tokens ->
    [one] put 1 token into your pool
   *[other] put { $tokens } tokens into your pool
}
sb-effect-pool-spent = { $tokens ->
    [one] spent 1 token from your pool
   *[other] spent { $tokens } tokens from your pool
}

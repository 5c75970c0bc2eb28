# One line per bot kind: how strong it is, and how long it takes per move.
bot-desc-random = Weakest: picks any legal option at random. Instant.
bot-desc-store = Baseline script (SpellBook only): stores a token every day and never learns a spell. Instant.
bot-desc-greedy = Beginner: looks one step ahead; about as strong as the store script. About 1 ms a move.
bot-desc-easy = Easy: a short search (40 iterations); beats greedy and the store script. About 0.02 s a move.
bot-desc-medium = Medium, the default ("bot"): 150 iterations; beats easy. About 0.1 s a move.
bot-desc-hard = Hard: 450 iterations; beats medium and OpenSpiel's ISMCTS at equal time. About 0.5 s a move.
bot-desc-mcts = Search with the default settings (400 iterations), for experiments. About 0.3 s a move.
bot-desc-other = { $name }: no description.
bot-desc-column = Strength and speed

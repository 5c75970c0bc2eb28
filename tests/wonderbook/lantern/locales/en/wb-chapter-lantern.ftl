# The test pack "lantern-box": the shipped tutorial as chapter 1, "lantern", with texts of its own.

wb-chapter-lantern = The Lantern Room
wb-scene-lantern-attic = The attic of the old tower
wb-zone-lantern-stairs = Lantern Stairs
wb-zone-lantern-hall = Lantern Long Hall
wb-zone-lantern-library = Lantern Library
wb-zone-lantern-study = Lantern Study
wb-zone-lantern-balcony = Lantern Balcony
wb-zone-lantern-gate = Lantern Paper Gate
wb-spot-lantern-library-sparks = Glowing shelves
wb-spot-lantern-study-sparks = Ink pot
wb-spot-lantern-hall-sparks = Lamp
wb-spot-lantern-balcony-vortex = Swirl of dark ink
wb-spot-lantern-old-chest = Old chest

wb-card-lantern-1 = The Book Opens
wb-card-lantern-1-text = Dust rises as the heavy cover falls open. Paper walls unfold into an attic that was not there a moment ago, and you are standing inside it. Somewhere below, something hisses.
wb-card-lantern-2 = The Lantern
wb-card-lantern-2-text = A tin lantern hangs by the stairs. Choose a hero to carry it. Special action (1 spark): stun a Wyrm in your zone or next to it.
wb-card-lantern-3 = The Old Chest
wb-card-lantern-3-text = In the study sits a chest with a rusty clasp. A hero in the study may spend an action to open it.
wb-card-lantern-3-back = Inside, under old letters, lies a folded page of the Book. The hero who opened the chest draws a passage card. Note the key OPENED-THE-CHEST.
wb-card-lantern-4 = Ink Wyrms!
wb-card-lantern-4-text = Players' phase: every hero takes a turn. Enemies' phase: reveal a Wyrm card; Wyrms appear on the balcony's swirl of ink. From the second round on, also turn 1 destiny token face down.
wb-card-lantern-4-goal = Defeat 2 Wyrms.
wb-card-lantern-4-back = The ink creatures splash apart into harmless puddles. With 1-2 players, turn 1 destiny token face up.
wb-card-lantern-5 = A Voice in the Shelves
wb-card-lantern-5-text = A paper moth caught in a torn map begs you to set it free. The map could be useful, though.
wb-card-lantern-5-option-1 = Keep the map.
wb-card-lantern-5-option-2 = Free the moth.
wb-card-lantern-5-outcome-1 = You fold the map into your pocket; its lines shimmer with magic. Note the key KEPT-THE-MAP. Every hero gains 1 spark.
wb-card-lantern-5-outcome-2 = The moth flutters around you, warm as a small sun. Note the key FREED-THE-MOTH. Every hero recovers 1 heart.
wb-card-lantern-6 = Cold Wind
wb-card-lantern-6-text = Special rule: a hero who ends a turn on the balcony loses 1 heart.
wb-card-lantern-7 = To the Paper Gate
wb-card-lantern-7-text = Players' phase: every hero takes a turn. Enemies' phase: reveal a Wyrm card. Then turn 1 destiny token face down.
wb-card-lantern-7-goal = Every hero stands at the Paper Gate.
wb-card-lantern-7-back = The gate creaks open and the cold wind dies down. Discard the Cold Wind rule. Add the Frenzy card to the Wyrm deck for good.
wb-card-lantern-8 = End of the Tutorial
wb-card-lantern-8-text = Count your face-up destiny tokens and read the matching ending.
wb-card-lantern-8-ending-1 = (5 or more) The Book hums with approval. Note the key TUTORIAL-STAR.
wb-card-lantern-8-ending-2 = (3 or 4) You made it through, a little scuffed.
wb-card-lantern-8-ending-3 = (0 to 2) You stumble out of the attic, glad it is over.

wb-chest-lantern-box = The envelope of the lantern box holds a spare wick.

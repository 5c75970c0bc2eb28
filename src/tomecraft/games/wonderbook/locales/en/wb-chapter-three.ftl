# Wonder Book, chapter 3 "The Lantern Forest" (our own texts).
# Keys: wb-chapter-<chapter>, wb-scene-/wb-zone-/wb-spot-<chapter>-<id>, wb-creature-<chapter>-<id>,
# wb-card-<chapter>-<n>(-text, -back, -goal, -option-<i>, -outcome-<i>, -ending-<i>), wb-key-<key>.

wb-chapter-three = The Lantern Forest
wb-scene-three-forest = The paper forest
wb-zone-three-lantern-glade = Lantern Glade
wb-zone-three-fern-path = Fern Path
wb-zone-three-stone-bridge = Stone Bridge
wb-zone-three-old-gate = Old Gate
wb-zone-three-mushroom-ring = Mushroom Ring
wb-zone-three-thorn-thicket = Thorn Thicket
wb-zone-three-black-mire = Black Mire
wb-zone-three-owl-hollow = Owl Hollow
wb-spot-three-ring-sparks = Glowing toadstools
wb-spot-three-fern-sparks = Fireflies
wb-spot-three-gate-sparks = Lantern hooks
wb-spot-three-hollow-vortex = Hollow of shadows
wb-spot-three-woodcutter-hut = Woodcutter's hut
wb-creature-three-wick = Wick
wb-creature-three-bramble-knight = Bramble Knight

wb-card-three-1 = Into the Paper Forest
wb-card-three-1-text = The little boat drifts up a river into a forest of folded paper trees. The Bookbinder's inky footprints lead in among the trunks, and night is falling fast.
wb-card-three-2 = Word From the Lighthouse
wb-card-three-2-text = If you noted LAMP-SHINES-BRIGHT, the beam of the lighthouse still warms your backs: every hero gains 1 spark. If you noted LAMP-FLICKERS, the dark has followed you ashore: turn 1 destiny token face down.
wb-card-three-3 = Wick
wb-card-three-3-text = A tiny paper lantern on two thin legs hops out of the grass. It is Wick, and it knows the way to the Old Gate, where the Bookbinder went. Place Wick (an ally with 3 hearts) in the Lantern Glade. Keep it safe: the old gate opens gladly only for its light.
wb-card-three-4 = Forest Paths
wb-card-three-4-text = Special rule: the Black Mire swallows whoever steps in, so no hero may enter it. The Thorn Thicket scratches: a hero who enters it loses 1 heart.
wb-card-three-5 = The Gloom Rises
wb-card-three-5-text = A cold shadow seeps out of the Owl Hollow, and a figure woven of thorns bars the bridge. Place the Dark Aura in the Owl Hollow, the Bramble Knight (an enemy with 3 hearts) on the Stone Bridge, and 1 Wyrm in the Owl Hollow.
wb-card-three-6 = Dawn Lantern
wb-card-three-6-text = A lantern holding a small piece of morning. Give it to a hero. Special action (1 spark): chase the Dark Aura back to the Owl Hollow.
wb-action-dawn-lantern = Dawn Lantern
wb-action-dawn-lantern-text = Pay 1 spark: chase the Dark Aura back to the Owl Hollow.
wb-card-three-7 = The Woodcutter's Hut
wb-card-three-7-text = An empty hut stands among the thorns. A hero in the Thorn Thicket may spend an action to search it.
wb-card-three-7-back = On a shelf you find a pot of lamp oil and a spare wick. Wick recovers 2 hearts, and you gain 1 spark.
wb-card-three-8 = The Knight of Brambles
wb-card-three-8-text = Players' phase: every hero takes a turn; heroes may attack the Bramble Knight just like a Wyrm. Enemies' phase: reveal a Wyrm card. Then the Dark Aura drifts 1 zone along its way (Owl Hollow, Black Mire, Stone Bridge, Fern Path, Lantern Glade, Mushroom Ring, Thorn Thicket, and back to the Black Mire). If Wick shares its zone with the Dark Aura or a Wyrm, Wick loses 1 heart. If a hero stands further along the path (Lantern Glade, Fern Path, Stone Bridge, Old Gate), Wick follows 1 zone, but never onto the bridge while the Knight stands. From the third round on, also turn 1 destiny token face down.
wb-card-three-8-goal = Defeat the Bramble Knight.
wb-card-three-8-back = The knight crumbles into a heap of dry leaves. Every hero gains 1 spark.
wb-card-three-9 = The Thorn Crown
wb-card-three-9-text = Among the leaves lies a crown of thorns, still humming with the gloom.
wb-card-three-9-option-1 = Take the crown.
wb-card-three-9-option-2 = Bury it with the knight.
wb-card-three-9-outcome-1 = The thorns prick your fingers, but they hold a strange strength. Note the key THORN-CROWN. Every hero gains 1 spark.
wb-card-three-9-outcome-2 = You lay the knight to rest under the ferns, and the air feels lighter. Note the key KNIGHT-AT-REST. Every hero recovers 1 heart, and so does Wick.
wb-card-three-10 = Guards at the Gate
wb-card-three-10-text = The two stone owls on the Old Gate open their eyes. Place 1 Wyrm at the Old Gate. With 3-4 players, also place 1 Wyrm in the Owl Hollow.
wb-card-three-11 = Light the Old Gate
wb-card-three-11-text = Players' phase: every hero takes a turn. Enemies' phase: 1 Wyrm appears at the hollow of shadows (2 with 3-4 players), then every Wyrm takes 1 action. The Dark Aura drifts, hurts Wick and Wick follows the heroes, as on card 8 (now also onto the bridge and up to the gate). From the second round on, also turn 1 destiny token face down.
wb-card-three-11-goal = Wick reaches the Old Gate, or its light goes out.
wb-card-three-11-back = If Wick has fallen, the gate stays cold, and you must heave it open by hand: turn 2 destiny tokens face down and note the key WICK-LOST. Otherwise Wick climbs into the old lamp above the gate and it blazes up: turn 1 destiny token face up and note the key WICK-HOME.
wb-card-three-12 = End of Chapter 3
wb-card-three-12-text = Count your face-up destiny tokens and read the matching ending.
wb-card-three-12-ending-1 = (4 or more) The gate swings open onto a road lined with lanterns, and the paper forest glows as if morning had come early. Note the key DAWN-IN-THE-FOREST.
wb-card-three-12-ending-2 = (2 or 3) The gate creaks open. The forest behind you stays dark, but the road ahead is clear.
wb-card-three-12-ending-3 = (1) You squeeze through the gate just as the gloom closes in behind you. Note the key FOREST-IN-GLOOM.

wb-key-thorn-crown = the thorn crown
wb-key-knight-at-rest = the knight at rest
wb-key-wick-home = Wick is home
wb-key-wick-lost = Wick's light went out
wb-key-dawn-in-the-forest = dawn in the forest
wb-key-forest-in-gloom = the forest in gloom

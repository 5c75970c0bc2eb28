# 所有遊戲共用的訊息（en/core.ftl 的繁體中文翻譯）。
core-chance = 隨機
core-seat = 玩家{ $seat }
core-pass = 跳過
core-game-over = 遊戲結束。
core-winner = 勝利者：{ $names }
core-no-winner = 沒有人獲勝。
core-draw-result = 共享勝利：{ $names }
core-forced = 只有一個選擇 — { $option }
core-forced-hidden = 只有一個選擇（不公開）

## the coach's why (analysis/why.py): an effect is a noun phrase of a game's catalogue
review-why = 原因：這一步能立即{ $effect }。
review-why-than = 原因：這一步能立即{ $effect }；實際的選擇只{ $other }。
review-why-avoid = 原因：這一步不會{ $other }。
review-why-less = 原因：這一步只會{ $effect }；實際的選擇{ $other }。
review-chance = 勝率 { $chance }
review-standing = 局勢 { $standing }
review-figures = 勝率 { $chance }，局勢 { $standing }
review-why-estimate = { $why }（估計：在 { $draws } 次對你看不到的牌的猜測中，有 { $n } 次如此。）
core-effect-points = 得到 { $points } 分
core-effect-points-lost = 失去 { $points } 分

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

# 《瘋狂魔法書》網頁棋盤（board.js）與大廳選項。繁體中文。

mdw-game = 瘋狂魔法書
mdw-opt-difficulty = 難度
mdw-difficulty-I = I（最簡單）
mdw-difficulty-II = II
mdw-difficulty-III = III（最困難）
mdw-opt-mode = 模式
mdw-mode-normal = 普通
mdw-mode-terror = 恐怖（每副牌庫各加一張瘋狂牌）
mdw-mode-nightmare = 夢魘（起始牌較弱）
mdw-opt-mages = 法師
mdw-mages-in-game = 開局時由每位玩家自選
mdw-mage-choice = { $mage }（{ $element }）

mdw-status = 遊戲狀態
mdw-setup = 準備中
mdw-round = 怪物 { $round } / { $rounds }
mdw-turn = 第 { $turn } 回合：{ $name }
mdw-your-move = 輪到你決定（{ $name } 的回合）
mdw-difficulty = 難度 { $d }
mdw-pile = 瘋狂牌堆
mdw-pile-left = 牌堆剩 { $n } 張瘋狂牌
mdw-won = 魔法書已闔上：你們贏了！
mdw-lost = 團隊落敗。
# web-board: the same for spectators (never "you")
mdw-won-watch = 魔法書已闔上：玩家們贏了！
mdw-loading = 正在載入卡牌……
mdw-player = 玩家 { $n }
mdw-you = （你）
mdw-active = 行動中
mdw-multi = 多種元素
mdw-card-element = { $element } { $value }
mdw-card-madness = 瘋狂
mdw-count = × { $n }
mdw-cost-part = { $n } { $element }
mdw-free = 免費
mdw-face-down = 一張面朝下的牌
mdw-level = 等級 { $level }

mdw-choose-mage = 選擇你的法師
mdw-choose = 選擇
mdw-choose-player = 選擇
mdw-support-slots = { $n } 個支援格
mdw-no-mage = 尚未選擇法師

mdw-grimoire = 魔典
mdw-monster-named = 怪物：{ $name }
mdw-symbols = 詛咒符號
mdw-appear = 出現時：
mdw-bonus = 獎勵：
mdw-penalty = 懲罰：
mdw-final = 最後一頁：撐過這隻怪物就能獲勝。
mdw-track = 召喚軌
mdw-marker-at = 每回合標記前進一格：第 1 格有新怪物出現，第 2 至 5 格上的詛咒在標記到達時生效（第 3 格有兩個），第 5 格之後是召喚：仍在的詛咒會帶來懲罰。標記在第 { $space } 格。
mdw-space = 第 { $space } 格
mdw-marker = 標記在此
mdw-empty-space = 空
mdw-neutral = 已中和
mdw-applied = 已到達
mdw-under = 此詛咒下有 { $n } 張瘋狂牌
mdw-tokens-on = 此詛咒上的元素標記
mdw-destroy = 摧毀

mdw-market = 市集
mdw-pile-count = 此堆有 { $n } 張牌
mdw-acquire = 取得
mdw-library = 圖書館
mdw-library-empty = 沒有剩餘法術
mdw-learn = 學習：
mdw-supply = 元素標記供應區

mdw-hand = 手牌（{ $n }）
mdw-hand-hidden = 手上有 { $n } 張牌
mdw-support = 支援（{ $n } / { $slots }）
mdw-deck = 牌庫：{ $n } 張
mdw-top-known = 已知頂牌：
mdw-discard = 棄牌堆（{ $n }）
mdw-spells = 法術
mdw-per-cast = 每次啟動：
mdw-ready = 可用
mdw-exhausted = 本回合已用
mdw-neutralised = 已中和
mdw-cast = 施放
mdw-ability = 能力：
mdw-ability-used = 本回合已用
mdw-use = 使用
mdw-pick = 選擇
mdw-heal = 治療
mdw-eliminated = 已出局
mdw-click-hint = 有框線的牌與位置是你可選的合法選項：點擊它們，或使用按鈕。
# issue 26：其他座位，各摺成一行
mdw-others = 其他玩家
mdw-players = 玩家
mdw-fold-hand = 手牌 { $n }
mdw-fold-support = 支援 { $n }/{ $slots }
mdw-fold-deck = 牌庫 { $n }
mdw-fold-discard = 棄牌 { $n }

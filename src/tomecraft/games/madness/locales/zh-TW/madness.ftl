# The Big Book of Madness：繁體中文目錄（en/madness.ftl 的完整翻譯）。
# 卡牌名稱來自內容包，每個目錄選用自己的語言。
# 事件是沒有主詞的短句：介面可以在前面加上玩家名稱。

mad-name = { $zh }

mad-element-0 = 水
mad-element-1 = 土
mad-element-2 = 火
mad-element-3 = 風

mad-card = { $element }{ $value }
mad-card-madness = 瘋狂

mad-mode-normal = 普通
mad-mode-terror = 恐怖
mad-mode-nightmare = 夢魘

mad-fx-x = ⟨{ $n }⟩
mad-fx-any-n = 任意數量的
mad-prompt-any-n = 任意數量

mad-fx-what-any = 張牌
mad-fx-what-element = 張元素牌
mad-fx-what-madness = 張瘋狂牌
mad-fx-what-water = 張水元素牌
mad-fx-what-earth = 張土元素牌
mad-fx-what-fire = 張火元素牌
mad-fx-what-air = 張風元素牌

mad-fx-draw = 抽 { $count } 張牌
mad-fx-discard = 棄掉 { $count } { $what }
mad-fx-discard-support = 從你的支援區棄掉 { $count } { $what }
mad-fx-discard-support-all = 棄掉你支援區的所有牌
mad-fx-destroy = 從你的手牌摧毀{ $upto ->
    [yes] 至多 { $count }
   *[no] { " " }{ $count }
} { $what }
mad-fx-destroy-discard = 從你的棄牌堆摧毀{ $upto ->
    [yes] 至多 { $count }
   *[no] { " " }{ $count }
} { $what }
mad-fx-support = 將手牌中的{ $upto ->
    [yes] 至多 { $count }
   *[no] { " " }{ $count }
} { $what }放入你的支援區
mad-fx-madness = 將 { $count } 張瘋狂牌放入你的棄牌堆
mad-fx-madness-hand = 將 { $count } 張瘋狂牌加入你的手牌
mad-fx-madness-support = 將 { $count } 張瘋狂牌放入你的支援區
mad-fx-heal = 治療{ $upto ->
    [yes] 至多 { $count }
   *[no] { " " }{ $count }
} 張瘋狂牌
mad-fx-gain = 獲得 { $count } { $what }（數值 { $value }）
mad-fx-gain-hand = 獲得 { $count } { $what }（數值 { $value }）加入手牌
mad-fx-upgrade = 將手牌中的{ $upto ->
    [yes] 至多 { $count }
   *[no] { " " }{ $count }
} 張牌換成數值更高的牌
mad-fx-neutralise_curse = 中和 { $count } 張詛咒
mad-fx-neutralise_spell = 中和你的 { $count } 個法術
mad-fx-act = 執行 { $count } 個行動
mad-fx-shuffle = 將你的棄牌堆洗入牌庫

mad-fx-then = { $first }，然後{ $rest }
mad-fx-and = { $first } { $rest }

mad-fx-target-self = 你：{ $steps }。
mad-fx-target-active = 當前玩家：{ $steps }。
mad-fx-target-each = 每位玩家：{ $steps }。
mad-fx-target-other = 其他每位玩家：{ $steps }。
mad-fx-target-one = 你選擇的一位玩家：{ $steps }。
mad-fx-target-one_other = 你選擇的另一位玩家：{ $steps }。
mad-fx-target-most_madness = 手牌中瘋狂牌最多的玩家（若平手，從當前玩家起依序的第一位）：{ $steps }。
mad-fx-target-rest = 其餘每位玩家：{ $steps }。
mad-fx-target-rest-some = 其餘玩家中的 { $count } 位，各自：{ $steps }。

mad-cost-part = { $n } { $element }
mad-cost-plus = { $first } + { $rest }
mad-cost-free = 免費

# 一次決定付款：選擇用哪些牌支付（第一個選項為建議）。
mad-prompt-payment = 用哪些牌支付{ $purpose }？（第一個選項為建議的付款）
mad-opt-payment = { $cards }{ $level ->
    [0] {""}
    [1] {" "}— 效果一次
   *[other] {" "}— 效果 { $level } 次
}{ $waste ->
    [0] {""}
   *[other] ，浪費 { $waste }
}
mad-pay-card = { $card }
mad-pay-card-support = { $card }（玩家 { $owner } 的支援）
mad-pay-list = { $first }、{ $rest }
mad-ev-unpaid = 已無法支付{ $purpose }。

## 完整的效果語言（持續效果、條件、新動詞）

mad-fx-none = 沒有效果。
mad-fx-same = 同樣數量的
mad-fx-optional = 你可以{ $step }
mad-fx-if-madness = 如果那是瘋狂牌，{ $step }
mad-fx-if-element = 如果那是元素牌，{ $step }
mad-fx-if-water = 如果那是水元素牌，{ $step }
mad-fx-if-earth = 如果那是土元素牌，{ $step }
mad-fx-if-fire = 如果那是火元素牌，{ $step }
mad-fx-if-air = 如果那是風元素牌，{ $step }
mad-fx-if-any = 如果你這麼做了，{ $step }
mad-fx-if-none = 如果你沒有這麼做，{ $step }
mad-fx-draw-discard = 從你的棄牌堆選擇 { $count } { $what }加入手牌
mad-fx-discard-deck = 棄掉你牌庫頂的 { $count } 張牌
mad-fx-destroy-deck = 摧毀你牌庫頂的 { $count } 張牌
mad-fx-shuffle-hand = 將你的手牌洗入你的牌庫
mad-fx-top = 將手牌中的 { $count } { $what }面朝下放到你的牌庫頂
mad-fx-top-discard = 將棄牌堆中的 { $count } { $what }放到你的牌庫頂
mad-fx-recover = 將 { $count } 被摧毀的{ $what }放回你的棄牌堆
mad-fx-recover-hand = 將 { $count } 被摧毀的{ $what }放回你的手牌
mad-fx-give = 將手牌中的 { $count } { $what }交給你選擇的另一位玩家
mad-fx-token = 在這張詛咒上放置 { $count } 個{ $element }標記
mad-fx-madness_under = 在每張詛咒下放置 { $count } 張瘋狂牌
mad-fx-act-ability = 執行 { $count } 個行動（包括你法師的能力）
mad-fx-target-some = 你選擇的 { $count } 位玩家，各自：{ $steps }。
mad-fx-target-some_other = 其他玩家中的 { $count } 位，各自：{ $steps }。

mad-fx-ongoing = 在場時：{ $text }
mad-fx-who-each = 每位玩家
mad-fx-who-owner = 你
mad-fx-who-other = 每位其他玩家
mad-fx-who-active = 當前玩家
mad-fx-actor-each = 任一玩家
mad-fx-actor-owner = 你
mad-fx-actor-other = 另一位玩家
mad-fx-actor-active = 當前玩家
mad-fx-whom-each = 每位玩家
mad-fx-whom-owner = 你
mad-fx-whom-other = 每位其他玩家
mad-fx-whom-active = 當前玩家
mad-fx-when-madness_taken = 每當{ $who }拿取一張瘋狂牌：{ $effect }
mad-fx-when-card_drawn = 每當{ $who }抽一張牌：{ $effect }
mad-fx-when-curse_destroyed = 每當{ $who }摧毀一張詛咒：{ $effect }
mad-fx-when-spell_cast = 每當{ $who }啟動一個法術：{ $effect }
mad-fx-when-turn_start = 每當{ $who }開始一個回合時：{ $effect }
mad-fx-when-round_end = 在每輪結束時：{ $effect }
mad-fx-when-player_eliminated = 每當有玩家被淘汰：{ $effect }
mad-fx-when-recovered = 每當{ $who }結束恢復階段、檢查淘汰之前：{ $effect }
mad-fx-forbid = { $who }不能{ $action }。
mad-fx-action-activate = 啟動法術
mad-fx-action-learn = 學習法術
mad-fx-action-acquire = 取得元素牌
mad-fx-action-destroy = 摧毀詛咒
mad-fx-action-heal = 治癒瘋狂牌
mad-fx-action-ability = 使用法師能力
mad-fx-mod-spell_cost = { $who }啟動{ $element }法術的費用{ $more ->
    [yes] 增加
   *[no] 減少
} { $n }。
mad-fx-mod-learn_cost = { $who }學習{ $element }法術的費用{ $more ->
    [yes] 增加
   *[no] 減少
} { $n }。
mad-fx-mod-acquire_cost = { $who }取得{ $element }牌的費用{ $more ->
    [yes] 增加
   *[no] 減少
} { $n }。
mad-fx-mod-heal_cost = { $who }治癒的費用{ $more ->
    [yes] 增加
   *[no] 減少
} { $n }。
mad-fx-mod-destroy_cost = { $who }摧毀詛咒的費用增加 { $n } { $element }。
mad-fx-mod-hand_size = { $who }回合結束時的手牌數{ $more ->
    [yes] 增加
   *[no] 減少
} { $n } 張。
mad-fx-mod-support_slots = { $who }的支援格{ $more ->
    [yes] 增加
   *[no] 減少
} { $n } 格。

mad-prompt-optional = 你可以：{ $step }。要這麼做嗎？
mad-prompt-take-discard = 從你的棄牌堆拿一張牌（還剩 { $n } 張）。
mad-prompt-give-to = 選擇接收你的牌的玩家。
mad-prompt-give = 選擇一張手牌交給玩家 { $to }（還剩 { $n } 張）。
mad-prompt-top = 選擇一張手牌放到你的牌庫頂（還剩 { $n } 張）。
mad-prompt-top-discard = 選擇棄牌堆中的一張牌放到你的牌庫頂（還剩 { $n } 張）。
mad-prompt-recover = 選擇一張被摧毀的牌放回遊戲（還剩 { $n } 張）。
mad-opt-yes = 是，執行
mad-pass-optional = 否，跳過
mad-opt-take-discard = 拿取{ $card }
mad-opt-give = 交出{ $card }
mad-opt-top = 將{ $card }放到你的牌庫頂
mad-opt-top-discard = 將{ $card }放到你的牌庫頂
mad-opt-recover = 放回{ $card }

mad-ev-take-discard = 從棄牌堆將{ $card }拿回手牌。
mad-ev-discard-deck = 棄掉牌庫頂的{ $card }。
mad-ev-destroy-deck = 摧毀牌庫頂的{ $card }。
mad-ev-shuffle-hand = 將手牌洗入牌庫（{ $n } 張）。
mad-ev-give = 將{ $card }交給玩家 { $seat }。
mad-ev-top-hand = 將一張手牌面朝下放到牌庫頂。
mad-ev-top-discard = 將棄牌堆中的{ $card }放到牌庫頂。
mad-ev-recover = 將被摧毀的{ $card }放回棄牌堆。
mad-ev-recover-hand = 將被摧毀的{ $card }放回手牌。
mad-ev-token = { $n } 個{ $element }標記放到{ $curse }上。
mad-ev-under = { $n } 張瘋狂牌放到{ $curse }下（瘋狂牌堆剩 { $left } 張）。
mad-ev-under-taken = 將詛咒下的 { $n } 張瘋狂牌加入自己的棄牌堆。
mad-ev-under-back = 詛咒下的 { $n } 張瘋狂牌回到瘋狂牌堆（牌堆有 { $left } 張）。
mad-ev-trigger = 一個持續效果被觸發。
mad-ev-decline = 放棄這個可選步驟。
mad-board-under = 下方有 { $n } 張瘋狂牌
mad-board-tokens = 標記：{ $tokens }
mad-board-token-supply = 元素標記
mad-board-top-unknown = ？（頂部，未知）
mad-board-supply = 供應區的元素標記：{ $tokens }
mad-board-top = 已知的牌庫頂：{ $cards }
mad-fx-what-last = 張牌（就是那張牌）

## 主題：桌上每樣東西的作用，以及為何現在不能選（topics-mw, issue 12）
mad-topic-and = { $first } { $rest }
mad-topic-comma = { $first }、{ $rest }
mad-topic-none = 無
mad-topic-monster-text = 出現時：{ $appear } 它的詛咒：{ $curses }。若在標記抵達召喚格之前摧毀所有詛咒：{ $bonus } 否則：{ $penalty }
mad-topic-monster-final = 出現時：{ $appear } 它的詛咒：{ $curses }。這是最後的怪物：在召喚前摧毀所有詛咒即獲勝；只要留下一張就輸掉遊戲。
mad-topic-spell-text = 等級 { $level }。啟動花費 { $cost }（支付兩次或三次可得更強效果）；學習花費 { $learn }。{ $effect }
mad-topic-basic-text = 起始法術。啟動花費 { $cost }（支付兩次或三次可得更強效果）。{ $effect }
mad-topic-curse-text = 標記抵達它在軌道上的格子時：{ $effect } 摧毀它需要 { $cost }。
mad-topic-mage-text = { $element }系法師，有 { $slots } 個支援格。每回合一次，花費 { $cost }：{ $ability }
mad-topic-pile = 市場：{ $card }
mad-topic-pile-text = 花費 { $cost }；這張牌進入你的棄牌堆，之後可支付 { $value } 點{ $element }。剩下 { $n } 張。
mad-topic-card-text = 可支付該元素費用中的 { $value } 點{ $element }；多出的部分作廢。
mad-topic-madness-text = 不能支付任何費用。花費單一元素 { $cost } 點可治癒它；恢復後手上有 { $n } 張時你就出局。
mad-topic-activate = 啟動法術
mad-topic-activate-text = 支付一張就緒法術的費用一次、兩次或三次並執行其效果；它會保持耗盡直到你的下個回合。
mad-topic-learn = 學習法術
mad-topic-learn-text = 支付圖書館中一張正面朝上法術的學習費用，把它加入你的法術（最多 { $limit } 張；超過時要遺忘一張）。
mad-topic-acquire = 取得一張牌
mad-topic-acquire-text = 支付市場某一疊最上面的牌；它進入你的棄牌堆。
mad-topic-destroy = 摧毀詛咒
mad-topic-destroy-text = 支付詛咒的費用把它從軌道上移除；你另外可選一張價值 { $value } 的牌。
mad-topic-heal = 治癒瘋狂
mad-topic-heal-text = 支付單一元素 { $cost } 點，把你手上或任一支援區的一張瘋狂牌放回瘋狂牌堆。
mad-topic-ability = 使用法師能力
mad-topic-ability-text = 每回合一次，支付費用並執行你法師上印的能力。
mad-topic-pass = 結束行動
mad-topic-pass-text = 不再執行行動；接著進行恢復（棄牌或抽牌到手牌上限）。
mad-why-over = 遊戲已經結束。
mad-why-out = 你已經出局。
mad-why-chance = 請稍候：正在抽牌。
mad-why-turn = 現在輪到玩家 { $seat } 決定。
mad-why-busy = 請先完成目前的步驟。
mad-why-nothing = 沒有任何{ $element }
mad-why-cost = 你付不起費用：需要 { $cost }，而你的手牌和支援區只有 { $have }。
mad-why-heal-cost = 治癒需要單一元素 { $n } 點；你的手牌和支援區任一元素最多只有 { $best } 點。
mad-why-forbidden = 場上的一張牌禁止你現在{ $action }。
mad-why-spell-not-yours = { $spell } 屬於玩家 { $seat }；只有他能啟動。
mad-why-spell-exhausted = { $spell } 已耗盡：在你下個回合開始時才會再次就緒。
mad-why-spell-neutral = { $spell } 目前被中和。
mad-why-curse-neutral = { $curse } 本回合被中和，無法摧毀。
mad-why-destroy-empty = 軌道上沒有詛咒。
mad-why-learn-empty = 圖書館是空的。
mad-why-acquire-empty = 這一疊市場牌已經空了。
mad-why-heal-hand-no-madness = 你的手上和任何支援區都沒有瘋狂牌。
mad-why-heal-support-no-madness = 那個支援區沒有瘋狂牌。
mad-why-ability-used = 你本回合已經用過法師能力。
mad-why-act-ability = 這個效果不允許你使用法師能力。
mad-why-mage-theirs = 只有玩家 { $seat } 能使用這個能力。
mad-why-mage-taken = 玩家 { $seat } 已經選了這位法師。
mad-why-mage-cards = 它的起始牌已經不在了。
mad-why-no-spells = 你沒有任何法術。
mad-why-none-activate = 你現在無法啟動任何法術：請查看各個法術。
mad-why-none-learn = 你現在無法學習圖書館的任何法術：請查看各個法術。
mad-why-none-acquire = 你現在無法取得任何市場牌：請查看各疊牌。
mad-why-none-destroy = 你現在無法摧毀任何詛咒：請查看各個詛咒。
mad-why-card-pay = 牌是在支付行動時花掉的：請先選擇行動。

## 提示

mad-prompt-action = 玩家 { $seat }：選擇一個行動，或結束你的行動。
mad-prompt-act-from = 玩家 { $seat }：{ $source } 讓你在本回合多執行 { $n } 個行動。
mad-source-ability = { $mage } 的能力
mad-prompt-act = 玩家 { $seat }：本回合你還可以執行 { $n } 個行動。
mad-prompt-pay = 支付{ $purpose }（目前已付 { $paid }，{ $level }x）。
mad-prompt-draw = 玩家 { $seat } 從牌庫抽一張牌。
mad-prompt-discard = 棄掉 { $n } 張牌。
mad-prompt-discard-support = 從你的支援區棄掉 { $n } 張牌。
mad-prompt-destroy = 從你的手牌摧毀一張牌（還剩 { $n } 張）。
mad-prompt-destroy-discard = 從你的棄牌堆摧毀一張牌（還剩 { $n } 張）。
mad-prompt-support = 將一張手牌放入你的支援區（還剩 { $n } 張）。
mad-prompt-heal = 治癒一張瘋狂牌（還剩 { $n } 張）。
mad-prompt-gain = 獲得一張數值 { $value } 的牌（還剩 { $n } 張）。
mad-prompt-upgrade = 將一張手牌換成數值更高的牌（還剩 { $n } 張）。
mad-prompt-neutralise-curse = 中和一張詛咒（還剩 { $n } 張）。
mad-prompt-neutralise-spell = 中和你的一個法術（還剩 { $n } 個）。
mad-prompt-target = 選擇玩家：{ $effect }
mad-prompt-forget = 你的法術已達上限：摧毀一個法術才能學習{ $spell }。
mad-prompt-library = 翻開圖書館的下一個法術。
mad-prompt-reward = 摧毀詛咒的獎勵：獲得一張數值 { $value } 的牌。
mad-prompt-recovery = 手牌太多：棄掉 { $n } 張元素牌。
mad-prompt-page = 翻頁。
mad-prompt-mage = 玩家 { $seat }，選擇你的法師。
mad-prompt-curse = 抽一張詛咒。

mad-purpose-spell = { $spell }
mad-purpose-learn = 學習{ $spell }
mad-purpose-acquire = 一張{ $card }牌
mad-purpose-destroy = 摧毀{ $curse }
mad-purpose-heal = 治癒一張瘋狂牌
mad-purpose-ability = 「{ $mage }」的能力

## 選項

mad-opt-draw = 抽出{ $card }
mad-opt-curse = 詛咒：{ $curse }
mad-opt-page = 書頁：{ $monster }
mad-opt-library = 圖書館法術：{ $spell }
mad-opt-activate = 啟動{ $spell }（{ $cost }）
mad-opt-learn = 學習{ $spell }（{ $cost }）
mad-opt-learn-replace = 學習{ $spell }（{ $cost }），替換你的一個法術
mad-opt-acquire = 取得{ $card }（{ $cost }）
mad-opt-destroy-curse = 摧毀詛咒「{ $curse }」（{ $cost }）
mad-opt-heal-action-hand = 治癒你手牌中的一張瘋狂牌（單一元素 { $cost }）
mad-opt-heal-action-support = 治癒玩家 { $owner } 支援區中的一張瘋狂牌（單一元素 { $cost }）
mad-opt-ability = 使用「{ $mage }」的能力（{ $cost }）
mad-opt-idle = { $option } — 現在沒有效果：{ $why }
mad-idle-empty-hand = 支付後手牌為空
mad-idle-no-madness = 沒有可治療的瘋狂牌
mad-opt-seat = 玩家 { $seat }
mad-opt-mage = { $mage }（{ $element }）：起始牌價值 { $cards }；{ $slots } 個支援格；能力（{ $cost }）：{ $ability }
mad-opt-slot = { $curse }（第 { $space } 格）
mad-opt-pay = 用手牌中的{ $card }支付
mad-opt-pay-support = 用玩家 { $owner } 支援區中的{ $card }支付
mad-opt-discard = 棄掉{ $card }
mad-opt-discard-support = 從你的支援區棄掉{ $card }
mad-opt-destroy = 從你的手牌摧毀{ $card }
mad-opt-destroy-discard = 從你的棄牌堆摧毀{ $card }
mad-opt-support = 將{ $card }放入你的支援區
mad-opt-upgrade = 將{ $card }換成數值更高的牌
mad-opt-recovery = 棄掉{ $card }
mad-opt-heal = 治癒你手牌中的瘋狂牌
mad-opt-heal-support = 治癒玩家 { $owner } 支援區中的瘋狂牌
mad-opt-forget = 摧毀{ $spell }
mad-opt-neutralise-spell = 中和{ $spell }
mad-opt-gain = 獲得{ $card }
mad-opt-reward = 獲得{ $card }
mad-opt-id = 選項 { $id }

mad-pass-action = 結束行動
mad-pass-act = 不再行動
mad-pass-pay = 付款完畢
mad-pass-destroy = 停止摧毀
mad-pass-destroy-discard = 停止摧毀
mad-pass-support = 停止
mad-pass-heal = 停止治癒
mad-pass-upgrade = 停止交換

## 事件

mad-ev-turn = 輪到玩家 { $seat }（第 { $turn } 回合）。
mad-ev-mage = 玩家 { $seat } 選擇了{ $mage }。
mad-ev-dealt = 每位玩家將起始牌洗成牌庫，並抽取起手牌。
mad-ev-marker = 召喚標記抵達第 { $space } 格。
mad-ev-monster = 第 { $round } 隻怪物：{ $monster }出現了。
mad-ev-place = 詛咒放在第 { $space } 格：{ $curse }。
mad-ev-no-curse = 這一類詛咒已經用完了。
mad-ev-curse = 詛咒「{ $curse }」發動。
mad-ev-curse-neutral = 詛咒「{ $curse }」已被中和，沒有效果。
mad-ev-curse-up = 詛咒「{ $curse }」重新翻回正面。
mad-ev-success = { $monster }被擊敗了！
mad-ev-failure = { $monster }逃走了：還剩 { $n } 張詛咒。
mad-ev-draw = 抽了一張牌。
mad-ev-discard = 棄掉{ $card }。
mad-ev-discard-support = 從支援區棄掉{ $card }。
mad-ev-pay = 用{ $card }支付。
# web-anim: a group of such lines in the log
mad-ev-draw-many = 抽了 { $n } 張牌。
mad-ev-discard-many = 棄掉 { $n } 張牌：{ $items }。
mad-ev-pay-many = 用{ $items }支付。
mad-ev-pay-support = 用玩家 { $owner } 支援區中的{ $card }支付。
mad-ev-pay-own-support = 用自己支援區中的{ $card }支付。
mad-ev-destroy = 從手牌摧毀{ $card }。
mad-ev-destroy-discard = 從棄牌堆摧毀{ $card }。
mad-ev-support = 將{ $card }放入支援區。
mad-ev-madness-0 = 拿取一張瘋狂牌（瘋狂牌堆剩 { $left } 張）。
mad-ev-madness-1 = 拿取一張瘋狂牌加入手牌（瘋狂牌堆剩 { $left } 張）。
mad-ev-madness-2 = 拿取一張瘋狂牌放入支援區（瘋狂牌堆剩 { $left } 張）。
mad-ev-madness-deck = 牌庫已空：拿取一張瘋狂牌（瘋狂牌堆剩 { $left } 張）。
mad-ev-pile-empty = 應該拿取一張瘋狂牌，但瘋狂牌堆已經空了！
mad-ev-shuffle = 將棄牌堆洗成新的牌庫，共 { $n } 張。
mad-ev-heal-hand = 治癒一張瘋狂牌（瘋狂牌堆有 { $left } 張）。
mad-ev-heal-support = 治癒玩家 { $owner } 支援區中的一張瘋狂牌（瘋狂牌堆有 { $left } 張）。
mad-ev-heal-own-support = 治癒自己支援區中的一張瘋狂牌（瘋狂牌堆有 { $left } 張）。
mad-ev-acquire = 取得{ $card }。
mad-ev-gain = 獲得{ $card }，放入棄牌堆。
mad-ev-gain-hand = 獲得{ $card }，加入手牌。
mad-ev-upgrade = 將{ $old }換成{ $new }。
mad-ev-neutralise-curse = 中和了詛咒「{ $curse }」。
mad-ev-neutralise-spell = 中和了法術「{ $spell }」。
mad-ev-spell-up = 法術「{ $spell }」重新翻回正面。
mad-ev-learn = 學會了{ $spell }。
mad-ev-forget = 摧毀了法術「{ $spell }」。
mad-ev-reveal = 圖書館的新法術：{ $spell }。
mad-ev-destroy-curse = 摧毀了詛咒「{ $curse }」。
mad-ev-activate = 啟動了{ $spell }（{ $mult }x）。
mad-ev-ability = 使用了「{ $mage }」的能力。
mad-ev-target = 玩家 { $seat } 被選中。
mad-ev-act-stop = 不再行動。
mad-ev-end-actions = 結束了行動。
mad-ev-eliminated = 玩家 { $seat } 失去理智，遭到淘汰。
mad-ev-win = 最後的怪物被擊敗，魔法書已封印：所有人都獲勝！
mad-ev-lose-madness = 瘋狂牌堆已空：所有人都輸了。
mad-ev-lose-monster = 最後的怪物沒有被擊敗：所有人都輸了。
mad-ev-lose-eliminated = 所有玩家都被淘汰：所有人都輸了。
mad-loss-madness = 瘋狂牌堆耗盡
mad-loss-monster = 未擊敗最後的怪物
mad-loss-eliminated = 所有玩家被淘汰
mad-score-name = 撐過的回合

## 版面

mad-board-title = 第 { $round }/{ $rounds } 輪 · 第 { $turn } 回合 · 玩家 { $seat } · 難度 { $difficulty } · { $mode }
mad-board-title-setup = 準備階段 · 玩家 { $seat } 選擇法師 · 難度 { $difficulty } · { $mode }
mad-board-pile = 瘋狂牌堆
mad-board-pile-left = 剩 { $n } 張
mad-board-market = 市場
mad-board-cards = { $n }× { $card }
mad-board-library = 圖書館
mad-board-library-top = { $spell }（等級 { $level }，學習：{ $cost }）
mad-board-library-empty = （空）
mad-board-result = 結果
mad-board-track = 召喚軌道：{ $monster } · 標記在第 { $space } 格（共 5 格）
mad-board-no-curses = 軌道上沒有詛咒
mad-board-appear = 出現時
mad-board-symbols = 詛咒符號
mad-board-bonus = 成功
mad-board-penalty = 失敗
mad-board-final = 最後的怪物
mad-board-final-text = 擊敗它即獲勝；失敗則所有人都輸。
mad-board-slot = 第 { $space } 格
mad-board-neutral = 已中和
mad-board-applied = 已生效
mad-board-seat = 玩家 { $seat }：{ $mage }（{ $element }）
mad-board-seat-choosing = 玩家 { $seat }：尚未選擇法師
mad-board-eliminated = 已淘汰
mad-board-hand = 手牌（{ $n }）
mad-board-hidden = 隱藏
mad-board-deck = 牌庫（{ $n }）
mad-board-discard = 棄牌堆（{ $n }）
mad-board-deck-discard = 牌庫（{ $deck }）· 棄牌堆（{ $n }）
mad-board-support-empty = 支援區空（0/{ $slots }）
mad-board-support = 支援區（{ $n }/{ $slots }）
mad-board-ability = 能力{ $used ->
    [yes] （本回合已使用）
   *[no] {""}
}
mad-board-spell-cost = 等級 { $level }，{ $cost }
mad-board-spell-ready = 就緒
mad-board-spell-exhausted = 已耗盡
mad-board-spell-neutral = 已中和

mad-breakdown-curses = 摧毀的詛咒
mad-breakdown-learned = 學會的法術
mad-breakdown-healed = 治癒的瘋狂
mad-breakdown-madness = 承受的瘋狂
mad-breakdown-defeated = 擊敗的怪物
mad-breakdown-total = 撐過的回合（團隊分數）

# Issue 23: the support reserve, destroying from a support
mad-fx-discard-reserve = 從支援儲備棄掉 { $count } { $what }
mad-fx-destroy-support = 從你的支援區摧毀{ $upto ->
    [yes] 至多 { $count }
   *[no] { " " }{ $count }
} { $what }
mad-fx-destroy-reserve = 從支援儲備摧毀{ $upto ->
    [yes] 至多 { $count }
   *[no] { " " }{ $count }
} { $what }
mad-prompt-discard-reserve = 從支援儲備棄掉一張牌（還剩 { $n } 張）。
mad-prompt-destroy-support = 從一個支援區摧毀一張牌（還剩 { $n } 張）。
mad-ev-destroy-support = 從玩家 { $owner } 的支援區摧毀{ $card }。
mad-ev-destroy-own-support = 從自己的支援區摧毀{ $card }。
mad-fx-untoken = 從召喚軌上的詛咒移除 { $count } 個{ $element }標記
mad-prompt-untoken = 從一張詛咒移除一個標記（還剩 { $n } 個）。
mad-ev-untoken = 從{ $curse }移除一個{ $element }標記。
mad-board-spells = 法術
mad-board-brief-support = 支援區 { $k }/{ $slots }：
mad-board-brief-top = 頂牌：
mad-board-brief-ability = 能力 { $cost }
mad-board-brief-ability-used = 能力 { $cost }（已使用）
mad-board-brief-spell = { $spell } { $cost }
mad-board-brief-spell-off = { $spell } { $cost }（{ $status }）
mad-board-brief-piles = 手牌 { $hand } · 牌庫 { $deck } · 棄牌堆 { $discard } · { $spells }
mad-board-brief-spells = { $n } 個法術
mad-board-brief-deck = 牌庫 { $n }

## the coach's why: what an option did at once (topics.effects)
mad-effect-curses = 摧毀 { $count } 個詛咒
mad-effect-curses-new = 帶來 { $count } 個新詛咒
mad-effect-healed = 讓隊伍少 { $count } 張瘋狂牌
mad-effect-madness = 讓隊伍多 { $count } 張瘋狂牌
mad-effect-tokens = 在詛咒上放 { $count } 枚元素標記
mad-effect-tokens-lost = 從詛咒上移走 { $count } 枚元素標記
mad-effect-cards = 獲得 { $count } 張牌
mad-effect-cards-lost = 失去 { $count } 張牌
mad-effect-spells = 學會 { $count } 個法術
mad-effect-spells-lost = 失去 { $count } 個法術

# The bot levels in this game (tomecraft bots madness, the lobby): what they do here.
bot-desc-greedy-madness = 入門：依自己座位看得到的資訊，選擇往前看一步最好的行動。每步不到 1 毫秒。
bot-desc-easy-madness = 簡單：把 greedy 最好的 2 個行動各推演幾次到下一回合，保留最好的；由它組成的隊伍比 greedy 隊伍更常獲勝。每步數毫秒。
bot-desc-medium-madness = 中等，預設值（「bot」）：同樣做法，推演 greedy 最好的 3 個行動且次數更多；其隊伍明顯比 greedy 隊伍更常獲勝。每步約 10 毫秒。
bot-desc-hard-madness = 困難：幾乎推演每個行動，次數更多；實測並不比中等更強。每步約 15 毫秒。

# Wonder Book：引擎的提示、選項、事件與版面標籤。

## Prompts
wb-prompt-action = { $hero }：選擇一個行動（剩餘 { $left } 個）。
wb-prompt-reroll = { $dice } 顆骰子命中 { $hits } 次。要棄掉一顆心重擲未命中的骰子嗎？
wb-prompt-target = 選擇一隻蟲龍承受 { $n } 點傷害。
wb-prompt-stun = 選擇一隻蟲龍將其擊暈。
wb-prompt-heal = 選擇一位英雄回復 { $n } 顆心。
wb-prompt-walk = 移動到相鄰區域（剩餘 { $n } 步），或停下。
wb-prompt-swap = 選擇要交換位置的英雄。
wb-prompt-give = 選擇接收 { $item } 的英雄。
wb-prompt-consent = { $hero } 想要 { $item }。要交給他嗎？
wb-prompt-ask-whom = 附近有多位英雄持有 { $item }：選擇要向誰索取。
wb-prompt-choose-hero = 選擇一位英雄：{ $what }
wb-prompt-upgrade = { $hero } 獲得一張升級卡：選擇要永久保留的能力。
wb-prompt-wyrm-order = 選擇下一隻行動的蟲龍。
wb-prompt-wyrm-hit = 蟲龍 { $w } 發動攻擊：選擇失去一顆心的英雄。
wb-prompt-wyrm-move = 蟲龍 { $w } 朝最近的英雄移動：選擇區域。
wb-prompt-remove-wyrm = { $zone }：選擇回到儲備區的蟲龍。
wb-prompt-dilemma = 兩難抉擇（{ $card }）：{ $text }由隊伍決定。
wb-prompt-next-hero = 選擇下一位行動的英雄。
wb-prompt-item-to = 選擇拿取 { $item } 的英雄。
wb-prompt-dice = 擲 { $n } 顆骰子。
wb-prompt-passage = 抽一張段落卡。
wb-prompt-wyrm-card = 翻開一張蟲龍卡。

## Verbs (in prompts)
wb-verb-hearts = { $sign ->
    [gain] 回復 { $n } 顆心
   *[lose] 失去 { $n } 顆心
}
wb-verb-sparks = { $sign ->
    [gain] 獲得 { $n } 枚火花
   *[lose] 歸還 { $n } 枚火花
}
wb-verb-passage = 抽一張段落卡
wb-verb-item = 拿取物品
wb-verb-move = 移動
wb-verb-shield = 獲得 { $n } 面護盾

## Options
wb-opt-pass-action = 結束回合
wb-opt-pass-reroll = 保留結果
wb-opt-yes-reroll = 重擲未命中的骰子（1 顆心）
wb-opt-pass-walk = 停在這裡
wb-opt-pass-consent = 留著
wb-opt-yes-consent = 交給他
wb-opt-pass-target = 停止
wb-opt-pass-stun = 停止
wb-opt-collect = 收集一枚火花
wb-opt-attack = 攻擊
wb-opt-move = 移動到{ $zone }
wb-opt-zone = { $zone }
wb-opt-ability = 使用{ $ability }（{ $sparks } 枚火花）
wb-opt-interact = 互動：{ $title }
wb-opt-special = 使用{ $item }
wb-opt-give = 傳遞{ $item }
wb-opt-ask = 索取{ $item }
wb-opt-rule-action = 特殊行動：{ $action }
wb-opt-hero = { $hero }
wb-opt-wyrm = { $zone }的蟲龍 { $w }{ $stunned ->
    [1] {"（被擊暈）"}
   *[0] {""}
}
wb-opt-dilemma = { $text }
wb-opt-side = 保留{ $ability }
wb-opt-hits = 命中 { $n } 次
wb-opt-wyrm-card = { $card }
wb-opt-passage = { $item }

## Events
wb-ev-card = 第 { $n } 張卡，{ $title }：{ $text }
wb-ev-card-back = 第 { $n } 張卡（背面）：{ $text }
wb-ev-dilemma = 選擇：{ $option } { $text }
wb-ev-goal = 目標達成：{ $goal }{ $text }
wb-ev-ending = { $destiny } 枚命運標記正面朝上。{ $text }
wb-ev-round = 第 { $n } 輪：玩家階段。
wb-ev-enemies = 敵人階段。
wb-ev-turn = 輪到{ $hero }。
wb-ev-pass-extra = { $hero } 放棄額外行動。
wb-ev-move = { $hero } 移動到{ $zone }。
wb-ev-collect = { $hero } 收集一枚火花（現有 { $sparks } 枚）。
wb-ev-attack = { $hero } 發動攻擊。
wb-ev-ability = { $hero } 使用{ $ability }。
wb-ev-special = { $hero } 使用{ $item }。
wb-ev-rule-action = { $hero } 進行特殊行動：{ $action }。
wb-ev-ask = { $hero } 索取{ $item }。
wb-ev-refuse = { $item }留在持有者手上。
wb-ev-give = { $item }交給了{ $hero }。
wb-ev-item = { $hero } 拿取{ $item }。
wb-ev-passage = { $hero } 抽到段落卡{ $item }。
wb-ev-passage-shuffle = 段落卡棄牌堆成為新的段落牌堆。
wb-ev-interact = { $hero } 與{ $title }互動：{ $text }
wb-ev-roll = 擲骰 { $faces }：{ $dice } 顆骰子命中 { $hits } 次。
wb-ev-reroll = 重擲後 { $faces }：{ $dice } 顆骰子命中 { $hits } 次。
wb-ev-reroll-heart = { $hero } 棄掉一顆心來重擲。
wb-ev-challenge-ok = 挑戰成功。
wb-ev-challenge-fail = 挑戰失敗。
wb-ev-swap = { $hero } 與 { $other } 交換位置。
wb-ev-upgrade = { $hero } 永久保留{ $ability }。
wb-ev-sparks = { $hero }：{ $n } 枚火花。
wb-ev-heal = { $hero } 回復 { $n } 顆心。
wb-ev-hurt = { $hero } 失去 { $n } 顆心（剩 { $left } 顆）。
wb-ev-ko = { $hero } 被擊倒了！
wb-ev-stand = { $hero } 回復所有的心，重新站起。
wb-ev-destiny-up = { $n } 枚命運標記翻成正面（{ $up } 枚正面朝上）。
wb-ev-destiny-down = 一枚命運標記翻成背面（{ $up } 枚正面朝上）。
wb-ev-spawn = { $n } 隻蟲龍出現在{ $zone }。
wb-ev-wyrm-card = 蟲龍卡：{ $card }（出現 { $spawn } 隻，每隻 { $activate } 個行動）。
wb-ev-reveal-another = 將再翻開一張蟲龍卡。
wb-ev-wyrm-shuffle = 蟲龍卡棄牌堆成為新的蟲龍牌堆。
wb-ev-wyrm-up = 蟲龍 { $w } 重新站起。
wb-ev-wyrm-hit = 蟲龍 { $w } 咬了{ $hero }。
wb-ev-wyrm-move = 蟲龍 { $w } 移動到{ $zone }。
wb-ev-wyrm-damage = 蟲龍 { $w } 受到 { $n } 點傷害，被擊暈了。
wb-ev-stun = 蟲龍 { $w } 被擊暈了。
wb-ev-defeat = 蟲龍 { $w } 被擊敗，回到儲備區。
wb-ev-explode = { $zone }的蟲龍爆裂了！
wb-ev-wyrm-removed = 蟲龍 { $w } 離開{ $zone }，回到儲備區。
wb-ev-extra = { $hero } 獲得 { $n } 個額外行動。
wb-ev-key = 記下關鍵詞：{ $name }。
wb-ev-key-erase = 擦掉關鍵詞：{ $name }。
wb-ev-wyrm-added = { $card }永久加入蟲龍牌堆。
wb-ev-wyrm-top = { $card }面朝下放在蟲龍牌堆頂：大家都知道下一張就是它。
wb-ev-wyrm-bottom = { $card }放到蟲龍牌堆底：大家都知道它最後才會出現。
wb-ev-rule-on = 特殊規則生效：{ $title }。
wb-ev-rule-off = 特殊規則棄掉：{ $title }。
wb-ev-scene = 書本翻到新的場景：{ $scene }。
wb-ev-win = 章節勝利：{ $chapter }！
wb-ev-lose-destiny = 最後一枚命運標記翻成背面：本章失敗。
wb-loss-destiny = 命運耗盡
wb-score-name = 剩餘命運
wb-ev-unfinished = 遊戲未完成而中止：這個目標進行的回合數超過了這場純機器人對局的上限。
wb-ev-aura = 黑暗氣場被放到{ $zone }。
wb-ev-aura-gone = 黑暗氣場離開了版圖。
wb-ev-chest = 寶箱打開了：{ $text }
wb-ev-chest-empty = 寶箱在這次戰役中早已打開過：裡面什麼也不剩了。
wb-ev-creature = { $creature } 在{ $zone }，有 { $n } 顆心。
wb-ev-creature-gone = { $creature } 離開了版圖。
wb-ev-creature-heal = { $creature } 回復 { $n } 顆心（剩 { $left } 顆）。
wb-ev-creature-hurt = { $creature } 失去 { $n } 顆心（剩 { $left } 顆）。
wb-ev-creature-down-ally = { $creature } 倒下了。
wb-ev-creature-down-enemy = { $creature } 被擊敗了。
wb-ev-practice = 練習遊戲：{ $chapter } 未完成前面的章節就開始了，因此這場遊戲不會留下戰役紀錄。

## Board
wb-board-title = { $chapter }：命運 { $destiny }/{ $total } 正面朝上，第 { $round } 輪
wb-board-practice = 練習
wb-board-practice-note = 未完成前面的章節就開始的章節；不保留戰役紀錄
wb-board-chest = 寶箱
wb-board-chest-sealed = 封著（卡牌指示時才能打開）
wb-board-chest-open = 已打開
wb-board-creature-ally = 盟友 { $n }
wb-board-creature-enemy = 敵人 { $n }
wb-board-creature = { $creature } 在{ $zone }：{ $hearts }/{ $max } 顆心
wb-board-card = 卡片
wb-board-goal = 目標
wb-board-wyrm-deck = 蟲龍
wb-board-decks = 牌堆 { $deck }，棄牌 { $discard }，儲備 { $reserve }
wb-board-wyrm-known = 已知順序
wb-board-wyrm-top = 牌堆頂：{ $cards }
wb-board-wyrm-bottom = 牌堆底：{ $cards }
wb-board-last-wyrm = 最近的蟲龍卡
wb-board-result = 結果
wb-board-map = 地圖
wb-board-zones = 區域
wb-board-zone-key = { $letter } { $zone }
wb-board-map-key = { $heroes } 英雄（({ $ko }) 被擊倒）· W1 蟲龍 1（w1 被擊暈）· *2 火花 · ? 物件 · @ 漩渦 · & 黑暗氣場 · +1:3 盟友 1（3 顆心）· !2:4 敵人 2 · ~ 會受傷 · X 禁止進入 · # 禁止離開 · ┄┆ 可通過 · ━┃ 牆
wb-board-mark-heroes = { $heroes } 英雄（({ $ko }) 被擊倒）
wb-board-mark-wyrm = W1 蟲龍 1（w1 被擊暈）
wb-board-mark-sparks = *2 火花
wb-board-mark-object = ? 物件
wb-board-mark-vortex = @ 漩渦
wb-board-mark-aura = & 黑暗氣場
wb-board-mark-ally = +1:3 盟友 1（3 顆心）
wb-board-mark-enemy = !2:4 敵人 2
wb-board-mark-hurt = ~ 會受傷
wb-board-mark-no-enter = X 禁止進入
wb-board-mark-no-leave = # 禁止離開
wb-board-mark-open = ┄┆ 可通過
wb-board-mark-wall = ━┃ 牆
wb-board-heroes = 英雄
wb-board-abilities = { $hero } 能做的事
wb-board-hero = { $hero }（玩家 { $seat }）
wb-board-hearts = { $n }/{ $max } 顆心
wb-board-sparks = { $n } 枚火花
wb-board-ko = 被擊倒
wb-board-rules = 特殊規則與關鍵詞
wb-board-keys = 關鍵詞
wb-board-destiny-left = 正面朝上的命運
wb-board-cards-read = 已讀卡片
wb-breakdown-total = 剩餘命運（團隊分數）

## 主題：版圖上每樣東西的作用，以及為何現在不能選（topics-mw, issue 12）
wb-topic-none = 無
wb-topic-comma = { $first }、{ $rest }
wb-topic-zone-text = 這裡的火花：{ $sparks }。相鄰（隔著虛線邊界）：{ $near }。
wb-topic-hero-text = 生命 { $hearts }/{ $max }，火花 { $sparks }，位於{ $zone }。
wb-topic-hero-ko = 在{ $zone }被擊倒，持有火花 { $sparks }：下一個玩家階段時以全部 { $max } 顆心站起。
wb-topic-wyrm = 蟲龍 { $w }
wb-topic-wyrm-text = 位於{ $zone }，已受 { $damage }/{ $health } 傷害：受到 { $health } 點傷害就被擊敗。受傷的蟲龍處於暈眩，下個行動用來站起；否則它會咬所在區域的英雄，或朝最近的英雄移動。
wb-topic-range-here = 自己所在的區域
wb-topic-range-near = 自己所在或相鄰的區域
wb-topic-range-anywhere = 地圖上任何地方
wb-topic-collect = 收集火花
wb-topic-collect-text = 拿取你英雄所在區域的一個火花（一個行動）。
wb-topic-pass = 結束回合
wb-topic-pass-text = 放棄剩下的行動；換下一位英雄行動。
wb-topic-give-text = 一個行動：把{ $item }交給你所在區域或相鄰區域內的一位英雄（未被擊倒）；由你選擇誰收下。
wb-topic-ask-text = 一個行動：向你所在區域或相鄰區域內持有{ $item }的英雄（未被擊倒）索取；持有者的玩家可以交出或拒絕。
wb-why-over = 本章已經結束。
wb-why-chance = 請稍候：正在擲骰或抽牌。
wb-why-turn = 現在輪到玩家 { $seat } 決定。
wb-why-busy = 請先完成目前的步驟。
wb-why-not-hero = 現在不是{ $hero }的回合。
wb-why-range = 這個攻擊的範圍內沒有蟲龍（{ $range }）。
wb-why-wyrm-range = 這隻蟲龍不在你英雄攻擊的範圍內（{ $range }）。
wb-why-sparks = 需要 { $n } 個火花；你的英雄只有 { $have } 個。
wb-why-zone = 只能在{ $zone }使用。
wb-why-target = 現在沒有可以作用的對象（範圍內沒有蟲龍）。
wb-why-ask-far = 要索取它，{ $hero }必須在你英雄所在或相鄰的區域。
wb-why-zone-here = 你的英雄已經在這裡。
wb-why-zone-far = 這個區域與你英雄的區域不相鄰（中間沒有虛線邊界）。
wb-ev-shield = { $hero } 獲得 { $n } 面護盾（每面抵銷 1 顆失去的心）。
wb-ev-shield-used = { $hero } 的護盾抵銷了 { $n } 顆心的傷害。
wb-board-shield = { $n } 面護盾
wb-opt-creature = { $zone }的{ $creature }（{ $n } ♥）
wb-topic-creature-ally = 位於{ $zone }的盟友，有 { $hearts }／{ $max } 顆心。英雄的治療（會治療的攻擊）可以給它；心歸零時它就倒下了。
wb-topic-creature-enemy = 位於{ $zone }的敵人，有 { $hearts }／{ $max } 顆心。英雄的攻擊與傷害可以像對蟲龍一樣以它為目標：每次命中失去 1 顆心；心歸零時它被擊敗。
wb-why-ally = 盟友不會被攻擊；當英雄的治療讓你選擇時治療它。
wb-topic-then = { $first }{ $rest }
wb-topic-no-enter = 特殊規則：任何英雄都不能進入這個區域。
wb-topic-no-leave = 特殊規則：任何英雄都不能離開這個區域。
wb-topic-hurt-enter = 特殊規則：進入這個區域的英雄失去 1 顆心。
wb-topic-hurt = 特殊規則：在這裡結束回合的英雄失去 1 顆心。
wb-why-forbidden = 一條生效中的特殊規則禁止這個行動。
wb-why-leave = 一條特殊規則禁止離開{ $zone }。
wb-why-enter = 一條特殊規則禁止進入{ $zone }。
wb-board-forbidden = 特殊規則禁止
wb-forbid-collect = 拿取火花
wb-forbid-attack = 攻擊
wb-forbid-move = 移動
wb-forbid-ability = 能力
wb-forbid-interact = 與物件互動
wb-forbid-special = 物品的特殊行動
wb-forbid-give = 給予物品
wb-forbid-ask = 索取物品
wb-forbid-rule_action = 特殊規則的行動
wb-why-object = 你的英雄必須站在{ $zone }才能使用。
wb-why-collect = 你英雄所在的區域沒有火花。

# web-board: rerolling the misses (a topic: what it does, why not)
wb-topic-reroll = 重擲未命中的骰子
wb-topic-reroll-text = 你的英雄為能力或特殊行動擲骰而有未命中時，可立刻棄掉 1 顆心（不能是最後一顆）重擲未命中的骰子；每回合一次。
wb-why-reroll-used = { $hero } 本回合已經重擲過了。
wb-why-reroll-hearts = { $hero } 只剩 1 顆心，最後一顆心不能棄掉。
wb-why-reroll-ko = { $hero } 已被擊倒。
wb-why-reroll-roll = 只有在 { $hero } 擲骰有未命中後才能立刻重擲。
wb-prompt-may = { $group ->
    [1] 卡牌說團隊可以執行第 { $n } 步：要執行嗎？
   *[0] { $hero } 可以執行效果的第 { $n } 步：要執行嗎？
}
wb-opt-yes-may = 執行
wb-opt-pass-may = 略過
wb-ev-may-skip = 略過第 { $n } 步（可選）。
wb-board-no-ability = 沒有能力
wb-board-phase = 玩家階段
wb-phase-actions = 每回合 { $n } 個行動
wb-phase-turns = { $n } 位英雄行動（由團隊選擇）
wb-phase-seats = 從帶頭座位起依座位順序
wb-phase-zone = 只有在{ $zone }的英雄行動
wb-phase-any = 所有英雄都行動
wb-ev-turns = 英雄們現在進行各自的回合。
wb-ev-card-hearts-on = { $n } 顆心從供應區放到{ $card }上（共 { $left } 顆）。
wb-ev-card-hearts-off = { $n } 顆心從{ $card }回到供應區（剩 { $left } 顆）。
wb-board-card-hearts = 卡片上的心
wb-board-card-hearts-cell = { $card }：{ $hearts }/{ $max }
wb-board-defeated = （已擊敗 { $n }）

## the coach's why: what an option did at once (topics.effects)
wb-effect-objective = 達成 { $count } 個場景目標
wb-effect-objective-lost = 失去 { $count } 個已達成的目標
wb-effect-wyrms = 擊敗 { $count } 隻龍蟲
wb-effect-damage = 對龍蟲造成 { $count } 點傷害
wb-effect-destiny-up = 把 { $count } 枚命運標記翻成正面
wb-effect-destiny-down = 把 { $count } 枚命運標記翻成背面
wb-effect-hearts = 讓英雄們得到 { $count } 顆心
wb-effect-hearts-lost = 失去 { $count } 顆心
wb-effect-shields = 讓英雄們得到 { $count } 面護盾
wb-effect-shields-lost = 失去 { $count } 面護盾
wb-effect-sparks = 獲得 { $count } 點火花
wb-effect-sparks-spent = 用掉 { $count } 點火花
wb-effect-items = 獲得 { $count } 件物品
wb-effect-items-lost = 失去 { $count } 件物品

# The bot levels in this game (tomecraft bots wonderbook, the lobby): what they do here.
bot-desc-greedy-wonderbook = 入門：依自己座位看得到的資訊，選擇往前看一步最好的選項。每步約 1 毫秒。
bot-desc-easy-wonderbook = 簡單：把 greedy 最好的幾個選項推演一小段，保留最好的；其隊伍通常比 greedy 隊伍更常獲勝。每步數毫秒。
bot-desc-medium-wonderbook = 中等，預設值（「bot」）：推演次數更多；在每一章中，其隊伍都比 greedy 隊伍更常獲勝。每步最多約 20 毫秒。
bot-desc-hard-wonderbook = 困難：推演次數最多；比中等略常獲勝，時間約為其兩倍。

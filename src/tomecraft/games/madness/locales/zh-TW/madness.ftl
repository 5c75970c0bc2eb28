# The Big Book of Madness：繁體中文目錄（卡牌名稱與效果文字）。
# 卡牌名稱來自內容包，每個目錄選用自己的語言。
# 其他訊息（提示、事件、版面）以英文顯示。

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

mad-cost-part = { $n } { $element }
mad-cost-plus = { $first } + { $rest }
mad-cost-free = 免費

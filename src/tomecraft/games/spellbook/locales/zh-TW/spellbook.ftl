# SpellBook：繁體中文目錄（en/spellbook.ftl 的翻譯）。
#
# 採用繁體中文版的用語：「元素」（標記）、「元素池」、「小袋」、「祭壇」、「家族圖板」、
# 「符文」、「早晨／正午／傍晚」、「儲存」、「抽取」（從小袋）、「拿取」（從祭壇）、
# 「棄掉」、「學習」、「等級」、「提升」。
# 中文只有 other 這個複數類別；單數措辭不同時使用數字鍵 [1]。
# 事件是沒有主詞的短句：介面可以在前面加上玩家名稱
# （「玩家2：從祭壇拿取紅色圓形元素（R●）。」）。

## 顏色（依 data/spellbook.json 的索引順序）、符文與階段

sb-colour-0 = 紅色
sb-colour-1 = 紫色
sb-colour-2 = 綠色
sb-colour-3 = 黑色
sb-colour-4 = 白色
sb-colour-5 = 藍色
sb-colour-6 = 黃色

sb-rune-0 = 圓形
sb-rune-1 = 三角形
sb-rune-2 = 方形

sb-phase-morning = 早晨
sb-phase-midday = 正午
sb-phase-evening = 傍晚
sb-phase-end = 一天結束
sb-phase-over = 遊戲結束
sb-phase-none = 無階段

# 一個元素：例如「紅色圓形元素（R●）」。
sb-token = { $colour }{ $rune }元素（{ $code }）

## 法術名稱（繁體中文版）

sb-spell-sacrifice = 犧牲
sb-spell-eruption = 爆發
sb-spell-blaze = 烈焰
sb-spell-levitation = 滯空
sb-spell-sharing = 共享
sb-spell-divination = 占卜
sb-spell-purification = 淨化
sb-spell-cure = 治癒
sb-spell-growth = 成長
sb-spell-offering = 獻祭
sb-spell-focus = 專注
sb-spell-feast = 饗宴
sb-spell-time_travel = 時間旅行
sb-spell-storm = 風暴
sb-spell-clone = 複製
sb-spell-transmutation = 蛻變
sb-spell-swiftness = 疾速
sb-spell-mirage = 幻境
sb-spell-abundance = 豐收
sb-spell-knowledge = 知識
sb-spell-communion = 交流

## 法術摘要（說明與提示文字）。「符文相符」指與法術卡牌上那個元素的符文相同。

sb-spell-sacrifice-desc = 早晨：從元素池棄掉1個帶有該等級符文的元素（等級3圓形、等級4三角形、等級5方形），接著從小袋抽取4個元素。
sb-spell-eruption-desc = 早晨：從小袋抽取元素，直到元素池中有4個（等級3）、5個（等級4）或6個（等級5）元素；若已達到該數量則沒有效果。
sb-spell-blaze-desc = 早晨，各等級效果相同：抽取4個元素，接著每位其他玩家都必須從祭壇拿取1個元素（單人模式：改由你將祭壇上的1個元素送到對手圖板的下半部）。
sb-spell-levitation-desc = 早晨：從祭壇拿取2個符文相同的元素；等級3必須是圓形，等級4可為圓形或三角形，等級5可為任意符文。
sb-spell-sharing-desc = 早晨：等級3從祭壇拿取1個元素並抽取1個；等級4從祭壇拿取最多2個元素；等級5最多3個。之後每位其他玩家各抽取1個（單人模式：從小袋抽出1個元素放到對手圖板的下半部）。
sb-spell-divination-desc = 早晨：從小袋抽出2個元素放上祭壇，接著等級3拿取2個並從元素池棄掉1個；等級4拿取最多2個同色元素；等級5拿取最多2個任意顏色的元素。
sb-spell-purification-desc = 正午：將元素池中最多1個（等級3）、2個（等級4）或3個（等級5）元素與祭壇上的元素逐一交換，即使元素池已滿也可以。
sb-spell-cure-desc = 正午：抽取1個（等級3）、2個（等級4）或3個（等級5）元素，然後從元素池棄掉同樣數量的元素。
sb-spell-growth-desc = 傍晚：等級3將元素池中的1個元素與家族圖板上的1個元素交換；等級4從祭壇拿取最多2個元素儲存到家族圖板，之後法術降為等級3；等級5最多3個，之後降為等級4。
sb-spell-offering-desc = 正午：將元素池中最多2個（等級3）、3個（等級4）或4個（等級5）同一顏色的元素儲存到家族圖板。
sb-spell-focus-desc = 傍晚：等級3儲存元素池中1個符文相符的元素；等級4儲存最多2個，或從祭壇拿取1個符文相符的元素；等級5儲存最多3個，或拿取最多2個。
sb-spell-feast-desc = 正午：等級3從祭壇拿取1個顏色已出現在家族圖板上的元素，放入元素池；等級4從祭壇拿取1個元素儲存到家族圖板；等級5沒有行動，但家族圖板上每有一種顏色就得1分。
sb-spell-time_travel-desc = 傍晚：從元素池棄掉1個帶有該等級符文的元素（等級3圓形、等級4三角形、等級5方形），接著將另一個已學習的法術提升1個等級（該法術學習時的效果不會再次觸發）。
sb-spell-storm-desc = 傍晚，僅限等級4與等級5：棄掉祭壇上任意數量的元素並從小袋逐一補上，從祭壇拿取最多3個元素，之後法術下降1個等級。等級3只提供分數。
sb-spell-clone-desc = 正午：複製其他玩家的法術（使用對方的卡牌與等級）或一個基本行動：等級3可複製正午行動，等級4還可複製傍晚行動，等級5在棄掉1個符文相符的元素後還可複製早晨行動。單人模式：複製一個你尚未學習的法術的等級4效果。
sb-spell-transmutation-desc = 傍晚，僅限等級4與等級5：學習1個法術時，可用其他顏色、符文相符的元素充當萬用元素（等級4為1個，等級5最多2個），不必使用三個一組。等級3只提供分數。
sb-spell-swiftness-desc = 以等級3或等級4學習時：立刻執行1個額外的早晨行動。等級5：從此之後每天執行2個早晨行動。
sb-spell-mirage-desc = 在你自己的回合中，每有1個符文相符的祭壇元素進入你的元素池（拿取，或以淨化交換而來），你還可以從小袋抽取1個（等級3）或2個（等級4與等級5）元素；從祭壇直接儲存到家族圖板的元素不算。
sb-spell-abundance-desc = 學習時，從小袋抽取2個（等級3）、3個（等級4）或4個（等級5）元素。
sb-spell-knowledge-desc = 依你其他已學習的法術計分：等級3每個1分；等級4每個等級4或等級5的法術2分、每個等級3的法術1分；等級5每個2分。
sb-spell-communion-desc = 等級3：學習時，從祭壇拿取最多3個元素儲存到家族圖板。等級4：家族圖板上每個符文相符的元素得1分。等級5：每次學習法術時（包含這一個），從支付的元素中儲存最多2個。

## 提示（sb-prompt-<決策種類>）

sb-prompt-morning = 玩家{ $seat }，請選擇一個早晨行動。
sb-prompt-midday = 玩家{ $seat }，請選擇一個正午行動。
sb-prompt-evening = 玩家{ $seat }，請選擇一個傍晚行動。
sb-prompt-swift = 玩家{ $seat }，疾速讓你現在多執行一個早晨行動。
sb-prompt-take = { $n ->
    [1] 從祭壇拿取1個元素。
   *[other] 從祭壇拿取最多{ $n }個元素。
}
sb-prompt-take-store = { $n ->
    [1] 從祭壇拿取1個元素儲存到家族圖板。
   *[other] 從祭壇拿取最多{ $n }個元素儲存到家族圖板。
}
sb-prompt-store = { $n ->
    [1] 將元素池中的1個元素儲存到家族圖板。
   *[other] 將元素池中最多{ $n }個元素儲存到家族圖板。
}
sb-prompt-discard = 從元素池棄掉{ $n }個元素。
sb-prompt-swap-altar = 用元素池中的1個元素交換祭壇上的1個元素（還可交換{ $n }次）。
sb-prompt-swap-familiar = 用元素池中的1個元素交換家族圖板上的1個元素（還可交換{ $n }次）。
sb-prompt-storm = { $n ->
    [0] 風暴：選擇要從祭壇棄掉的元素；每棄掉1個就從小袋補上1個。
   *[other] 風暴：繼續選擇要從祭壇棄掉的元素（目前已選{ $n }個）；每棄掉1個就從小袋補上1個。
}
sb-prompt-bottom = 選擇祭壇上的1個元素，送到對手圖板的下半部。
sb-prompt-raise = 選擇一個法術提升1個等級。
sb-prompt-focus = 專注：要從元素池儲存最多{ $store }個符文相符的元素，還是從祭壇拿取最多{ $take }個符文相符的元素？
sb-prompt-communion = { $n ->
    [1] 交流：你可以再儲存1個剛才支付的元素。
   *[other] 交流：你可以從剛才支付的元素中儲存最多{ $n }個。
}
sb-prompt-learn-choose = 選擇要學習的法術與等級。
sb-prompt-learn-marker = 學習{ $spell }：選擇要放在法術卡牌上的元素。
sb-prompt-learn-pay = 學習{ $spell }：還需支付{ $left }個元素。
sb-prompt-solo-move = 你的一天結束：將祭壇上的1個元素移到對手的記錄條。
sb-prompt-draw = 從小袋抽出1個元素。

## 放棄（sb-pass-<決策種類>，用於可以拒絕的決策）

sb-pass-morning = 跳過早晨
sb-pass-midday = 跳過正午
sb-pass-evening = 跳過傍晚
sb-pass-swift = 跳過額外行動
sb-pass-take = 停止拿取
sb-pass-take-store = 停止拿取
sb-pass-store = 停止儲存
sb-pass-swap-altar = 停止交換
sb-pass-swap-familiar = 不交換
sb-pass-storm = 棄掉完畢
sb-pass-communion = 不再儲存

## 選項

# 元素選項（sb-opt-<決策種類>）。
sb-opt-take = 拿取{ $token }
sb-opt-take-store = 將{ $token }儲存到家族圖板
sb-opt-store = 儲存{ $token }
sb-opt-discard = 棄掉{ $token }
sb-opt-storm = 從祭壇棄掉{ $token }
sb-opt-bottom = 將{ $token }送給對手
sb-opt-communion = 儲存{ $token }
sb-opt-learn-marker = 將{ $token }放在法術卡牌上
sb-opt-learn-pay = 用{ $token }支付
sb-opt-solo-move = 將{ $token }移到對手的記錄條
sb-opt-draw = 抽出{ $token }

# 階段行動。
sb-opt-take1 = 從祭壇拿取1個元素
sb-opt-draw2 = 從小袋抽取2個元素
sb-opt-store1 = 儲存1個元素池中的元素
sb-opt-learn-any = 學習1個法術
sb-opt-use = 施放{ $spell }（等級{ $level }）
sb-opt-learn = 以等級{ $level }學習{ $spell }
sb-opt-clone = 複製等級{ $level }的{ $spell }（玩家{ $seat }）
sb-opt-clone-basic = 複製基本行動：{ $action }

# 其他選擇。
sb-opt-swap = 交出{ $give }，換得{ $get }
sb-opt-triple = 用三個相同符文的元素支付：{ $tokens }
sb-opt-focus-store = 儲存元素池中的元素
sb-opt-focus-take = 拿取祭壇上的元素
sb-opt-raise = 將{ $spell }提升到等級{ $level }
sb-opt-id = 選項{ $id }

## 事件

sb-ev-use = 施放等級{ $level }的{ $spell }。
sb-ev-clone = 使用複製：{ $option }。
sb-ev-skip = 沒有執行{ $phase }行動。
sb-ev-take = 從祭壇拿取{ $token }。
sb-ev-take-store = 將祭壇上的{ $token }儲存到家族圖板。
sb-ev-store = 將{ $token }儲存到家族圖板。
sb-ev-draw = 抽出{ $token }。
sb-ev-draw-altar = 祭壇新增元素：{ $token }。
sb-ev-draw-bottom = { $token }被放到對手圖板的下半部。
sb-ev-draw-failed = 無法抽取：小袋與棄物收納盒都是空的。
sb-ev-bag-refill = 小袋已空，被棄掉的元素放回小袋中（{ $n }個）。
sb-ev-discard = 棄掉{ $token }。
sb-ev-swap = 用{ $give }交換{ $get }。
sb-ev-altar-discard = 從祭壇棄掉{ $token }。
sb-ev-altar-wipe = 祭壇被清空。
sb-ev-bottom = 將{ $token }送到對手圖板的下半部。
sb-ev-mirage = 幻境：額外抽取{ $n }次。
sb-ev-marker = 將{ $token }放在{ $spell }上。
sb-ev-pay = 支付{ $tokens }。
# web-anim: a group of such lines in the log
sb-ev-draw-many = 抽出 { $n } 個元素：{ $items }。
sb-ev-draw-altar-many = 祭壇新增 { $n } 個元素：{ $items }。
sb-ev-pay-many = 支付{ $items }。
sb-ev-learn = 以等級{ $level }學習{ $spell }。
sb-ev-level = { $spell }現在是等級{ $level }。
sb-ev-raise = 將{ $spell }提升到等級{ $level }。
sb-ev-solo-move = 將{ $token }移到對手記錄條的第{ $space }格。
sb-ev-end-trigger = 終局將至：本輪結束後遊戲便會結束。
sb-ev-game-over = 遊戲結束。

## 圖板

sb-board-title = 第{ $round }輪 · 玩家{ $seat } · { $phase }
sb-board-altar = 祭壇
sb-board-supply = 供應區
sb-board-bag = 小袋：{ $n }
sb-board-discard = 棄物收納盒：{ $n }
sb-board-final-round = 最後一輪！
sb-board-spells = 法術
sb-board-level-points = 等級{ $level }：{ $points }分
sb-board-seat = 玩家{ $seat }：{ $score }分
sb-board-pool = 元素池（{ $n }）
sb-board-familiar = 家族圖板（已儲存{ $n }個，價值{ $value }分；再多1個為{ $next }分）
sb-board-learned = 等級{ $level }，{ $points }分
sb-board-familiar-points = 家族圖板
sb-board-opponent = 對手：{ $score }分
sb-board-opponent-name = 對手
sb-board-opponent-points = 對手圖板
sb-board-opponent-track = 記錄條（已填{ $n }格）
sb-board-opponent-bottom = 下半部（{ $n }）

## topics-sb：法術或行動的效果，以及現在為何不能選

sb-topic-take = 從祭壇拿取
sb-topic-draw = 從小袋抽取
sb-topic-store = 儲存到家族圖板
sb-topic-learn = 學習法術
sb-topic-opponent = 對手的記錄條
sb-topic-take-text = 早晨行動：從祭壇拿取1個元素放入你的元素池。祭壇上必須有元素，且你的元素池還有空間（最多{ $limit }個元素）。
sb-topic-draw-text = 早晨行動：從小袋抽取2個元素放入你的元素池；元素池達到{ $limit }個時就停止。
sb-topic-store-text = 正午行動：將元素池中的1個元素移到家族圖板的下一格。家族圖板越滿分數越高；{ $spaces }格全部填滿時，本輪結束後遊戲便會結束。
sb-topic-learn-text = 傍晚行動：以等級3、4或5學習一個場上的法術，從元素池支付同樣數量的該法術顏色元素。其中至少1個必須真的是該顏色，並成為法術的標記；其餘每個都可以用3個同符文的元素代替。每個法術只能學習一次；學會場上所有法術時，本輪結束後遊戲便會結束。
sb-topic-opponent-text = 單人模式：你每一天結束時，將祭壇上的1個元素移到對手記錄條的下一格。在第{ $wipe }格時清空祭壇並放上{ $altar }個新元素；其他時候補到{ $altar }個。填滿第{ $spaces }格時遊戲結束。
# 法術的簡介，接著是各等級的分數。
sb-topic-spell-text = { $desc }分數：等級3 { $p3 }、等級4 { $p4 }、等級5 { $p5 }。
sb-topic-points-var = 不固定
sb-topic-or2 = { $a }或{ $b }
sb-topic-or3 = { $a }、{ $b }或{ $c }

sb-why-over = 遊戲已經結束。
sb-why-turn = 現在輪到玩家{ $seat }，不是你。
sb-why-draw = 請稍候：正在從小袋抽取元素。
sb-why-busy = 請先完成目前進行中的步驟。
sb-why-take-phase = 從祭壇拿取1個元素是早晨行動。
sb-why-draw-phase = 從小袋抽取2個元素是早晨行動。
sb-why-store-phase = 儲存1個元素池中的元素是正午行動。
sb-why-learn-phase = 法術要在傍晚學習。
sb-why-learn-phase-none = 法術要在傍晚學習；以你現在的儲備，付不起任何尚未學會的法術（沒有可學法術的傍晚會被略過）。
sb-why-pool-full = 你的元素池已滿（{ $limit }個元素）。
sb-why-altar-empty = 祭壇是空的。
sb-why-pool-empty = 你的元素池是空的。
sb-why-familiar-full = 你的家族圖板已滿。
sb-why-learn-all = 你已學會場上所有的法術。
sb-why-learn-none = 你付不起任何尚未學習的法術。
sb-why-opponent = 你會在一天結束時將元素移到對手的記錄條。
sb-why-unlearned = 你尚未學習{ $spell }；法術要在傍晚學習。
sb-why-learned = 你已經學過{ $spell }了。
sb-why-learn-colour = 學習{ $spell }需要元素池中至少有1個{ $colour }元素。
sb-why-learn-short = 學習{ $spell }需要3個{ $colour }元素；3個同符文的元素可算作1個。
sb-why-no-action = { $spell }在你的等級沒有可使用的行動。
sb-why-phase = { $spell }只能在{ $phase }使用。
sb-why-learned-phase = 你已經學過{ $spell }，它要在{ $phase }使用。
sb-why-fresh = 你今天才學會{ $spell }：它的行動從你的下一天開始可用。
sb-why-rune = { $spell }需要元素池中有{ $runes }符文的元素。
sb-why-raise = { $spell }需要另一個低於等級5的已學法術才能提升。
sb-why-transmute = 用{ $spell }的替代元素付不起任何法術。
sb-why-clone = { $spell }現在沒有可以複製的行動。
sb-why-cannot = 你現在無法使用{ $spell }。

## the coach's why: what an option did at once (topics.effects)
sb-effect-familiar = 得到一隻由 { $tokens } 枚標記組成、價值 { $points } 分的使魔
sb-effect-spell = 把{ $spell }提升到 { $level } 級（{ $points } 分）
sb-effect-pool = 把 { $tokens } 枚標記放進你的儲備
sb-effect-pool-spent = 從你的儲備用掉 { $tokens } 枚標記

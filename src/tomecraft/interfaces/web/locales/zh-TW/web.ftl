# 網頁伺服器與頁面（大廳、對局、重播）。繁體中文。

## 頁面：共用

web-title = Tomecraft
web-tagline = 在瀏覽器裡玩魔法書桌遊，和朋友一起或對戰機器人。
web-language = 語言
web-lobby-link = 大廳

## 頁面：大廳

web-lobby-new = 新對局
web-lobby-game = 遊戲
web-lobby-options = 對局選項
web-lobby-each-seat = 在此為每個座位選擇
web-lobby-options-none = 此遊戲沒有選項。
web-lobby-seats = 座位
web-lobby-seat = 座位 { $n }
web-seat-human = 玩家
web-seat-bot = 機器人
web-seat-open = 開放座位（任何人都可加入）
web-lobby-level = 機器人等級
web-lobby-add-seat = 新增座位
web-lobby-remove-seat = 移除
web-lobby-listed = 在公開對局列表中顯示這場對局
web-lobby-create = 建立對局
web-lobby-created = 對局已準備好。
web-lobby-links = 把各自的連結傳給每位玩家：打開連結的人就坐在那個座位。請保密這些連結。
web-lobby-play-seat = 坐在座位 { $n }
web-lobby-copy = 複製
web-lobby-copied = 已複製！
web-lobby-spectate = 觀戰連結
web-lobby-open = 公開對局
web-lobby-open-none = 目前沒有公開對局。
web-lobby-free = 空位：{ $n }
web-lobby-join = 加入
web-lobby-watch = 觀戰
web-lobby-finished = 已結束的對局
web-lobby-finished-none = 還沒有已結束的對局。
web-lobby-replay = 重播
web-lobby-refresh = 重新整理
web-lobby-players = 玩家人數：{ $n }

## 頁面：對局

web-game-connecting = 連線中…
web-game-connected = 已連線
web-game-disconnected = 連線中斷，正在重新連線…
web-game-spectator = 觀戰模式：正在觀看這局遊戲。
web-game-you-are = 你的身分是 { $name }。
web-game-your-turn = 輪到你了
web-game-waiting = 等待 { $name }…
web-game-chance = 抽取中…
web-game-options = 你的選項
web-game-no-options = 目前沒有需要決定的事。
web-game-undo = 復原
web-game-leave = 離開對局
web-game-leave-confirm = 要離開這場對局嗎？你的座位會空出來，並可能由機器人接手。
web-game-left = 你已離開對局。
web-game-seats = 玩家
web-game-replace = 讓機器人接手
web-game-vote = 投票：讓機器人接手（目前 { $votes } 票）
web-game-reclaim = 取回你的座位
web-game-bot-holds = 你離開期間，由機器人代你上場。
web-game-bot = 機器人（{ $level }）
web-game-human = 玩家
web-game-free = 空位
web-game-offline = 離線
web-game-online = 在線
web-game-log = 對局紀錄
web-game-result = 最終得分
web-game-total = 總分
web-game-team = 團隊
web-game-winner = 勝利：{ $names }
web-game-no-winner = 沒有人獲勝。
web-game-replay = 觀看重播
web-game-download = 下載對局檔案
web-game-over = 對局已結束。
web-game-board = 遊戲板
web-game-you = （你）

## 頁面：重播

web-replay-title = 重播
web-replay-step = 第 { $n } 步，共 { $total } 步
web-replay-end = 結束，共 { $total } 步
web-replay-first = 開頭
web-replay-prev = 上一步
web-replay-next = 下一步
web-replay-last = 結尾
web-replay-play = 播放
web-replay-pause = 暫停

## 紀錄行

web-log-line = { $seat }：{ $text }

## 錯誤（由伺服器送出）

web-error-type = 未知的訊息類型「{ $given }」；伺服器接受：{ $allowed }。
web-error-json = 這則訊息不是 JSON 物件；例如請送出 {"{"}"type": "decide", "option": 3{"}"}。
web-error-binary = 請送出文字（JSON）訊息，而不是二進位訊息。
web-error-size = 這則訊息太大：上限是 { $limit } 位元組。
web-error-rate = 訊息太多：每秒最多 { $rate } 則。這則已被忽略。
web-error-flood = 等待傳送的訊息太多：此連線傳送比讀取快，因此關閉。
web-error-spectator = 觀戰者不能做決定。
web-error-token = 這個座位代碼對這場對局無效（錯誤、已失效，或座位已被放棄）。
web-error-over = 對局已結束。
web-error-option-type = 選項必須是整數（選項 id）。
web-error-turn = 還沒輪到你。
web-error-illegal = 現在不能選擇選項 { $option }。沒有任何改變。
web-error-undo = 你只能在自己的回合內復原自己的決定，而且不能越過隨機抽取。
web-error-internal = 伺服器無法記錄這個決定；沒有任何改變。請再試一次。
web-error-left = 你已離開這個座位。
web-error-replaced = 現在由機器人坐這個座位。
web-error-game = 未知的遊戲「{ $game }」；可用：{ $allowed }。
web-error-seat-count = 這個遊戲需要 { $min } 到 { $max } 個座位，而不是 { $n } 個。
web-error-config = 對局選項無效：{ $detail }
web-error-bot = 未知的機器人等級「{ $level }」；可用：{ $allowed }。
web-error-bot-game = 機器人「{ $level }」不會玩 { $game }；請從以下選擇：{ $allowed }。
web-error-stuck = 伺服器無法繼續這場對局；詳細內容記在伺服器日誌中。
web-error-full = 伺服器上未結束的對局太多；請稍後再試。
web-error-bot-games = 伺服器已在進行 { $max } 場只有機器人的對局；請等其中一場結束後再試。
web-error-busy = 來自你的位址的請求太多；請在 { $seconds } 秒後再試。
web-error-body = 這個請求太大：上限是 { $limit } 位元組。
web-error-request = 這個請求無效（{ $fields }）。
web-error-spectators = 這場遊戲的觀眾已經滿了；請稍後再試。
web-error-spectators-address = 來自你的位址的觀戰連線太多；請先關閉一些。
web-error-status = 未知的對局列表「{ $given }」；請用 open 或 finished。
web-error-no-game = 沒有這個 id 的對局。
web-error-no-seat = 這場對局沒有這樣的空位。
web-error-already-bot = 這個座位已經由機器人負責。
web-error-seat-busy = 那位玩家仍在線上；只有離開的玩家座位才能交給機器人。
web-error-seat-owned = 這是回合制遊戲：座位絕不會從玩家手中被拿走，遊戲會等待。
web-error-seat-not-absent = 那個座位的玩家並未缺席：只有在輪到自己時離開 { $seconds } 秒後，座位才會交給機器人。
web-error-reclaim = 只有座位的主人才能從機器人手中取回座位。
web-error-takeover-turn = 回合制遊戲中，機器人絕不接手座位。
web-error-not-finished = 對局還沒結束：檔案和重播要等到結束後才有。
web-error-step = 沒有這一步；步數從 0 到 { $total }。
web-error-unlisted = 這場對局沒有公開列出：它的座位只能透過建立者送出的連結取得。
web-error-seat-invited = 座位 { $seat } 保留給受邀的玩家：只有送給它的連結才能取得。
web-error-no-open-seat = 這場對局已沒有空的開放座位；其他座位只能透過各自的連結取得。
web-error-open-unlisted = 開放座位需要公開列出的對局（任何人都可在大廳加入）；請改為給每位玩家一個連結，或公開列出對局。
web-error-version = 每次決定和復原都要送出你所回應的狀態版本（一個整數，即狀態訊息中的「version」）；收到的是 { $given }。
web-error-stale = 這是針對對局第 { $given } 版的，而對局現在已是第 { $now } 版。沒有任何改變：請重新查看對局再選擇。
web-error-text = 這則訊息含有不是有效 Unicode 的文字（例如單獨的代理字元 \ud800）；請送出正確的 UTF-8 文字。
web-error-depth = 這則訊息巢狀太深：最多 { $limit } 層；伺服器的訊息都是扁平的，例如 {"{"}"type": "ping", "t": 1{"}"}。
web-error-hello = 「hello」（附上座位權杖）只能送一次，而且必須是尚未入座的連線的第一則訊息。
web-error-attach = 伺服器目前無法讓你入座（資料庫拒絕了）；沒有任何改變。請重新載入頁面。

# sb-rules: 教學（/tutorial 頁面、大廳的連結、對局頁面的面板）
web-tutorial-link = 第一次來嗎？透過一局有引導的遊戲學會玩法。
web-tutorial-heading = 教學
web-tutorial-lead = 一局有引導的第一場遊戲：你與機器人對戰，棋盤旁的面板會在遊戲每個部分出現時說明該怎麼做。
web-tutorial-start = 開始教學
web-tutorial-none = 目前還沒有遊戲提供教學。
web-tutorial-panel = 教學
web-tutorial-step = 第{ $n }步，共{ $total }步
web-error-no-tutorial = 遊戲「{ $game }」沒有教學。

# web-lobby: pace (live or turn-based), the per-decision clock, your games, who played
web-lobby-pace = 節奏
web-lobby-pace-label = 遊玩方式
web-lobby-pace-live = 即時
web-lobby-pace-turn = 回合制
web-lobby-pace-live-hint = 大家現在一起玩；離開一段時間的座位會交給機器人。
web-lobby-pace-turn-hint = 沒有時間限制：遊戲會一直等待每位玩家。之後可在「你的遊戲」找到它。
web-lobby-clock = 每步計時
web-lobby-clock-none = 不計時
web-lobby-clock-seconds = { $s } 秒
web-lobby-clock-minutes = { $m } 分鐘
web-lobby-clocked = 計時：每步 { $clock }
web-lobby-who-bot = 機器人，{ $level }
web-lobby-who-human = 真人
web-lobby-who-free = 空位
web-lobby-who-invited = 已邀請
web-lobby-mine = 你的遊戲
web-lobby-mine-turn = 輪到你了！
web-lobby-mine-turn-clock = 輪到你了！剩 { $s } 秒
web-lobby-mine-waiting = 等待其他玩家
web-lobby-mine-over = 已結束
web-lobby-mine-as = 你是 { $name }
web-lobby-mine-play = 進入
web-lobby-mine-play-as = 以 { $name } 進入
web-lobby-mine-seats = 你是 { $names }
web-lobby-mine-open = 開啟
web-clock-yours = 你的計時：剩 { $s } 秒，之後由機器人替你行動。
web-clock-theirs = { $name } 的計時：剩 { $s } 秒。
web-log-clock = 時間到：由機器人（{ $level }）代為行動。
web-log-bot-failed = 機器人 { $level } 出錯；此座位從現在起改由機器人 { $fallback } 接手。
web-error-pace = 未知的節奏「{ $given }」；請使用 { $allowed }。
web-error-clock-turn = 回合制遊戲沒有計時（會等待每位玩家）：請不要設定計時，或改為即時遊戲。
web-error-clock = 計時必須是每步 { $min } 到 { $max } 秒，而不是 { $given }。
web-game-name-spellbook = SpellBook
web-game-name-madness = The Big Book of Madness
web-game-name-wonderbook = Wonder Book
web-lobby-mine-continue = 繼續戰役
web-lobby-follows = 這場遊戲接續你已結束的遊戲（{ $game }）的戰役：贏得的成果會一起帶過來。
web-lobby-follows-clear = 改為重新開始
web-error-no-carry = 那場遊戲沒有留下任何東西給下一場（它輸了，或該遊戲沒有戰役）。
web-error-follows-game = { $game } 的遊戲無法接續 { $other } 的遊戲。
web-lobby-takeover = 玩家在自己的回合離開超過等待時間後，機器人可接手其座位（否則由其他玩家投票）
web-error-option-server = 選項「{ $option }」由伺服器設定，絕不來自用戶端：戰役只能從你已完成的遊戲接續（「繼續戰役」）。
web-error-option-size-text = 選項「{ $option }」太大：最多 { $limit } 個字元。
web-error-option-size-nested = 選項「{ $option }」太大：清單與對照表只能包含簡單值（深度 { $limit }）。
web-error-option-size-count = 選項「{ $option }」太大：最多 { $limit } 個選項。
web-error-option-size-list = 選項「{ $option }」太大：最多 { $limit } 個項目。

# web-board: rules help on the board ("why not"), each seat's recent moves
web-game-topics = 規則說明
web-game-why-not = 現在不行：{ $reason }
web-game-recent = { $name } 最近的動作
web-game-asked = { $name } 被問到：「{ $prompt }」
web-error-review-busy = 教練正在檢討其他對局；請一分鐘後再試。
web-review-hidden-option = 一個隱藏的選項
web-game-review = 請教練檢討
web-review-title = 教練
web-review-start = 檢討這局
web-review-running = 檢討中：已評估 { $total } 個決定中的 { $done } 個……
web-review-failed = 檢討失敗；伺服器記錄中有原因。
web-review-chart = 每位玩家在對局中的勝率
web-review-chart-standing = 每位玩家在對局中的局勢
web-review-seat = { $seat }：{ $decisions } 個決定的準確率 { $accuracy }，每個決定損失 { $loss } 點
web-review-costliest = 代價最高的決定
web-review-all = 所有決定（{ $n }）
web-review-move = 第 { $n } 步
web-review-took = 選了「{ $option }」（{ $value }）
web-review-better = 較佳「{ $option }」（{ $value }）
web-review-hinted = 用過提示
web-review-hints = 使用提示：{ $n } 次
web-review-scale = 勝率：從該玩家當時所見開始的模擬中，該玩家獲勝的比例，平手均分（合作遊戲：團隊獲勝的比例）。局勢：在玩家中的名次，並依分差微調（50% 為中間）。依相對於找到的最佳選項所損失的局勢點數評等，若最終分差損失更多則依分差：良好至 1，不精確至 4，失誤至 10，超過為大錯。
web-review-rechecked = 失誤與大錯在評等前會重新檢查：{ $decisions } 個決定，每個選項模擬 { $samples } 局（多模擬 { $extra } 局，佔檢討的 { $share }）。
web-review-grade-best = 最佳
web-review-grade-fine = 良好
web-review-grade-inaccuracy = 不精確
web-review-grade-mistake = 失誤
web-review-grade-blunder = 大錯

# web-anim: 合併的紀錄、重播上一回合
web-log-list = { $first }、{ $rest }
web-log-times = { $text } ×{ $n }
web-log-granted = { $text }（由{ $source }給予的行動）
web-game-replay-turn = 重播上一回合
web-game-replay-step = 重播：第 { $step } 步，共 { $steps } 步
web-game-replay-prev = 上一步
web-game-replay-next = 下一步
web-game-replay-pause = 暫停
web-game-replay-play = 播放
web-game-replay-done = 回到遊戲
web-game-replay-nothing = 這一步沒有新動作。
web-game-hint = 提示
web-game-hint-title = 請教練告訴你困難機器人在這裡會選哪個選項（對局會記錄你問過）
web-game-hint-thinking = 教練思考中…
web-game-hint-shown = 教練：選項 { $number }，「{ $option }」（{ $value }）
web-game-hint-tag = 教練 · { $value }
web-game-hints-used = 已用提示：{ $n } 次
web-lobby-hints = 允許所有人使用提示（教練的「提示」按鈕；單人對戰機器人時一律可用）
web-error-hint-spectator = 只有玩家能透過自己座位的連結請求提示。
web-error-hints-off = 本局不提供提示：多人對局時，只有建立者在大廳為所有人開啟後才有提示。
web-error-hint-turn = 提示只針對你自己的決定：請等到輪到你。
web-error-hint-stale = 教練思考時對局已繼續進行；請重新查看對局後再問一次。
web-error-hint-none = 教練在 { $game } 中不提供提示。
web-error-hint-failed = 教練暫時無法給出提示；請再試一次。

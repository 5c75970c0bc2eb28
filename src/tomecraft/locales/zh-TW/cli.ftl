# tomecraft 命令列：繁體中文目錄（en/cli.ftl 的翻譯）。
#
# 需要照原樣輸入的指令、選項與關鍵字（「human」、「bot」、「play」、「--seed」、「s」、「b」、
# 「q」、「c」、「?」）不翻譯。

## 說明文字

cli-help-app = 在終端機中與機器人一起遊玩、模擬和重播桌上遊戲。
cli-help-version = 顯示版本後結束。
cli-help-lang = 文字的語言（en、es、de、zh-TW）。
cli-help-game = 要玩的遊戲（參見「tomecraft games」）。
cli-help-game-default = 要玩的遊戲（預設：{ $game }；參見「tomecraft games」）。
cli-help-seed = 遊戲的種子（省略時隨機產生；會顯示出來，以便重玩同一場遊戲）。
cli-help-set = 遊戲選項「set」（SpellBook：1、2、3 或 classic）。
cli-help-spells = 遊戲選項「spells」：明確列出法術 ID，以逗號分隔。
cli-help-difficulty = 遊戲選項「difficulty」（SpellBook：0-3，僅限單人模式；The Big Book of Madness：I、II 或 III；Wonder Book：easy、normal 或 hard）。
cli-help-first = 遊戲選項「first_player」：先開始的座位，與畫面上的座位一樣從 1 起算。
cli-help-play = 進行一場遊戲：由真人在鍵盤前對抗機器人，或觀看機器人對戰。
cli-help-players = 每個座位一項，以逗號分隔：「human」或一種機器人類型（「bot」是該遊戲的建議等級；見 `tomecraft bots`）。
cli-help-save = 在遊戲結束或離開時，將遊戲檔（JSON）寫入此處。
cli-help-resume = 繼續以 --save 或「s 檔名」儲存的遊戲（玩家數必須與其座位數相符）。
cli-help-delay = 每次機器人行動後暫停的秒數（預設：只有機器人對戰時為 0）。
cli-help-simulate = 進行多場只有機器人的遊戲並回報結果：各座位的勝場與分數；合作遊戲則為團隊勝率與落敗原因（若有遊戲失敗，結束狀態為 1）。
cli-help-games = 要進行的遊戲場數。
cli-help-sim-players = 座位數。
cli-help-bots = 機器人類型，以逗號分隔，每個座位一個（數量少於座位數時會重複使用）。
cli-help-json = 輸出單一 JSON 物件，而不是表格。
cli-help-replay = 重播已儲存的遊戲檔（或快照），並依其種子檢查每個隨機結果。
cli-help-replay-file = 要重播的遊戲檔（--save 產生的 JSON）。
cli-help-step = 每次玩家決策前等待按下 Enter 並顯示圖板（預設：輸入來自終端機時）。
cli-help-games-cmd = 列出可以玩的遊戲。
cli-help-bots-cmd = 列出機器人類型。
cli-help-bots-game = 只列出此遊戲支援的機器人（預設：全部機器人，並列出各自會玩的遊戲）。
cli-help-pack = 內容包（自己那盒遊戲的轉錄）：檢查一個。
cli-help-pack-check = 載入內容包，驗證每個檔案並顯示摘要（各類卡牌數、章節），或列出找到的每個問題，並標明檔案、卡牌與欄位（結束狀態 1）。
cli-help-pack-game = 內容包所屬的遊戲。
cli-help-pack-path = 內容包的資料夾，或內建內容包的名稱。
cli-pack-warning = 警告：{ $warning }
cli-pack-ok = 內容包 { $pack }（{ $game }，版本 { $version }）有效。
cli-pack-bad = 內容包 { $path } 有 { $count } 個問題：
cli-pack-none = 遊戲 { $game } 沒有內容包。
cli-pack-what = 卡牌
cli-pack-count = 數量
cli-pack-chapter = 章節
cli-pack-number = 編號
cli-pack-cards = 卡牌
cli-pack-card-types = 依類型

cli-version = tomecraft { $version }, { $build }
cli-build-compiled = 已編譯 (mypyc)
cli-build-interpreted = 直譯

## 錯誤（詳細內容來自遊戲引擎）

cli-error-lang = 不支援的語言「{ $lang }」；請從以下選擇：{ $choices }。
cli-error-game = { $detail }
cli-error-player = 未知的玩家「{ $entry }」；每一項必須是以下之一：{ $choices }。
cli-error-bot = 未知的機器人「{ $entry }」；每一項必須是以下之一：{ $choices }。
cli-error-bot-game = 機器人「{ $entry }」不會玩 { $game }；每一項必須是以下之一：{ $choices }。
cli-bot-failed = { $seat }：機器人 { $level } 出錯；此座位從現在起改由機器人 { $fallback } 接手。
cli-error-empty-entry = 清單中有一項是空的（「{ $spec }」的第 { $position } 項）；請為每個座位給一個名稱，以逗號分隔，每項必須是以下之一：{ $choices }。
cli-error-config = { $game } 的選項無效：{ $detail }
cli-error-read = 無法讀取 { $path }：{ $detail }
cli-error-write = 無法寫入 { $path }：{ $detail }
cli-error-json = { $path } 不是有效的 JSON（第 { $line } 行，第 { $column } 欄）：{ $detail }
cli-error-bad-game-file = { $path } 不是可用的遊戲檔：{ $detail }
cli-error-resume-options = 使用 --resume 時，--seed 與遊戲選項來自已儲存的遊戲；請不要指定。
cli-error-resume-game = 已儲存的遊戲是 { $saved }，不是 { $game }。
cli-error-resume-players = 已儲存的遊戲有 { $players } 個座位，但 --players 指定了 { $given } 個。

## 敘述

cli-seat = { $seat }（{ $who }）
cli-human = 真人
cli-you = 你
cli-narrate-sep = {"："}
cli-recap-chose = 選擇了{ $option }
cli-recap-earlier = …（前面還有 { $n } 行）
cli-saved = 遊戲已儲存至 { $path }。

## 遊玩

cli-play-header = { $game }：{ $players }。種子 { $seed }。
cli-play-turn = { $seat }：輪到你決定
cli-play-ask = { $seat }，請選擇（{ $first }-{ $n }，輸入 h 取得說明）
cli-play-commands = 輸入選項的編號。其他：「?」選項，「b」返回，「w」完整圖板，「t」詢問項目（「i N」：選項 N 的作用，「why N」：為何不能選），「s 檔名」儲存，「q」離開，「h」說明。
cli-play-options-cut = 選項已縮短為每項一行：「?」顯示完整內容。
cli-play-options-cut-short = （「?」顯示完整選項）
cli-play-options-more = 選項 { $first }–{ $n } 未列出：「?」列出全部完整選項。
cli-play-help = 指令：輸入選項的編號選擇它（選項在你這回合剩下的時間內保持同一編號）；「?」再次列出選項；「b」在之後沒有揭露任何隨機結果時收回你上一個選擇；「w」顯示完整圖板（不摺疊任何區塊）；「t」列出可以詢問的項目（法術、卡牌、行動），編號為 t1、t2……；「i N」說明選項 N 的作用（「i tN」：項目 N）；「why N」說明它為何不在選項中，或哪些選項與它有關；「hint」顯示最強的機器人會怎麼選（會記錄在對局中）；「s 檔名」將遊戲儲存到該檔案；「q」離開。
cli-play-empty = 請輸入 1 到 { $n } 的數字（「h」取得說明）。
cli-play-not-number = 「{ $answer }」不是數字：請輸入 1 到 { $n } 的數字（「h」取得說明）。
cli-play-out-of-range = 沒有選項 { $number }：請從 { $first } 到 { $n } 中選擇。
cli-play-save-usage = 要儲存，請輸入「s」再接檔名，例如「s mygame.json」。
cli-play-save-ask = 離開前要儲存遊戲嗎？
cli-save-file-name = 檔名
cli-save-overwrite = { $path } 已存在。要取代嗎？
cli-yes-words = 是 要 好
cli-no-words = 否 不 不要
cli-yes-no-again = 請回答 y（是）或 n（否）。
cli-play-quit = 遊戲已停止。
cli-play-input-ended = 輸入在遊戲結束前就已終止；遊戲已放棄。
cli-play-interrupted = 遊戲已中斷（Ctrl-C）。
cli-play-over = 遊戲結束
cli-play-seed-again = 若要重玩這場遊戲，請使用{ $options } --seed { $seed }。
cli-play-resume-again = 之後要繼續這場遊戲：tomecraft play { $game } --players { $players } --resume { $path }

## 分數明細

cli-breakdown-title = 最終分數
cli-breakdown-item = 計分項目
cli-breakdown-total = 總計

## 重播

cli-replay-header = 重播 { $path }：{ $game }，{ $players } 位玩家，種子 { $seed }，共記錄 { $decisions } 個決策（含隨機抽取與唯一選項的步驟；每一步會把它們併入前一個選擇）。
cli-replay-turn = 由 { $seat } 決策
cli-replay-continue = Enter：下一步，「b」：上一步，N：跳到第 N 步，「c」：播放到結束，「q」：停止
cli-replay-stopped = 重播已停止。
cli-replay-end = 紀錄結束
cli-replay-unfinished = 紀錄在遊戲結束前就中止了（{ $decisions } 個決策；接下來應由 { $seat } 決策）。

## 模擬

cli-sim-progress = 正在模擬 { $game }
cli-sim-title = { $game } 的模擬結果
cli-sim-seed = 種子
cli-sim-games = 遊戲場數
cli-sim-errors = 錯誤
cli-sim-no-winner = 無人獲勝的場數
cli-sim-unfinished = 未完成即中止的場數
cli-sim-mean-days = 每場平均天數
cli-sim-mean-decisions = 每場平均決策數（含隨機）
cli-sim-mean-player-decisions = 每場平均玩家決策數
cli-sim-speed = 每秒場數
cli-sim-build = 建置
cli-sim-compile-hint = 本次執行使用直譯引擎。`tomecraft build` 會就地編譯它（需要幾分鐘；快好幾倍）。
cli-sim-seat = 座位
cli-sim-bot = 機器人
cli-sim-wins = 勝場
cli-sim-win-rate = 勝率
cli-sim-mean-score = 平均分數
cli-sim-std-score = 標準差
cli-sim-first-error = 第一個錯誤，發生在第 { $game } 場（種子 { $seed }）：{ $detail }
cli-team-title = { $players } 人隊伍：{ $bots }
cli-team-setup = 設定
cli-team-win-rate = 隊伍勝率（95% 信賴區間）
cli-team-rate = { $rate } %（{ $low }–{ $high }）
cli-team-won = 獲勝場數
cli-team-won-value = 完成的 { $games } 場中勝 { $wins } 場
cli-team-lost-by = 落敗：{ $reason }
cli-team-lost-value = { $count }（{ $share } %）
cli-team-lost-unknown = 未記錄原因
cli-team-column = 團隊
cli-team-end-won = 團隊獲勝。
cli-team-end-lost = 團隊落敗。
cli-team-end-lost-why = 團隊落敗：{ $reason }。
cli-team-score = 隊伍分數
cli-team-score-won = { $score }，獲勝場次（平均）
cli-team-score-lost = { $score }，落敗場次（平均）

## 列表

cli-games-name = 遊戲
cli-games-players = 玩家數
cli-games-range = { $min }-{ $max }
cli-bots-name = 機器人
cli-bots-aliases = 別名
cli-bots-games = 遊戲
cli-bots-human = 在「play」中，「{ $human }」代表由鍵盤操作的座位。

## 平行執行、結果檔案與圖表（simulate 與 tournament）

cli-help-workers = 本機後端的工作行程數（預設 1：在此行程中進行遊戲），或 Ray 的平行工作數（預設：叢集的 CPU 數）。
cli-help-backend = 遊戲在哪裡執行：「local」（本機上的行程）或「ray」（Ray 叢集）。
cli-help-address = 既有 Ray 叢集的位址（預設：啟動一個本機叢集）；僅適用於 --backend ray。
cli-help-out = 將每場遊戲每個座位一列存入此檔案（.csv 或 .parquet）。
cli-help-plots = 將 PNG 圖表寫入此資料夾：分數、各座位勝率與遊戲長度；合作遊戲則為團隊勝率、依原因的落敗次數與遊戲長度。
cli-error-missing-package = 未安裝 { $package }；請以此指令安裝分析套件：pip install "tomecraft[analysis]"（從原始碼目錄安裝：pip install -e ".[analysis]"）
cli-error-backend = { $backend } 後端失敗：{ $detail }
cli-error-address = --address 只適用於 --backend ray。
cli-error-out-format = 無法判斷 { $path } 的格式：請使用以 .csv 或 .parquet 結尾的檔名。
cli-out-saved = 已將 { $rows } 列存入 { $path }。
cli-out-plots = 已將 { $count } 張圖表寫入 { $path }。

## 錦標賽

cli-help-tournament = 讓機器人互相評比：在座位間輪替、進行多場遊戲，並依 OpenSkill 評分排名；合作遊戲中，每個機器人以相同的 --games 局坐滿所有座位，比較各隊伍（若有遊戲失敗，結束狀態為 1）。
cli-help-build = 以 mypyc 就地編譯已安裝的引擎，以全速執行（需要 C 編譯器與 mypy；可編輯安裝維持直譯）。
cli-help-build-clean = 移除已編譯的引擎：安裝回到直譯執行。
cli-help-build-jobs = 同時執行的 C 編譯器數量（預設：CPU 核心數）。
cli-help-build-force = 即使執行中的引擎已編譯，仍重新編譯。
cli-build-already = 引擎已經編譯（tomecraft --version 會顯示版本）；`tomecraft build --force` 會重新編譯。
cli-help-tour-bots = 參賽的機器人種類，以逗號分隔（至少兩種不同的）。
cli-help-tour-players = 每場遊戲的座位數（至少 2，合作遊戲除外）。
cli-error-tour-bots = 錦標賽至少需要兩種不同的機器人（收到：{ $bots }）。
cli-error-tour-players = 錦標賽每場至少需要 2 個座位，而不是 { $players }。
cli-tour-progress = { $game } 錦標賽
cli-tour-title = { $game } 錦標賽：{ $players } 個座位，{ $games } 場遊戲
cli-tour-caption = 評分：依每場遊戲的最終名次計算的 OpenSkill（Plackett-Luce），μ ± σ。種子 { $seed }；{ $errors } 場失敗。
cli-tour-rank = #
cli-tour-bot = 機器人
cli-tour-games = 遊戲場數
cli-tour-win-share = 勝率（95% 信賴區間）
cli-tour-share = { $share } %（{ $low }–{ $high }）
cli-tour-mean-score = 平均分數
cli-tour-rating = 評分
cli-tour-rating-value = { $rating } ± { $uncertainty }
cli-tour-team-title = { $game } 的隊伍：{ $players } 個座位，每個等級 { $deals } 局
cli-tour-team-caption = 每個等級都以相同的牌局坐滿所有座位。對 { $first }：{ $first } 輸而此等級贏 / { $first } 贏而此等級輸 / 結果相同。種子 { $seed }；{ $errors } 場失敗。
cli-tour-level = 等級
cli-tour-paired = 對 { $first }
cli-tour-paired-value = +{ $better } −{ $worse } ={ $same }
cli-tour-losses = 依原因的落敗

cli-help-mode = 遊戲選項「mode」（The Big Book of Madness：normal、terror 或 nightmare）。
cli-help-option = 其他任何遊戲選項，寫成 鍵=值（可重複）；值能當作 JSON 讀取時就以 JSON 讀取，否則視為文字。
cli-error-option = --option { $given } 有誤：請寫成 鍵=值，例如 players=3 或 set=classic。

cli-help-chapter = 遊戲選項「chapter」（Wonder Book：章節編號如 1，或代號：tutorial、one、two）。
cli-help-practice = 遊戲選項「practice」（Wonder Book：沒有前面章節的紀錄也能開始後面的章節；遊戲會註明，且不儲存戰役紀錄）。
cli-help-campaign = 從 JSON 紀錄檔讀取遊戲選項「campaign」；贏得一章後會把紀錄寫回該檔，下次用同一個檔案遊玩就會接著下一章。檔案尚不存在時，開始新的戰役。
cli-help-sim-campaign = 從 JSON 紀錄檔讀取遊戲選項「campaign」（只讀取）。
cli-campaign-new = 新戰役：贏得一章時會寫入 { $path }。
cli-campaign-saved = 戰役紀錄已儲存至 { $path }。
cli-campaign-next = 繼續遊玩：tomecraft play { $game } --campaign { $path }{ $options }
cli-campaign-over = 戰役無法繼續：{ $detail }
cli-campaign-kept = 本章未獲勝：{ $path } 中的戰役紀錄不變；請再玩一次本章。
cli-campaign-ask = 要儲存戰役紀錄以便稍後繼續嗎？

## Issue 12，終端機（cli 助手）：精簡圖板、詢問項目、重播的前後步、先手玩家
cli-error-first-player = --first-player 是 1 到 { $players } 的座位編號，不能是 { $number }。
cli-help-wide = 以有框線的表格繪製圖板（完整版面），而不是能放進 80x24 終端機的精簡版面。
cli-topics-title = 可以詢問的項目（「i tN」：它的作用；「why tN」：為何不能選）：
cli-topics-none = 這個圖板上沒有可以詢問的項目。
cli-topic-options = { $count ->
        [one] 選項
       *[other] 選項
    } { $numbers }
cli-topic-not-offered = 目前不能選
cli-topics-legend = → N：與它有關的選項編號；✗：目前不能選（「why tN」說明原因）。
cli-topic-usage = 請輸入「{ $command } N」，N 是選項編號，或「{ $command } tN」，tN 是 t1 到 t{ $n } 的項目編號（「t」列出項目）。
cli-topic-unknown = 沒有項目 { $number }：請從 t1 到 t{ $n } 中選擇（「t」列出項目）。
cli-topic-no-text = { $name } 沒有說明。
cli-topic-options-line = 要選它，請輸入 { $count ->
        [one] { $numbers }
       *[other] { $numbers } 其中之一
    }。
cli-topic-why-hint = 目前不能選：「why { $number }」會說明原因。
cli-topic-offered = { $name } 可以選：請輸入 { $count ->
        [one] { $numbers }
       *[other] { $numbers } 其中之一
    }。
cli-topic-why = { $name }：{ $reason }
cli-topic-no-reason = { $name } 目前不在你的選項中。
cli-replay-move = 第 { $number } 步，共 { $total } 步
cli-replay-first = 這是第一步：之前沒有任何內容。
cli-replay-no-move = 沒有第 { $number } 步：請從 1 到 { $total } 中選擇。
cli-replay-not-understood = 「{ $answer }」不是重播指令。Enter 或「n」：下一步；「b」：上一步；數字：跳到該步；「c」：播放到結束；「q」：停止。

## review (the coach)
cli-help-review = 逐步檢討一場已存的對局：每個選項的價值、找到的最佳選項，以及每個決定的評等。
cli-help-review-file = 要檢討的對局檔（--save 或網頁下載的 JSON）。
cli-help-review-seats = 要檢討的玩家編號，例如 1,3（預設：檔案中的真人玩家，否則全部）。
cli-help-review-samples = 每個決定的每個選項模擬幾局（越多越慢也越可靠）。
cli-help-review-all = 列出每個檢討過的決定，而不只是代價最高的三個。
cli-help-review-plot = 另將每位玩家在對局中勝率變化的 PNG 圖表寫入此檔（若遊戲的模擬在結束前停止，則為局勢）。
cli-review-bad-seats = --seats「{ $given }」無效：請給 1 到 { $players } 的玩家編號，以逗號分隔。
cli-review-bad-samples = --samples { $given } 無效：至少要 1。
cli-review-bad-file = 無法檢討這個對局檔：{ $detail }
cli-review-progress = 檢討中
cli-review-heading = { $game } 對局檢討（每個選項模擬 { $samples } 局，依每位玩家當時所見）
cli-review-unfinished = 未完成的對局：檔案在 { $decisions } 個決定後結束，對局尚未結束（沒有結果）。
cli-review-rechecked = { $decisions } 個評為失誤或更差的決定，在評等前以每個選項 { $samples } 局模擬重新檢查（多模擬 { $extra } 局，佔檢討的 { $share }）。
cli-review-scale = 勝率：從玩家當時所見開始的模擬中，該玩家獲勝的比例，平手均分（合作遊戲：團隊獲勝的比例）。局勢：在玩家中的名次，並依分差微調（50% 為中間）。依損失的局勢點數評等，若最終分差損失更多則依分差：{ $thresholds }。
cli-review-scale-chance = 勝率：從玩家當時所見開始的模擬中，獲勝的比例（合作遊戲：團隊獲勝）。依選項相對於找到的最佳選項所損失的點數評等：{ $thresholds }。
cli-review-scale-standing = 局勢：遊戲自身對模擬停止時團隊處境的估計（模擬在結束前停止；0% 為落敗，100% 為獲勝）。依選項相對於找到的最佳選項所損失的點數評等：{ $thresholds }。
cli-review-seat = { $seat }：{ $decisions } 個決定的準確率 { $accuracy }，每個決定損失 { $loss } 點
cli-review-costliest = 代價最高的決定：
cli-review-chart = 勝率：
cli-review-chart-standing = 局勢：
cli-review-took = 選了「{ $option }」（{ $value }）
cli-review-better = 較佳「{ $option }」（{ $value }）
cli-review-hinted = （用過提示）
cli-review-hints = 使用提示：{ $count } 次
cli-review-grade-best = 最佳
cli-review-grade-fine = 良好
cli-review-grade-inaccuracy = 不精確
cli-review-grade-mistake = 失誤
cli-review-grade-blunder = 大錯
cli-review-plot-x = 決定
cli-review-plot-y = 行動後的勝率（%）
cli-review-plot-title = { $game }：對局中的勝率
cli-review-plot-y-standing = 行動後的局勢（%）
cli-review-plot-title-standing = { $game }：對局中的局勢
cli-help-hints = 允許「hint」指令（預設：一人對戰機器人時開啟，多人同局時關閉）。
cli-help-hint-samples = 「hint」評估選項時每個選項的模擬次數（越多越慢、越準）。
cli-error-hint-samples = --hint-samples { $given } 無效：必須是至少 1 的整數。
cli-hint-off = 這局的提示已關閉（多人同局；以 --hints 開局即可讓所有人使用）。
cli-hint-none = { $game } 沒有可給提示的搜尋。
cli-hint-thinking = 正在尋找提示……
cli-hint = 提示：選項 { $number }，「{ $option }」（{ $value }）。本局會記錄你用了提示。
cli-topic-no-option = 目前沒有選項 { $number }：這個決定的選項是 { $first } 到 { $n }（遊戲進行後，先前列出的選項可能已不存在；「?」列出選項，「i tN」詢問項目 N）。
cli-topic-gone = 選項 { $number }（{ $option }）已不再提供；「t」列出項目，「why tN」說明某項目為何未提供。
cli-topic-option-none = 選項 { $number }（{ $option }）：沒有更多說明。
cli-play-gone = 選項 { $number } 已不再提供：請選擇畫面上顯示的編號。
cli-back-none = 沒有可收回的選擇：你上一個選擇不在這回合，或之後已揭露了隨機結果。
cli-back-done = 已收回：{ $option }。
cli-choice-hidden = （只有該玩家看得到的選擇）

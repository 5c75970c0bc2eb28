# 每種機器人一行：強度與每步所需時間。
bot-desc-random = 最弱：在合法選項中隨機選擇。即時。
bot-desc-store = 基準腳本（僅限 SpellBook）：每天存放一枚標記，從不學習法術。即時。
bot-desc-greedy = 入門：只往前看一步；強度與存放腳本相當。每步約 1 毫秒。
bot-desc-easy = 簡單：短搜尋（40 次迭代）；勝過 greedy 與存放腳本。每步約 0.02 秒。
bot-desc-medium = 中等，預設值（「bot」）：150 次迭代；勝過簡單。每步約 0.1 秒。
bot-desc-hard = 困難：450 次迭代；勝過中等，並在相同時間下勝過 OpenSpiel 的 ISMCTS。每步約 0.5 秒。
bot-desc-mcts = 使用預設設定的搜尋（400 次迭代），供實驗用。每步約 0.3 秒。
bot-desc-other = { $name }：沒有說明。
bot-desc-column = 強度與速度

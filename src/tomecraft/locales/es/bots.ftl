# Una línea por tipo de bot: su fuerza y cuánto tarda por jugada.
bot-desc-random = El más débil: elige al azar entre las opciones legales. Instantáneo.
bot-desc-store = Guion de referencia (solo SpellBook): guarda una ficha cada día y nunca aprende un hechizo. Instantáneo.
bot-desc-greedy = Principiante: mira un paso adelante; tan fuerte como el guion de guardar. Cerca de 1 ms por jugada.
bot-desc-easy = Fácil: una búsqueda corta (40 iteraciones); gana a greedy y al guion de guardar. Cerca de 0,02 s por jugada.
bot-desc-medium = Medio, el predeterminado («bot»): 150 iteraciones; gana a fácil. Cerca de 0,1 s por jugada.
bot-desc-hard = Difícil: 450 iteraciones; gana a medio y al ISMCTS de OpenSpiel con el mismo tiempo. Cerca de 0,5 s por jugada.
bot-desc-mcts = Búsqueda con los ajustes por defecto (400 iteraciones), para experimentos. Cerca de 0,3 s por jugada.
bot-desc-other = { $name }: sin descripción.
bot-desc-column = Fuerza y velocidad

"""Adapters for reinforcement-learning ecosystems (optional extra ``tomecraft[rl]``).

* :mod:`tomecraft.interfaces.rl.openspiel` registers every tomecraft game with OpenSpiel
  as ``tomecraft_<name>`` (import it, then ``pyspiel.load_game("tomecraft_spellbook")``);
* :mod:`tomecraft.interfaces.rl.pettingzoo_env` is a PettingZoo AEC environment;
* :mod:`tomecraft.interfaces.rl.gymnasium_env` is a single-agent Gymnasium environment
  whose other seats are tomecraft bots.

Each adapter reaches games only through :mod:`tomecraft.core` (the registry, states,
decisions and :meth:`~tomecraft.core.GameDef.observation`) and :mod:`tomecraft.bots`, so a
newly registered game works with all of them once it implements the observation hook.
Nothing here is imported by ``import tomecraft``: the RL packages stay optional.
"""

"""Scaffolding the tests share, one module per kind of thing (tests/ is on ``sys.path``,
so a test imports ``helpers.games``, ``helpers.browser``...):

- :mod:`helpers.games`: seeded matches and driving their decisions; SpellBook's printed
  spell sets;
- :mod:`helpers.topics`: reading a game's topics ("what it does / why not") and checking
  their contract along random games;
- :mod:`helpers.catalogue`: parsing Fluent catalogues, their variables, bundles and
  rendering messages language by language;
- :mod:`helpers.browser`: Chromium, pages and their script errors, phone and desktop
  contexts, a board module drawn in the page;
- :mod:`helpers.cli`: the command line's runner, one command, a saved game file.

Each game's own position builders stay beside its tests (``tests/<game>/helpers.py``);
:mod:`waits` and :mod:`leftovers` keep their own modules. Nothing here reads /work/shared.
"""

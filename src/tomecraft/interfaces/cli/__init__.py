"""The ``tomecraft`` command line: play, simulate and replay any registered game.

Everything shown to the user goes through :class:`tomecraft.i18n.Translator` (keys
``cli-*`` in ``locales/<lang>/cli.ftl``); boards come from the game as generic
:class:`~tomecraft.core.Section` objects and are drawn with Rich.
"""

from tomecraft.interfaces.cli.app import app

__all__ = ["app"]

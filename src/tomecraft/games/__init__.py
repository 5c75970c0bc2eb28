"""The bundled games. Importing this package registers each of them with the core."""

from tomecraft.core.registry import register_game


def _spellbook():  # type: ignore[no-untyped-def]
    from tomecraft.games.spellbook.game import SpellBookGame

    return SpellBookGame()


register_game("spellbook", _spellbook)


def _madness():  # type: ignore[no-untyped-def]
    from tomecraft.games.madness.game import MadnessGame

    return MadnessGame()


register_game("madness", _madness)


def _wonderbook():  # type: ignore[no-untyped-def]
    from tomecraft.games.wonderbook.game import WonderBookGame

    return WonderBookGame()


register_game("wonderbook", _wonderbook)

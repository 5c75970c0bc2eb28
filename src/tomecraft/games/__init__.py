"""The bundled games, one package each.

They are registered through the ``tomecraft.games`` entry points that ``pyproject.toml``
declares (see :mod:`tomecraft.core.registry`): importing this package registers nothing.
"""

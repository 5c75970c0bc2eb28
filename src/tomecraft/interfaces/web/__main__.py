"""``python -m tomecraft.interfaces.web``: run the web server (used by tests and benches).

The same command as ``tomecraft serve``: its options are declared once, on
:func:`~tomecraft.interfaces.web.command.serve_command`.
"""

from __future__ import annotations

from tomecraft.interfaces.web.command import serve_app


def main(argv: list[str] | None = None) -> None:
    """Run ``tomecraft serve`` with ``argv`` (default: the process's arguments)."""
    serve_app(args=argv, prog_name="python -m tomecraft.interfaces.web")


if __name__ == "__main__":
    main()

"""Offering to save a file at the terminal: a yes/no question first, then the file name
with a default, and never overwriting an existing file without asking.

The question used to be a file-name prompt alone ("leave empty not to save"): a person
who answered "n" out of habit found a file named ``n``. Yes/no answers are read in the
person's language (``cli-yes-words``, ``cli-no-words``) as well as ``y``/``n``.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from rich.console import Console
from rich.prompt import Confirm, InvalidResponse, Prompt
from rich.text import Text

from tomecraft.i18n import Translator


class YesNo(Confirm):
    """Rich's yes/no question, answered in the person's language too; an unclear answer
    asks again, saying so in that language."""

    def __init__(self, prompt: Text, *, console: Console, t: Translator) -> None:
        super().__init__(prompt, console=console)
        self.yes = {"y", "yes", *t("cli-yes-words").lower().split()}
        self.no = {"n", "no", *t("cli-no-words").lower().split()}
        self.validate_error_message = t("cli-yes-no-again")

    def process_response(self, value: str) -> bool:
        word = value.strip().lower()
        if word in self.yes:
            return True
        if word in self.no:
            return False
        raise InvalidResponse(self.validate_error_message)


def default_name(game: str, what: str, now: datetime | None = None) -> str:
    """A file name naming the game, what is saved and when:
    ``wonderbook-game-2026-11-28-0612.json``."""
    when = (now or datetime.now()).strftime("%Y-%m-%d-%H%M")
    return f"{game}-{what}-{when}.json"


def ask_save_path(
    console: Console, t: Translator, question: str, suggested: str
) -> Path | None:
    """Ask ``question`` (a message id) as yes/no (Enter: no), then the file name
    (Enter: ``suggested``); a file that exists is overwritten only if the person says so,
    else the name is asked again. None: not to save (a no, or the input ended)."""
    try:
        if not YesNo(Text(t(question)), console=console, t=t)(default=False):
            return None
        while True:
            name = Prompt.ask(Text(t("cli-save-file-name")), console=console,
                              default=suggested).strip() or suggested
            path = Path(name)
            if not path.exists():
                return path
            overwrite = YesNo(Text(t("cli-save-overwrite", path=name)), console=console, t=t)
            if overwrite(default=False):
                return path
    except (EOFError, KeyboardInterrupt):
        return None

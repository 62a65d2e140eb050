"""A project's house rules: ``house-rules.md`` at the project root, in the writer's words.

The rules are plain Markdown the writer keeps in the app (Project ▸ House Rules…) or in any
editor: usually a list, one rule per item ("British spelling", "Part One is final"). The
assistant is given them with every request, and the reviewer of act-mode changes checks
each change against them.

Reading never follows a link out of the project and never opens a fifo or a device (a
planted link must not send another file to a model); a file that cannot be read is reported,
not raised. Writing is atomic: the file is its old text or its new, never a mix.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from pathlib import Path

from assistant.world.safetext import storable
from assistant.world.storage import atomic
from assistant.world.storage.confine import read_file

log = logging.getLogger(__name__)

HOUSE_RULES_FILE = "house-rules.md"
MAX_FILE_BYTES = 1_000_000
"""A larger file is not read at all (it is not a list of rules)."""
MAX_SENT_CHARS = 12_000
"""At most this much of the rules goes with a request; more is cut, and the writer told."""

_ITEM = re.compile(r"^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:\s+(.*))?$")
_HEADING = re.compile(r"^ {0,3}#{1,6}(?:\s|$)")
_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)


@dataclass(frozen=True)
class HouseRules:
    """The house rules as read: the file's text, and each rule found in it.

    ``exists`` is False when there is no file; ``problem`` says why a file that exists
    could not be read (then ``text`` is empty and nothing is sent).
    """

    text: str = ""
    exists: bool = False
    problem: str = ""

    @property
    def rules(self) -> tuple[str, ...]:
        return parse_rules(self.text)

    @property
    def count(self) -> int:
        return len(self.rules)

    @property
    def is_cut(self) -> bool:
        """True when the text is longer than what goes with a request."""
        return len(self.text.strip()) > MAX_SENT_CHARS

    @property
    def sent_text(self) -> str:
        """What goes to the model: the text without comments, cut at :data:`MAX_SENT_CHARS`."""
        text = _COMMENT.sub("", self.text).strip()
        if len(text) <= MAX_SENT_CHARS:
            return text
        cut = text.rfind("\n", 0, MAX_SENT_CHARS)
        return text[: cut if cut > 0 else MAX_SENT_CHARS].rstrip()


def house_rules_path(root: Path | str) -> Path:
    return Path(root) / HOUSE_RULES_FILE


def parse_rules(text: str) -> tuple[str, ...]:
    """Each rule in ``text``: the items of its Markdown lists (an item's following lines
    belong to it), or, when it has no list, each paragraph. Headings and comments are not
    rules."""
    lines = _COMMENT.sub("", text).splitlines()
    items: list[list[str]] = []
    paragraphs: list[list[str]] = []
    in_item = False
    for line in lines:
        stripped = line.strip()
        match = _ITEM.match(line)
        if match and (match.group(1) or "").strip():
            items.append([match.group(1).strip()])
            in_item = True
            continue
        if not stripped:
            in_item = False
            paragraphs.append([])
            continue
        if _HEADING.match(line):
            in_item = False
            paragraphs.append([])
            continue
        if in_item and line[:1].isspace():
            items[-1].append(stripped)
            continue
        in_item = False
        if not paragraphs or not paragraphs[-1]:
            paragraphs.append([stripped])
        else:
            paragraphs[-1].append(stripped)
    chosen = items if items else [p for p in paragraphs if p]
    return tuple(" ".join(parts) for parts in chosen)


def read_house_rules(root: Path | str) -> HouseRules:
    """The house rules of the project at ``root`` (none when there is no file)."""
    path = house_rules_path(root)
    if not path.exists() and not path.is_symlink():
        return HouseRules()
    try:
        data = read_file(path, root=Path(root), limit=MAX_FILE_BYTES)
    except OSError as error:
        log.warning("cannot read %s: %s", path, error)
        return HouseRules(exists=True, problem=error.strerror or str(error))
    text = data.decode("utf-8-sig", errors="replace")
    text = storable(text.replace("\r\n", "\n").replace("\r", "\n").replace("\x00", ""))
    return HouseRules(text=text, exists=True)


def write_house_rules(root: Path | str, text: str) -> Path:
    """Write ``text`` as the house rules of the project at ``root``, atomically; a link in
    its place is replaced by the file, never written through."""
    path = house_rules_path(root)
    body = storable(text).replace("\r\n", "\n")
    if body and not body.endswith("\n"):
        body += "\n"
    atomic.write_atomic(path, body.encode("utf-8"))
    return path


__all__ = [
    "HOUSE_RULES_FILE",
    "MAX_SENT_CHARS",
    "HouseRules",
    "house_rules_path",
    "parse_rules",
    "read_house_rules",
    "write_house_rules",
]

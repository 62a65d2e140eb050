"""A project's house rules: ``house-rules.md`` at the project root, in the writer's words.

A book of a series also keeps the series' rules (the series folder's ``house-rules.md``:
:func:`read_series_house_rules`), sent before the book's own.

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
from typing import TYPE_CHECKING

from assistant.world.safetext import storable
from assistant.world.series.paths import series_folder
from assistant.world.storage import atomic
from assistant.world.storage.confine import read_file

if TYPE_CHECKING:
    from assistant.world.model import World

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


@dataclass(frozen=True)
class Comment:
    """A comment on lines of its own (``<!-- … -->``), and where it stood: after
    ``position`` lines of the text around it, the last of which read ``after``."""

    block: str
    position: int
    after: str

    @property
    def hint(self) -> str:
        """What the comment says, without its marks, its lines joined into sentences (a list
        item or a blank line still starts a line of its own)."""
        inner = self.block.strip().removeprefix("<!--").removesuffix("-->").strip()
        joined: list[str] = []
        for line in (part.strip() for part in inner.splitlines()):
            if joined and joined[-1] and line and not _ITEM.match(line):
                joined[-1] += " " + line
            else:
                joined.append(line)
        return "\n".join(joined)


@dataclass(frozen=True)
class CommentedText:
    """House rules split into what the writer edits and the comments set aside, so that an
    editor can show the comments as hints and put them back on save."""

    text: str
    comments: tuple[Comment, ...] = ()

    @property
    def hints(self) -> tuple[str, ...]:
        return tuple(c.hint for c in self.comments if c.hint)

    def joined(self, text: str) -> str:
        """``text`` (the edited rules) with the comments put back where they stood: after the
        same line when it is still there, else after as many lines as before."""
        lines = text.splitlines(keepends=True)
        if lines and not lines[-1].endswith("\n") and self.comments:
            lines[-1] += "\n"
        unchanged = text == self.text
        out: list[str] = []
        taken = 0
        for comment in self.comments:
            at = comment.position if unchanged else _anchor(lines, taken, comment)
            at = max(at, taken)
            out.extend(lines[taken:at])
            out.append(comment.block)
            taken = at
        out.extend(lines[taken:])
        return "".join(out)


def _anchor(lines: list[str], start: int, comment: Comment) -> int:
    if comment.position == 0:
        return 0
    for index in range(start, len(lines)):
        if lines[index] == comment.after:
            return index + 1
    return min(comment.position, len(lines))


def split_comments(text: str) -> CommentedText:
    """``text`` without the comments that stand on lines of their own (each with the blank
    line after it, when a blank line comes before it), and those comments."""
    lines = text.splitlines(keepends=True)
    kept: list[str] = []
    comments: list[Comment] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        end = _comment_end(lines, index) if line.lstrip().startswith("<!--") else None
        if end is None:
            kept.append(line)
            index += 1
            continue
        if end + 1 < len(lines) and not lines[end + 1].strip() and (
            not kept or not kept[-1].strip()
        ):
            end += 1  # its blank line goes with it, so no two blank lines are left
        block = "".join(lines[index : end + 1])
        comments.append(Comment(block, len(kept), kept[-1] if kept else ""))
        index = end + 1
    return CommentedText("".join(kept), tuple(comments))


def _comment_end(lines: list[str], start: int) -> int | None:
    """The line where the comment opening at ``start`` closes, when nothing follows it
    there; None for a comment that shares a line with text."""
    for index in range(start, len(lines)):
        line = lines[index]
        first = line.find("<!--") + 4 if index == start else 0
        close = line.find("-->", first)
        if close >= 0:
            return index if not line[close + 3 :].strip() else None
    return None


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


def read_series_house_rules(root: Path | str | None, world: World) -> HouseRules:
    """The house rules of the series the book at ``root`` belongs to (``house-rules.md`` in
    the series folder): none when the book has no series, or its series could not be read."""
    folder = series_folder(root, world.meta.series, world.series)
    return read_house_rules(folder) if folder is not None else HouseRules()


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
    "Comment",
    "CommentedText",
    "HouseRules",
    "house_rules_path",
    "parse_rules",
    "read_house_rules",
    "read_series_house_rules",
    "split_comments",
    "write_house_rules",
]

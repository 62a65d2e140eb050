"""Wiki links in a document's text: ``[[Target]]``, ``[[Target|label]]``, ``[[Target#Heading]]``
and embeds ``![[Target]]``; finding them, and resolving a target to a document or entity.

A target names an entity (by its name or an alias), a document (by its title) or, when titles
repeat, a document by its path in the tree (``Book One/Chapter 1``). Case is ignored.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from assistant.world.model import NodeId, World

WIKI_LINK = re.compile(
    r"(?P<embed>!?)\[\[(?P<target>[^\[\]\n|#^]*)(?P<anchor>[#^][^\[\]\n|]*)?"
    r"(?:\|(?P<label>[^\[\]\n]*))?\]\]"
)


@dataclass(frozen=True)
class WikiLink:
    """One ``[[…]]`` in a text: ``text[start:end]``."""

    start: int
    end: int
    target: str
    anchor: str = ""
    """``#Heading`` or ``^block`` after the target, when there is one."""
    label: str = ""
    embed: bool = False

    @property
    def shown(self) -> str:
        """What a reader sees for the link: its label, else its target."""
        return self.label or self.target


def find_links(text: str) -> list[WikiLink]:
    """Every wiki link in ``text``, in order."""
    return [_link(match) for match in WIKI_LINK.finditer(text)]


def link_at(text: str, position: int) -> WikiLink | None:
    """The wiki link covering ``position`` (a caret between two characters counts)."""
    line_start = text.rfind("\n", 0, position) + 1
    line_end = text.find("\n", position)
    if line_end < 0:
        line_end = len(text)
    for match in WIKI_LINK.finditer(text, line_start, line_end):
        if match.start() <= position <= match.end():
            return _link(match)
    return None


def _link(match: re.Match[str]) -> WikiLink:
    # in a Markdown table the separator is written ``\|``: the backslash is not the target's
    return WikiLink(
        match.start(),
        match.end(),
        match.group("target").strip().removesuffix("\\").strip(),
        (match.group("anchor") or "").strip(),
        (match.group("label") or "").strip(),
        bool(match.group("embed")),
    )


def resolve(world: World, target: str) -> NodeId | None:
    """The live entity or document a link's target names, or None."""
    wanted = target.strip().casefold()
    if not wanted:
        return None
    if "/" in wanted:
        for _depth, node in world.walk():
            path = "/".join(world.path_titles(node.id)).casefold()
            if path == wanted and node.id in world.documents:
                return node.id
    for entity in world.live_entities():
        if any(name.strip().casefold() == wanted for name in entity.names):
            return entity.id
    for doc in world.documents_in_order():
        if doc.title.strip().casefold() == wanted:
            return doc.id
    if "/" in wanted:
        return resolve(world, wanted.rsplit("/", 1)[1])
    return None

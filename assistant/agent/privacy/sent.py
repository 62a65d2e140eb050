"""What of the project a turn sent to the model, in words and sizes: the passages of each
document, the entity cards, the words in all, and how many of the tools' answers withheld
private material.

Worked out from the turn's tool results as the model got them (after withholding), so it
says what left the computer, not what the project holds. Kept with the turn
(:class:`~assistant.agent.session.turn_notes.TurnNotes`), so the app, the command line and
the conversation export all say the same.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import islice
from typing import Any

from assistant.agent.audit.answer_links import linked_documents
from assistant.agent.audit.quote_check import result_passages
from assistant.agent.loop.messages import AiMessage, Role
from assistant.world.model import World
from assistant.world.privacy.material import WITHHELD
from assistant.world.privacy.withheld import is_withheld_view
from assistant.world.search.quotes import locate_in

READING_TOOLS = frozenset({
    "get_outline", "read_document", "search_text", "list_entities", "get_entity",
    "find_mentions", "project_statistics", "summarise_document",
})  # fmt: skip
"""The tools whose answers are the project's text (their words are counted as sent)."""
CARD_TOOLS = frozenset({"get_entity"})
WHOLE_READS = frozenset({"read_document"})
"""Tools whose answer is one passage of the document it names first."""
PASSAGE_TOOLS = frozenset({"search_text", "find_mentions"})
"""Tools whose answer holds passages of several documents (one per hit)."""

DOCUMENTS_NAMED = 3
"""Documents named in the words for what was sent; more are counted."""

_WORD = re.compile(r"[^\W_]+")
_MOST_SEGMENTS = 400
"""Passages looked up in one tool answer at most (a long list is counted up to here)."""


@dataclass(frozen=True)
class Sent:
    """What a turn sent. ``passages`` are ``(document title, count)`` in the order first
    sent; ``withheld`` counts the tools' answers that withheld private material."""

    passages: tuple[tuple[str, int], ...] = ()
    cards: int = 0
    words: int = 0
    withheld: int = 0

    @property
    def is_empty(self) -> bool:
        return self == Sent()

    def then(self, later: Sent) -> Sent:
        """This followed by what a later run of the same turn sent."""
        counts = dict(self.passages)
        for title, count in later.passages:
            counts[title] = counts.get(title, 0) + count
        return Sent(
            tuple(counts.items()), self.cards + later.cards, self.words + later.words,
            self.withheld + later.withheld,
        )  # fmt: skip

    def to_json(self) -> dict[str, Any]:
        return {
            "passages": [{"document": title, "count": count} for title, count in self.passages],
            "cards": self.cards,
            "words": self.words,
            "withheld": self.withheld,
        }

    @classmethod
    def from_json(cls, data: Any) -> Sent:
        """What a kept turn says it sent; anything malformed is left out."""
        if not isinstance(data, dict):
            return cls()
        passages = []
        for item in data.get("passages") or ():
            if isinstance(item, dict):  # as exported
                item = (item.get("document"), item.get("count"))
            if isinstance(item, list | tuple) and len(item) == 2 and isinstance(item[0], str):
                count = _count(item[1])  # as the conversation keeps it
                if count:
                    passages.append((item[0], count))
        return cls(
            tuple(passages), _count(data.get("cards")), _count(data.get("words")),
            _count(data.get("withheld")),
        )  # fmt: skip


def _count(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


def sent_in(world: World, transcript: Iterable[AiMessage]) -> Sent:
    """What the tool results of ``transcript`` sent, ``world`` being the project as the model
    saw it (the withheld view when it may not read private material)."""
    counts: dict[str, int] = {}
    cards = words = withheld = 0
    for message in transcript:
        if message.role is not Role.TOOL:
            continue
        content = message.content
        if WITHHELD in content:
            withheld += 1
        if message.is_error or message.tool_name not in READING_TOOLS:
            continue
        words += len(_WORD.findall(content))
        if message.tool_name in CARD_TOOLS:
            cards += WITHHELD not in content.split("\n", 1)[0]  # a private entry: no card
        elif message.tool_name in WHOLE_READS:
            named = linked_documents(content.split("\n", 1)[0], world)
            if named:
                _add(counts, world, named[0], 1)
        elif message.tool_name in PASSAGE_TOOLS:
            for doc_id in _passages(world, content):
                _add(counts, world, doc_id, 1)
    return Sent(tuple(counts.items()), cards, words, withheld)


def _add(counts: dict[str, int], world: World, doc_id: str, count: int) -> None:
    document = world.documents.get(doc_id)
    if document is not None and not (document.private and is_withheld_view(world)):
        counts[document.title] = counts.get(document.title, 0) + count


def _passages(world: World, content: str) -> list[str]:
    """The document of each passage in a tool's answer that holds several."""
    named = linked_documents(content, world)
    if not named:
        return []
    found: list[str] = []
    for passage in islice(result_passages(world, content), _MOST_SEGMENTS):
        site = locate_in(world, passage, named)
        if site is not None:
            found.append(site.node_id)
    return found


def _counted(count: int, one: str, many: str) -> str:
    return f"{count:,} {one if count == 1 else many}"


def sent_words(sent: Sent) -> str:
    """``sent`` in plain English: "Sent: 3 passages of Chapter 2, 1 entity card; 1,204
    words. Private material withheld from 2 tool results." ("" when the turn sent nothing
    of the project and withheld nothing). The app says it in the writer's language."""
    parts = [
        f"{_counted(count, 'passage', 'passages')} of {title}"
        for title, count in sent.passages[:DOCUMENTS_NAMED]
    ]
    more = len(sent.passages) - DOCUMENTS_NAMED
    if more > 0:
        parts.append(f"passages of {_counted(more, 'other document', 'other documents')}")
    if sent.cards:
        parts.append(_counted(sent.cards, "entity card", "entity cards"))
    line = ""
    if sent.words:
        line = f"Sent: {', '.join(parts)}; " if parts else "Sent: "
        line += _counted(sent.words, "word", "words") + "."
    if sent.withheld:
        results = _counted(sent.withheld, "tool result", "tool results")
        line += f"{' ' if line else ''}Private material withheld from {results}."
    return line


__all__ = ["Sent", "sent_in", "sent_words"]

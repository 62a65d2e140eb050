"""Checking an answer: its quotations against the project, its document links against what
the turn read.

At the end of every run the session checks the answer (:func:`check_answer`): each
quotation is looked up in the project (:mod:`assistant.world.search.quotes`), and each document the
answer names is compared with the documents the turn's tools read. Both front ends show the
result — the app as links and marks, ``quire ask`` in its output and ``--json`` — and the
turn keeps it. Nothing here is prose for the writer; :func:`check_request` is what the
assistant is asked when the writer wants it to check its quotations again.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from assistant.agent.audit.answer_links import linked_documents
from assistant.agent.loop.messages import AiMessage, Role
from assistant.world.model import World
from assistant.world.search.quotes import check_quotations

log = logging.getLogger(__name__)

QUOTES_ARE_CHECKED = (
    "Quire checks your quotations against the project: quote only what you read, word for word."
)
"""The one sentence of the system prompt that tells the model its quotations are checked."""

LISTING_TOOLS = frozenset({"get_outline", "list_entities", "project_statistics"})
"""Tools that list documents without reading them: naming a document does not read it."""


@dataclass(frozen=True)
class CheckedQuote:
    """One quotation of an answer and where the project holds it.

    ``text`` is the quotation as written; ``at`` and ``to`` its place in the answer.
    ``document`` is the document or entity holding it (None: not found), ``part`` which part
    (``text``, ``synopsis``, ``notes`` or ``field:<name>``), ``start``..``end`` the place
    there (as the project stood when the answer was checked).
    """

    text: str
    at: int
    to: int
    verified: bool
    document: str | None = None
    title: str = ""
    part: str = ""
    start: int | None = None
    end: int | None = None
    block: bool = False

    def as_json(self) -> dict[str, Any]:
        """What ``quire ask --json`` prints for it."""
        return {
            "text": self.text,
            "verified": self.verified,
            "document": self.document,
            "title": self.title or None,
            "part": self.part or None,
            "start": self.start,
            "end": self.end,
        }


@dataclass(frozen=True)
class AnswerCheck:
    """What checking an answer found: its quotations, and the documents it names that the
    turn's tools never read (``unread``; empty when that is not known, for a kept turn)."""

    quotes: tuple[CheckedQuote, ...] = ()
    unread: tuple[str, ...] = ()

    @property
    def unverified(self) -> tuple[CheckedQuote, ...]:
        return tuple(quote for quote in self.quotes if not quote.verified)


def check_answer(
    world: World, answer: str, transcript: Sequence[AiMessage] | None = None
) -> AnswerCheck:
    """Check ``answer`` against ``world``; with the run's ``transcript``, also which linked
    documents the tools never read (and the documents read are looked in first). While the
    project's quotation index is not ready (an answer right after opening), the documents
    the answer cites are looked in next, and the rest of the project's text directly."""
    if not answer.strip():
        return AnswerCheck()
    read = documents_read(world, transcript) if transcript is not None else frozenset()
    cited = linked_documents(answer, world)
    quotes = []
    for check in check_quotations(world, answer, prefer=read, cited=cited):
        quotation, passage = check.quotation, check.passage
        if passage is None:
            quotes.append(CheckedQuote(quotation.text, quotation.start, quotation.end, False,
                                       block=quotation.block))  # fmt: skip
            continue
        quotes.append(
            CheckedQuote(
                quotation.text, quotation.start, quotation.end, True, passage.node_id,
                _title(world, passage.node_id), passage.part, passage.start, passage.end,
                quotation.block,
            )
        )  # fmt: skip
    unread: tuple[str, ...] = ()
    if transcript is not None:
        unread = tuple(d for d in cited if d not in read)
    return AnswerCheck(tuple(quotes), unread)


def safe_check(world: World, answer: str, transcript: Sequence[AiMessage] | None) -> AnswerCheck:
    """:func:`check_answer`, or nothing when checking fails: a check never breaks a turn."""
    try:
        return check_answer(world, answer, transcript)
    except Exception:
        log.exception("could not check the answer's quotations")
        return AnswerCheck()


def documents_read(world: World, transcript: Iterable[AiMessage]) -> frozenset[str]:
    """The documents the turn's tools read: those a tool other than a listing one named in
    its result (a document read, a search or mention hit, a change made)."""
    read: set[str] = set()
    for message in transcript:
        reads = message.role is Role.TOOL and message.tool_name not in LISTING_TOOLS
        if reads and not message.is_error:
            read.update(linked_documents(message.content, world))
    return frozenset(read)


def check_request(quotes: Iterable[CheckedQuote]) -> str:
    """The follow-up the writer sends with "Ask it to check": the quotations not found."""
    listed = "\n".join(f"- “{' '.join(quote.text.split())}”" for quote in quotes)
    return (
        "Quire could not find these quotations from your last answer in the project:\n"
        f"{listed}\n"
        "Look each one up with your tools. Give the exact words where the project has them, "
        "and say plainly which ones it does not hold."
    )


def quotes_from_json(raw: object) -> tuple[CheckedQuote, ...]:
    """Kept quotations read back from a conversation file (what cannot be read is left out)."""
    if not isinstance(raw, list):
        return ()
    quotes = []
    for item in raw:
        if not isinstance(item, Mapping) or not all(
            isinstance(item.get(name), kinds) for name, kinds in _FIELDS.items()
        ):
            continue
        quote = CheckedQuote(**{name: item[name] for name in _FIELDS})
        if 0 <= quote.at <= quote.to:
            quotes.append(quote)
    return tuple(quotes)


_FIELDS: dict[str, type | tuple[type, ...]] = {
    "text": str, "at": int, "to": int, "verified": bool, "document": (str, type(None)),
    "title": str, "part": str, "start": (int, type(None)), "end": (int, type(None)),
    "block": bool,
}  # fmt: skip
"""Each field of a kept quotation, and the types it may have."""


def _title(world: World, node_id: str) -> str:
    doc = world.documents.get(node_id)
    if doc is not None:
        return doc.title
    entity = world.entities.get(node_id)
    return entity.name if entity is not None else ""


__all__ = [
    "LISTING_TOOLS",
    "QUOTES_ARE_CHECKED",
    "AnswerCheck",
    "CheckedQuote",
    "check_answer",
    "check_request",
    "documents_read",
    "quotes_from_json",
    "safe_check",
]

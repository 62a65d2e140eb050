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
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from assistant.agent.audit.answer_links import document_mentions, linked_documents
from assistant.agent.audit.quote_credit import credit_in
from assistant.agent.loop.messages import AiMessage, Role
from assistant.world.model import World
from assistant.world.search.quote_verdicts import QuoteVerdict, check_quotations
from assistant.world.search.quotes import MIN_WORDS, Quotation, locate_in
from assistant.world.search.speakers import answer_speaker

log = logging.getLogger(__name__)

QUOTES_ARE_CHECKED = (
    "Quotations are checked in the document you cite: quote word for word, then its title "
    "(never its id): “…” (Title)."
)
"""The one sentence of the system prompt that tells the model its quotations are checked."""

_VERDICTS = frozenset(verdict.value for verdict in QuoteVerdict)

LISTING_TOOLS = frozenset({"get_outline", "list_entities", "project_statistics"})
"""Tools that list documents without reading them: naming a document does not read it."""


@dataclass(frozen=True)
class CheckedQuote:
    """One quotation of an answer and where the project holds it.

    ``text`` is the quotation as written; ``at`` and ``to`` its place in the answer.
    ``document`` is the document or entity holding it (None: not found), ``part`` which part
    (``text``, ``synopsis``, ``notes`` or ``field:<name>``), ``start``..``end`` the place
    there (as the project stood when the answer was checked). ``verdict`` is a
    :class:`~assistant.world.search.quote_verdicts.QuoteVerdict` value: ``verified`` is true
    only for ``"verified"``; ``credited`` the document the answer credits the quotation to
    (``credited_title`` its title), and ``spelling`` the project's spelling of a name the
    quotation spelt without its accents, ``speaker`` the character the text gives a line to
    that the answer gives to another.
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
    verdict: str = ""
    credited: str | None = None
    credited_title: str = ""
    spelling: str = ""
    speaker: str = ""

    @property
    def outcome(self) -> QuoteVerdict:
        """The verdict (a quotation kept before verdicts were: from ``verified``)."""
        if self.verdict in _VERDICTS:
            return QuoteVerdict(self.verdict)
        return QuoteVerdict.VERIFIED if self.verified else QuoteVerdict.NOT_FOUND

    def as_json(self) -> dict[str, Any]:
        """What ``quire ask --json`` prints for it."""
        return {
            "text": self.text,
            "verified": self.verified,
            "verdict": self.outcome.value,
            "credited_to": self.credited,
            "credited_title": self.credited_title or None,
            "spelling": self.spelling or None,
            "speaker_in_text": self.speaker or None,
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
        """The quotations that are wrong: not found, found elsewhere than credited, with a
        misspelt name or the wrong speaker (not those too short to check)."""
        return tuple(
            quote for quote in self.quotes
            if not quote.verified and quote.outcome is not QuoteVerdict.NOT_CHECKED
        )  # fmt: skip

    @property
    def not_checked(self) -> tuple[CheckedQuote, ...]:
        """Short quotations the answer credits to no document: not checked."""
        return tuple(q for q in self.quotes if q.outcome is QuoteVerdict.NOT_CHECKED)


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
    credit = credit_in(answer, world)

    def speaker(quotation: Quotation) -> str | None:
        return answer_speaker(world, answer, quotation.start, quotation.end)

    for check in check_quotations(world, answer, prefer=read, cited=cited, credit=credit,
                                  speaker=speaker):  # fmt: skip
        quotation, passage = check.quotation, check.passage
        credited = check.credited[0] if check.credited else None
        quote = CheckedQuote(
            quotation.text, quotation.start, quotation.end, check.verified,
            block=quotation.block, verdict=check.verdict.value, credited=credited,
            credited_title=_title(world, credited) if credited else "", spelling=check.spelling,
            speaker=check.speaker,
        )  # fmt: skip
        if passage is not None:
            quote = replace(
                quote, document=passage.node_id, title=_title(world, passage.node_id),
                part=passage.part, start=passage.start, end=passage.end,
            )  # fmt: skip
        quotes.append(quote)
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
    """The documents the turn's tools read: those whose text a tool's result holds (a
    passage of :data:`~assistant.world.search.quotes.MIN_WORDS` words or more, titles aside).
    A document a result only names (an outline, a count of mentions, an entity card's "most
    in …") is not read."""
    read: set[str] = set()
    for message in transcript:
        reads = message.role is Role.TOOL and message.tool_name not in LISTING_TOOLS
        if reads and not message.is_error:
            named = [d for d in linked_documents(message.content, world) if d not in read]
            if named:
                read.update(_documents_quoted(world, message.content, named))
    return frozenset(read)


_SEGMENT_BREAK = re.compile(r"…|\.\.\.|\n|¶\s*\d+")
_WORD = re.compile(r"[^\W_]+")
_WORDS_LOOKED_UP = 12
"""Words of a passage looked up to tell which document it comes from."""


def _documents_quoted(world: World, content: str, named: Sequence[str]) -> set[str]:
    """Of the documents ``named`` in a tool's result, those whose text it holds."""
    left = list(named)
    quoted: set[str] = set()
    for passage in result_passages(world, content):
        site = locate_in(world, passage, left)
        if site is not None:
            quoted.add(site.node_id)
            left.remove(site.node_id)
            if not left:
                break
    return quoted


def result_passages(world: World, content: str) -> Iterator[str]:
    """The passages of project text a tool's result holds, each as the words to look it up
    by: the result cut at ellipses, line ends and ¶ numbers, with the titles it names taken
    out (a title alone is no passage), and every piece of :data:`MIN_WORDS` words or more."""
    titles_out: list[str] = []
    position = 0
    for start, end, _doc_id in document_mentions(content, world):
        titles_out.extend((content[position:start], "\n"))
        position = end
    titles_out.append(content[position:])
    for segment in _SEGMENT_BREAK.split("".join(titles_out)):
        words = _WORD.findall(segment)
        if len(words) >= MIN_WORDS:
            yield " ".join(words[:_WORDS_LOOKED_UP])


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
        extra = {name: item[name] for name, kinds in _OPTIONAL.items()
                 if isinstance(item.get(name), kinds)}  # fmt: skip
        quote = CheckedQuote(**{name: item[name] for name in _FIELDS}, **extra)
        if 0 <= quote.at <= quote.to:
            quotes.append(quote)
    return tuple(quotes)


_FIELDS: dict[str, type | tuple[type, ...]] = {
    "text": str, "at": int, "to": int, "verified": bool, "document": (str, type(None)),
    "title": str, "part": str, "start": (int, type(None)), "end": (int, type(None)),
    "block": bool,
}  # fmt: skip
"""Each field of a kept quotation, and the types it may have."""
_OPTIONAL: dict[str, type | tuple[type, ...]] = {
    "verdict": str, "credited": (str, type(None)), "credited_title": str, "spelling": str,
    "speaker": str,
}  # fmt: skip
"""Fields a quotation kept before verdicts were lacks."""


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
    "result_passages",
    "safe_check",
]

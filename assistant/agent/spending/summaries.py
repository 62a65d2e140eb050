"""The ``summarise_document`` read tool: a model-written summary of a document, a folder or
the whole project, kept in the project's cache so that asking again costs (almost) nothing.

A document is summarised from its text (a long one in parts, then the parts combined); a folder from
its children's summaries, combined; the project from its top level's. Every summary, part and
combination is kept in the :class:`~assistant.agent.spending.summary_cache.SummaryCache` under a
hash of exactly what it summarised, the model and :data:`SUMMARY_PROMPT_VERSION`, so after one
chapter changes only that chapter, and the combinations above it, are summarised again. Before
summarising afresh more than the set share of the project, the run asks the writer with an estimate
(:mod:`assistant.agent.spending.estimate`).

The requests go through the run's provider (recorded in the run history, counted against the
turn's budget); their tokens are added to the turn's. A call over many documents reports how
many it has done ("12 of 40"), which the front ends show while it runs. Summaries are
read-only and wait on the model, so the calls of one reply may run side by side.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from assistant.agent.conversations.context import CHARS_PER_TOKEN
from assistant.agent.loop.messages import (
    AiMessage,
    AiProvider,
    AiRequest,
    AiToolSpec,
    ProviderError,
    TokenUsage,
)
from assistant.agent.specialists.team import SUMMARISE_DOCUMENT
from assistant.agent.spending.estimate import EstimateKind, ReadingGate
from assistant.agent.spending.summary_cache import SummaryCache
from assistant.agent.tools.base import Tool, ToolContext, ToolError
from assistant.agent.tools.resolve import resolve_node
from assistant.world.model import Document, Folder, World

log = logging.getLogger(__name__)

SUMMARY_PROMPT_VERSION = 1
"""Raised whenever the summary prompts change, so that no summary of the old ones is served."""

DOCUMENT_WORDS = 120
COMBINED_WORDS = 250
DOCUMENT_OUTPUT_TOKENS = 400
COMBINED_OUTPUT_TOKENS = 700
MIN_INPUT_CHARS = 4_000
MAX_INPUT_CHARS = 200_000

_SYSTEM = (
    "You summarise part of a writer's project for their assistant, who answers questions "
    "from your summaries. Write plain prose in the text's own language, at most {words} "
    "words: who appears, what happens, what is learned, decided or left open, and the "
    "names, dates and facts stated. No commentary, no advice, no preamble."
)
_COMBINE = (
    " You are given the summaries of the parts, in order, under their titles: summarise the whole."
)

SPEC = AiToolSpec(
    name=SUMMARISE_DOCUMENT,
    description=(
        "Summary of a document, folder or (none) the whole project; cached."
    ),
    parameters={"type": "object", "properties": {"document": {"type": "string"}}},
)


def input_chars_for(context_window: int) -> int:
    """How much text one summary request may carry: half the context window, bounded."""
    return max(MIN_INPUT_CHARS, min(MAX_INPUT_CHARS, context_window * CHARS_PER_TOKEN // 2))


def split_text(text: str, limit: int) -> list[str]:
    """``text`` in pieces of at most ``limit`` characters, cut at paragraph, line or word
    boundaries where one is near."""
    pieces = []
    start = 0
    while len(text) - start > limit:
        end = start + limit
        floor = start + limit * 3 // 4
        cut = -1
        for separator in ("\n\n", "\n", " "):
            cut = text.rfind(separator, floor, end)
            if cut > start:
                cut += len(separator)
                break
        if cut <= start:
            cut = end
        pieces.append(text[start:cut])
        start = cut
    pieces.append(text[start:])
    return [piece for piece in pieces if piece.strip()]


@dataclass(frozen=True)
class Target:
    """What a call summarises: a document, a folder, or the project (node None)."""

    node: Document | Folder | None
    documents: tuple[Document, ...]

    @property
    def title(self) -> str:
        return self.node.title if self.node is not None else ""


class _Tally:
    """How many documents of one call are summarised, reported as it goes."""

    def __init__(self, context: ToolContext, total: int) -> None:
        self.context = context
        self.total = total
        self.done = 0

    def one_more(self) -> None:
        self.done += 1
        if self.total > 1:
            self.context.report(self.done, self.total)


class Summariser:
    """Writes and keeps summaries for one run; see the module doc.

    ``provider`` gives the run's provider at the moment of a call; ``cache`` None keeps
    nothing (a project never saved); ``gate`` asks before a large share is summarised.
    """

    def __init__(
        self,
        provider: Callable[[], AiProvider],
        cache: SummaryCache | None,
        model: str,
        *,
        input_chars: int = MAX_INPUT_CHARS,
        gate: ReadingGate | None = None,
    ) -> None:
        self._provider = provider
        self.cache = cache
        self.model = model
        self.input_chars = max(MIN_INPUT_CHARS, input_chars)
        self.gate = gate
        self._lock = threading.Lock()
        self.usage = TokenUsage()
        self.requests = 0
        """Summary requests sent (a call that sends none was answered from the cache)."""
        self._here = threading.local()
        self._memo: dict[tuple[str, str], str] = {}

    def requests_here(self) -> int:
        """Summary requests sent by this thread's calls (calls of one reply may run side by
        side, each on its own thread): a call that sent none was answered from the cache."""
        return getattr(self._here, "requests", 0)

    def tool(self, snapshot: Callable[[], World]) -> Tool:
        def run(arguments: dict[str, Any], context: ToolContext) -> str:
            return self.summarise(snapshot(), arguments.get("document"), context)

        return Tool(SPEC, run, writes=False)

    # -- a call ---------------------------------------------------------------------------

    def summarise(self, world: World, reference: Any, context: ToolContext) -> str:
        target = self._target(world, reference)
        fresh = [doc for doc in target.documents if not self._kept(doc.text)]
        chars = sum(doc.character_count for doc in fresh)
        if self.gate is not None:
            refusal = self.gate.allow(chars, lambda: self._estimate(target, fresh, chars),
                                      context.cancel)  # fmt: skip
            if refusal:
                raise ToolError(refusal)
        tally = _Tally(context, len(target.documents))
        if target.node is None:
            summary = self._combined(world, world.children(None), context, tally)
        elif isinstance(target.node, Folder):
            summary = self._combined(world, target.node.children, context, tally)
        else:
            summary = self._document(target.node, context, tally)
        words = sum(doc.word_count for doc in target.documents)
        count = len(target.documents)
        size = f"{count:,} document{'s' if count != 1 else ''}, {words:,} words"
        if target.node is None:
            head = f"Summary of the whole project ({size})"
        elif isinstance(target.node, Folder):
            head = f"Summary of “{target.title}” (folder; {size})"
        else:
            head = f"Summary of “{target.title}” ({words:,} words)"
        return f"{head}:\n\n{summary}"

    def _target(self, world: World, reference: Any) -> Target:
        if not isinstance(reference, str) or not reference.strip():
            return Target(None, tuple(world.documents_in_order()))
        node = resolve_node(world, reference)
        if isinstance(node, Document):
            return Target(node, (node,))
        documents = tuple(n for _d, n in world.walk(node.id) if isinstance(n, Document))
        return Target(node, documents)

    def _estimate(self, target: Target, fresh: list[Document], chars: int):
        assert self.gate is not None
        combines = 1 if target.node is None or isinstance(target.node, Folder) else 0
        pieces = sum(max(1, -(-len(doc.text) // self.input_chars)) for doc in fresh)
        tokens_out = pieces * DOCUMENT_OUTPUT_TOKENS // 2 + combines * COMBINED_OUTPUT_TOKENS
        overhead = (pieces + combines) * (len(_SYSTEM) // CHARS_PER_TOKEN + 10)
        tokens_in = chars // CHARS_PER_TOKEN + overhead + tokens_out
        return self.gate.estimate(
            EstimateKind.SUMMARIES, tokens_in, tokens_out, chars, documents=len(fresh),
            words=sum(doc.word_count for doc in fresh), target=target.title,
        )  # fmt: skip

    # -- summaries ------------------------------------------------------------------------

    def _kept(self, text: str) -> bool:
        text = text.strip()
        if not text:
            return True
        if (text, "document") in self._memo:
            return True
        return self.cache is not None and self.cache.has(
            text, self.model, SUMMARY_PROMPT_VERSION, "document"
        )

    def _document(self, doc: Document, context: ToolContext, tally: _Tally | None = None) -> str:
        summary = self._document_summary(doc, context)
        if tally is not None:
            tally.one_more()
        return summary

    def _document_summary(self, doc: Document, context: ToolContext) -> str:
        text = doc.text.strip()
        if not text:
            return "(The document is empty.)"
        found = self._get(text, "document")
        if found is not None:
            return found
        if len(text) <= self.input_chars:
            summary = self._ask(f"# {doc.title}\n\n{text}", DOCUMENT_WORDS,
                                DOCUMENT_OUTPUT_TOKENS, context)  # fmt: skip
        else:
            parts = []
            pieces = split_text(text, self.input_chars)
            for number, piece in enumerate(pieces, start=1):
                label = f"{doc.title}, part {number} of {len(pieces)}"
                part = self._get(piece, "part")
                if part is None:
                    part = self._ask(f"# {label}\n\n{piece}", DOCUMENT_WORDS,
                                     DOCUMENT_OUTPUT_TOKENS, context)  # fmt: skip
                    self._put(piece, "part", part)
                parts.append((label, part))
            summary = self._combine(parts, context)
        self._put(text, "document", summary)
        return summary

    def _combined(
        self, world: World, children: tuple[str, ...], context: ToolContext, tally: _Tally
    ) -> str:
        parts = []
        for child_id in children:
            node = world.node(child_id)
            if isinstance(node, Document):
                parts.append((node.title, self._document(node, context, tally)))
            elif isinstance(node, Folder):
                parts.append((node.title, self._combined(world, node.children, context, tally)))
        if not parts:
            return "(Nothing in it yet.)"
        if len(parts) == 1:
            return parts[0][1]
        return self._combine(parts, context)

    def _combine(self, parts: list[tuple[str, str]], context: ToolContext) -> str:
        """One summary of ``parts`` (title, summary), in batches that fit one request."""
        while True:
            batches = self._batches(parts)
            if len(batches) == 1:
                break
            parts = [
                (f"{batch[0][0]} – {batch[-1][0]}", self._combine_one(batch, context))
                for batch in batches
            ]
        return self._combine_one(batches[0], context)

    def _batches(self, parts: list[tuple[str, str]]) -> list[list[tuple[str, str]]]:
        batches: list[list[tuple[str, str]]] = [[]]
        size = 0
        for title, summary in parts:
            length = len(title) + len(summary) + 8
            if batches[-1] and size + length > self.input_chars:
                batches.append([])
                size = 0
            batches[-1].append((title, summary))
            size += length
        if len(batches) > 1 and len(batches) == len(parts):  # each alone: pair them anyway
            batches = [parts[i : i + 2] for i in range(0, len(parts), 2)]
        return batches

    def _combine_one(self, parts: list[tuple[str, str]], context: ToolContext) -> str:
        if len(parts) == 1:
            return parts[0][1]
        text = "\n\n".join(f"## {title}\n{summary}" for title, summary in parts)
        found = self._get(text, "combined")
        if found is not None:
            return found
        summary = self._ask(text, COMBINED_WORDS, COMBINED_OUTPUT_TOKENS, context, combine=True)
        self._put(text, "combined", summary)
        return summary

    # -- the model and the cache ----------------------------------------------------------

    def _get(self, text: str, kind: str) -> str | None:
        with self._lock:
            found = self._memo.get((text, kind))
        if found is not None:
            return found
        if self.cache is None:
            return None
        found = self.cache.get(text, self.model, SUMMARY_PROMPT_VERSION, kind)
        if found is not None:
            with self._lock:
                self._memo[(text, kind)] = found
        return found

    def _put(self, text: str, kind: str, summary: str) -> None:
        with self._lock:
            self._memo[(text, kind)] = summary
        if self.cache is not None:
            self.cache.put(text, self.model, SUMMARY_PROMPT_VERSION, summary, kind)

    def _ask(
        self, body: str, words: int, max_tokens: int, context: ToolContext, *, combine=False
    ) -> str:
        if context.cancel.cancelled:
            raise ToolError("stopped: the writer cancelled the turn")
        system = _SYSTEM.format(words=words) + (_COMBINE if combine else "")
        request = AiRequest(system, (AiMessage.user(body),), (), max_output_tokens=max_tokens)
        try:
            response = self._provider().complete(request, cancel=context.cancel)
        except ProviderError as error:
            with self._lock:
                self.usage = self.usage + error.usage
            detail = error.error.detail or str(error.error.kind)
            raise ToolError(f"the summary could not be written ({detail})") from None
        self._here.requests = self.requests_here() + 1
        with self._lock:
            self.requests += 1
            self.usage = self.usage + response.usage
        summary = response.text.strip() if isinstance(response.text, str) else ""
        if not summary:
            raise ToolError("the summary could not be written (the model returned no text)")
        return summary


__all__ = [
    "SPEC",
    "SUMMARY_PROMPT_VERSION",
    "Summariser",
    "input_chars_for",
    "split_text",
]

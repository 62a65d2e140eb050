"""Which document an answer credits each of its quotations to.

A quotation is checked where the answer says it comes from, so that a line of one chapter
credited to another is caught. The answer credits a quotation to a document by naming the
document's title (as the prompt teaches: ``“…” (Chapter 5)``):

1. right after the quotation, with nothing but marks between (``“…” (Chapter 5, ¶3)``,
   ``“…” — Chapter 5``, a block quote's attribution line);
2. else earlier in the same sentence (``In Chapter 5 Oda says “…”``): every document named
   there;
3. else the nearest title named before it in the same paragraph (for a block quote, in the
   paragraph that introduces it).

A quotation the answer credits to no document is looked for in the whole project.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from assistant.agent.audit.answer_links import document_mentions
from assistant.world.model import World
from assistant.world.search.quote_verdicts import Credit
from assistant.world.search.quotes import Quotation

_CLOSE_BY = 8
"""Most characters (marks and spaces only) between a quotation and a title naming it."""
_NOT_CITING = re.compile(r"[^\W_]|[.!?;]")
"""Between a quotation and a title, what makes the title no citation of it: a word, or the
end of the sentence."""
_PARAGRAPH_BREAK = re.compile(r"\n[^\S\n]*\n")
_SENTENCE_END = re.compile(r"[.!?…][)\]”’\"'»]*\s")


def credit_in(answer: str, world: World) -> Credit:
    """The :data:`~assistant.world.search.quote_verdicts.Credit` of ``answer``: for each
    of its quotations, the documents it credits it to (see the module doc)."""
    mentions = document_mentions(answer, world)
    if not mentions:
        return lambda _quotation: ()

    def credit(quotation: Quotation) -> Collection[str]:
        for start, _end, doc_id in mentions:
            if start >= quotation.end:
                between = answer[quotation.end : start]
                close = len(between) <= _CLOSE_BY and not _NOT_CITING.search(between)
                if close and not _PARAGRAPH_BREAK.search(between):
                    return (doc_id,)
                break
        paragraph = _paragraph_start(answer, quotation)
        before = [(s, d) for s, e, d in mentions if paragraph <= s and e <= quotation.start]
        if not before:
            return ()
        sentence = _sentence_start(answer, paragraph, quotation.start)
        in_sentence = [doc_id for start, doc_id in before if start >= sentence]
        if in_sentence:
            return tuple(dict.fromkeys(in_sentence))
        return (before[-1][1],)

    return credit


def _paragraph_start(answer: str, quotation: Quotation) -> int:
    """Where the paragraph holding the quotation starts (for a block quote, the paragraph
    before it, which introduces it)."""
    breaks = [m.end() for m in _PARAGRAPH_BREAK.finditer(answer, 0, quotation.start)]
    if quotation.block:
        line_start = answer.rfind("\n", 0, quotation.start) + 1
        breaks = [end for end in breaks if end <= line_start]
        return breaks[-2] if len(breaks) >= 2 else 0
    return breaks[-1] if breaks else 0


def _sentence_start(answer: str, paragraph: int, at: int) -> int:
    ends = [m.end() for m in _SENTENCE_END.finditer(answer, paragraph, at)]
    return ends[-1] if ends else paragraph


__all__ = ["credit_in"]

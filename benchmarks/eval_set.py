"""The writer questions of the assistant evaluation, over the sample project *The Long Map*.

Each question lists the facts a right answer must state (each fact as the ways a writer might
put it; any one will do) and the documents it must name. The audit's answers are the sample's
planted contradictions (``tests/sample_planted.py``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from assistant.world.search.textfold import fold

HEDGES = (
    "cannot tell", "can't tell", "not sure", "unclear", "i don't know", "i do not know",
    "hard to say", "impossible to say", "no way to know",
)
"""Words with which an answer declines to say: a fact beside them is not stated."""


@dataclass(frozen=True)
class Question:
    """One writer question and what a right answer contains (and what it must not)."""

    id: str
    question: str
    facts: tuple[tuple[str, ...], ...]
    """Each fact as alternatives: the answer must state one of them (whole words, case and
    accents ignored)."""
    documents: tuple[str, ...] = ()
    """Titles the answer must name."""
    need: int | None = None
    """How many of the facts suffice (None: all)."""
    wrong: tuple[str, ...] = ()
    """Claims a right answer never makes (a wrong value): stating one fails it."""

    def missing(self, answer: str) -> tuple[list[str], list[str]]:
        """The facts (first wording) and documents a given answer lacks; a fact stated
        beside a hedge ("grey or green, I cannot tell"), and a wrong claim, count against it
        (as missing, and as the wrong claim)."""
        folded = f" {' '.join(_words(answer))} "
        lacking = [f[0] for f in self.facts if not any(_says(folded, a) for a in f)]
        if self.need is not None and len(self.facts) - len(lacking) >= self.need:
            lacking = []
        hedged = [h for h in HEDGES if _says(folded, h)]
        lacking += [f"(hedged: {h})" for h in hedged]
        lacking += [f"(wrong: {w})" for w in self.wrong if _says(folded, w)]
        documents = [d for d in self.documents if not _says(folded, d)]
        return lacking, documents


def _words(text: str) -> list[str]:
    return re.findall(r"[^\W_]+", fold(text))


def _says(folded_answer: str, phrase: str) -> bool:
    """Whether the answer (folded, spaced) holds ``phrase`` as whole words."""
    return f" {' '.join(_words(phrase))} " in folded_answer


QUESTIONS: tuple[Question, ...] = (
    Question(
        "eyes", "What colour are Mára's eyes, and does the book agree with itself about it?",
        (("grey", "gray"), ("green",)), ("Chapter 1: The Map House",),
    ),
    Question(
        "bridge", "When does the Gull Bridge fall, and who is taken off it?",
        (("twenty to midnight", "11:40"), ("Carrow",), ("Jory",)),
        ("The Night the Bridge Went",),
    ),
    Question(
        "callow", "How far upriver from Hollin is Callow Weir?",
        (("nineteen miles", "19 miles"), ("eleven", "11 miles")), ("Chapter 3: Upriver",),
        wrong=("twelve miles", "twenty miles"),
    ),
    Question(
        "boat", "What is Jory Fenn's boat called?",
        (("Marten",), ("Heron",)), ("The Night the Bridge Went",),
    ),
    Question(
        "inquiry", "On what date does the Reeve's inquiry open?",
        (("first of November", "1 November"), ("2 December",)),
        ("The Corn Exchange", "Timeline"),
    ),
    Question(
        "ashdell-age", "How old is Corvin Ashdell during the story?",
        (("seventy-one", "71"), ("seventy-four", "74")), ("Chapter 1: The Map House",),
    ),
    Question(
        "pim", "Who is Pim, and does he have an entry in the project?",
        (("grandson", "grandmother"), ("nine",), ("no entry", "no entity", "not have an entry",
                                                   "has no entry", "doesn't have an entry")),
        ("The Toll-House",),
    ),
    Question(
        "places", "Which places named in the manuscript have no entity of their own?",
        tuple((place,) for place in (
            "Pellin Ford", "Oskeby", "Dunnock Cross", "Meldrith", "Saltmere", "Vauhl", "Lisk",
            "Eel House", "Drowned Stone", "Map House", "Corn Exchange",
        )),
        need=6,
    ),
)

__all__ = ["QUESTIONS", "Question"]

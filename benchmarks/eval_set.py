"""The writer questions of the assistant evaluation, over the sample project *The Long Map*.

Each question lists the facts a right answer must state (each fact as the ways a writer might
put it; any one will do) and the documents it must name. The audit's answers are the sample's
planted contradictions (``tests/sample_planted.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from assistant.world.search.textfold import fold


@dataclass(frozen=True)
class Question:
    """One writer question and what a right answer contains."""

    id: str
    question: str
    facts: tuple[tuple[str, ...], ...]
    """Each fact as alternatives: the answer must contain one of them (case and accents
    ignored)."""
    documents: tuple[str, ...] = ()
    """Titles the answer must name."""
    need: int | None = None
    """How many of the facts suffice (None: all)."""

    def missing(self, answer: str) -> tuple[list[str], list[str]]:
        """The facts (first wording) and documents a given answer lacks."""
        folded = " ".join(fold(answer).split())
        lacking = [f[0] for f in self.facts if not any(fold(a) in folded for a in f)]
        if self.need is not None and len(self.facts) - len(lacking) >= self.need:
            lacking = []
        documents = [d for d in self.documents if fold(d) not in folded]
        return lacking, documents


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

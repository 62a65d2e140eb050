"""Search hits that carry their evidence: a sentence splitter that knows initials and
abbreviations, a window per hit never shorter than its clause, one line per sentence."""

from __future__ import annotations

from assistant.agent.tools.hits import Found, Show, render, sentence_span
from assistant.world.model import Document
from tests.worlds import flat_world


def test_initials_and_abbreviations_end_no_sentence():
    text = ("The old boat with the red sail was taken off by J. Fenn and Mr. Oakes at dawn, "
            "quietly. Nobody saw them go from the quay that night, not even St. Anne herself.")
    at = text.index("Fenn")
    first, last = sentence_span(text, 0, len(text), at, at + 4)
    assert text[first:last].endswith("at dawn, quietly.") and text[first:last].startswith("The")
    at = text.index("Anne")
    assert text[slice(*sentence_span(text, 0, len(text), at, at + 4))].startswith("Nobody")


def hits_of(text: str, word: str) -> list[str]:
    doc = Document("d-0000000001", "The Night", text)
    world = flat_world(doc)
    found, at = [], text.find(word)
    while at != -1:
        found.append(Found(text, at, at + len(word), doc=doc))
        at = text.find(word, at + 1)
    lines = render(world, "head", found, Show.HITS, 50, 0).splitlines()
    return [line.strip() for line in lines[2:]]


LONG = ("The water came up under the bridge all that evening, and when the first oak struck "
        "the piers nobody was watching; the lamps on the parapet over the third arch leaned "
        "together as if they were whispering, and then the third arch and the fourth and the "
        "fifth settled into the river together without a sound that anyone could hear.")


def test_every_hit_of_a_long_sentence_gets_its_clause_on_one_line():
    (line,) = hits_of(LONG, "arch")
    assert "over the third arch leaned together" in line
    assert "then the third arch and the fourth and the fifth settled into the river" in line


def test_a_window_never_cuts_a_word():
    many = " ".join([LONG] * 3)
    for line in hits_of(many, "arch"):
        body = line.split(" ", 1)[1].strip("…")
        words = body.replace(" … ", " ").split()
        assert all(word.strip(",.;") in many for word in words)
        assert not body.startswith(("e ", "ater", "rch"))


def test_overlapping_sentences_are_shown_once():
    text = "Pim ran. Pim fell. Pim laughed at the river and the river did not laugh back at him."
    lines = hits_of(text, "Pim")
    assert len(lines) == 1 and lines[0].count("Pim") == 3

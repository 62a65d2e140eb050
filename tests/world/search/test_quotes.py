"""Quotations: finding them in an answer (every language's marks, block quotes, code left
alone) and looking them up in the project (case, accents, quotes, line breaks, ellipses)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.world.model import Document, Entity, World
from assistant.world.search.quote_verdicts import check_quotations
from assistant.world.search.quotes import (
    MAX_GAP,
    find_quotations,
    index_project,
    is_title_or_name,
    locate,
)
from assistant.world.storage.store import ProjectStore
from tests.paths import SAMPLE
from tests.worlds import flat_world


def texts(answer: str) -> list[str]:
    return [q.text for q in find_quotations(answer)]


@pytest.fixture(scope="module")
def sample() -> World:
    return ProjectStore(SAMPLE).load()


# -- finding quotations -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "quoted"),
    [
        ("He says “the river is always changing” here.", "the river is always changing"),
        ('He says "the river is always changing" here.', "the river is always changing"),
        ("Sie sagt „der Fluss ist immer anders“ hier.", "der Fluss ist immer anders"),
        ("Sie sagt »der Fluss ist immer anders« hier.", "der Fluss ist immer anders"),
        ("Elle dit « la rivière change toujours » ici.", "la rivière change toujours"),
        ("Elle dit «\u00a0la rivière change toujours\u00a0» ici.", "la rivière change toujours"),
        ("Ella dice «el río siempre cambia» aquí.", "el río siempre cambia"),
        ("Hun sier «elva forandrer seg alltid» her.", "elva forandrer seg alltid"),
        ("He says ‘the river is always changing’ here.", "the river is always changing"),
        ("He says 'the river is always changing' here.", "the river is always changing"),
        ("Sie sagt ‚der Fluss ist anders‘ hier.", "der Fluss ist anders"),
        ("彼は「川は いつも 変わる」と言った", "川は いつも 変わる"),
    ],
)
def test_quotation_marks_of_every_language_are_found(answer: str, quoted: str) -> None:
    assert texts(answer) == [quoted]


def test_apostrophes_are_not_quotation_marks() -> None:
    answer = "Oda's ledger and the boys' boat don’t matter; it's ‘what the river keeps’ here."
    assert texts(answer) == ["what the river keeps"]


def test_short_quotations_are_titles_or_terms_not_quotations() -> None:
    assert texts('In "The Bridge" she is "stubborn" and "very quiet".') == []


def test_block_quotes_are_one_quotation_per_paragraph_without_markers_or_source() -> None:
    answer = (
        "Look:\n\n> “By ten the lanes were running,\n> as Oda had said they would.”\n"
        "> — *The Night the Bridge Went*\n\nAnd later:\n\n"
        "> The stone said thirteen feet and an inch.\n>\n> Oda looked at it for a long time.\n"
    )
    found = find_quotations(answer)
    assert [q.text for q in found] == [
        "By ten the lanes were running, as Oda had said they would.",
        "The stone said thirteen feet and an inch.",
        "Oda looked at it for a long time.",
    ]
    assert all(q.block for q in found)


def test_dialogue_inside_a_block_quote_is_not_checked_twice() -> None:
    answer = "> “Nine feet two,” she said. “At six it was nine feet two.”\n"
    assert len(find_quotations(answer)) == 1


def test_code_links_and_urls_are_left_alone() -> None:
    answer = (
        'Run `quire ask "what is the bridge called"` or see '
        '[the notes](https://example.org/"a b c d") and https://x.org/"e f g h"\n'
        '```\n"inside a code block here"\n```\n'
    )
    assert texts(answer) == []


def test_a_quotation_does_not_run_across_paragraphs() -> None:
    assert texts("He said “the river is\n\nalways changing” here.") == []


def test_positions_point_at_the_quoted_text() -> None:
    answer = "Oda: «The Weir men were here Tuesday», then more."
    (quotation,) = find_quotations(answer)
    assert answer[quotation.start : quotation.end] == "The Weir men were here Tuesday"


def test_hostile_answers_give_no_false_quotations() -> None:
    """Answers made to trip a quotation finder: unclosed marks by the thousand, one long
    block quote, a mark and then no closing one, a run of backticks. (That they end quickly,
    however long: benchmarks/run_quotes.py, against ordinary answers of the same length.)"""
    block = ("> " + "x " * 20 + "\n") * 5_000
    assert find_quotations("“a " * 50_000) == ()
    assert find_quotations('"' * 100_000) == ()
    assert [(q.start, q.end) for q in find_quotations(block)] == [(2, len(block) - 1)]
    assert find_quotations("« " + "mot " * 100_000) == ()
    assert find_quotations("`" * 50_001) == ()


# -- looking them up -----------------------------------------------------------------------------


DOC = Document(
    "d-0000000001",
    "The Toll-House",
    "“Nine feet two,” she said. “At six it was nine feet two.\nAt noon it was seven feet "
    "ten.”\n\nMára’s   grey eyes\twere on the STONE.\n\nThe sums were right, Miss Tesk.",
    synopsis="Oda reads the stone under the window.",
)


@pytest.mark.parametrize(
    "quoted",
    [
        "Nine feet two, she said",  # no quotation marks in the answer
        '"At six it was nine feet two."',  # straight for curly
        "at noon it was SEVEN feet ten",  # case
        "Mara's grey eyes were on the stone",  # accents, apostrophe, runs of whitespace
        "it was nine feet two. At noon",  # across a line break
        "Nine feet two … At noon it was seven feet ten",  # an ellipsis
        "Nine feet two ... seven feet ten",
        "Nine feet two [...] it was seven feet ten",
        "the sums were right miss tesk",  # punctuation between words
        "¶3 The sums were right, Miss Tesk.",  # a paragraph number copied from a search hit
        "(¶1) Nine feet two, she said",
        "“[Oda’s] grey eyes were on the stone”",  # an editor's words for the text's own
        "The sums were [sic] right, Miss Tesk.",
        "Nine feet two, [Oda] said",
        "reads the stone under the window",  # the synopsis
    ],
)
def test_real_quotations_are_found(quoted: str) -> None:
    passage = locate(flat_world(DOC), quoted)
    assert passage is not None and passage.node_id == DOC.id


def test_the_passage_is_the_original_text() -> None:
    passage = locate(flat_world(DOC), "mara's grey eyes were on the stone")
    assert passage is not None and passage.in_text
    assert DOC.text[passage.start : passage.end] == "Mára’s   grey eyes\twere on the STONE"


@pytest.mark.parametrize(
    "quoted",
    [
        "Nine feet three, she said",  # one word changed
        "it was nine feet two at six",  # words in another order
        "ine feet two, she said",  # part of a word
        "Nine feet two she said it",  # a word added at the end
        "At noon it was seven feet … Nine feet two",  # the parts of an ellipsis out of order
        "Nine feet two [...] the sums were right",  # an ellipsis across paragraphs
        "Nine feet two … Mára’s grey eyes",
        "Nine feet two [and a long passage an editor says is left out here, far too long] "
        "At noon",  # brackets stand for a few words, not an ellipsis
    ],
)
def test_invented_quotations_are_not_found(quoted: str) -> None:
    assert locate(flat_world(DOC), quoted) is None


def test_an_ellipsis_stands_for_a_bounded_gap() -> None:
    far = Document("d-0000000002", "Far", "one two three " + "x " * MAX_GAP + "four five six")
    assert locate(flat_world(far), "one two three … four five six") is None
    near = Document("d-0000000003", "Near", "one two three " + "x " * 100 + "four five six")
    assert locate(flat_world(near), "one two three … four five six") is not None


def test_entities_notes_and_fields_are_quoted_too() -> None:
    entity = Entity(
        "e-0000000001", "Jory Fenn", notes="Laughs at everything; reads slowly.",
        fields=(("Boat", "the Heron, tarred black"),),
    )  # fmt: skip
    world = flat_world(DOC, entities=(entity,))
    notes = locate(world, "laughs at everything")
    field = locate(world, "the Heron, tarred black")
    assert notes is not None and (notes.node_id, notes.part) == (entity.id, "notes")
    assert field is not None and (field.node_id, field.part) == (entity.id, "field:Boat")


def test_trashed_documents_are_not_the_project() -> None:
    gone = Document("d-0000000004", "Gone", "words only the trash holds now")
    assert locate(flat_world(DOC, trash=(gone,)), "words only the trash holds") is None


def test_within_and_prefer_choose_among_several_places() -> None:
    other = Document("d-0000000005", "Again", "The sums were right, Miss Tesk, again.")
    world = flat_world(DOC, other)
    assert locate(world, "the sums were right").node_id == DOC.id  # reading order
    assert locate(world, "the sums were right", within=other.id).node_id == other.id
    assert locate(world, "the sums were right", prefer=[other.id]).node_id == other.id
    # a preferred place that does not hold it does not hide the one that does
    assert locate(world, "nine feet two", prefer=[other.id]).node_id == DOC.id


def test_titles_and_names_in_quotation_marks_are_not_checked() -> None:
    entity = Entity("e-0000000002", "Oda Brännvik", aliases=("Mother Brannvik",))
    world = flat_world(DOC, entities=(entity,))
    assert is_title_or_name(world, "the toll-house")
    assert is_title_or_name(world, "Mother Brännvik")
    answer = 'In "The Toll-House", "Mother Brannvik" says "Nine feet two, she said".'
    checks = check_quotations(world, answer)
    assert [c.quotation.text for c in checks] == ["Nine feet two, she said"]
    assert checks[0].verified


def test_a_changed_document_is_looked_up_as_it_is_now() -> None:
    world = flat_world(DOC)
    assert locate(world, "the sums were right") is not None
    changed = flat_world(Document(DOC.id, DOC.title, "The sums were wrong."))
    assert locate(changed, "the sums were right") is None
    assert index_project(changed) == 1


@settings(max_examples=80, deadline=None)
@given(st.data())
def test_any_run_of_words_is_found_however_it_is_written(data: st.DataObject) -> None:
    words = data.draw(st.lists(st.sampled_from(
        ["Mára", "river", "don’t", "STONE", "Brännvik", "Straße", "nine", "feet", "él"]),
        min_size=8, max_size=30))  # fmt: skip
    separators = data.draw(st.lists(st.sampled_from([" ", "\n", "  ", ", ", " — ", "\t"]),
                                     min_size=len(words), max_size=len(words)))
    text = "".join(w + s for w, s in zip(words, separators, strict=True))
    world = flat_world(Document("d-00000000aa", "T", text))
    start = data.draw(st.integers(0, len(words) - 3))
    end = data.draw(st.integers(start + 3, len(words)))
    chosen = words[start:end]
    rng = random.Random(data.draw(st.integers(0, 1000)))
    written = " ".join(w.upper() if rng.random() < 0.3 else w.replace("’", "'") for w in chosen)
    assert locate(world, written) is not None


# -- the sample project ---------------------------------------------------------------------


REAL = [
    # curly quotes in the text, straight in the answer
    '"Don\'t look at me with those green eyes," he said.',
    # across a line break of the answer, and a block quote
    "> By ten the lanes were running, as Oda had said they would.\n"
    "> By eleven the water had found the bottom step of the toll-house",
    # an ellipsis
    "“The rain had not come yet … the sound a crowd makes before anyone in it has decided "
    "to run.”",
    # another language's marks, and a quotation of the ledger in italics
    "Oda schreibt „It did not rise like rain“ an den Rand.",
    "Elle note « At a quarter past eleven it came up all at once » dans le registre.",
    # an entity's field and notes
    "Ferrow has “an old scar through the left eyebrow”.",
    "Oda reads the stone «at six morning and evening».",
]
INVENTED = [
    '"Don\'t look at me with those blue eyes," he said.',
    "> By ten the lanes were dry, as Oda had said they would.",
    "“The rain had not come yet … the sound of a choir before the service.”",
    "Oda schreibt „It rose exactly like rain“ an den Rand.",
    "Elle note « At midnight the bridge stood firm » dans le registre.",
    "Ferrow has “an old scar through the right eyebrow”.",
]


@pytest.mark.parametrize("answer", REAL)
def test_real_quotations_of_the_sample_are_verified(sample: World, answer: str) -> None:
    checks = check_quotations(sample, answer)
    assert checks and all(check.verified for check in checks), checks


@pytest.mark.parametrize("answer", INVENTED)
def test_invented_quotations_of_the_sample_are_flagged(sample: World, answer: str) -> None:
    checks = check_quotations(sample, answer)
    assert checks and not any(check.verified for check in checks), checks


def test_letters_writers_replace_fold_as_they_replace_them() -> None:
    place = Document("d-0000000009", "North", "They came to Brønnøy, to the Æsir hall at Łódź.")
    assert locate(flat_world(place), "came to Bronnoy, to the Aesir hall at Lodz") is not None

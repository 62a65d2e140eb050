"""Which document an answer credits a quotation to, and the check that follows: a line of one
document credited to another is found there and flagged, not verified."""

from __future__ import annotations

import pytest

from assistant.agent.audit.quote_check import check_answer
from assistant.agent.audit.quote_credit import credit_in
from assistant.world.model import Document
from assistant.world.search.quote_verdicts import QuoteVerdict
from assistant.world.search.quotes import find_quotations
from tests.worlds import flat_world

TOLL = Document("d-00000000a1", "The Toll-House", "The water stood at nine feet two at six.")
FIVE = Document("d-00000000a2", "Chapter 5", "Oda crossed the bridge at noon and did not look.")
NOTES = Document("d-00000000a3", "River Notes", "The green door, the red one.")
WORLD = flat_world(TOLL, FIVE, NOTES)


def credited(answer: str) -> list[tuple[str, ...]]:
    credit = credit_in(answer, WORLD)
    return [tuple(credit(q)) for q in find_quotations(answer, min_words=1)]


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("“nine feet two at six” (The Toll-House)", (TOLL.id,)),
        ("“nine feet two at six” (The Toll-House, ¶1)", (TOLL.id,)),
        ("“nine feet two at six” — Chapter 5", (FIVE.id,)),
        ("In Chapter 5 Oda says “nine feet two at six”.", (FIVE.id,)),
        ("In Chapter 5 and The Toll-House: “nine feet two at six”.", (FIVE.id, TOLL.id)),
        ("Chapter 5 is long. Later she says “nine feet two at six”.", (FIVE.id,)),
        ("She says “nine feet two at six”. Chapter 5 tells the rest.", ()),
        ("Chapter 5 is long.\n\nShe says “nine feet two at six”.", ()),
        ("She says “nine feet two at six”.", ()),
        ("In Chapter 5 Oda says:\n\n> The water stood at nine feet two at six.\n", (FIVE.id,)),
        ("Oda says:\n\n> The water stood at nine feet two at six.\n> — The Toll-House\n",
         (TOLL.id,)),
    ],
)
def test_the_answer_credits_a_quotation_by_the_titles_it_names(answer, expected):
    assert credited(answer) == [expected]


def test_a_line_credited_to_the_wrong_document_is_flagged_with_where_it_is():
    answer = "In Chapter 5, the stone reads “The water stood at nine feet two”."
    (quote,) = check_answer(WORLD, answer).quotes
    assert quote.outcome is QuoteVerdict.ELSEWHERE and not quote.verified
    assert (quote.title, quote.credited_title) == ("The Toll-House", "Chapter 5")
    assert quote.as_json()["verdict"] == "elsewhere"
    assert check_answer(WORLD, answer).unverified == (quote,)


def test_credited_rightly_it_is_verified():
    answer = "In The Toll-House the stone reads “The water stood at nine feet two”."
    (quote,) = check_answer(WORLD, answer).quotes
    assert quote.verified and quote.document == TOLL.id


def test_a_short_quotation_is_checked_in_its_document_or_said_unchecked():
    answer = "River Notes speaks of “the green door”; elsewhere, a “blue door”."
    first, second = check_answer(WORLD, answer).quotes
    assert first.verified and first.credited == NOTES.id
    assert second.outcome is QuoteVerdict.NOT_FOUND  # same sentence: credited to River Notes
    alone = check_answer(WORLD, "It was a “blue door”.")
    assert [q.outcome for q in alone.quotes] == [QuoteVerdict.NOT_CHECKED]
    assert alone.unverified == () and len(alone.not_checked) == 1


def test_a_line_given_to_the_wrong_speaker_is_flagged_over_the_sample(sample_world):
    answer = "Oda tells Mára: “It started at the cofferdam.”"
    (quote,) = check_answer(sample_world, answer).quotes
    assert quote.outcome is QuoteVerdict.WRONG_SPEAKER and quote.speaker == "Mára Tesk"
    assert quote.as_json()["speaker_in_text"] == "Mára Tesk"
    right = check_answer(sample_world, "Mára says: “It started at the cofferdam.”")
    assert [q.outcome for q in right.quotes] == [QuoteVerdict.VERIFIED]


@pytest.fixture(scope="module")
def sample_world():
    from assistant.world.storage.store import ProjectStore
    from tests.paths import SAMPLE

    return ProjectStore(SAMPLE).load()

"""Judging quotations: where the answer credits them, names spelt as the passage spells them,
short ones checked only where credited."""

from __future__ import annotations

from assistant.world.model import Document, Entity
from assistant.world.search.quote_verdicts import QuoteVerdict, check_quotations
from tests.worlds import flat_world

TOLL = Document("d-0000000001", "The Toll-House",
                "Mára ran up the stairs to the clerk. It was late.\n\n"
                "The minutes say: Brannvik paid the toll in full.")  # fmt: skip
FIVE = Document("d-0000000002", "Chapter 5", "Oda Brännvik crossed the bridge at noon.\n\n"
                "They sailed past Brønnøy before the grey dawn.")  # fmt: skip
MARA = Entity("e-0000000001", "Mára Tesk")
ODA = Entity("e-0000000002", "Oda Brännvik")
WORLD = flat_world(TOLL, FIVE, entities=(MARA, ODA))


def verdicts(answer: str, credited: tuple[str, ...] = ()) -> list[QuoteVerdict]:
    checks = check_quotations(WORLD, answer, credit=lambda _q: credited)
    return [check.verdict for check in checks]


def test_a_quotation_counts_only_where_the_answer_credits_it():
    answer = "“Mára ran up the stairs”"
    assert verdicts(answer, (TOLL.id,)) == [QuoteVerdict.VERIFIED]
    (check,) = check_quotations(WORLD, answer, credit=lambda _q: (FIVE.id,))
    assert check.verdict is QuoteVerdict.ELSEWHERE and not check.verified
    assert check.passage is not None and check.passage.node_id == TOLL.id
    assert check.credited == (FIVE.id,)


def test_credited_nowhere_it_is_looked_for_everywhere():
    assert verdicts("“Oda Brännvik crossed the bridge”") == [QuoteVerdict.VERIFIED]
    assert verdicts("“Oda Brännvik swam the river”") == [QuoteVerdict.NOT_FOUND]


def test_a_name_that_lost_its_accent_is_a_misspelling():
    (check,) = check_quotations(WORLD, "“Mara ran up the stairs”")
    assert check.verdict is QuoteVerdict.MISSPELT_NAME and check.spelling == "Mára"
    assert verdicts("“Oda Brannvik crossed the bridge”") == [QuoteVerdict.MISSPELT_NAME]


def test_a_misspelling_the_text_itself_holds_is_quoted_right():
    assert verdicts("“Brannvik paid the toll in full”") == [QuoteVerdict.VERIFIED]


def test_letters_writers_replace_are_no_misspelling():
    assert verdicts("“sailed past Bronnoy before the grey dawn”") == [QuoteVerdict.VERIFIED]


def test_short_quotations_are_checked_where_credited_and_said_unchecked_elsewhere():
    assert verdicts("the “grey dawn”") == [QuoteVerdict.NOT_CHECKED]
    assert verdicts("the “grey dawn”", (FIVE.id,)) == [QuoteVerdict.VERIFIED]
    assert verdicts("the “red dawn”", (FIVE.id,)) == [QuoteVerdict.NOT_FOUND]
    assert verdicts("the “grey dawn”", (TOLL.id,)) == [QuoteVerdict.NOT_FOUND]
    assert verdicts("“late”", (TOLL.id,)) == [QuoteVerdict.VERIFIED]
    assert verdicts("“lat”", (TOLL.id,)) == [QuoteVerdict.NOT_FOUND]  # a part of a word


def test_titles_and_names_in_quotation_marks_are_no_quotations():
    assert verdicts("In “Chapter 5”, “Mára Tesk” waits.") == []


def test_an_ellipsis_joins_words_of_one_paragraph_only():
    assert verdicts("“Mára ran up … It was late.”") == [QuoteVerdict.VERIFIED]
    assert verdicts("“Mára ran up … Brannvik paid the toll”") == [QuoteVerdict.NOT_FOUND]


DIALOGUE = Document("d-0000000003", "The Level",
                    "“The river keeps what it takes,” said Ashdell.\n\n"
                    "Oda looked at him. “Then it keeps us too.”\n\n"
                    "“Master Ashdell says the stone is wrong,” Mára began.")  # fmt: skip
ASHDELL = Entity("e-0000000003", "Corvin Ashdell")
TALK = flat_world(DIALOGUE, entities=(MARA, ODA, ASHDELL))


def spoken(answer: str) -> list[tuple[QuoteVerdict, str]]:
    from assistant.world.search.speakers import answer_speaker

    checks = check_quotations(
        TALK, answer, speaker=lambda q: answer_speaker(TALK, answer, q.start, q.end)
    )
    return [(check.verdict, check.speaker) for check in checks]


def test_a_line_given_to_the_wrong_speaker_is_flagged():
    assert spoken("Oda tells Mára: “The river keeps what it takes.”") == [
        (QuoteVerdict.WRONG_SPEAKER, "Corvin Ashdell")
    ]
    assert spoken("“The river keeps what it takes,” says Oda.") == [
        (QuoteVerdict.WRONG_SPEAKER, "Corvin Ashdell")
    ]


def test_the_right_speaker_or_none_named_is_no_finding():
    assert spoken("Ashdell says: “The river keeps what it takes.”") == [(QuoteVerdict.VERIFIED, "")]
    assert spoken("“The river keeps what it takes,” Ashdell says.") == [(QuoteVerdict.VERIFIED, "")]
    assert spoken("Someone says “The river keeps what it takes.”") == [(QuoteVerdict.VERIFIED, "")]


def test_a_line_the_text_tags_with_nobody_is_not_judged():
    assert spoken("Mára says “Then it keeps us too.”") == [(QuoteVerdict.VERIFIED, "")]


def test_a_name_and_a_verb_inside_a_line_tag_nothing():
    assert spoken("Mára says “Master Ashdell says the stone is wrong”") == [
        (QuoteVerdict.VERIFIED, "")
    ]

"""Word-level comparison and passage restore."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.world.edits.textdiff import (
    changed,
    diff_words,
    inline,
    inline_to_old,
    passage,
    passage_from_new,
)
from tests.tiers import examples

WORDS = ["Mara", "river", "bridge", " ", " ", "\n", "\n\n", ",", ".", "é", "salt", "’s"]
text_st = st.lists(st.sampled_from(WORDS), max_size=40).map("".join)


def _pieces(a: str, b: str):
    hunks = diff_words(a, b)
    return hunks, "".join(a[h.a_start : h.a_end] for h in hunks), "".join(
        b[h.b_start : h.b_end] for h in hunks
    )


def test_a_changed_word_shows_as_that_word() -> None:
    a = "The cat sat on the mat.\nA second line.\n"
    b = "The dog sat on the mat.\nA second line here.\n"
    hunks = diff_words(a, b)
    changes = [(a[h.a_start : h.a_end], b[h.b_start : h.b_end]) for h in hunks if h.tag != "equal"]
    assert changes == [("cat", "dog"), ("", " here")]
    assert changed(hunks)
    assert not changed(diff_words(a, a))


@settings(max_examples=examples(300), deadline=None)
@given(a=text_st, b=text_st)
def test_hunks_cover_both_texts_in_order(a: str, b: str) -> None:
    hunks, old, new = _pieces(a, b)
    assert old == a and new == b
    for hunk in hunks:
        if hunk.tag == "equal":
            assert a[hunk.a_start : hunk.a_end] == b[hunk.b_start : hunk.b_end]


@settings(max_examples=examples(300), deadline=None)
@given(a=text_st, b=text_st, data=st.data())
def test_restoring_a_passage_brings_back_exactly_that_passage(a: str, b: str, data) -> None:
    hunks = diff_words(a, b)
    start = data.draw(st.integers(0, len(a)))
    end = data.draw(st.integers(start, len(a)))
    found = passage(hunks, start, end)
    assert found.a_start <= start and found.a_end >= end
    restored = b[: found.b_start] + a[found.a_start : found.a_end] + b[found.b_end :]
    # what lies outside the passage is the current text, untouched
    assert restored.startswith(b[: found.b_start]) and restored.endswith(b[found.b_end :])
    if start == 0 and end == len(a) > 0:
        assert restored == a


def test_a_passage_is_widened_to_the_whole_change_it_touches() -> None:
    a = "She crossed the old bridge at night.\n"
    b = "She crossed the new iron bridge at dawn.\n"
    hunks = diff_words(a, b)
    found = passage(hunks, a.index("old") + 1, a.index("old") + 2)  # one letter of "old"
    assert a[found.a_start : found.a_end] == "old"
    assert b[found.b_start : found.b_end] == "new iron"
    found = passage_from_new(hunks, b.index("dawn"), b.index("dawn") + 4)
    assert (a[found.a_start : found.a_end], b[found.b_start : found.b_end]) == ("night", "dawn")


def test_inline_comparison_maps_back_to_the_old_text() -> None:
    a = "one two three"
    b = "one 2 three four"
    segments = inline(a, b, diff_words(a, b))
    assert [(s.tag, s.text) for s in segments] == [
        ("equal", "one "),
        ("old", "two"),
        ("new", "2"),
        ("equal", " three"),
        ("new", " four"),
    ]
    text = "".join(s.text for s in segments)
    assert inline_to_old(segments, text.index("two")) == a.index("two")
    assert inline_to_old(segments, text.index("three")) == a.index("three")
    assert inline_to_old(segments, len(text)) == len(a)


def test_unrelated_huge_texts_compare_without_hanging() -> None:
    a = "\n".join(f"line {n} of the first" for n in range(3000))
    b = "\n".join(f"row {n} of another" for n in range(3000))
    _hunks, old, new = _pieces(a, b)
    assert old == a and new == b

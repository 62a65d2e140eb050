"""Bold and italic toggled the way a writer expects: around the selection or the word at the
caret, taken away when already there, spaces at the selection's edges left outside."""

from __future__ import annotations

import pytest

from assistant.world.emphasis import Emphasis, Toggled, toggle

BOLD, ITALIC = Emphasis.BOLD, Emphasis.ITALIC


def applied(text: str, change: Toggled) -> str:
    return text[: change.start] + change.text + text[change.end :]


def test_a_selection_is_wrapped_and_stays_selected():
    text = "The ship Aun sailed."
    change = toggle(text, 9, 12, ITALIC)
    assert applied(text, change) == "The ship *Aun* sailed."
    start, end = change.selection
    assert applied(text, change)[start:end] == "Aun"


def test_toggling_twice_gives_back_the_text():
    text = "The ship Aun sailed."
    for emphasis in (BOLD, ITALIC):
        first = toggle(text, 9, 12, emphasis)
        once = applied(text, first)
        second = toggle(once, *first.selection, emphasis)
        assert applied(once, second) == text
        assert once[slice(*first.selection)] == text[second.selection[0] : second.selection[1]]


def test_the_caret_in_a_word_wraps_the_word_and_stays_in_it():
    text = "a teh river"
    change = toggle(text, 4, 4, BOLD)
    assert applied(text, change) == "a **teh** river"
    assert change.selection == (6, 6)
    again = toggle(applied(text, change), 6, 6, BOLD)
    assert applied(applied(text, change), again) == text
    assert again.selection == (4, 4)


def test_spaces_at_the_edges_of_a_selection_stay_outside():
    text = "a word here"
    assert applied(text, toggle(text, 2, 7, BOLD)) == "a **word** here"


def test_a_selection_that_holds_its_marks_loses_them():
    text = "a **word** here"
    assert applied(text, toggle(text, 2, 10, BOLD)) == "a word here"


@pytest.mark.parametrize(
    ("text", "emphasis", "result"),
    [
        ("x **w** y", ITALIC, "x ***w*** y"),
        ("x ***w*** y", ITALIC, "x **w** y"),
        ("x ***w*** y", BOLD, "x *w* y"),
        ("x *w* y", BOLD, "x ***w*** y"),
    ],
)
def test_bold_and_italic_together(text, emphasis, result):
    caret = text.index("w")
    assert applied(text, toggle(text, caret, caret, emphasis)) == result


def test_a_caret_between_spaces_gets_an_empty_pair_to_type_into():
    change = toggle("a  b", 2, 2, BOLD)
    assert applied("a  b", change) == "a **** b"
    assert change.selection == (4, 4)


def test_an_apostrophe_or_a_letter_outside_ascii_belongs_to_the_word():
    text = "it’s Æsir’s day"
    assert applied(text, toggle(text, 6, 6, ITALIC)) == "it’s *Æsir’s* day"

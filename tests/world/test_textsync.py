"""Positions in UTF-16 units and code points, and the one range that changed between texts."""

from __future__ import annotations

import pytest

from assistant.world.textsync import diff_texts, editor_text, from_utf16, to_utf16


def test_utf16_positions_count_astral_characters_twice():
    text = "a😀b"
    assert [to_utf16(text, i) for i in range(4)] == [0, 1, 3, 4]
    assert [from_utf16(text, p) for p in (0, 1, 3, 4)] == [0, 1, 2, 3]


@pytest.mark.parametrize(
    ("old", "new", "hint", "expected"),
    [
        ("hello", "hello", None, None),
        ("hello", "help", None, (3, 5, "p")),
        ("hello", "hello!", None, (5, 5, "!")),
        ("hello", "ello", None, (0, 1, "")),
        ("helo", "hello", 2, (2, 2, "l")),  # ambiguous: placed at the cursor
        ("helo", "hello", None, (3, 3, "l")),
    ],
)
def test_diff_texts_finds_the_one_changed_range(old, new, hint, expected):
    change = diff_texts(old, new, hint)
    if expected is None:
        assert change is None
    else:
        assert (change.start, change.end, change.text) == expected
        assert old[: change.start] + change.text + old[change.end :] == new


def test_editor_text_turns_every_line_break_into_a_newline():
    assert editor_text("a\r\nb\rc\u2029d") == "a\nb\nc\nd"
    assert editor_text("plain") == "plain"

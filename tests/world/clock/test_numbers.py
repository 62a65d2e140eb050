"""Numbers spelled out in the five languages, as a date, an age or a step uses them."""

from __future__ import annotations

import re

import pytest

from assistant.world.clock.numbers import read_number, words_pattern


@pytest.mark.parametrize(
    ("language", "text", "value"),
    [
        ("en", "forty-four", 44), ("en", "twenty one", 21), ("en", "ninth", 9),
        ("en", "thirty-first", 31), ("en", "12", 12),
        ("es", "veintidós", 22), ("es", "treinta y uno", 31), ("es", "primero", 1),
        ("de", "einundzwanzig", 21), ("de", "zwölf", 12), ("de", "neunten", 9),
        ("de", "einunddreißigsten", 31),
        ("fr", "quatre-vingt-dix", 90), ("fr", "soixante et onze", 71), ("fr", "vingt et un", 21),
        ("fr", "premier", 1),
        ("nb", "tjuefire", 24), ("nb", "seksti", 60), ("nb", "niende", 9), ("nb", "syv", 7),
        ("en", "zwölf", None), ("en", "many", None),
    ],
)
def test_numbers_are_read_as_each_language_writes_them(
    language: str, text: str, value: int | None
) -> None:
    assert read_number(text, language) == value


def test_the_longest_word_wins() -> None:
    pattern = re.compile(f"(?:{words_pattern(['twenty', 'twenty-one', 'twenty one'])})")
    assert pattern.match("twenty-one days").group() == "twenty-one"
    assert pattern.match("twenty  one days").group() == "twenty  one"
    assert pattern.match("twenty days").group() == "twenty"

"""Where characters speak, in each language's quotation marks, so that what they say of
other days is not taken for the scene's time."""

from __future__ import annotations

import pytest

from assistant.world.clock.speech import speech_spans


def spoken(text: str) -> list[str]:
    return [text[start:end] for start, end in speech_spans(text)]


@pytest.mark.parametrize(
    ("text", "speech"),
    [
        ("“On Tuesday,” she said. It rained.", ["“On Tuesday,”"]),
        ("„Am Dienstag“, sagte sie.", ["„Am Dienstag“"]),
        ("»Am Dienstag«, sagte sie.", ["»Am Dienstag«"]),
        ("« Mardi », dit-elle.", ["« Mardi »"]),
        ('"Tuesday," he said, "was wet."', ['"Tuesday,"', '"was wet."']),
        ("‘Don’t go on Tuesday,’ she said.", ["‘Don’t go on Tuesday,’"]),
        ("—El martes —dijo ella.\nLlovía.", ["—El martes —dijo ella."]),
        ("“It runs on\n“into the next.” Then not.", ["“It runs on", "“into the next.”"]),
        ("*Water over the gates at 8.40.*\nShe read it.", ["*Water over the gates at 8.40.*"]),
        ("She read *that* on Tuesday.", []),
    ],
)
def test_speech_is_found_in_every_languages_marks(text: str, speech: list[str]) -> None:
    assert spoken(text) == speech

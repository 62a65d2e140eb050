"""Smart punctuation as the writer types, and converting a whole text."""

from __future__ import annotations

import pytest

from assistant.world.typography import NBSP, convert_quotes, substitute


def typed(language: str, keys: str) -> str:
    """The line after typing ``keys`` one by one with smart punctuation on."""
    line = ""
    for key in keys:
        line += key
        change = substitute(language, line)
        if change is not None:
            line = line[: change.start] + change.text
    return line


@pytest.mark.parametrize(
    ("language", "keys", "result"),
    [
        ("en", 'She said "it\'s late" -- then left...', "She said “it’s late” – then left…"),
        ("en", "'Quiet,' she said", "‘Quiet,’ she said"),
        ("en", "wait---no", "wait—no"),
        ("de", 'Er sagte "ja" und \'so\'', "Er sagte „ja“ und ‚so‘"),
        ("fr", 'Il dit "oui"', f"Il dit «{NBSP}oui{NBSP}»"),
        ("fr", 'Il dit " oui "', f"Il dit «{NBSP} oui{NBSP}»"),
        ("es", 'Dijo "sí"', "Dijo «sí»"),
        ("nb", 'Hun sa "ja"', "Hun sa «ja»"),
        ("en", "---", "---"),  # a Markdown rule stays
        ("en", "use `a--b` and `\"x\"`", "use `a--b` and `\"x\"`"),
    ],
)
def test_typing(language: str, keys: str, result: str) -> None:
    assert typed(language, keys) == result


def test_convert_quotes_skips_code_front_matter_and_fences() -> None:
    text = '---\ntitle: "x"\n---\nHe said "yes".\n```\nprint("x")\n```\n`"a"` and \'b\''
    spans = convert_quotes(text, "en")
    out = text
    for start, end, new in reversed(spans):
        out = out[:start] + new + out[end:]
    assert out == '---\ntitle: "x"\n---\nHe said “yes”.\n```\nprint("x")\n```\n`"a"` and ‘b’'
    assert convert_quotes("no quotes here", "de") == []

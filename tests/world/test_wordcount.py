"""Word counts as writers' tools count them: LibreOffice Writer's count of the text a reader
sees. The expected numbers below are LibreOffice's own (7.4, text opened as UTF-8 and saved
as ODT); the last test asks a LibreOffice installed here to count passages written for it in
the six languages."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from assistant.world.wordcount import count_words
from tests.paths import REPO

AS_LIBREOFFICE_COUNTS = [
    ("well-known", 1),
    ("3.14", 1),
    ("don't", 1),
    ("l'homme aujourd'hui", 2),
    ("e-mail U.S.A.", 2),
    ("1,000 people", 2),
    ("word—word", 2),  # the en and em dash separate
    ("word–word", 2),
    ("word - word", 3),  # a lone hyphen counts, as LibreOffice counts it
    ("— dash", 1),  # a lone dash does not
    ("--Oui", 2),  # two hyphens standing for a dash
    ("Oui--non", 2),
    ("a--", 1),
    ("Quoi ?", 2),  # French spacing: the lone mark counts
    ("Quoi\u00a0? oui", 3),  # the no-break space separates too
    ("« Bonjour »", 3),
    ("hello, world... really?!", 3),
    ("雨が降っている。", 8),  # every Japanese character, its punctuation too
    ("「雨」と言った。", 8),
    ("東京に行きました", 8),
    ("한국어 문장입니다", 8),  # every Hangul syllable
    ("abc雨def", 3),
    ("１２３ ｱｲｳ", 6),  # full- and halfwidth forms
    ("a\u3000b", 2),  # the ideographic space separates
    ("", 0),
]


@pytest.mark.parametrize(("text", "words"), AS_LIBREOFFICE_COUNTS)
def test_counts_as_libreoffice_does(text: str, words: int) -> None:
    assert count_words(text) == words


@pytest.mark.parametrize(
    ("markdown", "words"),
    [
        ("# Chapter One", 2),
        ("### The Map House", 3),
        ("* * *", 0),
        ("***", 0),
        ("---", 0),
        ("- milk\n- bread", 2),
        ("1. Wake\n2) Write", 2),
        ("> She said nothing.", 3),
        ("> - quoted item", 2),
        ("See [the map](https://example.org/map.png) now.", 4),
        ("*emphasis* and **strong**", 3),  # marks inside a word change nothing
        ("[[Mára Tesk]] came", 3),
    ],
)
def test_markdowns_marks_are_not_words(markdown: str, words: int) -> None:
    assert count_words(markdown) == words


PASSAGES = {
    "en": "The rain had not come yet--not quite. Mára's well-known map, drawn in 1842, "
    "showed 3.14 leagues of river; nobody believed it. \u201cWell,\u201d she said \u2014 "
    "and stopped. * A lone star, a lone - hyphen.",
    "es": "\u00bfQui\u00e9n lo sab\u00eda? \u00a1Nadie! El molinero, que ten\u00eda 1.000 "
    "reales y un caballo rucio, dijo: \u2014Ya vendr\u00e1 la crecida\u2026 y se fue.",
    "de": "\u201eDas Hochwasser kommt\u201c, sagte der Schleusenw\u00e4rter \u2013 und "
    "niemand glaubte ihm. Die Nord-S\u00fcd-Linie, 3,5 km lang, war l\u00e4ngst "
    "\u00fcberflutet; z.\u00a0B. die Br\u00fccke.",
    "fr": "\u00ab\u00a0Qui est l\u00e0\u00a0?\u00a0\u00bb demanda-t-elle. Personne ne "
    "r\u00e9pondit ! --Rien, dit l'armateur ; rien du tout : aujourd'hui, "
    "peut-\u00eatre demain.",
    "nb": "\u2013 Kommer flommen i natt? spurte hun. \u00abDet vet ingen\u00bb, svarte "
    "slusevokteren, og s\u00e5 p\u00e5 kartet: 3,5 mil elv, bl\u00e5 og gr\u00e5.",
    "ja": "\u96e8\u306f\u307e\u3060\u964d\u3063\u3066\u3044\u306a\u304b\u3063\u305f\u3002"
    "\u300c\u5730\u56f3\u306fOK\u3060\u300d\u3068\u5f7c\u5973\u306f\u8a00\u3063\u305f\u3002"
    "\u3000\u5ddd\u306f\uff13\u30ad\u30ed\u306e\u9577\u3055\u3002",
}


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("soffice") is None, reason="LibreOffice is not installed")
def test_libreoffice_counts_the_same_in_six_languages(tmp_path: Path) -> None:
    sys.path.insert(0, str(REPO / "benchmarks"))
    try:
        from wordcount_libreoffice import libreoffice_counts
    finally:
        sys.path.remove(str(REPO / "benchmarks"))
    files = []
    for language, passage in PASSAGES.items():
        path = tmp_path / f"{language}.txt"
        path.write_text(passage + "\n", encoding="utf-8")
        files.append(path)
    theirs = libreoffice_counts(files, shutil.which("soffice") or "soffice")
    ours = {path: count_words(path.read_text(encoding="utf-8")) for path in files}
    assert ours == theirs

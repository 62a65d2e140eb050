"""Numbers spelled out in the prose, in Quire's five languages: "forty-four", "veintidós",
"einundzwanzig", "quatre-vingt-dix", "tjuefire", and the ordinals a date uses ("the ninth",
"am neunten", "niende").

Each language's words are made once from its parts, from 1 to 99 for numbers and 1 to 31
for ordinals: a table of written word (lower-cased) to value.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping


def _words(text: str) -> list[str]:
    return text.split()


_EN_ONES = _words(
    "one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
)
_EN_TENS = _words("twenty thirty forty fifty sixty seventy eighty ninety")
_EN_ORD = _words(
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
    "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth"
)

_ES_ONES = _words(
    "uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince "
    "dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés "
    "veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve"
)
_ES_TENS = _words("treinta cuarenta cincuenta sesenta setenta ochenta noventa")

_DE_ONES = _words(
    "eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn "
    "fünfzehn sechzehn siebzehn achtzehn neunzehn"
)
_DE_TENS = _words("zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig")
_DE_ORD = _words(
    "erst zweit dritt viert fünft sechst siebt acht neunt zehnt elft zwölft dreizehnt "
    "vierzehnt fünfzehnt sechzehnt siebzehnt achtzehnt neunzehnt"
)

_FR_ONES = _words(
    "un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze "
    "seize dix-sept dix-huit dix-neuf"
)
_FR_TENS = _words("vingt trente quarante cinquante soixante")

_NB_ONES = _words(
    "en to tre fire fem seks sju åtte ni ti elleve tolv tretten fjorten femten seksten "
    "sytten atten nitten"
)
_NB_TENS = _words("tjue tretti førti femti seksti sytti åtti nitti")
_NB_ORD = _words(
    "første andre tredje fjerde femte sjette sjuende åttende niende tiende ellevte tolvte "
    "trettende fjortende femtende sekstende syttende attende nittende"
)


def _english() -> tuple[dict[str, int], dict[str, int]]:
    numbers = {w: i + 1 for i, w in enumerate(_EN_ONES)}
    ordinals = {w: i + 1 for i, w in enumerate(_EN_ORD)}
    for t, tens in enumerate(_EN_TENS):
        value = 20 + 10 * t
        numbers[tens] = value
        ordinals[tens[:-1] + "ieth"] = value
        for u, one in enumerate(_EN_ONES[:9]):
            for joint in ("-", " "):
                numbers[f"{tens}{joint}{one}"] = value + u + 1
                ordinals[f"{tens}{joint}{_EN_ORD[u]}"] = value + u + 1
    return numbers, ordinals


def _spanish() -> tuple[dict[str, int], dict[str, int]]:
    numbers = {w: i + 1 for i, w in enumerate(_ES_ONES)}
    numbers.update({"un": 1, "una": 1, "veintiún": 21, "veintiuna": 21})
    numbers.update({"dieciseis": 16, "veintidos": 22, "veintitres": 23, "veintiseis": 26})
    for t, tens in enumerate(_ES_TENS):
        value = 30 + 10 * t
        numbers[tens] = value
        for u, one in enumerate(_ES_ONES[:9]):
            numbers[f"{tens} y {one}"] = value + u + 1
        numbers[f"{tens} y un"] = numbers[f"{tens} y una"] = value + 1
    days = {w: v for w, v in numbers.items() if 1 <= v <= 31 and w not in ("un", "una")}
    days.update({"primero": 1, "primer": 1})
    return numbers, days


def _german() -> tuple[dict[str, int], dict[str, int]]:
    numbers = {w: i + 1 for i, w in enumerate(_DE_ONES)}
    numbers.update({"ein": 1, "eine": 1, "einem": 1, "einer": 1})
    stems = {w: i + 1 for i, w in enumerate(_DE_ORD)}
    stems["siebent"] = 7
    for t, tens in enumerate(_DE_TENS):
        value = 20 + 10 * t
        numbers[tens] = value
        stems[tens + "st"] = value
        for u, one in enumerate(_DE_ONES[:9]):
            unit = "ein" if u == 0 else one
            numbers[f"{unit}und{tens}"] = value + u + 1
            stems[f"{unit}und{tens}st"] = value + u + 1
    ordinals = {
        stem + ending: v
        for stem, v in stems.items()
        if v <= 31
        for ending in ("e", "en", "er", "em", "es")
    }
    return numbers, ordinals


def _french() -> tuple[dict[str, int], dict[str, int]]:
    numbers = {w: i + 1 for i, w in enumerate(_FR_ONES)}
    numbers["une"] = 1
    for t, tens in enumerate(_FR_TENS):
        value = 20 + 10 * t
        numbers[tens] = value
        numbers[f"{tens} et un"] = numbers[f"{tens}-et-un"] = value + 1
        numbers[f"{tens} et une"] = value + 1
        for u, one in enumerate(_FR_ONES[1:9], start=2):
            numbers[f"{tens}-{one}"] = value + u
    for u, one in enumerate(_FR_ONES[:19], start=1):
        if u >= 10:
            joint = " et " if u == 11 else "-"
            numbers[f"soixante{joint}{one}"] = 60 + u
            if u == 11:
                numbers["soixante-et-onze"] = 71
        numbers[f"quatre-vingt-{one}"] = 80 + u
    numbers["quatre-vingts"] = 80
    days = {w: v for w, v in numbers.items() if 1 <= v <= 31 and w not in ("un", "une")}
    days.update({"premier": 1, "1er": 1})
    return numbers, days


def _norwegian() -> tuple[dict[str, int], dict[str, int]]:
    numbers = {w: i + 1 for i, w in enumerate(_NB_ONES)}
    numbers.update({"ett": 1, "ei": 1, "syv": 7, "tyve": 20, "tredve": 30})
    ordinals = {w: i + 1 for i, w in enumerate(_NB_ORD)}
    ordinals["syvende"] = 7
    for t, tens in enumerate(_NB_TENS):
        value = 20 + 10 * t
        numbers[tens] = value
        ordinals[tens + "ende"] = value
        for u, one in enumerate(_NB_ONES[:9]):
            numbers[tens + one] = value + u + 1
            ordinals[tens + _NB_ORD[u]] = value + u + 1
    ordinals = {w: v for w, v in ordinals.items() if v <= 31}
    return numbers, ordinals


_MAKERS = {"en": _english, "es": _spanish, "de": _german, "fr": _french, "nb": _norwegian}
LANGUAGES = tuple(_MAKERS)


@functools.cache
def number_words(language: str) -> tuple[Mapping[str, int], Mapping[str, int]]:
    """The numbers (1–99) and the day ordinals (1–31) of ``language`` (English for one Quire
    does not know), by their written words, lower-cased. A language that writes dates with
    numbers, not ordinals ("el nueve de octubre", "le neuf octobre"), has its day numbers
    as its ordinals."""
    return _MAKERS.get(language, _english)()


def words_pattern(words: Iterable[str]) -> str:
    """One pattern matching any of ``words`` (a space in one matches any white space), the
    longest where several fit ("twenty-one" before "twenty"). It is a trie, so that a word
    that fits none fails at its first letter, not after trying every word in turn."""
    root: dict[str, dict] = {}
    for word in words:
        node = root
        for char in word.lower():
            node = node.setdefault(char, {})
        node[""] = {}
    return _trie(root)


def anchor_pattern(words: Iterable[str]) -> str:
    """A fast pattern for a first pass: a space, then a number or one of ``words``
    (lower-cased) as a whole word. Starting with one plain character lets the search skip
    through the text at the speed of C (the caller turns line breaks, quotation marks and
    dashes into spaces first)."""
    root: dict[str, dict] = {digit: {"": {}} for digit in "0123456789"}
    for word in words:
        node = root
        for char in word.lower():
            node = node.setdefault(char, {})
        node[""] = {}
    return " " + _trie(root, ends=r"(?!\w)", digits=True)


_DIGITS_THEN = r"\d*(?=[^\d\s]|\s+[^\W\d_])"
"""The rest of a number that may begin a cue: followed by a letter, a stop or a colon ("9th",
"9 October", "11:40", "9. Oktober"), never by another number ("1 1 1", a table of figures)."""


def _trie(node: dict[str, dict], ends: str = "", digits: bool = False) -> str:
    branches = [
        (r"\s+" if char == " " else re.escape(char))
        + (_DIGITS_THEN if digits and char.isdigit() else _trie(child, ends))
        for char, child in sorted(node.items())
        if char
    ]
    if not branches:
        return ends
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    if "" not in node:
        return body
    return f"(?:{body}|{ends})" if ends else f"(?:{body})?"


def read_number(text: str, language: str) -> int | None:
    """The value of ``text``: digits, or a number spelled out in ``language``."""
    text = " ".join(text.split()).lower()
    if text.isdigit():
        return int(text)
    numbers, ordinals = number_words(language)
    value = numbers.get(text)
    if value is None:
        value = ordinals.get(text)
    return value

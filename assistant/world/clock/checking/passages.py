"""Where a passage stands in the prose: inside dialogue, in a sentence about another time
(a memory, a birthday, "last Tuesday"), and the sentence around it, in Quire's five
languages. The checks read a cue or a mention as about the scene's own time only when none
of these says otherwise: a false finding costs more than a missed one."""

from __future__ import annotations

import re
from collections.abc import Iterable

Span = tuple[int, int]

LANGUAGES = ("en", "es", "de", "fr", "nb")


def language_code(language: str) -> str:
    """``en`` for ``en-GB``; English for a language Quire does not read."""
    code = language.strip().lower()[:2]
    return "nb" if code in ("no", "nn") else code if code in LANGUAGES else "en"


def _words(*words: str) -> re.Pattern[str]:
    """A pattern for any of ``words`` as whole words, ignoring case; ``=word`` keeps case."""
    parts = []
    for word in words:
        if word.startswith("="):
            parts.append(f"(?-i:{word[1:]})")
        else:
            parts.append(word)
    return re.compile(r"(?<![\w'’])(?:" + "|".join(parts) + r")(?![\w])", re.IGNORECASE)


_OTHER_TIME = {
    "en": _words(
        r"remember\w*", r"recall\w*", "ago", "yesterday", "tomorrow", r"birthdays?",
        "anniversary", "dated", "born", "died", "used to", "had been", "back then",
        "in those days", "letter", "wrote", "planned", "promised", r"years? before",
        "would be", "will",
    ),
    "es": _words(
        r"record\w*", "hace", "ayer", "pasado mañana", r"cumpleaños", "aniversario",
        r"naci[óo]", r"muri[óo]", r"solía\w*", "carta", "escribió",
    ),
    "de": _words(
        r"erinnert\w*", "gestern", "=morgen", "übermorgen", r"Geburtstag\w*",
        r"Jahrestag\w*", "geboren", "gestorben", r"pflegte\w*", "Brief", "schrieb", "damals",
    ),
    "fr": _words(
        r"souv\w+", r"rappel\w*", "il y a", "hier", "demain", "anniversaire", r"née?s?",
        r"mourut", "autrefois", "jadis", "lettre", "écrivit",
    ),
    "nb": _words(
        r"husk\w*", r"minnet\w*", "i går", "i morgen", "bursdag", r"fødselsdag\w*",
        "jubileum", "født", "døde", r"pleide\w*", "brev", "skrev", "den gang",
    ),
}
"""Words that put a whole sentence at another time than the scene's own (a memory, a
birthday, a letter)."""

_PLUPERFECT = {
    "en": _words(r"had(?! to\b)(?= \w)", "'d been", "’d been"),
    "es": _words(r"había\w*"),
    "de": _words("hatte", "hatten", "gewesen"),
    "fr": _words(r"avai(?:t|ent) (?:été|eu|\w+ée?s?)"),
    "nb": _words("hadde"),
}
"""A pluperfect: it puts its own clause earlier than the scene ("he had come in August"), not
a clause joined to it ("Today was 12 October, and the fair had come to the Ford")."""

_CLAUSE_JOIN = {
    "en": re.compile(r"[;:]|,\s+(?:and|but|so|yet|while)\b|\s[—–]\s", re.IGNORECASE),
    "es": re.compile(r"[;:]|,\s+(?:y|pero|mientras)\b|\s[—–]\s", re.IGNORECASE),
    "de": re.compile(r"[;:]|,\s+(?:und|aber|doch|während)\b|\s[—–]\s", re.IGNORECASE),
    "fr": re.compile(r"[;:]|,\s+(?:et|mais|tandis)\b|\s[—–]\s", re.IGNORECASE),
    "nb": re.compile(r"[;:]|,\s+(?:og|men|mens)\b|\s[—–]\s", re.IGNORECASE),
}
"""Where one clause of a sentence ends and a clause joined to it begins."""


def clause_around(text: str, left: int, right: int, start: int, end: int, code: str) -> Span:
    """The clause of the sentence ``left``..``right`` holding ``start``..``end``."""
    first, last = left, right
    for join in _CLAUSE_JOIN[code].finditer(text, left, right):
        if join.end() <= start:
            first = join.end()
        elif join.start() >= end:
            last = join.start()
            break
    return first, last

_OTHER_TIME_NEAR = {
    "en": _words("last", "next", "previous", "following", "every", "each", "since", "until",
                 "till", "by"),
    "es": _words("anterior", r"próxim[oa]s?", r"pasad[oa]s?", r"siguientes?", "cada",
                 "todos los", "desde", "hasta"),
    "de": _words("vor", r"letzte\w*", r"nächste\w*", r"vorige\w*", "seit", "bis",
                 r"jede\w*", r"kommende\w*"),
    "fr": _words(r"derni[eè]re?s?", r"prochaine?s?", r"précédente?s?", r"suivante?s?",
                 "chaque", "tous les", "depuis", "jusqu"),
    "nb": _words("forrige", "neste", "sist", "hver", "hvert", "siden", "fram til",
                 "frem til", "til"),
}
"""Words that put the time right beside them at another time ("last Tuesday", "mardi
dernier", "every Sunday", "until noon")."""
NEAR = 16
"""How many characters on either side of a cue the words beside it are looked for in."""

_AGE_OTHER_TIME = {
    "en": _words("when", "as a child", "at the age of", "by the time", "turned", "turn"),
    "es": _words("cuando", "de niñ[oa]", "a la edad de", "cumplir", "cumplió"),
    "de": _words("als", "wenn", "als Kind", "im Alter von", "wurde", "werden"),
    "fr": _words("quand", "lorsque", "enfant", "à l'âge de", "eut", "aurait"),
    "nb": _words("da", "når", "som barn", "i en alder av", "fylte", "fyller"),
}
"""Words that put an age at another time ("when she was twelve")."""

_NOT_PRESENT = {
    "en": _words(
        "late", r"remember\w*", r"recall\w*", r"graves?", r"funerals?", r"memor\w+", "ghost",
        "dead", "died", "death", "buried", r"mourn\w*", "portrait", "used to", "had",
        "would have", "widow", r"widowe\w*", "once",
    ),
    "es": _words(
        r"difunt[oa]", r"record\w*", "tumba", "entierro", "funeral", r"muert[oa]",
        r"muri[óo]", "fantasma", r"solía\w*", r"había\w*", "retrato", r"viud[oa]",
        r"memoria",
    ),
    "de": _words(
        r"verstorben\w*", "selig", r"erinner\w*", r"Grab\w*", "Beerdigung", r"tot\w*",
        "starb", "Geist", r"pflegte\w*", "hatte", "hatten", r"Porträt\w*", r"Witwe\w*",
    ),
    "fr": _words(
        "feue?", r"défunte?", r"souv\w+", "tombe", "enterrement", r"morte?", "mourut",
        r"fantôme", r"avai\w+", "portrait", r"veuve?", r"mémoire",
    ),
    "nb": _words(
        "avdøde", "salige", r"minne\w*", r"husk\w*", "grav", r"begravelse\w*", r"død\w*",
        r"spøkelse\w*", r"pleide\w*", "hadde", r"portrett\w*", r"enke\w*",
    ),
}
"""Words that say someone named is not there in the flesh: remembered, mourned, the late."""

_REMEMBERING = {
    "en": _words(r"remember\w*", r"recall\w*", "ago", r"years? before", "back then",
                 "in those days", "long before", r"years? earlier", "once, long"),
    "es": _words(r"record\w*", "hace años", r"años antes", "en aquellos días", "entonces"),
    "de": _words(r"erinnert\w*", "vor Jahren", "Jahre zuvor", "Jahre früher", "damals"),
    "fr": _words(r"souv\w+", r"rappel\w*", "il y a des années", r"ans plus tôt",
                 "autrefois", "jadis", "en ce temps-là"),
    "nb": _words(r"husk\w*", r"minnet\w*", "for mange år siden", "år før", "den gang"),
}
"""Words that open a scene set in the past: a memory, "years before"."""

_FLASHBACK_WORDS = frozenset(
    ("flashback", "analepsis", "analepse", "rückblende", "flash-back", "retour en arrière",
     "tilbakeblikk", "tilbakeblending", "recuerdo", "erinnerung", "souvenir", "minne")
)
"""A tag or field that marks a scene as a flashback."""


def is_flashback_mark(word: str) -> bool:
    return word.strip().casefold() in _FLASHBACK_WORDS


_LONGEST_SENTENCE = 600
"""The most characters looked at on either side of a passage for its sentence's ends."""
_SENTENCE_END = re.compile(r"[.!?…]+[\"'”’»“]*(?=\s)|\n\s*\n|\n")
_LAST_END = re.compile(r".*(?:[.!?…]+[\"'”’»“]*(?=\s)|\n)", re.DOTALL)


def sentence_around(text: str, start: int, end: int) -> Span:
    """The sentence holding ``start``..``end`` (its ends trimmed of spaces)."""
    window = max(0, start - _LONGEST_SENTENCE)
    before = _LAST_END.match(text, window, start)
    left = before.end() if before is not None else window
    found = _SENTENCE_END.search(text, end, end + _LONGEST_SENTENCE)
    right = found.end() if found is not None else min(len(text), end + _LONGEST_SENTENCE)
    while left < right and text[left].isspace():
        left += 1
    while right > left and text[right - 1].isspace():
        right -= 1
    return left, right


_MARKS = re.compile(r"[\"“”«»„‘’\n]")
_DASH_LINE = re.compile(r"^[ \t]*[—–―][^\n]*", re.MULTILINE)
_SET_APART = re.compile(
    r"^[ \t]{0,3}>[^\n]*"  # a block quote
    r"|(?<![*\w])\*(?![\s*])[^*\n]+(?<!\s)\*(?!\*)"  # *italics*
    r"|(?<![_\w])_(?![\s_])[^_\n]+(?<!\s)_(?![_\w])",  # _italics_
    re.MULTILINE,
)


def dialogue_spans(text: str, language: str) -> list[Span]:
    """The stretches of ``text`` inside quotation marks or after a dialogue dash, paragraph
    by paragraph (a paragraph is a line, as Quire keeps them, and a mark left open closes
    with its paragraph), and what is set apart from the narration as a letter or a ledger
    is: block quotes and italics."""
    closers = {"“": "”", "«": "»", "„": "“", "»": "«", "‘": "’", '"': '"'}
    if language_code(language) != "de":
        del closers["»"]
        closers["„"] = "”"
    spans: list[Span] = [m.span() for m in _DASH_LINE.finditer(text)] if "—" in text or \
        "–" in text or "―" in text else []
    if "*" in text or "_" in text or ">" in text:
        spans += [m.span() for m in _SET_APART.finditer(text)]
    opened: str | None = None
    opened_at = 0
    for mark in _MARKS.finditer(text):
        char, index = mark.group(), mark.start()
        if char == "\n":  # a paragraph ends: a mark left open closes with it
            if opened is not None:
                spans.append((opened_at, index))
            opened = None
        elif opened is None and char in closers:
            if char == "‘" and index and text[index - 1].isalnum():
                continue
            opened, opened_at = closers[char], index
        elif opened is not None and char == opened:
            if char == "’" and index + 1 < len(text) and text[index + 1].isalnum():
                continue  # an apostrophe
            spans.append((opened_at, index + 1))
            opened = None
    if opened is not None:
        spans.append((opened_at, len(text)))
    return sorted(spans)


def inside(spans: Iterable[Span], start: int, end: int) -> bool:
    return any(s <= start and end <= e for s, e in spans)


def about_another_time(text: str, start: int, end: int, language: str, *,
                       age: bool = False) -> bool:
    """True when the sentence around ``start``..``end`` speaks of another time than the
    scene's own ("last Tuesday", "she remembered", "when she was twelve")."""
    code = language_code(language)
    left, right = sentence_around(text, start, end)
    sentence = text[left:right]
    if _OTHER_TIME[code].search(sentence):
        return True
    first, last = clause_around(text, left, right, start, end, code)
    if _PLUPERFECT[code].search(text, first, last):
        return True
    if _OTHER_TIME_NEAR[code].search(text[max(left, start - NEAR):min(right, end + NEAR)]):
        return True
    return age and _AGE_OTHER_TIME[code].search(sentence) is not None


def remembers(text: str, start: int, end: int, language: str) -> bool:
    """True when the sentence around ``start``..``end`` remembers or looks back years."""
    left, right = sentence_around(text, start, end)
    return _REMEMBERING[language_code(language)].search(text[left:right]) is not None


def names_someone_absent(text: str, start: int, end: int, language: str) -> bool:
    """True when the sentence around a mention speaks of the one named as not there: the
    late, remembered, mourned, a pluperfect."""
    left, right = sentence_around(text, start, end)
    return _NOT_PRESENT[language_code(language)].search(text[left:right]) is not None


def possessive_after(text: str, end: int) -> bool:
    """True when the name ending at ``end`` is a possessive ("Mara's house")."""
    return text[end:end + 2] in ("'s", "’s") or text[end:end + 1] in ("'", "’")

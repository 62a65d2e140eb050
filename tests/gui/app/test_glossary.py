"""Each catalogue names a concept with its glossary's one word, and sets quotes and punctuation
as its language does.

``translations/glossary.toml`` says how the English names each concept (entity, snapshot,
turn, run…); ``glossary_<lang>.toml`` gives the language's one term for it, the words it must
not use for it, its quotes, and the few messages excused, each with its reason. Every finished
translation whose English names a concept must use the term and none of the forbidden words.
The typography is the language's own: French no-break spaces before ``: ; ? !`` and inside
« », German „“, Spanish ¿ and ¡, Norwegian «», and no space before an ellipsis. A button or a
field that a sentence names (its comment for translators says which: “Keep going” (TurnView))
is quoted as the screen shows it.
"""

from __future__ import annotations

import re
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest

from tests.paths import REPO

TRANSLATIONS = REPO / "translations"
LANGUAGES = ("es", "de", "fr", "nb")
NBSP, NNBSP = "\u00a0", "\u202f"
TAG = re.compile(r"<[^>]*>")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    texts: tuple[str, ...]
    comment: str = ""

    def __str__(self) -> str:
        return f"{self.context} / {self.source!r}"


def plain(text: str) -> str:
    """The text as the writer reads it: no accelerator ``&`` and no HTML tags."""
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    return TAG.sub("", text)


@cache
def catalogue(language: str) -> tuple[Message, ...]:
    """The finished messages of ``quire_<language>.ts``, each plural form a text of its own."""
    messages = []
    root = ET.parse(TRANSLATIONS / f"quire_{language}.ts").getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") is not None:
                continue
            forms = [form.text or "" for form in translation.iter("numerusform")]
            texts = tuple(forms) if message.get("numerus") == "yes" else (translation.text or "",)
            source, comment = message.findtext("source") or "", message.findtext("extracomment")
            messages.append(Message(name, source, texts, comment or ""))
    return tuple(messages)


@cache
def glossary(name: str) -> dict[str, Any]:
    with open(TRANSLATIONS / f"{name}.toml", "rb") as file:
        return tomllib.load(file)


def _pattern(regex: str) -> re.Pattern[str]:
    return re.compile(regex, re.IGNORECASE)


def _excused(language_glossary: dict[str, Any]) -> set[tuple[str, str, str]]:
    return {
        (entry["concept"], entry["context"], entry["source"])
        for entry in language_glossary.get("exceptions", [])
    }


def concepts_named(message: Message, concepts: dict[str, Any]) -> Iterator[str]:
    """The concepts whose English words the message's source holds."""
    for name, concept in concepts.items():
        also = {(entry["context"], entry["source"]) for entry in concept.get("also", [])}
        source = plain(message.source)
        for regex in concept.get("not_english", []):
            source = _pattern(regex).sub(" ", source)
        if (message.context, message.source) in also or _pattern(concept["english"]).search(source):
            yield name


def terminology_problems(
    messages: Iterable[Message], concepts: dict[str, Any], language_glossary: dict[str, Any]
) -> list[str]:
    """``concept: message: translation (what is wrong)`` for every translation that names a
    concept with another word than the glossary's."""
    terms = language_glossary["terms"]
    excused = _excused(language_glossary)
    problems = []
    for message in messages:
        for concept in concepts_named(message, concepts):
            if (concept, message.context, message.source) in excused:
                continue
            term = _pattern(terms[concept]["term"])
            forbidden = [_pattern(regex) for regex in terms[concept].get("forbidden", [])]
            for text in map(plain, message.texts):
                wrong = [found.group(0) for regex in forbidden if (found := regex.search(text))]
                if wrong:
                    problems.append(f"{concept}: {message}: {text!r} says {wrong}")
                elif not term.search(text):
                    problems.append(f"{concept}: {message}: {text!r} lacks the term")
    return problems


def _marks(text: str, marks: str) -> int:
    return sum(text.count(mark) for mark in marks)


def _french_spacing(text: str) -> Iterator[str]:
    for at, char in enumerate(text):
        before = text[at - 1] if at else ""
        after = text[at + 1] if at + 1 < len(text) else ""
        if text[at - 2 : at] == f"«{NBSP}" and text[at + 1 : at + 3] == f"{NBSP}»":
            continue  # a sign named in quotes: « ? »
        if char == ":" and (after == "" or after.isspace()) and before != NBSP:
            yield "no no-break space before ':'"
        elif char in ";?!" and not after.isalnum() and before != NNBSP:
            yield f"no narrow no-break space before {char!r}"
        elif char == "«" and after != NBSP:
            yield "no no-break space after '«'"
        elif char == "»" and before != NBSP:
            yield "no no-break space before '»'"


def _questions(text: str, mark: str) -> int:
    """Question or exclamation marks that end a sentence (not a sign named in quotes, «?»)."""
    return len(re.findall(rf"(?<=[^\s«„]){re.escape(mark)}(?![»“])", text))


def typography_problems(message: Message, language: str, style: dict[str, Any]) -> Iterator[str]:
    """What in the message's translations is set against the language's typography."""
    opening, closing = (quote.strip() for quote in style["quotes"])
    source = plain(message.source)
    for text in map(plain, message.texts):
        foreign = {'"', "“", "”", "„", "«", "»"} - {opening, closing}
        for quote in sorted(foreign):
            if text.count(quote) > source.count(quote):
                yield f"quotes: {quote!r} instead of {opening}{closing}"
        if text.count(opening) != text.count(closing):
            yield f"quotes: {opening} and {closing} do not pair"
        if re.search(r"\s…", text) and not re.search(r"\s…", source):
            yield "ellipsis: a space before '…'"
        if "—" in text and style.get("dash") == "–":
            yield "dash: '—' where the language sets a spaced '–'"
        for regex in style.get("address_forbidden", []):
            if found := _pattern(regex).search(text):
                yield f"address: {found.group(0)!r} is not {style['address']}"
        if language == "fr":
            yield from (f"spacing: {problem}" for problem in _french_spacing(text))
        if language == "es":
            for mark, inverted in (("?", "¿"), ("!", "¡")):
                if text.count(inverted) != _questions(text, mark):
                    yield f"inverted: {mark!r} without {inverted!r}"


def style_problems(
    messages: Iterable[Message], language: str, language_glossary: dict[str, Any]
) -> list[str]:
    excused = _excused(language_glossary)
    problems = []
    for message in messages:
        for problem in dict.fromkeys(
            typography_problems(message, language, language_glossary["style"])
        ):
            rule = problem.split(":", 1)[0]
            if (rule, message.context, message.source) not in excused:
                problems.append(f"{problem}: {message}: {message.texts}")
    return problems


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_concept_has_its_one_word(language):
    problems = terminology_problems(
        catalogue(language), glossary("glossary")["concepts"], glossary(f"glossary_{language}")
    )
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_quotes_and_punctuation_are_the_languages_own(language):
    problems = style_problems(catalogue(language), language, glossary(f"glossary_{language}"))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_glossary_names_every_concept_and_excuses_only_real_messages(language):
    concepts = glossary("glossary")["concepts"]
    language_glossary = glossary(f"glossary_{language}")
    assert set(language_glossary["terms"]) == set(concepts)
    messages = {(message.context, message.source): message for message in catalogue(language)}
    for concept in concepts.values():
        for entry in concept.get("also", []):
            assert (entry["context"], entry["source"]) in messages, entry
    rules = {"quotes", "ellipsis", "dash", "address", "spacing", "inverted"}
    for entry in language_glossary.get("exceptions", []):
        assert entry["reason"], entry
        message = messages.get((entry["context"], entry["source"]))
        assert message is not None, f"no such message: {entry}"
        named = set(concepts_named(message, concepts))
        assert entry["concept"] in named | rules, f"the message does not name it: {entry}"


NAMED = re.compile(r"“([^”]+)” \((\w+)\)")
"""A name on screen in a comment for translators: “Keep going” (TurnView)."""


def _label(text: str) -> str:
    """A button's or a field's text as a sentence quotes it: no accelerator, no colon."""
    return plain(text).rstrip(":…").strip()


def unquoted_names(messages: Iterable[Message], style: dict[str, Any]) -> list[str]:
    """Messages whose comment names a button or a field that the translation does not quote
    as the screen shows it."""
    opening, closing = style["quotes"]
    labels = {(message.context, _label(message.source)): message for message in messages}
    problems = []
    for message in messages:
        for name, context in NAMED.findall(message.comment):
            shown = labels.get((context, name))
            if shown is None:
                problems.append(f"{message}: no {name!r} in {context}")
                continue
            quoted = f"{opening}{_label(shown.texts[0])}{closing}"
            problems += [f"{message}: {text!r} lacks {quoted!r}"
                         for text in message.texts if quoted not in plain(text)]  # fmt: skip
    return problems


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_button_named_in_a_sentence_is_quoted_as_it_reads(language):
    messages = catalogue(language)
    assert sum(bool(NAMED.search(message.comment)) for message in messages) >= 15
    problems = unquoted_names(messages, glossary(f"glossary_{language}")["style"])
    assert not problems, "\n".join(problems)


PLANTED = {
    "nb": (Message("KeepingPrompts", "Folders and entries: %1", ("Mapper og elementer: %1",)),
           "entity"),
    "es": (Message("KeepingActions", "Bac&kup Settings…", ("Opciones de copia de seguri&dad…",)),
           "settings"),
    "fr": (Message("PlanView", "Plan: %1 of %2 done", ("Plan\u00a0: %1 sur %2 faits",)),
           "plan"),
    "de": (Message("Labels", "Other entities", ("Sonstige Einträge",)), "entity"),
}  # fmt: skip


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_planted_wrong_word_is_found(language):
    message, concept = PLANTED[language]
    problems = terminology_problems(
        [message], glossary("glossary")["concepts"], glossary(f"glossary_{language}")
    )
    assert [problem.split(":", 1)[0] for problem in problems] == [concept]


@pytest.mark.parametrize(
    ("language", "text", "rule"),
    [
        ("fr", "Le port après : doit être un nombre.", "spacing"),
        ("fr", "Cliquez sur « Continuer »", "spacing"),
        ("fr", "Réessayer ?", "spacing"),
        ("de", 'Klicken Sie auf "Aktualisieren".', "quotes"),
        ("de", "Hausregeln — %1", "dash"),
        ("es", "Quieres continuar?", "inverted"),
        ("es", "Pulsa “Actualizar”", "quotes"),
        ("nb", "Søker …", "ellipsis"),
        ("nb", "Trykk “Fortsett”", "quotes"),
    ],
)
def test_a_planted_typography_slip_is_found(language, text, rule):
    message = Message("Planted", "Source", (text,))
    problems = list(
        typography_problems(message, language, glossary(f"glossary_{language}")["style"])
    )
    assert rule in {problem.split(":", 1)[0] for problem in problems}, problems

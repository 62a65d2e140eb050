"""Spelling: real Hunspell dictionaries, the project's own words, what is never checked."""

from __future__ import annotations

from dataclasses import replace

import pytest

from assistant.world.model import Entity, EntityKind, FrozenMap, World
from assistant.world.project_settings import ProjectSettings
from assistant.world.spelling import (
    EnchantSpeller,
    LineState,
    SpellChecker,
    SpellingUnavailable,
    accepted_words,
    line_state,
    words_of,
)


def _world(*entities: Entity, word_list: tuple[str, ...] = ()) -> World:
    return World(
        entities=FrozenMap({e.id: e for e in entities}),
        settings=ProjectSettings(word_list=word_list),
    )


def _flagged(checker: SpellChecker, text: str) -> list[str]:
    checker.look_up(checker.unknown_words(text))
    found = checker.misspellings(text)
    assert found is not None
    return [m.word for m in found]


@pytest.mark.parametrize(
    ("language", "text", "wrong"),
    [
        ("en", "Maelis saw the bridge recieve its lamps; Vell’s ferry waited.", ["recieve"]),
        ("de", "Maelis sah, wie die Brücke ihre Lamepn bekam; Vells Fähre wartete.", ["Lamepn"]),
        ("es", "Maelis vio el puente y las lámparas encendidass.", ["encendidass"]),
        ("fr", "Maelis regardait le pont s’illuminer, l’homme atendait.", ["atendait"]),
        ("nb", "Maelis så huset og lampene som ventett.", ["ventett"]),
    ],
)
def test_flags_a_misspelling_and_not_an_alias(language: str, text: str, wrong: list[str]) -> None:
    mara = Entity("e-1", "Mara Vell", EntityKind.CHARACTER, ("Maelis",))
    checker = SpellChecker(EnchantSpeller(language), accepted_words(_world(mara)))
    assert _flagged(checker, text) == wrong
    # without the entity, its alias is flagged: the test can fail
    assert "Maelis" in _flagged(SpellChecker(EnchantSpeller(language)), text)


def test_suggestions_offer_the_right_word() -> None:
    checker = SpellChecker(EnchantSpeller("en"))
    assert "receive" in checker.suggestions("recieve")
    assert "Straße" in SpellChecker(EnchantSpeller("de")).suggestions("Strase")


def test_the_word_list_and_possessives_are_accepted() -> None:
    world = _world(word_list=("Quirelight",))
    checker = SpellChecker(EnchantSpeller("en"), accepted_words(world))
    assert _flagged(checker, "Quirelight and quirelight and Quirelight’s glow") == []
    assert _flagged(checker, "Quirelite glows") == ["Quirelite"]


def test_a_trashed_entity_is_no_longer_accepted() -> None:
    world = _world(Entity("e-1", "Maelis"))
    assert "Maelis" in accepted_words(world)
    from assistant.world.model import TrashEntry

    assert "Maelis" not in accepted_words(replace(world, trash=(TrashEntry("e-1"),)))


def test_code_urls_and_markup_are_not_checked() -> None:
    text = (
        "See `xzqv_fn()` at https://exmpl.org/pth?q=zzz or www.exmpl.org, mail "
        "frnd@exmpl.org, [link](http://qqq.zz/yy) <spn class='xx'> and [[Wkilink]] NASA x"
    )
    words = [w for _s, _e, w in words_of(text)]
    assert words == ["See", "at", "or", "mail", "link", "and"]


def test_front_matter_and_fences_are_skipped() -> None:
    lines = ["---", "title: Zxq", "---", "Prose here.", "```", "cde zxq", "```", "More."]
    state: LineState | None = None
    checked = []
    for line in lines:
        state, check = line_state(state, line)
        if check:
            checked.append(line)
    assert checked == ["Prose here.", "More."]


def test_look_up_stops_at_the_deadline() -> None:
    class Counting:
        calls = 0

        def check(self, word: str) -> bool:
            Counting.calls += 1
            return True

        def suggest(self, word: str) -> list[str]:
            return []

    checker = SpellChecker(Counting())
    assert checker.look_up(["one", "two"], deadline=0.0) is False
    assert Counting.calls == 0
    assert checker.misspellings("one two") is None
    assert checker.look_up(["one", "two"]) is True
    assert checker.misspellings("one two") == []
    checker.look_up(["one", "two"])
    assert Counting.calls == 2  # answers are remembered


def test_a_failing_dictionary_never_flags() -> None:
    class Broken:
        def check(self, word: str) -> bool:
            raise RuntimeError("bad affix file")

        def suggest(self, word: str) -> list[str]:
            raise RuntimeError("bad affix file")

    checker = SpellChecker(Broken())
    assert _flagged(checker, "anything") == []
    assert checker.suggestions("anything") == []


def test_an_unknown_language_says_so() -> None:
    with pytest.raises(SpellingUnavailable, match="no dictionary"):
        EnchantSpeller("tlh")

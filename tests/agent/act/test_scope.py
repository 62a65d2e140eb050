"""A turn's scope read off the writer's request, and which paragraphs a text change touches."""

from __future__ import annotations

import pytest

from assistant.agent.act.scope import (
    Origin,
    Paragraphs,
    Reach,
    Scope,
    changed_paragraphs,
    describe_scope,
    scope_from_json,
    scope_to_json,
)
from assistant.agent.act.scope_request import chosen_scope, scope_of_request
from assistant.world.model import Document, Entity, Folder
from assistant.world.project import Project
from tests.agent.act.overreach import (
    BRIDGE,
    CHAPTER_1,
    CHAPTER_3,
    CHAPTER_5,
    CHAPTER_6,
    MARA,
    TOLL_HOUSE,
)
from tests.paths import SAMPLE
from tests.worlds import world_of


@pytest.fixture(scope="module")
def world():
    return Project.open(SAMPLE, lock=False).world


def test_the_first_paragraph_of_chapter_3(world):
    scope = scope_of_request("Tighten the first paragraph of chapter 3", world)
    assert scope == Scope((CHAPTER_3,), (Paragraphs(CHAPTER_3, (1,)),))
    assert describe_scope(world, scope) == "“Chapter 3: Upriver”, paragraph 1"


@pytest.mark.parametrize(
    ("request_", "numbers"),
    [
        ("chapter 3, paragraph 2", (2,)),
        ("¶3 of Chapter 3", (3,)),
        ("paragraphs 2-4 of ch. three", (2, 3, 4)),
        ("paragraphs 2 and 5 in Chapter 3: Upriver", (2, 5)),
        ("the opening paragraph of Upriver", (1,)),
        ("the second and third paragraph of chapter 3", (2, 3)),
        ("the 2nd paragraph of chapter 3", (2,)),
        ("the first two paragraphs of chapter 3", (1, 2)),
    ],
)
def test_paragraphs_named_in_the_ways_writers_name_them(world, request_, numbers):
    scope = scope_of_request(request_, world)
    assert scope is not None and scope.documents == (CHAPTER_3,)
    assert scope.paragraphs_of(CHAPTER_3) == numbers


def test_the_last_paragraphs_count_from_the_end_of_the_document(world):
    scope = scope_of_request("rewrite the last two paragraphs of chapter 5", world)
    count = len([p for p in world.documents[CHAPTER_5].text.split("\n\n") if p.strip()])
    assert scope.paragraphs_of(CHAPTER_5) == (count - 1, count)


def test_several_documents_a_folder_and_an_entity(world):
    scope = scope_of_request("Make Mára older in Chapter 2 and in chapter six", world)
    assert scope.documents == (TOLL_HOUSE, BRIDGE, CHAPTER_6)  # the folder: its documents
    assert scope.entities == (MARA,) and scope.paragraphs == ()
    assert scope_of_request("Polish Part One", world).documents == (
        CHAPTER_1, TOLL_HOUSE, BRIDGE, CHAPTER_3,
    )


@pytest.mark.parametrize(
    "request_",
    ["Fix the typos everywhere", "Make Mára's eyes grey", "Add three paragraphs about rain",
     "chapter 30 needs work", "Rename Mára everywhere and move the Toll-House after the Bridge",
     "Check chapter 3 and every chapter after it"],
)  # fmt: skip
def test_a_request_naming_no_document_has_no_scope(world, request_):
    assert scope_of_request(request_, world) is None


def test_a_document_titled_by_its_number_alone_is_named_as_a_chapter():
    world = world_of(
        Folder("f-1", "Manuscript", children=("d-3", "d-4")),
        Document("d-3", "3", "One.\n\nTwo."), Document("d-4", "4", "Three."),
        Entity("e-1", "Three"), root=("f-1",),
    )  # fmt: skip
    assert scope_of_request("Fix 3 typos", world) is None
    scope = scope_of_request("tighten paragraph 2 of chapter 3", world)
    assert scope.documents == ("d-3",) and scope.paragraphs_of("d-3") == (2,)


def test_widening_and_the_writers_choice(world):
    request = "Tighten the first paragraph of chapter 3"
    asked = chosen_scope(None, request, world)
    assert asked.paragraphs_of(CHAPTER_3) == (1,) and asked.limits
    whole = chosen_scope("documents", request, world)
    assert whole.reach is Reach.DOCUMENTS and whole.paragraphs_of(CHAPTER_3) == ()
    assert not chosen_scope("project", request, world).limits
    assert whole.widened(Reach.ASKED) == whole  # never narrower
    chosen = chosen_scope("Chapter 5, paragraph 2", request, world)
    assert chosen.documents == (CHAPTER_5,) and chosen.origin is Origin.WRITER


def test_a_scope_is_kept_and_read_back(world):
    scope = scope_of_request("paragraphs 2-3 of chapter 3 and Mára", world).widened(
        Reach.DOCUMENTS
    )
    assert scope_from_json(scope_to_json(scope)) == scope
    assert scope_from_json(None) is None and scope_from_json("x") is None
    odd = scope_from_json({
        "documents": ["d-1", 3], "reach": "everything",
        "paragraphs": [{"document": "d-1", "numbers": [0, "2", 4]}],
    })  # fmt: skip
    assert odd == Scope(("d-1",), (Paragraphs("d-1", (4,)),))  # an unknown reach: the narrowest


@pytest.mark.parametrize(
    ("old", "new", "touched"),
    [
        ("One.\n\nTwo.\n\nThree.", "One.\n\nTwo!\n\nThree.", (2,)),
        ("One.\n\nTwo.\n\nThree.", "One. More.\n\nTwo.\n\nThree.", (1,)),
        ("One.\n\nTwo.\n\nThree.", "One.\n\nTwo.\n\nThree.\n\nFour.", (3,)),
        ("One.\n\nTwo.\n\nThree.", "Zero.\n\nOne.\n\nTwo.\n\nThree.", (1,)),
        ("One.\n\nTwo.\n\nThree.", "One.\n\nThree.", (2,)),
        ("One.\n\nTwo.\n\nThree.", "Uno.\n\nTwo.\n\nTres.", (1, 3)),
        ("same", "same", ()),
        ("", "New.", (1,)),
    ],
)
def test_the_paragraphs_a_text_change_touches(old, new, touched):
    assert changed_paragraphs(old, new) == touched


@pytest.mark.parametrize(
    "request_",
    [
        "Tighten the first paragraph of chapter 3",
        "Ajusta el primer párrafo del capítulo 3",
        "Straffe den ersten Absatz von Kapitel 3",
        "Resserre le premier paragraphe du chapitre 3",
        "Stram inn første avsnitt i kapittel 3",
    ],
)
def test_a_request_in_any_of_quires_languages_names_its_scope(world, request_):
    scope = scope_of_request(request_, world)
    assert scope == Scope((CHAPTER_3,), (Paragraphs(CHAPTER_3, (1,)),))


@pytest.mark.parametrize(
    ("request_", "numbers"),
    [
        ("los dos últimos párrafos del capítulo 5", (-2, -1)),
        ("Absatz 2 von Kapitel 5", (2,)),
        ("le dernier paragraphe du chapitre 5", (-1,)),
        ("siste avsnitt i kapittel 5", (-1,)),
    ],
)
def test_paragraphs_named_in_other_languages(world, request_, numbers):
    count = len([p for p in world.documents[CHAPTER_5].text.split("\n\n") if p.strip()])
    wanted = tuple(count + 1 + n if n < 0 else n for n in numbers)
    assert scope_of_request(request_, world).paragraphs_of(CHAPTER_5) == wanted


@pytest.mark.parametrize(
    "request_",
    [
        "Cambia Mára por Maren en todo el libro, también en el capítulo 3",
        "Ersetze Mára überall, auch in Kapitel 3",
        "Remplace Mára partout, même dans le chapitre 3",
        "Bytt ut Mára overalt, også i kapittel 3",
    ],
)
def test_everywhere_in_other_languages_means_no_scope(world, request_):
    assert scope_of_request(request_, world) is None

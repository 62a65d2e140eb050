"""A document keeps its text compact, and reads, compares and copies as before."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import sys

import pytest

from assistant.world.model import Document, compact_text
from assistant.world.storage.frontmatter import document_to_text
from assistant.world.storage.quickread import read_document
from tests.world.nested_tree import nested_world

PROSE = "“Mara’s here,” she said — and the bridge held. " * 200


def held(document: Document) -> str | bytes:
    """The text as the document keeps it."""
    return vars(document)["_text"]


def test_prose_with_typographic_quotes_is_kept_as_utf8_and_read_back_whole() -> None:
    document = Document("d-1", "One", PROSE)
    kept = held(document)
    assert isinstance(kept, bytes)
    assert kept == PROSE.encode("utf-8")
    assert len(kept) < 0.6 * sys.getsizeof(PROSE)  # Python holds the string at 2 bytes a char
    assert document.text == PROSE
    assert isinstance(document.text, str)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "Plain ASCII prose, nothing more.",
        "Café, naïve, Ålesund: Latin-1 only",  # one byte a character as a string already
        "東京の橋は崩れた。" * 50,  # UTF-8 takes 3 bytes where the string takes 2
        "a lone \ud800 surrogate",  # cannot be UTF-8 at all
    ],
)
def test_text_smaller_as_a_string_is_kept_as_one(text: str) -> None:
    document = Document("d-1", "One", text)
    assert held(document) is text or held(document) == text
    assert isinstance(held(document), str)
    assert document.text == text


def test_the_default_text_is_empty() -> None:
    assert Document("d-1", "One").text == ""


def test_documents_are_equal_and_hash_alike_however_their_text_was_made() -> None:
    made = Document("d-1", "One", PROSE)
    replaced = dataclasses.replace(Document("d-1", "One", "other"), text=PROSE)
    joined = Document("d-1", "One", "".join(list(PROSE)))
    for other in (replaced, joined, copy.deepcopy(made), pickle.loads(pickle.dumps(made))):
        assert other == made
        assert hash(other) == hash(made)
    assert made != dataclasses.replace(made, text=PROSE + ".")
    assert made != dataclasses.replace(made, title="Two")
    assert made != ("d-1", "One", PROSE)


def test_a_document_read_from_its_file_keeps_the_files_own_bytes() -> None:
    written = Document("d-1", "One", PROSE)
    document = read_document(document_to_text(written).encode("utf-8"))
    assert document is not None  # the quick reader takes what Quire writes
    assert held(document) == PROSE.encode("utf-8")
    assert document == written
    assert document.text == PROSE


def test_compact_text_uses_the_bytes_it_is_given() -> None:
    utf8 = PROSE.encode("utf-8")
    assert compact_text(PROSE, utf8) is utf8
    assert compact_text("ascii", b"ascii") == "ascii"


def test_a_documents_character_count_is_its_texts_length_however_it_was_made() -> None:
    made = Document("d-1", "One", PROSE)
    read = read_document(document_to_text(made).encode("utf-8"))
    assert read is not None
    assert "character_count" in vars(read)  # known as the file was read, not by reading back
    assert made.character_count == read.character_count == len(PROSE)
    assert Document("d-2", "Two", "東京 " * 3).character_count == 9


def test_documents_in_order_read_the_tree_depth_first_and_leave_out_what_is_not_in_it() -> None:
    world = nested_world()
    assert [d.id for d in world.documents_in_order()] == ["d-1", "d-2", "d-3", "d-4"]
    assert world.documents_in_order() is not world.documents_in_order()  # a list to keep

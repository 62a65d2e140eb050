"""One project file merged from three versions, as git's merge driver asks: a document's or an
entity's front matter key by key and text by paragraphs; a clash between git's markers, around
the clashing lines only, with the common version in git's diff3 style."""

from __future__ import annotations

from dataclasses import replace

import pytest

from assistant.world.merge.copies import split_markers
from assistant.world.merge.files import Labels, merge_file
from assistant.world.model import Document, Entity, EntityKind
from assistant.world.storage.frontmatter import (
    document_from_text,
    document_to_text,
    entity_from_text,
    entity_to_text,
)
from assistant.world.storage.layout import document_path, entity_path

CHAPTER = Document(
    "d-0000000001", "The Crossing", "The bridge held.\n\nMára crossed at dawn.\n\nThe river.\n"
)
MARA = Entity("e-0000000001", "Mára Vell", EntityKind.CHARACTER, fields=(("Age", "34"),))


def text_of(doc: Document) -> bytes:
    return document_to_text(doc).encode("utf-8")


def test_neighbouring_front_matter_keys_and_different_paragraphs_merge_cleanly() -> None:
    ours = replace(CHAPTER, synopsis="She crosses.", text=CHAPTER.text.replace("held", "groaned"))
    theirs = replace(CHAPTER, status="draft", text=CHAPTER.text.replace("river", "brown river"))
    merged = merge_file(text_of(CHAPTER), text_of(ours), text_of(theirs), document_path(CHAPTER))
    assert merged.conflicts == 0 and merged.quire
    doc = document_from_text(merged.data.decode("utf-8")).value
    assert (doc.synopsis, doc.status) == ("She crosses.", "draft")
    assert doc.text == "The bridge groaned.\n\nMára crossed at dawn.\n\nThe brown river.\n"


def test_an_entitys_fields_merge_by_name() -> None:
    ours = replace(MARA, fields=(("Age", "35"),))
    theirs = replace(MARA, fields=(("Age", "34"), ("Eyes", "grey")))
    base, o, t = (entity_to_text(e).encode("utf-8") for e in (MARA, ours, theirs))
    merged = merge_file(base, o, t, entity_path(MARA))
    assert merged.conflicts == 0
    assert entity_from_text(merged.data.decode()).value.fields == (("Age", "35"), ("Eyes", "grey"))


def test_a_clash_is_marked_around_its_paragraph_only() -> None:
    ours = replace(CHAPTER, status="draft", text=CHAPTER.text.replace("dawn", "dusk"))
    theirs = replace(CHAPTER, text=CHAPTER.text.replace("dawn", "noon").replace("held", "fell"))
    merged = merge_file(
        text_of(CHAPTER), text_of(ours), text_of(theirs), document_path(CHAPTER),
        Labels("HEAD", "merged common ancestors", "desktop"),
    )  # fmt: skip
    assert merged.conflicts == 1
    text = merged.data.decode("utf-8")
    assert (
        "<<<<<<< HEAD\nMára crossed at dusk.\n||||||| merged common ancestors\n"
        "Mára crossed at dawn.\n=======\nMára crossed at noon.\n>>>>>>> desktop\n"
    ) in text
    assert 'status: "draft"' in text and "The bridge fell." in text, "the rest merged"
    sides = split_markers(text)
    assert sides is not None and sides.base is not None
    assert document_from_text(sides.ours).value.text == (
        "The bridge fell.\n\nMára crossed at dusk.\n\nThe river.\n"
    )


def test_a_file_new_on_both_sides_keeps_what_they_share_once_and_marks_the_rest() -> None:
    ours = replace(CHAPTER, text=CHAPTER.text + "\nOurs.\n")
    theirs = replace(CHAPTER, text=CHAPTER.text + "\nTheirs.\n")
    merged = merge_file(b"", text_of(ours), text_of(theirs), document_path(CHAPTER))
    assert merged.conflicts == 1
    text = merged.data.decode("utf-8")
    assert text.count("The bridge held.") == 1
    assert "<<<<<<< ours\nOurs.\n||||||| base\n=======\nTheirs.\n>>>>>>> theirs" in text


def test_other_text_merges_paragraph_by_paragraph() -> None:
    merged = merge_file(b"a\n\nb\n", b"A\n\nb\n", b"a\n\nB\n", "notes/plain.txt")
    assert (merged.data, merged.conflicts, merged.quire) == (b"A\n\nB\n", 0, False)
    with pytest.raises(ValueError, match="not UTF-8"):
        merge_file(b"a", b"\xff", b"b", "notes/plain.txt")

"""What goes into a manuscript, in which order, with which headings (no converter needed)."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest

from assistant.export.manuscript import (
    Heading,
    SceneBreak,
    Text,
    assemble,
    escape,
    language_tag,
    prepare_text,
    printable_text,
    quote_marks,
    to_markdown,
)
from assistant.export.options import ExportFormat, ExportOptions, load_options, save_options
from assistant.world.edits import SetDocumentAttribute, TrashNode
from assistant.world.storage.store import ProjectStore
from tests.paths import SAMPLE


@pytest.fixture(scope="module")
def world():
    return ProjectStore(SAMPLE).load()


def _titles(world, manuscript) -> list[str]:
    out = []
    for block in manuscript.blocks:
        if isinstance(block, Heading):
            out.append(f"{block.level}:{block.title}")
        elif isinstance(block, SceneBreak):
            out.append("* * *")
        else:
            out.append(world.documents[block.doc_id].title)
    return out


def test_the_sample_in_reading_order_without_notes(world) -> None:
    manuscript = assemble(world, ExportOptions())
    assert _titles(world, manuscript) == [
        "1:Part One: The Levels",
        "2:Chapter 1: The Map House",
        "Chapter 1: The Map House",
        "2:Chapter 2: High Water",
        "The Toll-House",
        "* * *",
        "The Night the Bridge Went",
        "2:Chapter 3: Upriver",
        "Chapter 3: Upriver",
        "1:Part Two: The Drowned Line",
        "2:Chapter 4: The Inquiry",
        "The Corn Exchange",
        "* * *",
        "Ledger and Line",
        "2:Chapter 5: The Sallows",
        "Chapter 5: The Sallows",
        "2:Chapter 6: The Last Level",
        "Chapter 6: The Last Level",
        "2:Chapter 7: What the River Keeps",
        "Chapter 7: What the River Keeps",
    ]
    notes = {d.id for d in world.documents.values() if d.kind.value == "note"}
    assert not notes & set(manuscript.documents)
    assert manuscript.words == sum(world.documents[i].word_count for i in manuscript.documents)


def test_choosing_by_kind_status_and_tree(world) -> None:
    chapter_one = world.find_documents_by_title("Chapter 1: The Map House")[0]
    high_water = next(f for f in world.folders.values() if f.title.startswith("Chapter 2"))
    options = ExportOptions(
        kinds=("chapter", "note"),
        skip_statuses=("First Draft",),
        excluded=(high_water.id,),
    )
    manuscript = assemble(world, options)
    included = {world.documents[i].title for i in manuscript.documents}
    assert "Chapter 1: The Map House" in included  # revised
    assert "Chapter 3: Upriver" not in included  # first draft
    assert "Timeline" in included  # a note, now chosen
    assert not any(t.startswith("The Toll") for t in included)  # a scene, and unticked
    assert not any(isinstance(b, Heading) and b.role == "part" for b in manuscript.blocks)
    excluded = assemble(world, ExportOptions(excluded=(chapter_one.id,)))
    assert chapter_one.id not in excluded.documents


def test_trash_and_entities_never_go_in(world) -> None:
    scene = world.find_documents_by_title("The Toll-House")[0]
    trashed, _ = TrashNode(scene.id).apply(world)
    manuscript = assemble(trashed, ExportOptions(kinds=("part", "chapter", "scene", "note",
                                                        "text")))
    assert scene.id not in manuscript.documents
    text = to_markdown(manuscript, ExportOptions())
    for entity in world.entities.values():
        assert entity.notes[:40] not in text or not entity.notes


def test_numbering_and_the_separator(world) -> None:
    options = ExportOptions(numbering=True, separator="~ ~ ~")
    text = to_markdown(assemble(world, options), options)
    assert "# I\\. Part One\\: The Levels {.part}" in text
    assert "## 1\\. Chapter 1\\: The Map House {.chapter}" in text
    assert "## 7\\. Chapter 7\\: What the River Keeps {.chapter}" in text
    assert "::: {.scene-break}\n\\~ \\~ \\~\n:::" in text


def test_writer_markdown_cannot_break_out_of_its_document(world) -> None:
    doc = world.find_documents_by_title("The Toll-House")[0]
    hostile = "# Her own heading\n\n:::\n\nText.\n\n<!-- a private note -->\n<script>x</script>"
    changed, _ = SetDocumentAttribute(doc.id, "synopsis", "x").apply(world)
    changed = replace(changed, documents=changed.documents.set(doc.id, replace(doc,
                                                                              text=hostile)))
    text = to_markdown(assemble(changed, ExportOptions()), ExportOptions())
    assert "\n\\:::\n" in text
    assert "a private note" not in text
    assert "\n### Her own heading\n" in text  # a scene in a chapter: "#" goes below "##"


def test_the_writers_headings_move_below_the_manuscripts() -> None:
    text = "# One\n\nTwo\n===\n\n```\n# a comment in code\n```\n\n###### Six\n\nx\n---\n"
    assert prepare_text(text, 2) == (
        "### One\n\n### Two\n\n```\n# a comment in code\n```\n\n###### Six\n\n#### x\n"
    )
    assert prepare_text("# One", 0) == "# One"
    assert prepare_text("```\nopen code", 1) == "```\nopen code\n```"  # closed, not spilt


def test_front_matter_at_the_top_of_a_text_never_prints() -> None:
    assert printable_text("---\ntitle: X\ntags: [a]\n---\nBody") == "Body"
    prose = "---\n\nShe walked.\n\n---\nMore"
    assert printable_text(prose) == prose  # a rule, some prose, a rule: kept
    assert printable_text("---\nShe walked: home\n---\nMore").startswith("---")


def test_titles_print_as_typed() -> None:
    assert escape("*Not* [a] link #1") == "\\*Not\\* \\[a\\] link \\#1"


def test_the_language_becomes_a_tag_epub_readers_accept() -> None:
    assert language_tag("en_GB") == "en-GB"
    assert language_tag("nb") == "nb"
    assert language_tag("pt-br") == "pt-BR"
    assert language_tag("English") == "en" and language_tag("") == "en"
    assert language_tag("zh-Hant-TW") == "zh-Hant-TW"


def test_quotes_follow_the_language() -> None:
    assert quote_marks("de")[:2] == ("„", "“")
    assert quote_marks("nb")[:2] == ("«", "»")
    assert quote_marks("fr-CA")[0].startswith("«")
    assert quote_marks("pt-BR")[:2] == ("“", "”")
    assert quote_marks("xx") == quote_marks("en")


def test_options_are_remembered_per_project_and_bad_values_fall_back(tmp_path) -> None:
    assert load_options(tmp_path) == ExportOptions()
    chosen = ExportOptions(format=ExportFormat.EPUB, skip_statuses=("draft",), numbering=True,
                           subtitle="A novel", destination="/tmp/x.epub")
    save_options(tmp_path, chosen)
    loaded = load_options(tmp_path)
    assert loaded == chosen and loaded.destination == "/tmp/x.epub"
    (tmp_path / ".quire/export.json").write_text(
        '{"format": "nonsense", "numbering": true, "kinds": ["chapter", 3]}'
    )
    loaded = load_options(tmp_path)
    assert loaded.format == ExportFormat.DOCX and loaded.numbering is True
    assert loaded.kinds == ExportOptions().kinds
    with pytest.raises(ValueError):
        ExportOptions(separator="two\nlines")


def test_an_empty_scene_leaves_no_double_separator(world) -> None:
    toll = world.find_documents_by_title("The Toll-House")[0]
    emptied = replace(world, documents=world.documents.set(toll.id, replace(toll, text="")))
    blocks = assemble(emptied, ExportOptions()).blocks
    for before, after in itertools.pairwise(blocks):
        assert not (isinstance(before, SceneBreak) and isinstance(after, SceneBreak))
    assert not isinstance(blocks[4], SceneBreak)
    assert isinstance(blocks[4], Text)

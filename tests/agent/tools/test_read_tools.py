"""Every read tool, on the sample project and on a tiny hand-built world."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from assistant.agent.messages import AiToolCall
from assistant.agent.tools import (
    READ_SPECS,
    ToolBox,
    ToolOutcome,
    make_snapshot_executor,
)
from assistant.agent.tools.read import PAGE_CHARS, paragraph_spans
from assistant.world.model import Document, Folder, FolderKind, FrozenMap, World
from assistant.world.search import SearchOptions, mentions, search


def call(box: ToolBox, name: str, **arguments: Any) -> ToolOutcome:
    return box(AiToolCall.from_raw("c", name, json.dumps(arguments)))


def ok(box: ToolBox, name: str, **arguments: Any) -> str:
    outcome = call(box, name, **arguments)
    assert outcome.ok, outcome.text
    return outcome.text


def failed(box: ToolBox, name: str, **arguments: Any) -> str:
    outcome = call(box, name, **arguments)
    assert not outcome.ok, outcome.text
    assert outcome.text.startswith("Error: ")
    return outcome.text


@pytest.fixture
def sample(sample_world: World) -> ToolBox:
    return make_snapshot_executor(sample_world)


@pytest.fixture
def tiny(tiny_world: World) -> ToolBox:
    return make_snapshot_executor(tiny_world)


def test_every_read_tool_has_a_description_and_a_strict_schema() -> None:
    names = [spec.name for spec in READ_SPECS]
    assert names == [
        "get_outline", "read_document", "search_text", "list_entities", "get_entity",
        "find_mentions", "project_statistics",
    ]
    for spec in READ_SPECS:
        assert len(spec.description) > 60
        assert spec.parameters["type"] == "object"
        assert spec.parameters["additionalProperties"] is False


# -- get_outline -----------------------------------------------------------------------------


def test_outline_lists_the_whole_tree_in_order(sample_world: World, sample: ToolBox) -> None:
    text = ok(sample, "get_outline")
    positions = []
    for depth, node in sample_world.walk():
        line = next(li for li in text.splitlines() if f"[{node.kind}, {node.id}]" in li)
        assert line.startswith("  " * depth + f"- {node.title} ")
        positions.append(text.index(line))
        if isinstance(node, Document):
            assert f"{node.word_count:,} word" in line
    assert positions == sorted(positions)
    assert f"{sample_world.word_count():,} words" in text.splitlines()[0]


def test_outline_of_one_folder(sample_world: World, sample: ToolBox) -> None:
    part = next(f for f in sample_world.folders.values() if f.title.startswith("Part Two"))
    text = ok(sample, "get_outline", folder=part.title, include_synopsis=False)
    inside = {n.id for _d, n in sample_world.walk(part.id)}
    for doc in sample_world.documents_in_order():
        assert (doc.id in text) == (doc.id in inside)
    assert ok(sample, "get_outline", folder=part.id) != text  # synopses shown by default


def test_outline_shows_the_trash_only_when_asked(tiny: ToolBox) -> None:
    assert "Old Scene" not in ok(tiny, "get_outline")
    assert "Trash: 1 item" in ok(tiny, "get_outline")
    assert "- Old Scene [scene, d-0000000003]" in ok(tiny, "get_outline", include_trash=True)


def test_outline_of_a_missing_folder_suggests_names(sample: ToolBox) -> None:
    text = failed(sample, "get_outline", folder="Part 2")
    assert "no folder" in text and "get_outline" in text


# -- read_document ---------------------------------------------------------------------------


def test_read_a_short_document_whole_by_title_or_id(sample_world: World, sample: ToolBox) -> None:
    doc = min(sample_world.documents_in_order(), key=lambda d: len(d.text))
    by_title = ok(sample, "read_document", document=doc.title)
    by_id = ok(sample, "read_document", document=doc.id)
    assert by_title == by_id
    assert f"# {doc.title}" in by_title and f"id: {doc.id}" in by_title
    assert "Showing the whole text." in by_title
    assert by_title.endswith(doc.text.rstrip())
    # A title in other capitals, in quotes, or followed by its id is found too.
    assert ok(sample, "read_document", document=f'"{doc.title.upper()}"') == by_id
    assert ok(sample, "read_document", document=f"{doc.title} ({doc.id})") == by_id


_RANGE = re.compile(r"Showing characters (\d+)–(\d+) of (\d+)")
_NEXT = re.compile(r"start_char=(\d+)\.\]$")


def test_a_long_document_pages_to_the_end_exactly(sample_world: World, sample: ToolBox) -> None:
    doc = max(sample_world.documents_in_order(), key=lambda d: len(d.text))
    assert len(doc.text) > PAGE_CHARS
    start, pages = 0, 0
    while True:
        text = ok(sample, "read_document", document=doc.id, start_char=start)
        pages += 1
        match = _RANGE.search(text)
        assert match is not None, text
        first, last, total = map(int, match.groups())
        assert (first, total) == (start, len(doc.text))
        assert last - first <= PAGE_CHARS
        assert doc.text[first:last].rstrip() in text
        following = _NEXT.search(text)
        if following is None:
            assert last == len(doc.text)
            break
        assert int(following.group(1)) == last
        start = last
    assert pages == -(-len(doc.text) // PAGE_CHARS) or pages == -(-len(doc.text) // PAGE_CHARS) + 1


def test_read_a_paragraph_range(sample_world: World, sample: ToolBox) -> None:
    doc = max(sample_world.documents_in_order(), key=lambda d: len(d.text))
    spans = paragraph_spans(doc.text)
    text = ok(sample, "read_document", document=doc.title, start_paragraph=2, end_paragraph=3)
    assert f"Showing paragraphs 2–3 of {len(spans)}" in text
    expected = doc.text[spans[1][0] : spans[2][1]]
    assert text.endswith(expected)
    assert doc.text[spans[0][0] : spans[0][1]] not in text


def test_read_a_character_range(tiny: ToolBox) -> None:
    text = ok(tiny, "read_document", document="The Bridge", start_char=5, end_char=23)
    assert "Showing characters 5–23 of 90 (paragraph 1)." in text
    assert text.split("\n\n", 1)[1].startswith("crossed the bridge")
    assert "goes on after character 23" in text


@pytest.mark.parametrize(
    ("arguments", "expected"),
    [
        ({"document": "Bridge"}, "Did you mean: 'The Bridge'"),
        ({"document": "Twin"}, "2 documents are titled 'Twin'"),
        ({"document": "Part One"}, "is a folder, not a document"),
        ({"document": "The Bridge", "start_paragraph": 9}, "between 1 and 3"),
        ({"document": "The Bridge", "start_char": 500}, "between 0 and 90"),
        ({"document": "The Bridge", "start_char": 1, "start_paragraph": 1}, "not both"),
    ],
)
def test_read_document_mistakes_are_explained(
    tiny: ToolBox, arguments: dict[str, Any], expected: str
) -> None:
    assert expected in failed(tiny, "read_document", **arguments)


def test_a_trashed_document_is_read_by_id(tiny: ToolBox) -> None:
    text = ok(tiny, "read_document", document="d-0000000003")
    assert "in: the trash" in text and "Cut text about Mara." in text


# -- search_text -----------------------------------------------------------------------------


def test_search_reports_every_hit_with_positions(sample_world: World, sample: ToolBox) -> None:
    hits = search(sample_world, "weir")
    text = ok(sample, "search_text", query="weir", limit=200)
    assert text.startswith(f"{len(hits)} matches for 'weir' in ")
    for hit in hits:
        assert f"characters {hit.start}–{hit.end}: {hit.snippet}" in text
        assert sample_world.documents[hit.doc_id].text[hit.start : hit.end].casefold() == "weir"


def test_search_pages_with_offset_and_limit(sample_world: World, sample: ToolBox) -> None:
    hits = search(sample_world, "the", SearchOptions(whole_word=True))
    first = ok(sample, "search_text", query="the", whole_word=True, limit=5)
    assert "showing 1–5; call again with offset=5 for more" in first
    second = ok(sample, "search_text", query="the", whole_word=True, limit=5, offset=5)
    assert f"characters {hits[5].start}–{hits[5].end}:" in second
    assert f"characters {hits[5].start}–{hits[5].end}:" not in first


def test_search_options_and_scope(sample_world: World, sample: ToolBox) -> None:
    exact = search(sample_world, "Weir", SearchOptions(case_sensitive=True))
    text = ok(sample, "search_text", query="Weir", case_sensitive=True, limit=200)
    assert text.startswith(f"{len(exact)} matches")
    notes = next(f for f in sample_world.folders.values() if f.title == "Notes")
    inside = {n.id for _d, n in sample_world.walk(notes.id)}
    scoped = ok(sample, "search_text", query="weir", within="Notes", limit=200)
    assert "(within Notes)" in scoped
    listed = set(re.findall(r"\((d-[0-9a-f]+)\):", scoped))
    assert listed and listed <= inside
    regex = ok(sample, "search_text", query=r"\bweirs?\b", regex=True, limit=200)
    assert "matches for" in regex


def test_search_finds_accented_text_and_reports_bad_patterns(tiny: ToolBox) -> None:
    assert ok(tiny, "search_text", query="mara").startswith("3 matches")
    assert "No matches" in ok(tiny, "search_text", query="zebra")
    assert "invalid regular expression" in failed(tiny, "search_text", query="(", regex=True)
    assert "4 matches" in ok(tiny, "search_text", query="mara", include_trash=True)


def test_search_finds_a_phrase_split_over_two_lines_and_names_its_path() -> None:
    doc = Document("d-1", "Chapter 1", "the well-known Anna\nPávlovna Schérer")
    other = Document("d-2", "Chapter 1", "and Anna Pávlovna again")
    world = World(
        documents=FrozenMap({doc.id: doc, other.id: other}),
        folders=FrozenMap({
            "f-1": Folder("f-1", "Book One", FolderKind.PART, ("d-1",)),
            "f-2": Folder("f-2", "Book Two", FolderKind.PART, ("d-2",)),
        }),
        root=("f-1", "f-2"),
    )
    text = ok(make_snapshot_executor(world), "search_text", query="anna pavlovna")
    assert text.startswith("2 matches for 'anna pavlovna' in 2 documents")
    assert "Book One › Chapter 1 (d-1):" in text
    assert "Book Two › Chapter 1 (d-2):" in text
    assert "the well-known Anna Pávlovna Schérer" in text


# -- entities --------------------------------------------------------------------------------


def test_list_entities_by_kind(sample_world: World, sample: ToolBox) -> None:
    text = ok(sample, "list_entities")
    for entity in sample_world.live_entities():
        assert f"{entity.name} [{entity.kind}, {entity.id}]" in text
    places = ok(sample, "list_entities", kind="place")
    for entity in sample_world.live_entities():
        assert (entity.id in places) == (entity.kind == "place")
    assert "not one of" in failed(sample, "list_entities", kind="dragon")


def test_get_entity_by_id_name_alias_and_without_accents(
    sample_world: World, sample: ToolBox
) -> None:
    mara = next(e for e in sample_world.live_entities() if e.name == "Mára Tesk")
    by_id = ok(sample, "get_entity", entity=mara.id)
    assert ok(sample, "get_entity", entity="mára tesk") == by_id
    assert ok(sample, "get_entity", entity="Miss Tesk") == by_id
    assert ok(sample, "get_entity", entity="Mara") == by_id  # no accent typed
    for key, value in mara.fields:
        assert f"- {key}: {value}" in by_id
    assert mara.notes.strip() in by_id
    count = len(mentions(sample_world, mara.id))
    assert f"mentioned {count:,} times" in by_id


def test_get_entity_mistakes_are_explained(tiny: ToolBox) -> None:
    assert "Did you mean: 'Mara Vell'" in failed(tiny, "get_entity", entity="Mara Velll")
    assert "list_entities" in failed(tiny, "get_entity", entity="Nobody")


def test_find_mentions_matches_the_worlds_mentions(sample_world: World, sample: ToolBox) -> None:
    ashdell = next(e for e in sample_world.live_entities() if e.name == "Corvin Ashdell")
    hits = mentions(sample_world, ashdell.id)
    text = ok(sample, "find_mentions", entity="Ashdell", limit=200)
    assert f"{len(hits)} mentions in" in text
    for hit in hits:
        assert f"line {hit.line}, characters {hit.start}–{hit.end}:" in text
    paged = ok(sample, "find_mentions", entity=ashdell.id, limit=3)
    assert "offset=3 for more" in paged and paged.count("  line ") == 3


# -- statistics ------------------------------------------------------------------------------


def test_project_statistics(sample_world: World, sample: ToolBox) -> None:
    text = ok(sample, "project_statistics")
    docs = sample_world.documents_in_order()
    assert f"documents: {len(docs)}" in text
    assert f"words: {sample_world.word_count():,}" in text
    assert f"entities: {len(sample_world.live_entities())}" in text
    longest = max(docs, key=lambda d: d.word_count)
    assert f"- {longest.title} ({longest.id}): {longest.word_count:,} words" in text
    folders = [n for _d, n in sample_world.walk() if isinstance(n, Folder)]
    assert f"folders: {len(folders)}" in text


def test_read_tools_see_the_snapshot_they_were_given(tiny_world: World) -> None:
    box = make_snapshot_executor(tiny_world)
    before = ok(box, "read_document", document="Notes")
    assert "Remember: Mara is 34." in before

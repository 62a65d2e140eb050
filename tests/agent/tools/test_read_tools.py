"""Every read tool, on the sample project and on a tiny hand-built world."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from assistant.agent.loop.messages import AiToolCall
from assistant.agent.tools import (
    READ_SPECS,
    ToolBox,
    ToolOutcome,
    make_snapshot_executor,
)
from assistant.agent.tools.hits import SENTENCE_MAX
from assistant.agent.tools.read import PAGE_CHARS, paragraph_spans
from assistant.world.model import (
    Document,
    DocumentKind,
    Entity,
    Folder,
    FolderKind,
    FrozenMap,
    World,
)
from assistant.world.search.engine import SearchOptions, mentions, search


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


def doc_titled(world: World, title: str) -> Document:
    (doc,) = world.find_documents_by_title(title)
    return doc


def test_every_read_tool_has_a_description_and_a_schema_the_tool_box_holds_to() -> None:
    names = [spec.name for spec in READ_SPECS]
    assert names == [
        "get_outline",
        "read_document",
        "search_text",
        "list_entities",
        "get_entity",
        "find_mentions",
        "project_statistics",
    ]
    for spec in READ_SPECS:
        assert 30 < len(spec.description) < 120
        assert spec.parameters["type"] == "object"


def test_an_argument_no_tool_names_is_refused(sample: ToolBox) -> None:
    text = failed(sample, "get_entity", entity="Oda", feilds=["Age"])
    assert "'feilds' was unexpected" in text and "entity (string, required)" in text


# -- get_outline -----------------------------------------------------------------------------


def test_outline_lists_the_whole_tree_in_order(sample_world: World, sample: ToolBox) -> None:
    text = ok(sample, "get_outline")
    positions = []
    for depth, node in sample_world.walk():
        line = next(li for li in text.splitlines() if li.lstrip().startswith(f"- {node.title} ("))
        assert line.startswith("  " * depth + "- ")
        positions.append(text.index(line))
        if isinstance(node, Document):
            assert f"{node.kind}, {node.word_count:,} word" in line
            assert node.synopsis.split()[0] in line
    assert positions == sorted(positions)
    assert f"{sample_world.word_count():,} words" in text.splitlines()[0]
    assert not re.search(r"\b[df]-[0-9a-f]{10}\b", text)  # titles are enough: no ids


def test_outline_of_one_folder_named_loosely(sample_world: World, sample: ToolBox) -> None:
    part = next(f for f in sample_world.folders.values() if f.title.startswith("Part Two"))
    text = ok(sample, "get_outline", folder="part two", include_synopsis=False)
    inside = {n.title for _d, n in sample_world.walk(part.id)}
    for doc in sample_world.documents_in_order():
        assert (f"- {doc.title} (" in text) == (doc.title in inside)
    assert text.splitlines()[1].startswith(f"In top level: {part.title} (part, ")
    assert ok(sample, "get_outline", folder=part.id) != text  # synopses shown by default


def test_outline_names_the_id_only_where_titles_repeat(tiny: ToolBox) -> None:
    text = ok(tiny, "get_outline")
    assert "- Twin (d-0000000004) (" in text and "- Twin (d-0000000005) (" in text
    assert "- The Bridge (scene," in text


def test_outline_shows_the_trash_only_when_asked(tiny: ToolBox) -> None:
    assert "Old Scene" not in ok(tiny, "get_outline")
    assert "Trash: 1 item" in ok(tiny, "get_outline")
    trash = ok(tiny, "get_outline", include_trash=True)
    assert "- Old Scene (scene, 4 words) (d-0000000003), was at the top level" in trash


def test_outline_of_a_missing_folder_suggests_names(sample: ToolBox) -> None:
    text = failed(sample, "get_outline", folder="Part Nine")
    assert "no folder" in text and "get_outline" in text


# -- read_document ---------------------------------------------------------------------------


def test_read_a_short_document_whole_by_title_or_id(sample_world: World, sample: ToolBox) -> None:
    doc = min(sample_world.documents_in_order(), key=lambda d: len(d.text))
    by_title = ok(sample, "read_document", document=doc.title)
    by_id = ok(sample, "read_document", document=doc.id)
    assert by_title == by_id
    assert by_title.startswith(f"# {doc.title}\n{doc.kind} in Notes; ")
    assert f"synopsis: {doc.synopsis}" in by_title
    own_heading = f"# {doc.title}\n\n"  # given once, by the header
    assert by_title.endswith(doc.text.strip().removeprefix(own_heading))
    # A title in other capitals, in quotes, or followed by its id is found too.
    assert ok(sample, "read_document", document=f'"{doc.title.upper()}"') == by_id
    assert ok(sample, "read_document", document=f"{doc.title} ({doc.id})") == by_id


def test_a_chapter_of_more_than_ten_thousand_characters_comes_whole(
    sample_world: World, sample: ToolBox
) -> None:
    doc = max(sample_world.documents_in_order(), key=lambda d: len(d.text))
    assert 10_000 < len(doc.text) < PAGE_CHARS
    text = ok(sample, "read_document", document="chapter 3")
    assert text.startswith(f"# {doc.title}\n") and text.endswith(doc.text.strip())
    assert "more characters" not in text


_NEXT = re.compile(r"\[([\d,]+) more characters: read_document with (\w+)=(\d+)")


def test_a_long_document_pages_to_the_end_with_the_header_once() -> None:
    paragraphs = [f"Paragraph {i}: " + "word " * 180 for i in range(1, 41)]
    long = Document(
        "d-1", "Long", "\n\n".join(paragraphs), DocumentKind.CHAPTER, synopsis="All of it."
    )
    box = make_snapshot_executor(World(documents=FrozenMap({long.id: long}), root=(long.id,)))
    spans = paragraph_spans(long.text)
    arguments: dict[str, Any] = {"document": "Long"}
    read, pages = "", 0
    while True:
        text = ok(box, "read_document", **arguments)
        pages += 1
        assert ("synopsis: All of it." in text) == (pages == 1)
        assert len(text) < 12_000
        body = text.split("\n\n", 1)[1]
        following = _NEXT.search(body)
        read += body[: following.start()].strip() + "\n\n" if following else body.strip()
        if following is None:
            break
        assert following.group(2) == "start_paragraph"
        number = int(following.group(3))
        first = arguments.get("start_paragraph", 1)
        assert f"\nLong: ¶{first}–{number - 1} of 40\n" in f"\n{text}"
        assert int(following.group(1).replace(",", "")) == spans[-1][1] - spans[number - 1][0]
        arguments = {"document": "Long", "start_paragraph": number}
    assert read.split() == long.text.split()
    assert pages == -(-len(long.text) // PAGE_CHARS)


def test_one_paragraph_longer_than_a_page_pages_by_characters() -> None:
    text = " ".join(f"w{i}" for i in range(6_000))
    doc = Document("d-1", "Wall", text)
    box = make_snapshot_executor(World(documents=FrozenMap({doc.id: doc}), root=(doc.id,)))
    page = ok(box, "read_document", document="Wall")
    read = page.split("\n\n")[1] + " "
    while (match := _NEXT.search(page)) is not None:
        assert match.group(2) == "start_char"
        start = int(match.group(3))
        page = ok(box, "read_document", document="Wall", start_char=start)
        assert page.startswith(f"Wall: ¶1 from character {start} of 1\n\n")
        read += page.split("\n\n")[1] + " "
    assert read.split() == text.split()


def test_read_a_paragraph_range(sample_world: World, sample: ToolBox) -> None:
    doc = doc_titled(sample_world, "Chapter 3: Upriver")
    spans = paragraph_spans(doc.text)
    text = ok(sample, "read_document", document=doc.title, start_paragraph=2, end_paragraph=3)
    assert text.startswith(f"{doc.title}: ¶2–3 of {len(spans)}\n\n")
    assert text.endswith(doc.text[spans[1][0] : spans[2][1]])
    assert doc.text[spans[0][0] : spans[0][1]] not in text


def test_read_a_section_by_its_heading(sample_world: World, sample: ToolBox) -> None:
    doc = doc_titled(sample_world, "Research: Levels, Floods and Weirs")
    text = ok(sample, "read_document", document="research notes", section="floods")
    body = text.split("\n\n", 1)[1]
    start = doc.text.index("## Floods")
    assert body == doc.text[start : doc.text.index("## Weirs")].strip()
    assert text.startswith(f"{doc.title}, section “Floods”: ¶")
    # The title's own heading holds everything; a section by part of its name is the closest.
    timeline = ok(sample, "read_document", document="Timeline", section="212")
    assert "**14 November**" in timeline and "**141**" not in timeline
    missing = failed(sample, "read_document", document="Timeline", section="Epilogue")
    assert "Its headings: Timeline; Before the story; 212." in missing


@pytest.mark.parametrize(
    ("arguments", "expected"),
    [
        ({"document": "Brigde"}, "Did you mean: 'The Bridge'"),
        ({"document": "Twin"}, "2 documents are titled 'Twin'"),
        ({"document": "Part One"}, "“Part One” is a folder holding “The Bridge” ("),
        ({"document": "The Bridge", "start_paragraph": 9}, "between 1 and 3"),
        ({"document": "The Bridge", "start_char": 500}, "between 0 and 90"),
        ({"document": "The Bridge", "start_char": 1, "start_paragraph": 1}, "not both"),
        ({"document": "The Bridge", "section": "Epilogue"}, "has no headings"),
    ],
)
def test_read_document_mistakes_are_explained(
    tiny: ToolBox, arguments: dict[str, Any], expected: str
) -> None:
    assert expected in failed(tiny, "read_document", **arguments)


def test_a_trashed_document_is_read_by_id(tiny: ToolBox) -> None:
    text = ok(tiny, "read_document", document="d-0000000003")
    assert "in the trash" in text and "Cut text about Mara." in text


# -- search_text -----------------------------------------------------------------------------


def test_search_shows_each_hit_in_its_sentence_with_its_paragraph(
    sample_world: World, sample: ToolBox
) -> None:
    hits = search(sample_world, "weir")
    in_synopses = sum(d.synopsis.lower().count("weir") for d in sample_world.documents_in_order())
    text = ok(sample, "search_text", query="weir", kinds=["chapter", "scene", "note"], limit=200)
    assert text.startswith(f"'weir': {len(hits) + in_synopses} hits in ")
    for hit in hits:
        doc = sample_world.documents[hit.doc_id]
        number = next(i for i, (_s, e) in enumerate(paragraph_spans(doc.text), 1) if hit.start < e)
        lines = [li for li in text.splitlines() if li.startswith(f"  ¶{number} ")]
        assert any(doc.text[hit.start : hit.end] in li for li in lines), (hit, lines)
    assert all(len(li) < SENTENCE_MAX + 20 for li in text.splitlines()[1:])


def test_search_finds_several_queries_at_once_in_documents_synopses_and_entities(
    sample: ToolBox,
) -> None:
    text = ok(sample, "search_text", query="Gammer Sedge OR nineteen miles")
    head = text.splitlines()[0]
    assert head.startswith("'Gammer Sedge': 6 hits in 2 documents and 1 entity; 'nineteen miles': ")
    assert "  The Watermen › Headed by: Gammer Sedge, the eldest" in text
    assert "synopsis: Mára and Jory row nineteen miles up the Aun" in text
    assert "Chapter 5: The Sallows\n" in text and "Chapter 2: High Water › The Toll-House" in text
    many = " OR ".join(f"word{i}" for i in range(13))
    assert "at most 12 queries" in failed(sample, "search_text", query=many)
    # An entity's field is found by its name too ("Eyes: grey").
    assert "Mára Tesk › Eyes: grey" in ok(sample, "search_text", query="eyes", kinds=["entity"])


def test_search_counts_per_document_and_leaves_out_kinds(
    sample_world: World, sample: ToolBox
) -> None:
    text = ok(
        sample,
        "search_text",
        query="Pim",
        whole_word=True,
        show="count",
        kinds=["chapter", "scene"],
    )
    per_doc = {}
    for hit in search(sample_world, "Pim", SearchOptions(whole_word=True)):
        doc = sample_world.documents[hit.doc_id]
        if doc.kind in ("chapter", "scene"):
            per_doc[doc.title] = per_doc.get(doc.title, 0) + 1
    for doc in sample_world.documents_in_order():  # the synopses count too
        if re.search(r"\bPim\b", doc.synopsis):
            per_doc[doc.title] = per_doc.get(doc.title, 0) + len(
                re.findall(r"\bPim\b", doc.synopsis)
            )
    for title, count in per_doc.items():
        assert re.search(rf"(^|› ){re.escape(title)} \({count}\)$", text, re.M), title
    assert "Open Questions" not in text and "Entities" not in text
    assert "(chapters and scenes)" in text.splitlines()[0]
    refused = failed(sample, "search_text", query="x", kinds=["chapters"])
    assert "'chapters' is not one of ['chapter', 'scene', 'note', 'text', 'entity']" in refused
    assert "kinds[0]: 1 is not one of" in failed(
        sample, "search_text", query="x", kinds=[1]
    )
    for paging in ({"limit": 0}, {"offset": -1}):
        assert "limit counts from 1" in failed(sample, "find_mentions", entity="Oda", **paging)


def test_search_shows_paragraphs_and_pages(sample_world: World, sample: ToolBox) -> None:
    doc = doc_titled(sample_world, "Chapter 3: Upriver")
    paragraph = next(
        doc.text[s:e] for s, e in paragraph_spans(doc.text) if "salt-boilers" in doc.text[s:e]
    )
    text = ok(
        sample, "search_text", query="salt-boilers", within="chapter 3", show="paragraphs", limit=1
    )
    assert " ".join(paragraph.split()) in text
    assert "(within Chapter 3: Upriver)" in text.splitlines()[0]
    assert text.endswith("1 more: call again with offset=1.]")
    second = ok(sample, "search_text", query="salt-boilers", within="chapter 3", limit=1, offset=1)
    assert "¶" in second and second.splitlines()[2] not in text


def test_search_finds_accented_text_and_reports_bad_patterns(tiny: ToolBox) -> None:
    assert ok(tiny, "search_text", query="mara", kinds=["scene", "note"]).startswith(
        "'mara': 4 hits in 2 documents (scenes and notes)\nPart One › The Bridge\n"
        "  synopsis: Mara crosses at night.\n  ¶1 Mara crossed the bridge at night."
    )
    assert "'zebra': no hits" in ok(tiny, "search_text", query="zebra")
    assert "invalid regular expression" in failed(tiny, "search_text", query="(", regex=True)
    trashed = ok(
        tiny, "search_text", query="mara", include_trash=True, kinds=["scene", "note", "text"]
    )
    assert trashed.startswith("'mara': 5 hits")


def test_search_finds_a_phrase_split_over_two_lines_and_names_its_place() -> None:
    doc = Document("d-1", "Chapter 1", "the well-known Anna\nPávlovna Schérer")
    other = Document("d-2", "Chapter 1", "and Anna Pávlovna again")
    world = World(
        documents=FrozenMap({doc.id: doc, other.id: other}),
        folders=FrozenMap(
            {
                "f-1": Folder("f-1", "Book One", FolderKind.PART, ("d-1",)),
                "f-2": Folder("f-2", "Book Two", FolderKind.PART, ("d-2",)),
            }
        ),
        root=("f-1", "f-2"),
    )
    text = ok(make_snapshot_executor(world), "search_text", query="anna pavlovna")
    assert text.startswith("'anna pavlovna': 2 hits in 2 documents")
    assert "Book One › Chapter 1\n" in text and "Book Two › Chapter 1\n" in text
    assert "¶1 the well-known Anna Pávlovna Schérer" in text


# -- entities --------------------------------------------------------------------------------


def test_list_entities_by_kind_with_their_first_or_chosen_fields(
    sample_world: World, sample: ToolBox
) -> None:
    text = ok(sample, "list_entities")
    for entity in sample_world.live_entities():
        line = next(li for li in text.splitlines() if li.startswith(f"- {entity.name}"))
        assert entity.fields[0][0] in line
    places = ok(sample, "list_entities", kind="place", fields=["Region"])
    for entity in sample_world.live_entities():
        assert (f"- {entity.name}" in places) == (entity.kind == "place")
        if entity.kind == "place":
            assert f"Region: {entity.field_value('Region')}" in places
    assert "not one of" in failed(sample, "list_entities", kind="dragon")


def test_list_entities_within_a_chapter_counts_mentions_and_names_without_an_entry(
    sample_world: World, sample: ToolBox
) -> None:
    chapter = doc_titled(sample_world, "Chapter 3: Upriver")
    text = ok(sample, "list_entities", within="ch. III", unlisted=True)
    assert text.startswith("10 entities mentioned (within Chapter 3: Upriver):")
    for entity in sample_world.live_entities():
        count = len(mentions(sample_world, entity.id, documents=[chapter]))
        assert (f"{entity.name} ({count})" in text) == bool(count), entity.name
    names = text[text.index("Names with no entity") :]
    for place in ("Pellin Ford", "Oskeby", "Dunnock Cross", "Meldrith", "Saltmere", "Vauhl"):
        assert re.search(rf"^- {place} \(\d+\): \S", names, re.M), place
    for entered in ("Callow", "Hollin", "Jory", "Ferrow", "Gull"):
        assert f"- {entered} (" not in names
    assert "- Oskeby (3): At Oskeby the kilns were out" in names


def test_list_entities_lists_the_projects_names_without_an_entry(sample: ToolBox) -> None:
    text = ok(sample, "list_entities", unlisted=True, kind="character")
    assert text.startswith("6 entities mentioned:\ncharacter: Mára Tesk (")
    names = text.splitlines()[-1]
    assert names.startswith("Names with no entity in the project (uses; search_text shows")
    for person in ("Pim (19)", "Gammer Sedge (4)", "Dory (", "Ness (", "Carrow (", "Anders ("):
        assert person in names


def test_get_entity_by_id_name_alias_and_without_accents(
    sample_world: World, sample: ToolBox
) -> None:
    mara = next(e for e in sample_world.live_entities() if e.name == "Mára Tesk")
    by_id = ok(sample, "get_entity", entity=mara.id)
    assert ok(sample, "get_entity", entity="mára tesk") == by_id
    assert ok(sample, "get_entity", entity="Miss Tesk") == by_id
    assert ok(sample, "get_entity", entity="Mara") == by_id  # no accent typed
    for key, value in mara.fields:
        assert f"\n{key}: {value}\n" in by_id
    assert mara.notes.strip() in by_id
    count = len(mentions(sample_world, mara.id))
    assert f" mentions: {count:,} in the text of " in by_id  # the rule find_mentions counts by


def test_get_entity_shows_only_the_fields_asked_for(sample: ToolBox) -> None:
    assert ok(sample, "get_entity", entity="Callow", fields=["distance", "owner"]) == (
        "Callow Weir (place)\nDistance from Hollin: Eleven miles upriver\n"
        "Owner: The Aun Navigation and Weir Company"
    )
    text = ok(sample, "get_entity", entity="Oda", fields=["Eyes"])
    assert text.endswith("No field 'Eyes'; its fields: Age, Role, Origin, Appearance, Family.")


def test_get_entity_mistakes_are_explained(tiny: ToolBox) -> None:
    assert "Did you mean: 'Mara Vell'" in failed(tiny, "get_entity", entity="Mara Velll")
    assert "list_entities" in failed(tiny, "get_entity", entity="Nobody")


def test_find_mentions_matches_the_worlds_mentions(sample_world: World, sample: ToolBox) -> None:
    ashdell = next(e for e in sample_world.live_entities() if e.name == "Corvin Ashdell")
    hits = mentions(sample_world, ashdell.id)
    synopses = sum(
        1
        for d in sample_world.documents_in_order()
        for _ in re.finditer(r"\bAshdell\b", d.synopsis)
    )
    text = ok(
        sample,
        "find_mentions",
        entity="the old man",
        kinds=["chapter", "scene", "note"],
        show="count",
    )
    assert text.startswith(
        f"Corvin Ashdell (also Ashdell, Master Ashdell, the old man) "
        f"(chapters and scenes and notes): {len(hits) + synopses} mentions: {len(hits)} in the "
        f"text of "
    )
    assert f", {synopses} in synopses and fields" in text.splitlines()[0]
    for title in {h.title for h in hits}:
        count = sum(1 for h in hits if h.title == title)
        count += len(re.findall(r"\bAshdell\b", doc_titled(sample_world, title).synopsis))
        assert re.search(rf"{re.escape(title)} \({count}\)$", text, re.M)
    paged = ok(sample, "find_mentions", entity=ashdell.id, limit=3)
    assert "more: call again with offset=3" in paged
    assert len([li for li in paged.splitlines() if li.startswith("  ")]) == 3
    # Synopses and other entities' cards mention him too.
    everywhere = ok(sample, "find_mentions", entity="Ashdell", limit=200)
    assert "synopsis: Rain coming. Ashdell refuses" in everywhere
    assert "Ashdell's Level › notes: Ashdell's own name" in everywhere


def test_get_entity_and_find_mentions_count_by_one_rule(sample: ToolBox) -> None:
    card = ok(sample, "get_entity", entity="Oda")
    counted = ok(sample, "find_mentions", entity="Oda", show="count").splitlines()
    tally = counted[0].split(": ", 1)[1]
    assert tally.capitalize() in card  # "57 mentions: 51 in the text of 11 documents, …"
    toll_house = next(line for line in counted if "The Toll-House" in line)
    assert toll_house.rsplit(" ", 1)[1] in card.split("The Toll-House", 1)[1][:6]


# -- statistics ------------------------------------------------------------------------------


def test_project_statistics(sample_world: World, sample: ToolBox) -> None:
    text = ok(sample, "project_statistics")
    docs = sample_world.documents_in_order()
    assert f"documents: {len(docs)}" in text
    assert f"words: {sample_world.word_count():,}" in text
    assert f"entities: {len(sample_world.live_entities())}" in text
    longest = max(docs, key=lambda d: d.word_count)
    assert f"- {longest.title} ({longest.kind}): {longest.word_count:,} words" in text
    folders = [n for _d, n in sample_world.walk() if isinstance(n, Folder)]
    assert f"folders: {len(folders)}" in text


def test_read_tools_see_the_snapshot_they_were_given(tiny_world: World) -> None:
    box = make_snapshot_executor(tiny_world)
    before = ok(box, "read_document", document="Notes")
    assert "Remember: Mara is 34." in before
    entity = Entity("e-9", "Other")
    assert entity.id not in ok(box, "list_entities")


def test_a_search_of_several_queries_says_how_far_it_got(sample: ToolBox) -> None:
    from assistant.agent.loop import progress

    heard: list[tuple[int, int]] = []
    with progress.listening(lambda done, total: heard.append((done, total))):
        ok(sample, "search_text", query="river OR bridge OR lantern")
        ok(sample, "search_text", query="river")  # one query: nothing to report
    assert heard == [(1, 3), (2, 3), (3, 3)]


def test_a_heading_of_the_documents_own_title_is_given_once():
    text = "# Chapter 3\n\nIt rained.\n\nThen it stopped."
    imported = Document("d-00000000e1", "Chapter 3", text)
    world = World(documents=FrozenMap({imported.id: imported}), root=(imported.id,))
    box = make_snapshot_executor(world)
    text = ok(box, "read_document", document="Chapter 3")
    assert text.count("Chapter 3") == 1 and text.endswith("It rained.\n\nThen it stopped.")
    assert "It rained." in ok(box, "read_document", document="Chapter 3", start_paragraph=2)

"""Every write tool on the sample project; vague or wrong calls change nothing."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from assistant.agent.loop.messages import AiToolCall
from assistant.agent.tools import (
    WRITE_SPECS,
    WRITE_TOOL_NAMES,
    ToolError,
    ToolOutcome,
    describe_outcome,
    plan_edit,
)
from assistant.agent.tools.toolbox import ToolBox
from assistant.agent.tools.write import write_tools
from assistant.world.edits import Edit, FindReplace, InsertText
from assistant.world.errors import TextRangeError
from assistant.world.model import Document, Folder, World
from assistant.world.project import Project
from assistant.world.storage.store import ProjectStore

from .conftest import SAMPLE, ActingOnProject


def by_title(world: World, title: str) -> Document:
    (doc,) = [d for d in world.documents_in_order() if d.title == title]
    return doc


def folder_titled(world: World, title: str) -> Folder:
    (folder,) = [f for f in world.folders.values() if f.title == title]
    return folder


def entity_named(world: World, name: str):  # type: ignore[no-untyped-def]
    (entity,) = [e for e in world.live_entities() if e.name == name]
    return entity


@pytest.fixture
def project(sample_world: World) -> Project:
    return Project(sample_world)


@pytest.fixture
def executor(project: Project) -> ActingOnProject:
    return ActingOnProject(project)


def run(executor: ToolBox, tool: str, /, **arguments: Any) -> ToolOutcome:
    return executor(AiToolCall.from_raw("c", tool, json.dumps(arguments)))


def ok(executor: ToolBox, tool: str, /, **arguments: Any) -> str:
    outcome = run(executor, tool, **arguments)
    assert outcome.ok, outcome.text
    return outcome.text


def refused(executor: ActingOnProject, tool: str, /, **arguments: Any) -> str:
    before = executor.project.world
    outcome = run(executor, tool, **arguments)
    assert not outcome.ok, outcome.text
    assert executor.project.world is before, "a refused call must change nothing"
    return outcome.text


def test_write_specs_are_strict_and_named_as_documented() -> None:
    assert {spec.name for spec in WRITE_SPECS} == WRITE_TOOL_NAMES
    assert {
        "create_document", "create_folder", "replace_text", "insert_text", "append_text",
        "retitle", "move_node", "trash_node", "create_entity", "rename_entity", "add_alias",
        "set_entity_field",
    } <= WRITE_TOOL_NAMES
    for spec in WRITE_SPECS:
        assert spec.parameters["type"] == "object"
        assert 20 < len(spec.description) < 100


@pytest.mark.parametrize(
    ("name", "arguments", "expected"),
    [
        ("create_document", {"title": "  "}, "title must not be empty"),
        ("create_folder", {"title": ""}, "title must not be empty"),
        ("retitle", {"node": "Timeline", "title": "\n"}, "title must not be empty"),
        ("create_entity", {"name": " "}, "name must not be empty"),
        ("create_entity", {"name": "Pim", "fields": {" ": "9"}}, "field's name must not be empty"),
        ("create_entity", {"name": "Pim", "fields": {"Age": {"years": 9}}}, "value is text"),
        ("add_alias", {"entity": "Oda", "alias": ""}, "alias must not be empty"),
        ("set_entity_field", {"entity": "Oda", "field": "", "value": "x"}, "field must not be"),
        ("replace_text", {"document": "Timeline", "find": "", "replace": "x"}, "find must not"),
        ("insert_text", {"document": "Timeline", "text": "", "where": "end"}, "text must not"),
        ("insert_text", {"document": "Timeline", "text": "x", "where": "after", "anchor": "",
                         }, "anchor must not be empty"),
        ("insert_text", {"document": "Timeline", "text": "x", "where": "after",
                         "anchor": "212", "occurrence": 0}, "occurrence counts from 1"),
        ("append_text", {"document": "Timeline", "text": ""}, "text must not be empty"),
        ("replace_text", {"document": "Timeline", "find": "212", "replace": "213",
                          "expected_count": 0}, "expected_count counts from 1"),
        ("move_node", {"node": "Timeline", "folder": "Notes", "position": -1},
         "position counts from 1"),
        ("create_document", {"title": "X", "colour": "red"}, "'colour' was unexpected"),
        ("create_document", {"title": "X", "kind": "poem"}, "is not one of"),
        ("set_document_info", {"document": "Timeline", "kind": "poem"},
         "kind 'poem' is not one of chapter, scene, note, text"),
        ("create_document", {"title": "X", "tags": ["a", 5]}, "tags[1]: 5 is not of type"),
        ("create_entity", {"name": "X", "aliases": [{"a": 1}]}, "aliases[0]:"),
    ],
)
def test_what_the_schema_leaves_out_is_still_refused(
    executor: ActingOnProject, name: str, arguments: dict[str, Any], expected: str
) -> None:
    assert expected in refused(executor, name, **arguments)


def test_tags_are_trimmed_and_blank_ones_dropped(executor: ActingOnProject) -> None:
    ok(executor, "create_document", title="Glossary", tags=[" terms ", "", "terms", "notes"])
    assert by_title(executor.project.world, "Glossary").tags == ("terms", "notes")


# -- documents and folders -------------------------------------------------------------------


def test_create_document_in_a_folder_after_another(executor: ActingOnProject) -> None:
    world = executor.project.world
    anchor = by_title(world, "The Toll-House")
    text = ok(
        executor, "create_document", title="The Ferry", text="Jory waited.", kind="scene",
        after=anchor.title, synopsis="A short scene.",
    )
    new = executor.project.world
    doc = by_title(new, "The Ferry")
    assert doc.id in text and "“The Ferry”" in text
    parent = new.parent_of(doc.id)
    assert parent == world.parent_of(anchor.id)
    assert new.index_in_parent(doc.id) == world.index_in_parent(anchor.id) + 1
    assert (doc.text, doc.kind, doc.synopsis) == ("Jory waited.", "scene", "A short scene.")
    assert "position 2 of 3" in text


def test_create_document_at_a_position_and_at_the_end(executor: ActingOnProject) -> None:
    notes = folder_titled(executor.project.world, "Notes")
    ok(executor, "create_document", title="Glossary", folder="Notes", position=1, kind="note")
    ok(executor, "create_document", title="Loose Ends")
    world = executor.project.world
    assert world.children(notes.id)[0] == by_title(world, "Glossary").id
    assert world.root[-1] == by_title(world, "Loose Ends").id
    assert "between 1 and" in refused(executor, "create_document", title="X", position=99)
    assert "not both" in refused(
        executor, "create_document", title="X", folder="Notes", after="Timeline"
    )


def test_create_folder(executor: ActingOnProject) -> None:
    text = ok(
        executor, "create_folder", title="Part Three", kind="part",
        after="Part Two: The Drowned Line",
    )
    world = executor.project.world
    folder = folder_titled(world, "Part Three")
    assert folder.kind == "part" and folder.id in text
    part_two = folder_titled(world, "Part Two: The Drowned Line")
    assert world.root.index(folder.id) == world.root.index(part_two.id) + 1


def test_replace_text_exact_and_counted(executor: ActingOnProject) -> None:
    world = executor.project.world
    doc = by_title(world, "Chapter 1: The Map House")
    sentence = "The rain had not come yet, but the river already knew about it."
    assert doc.text.count(sentence) == 1
    text = ok(
        executor, "replace_text", document=doc.id, find=sentence,
        replace="The rain had not come yet; the river knew.",
    )
    new = executor.project.world.documents[doc.id]
    assert new.text.startswith("The rain had not come yet; the river knew. From the long room")
    assert doc.id in text and "Replaced 1 occurrence" in text
    assert "It now reads: The rain had not come yet; the river knew." in text


def test_a_vague_replace_fails_clearly_and_changes_nothing(executor: ActingOnProject) -> None:
    doc = by_title(executor.project.world, "Chapter 1: The Map House")
    count = doc.text.count("Ashdell")
    assert count > 1
    text = refused(executor, "replace_text", document=doc.title, find="Ashdell", replace="Ashby")
    assert f"occurs {count} times" in text and f"expected_count={count}" in text
    text = refused(
        executor, "replace_text", document=doc.title, find="the rain had not come",
        replace="x",
    )
    assert "does not occur" in text and "different capitals" in text
    text = refused(executor, "replace_text", document=doc.title, find="Ashdell", replace="Ashdell")
    assert "nothing would change" in text
    # With the right count, every occurrence changes.
    ok(
        executor, "replace_text", document=doc.title, find="Ashdell", replace="Ashby",
        expected_count=count,
    )
    assert executor.project.world.documents[doc.id].text.count("Ashby") == count


def test_insert_text_before_after_start_and_end(executor: ActingOnProject) -> None:
    doc = by_title(executor.project.world, "Timeline")
    first_line = doc.text.split("\n", 1)[0]
    ok(executor, "insert_text", document=doc.id, text="Summary.\n\n", where="start")
    ok(executor, "insert_text", document=doc.id, text="\n\nThe end.", where="end")
    ok(
        executor, "insert_text", document=doc.id, text=" [checked]", where="after",
        anchor=first_line,
    )
    text = executor.project.world.documents[doc.id].text
    assert text.startswith(f"Summary.\n\n{first_line} [checked]")
    assert text.endswith("\n\nThe end.")
    assert "needs an anchor" in refused(executor, "insert_text", document=doc.id, text="x",
                                        where="before")
    assert "occurs" in refused(executor, "insert_text", document=doc.id, text="x",
                               where="before", anchor="the")


def test_append_text_as_a_new_paragraph(executor: ActingOnProject) -> None:
    doc = by_title(executor.project.world, "Open Questions")
    text = ok(executor, "append_text", document="Open Questions", text="Who moved the figure?")
    new = executor.project.world.documents[doc.id].text
    assert new.startswith(doc.text)
    assert new.endswith("\n\nWho moved the figure?")
    assert "\n\n\n" not in new[len(doc.text.rstrip("\n")) :]
    assert "Appended" in text and doc.id in text


def test_retitle_a_document_and_a_folder(executor: ActingOnProject) -> None:
    doc = by_title(executor.project.world, "Style Sheet")
    text = ok(executor, "retitle", node="Style Sheet", title="House Style")
    assert executor.project.world.documents[doc.id].title == "House Style"
    assert "from “Style Sheet” to “House Style”" in text and doc.id in text
    folder = folder_titled(executor.project.world, "Notes")
    ok(executor, "retitle", node=folder.id, title="Working Notes")
    assert executor.project.world.folders[folder.id].title == "Working Notes"
    assert "rename_entity" in refused(executor, "retitle", node="Mára Tesk", title="X")


def test_move_node_into_a_folder_and_next_to_another(executor: ActingOnProject) -> None:
    world = executor.project.world
    timeline = by_title(world, "Timeline")
    part_one = folder_titled(world, "Part One: The Levels")
    text = ok(executor, "move_node", node="Timeline", folder=part_one.title, position=1)
    assert executor.project.world.children(part_one.id)[0] == timeline.id
    assert "to “Part One: The Levels”, position 1 of 4." in text and timeline.id in text
    ok(executor, "move_node", node="Timeline", before="Style Sheet")
    world = executor.project.world
    style = by_title(world, "Style Sheet")
    assert world.parent_of(timeline.id) == world.parent_of(style.id)
    assert world.index_in_parent(timeline.id) + 1 == world.index_in_parent(style.id)
    ok(executor, "move_node", node="Timeline", folder="")
    assert executor.project.world.root[-1] == timeline.id
    assert "into itself" in refused(
        executor, "move_node", node=part_one.id, folder="Chapter 2: High Water"
    )
    assert "already there" in refused(executor, "move_node", node="Timeline", folder="")


def test_trash_a_document_a_folder_and_an_entity(executor: ActingOnProject) -> None:
    world = executor.project.world
    chapter_two = folder_titled(world, "Chapter 2: High Water")
    text = ok(executor, "trash_node", node="Chapter 2: High Water")
    assert "with the 2 documents in it" in text and "restore" in text
    world = executor.project.world
    assert world.is_trashed(chapter_two.id)
    assert by_title(executor.project.world, "Timeline")  # others untouched
    jory = entity_named(world, "Jory Fenn")
    ok(executor, "trash_node", node="Jory")
    assert executor.project.world.is_trashed(jory.id)
    assert "already in the trash" in refused(executor, "trash_node", node=jory.id)
    # Nothing was destroyed.
    assert chapter_two.id in executor.project.world.folders
    assert jory.id in executor.project.world.entities


def test_create_and_rename_an_entity_and_add_an_alias(executor: ActingOnProject) -> None:
    text = ok(
        executor, "create_entity", name="Pim", kind="character", aliases=["the boy"],
        fields={"Age": "9", "Role": "Oda's grandson"}, notes="Quick and quiet.",
    )
    pim = entity_named(executor.project.world, "Pim")
    assert pim.id in text
    assert pim.fields == (("Age", "9"), ("Role", "Oda's grandson"))
    assert pim.aliases == ("the boy",) and pim.notes == "Quick and quiet."
    text = ok(executor, "rename_entity", entity="Pim", name="Pim Brännvik",
              keep_old_name_as_alias=True)
    renamed = executor.project.world.entities[pim.id]
    assert renamed.name == "Pim Brännvik" and "Pim" in renamed.aliases
    assert "from “Pim” to “Pim Brännvik”" in text
    ok(executor, "add_alias", entity=pim.id, alias="young Brännvik")
    assert executor.project.world.entities[pim.id].aliases[-1] == "young Brännvik"
    assert "already known as" in refused(executor, "add_alias", entity=pim.id, alias="the boy")


def test_set_remove_and_add_entity_fields(executor: ActingOnProject) -> None:
    mara = entity_named(executor.project.world, "Mára Tesk")
    text = ok(executor, "set_entity_field", entity="Mára", field="Age", value="20")
    assert "(was “19”)" in text and mara.id in text
    ok(executor, "set_entity_field", entity="Mára", field="Boat", value="none")
    ok(executor, "set_entity_field", entity="Mára", field="Eyes", remove=True)
    fields = executor.project.world.entities[mara.id].fields
    assert dict(fields)["Age"] == "20" and fields[-1] == ("Boat", "none")
    assert "Eyes" not in dict(fields)
    assert fields[0][0] == "Age"  # order kept
    assert "no field" in refused(executor, "set_entity_field", entity="Mára", field="Wings",
                                 remove=True)


def test_entity_notes_and_document_info(executor: ActingOnProject) -> None:
    mara = entity_named(executor.project.world, "Mára Tesk")
    ok(executor, "set_entity_notes", entity=mara.id, notes="Afraid of deep water.")
    notes = executor.project.world.entities[mara.id].notes
    assert notes.startswith(mara.notes.rstrip("\n")) and notes.endswith("\n\nAfraid of deep water.")
    doc = by_title(executor.project.world, "Chapter 5: The Sallows")
    text = ok(executor, "set_document_info", document=doc.id, status="revised", tags=["marsh"])
    new = executor.project.world.documents[doc.id]
    assert (new.status, new.tags) == ("revised", ("marsh",))
    assert "status from “to revise” to “revised”" in text


# -- undo, planning apart, saving ------------------------------------------------------------


def test_every_change_has_an_exact_inverse(sample_world: World, executor: ActingOnProject) -> None:
    ok(executor, "create_document", title="New", text="x", folder="Notes")
    ok(executor, "append_text", document="Timeline", text="More.")
    ok(executor, "trash_node", node="Style Sheet")
    ok(executor, "rename_entity", entity="Oda", name="Oda B.")
    assert len(executor.changes) == 4
    assert executor.project.world != sample_world
    executor.undo_all()
    assert executor.project.world == sample_world


def test_plan_edit_applies_nothing_and_describe_outcome_names_ids(sample_world: World) -> None:
    doc = by_title(sample_world, "Chapter 1: The Map House")
    call = AiToolCall("1", "replace_text", {
        "document": doc.title, "find": "Map House", "replace": "Chart House",
        "expected_count": doc.text.count("Map House"),
    })
    edit = plan_edit(sample_world, call)
    assert isinstance(edit, FindReplace) and edit.doc_id == doc.id
    assert sample_world.documents[doc.id] is doc
    after, _inverse = edit.apply(sample_world)
    text = describe_outcome(call, edit, sample_world, after)
    assert doc.id in text and "Chart House" in text
    with pytest.raises(ToolError):
        plan_edit(sample_world, AiToolCall("2", "get_outline", {}))
    with pytest.raises(ToolError, match="required"):
        plan_edit(sample_world, AiToolCall("3", "replace_text", {"document": doc.id}))


class _RacingTarget:
    """A project where the writer types at the start of a document just before the first apply."""

    def __init__(self, project: Project, doc_id: str) -> None:
        self.project, self.doc_id, self.raced = project, doc_id, False

    def snapshot(self) -> World:
        return self.project.snapshot()

    def apply(self, edit: Edit) -> Edit:
        if not self.raced:
            self.raced = True
            self.project.apply(InsertText(self.doc_id, 0, "Typed. "))
            raise TextRangeError("stale position")
        return self.project.apply(edit)


def test_a_write_planned_on_a_stale_world_is_planned_again(sample_world: World) -> None:
    project = Project(sample_world)
    doc = by_title(sample_world, "Open Questions")
    anchor = doc.text[:20]
    box = ToolBox(write_tools(_RacingTarget(project, doc.id)))
    ok(box, "insert_text", document=doc.id, text="<<", where="after", anchor=anchor)
    text = project.world.documents[doc.id].text
    assert text.startswith("Typed. " + anchor + "<<")


def test_changes_save_to_the_project_folder(tmp_path: Path) -> None:
    root = tmp_path / "sample"
    shutil.copytree(SAMPLE, root)
    project = Project.open(root)
    try:
        executor = ActingOnProject(project)
        ok(executor, "create_document", title="Epilogue", text="The river kept it.",
           kind="chapter")
        ok(executor, "set_entity_field", entity="Hollin", field="Population", value="about 3,500")
        report = project.save()
        assert any("epilogue" in path for path in report.written)
    finally:
        project.close()
    reloaded = ProjectStore(root).load()
    assert by_title(reloaded, "Epilogue").text == "The river kept it."
    assert entity_named(reloaded, "Hollin").field_value("Population") == "about 3,500"


def test_each_tool_is_one_object_and_a_call_is_checked_once(
    project: Project, monkeypatch: pytest.MonkeyPatch
) -> None:
    from jsonschema import Draft202012Validator

    from assistant.agent.tools import READ_SPECS, READ_TOOLS, WRITE_TOOLS

    assert tuple(tool.spec for tool in READ_TOOLS) == READ_SPECS
    assert tuple(tool.spec for tool in WRITE_TOOLS) == WRITE_SPECS
    for tool in WRITE_TOOLS:
        assert callable(tool.plan) and callable(tool.outcome)
    checks: list[str] = []
    original = Draft202012Validator.iter_errors

    def counted(self, instance, *args, **kwargs):  # type: ignore[no-untyped-def]
        checks.append(self.schema.get("type", ""))
        return original(self, instance, *args, **kwargs)

    box = ActingOnProject(project)
    monkeypatch.setattr(Draft202012Validator, "iter_errors", counted)
    ok(box, "retitle", node="Timeline", title="Dates")
    assert len(checks) == 1  # the tool box's check; the planner trusts it

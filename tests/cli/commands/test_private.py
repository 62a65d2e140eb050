"""``quire private``: marking a document, folder, entity or field private by its title or
name, taking the mark away, and listing what is private; saved as the app saves."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from assistant.world.privacy.material import node_is_private
from assistant.world.storage.lock import ProjectLock
from assistant.world.storage.store import ProjectStore
from tests.cli.quire import assert_one_line_error, run, salt_road

BRIDGE = "documents/the-bridge-d-0000000001.md"
MANIFEST = "project.quire"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return salt_road(tmp_path)


def _files(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and ".quire" not in p.relative_to(root).parts
    }


def test_marking_by_title_saves_the_mark_and_off_gives_back_the_very_bytes(capsys, project):
    before = _files(project)
    code, out, err = run(capsys, "private", str(project), "the bridge")
    assert code == 0, err
    assert out == "Marked Document “The Bridge” private. Saved: 2 file(s)\n"  # and the manifest
    assert '"format": 2,' in (project / MANIFEST).read_text(encoding="utf-8")
    assert (project / BRIDGE).read_text(encoding="utf-8").count("\nprivate: true\n") == 1
    assert ProjectStore(project).load().documents["d-0000000001"].private
    code, out, _err = run(capsys, "private", str(project), "The Bridge")
    assert code == 0 and "already private; nothing changed" in out
    code, out, _err = run(capsys, "private", str(project), "d-0000000001", "--off")
    assert code == 0 and "not private" in out
    assert _files(project) == before  # format 1 again, as an older Quire reads it


def test_a_folder_an_entity_by_alias_and_a_field_are_marked_and_listed(capsys, project):
    assert run(capsys, "private", str(project), "Part One")[0] == 0
    assert run(capsys, "private", str(project), "mara")[0] == 0  # Mára Vell's alias
    world = ProjectStore(project).load()
    assert world.folders["f-0000000001"].private and world.entities["e-0000000001"].private
    assert node_is_private(world, "d-0000000002")
    assert '"kind": "part", "private": true' in (project / MANIFEST).read_text(encoding="utf-8")

    code, out, _err = run(capsys, "private", str(project))
    assert code == 0
    assert "folder    f-0000000001  “Part One”" in out
    assert "document  d-0000000002  “The Mill”  (inside “Part One”)" in out
    assert "entity    e-0000000001  “Mára Vell”" in out
    code, out, _err = run(capsys, "private", str(project), "--json")
    rows = json.loads(out)["private"]
    assert [r["id"] for r in rows] == [
        "f-0000000001", "d-0000000001", "d-0000000002", "d-0000000004", "e-0000000001"
    ]


def test_a_field_is_marked_by_its_name_whatever_its_case(capsys, project):
    store = ProjectStore(project)
    world = store.load()
    tomas = world.entities["e-0000000002"]
    world = replace(world, entities=world.entities.set(
        tomas.id, replace(tomas, fields=(("Age", "40"), ("Secret", "the heir")))))
    store.save(world)
    code, out, err = run(capsys, "private", str(project), "Tomas", "--field", "secret")
    assert code == 0, err
    assert "field “secret”" in out
    assert ProjectStore(project).load().entities[tomas.id].private_fields == ("Secret",)
    code, _out, err = run(capsys, "private", str(project), "Tomas", "--field", "eyes")
    assert code == 2 and "no field 'eyes' (its fields: Age, Secret)" in err
    code, _out, err = run(capsys, "private", str(project), "Notes", "--field", "x")
    assert code == 2 and "not an entity" in err
    assert_one_line_error(err)


def test_unmarking_a_document_private_through_its_folder_says_which_folder(capsys, project):
    run(capsys, "private", str(project), "Part One")
    before = _files(project)
    code, _out, err = run(capsys, "private", str(project), "The Mill", "--off")
    assert code == 1
    assert "private because the folder “Part One” is" in err
    assert_one_line_error(err)
    assert _files(project) == before


def test_names_nobody_has_and_the_lock_are_refused_on_one_line(capsys, project):
    code, _out, err = run(capsys, "private", str(project), "Chapter 99")
    assert code == 2 and "nothing called 'Chapter 99'" in err
    assert_one_line_error(err)
    with ProjectLock(project):
        code, _out, err = run(capsys, "private", str(project), "The Bridge")
    assert code == 2 and "cannot open the project" in err
    assert not ProjectStore(project).load().documents["d-0000000001"].private

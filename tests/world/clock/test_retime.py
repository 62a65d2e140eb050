"""Re-timing a scene is an ordinary field edit: one step with an exact inverse, under the
name its ``when`` already has, saved and read back as it was, and undone to the same bytes."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from assistant.world.clock.retime import retime
from assistant.world.edits import RemoveDocumentField, SetDocumentField
from assistant.world.errors import InvalidValueError, UnknownNodeError
from assistant.world.model import Document, ProjectMeta
from assistant.world.project import Project
from tests.paths import SAMPLE
from tests.worlds import flat_world, world_of

TOLL_HOUSE = "d-0afb7cc2a9"


def test_setting_changing_and_clearing_a_time() -> None:
    world = flat_world(Document("d-1", "A", fields=(("Role", "x"),)))
    edit = retime(world, "d-1", "  9 October 212,\n 11:40 ")
    assert edit == SetDocumentField("d-1", "when", "9 October 212, 11:40")
    after, inverse = edit.apply(world)
    assert after.documents["d-1"].fields == (("Role", "x"), ("when", "9 October 212, 11:40"))
    assert inverse.apply(after)[0] == world
    changed, back = retime(after, "d-1", "the next day").apply(after)
    assert changed.documents["d-1"].field_value("when") == "the next day"
    assert back.apply(changed)[0] == after
    cleared, back = retime(after, "d-1", "").apply(after)
    assert cleared.documents["d-1"].fields == (("Role", "x"),)
    assert back.apply(cleared)[0] == after


def test_a_when_keeps_the_name_it_has_and_a_new_one_speaks_the_projects_language() -> None:
    spanish = world_of(Document("d-1", "La casa"), Document("d-2", "B", fields=(("Cuándo", "x"),)),
                       root=["d-1", "d-2"], meta=ProjectMeta(language="es_ES"))
    assert retime(spanish, "d-1", "9 de octubre de 212") == SetDocumentField(
        "d-1", "cuándo", "9 de octubre de 212")
    assert retime(spanish, "d-2", "") == RemoveDocumentField("d-2", "Cuándo")
    german = world_of(Document("d-1", "A", fields=(("When", "x"),)), root=["d-1"],
                      meta=ProjectMeta(language="de"))
    assert retime(german, "d-1", "morgen") == SetDocumentField("d-1", "When", "morgen")


def test_what_cannot_be_retimed() -> None:
    world = flat_world(Document("d-1", "A"))
    with pytest.raises(InvalidValueError):
        retime(world, "d-1", " ")
    with pytest.raises(UnknownNodeError):
        retime(world, "d-nope", "212")


def test_a_retimed_project_saves_reads_back_and_undoes_to_the_same_bytes(tmp_path: Path) -> None:
    root = shutil.copytree(SAMPLE, tmp_path / "sample", ignore=shutil.ignore_patterns(".quire"))
    files = {p: p.read_bytes() for p in sorted(root.rglob("*.md"))}
    project = Project.open(root)
    try:
        inverse = project.apply(retime(project.world, TOLL_HOUSE, "10 October 212, 19:00"))
        project.save()
        reread = Project.open(root, lock=False)
        assert reread.world.documents[TOLL_HOUSE] == project.world.documents[TOLL_HOUSE]
        assert reread.world.documents[TOLL_HOUSE].field_value("when") == "10 October 212, 19:00"
        project.apply(inverse)
        project.save()
    finally:
        project.close()
    assert {p: p.read_bytes() for p in sorted(root.rglob("*.md"))} == files

"""Running ``quire`` in-process through ``main([...])``, and the projects its tests run on."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from assistant import cli
from assistant.world.model import (
    Document,
    DocumentKind,
    Entity,
    EntityKind,
    Folder,
    FolderKind,
    ProjectMeta,
    TrashEntry,
)
from assistant.world.storage.store import ProjectStore
from tests.paths import SAMPLE
from tests.worlds import world_of


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """``quire ARGV`` run in this process: its exit status, standard output and error."""
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line_error(err: str) -> None:
    """The error was said on one line, as every error of the command line is."""
    assert err.startswith("quire")
    assert err.count("\n") == 1, err
    assert "Traceback" not in err


def salt_road(tmp_path: Path) -> Path:
    """A small project: a part with two scenes, a note at the top, entities, a trashed doc."""
    scene1 = Document("d-0000000001", "The Bridge", "Mára crossed the bridge.\nThe MARA boat.",
                      DocumentKind.SCENE)
    scene2 = Document("d-0000000002", "The Mill", "Samara mill. Mara's mill.", DocumentKind.SCENE)
    note = Document("d-0000000003", "Notes", "mara notes", DocumentKind.NOTE)
    gone = Document("d-0000000004", "Old draft", "Mara in the trash", DocumentKind.SCENE)
    part = Folder("f-0000000001", "Part One", FolderKind.PART, (scene1.id, scene2.id))
    world = world_of(
        scene1, scene2, note, gone, part,
        Entity("e-0000000001", "Mára Vell", EntityKind.CHARACTER, ("Mara",)),
        Entity("e-0000000002", "Tomas", EntityKind.CHARACTER),
        Entity("e-0000000003", "Saltmere", EntityKind.PLACE),
        root=(part.id, note.id),
        trash=(TrashEntry(gone.id, part.id, 2),),
        meta=ProjectMeta("The Salt Road", "Ann Writer", "en"),
    )  # fmt: skip
    root = tmp_path / "salt-road"
    ProjectStore.create(root, world.meta, world)
    return root


def the_long_map(tmp_path: Path) -> Path:
    """A copy of the sample project, in a folder of its own (backups go beside it)."""
    return Path(shutil.copytree(SAMPLE, tmp_path / "Books" / "The Long Map"))

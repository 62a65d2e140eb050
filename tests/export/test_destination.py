"""An export never writes into the project it is made from, however the destination is
spelled, and even when a folder on the way is swapped for a link while pandoc runs."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from assistant.export import converter
from assistant.export.destination import check_destination
from assistant.export.errors import DestinationInProject
from assistant.export.exporter import export_manuscript
from assistant.export.options import ExportFormat, ExportOptions
from assistant.world.storage.store import ProjectStore
from tests.paths import SAMPLE

CHAPTER = "documents/chapter-1-the-map-house-d-9b65717c5f.md"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return Path(shutil.copytree(SAMPLE, tmp_path / "The Long Map"))


def test_outside_is_allowed_and_inside_is_refused_however_spelled(project, tmp_path) -> None:
    assert check_destination(tmp_path / "book.docx", project) == tmp_path / "book.docx"
    assert check_destination(tmp_path / "The Long Map.docx", project)  # a name alike
    (tmp_path / "shelf").symlink_to(project / ".quire", target_is_directory=True)
    for inside in (project, project / CHAPTER, project / ".quire" / "x.docx",
                   tmp_path / "x" / ".." / "The Long Map" / "new.md", tmp_path / "shelf" / "a"):
        with pytest.raises(DestinationInProject) as refused:
            check_destination(inside, project)
        assert refused.value.project == project and refused.value.destination == inside


@pytest.mark.skipif(converter.find_pandoc() is None, reason="pandoc is not installed")
def test_a_folder_swapped_for_a_link_while_pandoc_runs_is_caught(project, tmp_path) -> None:
    """The destination is checked again just before the file is placed."""
    world = ProjectStore(project).load()
    shelf = tmp_path / "shelf"
    shelf.mkdir()
    before = (project / CHAPTER).read_bytes()

    def swap(stage, _done, _total) -> None:
        if stage == "writing":
            shelf.rmdir()
            shelf.symlink_to(project / "documents", target_is_directory=True)

    with pytest.raises(DestinationInProject):
        export_manuscript(world, ExportOptions(format=ExportFormat.MARKDOWN),
                          shelf / Path(CHAPTER).name, progress=swap, project=project)
    assert (project / CHAPTER).read_bytes() == before

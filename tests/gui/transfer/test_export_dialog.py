"""File ▸ Export Manuscript… refuses what would harm the project, in the writer's words."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from assistant.export.options import ExportFormat
from tests.gui.conftest import installed_language

CHAPTER_1_FILE = "documents/chapter-1-the-map-house-d-9b65717c5f.md"

REFUSED = {
    "en": "is inside the project folder",
    "de": "liegt im Projektordner",
    "es": "está dentro de la carpeta del proyecto",
    "fr": "se trouve dans le dossier du projet",
    "nb": "ligger i prosjektmappen",
}


def _files(root: Path) -> dict[Path, bytes]:
    return {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}


@pytest.mark.parametrize("language", sorted(REFUSED))
def test_the_dialog_refuses_a_file_inside_the_project(qtbot, main_window, sample_copy,
                                                      language) -> None:
    with installed_language(language):
        before = _files(sample_copy)
        main_window.keeping.export.trigger()
        dialog = main_window.keeping.dialog
        qtbot.waitUntil(dialog.isVisible)
        dialog.format_box.setCurrentIndex(
            dialog.format_box.findData(ExportFormat.MARKDOWN.value))
        target = sample_copy / "documents" / ".." / CHAPTER_1_FILE
        dialog.path_edit.clear()
        qtbot.keyClicks(dialog.path_edit, str(target.with_suffix(".md")))
        qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
        assert dialog.job is None  # nothing was started
        assert REFUSED[language] in dialog.summary.text()
        assert str(sample_copy) in dialog.summary.text()
        assert dialog.isVisible() and dialog.export_button.isEnabled()
        dialog.reject()
    assert _files(sample_copy) == before

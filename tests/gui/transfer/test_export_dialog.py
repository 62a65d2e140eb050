"""File ▸ Export Manuscript… refuses what would harm the project, in the writer's words."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from assistant.export import converter
from assistant.export.options import MAX_SUBTITLE, ExportFormat
from assistant.world.edits import SetText
from tests.gui.conftest import installed_language

CHAPTER_1 = "d-9b65717c5f"
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


@pytest.mark.skipif(converter.find_pandoc() is None, reason="pandoc is not installed")
def test_a_document_pandoc_cannot_convert_is_named_in_the_writers_language(
    qtbot, main_window, tmp_path, monkeypatch
) -> None:
    monkeypatch.setattr(converter, "BASE_SECONDS", 3.0)
    monkeypatch.setattr(converter, "SECONDS_PER_MB", 0.0)
    monkeypatch.setattr(converter, "BASE_MEMORY", 256 * 1024**2)
    monkeypatch.setattr(converter, "MEMORY_PER_BYTE", 0)
    controller = main_window.controller
    chapter = controller.world.documents[CHAPTER_1]
    controller.push(SetText(CHAPTER_1, chapter.text + "\n" + "> " * 20_000 + "Tief.\n"),
                    "Paste")
    with installed_language("de"):
        main_window.keeping.export.trigger()
        dialog = main_window.keeping.dialog
        qtbot.waitUntil(dialog.isVisible)
        dialog.format_box.setCurrentIndex(dialog.format_box.findData(ExportFormat.HTML.value))
        dialog.path_edit.setText(str(tmp_path / "buch.html"))
        qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not dialog.job.running and dialog.export_button.isEnabled(),
                        timeout=90_000)
        shown = dialog.summary.text()
        dialog.reject()
    assert shown.startswith("Der Export ist fehlgeschlagen: pandoc konnte „Chapter 1: The Map "
                            "House“ nicht innerhalb von 3 Sekunden umwandeln"), shown
    assert not (tmp_path / "buch.html").exists()


def test_a_pasted_subtitle_too_long_is_cut_to_fit_not_refused_in_english(qtbot, main_window):
    """The subtitle takes at most what the export allows, as the separator does; before, a
    longer paste showed Python's "subtitle must be one line…" in every language."""
    with installed_language("es"):
        main_window.keeping.export.trigger()
        dialog = main_window.keeping.dialog
        qtbot.waitUntil(dialog.isVisible)
        QApplication.clipboard().setText("A very long subtitle, " * 20)
        dialog.subtitle_edit.setFocus()
        qtbot.keyClick(dialog.subtitle_edit, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
        assert len(dialog.subtitle_edit.text()) == MAX_SUBTITLE
        assert dialog.summary.text().startswith("Documentos: ")
        assert "subtitle" not in dialog.summary.text()
        dialog.reject()

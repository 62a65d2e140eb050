"""A book whose series folder was moved opens whole, with a quiet bar above the tree naming
the folder; nothing of the series is dropped when the book is saved, and linking the book to
the series where it is now brings its entities back."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from assistant.world.series.model import Availability
from tests.gui.series.windows import close_window, open_window
from tests.world.series.series_folders import MARA, SCENE, make_series


def test_a_moved_series_shows_the_bar_and_the_book_works(qtbot, tmp_path, window_settings,
                                                         monkeypatch):  # fmt: skip
    series, books = make_series(tmp_path, books=2)
    moved = series.rename(tmp_path / "Elsewhere")
    window = open_window(qtbot, books[1], window_settings)
    try:
        bar = window.series.bar
        world = window.controller.world
        assert world.series.availability == Availability.MISSING
        assert bar.isVisibleTo(window)
        assert str(series) in bar.label.text()
        assert "nothing of the series or of this book will be lost" in bar.label.text()
        assert "load_problems" not in window.prompts.names(), "the bar says it, no dialog"
        assert SCENE in world.documents and MARA not in world.entities

        editor = window.tabs.open(SCENE, pinned=True)  # the book works as usual
        editor.text_edit.setFocus()
        qtbot.keyClicks(editor.text_edit, "Rain. ")
        assert window.controller.world.documents[SCENE].text.startswith("Rain. ")
        assert window.files.save()
        manifest = (books[1] / "project.quire").read_text(encoding="utf-8")
        assert '"series": "../Salt Road"' in manifest, "the link is kept"

        monkeypatch.setattr(
            QFileDialog, "getExistingDirectory", staticmethod(lambda *_a, **_k: str(moved))
        )
        qtbot.mouseClick(bar.button, Qt.MouseButton.LeftButton)
        dialog = window.series.dialog
        qtbot.waitUntil(lambda: dialog.isVisible())
        assert dialog.heading.text() == "The series cannot be read"
        assert dialog.link_button.isVisibleTo(dialog)
        qtbot.mouseClick(dialog.link_button, Qt.MouseButton.LeftButton)
        world = window.controller.world
        assert world.series.readable and world.series.owns(MARA)
        assert world.series.book_number == 2, "the series still lists the book in its place"
        assert not bar.isVisibleTo(window)
    finally:
        close_window(window)

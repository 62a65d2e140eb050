"""The assistant panel's house-rules link in a book of a series: it counts the series' rules
beside the book's ("House rules (3 + 2 of the series)"), shows them in its tooltip, and its
series part opens the series' own house rules, whose save the count follows."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from assistant.gui.project.house_rules_dialog import HouseRulesDialog
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.main_window import MainWindow
from assistant.world.house_rules import read_house_rules, write_house_rules
from tests.gui.conftest import ScriptedPrompts, installed_language
from tests.gui.series.windows import close_window
from tests.world.series.series_folders import make_series

COUNTED = (
    'House rules (<a href="house-rules">3</a> + '
    '<a href="series-house-rules">{n} of the series</a>)'
)


@pytest.fixture
def book(qtbot, tmp_path: Path, window_settings) -> Iterator[tuple[MainWindow, Path]]:
    series, books = make_series(tmp_path, books=2)
    write_house_rules(series, "- Mara never swims.\n- The Crown is never named.\n")
    write_house_rules(books[1], "- British spelling.\n- Part One is final.\n- No epigraphs.\n")
    window = MainWindow(ProjectController(), window_settings)
    window.prompts = ScriptedPrompts()  # type: ignore[assignment]
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.files.open_project(books[1])
    yield window, series
    close_window(window)


def test_the_link_counts_and_opens_the_series_house_rules(qtbot, book) -> None:
    window, series = book
    link = window.assistant_panel.house_rules_link
    qtbot.waitUntil(link.isVisible)
    assert link.text() == COUNTED.format(n=2)
    assert "Mara never swims." in link.toolTip() and "No epigraphs." in link.toolTip()

    link.linkActivated.emit("series-house-rules")  # a click on "2 of the series"
    dialogs = window.findChildren(HouseRulesDialog)
    (dialog,) = [d for d in dialogs if d.isVisible()]
    assert dialog.root.resolve() == series.resolve()
    assert dialog.windowTitle() == "House Rules — The Salt Road"
    dialog.edit.moveCursor(dialog.edit.textCursor().MoveOperation.End)
    qtbot.keyClicks(dialog.edit, "- Saltmouth has no walls.")
    save = dialog.buttons.button(dialog.buttons.StandardButton.Save)
    qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    assert read_house_rules(series).count == 3
    qtbot.waitUntil(lambda: link.text() == COUNTED.format(n=3))
    dialog.close()

    link.linkActivated.emit("house-rules")  # the book's own count opens the book's
    (book_dialog,) = [d for d in window.findChildren(HouseRulesDialog) if d.isVisible()]
    assert book_dialog.root == window.controller.root


def test_the_count_of_the_series_rules_is_translated(qtbot, book) -> None:
    window, _series = book
    link = window.assistant_panel.house_rules_link
    qtbot.waitUntil(link.isVisible)
    with installed_language("de"):
        link.refresh()
        assert link.text() == (
            'Hausregeln (<a href="house-rules">3</a> + '
            '<a href="series-house-rules">2 der Reihe</a>)'
        )

"""View ▸ Outliner sizes its columns so the writer reads the titles and statuses: the synopsis
takes what is left, not the titles' room (N8)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from assistant.gui.project.outliner import STATUS, SYNOPSIS, SYNOPSIS_EMS, TITLE, Outliner
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.main_window import MainWindow
from tests.gui.conftest import ScriptedPrompts


def _fits(outliner: Outliner, column: int) -> bool:
    """The column is as wide as its longest text (or a generous cap)."""
    table = outliner.table
    metrics = table.fontMetrics()
    texts = [
        str(outliner.proxy.index(row, column).data() or "")
        for row in range(outliner.proxy.rowCount())
    ]
    widest = max(metrics.horizontalAdvance(text) for text in texts)
    return table.horizontalHeader().sectionSize(column) >= min(widest, 260)


@pytest.fixture
def empty_window(qtbot, window_settings) -> Iterator[MainWindow]:
    """The window as Quire starts it: built before any project is open."""
    controller = ProjectController()
    window = MainWindow(controller, window_settings)
    window.prompts = ScriptedPrompts()  # type: ignore[assignment]
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    qtbot.waitExposed(window)
    yield window
    if window.isVisible():
        window.prompts.script("close_unsaved", True)
        window.close()
    controller.close()


def test_titles_and_statuses_are_readable_in_the_outliner(qtbot, empty_window, sample_copy):
    window = empty_window
    window.prompts.script("choose_project_folder", sample_copy)
    window.menus.open_action.trigger()  # File ▸ Open Project…
    assert window.controller.root == sample_copy
    window.writing_tools.outliner_action.trigger()
    outliner = window.writing_tools.outliner
    qtbot.waitExposed(outliner.table)
    assert _fits(outliner, TITLE)
    assert _fits(outliner, STATUS)
    header = outliner.table.horizontalHeader()
    assert header.sectionSize(SYNOPSIS) > 0


def test_a_hidden_outliner_reads_no_row_when_a_project_opens_and_fits_when_shown(
    qtbot, empty_window, sample_copy, monkeypatch
):
    from assistant.gui.project.outliner import OutlineModel

    window = empty_window
    outliner = window.writing_tools.outliner
    assert not outliner.isVisible()
    asked: list[int] = []
    data = OutlineModel.data

    def counted(self, index, role=0):  # type: ignore[no-untyped-def]
        asked.append(index.row())
        return data(self, index, role)

    monkeypatch.setattr(OutlineModel, "data", counted)
    window.prompts.script("choose_project_folder", sample_copy)
    window.menus.open_action.trigger()  # File ▸ Open Project…
    assert window.controller.root == sample_copy
    assert asked == []  # the start does not wait for a pane nobody sees
    window.writing_tools.outliner_action.trigger()
    qtbot.waitExposed(outliner.table)
    assert _fits(outliner, TITLE) and _fits(outliner, STATUS)


def test_a_hidden_outliner_keeps_no_rows_and_fills_them_when_shown_after_edits(
    qtbot, empty_window, sample_copy
):
    window = empty_window
    outliner = window.writing_tools.outliner
    window.prompts.script("choose_project_folder", sample_copy)
    window.menus.open_action.trigger()  # File ▸ Open Project…
    assert outliner.model.rowCount() == 0 and outliner.status_filter.count() == 0
    window.tree.actions_.new_note.trigger()  # Project ▸ New Note, while it is hidden
    assert outliner.model.rowCount() == 0
    window.writing_tools.outliner_action.trigger()  # View ▸ Outliner
    qtbot.waitExposed(outliner.table)
    world = window.controller.world
    assert outliner.model.node_ids() == [node.id for _depth, node in world.walk()]
    assert outliner.status_filter.count() > 1  # “All” and the project's statuses
    qtbot.waitUntil(lambda: outliner.summary.text().endswith("words shown"), timeout=10000)
    window.writing_tools.outliner_action.trigger()  # hidden again
    window.tree.actions_.new_note.trigger()
    assert outliner.model.rowCount() == 0  # let go of, as the next edit came
    window.writing_tools.outliner_action.trigger()
    qtbot.waitExposed(outliner.table)
    assert outliner.model.node_ids() == [node.id for _depth, node in window.controller.world.walk()]


def test_the_synopsis_stays_readable_in_a_narrow_outliner_and_fills_a_wide_one(
    qtbot, empty_window, sample_copy
):
    window = empty_window
    window.prompts.script("choose_project_folder", sample_copy)
    window.menus.open_action.trigger()  # File ▸ Open Project…
    window.writing_tools.outliner_action.trigger()  # View ▸ Outliner
    outliner = window.writing_tools.outliner
    qtbot.waitExposed(outliner.table)
    table, header = outliner.table, outliner.table.horizontalHeader()
    least = SYNOPSIS_EMS * table.fontMetrics().averageCharWidth()

    def columns() -> int:
        return sum(header.sectionSize(c) for c in range(header.count()))

    others = columns() - header.sectionSize(SYNOPSIS)
    # the window narrowed until the other columns leave the synopsis half its least width
    narrower = table.viewport().width() - (others + least // 2)
    window.resize(window.width() - narrower, window.height())
    qtbot.waitUntil(lambda: table.viewport().width() == others + least // 2)
    assert header.sectionSize(SYNOPSIS) >= least
    assert columns() > table.viewport().width()  # the table scrolls sideways instead
    window.resize(window.width() + 1000, window.height())  # a wide screen
    qtbot.waitUntil(lambda: columns() == table.viewport().width())  # the synopsis takes the rest
    assert header.sectionSize(SYNOPSIS) > least

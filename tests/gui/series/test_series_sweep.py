"""Every action a writer can trigger on the series' entities of a linked book (the tree's
context menu on a series entity and on one of the book's own, and the menu bar with each
selected), triggered the way the writer does, dialogs answered by cancelling: no exception
and no Qt warning. The window-wide sweep (``tests/gui/window/test_every_action.py``) runs on
the sample, which belongs to no series."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView, QApplication

from assistant.world.series.linking import link_book
from tests.gui.series.windows import close_window, open_window
from tests.gui.sweep import (
    CONTEXT_MENU,
    DialogAnswerer,
    Trouble,
    menu_bar_targets,
    menu_targets,
    watching,
)
from tests.world.series.series_folders import MARA, OWN, make_book, make_series, mara


def settle() -> None:
    """Let queued work run and every dialog be answered (as the window-wide sweep does)."""
    for _round in range(3):
        QApplication.processEvents()
        QTest.qWait(1)


def test_every_action_on_a_series_book_runs_cleanly(qtbot, tmp_path, window_settings):
    series, _books = make_series(tmp_path, books=1)
    book = make_book(tmp_path / "Own", "Own", entity=replace(mara(), id=OWN, name="Tom"))
    link_book(book, series)
    window = open_window(qtbot, book, window_settings, scripted=False)
    trouble = Trouble()
    answerer = DialogAnswerer()
    seen: set[str] = set()
    try:
        with watching(trouble):
            for key in (MARA, OWN):
                tree = window.tree
                tree.select_key(key)
                # the menu a right click pops up (ProjectTreeView._show_context_menu builds it so)
                menu = tree.actions_.context_menu(key)
                names = [t.name for t in menu_targets(menu, CONTEXT_MENU)]
                names += [t.name for t in menu_bar_targets(window)]
                baseline = window.controller.undo_stack.index()
                for name in names:
                    if not window.controller.is_open:
                        assert window.files.open_project(book)
                    settle()
                    tree = window.tree
                    tree.select_key(key)
                    group = (  # the menu a right click on it pops up, built as it builds it
                        list(menu_targets(tree.actions_.context_menu(key), CONTEXT_MENU))
                        if name.startswith(CONTEXT_MENU)
                        else menu_bar_targets(window)
                    )
                    target = next((t for t in group if t.name == name), None)
                    if target is None or not target.reachable() or "Quit" in name:
                        continue
                    trouble.context = f"{name} (with {key} selected)"
                    target.trigger()
                    seen.add(name)
                    settle()
                    editing = window.tree.state() == QAbstractItemView.State.EditingState
                    focused = QApplication.focusWidget()
                    if editing and focused is not None:  # Rename, New…: leave the editor
                        QTest.keyClick(focused, Qt.Key.Key_Escape)
                    stack = window.controller.undo_stack
                    if window.controller.is_open and stack.index() > baseline:
                        stack.setIndex(baseline)
    finally:
        answerer.stop()
        close_window(window)
    assert not trouble.report(), trouble.report()
    assert f"{CONTEXT_MENU} ▸ Keep a Copy in This Book Only" in seen
    assert f"{CONTEXT_MENU} ▸ Share with the Series" in seen
    assert "File ▸ Series…" in seen

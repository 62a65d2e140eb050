"""Every action a writer can trigger, under every kind of selection, in a real main window.

For each kind of tree selection, the sample project is opened in the real main window (with
its assistant panel), and every enabled action of the menu bar, of the tree's context menu
and of the assistant panel is triggered the way the writer triggers it (``QAction.trigger()``,
a button's click), dialogs answered by cancelling them. Any exception that reaches
``sys.excepthook`` and any Qt warning fails the test, naming the action and the selection.
Between two actions the window is put back: dialogs closed, the undo stack back where it
was, the project reopened (or a new window made) if the action closed it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView, QApplication

from assistant.gui.project.project_tree import ENTITIES_KEY, TRASH_KEY, kind_key
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.main_window import MainWindow
from assistant.world.model import EntityKind
from tests.gui.conftest import copy_sample
from tests.gui.sweep import (
    CONTEXT_MENU,
    PANEL,
    DialogAnswerer,
    Target,
    Trouble,
    context_menu_targets,
    menu_bar_targets,
    panel_targets,
    watching,
)
from tests.netguard import NetworkGuard

PART_ONE = "f-ed27e018c0"
CHAPTER_WITH_SCENES = "f-4c0f3b7802"  # "Chapter 2: High Water", a folder of two scenes
CHAPTER = "d-9b65717c5f"
SCENE = "d-0afb7cc2a9"
NOTE = "d-6349d7e158"
FOLDER = "f-497779dbeb"
TRASHED = "d-0829076c08"  # "Open questions", trashed from the tree before the sweep


def _first_entity(window: MainWindow, kind: EntityKind) -> str:
    keys = window.tree.tree_model.keys(kind_key(kind))
    if keys:
        return keys[0]
    window.tree.actions_.new_entity[kind].trigger()  # the sample has none of this kind yet
    created = window.tree.tree_model.keys(kind_key(kind))
    assert created, f"no {kind} entity could be made"
    return created[0]


SELECTIONS: dict[str, Callable[[MainWindow], str | None]] = {
    "nothing": lambda _window: None,
    "a part": lambda _window: PART_ONE,
    "a chapter with scenes": lambda _window: CHAPTER_WITH_SCENES,
    "a chapter": lambda _window: CHAPTER,
    "a scene": lambda _window: SCENE,
    "a note": lambda _window: NOTE,
    "a folder": lambda _window: FOLDER,
    **{
        f"one {kind.value} entity": (lambda window, kind=kind: _first_entity(window, kind))
        for kind in EntityKind
    },
    "an entity group": lambda _window: kind_key(EntityKind.PLACE),
    "the entities": lambda _window: ENTITIES_KEY,
    "the trash": lambda _window: TRASH_KEY,
    "a trashed item": lambda _window: TRASHED,
}


class Sweep:
    """One main window on a copy of the sample, put back between two actions."""

    def __init__(self, qtbot, folder: Path, trouble: Trouble) -> None:
        self.qtbot = qtbot
        self.folder = folder
        self.root = copy_sample(folder / "The Long Map")
        self.settings = QSettings(str(folder / "window.ini"), QSettings.Format.IniFormat)
        self.trouble = trouble
        self.windows: list[MainWindow] = []
        self.window = self._new_window()
        self.key: str | None = None
        self.baseline = 0
        self.triggered: list[str] = []

    def _new_window(self) -> MainWindow:
        controller = ProjectController()
        window = MainWindow(controller, self.settings)
        window.resize(1200, 800)
        window.show()
        self.qtbot.waitExposed(window)
        assert window.files.open_project(self.root)
        # the trashed item of every selection: moved there from the tree, as a writer does
        if TRASHED not in {entry.node_id for entry in controller.world.trash}:
            window.tree.select_key(TRASHED)
            window.tree.actions_.trash.trigger()
            assert controller.world.trash_entry(TRASHED) is not None
        self.windows.append(window)
        return window

    def select(self, make_key: Callable[[MainWindow], str | None]) -> None:
        self.key = make_key(self.window)
        self.baseline = self.window.controller.undo_stack.index()
        self._select()

    def _select(self) -> None:
        tree = self.window.tree
        if self.key is None:
            tree.selectionModel().clearSelection()
            tree.setCurrentIndex(tree.tree_model.index(-1, 0))
        else:
            tree.select_key(self.key)
            assert tree.current_key() == self.key
        tree.setFocus()

    def targets(self) -> list[Target]:
        window = self.window
        return [
            *menu_bar_targets(window),
            *context_menu_targets(window.tree, self._click_point()),
            *panel_targets(window.assistant_panel),
        ]

    def target(self, name: str) -> Target | None:
        """The target called ``name`` as the window offers it now: only its own group (the
        menu bar, the tree's context menu or the panel) is walked again."""
        window = self.window
        if name.startswith(f"{CONTEXT_MENU} ▸ "):
            group = context_menu_targets(window.tree, self._click_point())
        elif name.startswith(f"{PANEL} ▸ "):
            group = panel_targets(window.assistant_panel)
        else:
            group = menu_bar_targets(window)
        return next((t for t in group if t.name == name), None)

    def _click_point(self) -> QPoint:
        tree = self.window.tree
        if self.key is None:
            return QPoint(tree.viewport().width() // 2, tree.viewport().height() - 2)
        return tree.visualRect(tree.tree_model.index_of(self.key)).center()

    def settle(self) -> None:
        """Let queued work run and every dialog be answered."""
        for _round in range(3):
            QApplication.processEvents()
            QTest.qWait(1)

    def put_back(self) -> None:
        """Undo what the last action did and make the window as it was before it."""
        self.settle()
        if not self.window.isVisible():  # Quit closed it: the writer starts Quire again
            self.window = self._new_window()
        elif not self.window.controller.is_open:  # Close Project
            assert self.window.files.open_project(self.root)
        tree = self.window.tree
        if tree.state() == QAbstractItemView.State.EditingState:  # Rename: leave the editor
            focused = QApplication.focusWidget()
            if focused is not None:
                QTest.keyClick(focused, Qt.Key.Key_Escape)
        stack = self.window.controller.undo_stack
        if stack.index() > self.baseline:
            stack.setIndex(self.baseline)
        for dock in (self.window.tree_dock, getattr(self.window, "assistant_dock", None)):
            if dock is not None:
                dock.show()
        self._select()

    def run(self, selection: str) -> None:
        names = [target.name for target in self.targets()]
        assert len(names) >= 30, f"only {len(names)} targets found with {selection} selected"
        for name in names:
            self.put_back()
            target = self.target(name)
            if target is None or not target.reachable():
                continue
            self.trouble.context = f"{name} (with {selection} selected)"
            target.trigger()
            self.triggered.append(self.trouble.context)
            self.settle()
        self.trouble.context = f"putting back after the last action (with {selection} selected)"
        self.put_back()

    def close(self) -> None:
        for window in self.windows:
            if window.isVisible():
                window.controller.undo_stack.setClean()
                window.close()
            controller = window.controller
            controller.close()
            window.deleteLater()
            shiboken6.delete(controller)
        QApplication.processEvents()


@pytest.fixture
def sweep(qtbot, tmp_path, monkeypatch, request) -> Iterator[Sweep]:
    """The harness, with asyncio on the Qt loop as in the app, every dialog answered, and
    the network refused (and any attempt to reach another computer failing the test)."""
    request.getfixturevalue("qasync_loop")
    network = NetworkGuard(allow_loopback=False).install(monkeypatch)
    trouble = Trouble()
    answerer = DialogAnswerer()
    with watching(trouble):
        harness = Sweep(qtbot, tmp_path, trouble)
        harness.network = network  # type: ignore[attr-defined]
        yield harness
        harness.close()
    answerer.stop()
    assert not network.outside(), f"the sweep reached for the network: {network.outside()}"


@pytest.mark.slow
@pytest.mark.timeout(600)
@pytest.mark.parametrize("selection", list(SELECTIONS))
def test_every_action_works_with(selection, sweep):
    trouble = sweep.trouble
    trouble.context = f"selecting {selection}"
    sweep.select(SELECTIONS[selection])
    sweep.run(selection)
    assert len(sweep.triggered) >= 20, sweep.triggered
    assert not trouble.exceptions and not trouble.warnings, trouble.report()

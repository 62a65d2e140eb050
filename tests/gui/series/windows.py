"""A main window over a book of a series, for the series' app tests."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from assistant.gui.window.controller import ProjectController
from assistant.gui.window.main_window import MainWindow
from tests.gui.conftest import ScriptedPrompts


def open_window(qtbot, root: Path, settings: QSettings, *, scripted: bool = True) -> MainWindow:
    """The real main window with ``root`` opened the way File ▸ Open opens it (scripted
    prompts in ``window.prompts`` unless not ``scripted``), shown offscreen; closed by qtbot
    at the end."""
    controller = ProjectController()
    window = MainWindow(controller, settings, with_assistant=False)
    if scripted:
        window.prompts = ScriptedPrompts()  # type: ignore[assignment]
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.files.open_project(root)
    return window


def close_window(window: MainWindow) -> None:
    window.controller.undo_stack.setClean()
    window.close()
    window.controller.close()

"""Screenshots of the writing tools: spelling with suggestions, the outliner, the corkboard,
the dark theme with an assistant's change waiting for approval, and focus mode.

Run under a virtual X server so that the real window system draws the window (the
suggestions menu is a window of its own, so the screen itself is captured with ImageMagick's
``import``)::

    xvfb-run -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/writing_comfort.py

Saves ``spelling.png``, ``outliner.png``, ``corkboard.png``, ``dark-theme.png`` and
``focus-mode.png`` in ``docs/screenshots``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "docs" / "screenshots"))

import act_mode  # noqa: E402
import shots  # noqa: E402
from PySide6.QtCore import QPoint, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QContextMenuEvent, QTextCursor  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from assistant.agent.config.settings import Settings  # noqa: E402
from assistant.gui.window.main_window import MainWindow  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
TOLL_HOUSE = "d-0afb7cc2a9"
PART_ONE = "f-ed27e018c0"
CHAPTER_1 = "d-9b65717c5f"


def wait(app: QApplication, milliseconds: int) -> None:
    shots.wait(milliseconds)


def screen_grab(window: MainWindow, target: Path) -> None:
    """The screen where the window is, as the writer sees it (menus included)."""
    geometry = window.frameGeometry()
    subprocess.run(
        [
            "import",
            "-window",
            "root",
            "-crop",
            f"{geometry.width()}x{geometry.height()}+{geometry.x()}+{geometry.y()}",
            "+repage",
            "-strip",
            "-dither",
            "None",
            "-colors",
            "256",  # a third of the size, the same picture
            f"PNG8:{target}",
        ],
        check=True,
    )


def open_window(workdir: Path, name: str, document: str = TOLL_HOUSE) -> MainWindow:
    window = act_mode.open_window(workdir, name, lambda: act_mode.scripted_setup("every"))
    window.tabs.open(document, pinned=True)
    window.resize(1400, 880)
    window.move(0, 0)
    return window


def shoot_spelling(app: QApplication, workdir: Path) -> Path:
    window = open_window(workdir, "spelling")
    window.assistant_dock.hide()
    editor = window.tabs.current_editor()
    text = editor.text_edit
    cursor = text.textCursor()
    cursor.movePosition(QTextCursor.MoveOperation.Start)
    cursor.movePosition(QTextCursor.MoveOperation.Down)
    cursor.movePosition(QTextCursor.MoveOperation.Down)
    cursor.movePosition(QTextCursor.MoveOperation.EndOfBlock)
    text.setTextCursor(cursor)
    text.insertPlainText(" Oda had never seen the water recieve the lamps so quietly.")
    wait(app, 600)
    source = editor.text()
    position = source.index("recieve") + 3
    cursor.setPosition(position)
    point: QPoint = text.cursorRect(cursor).center()
    below = text.cursorRect(cursor).bottomLeft() + QPoint(0, 8)  # the menu leaves the word seen
    target = OUT / "spelling.png"

    def capture() -> None:
        wait(app, 400)
        screen_grab(window, target)
        menu = QApplication.activePopupWidget()
        if menu is not None:
            menu.close()

    QTimer.singleShot(300, capture)
    event = QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, point, text.viewport().mapToGlobal(below)
    )
    text.contextMenuEvent(event)
    window.controller.undo_stack.setClean()
    window.prompts.close_unsaved = lambda _reason: True  # type: ignore[method-assign]
    window.close()
    return target


def shoot_outliner(app: QApplication, workdir: Path) -> Path:
    window = open_window(workdir, "outliner")
    window.assistant_dock.hide()
    tools = window.writing_tools
    tools.outliner_action.trigger()
    window.resizeDocks([tools.outliner_dock], [470], Qt.Orientation.Vertical)
    outliner = tools.outliner
    outliner.table.resizeColumnsToContents()
    outliner.table.setColumnWidth(3, 420)
    outliner.table.selectRow(3)
    wait(app, 400)
    target = act_mode.save(window, "outliner.png")
    window.close()
    return target


def shoot_corkboard(app: QApplication, workdir: Path) -> Path:
    window = open_window(workdir, "corkboard")
    window.assistant_dock.hide()
    tools = window.writing_tools
    tools.corkboard_action.trigger()
    window.resizeDocks([tools.corkboard_dock], [360], Qt.Orientation.Vertical)
    window.tree.select_key(PART_ONE)
    tools.corkboard.show_for(PART_ONE)
    wait(app, 400)
    target = act_mode.save(window, "corkboard.png")
    window.close()
    return target


def shoot_dark(app: QApplication, workdir: Path) -> Path:
    window = act_mode.open_window(workdir, "dark", lambda: act_mode.scripted_setup("every"))
    window.resize(1400, 880)
    act_mode.widen_dock(window)
    window.writing_tools.theme_actions["dark"].trigger()
    view, finished = act_mode.ask_until_second_approval(window)
    wait(app, 400)
    window.assistant_panel.scroll.verticalScrollBar().setValue(0)  # the question, the card
    wait(app, 200)
    target = act_mode.save(window, "dark-theme.png")
    view.waiting_cards[0].approve_all_requested.emit()
    while not finished:
        wait(app, 50)
    window.writing_tools.theme_actions["light"].trigger()
    window.controller.save()
    window.close()
    return target


def shoot_focus(app: QApplication, workdir: Path) -> Path:
    window = open_window(workdir, "focus", CHAPTER_1)
    editor = window.tabs.current_editor()
    window.writing_tools.focus_action.trigger()
    wait(app, 600)
    cursor = editor.text_edit.textCursor()
    cursor.movePosition(QTextCursor.MoveOperation.Start)
    for _ in range(6):
        cursor.movePosition(QTextCursor.MoveOperation.NextBlock)
    editor.text_edit.setTextCursor(cursor)
    wait(app, 400)
    target = act_mode.save(window, "focus-mode.png")
    window.writing_tools.focus_action.trigger()
    window.close()
    return target


def main() -> int:
    with shots.app_for_shots(Settings(provider="ollama", model=act_mode.MODEL)) as workdir:
        app = QApplication.instance()
        for shoot in (shoot_spelling, shoot_outliner, shoot_corkboard, shoot_dark, shoot_focus):
            print(shoot(app, workdir))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

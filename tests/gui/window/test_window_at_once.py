"""The window as ``quire-gui`` makes it: painted with the project before asyncio is set up and
the assistant panel is made (the panel, and the assistant it imports, come right after the
first paint), and every action works from the moment the window shows, the assistant's
included."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from assistant.gui.assistant.panel import AssistantPanel
from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.window.main_window import MainWindow
from assistant.gui.window.shell import PLACE_LATER_MS
from tests.gui.conftest import ScriptedPrompts
from tests.gui.writer import trigger

REPO = Path(__file__).resolve().parents[3]
NOT_AT_START = (
    "assistant.gui.assistant.panel", "assistant.agent.loop.loop", "assistant.agent.providers",
    "assistant.agent.tools", "httpx", "keyring", "jsonschema", "assistant.world.importer",
    "yaml", "asyncio", "qasync", "regex", "assistant.gui.timeline.timeline_view",
    "assistant.world.clock.cues", "assistant.world.clock.resolve", "enchant",
    "assistant.world.edits.text", "assistant.world.edits.tree", "assistant.world.edits.entity",
    "assistant.world.search.quotes", "assistant.agent.config.settings", "difflib",
)
"""What the window painted with the project needs none of: the assistant's panel, loop,
providers and tools and the libraries behind them, the importer of other apps' files, the
regular-expression library of searches by pattern, asyncio (set up on the Qt loop right
after), the story clock's timeline and cues (worked out after the paint), the spelling
library (its dictionary is read after the paint), the kinds of edit (read when the writer
first makes one), the quotation index, and the assistant's settings (the language is read
on its own)."""


def test_the_window_is_painted_before_the_panel_is_made(qtbot, controller, window_settings):
    window = MainWindow(controller, window_settings, assistant_later=True)
    window.prompts = ScriptedPrompts()  # type: ignore[assignment]
    qtbot.addWidget(window)
    painted: list[bool] = []
    window.first_painted.connect(lambda: painted.append(window.painted))
    assert window.tabs.open_keys()  # the project is there before any paint
    window.show()
    qtbot.waitUntil(lambda: painted == [True])
    assert window.assistant_panel_if_made is None
    window.make_assistant_panel()
    panel = window.assistant_panel_if_made
    assert isinstance(panel, AssistantPanel)
    assert window.assistant_dock.widget() is panel
    window.make_assistant_panel()
    assert window.findChildren(AssistantPanel) == [panel]
    window.prompts.script("close_unsaved", True)
    window.close()


def test_go_to_assistant_right_after_show_makes_the_panel_and_shows_it(qtbot, window_at_once):
    window = window_at_once
    trigger(window, "View", "Go to Assistant")
    panel = window.assistant_panel_if_made
    assert isinstance(panel, AssistantPanel)
    assert window.assistant_dock.widget() is panel and window.assistant_dock.isVisible()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: panel.isAncestorOf(QApplication.focusWidget()))
    window.make_assistant_panel()  # as quire-gui does after the paint: no second one
    assert window.findChildren(AssistantPanel) == [panel]


def test_the_assistants_menus_work_right_after_show(qtbot, window_at_once):
    window = window_at_once
    trigger(window, "Assistant", "Check Continuity…")
    findings = window.dialogs.findings_window
    assert findings is not None and findings.isVisible()
    trigger(window, "Edit", "Assistant History…")
    history = window.dialogs.run_history_window
    assert history is not None and history.isVisible()
    assert window.assistant_panel_if_made is not None
    history.close()
    findings.close()


def test_closing_before_the_panel_is_made_closes_the_project(qtbot, window_at_once):
    window = window_at_once
    controller = window.controller
    window.close()
    assert not window.isVisible() and not controller.is_open
    assert window.assistant_panel_if_made is None
    window.make_assistant_panel()  # as quire-gui does after the paint: not for a closed window
    assert window.findChildren(AssistantPanel) == []


def test_with_no_project_the_panel_made_later_offers_the_start_page(
    qtbot, quire_config, window_settings
):
    from assistant.gui.window.controller import ProjectController

    controller = ProjectController()
    window = MainWindow(controller, window_settings, assistant_later=True)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.painted)
    window.make_assistant_panel()
    panel = window.assistant_panel_if_made
    assert panel.pages.currentWidget() is panel.start_page
    assert panel.recent_projects == window.menus.recent_with_labels
    window.close()


_FIRST_PAINT = """
import gc, os, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
from assistant.gui.app import app as gui_app
from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.window.main_window import MainWindow

from assistant.gui.editor import spelling
from assistant.gui.project import project_index

made = MainWindow.__init__
HEAVY = sys.argv[2].split(",")
counting = []
work = project_index._work
project_index._work = lambda *args: counting.append(True) or work(*args)
spelling_read = []
read = spelling._read
spelling._read = lambda *args: spelling_read.append(True) or read(*args)

class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            window = self.window
            editor = window.tabs.current_editor()
            text = editor.text_edit.toPlainText() if isinstance(editor, DocumentEditor) else ""
            rows = window.tree.tree_model.rowCount()
            heavy = ",".join(sorted(set(HEAVY) & set(sys.modules))) or "-"
            watched = len(window.controller._watcher.files())
            print(f"painted rows={rows} text={len(text)} "
                  f"panel={window.assistant_panel_if_made is not None} heavy={heavy} "
                  f"counting={bool(counting)} watched={watched} "
                  f"spelling={bool(spelling_read)} collecting={gc.isenabled()}", flush=True)
            window.removeEventFilter(self)
            from PySide6.QtCore import QTimer
            def later(tries=500):
                panel = window.assistant_panel_if_made
                if panel is None and tries:
                    QTimer.singleShot(10, lambda: later(tries - 1))
                    return
                placed = panel is not None and window.assistant_dock.widget() is panel
                watched = len(window.controller._watcher.files())
                print(f"then panel={placed} counting={bool(counting)} watched={watched} "
                      f"spelling={bool(spelling_read)} collecting={gc.isenabled()}", flush=True)
                os._exit(0)
            QTimer.singleShot(0, later)
        return False

def make(self, *args, **kwargs):
    made(self, *args, **kwargs)
    watcher = FirstPaint(self)
    watcher.window = self
    self.installEventFilter(watcher)

MainWindow.__init__ = make
sys.exit(gui_app.main(["quire-gui", sys.argv[1]]))
"""


def test_quire_gui_paints_the_project_first_and_the_panel_right_after(
    tmp_path, sample_copy
):
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        QUIRE_CONFIG_DIR=str(tmp_path / "config"),
        QUIRE_DATA_DIR=str(tmp_path / "data"),
        PYTHON_KEYRING_BACKEND="keyring.backends.null.Keyring",
        PYTHONPATH=str(REPO),
    )
    out = subprocess.run(
        [sys.executable, "-c", _FIRST_PAINT, str(sample_copy), ",".join(NOT_AT_START)],
        capture_output=True, text=True, env=env, timeout=120, check=False,
    )  # fmt: skip
    lines = [line for line in out.stdout.splitlines() if line.startswith(("painted", "then"))]
    assert len(lines) == 2, out.stderr[-2000:]
    painted = dict(item.split("=") for item in lines[0].split()[1:])
    assert int(painted["rows"]) > 0 and int(painted["text"]) > 0
    assert painted["panel"] == "False"
    assert painted["heavy"] == "-"  # none of what only the assistant or an import needs
    # the count and the watch on the files come after the paint: started before, the count
    # took the interpreter from the drawing
    assert painted["counting"] == "False" and painted["watched"] == "0"
    # so does reading the dictionary, on its own thread: it took the interpreter too
    assert painted["spelling"] == "False"
    # the collector waits for the paint: the app's modules and its window, made to last,
    # set off some 80 collections that walked them for nothing
    assert painted["collecting"] == "False"
    then = dict(item.split("=") for item in lines[1].split()[1:])
    assert then["panel"] == "True" and then["counting"] == "True"
    assert then["spelling"] == "True" and then["collecting"] == "True"
    assert int(then["watched"]) > int(painted["rows"])  # the documents' files, one by one


def test_the_first_document_is_whole_in_its_editor_when_shown(window_at_once):
    window = window_at_once
    editor = window.tabs.current_editor()
    assert isinstance(editor, DocumentEditor)
    document = window.controller.world.documents[editor.doc_id]
    assert editor.text_edit.toPlainText() == document.text


def test_the_panel_made_after_the_paint_is_placed_in_its_dock_on_the_next_turn(
    qtbot, window_at_once
):
    window = window_at_once
    qtbot.waitUntil(lambda: window.painted)
    window.make_assistant_panel()  # as quire-gui does after the paint
    made = window.findChildren(AssistantPanel)
    assert len(made) == 1
    assert window.assistant_dock.widget() is not made[0]  # the event loop turns first
    qtbot.waitUntil(lambda: window.assistant_dock.widget() is made[0])
    assert window.assistant_panel_if_made is made[0] and made[0].isVisible()
    window.make_assistant_panel()
    assert window.findChildren(AssistantPanel) == made


def test_go_to_assistant_before_the_panel_is_placed_places_it_at_once(qtbot, window_at_once):
    window = window_at_once
    qtbot.waitUntil(lambda: window.painted)
    window.make_assistant_panel()
    trigger(window, "View", "Go to Assistant")  # the writer is quicker than the next turn
    made = window.findChildren(AssistantPanel)
    assert len(made) == 1 and window.assistant_dock.widget() is made[0]
    assert window.assistant_panel_if_made is made[0]
    qtbot.waitUntil(lambda: made[0].isAncestorOf(QApplication.focusWidget()))
    later: list[bool] = []
    QTimer.singleShot(PLACE_LATER_MS + 10, lambda: later.append(True))
    qtbot.waitUntil(lambda: later == [True])  # the placing turn has come: nothing left to do
    assert window.findChildren(AssistantPanel) == made
    assert window.assistant_dock.widget() is made[0]


def test_closing_before_the_panel_is_placed_closes_the_project(qtbot, window_at_once):
    window = window_at_once
    controller = window.controller
    qtbot.waitUntil(lambda: window.painted)
    window.make_assistant_panel()
    window.close()
    assert not window.isVisible() and not controller.is_open


def test_the_window_says_once_when_it_has_first_drawn_the_panel(qtbot, window_at_once):
    window = window_at_once
    qtbot.waitUntil(lambda: window.painted)
    drawn: list[object] = []
    window.assistant_drawn.connect(lambda: drawn.append(window.assistant_dock.widget()))
    window.make_assistant_panel()
    assert drawn == []  # made, not yet placed nor drawn
    qtbot.waitUntil(lambda: len(drawn) == 1)
    panel = window.assistant_panel_if_made
    assert isinstance(panel, AssistantPanel) and drawn == [panel]
    panel.repaint()
    assert drawn == [panel]

"""Screenshots of act mode: a turn's list of changes, and a change waiting for approval.

Run under a virtual X server so that the real window system draws the window::

    xvfb-run -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/act_mode.py

A scripted model renames Mára to Maren (the character and the style sheet) and moves a
scene, so the pictures are the same every time. Saves ``act-mode.png`` (the turn done, its
changes listed, one difference open) and ``act-mode-approval.png`` (a change waiting for
the writer's approval) in ``docs/screenshots``.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEventLoop, QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from assistant.agent.messages import AiResponse, AiToolCall, TokenUsage  # noqa: E402
from assistant.agent.scripted import ScriptedProvider  # noqa: E402
from assistant.agent.settings import Settings, save_settings  # noqa: E402
from assistant.gui.assistant_setup import AssistantSetup  # noqa: E402
from assistant.gui.controller import ProjectController  # noqa: E402
from assistant.gui.main_window import MainWindow  # noqa: E402

SAMPLE = ROOT / "resources" / "sample"
OUT = ROOT / "docs" / "screenshots"
MODEL = "qwen2.5:7b"
MARA = "e-470dba0693"  # Mára Tesk
STYLE_SHEET = "d-4e11e1872e"
TOLL_HOUSE = "d-0afb7cc2a9"
BRIDGE = "d-95b4900e9e"
QUESTION = (
    "Rename Mára to Maren, in the style sheet too, and put the toll-house scene after "
    "the bridge."
)
ANSWER = (
    "Done: **Mára Tesk** is now **Maren Tesk** (the old name stays as an alias), the "
    "Style Sheet says Maren, and The Toll-House now follows The Night the Bridge Went."
)


def scripted_setup(policy: str, count: int) -> AssistantSetup:
    provider = ScriptedProvider(
        [
            AiResponse(
                tool_calls=(
                    AiToolCall(
                        "c1",
                        "rename_entity",
                        {"entity": MARA, "name": "Maren Tesk", "keep_old_name_as_alias": True},
                    ),
                ),
                usage=TokenUsage(2140, 38),
            ),
            AiResponse(
                tool_calls=(
                    AiToolCall(
                        "c2",
                        "replace_text",
                        {
                            "document": STYLE_SHEET,
                            "find": "Mára",
                            "replace": "Maren",
                            "expected_count": count,
                        },
                    ),
                ),
                usage=TokenUsage(2610, 31),
            ),
            AiResponse(
                tool_calls=(
                    AiToolCall("c3", "move_node", {"node": TOLL_HOUSE, "after": BRIDGE}),
                ),
                usage=TokenUsage(2790, 22),
            ),
            AiResponse(text=ANSWER, usage=TokenUsage(3020, 64, cached_input=2560)),
        ],
        chunk_size=40,
    )
    settings = Settings(provider="ollama", model=MODEL, approval_policy=policy)
    return AssistantSetup(provider, settings)


def wait(app: QApplication, milliseconds: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def open_window(workdir: Path, name: str) -> MainWindow:
    project = workdir / name / "sample"
    shutil.copytree(SAMPLE, project, ignore=shutil.ignore_patterns(".quire"))
    controller = ProjectController()
    settings = QSettings(str(workdir / name / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(controller, settings)
    window.resize(1400, 900)
    window.show()
    window.open_project(project)
    window.tabs.open(STYLE_SHEET, pinned=True)
    return window


def shoot_changes(app: QApplication, workdir: Path) -> Path:
    window = open_window(workdir, "changes")
    count = window.controller.snapshot().documents[STYLE_SHEET].text.count("Mára")
    panel = window.assistant_dock.widget()
    panel._setup_factory = lambda: scripted_setup("none", count)
    panel.set_mode("act")
    finished: list[object] = []
    panel.turn_finished.connect(finished.append)
    panel.ask(QUESTION)
    while not finished:
        wait(app, 50)
    view = panel.turn_views[-1]
    view.changes.rows[1].set_expanded(True)
    wait(app, 300)
    panel.scroll.verticalScrollBar().setValue(0)  # the question, the answer, the changes
    wait(app, 200)
    target = OUT / "act-mode.png"
    window.grab().save(str(target))
    window.controller.save()
    window.close()
    return target


def ask_until_second_approval(app: QApplication, window: MainWindow):
    """Ask the scripted act-mode question, approve the first change, and wait until the
    second waits for approval; returns the turn's view and the list its end is put in."""
    count = window.controller.snapshot().documents[STYLE_SHEET].text.count("Mára")
    panel = window.assistant_dock.widget()
    panel._setup_factory = lambda: scripted_setup("every", count)
    panel.set_mode("act")
    finished: list[object] = []
    panel.turn_finished.connect(finished.append)
    panel.ask(QUESTION)
    view = panel.turn_views[-1]
    while not view.waiting_cards:
        wait(app, 50)
    view.waiting_cards[0].approve()
    while len(view.waiting_cards) != 1 or len(view.approval_cards) != 2:
        wait(app, 50)
    return view, finished


def shoot_approval(app: QApplication, workdir: Path) -> Path:
    window = open_window(workdir, "approval")
    view, finished = ask_until_second_approval(app, window)
    wait(app, 300)
    target = OUT / "act-mode-approval.png"
    window.grab().save(str(target))
    view.waiting_cards[0].approve_all_requested.emit()
    while not finished:
        wait(app, 50)
    window.controller.save()
    window.close()
    return target


def main() -> int:
    import qasync

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Quire")
    asyncio.set_event_loop(qasync.QEventLoop(app))
    with tempfile.TemporaryDirectory() as folder:
        workdir = Path(folder)
        os.environ["QUIRE_CONFIG_DIR"] = str(workdir / "config")
        save_settings(Settings(provider="ollama", model=MODEL))
        print(shoot_changes(app, workdir))
        print(shoot_approval(app, workdir))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

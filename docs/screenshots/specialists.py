"""Screenshots of specialists and spending: the picker of who answers, a turn handed from the
general assistant to the Continuity editor, and the estimate shown before a whole-book
summary.

Run under a virtual X server so that the real window system draws the window (and the
picker's list, a window of its own)::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/specialists.py

A scripted model answers, so the pictures are the same every time. Saves
``specialist-picker.png``, ``handoff-turn.png`` and ``estimate.png`` in ``docs/screenshots``.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEventLoop, QPoint, QRect, QSettings, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from shots import in_256_colours  # noqa: E402

from assistant.agent.config.settings import ModelPrice, Settings, save_settings  # noqa: E402
from assistant.agent.loop.messages import AiRequest, AiResponse, AiToolCall, TokenUsage  # noqa: E402
from assistant.agent.loop.scripted import ScriptedProvider  # noqa: E402
from assistant.agent.session.provider_setup import AssistantSetup  # noqa: E402
from assistant.gui.assistant.cards.estimate import EstimateCard  # noqa: E402
from assistant.gui.window.controller import ProjectController  # noqa: E402
from assistant.gui.window.main_window import MainWindow  # noqa: E402

SAMPLE = ROOT / "assistant" / "resources" / "sample"
OUT = ROOT / "docs" / "screenshots"
MODEL = "qwen2.5:14b"
PRICES = (ModelPrice(MODEL, 0.30, 0.15, 1.20),)
CHAPTER_3 = "d-218eff7021"


def call(call_id: str, name: str, **arguments) -> AiToolCall:
    return AiToolCall(call_id, name, arguments, json.dumps(arguments))


def handoff_setup() -> AssistantSetup:
    provider = ScriptedProvider(
        [
            AiResponse(
                tool_calls=(
                    call(
                        "h1", "handoff", target="Continuity editor",
                        note="compare Mára's age across the chapters, the notes and her "
                        "entity",
                    ),
                ),
                usage=TokenUsage(1810, 41),
            ),
            AiResponse(
                tool_calls=(
                    call("c2", "get_entity", entity="Mára Tesk"),
                    call("c3", "search_text", query="nineteen"),
                ),
                usage=TokenUsage(2035, 52),
            ),
            AiResponse(
                tool_calls=(
                    call("c4", "read_document", document="Chapter 1: The Map House"),
                    call("c5", "read_document", document="Style Sheet"),
                ),
                usage=TokenUsage(3310, 48),
            ),
            AiResponse(
                text=(
                    "**Her age agrees.** Her entity gives it as 19, the Style Sheet says "
                    "“Mára: nineteen”, and Chapter 1: The Map House counts the same way: "
                    "Ashdell taught her “twelve years ago, when she was seven”.\n\n"
                    "**One thing does not:** her eyes. In Chapter 1 Ashdell says “Don't look "
                    "at me with those green eyes”; her entity and the Style Sheet say grey."
                ),
                usage=TokenUsage(9620, 96, cached_input=3200),
            ),
        ],
        chunk_size=60,
    )
    return AssistantSetup(provider, Settings(provider="ollama", model=MODEL, prices=PRICES))


def summaries_setup() -> AssistantSetup:
    loop = [
        AiResponse(tool_calls=(call("s1", "summarise_document"),), usage=TokenUsage(1790, 19)),
        AiResponse(text="The book, in brief.", usage=TokenUsage(2900, 80)),
    ]

    def reply(request: AiRequest) -> AiResponse:
        if request.system_prompt.startswith("You summarise"):
            return AiResponse(text="A summary.", usage=TokenUsage(900, 60))
        return loop.pop(0)

    provider = ScriptedProvider([reply] * 40)
    return AssistantSetup(provider, Settings(provider="ollama", model=MODEL, prices=PRICES))


def wait(milliseconds: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def open_window(workdir: Path, name: str, setup) -> MainWindow:
    project = workdir / name / "sample"
    shutil.copytree(SAMPLE, project, ignore=shutil.ignore_patterns(".quire"))
    controller = ProjectController()
    settings = QSettings(str(workdir / name / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(controller, settings)
    window.assistant_panel.session._setup_factory = setup
    window.resize(1400, 900)
    window.move(0, 0)
    window.show()
    window.files.open_project(project)
    window.tabs.open(CHAPTER_3, pinned=True)
    window.resizeDocks([window.assistant_dock], [470], Qt.Orientation.Horizontal)
    wait(300)
    return window


def dock_rect(window: MainWindow, margin: int = 0) -> QRect:
    dock = window.assistant_dock
    top_left = dock.mapToGlobal(QPoint(0, 0))
    return QRect(top_left.x() - margin, top_left.y(), dock.width() + margin, dock.height())


def shoot_picker(workdir: Path) -> Path:
    window = open_window(workdir, "picker", handoff_setup)
    panel = window.assistant_panel
    panel.question_edit.setPlainText("Does Mára's age agree everywhere?")
    picker = panel.specialists.picker
    picker.choose("Continuity editor")
    picker.combo.showPopup()
    wait(400)
    screen = QGuiApplication.primaryScreen().grabWindow(0)
    target = OUT / "specialist-picker.png"
    screen.copy(dock_rect(window)).save(str(target))
    in_256_colours(target)
    picker.combo.hidePopup()
    window.controller.save()
    window.close()
    return target


def shoot_handoff(workdir: Path) -> Path:
    window = open_window(workdir, "handoff", handoff_setup)
    panel = window.assistant_panel
    finished: list[object] = []
    panel.turn_finished.connect(finished.append)
    panel.ask("Does Mára's age agree everywhere?")
    while not finished:
        wait(50)
    view = panel.turn_views[-1]
    view.tool_toggle.click()
    wait(300)
    panel.scroll.verticalScrollBar().setValue(0)
    wait(200)
    target = OUT / "handoff-turn.png"
    window.assistant_dock.grab().save(str(target))
    in_256_colours(target)
    window.controller.save()
    window.close()
    return target


def shoot_estimate(workdir: Path) -> Path:
    window = open_window(workdir, "estimate", summaries_setup)
    panel = window.assistant_panel
    finished: list[object] = []
    panel.turn_finished.connect(finished.append)
    panel.ask("Summarise the whole book for me")
    while not panel.findChildren(EstimateCard):
        wait(50)
    wait(400)
    panel.scroll.scroll_to_bottom()
    wait(200)
    target = OUT / "estimate.png"
    window.assistant_dock.grab().save(str(target))
    in_256_colours(target)
    panel.findChildren(EstimateCard)[0].check.decline()
    while not finished:
        wait(50)
    window.controller.save()
    window.close()
    return target


def main() -> int:
    import qasync

    from assistant.gui.app.i18n import TranslationSet

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Quire")
    TranslationSet().install("en")
    asyncio.set_event_loop(qasync.QEventLoop(app))
    with tempfile.TemporaryDirectory() as folder:
        workdir = Path(folder)
        os.environ["QUIRE_CONFIG_DIR"] = str(workdir / "config")
        save_settings(Settings(provider="ollama", model=MODEL, prices=PRICES))
        print(shoot_picker(workdir))
        print(shoot_handoff(workdir))
        print(shoot_estimate(workdir))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

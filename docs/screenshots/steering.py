"""A screenshot of the writer steering a running turn: a correction queued under the question
while the assistant is still on its first step, and the question box whose Send reads "Add to
this turn".

Run under a virtual X server so that the real window system draws the window::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/steering.py en de

A scripted model works on a copy of the sample project and holds its first reply, so the
picture is the same every time. For each language it saves the assistant panel as
``docs/screenshots/steering[-<lang>].png``.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from shots import OUT, SAMPLE, in_256_colours, wait, wait_until  # noqa: E402

from assistant.agent.config.settings import Settings, save_settings  # noqa: E402
from assistant.agent.loop.messages import AiResponse, AiToolCall, TokenUsage  # noqa: E402
from assistant.agent.loop.scripted import ScriptedProvider  # noqa: E402
from assistant.agent.session.provider_setup import AssistantSetup  # noqa: E402
from assistant.gui.app.i18n import TranslationSet, compile_translations  # noqa: E402
from assistant.gui.assistant import session as assistant_session  # noqa: E402
from assistant.gui.window.controller import ProjectController  # noqa: E402
from assistant.gui.window.main_window import MainWindow  # noqa: E402

MODEL = "qwen2.5:7b"
CHAPTER_3 = "d-218eff7021"

TEXTS = {
    "en": {
        "ask": "Which chapters mention the flood, and how?",
        "lead": "I'll search every chapter for the flood and read each passage.",
        "correction": "Only Part Two, please: Part One is final.",
    },
    "de": {
        "ask": "Welche Kapitel erwähnen die Flut, und wie?",
        "lead": "Ich durchsuche jedes Kapitel nach der Flut und lese jede Stelle.",
        "correction": "Bitte nur Teil zwei: Teil eins ist fertig.",
    },
}

_setup: list[AssistantSetup] = []


def current_setup() -> AssistantSetup:
    return _setup[-1]


def open_window(workdir: Path, language: str) -> MainWindow:
    project = workdir / language / "The Long Map"
    shutil.copytree(SAMPLE, project, ignore=shutil.ignore_patterns(".quire"))
    controller = ProjectController()
    settings = QSettings(str(workdir / language / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(controller, settings)
    window.resize(1400, 900)
    window.show()
    window.files.open_project(project)
    window.tabs.open(CHAPTER_3, pinned=True)
    window.assistant_dock.setMinimumWidth(430)
    return window


def steering(window: MainWindow, text: dict, language: str) -> None:
    search = AiToolCall("s1", "search_text", {"query": "flood"})
    provider = ScriptedProvider(
        [
            AiResponse(text=text["lead"], tool_calls=(search,), usage=TokenUsage(2300, 40)),
            AiResponse(text="Never shown.", usage=TokenUsage(2500, 10)),
        ],
        hold={1},
    )
    _setup.append(AssistantSetup(provider, Settings(provider="ollama", model=MODEL)))
    panel = window.assistant_dock.widget()
    panel.new_conversation()
    panel.set_mode("ask")
    panel.ask(text["ask"])
    view = panel.turn_views[-1]
    wait_until(lambda: provider.holding.is_set() and text["lead"] in view.text)
    panel.question_edit.setFocus()
    QTest.keyClicks(panel.question_edit, text["correction"])
    QTest.keyClick(panel.question_edit, Qt.Key.Key_Return)
    wait_until(lambda: bool(view.corrections.rows))
    wait(400)
    suffix = "" if language == "en" else f"-{language}"
    target = OUT / f"steering{suffix}.png"
    window.assistant_dock.grab().save(str(target))
    in_256_colours(target)
    print("saved", target)
    panel.stop()
    wait_until(lambda: not panel.is_busy())


def main(languages: list[str]) -> None:
    workdir = Path(tempfile.mkdtemp(prefix="quire-shots-"))
    os.environ["QUIRE_CONFIG_DIR"] = str(workdir / "config")
    app = QApplication.instance() or QApplication(sys.argv)
    save_settings(Settings(provider="ollama", model=MODEL))
    assistant_session.load_setup = current_setup  # the panel asks the scripted model
    compile_translations()
    translations = TranslationSet()
    try:
        for language in languages:
            translations.install(language)
            window = open_window(workdir, language)
            steering(window, TEXTS.get(language, TEXTS["en"]), language)
            window.controller.undo_stack.setClean()
            window.close()
            translations.uninstall()
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    app.quit()


if __name__ == "__main__":
    main(sys.argv[1:] or ["en", "de"])

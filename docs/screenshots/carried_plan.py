"""A screenshot of a plan carried over: research the assistant left half done in one answer,
shown again as the next question begins.

Run under a virtual X server so that the real window system draws the window::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/carried_plan.py

A scripted model works on a copy of the sample project in ask mode: the first question sets
a plan of three chapters and ticks the first; the second question ("Go on") begins with the
plan carried over, and the picture (``carried-plan.png``) is taken while its model thinks.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication
from shots import wait, wait_until
from writer_cards import MODEL, current_setup, open_window, save, use

from assistant.agent.config.settings import Settings, save_settings
from assistant.agent.loop.messages import AiResponse, AiToolCall, TokenUsage
from assistant.gui.app.i18n import TranslationSet, compile_translations
from assistant.gui.assistant import session as assistant_session

STEPS = [
    "Chapter 1: how the river is named",
    "Chapter 2: how the river is named",
    "Chapter 3: how the river is named",
]
FIRST = "Check every chapter of Part One: does the narration call the river “the Aun”?"
FIRST_ANSWER = (
    "Chapter 1 says “the Aun” throughout, in narration and dialogue alike. Chapters 2 and 3 "
    "are still to check; ask me to go on when you like."
)


def carried_plan(window) -> None:
    plan = AiToolCall("p1", "update_plan", {"steps": STEPS, "done": [1]})
    search = AiToolCall("s1", "search_text", {"query": "Aun", "within": "Chapter 1"})
    use(
        [
            AiResponse(tool_calls=(plan, search), usage=TokenUsage(2300, 70)),
            AiResponse(text=FIRST_ANSWER, usage=TokenUsage(2700, 60)),
            AiResponse(text="", usage=TokenUsage(2900, 10)),  # held: the next turn thinks
        ],
        hold={3},
    )
    panel = window.assistant_dock.widget()
    panel.new_conversation()
    panel.set_mode("ask")
    panel.ask(FIRST)
    wait_until(lambda: not panel.is_busy())
    panel.ask("Go on with chapters 2 and 3.")
    view = panel.turn_views[-1]
    wait_until(lambda: view.plan_view.isVisible() and view.plan_view.carried)
    wait(400)
    save(window.assistant_dock, "carried-plan", "en")
    panel.stop()
    wait_until(lambda: not panel.is_busy())


def main() -> None:
    workdir = Path(tempfile.mkdtemp(prefix="quire-shots-"))
    os.environ["QUIRE_CONFIG_DIR"] = str(workdir / "config")
    app = QApplication.instance() or QApplication(sys.argv)
    save_settings(Settings(provider="ollama", model=MODEL))
    assistant_session.load_setup = current_setup  # the panel asks the scripted model
    compile_translations()
    translations = TranslationSet()
    try:
        translations.install("en")
        window = open_window(workdir, "en")
        carried_plan(window)
        window.controller.undo_stack.setClean()
        window.close()
        translations.uninstall()
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    app.quit()


if __name__ == "__main__":
    main()

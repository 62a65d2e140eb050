"""Screenshots of plan first: the plan an act-mode turn proposes, waiting on its card for the
writer to reword, remove or add steps and approve it, in English and other languages.

Run under a virtual X server so that the real window system draws the window::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/plan_first.py en de

A scripted model proposes a plan of three steps on a copy of the sample project; the writer
has reworded the first step. For each language it saves, in ``docs/screenshots``, the
assistant panel with the plan waiting (``plan-first[-<lang>].png``).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from PySide6.QtWidgets import QApplication  # noqa: E402
from writer_cards import MODEL, current_setup, open_window, save, use, wait, wait_until  # noqa: E402

from assistant.agent.config.settings import Settings, save_settings  # noqa: E402
from assistant.agent.loop.messages import AiResponse, AiToolCall, TokenUsage  # noqa: E402
from assistant.gui.app.i18n import TranslationSet, compile_translations  # noqa: E402
from assistant.gui.assistant import session as assistant_session  # noqa: E402

TEXT = {
    "en": {
        "ask": "Tighten the openings of chapters 3, 5 and 6",
        "plan": ["Tighten the opening of Chapter 3: Upriver",
                 "Tighten the opening of Chapter 5: The Sallows",
                 "Tighten the opening of Chapter 6: The Last Level"],
        "edited": "Tighten the first two paragraphs of Chapter 3: Upriver",
    },
    "de": {
        "ask": "Straffe die Anfänge der Kapitel 3, 5 und 6",
        "plan": ["Den Anfang von „Chapter 3: Upriver“ straffen",
                 "Den Anfang von „Chapter 5: The Sallows“ straffen",
                 "Den Anfang von „Chapter 6: The Last Level“ straffen"],
        "edited": "Die ersten zwei Absätze von „Chapter 3: Upriver“ straffen",
    },
}  # fmt: skip


def plan_first(window, language: str) -> None:
    text = TEXT.get(language, TEXT["en"])
    use([AiResponse(tool_calls=(AiToolCall("p1", "update_plan", {"steps": text["plan"]}),),
                    usage=TokenUsage(2400, 60))], policy="none")  # fmt: skip
    panel = window.assistant_dock.widget()
    panel.new_conversation()
    panel.set_mode("act")
    panel.plans.action.setChecked(True)
    panel.ask(text["ask"])
    view = panel.turn_views[-1]
    wait_until(lambda: bool(view.waiting_cards))
    card = view.waiting_cards[0]
    card.step_edits[0].setText(text["edited"])
    card.step_edits[0].setCursorPosition(0)
    wait(400)
    save(window.assistant_dock, "plan-first", language)
    panel.stop()
    wait_until(lambda: not panel.is_busy())


def main(languages: list[str]) -> None:
    workdir = Path(tempfile.mkdtemp(prefix="quire-shots-"))
    os.environ["QUIRE_CONFIG_DIR"] = str(workdir / "config")
    app = QApplication.instance() or QApplication(sys.argv)
    save_settings(Settings(provider="ollama", model=MODEL, review_changes=False))
    assistant_session.load_setup = current_setup  # the panel asks the scripted model
    compile_translations()
    translations = TranslationSet()
    try:
        for language in languages:
            translations.install(language)
            window = open_window(workdir, language)
            plan_first(window, language)
            window.controller.undo_stack.setClean()
            window.close()
            translations.uninstall()
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    app.quit()


if __name__ == "__main__":
    main(sys.argv[1:] or ["en", "de"])

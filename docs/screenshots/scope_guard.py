"""Screenshots of the scope guard: the line under an act-mode request saying what its changes
are limited to, and a change outside it waiting on its card, in English and other languages.

Run under a virtual X server so that the real window system draws the window::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/scope_guard.py en de

A scripted model works on a copy of the sample project under the loosest approval setting
and tightens Chapter 5 when asked about Chapter 3, so the pictures are the same every time.
For each language it saves, in ``docs/screenshots``, the assistant panel with the change
waiting (``scope-guard[-<lang>].png``).
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
from writer_cards import MODEL, current_setup, open_window, shoot, use  # noqa: E402  # noqa: E402

from assistant.agent.config.settings import Settings, save_settings  # noqa: E402
from assistant.agent.loop.messages import AiResponse, AiToolCall, TokenUsage  # noqa: E402
from assistant.gui.app.i18n import TranslationSet, compile_translations  # noqa: E402
from assistant.gui.assistant import session as assistant_session  # noqa: E402

CHAPTER_5 = "d-5285907503"
REQUESTS = {
    "en": "Tighten the first paragraph of chapter 3",
    "de": "Straffe „Chapter 3: Upriver“, paragraph 1",
}


def scope_guard(window, language: str) -> None:
    fix = {"document": CHAPTER_5, "find": "The Sallows began where the causeway ended",
           "replace": "The Sallows began at the causeway’s end"}  # fmt: skip
    use(
        [
            AiResponse(tool_calls=(AiToolCall("r1", "replace_text", fix),),
                       usage=TokenUsage(2500, 40)),
            AiResponse(text="Not done.", usage=TokenUsage(2600, 10)),
        ],
        policy="none",
    )  # fmt: skip
    shoot(window, "act", REQUESTS.get(language, REQUESTS["en"]),
          lambda view: bool(view.waiting_cards), "scope-guard", language)  # fmt: skip


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
            scope_guard(window, language)
            window.controller.undo_stack.setClean()
            window.close()
            translations.uninstall()
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    app.quit()


if __name__ == "__main__":
    main(sys.argv[1:] or ["en", "de"])

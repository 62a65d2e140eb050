"""Screenshots of the approval card when the writer changes the assistant's change first: the
proposed text rewritten, and a change of several parts approved part by part.

Run under a virtual X server so that the real window system draws the window::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/approval_parts.py en de

For each language, on a copy of the sample project, a scripted model proposes act-mode
changes to Chapter 3 and the assistant's dock is saved:

- ``approval-edited-<lang>.png``: an opening line to insert, the writer's own words typed
  over the proposed ones (Edit the text);
- ``approval-parts-<lang>.png``: “Saltmere” replaced in four places, the writer making
  parts 1 and 3 only;
- ``approval-parts-done-<lang>.png``: the turn afterwards: the folded cards and the change
  list saying each change is the writer's version.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import shots
from PySide6.QtCore import QSettings

from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiResponse, AiToolCall
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.gui.app.i18n import TranslationSet
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.main_window import MainWindow

CHAPTER_3 = "d-218eff7021"
SETTINGS = Settings(provider="ollama", model="qwen2.5:7b", approval_policy="every",
                    review_changes=False, context_window=32_768)  # fmt: skip
QUESTIONS = {
    "en": ("Open chapter 3 with the weather.", "Call Saltmere Saltmarsh in chapter 3."),
    "de": ("Beginne Kapitel 3 mit dem Wetter.", "Nenne Saltmere in Kapitel 3 Saltmarsh."),
    "es": ("Empieza el capítulo 3 con el tiempo.", "Llama Saltmarsh a Saltmere en el capítulo 3."),
    "fr": ("Ouvre le chapitre 3 sur le temps qu'il fait.",
           "Appelle Saltmere Saltmarsh dans le chapitre 3."),
    "nb": ("Begynn kapittel 3 med været.", "Kall Saltmere Saltmarsh i kapittel 3."),
}  # fmt: skip
WRITERS_WORDS = {
    "en": "A white dawn, and no wind at all.\n\n",
    "de": "Ein weißer Morgen, und kein Wind.\n\n",
    "es": "Un amanecer blanco, sin viento.\n\n",
    "fr": "Une aube blanche, et pas un souffle.\n\n",
    "nb": "En hvit morgen, uten vind.\n\n",
}


def scripted(*replies: AiResponse) -> AssistantSetup:
    return AssistantSetup(ScriptedProvider(list(replies), chunk_size=40), SETTINGS)


class Shots:
    def __init__(self, language: str, workdir: Path) -> None:
        self.language = language
        root = workdir / language / "The Long Map"
        shutil.copytree(shots.SAMPLE, root, ignore=shutil.ignore_patterns(".quire"))
        settings = QSettings(str(workdir / language / "window.ini"), QSettings.Format.IniFormat)
        self.window = MainWindow(ProjectController(), settings)
        self.window.resize(1400, 900)
        self.window.show()
        self.window.files.open_project(root)
        self.window.tabs.open(CHAPTER_3, pinned=True)
        self.panel = self.window.assistant_dock.widget()
        self.setup: AssistantSetup | None = None
        self.panel.session._setup_factory = lambda: self.setup
        self.panel.session.core._setup_factory = lambda: self.setup
        self.panel.new_conversation()
        self.panel.set_mode(Mode.ACT)

    def save(self, name: str) -> Path:
        shots.wait(300)
        target = shots.OUT / f"{name}-{self.language}.png"
        self.window.assistant_dock.grab().save(str(target))
        return shots.in_256_colours(target)

    def card(self, question: str, *replies: AiResponse):
        self.setup = scripted(*replies)
        self.panel.ask(question)
        view = self.panel.turn_views[-1]
        shots.wait_until(lambda: bool(view.waiting_cards))
        return view.waiting_cards[0]

    def run(self) -> list[Path]:
        saved = []
        edited = self.card(QUESTIONS[self.language][0], AiResponse(tool_calls=(
            AiToolCall("c1", "insert_text", {"document": CHAPTER_3, "where": "start",
                                             "text": "A grey dawn over the Aun.\n\n"}),)),
            AiResponse(text="…"))  # fmt: skip
        edited.edit_button.click()
        edited.parts.rows[0].editor.setPlainText(WRITERS_WORDS[self.language])
        saved.append(self.save("approval-edited"))
        edited.approve_button.click()
        shots.wait_until(lambda: not self.panel.is_busy())

        parts = self.card(QUESTIONS[self.language][1], AiResponse(tool_calls=(
            AiToolCall("c1", "replace_text", {"document": CHAPTER_3, "find": "Saltmere",
                                              "replace": "Saltmarsh", "expected_count": 4}),)),
            AiResponse(text="…"))  # fmt: skip
        parts.parts.rows[1].check.click()
        parts.parts.rows[3].check.click()
        saved.append(self.save("approval-parts"))
        parts.approve_button.click()
        shots.wait_until(lambda: not self.panel.is_busy())
        saved.append(self.save("approval-parts-done"))
        return saved


def main(languages: list[str]) -> int:
    with shots.app_for_shots(SETTINGS) as workdir:
        for language in languages:
            translations = TranslationSet()
            translations.install(language)
            shot = Shots(language, workdir)
            for path in shot.run():
                print(path)
            shot.window.controller.save()
            shot.window.close()
            translations.uninstall()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["en", "de"]))

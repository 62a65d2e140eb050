"""Screenshot of an answer that withheld private material: the turn's tools list open, the
private note's reading answered "withheld (private)" (its details shown), the private field of
a character's card withheld, and the turn's "Sent: …" line under it.

Run under a virtual X server so that the real window system draws the window::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/withheld_tools.py en de

For each language, on a copy of the sample project with two notes, a character and one field
of Oda marked private, a scripted model searches, reads the private note and Oda's card, and
answers. Saves ``withheld-tools-<lang>.png`` (the assistant's dock) in ``docs/screenshots``.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import shots  # noqa: E402
from PySide6.QtCore import QSettings, Qt  # noqa: E402

from assistant.agent.config.settings import Settings  # noqa: E402
from assistant.agent.loop.messages import AiResponse, AiToolCall  # noqa: E402
from assistant.agent.loop.mode import Mode  # noqa: E402
from assistant.agent.loop.scripted import ScriptedProvider  # noqa: E402
from assistant.agent.session.provider_setup import AssistantSetup  # noqa: E402
from assistant.gui.app.i18n import TranslationSet  # noqa: E402
from assistant.gui.window.controller import ProjectController  # noqa: E402
from assistant.gui.window.main_window import MainWindow  # noqa: E402
from tests.agent.privacy.sample import OPEN_QUESTIONS, private_sample  # noqa: E402

SETTINGS = Settings(provider="openai", model="gpt-4o-mini", context_window=128_000)
QUESTIONS = {
    "en": "Who could have moved the figure on the map?",
    "de": "Wer könnte die Figur auf der Karte verschoben haben?",
    "es": "¿Quién pudo mover la figura del mapa?",
    "fr": "Qui a pu déplacer la figurine sur la carte ?",
    "nb": "Hvem kan ha flyttet figuren på kartet?",
}
ANSWERS = {
    "en": "Oda had the key and read the gauge each evening; the book does not yet say more.",
    "de": "Oda hatte den Schlüssel und las jeden Abend den Pegel ab; "
    "mehr sagt das Buch noch nicht.",
    "es": "Oda tenía la llave y leía la marca cada tarde; el libro aún no dice más.",
    "fr": "Oda avait la clé et relevait l'échelle chaque soir ; le livre n'en dit pas plus.",
    "nb": "Oda hadde nøkkelen og leste av målesteinen hver kveld; boka sier ikke mer ennå.",
}
CALLS = (
    AiToolCall("c1", "search_text", {"query": "the figure"}),
    AiToolCall("c2", "read_document", {"document": OPEN_QUESTIONS}),
    AiToolCall("c3", "get_entity", {"entity": "Oda", "fields": ["Family", "Age"]}),
)


def shoot(language: str, workdir: Path) -> Path:
    root = private_sample(workdir / language / "The Long Map")
    settings = QSettings(str(workdir / language / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(ProjectController(), settings)
    window.resize(1400, 900)
    window.show()
    window.files.open_project(root)
    panel = window.assistant_dock.widget()
    replies = [AiResponse(tool_calls=CALLS), AiResponse(text=ANSWERS[language])]
    setup = AssistantSetup(ScriptedProvider(replies, chunk_size=40), SETTINGS)
    panel.session._setup_factory = lambda: setup
    panel.session.core._setup_factory = lambda: setup
    panel.new_conversation()
    panel.set_mode(Mode.ASK)
    panel.ask(QUESTIONS[language])
    shots.wait_until(lambda: not panel.is_busy())
    window.resizeDocks([window.assistant_dock], [520], Qt.Orientation.Horizontal)
    shots.wait(200)
    view = panel.turn_views[-1]
    view.tool_toggle.click()
    view.tool_log.linkActivated.emit("details:1")
    view.tool_log.linkActivated.emit("details:2")
    shots.wait(300)
    target = shots.OUT / f"withheld-tools-{language}.png"
    window.assistant_dock.grab().save(str(target))
    shots.in_256_colours(target)
    window.controller.save()
    window.close()
    return target


def main(languages: list[str]) -> int:
    with shots.app_for_shots(SETTINGS) as workdir:
        for language in languages:
            translations = TranslationSet()
            translations.install(language)
            print(shoot(language, workdir))
            translations.uninstall()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["en", "de"]))

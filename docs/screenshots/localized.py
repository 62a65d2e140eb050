"""Screenshots of the main window in another language, with a question answered.

Run under a virtual X server so that the real window system draws the window::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/localized.py nb es

Each language opens a copy of the sample project with two documents and a character in tabs,
and asks the assistant a question; a scripted model looks things up and answers in that
language (as a real one is told to), so the picture is the same every time. The list of
tools it used is open. The window is saved as ``docs/screenshots/main-window-<lang>.png``.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from shots import SAMPLE, app_for_shots, save, wait, wait_until

from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiResponse, AiToolCall, TokenUsage
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.gui.app.i18n import TranslationSet
from assistant.gui.assistant import session as assistant_session
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.main_window import MainWindow

MODEL = "qwen2.5:7b"
BRIDGE = "d-95b4900e9e"
BRIDGE_TITLE = "The Night the Bridge Went"  # the model names things by title
MAP_HOUSE = "d-9b65717c5f"  # Chapter 1: The Map House
MARA = "e-470dba0693"  # Mára Tesk

QUESTIONS = {
    "nb": "Hvem fikk Carrow-familien ned fra broen den natten den raste?",
    "es": "¿Quién sacó a la familia Carrow del puente la noche en que se hundió?",
    "de": "Wer hat die Familie Carrow in der Nacht, als die Brücke einstürzte, heruntergeholt?",
    "fr": "Qui a fait descendre la famille Carrow du pont la nuit où il s'est effondré ?",
}
ANSWERS = {
    "nb": (
        "Det var **Jory Fenn**. Kvart over elleve steg vannet to fot på en gang, og Jory "
        "hentet Carrow-familien ned fra broen i båten sin, før tre av buene på Gull-broen "
        "raste sammen tjue på tolv.\n\nDet skjer i scenen The Night the Bridge Went. Mára og "
        "Oda følger vannstanden fra tollhuset og skriver den ned hvert kvarter, så tidene i "
        "scenen stemmer med målingene hennes."
    ),
    "es": (
        "Fue **Jory Fenn**. A las once y cuarto el agua subió de golpe dos pies, y Jory sacó "
        "del puente a la familia Carrow en su barca, poco antes de que tres arcos del Gull se "
        "derrumbaran a las doce menos veinte.\n\nOcurre en la escena The Night the Bridge "
        "Went. Mára y Oda siguen el nivel del agua desde la casa del peaje y lo anotan cada "
        "cuarto de hora, así que las horas de la escena coinciden con sus mediciones."
    ),
    "de": (
        "Es war **Jory Fenn**. Um Viertel nach elf stieg das Wasser auf einen Schlag um zwei "
        "Fuß, und Jory holte die Familie Carrow mit seinem Boot von der Brücke, bevor um "
        "zwanzig vor zwölf drei Bögen der Gull einstürzten.\n\nDas geschieht in der Szene The "
        "Night the Bridge Went."
    ),
    "fr": (
        "C'est **Jory Fenn**. À onze heures et quart, l'eau monte d'un coup de deux pieds, et "
        "Jory fait descendre la famille Carrow du pont dans sa barque, peu avant que trois "
        "arches du Gull ne s'effondrent à minuit moins vingt.\n\nCela se passe dans la scène "
        "The Night the Bridge Went."
    ),
}


def scripted_setup(language: str) -> AssistantSetup:
    """A model that searches, reads the scene, then answers in the writer's language."""
    provider = ScriptedProvider(
        [
            AiResponse(
                tool_calls=(AiToolCall("c1", "search_text", {"query": "Carrow"}),),
                usage=TokenUsage(2140, 38),
            ),
            AiResponse(
                tool_calls=(AiToolCall("c2", "read_document", {"document": BRIDGE_TITLE}),),
                usage=TokenUsage(2610, 31),
            ),
            AiResponse(text=ANSWERS[language], usage=TokenUsage(6830, 164, cached_input=2560)),
        ],
        chunk_size=40,
    )
    return AssistantSetup(provider, Settings(provider="ollama", model=MODEL))


def shoot(language: str, workdir: Path) -> Path:
    translations = TranslationSet()
    translations.install(language)
    project = workdir / language / "sample"
    shutil.copytree(SAMPLE, project, ignore=shutil.ignore_patterns(".quire"))
    assistant_session.load_setup = lambda: scripted_setup(language)
    controller = ProjectController()
    settings = QSettings(str(workdir / language / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(controller, settings)
    window.resize(1400, 900)
    window.show()
    window.files.open_project(project)
    for key in (MARA, BRIDGE, MAP_HOUSE):
        window.tabs.open(key, pinned=True)
    wait(300)
    window.resizeDocks([window.assistant_dock], [480], Qt.Orientation.Horizontal)
    panel = window.assistant_panel
    finished: list[object] = []
    panel.turn_finished.connect(finished.append)
    panel.ask(QUESTIONS[language])
    wait_until(lambda: finished)
    panel.turn_views[-1].tool_toggle.click()  # what it looked up, in the writer's language
    wait(300)
    panel.scroll.verticalScrollBar().setValue(0)
    window.tree.setFocus()
    wait(200)
    target = save(window, f"main-window-{language}.png")
    window.controller.save()
    window.close()
    translations.uninstall()
    return target


def main(languages: list[str]) -> int:
    with app_for_shots(Settings(provider="ollama", model=MODEL)) as workdir:
        for language in languages or ["nb", "es"]:
            print(shoot(language, workdir))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

"""Screenshots of Quire in each of its languages, for a localizer to look at: the main window,
the assistant panel after an act-mode turn, Settings, and a change waiting for approval.

Run under a virtual X server so that the real window system draws the windows::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/i18n.py en es de fr nb

For each language a copy of the sample project opens with a character and a scene in tabs, the
assistant panel at its default 380 pixels. In act mode a scripted model renames Mára and
retitles a scene, each change waiting for approval: the first card is photographed, both are
approved, and the finished turn is photographed with its list of changes open. Settings shows
the reviewer turned on with its model field empty. Saves ``i18n-main-<lang>.png``,
``i18n-panel-<lang>.png``, ``i18n-settings-<lang>.png`` and ``i18n-approval-<lang>.png`` in
``docs/screenshots``.
"""

from __future__ import annotations

import os
import shutil
import sys
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from shots import ROOT, SAMPLE, app_for_shots, save, wait, wait_until

from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiResponse, AiToolCall, TokenUsage
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.gui.app.i18n import TranslationSet
from assistant.gui.assistant import session as assistant_session
from assistant.gui.settings.dialog import SettingsDialog
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.main_window import MainWindow

MODEL = "qwen2.5:7b"
MARA = "e-470dba0693"  # Mára Tesk
BRIDGE = "d-95b4900e9e"  # The Night the Bridge Went
DOCK_WIDTH = 380
SETTINGS = Settings(provider="ollama", model=MODEL, approval_policy="every", review_changes=True)
"""What Settings shows: the reviewer on, its model empty (the placeholder)."""
RUN = replace(SETTINGS, review_changes=False)
"""What the scripted turn runs with: every change waits for the writer, no second model."""

QUESTIONS = {
    "en": "Rename Mára to Maren, and call the bridge scene “The Flood”.",
    "es": "Cambia el nombre de Mára a Maren y titula la escena del puente «La riada».",
    "de": "Benennen Sie Mára in Maren um und nennen Sie die Brückenszene „Die Flut“.",
    "fr": "Renomme Mára en Maren et intitule la scène du pont « La Crue ».",
    "nb": "Gi Mára navnet Maren, og kall broscenen «Flommen».",
}
TITLES = {"en": "The Flood", "es": "La riada", "de": "Die Flut", "fr": "La Crue", "nb": "Flommen"}
ANSWERS = {
    "en": "Done: **Mára Tesk** is now **Maren Tesk** (the old name stays as an alias), and "
    "the bridge scene is called *The Flood*.",
    "es": "Hecho: **Mára Tesk** ahora se llama **Maren Tesk** (el nombre antiguo queda como "
    "alias) y la escena del puente se titula *La riada*.",
    "de": "Erledigt: **Mára Tesk** heißt jetzt **Maren Tesk** (der alte Name bleibt als "
    "Alias), und die Brückenszene heißt *Die Flut*.",
    "fr": "C'est fait : **Mára Tesk** s'appelle désormais **Maren Tesk** (l'ancien nom reste "
    "un alias), et la scène du pont s'intitule *La Crue*.",
    "nb": "Ferdig: **Mára Tesk** heter nå **Maren Tesk** (det gamle navnet er beholdt som "
    "alias), og broscenen heter *Flommen*.",
}


def scripted_setup(language: str) -> AssistantSetup:
    rename = AiToolCall(
        "c1", "rename_entity",
        {"entity": MARA, "name": "Maren Tesk", "keep_old_name_as_alias": True},
    )  # fmt: skip
    retitle = AiToolCall("c2", "retitle", {"node": BRIDGE, "title": TITLES[language]})
    provider = ScriptedProvider(
        [
            AiResponse(tool_calls=(rename,), usage=TokenUsage(2140, 38)),
            AiResponse(tool_calls=(retitle,), usage=TokenUsage(2260, 31)),
            AiResponse(text=ANSWERS[language], usage=TokenUsage(2410, 52, cached_input=2048)),
        ],
        chunk_size=40,
    )
    return AssistantSetup(provider, RUN)


def open_window(workdir: Path, language: str) -> MainWindow:
    project = workdir / language / "The Long Map"
    shutil.copytree(SAMPLE, project, ignore=shutil.ignore_patterns(".quire"))
    settings = QSettings(str(workdir / language / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(ProjectController(), settings)
    window.resize(1400, 860)
    window.move(0, 0)
    window.show()
    window.files.open_project(project)
    for key in (MARA, BRIDGE):
        window.tabs.open(key, pinned=True)
    window.resizeDocks([window.assistant_dock], [DOCK_WIDTH], Qt.Orientation.Horizontal)
    wait(400)
    return window


def act_turn(window: MainWindow, language: str) -> list[Path]:
    """The first change waiting for approval, then the finished turn with its changes."""
    panel = window.assistant_panel
    panel.set_mode(Mode.ACT)
    finished: list[object] = []
    panel.turn_finished.connect(finished.append)
    panel.ask(QUESTIONS[language])
    view = panel.turn_views[-1]
    wait_until(lambda: view.waiting_cards)
    wait(300)
    taken = [save(window.assistant_dock, f"i18n-approval-{language}.png")]
    while not finished:
        if view.waiting_cards:
            view.waiting_cards[0].approve_button.click()
        wait(100)
    wait(300)
    for toggle in [row.toggle for row in view.changes.rows][:1]:
        toggle.click()  # the first change's details, in the writer's words
    wait(300)
    panel.scroll.verticalScrollBar().setValue(panel.scroll.verticalScrollBar().maximum())
    wait(200)
    taken.append(save(window.assistant_dock, f"i18n-panel-{language}.png"))
    window.tree.setFocus()
    wait(200)
    taken.append(save(window, f"i18n-main-{language}.png"))
    return taken


def settings_dialog(window: MainWindow, language: str) -> Path:
    window.menus.settings_action.trigger()
    wait_until(lambda: any(d.isVisible() for d in window.findChildren(SettingsDialog)))
    dialog = next(d for d in window.findChildren(SettingsDialog) if d.isVisible())
    wait(600)
    taken = save(dialog, f"i18n-settings-{language}.png")
    dialog.reject()
    return taken


def main(languages: list[str]) -> int:
    if not os.environ.get("DISPLAY"):
        print("run under xvfb-run (see the module doc)", file=sys.stderr)
        return 2
    with app_for_shots(SETTINGS) as workdir:
        for language in languages or ["en", "es", "de", "fr", "nb"]:
            translations = TranslationSet()
            translations.install(language)
            assistant_session.load_setup = lambda language=language: scripted_setup(language)
            window = open_window(workdir, language)
            for path in [*act_turn(window, language), settings_dialog(window, language)]:
                print(path.relative_to(ROOT))
            window.controller.save()
            window.close()
            translations.uninstall()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

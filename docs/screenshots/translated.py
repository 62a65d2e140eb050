"""Screenshots of Quire in German and French: an approval card waiting in the assistant panel
at its default width, and the Edit menu after an undoable step (Undo names the step in a
whole sentence of the writer's language).

Run under a virtual X server so that the real window system draws the window and its menus::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/translated.py

A scripted model renames a character and waits for approval, so the pictures are the same
every time. Saves ``translated-approval-card-<lang>.png`` and ``translated-edit-menu-<lang>.png`` in
``docs/screenshots``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import shots
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QMenu, QWidget

from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiResponse, AiToolCall
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.gui.app.i18n import TranslationSet
from assistant.gui.assistant import session as assistant_session
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.main_window import MainWindow

ROOT, OUT, SAMPLE, wait = shots.ROOT, shots.OUT, shots.SAMPLE, shots.wait
MARA = "e-470dba0693"  # Mára Tesk
CHAPTER_3 = "d-218eff7021"  # Chapter 3: Upriver
DOCK_WIDTH = 380
SETTINGS = Settings(provider="ollama", model="qwen2.5:7b", approval_policy="every")
QUESTIONS = {
    "de": "Benenne Mára in Maren um, bitte.",
    "fr": "Renomme Mára en Maren, s'il te plaît.",
}
NEW_TITLES = {"de": "Kapitel 3: Flussaufwärts", "fr": "Chapitre 3 : En remontant le fleuve"}


def shoot(widget: QWidget, name: str, width: int, height: int) -> Path:
    """The screen from ``widget``'s window's top left corner (menus included), 256 colours."""
    wait(400)
    frame = widget.window().frameGeometry()
    target = OUT / name
    subprocess.run(
        ["import", "-window", "root", "-crop", f"{width}x{height}+{frame.x()}+{frame.y()}",
         "+repage", str(target)],
        check=True,
    )  # fmt: skip
    return shots.in_256_colours(target)


def scripted_setup() -> AssistantSetup:
    provider = ScriptedProvider(
        [
            AiResponse(
                tool_calls=(
                    AiToolCall(
                        "c1",
                        "rename_entity",
                        {"entity": MARA, "name": "Maren Tesk", "keep_old_name_as_alias": True},
                    ),
                )
            ),
            AiResponse(text="OK."),
        ]
    )
    return AssistantSetup(provider, SETTINGS)


def open_window(workdir: Path, language: str) -> MainWindow:
    project = workdir / language / "The Long Map"
    shutil.copytree(SAMPLE, project, ignore=shutil.ignore_patterns(".quire"))
    controller = ProjectController()
    settings = QSettings(str(workdir / language / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(controller, settings)
    window.resize(1400, 860)
    window.move(0, 0)
    window.show()
    window.files.open_project(project)
    window.resizeDocks([window.assistant_dock], [DOCK_WIDTH], Qt.Orientation.Horizontal)
    wait(300)
    return window


def approval_card(window: MainWindow, language: str) -> Path:
    panel = window.assistant_panel
    panel.set_mode(Mode.ACT)
    panel.ask(QUESTIONS[language])
    view = panel.turn_views[-1]
    shots.wait_until(lambda: view.waiting_cards)
    wait(300)
    target = shots.save(window.assistant_dock, f"translated-approval-card-{language}.png")
    view.waiting_cards[0].reject()
    shots.wait_until(lambda: not panel.is_busy())
    return target


def edit_menu(window: MainWindow, language: str) -> Path:
    field = window.tabs.open(CHAPTER_3, pinned=True).title_field
    field.setFocus()
    field.selectAll()
    field.setText(NEW_TITLES[language])
    field.editingFinished.emit()  # as Enter in the title field: one undoable rename
    wait(200)
    bar = window.menuBar()
    edit = next(a for a in bar.actions() if a.menu() is not None and a.menu().actions()
                and a.menu().actions()[0] is window.menus.undo_action)  # fmt: skip
    menu: QMenu = edit.menu()
    taken: list[Path] = []

    def take() -> None:
        menu.setActiveAction(window.menus.undo_action)
        taken.append(shoot(window, f"translated-edit-menu-{language}.png", 760, 300))
        menu.close()

    QTimer.singleShot(600, take)
    menu.exec(bar.mapToGlobal(bar.actionGeometry(edit).bottomLeft()))
    return taken[0]


def main() -> int:
    if not os.environ.get("DISPLAY"):
        print("run under xvfb-run (see the module doc)", file=sys.stderr)
        return 2
    with shots.app_for_shots(SETTINGS) as workdir:
        assistant_session.load_setup = scripted_setup
        translations = TranslationSet()
        for language in ("de", "fr"):
            translations.install(language)
            window = open_window(workdir, language)
            print(approval_card(window, language).relative_to(ROOT))
            print(edit_menu(window, language).relative_to(ROOT))
            window.controller.save()
            window.close()
        translations.install("en")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

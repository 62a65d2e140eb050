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

import asyncio
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import qasync  # noqa: E402
from PySide6.QtCore import QEventLoop, QPoint, QSettings, Qt, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QMenu, QWidget  # noqa: E402

from assistant.agent.messages import AiResponse, AiToolCall  # noqa: E402
from assistant.agent.mode import Mode  # noqa: E402
from assistant.agent.scripted import ScriptedProvider  # noqa: E402
from assistant.agent.settings import Settings, save_settings  # noqa: E402
from assistant.agent.setup import AssistantSetup  # noqa: E402
from assistant.gui import assistant_session  # noqa: E402
from assistant.gui.controller import ProjectController  # noqa: E402
from assistant.gui.i18n import TranslationSet, compile_translations  # noqa: E402
from assistant.gui.main_window import MainWindow  # noqa: E402

SAMPLE = ROOT / "resources" / "sample"
OUT = ROOT / "docs" / "screenshots"
MARA = "e-470dba0693"  # Mára Tesk
CHAPTER_3 = "d-218eff7021"  # Chapter 3: Upriver
DOCK_WIDTH = 380
QUESTIONS = {
    "de": "Benenne Mára in Maren um, bitte.",
    "fr": "Renomme Mára en Maren, s'il te plaît.",
}
NEW_TITLES = {"de": "Kapitel 3: Flussaufwärts", "fr": "Chapitre 3 : En remontant le fleuve"}


def wait(milliseconds: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def shoot(widget: QWidget, name: str, width: int, height: int) -> Path:
    """The screen from ``widget``'s window's top left corner (menus included), 256 colours."""
    wait(400)
    frame = widget.window().frameGeometry()
    target = OUT / name
    subprocess.run(
        ["import", "-window", "root", "-crop", f"{width}x{height}+{frame.x()}+{frame.y()}",
         "+repage", "-strip", "-dither", "None", "-colors", "256", f"PNG8:{target}"],
        check=True,
    )  # fmt: skip
    return target


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
    return AssistantSetup(provider, Settings(provider="ollama", model="qwen2.5:7b",
                                             approval_policy="every"))  # fmt: skip


def open_window(workdir: Path, language: str) -> MainWindow:
    project = workdir / language / "The Long Map"
    shutil.copytree(SAMPLE, project, ignore=shutil.ignore_patterns(".quire"))
    controller = ProjectController()
    settings = QSettings(str(workdir / language / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(controller, settings)
    window.resize(1400, 860)
    window.move(0, 0)
    window.show()
    window.open_project(project)
    window.resizeDocks([window.assistant_dock], [DOCK_WIDTH], Qt.Orientation.Horizontal)
    wait(300)
    return window


def approval_card(window: MainWindow, language: str) -> Path:
    panel = window.assistant_panel
    panel.set_mode(Mode.ACT)
    panel.ask(QUESTIONS[language])
    view = panel.turn_views[-1]
    while not view.waiting_cards:
        wait(50)
    wait(300)
    dock = window.assistant_dock
    target = OUT / f"translated-approval-card-{language}.png"
    dock.grab().save(str(target))
    subprocess.run(["mogrify", "-strip", "-dither", "None", "-colors", "256",
                    f"PNG8:{target}"], check=True)  # fmt: skip
    view.waiting_cards[0].reject()
    while panel.is_busy():
        wait(50)
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
                and a.menu().actions()[0] is window.undo_action)  # fmt: skip
    menu: QMenu = edit.menu()
    shots: list[Path] = []

    def take() -> None:
        menu.setActiveAction(window.undo_action)
        shots.append(shoot(window, f"translated-edit-menu-{language}.png", 760, 300))
        menu.close()

    QTimer.singleShot(600, take)
    menu.exec(bar.mapToGlobal(bar.actionGeometry(edit).bottomLeft() + QPoint(0, 0)))
    return shots[0]


def main() -> int:
    if not os.environ.get("DISPLAY"):
        print("run under xvfb-run (see the module doc)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as folder:
        workdir = Path(folder)
        os.environ["QUIRE_CONFIG_DIR"] = str(workdir / "config")
        for name in ("QUIRE_PROVIDER", "QUIRE_MODEL", "QUIRE_BASE_URL", "QUIRE_API_KEY"):
            os.environ.pop(name, None)
        app = QApplication(sys.argv)
        app.setApplicationName("Quire")
        asyncio.set_event_loop(qasync.QEventLoop(app, already_running=False))
        compile_translations()
        save_settings(Settings(provider="ollama", model="qwen2.5:7b", approval_policy="every"))
        assistant_session.load_setup = scripted_setup
        translations = TranslationSet()
        for language in ("de", "fr"):
            translations.install(language)
            window = open_window(workdir, language)
            print(approval_card(window, language).relative_to(ROOT))
            print(edit_menu(window, language).relative_to(ROOT))
            window.controller.save()
            window.close()
        translations.uninstall()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

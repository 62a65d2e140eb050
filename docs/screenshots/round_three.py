"""Screenshots of what the third newcomer's review found, as a writer meets it: the spelling
menu on a word (a real right-click), a chapter that was given a scene, Settings with Costs and
budget open, and a Fix asked while the Continuity editor is chosen.

Run under a virtual X server at the screen size to show, with ``xdotool`` for the right-click::

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python docs/screenshots/round_three.py \\
        1600 en de
    xvfb-run -a -s "-screen 0 1024x700x24" .venv/bin/python docs/screenshots/round_three.py \\
        1024 en de

The window fills the screen. Saves ``round3-<what>-<width>-<lang>.png`` in docs/screenshots.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMenu
from shots import OUT, SAMPLE, app_for_shots, in_256_colours, wait, wait_until

from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiResponse, AiToolCall, Role
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.gui.app.i18n import TranslationSet
from assistant.gui.assistant import findings_window
from assistant.gui.settings.dialog import SettingsDialog
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.main_window import MainWindow

MODEL = "qwen2.5:7b"
CHAPTER_1 = "d-9b65717c5f"
SETTINGS = Settings(provider="ollama", model=MODEL, review_changes=False)
EYES = {"kind": "contradiction", "summary": "Mára's eyes are green here; her entry says grey.",
        "claim_a": {"quote": "Don't look at me with those green eyes", "document": CHAPTER_1},
        "claim_b": {"quote": "Eyes: grey", "document": "Mára Tesk"}, "entity": "Mára Tesk"}


def screen(name: str) -> Path:
    target = OUT / name
    subprocess.run(["import", "-window", "root", str(target)], check=True)
    return in_256_colours(target)


def audit_setup() -> AssistantSetup:
    def reply(request):
        question = next(m.content for m in request.messages if m.role is Role.USER)
        done = any(m.role is Role.TOOL for m in request.messages)
        if "“Chapter 1" in question and not done:
            return AiResponse(tool_calls=(AiToolCall("r1", "report_finding", EYES),))
        return AiResponse(text="Done.")

    return AssistantSetup(ScriptedProvider([reply] * 40), SETTINGS)


def fix_setup() -> AssistantSetup:
    def reply(request):
        if any(m.role is Role.TOOL for m in request.messages):
            return AiResponse(text="Her eyes are grey now in Chapter 1, as her entry says.")
        return AiResponse(tool_calls=(AiToolCall("c1", "replace_text", {
            "document": "Chapter 1: The Map House", "find": "those green eyes",
            "replace": "those grey eyes", "expected_count": 1}),))  # fmt: skip

    return AssistantSetup(ScriptedProvider([reply] * 6), SETTINGS)


def spelling_menu(window: MainWindow, tag: str) -> Path:
    editor = window.tabs.current_editor()
    edit = editor.text_edit
    cursor = edit.textCursor()
    cursor.movePosition(cursor.MoveOperation.End)
    edit.setTextCursor(cursor)
    edit.setFocus()
    edit.insertPlainText("\n\nThe lamps recieve the dusk.")
    wait_until(editor.highlighter.is_complete)
    cursor.setPosition(editor.text().rindex("recieve") + 3)
    edit.setTextCursor(cursor)
    edit.ensureCursorVisible()
    wait(300)
    point = edit.viewport().mapToGlobal(edit.cursorRect(cursor).center())
    shots: list[Path] = []

    def shoot_the_menu() -> None:  # the menu runs its own event loop: photograph it from there
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            QTimer.singleShot(100, shoot_the_menu)
            return
        shots.append(screen(f"round3-spelling-{tag}.png"))
        menu.close()

    QTimer.singleShot(500, shoot_the_menu)
    subprocess.Popen(["xdotool", "mousemove", str(point.x()), str(point.y()), "click", "3"])
    wait_until(lambda: shots)
    return shots[0]


def chapter_with_a_scene(window: MainWindow, tag: str) -> Path:
    window.tree.select_key(CHAPTER_1)
    window.tree.actions_.new_scene.trigger()
    wait(500)
    return screen(f"round3-chapter-scene-{tag}.png")


def settings_with_costs(window: MainWindow, tag: str) -> Path:
    window.menus.settings_action.trigger()
    wait_until(lambda: any(d.isVisible() for d in window.findChildren(SettingsDialog)))
    dialog = next(d for d in window.findChildren(SettingsDialog) if d.isVisible())
    dialog.cost_group.toggle.click()
    wait(600)
    shot = screen(f"round3-settings-{tag}.png")
    dialog.reject()
    return shot


def fix_with_the_continuity_editor(window: MainWindow, tag: str) -> Path:
    findings_window.load_setup = audit_setup
    window.menus.check_continuity_action.trigger()
    found = window.dialogs.findings_window
    found.check_button.click()
    wait_until(lambda: not found.is_running)
    panel = window.assistant_dock.widget()
    picker = panel.specialists.picker.combo
    picker.setCurrentIndex(1)  # the Continuity editor, who only reads
    panel.session.core._setup_factory = fix_setup
    finished: list[object] = []
    panel.turn_finished.connect(finished.append)
    found.cards[0].fix_button.click()
    wait_until(lambda: finished)
    found.close()
    wait(500)
    return screen(f"round3-fix-{tag}.png")


def shoot(workdir: Path, language: str, width: int) -> list[Path]:
    project = workdir / language / "The Long Map"
    shutil.copytree(SAMPLE, project, ignore=shutil.ignore_patterns(".quire"))
    controller = ProjectController()
    settings = QSettings(str(workdir / language / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(controller, settings)
    window.setGeometry(QGuiApplication.primaryScreen().availableGeometry())
    window.show()
    window.files.open_project(project)
    window.tabs.open(CHAPTER_1, pinned=True)
    wait(800)
    tag = f"{width}-{language}"
    shots = [spelling_menu(window, tag), chapter_with_a_scene(window, tag),
             settings_with_costs(window, tag), fix_with_the_continuity_editor(window, tag)]
    controller.save()
    window.close()
    return shots


def main(argv: list[str]) -> int:
    width = int(argv[0]) if argv else 1600
    languages = argv[1:] or ["en", "de"]
    with app_for_shots(SETTINGS) as workdir:
        for language in languages:
            translations = TranslationSet()
            translations.install(language)
            for path in shoot(workdir, language, width):
                print(path)
            translations.uninstall()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

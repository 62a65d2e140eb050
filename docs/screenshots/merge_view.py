"""Screenshots of the merge view, as a writer meets it after another computer's changes came in
through the sync folder: what came from each computer, and the places both changed, side by side.

Run under a virtual X server, so that the real window system draws the windows::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/merge_view.py en de

On a copy of the sample project: this computer adds a sentence to the first paragraph of
chapter 1 and one to chapter 5, and changes Mára's age; the other computer (written straight
into the files) rewrites that paragraph its own way, changes her age differently, rewrites two
paragraphs of chapter 3 and her eye colour. The window hears of the files and asks: its dialog
is photographed (the whole screen), Merge… clicked, and the merge view photographed with the
first place both changed showing the version both started from, and the second decided.
Saves ``merge-offer-<lang>.png`` and ``merge-view-<lang>.png`` in docs/screenshots.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from shots import OUT, SAMPLE, app_for_shots, in_256_colours, save, wait, wait_until

from assistant.agent.config.settings import Settings
from assistant.gui.app.i18n import TranslationSet
from assistant.gui.merge.merge_dialog import MergeDialog
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.main_window import MainWindow
from assistant.world.edits import InsertText, SetEntityField
from assistant.world.merge.paragraphs import Choice

CHAPTER_1 = "d-9b65717c5f"
CHAPTER_5 = "d-5285907503"
MARA = "e-470dba0693"
CHAPTER_1_FILE = "documents/chapter-1-the-map-house-d-9b65717c5f.md"
CHAPTER_3_FILE = "documents/chapter-3-upriver-d-218eff7021.md"
MARA_FILE = "entities/mara-tesk-e-470dba0693.md"
RAIN = "The rain had not come yet, but the river already knew about it."


def screen(name: str) -> Path:
    target = OUT / name
    subprocess.run(["import", "-window", "root", str(target)], check=True)
    return in_256_colours(target)


def rewrite(root: Path, rel: str, *replacements: tuple[str, str]) -> None:
    """The other computer's changes, arriving in the files."""
    path = root / rel
    text = path.read_text(encoding="utf-8")
    for old, new in replacements:
        assert old in text, old
        text = text.replace(old, new)
    path.write_text(text, encoding="utf-8")


def shoot(workdir: Path, language: str) -> list[Path]:
    project = workdir / language / "The Long Map"
    shutil.copytree(SAMPLE, project, ignore=shutil.ignore_patterns(".quire"))
    controller = ProjectController()
    settings = QSettings(str(workdir / language / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(controller, settings, with_assistant=False)
    window.resize(1300, 820)
    window.move(50, 40)
    window.show()
    window.files.open_project(project)
    wait(600)
    controller.push(InsertText(CHAPTER_1, len(RAIN), " Mára had felt it since noon."), "Typing")
    controller.push(SetEntityField(MARA, "Age", "20"), "Age")
    sallows = controller.snapshot().documents[CHAPTER_5].text.index("There were channels.")
    controller.push(InsertText(CHAPTER_5, sallows, "Nobody drew them. "), "Typing")
    rewrite(project, CHAPTER_1_FILE, (RAIN, "The rain had not come yet; the river knew."))
    rewrite(
        project,
        CHAPTER_3_FILE,
        ("Four days after the Gull fell", "Five days after the Gull fell"),
        ("The river had gone down.", "The river had gone down at last."),
    )
    rewrite(project, MARA_FILE, ('"Age": "19"', '"Age": "twenty"'), ('"grey"', '"grey-green"'))
    shots: list[Path] = []

    # the dialogs run their own event loops: photograph them from there
    def shoot_the_offer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(100, shoot_the_offer)
            return
        wait(400)
        shots.append(screen(f"merge-offer-{language}.png"))
        QTimer.singleShot(100, shoot_the_merge)
        box.findChild(QPushButton, "mergeButton").click()

    def shoot_the_merge() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, MergeDialog):
            QTimer.singleShot(100, shoot_the_merge)
            return
        dialog.resize(1240, 760)
        dialog.move(80, 60)
        dialog.choose(1, Choice.THEIRS)
        dialog.places.setCurrentRow(0)
        dialog.view.show_base.click()
        wait(600)
        shots.append(save(dialog, f"merge-view-{language}.png"))
        dialog.cancel_button.click()

    QTimer.singleShot(100, shoot_the_offer)
    wait_until(lambda: len(shots) == 2)  # the folder's watch hears of the files and asks
    controller.undo_stack.setClean()  # leave the files as the other computer wrote them
    window.close()
    return shots


def main(argv: list[str]) -> int:
    languages = argv or ["en", "de"]
    with app_for_shots(Settings()) as workdir:
        for language in languages:
            translations = TranslationSet()
            translations.install(language)
            for path in shoot(workdir, language):
                print(path)
            translations.uninstall()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

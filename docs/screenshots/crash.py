"""A screenshot of the crash dialog over the main window, and of the log file it points to.

Run under a virtual X server, so that the real window system draws the windows and
ImageMagick's ``import`` photographs the whole screen as the writer would see it::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/crash.py [LANG]

Works on a copy of the sample project with its log in a temporary folder: types into chapter
1, then raises an error in a slot (as a bug would), which the crash reporter logs, answers by
saving, and shows. Saves ``crash-dialog.png`` (``crash-dialog-LANG.png`` with a language) in
``docs/screenshots`` and prints the log file's entry.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication
from shots import OUT, SAMPLE, wait

from assistant import app_log
from assistant.gui.app.crash import CrashReporter, save_open_project
from assistant.gui.app.i18n import TranslationSet
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.main_window import MainWindow


def a_slot_with_a_bug() -> None:
    chapters: dict[str, int] = {}
    print(chapters["Chapter 8"])  # the bug: a chapter that is not there


def main() -> int:
    language = sys.argv[1] if len(sys.argv) > 1 else ""
    suffix = f"-{language}" if language else ""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory(prefix="quire-shots-") as tmp:
        workdir = Path(tmp)
        os.environ["QUIRE_CONFIG_DIR"] = str(workdir / "config")
        translations = TranslationSet()
        translations.install(language or "en")
        log_path = app_log.start_log_file(logging.INFO, folder=workdir / "log")

        project = Path(shutil.copytree(SAMPLE, workdir / "The Long Map"))
        controller = ProjectController()
        settings = QSettings(str(workdir / "window.ini"), QSettings.Format.IniFormat)
        window = MainWindow(controller, settings, with_assistant=False)
        window.resize(1200, 800)
        window.move(100, 50)
        window.show()
        window.files.open_project(project)
        reporter = CrashReporter(lambda: save_open_project(controller), log_path, app)
        reporter.install()
        wait(500)
        editor = window.tabs.current_editor()
        editor.text_edit.moveCursor(QTextCursor.MoveOperation.Start)
        editor.text_edit.insertPlainText("The river had risen in the night. ")
        QTimer.singleShot(0, a_slot_with_a_bug)
        wait(1200)
        target = OUT / f"crash-dialog{suffix}.png"
        subprocess.run(["import", "-window", "root", str(target)], check=True)
        print(f"saved {target}")
        if log_path is not None:
            print(log_path.read_text(encoding="utf-8"))
        reporter.uninstall()
        window.close()
        app_log.stop_log_file()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Screenshots of the export dialog and of a document's snapshots with a comparison.

Run under a virtual X server so that the real window system draws the windows::

    xvfb-run -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/keeping.py [LANG]

Works on a copy of the sample project: takes a named snapshot of chapter 1, revises a few of
its sentences, and opens Document ▸ Snapshots… on it. Saves ``export-dialog.png`` and
``snapshots.png`` (with ``-LANG`` before ``.png`` when a language is given) in
``docs/screenshots``.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEventLoop, QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from assistant.gui.app.i18n import TranslationSet  # noqa: E402
from assistant.gui.window.controller import ProjectController  # noqa: E402
from assistant.gui.window.main_window import MainWindow  # noqa: E402
from assistant.world.edits import FindReplace  # noqa: E402
from assistant.world.snapshots.model import SnapshotReason  # noqa: E402

SAMPLE = ROOT / "assistant" / "resources" / "sample"
OUT = ROOT / "docs" / "screenshots"
CHAPTER_1 = "d-9b65717c5f"


def wait(app: QApplication, milliseconds: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def main() -> int:
    language = sys.argv[1] if len(sys.argv) > 1 else ""
    suffix = f"-{language}" if language else ""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory(prefix="quire-shots-") as tmp:
        workdir = Path(tmp)
        os.environ["QUIRE_CONFIG_DIR"] = str(workdir / "config")
        translations = TranslationSet()
        translations.install(language or "en")

        project = Path(shutil.copytree(SAMPLE, workdir / "The Long Map"))
        controller = ProjectController()
        settings = QSettings(str(workdir / "window.ini"), QSettings.Format.IniFormat)
        window = MainWindow(controller, settings, with_assistant=False)
        window.resize(1200, 800)
        window.show()
        window.files.open_project(project)
        window.tabs.open(CHAPTER_1, pinned=True)
        wait(app, 300)

        window.keeping.export.trigger()
        dialog = window.keeping.dialog
        dialog.path_edit.setText(str(Path.home() / "Books" / "The Long Map.docx"))
        dialog.preset_box.setChecked(True)
        wait(app, 300)
        dialog.grab().save(str(OUT / f"export-dialog{suffix}.png"))
        dialog.reject()

        store = controller.auto_snapshots.store
        chapter = controller.world.documents[CHAPTER_1]
        now = datetime.now(UTC)
        store.take(replace(chapter, text=chapter.text.replace("Twelve feet", "Eleven feet")),
                   SnapshotReason.DAILY, when=now - timedelta(days=2))
        store.take(replace(chapter, text=chapter.text.replace("forty-third", "forty-first")),
                   SnapshotReason.ASSISTANT, by="Check the section numbers",
                   when=now - timedelta(days=1))
        store.take(chapter, name="Before the river rewrite")
        for old, new in (
            ("the river already knew about it", "the river had already heard"),
            ("lower, busier", "lower and busier"),
            ("She set down her pen", "She laid down her pen"),
        ):
            controller.push(FindReplace(CHAPTER_1, old, new), "Revise")
        window.keeping.snapshots.trigger()
        dialog = window.keeping.dialog
        dialog.resize(1150, 640)
        wait(app, 400)
        dialog.grab().save(str(OUT / f"snapshots{suffix}.png"))
        dialog.reject()
        controller.save()
        window.close()
    print("saved", OUT / f"export-dialog{suffix}.png", OUT / f"snapshots{suffix}.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

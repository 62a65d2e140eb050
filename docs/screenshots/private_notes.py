"""Screenshot of a private note in the project tree: a folder of notes marked private (every
document in it shows the lock), a single private document, a private entity, the tooltip
saying what private means, and the inspector's Private box.

Run under a virtual X server so that the real window system draws the windows::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/private_notes.py [LANG]

Works on a copy of the sample project. Saves ``private-note-<LANG>.png`` (``en`` when no
language is given) in ``docs/screenshots``.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import shots  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QToolTip  # noqa: E402

from assistant.gui.app.i18n import TranslationSet, compile_translations  # noqa: E402
from assistant.gui.window.controller import ProjectController  # noqa: E402
from assistant.gui.window.main_window import MainWindow  # noqa: E402
from assistant.world.edits import SetPrivate  # noqa: E402

SAMPLE = ROOT / "assistant" / "resources" / "sample"
NOTES = "f-497779dbeb"  # the sample's folder of notes
CHAPTER_1 = "d-9b65717c5f"
TIMELINE = "d-6349d7e158"
ODA = "e-93575fc692"


def main() -> int:
    language = sys.argv[1] if len(sys.argv) > 1 else "en"
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory(prefix="quire-shots-") as tmp:
        workdir = Path(tmp)
        os.environ["QUIRE_CONFIG_DIR"] = str(workdir / "config")
        compile_translations()
        TranslationSet().install(language)
        project = Path(shutil.copytree(SAMPLE, workdir / "The Long Map"))
        controller = ProjectController()
        settings = QSettings(str(workdir / "window.ini"), QSettings.Format.IniFormat)
        window = MainWindow(controller, settings, with_assistant=False)
        window.resize(1200, 760)
        window.show()
        window.files.open_project(project)
        tree = window.tree
        tree.select_key(NOTES)
        tree.actions_.private.trigger()
        controller.push(SetPrivate(ODA, True), "Mark private")
        tree.expandAll()
        window.tabs.open(TIMELINE, pinned=True)
        window.inspector_dock.show()
        window.inspector.show_key(TIMELINE)
        tree.select_key(TIMELINE)
        shots.wait(400)
        index = tree.tree_model.index_of(TIMELINE)
        rect = tree.visualRect(index)
        QToolTip.showText(
            tree.viewport().mapToGlobal(rect.center()), str(index.data(3)), tree.viewport()
        )
        shots.wait(500)
        screen = app.primaryScreen().grabWindow(0, window.x(), window.y(), window.width(),
                                                window.height())  # fmt: skip
        target = shots.OUT / f"private-note-{language}.png"
        screen.save(str(target))
        shots.in_256_colours(target)
        controller.save()
        window.close()
    print("saved", target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Screenshot of a book of a series: the sample project linked as book 2 of "The Long Map
Cycle", its shared characters and places marked with the series' books in the project tree
(the tooltip naming the series, shown below the tree's last row so that it covers none of the
editor), and Mára Tesk's editor with the Series badge, what holds of her in this book, and her
changes over the series (her allegiance from book 2 on, her role from a scene of this book on,
her age in book 3), her fields' label saying the table holds the values from the start of the
series.

Run under a virtual X server so that the real window system draws the windows::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/series_bible.py [LANG]

Works on a copy of the sample project beside a first book made for it. Saves
``series-bible-<LANG>.png`` (``en`` when no language is given) in ``docs/screenshots``.
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
from PySide6.QtCore import QPoint, QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QToolTip  # noqa: E402

from assistant.gui.app.i18n import TranslationSet, compile_translations  # noqa: E402
from assistant.gui.window.controller import ProjectController  # noqa: E402
from assistant.gui.window.main_window import MainWindow  # noqa: E402
from assistant.world.edits import CompoundEdit, SetFactChanges, ShareEntity  # noqa: E402
from assistant.world.model import Document, FrozenMap, ProjectMeta, World  # noqa: E402
from assistant.world.series.linking import create_series, link_book  # noqa: E402
from assistant.world.series.model import FactChange  # noqa: E402
from assistant.world.storage.store import ProjectStore  # noqa: E402

SAMPLE = ROOT / "assistant" / "resources" / "sample"
MARA = "e-470dba0693"
SHARED = (MARA, "e-5331f60a98", "e-024b72f6ff", "e-af197fcc82", "e-0b8f1bfeed")
"""Mára, Corvin Ashdell, Lucan Ferrow, the Sallows and Callow Weir."""
SCENE = "d-0afb7cc2a9"
SALLOWS = "e-af197fcc82"


def _first_book(folder: Path) -> Path:
    chapter = Document("d-1a2b3c4d5e", "The Apprentice", "Mára came to Ashdell at seven.\n")
    world = World(documents=FrozenMap({chapter.id: chapter}), root=(chapter.id,))
    ProjectStore.create(folder, ProjectMeta(title="The Short Map"), world)
    return folder


def main() -> int:
    language = sys.argv[1] if len(sys.argv) > 1 else "en"
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory(prefix="quire-shots-") as tmp:
        workdir = Path(tmp)
        os.environ["QUIRE_CONFIG_DIR"] = str(workdir / "config")
        compile_translations()
        TranslationSet().install(language)
        series = create_series(workdir / "The Long Map Cycle", "The Long Map Cycle")
        link_book(_first_book(workdir / "The Short Map"), series)
        project = Path(shutil.copytree(SAMPLE, workdir / "The Long Map"))
        link_book(project, series)
        controller = ProjectController()
        settings = QSettings(str(workdir / "window.ini"), QSettings.Format.IniFormat)
        window = MainWindow(controller, settings, with_assistant=False)
        window.resize(1240, 800)
        window.show()
        window.files.open_project(project)
        controller.push(CompoundEdit(tuple(ShareEntity(e) for e in SHARED)), "Share")
        changes = (
            FactChange("Allegiance", "the Watermen", 2),
            FactChange("Role", "Keeper of the Long Map", 2, SCENE),
            FactChange("Age", "20", 3, None, "a year on"),
        )
        controller.push(SetFactChanges(MARA, changes), "Changes")
        controller.save()
        tree = window.tree
        window.tabs.open(MARA, pinned=True)
        tree.select_key(MARA)
        shots.wait(400)
        index = tree.tree_model.index_of(SALLOWS)
        viewport = tree.viewport()
        below = QPoint(4, viewport.height() - 90)  # under Trash: the editor's rows stay clear
        QToolTip.showText(viewport.mapToGlobal(below), str(index.data(3)), viewport)
        shots.wait(500)
        screen = app.primaryScreen().grabWindow(0, window.x(), window.y(), window.width(),
                                                window.height())  # fmt: skip
        target = shots.OUT / f"series-bible-{language}.png"
        screen.save(str(target))
        shots.in_256_colours(target)
        window.close()
    print("saved", target)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Screenshots of the story clock in the app: View ▸ Timeline over the sample project (the
book's order above the story's, a flashback marked, lanes by character, the scenes with no
place listed with why) with the inspector's Time, and the time findings of Check Timeline in
the continuity window.

Run under a virtual X server so that the real window system draws the windows::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/timeline.py [LANG]

Works on a copy of the sample project as it ships: its scenes' times in the years of the
Charter (its ``calendar.toml``), and the findings Check Timeline really makes of them. Saves
``timeline-<LANG>.png`` and ``time-findings-<LANG>.png`` (``en`` when no language is given)
in ``docs/screenshots``.
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
from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from assistant.gui.app.i18n import TranslationSet, compile_translations  # noqa: E402
from assistant.gui.window.controller import ProjectController  # noqa: E402
from assistant.gui.window.main_window import MainWindow  # noqa: E402

CH3 = "d-218eff7021"

SAMPLE = ROOT / "assistant" / "resources" / "sample"


def grab(window: QWidget, name: str) -> Path:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    screen = app.primaryScreen().grabWindow(0, window.x(), window.y(), window.width(),
                                            window.height())  # fmt: skip
    target = shots.OUT / name
    screen.save(str(target))
    return shots.in_256_colours(target)


def main() -> int:
    language = sys.argv[1] if len(sys.argv) > 1 else "en"
    QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory(prefix="quire-shots-") as tmp:
        workdir = Path(tmp)
        os.environ["QUIRE_CONFIG_DIR"] = str(workdir / "config")
        compile_translations()
        TranslationSet().install(language)
        project = Path(shutil.copytree(SAMPLE, workdir / "The Long Map"))
        controller = ProjectController()
        settings = QSettings(str(workdir / "window.ini"), QSettings.Format.IniFormat)
        window = MainWindow(controller, settings)
        window.resize(1360, 860)
        window.show()
        window.files.open_project(project)
        parts = window.timeline
        parts.toggle_action.trigger()
        window.resizeDocks([parts.dock], [360], Qt.Orientation.Vertical)
        window.tabs.open(CH3, pinned=True)
        window.inspector_dock.show()
        window.inspector_dock.raise_()
        shots.wait_until(lambda: parts.view.is_current and parts.view.picture is not None)
        parts.view.canvas.select(CH3)
        shots.wait(600)
        saved = [grab(window, f"timeline-{language}.png")]

        parts.check_action.trigger()
        shots.wait_until(lambda: window.dialogs.findings_window is not None
                         and window.dialogs.findings_window.cards)  # fmt: skip
        findings_window = window.dialogs.findings_window
        findings_window.resize(660, 520)
        shots.wait(500)
        saved.append(grab(findings_window, f"time-findings-{language}.png"))
        findings_window.close()
        controller.save()
        window.close()
    print("saved", *saved)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Screenshots of Edit ▸ Assistant History: the act-mode runs kept with a project.

Run under a virtual X server so that the real window system draws the window::

    xvfb-run -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/run_history.py

Three runs are kept with a copy of the sample project, as the app and ``quire ask --act``
keep them: one whose document the writer edited since, one that can be undone, one already
undone. Saves ``run-history.png`` (the list, one run opened to its changes) and
``run-history-undone.png`` (after Undo on that run) in ``docs/screenshots``.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEventLoop, QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from assistant.agent.act.act_run import ActRun  # noqa: E402
from assistant.agent.act.approval import Approval, ApprovalPolicy  # noqa: E402
from assistant.agent.act.run_history import RunHistory, new_entry  # noqa: E402
from assistant.agent.config.settings import Settings, save_settings  # noqa: E402
from assistant.gui.window.controller import ProjectController  # noqa: E402
from assistant.gui.window.main_window import MainWindow  # noqa: E402
from assistant.world.edits import FindReplace, InsertText, MoveNode, RenameEntity  # noqa: E402
from assistant.world.project import Project  # noqa: E402

SAMPLE = ROOT / "assistant" / "resources" / "sample"
OUT = ROOT / "docs" / "screenshots"
MODEL = "qwen2.5:7b"
MARA = "e-470dba0693"  # Mára Tesk
STYLE_SHEET = "d-4e11e1872e"
CHAPTER_1 = "d-9b65717c5f"
TOLL_HOUSE = "d-0afb7cc2a9"
PART_ONE = "f-ed27e018c0"


def wait(milliseconds: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def keep_runs(root: Path) -> None:
    """Three act-mode runs, kept as the assistant keeps them, then the writer's own edit."""
    project = Project.open(root)
    history = RunHistory(root / ".quire" / "history")
    now = datetime.now(UTC).replace(microsecond=0)
    runs = [
        ("t-1", "Rename Mára to Maren, in the style sheet too", now - timedelta(days=2),
         [RenameEntity(MARA, "Maren Tesk"), FindReplace(STYLE_SHEET, "Mára", "Maren")]),
        ("t-2", "Tighten the first paragraph of chapter 1", now - timedelta(days=1),
         [FindReplace(CHAPTER_1, "The rain had not come yet, but the river already knew about "
                      "it.", "The rain had not come; the river knew.")]),
        ("t-3", "Move the toll-house scene to the start of Part One", now - timedelta(hours=2),
         [MoveNode(TOLL_HOUSE, PART_ONE, 0)]),
    ]  # fmt: skip
    for run_id, request, when, edits in runs:
        act = ActRun(project, Approval(ApprovalPolicy.NONE, None), run_id=run_id)
        for edit in edits:
            act.apply(edit)
        entry = new_entry(
            act.finish(), run_id=run_id, turn_id=run_id, conversation_id="c-1",
            request=request, provider="ollama", model=MODEL, time=when.isoformat(),
        )  # fmt: skip
        history.keep(entry, limit_bytes=50_000_000)
        if run_id == "t-3":  # undone with Ctrl+Z before it was saved
            for record in reversed(act.changes):
                project.apply(record.inverse)
    project.apply(InsertText(STYLE_SHEET, 0, "Names: check Maren throughout.\n\n"))
    project.save()
    project.close()


def main() -> int:
    import qasync

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Quire")
    asyncio.set_event_loop(qasync.QEventLoop(app))
    with tempfile.TemporaryDirectory() as folder:
        workdir = Path(folder)
        os.environ["QUIRE_CONFIG_DIR"] = str(workdir / "config")
        save_settings(Settings(provider="ollama", model=MODEL))
        root = workdir / "The Long Map"
        shutil.copytree(SAMPLE, root, ignore=shutil.ignore_patterns(".quire"))
        keep_runs(root)
        controller = ProjectController()
        settings = QSettings(str(workdir / "w.ini"), QSettings.Format.IniFormat)
        window = MainWindow(controller, settings)
        window.resize(1400, 900)
        window.show()
        window.files.open_project(root)
        window.menus.assistant_history_action.trigger()
        history = window.dialogs.run_history_window
        history.resize(900, 420)
        wait(300)
        history.tree.topLevelItem(1).setExpanded(True)
        wait(300)
        target = OUT / "run-history.png"
        history.grab().save(str(target))
        print(target)
        history.undo_buttons[2].click()
        history.tree.topLevelItem(1).setExpanded(True)
        wait(300)
        target = OUT / "run-history-undone.png"
        history.grab().save(str(target))
        print(target)
        window.controller.save()
        window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

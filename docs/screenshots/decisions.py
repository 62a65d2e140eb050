"""Screenshots of every decision on record and of what a project requires of the assistant.

Run under a virtual X server so that the real window system draws the windows::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/decisions.py

An act-mode turn on a copy of the sample project, with every change asking: the writer
approves the retitle and refuses to trash a chapter, saying why. Saves
``run-details-decisions.png`` (Show run details, the refusal chosen: who decided each change,
and Save for a Bug Report… with Leave out my text) and ``project-requires.png`` (Project
Settings, every change asking and the reviewer always on) in ``docs/screenshots``.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import shots
from PySide6.QtCore import QSettings

from assistant.agent.act.act_run import ActRun
from assistant.agent.act.approval import Approval, ApprovalPolicy, Proposal
from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiResponse, AiToolCall
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.run import Run
from assistant.agent.session.session import Session
from assistant.gui.assistant.turns.run_details import RunDetailsDialog
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.main_window import MainWindow
from assistant.world.project import Project

TIMELINE = "d-6349d7e158"
CHAPTER_3 = "d-218eff7021"
SETTINGS = Settings(provider="ollama", model="qwen2.5:7b", approval_policy="every",
                    review_changes=False, context_window=32_768)  # fmt: skip


class Writer:
    def __init__(self, *answers) -> None:
        self.answers = list(answers)

    def present(self, proposal: Proposal) -> None:
        self.answers.pop(0)(proposal)


class Host:
    def __init__(self, project: Project, writer: Writer) -> None:
        self.project, self.writer = project, writer

    def begin_run(self, run: Run, policy: ApprovalPolicy) -> ActRun:
        return ActRun(self.project, Approval(policy, self.writer), run_id=run.run_id)

    def commit_run(self, run: Run) -> bool:
        return bool(run.act.finish())


def act_turn(root: Path) -> str:
    """The turn, asked through the core as the app asks it; its id."""
    project = Project.open(root, lock=False)
    model = ScriptedProvider([
        AiResponse(tool_calls=(
            AiToolCall("call_1", "retitle", {"node": TIMELINE, "title": "Dates"}),
            AiToolCall("call_2", "trash_node", {"node": CHAPTER_3}),
        )),
        AiResponse(text="The timeline is now “Dates”; chapter 3 stays where it is."),
    ])  # fmt: skip
    writer = Writer(lambda p: p.approve(),
                    lambda p: p.reject("Chapter 3 stays: the flood starts there"))  # fmt: skip
    session = Session(root / ".quire", setup=lambda: AssistantSetup(model, SETTINGS),
                      host=Host(project, writer), root=root)  # fmt: skip
    session.conversations.set_mode(Mode.ACT)
    run = session.ask("Tidy the manuscript: shorter titles, and drop what we no longer need",
                      project.snapshot())  # fmt: skip
    session.finish(run, run.execute())
    project.save()
    return run.turn.id


def main() -> int:
    with shots.app_for_shots(SETTINGS) as workdir:
        root = workdir / "The Long Map"
        shutil.copytree(shots.SAMPLE, root, ignore=shutil.ignore_patterns(".quire"))
        turn = act_turn(root)
        controller = ProjectController()
        window = MainWindow(controller, QSettings(str(workdir / "w.ini"),
                                                  QSettings.Format.IniFormat))  # fmt: skip
        window.resize(1400, 900)
        window.show()
        window.files.open_project(root)
        records = window.assistant_panel.session.core.run_records(turn)
        dialog = RunDetailsDialog(records, window)
        dialog.resize(860, 520)
        dialog.show()
        refusal = max(i for i in range(dialog.tree.topLevelItemCount())
                      if dialog.tree.topLevelItem(i).text(1) == "decision")  # fmt: skip
        dialog.tree.setCurrentItem(dialog.tree.topLevelItem(refusal))
        dialog.leave_out.setChecked(True)
        shots.wait(300)
        print(shots.save(dialog, "run-details-decisions.png"))
        dialog.close()

        window.writing_tools.project_settings_action.trigger()
        settings = window.writing_tools.project_settings_dialog
        settings.approval_combo.setCurrentIndex(settings.approval_combo.findData("every"))
        settings.review_box.setChecked(True)
        shots.wait(300)
        print(shots.save(settings, "project-requires.png"))
        settings.reject()
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

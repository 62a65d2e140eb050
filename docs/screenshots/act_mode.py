"""Screenshots of act mode: a turn's list of changes, and a change waiting for approval.

Run under a virtual X server so that the real window system draws the window::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/act_mode.py

A scripted model renames Mára to Maren (the character and the style sheet) and moves a
scene, so the pictures are the same every time. Saves ``act-mode.png`` (the turn done, its
changes listed, one difference open) and ``act-mode-approval.png`` (a change waiting for
the writer's approval) in ``docs/screenshots``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from shots import SAMPLE, app_for_shots, save, wait, wait_until

from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiResponse, AiToolCall, TokenUsage
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.gui.assistant import session as assistant_session
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.main_window import MainWindow

MODEL = "qwen2.5:7b"
STYLE_SHEET = "d-4e11e1872e"  # the tab kept open; the model names things by title
QUESTION = (
    "Rename Mára to Maren, in the style sheet too, and put the toll-house scene after "
    "the bridge."
)
ANSWER = (
    "Done: **Mára Tesk** is now **Maren Tesk** (the old name stays as an alias), the "
    "Style Sheet says Maren, and The Toll-House now comes after the night the bridge goes "
    "down."
)


def scripted_setup(policy: str) -> AssistantSetup:
    count = (SAMPLE / "documents" / "style-sheet-d-4e11e1872e.md").read_text().count("Mára")
    provider = ScriptedProvider(
        [
            AiResponse(
                tool_calls=(
                    AiToolCall(
                        "c1",
                        "rename_entity",
                        {"entity": "Mára Tesk", "name": "Maren Tesk",
                         "keep_old_name_as_alias": True},
                    ),
                ),
                usage=TokenUsage(2140, 38),
            ),
            AiResponse(
                tool_calls=(
                    AiToolCall(
                        "c2",
                        "replace_text",
                        {
                            "document": "Style Sheet",
                            "find": "Mára",
                            "replace": "Maren",
                            "expected_count": count,
                        },
                    ),
                ),
                usage=TokenUsage(2610, 31),
            ),
            AiResponse(
                tool_calls=(
                    AiToolCall("c3", "move_node", {"node": "The Toll-House",
                                            "after": "The Night the Bridge Went"}),
                ),
                usage=TokenUsage(2790, 22),
            ),
            AiResponse(text=ANSWER, usage=TokenUsage(3020, 64, cached_input=2560)),
        ],
        chunk_size=40,
    )
    settings = Settings(provider="ollama", model=MODEL, approval_policy=policy)
    return AssistantSetup(provider, settings)


def open_window(workdir: Path, name: str, setup) -> MainWindow:
    project = workdir / name / "sample"
    shutil.copytree(SAMPLE, project, ignore=shutil.ignore_patterns(".quire"))
    assistant_session.load_setup = setup  # the panel asks the scripted model
    controller = ProjectController()
    settings = QSettings(str(workdir / name / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(controller, settings)
    window.resize(1400, 900)
    window.show()
    window.files.open_project(project)
    window.tabs.open(STYLE_SHEET, pinned=True)
    wait(300)
    return window


def widen_dock(window: MainWindow) -> None:
    """The assistant's dock at a width a writer who works with it would give it."""
    window.resizeDocks([window.assistant_dock], [480], Qt.Orientation.Horizontal)
    wait(300)


def shoot_changes(workdir: Path) -> Path:
    window = open_window(workdir, "changes", lambda: scripted_setup("none"))
    widen_dock(window)
    panel = window.assistant_panel
    panel.set_mode("act")
    finished: list[object] = []
    panel.turn_finished.connect(finished.append)
    panel.ask(QUESTION)
    wait_until(lambda: finished)
    view = panel.turn_views[-1]
    view.changes.rows[1].set_expanded(True)
    wait(300)
    panel.scroll.verticalScrollBar().setValue(0)  # the question, the answer, the changes
    wait(200)
    target = save(window, "act-mode.png")
    window.controller.save()
    window.close()
    return target


def ask_until_second_approval(window: MainWindow):
    """Ask the scripted act-mode question, approve the first change, and wait until the
    second waits for approval; returns the turn's view and the list its end is put in."""
    panel = window.assistant_panel
    panel.set_mode("act")
    finished: list[object] = []
    panel.turn_finished.connect(finished.append)
    panel.ask(QUESTION)
    view = panel.turn_views[-1]
    wait_until(lambda: view.waiting_cards)
    view.waiting_cards[0].approve()
    wait_until(lambda: len(view.waiting_cards) == 1 and len(view.approval_cards) == 2)
    return view, finished


def shoot_approval(workdir: Path) -> Path:
    window = open_window(workdir, "approval", lambda: scripted_setup("every"))
    widen_dock(window)
    view, finished = ask_until_second_approval(window)
    wait(300)
    window.assistant_panel.scroll.verticalScrollBar().setValue(0)  # the question, the card
    wait(200)
    target = save(window, "act-mode-approval.png")
    view.waiting_cards[0].approve_all_requested.emit()
    wait_until(lambda: finished)
    window.controller.save()
    window.close()
    return target


def main() -> int:
    with app_for_shots(Settings(provider="ollama", model=MODEL)) as workdir:
        print(shoot_changes(workdir))
        print(shoot_approval(workdir))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

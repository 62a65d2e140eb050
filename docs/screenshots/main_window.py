"""The README's first pictures: the main window with a question answered, and the assistant
panel on its own.

Run under a virtual X server so that the real window system draws the window::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/main_window.py

A copy of the sample project is opened at 1400×900 and the assistant is asked, in ask mode,
where the bridge goes down and who is there. A scripted model looks at the outline, searches,
reads the scene and one character, and answers with a quotation from the scene, so the
pictures are the same every time. The quotation is found in the project (a link): it is
clicked, so the editor shows the scene with the passage selected. Saves ``main-window.png``
(the whole window) and ``assistant-panel.png`` (the panel, with the tools it used open and
the details of one call shown) in ``docs/screenshots``, in 256 colours.
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
from assistant.gui.assistant.turns.tool_log import DETAILS
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.main_window import MainWindow

MODEL = "qwen2.5:7b"
CHAPTER_1 = "d-9b65717c5f"  # open in a tab beside the scene
QUESTION = "Where does the bridge go down, and who is there?"
ANSWER = (
    "The Gull Bridge goes down in The Night the Bridge Went, at twenty to midnight on "
    "9 October: arches three, four and five settle into the river. “The bridge went the way "
    "an old man sits down who has been standing too long.”\n\n"
    "**Mára** and **Oda Brännvik** watch from the toll-house roof, and Pim wakes in time to "
    "see it. **Jory Fenn** has already taken the Carrow family off the crown of the fourth "
    "arch in his boat, the *Marten*; the carter got the horse over the parapet, and it swam. "
    "Oda's ledger ends: “All souls saved, and the horse.”"
)


def scripted_setup() -> AssistantSetup:
    """A model that looks at the outline, searches, reads the scene and Jory, then answers."""
    provider = ScriptedProvider(
        [
            AiResponse(
                tool_calls=(AiToolCall("c1", "get_outline", {}),),
                usage=TokenUsage(1980, 24),
            ),
            AiResponse(
                tool_calls=(AiToolCall("c2", "search_text", {"query": "bridge"}),),
                usage=TokenUsage(2750, 29),
            ),
            AiResponse(
                tool_calls=(
                    AiToolCall("c3", "read_document", {"document": "The Night the Bridge Went"}),
                    AiToolCall("c4", "get_entity", {"entity": "Jory Fenn"}),
                ),
                usage=TokenUsage(3410, 52),
            ),
            AiResponse(text=ANSWER, usage=TokenUsage(7960, 171, cached_input=3328)),
        ],
        chunk_size=40,
    )
    return AssistantSetup(provider, Settings(provider="ollama", model=MODEL))


def shoot(workdir: Path) -> list[Path]:
    project = workdir / "The Long Map"
    shutil.copytree(SAMPLE, project, ignore=shutil.ignore_patterns(".quire"))
    assistant_session.load_setup = scripted_setup  # the panel asks the scripted model
    controller = ProjectController()
    settings = QSettings(str(workdir / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(controller, settings)
    window.resize(1400, 900)
    window.move(0, 0)
    window.show()
    window.files.open_project(project)
    window.tabs.open(CHAPTER_1, pinned=True)
    wait(300)
    window.resizeDocks([window.assistant_dock], [480], Qt.Orientation.Horizontal)
    panel = window.assistant_panel
    finished: list[object] = []
    panel.turn_finished.connect(finished.append)
    panel.ask(QUESTION)
    wait_until(lambda: finished)
    view = panel.turn_views[-1]
    verified = [quote for quote in view.quotes if quote.verified]
    if len(verified) != len(view.quotes) or not verified:
        raise RuntimeError(f"every quotation should be found in the sample: {view.quotes}")
    view.passage_requested.emit(verified[0])  # as a click on the quotation's link does
    view.tool_toggle.click()
    wait(400)
    panel.scroll.verticalScrollBar().setValue(0)
    wait(200)
    shots = [save(window, "main-window.png")]
    view.tool_log.linkActivated.emit(f"{DETAILS}3")  # Jory's entry, as a click on details opens
    wait(300)
    panel.scroll.verticalScrollBar().setValue(0)
    wait(200)
    shots.append(save(window.assistant_dock, "assistant-panel.png"))
    controller.save()
    window.close()
    return shots


def main() -> int:
    with app_for_shots(Settings(provider="ollama", model=MODEL)) as workdir:
        for path in shoot(workdir):
            print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

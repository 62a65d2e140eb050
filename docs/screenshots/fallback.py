"""A screenshot of a turn whose model was overloaded, answered by the fallback model.

Run under a virtual X server so that the real window system draws the window::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/fallback.py

A scripted main model answers "overloaded" and a scripted fallback answers, on a copy of the
sample project, so the picture is the same every time. Saves ``fallback-notice.png`` (the
assistant panel: the notice under the question, and the usage line naming the model that
answered) in ``docs/screenshots``.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings, Qt  # noqa: E402
from shots import SAMPLE, app_for_shots, save, wait, wait_until  # noqa: E402

from assistant.agent.config.settings import Settings  # noqa: E402
from assistant.agent.loop.messages import (  # noqa: E402
    AgentError,
    AiResponse,
    ErrorKind,
    ProviderError,
    TokenUsage,
)
from assistant.agent.loop.scripted import ScriptedProvider  # noqa: E402
from assistant.agent.providers.fallback import (  # noqa: E402
    Candidate,
    FallbackProvider,
    ModelRoute,
)
from assistant.agent.session.provider_setup import AssistantSetup  # noqa: E402
from assistant.gui.window.controller import ProjectController  # noqa: E402
from assistant.gui.window.main_window import MainWindow  # noqa: E402

CHAPTER_3 = "d-218eff7021"
SETTINGS = Settings(
    provider="anthropic", model="claude-sonnet-4-5",
    fallbacks=("openai/gpt-4o-mini", "ollama/qwen2.5:7b"),
)  # fmt: skip
ANSWER = (
    "The map is drawn by **Mára Tesk**, Ashdell's apprentice. In Chapter 3 she redraws the "
    "river's course by night, after the flood has moved it, and signs the corner with her "
    "initials so that Ashdell will know whose work it is."
)


def fallback_setup() -> AssistantSetup:
    overloaded = ProviderError(
        AgentError(ErrorKind.OVERLOADED, "HTTP 529 (overloaded_error): Overloaded", status=529)
    )
    main = ScriptedProvider([overloaded])
    backup = ScriptedProvider(
        [AiResponse(text=ANSWER, usage=TokenUsage(2140, 61), model="gpt-4o-mini")],
        chunk_size=40,
    )
    chain = FallbackProvider(
        [
            Candidate(ModelRoute("anthropic", "claude-sonnet-4-5"), main),
            Candidate(ModelRoute("openai", "gpt-4o-mini"), backup),
        ]
    )
    return AssistantSetup(chain, SETTINGS)


def main() -> int:
    with app_for_shots(SETTINGS) as workdir:
        project = workdir / "sample"
        shutil.copytree(SAMPLE, project, ignore=shutil.ignore_patterns(".quire"))
        controller = ProjectController()
        settings = QSettings(str(workdir / "window.ini"), QSettings.Format.IniFormat)
        window = MainWindow(controller, settings)
        window.assistant_panel.session._setup_factory = fallback_setup
        window.resize(1400, 900)
        window.move(0, 0)
        window.show()
        window.files.open_project(project)
        window.tabs.open(CHAPTER_3, pinned=True)
        window.resizeDocks([window.assistant_dock], [470], Qt.Orientation.Horizontal)
        wait(300)
        panel = window.assistant_panel
        finished: list[object] = []
        panel.turn_finished.connect(finished.append)
        panel.ask("Who draws the map, and what does she change in chapter 3?")
        wait_until(lambda: finished)
        wait(300)
        print(save(window.assistant_dock, "fallback-notice.png"))
        window.controller.save()
        window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

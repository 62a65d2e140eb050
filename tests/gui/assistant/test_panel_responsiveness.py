"""The assistant's long turn on a large project arrives whole and in batches.

A scripted turn on the 1,000,000-word benchmark project streams 2,000 text pieces around 20
real tool calls over the snapshot (``benchmarks/streaming.py``), as fast as the provider can
make them and a piece every millisecond. Asserted: the turn completed, every tool call ran,
every piece arrived, and the pieces reached the GUI thread in batches, at most one signal for
ten pieces. A 24,000-character answer streamed while the same tools run reaches the writer
whole, and the GUI thread keeps answering its timers between the pieces. How free the GUI
thread stays meanwhile is measured, not asserted, by ``benchmarks/run_gui.py`` (its gaps
against one frame, next to an idle timer's).
"""

from __future__ import annotations

import itertools
import sys

import pytest
import shiboken6
from PySide6.QtCore import Qt, QTimer

from assistant.agent.config.settings import Settings
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.gui.assistant.panel import AssistantPanel
from assistant.gui.window.controller import ProjectController
from assistant.world.project import Project
from tests.paths import REPO

sys.path.insert(0, str(REPO))
from benchmarks import streaming
from benchmarks.generate import SEARCH_WORD, build_world


@pytest.fixture(scope="module")
def big_world():
    return build_world()


@pytest.mark.parametrize(
    "pause",
    [0.0, 0.001],
    ids=["burst: pieces as fast as the provider makes them", "paced: a piece every 1 ms"],
)
def test_a_long_turn_arrives_whole_and_in_batches(qtbot, quire_config, big_world, pause):
    panel, controller = _panel(qtbot, big_world, streaming.provider(big_world, SEARCH_WORD, pause))

    pieces: list[str] = []
    panel.worker.text_received.connect(pieces.append)
    with qtbot.waitSignal(panel.turn_finished, timeout=120_000) as blocker:
        panel.ask("Where does the lantern matter, and how long is the book?")

    result = blocker.args[0]
    assert result.answered, result.error
    assert len(result.tool_log) == streaming.TOOL_CALLS
    streamed = "".join(pieces)
    assert len(streamed) == streaming.PIECES * streaming.CHUNK
    # batched, not one signal per piece
    assert panel.worker.batches_delivered <= streaming.PIECES // 10
    view = panel.turn_views[-1]
    assert len(view.tool_entries) == streaming.TOOL_CALLS
    assert all(e.ok for e in view.tool_entries)
    _close(panel, controller)


def test_a_long_answer_streamed_while_tools_run_leaves_the_gui_thread_free(
    qtbot, quire_config, big_world
):
    provider = streaming.long_answer_provider(big_world, SEARCH_WORD)
    panel, controller = _panel(qtbot, big_world, provider)
    ticks = 0

    def tick() -> None:
        nonlocal ticks
        ticks += 1

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(5)
    timer.timeout.connect(tick)
    ticks_at_text: list[int] = []
    pieces: list[str] = []

    def received(text: str) -> None:
        pieces.append(text)
        ticks_at_text.append(ticks)

    panel.worker.text_received.connect(received)
    timer.start()
    with qtbot.waitSignal(panel.turn_finished, timeout=120_000) as blocker:
        panel.ask("Summarise where the lantern matters.")
    timer.stop()

    result = blocker.args[0]
    assert result.answered, result.error
    assert len(result.tool_log) == streaming.TOOL_CALLS
    whole = streaming.long_answer_text(big_world.documents_in_order()[3].title)
    assert "".join(pieces) == whole
    # the timer fired between the pieces, again and again, not only once the stream was over
    steps_with_ticks = sum(1 for a, b in itertools.pairwise(ticks_at_text) if b > a)
    assert steps_with_ticks >= streaming.TOOL_CALLS
    view = panel.turn_views[-1]
    assert len(view.tool_entries) == streaming.TOOL_CALLS
    assert all(e.ok for e in view.tool_entries)
    # the turn holds the whole answer, every step's part in order (a new step may begin a
    # new paragraph: only white space differs)
    assert "".join(view.text.split()) == "".join(whole.split())
    _close(panel, controller)


def _panel(qtbot, world, provider) -> tuple[AssistantPanel, ProjectController]:
    controller = ProjectController()
    controller.adopt(Project(world))
    settings = Settings(provider="lmstudio", model="m", max_steps=streaming.TOOL_CALLS + 1)
    panel = AssistantPanel(
        controller,
        setup_factory=lambda: AssistantSetup(provider, settings),
        configured=lambda: True,
    )
    qtbot.addWidget(panel)
    panel.resize(480, 900)
    panel.show()
    qtbot.waitExposed(panel)
    return panel, controller


def _close(panel: AssistantPanel, controller: ProjectController) -> None:
    panel.shutdown()
    controller.close()
    shiboken6.delete(controller)

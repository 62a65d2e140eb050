"""The assistant worker: the loop runs off the GUI thread, events arrive on it, batched."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QCoreApplication

from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.events import TextDelta
from assistant.agent.loop.loop import run_agent_conversation
from assistant.agent.loop.messages import AiResponse, AiToolCall, AiToolSpec, ErrorKind, TokenUsage
from assistant.agent.loop.options import LoopOptions
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.gui.assistant.agent_worker import AgentJob, AgentWorker

SPEC = AiToolSpec("count_words", "Count the words of the project.")


def _executor(call: AiToolCall, *, cancel: CancelToken | None = None) -> str:
    return "12 words"


def _job(provider: ScriptedProvider) -> AgentJob:
    def run(*, on_event, cancel):
        return run_agent_conversation(
            provider,
            [SPEC],
            _executor,
            "system",
            "How long is it?",
            options=LoopOptions(on_event=on_event, cancel=cancel),
        )

    return AgentJob(run)


@pytest.fixture
def worker(qtbot):
    worker = AgentWorker(flush_ms=10)
    yield worker
    worker.shutdown()


def test_a_turn_streams_text_and_tools_to_the_gui_thread(qtbot, worker):
    provider = ScriptedProvider(
        [
            AiResponse(
                tool_calls=(AiToolCall("c1", "count_words"),),
                usage=TokenUsage(10, 2),
            ),
            AiResponse(text="The project has twelve words.", usage=TokenUsage(20, 6, 5)),
        ],
        chunk_size=3,
    )
    main = threading.current_thread()
    seen: list[tuple[str, object]] = []
    threads: set[threading.Thread] = set()

    def record(name):
        def slot(*args):
            threads.add(threading.current_thread())
            seen.append((name, args))

        return slot

    worker.request_started.connect(record("request"))
    worker.text_received.connect(record("text"))
    worker.tool_started.connect(record("tool"))
    worker.tool_finished.connect(record("tool_done"))
    worker.usage_reported.connect(record("usage"))

    with qtbot.waitSignal(worker.finished, timeout=5000) as blocker:
        worker.start(_job(provider))
        assert worker.is_busy()
    result = blocker.args[0]

    assert result.answered and result.answer == "The project has twelve words."
    assert threads == {main}
    text = "".join(args[0] for name, args in seen if name == "text")
    assert text == "The project has twelve words."
    names = [name for name, _ in seen]
    assert names.index("tool") < names.index("tool_done") < names.index("text")
    finished_calls = [args for name, args in seen if name == "tool_done"]
    assert finished_calls[0][1:] == ("12 words", True)
    assert sum((args[0] for name, args in seen if name == "usage"), TokenUsage()) == (
        TokenUsage(30, 8, 5)
    )
    assert not worker.is_busy()


def test_many_text_pieces_reach_the_gui_thread_as_one_batch(qtbot, worker):
    gate = threading.Event()
    token_holder: list[CancelToken] = []

    def run(*, on_event, cancel):
        token_holder.append(cancel)
        for _ in range(2000):
            on_event(TextDelta("x"))
        gate.set()
        from assistant.agent.loop.result import AgentResult

        return AgentResult(ok=True, answer="x" * 2000)

    pieces: list[str] = []
    worker.text_received.connect(pieces.append)
    with qtbot.waitSignal(worker.finished, timeout=5000):
        worker.start(AgentJob(run))
        # The GUI thread is busy here, so everything the worker sends queues up meanwhile.
        assert gate.wait(5)
    assert "".join(pieces) == "x" * 2000
    assert len(pieces) == 1
    assert worker.batches_delivered == 1


def test_a_burst_of_progress_reaches_the_gui_thread_as_its_latest_report(qtbot, worker):
    from assistant.agent.loop.events import ToolProgress
    from assistant.agent.loop.result import AgentResult

    gate = threading.Event()
    first, second = AiToolCall("a", "summarise_document", {}), AiToolCall("b", "x", {})

    def run(*, on_event, cancel):
        for done in range(1, 501):
            on_event(ToolProgress(first, done, 500))
        on_event(ToolProgress(second, 1, 2))
        gate.set()
        return AgentResult(ok=True, answer="done")

    heard: list[tuple[str, int, int]] = []
    worker.event_received.connect(
        lambda e: (
            heard.append((e.call.id, e.done, e.total)) if isinstance(e, ToolProgress) else None
        )
    )
    with qtbot.waitSignal(worker.finished, timeout=5000):
        worker.start(AgentJob(run))
        assert gate.wait(5)  # the GUI thread is busy: everything queues up meanwhile
    assert heard == [("a", 500, 500), ("b", 1, 2)]


def test_stop_cancels_a_turn_mid_stream(qtbot, worker):
    provider = ScriptedProvider([AiResponse(text="A long answer " * 50)], chunk_size=5, hold=True)
    pieces: list[str] = []
    worker.text_received.connect(pieces.append)
    worker.start(_job(provider))
    qtbot.waitUntil(lambda: bool(pieces), timeout=5000)
    assert provider.holding.is_set()
    with qtbot.waitSignal(worker.finished, timeout=5000) as blocker:
        worker.stop()
    result = blocker.args[0]
    assert result.cancelled and not result.ok
    assert result.error.kind is ErrorKind.CANCELLED
    assert "".join(pieces) == "A lon"
    assert not worker.is_busy()


def test_shutdown_while_working_joins_and_emits_nothing_more(qtbot):
    worker = AgentWorker(flush_ms=5)
    provider = ScriptedProvider([AiResponse(text="never finished")], chunk_size=2, hold=True)
    finished: list[object] = []
    worker.finished.connect(finished.append)
    worker.start(_job(provider))
    qtbot.waitUntil(provider.holding.is_set, timeout=5000)
    thread = worker._thread
    assert thread is not None and thread.is_alive()

    assert worker.shutdown(timeout=5)
    assert not thread.is_alive()
    assert worker.cancel_token is not None and worker.cancel_token.cancelled
    QCoreApplication.processEvents()  # deliver any queued wake-up: it must bring nothing
    assert finished == []
    with pytest.raises(RuntimeError):
        worker.start(_job(provider))


def test_a_runner_that_raises_ends_the_turn_with_an_internal_error(qtbot, worker):
    def broken(*, on_event, cancel):
        raise ValueError("boom")

    with qtbot.waitSignal(worker.finished, timeout=5000) as blocker:
        worker.start(AgentJob(broken))
    result = blocker.args[0]
    assert not result.ok and result.error.kind is ErrorKind.INTERNAL
    assert "boom" in result.error.detail


def test_only_one_turn_at_a_time(qtbot, worker):
    provider = ScriptedProvider([AiResponse(text="held")], hold=True)
    worker.start(_job(provider))
    with pytest.raises(RuntimeError):
        worker.start(_job(provider))
    with qtbot.waitSignal(worker.finished, timeout=5000):
        worker.stop()


def test_older_objects_are_set_aside_from_the_collector_only_while_a_turn_runs(qtbot, worker):
    import gc

    provider = ScriptedProvider([AiResponse(text="held")], hold=True)
    worker.start(_job(provider))
    assert gc.get_freeze_count() > 0
    with qtbot.waitSignal(worker.finished, timeout=5000):
        provider.release()
    # handed back (a project closed by an earlier test holds its own until its world is let go of)
    qtbot.waitUntil(lambda: gc.get_freeze_count() == 0, timeout=5000)


def test_threads_switch_more_often_while_a_turn_runs_and_as_before_after(qtbot, worker):
    import sys

    from assistant.gui.app.gui_thread import BUSY_SWITCH_INTERVAL

    before = sys.getswitchinterval()
    during: list[float] = []
    provider = ScriptedProvider(
        [lambda request: during.append(sys.getswitchinterval()) or AiResponse(text="Done.")]
    )
    with qtbot.waitSignal(worker.finished, timeout=10_000):
        worker.start(_job(provider))
    assert during == [pytest.approx(min(before, BUSY_SWITCH_INTERVAL))]
    assert sys.getswitchinterval() == before

    held = ScriptedProvider([AiResponse(text="Held.")], hold=True)
    worker.start(_job(held))
    assert held.holding.wait(10)
    assert sys.getswitchinterval() == pytest.approx(min(before, BUSY_SWITCH_INTERVAL))
    worker.shutdown()  # the window closes mid-turn
    assert sys.getswitchinterval() == before

"""The timeline's work stops when its result is no longer wanted: closing the project (File ▸
Close Project; told first thing, as the undo history is let go of) or opening another ends the
``quire-timeline`` thread, with no error said or logged and nothing shown from the stopped
work; a newer resolve stops the one before it."""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from assistant.gui.timeline import timeline_view
from assistant.gui.timeline.sources import Stop, TimelinePicture
from assistant.gui.timeline.timeline_view import TimelineView
from assistant.gui.window.main_window import MainWindow
from assistant.world.edits import SetDocumentField
from assistant.world.errors import WorkStopped, stop_if_asked
from assistant.world.model import World
from tests.gui.conftest import copy_sample
from tests.gui.timeline import story_clock
from tests.gui.timeline.conftest import CH5
from tests.gui.writer import trigger

SOURCES = "assistant.gui.timeline.sources"


class Endless:
    """A timeline that takes until it is stopped, as a large project's does, read document by
    document (a document's worth of waiting between two asks of its stop); the calls after
    the first ``endless`` ones give the small clock's picture at once. :meth:`end` ends any
    still going when the test is over."""

    def __init__(self, endless: int) -> None:
        self.endless = endless
        self.stops: list[Stop] = []
        self.threads: list[threading.Thread] = []
        self.started = threading.Event()
        self._ended = threading.Event()

    def end(self) -> None:
        self._ended.set()

    def __call__(self, world: World, root: Path | None, *, stop: Stop | None = None
                 ) -> TimelinePicture:  # fmt: skip
        assert stop is not None, "the view asks for its timeline with a stop"
        self.stops.append(stop)
        self.threads.append(threading.current_thread())
        if len(self.stops) > self.endless:
            return story_clock.picture(world, root)
        self.started.set()
        while not self._ended.wait(0.002):
            stop_if_asked(stop, "reading the endless project")
        raise WorkStopped("the test is over")


def endless_first(monkeypatch: pytest.MonkeyPatch, endless: int) -> Iterator[Endless]:
    clock = Endless(endless)
    monkeypatch.setattr(timeline_view, "picture_of", clock)
    yield clock
    clock.end()


@pytest.fixture
def only_endless(monkeypatch, computed) -> Iterator[Endless]:  # type: ignore[no-untyped-def]
    """Every timeline asked for takes until it is stopped (set before the window is made)."""
    yield from endless_first(monkeypatch, 10**6)


@pytest.fixture
def endless_once(monkeypatch, computed) -> Iterator[Endless]:  # type: ignore[no-untyped-def]
    """The first timeline asked for takes until it is stopped; the later ones do not."""
    yield from endless_first(monkeypatch, 1)


@pytest.fixture
def logged(caplog: pytest.LogCaptureFixture) -> pytest.LogCaptureFixture:
    caplog.set_level(logging.DEBUG, logger=SOURCES)
    return caplog


def working_view(qtbot, window: MainWindow, clock: Endless  # type: ignore[no-untyped-def]
                 ) -> tuple[TimelineView, threading.Thread]:  # fmt: skip
    """View ▸ Timeline, once its endless work is under way: the view and the work's thread."""
    trigger(window, "View", "Timeline")
    view = window.timeline.view
    qtbot.waitUntil(clock.started.is_set)
    thread = clock.threads[0]
    assert thread.name == "quire-timeline"
    return view, thread


def emitted(view: TimelineView) -> list[tuple[int, object]]:
    """What the view's job hands over from now on (delivered on the GUI thread, queued like
    the view's own)."""
    found: list[tuple[int, object]] = []
    view.job.finished.connect(lambda generation, result: found.append((generation, result)))
    return found


def said_wrong(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING
            and r.name.startswith("assistant.gui.timeline")]  # fmt: skip


def said_stopped(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records
            if r.name == SOURCES and r.levelno == logging.DEBUG and "stopped" in r.getMessage()]


def test_closing_the_project_ends_the_timelines_work_with_nothing_said(
    qtbot, only_endless, timed_window, logged
):
    view, _first = working_view(qtbot, timed_window, only_endless)
    handed = emitted(view)
    controller = timed_window.controller
    at_closing: list[tuple[bool, bool]] = []  # (still open, the work told to stop)
    controller.history_cleared.connect(
        lambda: at_closing.append((controller.is_open, only_endless.stops[-1]()))
    )
    trigger(timed_window, "File", "Close Project")
    assert at_closing == [(True, True)]  # told before the closing itself competes with it
    assert not timed_window.controller.is_open
    qtbot.waitUntil(lambda: not any(t.is_alive() for t in only_endless.threads))
    QCoreApplication.processEvents()  # whatever the threads sent has arrived
    assert handed == []
    assert all(stop() for stop in only_endless.stops)
    assert said_wrong(logged) == []
    assert said_stopped(logged)  # at debug level only
    assert view.picture is None
    assert view.empty.text() == "Open a project to see when its scenes happen."
    assert timed_window.prompts.names() == []  # no error put to the writer


def test_opening_another_project_ends_the_work_for_the_one_before(
    qtbot, endless_once, timed_window, logged, tmp_path
):
    other = copy_sample(tmp_path / "Another Map")
    view, thread = working_view(qtbot, timed_window, endless_once)
    timed_window.prompts.script("choose_project_folder", other)
    trigger(timed_window, "File", "Open Project…")
    assert timed_window.controller.root == other
    qtbot.waitUntil(lambda: not thread.is_alive())
    assert endless_once.stops[0]()
    qtbot.waitUntil(lambda: view.is_current and view.picture is not None)
    assert view.job.thread is not thread and len(endless_once.stops) >= 2
    assert said_wrong(logged) == []
    assert said_stopped(logged)


def test_a_newer_resolve_stops_the_one_before(qtbot, endless_once, timed_window, logged):
    view, thread = working_view(qtbot, timed_window, endless_once)
    handed = emitted(view)
    controller = timed_window.controller
    controller.push(SetDocumentField(CH5, "when", "25 Frost 1850"), "when")  # a newer world
    qtbot.waitUntil(lambda: not thread.is_alive())
    assert endless_once.stops[0]()
    qtbot.waitUntil(lambda: view.is_current and CH5 in view.canvas.order)
    qtbot.waitUntil(lambda: bool(handed) and handed[-1][0] == view.generation)  # queued too
    assert all(result is not None for _generation, result in handed)  # no failure handed over
    assert not endless_once.stops[-1]()  # the newest is not stopped
    assert said_wrong(logged) == []
    assert said_stopped(logged)

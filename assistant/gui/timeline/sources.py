"""Where the timeline view's facts come from: the story clock's timeline of the project, who
is in each scene, a scene's time cues and the edit that re-times a scene; and
:class:`ResolveJob`, which works the timeline out off the GUI thread and stops that work when
its result is no longer wanted.

Each fact is the story clock's own (:mod:`assistant.world.clock`).
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from assistant.gui.app.gui_thread import worker_busy
from assistant.world.clock.calendar import describe
from assistant.world.clock.cast import scene_cast
from assistant.world.clock.cue_patterns import reader_for
from assistant.world.clock.cues import find_cues
from assistant.world.clock.model import Calendar, Moment, TimeCue, Timeline
from assistant.world.clock.resolve import project_timeline
from assistant.world.clock.retime import retime
from assistant.world.edits import Edit
from assistant.world.errors import WorkStopped, stop_if_asked
from assistant.world.model import DocumentKind, World

log = logging.getLogger(__name__)

Stop = Callable[[], bool]
"""Asked between the steps of long work: True when its result is no longer wanted."""


@dataclass(frozen=True)
class TimelinePicture:
    """What the timeline view draws: the timeline, who is in each scene (character ids, by
    document id), and the documents of the book in manuscript order (notes left out)."""

    timeline: Timeline
    cast: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    book: tuple[str, ...] = ()


def picture_of(world: World, root: Path | None, *, stop: Stop | None = None) -> TimelinePicture:
    """The project's timeline, read with its calendar file, with its casts.

    It also readies the reading of time cues in the project's language and calendar (about a
    hundred patterns to compile, a third of a second), here on the worker, so that the
    inspector's Time finds the current document's cues at once on the GUI thread. ``stop`` is
    asked between documents: when it says yes, :class:`WorkStopped` is raised."""
    timeline = project_timeline(world, root, stop=stop)
    book = tuple(d.id for d in world.documents_in_order() if d.kind is not DocumentKind.NOTE)
    stop_if_asked(stop, "readying the time cues")
    reader_for(world.meta.language, timeline.calendar)
    return TimelinePicture(timeline, cast_of(world, stop=stop), book)


def cast_of(world: World, *, stop: Stop | None = None) -> dict[str, tuple[str, ...]]:
    """The characters of each document, by id, as the story clock's checks read them."""
    casts = scene_cast(world, stop=stop, with_mentions=False)
    return {node_id: cast.characters for node_id, cast in casts.items()}


def cues_of(world: World, node_id: str, calendar: Calendar) -> list[TimeCue]:
    """The time cues the text of ``node_id`` holds, found by rule."""
    document = world.documents.get(node_id)
    if document is None:
        return []
    return find_cues(node_id, document.text, world.meta.language, calendar)


def retime_edit(world: World, node_id: str, when: str) -> Edit:
    """The edit that sets (or, with "", clears) a document's ``when``."""
    return retime(world, node_id, when)


def when_text(calendar: Calendar, moment: Moment) -> str:
    """A moment as the ``when`` field says it, so the clock reads it back the same."""
    return describe(calendar, moment)


class ResolveJob(QObject):
    """Runs ``work(stop)`` (working out the timeline) on a thread of its own; ``finished(
    generation, result)`` arrives on the GUI thread (``result`` is None when it failed).

    Each run has a stop of its own: :meth:`stop`, or starting the next run, trips it, and the
    work ends at its next document (raising :class:`WorkStopped`). A stopped run emits
    nothing, and lets go of its world as its thread ends."""

    finished = Signal(int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._stopped = threading.Event()
        self.thread: threading.Thread | None = None
        """The thread of the last run."""

    def start(self, generation: int, work: Callable[[Stop], object]) -> None:
        """Run ``work`` anew, the run before stopped (its result would be stale)."""
        self.stop()
        stopped = self._stopped = threading.Event()
        thread = threading.Thread(
            target=self._run, args=(generation, work, stopped), name="quire-timeline",
            daemon=True,
        )  # fmt: skip
        self.thread = thread
        thread.start()

    def stop(self) -> None:
        """Stop the running work, if any: its result is no longer wanted."""
        self._stopped.set()

    def _run(self, generation: int, work: Callable[[Stop], object],
             stopped: threading.Event) -> None:  # fmt: skip
        result: object
        try:
            with worker_busy():
                result = work(stopped.is_set)
        except WorkStopped:
            log.debug("the timeline of generation %d was stopped: no longer wanted", generation)
            return
        except Exception:  # the view says it could not; the log keeps why
            log.exception("the timeline could not be worked out")
            result = None
        if stopped.is_set():  # finished as it was stopped: no longer wanted all the same
            log.debug("the timeline of generation %d ended as it was stopped", generation)
            return
        with contextlib.suppress(RuntimeError):  # the view was deleted meanwhile
            self.finished.emit(generation, result)


__all__ = [
    "ResolveJob",
    "Stop",
    "TimelinePicture",
    "cast_of",
    "cues_of",
    "picture_of",
    "retime_edit",
    "when_text",
]

"""View ▸ Timeline: the project's scenes on the story's clock, beside the book's order, with
the scenes that have no place listed apart with why, and the calendar file's problem said
plainly.

The view follows the project: a changed field, title or tree is drawn again shortly after,
typing only after a pause, and a changed ``calendar.toml`` as soon as it is written. The
timeline is worked out off the GUI thread (:class:`~.sources.ResolveJob`); work whose result
is no longer wanted (the project closed, or a newer resolve started) is stopped, and a result
that an edit made stale meanwhile is dropped. Re-timing a scene is one undo step (:mod:`.retiming`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.timeline.canvas import TimelineCanvas
from assistant.gui.timeline.clock_words import problem_words
from assistant.gui.timeline.layout import LABELS, Plan, plan_layout
from assistant.gui.timeline.retiming import Retimer
from assistant.gui.timeline.sources import ResolveJob, Stop, TimelinePicture, picture_of
from assistant.gui.window.project_view import ProjectView
from assistant.world.clock.calendar_file import CALENDAR_FILE, calendar_folder
from assistant.world.clock.model import Resolution, TimeProblemKind
from assistant.world.collector import collector_paused
from assistant.world.edits.changes import ChangeSummary
from assistant.world.errors import stop_if_asked
from assistant.world.model import World

ASIDE_WIDTH = 280
"""The list of scenes not on the timeline is no wider than this: the timeline comes first."""
SOON_MS = 200
"""After a change of a field, a title or the tree: draw again this soon."""
AFTER_TYPING_MS = 1500
"""After typing (which may bring a character into a scene): draw again after this pause."""


class TimelineView(QWidget):
    """The timeline dock's widget; see the module doc."""

    redrawn = Signal()
    """A newly worked-out timeline is shown."""

    def __init__(
        self,
        controller: ProjectView,
        parent: QWidget | None = None,
        *,
        compute: Callable[[World, Path | None, Stop], TimelinePicture] | None = None,
    ) -> None:
        """``compute(world, root, stop)`` works the timeline out (:func:`picture_of` by
        default), asking ``stop`` between documents."""
        super().__init__(parent)
        self.setObjectName("timelineView")
        self.controller = controller
        self.picture: TimelinePicture | None = None
        self.generation = 0
        self._shown_generation = -1
        self._compute = compute or (lambda world, root, stop: picture_of(world, root, stop=stop))
        self.job = ResolveJob(self)
        self.job.finished.connect(self._on_resolved)
        self.retimer = Retimer(controller, self)
        self._build()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.resolve_now)
        self._watcher = QFileSystemWatcher(self)
        self._watcher.directoryChanged.connect(lambda _p: self._schedule(SOON_MS))
        self._watcher.fileChanged.connect(lambda _p: self._schedule(SOON_MS))
        controller.world_changed.connect(self._on_world_changed)
        controller.project_opened.connect(self._on_project_opened)
        # the world it reads is let go of (told first as the project closes, is read anew or
        # another is opened): its work stops before the closing competes with it
        controller.history_cleared.connect(self.job.stop)
        controller.project_closed.connect(self._on_project_closed)
        if controller.is_open:
            self._on_project_opened()

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        bar = QHBoxLayout()
        self.calendar_label = QLabel(self)
        self.calendar_label.setObjectName("timelineCalendar")
        self.calendar_label.setTextFormat(Qt.TextFormat.PlainText)
        self.calendar_label.setWordWrap(True)
        bar.addWidget(self.calendar_label, 1)
        self.set_time_action = QAction(self.tr("Set &Time…"), self)
        self.set_time_action.setObjectName("setSceneTimeAction")
        self.set_time_action.setShortcut("Ctrl+Alt+T")
        self.set_time_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.set_time_action.setToolTip(
            self.tr("Type when the selected scene happens: a date, a date and time, or a "
                    "relation such as “three days later” (Ctrl+Alt+T)")
        )  # fmt: skip
        self.set_time_action.triggered.connect(lambda _checked=False: self.set_time())
        self.addAction(self.set_time_action)
        button = QToolButton(self)
        button.setDefaultAction(self.set_time_action)
        bar.addWidget(button)
        layout.addLayout(bar)
        self.problem_label = QLabel(self)
        self.problem_label.setObjectName("timelineCalendarProblem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setTextFormat(Qt.TextFormat.PlainText)
        self.problem_label.hide()
        layout.addWidget(self.problem_label)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        self.scroll = QScrollArea(split)
        self.scroll.setObjectName("timelineScroll")
        self.scroll.setWidgetResizable(False)
        self.canvas = TimelineCanvas(self.scroll)
        self.scroll.setWidget(self.canvas)
        self.scroll.horizontalScrollBar().valueChanged.connect(lambda _v: self.canvas.update())
        self.canvas.open_requested.connect(self.controller.request_document)
        self.canvas.retime_requested.connect(self._retime)
        self.canvas.ensure_visible.connect(self._ensure_visible)
        self.canvas.selection_changed.connect(lambda _id: self._update_enabled())
        aside = self.aside = QWidget(split)
        side = QVBoxLayout(aside)
        side.setContentsMargins(0, 0, 0, 0)
        self.unplaced_label = QLabel(self.tr("Not on the timeline"), aside)
        side.addWidget(self.unplaced_label)
        self.unplaced = QListWidget(aside)
        self.unplaced.setObjectName("timelineUnplaced")
        self.unplaced.setWordWrap(True)
        self.unplaced.itemActivated.connect(self._open_item)
        self.unplaced.currentItemChanged.connect(lambda *_a: self._on_unplaced_chosen())
        side.addWidget(self.unplaced, 1)
        split.addWidget(self.scroll)
        split.addWidget(aside)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 0)
        split.setCollapsible(0, False)
        aside.setMaximumWidth(ASIDE_WIDTH)
        aside.setMinimumWidth(ASIDE_WIDTH // 2)
        self.scroll.setMinimumWidth(2 * LABELS)
        split.setSizes([3 * ASIDE_WIDTH, ASIDE_WIDTH])
        layout.addWidget(split, 1)
        self.empty = QLabel(self)
        self.empty.setObjectName("timelineEmpty")
        self.empty.setWordWrap(True)
        self.empty.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        layout.addWidget(self.empty)

    # -- following the project ---------------------------------------------------------------------

    def _on_project_opened(self) -> None:
        self._watch()
        self.resolve_now()

    def _on_project_closed(self) -> None:
        self.job.stop()  # its thread lets go of the closed world at its next document
        self.generation += 1
        self._timer.stop()
        paths = self._watcher.files() + self._watcher.directories()
        if paths:
            self._watcher.removePaths(paths)
        self._show(None)

    def _on_world_changed(self, _world: World, change: ChangeSummary | None) -> None:
        typing = change is not None and change.text_only
        self._schedule(AFTER_TYPING_MS if typing else SOON_MS)

    def _schedule(self, delay: int) -> None:
        self._watch()
        if not self._timer.isActive() or delay < self._timer.remainingTime():
            self._timer.start(delay)

    def _watch(self) -> None:
        root = self.controller.root
        if root is None:
            return
        wanted = [str(root)]
        world = self.controller.world
        folder = calendar_folder(root, world) if world is not None else root
        if folder is not None and (folder / CALENDAR_FILE).exists():
            wanted.append(str(folder / CALENDAR_FILE))  # the book's own, else its series'
        if folder is not None and folder != root:
            wanted.append(str(folder))
        present = set(self._watcher.files()) | set(self._watcher.directories())
        missing = [p for p in wanted if p not in present]
        if missing:
            self._watcher.addPaths(missing)

    def resolve_now(self) -> None:
        """Work the timeline out again, off the GUI thread."""
        self._timer.stop()
        world = self.controller.world
        if world is None:
            return
        self.generation += 1
        compute, root, width = self._compute, self.controller.root, self.canvas.width_hint

        def work(stop: Stop) -> tuple[TimelinePicture, Plan]:
            picture = compute(world, root, stop)
            stop_if_asked(stop, "laying the timeline out")
            with collector_paused():  # tens of thousands of boxes, none in a cycle
                return picture, plan_layout(picture, world, width)

        self.job.start(self.generation, work)  # the run before is stopped

    def _on_resolved(self, generation: int, result: tuple[TimelinePicture, Plan] | None) -> None:
        if generation != self.generation or result is None:
            return  # an edit since made it stale; its own result follows
        self._shown_generation = generation
        self._show(*result)
        self.redrawn.emit()

    @property
    def is_current(self) -> bool:
        """True when what is shown is the timeline of the project as it is now."""
        return self._shown_generation == self.generation and not self._timer.isActive()

    # -- what it shows ----------------------------------------------------------------------------

    def _show(self, picture: TimelinePicture | None, plan: Plan | None = None) -> None:
        self.picture = picture
        world = self.controller.world
        self.canvas.show_picture(picture, world, plan)
        self.unplaced.clear()
        if picture is None or world is None:
            self.calendar_label.clear()
            self.problem_label.hide()
            self.empty.setText(self.tr("Open a project to see when its scenes happen."))
            self._update_enabled()
            return
        timeline = picture.timeline
        self.calendar_label.setText(
            self.tr("Calendar: %1").replace("%1", timeline.calendar.name)
        )  # fmt: skip
        calendar_problems = [p for p in timeline.problems if p.kind is TimeProblemKind.CALENDAR]
        self.problem_label.setText(" ".join(problem_words(p, world) for p in calendar_problems))
        self.problem_label.setVisible(bool(calendar_problems))
        why = {p.node_id: problem_words(p, world) for p in timeline.problems if p.node_id}
        rows: list[tuple[str, str, str]] = []
        for node_id in picture.book:
            scene = timeline.scenes.get(node_id)
            if scene is not None and scene.resolution is not Resolution.UNRESOLVED:
                continue
            document = world.documents.get(node_id)
            if document is None:
                continue
            reason = why.get(node_id) or self.tr("No time given: it has no “when” field.")
            rows.append((f"{document.title} — {reason}", node_id, reason))
        self._list_unplaced(rows)
        self.unplaced_label.setText(
            self.tr("Not on the timeline: %n scene(s)", "", self.unplaced.count())
        )
        self.aside.setVisible(self.unplaced.count() > 0)  # every scene placed: room to see them
        if self.canvas.order:
            self.empty.hide()
        else:
            #: Names the button “Set Time” (TimelineView): quote it as it reads.
            self.empty.setText(self.tr(
                "No scene has a time yet. Give a scene a “when” field (a date such as "
                "“9 October 1850”, or “three days later”), or choose it and click “Set Time”."
            ))  # fmt: skip
            self.empty.show()
        self._update_enabled()

    def _list_unplaced(self, rows: list[tuple[str, str, str]]) -> None:
        """List (text, node id, why) rows as items that Qt alone owns: made from Python, each
        item would keep a Python wrapper that has to be told, one by one and each time with
        the interpreter, when ``clear`` deletes it (150 ms for 10,000 scenes on closing while
        a worker ran)."""
        first = self.unplaced.count()
        self.unplaced.addItems([text for text, _node_id, _reason in rows])
        model = self.unplaced.model()
        for row, (_text, node_id, reason) in enumerate(rows, first):
            index = model.index(row, 0)
            model.setData(index, node_id, Qt.ItemDataRole.UserRole)
            model.setData(index, reason, Qt.ItemDataRole.ToolTipRole)

    def _update_enabled(self) -> None:
        self.set_time_action.setEnabled(bool(self.selected_scene()))

    def selected_scene(self) -> str:
        """The scene chosen on the timeline or in the list of scenes not on it ("": none)."""
        if self.canvas.selected:
            return self.canvas.selected
        item = self.unplaced.currentItem()
        return str(item.data(Qt.ItemDataRole.UserRole)) if item is not None else ""

    def _on_unplaced_chosen(self) -> None:
        if self.unplaced.currentItem() is not None:
            self.canvas.select("")
        self._update_enabled()

    def _open_item(self, item: QListWidgetItem) -> None:
        self.controller.request_document(str(item.data(Qt.ItemDataRole.UserRole)))

    def _ensure_visible(self, rect: QRect) -> None:
        self.scroll.ensureVisible(rect.left(), rect.center().y(), LABELS + 40, rect.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.canvas.set_view_width(self.scroll.viewport().width())

    # -- re-timing ------------------------------------------------------------------------------

    def _retime(self, node_id: str, minute: int) -> None:
        if self.picture is not None:
            self.retimer.move(self.picture, node_id, minute)

    def set_time(self) -> None:
        """The selected scene's time, typed (the keyboard's way to re-time)."""
        node_id = self.selected_scene()
        if node_id:
            self.retimer.ask_when(node_id)


__all__ = ["TimelineView"]

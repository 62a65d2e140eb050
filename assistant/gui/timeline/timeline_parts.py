"""The story clock's parts of the main window: the Timeline dock (View ▸ Timeline, kept with
the other docks), the inspector's Time, and Assistant ▸ Check Timeline.

The menu items are there at once. The view, the inspector's Time and the check, with the story
clock behind them, are made once the project's words are counted after the first paint and
the start has made the assistant panel (their modules read on a thread of their own first),
or at once when anything asks for them or the dock is shown: working out the timeline never
delays the window, the panel or the word count."""

from __future__ import annotations

import contextlib
import importlib
import logging
import threading
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu

from assistant.gui.project.project_index import after_later_work

if TYPE_CHECKING:
    from assistant.gui.timeline.time_section import TimeSection
    from assistant.gui.timeline.timeline_check import TimelineCheck
    from assistant.gui.timeline.timeline_view import TimelineView

log = logging.getLogger(__name__)


class _Imported(QObject):
    """Reads the timeline's modules (the story clock's, a few tens of milliseconds) on a thread
    of its own; ``done`` arrives on the GUI thread."""

    done = Signal()

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.started = False

    def start(self) -> None:
        self.started = True
        threading.Thread(target=self._run, name="quire-timeline-import", daemon=True).start()

    def _run(self) -> None:
        try:
            importlib.import_module("assistant.gui.timeline.time_section")
        except Exception:  # the view, made on the GUI thread, says what is wrong
            log.exception("the timeline's modules could not be read")
        with contextlib.suppress(RuntimeError):  # the window was closed meanwhile
            self.done.emit()


class TimelineParts(QObject):
    """Builds and wires the timeline's parts into ``window`` (a main window)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        controller = window.controller  # type: ignore[attr-defined]
        self.controller = controller
        self._view: TimelineView | None = None
        self._section: TimeSection | None = None
        self._check: TimelineCheck | None = None
        self.dock = QDockWidget(self.tr("Timeline"), window)
        self.dock.setObjectName("timelineDock")
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.dock)
        self.dock.hide()
        self.dock.visibilityChanged.connect(lambda visible: visible and self.view)
        self.toggle_action = self.dock.toggleViewAction()
        self.toggle_action.setText(self.tr("Time&line"))
        self.toggle_action.setObjectName("timelineAction")
        self.toggle_action.setShortcut(QKeySequence("Ctrl+Shift+L"))
        self.check_action = QAction(self.tr("Check &Timeline…"), window)
        self.check_action.setObjectName("checkTimelineAction")
        self.check_action.triggered.connect(lambda _checked=False: self.check.start())
        self.assisted_action = QAction(self.tr("Check Timeline with the Assistant…"), window)
        self.assisted_action.setObjectName("checkTimelineAssistedAction")
        self.assisted_action.setToolTip(self.tr(
            "The assistant reads the chapters whose times changed for the times the rules could "
            "not read; each time it proposes is checked as a quotation before it counts."
        ))  # fmt: skip
        self.assisted_action.triggered.connect(
            lambda _checked=False: self.check.start(with_assistant=True)
        )
        controller.project_opened.connect(self._update_enabled)
        controller.project_closed.connect(self._update_enabled)
        self._update_enabled()
        self._imported = _Imported(self)
        self._imported.done.connect(self._make_view_when_shown)
        controller.words_counted.connect(self._after_counting)

    # -- made when first needed ----------------------------------------------------------------

    @property
    def view(self) -> TimelineView:
        """The timeline view (in the dock), made now if it is not yet."""
        if self._view is None:
            self._make_view()
        assert self._view is not None
        return self._view

    @property
    def section(self) -> TimeSection:
        """The inspector's Time, made with the view."""
        _ = self.view
        assert self._section is not None
        return self._section

    @property
    def check(self) -> TimelineCheck:
        """Assistant ▸ Check Timeline's run, made when first asked for."""
        if self._check is None:
            from assistant.gui.timeline.timeline_check import TimelineCheck

            self._check = TimelineCheck(self.controller, self.window)
            self._check.finished.connect(self._on_checked)
            self._check.failed.connect(
                lambda: self._say(self.tr("The timeline could not be checked."))
            )
            self._check.stopped.connect(lambda: self._say(self.tr("Check Timeline stopped.")))
        return self._check

    def _after_counting(self) -> None:
        """The project's words are counted: once the start has made the rest of the window,
        read the timeline's modules on a thread of their own, then make the view (once)."""
        if self._view is None and not self._imported.started:
            after_later_work(self._start_reading)

    def _start_reading(self) -> None:
        if shiboken6.isValid(self) and self._view is None and not self._imported.started:
            self._imported.start()

    def _make_view_when_shown(self) -> None:
        """The view, unless the window has closed meanwhile (what asks for it later still
        gets it)."""
        if self.window.isVisible() and shiboken6.isValid(self.controller):
            self._make_view()

    def _make_view(self) -> None:
        if self._view is not None:
            return
        from assistant.gui.timeline.time_section import TimeSection
        from assistant.gui.timeline.timeline_view import TimelineView

        window = self.window
        self._view = TimelineView(self.controller, window)
        self.dock.setWidget(self._view)
        self._section = TimeSection(window.inspector, self._view)  # type: ignore[attr-defined]
        window.inspector.add_section(self._section)  # type: ignore[attr-defined]

    def add_to_menus(self, view_menu: QMenu, after: QAction, assistant_menu: QMenu | None) -> None:
        """View ▸ Timeline after ``after``; Check Timeline… at the end of the Assistant menu."""
        actions = view_menu.actions()
        index = actions.index(after) + 1 if after in actions else len(actions)
        if index < len(actions):
            view_menu.insertAction(actions[index], self.toggle_action)
        else:
            view_menu.addAction(self.toggle_action)
        if assistant_menu is not None:
            assistant_menu.addAction(self.check_action)
            assistant_menu.addAction(self.assisted_action)

    def _update_enabled(self) -> None:
        self.check_action.setEnabled(self.controller.is_open)
        self.assisted_action.setEnabled(self.controller.is_open)

    def _on_checked(self, new: int, found: int, asked: int) -> None:
        from assistant.gui.timeline.timeline_check import Asked

        dialogs = getattr(self.window, "dialogs", None)
        if found and dialogs is not None:
            dialogs.show_continuity()
        if asked == Asked.NOT_SET_UP:
            self._say(self.tr("Check Timeline: the assistant is not set up, so the times were "
                              "checked by rule only."))  # fmt: skip
        elif asked == Asked.FAILED:
            self._say(self.tr(
                "Check Timeline: the assistant could not finish, so the times were checked by "
                "rule only; it will be asked again next time."
            ))  # fmt: skip
        elif found:
            self._say(self.tr("Check Timeline: %n finding(s), %1 new.", "", found)
                      .replace("%1", str(new)))  # fmt: skip
        else:
            self._say(self.tr("Check Timeline: the times of your scenes agree with the text."))

    def _say(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 10000)


__all__ = ["TimelineParts"]

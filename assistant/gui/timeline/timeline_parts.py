"""The story clock's parts of the main window: the Timeline dock (View ▸ Timeline, kept with
the other docks), the inspector's Time, and Assistant ▸ Check Timeline.

The menu items are there at once; the view, the inspector's Time and the check, with the story
clock behind them, are made once the window has been painted with the project (or sooner, when
anything asks for them), so that working out the timeline never delays the window."""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu

if TYPE_CHECKING:
    from assistant.gui.timeline.time_section import TimeSection
    from assistant.gui.timeline.timeline_check import TimelineCheck
    from assistant.gui.timeline.timeline_view import TimelineView


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
        painted = getattr(window, "first_painted", None)
        if painted is not None:
            painted.connect(lambda: QTimer.singleShot(0, self, self._make_view_after_paint))

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

    def _make_view_after_paint(self) -> None:
        """The view, once the window has been painted, unless it has closed meanwhile (what
        asks for the view later still gets it)."""
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

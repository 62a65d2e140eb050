"""The story clock's parts of the main window: the Timeline dock (View ▸ Timeline, kept with
the other docks), the inspector's Time, and Assistant ▸ Check Timeline."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu

from assistant.gui.timeline.time_section import TimeSection
from assistant.gui.timeline.timeline_check import Asked, TimelineCheck
from assistant.gui.timeline.timeline_view import TimelineView


class TimelineParts(QObject):
    """Builds and wires the timeline's parts into ``window`` (a main window)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        controller = window.controller  # type: ignore[attr-defined]
        self.controller = controller
        self.view = TimelineView(controller, window)
        self.dock = QDockWidget(self.tr("Timeline"), window)
        self.dock.setObjectName("timelineDock")
        self.dock.setWidget(self.view)
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.dock)
        self.dock.hide()
        self.toggle_action = self.dock.toggleViewAction()
        self.toggle_action.setText(self.tr("Time&line"))
        self.toggle_action.setObjectName("timelineAction")
        self.toggle_action.setShortcut(QKeySequence("Ctrl+Shift+L"))
        self.section = TimeSection(window.inspector, self.view)  # type: ignore[attr-defined]
        window.inspector.add_section(self.section)  # type: ignore[attr-defined]
        self.check = TimelineCheck(controller, window)
        self.check.finished.connect(self._on_checked)
        self.check.failed.connect(lambda: self._say(self.tr("The timeline could not be checked.")))
        self.check.stopped.connect(lambda: self._say(self.tr("Check Timeline stopped.")))
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

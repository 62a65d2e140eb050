"""The windows and dialogs the main window opens from its menus: continuity and its findings,
settings, the assistant's history, house rules, about, the manual and the shortcut list.

Each is made on first use (or each time, for the modal ones) and kept here, so that the
window itself only builds and wires.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QWidget

from assistant.gui.widgets.on_screen import keep_on_screen
from assistant.gui.window.shell import WindowShell

if TYPE_CHECKING:
    from assistant.gui.app.manual import ManualWindow
    from assistant.gui.assistant.findings_window import FindingsWindow
    from assistant.gui.assistant.run_history_window import RunHistoryWindow

log = logging.getLogger(__name__)


def _bring_up(window: QWidget) -> None:
    keep_on_screen(window)  # placed where all of it shows, not where the window manager puts it
    window.show()
    keep_on_screen(window)
    window.raise_()
    window.activateWindow()


class WindowDialogs(QObject):
    """Opens the window's dialogs; see the module doc."""

    def __init__(self, window: WindowShell) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.findings_window: FindingsWindow | None = None
        self.run_history_window: RunHistoryWindow | None = None
        self._manual: ManualWindow | None = None

    def follow_fixes(self, panel) -> None:  # type: ignore[no-untyped-def]
        """The continuity window's findings follow the fixes the assistant ``panel`` makes."""
        panel.session.finding_fixed.connect(
            lambda _id: self.findings_window.refresh() if self.findings_window else None
        )

    def show_continuity(self) -> None:
        """Assistant ▸ Check Continuity…: the continuity window (made on first use)."""
        if self.findings_window is None:
            from assistant.gui.app.i18n import system_language
            from assistant.gui.assistant.findings_window import FindingsWindow

            self.findings_window = FindingsWindow(self.controller, self.window,
                                                  language=system_language)  # fmt: skip
            self.findings_window.fix_requested.connect(self._fix_finding)
        self.findings_window.refresh()
        _bring_up(self.findings_window)

    def check_against_earlier_books(self) -> bool:
        """Assistant ▸ Check Against Earlier Books…: the continuity window, with the
        cross-book audit started in it (False when it could not start)."""
        self.show_continuity()
        window = self.findings_window
        return window is not None and window.start_series_audit()

    def _fix_finding(self, finding) -> None:
        window = self.window
        panel = window.assistant_panel
        if panel is None:
            return
        window.assistant_dock.show()
        window.assistant_dock.raise_()
        if not panel.fix_finding(finding):
            window.statusBar().showMessage(
                self.tr("The assistant cannot start the fix now: wait until it has finished, "
                        "or set it up in Settings."), 10000
            )  # fmt: skip

    def open_settings(self) -> None:
        """File ▸ Settings…"""
        try:
            from assistant.gui.settings.dialog import SettingsDialog
        except ImportError:
            log.info("the settings dialog is not available", exc_info=True)
            return
        dialog = SettingsDialog(self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        from assistant.gui.settings.costs import offer_for

        offer_for(dialog, self.controller)
        panel = self.window.assistant_panel
        if panel is not None and hasattr(panel, "refresh_setup_state"):
            dialog.accepted.connect(panel.refresh_setup_state)
        dialog.open()

    def show_assistant_history(self) -> None:
        """Edit ▸ Assistant History: the act-mode runs kept with the project, with Undo."""
        panel = self.window.assistant_panel
        if panel is None or not self.controller.is_open:
            return
        if self.run_history_window is None:
            from assistant.gui.assistant.run_history_window import RunHistoryWindow

            self.run_history_window = RunHistoryWindow(panel.session, self.window)
        _bring_up(self.run_history_window)

    def show_house_rules(self) -> None:
        """Project ▸ House Rules…: the rules the assistant keeps, in their editor."""
        panel = self.window.assistant_panel
        if panel is not None:
            panel.open_house_rules()
            return
        project = self.controller.project
        if project is not None and project.store is not None:
            from assistant.gui.project.house_rules_dialog import HouseRulesDialog

            HouseRulesDialog.open_for(self.window, project.store.root, project.world.meta.title)

    def show_about(self) -> None:
        from assistant.gui.app.about_dialog import AboutDialog

        dialog = AboutDialog(self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def show_manual(self) -> None:
        if self._manual is None:
            from assistant.gui.app.manual import ManualWindow  # read when first shown

            self._manual = ManualWindow(self.window)
        _bring_up(self._manual)

    def show_shortcuts(self) -> None:
        from assistant.gui.app.manual import ShortcutsDialog  # read when first shown

        bar = self.window.menuBar()
        menus = [a.menu() for a in bar.actions() if a.menu() is not None]
        dialog = ShortcutsDialog(menus, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def shutdown(self) -> None:
        """The window closes: the continuity check stops."""
        if self.findings_window is not None:
            self.findings_window.shutdown()

"""The series' parts of the main window: File ▸ Series… (after Merge Conflicted Copies), its
dialog and what the dialog asks for, and the bar above the project tree that says when the
book's series could not be read."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

from assistant.gui.series.offline_bar import SeriesOfflineBar
from assistant.gui.series.series_dialog import SeriesChoice, SeriesDialog
from assistant.gui.series.series_links import SeriesLinks
from assistant.gui.series.series_mark import books_icon


class SeriesParts(QObject):
    """Builds and wires the series' parts into ``window`` (a main window)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        controller = window.controller  # type: ignore[attr-defined]
        self.controller = controller
        self.links = SeriesLinks(window)
        self.dialog: SeriesDialog | None = None
        # no accelerator: every letter of its name is another File item's
        self.action = QAction(books_icon(), self.tr("Series…"), window)
        self.action.setObjectName("seriesAction")
        self.action.setStatusTip(self.tr("The series this book belongs to, its books and entities"))
        self.action.triggered.connect(lambda _checked=False: self.show_dialog())
        self.bar = SeriesOfflineBar(controller, window)
        self.bar.series_requested.connect(self.action.trigger)
        window.add_tree_notice(self.bar)  # type: ignore[attr-defined]
        controller.project_opened.connect(self._update_enabled)
        controller.project_closed.connect(self._update_enabled)
        self._update_enabled()

    def add_to_menu(self, file_menu: QMenu, after: QAction) -> None:
        """File ▸ Series… right after ``after``."""
        actions = file_menu.actions()
        index = actions.index(after) + 1 if after in actions else len(actions)
        if index < len(actions):
            file_menu.insertAction(actions[index], self.action)
        else:
            file_menu.addAction(self.action)

    def _update_enabled(self) -> None:
        self.action.setEnabled(self.controller.is_open and self.controller.root is not None)

    def show_dialog(self) -> SeriesDialog | None:
        """Open File ▸ Series… (window-modal); its choice is carried out when it closes."""
        world = self.controller.world
        if world is None or self.controller.root is None:
            return None
        if self.dialog is not None:
            self.dialog.close()
        dialog = SeriesDialog(world, self.controller.root, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _result, d=dialog: self._chosen(d))
        self.dialog = dialog
        dialog.open()
        return dialog

    def _chosen(self, dialog: SeriesDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
        choice = dialog.choice
        if choice is SeriesChoice.NEW:
            self.links.new_series(dialog.new_title)
        elif choice is SeriesChoice.LINK:
            self.links.link()
        elif choice is SeriesChoice.UNLINK:
            self.links.unlink()


__all__ = ["SeriesParts"]

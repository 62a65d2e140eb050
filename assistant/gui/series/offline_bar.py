"""The quiet bar above the project tree that says the book's series could not be read (its
folder missing: offline, moved or unmounted; or unreadable), where it was looked for, and
that nothing of it will be lost. The book works as usual meanwhile."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from assistant.gui.series.series_words import series_folder
from assistant.gui.window.project_view import ProjectView
from assistant.world.series.model import Availability


class SeriesOfflineBar(QFrame):
    """Shown while the open book's series is missing or damaged; hidden otherwise."""

    series_requested = Signal()
    """The writer pressed Series… (to link the book to the series where it is now)."""

    def __init__(self, controller: ProjectView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("seriesOfflineBar")
        self.setStyleSheet(
            "QFrame#seriesOfflineBar { background: #eef2f6; border: 1px solid #c5d0db;"
            " border-radius: 3px; } QFrame#seriesOfflineBar QLabel { color: #2c3e50; }"
        )
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.button = QPushButton(self.tr("Series…"), self)
        self.button.setObjectName("seriesOfflineButton")
        self.button.clicked.connect(self.series_requested)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.button)
        controller.project_opened.connect(self.refresh)
        controller.project_closed.connect(self.refresh)
        controller.world_changed.connect(self._on_world_changed)
        self.refresh()

    def _on_world_changed(self, _world: object, change: object) -> None:
        if change is None:  # read anew from disk: the series may have come back
            self.refresh()

    def refresh(self) -> None:
        world = self.controller.world
        availability = world.series.availability if world is not None else Availability.NONE
        if world is None or availability not in (Availability.MISSING, Availability.DAMAGED):
            self.hide()
            return
        folder = series_folder(self.controller.root, world)
        if availability == Availability.MISSING:
            text = self.tr(
                "The series folder is not there: %1. Its entities are not shown until it is; "
                "nothing of the series or of this book will be lost."
            )
        else:
            text = self.tr(
                "The series at %1 could not be read. Its entities are not shown; nothing of "
                "the series or of this book will be lost."
            )
        self.label.setText(text.replace("%1", folder))
        self.label.setToolTip(world.series.problem or folder)
        self.show()


__all__ = ["SeriesOfflineBar"]

"""Targets and progress: the status bar's counter, and the Writing Progress window with a
chart of the words the writer wrote on each of the last 30 days."""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, QLocale, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetrics, QMouseEvent, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.window.controller import ProjectController
from assistant.world import edits as world_edits
from assistant.world.edits.changes import ChangeFlag, ChangeSummary
from assistant.world.errors import EditError
from assistant.world.model import World
from assistant.world.progress import Progress, project_progress

if TYPE_CHECKING:
    from assistant.world.edits import Edit

CHART_DAYS = 30


def _day_label(day: datetime.date, locale: QLocale) -> str:
    return locale.toString(QDate(day.year, day.month, day.day), QLocale.FormatType.ShortFormat)


class WritingChart(QWidget):
    """Bars of the words written on each of the last days (cuts show as nothing written),
    with the session target as a dashed line when there is one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("writingChart")
        self.days: list[tuple[datetime.date, int]] = []
        self.target = 0
        self.setMinimumSize(QSize(420, 180))
        self.setAccessibleName(self.tr("Words written per day"))

    def set_data(self, days: list[tuple[datetime.date, int]], target: int) -> None:
        self.days, self.target = days, target
        locale = QLocale()
        written = [f"{_day_label(d, locale)}: {locale.toString(w)}" for d, w in days if w]
        self.setAccessibleDescription("; ".join(written) or self.tr("Nothing written yet"))
        self.update()

    def paintEvent(self, _event: object) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text = palette.color(QPalette.ColorRole.WindowText)
        metrics = QFontMetrics(self.font())
        locale = QLocale()
        left, bottom = metrics.horizontalAdvance("00 000") + 8, metrics.height() + 6
        area = QRectF(left, 8, self.width() - left - 8, self.height() - bottom - 12)
        peak = max([w for _d, w in self.days] + [self.target, 10])
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid)))
        painter.drawLine(area.bottomLeft(), area.bottomRight())
        painter.setPen(text)
        painter.drawText(
            QRectF(0, area.top() - 2, left - 6, metrics.height()),
            int(Qt.AlignmentFlag.AlignRight),
            locale.toString(peak),
        )
        painter.drawText(
            QRectF(0, area.bottom() - metrics.height() + 2, left - 6, metrics.height()),
            int(Qt.AlignmentFlag.AlignRight),
            "0",
        )
        if not self.days:
            return
        slot = area.width() / len(self.days)
        bar_color = palette.color(QPalette.ColorRole.Highlight)
        for number, (day, words) in enumerate(self.days):
            height = area.height() * max(0, words) / peak
            bar = QRectF(
                area.left() + number * slot + slot * 0.15,
                area.bottom() - height,
                slot * 0.7,
                height,
            )
            reached = self.target and words >= self.target
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor("#4caf50") if reached else bar_color)
            painter.drawRect(bar)
            if number in (0, len(self.days) - 1) or day.day == 1:
                painter.setPen(text)
                label = _day_label(day, locale)
                width = metrics.horizontalAdvance(label)
                x = min(max(area.left(), bar.center().x() - width / 2), area.right() - width)
                painter.drawText(int(x), int(area.bottom() + metrics.ascent() + 4), label)
        if self.target:
            y = area.bottom() - area.height() * self.target / peak
            pen = QPen(QColor("#e0913a"), 1.5, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawLine(int(area.left()), int(y), int(area.right()), int(y))


class ProgressIndicator(QWidget):
    """The status bar's words today and this session, with a bar towards the session target."""

    clicked = Signal()

    def __init__(self, controller: ProjectController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("progressIndicator")
        self.controller = controller
        self.label = QLabel(self)
        self.bar = QProgressBar(self)
        self.bar.setMaximumWidth(90)
        self.bar.setMaximumHeight(12)
        self.bar.setTextVisible(False)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 0, 8, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(self.tr("Writing progress: click for targets and the last 30 days"))
        controller.writing_noted.connect(self.refresh)
        controller.project_opened.connect(self.refresh)
        controller.project_closed.connect(self.refresh)
        controller.world_changed.connect(self._on_world_changed)
        self.refresh()

    def _on_world_changed(self, _world: World, change: ChangeSummary | None) -> None:
        if change is None or change.changed(ChangeFlag.PROJECT):
            self.refresh()

    def refresh(self, *_args: object) -> None:
        world = self.controller.world
        if world is None:
            self.label.setText("")
            self.bar.hide()
            return
        locale = QLocale()
        today = world.writing_log.words_on(self.controller.today().isoformat())
        session = self.controller.session_words
        target = world.settings.session_target
        if target:
            text = self.tr("Today: {today} · Session: {session} of {target}").format(
                today=locale.toString(today),
                session=locale.toString(session),
                target=locale.toString(target),
            )
            self.bar.setRange(0, target)
            self.bar.setValue(max(0, min(session, target)))
            self.bar.show()
        else:
            text = self.tr("Today: {today} · Session: {session}").format(
                today=locale.toString(today), session=locale.toString(session)
            )
            self.bar.hide()
        self.label.setText(text)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()


class WritingProgressDialog(QDialog):
    """Targets for the project, the current document and the session; the last 30 days."""

    def __init__(
        self, controller: ProjectController, doc_id: str | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("writingProgressDialog")
        self.setWindowTitle(self.tr("Writing Progress"))
        self.controller = controller
        self.doc_id = doc_id
        world = controller.world
        assert world is not None

        self.chart = WritingChart(self)
        self.chart.set_data(
            world.writing_log.last_days(controller.today(), CHART_DAYS),
            world.settings.session_target,
        )
        form = QFormLayout()
        self.project_target = self._spin(world.settings.project_target)
        self.project_label = QLabel(self.progress_text(project_progress(world)), self)
        form.addRow(self.tr("&Project target:"), self.project_target)
        form.addRow("", self.project_label)
        document = world.documents.get(doc_id) if doc_id else None
        self.document_target = self._spin(document.target if document else 0)
        self.document_target.setEnabled(document is not None)
        self.document_target.setVisible(document is not None)  # unplaced, it would float
        if document is not None:
            form.addRow(
                self.tr("&Target for “{title}”:").format(title=document.title),
                self.document_target,
            )
            words = Progress(document.word_count, document.target)
            form.addRow("", QLabel(self.progress_text(words), self))
        self.session_target = self._spin(world.settings.session_target)
        form.addRow(self.tr("&Session target:"), self.session_target)
        form.addRow(
            "",
            QLabel(
                self.tr("%Ln words written in this session", "", controller.session_words), self
            ),
        )
        total = sum(max(0, w) for _d, w in world.writing_log.last_days(controller.today()))
        summary = QLabel(self.tr("%Ln words written in the last 30 days", "", total), self)
        note = QLabel(
            self.tr("Only your own typing counts here, not the assistant's changes."), self
        )
        note.setWordWrap(True)
        note.setEnabled(False)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.chart, 1)
        layout.addWidget(summary)
        layout.addWidget(note)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def progress_text(self, progress: Progress) -> str:
        locale = QLocale()
        if not progress.target:
            return self.tr("%Ln words", "", progress.words)
        return self.tr("{words} of {target} words ({percent} %)").format(
            words=locale.toString(progress.words),
            target=locale.toString(progress.target),
            percent=locale.toString(round(100 * progress.words / progress.target)),
        )

    def _spin(self, value: int) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(0, 10_000_000)
        spin.setSingleStep(500)
        spin.setGroupSeparatorShown(True)
        spin.setSpecialValueText(self.tr("none"))
        spin.setValue(value)
        return spin

    def edits(self) -> list[Edit]:
        """What the form changes, as edits."""
        world = self.controller.world
        if world is None:
            return []
        edits: list[Edit] = []
        if self.project_target.value() != world.settings.project_target:
            target = self.project_target.value()
            edits.append(world_edits.SetProjectSetting("project_target", target))
        if self.session_target.value() != world.settings.session_target:
            target = self.session_target.value()
            edits.append(world_edits.SetProjectSetting("session_target", target))
        document = world.documents.get(self.doc_id) if self.doc_id else None
        if document is not None and self.document_target.value() != document.target:
            target = self.document_target.value()
            edits.append(world_edits.SetDocumentAttribute(document.id, "target", target))
        return edits

    def accept(self) -> None:
        edits = self.edits()
        if edits:
            label = self.tr("Change word targets")
            try:
                self.controller.push(world_edits.CompoundEdit(tuple(edits), label), label)
            except EditError:
                return
        super().accept()

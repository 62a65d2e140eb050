"""The question box: Enter sends, Shift+Enter starts a new line, and it grows with the text."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFontMetrics, QKeyEvent
from PySide6.QtWidgets import QPlainTextEdit, QSizePolicy, QWidget

MIN_LINES = 2
MAX_LINES = 8


class QuestionEdit(QPlainTextEdit):
    """A plain-text box whose Enter key sends instead of breaking the line."""

    submitted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTabChangesFocus(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.document().contentsChanged.connect(self._fit_height)
        self.document().documentLayout().documentSizeChanged.connect(self._fit_height)
        self._fit_height()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            modifiers = event.modifiers()
            if modifiers & Qt.KeyboardModifier.ShiftModifier:
                self.insertPlainText("\n")
                event.accept()
                return
            if not modifiers & (
                Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
            ):
                event.accept()
                self.submitted.emit()
                return
        super().keyPressEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FontChange:
            self._fit_height()
        return super().event(event)

    def _fit_height(self) -> None:
        line = QFontMetrics(self.font()).lineSpacing()
        lines = max(MIN_LINES, min(MAX_LINES, self._visual_lines()))
        margins = self.contentsMargins()
        frame = 2 * self.frameWidth() + margins.top() + margins.bottom()
        padding = int(2 * self.document().documentMargin())
        self.setFixedHeight(lines * line + frame + padding)

    def _visual_lines(self) -> int:
        # A plain-text layout reports its height in lines, wrapped lines included.
        return int(self.document().documentLayout().documentSize().height())

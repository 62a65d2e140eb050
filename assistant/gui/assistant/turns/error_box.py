"""A turn's error, in plain words: what went wrong and what to do, the detail for a problem
report in small type, and up to two buttons that help (Try again, Open Settings…)."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from assistant.gui.assistant.error_text import ErrorAction, ErrorMessage
from assistant.gui.widgets.flow_layout import FlowLayout


def small_font(font: QFont) -> QFont:
    """``font``, smaller: for the secondary lines of a turn."""
    small = QFont(font)
    small.setPointSizeF(max(6.0, small.pointSizeF() * 0.85))
    return small


class ErrorBox(QFrame):
    """The error of a turn's last run (hidden while there is none).

    Signals:
      action_requested(action): one of the buttons was pressed (an ErrorAction).
    """

    action_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("assistantError")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.error: ErrorMessage | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        self.label = QLabel(self)
        self.label.setObjectName("assistantErrorText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.detail = QLabel(self)
        self.detail.setObjectName("assistantErrorDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.detail.setFont(small_font(self.detail.font()))
        self.button = QPushButton(self)
        self.button.setObjectName("errorActionButton")
        self.button.clicked.connect(self._on_action)
        self.button_2 = QPushButton(self)
        self.button_2.setObjectName("errorSecondActionButton")
        self.button_2.clicked.connect(self._on_second_action)
        row = FlowLayout(spacing=6)
        row.add(self.button_2, push=True)
        row.add(self.button)
        layout.addWidget(self.label)
        layout.addWidget(self.detail)
        layout.addLayout(row)
        self.hide()

    def show_error(self, error: ErrorMessage | None) -> None:
        """Show ``error`` (or hide, with None)."""
        self.error = error
        if error is None:
            self.hide()
            return
        self.label.setText(
            f"<b>{html.escape(error.text, quote=False)}</b> "
            f"{html.escape(error.advice, quote=False)}"
        )
        self.detail.setText(error.detail)
        self.detail.setVisible(bool(error.detail))
        self.button.setText(error.action_label)
        self.button.setVisible(error.action is not ErrorAction.NONE)
        self.button_2.setText(error.secondary_label)
        self.button_2.setVisible(error.secondary is not ErrorAction.NONE)
        self.show()

    def set_actions_enabled(self, enabled: bool) -> None:
        self.button.setEnabled(enabled)
        self.button_2.setEnabled(enabled)

    def _on_action(self) -> None:
        if self.error is not None:
            self.action_requested.emit(self.error.action)

    def _on_second_action(self) -> None:
        if self.error is not None:
            self.action_requested.emit(self.error.secondary)

"""Under an answer whose quotations the project does not hold: how many, and a button that
asks the assistant to check them."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget


class MissingQuotesNotice(QFrame):
    """"N quotations are not in your project as given" and **Ask it to check**."""

    check_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("quoteNotice")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        self.label = QLabel(self)
        self.label.setObjectName("quoteNoticeText")
        self.label.setWordWrap(True)
        self.button = QPushButton(self.tr("Ask it to check"), self)
        self.button.setObjectName("askToCheckButton")
        self.button.setToolTip(
            self.tr("Ask the assistant to look these quotations up and correct its answer")
        )
        self.button.clicked.connect(self.check_requested)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.hide()

    def show_count(self, count: int) -> None:
        """Show the notice for ``count`` quotations not found as given (hide it for none)."""
        self.label.setText(
            self.tr("%n quotation(s) in this answer are not in your project as given.", "",
                    count)
        )  # fmt: skip
        self.setVisible(count > 0)


__all__ = ["MissingQuotesNotice"]

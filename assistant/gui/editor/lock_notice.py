"""The strip an editor shows while the assistant's act-mode run holds what it edits."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget


class LockNotice(QLabel):
    """Says why an editor is read-only for now; hidden until the editor shows it."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setObjectName("turnLockNotice")
        self.setWordWrap(True)
        self.setMargin(6)
        self.setStyleSheet(
            "QLabel#turnLockNotice { background: #fff4d6; color: #5a4300;"
            " border: 1px solid #e0b84a; border-radius: 3px; }"
        )
        self.setAccessibleName(text)
        self.hide()


__all__ = ["LockNotice"]

"""What the writer added to a turn while it ran, shown under its question: "You added: …",
marked while it waits for the assistant's next step, and when the turn ended before the
assistant could read it."""

from __future__ import annotations

import html
from collections.abc import Sequence
from enum import StrEnum

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QLabel, QSizePolicy, QVBoxLayout, QWidget


class CorrectionState(StrEnum):
    WAITING = "waiting"
    """Queued: the assistant reads it before its next step."""
    GIVEN = "given"
    """The assistant was given it."""
    UNREAD = "unread"
    """The turn ended before the assistant could read it."""


class CorrectionList(QFrame):
    """The corrections of one turn, oldest first (hidden while there are none)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnCorrections")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#turnCorrections { border: none; border-left: 3px solid palette(highlight);"
            " margin-left: 8px; }"
        )
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(8, 0, 0, 0)
        self._layout.setSpacing(2)
        self.rows: list[tuple[str, CorrectionState, QLabel]] = []
        self.hide()

    def add(self, text: str, state: CorrectionState = CorrectionState.WAITING) -> None:
        """Show ``text`` as added to the turn, waiting for the assistant (or as ``state``)."""
        label = QLabel(self)
        label.setObjectName("turnCorrection")
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._layout.addWidget(label)
        self.rows.append((text, state, label))
        self._draw(len(self.rows) - 1)
        self.show()

    def show_kept(self, texts: Sequence[str]) -> None:
        """A kept turn's corrections, all read by the assistant."""
        for text in texts:
            self.add(text, CorrectionState.GIVEN)

    def mark_given(self) -> None:
        """The assistant was given the oldest correction still waiting (they go in order)."""
        self._mark(CorrectionState.GIVEN, limit=1)

    def mark_unread(self) -> None:
        """The turn ended: every correction still waiting was never read."""
        self._mark(CorrectionState.UNREAD)

    def states(self) -> list[tuple[str, CorrectionState]]:
        return [(text, state) for text, state, _label in self.rows]

    def lines(self) -> list[str]:
        """What each row says, as plain text (for tests and accessibility)."""
        return [label.accessibleName() for _text, _state, label in self.rows]

    def _mark(self, state: CorrectionState, limit: int | None = None) -> None:
        for index, (text, current, label) in enumerate(self.rows):
            if limit is not None and limit <= 0:
                return
            if current is CorrectionState.WAITING:
                self.rows[index] = (text, state, label)
                self._draw(index)
                if limit is not None:
                    limit -= 1

    def _draw(self, index: int) -> None:
        text, state, label = self.rows[index]
        lead = self.tr("You added:")
        note = {
            CorrectionState.WAITING: self.tr("The assistant reads it before its next step."),
            CorrectionState.GIVEN: "",
            CorrectionState.UNREAD: self.tr(
                "Not read: the turn ended first. Send it as a new question."
            ),
        }[state]
        muted = self.palette().color(QPalette.ColorRole.PlaceholderText).name()
        rich = f"<b>{html.escape(lead)}</b> {html.escape(text)}"
        if note:
            rich += f"<br><span style='color:{muted}'><i>{html.escape(note)}</i></span>"
        label.setText(rich)
        label.setAccessibleName(" ".join(part for part in (lead, text, note) if part))


__all__ = ["CorrectionList", "CorrectionState"]

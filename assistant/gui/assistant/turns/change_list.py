"""What one act-mode turn changed, as the assistant panel lists it under the turn.

Each change is one sentence in the writer's words ("New note “Ledger” at the end of the project"),
with what it did in detail folded away until asked for: the details that changed and the text,
paragraph by paragraph, the replaced words marked within the sentence (see
:mod:`~assistant.gui.assistant.turns.change_words`). The list offers "Undo this turn" and, for each
change, "Revert this change"; it only emits what the writer asked for, and the panel does it
(through the controller), then tells the list how it went. Changes read back from the run history
after a restart (``kept``) are listed without those buttons.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.assistant.turns.change_words import body_html, body_text, headline
from assistant.gui.assistant.turns.decision_words import amendment_text
from assistant.gui.widgets.flow_layout import FlowLayout
from assistant.world.edits.diff import ChangeDiff

if TYPE_CHECKING:
    from assistant.agent.act.records import ChangeRecord


def fit_to_width(label: QLabel) -> None:
    """Let a word-wrapping label take the width it is given and grow as tall as its lines
    (without the height-for-width flag, a long line is cut off instead of wrapping)."""
    policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    policy.setHeightForWidth(True)
    label.setSizePolicy(policy)


class ChangeBody(QLabel):
    """What a change did in detail, in the writer's words (see
    :func:`~assistant.gui.assistant.turns.change_words.body_html`), wrapping to the width it is
    given."""

    def __init__(
        self, change: Any, diff: ChangeDiff, parent: QWidget | None = None, *, problem: str = ""
    ) -> None:
        super().__init__(parent)
        self.setObjectName("changeBody")
        self.change = change
        self.diff = diff
        self.problem = problem
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        fit_to_width(self)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.Base)
        self.setMargin(6)
        if problem:
            self.setTextFormat(Qt.TextFormat.PlainText)
            self.setText(problem)
        else:
            self.setTextFormat(Qt.TextFormat.RichText)
            self.setText(body_html(change, diff, self.palette()))
        self.setAccessibleDescription(self.plain_text)

    @property
    def plain_text(self) -> str:
        """What the label shows, as plain text (for screen readers and tests)."""
        return self.problem or body_text(self.change, self.diff)


def difference_of(change: Any) -> tuple[ChangeDiff, str]:
    """A change's difference, and why it cannot be shown ("" when it can)."""
    try:
        return change.diff(), ""
    except Exception as error:  # a difference that cannot be shown still lists
        problem = QCoreApplication.translate(
            "ChangeList", "What changed in detail cannot be shown: %1"
        ).replace("%1", str(error))
        return ChangeDiff(), problem


class ChangeRow(QFrame):
    """One change: what it did, in one sentence; opened, what it did in detail, and Revert
    (under the detail: a narrow panel keeps the whole width for the sentence)."""

    revert_requested = Signal(object)

    def __init__(self, record: ChangeRecord | Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("changeRow")
        self.record = record
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)

        row = QHBoxLayout()
        row.setSpacing(4)
        self.toggle = QToolButton(self)
        self.toggle.setObjectName("changeToggle")
        self.toggle.setCheckable(True)
        self.toggle.setAutoRaise(True)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.toggle.setStyleSheet("QToolButton { border: none; background: transparent; }")
        self.toggle.setToolTip(self.tr("Show what changed in detail"))
        self.toggle.toggled.connect(self.set_expanded)
        self.summary = QLabel(self)
        self.summary.setObjectName("changeSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setText(headline(record))
        amendment = getattr(record, "amendment", None)
        if amendment is not None:  # the writer's version: say so under the headline
            said = amendment_text(amendment.parts, len(amendment.taken), len(amendment.edited),
                                  sentence=True)  # fmt: skip
            self.summary.setText(f"{self.summary.text()}\n{said}")
        fit_to_width(self.summary)
        self.revert_button = QToolButton(self)
        self.revert_button.setObjectName("revertChangeButton")
        self.revert_button.setText(self.tr("Revert this change"))
        self.revert_button.setToolTip(
            self.tr("Take back only this change, as a new step you can undo")
        )
        self.revert_button.clicked.connect(lambda: self.revert_requested.emit(self.record))
        self.revert_button.hide()
        row.addWidget(self.toggle, 0, Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.summary, 1)
        layout.addLayout(row)
        self._revert_row = QHBoxLayout()
        self._revert_row.setContentsMargins(20, 0, 0, 0)
        self._revert_row.addStretch(1)
        self._revert_row.addWidget(self.revert_button)

        self.state_label = QLabel(self)
        self.state_label.setObjectName("changeState")
        self.state_label.setWordWrap(True)
        self.state_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.state_label.setContentsMargins(24, 0, 0, 0)
        self.state_label.hide()
        layout.addWidget(self.state_label)

        self._body: ChangeBody | None = None
        self._difference: tuple[ChangeDiff, str] | None = None
        self.reverted = False

    def difference(self) -> tuple[ChangeDiff, str]:
        """The change's difference, and why it cannot be shown ("" when it can); worked out
        once, when first asked."""
        if self._difference is None:
            self._difference = difference_of(self.record)
        return self._difference

    @property
    def detail_text(self) -> str:
        """What the change did in detail, as plain text in the writer's language."""
        diff, problem = self.difference()
        return problem or body_text(self.record, diff)

    @property
    def body(self) -> ChangeBody | None:
        return self._body

    def is_expanded(self) -> bool:
        return self._body is not None and not self._body.isHidden()

    def set_expanded(self, expanded: bool) -> None:
        if self.toggle.isChecked() != expanded:
            self.toggle.setChecked(expanded)  # comes back here through toggled
            return
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if expanded else Qt.ArrowType.RightArrow)
        if expanded and self._body is None:
            diff, problem = self.difference()
            self._body = ChangeBody(self.record, diff, self, problem=problem)
            self._body.setContentsMargins(20, 0, 0, 0)
            layout = self.layout()
            layout.insertWidget(layout.indexOf(self.state_label), self._body)
            layout.insertLayout(layout.indexOf(self.state_label), self._revert_row)
        if self._body is not None:
            self._body.setVisible(expanded)
        self.revert_button.setVisible(expanded and self.can_revert)

    @property
    def can_revert(self) -> bool:
        """False for a change read back from the run history (its edit is not kept)."""
        return not getattr(self.record, "kept", False)

    def set_reverted(self) -> None:
        self.reverted = True
        self.revert_button.setEnabled(False)
        self.state_label.setText(self.tr("Reverted (as a new step you can undo)."))
        self.state_label.show()


class ChangeList(QFrame):
    """Every change of one turn, with Undo this turn; see the module doc."""

    undo_turn_requested = Signal()
    revert_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("changeList")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.rows: list[ChangeRow] = []
        self._undone = False
        self._actions_enabled = True

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(4)
        self.header = QWidget(self)
        header = FlowLayout(self.header, spacing=6)
        self.title_label = QLabel(self)
        self.title_label.setObjectName("changeListTitle")
        bold = QFont(self.title_label.font())
        bold.setWeight(QFont.Weight.DemiBold)
        self.title_label.setFont(bold)
        self.undo_button = QPushButton(self.tr("Undo this turn"), self)
        self.undo_button.setObjectName("undoTurnButton")
        self.undo_button.setToolTip(
            self.tr("Take back every change of this turn (your own edits stay)")
        )
        self.undo_button.clicked.connect(self.undo_turn_requested)
        header.add(self.title_label)
        header.add(self.undo_button, push=True)
        layout.addWidget(self.header)

        self.rows_layout = QVBoxLayout()
        self.rows_layout.setSpacing(2)
        layout.addLayout(self.rows_layout)

        self.kept_note = QLabel(
            self.tr("To undo these changes now, use Edit ▸ Assistant History…"), self
        )
        self.kept_note.setObjectName("changeListKeptNote")
        self.kept_note.setWordWrap(True)
        self.kept_note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.kept_note.hide()
        layout.addWidget(self.kept_note)

        self.message_label = QLabel(self)
        self.message_label.setObjectName("changeListMessage")
        self.message_label.setWordWrap(True)
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message_label.hide()
        layout.addWidget(self.message_label)
        self._refresh()

    @property
    def records(self) -> list[Any]:
        return [row.record for row in self.rows]

    @property
    def undone(self) -> bool:
        return self._undone

    @property
    def kept(self) -> bool:
        """True when the changes listed were read back from the run history (the turn is
        from an earlier session: its undo step is gone with it)."""
        return bool(self.rows) and all(getattr(r.record, "kept", False) for r in self.rows)

    def add_record(self, record: ChangeRecord | Any) -> ChangeRow:
        row = ChangeRow(record, self)
        row.revert_requested.connect(self.revert_requested)
        self.rows_layout.addWidget(row)
        self.rows.append(row)
        self._refresh()
        return row

    def add_records(self, records: Iterable[Any]) -> None:
        for record in records:
            self.add_record(record)

    def row_for(self, record: Any) -> ChangeRow | None:
        return next((row for row in self.rows if row.record is record), None)

    def set_undone(self, undone: bool) -> None:
        """The turn was undone (Undo and Revert make no sense then) or redone."""
        self._undone = undone
        self._refresh()

    def set_actions_enabled(self, enabled: bool) -> None:
        """Offer Undo and Revert only once the turn's changes are one step on the stack."""
        self._actions_enabled = enabled
        self._refresh()

    def mark_reverted(self, record: Any) -> None:
        row = self.row_for(record)
        if row is not None:
            row.set_reverted()

    def show_message(self, text: str, *, problem: bool = True) -> None:
        """Say how an Undo or Revert went (a conflict, in plain words); empty hides it."""
        self.message_label.setText(text)
        if problem and text:
            self.message_label.setStyleSheet(
                "QLabel { color: palette(text); background: rgba(200, 60, 40, 40);"
                " border-left: 3px solid #c0392b; padding: 4px; }"
            )
        else:
            self.message_label.setStyleSheet("")
        self.message_label.setVisible(bool(text))

    @property
    def message(self) -> str:
        return self.message_label.text() if self.message_label.isVisibleTo(self) else ""

    def _refresh(self) -> None:
        count = len(self.rows)
        if self._undone:
            self.title_label.setText(self.tr("Changes undone: %Ln", "", count))
        elif count:
            self.title_label.setText(self.tr("Changes made: %Ln", "", count))
        else:  # an act-mode turn that ended without changing anything says so
            self.title_label.setText(self.tr("Nothing in the project was changed."))
        active = self._actions_enabled and not self._undone
        self.undo_button.setEnabled(bool(count) and active)
        self.undo_button.setVisible(bool(count) and not self.kept)
        self.kept_note.setVisible(self.kept and not self._undone)
        for row in self.rows:
            row.revert_button.setEnabled(active and not row.reverted)


__all__ = ["ChangeBody", "ChangeList", "ChangeRow", "difference_of", "fit_to_width"]

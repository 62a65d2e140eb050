"""The conversation bar above the assistant's answers, and the notice for a summary.

The bar lists the project's kept conversations (switch by choosing one), offers rename,
delete and export in a small menu, and, when the conversation has forked, steps between its
branches ("Branch 2 of 2"). It only emits what the writer asked for; the panel does it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtGui import QAction, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)


class ConversationBar(QWidget):
    """Which conversation is shown, what to do with it, and which of its branches."""

    conversation_chosen = Signal(str)
    rename_requested = Signal()
    delete_requested = Signal()
    export_requested = Signal()
    branch_step_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("conversationBar")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)

        row = QHBoxLayout()
        row.setSpacing(4)
        self.combo = QComboBox(self)
        self.combo.setObjectName("conversationCombo")
        self.combo.setAccessibleName(self.tr("Conversation"))
        self.combo.setToolTip(self.tr("Conversations kept with this project"))
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.combo.setMinimumContentsLength(12)
        self.combo.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.combo.activated.connect(self._on_activated)
        row.addWidget(self.combo, 1)

        self.menu_button = QToolButton(self)
        self.menu_button.setObjectName("conversationMenuButton")
        self.menu_button.setText("⋯")
        self.menu_button.setToolTip(self.tr("Rename, delete or export this conversation"))
        self.menu_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.menu_button)
        self.rename_action = QAction(self.tr("Rename…"), menu)
        self.rename_action.triggered.connect(self.rename_requested)
        self.delete_action = QAction(self.tr("Delete…"), menu)
        self.delete_action.triggered.connect(self.delete_requested)
        self.export_action = QAction(self.tr("Export as Markdown…"), menu)
        self.export_action.triggered.connect(self.export_requested)
        for action in (self.rename_action, self.export_action, self.delete_action):
            menu.addAction(action)
        self.menu_button.setMenu(menu)
        row.addWidget(self.menu_button)
        layout.addLayout(row)

        branches = QHBoxLayout()
        branches.setSpacing(4)
        self.previous_button = QToolButton(self)
        self.previous_button.setObjectName("previousBranchButton")
        self.previous_button.setArrowType(Qt.ArrowType.LeftArrow)
        self.previous_button.setToolTip(self.tr("Previous branch"))
        self.previous_button.clicked.connect(lambda: self.branch_step_requested.emit(-1))
        self.branch_label = QLabel(self)
        self.branch_label.setObjectName("branchLabel")
        self.next_button = QToolButton(self)
        self.next_button.setObjectName("nextBranchButton")
        self.next_button.setArrowType(Qt.ArrowType.RightArrow)
        self.next_button.setToolTip(self.tr("Next branch"))
        self.next_button.clicked.connect(lambda: self.branch_step_requested.emit(1))
        branches.addStretch(1)
        branches.addWidget(self.previous_button)
        branches.addWidget(self.branch_label)
        branches.addWidget(self.next_button)
        self.branch_row = QWidget(self)
        self.branch_row.setLayout(branches)
        self.branch_row.hide()
        layout.addWidget(self.branch_row)

    def set_conversations(
        self, entries: Sequence[tuple[str, str]], current: str | None, *, has_turns: bool
    ) -> None:
        """Show ``(id, title)`` entries, ``current`` chosen (a new, empty one is listed first)."""
        self.combo.blockSignals(True)
        self.combo.clear()
        ids = [conversation_id for conversation_id, _title in entries]
        if current is None or current not in ids:
            self.combo.addItem(self.tr("New conversation"), "")
        for conversation_id, title in entries:
            self.combo.addItem(title or self.tr("Untitled conversation"), conversation_id)
        index = self.combo.findData(current or "")
        self.combo.setCurrentIndex(max(0, index))
        self.combo.blockSignals(False)
        for action in (self.rename_action, self.delete_action, self.export_action):
            action.setEnabled(has_turns)

    @property
    def current_id(self) -> str:
        return str(self.combo.currentData() or "")

    def set_branch(self, index: int, count: int) -> None:
        """Show "Branch index of count" when there is more than one branch (index from 1)."""
        self.branch_row.setVisible(count > 1)
        locale = QLocale()
        self.branch_label.setText(
            self.tr("Branch %1 of %2")
            .replace("%1", locale.toString(index))
            .replace("%2", locale.toString(count))
        )
        self.previous_button.setEnabled(index > 1)
        self.next_button.setEnabled(index < count)

    def _on_activated(self, index: int) -> None:
        conversation_id = self.combo.itemData(index)
        if conversation_id:
            self.conversation_chosen.emit(str(conversation_id))


class SummaryNotice(QFrame):
    """Says that a summary replaced the older turns; the summary unfolds on request."""

    def __init__(self, summary: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("summaryNotice")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        row = QHBoxLayout()
        self.label = QLabel(
            self.tr("A summary replaced the turns above in what the model is sent."), self
        )
        self.label.setWordWrap(True)
        self.toggle = QToolButton(self)
        self.toggle.setObjectName("summaryToggle")
        self.toggle.setCheckable(True)
        self.toggle.setAutoRaise(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.toggle.setText(self.tr("Summary"))
        self.toggle.toggled.connect(self._show)
        row.addWidget(self.label, 1)
        row.addWidget(self.toggle, 0, Qt.AlignmentFlag.AlignTop)
        self.text = QLabel(self)
        self.text.setObjectName("summaryText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.text.setText(summary)
        self.text.hide()
        layout.addLayout(row)
        layout.addWidget(self.text)

    @property
    def summary(self) -> str:
        return self.text.text()

    def _show(self, shown: bool) -> None:
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.text.setVisible(shown)


__all__ = ["ConversationBar", "SummaryNotice"]

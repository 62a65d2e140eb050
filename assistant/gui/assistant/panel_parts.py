"""The assistant panel's controls above and below its turns: the mode switch, and the box the
writer types into with its banners, status line and buttons. They only show and emit; the
panel decides."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from assistant.agent.loop.mode import Mode
from assistant.gui.assistant.cards.house_rules_link import HouseRulesLink
from assistant.gui.assistant.cards.local_only_badge import LocalOnlyBadge
from assistant.gui.assistant.cards.question_edit import QuestionEdit
from assistant.gui.widgets.flow_layout import FlowLayout


class PanelHeader(QWidget):
    """The Ask/Act switch, New conversation and Settings…"""

    mode_chosen = Signal(object)
    new_requested = Signal()
    settings_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        header = FlowLayout(self, spacing=4)
        self.ask_button = QToolButton(self)
        self.ask_button.setObjectName("askModeButton")
        self.ask_button.setText(self.tr("Ask"))
        self.ask_button.setCheckable(True)
        self.ask_button.setChecked(True)
        self.ask_button.setToolTip(self.tr("Ask mode: the assistant reads, it never changes"))
        self.act_button = QToolButton(self)
        self.act_button.setObjectName("actModeButton")
        self.act_button.setText(self.tr("Act"))
        self.act_button.setCheckable(True)
        self.act_button.setToolTip(
            self.tr("Act mode: the assistant may change your project; every change can be undone")
        )
        for button in (self.ask_button, self.act_button):
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setMinimumWidth(48)
        self.mode_group = QButtonGroup(self)
        self.mode_group.setExclusive(True)
        self.mode_group.addButton(self.ask_button)
        self.mode_group.addButton(self.act_button)
        self.mode_group.buttonToggled.connect(self._on_toggled)
        header.add(self.ask_button)
        header.add(self.act_button)
        self.plan_first_button = QToolButton(self)  # its action: cards/plan_approval.PlanCards
        self.plan_first_button.setObjectName("planFirstButton")
        self.plan_first_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        header.add(self.plan_first_button)
        self.new_button = QToolButton(self)
        self.new_button.setObjectName("newConversationButton")
        self.new_button.setText(self.tr("New conversation"))
        self.new_button.setToolTip(self.tr("Forget this conversation and start afresh"))
        self.new_button.clicked.connect(lambda: self.new_requested.emit())
        self.settings_button = QToolButton(self)
        self.settings_button.setObjectName("assistantSettingsButton")
        self.settings_button.setText(self.tr("Settings…"))
        self.settings_button.setToolTip(self.tr("Choose the model the assistant uses"))
        self.settings_button.clicked.connect(lambda: self.settings_requested.emit())
        # New conversation and Settings… stay together, at the right (or wrap together).
        right = QWidget(self)
        right_row = QHBoxLayout(right)
        right_row.setContentsMargins(0, 0, 0, 0)
        right_row.setSpacing(4)
        right_row.addWidget(self.new_button)
        right_row.addWidget(self.settings_button)
        header.add(right, push=True)

    def show_mode(self, mode: Mode) -> None:
        button = self.act_button if mode is Mode.ACT else self.ask_button
        if not button.isChecked():
            button.setChecked(True)

    def _on_toggled(self, button: QToolButton, checked: bool) -> None:
        if checked:
            self.mode_chosen.emit(Mode.ACT if button is self.act_button else Mode.ASK)


class ComposeBox(QWidget):
    """What the assistant is doing, the question box with its banners, Stop and Send."""

    send_requested = Signal()
    stop_requested = Signal()
    cancel_edit_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)

        status = QHBoxLayout()
        status.setSpacing(6)
        self.busy_bar = QProgressBar(self)
        self.busy_bar.setRange(0, 0)
        self.busy_bar.setTextVisible(False)
        self.busy_bar.setFixedSize(36, 8)
        self.busy_bar.hide()
        self.status_label = QLabel(self)
        self.status_label.setObjectName("assistantStatus")
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.status_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        status.addWidget(self.busy_bar, 0, Qt.AlignmentFlag.AlignVCenter)
        status.addWidget(self.status_label, 1)
        layout.addLayout(status)

        self.edit_banner = QFrame(self)
        self.edit_banner.setObjectName("editBanner")
        banner_layout = QHBoxLayout(self.edit_banner)
        banner_layout.setContentsMargins(0, 0, 0, 0)
        self.edit_banner_label = QLabel(
            self.tr("Editing an earlier question: the conversation will go on from there."),
            self.edit_banner,
        )
        self.edit_banner_label.setWordWrap(True)
        cancel_edit = QToolButton(self.edit_banner)
        cancel_edit.setObjectName("cancelEditButton")
        cancel_edit.setText(self.tr("Cancel"))
        cancel_edit.clicked.connect(lambda: self.cancel_edit_requested.emit())
        banner_layout.addWidget(self.edit_banner_label, 1)
        banner_layout.addWidget(cancel_edit)
        self.edit_banner.hide()
        layout.addWidget(self.edit_banner)

        self.act_banner = QFrame(self)
        self.act_banner.setObjectName("actBanner")
        act_layout = QHBoxLayout(self.act_banner)
        act_layout.setContentsMargins(8, 5, 8, 5)
        self.act_banner_label = QLabel(
            self.tr(
                "Act mode: the assistant may change your project. Every change is listed "
                "and can be undone."
            ),
            self.act_banner,
        )
        self.act_banner_label.setObjectName("actBannerText")
        self.act_banner_label.setWordWrap(True)
        act_layout.addWidget(self.act_banner_label, 1)
        self.act_banner.hide()
        layout.addWidget(self.act_banner)

        self.question_edit = QuestionEdit(self)
        self.question_edit.setObjectName("questionEdit")
        self.question_edit.setAccessibleName(self.tr("Question for the assistant"))
        self.question_edit.submitted.connect(lambda: self.send_requested.emit())
        layout.addWidget(self.question_edit)

        buttons = FlowLayout(spacing=6)  # Stop and Send go to a line of their own if need be
        self.local_only_badge = LocalOnlyBadge(self)
        buttons.add(self.local_only_badge)
        self.house_rules_link = HouseRulesLink(self)
        buttons.add(self.house_rules_link)
        self.stop_button = QPushButton(self.tr("Stop"), self)
        self.stop_button.setObjectName("stopButton")
        self.stop_button.setEnabled(False)
        self.stop_button.clicked.connect(lambda: self.stop_requested.emit())
        self.send_button = QPushButton(self.tr("Send"), self)
        self.send_button.setObjectName("sendButton")
        self.send_button.setDefault(True)
        self.send_button.clicked.connect(lambda: self.send_requested.emit())
        buttons.add(self.stop_button, push=True)
        buttons.add(self.send_button)
        layout.addLayout(buttons)

    def set_status(self, text: str) -> None:
        self.status_label.setText(text)
        self.status_label.setToolTip(text)

    def show_controls(
        self, *, busy: bool, stopping: bool, connecting: bool, mode: Mode, no_project: bool = False
    ) -> None:
        """Enable what makes sense now and say in the box what it is for. While the
        assistant works, the box adds to the running turn: Send becomes Add to this turn."""
        self.send_button.setEnabled(not stopping and not connecting and not no_project)
        self.question_edit.setEnabled(not connecting and not no_project)
        self.send_button.setText(self.tr("Add to this turn") if busy else self.tr("Send"))
        self.send_button.setToolTip(
            self.tr("The assistant reads it before its next step; Stop still stops")
            if busy
            else ""
        )
        if no_project:
            placeholder = self.tr("Open a project to ask about it.")
        elif connecting:
            placeholder = self.tr("Connect a model to ask about your project.")
        elif busy:
            placeholder = self.tr(
                "Add to this turn: a correction the assistant reads before its next step… "
                "(Enter adds)"
            )
        elif mode is Mode.ACT:
            placeholder = self.tr(
                "Tell the assistant what to change… (Enter sends, Shift+Enter for a new line)"
            )
        else:
            placeholder = self.tr(
                "Ask about your project… (Enter sends, Shift+Enter for a new line)"
            )
        self.question_edit.setPlaceholderText(placeholder)
        self.stop_button.setEnabled(busy and not stopping)
        self.busy_bar.setVisible(busy)


__all__ = ["ComposeBox", "PanelHeader"]

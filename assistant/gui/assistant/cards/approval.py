"""A change the assistant wants to make, waiting for the writer's word.

In act mode, when the approval setting says so, a change is shown before it is made, in the
writer's words: what it does, in one sentence, and in detail (the details it changes, the
text it adds, removes or changes, with the replaced words marked). The writer approves it,
rejects it (optionally saying why; the assistant is told), or approves it and everything else
in this turn. A change of text may be approved in part (a check box for each of its parts)
and rewritten first (Edit the text): the core makes the writer's version
(:mod:`~assistant.gui.assistant.cards.approval_parts`). Once decided, the card folds to one
line saying what was decided. Stop rejects what waits.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from assistant.agent.act.approval import Decision, Proposal, Verdict
from assistant.gui.assistant.cards.approval_parts import PartsEditor
from assistant.gui.assistant.cards.review_note import ReviewNote
from assistant.gui.assistant.cards.scope_note import ScopeNote
from assistant.gui.assistant.turns.change_list import ChangeBody, difference_of, fit_to_width
from assistant.gui.assistant.turns.change_words import headline
from assistant.gui.assistant.turns.decision_words import amendment_text
from assistant.gui.widgets.flow_layout import FlowLayout
from assistant.world.edits.hunks import EditHunk


class CardState(StrEnum):
    WAITING = "waiting"
    APPROVED = "approved"
    REJECTED = "rejected"


class ApprovalCard(QFrame):
    """One :class:`~assistant.agent.act.approval.Proposal` with Approve / Reject / Approve all.

    ``approve_all_requested`` asks the panel to approve everything of this turn (the card
    cannot reach the run itself). The card folds once the proposal is decided, by the
    writer, by Stop or by the end of the run. Lives on the GUI thread, where act-mode
    proposals are decided.
    """

    approve_all_requested = Signal()

    def __init__(self, proposal: Proposal | Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("approvalCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.proposal = proposal
        self.state = CardState.WAITING
        self.reason = ""
        record = proposal.preview

        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(6)

        self.heading = QLabel(self.tr("The assistant wants to make this change:"), self)
        self.heading.setObjectName("approvalHeading")
        self.heading.setWordWrap(True)
        bold = QFont(self.heading.font())
        bold.setWeight(QFont.Weight.DemiBold)
        self.heading.setFont(bold)
        layout.addWidget(self.heading)

        self.summary = QLabel(self)
        self.summary.setObjectName("approvalSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        diff, problem = difference_of(record)  # the writer can still decide on the headline
        self.summary.setText(headline(record, lambda: diff))
        fit_to_width(self.summary)
        layout.addWidget(self.summary)
        self.review_note = ReviewNote(getattr(proposal, "review", None), self)
        layout.addWidget(self.review_note)
        self.scope_note = ScopeNote(
            getattr(proposal, "outside", None), getattr(record, "before", None), self
        )
        layout.addWidget(self.scope_note)

        self.body = ChangeBody(record, diff, self, problem=problem)
        layout.addWidget(self.body)
        self.hunks: tuple[EditHunk, ...] = tuple(getattr(proposal, "hunks", ()) or ())
        before = getattr(record, "before", None)
        texts = {h.doc_id: before.documents[h.doc_id].text for h in self.hunks} if before else {}
        self.parts = PartsEditor(self.hunks, self, texts)
        self.parts.changed.connect(self._parts_changed)
        layout.addWidget(self.parts)

        self.reason_edit = QLineEdit(self)
        self.reason_edit.setObjectName("rejectReasonEdit")
        self.reason_edit.setPlaceholderText(
            self.tr("Reason, if you reject (optional)")
        )
        self.reason_edit.setClearButtonEnabled(True)
        self.reason_edit.setToolTip(self.tr("The assistant is told why when you reject"))
        layout.addWidget(self.reason_edit)

        self.buttons = QWidget(self)
        buttons = FlowLayout(self.buttons, spacing=6)
        self.approve_button = QPushButton(self.tr("Approve"), self)
        self.approve_button.setObjectName("approveButton")
        self.approve_button.setToolTip(self.tr("Make this change (you can undo it later)"))
        self.approve_button.clicked.connect(self.approve)
        self.reject_button = QPushButton(self.tr("Reject"), self)
        self.reject_button.setObjectName("rejectButton")
        self.reject_button.setToolTip(
            self.tr("Do not make this change; the assistant is told, with your reason")
        )
        self.reject_button.clicked.connect(self.reject)
        self.approve_all_button = QPushButton(self.tr("Approve all in this turn"), self)
        self.approve_all_button.setObjectName("approveAllButton")
        self.approve_all_button.setToolTip(
            self.tr("Make this change and every further change of this turn without asking")
        )
        self.approve_all_button.clicked.connect(self.approve_all)
        self.edit_button = QPushButton(self.tr("Edit the text"), self)
        self.edit_button.setObjectName("editProposalButton")
        self.edit_button.setCheckable(True)
        self.edit_button.setToolTip(
            self.tr("Rewrite the proposed text before you approve it: what you write is made")
        )
        self.edit_button.toggled.connect(self.parts.set_editing)
        self.edit_button.setVisible(bool(self.hunks))
        # The buttons wrap when the panel is narrow (long captions in German or French would
        # otherwise push the card's edge under the scroll bar).
        buttons.add(self.approve_button)
        buttons.add(self.reject_button)
        buttons.add(self.edit_button)
        buttons.add(self.approve_all_button, push=True)
        layout.addWidget(self.buttons)

        self.outcome_label = QLabel(self)
        self.outcome_label.setObjectName("approvalOutcome")
        self.outcome_label.setWordWrap(True)
        self.outcome_label.setTextFormat(Qt.TextFormat.PlainText)
        self.outcome_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.outcome_label.hide()
        layout.addWidget(self.outcome_label)

        self._style(waiting=True)
        proposal.on_decided(self._on_decided)

    # -- what the writer decides -------------------------------------------------------------

    def approve(self) -> None:
        """Approve the change, or the writer's version of it (the parts ticked, as edited)."""
        if self.state is not CardState.WAITING:
            return
        if self.parts.is_changed():
            self.proposal.approve(self.parts.choice())
        else:
            self.proposal.approve()

    def approve_all(self) -> None:
        """Approve this change (the writer's version of it) and ask for every later one."""
        if self.state is CardState.WAITING and self.parts.is_changed():
            self.proposal.approve_all(self.parts.choice())
        self.approve_all_requested.emit()

    def _parts_changed(self) -> None:
        enabled = self.parts.any_taken
        self.approve_button.setEnabled(enabled)
        self.approve_all_button.setEnabled(enabled)

    def reject(self) -> None:
        if self.state is CardState.WAITING:
            self.reason = self.reason_edit.text().strip()
            self.proposal.reject(self.reason)

    def _on_decided(self, decision: Decision) -> None:
        """Fold to what happened, over the change's headline (also when Stop, the run's end
        or Approve all decided)."""
        if self.state is not CardState.WAITING:
            return
        approved = decision.verdict.approves
        self.state = CardState.APPROVED if approved else CardState.REJECTED
        self.reason = self.reason or decision.reason
        # What happened, on its own line above the change's headline: a colon between them
        # would be followed by the headline's capital, which most languages do not allow.
        choice = getattr(decision, "choice", None)
        if approved and choice is not None and self.hunks:
            amended = amendment_text(len(self.hunks), len(choice.taken_of(self.hunks)),
                                     len(choice.edited_of(self.hunks)))  # fmt: skip
            outcome = self.tr("Approved (%1)").replace("%1", amended)
        elif approved:
            outcome = self.tr("Approved")
        elif decision.verdict is Verdict.STOP:
            outcome = self.tr("Not made, because you stopped the assistant")
        elif decision.verdict is Verdict.ENDED:
            outcome = self.tr("Not made, because the answer ended first")
        elif self.reason:
            outcome = self.tr("Rejected (%1)").replace("%1", self.reason)
        else:
            outcome = self.tr("Rejected")
        text = f"{outcome}\n{self.summary.text()}"
        self.heading.hide()
        self.summary.hide()
        self.review_note.setVisible(self.review_note.holds)  # why it was asked
        self.scope_note.setVisible(self.scope_note.holds)
        self.body.hide()
        self.parts.hide()
        self.reason_edit.hide()
        self.buttons.hide()
        self.outcome_label.setText(text)
        self.outcome_label.show()
        self._style(waiting=False)

    @property
    def is_waiting(self) -> bool:
        return self.state is CardState.WAITING

    def _style(self, *, waiting: bool) -> None:
        if waiting:
            self.setStyleSheet(
                "#approvalCard { border: 2px solid #d9822b; border-radius: 4px;"
                " background: rgba(217, 130, 43, 28); }"
            )
        else:
            self.setStyleSheet(
                "#approvalCard { border: 1px solid palette(mid); border-radius: 4px; }"
            )


__all__ = ["ApprovalCard", "CardState"]

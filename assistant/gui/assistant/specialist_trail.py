"""Who answered a turn and how it got there, shown under the question; and the rest of a
turn's notes put on its view: the fallback models asked, summaries that came from the cache
marked in the tool log, a run the token budget ended said so (with Keep going), and money
next to tokens."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QLabel, QWidget

from assistant.agent.session.turn_notes import Handoff, TurnNotes
from assistant.gui.assistant.cards.fallback_notice import show_fallbacks
from assistant.gui.assistant.specialist_names import about_money, specialist_label


class SpecialistTrail(QLabel):
    """ "Answered by: Archivist", and each handoff with its note; hidden when the general
    assistant answered alone."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("specialistTrail")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.9))
        self.setFont(small)
        self.specialist = ""
        self.handoffs: list[Handoff] = []
        self.running = False
        self.passed_over = ""
        """The specialist the writer chose, when this turn had to go to another one (a Fix
        asked while a specialist who only reads was chosen)."""
        self.hide()

    def pass_over(self, chosen: str) -> None:
        """Say that ``chosen``, the writer's pick, could not make this turn's changes."""
        self.passed_over = chosen
        self._show()

    def started(self, name: str, handoff: Handoff | None) -> None:
        """While the turn runs: ``name`` has the request now (after ``handoff``, if any)."""
        self.running = True
        self.specialist = name
        if handoff is not None:
            self.handoffs.append(handoff)
        self._show()

    def show_notes(self, notes: TurnNotes) -> None:
        """The turn as kept: who answered and every handoff."""
        self.running = False
        self.specialist = notes.specialist
        self.handoffs = list(notes.handoffs)
        self._show()

    def lines(self) -> list[str]:
        """The trail as plain lines (what the label shows)."""
        lines = []
        for handoff in self.handoffs:
            line = (
                QCoreApplication.translate("SpecialistTrail", "Handed over: %1 → %2")
                .replace("%1", specialist_label(handoff.source))
                .replace("%2", specialist_label(handoff.target))
            )
            if handoff.note:
                line += ": " + QCoreApplication.translate("SpecialistTrail", "“%1”").replace(
                    "%1", handoff.note
                )
            lines.append(line)
        if self.passed_over:
            lines.append(
                QCoreApplication.translate(
                    "SpecialistTrail", "Answered by: %1, who can change the project (%2 only reads)"
                )
                .replace("%1", specialist_label(self.specialist))
                .replace("%2", specialist_label(self.passed_over))
            )
        elif self.specialist:
            who = specialist_label(self.specialist)
            if self.running:
                line = QCoreApplication.translate("SpecialistTrail", "Answering: %1…")
            else:
                line = QCoreApplication.translate("SpecialistTrail", "Answered by: %1")
            lines.append(line.replace("%1", who))
        return lines

    def _show(self) -> None:
        lines = self.lines()
        rows = [f"↳ {html.escape(line, quote=False)}" for line in lines[:-1]]
        if lines:
            rows.append(f"<b>{html.escape(lines[-1], quote=False)}</b>")
        self.setText("<br>".join(rows))
        self.setVisible(bool(lines))


def show_turn_notes(view, notes: TurnNotes, *, budget: int = 0) -> None:
    """Put ``notes`` on a :class:`~assistant.gui.assistant.turns.turn_view.TurnView`: the trail, the
    tool log's marks, what the turn sent, the budget's notice in place of the view's own
    (``budget``: the tokens that ended the last run, or 0) and the turn's money."""
    view.trail.show_notes(notes)
    view.sent_line.show_sent(notes.sent)
    show_fallbacks(view, notes.fallbacks)
    for index in notes.from_cache:
        if 0 <= index < len(view.tool_entries):
            view.tool_entries[index].note = QCoreApplication.translate(
                "SpecialistTrail", "from cache"
            )
    view.money = about_money(notes.cost, notes.currency or "$")
    if budget:
        view.notice_label.setText(
            QCoreApplication.translate(
                "SpecialistTrail",
                "The assistant reached this turn's token budget (%1 tokens) before it finished. "
                "It can go on where it stopped, with a fresh budget.",
            ).replace("%1", QLocale().toString(budget))
        )
    view.refresh_notes()


def mark_from_cache(view, call_id: str) -> None:
    """While the turn runs: the summary ``call_id`` came from the cache."""
    for entry in reversed(view.tool_entries):
        if entry.call.id == call_id:
            entry.note = QCoreApplication.translate("SpecialistTrail", "from cache")
            break
    view.refresh_notes()


__all__ = ["SpecialistTrail", "mark_from_cache", "show_turn_notes"]

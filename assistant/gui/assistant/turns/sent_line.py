"""The quiet line under a turn's tools that says what of the project the turn sent to the
model, in words and sizes (“Sent: 3 passages of Chapter 2, 1 entity card; 1,204 words”), and
how many tool results withheld private material."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from assistant.agent.privacy.sent import DOCUMENTS_NAMED, Sent
from assistant.gui.assistant.turns.error_box import small_font


class SentLine(QLabel):
    """What the turn sent; hidden when it sent nothing of the project and withheld nothing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sentLine")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setFont(small_font(self.font()))
        self.sent = Sent()
        self.hide()

    def show_sent(self, sent: Sent) -> None:
        self.sent = sent
        text = self.words(sent)
        self.setText(text)
        self.setVisible(bool(text))

    def words(self, sent: Sent) -> str:
        """What the turn sent, in the writer's language ("" when there is nothing to say)."""
        parts = [
            self.tr("%n passage(s) of “%1”", "", count).replace("%1", title)
            for title, count in sent.passages[:DOCUMENTS_NAMED]
        ]
        more = len(sent.passages) - DOCUMENTS_NAMED
        if more > 0:
            parts.append(self.tr("passages of %n other document(s)", "", more))
        if sent.cards:
            parts.append(self.tr("%n entity card(s)", "", sent.cards))
        words = self.tr("%Ln word(s)", "", sent.words)
        line = ""
        if sent.words and parts:
            line = self.tr("Sent: %1; %2.").replace("%1", ", ".join(parts)).replace("%2", words)
        elif sent.words:
            line = self.tr("Sent: %1.").replace("%1", words)
        if sent.withheld:
            withheld = self.tr("Private material withheld from %n tool result(s).", "",
                               sent.withheld)  # fmt: skip
            line = f"{line} {withheld}" if line else withheld
        return line


def sent_words(sent: Sent) -> str:
    """What a turn sent, in the writer's language (for the conversation export)."""
    return SentLine().words(sent)


__all__ = ["SentLine", "sent_words"]

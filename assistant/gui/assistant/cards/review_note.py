"""What the reviewer said about a change, as a line on its approval card."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from assistant.agent.act.records import Review, ReviewVerdict


def review_text(review: Review) -> str:
    """The reviewer's word on a change, in the writer's language."""
    if review.verdict is ReviewVerdict.FLAG:
        reason = review.reason or QCoreApplication.translate("ReviewNote", "(no reason given)")
        text = QCoreApplication.translate("ReviewNote", "The reviewer flagged this change: %1")
        return text.replace("%1", reason)
    if review.verdict is ReviewVerdict.FAILED:
        return QCoreApplication.translate(
            "ReviewNote", "The reviewer could not check this change, so it waits for you."
        )
    if review.reason:
        text = QCoreApplication.translate("ReviewNote", "The reviewer saw no problem: %1")
        return text.replace("%1", review.reason)
    return QCoreApplication.translate("ReviewNote", "The reviewer saw no problem.")


class ReviewNote(QLabel):
    """One line: the reviewer's verdict and reason (flagged ones stand out); hidden when
    the change was not reviewed."""

    def __init__(self, review: Review | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewNote")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.review = review
        if review is None:
            self.hide()
            return
        self.setText(review_text(review))
        if review.error is not None:  # a server's own words: never taken for markup
            detail = f"{review.error.kind}: {review.error.detail}".strip(": ")
            self.setToolTip(f"<p>{html.escape(detail)}</p>")
        if review.holds:
            self.setStyleSheet(
                "QLabel { background: #fff3cd; color: #5a3d00; border: 1px solid #d9a400;"
                " border-radius: 3px; padding: 4px 6px; font-weight: 600; }"
            )

    @property
    def holds(self) -> bool:
        return self.review is not None and self.review.holds


__all__ = ["ReviewNote", "review_text"]

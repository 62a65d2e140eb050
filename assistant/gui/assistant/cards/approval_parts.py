"""The parts of a proposed text change on its approval card: a check box for each part when
there are several, and the proposed text of each, which the writer may rewrite before
approving.

The core splits the change (:attr:`~assistant.agent.act.approval.Proposal.hunks`) and builds
the writer's version from what this widget gives back (:meth:`PartsEditor.choice`); the
widget only shows the parts and reads the writer's choices.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontMetrics, QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from assistant.gui.assistant.turns.change_list import fit_to_width
from assistant.world.edits.hunks import EditHunk, HunkChoice

QUOTE_LIMIT = 70
"""Characters of a part's old and new text shown beside its check box."""


CONTEXT = 45
"""Characters of the text around a part shown under it, on each side."""


def _quoted(text: str) -> str:
    flat = " ".join(text.split())
    if len(flat) > QUOTE_LIMIT:
        flat = flat[: QUOTE_LIMIT - 1].rstrip() + "…"
    return flat


def around(hunk: EditHunk, text: str) -> str:
    """The part's place in the text before the change: a few words either side of it, on
    one line (“…two miles above the weir, to Saltmere, where the brine…”)."""
    start, end = max(0, hunk.start - CONTEXT), min(len(text), hunk.end + CONTEXT)
    before, after = text[start : hunk.start], text[hunk.end : end]
    if start > 0 and " " in before:
        before = "…" + before.split(" ", 1)[1]
    if end < len(text) and " " in after:
        after = after.rsplit(" ", 1)[0] + "…"
    return " ".join(f"{before}{hunk.old}{after}".split())


class PartRow(QWidget):
    """One part: its check box (when the change has several) and its proposed text."""

    changed = Signal()

    def __init__(
        self, number: int, hunk: EditHunk, total: int, parent: QWidget, text: str = ""
    ) -> None:
        super().__init__(parent)
        self.setObjectName("approvalPart")
        self.number = number
        self.hunk = hunk
        several = total > 1
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.check = QCheckBox(self)
        self.check.setObjectName("approvalPartCheck")
        self.check.setChecked(True)
        self.check.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.check.setVisible(several)
        self.check.toggled.connect(self._toggled)
        self.label = QLabel(self)
        self.label.setObjectName("approvalPartLabel")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        fit_to_width(self.label)
        self.label.setText(self._words())
        self.label.setVisible(several)
        self.place = QLabel(around(hunk, text), self) if text else None
        if self.place is not None:
            self.place.setObjectName("approvalPartPlace")
            self.place.setWordWrap(True)
            self.place.setTextFormat(Qt.TextFormat.PlainText)
            self.place.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            fit_to_width(self.place)
            self.place.setVisible(several)
        # The check box's own text cannot wrap: it stays short, the label beside it wraps.
        self.check.setText(
            self.tr("Part %1 of %2").replace("%1", str(number)).replace("%2", str(total))
        )
        self.check.setToolTip(self.tr("Make this part of the change when you approve"))
        line = QHBoxLayout()
        line.setSpacing(6)
        line.addWidget(self.check, 0, Qt.AlignmentFlag.AlignTop)
        words = QVBoxLayout()
        words.setSpacing(0)
        words.addWidget(self.label)
        if self.place is not None:
            words.addWidget(self.place)
        line.addLayout(words, 1)
        layout.addLayout(line)
        self.editor = QPlainTextEdit(self)
        self.editor.setObjectName("approvalPartEditor")
        self.editor.setPlainText(hunk.new)
        self.editor.setTabChangesFocus(True)
        self.editor.setAccessibleName(self.tr("The new text of part %1").replace("%1", str(number)))
        lines = max(2, min(6, hunk.new.count("\n") + len(hunk.new) // 60 + 1))
        height = QFontMetrics(self.editor.font()).lineSpacing() * lines + 12
        self.editor.setFixedHeight(height)
        self.editor.textChanged.connect(self.changed)
        self.editor.hide()
        layout.addWidget(self.editor)

    def _words(self) -> str:
        if not self.hunk.old:
            return self.tr("adds “%1”").replace("%1", _quoted(self.hunk.new))
        if not self.hunk.new:
            return self.tr("removes “%1”").replace("%1", _quoted(self.hunk.old))
        return (
            self.tr("“%1” becomes “%2”")
            .replace("%1", _quoted(self.hunk.old))
            .replace("%2", _quoted(self.hunk.new))
        )

    def _toggled(self, taken: bool) -> None:
        self.editor.setEnabled(taken)
        self.changed.emit()

    @property
    def taken(self) -> bool:
        return self.check.isChecked()

    @property
    def text(self) -> str:
        return self.editor.toPlainText()


class PartsEditor(QWidget):
    """The parts of a change; see the module doc. ``changed`` says the writer's choice moved
    (a box ticked or cleared, a text rewritten)."""

    changed = Signal()

    def __init__(
        self,
        hunks: Sequence[EditHunk],
        parent: QWidget | None = None,
        texts: Mapping[str, str] | None = None,
    ) -> None:
        """``texts``: each document's text before the change, to show where each part is."""
        super().__init__(parent)
        self.setObjectName("approvalParts")
        self.hunks = tuple(hunks)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        several = len(self.hunks) > 1
        self.heading = QLabel(self)
        self.heading.setObjectName("approvalPartsHeading")
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        total = len(self.hunks)
        texts = texts or {}
        self.rows = [PartRow(n, h, total, self, texts.get(h.doc_id, ""))
                     for n, h in enumerate(self.hunks, 1)]  # fmt: skip
        for row in self.rows:
            row.changed.connect(self.changed)
            layout.addWidget(row)
        self.editing = False
        self._say_what_to_do()
        self.setVisible(several)

    def _say_what_to_do(self) -> None:
        several = len(self.rows) > 1
        if several and self.editing:
            text = self.tr("Choose the parts to make, and write each as you want it:")
        elif several:
            text = self.tr("Choose the parts to make:")
        else:
            text = self.tr("Write the text as you want it:")
        self.heading.setText(text)
        self.heading.setVisible(several or self.editing)

    def set_editing(self, editing: bool) -> None:
        """Show each part's text for the writer to rewrite (or fold it away again: what they
        wrote stays)."""
        self.editing = editing
        self._say_what_to_do()
        for row in self.rows:
            row.editor.setVisible(editing)
        self.setVisible(editing or len(self.rows) > 1)
        if editing and self.rows:
            first = next((row for row in self.rows if row.taken), self.rows[0])
            first.editor.setFocus()

    @property
    def any_taken(self) -> bool:
        return any(row.taken for row in self.rows)

    def choice(self) -> HunkChoice:
        """The parts ticked, each in the words its editor holds."""
        return HunkChoice.of(
            [row.number for row in self.rows if row.taken],
            {row.number: row.text for row in self.rows if row.text != row.hunk.new},
        )

    def is_changed(self) -> bool:
        """True when the writer's choice is other than the change as proposed."""
        return self.choice().changes(self.hunks)


__all__ = ["PartRow", "PartsEditor"]

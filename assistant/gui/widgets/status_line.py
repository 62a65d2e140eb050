"""A message line that never changes height, so the form around it never jumps.

Status texts in a form ("Asking the server for its models…", then a three-line error) used to
grow and shrink the form while the writer was about to click, so the click landed in another
field. A :class:`StatusLine` keeps room for a fixed number of lines whatever it says; a longer
message is cut with an ellipsis and shown in full as its tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent, QTextLayout
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from assistant.world.textsync import from_utf16


def fit_lines(text: str, font: QFont, width: int, lines: int) -> tuple[str, bool]:
    """``text`` wrapped at ``width`` pixels into at most ``lines`` lines (joined by newlines),
    and whether anything had to be cut."""
    if width <= 0 or not text:
        return text, False
    text = " ".join(text.split("\n"))
    metrics = QFontMetrics(font)
    layout = QTextLayout(text, font)
    pieces: list[str] = []
    cut = False
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        start = from_utf16(text, line.textStart())  # Qt counts UTF-16 units
        end = from_utf16(text, line.textStart() + line.textLength())
        if len(pieces) == lines - 1:
            rest = text[start:]
            elided = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)
            cut = elided != rest
            pieces.append(elided)
            break
        pieces.append(text[start:end])
    layout.endLayout()
    return "\n".join(piece.rstrip() for piece in pieces), cut


class StatusLine(QLabel):
    """A word-wrapped label of a fixed number of lines; see the module doc."""

    def __init__(self, parent: QWidget | None = None, *, lines: int = 2) -> None:
        super().__init__(parent)
        self._lines = lines
        self._full = ""
        self.setWordWrap(False)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._fix_height()

    def text(self) -> str:  # type: ignore[override]
        """The whole message (what is shown may be cut to fit)."""
        return self._full

    def setText(self, text: str) -> None:  # type: ignore[override]
        self._full = text
        self._refit()

    def _fix_height(self) -> None:
        margins = self.contentsMargins()
        height = self.fontMetrics().lineSpacing() * self._lines + margins.top() + margins.bottom()
        self.setFixedHeight(height)

    def _refit(self) -> None:
        width = self.contentsRect().width()
        shown, cut = fit_lines(self._full, self.font(), width, self._lines)
        super().setText(shown)
        self.setToolTip(self._full if cut else "")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._refit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fix_height()
            self._refit()

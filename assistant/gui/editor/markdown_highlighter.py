"""Light Markdown highlighting for the plain-text editors: the text stays plain, the marks
become easier to read (headings bold, emphasis in italics, markup characters dimmed)."""

from __future__ import annotations

import re

from PySide6.QtGui import (
    QColor,
    QFont,
    QPalette,
    QSyntaxHighlighter,
    QTextCharFormat,
    QTextDocument,
)
from PySide6.QtWidgets import QApplication

from assistant.world.textsync import has_astral, to_utf16

_HEADING = re.compile(r"^(#{1,6})(\s+)(.*)$")
_STRONG = re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1")
_EMPHASIS = re.compile(r"(?<![*_\w])([*_])(?=\S)(.+?)(?<=\S)\1(?![*_\w])")
_CODE = re.compile(r"`[^`]+`")
_QUOTE = re.compile(r"^\s{0,3}>.*$")
_LIST = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s")
_RULE = re.compile(r"^\s{0,3}(?:[-*_]\s*){3,}$")
_WIKI_LINK = re.compile(r"!?\[\[[^\[\]\n]+\]\]")


class MarkdownHighlighter(QSyntaxHighlighter):
    """Formats Markdown line by line; nothing spans lines, so each block stands alone."""

    def __init__(self, document: QTextDocument) -> None:
        super().__init__(document)
        palette = QApplication.palette()
        text = palette.color(QPalette.ColorRole.Text)
        base = palette.color(QPalette.ColorRole.Base)
        dim = QColor(
            (text.red() + base.red() * 2) // 3,
            (text.green() + base.green() * 2) // 3,
            (text.blue() + base.blue() * 2) // 3,
        )
        self._markup = QTextCharFormat()
        self._markup.setForeground(dim)
        self._heading = QTextCharFormat()
        self._heading.setFontWeight(QFont.Weight.Bold)
        self._strong = QTextCharFormat()
        self._strong.setFontWeight(QFont.Weight.Bold)
        self._emphasis = QTextCharFormat()
        self._emphasis.setFontItalic(True)
        self._code = QTextCharFormat()
        self._code.setFontFixedPitch(True)
        self._code.setFontFamilies(["monospace"])
        self._quote = QTextCharFormat()
        self._quote.setFontItalic(True)
        self._quote.setForeground(dim.darker(130))
        self._list = QTextCharFormat()
        self._list.setForeground(palette.color(QPalette.ColorRole.Link))
        self._wiki_link = QTextCharFormat()
        self._wiki_link.setForeground(palette.color(QPalette.ColorRole.Link))
        self._text = ""
        self._astral = False

    def highlightBlock(self, text: str) -> None:
        if not text:
            return
        self._text = text
        self._astral = has_astral(text)
        heading = _HEADING.match(text)
        if heading:
            self._format(0, len(text), self._heading)
            self._format(0, len(heading.group(1)), self._markup)
            return
        if _RULE.match(text):
            self._format(0, len(text), self._markup)
            return
        if _QUOTE.match(text):
            self._format(0, len(text), self._quote)
        listed = _LIST.match(text)
        if listed:
            self._format(0, listed.end(), self._list)
        # strong first; its markers are hidden from the emphasis pass, so "**bold**" is not
        # also taken for "*" + "*bold*" + "*" (italic with stray asterisks)
        masked = list(text)
        for match in _STRONG.finditer(text):
            self._mark(match, self._strong, 2)
            for index in (match.start(), match.start() + 1, match.end() - 2, match.end() - 1):
                masked[index] = "\0"
        for match in _EMPHASIS.finditer("".join(masked)):
            self._mark(match, self._emphasis, 1)
        for match in _CODE.finditer(text):
            self._format(match.start(), match.end() - match.start(), self._code)
        for match in _WIKI_LINK.finditer(text):
            self._format(match.start(), match.end() - match.start(), self._wiki_link)

    def _format(self, start: int, length: int, fmt: QTextCharFormat) -> None:
        """setFormat with code point positions (Qt counts UTF-16 units)."""
        if self._astral:
            end = to_utf16(self._text, start + length)
            start = to_utf16(self._text, start)
            length = end - start
        self.setFormat(start, length, fmt)

    def _merge(self, start: int, length: int, fmt: QTextCharFormat) -> None:
        """Add ``fmt`` to what is already set over ``start``..``start + length`` (code point
        positions), so bold inside italic stays bold and italic."""
        position, end = start, start + length
        while position < end:
            run_end = position + 1
            current = self.format(self._utf16(position))
            while run_end < end and self.format(self._utf16(run_end)) == current:
                run_end += 1
            merged = QTextCharFormat(current)
            merged.merge(fmt)
            self._format(position, run_end - position, merged)
            position = run_end

    def _utf16(self, position: int) -> int:
        return to_utf16(self._text, position) if self._astral else position

    def _mark(self, match: re.Match[str], fmt: QTextCharFormat, markup: int) -> None:
        start, end = match.start(), match.end()
        self._merge(start, end - start, fmt)
        self._merge(start, markup, self._markup)
        self._merge(end - markup, markup, self._markup)

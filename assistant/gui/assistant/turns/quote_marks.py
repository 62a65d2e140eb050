"""An answer's quotations and document links, marked as the check found them.

The core checks each answer (:mod:`assistant.agent.audit.quote_check`); this draws what it found
into the rendered answer. A verified quotation becomes a link that opens its document with
the passage selected; a quotation the project does not hold is underlined in red and marked
"not found in your project" (or "found in …, not in …" when it is credited to the wrong
document, or with the project's spelling of a name it misspelt); a quotation too short to
check is marked "not checked"; a document the answer names but the turn's tools never read
is marked "not read". :func:`mark_quotations` changes the Markdown before it is rendered,
:func:`style_marks` the rendered document after.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QPalette, QTextCharFormat, QTextCursor, QTextDocument

from assistant.agent.audit.answer_links import SCHEME, document_id_from_url, link_documents
from assistant.agent.audit.quote_check import CheckedQuote
from assistant.gui.window.project_view import ProjectView
from assistant.world.model import World
from assistant.world.search.quote_verdicts import QuoteVerdict
from assistant.world.search.quotes import locate

translate = QCoreApplication.translate
QUOTE_HOST = "quote"
UNVERIFIED_HOST = "unverified"
UNREAD_HOST = "unread"
UNCHECKED_HOST = "unchecked"
MISQUOTED_HOST = "misquoted"
_MARKDOWN_SPECIAL = re.compile(r"([\[\]\\])")
_DOCUMENT_LINK = re.compile(rf"\]\({SCHEME}://document/([^)\s]+)\)")
_WARNING = QColor("#c62828")
_CLOSING_MARKS = "”“»«›‹’‘'\"」』"



def quote_url(index: int) -> str:
    return f"{SCHEME}://{QUOTE_HOST}/{index}"


def quote_index_from_url(url: str) -> int | None:
    """The quotation a verified quotation's link points at, or None for any other link."""
    prefix = f"{SCHEME}://{QUOTE_HOST}/"
    if url.startswith(prefix) and url[len(prefix) :].isdigit():
        return int(url[len(prefix) :])
    return None


def is_mark_url(url: str) -> bool:
    """True for the links that only mark something (an unverified quotation, a document not
    read): clicking them opens nothing."""
    return url.startswith(tuple(f"{SCHEME}://{host}/"
                                for host in (UNVERIFIED_HOST, UNREAD_HOST, UNCHECKED_HOST,
                                             MISQUOTED_HOST)))


def mark_quotations(markdown: str, quotes: Sequence[CheckedQuote]) -> str:
    """``markdown`` (the answer the quotations were found in) with each quotation made a link:
    to its passage when verified, to a "not found" mark when not."""
    out: list[str] = []
    position = 0
    for index, quote in sorted(enumerate(quotes), key=lambda item: item[1].at):
        if quote.at < position or quote.to > len(markdown) or (
            not quote.block and markdown[quote.at : quote.to] != quote.text
        ):
            continue  # not the text that was checked
        out.append(markdown[position : quote.at])
        body = markdown[quote.at : quote.to]
        if quote.block:
            out.append(body + _block_mark(index, quote))
        elif quote.verified:
            out.append(f"[{_escaped(body)}]({quote_url(index)})")
        else:
            closing = markdown[quote.to : quote.to + 1]
            closing = closing if closing and closing in _CLOSING_MARKS else ""
            out.append(f"[{_escaped(body)}]({_mark_url(index, quote)}){closing}"
                       + _wrong_mark(index, quote))  # fmt: skip
            position = quote.to + len(closing)  # the mark goes after the closing mark
            continue
        position = quote.to
    out.append(markdown[position:])
    return "".join(out)


def mark_unread(markdown: str, unread: Sequence[str]) -> str:
    """``markdown`` (with its document links made) with a "not read" mark after the first
    link to each document the turn's tools never read."""
    marked: set[str] = set()

    def mark(match: re.Match[str]) -> str:
        doc_id = match.group(1)
        if doc_id not in unread or doc_id in marked:
            return match.group(0)
        marked.add(doc_id)
        label = translate("AnswerMarks", "not read")
        return f"{match.group(0)} [({label})]({SCHEME}://{UNREAD_HOST}/{doc_id})"

    return _DOCUMENT_LINK.sub(mark, markdown)


def render_answer(
    text: str, answer: str, quotes: Sequence[CheckedQuote], unread: Sequence[str],
    world: World | None,
) -> str:
    """The Markdown to show for ``text`` (what the turn wrote; it ends with ``answer``, the
    text that was checked): quotations marked, documents linked, unread documents marked."""
    offset = text.rfind(answer) if answer else -1
    if offset > 0:
        quotes = [replace(q, at=q.at + offset, to=q.to + offset) for q in quotes]
    marked = mark_quotations(text, quotes) if offset >= 0 else text
    return mark_unread(link_documents(marked, world), unread)


def style_marks(document: QTextDocument, unread: Sequence[str], palette: QPalette) -> None:
    """Give the rendered marks their looks and explanations (tooltips)."""
    colours = (palette.color(QPalette.ColorRole.Text),
               palette.color(QPalette.ColorRole.PlaceholderText))  # fmt: skip
    edits: list[tuple[int, int, QTextCharFormat]] = []
    styles: dict[str, QTextCharFormat | None] = {"": None}  # a link's look, made once
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            href = fragment.charFormat().anchorHref()
            if href not in styles:
                styles[href] = _style_for(href, unread, *colours)
            style = styles[href]
            if style is not None:
                edits.append((fragment.position(), fragment.length(), style))
            fragments += 1
        block = block.next()
    if not edits:
        return
    cursor = QTextCursor(document)
    cursor.beginEditBlock()  # the text is laid out again once, not after each mark
    for start, length, style in edits:
        cursor.setPosition(start)
        cursor.setPosition(start + length, QTextCursor.MoveMode.KeepAnchor)
        cursor.mergeCharFormat(style)
    cursor.endEditBlock()


def _style_for(href: str, unread: Sequence[str], text: QColor, muted: QColor
               ) -> QTextCharFormat | None:  # fmt: skip
    style = QTextCharFormat()
    if href.startswith(f"{SCHEME}://{UNCHECKED_HOST}/"):
        style.setForeground(muted if href.endswith("/mark") else text)
        style.setFontItalic(href.endswith("/mark"))
        style.setUnderlineStyle(QTextCharFormat.UnderlineStyle.DotLine)
        style.setToolTip(translate(
            "AnswerMarks", "Too short to check: the answer does not say which document it comes "
            "from."
        ))  # fmt: skip
        return style
    misquoted = href.startswith(f"{SCHEME}://{MISQUOTED_HOST}/")
    if misquoted or href.startswith(f"{SCHEME}://{UNVERIFIED_HOST}/"):
        if href.endswith("/mark"):
            style.setForeground(_WARNING)
            style.setFontItalic(True)
            style.setUnderlineStyle(QTextCharFormat.UnderlineStyle.NoUnderline)
        else:
            style.setForeground(text)
            style.setUnderlineStyle(QTextCharFormat.UnderlineStyle.WaveUnderline)
            style.setUnderlineColor(_WARNING)
        style.setToolTip(translate(
            "AnswerMarks", "Quire found these words in your project, but not as the answer "
            "gives them: the mark after them says what differs."
        ) if misquoted else translate(
            "AnswerMarks", "Quire could not find this quotation in your project: the assistant "
            "may have misquoted or invented it."
        ))  # fmt: skip
        return style
    if href.startswith(f"{SCHEME}://{UNREAD_HOST}/"):
        style.setForeground(muted)
        style.setUnderlineStyle(QTextCharFormat.UnderlineStyle.NoUnderline)
        style.setFontItalic(True)
        style.setToolTip(_not_read_tip())
        return style
    doc_id = document_id_from_url(href)
    if doc_id is not None and doc_id in unread:
        style.setUnderlineStyle(QTextCharFormat.UnderlineStyle.DotLine)
        style.setToolTip(_not_read_tip())
        return style
    if quote_index_from_url(href) is not None:
        style.setToolTip(
            translate("AnswerMarks", "Found in your project: click to open the passage")
        )
        return style
    return None


def open_quotation(controller: ProjectView, quote: str, node_id: str | None) -> None:
    """Open the document (or entity) holding a quotation, with the passage selected where
    it still is (it is found again: the text may have changed since it was checked)."""
    world = controller.world
    if world is None or node_id is None:
        return
    passage = locate(world, quote, within=node_id)
    if passage is not None and passage.node_id == node_id and passage.in_text:
        controller.request_passage(passage.node_id, passage.start, passage.end)
    elif node_id in world.documents or node_id in world.entities:
        controller.request_document(node_id)


def _not_read_tip() -> str:
    return translate(
        "AnswerMarks", "The assistant did not read this document in this turn: what it says "
        "about it may not come from the text."
    )  # fmt: skip


def _unverified_url(index: int) -> str:
    return f"{SCHEME}://{UNVERIFIED_HOST}/{index}"


def _mark_url(index: int, quote: CheckedQuote) -> str:
    if quote.outcome is QuoteVerdict.NOT_CHECKED:
        return f"{SCHEME}://{UNCHECKED_HOST}/{index}"
    if quote.outcome is QuoteVerdict.NOT_FOUND:
        return _unverified_url(index)
    return f"{SCHEME}://{MISQUOTED_HOST}/{index}"


def _wrong_mark(index: int, quote: CheckedQuote) -> str:
    """The mark after a quotation that is not verified, saying what is wrong with it."""
    outcome = quote.outcome
    if outcome is QuoteVerdict.NOT_CHECKED:
        label = translate("AnswerMarks", "not checked")
        return f" [({_escaped(label)})]({_mark_url(index, quote)}/mark)"
    if outcome is QuoteVerdict.ELSEWHERE:
        label = (translate("AnswerMarks", "found in “%1”, not in “%2”")
                 .replace("%1", quote.title or "…")
                 .replace("%2", quote.credited_title or "…"))  # fmt: skip
    elif outcome is QuoteVerdict.WRONG_SPEAKER:
        label = translate("AnswerMarks", "the text gives this line to %1").replace(
            "%1", quote.speaker or "…")
    elif outcome is QuoteVerdict.MISSPELT_NAME:
        label = translate("AnswerMarks", "the project spells it “%1”").replace(
            "%1", quote.spelling or "…")
    elif quote.credited_title:
        label = translate("AnswerMarks", "not found in “%1”").replace("%1", quote.credited_title)
    else:
        label = translate("AnswerMarks", "not found in your project")
    return f" [⚠ {_escaped(label)}]({_mark_url(index, quote)}/mark)"


def _block_mark(index: int, quote: CheckedQuote) -> str:
    if quote.verified:
        label = translate("AnswerMarks", "open in “%1”").replace("%1", quote.title or "…")
        return f" [↗ {_escaped(label)}]({quote_url(index)})"
    return _wrong_mark(index, quote)


def _escaped(text: str) -> str:
    return _MARKDOWN_SPECIAL.sub(r"\\\1", text)


__all__ = [
    "is_mark_url",
    "mark_quotations",
    "mark_unread",
    "open_quotation",
    "quote_index_from_url",
    "quote_url",
    "render_answer",
    "style_marks",
]

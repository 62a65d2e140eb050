"""Assistant ▸ Check Against Earlier Books…: the cross-book audit of a book of a series, run
in the continuity window as its continuity check runs (the window's audit job, its progress
and its Stop), its findings listed with the others.

The audit is the core's, made as ``quire audit --series`` makes it
(:func:`~assistant.agent.audit.series_audit.series_audit_of`): the earlier books are read
from their folders on the worker thread, never on the GUI thread. The action is enabled only
for a book of a readable series that is not its first book; otherwise its tooltip says why.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction

from assistant.agent.audit.series_books import NoEarlierBook, no_earlier_book
from assistant.gui.transfer.problem_text import fill
from assistant.gui.window.project_view import ProjectView
from assistant.world.model import World

if TYPE_CHECKING:  # the audit and the assistant behind it load when a check starts
    from assistant.agent.audit.findings import Claim
    from assistant.agent.audit.series_audit import SeriesProgress, SeriesReport
    from assistant.agent.loop.cancel import CancelToken
    from assistant.agent.session.provider_setup import AssistantSetup

translate = QCoreApplication.translate


@dataclass(frozen=True)
class SeriesAuditRun:
    """The cross-book audit of the book at ``root`` as the continuity window's audit job
    runs it: made (its earlier books read) and run on the job's worker thread."""

    root: Path
    world: World
    setup: AssistantSetup
    app_data: Path
    everything: bool = False

    def run(self, *, on_progress: Callable[[SeriesProgress], None] | None = None,
            cancel: CancelToken | None = None) -> SeriesReport:  # fmt: skip
        from assistant.agent.audit.findings import FindingsStore
        from assistant.agent.audit.series_audit import series_audit_of

        audit = series_audit_of(self.root, self.world, self.setup, FindingsStore(self.app_data),
                                self.app_data, everything=self.everything)  # fmt: skip
        return audit.run(on_progress=on_progress, cancel=cancel)


def unavailable_reason(world: World | None) -> str:
    """Why the open book cannot be checked against earlier books, in the writer's language
    ("" when it can)."""
    if world is None:
        return translate("SeriesCheck", "Open a book of a series to check it against the earlier "
                                  "books.")  # fmt: skip
    why = no_earlier_book(world)
    if why is NoEarlierBook.NO_SERIES:
        return translate("SeriesCheck", "This book belongs to no series: link it to one "
                                        "with File ▸ Series… first.")  # fmt: skip
    if why is NoEarlierBook.UNREADABLE:
        return translate("SeriesCheck", "This book's series cannot be read now: see File ▸ Series…")
    if why is NoEarlierBook.FIRST_BOOK:
        return translate("SeriesCheck", "This is the first book of its series: there is no earlier "
                                  "book to check it against.")  # fmt: skip
    return ""


def book_label(number: int, title: str) -> str:
    """An earlier book, as “Book 1 “The Salt Road””."""
    return fill(translate("SeriesCheck", "Book %1 “%2”"), number, title)


def earlier_claim_html(claim: Claim) -> str:
    """A claim of an earlier book: its quotation and where it is, with no link (the passage is
    in another book, which this window cannot open)."""
    quote = html.escape(" ".join(claim.quote.split()), quote=False)
    where = html.escape(claim.title or claim.document, quote=False)
    quoted = fill(translate("FindingsWindow", "“%1”"), quote)
    book = html.escape(book_label(claim.book, claim.book_title), quote=False)
    place = fill(translate("SeriesCheck", "in %1, %2"), book, f"<i>{where}</i>")
    return f"{quoted} — {place}"


def earlier_claim_tip(claim: Claim) -> str:
    text = translate("SeriesCheck", "This passage is in %1, another book of the series: open "
                                    "that book to see it.")  # fmt: skip
    return fill(text, book_label(claim.book, claim.book_title))


def progress_text(step: SeriesProgress) -> str | None:
    """What the window says while the earlier books are summarised (None for a chapter's
    step, said as the continuity check says it)."""
    if step.chapter is not None:
        return None
    return translate("SeriesCheck", "Reading the earlier books' summaries…")


class SeriesReportWords(QObject):
    """What a cross-book audit came to, in the writer's language (a QObject: lupdate finds
    the plural forms only in ``self.tr``)."""

    def lines(self, report: SeriesReport) -> list[str]:
        """The report, sentence by sentence."""
        if report.ok and not report.read:
            lines = [translate("FindingsWindow", "No chapter has changed since the last check.")]
        else:
            lines = [self.tr("%n new finding(s) against the earlier books.", "",
                             len(report.new))]  # fmt: skip
        if report.dropped:
            lines.append(self.tr("%n finding(s) dropped: a quotation is not in the book it was "
                                 "credited to.", "", report.dropped))  # fmt: skip
        if report.overrides:
            lines.append(self.tr("%n finding(s) left out: the series records the change.", "",
                                 report.overrides))  # fmt: skip
        if report.unfinished:
            lines.append(self.tr("%n chapter(s) not finished: the assistant ran out of steps; "
                                 "they are read again next time.", "", len(report.unfinished)))
        for unread in report.books.unread:
            lines.append(fill(self.tr("%1 could not be read and was left out."),
                              book_label(unread.number, unread.title)))  # fmt: skip
        if report.cancelled:
            lines.append(translate("FindingsWindow", "Stopped: the chapters read so far are "
                                                     "kept."))  # fmt: skip
        return lines


class SeriesCheck(QObject):
    """The Assistant menu's Check Against Earlier Books…, enabled (or saying why not) as the
    open book stands; ``begin`` opens the continuity window and starts the cross-book audit
    there (False when it could not start)."""

    def __init__(self, controller: ProjectView, begin: Callable[[], bool],
                 parent: QObject | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.controller = controller
        self.begin = begin
        self.action = QAction(self.tr("Check Against &Earlier Books…"), parent)
        self.action.setObjectName("checkEarlierBooksAction")
        self.action.triggered.connect(lambda _checked=False: self.start())
        controller.project_opened.connect(self.update)
        controller.project_closed.connect(self.update)
        controller.world_changed.connect(lambda *_args: self.update())
        self.update()

    def update(self) -> None:
        """Enable the action for a book that has earlier books, and say why not otherwise."""
        world = self.controller.world if self.controller.is_open else None
        reason = unavailable_reason(world)
        self.action.setEnabled(not reason)
        tip = reason or self.tr("Read this book's chapters against the earlier books of its "
                                "series and list what contradicts them")  # fmt: skip
        self.action.setToolTip(tip)
        self.action.setStatusTip(tip)

    def start(self) -> bool:
        """Check the chapters changed since the last check against the earlier books."""
        if unavailable_reason(self.controller.world if self.controller.is_open else None):
            return False
        return self.begin()


__all__ = [
    "SeriesAuditRun",
    "SeriesCheck",
    "SeriesReportWords",
    "book_label",
    "earlier_claim_html",
    "earlier_claim_tip",
    "progress_text",
    "unavailable_reason",
]

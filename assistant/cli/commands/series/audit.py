"""``quire audit BOOK --series``: the cross-book audit of a book of a series against the
earlier books (:class:`~assistant.agent.audit.series_audit.SeriesAudit`), on the command
line; ``quire audit`` (:mod:`assistant.cli.commands.audit`) parses the options and calls
:func:`series_audit`.

Each earlier book is summarised through the book's summaries cache (an unchanged book costs
no request again); each finding quotes this book and an earlier one, both verified where they
are credited. Findings are kept with the continuity and time findings (``--list`` shows them;
``--intentional`` keeps one out). Exit status as ``quire audit``'s, and 2 when the book is in
no readable series or is its first book.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from assistant.agent.audit.audit import shown_findings
from assistant.agent.audit.findings import FindingsStore
from assistant.agent.audit.series_audit import SeriesProgress, SeriesReport, series_audit_of
from assistant.agent.audit.series_books import NoEarlierBook, no_earlier_book
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.messages import ErrorKind
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.cli.common import usage_text
from assistant.cli.terminal.errors import KIND_TEXT
from assistant.cli.terminal.findings import print_new_and_kept
from assistant.world.model import World

PROG = "quire audit --series"
EXIT_DONE, EXIT_UNFINISHED, EXIT_CONFIG, EXIT_PROVIDER, EXIT_CANCELLED = 0, 1, 2, 3, 130

Worker = Callable[[Callable[[CancelToken], SeriesReport]], SeriesReport]
Finder = Callable[[Any, bool], dict[str, Any]]


def no_series_reason(world: World) -> str:
    """Why ``world`` cannot be audited against earlier books ("" when it can)."""
    why = no_earlier_book(world)
    if why is NoEarlierBook.NO_SERIES:
        return "this book belongs to no series (quire series link BOOK SERIES)"
    if why is NoEarlierBook.UNREADABLE:
        series = world.series
        return f"the book's series cannot be read ({series.availability}: {series.problem})"
    if why is NoEarlierBook.FIRST_BOOK:
        return "this is the first book of its series: there is no earlier book"
    return ""


def series_audit(
    args: argparse.Namespace, setup: AssistantSetup, world: World, root: Path,
    store: FindingsStore, app_data: Path, *, worker: Worker, finding_json: Finder,
) -> int:  # fmt: skip
    """Run the cross-book audit of the book at ``root``; the exit status."""
    as_json = bool(args.json)
    audit = series_audit_of(root, world, setup, store, app_data, everything=args.all,
                            max_steps=args.max_steps)  # fmt: skip
    books = audit.books
    for unread in books.unread:
        print(f"{PROG}: warning: book {unread.number} “{unread.title}” not read: "
              f"{unread.reason}", file=sys.stderr)  # fmt: skip
    to_read, unchanged = audit.plan()
    if not as_json:
        print(f"{PROG}: {len(to_read)} chapter(s) to read against {len(books.books)} earlier "
              f"book(s), {len(unchanged)} unchanged since the last check",
              file=sys.stderr)  # fmt: skip

    def progress(step: SeriesProgress) -> None:
        if as_json:
            return
        what = "summaries of the earlier books" if step.chapter is None else step.chapter.title
        print(f"[{step.index}/{step.total}] {what}", file=sys.stderr, flush=True)

    report = worker(lambda cancel: audit.run(on_progress=progress, cancel=cancel))
    if as_json:
        print(json.dumps(report_json(report, world, finding_json), ensure_ascii=False,
                         indent=2))  # fmt: skip
    else:
        print_report(report, world)
    if report.cancelled:
        return EXIT_CANCELLED
    if report.error is not None:
        config = report.error.kind in (ErrorKind.CONFIGURATION, ErrorKind.LOCAL_ONLY)
        return EXIT_CONFIG if config else EXIT_PROVIDER
    return EXIT_UNFINISHED if report.unfinished else EXIT_DONE


def report_json(report: SeriesReport, world: World, finding_json: Finder) -> dict[str, Any]:
    error = report.error
    shown = [(f, p) for f, p in shown_findings(report.findings, world) if f.across]
    return {
        "ok": report.ok,
        "books": [{"number": b.number, "title": b.title} for b in report.books.books],
        "unread_books": [{"number": b.number, "title": b.title, "reason": b.reason}
                         for b in report.books.unread],
        "findings": [finding_json(f, p) for f, p in shown],
        "new": [f.id for f in report.new],
        "dropped": report.dropped,
        "overrides_left_out": report.overrides,
        "intentional_skipped": report.intentional,
        "summary_requests": report.summary_requests,
        "read": [c.title for c in report.read],
        "unchanged": [c.title for c in report.unchanged],
        "unfinished": [c.title for c in report.unfinished],
        "tool_calls": report.tool_calls,
        "usage": {"input": report.usage.input, "output": report.usage.output},
        "cancelled": report.cancelled,
        "error": None if error is None else {"kind": str(error.kind), "detail": error.detail},
    }


def print_report(report: SeriesReport, world: World) -> None:
    shown = [(f, p) for f, p in shown_findings(report.findings, world) if f.across]
    print_new_and_kept(shown, {f.id for f in report.new}, "cross-book ")
    if report.dropped:
        print(f"{report.dropped} finding(s) dropped: a quotation is not in the book and "
              "document it was credited to")  # fmt: skip
    if report.overrides:
        print(f"{report.overrides} finding(s) left out: the series records the change")
    if report.intentional:
        print(f"{report.intentional} finding(s) not reported again: marked intentional")
    print(f"Chapters read: {len(report.read)}, unchanged: {len(report.unchanged)}; summary "
          f"requests: {report.summary_requests}; tool calls: {report.tool_calls}; tokens: "
          f"{usage_text(report.usage)}")  # fmt: skip
    if report.unfinished:
        titles = ", ".join(c.title for c in report.unfinished)
        print(f"{PROG}: ran out of steps in {titles} (raise --max-steps)", file=sys.stderr)
    if report.cancelled:
        print(f"{PROG}: stopped; the chapters read so far are kept", file=sys.stderr)
    elif report.error is not None:
        text = KIND_TEXT.get(report.error.kind, str(report.error.kind))
        print(f"{PROG}: error: {text}", file=sys.stderr)


__all__ = ["no_series_reason", "print_report", "report_json", "series_audit"]

"""Check a project's continuity: the assistant reads it chapter by chapter and reports
contradictions, each with both passages quoted and verified.

    quire audit PATH [--all] [--json] [--max-steps N] [--provider KIND] [--model MODEL]
                     [--base-url URL] [--local-only]
    quire audit PATH --time [--all] [--no-model] [--json] [the model options]
    quire audit PATH --series [--all] [--json] [the model options]
    quire audit PATH --list [--json]
    quire audit PATH --intentional ID | --reopen ID | --fixed ID

The assistant reads each chapter against the entities (fields, aliases, notes) and the notes
documents (timeline, style sheet) and reports each problem with a quotation from the chapter
and one from the passage it disagrees with. Both quotations are looked up in the project
before a finding is kept; a finding whose quotations are not there is dropped and counted.
Findings are kept with the project (``.quire/findings.json``), with a status: open,
intentional or fixed. A second audit reads again only the chapters changed since the last
(--all reads every chapter) and keeps the findings of the others; a finding marked
intentional is kept out of later audits. --list shows the kept findings (a finding whose
quoted text has changed since is "possibly fixed").

--time checks the story clock instead: each scene's ``when`` against what its prose says
(weekdays, dates, hours, ages, steps in time), characters in two places at once, journeys too
fast, flashbacks without a marker, appearances after a death. With a model configured (and
not --no-model), the model is also asked, for the chapters whose times changed, for the time
cues the rules miss; only cues it quotes word for word from the chapter count. Time findings
are kept with the continuity findings (--list shows them, --intentional keeps one out), and
the times that could not be placed are listed.

--series checks a book of a series against the earlier books: each earlier book is given to
the model as its summary (kept in the summaries cache, so an unchanged book costs nothing
again) with the series' facts and when each holds ("from book 2 on"); each finding quotes this
book and an earlier one, both verified in the book and document they are credited to. A
difference the series records as a change is no contradiction and is left out.

The model options are those of ``quire ask``. Only reads the project (its lock is not taken,
so the app may have it open). Exit status: 0 done; 1 a chapter ran out of steps (raise
--max-steps); 2 a configuration or project problem; 3 the provider failed; 130 stopped with
Ctrl-C (the chapters read so far are kept).
"""

from __future__ import annotations

import argparse
import json
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from assistant.agent.audit.audit import Audit, AuditProgress, AuditReport, shown_findings
from assistant.agent.audit.findings import Finding, Findings, FindingsStore, FindingStatus
from assistant.agent.config.request_log import RequestLog
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.messages import ErrorKind
from assistant.agent.session.provider_setup import AssistantSetup, SetupProblem, load_setup
from assistant.cli.commands.series.audit import no_series_reason, series_audit
from assistant.cli.common import (
    add_model_arguments,
    overrides,
    usage_text,
    warn_unknown_settings,
)
from assistant.cli.terminal.errors import KIND_TEXT
from assistant.cli.terminal.findings import print_finding, print_new_and_kept
from assistant.world.errors import WorldError
from assistant.world.model import World
from assistant.world.series.book_store import BookStore

PROG = "quire audit"
EXIT_DONE = 0
EXIT_UNFINISHED = 1
EXIT_CONFIG = 2
EXIT_PROVIDER = 3
EXIT_CANCELLED = 130
T = TypeVar("T")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("path", metavar="PATH", help="project folder")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--all", action="store_true", help="read every chapter, changed or not")
    which.add_argument("--list", action="store_true", help="show the kept findings only")
    which.add_argument("--intentional", metavar="ID",
                       help="mark a finding intentional (kept out of later audits)")
    which.add_argument("--reopen", metavar="ID", help="mark a finding open again")
    which.add_argument("--fixed", metavar="ID", help="mark a finding fixed")
    parser.add_argument("--time", action="store_true",
                        help="check the story's times (the model adds the cues rules miss)")
    parser.add_argument("--series", action="store_true",
                        help="check this book against the earlier books of its series")
    parser.add_argument("--no-model", action="store_true",
                        help="with --time: the check by rule only, no model")
    parser.add_argument("--json", action="store_true", help="print one JSON result object")
    add_model_arguments(parser)


def run(args: argparse.Namespace) -> int:
    """Run ``quire audit``; returns the exit status."""
    as_json = bool(args.json)
    root = Path(args.path)
    if not root.is_dir():
        return _fail(f"no project folder at {root}", EXIT_CONFIG, as_json)
    try:
        store = BookStore(root)
        world = store.load()
        findings = FindingsStore(Path(store.app_data_dir))
    except (WorldError, OSError) as exc:
        return _fail(f"cannot open the project: {exc}", EXIT_CONFIG, as_json)
    status = _status_change(args)
    if status is not None:
        return _set_status(findings, *status, as_json)
    if args.list:
        kept = findings.load()
        _warn_set_aside(findings)
        _print_findings(kept, world, as_json)
        return EXIT_DONE
    if args.time:
        return _time_audit(args, world, findings, root, Path(store.app_data_dir))
    if args.series and no_series_reason(world):
        return _fail(no_series_reason(world), EXIT_CONFIG, as_json)
    try:
        setup = load_setup(overrides=overrides(args))
    except SetupProblem as problem:
        return _fail(problem.error.detail, EXIT_CONFIG, as_json)
    warn_unknown_settings(setup.unknown, PROG)
    try:
        if args.series:
            _warn_set_aside(findings)
            return series_audit(args, setup, world, root, findings, Path(store.app_data_dir),
                                worker=_on_worker, finding_json=finding_json)  # fmt: skip
        return _audit(args, setup, world, findings, Path(store.app_data_dir))
    finally:
        setup.close()


def _status_change(args: argparse.Namespace) -> tuple[str, FindingStatus] | None:
    for name, status in (("intentional", FindingStatus.INTENTIONAL),
                         ("reopen", FindingStatus.OPEN), ("fixed", FindingStatus.FIXED)):
        if getattr(args, name):
            return getattr(args, name), status
    return None


def _set_status(store: FindingsStore, finding_id: str, status: FindingStatus,
                as_json: bool) -> int:  # fmt: skip
    try:
        store.set_status(finding_id, status)
    except KeyError:
        return _fail(f"no finding {finding_id!r} in this project (--list shows them)",
                     EXIT_CONFIG, as_json)  # fmt: skip
    except OSError as exc:
        return _fail(f"cannot keep the findings: {exc}", EXIT_CONFIG, as_json)
    if as_json:
        print(json.dumps({"ok": True, "finding": finding_id, "status": str(status)}))
    else:
        print(f"{finding_id}: {status}")
    return EXIT_DONE


def _audit(args: argparse.Namespace, setup: AssistantSetup, world: World,
           store: FindingsStore, app_data: Path) -> int:  # fmt: skip
    as_json = bool(args.json)
    audit = Audit(
        world, setup, store, everything=args.all, language=world.meta.language or "en",
        runlog=RequestLog(app_data / "runs", secrets=setup.secrets), max_steps=args.max_steps,
    )  # fmt: skip
    to_read, unchanged = audit.plan()
    _warn_set_aside(store)
    if not as_json:
        print(f"{PROG}: {len(to_read)} chapter(s) to read, {len(unchanged)} unchanged since "
              "the last audit", file=sys.stderr)  # fmt: skip

    def progress(step: AuditProgress) -> None:
        if not as_json:
            print(f"[{step.index}/{step.total}] {step.chapter.title}", file=sys.stderr,
                  flush=True)  # fmt: skip

    report = _on_worker(lambda cancel: audit.run(on_progress=progress, cancel=cancel))
    if as_json:
        print(json.dumps(_report_json(report, world), ensure_ascii=False, indent=2))
    else:
        _print_report(report, world)
    if report.cancelled:
        return EXIT_CANCELLED
    if report.error is not None:
        kind = report.error.kind
        return EXIT_CONFIG if kind in (ErrorKind.CONFIGURATION, ErrorKind.LOCAL_ONLY) else (
            EXIT_PROVIDER
        )
    return EXIT_UNFINISHED if report.unfinished else EXIT_DONE


def _time_audit(args: argparse.Namespace, world: World, store: FindingsStore, root: Path,
                app_data: Path) -> int:  # fmt: skip
    """``quire audit --time``: the story clock's check, the model's cues where there is a
    model, the findings kept; returns the exit status."""
    from assistant.agent.audit.time_audit import TimeAudit, checked
    from assistant.agent.audit.time_cues import CueProposer
    from assistant.cli.terminal.findings import dumps, print_time_report, time_json

    as_json = bool(args.json)
    reading, recheck, extra = checked(world, root)
    setup = None if args.no_model else _time_model(args, as_json)
    if isinstance(setup, int):
        return setup
    try:
        proposer = None if setup is None else CueProposer(
            world, setup, reading.timeline.calendar, reading.cues,
            runlog=RequestLog(app_data / "runs", secrets=setup.secrets),
        )  # fmt: skip
        audit = TimeAudit(world, store, reading, proposer=proposer, recheck=recheck,
                          extra=extra, everything=args.all)  # fmt: skip
        _warn_set_aside(store)
        report = _on_worker(lambda cancel: audit.run(cancel=cancel))
    finally:
        if setup is not None:
            setup.close()
    ids = {f.id for f in report.findings.findings if f.check}
    shown = [(f, p) for f, p in shown_findings(report.findings, world) if f.id in ids]
    if as_json:
        print(dumps(time_json(report, world, [finding_json(f, p) for f, p in shown])))
    else:
        print_time_report(report, world, shown, PROG)
    proposed = report.proposed
    if proposed is not None and proposed.cancelled:
        return EXIT_CANCELLED
    if proposed is not None and proposed.error is not None:
        kind = proposed.error.kind
        return EXIT_CONFIG if kind in (ErrorKind.CONFIGURATION, ErrorKind.LOCAL_ONLY) else (
            EXIT_PROVIDER
        )
    return EXIT_DONE


def _time_model(args: argparse.Namespace, as_json: bool) -> AssistantSetup | int | None:
    """The model ``--time`` asks for cues: the configured one; None when none is configured
    (the check by rule alone, said on stderr); an exit status when the options name a model
    that cannot be used."""
    named = args.provider or args.model or args.base_url
    try:
        setup = load_setup(overrides=overrides(args))
    except SetupProblem as problem:
        if named:
            return _fail(problem.error.detail, EXIT_CONFIG, as_json)
        print(f"{PROG}: no model configured: the times are checked by rule only",
              file=sys.stderr)  # fmt: skip
        return None
    warn_unknown_settings(setup.unknown, PROG)
    return setup


def _on_worker(work: Callable[[CancelToken], T]) -> T:
    """``work`` on a worker thread, so that Ctrl-C stops it (what was read stays kept).

    Waits on an event, not ``Thread.join``: a join interrupted by Ctrl-C can report the
    thread finished while it still runs.
    """
    cancel = CancelToken()
    done = threading.Event()
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["report"] = work(cancel)
        except BaseException as exc:  # handed to the main thread below
            box["error"] = exc
        finally:
            done.set()

    threading.Thread(target=target, name="quire-audit", daemon=True).start()
    while not done.is_set():
        try:
            done.wait(0.2)
        except KeyboardInterrupt:
            cancel.cancel()
    if "error" in box:
        raise box["error"]
    return box["report"]


def _warn_set_aside(store: FindingsStore) -> None:
    if store.set_aside_as is not None:
        print(f"{PROG}: warning: the findings file could not be read; it was set aside as "
              f"{store.set_aside_as.name}", file=sys.stderr)  # fmt: skip


def _fail(message: str, code: int, as_json: bool) -> int:
    message = " ".join(message.split())
    if as_json:
        print(json.dumps({"ok": False, "error": {"kind": "configuration", "detail": message}}))
    else:
        print(f"{PROG}: error: {message}", file=sys.stderr)
    return code


# -- output ------------------------------------------------------------------------------------
def finding_json(finding: Finding, possibly_fixed: bool) -> dict[str, Any]:
    time = {"check": finding.check, "facts": dict(finding.facts),
            "proposed": finding.proposed} if finding.check else {}  # fmt: skip
    return {
        **time,
        "id": finding.id,
        "kind": str(finding.kind),
        "summary": finding.summary,
        "status": str(finding.status),
        "possibly_fixed": possibly_fixed,
        "chapter": finding.chapter,
        "entity": finding.entity or None,
        **({"across": True} if finding.across else {}),
        "claim_a": _claim_json(finding.claim_a),
        "claim_b": _claim_json(finding.claim_b),
    }


def _claim_json(claim) -> dict[str, Any]:
    book = {"book": claim.book, "book_title": claim.book_title} if claim.book else {}
    return {"quote": claim.quote, "document": claim.document, "title": claim.title,
            "part": claim.part, "start": claim.start, "end": claim.end, **book}  # fmt: skip


def _report_json(report: AuditReport, world: World) -> dict[str, Any]:
    error = report.error
    return {
        "ok": report.ok,
        "findings": [finding_json(f, fixed) for f, fixed in shown_findings(report.findings,
                                                                            world)],
        "new": [f.id for f in report.new],
        "dropped": report.dropped,
        "intentional_skipped": report.intentional,
        "read": [c.title for c in report.read],
        "unchanged": [c.title for c in report.unchanged],
        "unfinished": [c.title for c in report.unfinished],
        "tool_calls": report.tool_calls,
        "usage": {"input": report.usage.input, "output": report.usage.output},
        "cancelled": report.cancelled,
        "error": None if error is None else {"kind": str(error.kind), "detail": error.detail},
    }


def _print_findings(findings: Findings, world: World, as_json: bool) -> None:
    shown = list(shown_findings(findings, world))
    if as_json:
        print(json.dumps({"ok": True, "findings": [finding_json(f, p) for f, p in shown]},
                         ensure_ascii=False, indent=2))  # fmt: skip
        return
    if not shown:
        print("No findings kept.")
    for finding, possibly_fixed in shown:
        print_finding(finding, possibly_fixed)


def _print_report(report: AuditReport, world: World) -> None:
    shown = list(shown_findings(report.findings, world))
    print_new_and_kept(shown, {f.id for f in report.new}, earlier="audits")
    if report.dropped:
        print(f"{report.dropped} finding(s) dropped: their quotes are not in the project")
    if report.intentional:
        print(f"{report.intentional} finding(s) not reported again: marked intentional")
    print(f"Chapters read: {len(report.read)}, unchanged: {len(report.unchanged)}; "
          f"tool calls: {report.tool_calls}; tokens: {usage_text(report.usage)}")  # fmt: skip
    if report.unfinished:
        titles = ", ".join(c.title for c in report.unfinished)
        print(f"{PROG}: ran out of steps in {titles} (raise --max-steps)", file=sys.stderr)
    if report.cancelled:
        print(f"{PROG}: stopped; the chapters read so far are kept", file=sys.stderr)
    elif report.error is not None:
        text = KIND_TEXT.get(report.error.kind, str(report.error.kind))
        print(f"{PROG}: error: {text}", file=sys.stderr)


__all__ = ["add_arguments", "finding_json", "run"]

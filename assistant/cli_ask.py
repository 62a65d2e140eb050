"""Ask the assistant about a project, headless; with --act, let it change the project.

    quire ask PATH "question" [--act] [--approve every|risky|none] [--[no-]review]
                              [--local-only] [--continue | --conversation ID]
                              [--max-steps N] [--json]
                              [--specialist NAME] [--budget TOKENS] [--yes]
                              [--provider KIND] [--model MODEL] [--base-url URL]

The answer is printed as it streams in, then the quotations the project does not hold (every
quotation is looked up in it), the documents named but not read in this turn, the tool calls
made and the tokens used. The
question is kept in a conversation with the project, as the app keeps it, with its run
history: --continue goes on with the most recent conversation (the app's too), and
--conversation ID with a given one (see ``quire conversations``). Ask mode only reads (the
project's lock is not taken, so the app may have it open).

With --act the assistant may also edit, under the same approval policy as the app (the
setting ``approval_policy``; --approve overrides it for this run). On a terminal each change
that needs approval is shown (what, where, before and after) and you answer
[y]es / [n]o / [a]ll / [s]top; without a terminal such a change is refused, the assistant is
told, and the refused changes are listed. The changes made are listed and the project is
saved at the end; if the run fails or is stopped, its changes are taken back and nothing is
saved. --json prints one result object instead (with ``quotes``: each quotation's text,
whether it was verified, and the document and place holding it).

The project's house rules (house-rules.md in its folder) go with every request. In act mode
each change is first checked by a reviewer (a second call to the same provider; the setting
review_changes, or --review / --no-review for this run): a change it flags, or cannot check,
needs your approval whatever the policy. The assistant may ask you a question: on a
terminal you answer it; without one it decides itself, and the output lists what it
assumed. Its plan for work of several steps is printed as it changes.

--specialist NAME has one of the project's specialists answer (see ``quire specialists``);
without it the general assistant answers, and may hand the request to a specialist. Before
a run reads more than the set share of the project (``ask_before_reading_percent``), the
estimate of what it costs is shown and you are asked on the terminal; --yes goes on without
asking (without a terminal and without --yes, the large read is not made). --budget TOKENS
caps the tokens of the run (0: no budget): at the budget it stops like a run out of steps.

The provider comes from the settings file, the QUIRE_PROVIDER / QUIRE_MODEL /
QUIRE_BASE_URL variables, and these options, in rising order; QUIRE_API_KEY is used only for
the provider named with it (QUIRE_PROVIDER, or --provider when that is not set). With
--local-only (or local_only in the settings, or QUIRE_LOCAL_ONLY=1) a provider that is not
on this computer is refused before anything is sent.

Exit status: 0 answered; 1 no answer within the step or token budget; 2 a configuration or
project problem (settings, missing key, unreadable or locked project, unknown conversation,
unknown specialist); 3 the provider failed (network, authentication, rate limit, ...); 4 the
answer was cut off (the model reached its output limit or its context filled up: what came
is printed, and is not the whole answer); 130 stopped with Ctrl-C. With --json, "ok" is true
only for a whole answer, and "cut_off" says when it stopped short.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from assistant.agent.act.act_run import ActRun, QueueOwner, Refusal
from assistant.agent.act.approval import Approval, ApprovalPolicy, Asker
from assistant.agent.act.plan import PlanChanged, plan_to_json
from assistant.agent.act.records import ChangeRecord, Review
from assistant.agent.act.review import ChangeReviewed, ReviewStarted
from assistant.agent.config.settings import PRESETS, Settings
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.events import AgentEvent, TextDelta, ToolCallFinished, ToolCallStarted
from assistant.agent.loop.messages import AgentError, ErrorKind, TokenUsage
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.result import AgentResult
from assistant.agent.session.ask_writer import (
    QuestionState,
    WriterAsker,
    WriterReplied,
    asked_to_json,
)
from assistant.agent.session.provider_setup import (
    AssistantSetup,
    Overrides,
    SetupProblem,
    load_setup,
)
from assistant.agent.session.run import Run, RunEnd
from assistant.agent.session.session import Session
from assistant.agent.session.turn_notes import TurnNotes
from assistant.agent.spending.estimate import estimate_record
from assistant.cli_changes import (
    TerminalAsker,
    change_line,
    describe,
    diff_lines,
    refusal_reason,
    where_line,
)
from assistant.cli_questions import (
    TerminalQuestions,
    asked_line,
    plan_block,
    review_line,
)
from assistant.cli_spending import TerminalEstimates, handoff_lines, money_text, tool_lines
from assistant.world.errors import WorldError
from assistant.world.model import World
from assistant.world.project import Project
from assistant.world.snapshots.auto import SnapshottingProject
from assistant.world.snapshots.model import Actor
from assistant.world.storage.store import ProjectStore

PROG = "quire ask"
EXIT_ANSWERED = 0
EXIT_EXHAUSTED = 1
EXIT_CONFIG = 2
EXIT_PROVIDER = 3
EXIT_CUT_OFF = 4
EXIT_CANCELLED = 130

# What each failure means, in a few words for the command line (the app has its own,
# translated texts).
KIND_TEXT: dict[ErrorKind, str] = {
    ErrorKind.AUTHENTICATION: "the provider did not accept the API key",
    ErrorKind.PERMISSION: "the API key may not use this model or endpoint",
    ErrorKind.NOT_FOUND: "the model or endpoint was not found",
    ErrorKind.RATE_LIMITED: "rate limited by the provider; try again later",
    ErrorKind.SPEND_LIMIT: "the account's credit or spending limit is used up",
    ErrorKind.OVERLOADED: "the provider is overloaded; try again later",
    ErrorKind.CONTEXT_TOO_LONG: "the conversation is too long for the model's context",
    ErrorKind.BAD_REQUEST: "the provider rejected the request",
    ErrorKind.BAD_RESPONSE: "the provider's answer could not be understood",
    ErrorKind.SERVER: "the provider had an internal error",
    ErrorKind.NETWORK: "cannot reach the provider",
    ErrorKind.TIMEOUT: "the provider took too long",
    ErrorKind.CANCELLED: "stopped",
    ErrorKind.CONFIGURATION: "the assistant is not set up",
    ErrorKind.RESPONSE_TOO_LARGE: "the server's answer was too large",
    ErrorKind.REDIRECTED: "the server redirected the request (check the base URL)",
    ErrorKind.LOCAL_ONLY: "Local only is on and the provider is not on this computer",
    ErrorKind.INTERNAL: "internal error",
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``ask`` command's arguments (the parser is made by ``assistant.cli``)."""
    parser.add_argument("path", metavar="PATH", help="project folder")
    parser.add_argument("question", metavar="QUESTION", help="what to ask or ask for")
    parser.add_argument(
        "--act", action="store_true", help="let the assistant change the project, then save"
    )
    parser.add_argument(
        "--approve", choices=[str(p) for p in ApprovalPolicy], metavar="WHICH",
        help="which changes need your approval in this run: every, risky (deletions and large "
        "rewrites) or none (default: the approval_policy setting)",
    )  # fmt: skip
    which = parser.add_mutually_exclusive_group()
    which.add_argument(
        "--continue", dest="continue_last", action="store_true",
        help="go on with the project's most recent conversation",
    )  # fmt: skip
    which.add_argument(
        "--conversation", metavar="ID", help="go on with the conversation ID"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON result object")
    add_model_arguments(parser)


def add_model_arguments(parser: argparse.ArgumentParser) -> None:
    """The options that choose the model and its budget (``ask`` and ``audit`` alike)."""
    parser.add_argument(
        "--max-steps", type=_steps, metavar="N", help="at most N rounds of tool calls"
    )
    parser.add_argument(
        "--specialist", metavar="NAME",
        help="have this specialist answer (quire specialists lists them)",
    )  # fmt: skip
    parser.add_argument(
        "--budget", type=_budget, metavar="TOKENS",
        help="stop the run once it has spent this many tokens (0: no budget)",
    )  # fmt: skip
    parser.add_argument(
        "--yes", action="store_true",
        help="go on past the estimate before a large read without asking",
    )  # fmt: skip
    parser.add_argument(
        "--provider", choices=list(PRESETS), metavar="KIND",
        help=f"provider kind: {', '.join(PRESETS)}",
    )  # fmt: skip
    parser.add_argument("--model", metavar="MODEL", help="model name")
    parser.add_argument("--base-url", metavar="URL", help="the provider's base URL")
    parser.add_argument(
        "--review", action=argparse.BooleanOptionalAction, default=None,
        help="have a reviewer check each change before it is made; a flagged change needs "
        "your approval (default: the review_changes setting, on)",
    )  # fmt: skip
    parser.add_argument(
        "--local-only",
        action="store_true",
        help="refuse any provider that is not on this computer (nothing is sent elsewhere)",
    )


def _budget(text: str) -> int:
    try:
        number = int(text.replace("_", "").replace(",", ""))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of tokens: {text!r}") from None
    if number and not 100 <= number <= 100_000_000:
        raise argparse.ArgumentTypeError("must be 0 (no budget) or between 100 and 100000000")
    return number


def _steps(text: str) -> int:
    try:
        number = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 1 <= number <= 100:
        raise argparse.ArgumentTypeError("must be between 1 and 100")
    return number


@dataclass
class _Printer:
    """Streams the answer to stdout and notes each tool call on stderr (plain mode)."""

    out: TextIO
    err: TextIO
    quiet: bool
    wrote_text: bool = False
    at_line_start: bool = True
    calls: list[str] = field(default_factory=list)

    def __call__(self, event: AgentEvent) -> None:
        if self.quiet:
            return
        if isinstance(event, TextDelta) and event.text:
            self.out.write(event.text)
            self.out.flush()
            self.wrote_text = True
            self.at_line_start = event.text.endswith("\n")
        elif isinstance(event, ToolCallStarted):
            self.end_line()
            print(f"[{event.call.name}]", file=self.err, flush=True)
        elif isinstance(event, ToolCallFinished) and not event.ok:
            print(f"[{event.call.name} failed]", file=self.err, flush=True)
        elif isinstance(event, PlanChanged):
            self.end_line()
            print("\n".join(plan_block(event.plan)), file=self.err, flush=True)
        elif isinstance(event, ReviewStarted):
            print(f"[reviewing the change to “{event.title}”]", file=self.err, flush=True)
        elif isinstance(event, ChangeReviewed):
            print(f"[{review_line(event.review)}]", file=self.err, flush=True)
        elif isinstance(event, WriterReplied) and not event.asked.answer:
            self.end_line()
            print(f"[question {asked_line(event.asked)}]", file=self.err, flush=True)

    def end_line(self) -> None:
        if not self.at_line_start:
            self.out.write("\n")
            self.out.flush()
            self.at_line_start = True


def _error_line(error: AgentError, prog: str = PROG) -> str:
    text = KIND_TEXT.get(error.kind, str(error.kind))
    detail = " ".join(error.detail.split())
    return f"{prog}: error: {text}" + (f" ({detail})" if detail else "")


def _fail(message: str, code: int, *, as_json: bool, kind: str = "configuration") -> int:
    message = " ".join(message.split())
    if as_json:
        payload = {"ok": False, "error": {"kind": kind, "detail": message}}
        print(json.dumps(payload, ensure_ascii=False))
    else:
        print(f"{PROG}: error: {message}", file=sys.stderr)
    return code


def _overrides(args: argparse.Namespace) -> Overrides:
    return Overrides(
        provider=args.provider, model=args.model, base_url=args.base_url,
        max_steps=args.max_steps,
        approval_policy=ApprovalPolicy(args.approve) if getattr(args, "approve", None) else None,
        local_only=True if args.local_only else None,
        review_changes=args.review,
        budget=args.budget,
    )  # fmt: skip


def run(args: argparse.Namespace) -> int:
    """Run ``quire ask``; returns the exit status."""
    as_json = bool(args.json)
    try:
        setup = load_setup(overrides=_overrides(args))
    except SetupProblem as problem:
        kind = str(problem.error.kind)
        return _fail(problem.error.detail, EXIT_CONFIG, as_json=as_json, kind=kind)
    root = Path(args.path)
    try:
        if not root.is_dir():
            return _fail(f"no project folder at {root}", EXIT_CONFIG, as_json=as_json)
        return _ask(args, setup, root)
    finally:
        setup.close()


@dataclass
class _Outcome:
    """What an act-mode run left: changes kept (and saved), refused, or taken back."""

    changes: list[ChangeRecord] = field(default_factory=list)
    refused: list[Refusal] = field(default_factory=list)
    saved: list[str] = field(default_factory=list)
    rolled_back: list[ChangeRecord] = field(default_factory=list)
    root: str = ""


class _Host:
    """Act-mode runs straight on the project, its edits applied on the main thread, which also asks
    about changes on the terminal (a :class:`~assistant.agent.session.run.RunHost`)."""

    def __init__(self, project: Project, owner: QueueOwner, asker: Asker | None) -> None:
        self.project = project
        self.owner = owner
        self.asker = asker

    def begin_run(self, run: Run, policy: ApprovalPolicy) -> ActRun:
        # each document is snapshotted as it was before the run first changes it, as in the app
        live = SnapshottingProject(self.project, Actor.assistant(run.run_id, run.question))
        return ActRun(
            live, Approval(policy, self.asker), run_id=run.run_id, label=run.question,
            owner=self.owner,
        )  # fmt: skip

    def commit_run(self, run: Run) -> bool:
        assert run.act is not None
        return bool(run.act.finish())


def _ask(args: argparse.Namespace, setup: AssistantSetup, root: Path) -> int:
    as_json = bool(args.json)
    project: Project | None = None
    try:
        if args.act:
            project = Project.open(root, lock=True)
            world = project.world
            store = project.store
        else:
            store = ProjectStore(root)
            world = store.load()
    except (WorldError, OSError) as exc:
        return _fail(f"cannot open the project: {' '.join(str(exc).split())}", EXIT_CONFIG,
                     as_json=as_json)  # fmt: skip
    owner = QueueOwner()
    terminal = _on_a_terminal()
    asker = TerminalAsker(sys.stdin, sys.stderr) if terminal else None
    questions = TerminalQuestions(sys.stdin, sys.stderr, owner) if terminal else None
    estimates = TerminalEstimates(sys.stdin if terminal else None, sys.stderr, owner,
                                  yes=bool(args.yes))  # fmt: skip
    try:
        session = _session(store, setup, world, project, owner, asker, questions, root,
                           estimates)  # fmt: skip
        problem = _choose_conversation(session, args) or _choose_specialist(session, args)
        if problem:
            return _fail(problem, EXIT_CONFIG, as_json=as_json)
        session.conversations.set_mode(Mode.ACT if args.act else Mode.ASK)
        try:
            run = session.ask(args.question, project.snapshot() if project else world)
        except SetupProblem as problem:
            return _fail(problem.error.detail, EXIT_CONFIG, as_json=as_json)
        printer = _Printer(sys.stdout, sys.stderr, quiet=as_json)
        result = _run_on_worker(run, printer, owner)
        end = session.finish(run, result)
        outcome = _finish_act(session, project, run, result)
        printer.end_line()
        if as_json:
            _print_json(result, setup.settings, outcome, end, estimates)
        else:
            _print_summary(result, outcome, end, wrote_text=printer.wrote_text)
            _print_cut_off(result, run)
        if any(a.state is QuestionState.UNAVAILABLE for a in run.turn_tools.asked):
            print(f"{PROG}: the assistant could not ask you (no terminal) and decided itself; "
                  "see what it assumed above", file=sys.stderr)  # fmt: skip
        return _exit_code(result)
    except (WorldError, OSError) as exc:
        return _fail(f"cannot save the project: {' '.join(str(exc).split())}", EXIT_CONFIG,
                     as_json=as_json)  # fmt: skip
    finally:
        if project is not None:
            project.close()


def _on_a_terminal() -> bool:
    try:
        return sys.stdin is not None and sys.stdin.isatty()
    except (AttributeError, ValueError):
        return False


def _session(
    store: ProjectStore | None,
    setup: AssistantSetup,
    world: World,
    project: Project | None,
    owner: QueueOwner,
    asker: Asker | None,
    questions: WriterAsker | None,
    root: Path,
    estimates: TerminalEstimates | None = None,
) -> Session:
    folder = None
    if store is not None:
        try:
            folder = Path(store.app_data_dir)
        except OSError as exc:  # a read-only project still answers; nothing is kept
            print(f"{PROG}: warning: the conversation cannot be kept ({exc})", file=sys.stderr)
    host = _Host(project, owner, asker) if project is not None else None
    return Session(
        folder, setup=lambda: setup, language=lambda: world.meta.language or "en", host=host,
        root=root, asker=lambda _run: questions, estimates=lambda _run: estimates,
    )  # fmt: skip


def _choose_specialist(session: Session, args: argparse.Namespace) -> str:
    """Have the specialist named by --specialist answer; a problem to report, or ""."""
    if not args.specialist:
        return ""
    team = session.team()
    if team.get(args.specialist) is None:
        return (
            f"no specialist {args.specialist!r} in this project; there are: "
            f"{', '.join(team.names)} (quire specialists lists them)"
        )
    session.set_specialist(args.specialist)
    return ""


def _choose_conversation(session: Session, args: argparse.Namespace) -> str:
    """Show the conversation to ask in; a problem to report, or ""."""
    if args.continue_last:
        latest = session.conversations.latest()
        if latest is None:
            return "no conversation to continue in this project (ask without --continue)"
        session.conversations.open(latest.id)
    elif args.conversation:
        if args.conversation not in {c.id for c in session.conversations.kept}:
            return (
                f"no conversation {args.conversation!r} in this project "
                "(quire conversations lists them)"
            )
        session.conversations.open(args.conversation)
    else:
        session.conversations.new()
    return ""


def _run_on_worker(run: Run, printer: _Printer, owner: QueueOwner) -> AgentResult:
    """Run the loop on a worker thread while this (main) thread applies the run's edits and
    asks on the terminal, so that Ctrl-C can trip the cancel token and wait for the end.

    Serves on a queue, not ``Thread.join``: a join interrupted by Ctrl-C can report the
    thread finished while it still runs.
    """
    cancel = CancelToken()
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["result"] = run.execute(on_event=printer, cancel=cancel)
        except BaseException as exc:  # handed to the main thread below
            box["error"] = exc
        finally:
            owner.close()

    thread = threading.Thread(target=target, name="quire-ask", daemon=True)
    thread.start()
    while True:
        try:
            owner.serve()
            break
        except KeyboardInterrupt:
            cancel.cancel()
    thread.join()
    if "error" in box:
        raise box["error"]
    return box["result"]


def _finish_act(
    session: Session, project: Project | None, run: Run, result: AgentResult
) -> _Outcome:
    """Act mode: save the changes, or take them back when the run failed or was stopped."""
    if project is None or run.act is None:
        return _Outcome()
    outcome = _Outcome(refused=list(run.act.refused), root=str(project.store.root))
    changes = list(run.act.changes)
    if not result.ok:
        for change in reversed(changes):
            project.apply(change.inverse)
        if changes:
            session.ledger.run_undone(run.run_id, True)
            _forget_kept(session, run)
        outcome.rolled_back = changes
        return outcome
    outcome.changes = changes
    if changes:
        report = project.save()
        outcome.saved = [*report.written, *(f"(removed) {path}" for path in report.removed)]
    return outcome


def _forget_kept(session: Session, run: Run) -> None:
    """A run taken back before it was saved leaves nothing to undo in the run history."""
    try:
        if session.ledger.history is not None:
            session.ledger.history.forget(run.run_id)
    except OSError:
        pass  # a kept entry that no longer matches the project is refused when undone


def _usage_text(usage: TokenUsage) -> str:
    text = f"{usage.input:,} in, {usage.output:,} out"
    extras = []
    if usage.cached_input:
        extras.append(f"{usage.cached_input:,} in from cache")
    if usage.cache_write:
        extras.append(f"{usage.cache_write:,} written to cache")
    return text + (f" ({', '.join(extras)})" if extras else "")


def _change_json(record: ChangeRecord) -> dict[str, Any]:
    return {
        "change": change_line(record),
        "action": str(record.action),
        "target": record.target_id,
        "kind": str(record.target_kind),
        "title": record.title,
        "where": where_line(record),
        "diff": diff_lines(record.diff(), limit=10_000),
        "review": _review_json(record.review),
    }


def _review_json(review: Review | None) -> dict[str, Any] | None:
    if review is None:
        return None
    return {
        "verdict": str(review.verdict),
        "reason": review.reason,
        "error": str(review.error.kind) if review.error is not None else None,
    }


def _print_summary(result: AgentResult, outcome: _Outcome, end: RunEnd, *, wrote_text: bool):
    out = sys.stdout
    if result.answered and not wrote_text and result.answer:
        print(result.answer, file=out)
    print(file=out)
    notes = end.run.extras.notes
    if notes.specialist:
        print(f"Answered by: {notes.specialist}", file=out)
    if notes.handoffs:
        print("Handoffs:", file=out)
        for line in handoff_lines(notes):
            print(f"  {line}", file=out)
    _print_check(end, out)
    if end.run.turn_tools.plan:
        print("\n".join(plan_block(end.run.turn_tools.plan)), file=out)
    asked = end.run.turn_tools.asked
    if asked:
        print("Questions:", file=out)
        for question in asked:
            print(f"  {asked_line(question)}", file=out)
    if result.tool_log:
        print("Tools:", file=out)
        for line in tool_lines(result.tool_log, notes):
            print(f"  {line}", file=out)
    else:
        print("Tools: none", file=out)
    if outcome.changes:
        print("Changes:", file=out)
        for record in outcome.changes:
            for number, line in enumerate(describe(record, indent="  ")):
                print(("  " if number == 0 else "    ") + line, file=out)
            if record.review is not None:
                print(f"    {review_line(record.review)}", file=out)
        print(f"Saved: {len(outcome.saved)} file(s)", file=out)
        if end.kept is not None:
            undo = f"quire undo {shlex.quote(outcome.root)} {end.kept.number}"
            print(f"Undo with: {undo} (quire history lists the runs)", file=out)
        else:
            print(f"{PROG}: warning: this run could not be kept in the project's history, so "
                  "quire undo cannot take it back", file=sys.stderr)  # fmt: skip
    if outcome.refused:
        print("Refused (not made):", file=out)
        for refusal in outcome.refused:
            print(f"  {change_line(refusal.preview)}", file=out)
            print(f"    because {refusal_reason(refusal.decision)}", file=out)
            if refusal.preview.review is not None:
                print(f"    {review_line(refusal.preview.review)}", file=out)
    print(f"Tokens: {_usage_text(result.usage)}{money_text(notes)}", file=out)
    if end.conversation is not None:
        print(f"Conversation: {end.conversation.id} (go on with --continue)", file=out)
    if outcome.rolled_back:
        print(f"{PROG}: {len(outcome.rolled_back)} change(s) taken back, nothing saved",
              file=sys.stderr)  # fmt: skip
    if outcome.refused:
        print(f"{PROG}: {len(outcome.refused)} change(s) refused, see above", file=sys.stderr)
    if result.exhausted and notes.budget:
        print(f"{PROG}: no answer within the token budget of {notes.budget:,} tokens (raise "
              "--budget, or ask it to go on with --continue)", file=sys.stderr)  # fmt: skip
    elif result.exhausted:
        print(f"{PROG}: no answer within the step budget (raise --max-steps)", file=sys.stderr)
    elif result.cancelled:
        print(f"{PROG}: stopped", file=sys.stderr)
    elif result.error is not None:
        print(_error_line(result.error), file=sys.stderr)


def _print_check(end: RunEnd, out: TextIO) -> None:
    """The answer's quotations not found in the project, and the documents it names that
    this turn never read."""
    check = end.run.answer_check
    if check.quotes:
        missing = check.unverified
        found = len(check.quotes) - len(missing)
        line = f"Quotations: {found} found in the project"
        print(line + (f", {len(missing)} NOT FOUND in your project:" if missing else ""),
              file=out)  # fmt: skip
        for quote in missing:
            print(f"  ✗ “{_shortened(quote.text)}”", file=out)
    if check.unread:
        titles = [_title_of(end, doc_id) for doc_id in check.unread]
        print(f"Not read in this turn: {', '.join(titles)}", file=out)


def _shortened(text: str, limit: int = 160) -> str:
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


def _title_of(end: RunEnd, doc_id: str) -> str:
    doc = end.run.snapshot.documents.get(doc_id)
    return f"“{doc.title}”" if doc is not None else doc_id


def _print_json(
    result: AgentResult,
    settings: Settings,
    outcome: _Outcome,
    end: RunEnd,
    estimates: TerminalEstimates | None = None,
):
    error = result.error
    notes = end.run.extras.notes
    payload = {
        "ok": result.ok and not result.cut_off,
        "answered": result.answered,
        "cut_off": result.cut_off,
        "answer": result.answer,
        "exhausted": result.exhausted,
        "cancelled": result.cancelled,
        "error": None
        if error is None
        else {"kind": str(error.kind), "detail": error.detail, "status": error.status},
        "tool_log": list(result.tool_log),
        "plan": plan_to_json(end.run.turn_tools.plan),
        "questions": [asked_to_json(asked) for asked in end.run.turn_tools.asked],
        "quotes": [quote.as_json() for quote in end.run.answer_check.quotes],
        "unread_documents": list(end.run.answer_check.unread),
        "usage": {
            "input": result.usage.input,
            "output": result.usage.output,
            "cached_input": result.usage.cached_input,
            "cache_write": result.usage.cache_write,
        },
        "changes": [_change_json(record) for record in outcome.changes],
        "refused": [
            {
                **_change_json(r.preview),
                "verdict": str(r.decision.verdict),
                "reason": refusal_reason(r.decision),
            }
            for r in outcome.refused
        ],
        "saved": outcome.saved,
        "rolled_back": [change_line(record) for record in outcome.rolled_back],
        "conversation": end.conversation.id if end.conversation is not None else None,
        "turn": end.run.turn.id,
        "run": end.kept.number if end.kept is not None and outcome.changes else None,
        "provider": settings.provider,
        "model": end.run.served_model(result),
        "finish_reason": str(result.finish_reason) if result.finish_reason else None,
        **_notes_json(notes, estimates),
    }
    print(json.dumps(payload, ensure_ascii=False, indent=2))


def _print_cut_off(result: AgentResult, run: Run) -> None:
    """Say plainly that an answer stopped short (it looks whole otherwise)."""
    if not result.cut_off:
        return
    window = run.fit.window
    print(
        f"{PROG}: the answer was cut off: the model stopped at its length limit (its "
        "output limit, max_output_tokens in the settings, or a full context window"
        + (f" of {window.tokens:,} tokens" if window is not None else "")
        + "); what is printed is not the whole answer. Ask it to go on with --continue.",
        file=sys.stderr,
    )


def _notes_json(notes: TurnNotes, estimates: TerminalEstimates | None) -> dict[str, Any]:
    """Who answered, the handoffs, the cache, the budget, money and estimates."""
    return {
        "specialist": notes.specialist or None,
        "handoffs": [
            {"from": h.source or None, "to": h.target, "note": h.note} for h in notes.handoffs
        ],
        "from_cache": list(notes.from_cache),
        "budget_reached": bool(notes.budget),
        "cost": _cost_json(notes),
        "estimates": [estimate_record(e) for e in (estimates.shown if estimates else [])],
    }


def _cost_json(notes: TurnNotes) -> dict[str, Any] | None:
    if notes.cost is None:
        return None
    return {"amount": round(notes.cost, 6), "currency": notes.currency}


def _exit_code(result: AgentResult) -> int:
    if result.cut_off:
        return EXIT_CUT_OFF
    if result.cancelled:
        return EXIT_CANCELLED
    if result.error is not None:
        if result.error.kind in (ErrorKind.CONFIGURATION, ErrorKind.LOCAL_ONLY):
            return EXIT_CONFIG
        return EXIT_PROVIDER
    if result.exhausted:
        return EXIT_EXHAUSTED
    return EXIT_ANSWERED

"""Ask the assistant about a project, headless; with --act, let it change the project.

    quire ask PATH "question" [--act] [--approve every|risky|none] [--[no-]review]
                              [--scope documents|project|PARTS] [--plan-first]
                              [--local-only] [--continue | --conversation ID]
                              [--max-steps N] [--json] [--take-lock]
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
setting ``approval_policy``; --approve overrides it for this run). A project may require a
least approval and the reviewer (its project settings, in the app's Project Settings): the
settings are then made as strict, and an --approve or --no-review that asks for less is
refused before anything is sent (exit status 2), saying so. On a terminal each change
that needs approval is shown (what, where, before and after) and you answer
[y]es / [n]o / [a]ll / [s]top; without a terminal such a change is refused, the assistant is
told, and the refused changes are listed. When the question names part of the project
("tighten the first paragraph of chapter 3"), the changes are limited to it: the scope is
printed first ("Changes limited to: …"), and a change outside it needs your approval whatever
the policy, saying what is outside. --scope documents widens it to the whole documents
named, --scope project to the whole project, and --scope PARTS sets it ("Chapter 3,
paragraph 1"; the same words a question uses). With --plan-first (or the setting plan_first)
the assistant first proposes a plan and changes nothing until you approve it: on a terminal
you answer [a]pprove / [e]dit / [r]efuse (edit rewords, removes or adds steps); without one
the plan is refused and nothing is changed. The approved plan limits the changes to the
documents it names, as a question's scope does. The changes made are listed and the project is
saved at the end; if the run fails or is stopped, its changes are taken back and nothing is
saved. --json prints one result object instead (with ``quotes``: each quotation's text,
whether it was verified, and the document and place holding it).

The project's house rules (house-rules.md in its folder) go with every request. In act mode
each change is first checked by a reviewer (a second call to the same provider; the setting
review_changes, or --review / --no-review for this run): a change it flags, or cannot check,
needs your approval whatever the policy. The assistant may ask you a question: on a
terminal you answer it; without one it decides itself, and the output lists what it
assumed. Its plan for work of several steps is printed as it changes; a plan left
unfinished carries on into the conversation's next question (--continue) and is printed
as it begins. On a terminal, a line you type while the assistant works (not an answer to
one of its prompts) is added to the turn: the model reads it before its next step ("no,
only Part Two"), and the turn keeps it.

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
import sys
import threading
from pathlib import Path
from typing import Any

from assistant.agent.act.act_run import ActRun, QueueOwner
from assistant.agent.act.approval import Approval, ApprovalPolicy, Asker, Requirement
from assistant.agent.act.plan_first import PlanState
from assistant.agent.act.scope_request import scope_of_request
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.messages import ErrorKind
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.result import AgentResult
from assistant.agent.session.ask_writer import QuestionState, WriterAsker
from assistant.agent.session.provider_setup import AssistantSetup, SetupProblem, load_setup
from assistant.agent.session.run import Run
from assistant.agent.session.session import Session
from assistant.cli.common import (
    ActOutcome,
    CliError,
    add_model_arguments,
    add_take_lock_argument,
    open_locked,
    overrides,
    warn_unknown_settings,
)
from assistant.cli.terminal.changes import TerminalAsker, print_scope
from assistant.cli.terminal.plans import TerminalPlans
from assistant.cli.terminal.questions import TerminalQuestions
from assistant.cli.terminal.result_json import print_json
from assistant.cli.terminal.spending import TerminalEstimates
from assistant.cli.terminal.stream import Printer
from assistant.cli.terminal.summary import PROG, print_cut_off, print_summary
from assistant.cli.terminal.typed_lines import LineReader, TypedLines
from assistant.world.errors import WorldError
from assistant.world.model import World
from assistant.world.project import Project
from assistant.world.search.quotes import index_in_background
from assistant.world.series.book_store import BookStore
from assistant.world.snapshots.auto import SnapshottingProject
from assistant.world.snapshots.model import Actor
from assistant.world.storage.store import ProjectStore

EXIT_ANSWERED = 0
EXIT_EXHAUSTED = 1
EXIT_CONFIG = 2
EXIT_PROVIDER = 3
EXIT_CUT_OFF = 4
EXIT_CANCELLED = 130


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``ask`` command's arguments (the parser is made by :mod:`assistant.cli`)."""
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
    parser.add_argument(
        "--scope", metavar="WHAT",
        help="with --act, what the changes are limited to: documents (the whole documents the "
        "question names), project (no limit) or the parts to limit them to, named as in a "
        "question (default: what the question names)",
    )  # fmt: skip
    parser.add_argument(
        "--plan-first", action=argparse.BooleanOptionalAction, default=None,
        help="with --act, have the assistant propose a plan and change nothing until you "
        "approve it (default: the plan_first setting, off)",
    )  # fmt: skip
    which = parser.add_mutually_exclusive_group()
    which.add_argument(
        "--continue", dest="continue_last", action="store_true",
        help="go on with the project's most recent conversation",
    )  # fmt: skip
    which.add_argument("--conversation", metavar="ID", help="go on with the conversation ID")
    parser.add_argument("--json", action="store_true", help="print one JSON result object")
    add_take_lock_argument(parser)
    add_model_arguments(parser)


def _fail(message: str, code: int, *, as_json: bool, kind: str = "configuration") -> int:
    message = " ".join(message.split())
    if as_json:
        payload = {"ok": False, "error": {"kind": kind, "detail": message}}
        print(json.dumps(payload, ensure_ascii=False))
    else:
        print(f"{PROG}: error: {message}", file=sys.stderr)
    return code


def run(args: argparse.Namespace) -> int:
    """Run ``quire ask``; returns the exit status."""
    as_json = bool(args.json)
    try:
        setup = load_setup(overrides=overrides(args))
    except SetupProblem as problem:
        kind = str(problem.error.kind)
        return _fail(problem.error.detail, EXIT_CONFIG, as_json=as_json, kind=kind)
    warn_unknown_settings(setup.unknown, PROG)
    root = Path(args.path)
    try:
        if not root.is_dir():
            return _fail(f"no project folder at {root}", EXIT_CONFIG, as_json=as_json)
        return _ask(args, setup, root)
    finally:
        setup.close()


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
            project = open_locked(root, take_lock=args.take_lock)
            world = project.world
            store = project.store
        else:
            store = BookStore(root)
            world = store.load()
    except (CliError, WorldError, OSError) as exc:
        return _fail(f"cannot open the project: {' '.join(str(exc).split())}", EXIT_CONFIG,
                     as_json=as_json)  # fmt: skip
    refused = _refused_by_project(args, world) if args.act else _scope_without_act(args)
    refused = refused or _unknown_scope(args, world)
    if refused:
        if project is not None:
            project.close()
        return _fail(refused, EXIT_CONFIG, as_json=as_json)
    owner = QueueOwner()
    terminal = _on_a_terminal()
    typed = TypedLines.for_terminal(sys.stdin, sys.stderr) if terminal else None
    reader: LineReader = typed if typed is not None else sys.stdin
    asker = TerminalAsker(reader, sys.stderr) if terminal else None
    questions = TerminalQuestions(reader, sys.stderr, owner) if terminal else None
    plans = TerminalPlans(reader, sys.stderr, owner) if terminal else None
    estimates = TerminalEstimates(reader if terminal else None, sys.stderr, owner,
                                  yes=bool(args.yes))  # fmt: skip
    # indexed for the answer's quotation check while the model thinks (not waited for)
    stop_indexing = index_in_background(world)
    try:
        session = _session(store, setup, world, project, owner, asker, questions, root,
                           estimates, plans)  # fmt: skip
        problem = _choose_conversation(session, args) or _choose_specialist(session, args)
        if problem:
            return _fail(problem, EXIT_CONFIG, as_json=as_json)
        session.conversations.set_mode(Mode.ACT if args.act else Mode.ASK)
        try:
            run = session.ask(args.question, project.snapshot() if project else world,
                              scope=args.scope, plan_first=args.plan_first)  # fmt: skip
        except SetupProblem as setup_problem:
            return _fail(setup_problem.error.detail, EXIT_CONFIG, as_json=as_json)
        print_scope(run, sys.stderr)
        printer = Printer(sys.stdout, sys.stderr, quiet=as_json)
        result = _run_on_worker(run, printer, owner, typed)
        end = session.finish(run, result)
        outcome = _finish_act(session, project, run, result)
        printer.end_line()
        if as_json:
            print_json(result, outcome, end, estimates)
        else:
            print_summary(result, outcome, end, wrote_text=printer.wrote_text)
            print_cut_off(result, run)
        for text in run.steering.unread:
            print(f"{PROG}: the assistant never read what you added (the run ended first): "
                  f"“{text}”; ask it with --continue", file=sys.stderr)  # fmt: skip
        if run.plan_decision is not None and run.plan_decision.state is PlanState.UNASKED:
            print(f"{PROG}: the plan could not be approved (no terminal), so nothing was "
                  "changed; run on a terminal, or without --plan-first", file=sys.stderr)
        if any(a.state is QuestionState.UNAVAILABLE for a in run.turn_tools.asked):
            print(f"{PROG}: the assistant could not ask you (no terminal) and decided itself; "
                  "see what it assumed above", file=sys.stderr)  # fmt: skip
        return _exit_code(result)
    except (WorldError, OSError) as exc:
        return _fail(f"cannot save the project: {' '.join(str(exc).split())}", EXIT_CONFIG,
                     as_json=as_json)  # fmt: skip
    finally:
        stop_indexing()
        if project is not None:
            project.close()


_REQUIRED = {
    ApprovalPolicy.RISKY: "your approval of deletions and large rewrites at least",
    ApprovalPolicy.EVERY: "your approval of every change",
}


def _refused_by_project(args: argparse.Namespace, world: World) -> str:
    """Why the project refuses an option that would loosen what it requires of the
    assistant (its least approval, its reviewer); "" when it refuses none. Nothing is sent:
    a run under other rules than the command line says is not what was asked for."""
    required = Requirement.of(world)
    refused = []
    if args.approve and required.loosened_by(args.approve):
        refused.append(f"--approve {args.approve} refused: this project requires "
                       f"{_REQUIRED[required.policy]}")  # fmt: skip
    if args.review is False and required.review:
        refused.append("--no-review refused: this project requires the reviewer to check "
                       "every change")  # fmt: skip
    if not refused:
        return ""
    return ("; ".join(refused) + " (its project settings; in the app: Project > Project "
            "Settings). Nothing was sent; run it without that option.")  # fmt: skip


def _scope_without_act(args: argparse.Namespace) -> str:
    if args.plan_first:
        return "--plan-first plans changes, and needs --act"
    return "--scope limits changes, and needs --act" if args.scope else ""


def _unknown_scope(args: argparse.Namespace, world: World) -> str:
    """Why ``--scope`` cannot be taken ("" when it can): parts it names must be in the
    project."""
    choice = (args.scope or "").strip()
    if not choice or choice.casefold() in ("documents", "project"):
        return ""
    if scope_of_request(choice, world) is None:
        return (f"--scope {choice!r} names no document or folder of the project "
                "(or give documents or project)")  # fmt: skip
    return ""


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
    plans: TerminalPlans | None = None,
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
        plans=lambda _run: plans,
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


def _run_on_worker(
    run: Run, printer: Printer, owner: QueueOwner, typed: TypedLines | None = None
) -> AgentResult:
    """Run the loop on a worker thread while this (main) thread applies the run's edits and
    asks on the terminal, so that Ctrl-C can trip the cancel token and wait for the end.
    Meanwhile ``typed`` (on a terminal) adds what the writer types to the turn.

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
    if typed is not None:
        typed.start(run.steer)
    thread.start()
    try:
        while True:
            try:
                owner.serve()
                break
            except KeyboardInterrupt:
                cancel.cancel()
        thread.join()
    finally:
        if typed is not None:
            typed.close()
    if "error" in box:
        raise box["error"]
    return box["result"]


def _finish_act(
    session: Session, project: Project | None, run: Run, result: AgentResult
) -> ActOutcome:
    """Act mode: save the changes, or take them back when the run failed or was stopped."""
    if project is None or run.act is None:
        return ActOutcome()
    root = str(project.store.root) if project.store is not None else ""
    outcome = ActOutcome(refused=list(run.act.refused), root=root)
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

"""Ask the assistant about a project, headless; with --act, let it change the project.

    quire ask PATH "question" [--act] [--max-steps N] [--json]
                              [--provider KIND] [--model MODEL] [--base-url URL]

The answer is printed as it streams in, then the tool calls made and the tokens used. Ask
mode only reads (the project's lock is not taken, so the app may have it open). With --act
the assistant may also edit: each change is listed and the project is saved at the end; if
the turn fails or is stopped, its changes are taken back and nothing is saved. --json prints
one result object instead.

The provider comes from the settings file, the QUIRE_PROVIDER / QUIRE_MODEL /
QUIRE_BASE_URL variables, and these options, in rising order. QUIRE_API_KEY is used only
for the provider named with it (QUIRE_PROVIDER or --provider).

Exit status: 0 answered; 1 no answer within the step budget; 2 a configuration or project
problem (settings, missing key, unreadable or locked project); 3 the provider failed
(network, authentication, rate limit, ...); 130 stopped with Ctrl-C.
"""

from __future__ import annotations

import argparse
import json
import sys
import threading
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TextIO

from assistant.agent.cancel import CancelToken
from assistant.agent.events import AgentEvent, TextDelta, ToolCallFinished, ToolCallStarted
from assistant.agent.loop import AgentResult, run_agent_conversation
from assistant.agent.messages import AgentError, ErrorKind, ProviderError, TokenUsage
from assistant.agent.prompts import system_prompt
from assistant.agent.providers.factory import make_provider
from assistant.agent.secrets import naming_provider
from assistant.agent.settings import PRESETS, Settings, SettingsError, load_settings
from assistant.agent.tools import (
    ProjectExecutor,
    act_tools,
    ask_tools,
    make_snapshot_executor,
)
from assistant.world.errors import WorldError

PROG = "quire ask"
EXIT_ANSWERED = 0
EXIT_EXHAUSTED = 1
EXIT_CONFIG = 2
EXIT_PROVIDER = 3
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
        "--max-steps", type=_steps, metavar="N", help="at most N rounds of tool calls"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON result object")
    parser.add_argument(
        "--provider", choices=list(PRESETS), metavar="KIND",
        help=f"provider kind: {', '.join(PRESETS)}",
    )  # fmt: skip
    parser.add_argument("--model", metavar="MODEL", help="model name")
    parser.add_argument("--base-url", metavar="URL", help="the provider's base URL")


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

    def end_line(self) -> None:
        if not self.at_line_start:
            self.out.write("\n")
            self.out.flush()
            self.at_line_start = True


def _error_line(error: AgentError) -> str:
    text = KIND_TEXT.get(error.kind, str(error.kind))
    detail = " ".join(error.detail.split())
    return f"{PROG}: error: {text}" + (f" ({detail})" if detail else "")


def _fail(message: str, code: int, *, as_json: bool, kind: str = "configuration") -> int:
    message = " ".join(message.split())
    if as_json:
        payload = {"ok": False, "error": {"kind": kind, "detail": message}}
        print(json.dumps(payload, ensure_ascii=False))
    else:
        print(f"{PROG}: error: {message}", file=sys.stderr)
    return code


def _settings(args: argparse.Namespace) -> Settings:
    settings = load_settings().with_overrides(
        provider=args.provider, model=args.model, base_url=args.base_url
    )
    if args.max_steps:
        settings = replace(settings, max_steps=args.max_steps)
    return settings.validated()


def run(args: argparse.Namespace) -> int:
    """Run ``quire ask``; returns the exit status."""
    as_json = bool(args.json)
    try:
        settings = _settings(args)
        # a key in QUIRE_API_KEY goes only to the provider named with it: --provider counts
        provider = make_provider(settings, env=naming_provider(args.provider))
    except SettingsError as exc:
        return _fail(f"settings: {exc}", EXIT_CONFIG, as_json=as_json)
    except ProviderError as exc:
        return _fail(exc.error.detail, EXIT_CONFIG, as_json=as_json)
    root = Path(args.path)
    if not root.is_dir():
        return _fail(f"no project folder at {root}", EXIT_CONFIG, as_json=as_json)
    try:
        return _run_turn(args, settings, provider, root)
    finally:
        provider.close()


def _run_turn(args: argparse.Namespace, settings: Settings, provider: Any, root: Path) -> int:
    as_json = bool(args.json)
    project = None
    try:
        if args.act:
            from assistant.world.project import Project

            project = Project.open(root, lock=True)
            world = project.world
            executor: Any = ProjectExecutor(project)
            tools = act_tools()
        else:
            from assistant.world.storage import ProjectStore

            world = ProjectStore(root).load()
            executor = make_snapshot_executor(world)
            tools = ask_tools()
    except (WorldError, OSError) as exc:
        return _fail(f"cannot open the project: {' '.join(str(exc).split())}", EXIT_CONFIG,
                     as_json=as_json)  # fmt: skip
    try:
        language = settings.language or world.meta.language or "en"
        prompt = system_prompt("act" if args.act else "ask", language, world.meta.title)
        printer = _Printer(sys.stdout, sys.stderr, quiet=as_json)
        result = _run_cancellable(
            lambda cancel: run_agent_conversation(
                provider,
                tools,
                executor,
                prompt,
                args.question,
                settings.max_steps,
                on_event=printer,
                cancel=cancel,
                max_output_tokens=settings.max_output_tokens,
                temperature=settings.temperature,
            )
        )
        changes, saved, rolled_back = _finish_act(project, executor, result)
        printer.end_line()
        if as_json:
            _print_json(result, settings, changes, saved, rolled_back)
        else:
            _print_summary(result, changes, saved, rolled_back, wrote_text=printer.wrote_text)
        return _exit_code(result)
    except (WorldError, OSError) as exc:
        return _fail(f"cannot save the project: {' '.join(str(exc).split())}", EXIT_CONFIG,
                     as_json=as_json)  # fmt: skip
    finally:
        if project is not None:
            project.close()


def _run_cancellable(work: Any) -> AgentResult:
    """Run the loop on a worker thread so Ctrl-C can trip the cancel token and wait for it.

    Waits on an event, not ``Thread.join``: a join interrupted by Ctrl-C can report the
    thread finished while it still runs.
    """
    cancel = CancelToken()
    done = threading.Event()
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["result"] = work(cancel)
        except BaseException as exc:  # handed to the main thread below
            box["error"] = exc
        finally:
            done.set()

    threading.Thread(target=target, name="quire-ask", daemon=True).start()
    while True:
        try:
            if done.wait(0.1):
                break
        except KeyboardInterrupt:
            cancel.cancel()
    if "error" in box:
        raise box["error"]
    return box["result"]


def _finish_act(
    project: Any, executor: Any, result: AgentResult
) -> tuple[list[str], list[str], list[str]]:
    """Act mode: list the changes and save them, or take them back if the turn failed."""
    if project is None:
        return [], [], []
    changes = [applied.outcome for applied in executor.applied]
    if not result.ok:
        undone = executor.undo_all()
        return [], [], [inverse.describe() for inverse in undone]
    if not changes:
        return [], [], []
    report = project.save()
    return changes, [*report.written, *(f"(removed) {path}" for path in report.removed)], []


def _usage_text(usage: TokenUsage) -> str:
    text = f"{usage.input:,} in, {usage.output:,} out"
    extras = []
    if usage.cached_input:
        extras.append(f"{usage.cached_input:,} in from cache")
    if usage.cache_write:
        extras.append(f"{usage.cache_write:,} written to cache")
    return text + (f" ({', '.join(extras)})" if extras else "")


def _print_summary(
    result: AgentResult,
    changes: list[str],
    saved: list[str],
    rolled_back: list[str],
    *,
    wrote_text: bool,
) -> None:
    out = sys.stdout
    if result.answered and not wrote_text and result.answer:
        print(result.answer, file=out)
    print(file=out)
    if result.tool_log:
        print("Tools:", file=out)
        for line in result.tool_log:
            print(f"  {line}", file=out)
    else:
        print("Tools: none", file=out)
    if changes:
        print("Changes:", file=out)
        for line in changes:
            print(f"  {' '.join(line.split())}", file=out)
        print(f"Saved: {len(saved)} file(s)", file=out)
    print(f"Tokens: {_usage_text(result.usage)}", file=out)
    if rolled_back:
        print(f"{PROG}: {len(rolled_back)} change(s) taken back, nothing saved", file=sys.stderr)
    if result.exhausted:
        print(f"{PROG}: no answer within the step budget (raise --max-steps)", file=sys.stderr)
    elif result.cancelled:
        print(f"{PROG}: stopped", file=sys.stderr)
    elif result.error is not None:
        print(_error_line(result.error), file=sys.stderr)


def _print_json(
    result: AgentResult,
    settings: Settings,
    changes: list[str],
    saved: list[str],
    rolled_back: list[str],
) -> None:
    error = result.error
    payload = {
        "ok": result.ok,
        "answered": result.answered,
        "answer": result.answer,
        "exhausted": result.exhausted,
        "cancelled": result.cancelled,
        "error": None
        if error is None
        else {"kind": str(error.kind), "detail": error.detail, "status": error.status},
        "tool_log": list(result.tool_log),
        "usage": {
            "input": result.usage.input,
            "output": result.usage.output,
            "cached_input": result.usage.cached_input,
            "cache_write": result.usage.cache_write,
        },
        "changes": changes,
        "saved": saved,
        "rolled_back": rolled_back,
        "provider": settings.provider,
        "model": settings.effective_model,
        "finish_reason": str(result.finish_reason) if result.finish_reason else None,
    }
    print(json.dumps(payload, ensure_ascii=False, indent=2))


def _exit_code(result: AgentResult) -> int:
    if result.cancelled:
        return EXIT_CANCELLED
    if result.error is not None:
        if result.error.kind is ErrorKind.CONFIGURATION:
            return EXIT_CONFIG
        return EXIT_PROVIDER
    if result.exhausted:
        return EXIT_EXHAUSTED
    return EXIT_ANSWERED

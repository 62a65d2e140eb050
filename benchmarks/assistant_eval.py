"""An evaluation of Quire's assistant that anyone with a capable model can run.

Asks the writer questions of ``eval_set.py`` about the sample project, *The Long Map*, and runs
the continuity audit over it, through Quire's own session, tools and audit, against any
OpenAI-compatible server. Prints, per question and in total: solved or not (the facts and
documents a right answer must contain), tool calls, tokens and quotations not found in the
project; for the audit, how many of the sample's planted contradictions it found (recall) and
how many findings match none (false alarms). The results go to a JSON file, so that runs can
be compared.

    python benchmarks/assistant_eval.py --base-url URL --model M [--provider KIND]
                                        [--record FILE] [--out FILE] [--no-audit]
    python benchmarks/assistant_eval.py --replay FILE [--out FILE]
    python benchmarks/assistant_eval.py --scripted [--record FILE] [--out FILE]

--record keeps every model request and reply of the run in FILE, in the format of a
project's request log (what ``quire replay`` reads); --replay answers the same questions from
that recording with no server, and fails loudly (exit status 2) where Quire now asks
something the recording does not hold: a run made once on a capable model becomes a
deterministic regression test. --scripted uses a scripted model instead of a server (it
proves the harness; CI runs only this). The API key, when the server needs one, comes as for
``quire ask`` (QUIRE_API_KEY, or the key kept in the system keyring).

Exit status: 0 done; 1 a question failed to run or the audit failed; 2 bad options, or a
replay that does not match its recording.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from eval_cassette import Cassette, Player, Recorder
from eval_scripted import ScriptedWriterModel
from eval_set import QUESTIONS, Question

from assistant.agent.audit.audit import Audit, AuditReport
from assistant.agent.audit.findings import Claim, Finding, FindingsStore
from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import TokenUsage
from assistant.agent.session.provider_setup import (
    AssistantSetup,
    Overrides,
    SetupProblem,
    load_setup,
)
from assistant.agent.session.session import Session
from assistant.world.model import World
from assistant.world.search.quotes import QuoteSite, locate
from assistant.world.storage.store import ProjectStore
from tests.sample_planted import PLANTED, Planted

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "assistant" / "resources" / "sample"
RESULTS_DIR = REPO / "bench-data" / "eval"
EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2
REPLAY_SETTINGS = {"provider": "openai-compatible", "base_url": "http://127.0.0.1:9/v1",
                   "model": "scripted"}  # fmt: skip


# -- the provider ----------------------------------------------------------------------------------


class _Kept:
    """A provider shared by every question (the session closes its provider after each)."""

    def __init__(self, provider: Any) -> None:
        self.provider = provider

    def complete(self, request, *, on_text=None, cancel=None):
        return self.provider.complete(request, on_text=on_text, cancel=cancel)

    def close(self) -> None:
        """Left open for the next question; :meth:`shut` closes it."""

    def shut(self) -> None:
        close = getattr(self.provider, "close", None)
        if callable(close):
            close()


def make_setup(args: argparse.Namespace) -> tuple[AssistantSetup, Player | None, Cassette | None]:
    """The provider the options ask for; the player when replaying; the cassette to record."""
    player = None
    if args.replay:
        cassette = Cassette.load(Path(args.replay))
        player = Player(cassette)
        settings = Settings(**{**REPLAY_SETTINGS, **cassette.meta.get("settings", {})})
        return AssistantSetup(_Kept(player), settings), player, None
    if args.scripted:
        settings = Settings(**REPLAY_SETTINGS)
        provider: Any = ScriptedWriterModel()
    else:
        setup = load_setup(overrides=Overrides(
            provider=args.provider, model=args.model, base_url=args.base_url,
        ))  # fmt: skip
        settings, provider = setup.settings, setup.provider
    recording = None
    if args.record:
        recording = Cassette(meta={"settings": _replayable(settings), "model": settings.model})
        provider = Recorder(provider, recording)
    return AssistantSetup(_Kept(provider), settings), player, recording


def _replayable(settings: Settings) -> dict[str, Any]:
    """What a replay needs to send the same requests."""
    return {"temperature": settings.temperature, "max_output_tokens": settings.max_output_tokens,
            "max_steps": settings.max_steps, "model": settings.effective_model}  # fmt: skip


# -- the questions ---------------------------------------------------------------------------------


@dataclass
class QuestionResult:
    id: str
    question: str
    solved: bool = False
    missing_facts: list[str] = field(default_factory=list)
    missing_documents: list[str] = field(default_factory=list)
    tool_calls: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    quotes: int = 0
    unverified_quotes: int = 0
    answer: str = ""
    error: str = ""


def ask(world: World, setup: AssistantSetup, question: Question) -> QuestionResult:
    """Ask one question in a fresh conversation, as the app and ``quire ask`` do."""
    session = Session(None, setup=lambda: setup, language=lambda: world.meta.language or "en")
    run = session.ask(question.question, world)
    result = run.execute()
    session.finish(run, result)
    outcome = QuestionResult(question.id, question.question, answer=result.answer,
                             tool_calls=len(result.tool_log), tokens_in=result.usage.input,
                             tokens_out=result.usage.output)  # fmt: skip
    if not result.answered:
        outcome.error = str(result.error.kind) if result.error else "no answer within the steps"
        return outcome
    outcome.missing_facts, outcome.missing_documents = question.missing(result.answer)
    outcome.solved = not (outcome.missing_facts or outcome.missing_documents)
    outcome.quotes = len(run.answer_check.quotes)
    outcome.unverified_quotes = len(run.answer_check.unverified)
    return outcome


# -- the audit -------------------------------------------------------------------------------------


@dataclass
class AuditResult:
    planted: int = len(PLANTED)
    found: list[str] = field(default_factory=list)
    missed: list[str] = field(default_factory=list)
    recall: float = 0.0
    findings: int = 0
    false_alarms: int = 0
    false_alarm_summaries: list[str] = field(default_factory=list)
    dropped: int = 0
    tool_calls: int = 0
    tokens_in: int = 0
    tokens_out: int = 0
    error: str = ""


def _overlaps(claim: Claim, passage: QuoteSite) -> bool:
    return (claim.document == passage.node_id and claim.part == passage.part
            and claim.start < passage.end and passage.start < claim.end)  # fmt: skip


def _passages(world: World, evidence) -> list[QuoteSite]:
    found = [locate(world, e.quote, within=e.node) for e in evidence]
    return [p for p in found if p is not None]


def matches(finding: Finding, planted: Planted, world: World) -> bool:
    """True when the finding quotes one side of the planted contradiction in each claim."""
    story, reference = _passages(world, planted.story), _passages(world, planted.reference)

    def on(claim: Claim, side: list[QuoteSite]) -> bool:
        return any(_overlaps(claim, passage) for passage in side)

    a, b = finding.claim_a, finding.claim_b
    return (on(a, story) and on(b, reference)) or (on(b, story) and on(a, reference))


def score_audit(report: AuditReport, world: World) -> AuditResult:
    result = AuditResult(dropped=report.dropped, tool_calls=report.tool_calls,
                         tokens_in=report.usage.input, tokens_out=report.usage.output)
    if report.error is not None:
        result.error = str(report.error.kind)
    findings = list(report.findings.findings)
    result.findings = len(findings)
    for planted in PLANTED:
        hit = any(matches(f, planted, world) for f in findings)
        (result.found if hit else result.missed).append(planted.key)
    result.recall = len(result.found) / len(PLANTED)
    for finding in findings:
        if not any(matches(finding, planted, world) for planted in PLANTED):
            result.false_alarms += 1
            result.false_alarm_summaries.append(finding.summary)
    return result


# -- running it ------------------------------------------------------------------------------------


def evaluate(setup: AssistantSetup, questions: tuple[Question, ...], with_audit: bool,
             work: Path, copy: Callable[[Path], Any] | None = None) -> dict[str, Any]:  # fmt: skip
    """Every question, then the audit, on a fresh copy of the sample in ``work`` (made by
    ``copy`` when given: the sample with private marks, for the leak check)."""
    root = work / "The Long Map"
    copy(root) if copy is not None else shutil.copytree(SAMPLE, root)
    world = ProjectStore(root).load()
    results = [ask(world, setup, question) for question in questions]
    audit = None
    if with_audit:
        report = Audit(world, setup, FindingsStore(work / "findings"), everything=True,
                       language=world.meta.language or "en",
                       max_steps=max(setup.max_steps, 8)).run()  # fmt: skip
        audit = score_audit(report, world)
    usage = sum((TokenUsage(r.tokens_in, r.tokens_out) for r in results), TokenUsage())
    return {
        "questions": [vars(r) for r in results],
        "totals": {
            "questions": len(results),
            "solved": sum(r.solved for r in results),
            "tool_calls": sum(r.tool_calls for r in results),
            "tokens_in": usage.input,
            "tokens_out": usage.output,
            "quotes": sum(r.quotes for r in results),
            "unverified_quotes": sum(r.unverified_quotes for r in results),
        },
        "audit": vars(audit) if audit is not None else None,
    }


def print_results(results: dict[str, Any], out: Any = None) -> None:
    out = out if out is not None else sys.stdout
    print(f"{'question':<14} {'solved':<7} {'tools':>5} {'tokens in':>10} {'out':>7} "
          f"{'unverified':>10}", file=out)  # fmt: skip
    for r in results["questions"]:
        mark = "yes" if r["solved"] else "NO"
        print(f"{r['id']:<14} {mark:<7} {r['tool_calls']:>5} {r['tokens_in']:>10,} "
              f"{r['tokens_out']:>7,} {r['unverified_quotes']:>10}", file=out)  # fmt: skip
        if not r["solved"]:
            why = r["error"] or ", ".join(r["missing_facts"] + r["missing_documents"])
            print(f"{'':<14} missing: {why}", file=out)
    t = results["totals"]
    print(f"{'total':<14} {t['solved']}/{t['questions']:<5} {t['tool_calls']:>5} "
          f"{t['tokens_in']:>10,} {t['tokens_out']:>7,} {t['unverified_quotes']:>10}",
          file=out)  # fmt: skip
    audit = results["audit"]
    if audit is not None:
        print(f"audit: {len(audit['found'])} of {audit['planted']} planted contradictions "
              f"found (recall {audit['recall']:.0%}), {audit['false_alarms']} false alarm(s), "
              f"{audit['dropped']} finding(s) dropped for quotations not in the project; "
              f"{audit['tool_calls']} tool calls, {audit['tokens_in']:,} tokens in, "
              f"{audit['tokens_out']:,} out", file=out)  # fmt: skip
        if audit["missed"]:
            print(f"audit missed: {', '.join(audit['missed'])}", file=out)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog="See the module's doc for more.",
    )  # fmt: skip
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--base-url", metavar="URL", help="an OpenAI-compatible server")
    source.add_argument("--replay", metavar="FILE", help="answer from a recording, no server")
    source.add_argument("--scripted", action="store_true", help="a scripted model, no server")
    parser.add_argument("--model", metavar="M", help="the model to ask (with --base-url)")
    parser.add_argument("--provider", default="openai-compatible", metavar="KIND",
                        help="provider kind (default: openai-compatible)")
    parser.add_argument("--record", metavar="FILE", help="keep every model reply in FILE")
    parser.add_argument("--out", metavar="FILE", help="where the JSON results go "
                        "(default: bench-data/eval/<time>.json)")
    parser.add_argument("--no-audit", action="store_true", help="the questions only")
    parser.add_argument("--question", action="append", metavar="ID",
                        help="only this question (repeat for more)")
    args = parser.parse_args(argv)
    if args.base_url and not args.model:
        parser.error("--base-url needs --model")
    if args.replay and args.record:
        parser.error("--replay and --record do not go together")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    questions = tuple(q for q in QUESTIONS if not args.question or q.id in args.question)
    try:
        setup, player, recording = make_setup(args)
    except (SetupProblem, ValueError, OSError) as problem:
        detail = problem.error.detail if isinstance(problem, SetupProblem) else str(problem)
        print(f"assistant_eval: {detail}", file=sys.stderr)
        return EXIT_USAGE
    try:
        with tempfile.TemporaryDirectory(prefix="quire-eval-") as work:
            results = evaluate(setup, questions, not args.no_audit, Path(work))
    finally:
        setup.provider.shut()
    if player is not None and player.misses:
        print("assistant_eval: the replay does not match its recording (re-record it with "
              "--record):", file=sys.stderr)  # fmt: skip
        for miss in player.misses:
            print(f"  {miss}", file=sys.stderr)
        return EXIT_USAGE
    if recording is not None:
        recording.save(Path(args.record))
    results = {
        "time": datetime.now(UTC).isoformat(timespec="seconds"),
        "model": setup.settings.effective_model,
        "source": "replay" if args.replay else "scripted" if args.scripted else args.base_url,
        **results,
    }
    out = Path(args.out) if args.out else RESULTS_DIR / f"{results['time']}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print_results(results)
    print(f"results: {out}")
    failed = any(r["error"] for r in results["questions"]) or (
        results["audit"] is not None and results["audit"]["error"]
    )
    return EXIT_FAILED if failed else EXIT_OK


if __name__ == "__main__":
    sys.exit(main())

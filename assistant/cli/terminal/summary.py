"""What ``quire ask`` prints after the answer: who answered (and the fallback models asked
when one gave up), the quotations the project does not hold, the plan, the questions, the
tools, the changes made and refused, the tokens and the conversation; then, on standard
error, how the run ended when it did not simply answer."""

from __future__ import annotations

import shlex
import sys
from typing import TextIO

from assistant.agent.audit.quote_check import CheckedQuote
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.result import AgentResult
from assistant.agent.privacy.sent import sent_words
from assistant.agent.session.run import Run, RunEnd
from assistant.agent.session.turn_notes import TurnNotes
from assistant.cli.common import ActOutcome, usage_text
from assistant.cli.terminal.changes import change_line, describe, outside_line, refusal_reason
from assistant.cli.terminal.errors import error_line, fallback_line, route_text
from assistant.cli.terminal.plans import plan_decision_line
from assistant.cli.terminal.questions import asked_line, plan_block, review_line
from assistant.cli.terminal.spending import handoff_lines, money_text, tool_lines
from assistant.world.search.quote_verdicts import QuoteVerdict

PROG = "quire ask"


def print_summary(
    result: AgentResult, outcome: ActOutcome, end: RunEnd, *, wrote_text: bool
) -> None:
    """Everything after the streamed answer (the answer itself when none streamed)."""
    out = sys.stdout
    notes = end.run.extras.notes
    _print_answer(result, out, wrote_text=wrote_text)
    _print_who_answered(notes, out)
    _print_fallbacks(result, notes, out)
    print_check(end, out)
    _print_plan_and_questions(end, out)
    _print_tools(result, notes, out)
    _print_changes(outcome, end, out)
    _print_refused(outcome, out)
    _print_spent(result, notes, end, out)
    _print_ending(result, outcome, notes)


def _print_answer(result: AgentResult, out: TextIO, *, wrote_text: bool) -> None:
    """The answer when it did not stream in (a provider that sends it whole), then a gap."""
    if result.answered and not wrote_text and result.answer:
        print(result.answer, file=out)
    print(file=out)


def _print_who_answered(notes: TurnNotes, out: TextIO) -> None:
    """The specialist who answered, and the handoffs on the way."""
    if notes.specialist:
        print(f"Answered by: {notes.specialist}", file=out)
    if notes.handoffs:
        print("Handoffs:", file=out)
        for line in handoff_lines(notes):
            print(f"  {line}", file=out)


def _print_fallbacks(result: AgentResult, notes: TurnNotes, out: TextIO) -> None:
    """Each model that gave up and the fallback asked, and the model that answered."""
    for fell_back in notes.fallbacks:
        print(f"Fallback: {fallback_line(fell_back)}", file=out)
    if notes.fallbacks and result.answered:
        print(f"Model: {route_text(notes.fallbacks[-1].target)}", file=out)


def _print_plan_and_questions(end: RunEnd, out: TextIO) -> None:
    """The plan as it ended, what the writer added while the turn ran, and each question
    asked and how it ended."""
    tools = end.run.turn_tools
    if end.run.plan_decision is not None:
        print(f"Plan first: {plan_decision_line(end.run.plan_decision)}", file=out)
    if tools.plan:
        print("\n".join(plan_block(tools.plan, carried=tools.plan_carried)), file=out)
    for text in end.run.steering.given:
        print(f"You added: {text}", file=out)
    asked = end.run.turn_tools.asked
    if asked:
        print("Questions:", file=out)
        for question in asked:
            print(f"  {asked_line(question)}", file=out)


def _print_tools(result: AgentResult, notes: TurnNotes, out: TextIO) -> None:
    """The tool calls made, in order (summaries from the cache marked so)."""
    if not result.tool_log:
        print("Tools: none", file=out)
        return
    print("Tools:", file=out)
    for line in tool_lines(result.tool_log, notes):
        print(f"  {line}", file=out)


def _print_changes(outcome: ActOutcome, end: RunEnd, out: TextIO) -> None:
    """Each change made in full, with its review; the files saved; how to undo the run. An
    act-mode run that changed nothing says so, whatever its answer claims."""
    if not outcome.changes:
        if end.run.mode is Mode.ACT:
            print("Changes: none (nothing in the project was changed)", file=out)
        return
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


def _print_refused(outcome: ActOutcome, out: TextIO) -> None:
    """Each change refused, and why."""
    if not outcome.refused:
        return
    print("Refused (not made):", file=out)
    for refusal in outcome.refused:
        print(f"  {change_line(refusal.preview)}", file=out)
        print(f"    because {refusal_reason(refusal.decision)}", file=out)
        if refusal.preview.review is not None:
            print(f"    {review_line(refusal.preview.review)}", file=out)
        if refusal.outside is not None:
            print(f"    {outside_line(refusal.outside, refusal.preview.before)}", file=out)


def _print_spent(result: AgentResult, notes: TurnNotes, end: RunEnd, out: TextIO) -> None:
    """The tokens (and money) spent, and the conversation to go on with."""
    print(f"Tokens: {usage_text(result.usage)}{money_text(notes)}", file=out)
    if end.conversation is not None:
        print(f"Conversation: {end.conversation.id} (go on with --continue)", file=out)


def _print_ending(result: AgentResult, outcome: ActOutcome, notes: TurnNotes) -> None:
    """On stderr: what the turn sent of the project, changes taken back or refused, and how
    the run ended if not answered."""
    sent = sent_words(notes.sent)
    if sent:
        print(f"{PROG}: {sent}", file=sys.stderr)
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
        print(error_line(result.error, PROG), file=sys.stderr)


def print_check(end: RunEnd, out: TextIO) -> None:
    """The answer's quotations that are wrong (not found, found elsewhere than credited, a
    name misspelt) or too short to check, and the documents it names that this turn never
    read."""
    check = end.run.answer_check
    if check.quotes:
        wrong, unchecked = check.unverified, check.not_checked
        found = len(check.quotes) - len(wrong) - len(unchecked)
        line = f"Quotations: {found} found in the project"
        if wrong:
            line += f", {len(wrong)} NOT FOUND in your project"
        if unchecked:
            line += f", {len(unchecked)} not checked (too short, no document named)"
        print(line + (":" if wrong or unchecked else ""), file=out)
        for quote in wrong:
            print(f"  ✗ “{_shortened(quote.text)}”{_why(quote)}", file=out)
        for quote in unchecked:
            print(f"  ? “{_shortened(quote.text)}”", file=out)
    if check.unread:
        titles = [_title_of(end, doc_id) for doc_id in check.unread]
        print(f"Not read in this turn: {', '.join(titles)}", file=out)


def _why(quote: CheckedQuote) -> str:
    """What is wrong with a quotation, after it."""
    if quote.outcome is QuoteVerdict.ELSEWHERE:
        return f" (found in “{quote.title}”, not in “{quote.credited_title}”)"
    if quote.outcome is QuoteVerdict.WRONG_SPEAKER:
        return f" (the text gives this line to {quote.speaker})"
    if quote.outcome is QuoteVerdict.MISSPELT_NAME:
        return f" (the project spells it “{quote.spelling}”)"
    if quote.credited_title:
        return f" (not in “{quote.credited_title}”)"
    return ""


def _shortened(text: str, limit: int = 160) -> str:
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


def _title_of(end: RunEnd, doc_id: str) -> str:
    doc = end.run.snapshot.documents.get(doc_id)
    return f"“{doc.title}”" if doc is not None else doc_id


def print_cut_off(result: AgentResult, run: Run) -> None:
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


__all__ = ["PROG", "print_check", "print_cut_off", "print_summary"]

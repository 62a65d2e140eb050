"""What ``quire ask`` says about spending and specialists: the estimate before a large read
(asked on the terminal, or answered by ``--yes``), who answered and the handoffs, summaries
from the cache, and money next to tokens."""

from __future__ import annotations

from typing import TextIO

from assistant.agent.act.act_run import Owner
from assistant.agent.session.turn_notes import TurnNotes
from assistant.agent.spending.budget import format_money
from assistant.agent.spending.estimate import Estimate, EstimateCheck, EstimateKind
from assistant.cli.terminal.typed_lines import LineReader

PROMPT = "Go on? [y]es / [n]o: "


def estimate_lines(estimate: Estimate) -> list[str]:
    """The estimate in a few lines of plain English."""
    if estimate.kind is EstimateKind.SUMMARIES:
        what = "the whole project" if not estimate.target else f"“{estimate.target}”"
        head = (
            f"Summarising {what} reads {estimate.documents:,} document(s) not summarised "
            f"yet ({estimate.words:,} words)"
        )
    else:
        head = (
            f"This request has read {estimate.share}% of the project; reading on sends the "
            "rest"
        )
    cost = ""
    if estimate.cost is not None:
        cost = f" ≈ {format_money(estimate.cost, estimate.currency)}"
    lines = [f"{head}: about {estimate.tokens:,} tokens{cost}."]
    if estimate.over_budget:
        lines.append(
            f"The turn's budget has {estimate.budget_left:,} tokens left: it will stop there "
            "(go on later with --continue)."
        )
    return lines


class TerminalEstimates:
    """Shows each estimate and asks on the terminal (on ``owner``'s thread), or answers yes
    at once with ``--yes``; an :class:`~assistant.agent.spending.estimate.EstimateAsker`."""

    def __init__(self, reader: LineReader | None, writer: TextIO, owner: Owner, *, yes: bool):
        self.reader = reader
        self.writer = writer
        self.owner = owner
        self.yes = yes
        self.shown: list[Estimate] = []

    def present(self, check: EstimateCheck) -> None:
        self.owner.call(lambda: self._ask(check))

    def _ask(self, check: EstimateCheck) -> None:
        if not check.is_waiting:
            return
        self.shown.append(check.estimate)
        self._say("")
        for line in estimate_lines(check.estimate):
            self._say(line)
        if self.yes:
            self._say("Going on (--yes).")
            check.proceed()
            return
        if self.reader is None:
            self._say("Not read: add --yes to allow it without a terminal.")
            check.unasked()
            return
        while check.is_waiting:
            self.writer.write(PROMPT)
            self.writer.flush()
            line = self.reader.readline()
            if not line:
                check.decline()
                return
            word = line.strip().lower()
            if word in ("y", "yes"):
                check.proceed()
            elif word in ("n", "no"):
                check.decline()
            else:
                self._say("Please answer y or n.")

    def _say(self, line: str) -> None:
        self.writer.write(line + "\n")
        self.writer.flush()


def tool_lines(tool_log: tuple[str, ...], notes: TurnNotes) -> list[str]:
    """The tool log, each summary answered from the cache marked so."""
    cached = set(notes.from_cache)
    return [f"{line} (from cache)" if index in cached else line
            for index, line in enumerate(tool_log)]  # fmt: skip


def handoff_lines(notes: TurnNotes) -> list[str]:
    return [
        f"{h.source or 'general assistant'} → {h.target}: {h.note}" for h in notes.handoffs
    ]


def money_text(notes: TurnNotes) -> str:
    """`` ≈ $0.04`` after the tokens, when prices make it known."""
    if notes.cost is None:
        return ""
    return f" ≈ {format_money(notes.cost, notes.currency or '$')}"


__all__ = ["TerminalEstimates", "estimate_lines", "handoff_lines", "money_text", "tool_lines"]

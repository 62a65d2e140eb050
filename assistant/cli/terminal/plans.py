"""A plan-first turn's plan, as the command line asks about it and says how it was decided.

:class:`TerminalPlans` shows the plan on the terminal, on the main thread (the one that owns
the project and asks about changes), and reads ``[a]pprove / [e]dit / [r]efuse``. Edit goes
through the items one at a time (Enter keeps one, a new line replaces it, ``-`` removes it),
then takes added items until an empty line, shows the writer's version and asks again. End
of input refuses nothing: it stops, as Stop does in the app.
"""

from __future__ import annotations

from typing import TextIO

from assistant.agent.act.act_run import Owner
from assistant.agent.act.plan_first import PlanApproval, PlanDecision, PlanState
from assistant.cli.terminal.typed_lines import LineReader


class TerminalPlans:
    """Asks the writer to approve the plan on the terminal (a
    :class:`~assistant.agent.act.plan_first.PlanAsker`), on ``owner``'s thread."""

    def __init__(self, reader: LineReader, writer: TextIO, owner: Owner) -> None:
        self.reader = reader
        self.writer = writer
        self.owner = owner

    def present(self, approval: PlanApproval) -> None:
        self.owner.call(lambda: self._ask(approval))

    def _ask(self, approval: PlanApproval) -> None:
        items = list(approval.items)
        self._say("")
        self._say("The assistant proposes a plan; it changes nothing until you approve it:")
        while approval.is_waiting:
            self._show(items)
            answer = self._read("Approve this plan? [a]pprove / [e]dit / [r]efuse: ")
            if answer is None:
                approval.stop()
                return
            word = answer.strip().casefold()
            if word in ("a", "approve", "y", "yes"):
                if not approval.approve(items):
                    self._say("The plan has no steps left; edit it or refuse it.")
            elif word in ("e", "edit"):
                edited = self._edit(items)
                if edited is None:
                    approval.stop()
                    return
                items = edited
                self._say("Your version:")
            elif word in ("r", "refuse", "n", "no"):
                reason = self._read("Why (optional, told to the assistant): ")
                approval.refuse(reason or "")
            else:
                self._say("Answer a, e or r.")

    def _edit(self, items: list[str]) -> list[str] | None:
        """The writer's version of ``items``; None at the end of input."""
        kept: list[str] = []
        self._say("Enter keeps a step, new words replace it, - removes it.")
        for number, item in enumerate(items, start=1):
            line = self._read(f"  {number}. {item}\n     > ")
            if line is None:
                return None
            text = " ".join(line.split())
            if text != "-":
                kept.append(text or item)
        self._say("Add steps, one a line; an empty line ends.")
        while True:
            line = self._read(f"  {len(kept) + 1}. ")
            if line is None:
                return None
            text = " ".join(line.split())
            if not text:
                return kept
            kept.append(text)

    def _show(self, items: list[str]) -> None:
        for number, item in enumerate(items, start=1):
            self._say(f"  {number}. {item}")

    def _read(self, prompt: str) -> str | None:
        self.writer.write(prompt)
        self.writer.flush()
        line = self.reader.readline()
        return line.rstrip("\n") if line else None

    def _say(self, line: str) -> None:
        self.writer.write(line + "\n")
        self.writer.flush()


def plan_decision_line(decision: PlanDecision) -> str:
    """How the plan was decided, in a sentence fragment: ``approved by you, edited``."""
    match decision.state:
        case PlanState.APPROVED:
            return "approved by you, in your own version" if decision.edited else (
                "approved by you")  # fmt: skip
        case PlanState.REFUSED:
            return f"refused by you: {decision.reason}" if decision.reason else "refused by you"
        case PlanState.STOPPED:
            return "not approved: you stopped the assistant"
        case _:
            return (
                "not approved: there is no terminal to ask on (run on a terminal, or without "
                "--plan-first); nothing was changed"
            )


__all__ = ["TerminalPlans", "plan_decision_line"]

"""The assistant's questions to the writer, and its plan and reviews, as the command line
shows them.

:class:`TerminalQuestions` asks each question on the terminal, on the main thread (the one
that owns the project and also asks about changes): the choices are numbered, and the writer
types a number or their own answer; end of input refuses the question.
"""

from __future__ import annotations

from typing import TextIO

from assistant.agent.act.act_run import Owner
from assistant.agent.act.plan import Plan, plan_lines
from assistant.agent.act.records import Review, ReviewVerdict
from assistant.agent.session.ask_writer import AskedQuestion, QuestionState, WriterQuestion
from assistant.cli.terminal.typed_lines import LineReader


class TerminalQuestions:
    """Asks the model's questions on the terminal (a
    :class:`~assistant.agent.session.ask_writer.WriterAsker`), on ``owner``'s thread."""

    def __init__(self, reader: LineReader, writer: TextIO, owner: Owner) -> None:
        self.reader = reader
        self.writer = writer
        self.owner = owner

    def present(self, question: WriterQuestion) -> None:
        self.owner.call(lambda: self._ask(question))

    def _ask(self, question: WriterQuestion) -> None:
        if not question.is_waiting:
            return  # stopped before its turn came
        self._say("")
        self._say("The assistant asks: " + question.question)
        for number, choice in enumerate(question.choices, start=1):
            self._say(f"  {number}. {choice}")
        count = len(question.choices)
        while question.is_waiting:
            self.writer.write(f"Answer 1-{count}, or type your own: ")
            self.writer.flush()
            line = self.reader.readline()
            if not line:
                question.stop()
                return
            text = line.strip()
            if text.isdigit():
                if not 1 <= int(text) <= count:
                    self._say(f"There is no answer {text}; choose 1 to {count}.")
                    continue
                text = question.choices[int(text) - 1]
            if not question.reply(text):
                self._say("Please answer with a number or a few words.")

    def _say(self, line: str) -> None:
        self.writer.write(line + "\n")
        self.writer.flush()


def plan_block(plan: Plan, indent: str = "  ", *, carried: bool = False) -> list[str]:
    """``Plan:`` and its items, one line each (``[x]`` done, ``[~]`` in progress);
    ``carried``: the plan an earlier question left unfinished, not changed yet."""
    head = "Plan (carried over from an earlier question):" if carried else "Plan:"
    return [head, *(indent + line for line in plan_lines(plan))]


def asked_line(asked: AskedQuestion) -> str:
    """A question of the turn and how it ended, in one line."""
    outcome = {
        QuestionState.ANSWERED: f"you answered: {asked.answer}",
        QuestionState.STOPPED: "not answered (stopped)",
        QuestionState.UNAVAILABLE: f"not asked (no terminal); assumed: {asked.assume or '?'}",
        QuestionState.TOO_MANY: f"not asked (enough questions); assumed: {asked.assume or '?'}",
    }.get(asked.state, str(asked.state))
    return f"“{asked.question}” — {outcome}"


def review_line(review: Review) -> str:
    """The reviewer's word on a change, in a few words."""
    if review.verdict is ReviewVerdict.PASS:
        return "reviewer: passed" + (f" ({review.reason})" if review.reason else "")
    if review.verdict is ReviewVerdict.FLAG:
        return f"reviewer flagged it: {review.reason or '(no reason given)'}"
    kind = str(review.error.kind) if review.error is not None else "error"
    return f"the reviewer could not check it ({kind})"


__all__ = ["TerminalQuestions", "asked_line", "plan_block", "review_line"]

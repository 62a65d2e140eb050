"""A conversation as Markdown: each question (with what the writer added while it ran), its
plan, what the assistant asked, its answer, the tools used and what they sent.

The headings are passed in, so the app can write them in the writer's language; the
defaults serve the command line.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from assistant.agent.act.plan import Plan, PlanStatus
from assistant.agent.conversations.model import Conversation
from assistant.agent.privacy.sent import Sent, sent_words
from assistant.agent.session.ask_writer import AskedQuestion, QuestionState
from assistant.world.redaction import redact


@dataclass(frozen=True)
class ExportLabels:
    question: str = "Question"
    answer: str = "Answer"
    tools: str = "Tools used"
    undone: str = "The changes of this turn were undone."
    no_answer: str = "(no answer)"
    plan: str = "Plan"
    in_progress: str = "(in progress)"
    asked: str = "Asked"
    answered: str = "Answer: %1"
    stopped: str = "Not answered: the assistant was stopped."
    unavailable: str = "Not asked (nobody to ask); assumed: %1"
    too_many: str = "Not asked (enough questions); assumed: %1"
    added: str = "You added while it worked: %1"
    sent: Callable[[Sent], str] = sent_words
    """What a turn sent of the project, in words (see :func:`sent_words`)."""


def to_markdown(conversation: Conversation, labels: ExportLabels = ExportLabels()) -> str:
    """The current branch of ``conversation`` as a Markdown document (no key in it: see
    :func:`~assistant.world.redaction.redact`)."""
    parts = [f"# {conversation.title or conversation.id}", ""]
    for number, turn in enumerate(conversation.branch(), start=1):
        parts += [f"## {number}. {labels.question}", "", turn.question.strip(), ""]
        for text in turn.corrections:
            parts += [f"*{labels.added.replace('%1', text)}*", ""]
        if turn.plan and not turn.plan_carried:  # a plan carried on unchanged: shown once
            parts += [f"### {labels.plan}", "", *_plan_lines(turn.plan, labels), ""]
        if turn.questions:
            parts += [f"### {labels.asked}", ""]
            parts += [_asked_line(asked, labels) for asked in turn.questions]
            parts.append("")
        parts += [f"### {labels.answer}", "", turn.answer.strip() or labels.no_answer, ""]
        if turn.undone:
            parts += [f"*{labels.undone}*", ""]
        if turn.tool_log:
            parts += [f"### {labels.tools}", ""]
            parts += [f"- `{entry}`" for entry in turn.tool_log]
            parts.append("")
        sent = labels.sent(turn.notes.sent)
        if sent:
            parts += [f"*{sent}*", ""]
    return redact("\n".join(parts).rstrip() + "\n")


def _plan_lines(plan: Plan, labels: ExportLabels) -> list[str]:
    lines = []
    for item in plan:
        tick = "x" if item.status is PlanStatus.DONE else " "
        extra = f" {labels.in_progress}" if item.status is PlanStatus.IN_PROGRESS else ""
        lines.append(f"- [{tick}] {item.text}{extra}")
    return lines


def _asked_line(asked: AskedQuestion, labels: ExportLabels) -> str:
    outcome = {
        QuestionState.ANSWERED: labels.answered.replace("%1", asked.answer),
        QuestionState.UNAVAILABLE: labels.unavailable.replace("%1", asked.assume),
        QuestionState.TOO_MANY: labels.too_many.replace("%1", asked.assume),
    }.get(asked.state, labels.stopped)
    choices = " / ".join(asked.choices)
    return f"- {asked.question} ({choices}) — {outcome}"

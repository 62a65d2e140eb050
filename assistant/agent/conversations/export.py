"""A conversation as Markdown: each question, its answer and the tools used.

The headings are passed in, so the app can write them in the writer's language; the
defaults serve the command line.
"""

from __future__ import annotations

from dataclasses import dataclass

from assistant.agent.conversations.model import Conversation


@dataclass(frozen=True)
class ExportLabels:
    question: str = "Question"
    answer: str = "Answer"
    tools: str = "Tools used"
    undone: str = "The changes of this turn were undone."
    no_answer: str = "(no answer)"


def to_markdown(conversation: Conversation, labels: ExportLabels = ExportLabels()) -> str:
    """The current branch of ``conversation`` as a Markdown document."""
    parts = [f"# {conversation.title or conversation.id}", ""]
    for number, turn in enumerate(conversation.branch(), start=1):
        parts += [f"## {number}. {labels.question}", "", turn.question.strip(), ""]
        parts += [f"### {labels.answer}", "", turn.answer.strip() or labels.no_answer, ""]
        if turn.undone:
            parts += [f"*{labels.undone}*", ""]
        if turn.tool_log:
            parts += [f"### {labels.tools}", ""]
            parts += [f"- `{entry}`" for entry in turn.tool_log]
            parts.append("")
    return "\n".join(parts).rstrip() + "\n"

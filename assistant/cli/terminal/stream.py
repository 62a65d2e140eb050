"""The assistant's work as it happens, on the terminal: the answer streamed to standard
output, and on standard error each tool call (a long one with how far it got, on a terminal
only), the plan as it changes, each review, each question the assistant decided itself,
each correction of the writer's it was given, and each fallback model asked."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TextIO

from assistant.agent.act.plan import PlanChanged
from assistant.agent.act.review import ChangeReviewed, ReviewStarted
from assistant.agent.loop.events import (
    AgentEvent,
    TextDelta,
    ToolCallFinished,
    ToolCallStarted,
    ToolProgress,
)
from assistant.agent.loop.steering import CorrectionGiven
from assistant.agent.providers.fallback import ModelFellBack
from assistant.agent.session.ask_writer import WriterReplied
from assistant.cli.terminal.errors import fallback_line
from assistant.cli.terminal.questions import asked_line, plan_block, review_line


@dataclass
class Printer:
    """Streams the answer to stdout and notes each tool call on stderr (plain mode)."""

    out: TextIO
    err: TextIO
    quiet: bool
    wrote_text: bool = False
    at_line_start: bool = True
    progress_shown: bool = False
    """A progress line is on standard error, to be written over or ended."""

    def __call__(self, event: AgentEvent) -> None:
        if self.quiet:
            return
        if isinstance(event, ToolProgress):
            self.show_progress(event)
            return
        if self.progress_shown:
            self.end_progress()
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
        elif isinstance(event, PlanChanged):
            self.end_line()
            block = plan_block(event.plan, carried=event.carried)
            print("\n".join(block), file=self.err, flush=True)
        elif isinstance(event, ReviewStarted):
            print(f"[reviewing the change to “{event.title}”]", file=self.err, flush=True)
        elif isinstance(event, ChangeReviewed):
            print(f"[{review_line(event.review)}]", file=self.err, flush=True)
        elif isinstance(event, ModelFellBack):
            self.end_line()
            print(f"[{fallback_line(event.fell_back, asking=True)}]", file=self.err, flush=True)
        elif isinstance(event, CorrectionGiven):
            self.end_line()
            print(f"[the assistant reads what you added: “{event.text}”]", file=self.err,
                  flush=True)  # fmt: skip
        elif isinstance(event, WriterReplied) and not event.asked.answer:
            self.end_line()
            print(f"[question {asked_line(event.asked)}]", file=self.err, flush=True)

    def show_progress(self, event: ToolProgress) -> None:
        """``[summarise_document: 12 of 40]``, written over in place; only on a terminal,
        where a line that changes reads as one line."""
        if not _on_terminal(self.err):
            return
        self.end_line()
        line = f"[{event.call.name}: {event.done:,} of {event.total:,}]"
        self.err.write(f"\r{line}\x1b[K")
        self.err.flush()
        self.progress_shown = True

    def end_progress(self) -> None:
        """End the progress line, so that what follows starts a line of its own."""
        self.err.write("\n")
        self.err.flush()
        self.progress_shown = False

    def end_line(self) -> None:
        """End the answer's last line, if it is not ended yet."""
        if not self.at_line_start:
            self.out.write("\n")
            self.out.flush()
            self.at_line_start = True


def _on_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # a closed or stand-in stream
        return False


__all__ = ["Printer"]

"""What a tool is: a spec the model sees, and a handler that runs a call.

A handler gets the call's arguments (already checked against the spec's JSON schema) and a
:class:`ToolContext`, and returns a :class:`ToolOutcome` or plain text. A handler that finds
a problem the model can fix raises :class:`ToolError` with a message the model reads.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from assistant.agent.loop import progress
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.messages import AiToolSpec


@dataclass(frozen=True)
class ToolOutcome:
    """The text the model reads back from one call, and whether the call did its job."""

    text: str
    ok: bool = True

    @classmethod
    def error(cls, text: str) -> ToolOutcome:
        return cls(text, ok=False)


@dataclass(frozen=True)
class ToolContext:
    """What a running tool may consult besides its arguments.

    ``cancel`` is the turn's token: a long tool checks ``cancel.cancelled`` as it goes or
    registers ``cancel.on_cancel`` to stop a wait. A long tool also says how far it got with
    :meth:`report`, which the front ends show while it runs.
    """

    cancel: CancelToken

    def report(self, done: int, total: int) -> None:
        """``done`` of ``total`` parts of this call's work are done ("12 of 40")."""
        progress.report(done, total)


class ToolError(Exception):
    """A call the tool cannot carry out, with a message telling the model what to fix."""


Handler = Callable[[dict[str, Any], ToolContext], "ToolOutcome | str"]


@dataclass(frozen=True)
class Tool:
    """One tool: its spec, its handler, and how the model can ask for less when it says too much.

    ``paging_hint`` completes the note added when the output is cut
    (for example "call read_document again with start_char=…").
    """

    spec: AiToolSpec
    handler: Handler
    writes: bool = False
    paging_hint: str = ""

    @property
    def name(self) -> str:
        return self.spec.name

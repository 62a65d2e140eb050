"""What one specialist may call in one mode, enforced where tools are offered and where calls run.

:func:`scoped` takes a run's tools (every tool the mode offers) and narrows them to a
specialist: the specs offered are those in both the specialist's set and the mode's, and the
executor refuses any other call without running it, so a model that calls a tool it was not
offered (or a tool the mode forbids) is told so and nothing happens. Ask mode stays read-only
whatever a specialist's file says: a write tool is refused there even when offered by mistake.

A specialist with ``one_document`` changes text in one document per request: the first it
changes; a text change anywhere else is refused.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence

from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.messages import AiToolCall, AiToolSpec
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.options import Executor
from assistant.agent.specialists.team import SUMMARISE_DOCUMENT, Specialist
from assistant.agent.tools.base import ToolError, ToolOutcome
from assistant.agent.tools.resolve import resolve_document
from assistant.agent.tools.write import WRITE_TOOL_NAMES, WriteGroup, write_tool_names
from assistant.world.errors import WorldError
from assistant.world.model import World

log = logging.getLogger(__name__)

PROJECT_STATISTICS = "project_statistics"

GENERAL_ACT_LEFT_OUT = frozenset({SUMMARISE_DOCUMENT, PROJECT_STATISTICS})
"""Tools the general assistant is not offered in act mode, where every request carries each
spec offered (the handoff's too): whole-book passes that change the project go to a
specialist, and the outline already gives the words of each document."""


def offered_names(
    specs: Sequence[AiToolSpec], who: Specialist | None, mode: Mode
) -> frozenset[str]:
    """The names of ``specs`` that ``who`` (None: the general assistant) may call in ``mode``."""
    names = set()
    for spec in specs:
        if mode is Mode.ASK and spec.name in WRITE_TOOL_NAMES:
            continue
        if who is not None and not who.allows(spec.name):
            continue
        if who is None and mode is Mode.ACT and spec.name in GENERAL_ACT_LEFT_OUT:
            continue
        names.add(spec.name)
    return frozenset(names)


class ScopedExecutor:
    """Runs only the calls ``allowed``; a call to any other of the run's tools (``known``)
    is refused without running, and a call to a tool the run does not have at all is left
    to the run's executor, which says there is no such tool."""

    def __init__(
        self,
        executor: Executor,
        allowed: frozenset[str],
        who: Specialist | None,
        mode: Mode,
        snapshot: Callable[[], World] | None = None,
        known: frozenset[str] = frozenset(),
    ) -> None:
        self.executor = executor
        self.allowed = allowed
        self.known = known | allowed
        self.who = who
        self.mode = mode
        self._snapshot = snapshot
        self._document: tuple[str, str] | None = None
        self._lock = threading.Lock()
        self.refused: list[str] = []
        """The names of the calls refused, in order (for tests and the run history)."""

    def __call__(self, call: AiToolCall, *, cancel: CancelToken | None = None) -> ToolOutcome:
        refusal = self._refusal(call)
        if refusal:
            self.refused.append(call.name)
            return ToolOutcome.error(refusal)
        value = self.executor(call, cancel=cancel)
        return value if isinstance(value, ToolOutcome) else ToolOutcome(str(value))

    def _refusal(self, call: AiToolCall) -> str:
        who = f"the {self.who.name}" if self.who is not None else "the assistant"
        if call.name not in self.known and call.name not in WRITE_TOOL_NAMES:
            return ""  # not a tool of this run: the run's executor says so
        if call.name not in self.known:
            # a write tool the run does not have: refused here too, never run
            return (
                f"Error: no such tool {call.name!r}. Available tools: "
                f"{', '.join(sorted(self.allowed)) or 'none'}."
            )
        if self.mode is Mode.ASK and call.name in WRITE_TOOL_NAMES:
            return (
                f"Error: {call.name} is not available in ask mode: nothing can be changed. "
                "Say what you would change instead."
            )
        if call.name not in self.allowed:
            available = ", ".join(sorted(self.allowed)) or "none"
            return (
                f"Error: {call.name} is not one of the tools of {who}; nothing was done. "
                f"Available: {available}."
            )
        text_tools = write_tool_names(WriteGroup.TEXT)
        if self.who is not None and self.who.one_document and call.name in text_tools:
            return self._one_document_refusal(call, who)
        return ""

    def _one_document_refusal(self, call: AiToolCall, who: str) -> str:
        reference = call.arguments.get("document") if call.arguments_parse else None
        if not isinstance(reference, str) or self._snapshot is None:
            return ""  # the tool itself says what is missing
        try:
            document = resolve_document(self._snapshot(), reference)
        except (ToolError, WorldError, LookupError, ValueError):
            return ""  # the tool itself says it is not found
        except Exception:  # resolving is the tool's job; never block on our side
            log.exception("could not resolve %r for the one-document rule", reference)
            return ""
        with self._lock:
            if self._document is None:
                self._document = (document.id, document.title)
                return ""
            chosen_id, chosen_title = self._document
        if document.id == chosen_id:
            return ""
        return (
            f"Error: {who} changes one document per request, and this request's is "
            f"“{chosen_title}”; nothing was changed in “{document.title}”. Finish there, and "
            "tell the writer to ask again for another document."
        )


def scoped(
    specs: Sequence[AiToolSpec],
    executor: Executor,
    who: Specialist | None,
    mode: Mode,
    *,
    snapshot: Callable[[], World] | None = None,
    extra: Sequence[AiToolSpec] = (),
) -> tuple[tuple[AiToolSpec, ...], ScopedExecutor]:
    """``specs``/``executor`` narrowed to ``who`` in ``mode``; ``extra`` specs (the handoff)
    are offered and allowed as they are."""
    allowed = offered_names(specs, who, mode)
    offered = tuple(spec for spec in specs if spec.name in allowed) + tuple(extra)
    names = allowed | {spec.name for spec in extra}
    known = frozenset(spec.name for spec in specs)
    return offered, ScopedExecutor(executor, names, who, mode, snapshot, known)


__all__ = ["ScopedExecutor", "offered_names", "scoped"]

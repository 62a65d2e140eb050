"""Specialists answering a turn, and handing it to one another with a hop cap.

A :class:`Router` runs one run of a turn as a chain of hops. Each hop is one run of the loop by one
specialist (or the general assistant): its instructions after Quire's fixed prompt, and only its
tools (:func:`~assistant.agent.specialists.tool_scope.scoped`). In either mode, while handoffs are
left, a hop started by the general assistant is also offered the ``handoff`` tool (target, note):
calling it ends the hop, and the target specialist takes the writer's request, with the note, in a
hop of its own. A turn makes at most ``max_handoffs`` handoffs; from then on ``handoff`` is not
offered, and the specialist who has it must answer. A specialist the writer picked answers; it is
not offered a handoff.

Each hop enters the loop through the contract's entry points: a conversation's first question
through ``run_agent_conversation``, a question after earlier turns through
``run_agent_continuation`` (Keep going through ``keep_going``).

A handoff never widens what may be done: every hop's tools are the specialist's set within
the mode's, and act mode's changes go through the same run and approval whoever makes them
(in act mode "make Oda's eye colour agree everywhere" may go to the Archivist, who changes
entities and cannot touch the text).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.events import AgentEvent, RequestStarted, RunFinished
from assistant.agent.loop.loop import keep_going, run_agent_continuation, run_agent_conversation
from assistant.agent.loop.messages import AiMessage, AiProvider, AiToolCall, AiToolSpec, Role
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.options import Executor, LoopOptions
from assistant.agent.loop.result import AgentResult
from assistant.agent.loop.steering import with_corrections
from assistant.agent.session.turn_notes import Handoff
from assistant.agent.specialists.team import HANDOFF, Specialist, Team, name_key
from assistant.agent.specialists.tool_scope import ScopedExecutor, scoped
from assistant.agent.tools.base import ToolOutcome
from assistant.world.model import World

log = logging.getLogger(__name__)

GENERAL = ""
"""The name standing for the general assistant in notes and events."""
MAX_NOTE_CHARS = 2_000

SPECIALIST_PROMPT = "\n\nYou are the {name} of this team. {instructions}"
HANDED_OVER = "\n\n[{source} handed this request to you, the {target}: {note}]"
HANDOFF_TARGETS = "\n\nHandoff targets: {targets}."
"""Who ``handoff`` may hand to, said at the end of the system prompt rather than in the tool's
schema: the tools come first in a provider's prompt cache, so a specialist added, renamed or
removed leaves them and Quire's fixed instructions cached."""


def specialist_section(who: Specialist) -> str:
    """What a specialist's hop adds to the system prompt: who it is and its instructions,
    its name said once (instructions that begin "You are the …" say it themselves)."""
    instructions = who.instructions.strip()
    if instructions.casefold().startswith(f"you are the {who.name.casefold()}"):
        return f"\n\n{instructions}"
    return SPECIALIST_PROMPT.format(name=who.name, instructions=instructions)


def handoff_spec() -> AiToolSpec:
    """The ``handoff`` tool, the same whoever is on the team (kept short: every request of
    the general assistant carries it); the system prompt names the targets
    (:data:`HANDOFF_TARGETS`)."""
    return AiToolSpec(
        name=HANDOFF,
        description="Let a specialist answer instead of you.",
        parameters={
            "type": "object",
            "properties": {
                "target": {"type": "string"},
                "note": {"type": "string"},
            },
            "required": ["target", "note"],
        },
    )


@dataclass(frozen=True)
class SpecialistStarted(AgentEvent):
    """``name`` ("" for the general assistant) answers from now on; ``handoff`` is how it
    got the request (None: the writer picked it, or it is the first hop)."""

    name: str
    handoff: Handoff | None = None

    def log_record(self) -> tuple[str, dict[str, Any]]:
        data: dict[str, Any] = {"name": self.name or "general assistant"}
        if self.handoff is not None:
            data.update(source=self.handoff.source or "general assistant",
                        note=self.handoff.note)  # fmt: skip
        return "specialist", data


class _HandoffTool:
    """The ``handoff`` calls of one hop: the first valid one ends the hop."""

    def __init__(self, team: Team, current: str, stop: CancelToken) -> None:
        self.team = team
        self.current = current
        self.stop = stop
        self.chosen: tuple[Specialist, str, str] | None = None
        """The target, the note, and the call's id."""
        self._lock = threading.Lock()

    def targets(self) -> list[str]:
        current = name_key(self.current)
        return [m.name for m in self.team.members if m.key != current]

    def __call__(self, call: AiToolCall) -> ToolOutcome:
        arguments = call.arguments if call.arguments_parse else {}
        target = self.team.get(str(arguments.get("target") or ""))
        note = " ".join(str(arguments.get("note") or "").split())[:MAX_NOTE_CHARS]
        valid = ", ".join(self.targets())
        if target is None or target.name not in self.targets():
            return ToolOutcome.error(f"Error: hand off to one of: {valid}.")
        if not note:
            return ToolOutcome.error("Error: say in note what the specialist should do.")
        with self._lock:
            if self.chosen is not None:
                return ToolOutcome.error("Error: this request is handed over already.")
            self.chosen = (target, note, call.id)
        self.stop.cancel()  # the hop ends here; the target takes the request
        return ToolOutcome(f"Handed over to the {target.name}.")


class _HopExecutor:
    """A hop's tools: the scoped run tools, and ``handoff`` when offered."""

    def __init__(self, scoped_executor: ScopedExecutor, handoff: _HandoffTool | None) -> None:
        self.scoped = scoped_executor
        self.handoff = handoff

    def __call__(self, call: AiToolCall, *, cancel: CancelToken | None = None) -> ToolOutcome:
        if call.name == HANDOFF and self.handoff is not None:
            return self.handoff(call)
        return self.scoped(call, cancel=cancel)


@dataclass
class RouteState:
    """Where a turn's chain of hops stands, carried from one run of the turn to the next."""

    current: str = GENERAL
    picked: bool = False
    handoffs: list[Handoff] | None = None
    base_messages: tuple[AiMessage, ...] = ()
    """The run's conversation as the first hop got it (before any specialist's prompt)."""

    def __post_init__(self) -> None:
        if self.handoffs is None:
            self.handoffs = []


class Router:
    """Runs one run of a turn as hops of specialists; see the module doc.

    ``provider_for(specialist)`` gives the provider to ask for a specialist (its own model,
    or the run's); ``snapshot`` the world the one-document rule resolves titles in.
    """

    def __init__(
        self,
        team: Team,
        mode: Mode,
        state: RouteState,
        *,
        max_handoffs: int = 3,
        provider_for: Callable[[Specialist | None], AiProvider],
        snapshot: Callable[[], World] | None = None,
    ) -> None:
        self.team = team
        self.mode = mode
        self.state = state
        self.max_handoffs = max(0, max_handoffs)
        self.provider_for = provider_for
        self.snapshot = snapshot
        self.log_lines: list[tuple[int, Handoff]] = []
        self.hop_executors: list[ScopedExecutor] = []

    @property
    def current(self) -> Specialist | None:
        return self.team.get(self.state.current) if self.state.current else None

    def run(
        self,
        specs: Sequence[AiToolSpec],
        executor: Executor,
        start: Sequence[AiMessage] | AgentResult,
        max_steps: int,
        options: LoopOptions,
    ) -> AgentResult:
        """Hops until one answers, fails, stops or runs out of steps: from a question's
        messages, or (Keep going) from the result of the run before, with the specialist
        who had the request."""
        previous = start if isinstance(start, AgentResult) else None
        if not isinstance(start, AgentResult):
            self.state.base_messages = tuple(start)
        return self._hops(specs, executor, max_steps, options, previous)

    # -- inside ---------------------------------------------------------------------------

    def _hops(
        self,
        specs: Sequence[AiToolSpec],
        executor: Executor,
        max_steps: int,
        options: LoopOptions,
        previous: AgentResult | None,
    ) -> AgentResult:
        on_event = options.on_event
        cancel = options.cancel if options.cancel is not None else CancelToken()
        tool_log: list[str] = []
        usage = None
        steps_left = max_steps
        first = True
        while True:
            who = self.current
            hop_stop = CancelToken(parent=cancel)  # stopped with the run, or by a handoff
            unlink = cancel.on_cancel(hop_stop.cancel)
            handoff = None
            extra: tuple[AiToolSpec, ...] = ()
            if self._may_hand_off():
                handoff = _HandoffTool(self.team, self.state.current, hop_stop)
                if handoff.targets():
                    extra = (handoff_spec(),)
                else:
                    handoff = None
            hop_specs, scoped_executor = scoped(
                specs, executor, who, self.mode, snapshot=self.snapshot, extra=extra
            )
            self.hop_executors.append(scoped_executor)
            hop_executor = _HopExecutor(scoped_executor, handoff)
            relay = _HopRelay(on_event)
            if first and who is not None:
                _emit(on_event, SpecialistStarted(who.name))
            provider = self.provider_for(who)
            try:
                hop_options = options.but(on_event=relay, cancel=hop_stop)
                if previous is not None and first:
                    result = keep_going(
                        provider, hop_specs, hop_executor, previous, steps_left, hop_options
                    )
                else:
                    given = options.steering.given if options.steering is not None else ()
                    targets = handoff.targets() if handoff is not None else ()
                    result = _ask(
                        provider, hop_specs, hop_executor, self._messages(who, given, targets),
                        steps_left, hop_options,
                    )  # fmt: skip
            finally:
                unlink()
            first = False
            usage = result.usage if usage is None else usage + result.usage
            chosen = handoff.chosen if handoff is not None else None
            if chosen is None or cancel.cancelled:
                final = replace(result, tool_log=tuple(tool_log) + result.tool_log, usage=usage)
                _emit(on_event, RunFinished(final))
                return final
            target, note, _call_id = chosen
            at = len(tool_log) + _index_of_handoff(result.tool_log)
            tool_log.extend(result.tool_log)
            record = Handoff(self.state.current, target.name, note, at)
            assert self.state.handoffs is not None
            self.state.handoffs.append(record)
            self.state.current = target.name
            steps_left = max(1, steps_left - relay.requests)
            _emit(on_event, SpecialistStarted(target.name, record))

    def _may_hand_off(self) -> bool:
        """Handoffs in both modes, within the cap, unless the writer picked who answers (a
        specialist the writer chose keeps the request)."""
        assert self.state.handoffs is not None
        return (
            not self.state.picked
            and len(self.state.handoffs) < self.max_handoffs
            and bool(self.team.members)
        )

    def _messages(
        self, who: Specialist | None, given: Sequence[str] = (), targets: Sequence[str] = ()
    ) -> list[AiMessage]:
        """The run's conversation for ``who``: its instructions after the fixed prompt, then
        the specialists it may hand to (``targets``), and the request with what the writer
        added to it so far (``given``) and the note of the handoff that brought it."""
        messages = list(self.state.base_messages)
        if given and messages and messages[-1].role is Role.USER:
            messages[-1] = AiMessage.user(with_corrections(messages[-1].content, given))
        if (who is None and not targets) or not messages:
            return messages
        system_at = next((i for i, m in enumerate(messages) if m.role is Role.SYSTEM), None)
        section = specialist_section(who) if who is not None else ""
        if targets:
            section += HANDOFF_TARGETS.format(targets=", ".join(targets))
        if system_at is None:
            messages.insert(0, AiMessage.system(section.strip()))
        else:
            messages[system_at] = AiMessage.system(messages[system_at].content + section)
        assert self.state.handoffs is not None
        last = self.state.handoffs[-1] if self.state.handoffs else None
        if who is None:
            return messages
        if last is not None and messages[-1].role is Role.USER:
            source = last.source or "The general assistant"
            if last.source:
                source = f"The {last.source}"
            note = HANDED_OVER.format(source=source, target=who.name, note=last.note)
            messages[-1] = AiMessage.user(messages[-1].content + note)
        return messages


def _ask(
    provider: AiProvider,
    specs: Sequence[AiToolSpec],
    executor: Executor,
    messages: Sequence[AiMessage],
    max_steps: int,
    options: LoopOptions,
) -> AgentResult:
    """The loop over ``messages``, through the contract's entry point that fits: a first
    question (a system prompt and the question alone) through ``run_agent_conversation``, a
    question after earlier turns through ``run_agent_continuation``."""
    first = first_question(messages)
    if first is not None:
        system, question = first
        return run_agent_conversation(
            provider, specs, executor, system, question, max_steps, options
        )
    return run_agent_continuation(provider, specs, executor, messages, max_steps, options)


def first_question(messages: Sequence[AiMessage]) -> tuple[str, str] | None:
    """The system prompt and the question of a conversation's first question (exactly a
    system message, then a user message); None for anything else."""
    if len(messages) != 2:
        return None
    system, question = messages
    if system.role is not Role.SYSTEM or question.role is not Role.USER:
        return None
    return system.content, question.content


def _index_of_handoff(tool_log: Sequence[str]) -> int:
    for index in range(len(tool_log) - 1, -1, -1):
        if tool_log[index].startswith(f"{HANDOFF}("):
            return index
    return max(0, len(tool_log) - 1)


class _HopRelay:
    """The hop's events for the run, but not its own end (the router reports the run's);
    counts the hop's requests."""

    def __init__(self, on_event: Callable[[AgentEvent], None] | None) -> None:
        self.on_event = on_event
        self.requests = 0

    def __call__(self, event: AgentEvent) -> None:
        if isinstance(event, RequestStarted):
            self.requests += 1
        if not isinstance(event, RunFinished):
            _emit(self.on_event, event)


def _emit(on_event, event: AgentEvent) -> None:
    if on_event is None:
        return
    try:
        on_event(event)
    except Exception:
        log.exception("on_event failed on %s", type(event).__name__)


__all__ = [
    "GENERAL",
    "RouteState",
    "Router",
    "SpecialistStarted",
    "first_question",
    "handoff_spec",
]

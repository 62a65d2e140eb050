"""What one run of the assistant loop ends with: an answer, an exhausted budget, an error or a
cancel."""

from __future__ import annotations

from dataclasses import dataclass, field

from assistant.agent.loop.messages import AgentError, AiMessage, FinishReason, TokenUsage


@dataclass(frozen=True)
class AgentResult:
    """The outcome of one run of the assistant loop.

    Exactly one of these holds: answered (``ok`` and not ``exhausted``), exhausted (``ok``,
    ``exhausted``, no answer: the step budget ran out), failed (not ``ok``, ``error`` set), or
    cancelled (not ``ok``, ``cancelled``, ``error`` of kind ``CANCELLED``). The app decides
    what to show for each, in the writer's language; nothing here is prose for the writer.

    ``conversation`` is the visible exchange after this run (system, user and answer
    messages): what the next :func:`~assistant.agent.loop.loop.run_agent_continuation` takes, with
    the next question appended. ``transcript`` is this run's full internal exchange, tool calls and
    results included: what :func:`~assistant.agent.loop.loop.keep_going` continues from.

    A run stopped or failed while an answer streamed keeps the text that came in ``answer``
    (and ends its transcript with it), so Keep going continues that answer; only an
    answered run's ``answer`` is a final one.
    """

    ok: bool = False
    answer: str = ""
    exhausted: bool = False
    cancelled: bool = False
    tool_log: tuple[str, ...] = ()
    error: AgentError | None = None
    usage: TokenUsage = field(default_factory=TokenUsage)
    conversation: tuple[AiMessage, ...] = ()
    transcript: tuple[AiMessage, ...] = ()
    finish_reason: FinishReason | None = None
    """How the last model call ended (``LENGTH`` means the answer was cut off), when one did."""
    model: str = ""
    """The model the server named in its last reply ("" when it named none)."""

    @property
    def answered(self) -> bool:
        """True when the model gave a final answer (see :attr:`cut_off` for one that stopped
        short)."""
        return self.ok and not self.exhausted

    @property
    def cut_off(self) -> bool:
        """True when the answer stopped at the model's length limit (its output limit, or a
        full context window): ``answer`` holds what came, and it is not the whole answer.
        :func:`~assistant.agent.loop.loop.keep_going` continues it."""
        return self.answered and self.finish_reason is FinishReason.LENGTH

    @property
    def complete(self) -> bool:
        """True when the model answered and the answer was not cut off."""
        return self.answered and not self.cut_off

"""The values the assistant loop and the providers exchange.

These are plain frozen dataclasses: a provider turns them into its wire format and back.
Nothing here is prose for the writer; the app decides what to show.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol

from assistant.world.safetext import (
    MAX_NESTING,
    storable,
    too_deep,
    unstorable_at,
    unstorable_problem,
)


class Role(StrEnum):
    SYSTEM = "system"
    USER = "user"
    ASSISTANT = "assistant"
    TOOL = "tool"


@dataclass(frozen=True)
class AiToolCall:
    """One tool call asked for by the model.

    ``arguments`` is the parsed JSON object (empty when the text could not be used);
    ``raw_arguments`` is the text as the model sent it (with any character no file can store
    replaced by U+FFFD), so a bad call can be reported faithfully and sent back. ``problem``
    says why the arguments cannot be used, or is empty.
    """

    id: str
    name: str
    arguments: dict[str, Any] = field(default_factory=dict)
    raw_arguments: str = "{}"
    problem: str = ""

    @classmethod
    def from_raw(cls, id: str, name: str, raw_arguments: str) -> AiToolCall:
        """Build a call from argument text, parsing it when it is a usable JSON object."""
        arguments, problem = parse_arguments(raw_arguments)
        return cls(
            id=id,
            name=name,
            arguments=arguments if arguments is not None else {},
            raw_arguments=storable(raw_arguments) or "{}",
            problem=problem,
        )

    def with_id(self, id: str) -> AiToolCall:
        """The same call under another id."""
        return AiToolCall(id, self.name, self.arguments, self.raw_arguments, self.problem)

    @property
    def arguments_parse(self) -> bool:
        """True when the arguments are a usable JSON object (or empty)."""
        return not self.problem


def parse_arguments(raw: str) -> tuple[dict[str, Any] | None, str]:
    """A tool call's arguments as an object, or None and why they cannot be used: not JSON,
    not an object, nested too deeply, or holding text no file can store (a lone surrogate,
    which would also make the conversation unsendable)."""
    text = raw.strip()
    if not text:
        return {}, ""
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        return None, f"invalid JSON: {exc.msg} at character {exc.pos}"
    except RecursionError:
        return None, f"nested more than {MAX_NESTING} levels deep"
    if not isinstance(value, dict):
        return None, f"got a JSON {type(value).__name__}, not an object"
    if (
        text.count("{") + text.count("[") <= MAX_NESTING
        and "\\u" not in text
        and unstorable_at(text) is None
    ):
        # Too few brackets to nest too deeply, no lone surrogate in the text and no escape
        # that could make one: nothing left to look for in the value.
        return value, ""
    if too_deep(value):
        return None, f"nested more than {MAX_NESTING} levels deep"
    problem = unstorable_problem(value)
    if problem is not None:
        return None, f"{problem} (a lone surrogate)"
    return value, ""


@dataclass(frozen=True)
class AiMessage:
    """One message of an exchange with the model.

    A system, user or plain assistant message carries ``content``. An assistant message that
    asks for tools carries ``tool_calls`` (and maybe some text). A tool message answers one call:
    ``tool_call_id`` names it, ``content`` is the result text, ``is_error`` marks a failure.
    """

    role: Role
    content: str = ""
    tool_calls: tuple[AiToolCall, ...] = ()
    tool_call_id: str = ""
    tool_name: str = ""
    is_error: bool = False

    @classmethod
    def system(cls, content: str) -> AiMessage:
        return cls(Role.SYSTEM, content)

    @classmethod
    def user(cls, content: str) -> AiMessage:
        return cls(Role.USER, content)

    @classmethod
    def assistant(cls, content: str = "", tool_calls: tuple[AiToolCall, ...] = ()) -> AiMessage:
        return cls(Role.ASSISTANT, content, tuple(tool_calls))

    @classmethod
    def tool_result(
        cls, call: AiToolCall, content: str, *, is_error: bool = False
    ) -> AiMessage:
        return cls(
            Role.TOOL, content, tool_call_id=call.id, tool_name=call.name, is_error=is_error
        )

    @property
    def is_visible(self) -> bool:
        """True for the messages a writer sees: system, user, and assistant text without tools."""
        if self.role in (Role.SYSTEM, Role.USER):
            return True
        return self.role is Role.ASSISTANT and not self.tool_calls


@dataclass(frozen=True)
class AiToolSpec:
    """A tool offered to the model: its name, when to use it, and its JSON-schema parameters."""

    name: str
    description: str
    parameters: dict[str, Any] = field(
        default_factory=lambda: {"type": "object", "properties": {}}
    )


@dataclass(frozen=True)
class TokenUsage:
    """Tokens spent by model calls. ``cached_input`` is the part of ``input`` read from cache."""

    input: int = 0
    output: int = 0
    cached_input: int = 0
    cache_write: int = 0

    def __add__(self, other: TokenUsage) -> TokenUsage:
        return TokenUsage(
            self.input + other.input,
            self.output + other.output,
            self.cached_input + other.cached_input,
            self.cache_write + other.cache_write,
        )

    @property
    def total(self) -> int:
        return self.input + self.output

    @property
    def is_empty(self) -> bool:
        return not (self.input or self.output or self.cached_input or self.cache_write)


class FinishReason(StrEnum):
    STOP = "stop"
    TOOL_CALLS = "tool_calls"
    LENGTH = "length"
    CONTENT_FILTER = "content_filter"
    OTHER = "other"


class ErrorKind(StrEnum):
    """What went wrong, as a kind the app can put into the writer's language."""

    AUTHENTICATION = "authentication"
    PERMISSION = "permission"
    NOT_FOUND = "not_found"
    RATE_LIMITED = "rate_limited"
    SPEND_LIMIT = "spend_limit"
    OVERLOADED = "overloaded"
    CONTEXT_TOO_LONG = "context_too_long"
    BAD_REQUEST = "bad_request"
    BAD_RESPONSE = "bad_response"
    SERVER = "server"
    NETWORK = "network"
    TIMEOUT = "timeout"
    CANCELLED = "cancelled"
    CONFIGURATION = "configuration"
    RESPONSE_TOO_LARGE = "response_too_large"
    REDIRECTED = "redirected"
    LOCAL_ONLY = "local_only"
    PRIVATE = "private"
    """A request held private text bound for a model that may not read it: not sent."""
    INTERNAL = "internal"


@dataclass(frozen=True)
class AgentError:
    """A structured failure: a kind to translate, plus technical detail for logs and details."""

    kind: ErrorKind
    detail: str = ""
    status: int | None = None
    retry_after: float | None = None
    address: str = ""
    """The address the failure is about, when there is one: where a redirect pointed, or
    the server Local only refused (keys removed); for a ``PRIVATE`` failure, the names of
    the private documents and entries whose text was held back."""


class ProviderError(Exception):
    """Raised by a provider when a request fails; carries the structured error.

    ``usage`` is what the failed request had already spent, when the provider knows (a
    stream cut off after its usage arrived); the loop adds it to the turn's total.
    """

    def __init__(self, error: AgentError, usage: TokenUsage | None = None) -> None:
        super().__init__(f"{error.kind}: {error.detail}")
        self.error = error
        self.usage = usage if usage is not None else TokenUsage()

    @classmethod
    def of(cls, kind: ErrorKind, detail: str = "", **extra: Any) -> ProviderError:
        return cls(AgentError(kind, detail, **extra))


@dataclass(frozen=True)
class AiRequest:
    """Everything one model call needs."""

    system_prompt: str
    messages: tuple[AiMessage, ...]
    tools: tuple[AiToolSpec, ...] = ()
    max_output_tokens: int | None = None
    temperature: float | None = None


@dataclass(frozen=True)
class AiResponse:
    """What one model call returned."""

    text: str = ""
    tool_calls: tuple[AiToolCall, ...] = ()
    usage: TokenUsage = field(default_factory=TokenUsage)
    finish_reason: FinishReason = FinishReason.STOP
    model: str = ""
    """The model the server says answered ("" when it did not say)."""


class AiProvider(Protocol):
    """A model behind some API: one blocking request in, one response out.

    ``on_text`` receives text deltas as they stream. ``cancel`` is a
    :class:`~assistant.agent.loop.cancel.CancelToken`; a provider registers a callback on it that
    closes its open stream, and raises ``ProviderError`` of kind ``CANCELLED`` when tripped.
    Every failure is raised as :class:`ProviderError`; nothing else escapes.
    """

    def complete(
        self,
        request: AiRequest,
        *,
        on_text: Callable[[str], None] | None = None,
        cancel: Any | None = None,
    ) -> AiResponse: ...

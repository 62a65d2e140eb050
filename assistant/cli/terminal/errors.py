"""What each of the assistant's failures means, in a few words for the command line (the app
has its own, translated texts); and why a model gave up for the next fallback."""

from __future__ import annotations

from assistant.agent.loop.messages import AgentError, ErrorKind
from assistant.agent.providers.fallback import FellBack, ModelRoute

KIND_TEXT: dict[ErrorKind, str] = {
    ErrorKind.AUTHENTICATION: "the provider did not accept the API key",
    ErrorKind.PERMISSION: "the API key may not use this model or endpoint",
    ErrorKind.NOT_FOUND: "the model or endpoint was not found",
    ErrorKind.RATE_LIMITED: "rate limited by the provider; try again later",
    ErrorKind.SPEND_LIMIT: "the account's credit or spending limit is used up",
    ErrorKind.OVERLOADED: "the provider is overloaded; try again later",
    ErrorKind.CONTEXT_TOO_LONG: "the conversation is too long for the model's context",
    ErrorKind.BAD_REQUEST: "the provider rejected the request",
    ErrorKind.BAD_RESPONSE: "the provider's answer could not be understood",
    ErrorKind.SERVER: "the provider had an internal error",
    ErrorKind.NETWORK: "cannot reach the provider",
    ErrorKind.TIMEOUT: "the provider took too long",
    ErrorKind.CANCELLED: "stopped",
    ErrorKind.CONFIGURATION: "the assistant is not set up",
    ErrorKind.RESPONSE_TOO_LARGE: "the server's answer was too large",
    ErrorKind.REDIRECTED: "the server redirected the request (check the base URL)",
    ErrorKind.LOCAL_ONLY: "Local only is on and the provider is not on this computer",
    ErrorKind.PRIVATE: "the request held private text, so nothing was sent to the model",
    ErrorKind.INTERNAL: "internal error",
}


GAVE_UP: dict[ErrorKind, str] = {
    ErrorKind.OVERLOADED: "was overloaded",
    ErrorKind.RATE_LIMITED: "was rate limited",
    ErrorKind.SPEND_LIMIT: "has no credit left",
    ErrorKind.SERVER: "had a server error",
    ErrorKind.NETWORK: "could not be reached",
    ErrorKind.LOCAL_ONLY: "is not on this computer (Local only)",
    ErrorKind.CONFIGURATION: "is not set up (no API key?)",
}
"""Why a model gave up and the next fallback was asked."""


def route_text(route: ModelRoute) -> str:
    """``gpt-4o-mini (openai)``."""
    return f"{route.label} ({route.provider})"


def fallback_line(fell_back: FellBack, *, asking: bool = False) -> str:
    """``claude-sonnet-4-5 (anthropic) was overloaded (HTTP 529); asked gpt-4o-mini (openai)
    instead`` (``asking``: as it happens)."""
    why = GAVE_UP.get(fell_back.reason, f"failed ({fell_back.reason})")
    status = f" (HTTP {fell_back.status})" if fell_back.status else ""
    verb = "asking" if asking else "asked"
    return (
        f"{route_text(fell_back.source)} {why}{status}; "
        f"{verb} {route_text(fell_back.target)} instead"
    )


def error_line(error: AgentError, prog: str) -> str:
    """``quire ask: error: cannot reach the provider (connection refused)``."""
    text = KIND_TEXT.get(error.kind, str(error.kind))
    detail = " ".join(error.detail.split())
    return f"{prog}: error: {text}" + (f" ({detail})" if detail else "")


__all__ = ["GAVE_UP", "KIND_TEXT", "error_line", "fallback_line", "route_text"]

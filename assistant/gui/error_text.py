"""What the writer reads when the assistant fails: one sentence on what went wrong, one on what
to do, and the one action that helps (open Settings, pick another model, try again).

The agent layer reports failures as an :class:`~assistant.agent.messages.ErrorKind` plus
technical detail; this module is the only place that turns them into prose, in the writer's
language through Qt's translations.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from urllib.parse import urlsplit

from PySide6.QtCore import QCoreApplication, QLocale

from assistant.agent.messages import AgentError, ErrorKind

_CONTEXT = "ErrorText"


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


class ErrorAction(StrEnum):
    """The button offered next to an error message."""

    NONE = "none"
    OPEN_SETTINGS = "open_settings"
    CHOOSE_MODEL = "choose_model"
    RETRY = "retry"
    NEW_CONVERSATION = "new_conversation"


@dataclass(frozen=True)
class ErrorMessage:
    """An error put into words: ``text`` says what happened, ``advice`` what to do about it."""

    kind: ErrorKind
    text: str
    advice: str
    action: ErrorAction
    action_label: str
    detail: str = ""

    @property
    def sentence(self) -> str:
        return f"{self.text} {self.advice}".strip()


def is_local_url(base_url: str | None) -> bool:
    """True for a server on this computer (a local model server such as Ollama)."""
    if not base_url:
        return False
    host = (urlsplit(base_url).hostname or "").lower()
    return host in {"localhost", "127.0.0.1", "::1", "0.0.0.0"} or host.endswith(".localhost")


def action_label(action: ErrorAction) -> str:
    """The translated caption of the button for ``action`` ("" for none)."""
    labels = {
        ErrorAction.NONE: "",
        ErrorAction.OPEN_SETTINGS: _tr("Open Settings…"),
        ErrorAction.CHOOSE_MODEL: _tr("Choose a model…"),
        ErrorAction.RETRY: _tr("Try again"),
        ErrorAction.NEW_CONVERSATION: _tr("Start a new conversation"),
    }
    return labels[action]


def describe_error(error: AgentError, *, base_url: str | None = None) -> ErrorMessage:
    """Put ``error`` into words for the writer; ``base_url`` says which server was asked."""
    text, advice, action = _words(error, base_url)
    return ErrorMessage(
        kind=error.kind,
        text=text,
        advice=advice,
        action=action,
        action_label=action_label(action),
        detail=_detail(error),
    )


def _words(error: AgentError, base_url: str | None) -> tuple[str, str, ErrorAction]:
    kind = error.kind
    local = is_local_url(base_url)
    server = urlsplit(base_url).netloc if base_url else ""
    if kind is ErrorKind.AUTHENTICATION:
        return (
            _tr("The model provider did not accept the API key."),
            _tr("Open Settings and enter a valid key for this provider."),
            ErrorAction.OPEN_SETTINGS,
        )
    if kind is ErrorKind.PERMISSION:
        return (
            _tr("Your API key is not allowed to use this model."),
            _tr("Choose a model your account may use, or use a key with access to it."),
            ErrorAction.CHOOSE_MODEL,
        )
    if kind is ErrorKind.NOT_FOUND:
        return (
            _tr("The model provider does not know the chosen model."),
            _tr("Choose another model in Settings (or check the server address)."),
            ErrorAction.CHOOSE_MODEL,
        )
    if kind is ErrorKind.RATE_LIMITED:
        return (
            _tr("The model provider is receiving too many requests from you right now."),
            _wait_advice(error.retry_after),
            ErrorAction.RETRY,
        )
    if kind is ErrorKind.SPEND_LIMIT:
        return (
            _tr("Your account with the model provider has run out of credit or quota."),
            _tr("Add credit or raise the limit on the provider's website, then try again."),
            ErrorAction.RETRY,
        )
    if kind is ErrorKind.OVERLOADED:
        return (
            _tr("The model is overloaded at the moment."),
            _wait_advice(error.retry_after),
            ErrorAction.RETRY,
        )
    if kind is ErrorKind.CONTEXT_TOO_LONG:
        return (
            _tr("The conversation has grown too long for this model."),
            _tr(
                "Start a new conversation, or choose a model with a larger context window "
                "in Settings."
            ),
            ErrorAction.NEW_CONVERSATION,
        )
    if kind is ErrorKind.BAD_REQUEST:
        return (
            _tr("The model provider refused the request as malformed."),
            _tr(
                "The chosen model may not support tools; choose another model, or check the "
                "provider kind in Settings."
            ),
            ErrorAction.CHOOSE_MODEL,
        )
    if kind is ErrorKind.BAD_RESPONSE:
        return (
            _tr("The model sent a reply Quire could not understand."),
            _tr("Try again; if it keeps happening, choose another model."),
            ErrorAction.RETRY,
        )
    if kind is ErrorKind.SERVER:
        return (
            _tr("The model provider had an internal error."),
            _tr("This is usually temporary: try again in a minute."),
            ErrorAction.RETRY,
        )
    if kind is ErrorKind.NETWORK:
        if local:
            return (
                _tr("Quire cannot connect to the local model server at %1.").replace(
                    "%1", server
                ),
                _tr(
                    "Is the server (for example Ollama or LM Studio) running? Start it, or "
                    "check the address in Settings, then try again."
                ),
                ErrorAction.RETRY,
            )
        return (
            _tr("Quire cannot connect to the model provider."),
            _tr("Check your internet connection and the server address in Settings."),
            ErrorAction.RETRY,
        )
    if kind is ErrorKind.TIMEOUT:
        if local:
            return (
                _tr("The local model server took too long to answer."),
                _tr(
                    "A large model on a small computer can be slow: try again, or choose a "
                    "smaller model."
                ),
                ErrorAction.RETRY,
            )
        return (
            _tr("The model provider took too long to answer."),
            _tr("Try again in a moment."),
            ErrorAction.RETRY,
        )
    if kind is ErrorKind.CANCELLED:
        return (
            _tr("You stopped the assistant."),
            _tr("Ask again or press Keep going when you are ready."),
            ErrorAction.NONE,
        )
    if kind is ErrorKind.CONFIGURATION:
        return (
            _tr("The assistant is not set up yet, or its settings are incomplete."),
            _tr("Open Settings to choose a provider and a model."),
            ErrorAction.OPEN_SETTINGS,
        )
    return (
        _tr("Something went wrong inside Quire's assistant."),
        _tr("Try again; if it keeps happening, please report it with the details below."),
        ErrorAction.RETRY,
    )


def _wait_advice(retry_after: float | None) -> str:
    if retry_after is not None and retry_after > 0:
        seconds = max(1, round(retry_after))
        return _tr("Wait about %1 seconds, then try again.").replace(
            "%1", QLocale().toString(seconds)
        )
    return _tr("Wait a minute, then try again.")


def _detail(error: AgentError) -> str:
    parts = []
    if error.status is not None and not error.detail.startswith(f"HTTP {error.status}"):
        parts.append(f"HTTP {error.status}")
    if error.detail:
        parts.append(error.detail)
    return " · ".join(parts)


__all__ = ["ErrorAction", "ErrorMessage", "action_label", "describe_error", "is_local_url"]

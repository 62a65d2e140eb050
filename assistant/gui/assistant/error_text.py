"""What the writer reads when the assistant fails: one sentence on what went wrong, one on what
to do, and the action that helps (open Settings, pick another model, try again), with a second
one where the first may not be enough: a refused connection offers Open Settings… beside
Try again, and a problem with the settings offers Try again once they are fixed.

The agent layer reports failures as an :class:`~assistant.agent.loop.messages.ErrorKind` plus
technical detail; this module is the only place that turns them into prose, in the writer's
language through Qt's translations.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from urllib.parse import urlsplit

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from assistant.agent.loop.messages import AgentError, ErrorKind

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
    secondary: ErrorAction = ErrorAction.NONE
    """A second button, beside the first."""
    secondary_label: str = ""

    @property
    def sentence(self) -> str:
        return f"{self.text} {self.advice}".strip()


def is_local_url(base_url: str | None) -> bool:
    """True for a server on this computer (a local model server such as Ollama)."""
    if not base_url:
        return False
    host = (urlsplit(base_url).hostname or "").lower()
    return host in {"localhost", "127.0.0.1", "::1", "0.0.0.0"} or host.endswith(".localhost")


_ACTION_LABELS: dict[ErrorAction, str] = {
    ErrorAction.NONE: "",
    ErrorAction.OPEN_SETTINGS: QT_TRANSLATE_NOOP("ErrorText", "Open Settings…"),
    ErrorAction.CHOOSE_MODEL: QT_TRANSLATE_NOOP("ErrorText", "Choose a model…"),
    ErrorAction.RETRY: QT_TRANSLATE_NOOP("ErrorText", "Try again"),
    ErrorAction.NEW_CONVERSATION: QT_TRANSLATE_NOOP("ErrorText", "Start a new conversation"),
}

_WAIT = ""
"""Stands for the advice to wait (with the server's Retry-After when it sent one)."""

_WORDS: dict[ErrorKind, tuple[str, str, ErrorAction]] = {
    ErrorKind.AUTHENTICATION: (
        QT_TRANSLATE_NOOP("ErrorText", "The model provider did not accept the API key."),
        QT_TRANSLATE_NOOP("ErrorText", "Open Settings and enter a valid key for this provider."),
        ErrorAction.OPEN_SETTINGS,
    ),
    ErrorKind.PERMISSION: (
        QT_TRANSLATE_NOOP("ErrorText", "Your API key is not allowed to use this model."),
        QT_TRANSLATE_NOOP(
            "ErrorText", "Choose a model your account may use, or use a key with access to it."
        ),
        ErrorAction.CHOOSE_MODEL,
    ),
    ErrorKind.NOT_FOUND: (
        QT_TRANSLATE_NOOP("ErrorText", "The model provider does not know the chosen model."),
        QT_TRANSLATE_NOOP(
            "ErrorText", "Choose another model in Settings (or check the server address)."
        ),
        ErrorAction.CHOOSE_MODEL,
    ),
    ErrorKind.RATE_LIMITED: (
        QT_TRANSLATE_NOOP(
            "ErrorText", "The model provider is receiving too many requests from you right now."
        ),
        _WAIT,
        ErrorAction.RETRY,
    ),
    ErrorKind.SPEND_LIMIT: (
        QT_TRANSLATE_NOOP(
            "ErrorText", "Your account with the model provider has run out of credit or quota."
        ),
        QT_TRANSLATE_NOOP(
            "ErrorText", "Add credit or raise the limit on the provider's website, then try again."
        ),
        ErrorAction.RETRY,
    ),
    ErrorKind.OVERLOADED: (
        QT_TRANSLATE_NOOP("ErrorText", "The model is overloaded at the moment."),
        _WAIT,
        ErrorAction.RETRY,
    ),
    ErrorKind.CONTEXT_TOO_LONG: (
        QT_TRANSLATE_NOOP("ErrorText", "The conversation has grown too long for this model."),
        QT_TRANSLATE_NOOP(
            "ErrorText",
            "Start a new conversation, or choose a model with a larger context window in Settings.",
        ),
        ErrorAction.NEW_CONVERSATION,
    ),
    ErrorKind.BAD_REQUEST: (
        QT_TRANSLATE_NOOP("ErrorText", "The model provider refused the request as malformed."),
        QT_TRANSLATE_NOOP(
            "ErrorText",
            "The chosen model may not support tools; choose another model, or check the "
            "provider kind in Settings.",
        ),
        ErrorAction.CHOOSE_MODEL,
    ),
    ErrorKind.BAD_RESPONSE: (
        QT_TRANSLATE_NOOP("ErrorText", "The model sent a reply Quire could not understand."),
        QT_TRANSLATE_NOOP("ErrorText", "Try again; if it keeps happening, choose another model."),
        ErrorAction.RETRY,
    ),
    ErrorKind.SERVER: (
        QT_TRANSLATE_NOOP("ErrorText", "The model provider had an internal error."),
        QT_TRANSLATE_NOOP("ErrorText", "This is usually temporary: try again in a minute."),
        ErrorAction.RETRY,
    ),
    ErrorKind.NETWORK: (
        QT_TRANSLATE_NOOP("ErrorText", "Quire cannot connect to the model provider."),
        QT_TRANSLATE_NOOP(
            "ErrorText", "Check your internet connection and the server address in Settings."
        ),
        ErrorAction.RETRY,
    ),
    ErrorKind.TIMEOUT: (
        QT_TRANSLATE_NOOP("ErrorText", "The model provider took too long to answer."),
        QT_TRANSLATE_NOOP("ErrorText", "Try again in a moment."),
        ErrorAction.RETRY,
    ),
    ErrorKind.CANCELLED: (
        QT_TRANSLATE_NOOP("ErrorText", "You stopped the assistant."),
        #: Names the button “Keep going” (TurnView): quote it as the button reads.
        QT_TRANSLATE_NOOP("ErrorText", "Ask again or press Keep going when you are ready."),
        ErrorAction.NONE,
    ),
    ErrorKind.CONFIGURATION: (
        QT_TRANSLATE_NOOP(
            "ErrorText", "The assistant is not set up yet, or its settings are incomplete."
        ),
        QT_TRANSLATE_NOOP("ErrorText", "Open Settings to choose a provider and a model."),
        ErrorAction.OPEN_SETTINGS,
    ),
    ErrorKind.RESPONSE_TOO_LARGE: (
        QT_TRANSLATE_NOOP(
            "ErrorText", "The server's answer was too large, so Quire stopped reading it."
        ),
        QT_TRANSLATE_NOOP(
            "ErrorText",
            "Try again; if it keeps happening, check the server address in Settings.",
        ),
        ErrorAction.RETRY,
    ),
    ErrorKind.REDIRECTED: (
        QT_TRANSLATE_NOOP(
            "ErrorText", "The server sent Quire to another address (%1) instead of answering."
        ),
        QT_TRANSLATE_NOOP(
            "ErrorText",
            "Quire does not follow such redirects. If that address is right, enter it in "
            "Settings.",
        ),
        ErrorAction.OPEN_SETTINGS,
    ),
    ErrorKind.LOCAL_ONLY: (
        #: Names the setting “Local only” (LocalOnlyBadge): quote it as the screen reads.
        QT_TRANSLATE_NOOP(
            "ErrorText",
            "Local only is on, and %1 is not on this computer, so Quire sent it nothing.",
        ),
        #: Names the setting “Local only” (LocalOnlyBadge): quote it as the screen reads.
        QT_TRANSLATE_NOOP(
            "ErrorText",
            "Choose a model server on this computer in Settings, or turn Local only off there.",
        ),
        ErrorAction.OPEN_SETTINGS,
    ),
    ErrorKind.PRIVATE: (
        QT_TRANSLATE_NOOP(
            "ErrorText",
            "This request held private text from %1, so Quire did not send it to the model.",
        ),
        QT_TRANSLATE_NOOP(
            "ErrorText",
            "Private material stays on this computer. Ask without it, or use a model on this "
            "computer and let it read private material in Settings.",
        ),
        ErrorAction.OPEN_SETTINGS,
    ),
}
"""What each kind of failure says, and the button it offers (English; translated when shown)."""

_LOCAL_WORDS: dict[ErrorKind, tuple[str, str]] = {
    ErrorKind.NETWORK: (
        QT_TRANSLATE_NOOP("ErrorText", "Quire cannot connect to the local model server at %1."),
        QT_TRANSLATE_NOOP(
            "ErrorText",
            "Is the server (for example Ollama or LM Studio) running? Start it, or "
            "check the address in Settings, then try again.",
        ),
    ),
    ErrorKind.TIMEOUT: (
        QT_TRANSLATE_NOOP("ErrorText", "The local model server took too long to answer."),
        QT_TRANSLATE_NOOP(
            "ErrorText",
            "A large model on a small computer can be slow: try again, or choose a smaller model.",
        ),
    ),
}
"""Different words when the server is on this computer (a local model server)."""

_SETTINGS_ADVICE: dict[ErrorKind, str] = {
    ErrorKind.AUTHENTICATION: QT_TRANSLATE_NOOP(
        "ErrorText", "Enter a valid key for this provider above."
    ),
    ErrorKind.NOT_FOUND: QT_TRANSLATE_NOOP(
        "ErrorText", "Choose another model above (or check the server address)."
    ),
    ErrorKind.CONTEXT_TOO_LONG: QT_TRANSLATE_NOOP(
        "ErrorText", "Choose a model with a larger context window."
    ),
    ErrorKind.BAD_REQUEST: QT_TRANSLATE_NOOP(
        "ErrorText",
        "The chosen model may not support tools; choose another model, or check the "
        "provider above.",
    ),
    ErrorKind.NETWORK: QT_TRANSLATE_NOOP(
        "ErrorText", "Check your internet connection and the server address above."
    ),
    ErrorKind.CONFIGURATION: QT_TRANSLATE_NOOP(
        "ErrorText", "Choose a provider and a model above."
    ),
    #: Names the setting “Local only” (LocalOnlyBadge): quote it as the screen reads.
    ErrorKind.LOCAL_ONLY: QT_TRANSLATE_NOOP(
        "ErrorText", "Choose a model server on this computer, or untick Local only."
    ),
}
"""The advice shown inside the settings dialog itself, which must not send the writer to
Settings (they are there)."""

_SETTINGS_LOCAL_ADVICE = QT_TRANSLATE_NOOP(
    "ErrorText",
    "Is the server (for example Ollama or LM Studio) running? Start it, or check the "
    "address above.",
)

_INTERNAL_WORDS = (
    QT_TRANSLATE_NOOP("ErrorText", "Something went wrong inside Quire's assistant."),
    QT_TRANSLATE_NOOP(
        "ErrorText", "Try again; if it keeps happening, please report it with the details below."
    ),
)


def action_label(action: ErrorAction) -> str:
    """The translated caption of the button for ``action`` ("" for none)."""
    label = _ACTION_LABELS[action]
    return _tr(label) if label else ""


def describe_error(
    error: AgentError, *, base_url: str | None = None, in_settings: bool = False
) -> ErrorMessage:
    """Put ``error`` into words for the writer; ``base_url`` says which server was asked.
    ``in_settings``: the words are shown inside the settings dialog, so the advice points at
    its fields instead of at Settings."""
    text, advice, action = _words(error, base_url)
    if in_settings and error.kind in _SETTINGS_ADVICE:
        local = error.kind == ErrorKind.NETWORK and is_local_url(base_url)
        advice = _tr(_SETTINGS_LOCAL_ADVICE if local else _SETTINGS_ADVICE[error.kind])
    secondary = _second_action(error.kind, action)
    return ErrorMessage(
        kind=error.kind,
        text=text,
        advice=advice,
        action=action,
        action_label=action_label(action),
        detail=_detail(error),
        secondary=secondary,
        secondary_label=action_label(secondary),
    )


_SETTINGS_TOO = (ErrorKind.NETWORK, ErrorKind.TIMEOUT, ErrorKind.RESPONSE_TOO_LARGE)
"""Failures a retry may mend, or a change of settings (the server's address, say)."""


def _second_action(kind: ErrorKind, first: ErrorAction) -> ErrorAction:
    """The button beside ``first``: the settings next to Try again where they may be the
    cause, and Try again next to the settings (asks the question again once they are
    fixed, without retyping it)."""
    if first is ErrorAction.RETRY and kind in _SETTINGS_TOO:
        return ErrorAction.OPEN_SETTINGS
    if first in (ErrorAction.OPEN_SETTINGS, ErrorAction.CHOOSE_MODEL):
        return ErrorAction.RETRY
    return ErrorAction.NONE


def _words(error: AgentError, base_url: str | None) -> tuple[str, str, ErrorAction]:
    kind = error.kind
    if kind not in _WORDS:
        return _tr(_INTERNAL_WORDS[0]), _tr(_INTERNAL_WORDS[1]), ErrorAction.RETRY
    text, advice, action = _WORDS[kind]
    if kind in _LOCAL_WORDS and is_local_url(base_url):
        text, advice = _LOCAL_WORDS[kind]
    server = urlsplit(base_url).netloc if base_url else ""
    if kind in (ErrorKind.REDIRECTED, ErrorKind.LOCAL_ONLY, ErrorKind.PRIVATE):
        server = error.address or server or "?"
    translated_advice = _wait_advice(error.retry_after) if advice == _WAIT else _tr(advice)
    return _tr(text).replace("%1", server), translated_advice, action


def _wait_advice(retry_after: float | None) -> str:
    if retry_after is not None and retry_after > 0:
        seconds = max(1, round(retry_after))
        return ErrorText().wait_about(seconds)
    return QCoreApplication.translate("ErrorText", "Wait a minute, then try again.")


class ErrorText(QObject):
    """The messages with a count in them (lupdate finds plural forms only in ``self.tr``)."""

    def wait_about(self, seconds: int) -> str:
        return self.tr("Wait about %Ln seconds, then try again.", "", seconds)


def _detail(error: AgentError) -> str:
    parts = []
    if error.status is not None and not error.detail.startswith(f"HTTP {error.status}"):
        parts.append(f"HTTP {error.status}")
    if error.detail:
        parts.append(error.detail)
    return " · ".join(parts)


__all__ = ["ErrorAction", "ErrorMessage", "action_label", "describe_error", "is_local_url"]

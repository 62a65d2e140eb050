"""How much a question may send: the model's context window, the room kept for the answer,
and the prompt counted as the server counts it.

- :func:`choose_window`: the writer's setting, else what the server says (a local server is
  asked: see :mod:`~assistant.agent.providers.context_probe`), else the provider's default;
  a window the server fixes is never exceeded.
- :func:`reserve_for_output`: the room kept for the answer, at most a quarter of the window
  (a small window is not half spent on an answer that is rarely that long).
- :class:`PromptMeter`: the rough count of a prompt (about four characters a token),
  corrected by what the server reported for the last request it was sent.
- :class:`WindowFinder`: the window for a set-up provider, asked of the server once in a
  while, not for every question.
"""

from __future__ import annotations

import logging
import math
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from assistant.agent.config.settings import Settings
from assistant.agent.conversations.context import estimate_tokens
from assistant.agent.loop.messages import AiMessage, AiToolSpec
from assistant.agent.providers.base import HttpProvider
from assistant.agent.providers.context_probe import ServerContext, probe_context

log = logging.getLogger(__name__)

MIN_RESERVE = 256
RESERVE_SHARE = 4
"""At most 1/RESERVE_SHARE of the window is kept for the answer."""
ASK_AGAIN_AFTER = 120.0
"""Seconds a server's answer is trusted before it is asked again."""


class WindowSource(StrEnum):
    SETTINGS = "settings"
    """The writer set the window."""
    SERVER = "server"
    """The server said it."""
    DEFAULT = "default"
    """The provider's usual window (nothing else said)."""


@dataclass(frozen=True)
class ContextWindow:
    """The tokens a request may take in all, where that figure came from, and the model the
    server serves (by its own name, when it said)."""

    tokens: int
    source: WindowSource
    served_model: str = ""


def choose_window(settings: Settings, server: ServerContext | None = None) -> ContextWindow:
    """The context window for ``settings``, given what the server said (if anything)."""
    chosen = settings.context_window
    default = settings.preset.context_window
    model = server.model if server is not None else ""
    if server is None:
        if chosen:
            return ContextWindow(chosen, WindowSource.SETTINGS)
        return ContextWindow(default, WindowSource.DEFAULT)
    if server.window:
        if chosen and chosen < server.window:
            return ContextWindow(chosen, WindowSource.SETTINGS, model)
        return ContextWindow(server.window, WindowSource.SERVER, model)
    limit = server.limit or 0
    if chosen:
        return ContextWindow(min(chosen, limit) if limit else chosen, WindowSource.SETTINGS, model)
    if server.configured:
        tokens = min(server.configured, limit) if limit else server.configured
        return ContextWindow(tokens, WindowSource.SERVER, model)
    if limit and limit < default:
        return ContextWindow(limit, WindowSource.SERVER, model)
    return ContextWindow(default, WindowSource.DEFAULT, model)


def reserve_for_output(window: int, max_output_tokens: int | None) -> int:
    """The tokens kept free for the answer in a window of ``window`` tokens."""
    wanted = max_output_tokens or 1024
    return max(min(MIN_RESERVE, wanted), min(wanted, window // RESERVE_SHARE))


class PromptMeter:
    """Counts the tokens of a prompt: the rough estimate, scaled by how far it was from the
    server's own count of the last request to the same model. Safe from any thread."""

    MIN_RATIO, MAX_RATIO = 0.2, 3.0

    def __init__(self) -> None:
        self._ratios: dict[tuple[str, str], float] = {}
        self._lock = threading.Lock()

    def count(
        self, key: tuple[str, str], messages: Sequence[AiMessage], tools: Sequence[AiToolSpec]
    ) -> int:
        estimate = estimate_tokens(messages, tools)
        with self._lock:
            ratio = self._ratios.get(key, 1.0)
        return math.ceil(estimate * ratio)

    def learn(self, key: tuple[str, str], estimated: int, counted: int) -> None:
        """The server counted ``counted`` input tokens for a request estimated at
        ``estimated``."""
        if estimated <= 0 or counted <= 0:
            return
        ratio = min(self.MAX_RATIO, max(self.MIN_RATIO, counted / estimated))
        with self._lock:
            self._ratios[key] = ratio

    def ratio(self, key: tuple[str, str]) -> float:
        with self._lock:
            return self._ratios.get(key, 1.0)


class WindowFinder:
    """The context window of a provider as set up: its server asked at most every
    :data:`ASK_AGAIN_AFTER` seconds. Safe from any thread."""

    def __init__(self, *, ask_again_after: float = ASK_AGAIN_AFTER) -> None:
        self._ask_again_after = ask_again_after
        self._known: dict[tuple[str, str, str], tuple[float, ServerContext | None]] = {}
        self._lock = threading.Lock()

    def find(
        self, settings: Settings, provider: Any, *, cancel: Any | None = None
    ) -> ContextWindow:
        """The window for ``settings``; a local server is asked (once in a while) what it has.

        The window is also given to the provider, for a server that takes it with each
        request (Ollama), so every request of a run asks for the same."""
        main = getattr(provider, "primary", provider)  # the main model of a fallback chain
        window = choose_window(settings, self._server(settings, main, cancel))
        use = getattr(provider, "use_context_window", None)
        if callable(use):
            use(window.tokens)
        return window

    def _server(self, settings: Settings, provider: Any, cancel: Any) -> ServerContext | None:
        if not isinstance(provider, HttpProvider):
            return None
        key = (settings.provider, settings.effective_base_url, settings.effective_model)
        now = time.monotonic()
        with self._lock:
            known = self._known.get(key)
        if known is not None and now - known[0] < self._ask_again_after:
            return known[1]
        server = probe_context(provider, settings.provider, settings.effective_model,
                               cancel=cancel)  # fmt: skip
        if cancel is not None and getattr(cancel, "cancelled", False):
            return server  # a stopped probe says nothing worth keeping
        if server is not None:
            log.info("the %s server says: %s", settings.provider, server)
        with self._lock:
            self._known[key] = (now, server)
        return server


__all__ = [
    "ContextWindow",
    "PromptMeter",
    "WindowFinder",
    "WindowSource",
    "choose_window",
    "reserve_for_output",
]

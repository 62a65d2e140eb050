"""Fallback models: when the main model gives up, the next one of the writer's list answers.

The setting ``fallbacks`` lists them (see
:class:`~assistant.agent.config.settings.FallbackModel`). A :class:`FallbackProvider` asks
the main model; when its retries give up on a failure that another model need not share
(:data:`FALLS_BACK`: overloaded, rate limited, out of credit, a server error, the server out
of reach) before any of its answer was shown, the same request goes to the next model, and
the rest of the run stays with the model that answered. A refused request, a key the
provider rejects and a conversation too long for the context end the run as before: another
model would only hide them. Each switch is a :class:`ModelFellBack` event, which the panel
shows in the turn, the command line prints and the request log keeps.

Local only holds for every fallback: one that is not on this computer is refused before
anything is sent, with Local only's own error, and the next one is tried. So is a fallback
whose provider has no key.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from assistant.agent.config.settings import PRESETS, Settings, SettingsError
from assistant.agent.loop.events import AgentEvent
from assistant.agent.loop.messages import (
    AgentError,
    AiProvider,
    AiRequest,
    AiResponse,
    ErrorKind,
    ProviderError,
    TokenUsage,
)
from assistant.agent.providers.factory import make_provider
from assistant.agent.providers.local_only import check_local

log = logging.getLogger(__name__)

FALLS_BACK = frozenset(
    {
        ErrorKind.OVERLOADED,
        ErrorKind.RATE_LIMITED,
        ErrorKind.SPEND_LIMIT,
        ErrorKind.SERVER,
        ErrorKind.NETWORK,
    }
)
"""The failures, once the retries gave up, on which the next model is asked."""
PASSED_OVER = frozenset({ErrorKind.LOCAL_ONLY, ErrorKind.CONFIGURATION})
"""A model that cannot be asked here (Local only refuses it, its provider has no key): the
next one is asked."""


@dataclass(frozen=True)
class ModelRoute:
    """A model to ask: its provider's kind and its name ("" when the server chooses)."""

    provider: str
    model: str

    @property
    def label(self) -> str:
        """The model's name, else its provider's (a llama.cpp server names no model)."""
        if self.model:
            return self.model
        preset = PRESETS.get(self.provider)
        return preset.label if preset is not None else self.provider

    def to_json(self) -> dict[str, str]:
        return {"provider": self.provider, "model": self.model}

    @classmethod
    def from_json(cls, data: Any) -> ModelRoute | None:
        if not isinstance(data, Mapping):
            return None
        provider, model = data.get("provider"), data.get("model")
        if not isinstance(provider, str) or not isinstance(model, str):
            return None
        return cls(provider, model)


@dataclass(frozen=True)
class FellBack:
    """One switch of a turn's model: ``source`` gave up with ``reason`` (an HTTP ``status``
    when there was one), and the request went to ``target``."""

    source: ModelRoute
    reason: ErrorKind
    target: ModelRoute
    status: int | None = None

    def to_json(self) -> dict[str, Any]:
        """The switch as JSON data, as a kept conversation holds it (its fields' names)."""
        return {
            "source": self.source.to_json(),
            "reason": str(self.reason),
            "target": self.target.to_json(),
            "status": self.status,
        }

    @classmethod
    def from_json(cls, data: Any) -> FellBack | None:
        """A kept switch; None when it cannot be read (a turn always loads)."""
        if not isinstance(data, Mapping):
            return None
        source = ModelRoute.from_json(data.get("source"))
        target = ModelRoute.from_json(data.get("target"))
        try:
            reason = ErrorKind(str(data.get("reason")))
        except ValueError:
            return None
        status = data.get("status")
        if source is None or target is None:
            return None
        if not isinstance(status, int) or isinstance(status, bool):
            status = None
        return cls(source, reason, target, status)


@dataclass(frozen=True)
class ModelFellBack(AgentEvent):
    """The model asked gave up, and the same request goes to the next one; ``detail`` is
    the failure as the provider reported it (keys removed), for the request log."""

    fell_back: FellBack
    detail: str = ""

    def log_record(self) -> tuple[str, dict[str, Any]]:
        return "fallback", {**self.fell_back.to_json(), "detail": self.detail}


@dataclass(frozen=True)
class Candidate:
    """A model of the chain and the provider that asks it."""

    route: ModelRoute
    provider: AiProvider


class Unusable:
    """A fallback that cannot be asked here: every request fails with ``error``, and nothing
    is sent (Local only refused its server, or its provider has no key)."""

    stops_on_cancel = True

    def __init__(self, error: AgentError) -> None:
        self.error = error

    def complete(self, request: AiRequest, *, on_text=None, cancel=None) -> AiResponse:
        raise ProviderError(self.error)


class _Shown:
    """Passes a request's text on, and remembers whether any came (an answer begun is never
    asked of another model)."""

    def __init__(self, on_text: Callable[[str], None] | None) -> None:
        self.on_text = on_text
        self.any = False

    def __call__(self, delta: str) -> None:
        if delta:
            self.any = True
        if self.on_text is not None:
            self.on_text(delta)


class FallbackProvider:
    """The main model and its fallbacks as one provider; see the module doc. Anything else
    asked of it is the main model's (its configuration, its context window)."""

    def __init__(self, candidates: Sequence[Candidate]) -> None:
        if not candidates:
            raise ValueError("a fallback chain needs a main model")
        self.candidates = tuple(candidates)
        self._current = 0
        self._listeners: list[Callable[[AgentEvent], None]] = []
        self._lock = threading.Lock()

    @property
    def primary(self) -> AiProvider:
        """The main model's provider."""
        return self.candidates[0].provider

    @property
    def answering(self) -> ModelRoute:
        """The model asked now: the main one until it gave up."""
        return self.candidates[self._current].route

    @property
    def stops_on_cancel(self) -> bool:
        return all(
            getattr(candidate.provider, "stops_on_cancel", False) is True
            for candidate in self.candidates
        )

    def listen(self, listener: Callable[[AgentEvent], None]) -> Callable[[], None]:
        """Hear each :class:`ModelFellBack` (on the thread that made the request); returns
        the way to stop hearing them."""
        with self._lock:
            self._listeners.append(listener)

        def stop() -> None:
            with self._lock:
                if listener in self._listeners:
                    self._listeners.remove(listener)

        return stop

    def complete(
        self,
        request: AiRequest,
        *,
        on_text: Callable[[str], None] | None = None,
        cancel: Any | None = None,
    ) -> AiResponse:
        index = self._current
        spent = TokenUsage()
        while True:
            candidate = self.candidates[index]
            shown = _Shown(on_text)
            try:
                response = candidate.provider.complete(request, on_text=shown, cancel=cancel)
            except ProviderError as exc:
                spent = spent + exc.usage
                last = index + 1 >= len(self.candidates)
                stopped = cancel is not None and getattr(cancel, "cancelled", False)
                moves_on = exc.error.kind in FALLS_BACK or exc.error.kind in PASSED_OVER
                if shown.any or last or stopped or not moves_on:
                    raise ProviderError(exc.error, spent) from None
                index += 1
                self._current = index
                self._fell_back(candidate.route, exc.error, self.candidates[index].route)
                continue
            if not spent.is_empty:
                response = replace(response, usage=response.usage + spent)
            return response

    def _fell_back(self, source: ModelRoute, error: AgentError, target: ModelRoute) -> None:
        log.warning(
            "%s gave up (%s), asking %s instead", source.label, error.kind, target.label
        )
        event = ModelFellBack(FellBack(source, error.kind, target, error.status), error.detail)
        with self._lock:
            listeners = list(self._listeners)
        for listener in listeners:
            try:
                listener(event)
            except Exception:
                log.exception("reporting a fallback failed")

    def use_context_window(self, tokens: int) -> None:
        """The window fitted for the main model (a fallback keeps its own)."""
        use = getattr(self.primary, "use_context_window", None)
        if callable(use):
            use(tokens)

    @property
    def api_keys(self) -> tuple[str, ...]:
        """The keys of every model of the chain, never to be written anywhere."""
        keys = []
        for candidate in self.candidates:
            key = getattr(getattr(candidate.provider, "config", None), "api_key", None)
            if isinstance(key, str) and key:
                keys.append(key)
        return tuple(keys)

    def close(self) -> None:
        for candidate in self.candidates:
            close = getattr(candidate.provider, "close", None)
            if callable(close):
                try:
                    close()
                except Exception:
                    log.exception("closing a fallback's provider failed")

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_") or name == "candidates":
            raise AttributeError(name)
        return getattr(self.candidates[0].provider, name)


def with_fallbacks(
    provider: AiProvider, settings: Settings, env: Mapping[str, str] | None = None
) -> AiProvider:
    """``provider`` (the main model of ``settings``) followed by the fallbacks the settings
    list, their keys looked up in ``env`` as the main model's is; ``provider`` itself when
    there are none. A fallback that is the main model, or one listed before, is left out."""
    main = ModelRoute(settings.provider, settings.effective_model)
    candidates = [Candidate(main, provider)]
    seen = {(settings.provider, settings.effective_base_url, settings.effective_model)}
    for fallback in settings.fallback_models:
        chosen = settings.for_fallback(fallback)
        where = (chosen.provider, chosen.effective_base_url, chosen.effective_model)
        if where in seen:
            continue
        seen.add(where)
        route = ModelRoute(chosen.provider, chosen.effective_model)
        candidates.append(Candidate(route, _fallback_provider(chosen, env)))
    return FallbackProvider(candidates) if len(candidates) > 1 else provider


def _fallback_provider(settings: Settings, env: Mapping[str, str] | None) -> AiProvider:
    """The provider of one fallback, or an :class:`Unusable` one saying why it cannot be."""
    try:
        if settings.local_only:
            check_local(settings.effective_base_url)
        return make_provider(settings, env=env)
    except ProviderError as exc:
        log.info("the fallback %s cannot be asked: %s", settings.effective_model, exc)
        return Unusable(exc.error)
    except SettingsError as exc:
        return Unusable(AgentError(ErrorKind.CONFIGURATION, f"settings: {exc}"))


__all__ = [
    "FALLS_BACK",
    "PASSED_OVER",
    "Candidate",
    "FallbackProvider",
    "FellBack",
    "ModelFellBack",
    "ModelRoute",
    "Unusable",
    "with_fallbacks",
]

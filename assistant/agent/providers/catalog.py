"""Model listing and a cheap connection check for each provider kind.

Both are one GET of the server's model list (no tokens spent). The blocking versions suit
the command line and worker threads; the ``async`` versions take the GUI's
``httpx.AsyncClient`` (run on the Qt event loop through qasync).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import httpx

from assistant.agent.messages import AgentError, ProviderError
from assistant.agent.providers.base import HttpProvider, ModelInfo
from assistant.agent.providers.errors import bad_response, classify_error, error_from_exception
from assistant.agent.providers.factory import make_provider
from assistant.agent.settings import WIRE_OLLAMA, Settings

LIST_TIMEOUT = httpx.Timeout(15.0, connect=5.0)


@dataclass(frozen=True)
class ConnectionCheck:
    """The outcome of a connection check. ``model_available`` is None when no model is set."""

    ok: bool
    models: tuple[ModelInfo, ...] = ()
    model_available: bool | None = None
    error: AgentError | None = None


def model_available(settings: Settings, models: tuple[ModelInfo, ...]) -> bool | None:
    """Whether the chosen model is among ``models`` (Ollama's ``:latest`` tag implied)."""
    wanted = settings.effective_model
    if not wanted:
        return None
    ids = {model.id for model in models}
    if settings.wire == WIRE_OLLAMA and ":" not in wanted:
        return wanted in ids or f"{wanted}:latest" in ids
    return wanted in ids


def list_models(
    settings: Settings,
    *,
    api_key: str | None = None,
    env: Mapping[str, str] | None = None,
    client: httpx.Client | None = None,
) -> list[ModelInfo]:
    """The models the configured server offers; raises ``ProviderError``."""
    provider = make_provider(settings, api_key=api_key, env=env, client=client)
    try:
        return provider.list_models()
    finally:
        provider.close()


def check_connection(
    settings: Settings,
    *,
    api_key: str | None = None,
    env: Mapping[str, str] | None = None,
    client: httpx.Client | None = None,
) -> ConnectionCheck:
    """Reach the server, list its models and see whether the chosen one is there."""
    try:
        models = tuple(list_models(settings, api_key=api_key, env=env, client=client))
    except ProviderError as exc:
        return ConnectionCheck(ok=False, error=exc.error)
    return ConnectionCheck(True, models, model_available(settings, models))


async def list_models_async(
    settings: Settings,
    client: httpx.AsyncClient,
    *,
    api_key: str | None = None,
    env: Mapping[str, str] | None = None,
) -> list[ModelInfo]:
    """:func:`list_models` on an ``httpx.AsyncClient``; raises ``ProviderError``."""
    provider = make_provider(settings, api_key=api_key, env=env)
    secrets = provider.session.secrets
    try:
        response = await client.get(
            provider.models_url(), headers=provider.headers(), timeout=LIST_TIMEOUT
        )
    except httpx.HTTPError as exc:
        raise ProviderError(error_from_exception(exc, secrets=secrets)) from None
    if response.status_code >= 400:
        raise ProviderError(
            classify_error(
                response.status_code, response.content, response.headers, secrets=secrets
            )
        )
    try:
        data = response.json()
    except ValueError as exc:
        raise bad_response(f"the model list is not JSON: {exc}") from None
    return provider.parse_models_checked(data)


async def check_connection_async(
    settings: Settings,
    client: httpx.AsyncClient,
    *,
    api_key: str | None = None,
    env: Mapping[str, str] | None = None,
) -> ConnectionCheck:
    """:func:`check_connection` on an ``httpx.AsyncClient``."""
    try:
        models = tuple(await list_models_async(settings, client, api_key=api_key, env=env))
    except ProviderError as exc:
        return ConnectionCheck(ok=False, error=exc.error)
    return ConnectionCheck(True, models, model_available(settings, models))


__all__ = [
    "ConnectionCheck",
    "HttpProvider",
    "check_connection",
    "check_connection_async",
    "list_models",
    "list_models_async",
    "model_available",
]

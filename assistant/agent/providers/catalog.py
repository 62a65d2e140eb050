"""Model listing and a cheap connection check for each provider kind.

Both are one GET of the server's model list (no tokens spent). The blocking versions suit
the command line and worker threads; the ``async`` versions take the GUI's
``httpx.AsyncClient`` (run on the Qt event loop through qasync).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass

import httpx

from assistant.agent.config.settings import WIRE_OLLAMA, Settings
from assistant.agent.loop.messages import AgentError, ProviderError
from assistant.agent.providers.base import HttpProvider, ModelInfo
from assistant.agent.providers.bounded import ACCEPT_ENCODING, MAX_ANSWER_BYTES, read_async
from assistant.agent.providers.errors import bad_response, classify_error, error_from_exception
from assistant.agent.providers.factory import make_provider
from assistant.agent.providers.local_only import (
    check_local,
    hold_to_this_computer,
    unheld_client,
)
from assistant.agent.providers.streaming import ERROR_BODY_LIMIT

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


async def fetch_models_async(
    client: httpx.AsyncClient, provider: HttpProvider
) -> list[ModelInfo]:
    """The models ``provider``'s server offers, asked on ``client``; raises ``ProviderError``.

    Held to the same rules as every other request: Local only, no redirect followed (so no
    header goes anywhere else), the answer read within its size limits, keys redacted. With
    Local only the request goes on a client of its own, which connects to this computer's
    addresses only (``client`` is shared, and may not be held so).
    """
    session = provider.session
    if session.local_only:
        check_local(provider.models_url())
        async with httpx.AsyncClient(trust_env=False, follow_redirects=False) as own:
            if not hold_to_this_computer(own):
                raise unheld_client()
            return await _fetch_models(own, provider)
    return await _fetch_models(client, provider)


async def _fetch_models(client: httpx.AsyncClient, provider: HttpProvider) -> list[ModelInfo]:
    session = provider.session
    url = provider.models_url()
    secrets = session.secrets
    headers = {**provider.headers(), "accept-encoding": ACCEPT_ENCODING}
    try:
        async with client.stream(
            "GET", url, headers=headers, timeout=LIST_TIMEOUT, follow_redirects=False
        ) as response:
            encoding = response.headers.get("content-encoding", "")
            if 300 <= response.status_code < 400:
                raise ProviderError(session.redirect_error(response))
            failed = response.status_code >= 400
            limit = ERROR_BODY_LIMIT if failed else MAX_ANSWER_BYTES
            body = await read_async(response.aiter_raw(), encoding, limit, cut=failed)
    except httpx.HTTPError as exc:
        raise ProviderError(error_from_exception(exc, secrets=secrets)) from None
    if response.status_code >= 400:
        raise ProviderError(
            classify_error(response.status_code, body, response.headers, secrets=secrets)
        )
    try:
        data = json.loads(body.decode(response.charset_encoding or "utf-8", "replace"))
    except RecursionError:
        raise bad_response("the model list is nested too deeply to read") from None
    except ValueError as exc:
        raise bad_response(f"the model list is not JSON: {exc}") from None
    return provider.parse_models_checked(data)


async def list_models_async(
    settings: Settings,
    client: httpx.AsyncClient,
    *,
    api_key: str | None = None,
    env: Mapping[str, str] | None = None,
) -> list[ModelInfo]:
    """:func:`list_models` on an ``httpx.AsyncClient``; raises ``ProviderError``."""
    return await fetch_models_async(client, make_provider(settings, api_key=api_key, env=env))


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
    "fetch_models_async",
    "list_models",
    "list_models_async",
    "model_available",
]

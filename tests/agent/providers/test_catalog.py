"""Model listing and the connection check, blocking and on an httpx.AsyncClient."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import ErrorKind, ProviderError
from assistant.agent.providers import (
    check_connection,
    check_connection_async,
    list_models,
    list_models_async,
)
from tests.agent.providers.loopback import LoopbackServer, json_reply
from tests.agent.providers.wires import API_KEY

LISTS = {
    "openai": ("/v1", "/v1/models", {"data": [{"id": "gpt-x"}, {"id": "gpt-y"}]}, "gpt-x"),
    "anthropic": ("", "/v1/models?limit=1000", {"data": [{"id": "claude-x"}]}, "claude-x"),
    "ollama": ("", "/api/tags", {"models": [{"name": "qwen3:latest"}]}, "qwen3"),
}


@pytest.mark.parametrize("kind", list(LISTS))
def test_listing_and_check_for_each_kind(kind: str) -> None:
    suffix, path, body, model = LISTS[kind]
    with LoopbackServer() as server:
        server.add(json_reply(200, body), json_reply(200, body), json_reply(200, body))
        settings = Settings(provider=kind, base_url=server.url + suffix, model=model)
        listed = list_models(settings, api_key=API_KEY)
        check = check_connection(settings, api_key=API_KEY)
        missing = check_connection(settings.with_overrides(model="not-there"), api_key=API_KEY)
    assert listed and listed[0].id.startswith(model)
    assert check.ok and check.model_available is True and check.error is None
    assert missing.ok and missing.model_available is False
    assert [request.path for request in server.requests] == [path] * 3
    assert all(request.method == "GET" for request in server.requests)


@pytest.mark.parametrize("kind", list(LISTS))
def test_async_listing_and_check(kind: str) -> None:
    suffix, _path, body, model = LISTS[kind]

    async def run(settings: Settings) -> tuple[list, object]:
        async with httpx.AsyncClient() as client:
            listed = await list_models_async(settings, client, api_key=API_KEY)
            check = await check_connection_async(settings, client, api_key=API_KEY)
        return listed, check

    with LoopbackServer() as server:
        server.add(json_reply(200, body), json_reply(200, body))
        settings = Settings(provider=kind, base_url=server.url + suffix, model=model)
        listed, check = asyncio.run(run(settings))
    assert listed[0].id.startswith(model)
    assert check.ok and check.model_available is True  # type: ignore[attr-defined]
    headers = server.requests[0].headers
    assert API_KEY in headers.get("authorization", "") + headers.get("x-api-key", "")


def test_check_reports_a_refused_key() -> None:
    with LoopbackServer() as server:
        server.add(json_reply(401, {"error": {"message": "invalid x-api-key"}}))
        settings = Settings(provider="anthropic", base_url=server.url)
        check = check_connection(settings, api_key=API_KEY)
    assert not check.ok
    assert check.error is not None and check.error.kind is ErrorKind.AUTHENTICATION


def test_async_check_reports_an_unreachable_server() -> None:
    async def run() -> object:
        async with httpx.AsyncClient() as client:
            settings = Settings(provider="llamacpp", base_url="http://127.0.0.1:9/v1")
            return await check_connection_async(settings, client)

    check = asyncio.run(run())
    assert not check.ok  # type: ignore[attr-defined]
    assert check.error.kind is ErrorKind.NETWORK  # type: ignore[attr-defined]


def test_a_provider_that_needs_a_key_says_so_before_any_request() -> None:
    with pytest.raises(ProviderError) as excinfo:
        list_models(Settings(provider="openrouter"), env={})
    assert excinfo.value.error.kind is ErrorKind.CONFIGURATION
    assert "OPENROUTER_API_KEY" in excinfo.value.error.detail


def test_no_model_chosen_means_availability_unknown() -> None:
    with LoopbackServer() as server:
        server.add(json_reply(200, {"data": [{"id": "local"}]}))
        check = check_connection(Settings(provider="llamacpp", base_url=server.url + "/v1"))
    assert check.ok and check.model_available is None

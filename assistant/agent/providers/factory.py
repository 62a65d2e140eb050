"""Build the provider the settings describe."""

from __future__ import annotations

from collections.abc import Mapping
from urllib.parse import urlparse

import httpx

from assistant.agent.config.secrets import (
    OVERRIDE_ENV,
    PROVIDER_ENV,
    get_api_key,
    key_env_names,
    override_ignored,
)
from assistant.agent.config.settings import WIRE_ANTHROPIC, WIRE_OLLAMA, Settings, validate
from assistant.agent.loop.messages import ErrorKind, ProviderError
from assistant.agent.providers.anthropic import AnthropicProvider
from assistant.agent.providers.base import HttpProvider, ProviderConfig
from assistant.agent.providers.httplog import HttpLog
from assistant.agent.providers.ollama import OllamaProvider
from assistant.agent.providers.openai_compat import OpenAICompatProvider
from assistant.agent.providers.retry import RetryPolicy
from assistant.agent.providers.streaming import Timeouts

_EXTRA_HEADERS: dict[str, tuple[tuple[str, str], ...]] = {
    "openrouter": (("X-Title", "Quire"),),
}


def provider_config(
    settings: Settings,
    api_key: str | None,
    *,
    retry: RetryPolicy | None = None,
    timeouts: Timeouts | None = None,
) -> ProviderConfig:
    """The connection details for ``settings`` with ``api_key``."""
    return ProviderConfig(
        base_url=settings.effective_base_url,
        model=settings.effective_model,
        api_key=api_key or None,
        temperature=settings.temperature,
        max_output_tokens=settings.max_output_tokens,
        context_window=settings.effective_context_window,
        extra_headers=_EXTRA_HEADERS.get(settings.provider, ()),
        timeouts=timeouts or Timeouts(read=settings.read_timeout, deadline=settings.deadline),
        retry=retry or RetryPolicy(),
        local_only=settings.local_only,
    )


def resolve_api_key(
    settings: Settings, api_key: str | None = None, env: Mapping[str, str] | None = None
) -> str | None:
    """The key to use: the one given, else the keyring or environment; an error when a
    provider that needs one has none."""
    key = api_key or get_api_key(settings.provider, env)
    if not key and settings.preset.needs_key:
        own = key_env_names(settings.provider)[1:]
        names = " or ".join(
            [*own, f"{OVERRIDE_ENV} with {PROVIDER_ENV}={settings.provider}"]
        )
        unused = (
            f" ({OVERRIDE_ENV} is set but names no provider, or another one, so it is not "
            f"sent to {settings.preset.label})"
            if override_ignored(settings.provider, env)
            else ""
        )
        raise ProviderError.of(
            ErrorKind.CONFIGURATION,
            f"no API key for {settings.preset.label}: store one in the system keyring "
            f"or set {names}{unused}",
        )
    return key


def make_provider(
    settings: Settings,
    *,
    api_key: str | None = None,
    env: Mapping[str, str] | None = None,
    http_log: HttpLog | None = None,
    client: httpx.Client | None = None,
    retry: RetryPolicy | None = None,
    timeouts: Timeouts | None = None,
) -> HttpProvider:
    """The provider for ``settings`` (validated first; the key looked up when not given)."""
    validate(settings)
    key = resolve_api_key(settings, api_key, env)
    return provider_for(
        settings, key, http_log=http_log, client=client, retry=retry, timeouts=timeouts
    )


def provider_for(
    settings: Settings,
    api_key: str | None,
    *,
    http_log: HttpLog | None = None,
    client: httpx.Client | None = None,
    retry: RetryPolicy | None = None,
    timeouts: Timeouts | None = None,
) -> HttpProvider:
    """The provider for ``settings`` with exactly ``api_key`` (nothing looked up, nothing
    validated: the settings dialog tests what the writer typed), logging raw HTTP with the
    key redacted when the settings say so."""
    config = provider_config(settings, api_key, retry=retry, timeouts=timeouts)
    if http_log is None and settings.http_log_path:
        http_log = HttpLog(settings.http_log_path, secrets=(api_key,) if api_key else ())
    return provider_from_config(settings, config, http_log=http_log, client=client)


def provider_from_config(
    settings: Settings,
    config: ProviderConfig,
    *,
    http_log: HttpLog | None = None,
    client: httpx.Client | None = None,
) -> HttpProvider:
    """The provider speaking ``settings``' wire format with ``config``, without validation."""
    if settings.wire == WIRE_ANTHROPIC:
        return AnthropicProvider(config, http_log=http_log, client=client)
    if settings.wire == WIRE_OLLAMA:
        return OllamaProvider(config, http_log=http_log, client=client)
    host = urlparse(config.base_url).hostname or ""
    field = "max_completion_tokens" if host == "api.openai.com" else "max_tokens"
    return OpenAICompatProvider(config, max_tokens_field=field, http_log=http_log, client=client)

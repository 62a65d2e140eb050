"""Providers: real models over HTTP (OpenAI-compatible, Anthropic, Ollama), with httpx only."""

from __future__ import annotations

from assistant.agent.providers.anthropic import AnthropicProvider
from assistant.agent.providers.base import HttpProvider, ModelInfo, ProviderConfig
from assistant.agent.providers.catalog import (
    ConnectionCheck,
    check_connection,
    check_connection_async,
    list_models,
    list_models_async,
)
from assistant.agent.providers.factory import make_provider, resolve_api_key
from assistant.agent.providers.httplog import HttpLog
from assistant.agent.providers.ollama import OllamaProvider
from assistant.agent.providers.openai_compat import OpenAICompatProvider
from assistant.agent.providers.retry import RetryPolicy
from assistant.agent.providers.streaming import Timeouts

__all__ = [
    "AnthropicProvider",
    "ConnectionCheck",
    "HttpLog",
    "HttpProvider",
    "ModelInfo",
    "OllamaProvider",
    "OpenAICompatProvider",
    "ProviderConfig",
    "RetryPolicy",
    "Timeouts",
    "check_connection",
    "check_connection_async",
    "list_models",
    "list_models_async",
    "make_provider",
    "resolve_api_key",
]

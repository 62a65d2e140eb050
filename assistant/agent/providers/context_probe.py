"""Asking a local model server how large its context window is, and which model it serves.

A local server says it where it can: llama.cpp's server in ``/props`` (or ``/slots``), LM
Studio in ``/api/v0/models``, Ollama in ``/api/show``. Each probe is one short request
through the provider's own session (so Local only, the HTTP log and Stop hold), never
retried; a server that does not answer, or answers something else, simply says nothing.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from typing import Any

from assistant.agent.loop.messages import ProviderError
from assistant.agent.providers.base import HttpProvider, as_int, model_name
from assistant.agent.providers.retry import RetryPolicy
from assistant.agent.providers.streaming import read_json

log = logging.getLogger(__name__)

PROBE_DEADLINE = 5.0
"""Seconds a probe may take in all."""
NO_RETRY = RetryPolicy(max_retries=0)

LLAMA_CPP = "llamacpp"
LM_STUDIO = "lmstudio"
OLLAMA = "ollama"
PROBED_KINDS = (LLAMA_CPP, LM_STUDIO, OLLAMA)
"""The provider kinds whose servers say their context size."""


@dataclass(frozen=True)
class ServerContext:
    """What a server said about the context a request gets.

    ``window``: the tokens one request gets now, fixed by the server (llama.cpp's context per
    slot, LM Studio's loaded context length). ``limit``: the most the model can take, when
    the window is the client's to choose (Ollama's ``num_ctx``) or not loaded yet.
    ``configured``: the window the server's model file sets (Ollama's ``num_ctx``).
    ``model``: the model the server serves, by its own name.
    """

    window: int | None = None
    limit: int | None = None
    configured: int | None = None
    model: str = ""

    @property
    def says_anything(self) -> bool:
        return bool(self.window or self.limit or self.configured or self.model)


def probe_context(
    provider: HttpProvider, kind: str, model: str, *, cancel: Any | None = None
) -> ServerContext | None:
    """Ask the server behind ``provider`` (of provider ``kind``) about its context; None when
    it is not a kind that says, or it did not say."""
    try:
        if kind == LLAMA_CPP:
            found = _llama_cpp(provider, cancel)
        elif kind == LM_STUDIO:
            found = _lm_studio(provider, model, cancel)
        elif kind == OLLAMA:
            found = _ollama(provider, model, cancel)
        else:
            return None
    except ProviderError as error:
        log.info("the %s server did not say its context size: %s", kind, error.error.kind)
        return None
    return found if found is not None and found.says_anything else None


def server_root(base_url: str) -> str:
    """The server's address without the ``/v1`` of its OpenAI-compatible API."""
    root = base_url.rstrip("/")
    return root[: -len("/v1")] if root.endswith("/v1") else root


def _get(provider: HttpProvider, url: str, cancel: Any | None, body: Any | None = None) -> Any:
    return provider.session.request(
        "POST" if body is not None else "GET",
        url,
        headers=provider.headers(),
        body=body,
        cancel=cancel,
        read=read_json,
        retry=NO_RETRY,
        deadline=PROBE_DEADLINE,
    )


def _llama_cpp(provider: HttpProvider, cancel: Any | None) -> ServerContext | None:
    root = server_root(provider.config.base_url)
    try:
        props = _get(provider, root + "/props", cancel)
    except ProviderError:
        props = None
    window, model = None, ""
    if isinstance(props, dict):
        settings = props.get("default_generation_settings")
        if isinstance(settings, dict):
            window = as_int(settings.get("n_ctx")) or None
        window = window or as_int(props.get("n_ctx")) or None
        model = _file_model(props.get("model_alias")) or _file_model(props.get("model_path"))
    if window is None:
        slots = _get(provider, root + "/slots", cancel)
        if isinstance(slots, list) and slots and isinstance(slots[0], dict):
            window = as_int(slots[0].get("n_ctx")) or None
    return ServerContext(window=window, model=model)


def _file_model(value: Any) -> str:
    """A model's name from its file path (``/models/Qwen2.5-7B-Q4_K_M.gguf``)."""
    name = model_name(value)
    name = re.split(r"[\\/]", name)[-1]
    return re.sub(r"(-\d{5}-of-\d{5})?\.gguf$", "", name, flags=re.IGNORECASE)


def _lm_studio(provider: HttpProvider, model: str, cancel: Any | None) -> ServerContext | None:
    listing = _get(provider, server_root(provider.config.base_url) + "/api/v0/models", cancel)
    items = listing.get("data") if isinstance(listing, dict) else None
    if not isinstance(items, list):
        return None
    entries = [item for item in items if isinstance(item, dict)]
    chosen = [e for e in entries if e.get("id") == model] if model else []
    if not chosen:  # no model named: the one loaded answers
        chosen = [
            e for e in entries if e.get("state") == "loaded" and e.get("type") != "embeddings"
        ]
    if not chosen:
        return None
    entry = next((e for e in chosen if e.get("state") == "loaded"), chosen[0])
    loaded = entry.get("state") == "loaded"
    return ServerContext(
        window=(as_int(entry.get("loaded_context_length")) or None) if loaded else None,
        limit=as_int(entry.get("max_context_length")) or None,
        model=model_name(entry.get("id")),
    )


_NUM_CTX = re.compile(r"^\s*num_ctx\s+(\d+)\s*$", re.MULTILINE)


def _ollama(provider: HttpProvider, model: str, cancel: Any | None) -> ServerContext | None:
    if not model:
        return None
    shown = _get(provider, provider.config.url("api/show"), cancel, body={"model": model})
    if not isinstance(shown, dict):
        return None
    limit = None
    info = shown.get("model_info")
    if isinstance(info, dict):
        lengths = [as_int(v) for k, v in info.items() if str(k).endswith(".context_length")]
        limit = max(lengths, default=0) or None
    configured = None
    parameters = shown.get("parameters")
    if isinstance(parameters, str):
        match = _NUM_CTX.search(parameters)
        configured = int(match.group(1)) if match else None
    return ServerContext(limit=limit, configured=configured, model=model)


__all__ = [
    "LLAMA_CPP",
    "LM_STUDIO",
    "OLLAMA",
    "PROBED_KINDS",
    "ServerContext",
    "probe_context",
    "server_root",
]

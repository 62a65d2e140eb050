"""Finding a model to talk to: local model servers on their default ports.

With no provider configured, the app asks :func:`detect_local_servers` whether Ollama, LM
Studio or a llama.cpp server is running on this computer, and offers each one it finds (with
its models) in one click. The probes are short and run concurrently on whatever asyncio loop
calls them (the app's is qasync's, on the Qt event loop), so nothing waits while nobody
answers.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from dataclasses import dataclass

import httpx

log = logging.getLogger(__name__)

PROBE_TIMEOUT = httpx.Timeout(3.0, connect=2.0)
"""Generous for a server on this computer: the probes run on the app's event loop, which a
busy moment (a large project opening, say) can hold up for a while, and a timeout that
expired meanwhile would report a running server as absent. A port where nothing listens
still answers at once."""


@dataclass(frozen=True)
class ServerCandidate:
    """Where a kind of local model server listens by default, and how to recognise it."""

    provider: str
    """The provider preset to use for it (a key of the settings' presets)."""
    name: str
    root: str
    """Scheme, host and port, without a path."""
    models_path: str
    """A GET that lists the server's models: Ollama's ``/api/tags`` or ``/v1/models``."""
    api_path: str = "/v1"
    """What to add to ``root`` for the provider's base URL."""


OLLAMA = ServerCandidate("ollama", "Ollama", "http://127.0.0.1:11434", "/api/tags", "")
LM_STUDIO = ServerCandidate("lmstudio", "LM Studio", "http://127.0.0.1:1234", "/v1/models")
LLAMA_CPP = ServerCandidate("llamacpp", "llama.cpp server", "http://127.0.0.1:8080", "/v1/models")

DEFAULT_CANDIDATES: tuple[ServerCandidate, ...] = (OLLAMA, LM_STUDIO, LLAMA_CPP)


@dataclass(frozen=True)
class LocalServer:
    """A model server found running on this computer."""

    candidate: ServerCandidate
    models: tuple[str, ...]

    @property
    def provider(self) -> str:
        return self.candidate.provider

    @property
    def name(self) -> str:
        return self.candidate.name

    @property
    def base_url(self) -> str:
        return self.candidate.root + self.candidate.api_path


async def probe(client: httpx.AsyncClient, candidate: ServerCandidate) -> LocalServer | None:
    """The server at ``candidate`` if it answers its model listing, else None."""
    url = candidate.root + candidate.models_path
    try:
        response = await client.get(url, timeout=PROBE_TIMEOUT)
    except httpx.HTTPError as exc:
        log.debug("no %s at %s: %s", candidate.name, url, exc)
        return None
    if response.status_code != 200:
        log.debug("%s at %s answered %s", candidate.name, url, response.status_code)
        return None
    try:
        models = parse_model_list(response.json())
    except ValueError:
        log.debug("%s at %s sent something that is not a model list", candidate.name, url)
        return None
    return LocalServer(candidate, models)


def parse_model_list(payload: object) -> tuple[str, ...]:
    """Model names from an Ollama ``/api/tags`` or an OpenAI-style ``/v1/models`` body.

    Raises ValueError when the body is neither.
    """
    if isinstance(payload, dict):
        if isinstance(payload.get("models"), list):  # Ollama
            items, key = payload["models"], "name"
        elif isinstance(payload.get("data"), list):  # OpenAI-compatible
            items, key = payload["data"], "id"
        else:
            raise ValueError("no model list")
        names = []
        for item in items:
            if isinstance(item, dict):
                name = item.get(key) or item.get("model") or item.get("id")
                if isinstance(name, str) and name:
                    names.append(name)
        return tuple(names)
    raise ValueError("no model list")


async def detect_local_servers(
    client: httpx.AsyncClient, candidates: Sequence[ServerCandidate] = DEFAULT_CANDIDATES
) -> list[LocalServer]:
    """Every candidate that answers, in the order given; all probed at once."""
    found = await asyncio.gather(*(probe(client, c) for c in candidates))
    return [server for server in found if server is not None]


__all__ = [
    "DEFAULT_CANDIDATES",
    "LM_STUDIO",
    "OLLAMA",
    "LocalServer",
    "ServerCandidate",
    "detect_local_servers",
    "parse_model_list",
    "probe",
]

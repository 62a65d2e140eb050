"""API keys: kept in the system keyring (service ``quire``), never in a file Quire writes.

Lookup order: ``QUIRE_API_KEY`` (an explicit override, for scripting), then the keyring
entry for the provider kind, then the provider's usual variable (``OPENAI_API_KEY``,
``ANTHROPIC_API_KEY``, ``OPENROUTER_API_KEY``). A machine without a usable keyring backend
just falls back to the environment. Keys are never logged.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass

import keyring
import keyring.errors

from assistant.agent.settings import PRESETS

log = logging.getLogger(__name__)

SERVICE = "quire"
OVERRIDE_ENV = "QUIRE_API_KEY"


class SecretStoreError(Exception):
    """The keyring could not store or remove a key (no backend, locked, refused)."""


@dataclass(frozen=True)
class ApiKey:
    """A key and where it came from (``env:NAME`` or ``keyring``); the value never in repr."""

    value: str
    source: str

    def __repr__(self) -> str:
        return f"ApiKey(source={self.source!r})"


def key_env_names(provider: str) -> tuple[str, ...]:
    """The environment variables consulted for ``provider``, in order."""
    preset = PRESETS.get(provider)
    names = [OVERRIDE_ENV]
    if preset is not None and preset.key_env:
        names.append(preset.key_env)
    return tuple(names)


def read_keyring(provider: str) -> str | None:
    """The stored key for ``provider``, or None (also when the keyring is unusable)."""
    try:
        return keyring.get_password(SERVICE, provider) or None
    except Exception as exc:  # no backend, a locked or broken one: fall back quietly
        log.info("keyring unavailable (%s); using the environment", type(exc).__name__)
        return None


def find_api_key(provider: str, env: Mapping[str, str] | None = None) -> ApiKey | None:
    """The key to use for ``provider``, and its source; None when there is none."""
    env = os.environ if env is None else env
    if env.get(OVERRIDE_ENV):
        return ApiKey(env[OVERRIDE_ENV], f"env:{OVERRIDE_ENV}")
    stored = read_keyring(provider)
    if stored:
        return ApiKey(stored, "keyring")
    for name in key_env_names(provider)[1:]:
        if env.get(name):
            return ApiKey(env[name], f"env:{name}")
    return None


def get_api_key(provider: str, env: Mapping[str, str] | None = None) -> str | None:
    found = find_api_key(provider, env)
    return found.value if found else None


def store_api_key(provider: str, key: str) -> None:
    """Keep ``key`` for ``provider`` in the system keyring."""
    if not key:
        raise ValueError("empty API key")
    try:
        keyring.set_password(SERVICE, provider, key)
    except Exception as exc:
        raise SecretStoreError(
            f"cannot store the key in the system keyring: {type(exc).__name__}"
        ) from None


def delete_api_key(provider: str) -> bool:
    """Forget the stored key; False when there was none."""
    try:
        keyring.delete_password(SERVICE, provider)
    except keyring.errors.PasswordDeleteError:
        return False
    except Exception as exc:
        raise SecretStoreError(
            f"cannot remove the key from the system keyring: {type(exc).__name__}"
        ) from None
    return True

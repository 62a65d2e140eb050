"""API keys: kept in the system keyring (service ``quire``), never in a file Quire writes.

**A key is only ever sent to the provider it was set for.** Each place a key can come from
names its provider:

- ``QUIRE_API_KEY`` belongs to the provider named with it: ``QUIRE_PROVIDER``, or when that
  is not set, the command line's ``--provider`` for that run (see :func:`naming_provider`).
  Set alone it names no provider and is used for none (:func:`override_ignored` says so);
- a keyring entry and a key kept for this session are stored under their provider's kind;
- ``OPENAI_API_KEY``, ``ANTHROPIC_API_KEY`` and ``OPENROUTER_API_KEY`` name theirs.

Lookup order for a provider: ``QUIRE_API_KEY`` when it names that provider, then a key kept
for this session (typed in the app when the keyring could not store it), then the keyring,
then the provider's own variable. A machine without a usable keyring backend falls back to
the others. Keys are never logged.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass

import keyring
import keyring.errors

from assistant.agent.config.settings import PRESETS
from assistant.world.redaction import remember_secret

log = logging.getLogger(__name__)

SERVICE = "quire"
OVERRIDE_ENV = "QUIRE_API_KEY"
PROVIDER_ENV = "QUIRE_PROVIDER"

_session_keys: dict[str, str] = {}
"""Keys the writer gave for this run of Quire only (the keyring could not keep them)."""


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
    """The environment variables that can hold ``provider``'s key, in order (``QUIRE_API_KEY``
    only together with ``QUIRE_PROVIDER`` naming it)."""
    preset = PRESETS.get(provider)
    names = [OVERRIDE_ENV]
    if preset is not None and preset.key_env:
        names.append(preset.key_env)
    return tuple(names)


def naming_provider(
    provider: str | None, env: Mapping[str, str] | None = None
) -> Mapping[str, str]:
    """The environment as seen by one run that names ``provider`` itself (the command line's
    ``--provider``): there ``QUIRE_API_KEY`` belongs to that provider, unless
    ``QUIRE_PROVIDER`` already says whose key it is."""
    env = os.environ if env is None else env
    if not provider or env.get(PROVIDER_ENV, "").strip():
        return env
    return {**env, PROVIDER_ENV: provider}


def override_applies(provider: str, env: Mapping[str, str] | None = None) -> bool:
    """True when ``QUIRE_API_KEY`` is set for ``provider`` (``QUIRE_PROVIDER`` names it)."""
    env = os.environ if env is None else env
    return bool(env.get(OVERRIDE_ENV)) and env.get(PROVIDER_ENV, "").strip() == provider


def override_ignored(provider: str, env: Mapping[str, str] | None = None) -> bool:
    """True when ``QUIRE_API_KEY`` is set but not for ``provider``, so it is not used."""
    env = os.environ if env is None else env
    return bool(env.get(OVERRIDE_ENV)) and not override_applies(provider, env)


def read_keyring(provider: str) -> str | None:
    """The stored key for ``provider``, or None (also when the keyring is unusable)."""
    try:
        return keyring.get_password(SERVICE, provider) or None
    except Exception as exc:  # no backend, a locked or broken one: fall back quietly
        log.info("keyring unavailable (%s); using the environment", type(exc).__name__)
        return None


def find_api_key(provider: str, env: Mapping[str, str] | None = None) -> ApiKey | None:
    """The key to use for ``provider``, and its source; None when there is none. Only keys
    set for ``provider`` are considered (see the module doc)."""
    found = _find_api_key(provider, os.environ if env is None else env)
    if found is not None:
        remember_secret(found.value)  # redacted from everything Quire writes down
    return found


def _find_api_key(provider: str, env: Mapping[str, str]) -> ApiKey | None:
    if override_applies(provider, env):
        return ApiKey(env[OVERRIDE_ENV], f"env:{OVERRIDE_ENV}")
    kept = _session_keys.get(provider)
    if kept:
        return ApiKey(kept, "session")
    stored = read_keyring(provider)
    if stored:
        return ApiKey(stored, "keyring")
    for name in key_env_names(provider)[1:]:
        if env.get(name):
            return ApiKey(env[name], f"env:{name}")
    return None


def keep_for_session(provider: str, key: str) -> None:
    """Use ``key`` for ``provider`` until Quire quits (when the keyring cannot store it)."""
    if not key:
        raise ValueError("empty API key")
    remember_secret(key)
    _session_keys[provider] = key


def forget_session_key(provider: str | None = None) -> None:
    """Drop the session key of ``provider`` (of every provider when None)."""
    if provider is None:
        _session_keys.clear()
    else:
        _session_keys.pop(provider, None)


def get_api_key(provider: str, env: Mapping[str, str] | None = None) -> str | None:
    found = find_api_key(provider, env)
    return found.value if found else None


def store_api_key(provider: str, key: str) -> None:
    """Keep ``key`` for ``provider`` in the system keyring."""
    if not key:
        raise ValueError("empty API key")
    remember_secret(key)
    try:
        keyring.set_password(SERVICE, provider, key)
    except Exception as exc:
        raise SecretStoreError(
            f"cannot store the key in the system keyring: {type(exc).__name__}"
        ) from None


def delete_api_key(provider: str) -> bool:
    """Forget the stored key (and the one kept for this session); False when there was none."""
    had_session_key = _session_keys.pop(provider, None) is not None
    try:
        keyring.delete_password(SERVICE, provider)
    except keyring.errors.PasswordDeleteError:
        return had_session_key
    except Exception as exc:
        if had_session_key:
            return True
        raise SecretStoreError(
            f"cannot remove the key from the system keyring: {type(exc).__name__}"
        ) from None
    return True

"""API keys: keyring first (after an explicit override), then the usual variables."""

from __future__ import annotations

import keyring
import keyring.errors
import pytest

from assistant.agent.secrets import (
    SERVICE,
    SecretStoreError,
    delete_api_key,
    find_api_key,
    get_api_key,
    store_api_key,
)


def test_keyring_then_vendor_variable(isolated_user_config) -> None:
    env = {"OPENAI_API_KEY": "sk-env"}
    assert get_api_key("openai", env) == "sk-env"
    store_api_key("openai", "sk-stored")
    assert isolated_user_config.passwords[(SERVICE, "openai")] == "sk-stored"
    found = find_api_key("openai", env)
    assert found is not None and (found.value, found.source) == ("sk-stored", "keyring")
    assert "sk-stored" not in repr(found)
    assert get_api_key("openai", {**env, "QUIRE_API_KEY": "sk-override"}) == "sk-override"
    assert get_api_key("anthropic", {"ANTHROPIC_API_KEY": "a"}) == "a"
    assert get_api_key("anthropic", {"OPENAI_API_KEY": "o"}) is None
    assert delete_api_key("openai")
    assert not delete_api_key("openai")
    assert get_api_key("openai", {}) is None


class BrokenKeyring(keyring.backend.KeyringBackend):
    priority = 1  # type: ignore[assignment]

    def get_password(self, service: str, username: str) -> str | None:
        raise keyring.errors.NoKeyringError("no backend")

    def set_password(self, service: str, username: str, password: str) -> None:
        raise keyring.errors.PasswordSetError("locked")

    def delete_password(self, service: str, username: str) -> None:
        raise keyring.errors.KeyringLocked("locked")


def test_without_a_usable_keyring_the_environment_still_works() -> None:
    keyring.set_keyring(BrokenKeyring())
    assert get_api_key("anthropic", {"ANTHROPIC_API_KEY": "sk-ant"}) == "sk-ant"
    assert get_api_key("anthropic", {}) is None
    with pytest.raises(SecretStoreError, match="cannot store the key"):
        store_api_key("anthropic", "sk-ant-secret")
    with pytest.raises(SecretStoreError) as excinfo:
        delete_api_key("anthropic")
    assert "sk-ant" not in str(excinfo.value)

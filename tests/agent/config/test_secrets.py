"""API keys: keyring first (after an explicit override), then the usual variables."""

from __future__ import annotations

import keyring
import keyring.errors
import pytest

from assistant.agent.config.secrets import (
    SERVICE,
    SecretStoreError,
    delete_api_key,
    find_api_key,
    forget_session_key,
    get_api_key,
    keep_for_session,
    naming_provider,
    override_ignored,
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
    named = {**env, "QUIRE_API_KEY": "sk-override", "QUIRE_PROVIDER": "openai"}
    assert get_api_key("openai", named) == "sk-override"
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


def test_quire_api_key_goes_only_to_the_provider_named_with_it() -> None:
    alone = {"QUIRE_API_KEY": "sk-local-server"}
    for provider in ("openai", "anthropic", "openrouter", "ollama", "openai-compatible"):
        assert get_api_key(provider, alone) is None
        assert override_ignored(provider, alone)
    named = {**alone, "QUIRE_PROVIDER": "openai-compatible"}
    assert get_api_key("openai-compatible", named) == "sk-local-server"
    assert get_api_key("openai", named) is None  # another provider still never gets it
    assert not override_ignored("openai-compatible", named)
    assert override_ignored("openai", named)
    # the command line's --provider names it for that run, as QUIRE_PROVIDER does
    assert get_api_key("anthropic", naming_provider("anthropic", alone)) == "sk-local-server"
    assert get_api_key("openai", naming_provider("anthropic", alone)) is None
    assert naming_provider(None, alone) is alone
    anthropics = {**alone, "QUIRE_PROVIDER": "anthropic"}  # whose key it is, said already
    assert get_api_key("openai", naming_provider("openai", anthropics)) is None


def test_a_key_kept_for_the_session_is_used_and_forgotten() -> None:
    keyring.set_keyring(BrokenKeyring())
    keep_for_session("openai", "sk-session")
    found = find_api_key("openai", {"OPENAI_API_KEY": "sk-env"})
    assert found is not None and (found.value, found.source) == ("sk-session", "session")
    assert get_api_key("anthropic", {}) is None  # kept for its provider only
    assert delete_api_key("openai")  # Forget key forgets it even without a keyring
    assert get_api_key("openai", {}) is None
    keep_for_session("openai", "sk-session")
    forget_session_key()
    assert get_api_key("openai", {}) is None

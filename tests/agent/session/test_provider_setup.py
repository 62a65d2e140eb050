"""One way from the settings to a provider, for the app and the command line: overrides, the
key checks, and every problem as one structured setup problem."""

from __future__ import annotations

import pytest

from assistant.agent.act.approval import ApprovalPolicy
from assistant.agent.config.settings import Settings, save_settings, settings_path
from assistant.agent.loop.messages import ErrorKind
from assistant.agent.session.provider_setup import (
    Overrides,
    SetupProblem,
    is_configured,
    load_setup,
)

KEY = "sk-setup-test-0123456789"


def test_the_settings_file_and_the_overrides_make_the_provider(monkeypatch):
    save_settings(Settings(provider="lmstudio", model="qwen", approval_policy="every"))
    setup = load_setup()
    assert setup.model == "qwen" and setup.base_url == "http://localhost:1234/v1"
    assert setup.approval_policy is ApprovalPolicy.EVERY
    overridden = load_setup(
        overrides=Overrides(
            provider="ollama", model="llama3", max_steps=3, approval_policy=ApprovalPolicy.NONE
        )
    )
    assert overridden.settings.provider == "ollama" and overridden.model == "llama3"
    assert overridden.max_steps == 3 and overridden.approval_policy is ApprovalPolicy.NONE
    assert overridden.base_url == "http://localhost:11434"  # the old provider's URL is dropped
    setup.close()
    overridden.close()


def test_a_provider_that_needs_a_key_without_one_is_a_setup_problem(monkeypatch):
    save_settings(Settings(provider="anthropic"))
    with pytest.raises(SetupProblem) as problem:
        load_setup()
    assert problem.value.error.kind is ErrorKind.CONFIGURATION
    assert "no API key for Anthropic" in problem.value.error.detail
    monkeypatch.setenv("QUIRE_API_KEY", KEY)  # alone it names no provider: not Anthropic's
    with pytest.raises(SetupProblem, match="QUIRE_API_KEY is set but names no provider"):
        load_setup()
    monkeypatch.setenv("QUIRE_PROVIDER", "anthropic")
    setup = load_setup()
    assert setup.secrets == (KEY,)
    setup.close()
    monkeypatch.delenv("QUIRE_PROVIDER")
    setup = load_setup(overrides=Overrides(provider="anthropic"))  # --provider names it too
    assert setup.secrets == (KEY,)
    setup.close()


def test_settings_that_do_not_validate_are_a_setup_problem():
    with pytest.raises(SetupProblem, match="not an http"):
        load_setup(overrides=Overrides(provider="ollama", base_url="localhost:11434"))
    with pytest.raises(SetupProblem, match="max_steps"):
        load_setup(overrides=Overrides(provider="lmstudio", model="m", max_steps=500))


def test_configured_once_a_file_or_the_environment_names_a_provider(monkeypatch):
    assert not is_configured()
    monkeypatch.setenv("QUIRE_PROVIDER", "ollama")
    assert is_configured()
    monkeypatch.delenv("QUIRE_PROVIDER")
    save_settings(Settings(provider="ollama", model="llama3"))
    assert settings_path().exists() and is_configured()

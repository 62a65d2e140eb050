"""Settings: presets, the TOML file, environment overrides and validation."""

from __future__ import annotations

import dataclasses
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

from assistant.agent.config.settings import (
    ADDRESS_PROBLEMS,
    PRESETS,
    AddressProblem,
    ModelPrice,
    Settings,
    SettingsError,
    address_problem,
    load_settings,
    read_settings_file,
    save_settings,
    settings_path,
)


def test_every_preset_is_valid_with_a_model() -> None:
    for kind, preset in PRESETS.items():
        settings = Settings(provider=kind, model=preset.model or "some-model")
        settings.validated()
        assert settings.effective_base_url.startswith("http")
        assert settings.effective_context_window == preset.context_window
        assert settings.wire in ("openai", "anthropic", "ollama")


def test_defaults_when_there_is_no_file() -> None:
    settings = load_settings({"QUIRE_CONFIG_DIR": "/nonexistent/quire"})
    assert settings == Settings()


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    env = {"QUIRE_CONFIG_DIR": str(tmp_path)}
    chosen = Settings(
        provider="ollama",
        model="qwen3:8b",
        temperature=0.4,
        context_window=32768,
        max_steps=12,
        language="de",
    )
    path = save_settings(chosen, settings_path(env))
    assert load_settings(env) == chosen
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert data["provider"] == "ollama"
    assert not any("key" in name for name in data if name != "max_output_tokens")


def test_environment_overrides_the_file(tmp_path: Path) -> None:
    env = {"QUIRE_CONFIG_DIR": str(tmp_path)}
    save_settings(
        Settings(provider="ollama", model="llama3.1", base_url="http://box:11434"),
        settings_path(env),
    )
    same_provider = load_settings({**env, "QUIRE_MODEL": "qwen3"})
    assert (same_provider.model, same_provider.base_url) == ("qwen3", "http://box:11434")
    other = load_settings({**env, "QUIRE_PROVIDER": "anthropic"})
    assert other.provider == "anthropic"
    assert other.base_url == ""  # the Ollama URL does not carry over to another provider
    assert other.effective_model == PRESETS["anthropic"].model
    moved = load_settings({**env, "QUIRE_BASE_URL": "http://gpu:11434"})
    assert moved.effective_base_url == "http://gpu:11434"


@pytest.mark.parametrize(
    ("settings", "fragment"),
    [
        (Settings(provider="gemini"), "unknown provider 'gemini'"),
        (Settings(provider="ollama"), "no model chosen for Ollama"),
        (Settings(base_url="localhost:8080"), "not an http(s) URL"),
        (Settings(temperature=3.0), "temperature must be between 0 and 2"),
        (Settings(max_output_tokens=0), "max_output_tokens"),
        (Settings(context_window=100), "context_window must be at least 512"),
        (Settings(max_steps=0), "max_steps must be between 1 and 100"),
        (Settings(deadline=0), "must be positive"),
    ],
)
def test_validation_messages(settings: Settings, fragment: str) -> None:
    with pytest.raises(SettingsError) as excinfo:
        settings.validated()
    assert fragment in str(excinfo.value)


@pytest.mark.parametrize(
    ("address", "problem"),
    [
        ("http://localhost:11434", None),
        ("https://api.openai.com/v1", None),
        ("http://127.0.0.1:8080/v1/", None),
        ("http://[::1]:1234/v1", None),
        ("http://gpu-box.local:8000/v1", None),
        ("http://ollama_host:11434", None),
        ("http://bücher.example/v1", None),
        # a question pasted into the field, on its own and after a good address
        ("Who is Mára?", AddressProblem.SPACES),
        ("http://localhost:11434Who is Mára?", AddressProblem.SPACES),
        ("http://localhost:11434/v1?who=mara", AddressProblem.QUERY),
        ("http://localhost:1234/v1#models", AddressProblem.QUERY),
        ("localhost:11434", AddressProblem.NOT_HTTP),
        ("ftp://localhost", AddressProblem.NOT_HTTP),
        ("http://", AddressProblem.NO_HOST),
        ("http://:8080", AddressProblem.NO_HOST),
        ("http://localhost:port/v1", AddressProblem.BAD_PORT),
        ("http://localhost:99999", AddressProblem.BAD_PORT),
        ("http://localhost:0", AddressProblem.BAD_PORT),
        ("http://who.is.mára?.now", AddressProblem.QUERY),
        ("http://who!is/v1", AddressProblem.BAD_HOST),
        ("http://-bad-.example", AddressProblem.BAD_HOST),
        ("http://user:sk-secret@host/v1", AddressProblem.CREDENTIALS),
        ("http://local\nhost", AddressProblem.SPACES),
    ],
)
def test_server_addresses_are_checked(address: str, problem: AddressProblem | None) -> None:
    assert address_problem(address) == problem
    if problem is not None:
        with pytest.raises(SettingsError, match=re.escape(ADDRESS_PROBLEMS[problem])):
            Settings(provider="ollama", model="m", base_url=address).validated()


def test_llamacpp_needs_no_model() -> None:
    Settings(provider="llamacpp").validated()


def test_file_errors_are_clear(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('provider = "ollama"\nmodel = [1\n', encoding="utf-8")
    with pytest.raises(SettingsError, match="not valid TOML"):
        load_settings(path=path, env={})
    path.write_text('provider = "ollama"\nmodel = "m"\nmax_steps = "ten"\n', encoding="utf-8")
    with pytest.raises(SettingsError, match="max_steps must be a whole number"):
        load_settings(path=path, env={})
    path.write_text('provider = "openai"\napi_key = "sk-abc"\n', encoding="utf-8")
    with pytest.raises(SettingsError, match="API keys do not belong in the settings file"):
        load_settings(path=path, env={})


def test_unknown_keys_are_ignored(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('provider = "llamacpp"\ntheme = "dark"\n', encoding="utf-8")
    assert load_settings(path=path, env={}).provider == "llamacpp"
    assert "unknown setting 'theme'; it is ignored" in caplog.text


def test_overrides_from_the_command_line() -> None:
    base = Settings(provider="ollama", model="llama3.1")
    assert base.with_overrides(model="qwen3").model == "qwen3"
    switched = base.with_overrides(provider="lmstudio", base_url="http://x:1234/v1")
    assert (switched.provider, switched.model, switched.base_url) == (
        "lmstudio",
        "",
        "http://x:1234/v1",
    )


# Values that a field's type alone does not make valid; every other field gets another
# value of its own type.
_VALID_ELSEWHERE = {
    "provider": "anthropic",
    "base_url": "http://127.0.0.1:9999/v1",
    "approval_policy": "every",
    "language": "de",
    "currency": "€",
    "context_window": 32_000,
    "turn_budget_tokens": 50_000,
    "fallbacks": ("anthropic/claude-haiku-4-5", "ollama/qwen2.5:7b http://gpu-box:11434"),
}


def _another_value(item: dataclasses.Field[Any]) -> Any:
    if item.name == "prices":
        return (ModelPrice("writer-model", 1.5, 0.25, 6.0), ModelPrice("other", 2.0, None, 8.0))
    if item.name in _VALID_ELSEWHERE:
        return _VALID_ELSEWHERE[item.name]
    default = item.default
    if isinstance(default, bool):
        return not default
    if default is None or isinstance(default, float):
        return 0.5 if default is None else default + 1.5
    if isinstance(default, int):
        return default + 7
    if isinstance(default, str):
        return "chosen-by-the-writer"
    raise AssertionError(f"no test value for the setting {item.name}")


@pytest.mark.parametrize("item", dataclasses.fields(Settings), ids=lambda item: item.name)
def test_every_setting_survives_a_save_and_the_next_start(
    tmp_path: Path, item: dataclasses.Field[Any]
) -> None:
    value = _another_value(item)
    assert value != getattr(Settings(), item.name)
    chosen = dataclasses.replace(Settings(), **{item.name: value})
    path = save_settings(chosen, tmp_path / "settings.toml")
    assert getattr(read_settings_file(path), item.name) == value
    assert read_settings_file(path) == chosen


def test_saving_keeps_the_writers_comments_and_writes_only_what_differs(tmp_path: Path) -> None:
    """What the Settings dialog does: load, change one thing, save."""
    from dataclasses import replace as changed

    path = tmp_path / "settings.toml"
    path.write_text(
        "# my local setup — keep this note\n"
        'provider = "ollama"\nmodel = "qwen3"\n'
        "\n"
        "# the laptop's server\n"
        'base_url = "http://127.0.0.1:11434"  # not the desktop\n',
        encoding="utf-8",
    )
    settings = load_settings(env={}, path=path)
    save_settings(changed(settings, max_steps=settings.max_steps + 3), path)
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# my local setup — keep this note\nprovider = \"ollama\"\nmodel")
    assert "# the laptop's server\n" in text and "# not the desktop" in text
    assert f"max_steps = {settings.max_steps + 3}" in text
    assert len([line for line in text.splitlines() if "=" in line]) == 4  # no defaults added
    assert load_settings(env={}, path=path).max_steps == settings.max_steps + 3

"""Configuration that says what is wrong: a malformed yes-or-no in the environment is an
error, the limits can be set from the environment and are checked as the file's are, a key
of the settings file Quire does not know is named with the closest known one, and the
fallbacks setting is read and checked."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.agent.config.settings import (
    ENV_LIMITS,
    FallbackModel,
    Settings,
    SettingsError,
    UnknownSetting,
    apply_env,
    environment_problem,
    load_settings,
    load_settings_checked,
    local_only_forced,
    save_settings,
)


@pytest.mark.parametrize("value", ["maybe", "2", "enabled", "ja"])
def test_a_local_only_value_that_is_neither_yes_nor_no_is_an_error(value: str) -> None:
    with pytest.raises(SettingsError) as raised:
        load_settings(env={"QUIRE_LOCAL_ONLY": value}, path=Path("/nonexistent/settings.toml"))
    assert str(raised.value) == (
        f"QUIRE_LOCAL_ONLY must be a yes (1, true, yes, on) or a no (0, false, no, off), "
        f"not {value!r} (it can only turn Local only on)"
    )
    assert local_only_forced({"QUIRE_LOCAL_ONLY": value})  # meanwhile the lock holds


@pytest.mark.parametrize(
    ("value", "on"), [("1", True), ("TRUE", True), (" on ", True), ("no", False), ("", False)]
)
def test_yes_and_no_are_read_in_any_case(value: str, on: bool) -> None:
    assert apply_env(Settings(), {"QUIRE_LOCAL_ONLY": value}).local_only is on
    assert apply_env(Settings(local_only=True), {"QUIRE_LOCAL_ONLY": value}).local_only


def test_the_limits_can_be_set_from_the_environment() -> None:
    env = {
        "QUIRE_MAX_STEPS": "3",
        "QUIRE_MAX_OUTPUT_TOKENS": "2_000",
        "QUIRE_READ_TIMEOUT": "30",
        "QUIRE_DEADLINE": "120.5",
        "QUIRE_TURN_BUDGET_TOKENS": "0",
    }
    settings = apply_env(Settings(turn_budget_tokens=5_000), env)
    assert (settings.max_steps, settings.max_output_tokens) == (3, 2_000)
    assert (settings.read_timeout, settings.deadline) == (30.0, 120.5)
    assert settings.turn_budget_tokens == 0
    assert {limit.variable for limit in ENV_LIMITS} == set(env)


@pytest.mark.parametrize(
    ("variable", "value", "form"),
    [
        ("QUIRE_MAX_STEPS", "1.5", "a whole number of rounds from 1 to 100"),
        ("QUIRE_MAX_STEPS", "500", "a whole number of rounds from 1 to 100"),
        ("QUIRE_MAX_OUTPUT_TOKENS", "lots", "a whole number of tokens from 1 to 1000000"),
        ("QUIRE_READ_TIMEOUT", "-5", "a number of seconds above 0, such as 120"),
        ("QUIRE_DEADLINE", "soon", "a number of seconds above 0, such as 900"),
        ("QUIRE_DEADLINE", "inf", "a number of seconds above 0, such as 900"),
        (
            "QUIRE_TURN_BUDGET_TOKENS", "50",
            "0 (no budget) or a whole number of tokens from 100 to 100000000",
        ),
    ],
)  # fmt: skip
def test_a_bad_limit_names_the_variable_and_the_form_it_wants(
    variable: str, value: str, form: str
) -> None:
    with pytest.raises(SettingsError) as raised:
        apply_env(Settings(), {variable: value})
    assert str(raised.value) == f"{variable} must be {form}, not {value!r}"
    problem = environment_problem({variable: value})
    assert problem is not None and str(problem) == str(raised.value)
    assert environment_problem({}) is None


def test_an_unknown_key_is_named_with_the_closest_known_one(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text(
        'provider = "ollama"\nmodel = "qwen3"\nmax_stepz = 3\ncolour_theme = "dark"\n'
        '[prices."gpt-4o"]\ninptu = 1.0\n',
        encoding="utf-8",
    )
    settings, unknown = load_settings_checked(env={}, path=path)
    assert settings.max_steps == Settings().max_steps  # a typo is not read as the setting
    assert unknown == (
        UnknownSetting("max_stepz", "max_steps", str(path)),
        UnknownSetting("colour_theme", "", str(path)),
        UnknownSetting('prices.gpt-4o.inptu', "prices.gpt-4o.input", str(path)),
    )
    assert str(unknown[0]) == (
        f"{path}: unknown setting 'max_stepz' (did you mean 'max_steps'?); it is ignored"
    )
    assert str(unknown[1]) == f"{path}: unknown setting 'colour_theme'; it is ignored"


@pytest.mark.parametrize(
    ("entry", "read"),
    [
        ("gpt-4o-mini", FallbackModel("", "gpt-4o-mini")),
        ("anthropic/claude-haiku-4-5", FallbackModel("anthropic", "claude-haiku-4-5")),
        ("openrouter/openai/gpt-4o", FallbackModel("openrouter", "openai/gpt-4o")),
        ("meta-llama/llama-3", FallbackModel("", "meta-llama/llama-3")),
        ("llamacpp", FallbackModel("llamacpp", "")),
        (
            "ollama/qwen2.5:7b  http://gpu-box:11434",
            FallbackModel("ollama", "qwen2.5:7b", "http://gpu-box:11434"),
        ),
    ],
)
def test_fallback_entries_are_read_as_written(entry: str, read: FallbackModel) -> None:
    assert FallbackModel.parse(entry) == read
    assert FallbackModel.parse(str(read)) == read


def test_a_fallback_of_the_same_provider_keeps_its_address_another_starts_afresh() -> None:
    main = Settings(provider="ollama", model="big", base_url="http://gpu:11434",
                    context_window=32_000, fallbacks=("small", "openai/gpt-4o-mini"))  # fmt: skip
    same, other = (main.for_fallback(f) for f in main.fallback_models)
    assert (same.provider, same.model, same.effective_base_url) == (
        "ollama", "small", "http://gpu:11434"
    )
    assert same.context_window == 32_000 and same.fallbacks == ()
    assert (other.provider, other.effective_base_url) == ("openai", "https://api.openai.com/v1")
    assert other.context_window == 0


@pytest.mark.parametrize(
    ("fallbacks", "fragment"),
    [
        (("ollama",), "fallbacks: 'ollama' names no model for Ollama; write ollama/MODEL"),
        (("ollama/m http://gpu box",), "is not of the form provider/model"),
        (("ollama/m localhost:11434",), "the address 'localhost:11434' is not an http(s) URL"),
        (("a", "b", "c", "d", "e", "f"), "fallbacks: at most 5 models, not 6"),
    ],
)
def test_fallbacks_that_cannot_work_are_named(fallbacks, fragment: str) -> None:
    with pytest.raises(SettingsError) as raised:
        Settings(provider="openai", fallbacks=fallbacks).validated()
    assert fragment in str(raised.value)


def test_switching_provider_drops_the_fallbacks_of_the_old_one() -> None:
    settings = Settings(provider="anthropic", fallbacks=("claude-haiku-4-5", "ollama/qwen3"))
    assert settings.with_overrides(provider="openai").fallbacks == ("ollama/qwen3",)
    assert settings.with_overrides(model="claude-opus-4").fallbacks == settings.fallbacks


def test_fallbacks_in_the_file_must_be_a_list_of_strings(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('fallbacks = "gpt-4o-mini"\n', encoding="utf-8")
    with pytest.raises(SettingsError, match="fallbacks must be a list of strings"):
        load_settings(env={}, path=path)


def test_settings_holding_a_yes_or_no_can_be_saved_again(tmp_path: Path) -> None:
    """Local only turned on and saved, then the settings saved again (the dialog's Save)."""
    path = tmp_path / "settings.toml"
    save_settings(Settings(local_only=True, review_changes=False), path)
    save_settings(Settings(local_only=True, review_changes=True, max_steps=3), path)
    saved = load_settings(env={}, path=path)
    assert (saved.local_only, saved.review_changes, saved.max_steps) == (True, True, 3)

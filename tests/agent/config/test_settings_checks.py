"""Configuration that says what is wrong, and settings that can always be saved again."""

from __future__ import annotations

from pathlib import Path

from assistant.agent.config.settings import Settings, load_settings, save_settings


def test_settings_holding_a_yes_or_no_can_be_saved_again(tmp_path: Path) -> None:
    """Local only turned on and saved, then the settings saved again (the dialog's Save)."""
    path = tmp_path / "settings.toml"
    save_settings(Settings(local_only=True, review_changes=False), path)
    save_settings(Settings(local_only=True, review_changes=True, max_steps=3), path)
    saved = load_settings(env={}, path=path)
    assert (saved.local_only, saved.review_changes, saved.max_steps) == (True, True, 3)

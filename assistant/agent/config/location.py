"""Where Quire keeps its settings, and the one setting the window needs before it is drawn:
the writer's language.

Kept apart from :mod:`assistant.agent.config.settings`, whose dataclasses and checks the start
does not need: ``quire-gui`` reads the language from here and the rest of the settings once
its window is painted.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

import platformdirs

APP_NAME = "quire"
SETTINGS_FILE = "settings.toml"


def config_dir(env: Mapping[str, str] | None = None) -> Path:
    """The folder holding Quire's settings (``QUIRE_CONFIG_DIR`` overrides it)."""
    env = os.environ if env is None else env
    override = env.get("QUIRE_CONFIG_DIR")
    if override:
        return Path(override).expanduser()
    return Path(platformdirs.user_config_dir(APP_NAME))


def settings_path(env: Mapping[str, str] | None = None) -> Path:
    return config_dir(env) / SETTINGS_FILE


def stored_language(path: Path) -> str:
    """The language the settings file at ``path`` names ("" when it names none, or cannot be
    read). A mistake in another setting does not change the window's language: the settings
    dialog says what it is."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return ""
    import tomllib  # only when there is a file

    try:
        language = tomllib.loads(text).get("language", "")
    except tomllib.TOMLDecodeError:
        return ""
    return language if isinstance(language, str) else ""

"""Where the settings are kept, and the language the window is drawn in before they are read."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.agent.config.location import config_dir, settings_path, stored_language
from assistant.agent.config.settings import Settings, read_settings_file, save_settings


def test_config_dir_follows_quire_config_dir(tmp_path: Path) -> None:
    assert config_dir({"QUIRE_CONFIG_DIR": str(tmp_path)}) == tmp_path
    assert settings_path({"QUIRE_CONFIG_DIR": str(tmp_path)}) == tmp_path / "settings.toml"


def test_the_language_is_the_one_the_settings_read(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    save_settings(Settings(language="de", model="m"), path)
    assert stored_language(path) == read_settings_file(path).language == "de"
    save_settings(Settings(model="m"), path)  # the system's language
    assert stored_language(path) == read_settings_file(path).language == ""


@pytest.mark.parametrize(
    "content",
    [
        None,  # no file yet
        b"language = \"fr\n",  # not TOML
        b"language = 5\n",
        b"[language]\ncode = \"fr\"\n",
        b"language = \"fr\xff\"\n",  # not UTF-8
        b"\x00\x01\x02",
    ],
)
def test_a_file_that_names_no_language_gives_the_systems(tmp_path: Path, content) -> None:
    path = tmp_path / "settings.toml"
    if content is not None:
        path.write_bytes(content)
    assert stored_language(path) == ""


def test_a_folder_where_the_file_should_be_gives_the_systems(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.mkdir()
    assert stored_language(path) == ""


def test_a_mistake_in_another_setting_keeps_the_language(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('language = "nb"\ntemperature = "hot"\n', encoding="utf-8")
    assert stored_language(path) == "nb"

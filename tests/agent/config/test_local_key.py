"""The local key: made once in the settings folder, readable by its owner only, never
replaced, one key per purpose; a folder that cannot hold it gives a key for this run."""

from __future__ import annotations

import hashlib
import hmac
import stat
from pathlib import Path

import pytest

from assistant.agent.config import local_key as module
from assistant.agent.config.local_key import KEY_FILE, local_key


@pytest.fixture(autouse=True)
def forget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(module, "_known", {})


def test_the_key_is_made_once_kept_private_and_read_back(tmp_path: Path) -> None:
    first = local_key("summary-cache", tmp_path)
    path = tmp_path / KEY_FILE
    assert stat.S_IMODE(path.stat().st_mode) & 0o077 == 0
    module._known.clear()  # as a new Quire would
    assert local_key("summary-cache", tmp_path) == first
    assert local_key("something else", tmp_path) != first
    assert [p.name for p in tmp_path.iterdir()] == [KEY_FILE]  # no temporary file left


def test_a_planted_link_is_not_taken_for_the_key(tmp_path: Path) -> None:
    (tmp_path / "chosen").write_bytes(b"k" * 32)
    (tmp_path / KEY_FILE).symlink_to(tmp_path / "chosen")
    key = local_key("summary-cache", tmp_path)
    module._known.clear()
    assert key == local_key("summary-cache", tmp_path)  # this run's own key…
    assert key != hmac.new(b"k" * 32, b"summary-cache", hashlib.sha256).digest()  # …not the file's
    assert (tmp_path / "chosen").read_bytes() == b"k" * 32


def test_a_folder_that_cannot_hold_the_key_gives_a_key_for_this_run(tmp_path: Path) -> None:
    (tmp_path / "a file").write_text("not a folder")
    folder = tmp_path / "a file" / "quire"
    key = local_key("summary-cache", folder)
    assert key == local_key("summary-cache", folder)
    assert len(key) == 32 and not folder.exists()

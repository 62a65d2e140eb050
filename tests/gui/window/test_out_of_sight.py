"""What a newcomer makes from the sample's copy, which Quire keeps in its hidden data folder,
lands where they can see it: backups in Documents/Quire Backups, the export in Documents."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.gui.conftest import copy_sample
from tests.gui.writer import trigger


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    """A home folder of the test's own, with a Documents folder (for platformdirs and Qt)."""
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DOCUMENTS_DIR", str(home / "Documents"))
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "QUIRE_DATA_DIR"):
        monkeypatch.delenv(name, raising=False)
    return home


@pytest.fixture
def sample_copy(home) -> Path:
    """The sample's copy where Quire makes it on Linux: in ~/.local/share/quire."""
    return copy_sample(home / ".local" / "share" / "quire" / "The Long Map")


def test_back_up_now_puts_the_sample_in_documents(qtbot, main_window, home, sample_copy):
    trigger(main_window, "File", "Back Up Now")
    made = list((home / "Documents" / "Quire Backups").glob("The Long Map *.zip"))
    assert len(made) == 1
    assert not (sample_copy.parent / "Quire Backups").exists()


def test_the_export_starts_in_documents(qtbot, main_window, home, sample_copy):
    main_window.keeping.export.trigger()
    dialog = main_window.keeping.dialog
    qtbot.waitUntil(dialog.isVisible)
    path = Path(dialog.path_edit.text())
    assert path.parent == home / "Documents" and path.stem == "The Long Map"
    dialog.reject()

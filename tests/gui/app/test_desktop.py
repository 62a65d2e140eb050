"""Quire's desktop identity: names, desktop file, window icon, the Windows AppUserModelID and
the project folder for a manifest path."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtGui import QIcon

import assistant
from assistant.gui.app import desktop
from assistant.gui.app.desktop import (
    APP_ID,
    ICON_SIZES,
    app_icon,
    apply_desktop_identity,
    icon_files,
    project_folder,
    set_app_user_model_id,
)
from tests.paths import SAMPLE


@pytest.fixture
def restored_identity(qapp):
    """Put the test application's names and icon back (QSettings() paths depend on them)."""
    saved = (
        qapp.applicationName(),
        qapp.applicationDisplayName(),
        qapp.applicationVersion(),
        qapp.organizationName(),
        qapp.organizationDomain(),
        qapp.desktopFileName(),
        QIcon(qapp.windowIcon()),
    )
    yield qapp
    qapp.setApplicationName(saved[0])
    qapp.setApplicationDisplayName(saved[1])
    qapp.setApplicationVersion(saved[2])
    qapp.setOrganizationName(saved[3])
    qapp.setOrganizationDomain(saved[4])
    qapp.setDesktopFileName(saved[5])
    qapp.setWindowIcon(saved[6])


class FakeShell32:
    def __init__(self, result: int = 0) -> None:
        self.result = result
        self.ids: list[str] = []

    def SetCurrentProcessExplicitAppUserModelID(self, app_id: str) -> int:
        self.ids.append(app_id)
        return self.result


def test_apply_desktop_identity_names_the_app_and_sets_its_icon(restored_identity):
    app = restored_identity
    icon = apply_desktop_identity(app)
    assert app.applicationName() == "Quire"
    assert app.organizationName() == "Quire"
    assert app.organizationDomain() == "quire.github.io"
    assert app.applicationVersion() == assistant.__version__
    assert app.desktopFileName() == APP_ID
    assert not icon.isNull()
    assert not app.windowIcon().isNull()
    sizes = {(size.width(), size.height()) for size in app.windowIcon().availableSizes()}
    assert sizes == {(size, size) for size in ICON_SIZES}


def test_icon_files_are_bundled_at_every_size():
    assert sorted(icon_files()) == list(ICON_SIZES)


def test_missing_icon_files_give_an_empty_icon(qapp, tmp_path):
    assert icon_files(tmp_path) == {}
    assert app_icon(tmp_path).isNull()


def test_icons_and_sample_are_the_packages_own_data():
    package = Path(assistant.__file__).parent / "resources"
    assert desktop.icons_dir() == package / "icons"
    assert package / "sample" == desktop.SAMPLE_SOURCE


def test_app_user_model_id_is_set_on_windows_only():
    shell = FakeShell32()
    assert set_app_user_model_id(platform="linux", shell32=shell) is False
    assert shell.ids == []
    assert set_app_user_model_id(platform="win32", shell32=shell) is True
    assert shell.ids == [APP_ID]


def test_app_user_model_id_failure_is_reported_not_raised(caplog):
    shell = FakeShell32(result=-2147024809)  # E_INVALIDARG
    assert set_app_user_model_id(platform="win32", shell32=shell) is False
    assert "0x80070057" in caplog.text


def test_project_folder_of_a_manifest_is_its_folder(tmp_path):
    project = shutil.copytree(SAMPLE, tmp_path / "The Long Map")
    assert project_folder(project / "project.quire") == project
    assert project_folder(project) == project
    missing = tmp_path / "gone" / "project.quire"
    assert project_folder(missing) == missing  # not a file: left for the app to report

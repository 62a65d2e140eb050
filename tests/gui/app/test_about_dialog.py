"""The About dialog: version, licence, and every run-time library with its version."""

from __future__ import annotations

import re
import tomllib
from importlib import metadata

import PySide6
from PySide6.QtCore import qVersion
from PySide6.QtGui import QGuiApplication

import assistant
from assistant.gui.app import about_dialog
from assistant.gui.app.about_dialog import DISTRIBUTIONS, LICENSE_ID, AboutDialog
from tests.paths import REPO

PYPROJECT = REPO / "pyproject.toml"


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def rows(dialog: AboutDialog) -> dict[str, str]:
    table = dialog.table
    return {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}


def test_shows_the_version_and_the_licence_of_pyproject(qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert f"Version {assistant.__version__}" in dialog.title_label.text()
    project = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]
    assert project["license"] == LICENSE_ID
    assert (REPO / "LICENSE").read_text(encoding="utf-8").lstrip().startswith(
        "GNU GENERAL PUBLIC LICENSE"
    )
    assert LICENSE_ID in dialog.license_label.text()
    assert "GNU General Public License" in dialog.license_label.text()


def test_lists_every_run_time_dependency_with_its_installed_version(qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    project = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]
    declared = {canonical(re.split(r"[<>=!~;\[ ]", dep)[0]) for dep in project["dependencies"]}
    listed = {canonical(dist) for _name, dist in DISTRIBUTIONS} | {"pyside6-essentials"}
    assert declared <= listed
    shown = rows(dialog)
    assert shown["Qt"] == qVersion()
    assert shown["PySide6"] == PySide6.__version__
    for name, dist in DISTRIBUTIONS:
        assert shown[name] == metadata.version(dist)


def test_a_library_whose_version_is_unknown_says_so(qtbot, monkeypatch):
    monkeypatch.setattr(
        about_dialog, "DISTRIBUTIONS", (*DISTRIBUTIONS, ("Nothing", "no-such-quire-dist"))
    )
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert rows(dialog)["Nothing"] == "unknown"
    assert "Nothing ?" in dialog.details()


def test_copy_details_puts_the_versions_on_the_clipboard(qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    dialog.copy_button.click()
    text = QGuiApplication.clipboard().text()
    assert text.splitlines()[0] == f"Quire {assistant.__version__}"
    assert f"httpx {metadata.version('httpx')}" in text.splitlines()
    assert f"Qt {qVersion()}" in text.splitlines()

"""The PyInstaller spec and the built app's entry script (the build itself is ``make package``
and ``make package-test``: it takes about twenty seconds, too long for every test run)."""

from __future__ import annotations

import importlib.util
import re
import shutil

import pytest

import assistant.gui.app.app
import assistant.gui.app.smoke
from tests.paths import REPO

ROOT = REPO
SPEC = ROOT / "packaging" / "pyinstaller" / "quire.spec"
LAUNCHER = ROOT / "packaging" / "pyinstaller" / "quire_launcher.py"
SAMPLE = ROOT / "assistant" / "resources" / "sample"


def load_launcher():
    spec = importlib.util.spec_from_file_location("quire_launcher", LAUNCHER)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_spec_compiles_and_names_files_that_exist():
    source = SPEC.read_text(encoding="utf-8")
    compile(source, str(SPEC), "exec")
    named = re.findall(r'(ROOT|RESOURCES) / "([^"]+)"(?: / "([^"]+)")?(?: / "([^"]+)")?', source)
    bases = {"ROOT": ROOT, "RESOURCES": ROOT / "assistant" / "resources"}
    paths = [bases[base].joinpath(*[p for p in relative if p]) for base, *relative in named]
    assert {path.name for path in paths} >= {"sample", "icons", "quire.ico", "quire.icns"}
    for path in paths:
        assert path.exists(), path
    assert "bundle_identifier=APP_ID" in source
    assert 'APP_ID = "io.github.quire.Quire"' in source


def test_launcher_opens_the_project_of_a_manifest_path(monkeypatch, tmp_path):
    project = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, project)
    calls: list[list[str]] = []
    monkeypatch.setattr(assistant.gui.app.app, "main", lambda argv: calls.append(argv) or 7)
    launcher = load_launcher()
    assert launcher.run(["quire", str(project / "project.quire")]) == 7
    assert launcher.run(["quire", str(project), "--log-level", "INFO"]) == 7
    assert calls == [
        ["quire", str(project)],
        ["quire", str(project), "--log-level", "INFO"],
    ]


def test_launcher_hands_the_smoke_flag_to_the_smoke_test(monkeypatch):
    calls: list[list[str]] = []
    monkeypatch.setattr(assistant.gui.app.smoke, "main", lambda argv: calls.append(argv) or 0)
    monkeypatch.setattr(assistant.gui.app.app, "main", lambda argv: pytest.fail("app started"))
    assert load_launcher().run(["quire", "--smoke-test"]) == 0
    assert calls == [["quire"]]

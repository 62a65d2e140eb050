"""The PyInstaller spec, the built app's entry script and its runtime hook, read and run from
the checkout (the build itself is ``make package`` and ``make package-test``: it takes minutes,
too long for every test run)."""

from __future__ import annotations

import ast
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import textwrap

import pytest

import assistant.gui.app.app
import assistant.gui.app.smoke
from assistant import __version__
from assistant.gui.app.about_dialog import DISTRIBUTIONS
from assistant.world.spelling import DICTIONARY_TAGS
from tests.paths import REPO

ROOT = REPO
PYINSTALLER = ROOT / "packaging" / "pyinstaller"
SPEC = PYINSTALLER / "quire.spec"
LAUNCHER = PYINSTALLER / "quire_launcher.py"
HOOK = PYINSTALLER / "rthook_dictionaries.py"
SAMPLE = ROOT / "assistant" / "resources" / "sample"


def load(path, name):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def load_launcher():
    return load(LAUNCHER, "quire_launcher")


def spec_tree() -> ast.Module:
    return ast.parse(SPEC.read_text(encoding="utf-8"), str(SPEC))


def spec_value(name: str):
    """The literal a top-level assignment of the spec gives ``name``."""
    for node in spec_tree().body:
        if isinstance(node, ast.Assign) and any(
            isinstance(target, ast.Name) and target.id == name for target in node.targets
        ):
            return ast.literal_eval(node.value)
    raise AssertionError(f"the spec assigns no {name}")


def calls(name: str) -> list[ast.Call]:
    return [
        node
        for node in ast.walk(spec_tree())
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name
    ]


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
    # the oldest macOS today's Qt wheels install on (PySide6 6.11: macosx_13_0_universal2)
    assert '"LSMinimumSystemVersion": "13.0"' in source


def test_the_bundle_carries_the_metadata_of_every_library_about_quire_lists():
    """The built app's smoke test fails on a library whose version it cannot find."""
    bundled = {name.lower() for name in spec_value("METADATA")}
    assert {name.lower() for _, name in DISTRIBUTIONS} <= bundled


def test_launcher_opens_the_project_of_a_manifest_path(monkeypatch, tmp_path):
    project = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, project)
    calls: list[list[str]] = []
    monkeypatch.setattr(assistant.gui.app.app, "main", lambda argv: calls.append(argv) or 7)
    launcher = load_launcher()
    assert launcher.run(["quire-gui", str(project / "project.quire")], "quire-gui") == 7
    assert launcher.run(["quire-gui", str(project), "--log-level", "INFO"], "quire-gui") == 7
    assert calls == [
        ["quire-gui", str(project)],
        ["quire-gui", str(project), "--log-level", "INFO"],
    ]


def test_launcher_hands_the_smoke_flag_to_the_smoke_test(monkeypatch):
    calls: list[list[str]] = []
    monkeypatch.setattr(assistant.gui.app.smoke, "main", lambda argv: calls.append(argv) or 0)
    monkeypatch.setattr(assistant.gui.app.app, "main", lambda argv: pytest.fail("app started"))
    assert load_launcher().run(["quire-gui", "--smoke-test"], "quire-gui") == 0
    assert calls == [["quire-gui"]]


def test_the_program_named_quire_is_the_command_line(monkeypatch, capsys, tmp_path):
    monkeypatch.setattr(assistant.gui.app.app, "main", lambda argv: pytest.fail("app started"))
    launcher = load_launcher()
    program = launcher.program_name(str(tmp_path / "dist" / "quire" / "quire"))
    assert program == "quire"
    assert launcher.run(["quire", "--version"], program) == 0
    assert capsys.readouterr().out.strip() == f"quire {__version__}"
    shutil.copytree(SAMPLE, tmp_path / "Sample")
    assert launcher.run(["quire", "info", str(tmp_path / "Sample"), "--json"], program) == 0
    assert '"documents"' in capsys.readouterr().out
    assert launcher.program_name("quire.exe") == "quire"
    assert launcher.program_name("/opt/quire/quire-gui") == "quire-gui"


def test_the_spec_builds_the_app_and_the_command_line_into_one_folder():
    programs = {
        call.args[0].value: ast.unparse(call.keywords[0].value)
        for call in calls("program")
        if call.args and isinstance(call.args[0], ast.Constant)
    }
    assert programs == {"quire-gui": "CONSOLE", "quire": "True"}  # the command line: a console
    [exe] = calls("EXE")
    assert {kw.arg: ast.unparse(kw.value) for kw in exe.keywords}["exclude_binaries"] == "True"
    [collect] = calls("COLLECT")
    assert [ast.unparse(arg) for arg in collect.args] == ["gui", "cli", "a.binaries", "a.datas"]
    # macOS's bundle starts the first program of the folder: the desktop app


def test_the_bundle_carries_a_dictionary_for_every_language_quire_checks():
    dictionaries = spec_value("DICTIONARIES")
    for language, tags in DICTIONARY_TAGS.items():
        assert set(tags) & set(dictionaries), f"no bundled dictionary for {language}"
    notice = (PYINSTALLER / "DICTIONARIES.md").read_text(encoding="utf-8")
    for tag, package in dictionaries.items():
        assert f"| `{tag}` | {package} |" in notice  # each with its licence
    [analysis] = calls("Analysis")
    hooks = {kw.arg: ast.unparse(kw.value) for kw in analysis.keywords}["runtime_hooks"]
    assert "rthook_dictionaries.py" in hooks


def test_the_runtime_hook_adds_the_bundled_dictionaries_after_the_systems(tmp_path):
    hook = load(HOOK, "rthook_dictionaries")
    (tmp_path / "share" / "hunspell").mkdir(parents=True)
    share = str(tmp_path / "share")
    environ: dict[str, str] = {}
    hook.add_bundled_dictionaries(environ, str(tmp_path), "linux")
    assert environ["XDG_DATA_DIRS"] == os.pathsep.join(["/usr/local/share", "/usr/share", share])
    environ = {"XDG_DATA_DIRS": "/opt/share"}
    hook.add_bundled_dictionaries(environ, str(tmp_path), "linux")
    hook.add_bundled_dictionaries(environ, str(tmp_path), "linux")  # once is enough
    assert environ["XDG_DATA_DIRS"] == os.pathsep.join(["/opt/share", share])
    environ = {}
    hook.add_bundled_dictionaries(environ, str(tmp_path / "elsewhere"), "linux")
    assert environ == {}  # a build without dictionaries changes nothing


def test_enchant_finds_a_dictionary_planted_in_the_bundle(tmp_path):
    """A built app's process: frozen, its folder holding share/hunspell with a dictionary the
    system lacks; the hook runs first, then Quire's speller asks Enchant for it."""
    pytest.importorskip("enchant", reason="the Enchant library is not installed")
    hunspell = tmp_path / "_internal" / "share" / "hunspell"
    hunspell.mkdir(parents=True)
    (hunspell / "la.aff").write_text("SET UTF-8\n", encoding="utf-8")
    (hunspell / "la.dic").write_text("2\nscriptor\nliber\n", encoding="utf-8")
    script = textwrap.dedent(
        f"""
        import runpy, sys
        sys.frozen = True
        sys._MEIPASS = {str(tmp_path / "_internal")!r}
        runpy.run_path({str(HOOK)!r})
        from assistant.world.spelling import EnchantSpeller
        speller = EnchantSpeller("la")
        print(speller.tag, speller.check("scriptor"), speller.check("scriptorr"))
        """
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    env.pop("XDG_DATA_DIRS", None)
    result = subprocess.run(
        [sys.executable, "-c", script],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["la", "True", "False"]

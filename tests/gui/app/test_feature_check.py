"""PySide6's question of every imported module, whether it uses PySide6, answered from the
file's bytes: the same answer as PySide6's own for every module loaded here."""

from __future__ import annotations

import os
import subprocess
import sys
import types
from pathlib import Path

import PySide6.QtCore  # noqa: F401

import assistant.world.model  # noqa: F401  # one module that uses no Qt
from assistant.gui.app import feature_check


def _module(path: Path | None) -> types.ModuleType:
    module = types.ModuleType("quire_probe")
    if path is not None:
        module.__file__ = str(path)
    return module


def test_the_bytes_say_whether_a_module_uses_pyside(tmp_path):
    uses = tmp_path / "uses.py"
    uses.write_text("from PySide6.QtCore import QObject\n", encoding="utf-8")
    plain = tmp_path / "plain.py"
    plain.write_text("import json  # Qt-free, PySide2 is another thing\n", encoding="utf-8")
    asked: list[types.ModuleType] = []

    def fallback(module: types.ModuleType) -> bool:
        asked.append(module)
        return True

    assert feature_check.uses_pyside(_module(uses), fallback) is True
    assert feature_check.uses_pyside(_module(plain), fallback) is False
    assert asked == []
    gone, builtin = _module(tmp_path / "gone.py"), _module(None)
    assert feature_check.uses_pyside(gone, fallback) is True  # unreadable: PySide6 decides
    assert feature_check.uses_pyside(builtin, fallback) is True
    assert asked == [gone, builtin]


def test_installed_it_answers_as_pyside_does_for_every_loaded_module():
    assert feature_check.install() and feature_check.install()  # once, and again harmless
    feature = sys.modules[feature_check.FEATURE_MODULE]
    check = getattr(feature, feature_check.CHECK)
    assert check.quire_fast
    original = check.__closure__[0].cell_contents  # PySide6's own, kept as the fallback
    files = [m for m in list(sys.modules.values())
             if isinstance(getattr(m, "__file__", None), str) and m.__file__.endswith(".py")]
    ours = [m for m in files if m.__name__.startswith("assistant.")]
    modules = ours + [m for m in files if not m.__name__.startswith("assistant.")][:60]
    assert len(ours) > 20
    differing = [m.__name__ for m in modules if check(m) != original(m)]
    assert differing == []
    assert check(sys.modules["assistant.gui.app.feature_check"]) is True
    assert check(sys.modules["assistant.world.model"]) is False


def test_quire_gui_answers_before_any_module_is_asked_the_slow_way():
    """Installed before the app imports anything else: PySide6's own check, which keeps every
    source it reads in linecache, answers only for the modules PySide6's import itself loads."""
    probe = (
        "import linecache, sys\n"
        "from assistant.gui.app import app\n"
        "print('\\n'.join(name for name in linecache.cache if not name.startswith('<')))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, timeout=120,
    )  # fmt: skip
    read = [Path(name) for name in out.stdout.split()]
    assert all("shiboken6" in p.parts or "PySide6" in p.parts or p.name == "enum.py"
               for p in read), read  # fmt: skip

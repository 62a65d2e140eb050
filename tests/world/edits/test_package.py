"""Every edit kind is importable from ``assistant.world.edits``, and the package reads a kind's
module only when the kind is first asked for (the window is drawn without any of them)."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

from assistant.world import edits
from tests.paths import REPO


def test_every_name_given_is_the_one_its_module_defines() -> None:
    assert set(edits.__all__) == set(edits._MODULE_OF)  # the two lists name the same
    for name in edits.__all__:
        value = getattr(edits, name)
        module = importlib.import_module(f"assistant.world.edits.{edits._MODULE_OF[name]}")
        assert value is getattr(module, name)
        assert name in dir(edits)


def test_a_star_import_gives_every_kind() -> None:
    names: dict[str, object] = {}
    exec("from assistant.world.edits import *", names)
    assert set(edits.__all__) <= set(names)
    assert names["SetText"] is edits.SetText


def test_a_name_the_package_does_not_give_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="NoSuchEdit"):
        _ = edits.NoSuchEdit  # type: ignore[attr-defined]
    with pytest.raises(ImportError):
        exec("from assistant.world.edits import NoSuchEdit", {})


def test_the_package_reads_a_kinds_module_only_when_the_kind_is_asked_for() -> None:
    script = (
        "import sys\n"
        "import assistant.world.edits as edits\n"
        "kinds = lambda: sorted(m for m in sys.modules if m.startswith('assistant.world.edits.'))\n"
        "print(kinds())\n"
        "edits.SetTitle\n"
        "print(kinds())\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=REPO, check=True
    ).stdout.splitlines()
    assert out[0] == "[]"
    assert "'assistant.world.edits.tree'" in out[1] and "edits.text'" not in out[1]

"""The views depend on ProjectView, not on the whole controller: the controller is one, and the
editors, project views and dialogs typed with it use nothing else of their controller."""

from __future__ import annotations

import ast
import inspect

from PySide6.QtCore import SignalInstance

from assistant.gui.window.project_view import ProjectView
from tests.paths import REPO

GUI = REPO / "assistant" / "gui"
CONTROLLER_NAMES = {"controller", "_controller"}


def protocol_members() -> set[str]:
    names = set(ProjectView.__annotations__)
    names |= {
        name
        for name, value in vars(ProjectView).items()
        if not name.startswith("_") and (inspect.isfunction(value) or isinstance(value, property))
    }
    return names


def typed_with_the_view() -> list:
    return sorted(
        path
        for path in GUI.rglob("*.py")
        if "import ProjectView" in path.read_text(encoding="utf-8")
        and path.name != "project_view.py"
    )


def controller_uses(path) -> set[str]:
    """What a module reads of ``controller``, ``self.controller``, ``x._controller``, …"""
    used: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Attribute):
            continue
        owner = node.value
        name = owner.id if isinstance(owner, ast.Name) else getattr(owner, "attr", "")
        if name in CONTROLLER_NAMES:
            used.add(node.attr)
    return used


def test_the_controller_is_a_project_view(controller):
    for name in protocol_members():
        assert hasattr(controller, name), name
    for name in ("project_opened", "project_closed", "world_changed", "locks_changed",
                 "words_counted"):  # fmt: skip
        assert isinstance(getattr(controller, name), SignalInstance), name


def test_the_views_use_only_the_project_view():
    members = protocol_members()
    modules = typed_with_the_view()
    assert len(modules) >= 15  # the editors, the project views and their dialogs
    for path in modules:
        extra = controller_uses(path) - members
        assert not extra, f"{path.relative_to(GUI)} uses {sorted(extra)} of its controller"

"""No slot of the app can receive a signal's ``checked`` by mistake.

``triggered(bool)``, ``clicked(bool)`` and ``toggled(bool)`` pass ``checked`` to any slot that
can take an argument, so ``lambda k=kind: …`` receives ``False`` as ``k`` — the bug that once
made New Character do nothing. This reads the app's source and refuses every connection of
those signals whose slot could take ``checked`` for something else: a lambda whose first
parameter has a default (unless named ``_…``, which says the value is ignored), a method whose
first parameter has a default, or a slot passed in from elsewhere (which the reader cannot
check; wrap it in ``without_arguments``). The every-action sweep catches what this misses.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from assistant.gui.app.actions import without_arguments
from tests.paths import REPO

GUI = REPO / "assistant" / "gui"
BOOL_SIGNALS = frozenset({"triggered", "clicked", "toggled"})


def _takes_checked_by_mistake(params: ast.arguments, *, skip_self: bool) -> bool:
    positional = [*params.posonlyargs, *params.args][1 if skip_self else 0 :]
    if not positional:
        return False
    first_default = len(positional) - len(params.defaults)
    first = positional[0]
    return first_default <= 0 and not first.arg.startswith("_")


class _Checker(ast.NodeVisitor):
    def __init__(self, path: Path) -> None:
        self.path = path
        self.problems: list[str] = []
        self._classes: list[ast.ClassDef] = []
        self._signal = ""

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self._classes.append(node)
        self.generic_visit(node)
        self._classes.pop()

    def visit_Call(self, node: ast.Call) -> None:
        slot = self._bool_signal_slot(node)
        if slot is not None:
            problem = self._problem(slot)
            if problem:
                self.problems.append(f"{self.path.name}:{node.lineno}: {problem}")
        self.generic_visit(node)

    def _bool_signal_slot(self, node: ast.Call) -> ast.expr | None:
        func = node.func
        if not isinstance(func, ast.Attribute) or not node.args:
            return None
        if (
            func.attr == "connect"
            and isinstance(func.value, ast.Attribute)
            and func.value.attr in BOOL_SIGNALS
        ):
            self._signal = func.value.attr
            return node.args[0]
        if func.attr == "addAction" and len(node.args) >= 2:  # QMenu.addAction(text, slot)
            self._signal = "triggered"
            return node.args[-1]
        return None

    def _problem(self, slot: ast.expr) -> str:
        if isinstance(slot, ast.Lambda):
            if _takes_checked_by_mistake(slot.args, skip_self=False):
                return "a lambda whose first parameter has a default would receive `checked`"
            return ""
        if isinstance(slot, ast.Attribute) and isinstance(slot.value, ast.Name):
            if slot.value.id == "self" and self._classes:
                for item in self._classes[-1].body:
                    if (
                        isinstance(item, ast.FunctionDef)
                        and item.name == slot.attr
                        and _takes_checked_by_mistake(item.args, skip_self=True)
                    ):
                        return f"self.{slot.attr}'s first parameter would receive `checked`"
            return ""
        if isinstance(slot, ast.Name) and self._signal != "toggled":  # toggled wants its bool
            return f"the slot {slot.id!r} comes from elsewhere: wrap it in without_arguments()"
        return ""


def _problems(source: str, path: Path) -> list[str]:
    checker = _Checker(path)
    checker.visit(ast.parse(source))
    return checker.problems


def test_no_slot_of_the_app_takes_checked_by_mistake():
    problems: list[str] = []
    for path in sorted(GUI.rglob("*.py")):
        problems.extend(_problems(path.read_text(encoding="utf-8"), path))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    ("source", "flagged"),
    [
        ("action.triggered.connect(lambda k=kind: make(k))", True),
        ("action.triggered.connect(lambda _checked=False, k=kind: make(k))", False),
        ("action.triggered.connect(lambda: make(kind))", False),
        ("button.clicked.connect(lambda checked: show(checked))", False),
        ("menu.addAction('New', lambda p=path: open_(p))", True),
        ("button.clicked.connect(slot)", True),
        ("button.clicked.connect(without_arguments(slot))", False),
        (
            "class W:\n def find(self, replace=False): ...\n"
            " def build(self): self.b.clicked.connect(self.find)",
            True,
        ),
        (
            "class W:\n def find(self): ...\n def build(self): self.b.clicked.connect(self.find)",
            False,
        ),
        ("box.toggled.connect(self.set_shown)", False),
        ("action.toggled.connect(slot)", False),  # a checkable action's slot takes its state
        ("action.triggered.connect(slot)", True),
    ],
)
def test_the_check_catches_the_bug_and_lets_the_safe_forms_pass(source, flagged):
    assert bool(_problems(source, Path("example.py"))) is flagged


def test_without_arguments_drops_what_the_signal_passes():
    calls: list[tuple] = []
    slot = without_arguments(lambda *args: calls.append(args))
    slot(False)
    slot()
    assert calls == [(), ()]

"""The run-time dependencies pyproject.toml declares are the ones Quire imports: none
imported that pip would not install, none declared that nothing uses."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from importlib.metadata import packages_distributions

from tests.paths import REPO

PACKAGE = REPO / "assistant"
COMES_WITH = {"shiboken6": "pyside6-essentials"}
"""Modules a declared distribution brings with it (PySide6's own binding runtime)."""


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def declared() -> set[str]:
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return {canonical(re.split(r"[<>=!~;\[ ]", dep)[0]) for dep in project["dependencies"]}


def imported_top_levels() -> set[str]:
    found: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module.split(".")[0])
    return {name for name in found if name not in sys.stdlib_module_names and name != "assistant"}


def test_every_import_is_declared_and_every_declaration_imported():
    owners = packages_distributions()
    needed: set[str] = set()
    for module in imported_top_levels():
        if module in COMES_WITH:
            needed.add(COMES_WITH[module])
            continue
        assert module in owners, f"{module} is imported but no installed distribution has it"
        needed.update(canonical(dist) for dist in owners[module])
    assert needed - declared() == set(), "imported but not declared in pyproject.toml"
    assert declared() - needed == set(), "declared in pyproject.toml but never imported"

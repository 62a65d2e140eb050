"""The world layer's modules import each other in one direction only: no cycle, counting
imports inside functions and under ``TYPE_CHECKING`` too, and counting an import from a
package (``from assistant.world.importer import hardwrap``) as an import of its ``__init__``.

A package's ``__init__`` imports nothing of its own package unless it is a facade, and a
facade's members never import it."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.paths import REPO

ROOT = REPO / "assistant" / "world"
FACADES = {"assistant.world.edits", "assistant.world.importer"}
"""Packages whose ``__init__`` gathers the package's public names for its users."""


def module_name(path: Path) -> str:
    parts = path.relative_to(REPO).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def world_modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(ROOT.rglob("*.py"))}


def targets(path: Path, name: str, known: set[str]) -> set[str]:
    """The world modules that ``name`` (the module at ``path``) imports, wherever the import is."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{anchor}.{base}" if base else anchor
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return {target for target in found if target in known and target != name}


def import_graph() -> dict[str, set[str]]:
    modules = world_modules()
    known = set(modules)
    return {name: targets(path, name, known) for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def test_the_world_layer_has_no_import_cycle() -> None:
    assert cycles(import_graph()) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]


def test_package_inits_import_their_own_package_only_as_facades() -> None:
    graph = import_graph()
    packages = sorted(module_name(path) for path in ROOT.rglob("__init__.py"))
    wrong: list[str] = []
    for package in packages:
        own = sorted(t for t in graph[package] if t.startswith(f"{package}."))
        if package not in FACADES:
            wrong.extend(f"{package}.__init__ imports {name}" for name in own)
            continue
        members = sorted(name for name in graph if name.startswith(f"{package}."))
        wrong.extend(f"{name} imports its facade" for name in members if package in graph[name])
    assert wrong == []

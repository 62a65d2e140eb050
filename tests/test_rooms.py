"""The house keeps its rooms: no folder of more than twenty modules, no class of more than
600 lines (450 in the app, but for the assistant panel, a view of at most 600), no import
cycle (imports inside functions and under ``TYPE_CHECKING`` included), and package ``__init__``s
that import their own package only when they are a facade. (That act mode is reached only
through the assistant's rooms is in ``test_architecture.py``.)"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from pathlib import Path

from tests.paths import REPO

PACKAGE = REPO / "assistant"
MAX_MODULES = 20
MAX_CLASS_LINES = 600
MAX_GUI_CLASS_LINES = 450
LARGER_ROOMS = {"gui/assistant/panel.py:AssistantPanel": 600}
"""Classes allowed more than their room's limit, and how much more."""


def _modules() -> dict[str, Path]:
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(REPO).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


MODULES = _modules()


@functools.cache
def _parsed() -> tuple[tuple[Path, ast.Module], ...]:
    return tuple((path, ast.parse(path.read_text(encoding="utf-8"))) for path in MODULES.values())


def _trees() -> Iterator[tuple[Path, ast.Module]]:
    yield from _parsed()


def imported_modules(name: str, path: Path, tree: ast.Module) -> set[str]:
    """The package's modules that ``name`` imports anywhere: at the top, inside functions
    and under ``TYPE_CHECKING``. ``from package import module`` imports both (the package's
    ``__init__`` runs first)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in MODULES)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                if f"{base}.{alias.name}" in MODULES:
                    found.add(f"{base}.{alias.name}")
                if base in MODULES:
                    found.add(base)
    found.discard(name)
    return found


@functools.cache
def import_graph() -> dict[str, frozenset[str]]:
    """Each module of the package, and the package's modules it imports."""
    return {
        name: frozenset(imported_modules(name, path, tree))
        for (name, path), (_path, tree) in zip(MODULES.items(), _trees(), strict=True)
    }


def import_cycles() -> list[list[str]]:
    """Every group of modules that import each other, round the circle (Tarjan's strongly
    connected components of more than one module)."""
    return strongly_connected(import_graph())


def strongly_connected(graph: dict[str, frozenset[str]]) -> list[list[str]]:
    """The groups of more than one node of ``graph`` that reach each other."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    cycles: list[list[str]] = []

    def visit(start: str) -> None:  # iterative, so that deep chains need no recursion
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            target = next(targets, None)
            if target is not None:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                elif target in on_stack:
                    low[node] = min(low[node], index[target])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    cycles.append(sorted(group))

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return cycles


def test_no_folder_holds_more_than_twenty_modules() -> None:
    crowded = {}
    for folder in [PACKAGE, *(p for p in PACKAGE.rglob("*") if p.is_dir())]:
        modules = [p for p in folder.glob("*.py") if p.name != "__init__.py"]
        if len(modules) > MAX_MODULES:
            crowded[str(folder.relative_to(REPO))] = len(modules)
    assert crowded == {}


def test_no_class_is_longer_than_its_room_allows() -> None:
    long = {}
    for path, tree in _trees():
        in_gui = "gui" in path.relative_to(PACKAGE).parts
        limit = MAX_GUI_CLASS_LINES if in_gui else MAX_CLASS_LINES
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                assert node.end_lineno is not None
                lines = node.end_lineno - node.lineno + 1
                where = f"{path.relative_to(PACKAGE)}:{node.name}"
                if lines > LARGER_ROOMS.get(where, limit):
                    long[where] = lines
    assert long == {}


def test_no_modules_import_each_other_in_a_circle() -> None:
    assert import_cycles() == []


def test_the_cycle_finder_finds_a_cycle_through_a_package(tmp_path: Path) -> None:
    """The check above could pass by finding nothing: it must see the kind of cycle it
    exists for, a module importing its package's ``__init__`` that imports it."""
    package_init = "from assistant.world.importer import vault\n"
    member = "from assistant.world.importer import hardwrap\n"
    name, init_name = "assistant.world.importer.vault", "assistant.world.importer"
    into_init = imported_modules(init_name, PACKAGE / "world/importer/__init__.py",
                                 ast.parse(package_init))  # fmt: skip
    from_member = imported_modules(name, PACKAGE / "world/importer/vault.py", ast.parse(member))
    assert name in into_init and init_name in from_member


FACADES = {
    "assistant.agent",
    "assistant.agent.conversations",
    "assistant.agent.providers",
    "assistant.agent.tools",
    "assistant.cli",
    "assistant.world.edits",
    "assistant.world.importer",
}
"""Packages whose ``__init__`` gathers the package's public names (or, for the command line,
its entry point) for their users."""


def test_package_inits_import_their_own_package_only_as_facades() -> None:
    wrong: list[str] = []
    graph = import_graph()
    for package, path in MODULES.items():
        if path.name != "__init__.py":
            continue
        own = sorted(t for t in graph[package] if t.startswith(f"{package}."))
        if package not in FACADES:
            wrong.extend(f"{package}.__init__ imports {name}" for name in own)
            continue
        members = [  # ``python -m package`` runs __main__, which calls the package's entry
            name for name in graph
            if name.startswith(f"{package}.") and not name.endswith(".__main__")
        ]
        wrong.extend(f"{name} imports its facade" for name in members if package in graph[name])
    assert wrong == []


def test_the_cycle_finder_finds_every_cycle_of_a_small_graph() -> None:
    graph = {"a": frozenset({"b"}), "b": frozenset({"c"}), "c": frozenset({"a"}),
             "d": frozenset({"a"}), "e": frozenset({"e", "d"})}  # fmt: skip
    assert strongly_connected(graph) == [["a", "b", "c"]]

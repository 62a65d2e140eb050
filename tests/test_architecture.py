"""The layers hold: ``world`` and ``agent`` never import Qt, arrows point down only, and no
module under ``assistant/gui`` is assistant logic without Qt (that belongs below, where the
command line uses it too)."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.paths import REPO

ROOT = REPO / "assistant"
QT = ("PySide6", "qasync", "shiboken6")



def imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


def modules(layer: str) -> list[Path]:
    return sorted((ROOT / layer).rglob("*.py"))


def test_world_and_agent_never_import_qt_or_a_layer_above() -> None:
    layers = {"world": ("assistant.agent", "assistant.gui"), "agent": ("assistant.gui",)}
    for layer, above in layers.items():
        for path in modules(layer):
            for name in imports(path):
                assert not name.startswith(QT), f"{path.relative_to(ROOT)} imports {name}"
                assert not name.startswith(above), f"{path.relative_to(ROOT)} imports {name}"


def test_every_gui_module_is_about_drawing_pixels() -> None:
    qt_free = [
        path.name
        for path in modules("gui")
        if path.name != "__init__.py" and not any(n.startswith(QT) for n in imports(path))
    ]
    assert qt_free == [], (
        f"Qt-free modules under gui: {qt_free}; assistant logic belongs in agent or world"
    )


def test_no_module_of_the_command_line_imports_qt_or_the_app() -> None:
    cli = modules("cli")
    assert len(cli) > 20, cli  # the whole package: main, common, commands/ and terminal/
    for path in cli:
        for module in imports(path):
            assert not module.startswith((*QT, "assistant.gui")), (
                f"{path.relative_to(ROOT)} imports {module}"
            )


def private_imports(path: Path) -> list[str]:
    """The names ``path`` imports that another module keeps to itself (``_name``)."""
    found: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [f"{node.module or ''}.{alias.name}" for alias in node.names]
        else:
            continue
        found += [name for name in names if any(
            part.startswith("_") and not part.startswith("__") for part in name.split(".")
        )]  # fmt: skip
    return found


def test_no_module_of_the_command_line_borrows_another_modules_private_names() -> None:
    for path in modules("cli"):
        assert private_imports(path) == [], path.relative_to(ROOT)


def test_the_core_pieces_both_front_ends_use_import_no_qt() -> None:
    core = {
        "agent/session/session.py": "the conversation session",
        "agent/session/provider_setup.py": "settings to a provider",
        "agent/act/approval.py": "the approval policy and decisions",
        "agent/act/act_run.py": "act-mode runs and their records",
        "world/edits/diff.py": "what a change did, as data",
        "world/edits/scope.py": "what an edit touches",
        "world/edits/changes.py": "change summaries",
    }
    app = imports(ROOT / "gui" / "assistant" / "session.py")
    app |= imports(ROOT / "gui" / "assistant" / "run_desk.py")
    cli = set().union(*(imports(path) for path in modules("cli")))
    for path in core:
        module = "assistant." + path.removesuffix(".py").replace("/", ".")
        assert not any(n.startswith(QT) for n in imports(ROOT / path)), path
        if path.startswith("agent/"):
            assert module in app or module in imports(ROOT / "gui" / "assistant" / "panel.py"), path
            assert module in cli, path


def test_act_mode_stays_in_the_assistants_room() -> None:
    """Only the assistant's part of the window knows act-mode runs; the controller, the
    window and the views go through the undo gate's locks."""
    allowed = (ROOT / "gui" / "assistant", ROOT / "gui" / "app" / "gui_thread.py")
    for path in modules("gui"):
        if path.is_relative_to(allowed[0]) or path == allowed[1]:
            continue
        for name in imports(path):
            assert not name.startswith("assistant.agent.act"), (
                f"{path.relative_to(ROOT)} imports {name}"
            )

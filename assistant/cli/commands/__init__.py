"""The commands of ``quire``, one module each, listed in :data:`COMMANDS`.

A command's module exports ``add_arguments(parser)``, which declares its arguments, and
``run(args) -> int``, which does the work and returns the exit status; its docstring is what
``quire COMMAND --help`` says of it. The table holds what listing the commands needs (each
one's name and one-line summary), so that ``quire --help`` and the light commands start
without importing the other commands, the assistant, the importers or the exporters: only
the chosen command's module is imported.

Adding a command: a module here with its docstring, ``add_arguments`` and ``run``, one row
in :data:`COMMANDS`, its line in :mod:`assistant.cli`'s docstring and the README's command
line section, and its tests in ``tests/cli/commands/``.
"""

from __future__ import annotations

import argparse
import importlib
from dataclasses import dataclass
from enum import Enum
from types import ModuleType
from typing import Any


class Describe(Enum):
    """What ``quire COMMAND --help`` prints between its usage line and its arguments."""

    AS_WRITTEN = "as written"
    """The module's docstring, line for line."""
    WRAPPED = "wrapped"
    """The module's docstring as one paragraph, wrapped to the terminal's width."""
    NOTHING = "nothing"
    """Nothing: the usage line and the arguments say it all."""

    def parser_options(self, docstring: str | None) -> dict[str, Any]:
        """The description (and how to lay it out) for ``add_parser``."""
        if self is Describe.AS_WRITTEN:
            return {
                "description": docstring,
                "formatter_class": argparse.RawDescriptionHelpFormatter,
            }
        if self is Describe.WRAPPED:
            return {"description": docstring}
        return {}


@dataclass(frozen=True)
class Command:
    """One command: its name, the line ``quire --help`` lists it with, and its module."""

    name: str
    summary: str
    module: str
    """The module under :mod:`assistant.cli.commands` that declares and runs it."""
    describe: Describe = Describe.AS_WRITTEN

    def load(self) -> ModuleType:
        """The command's module (imported now, only when this command is the one chosen)."""
        return importlib.import_module(f"{__name__}.{self.module}")


COMMANDS: tuple[Command, ...] = (
    Command("new", "make a new, empty project folder", "new", Describe.NOTHING),
    Command(
        "import",
        "make a project from a vault, a novelWriter or Scrivener project, or a folder",
        "importing",
    ),
    Command("info", "outline, word counts and entity counts", "info", Describe.NOTHING),
    Command(
        "search",
        "search the documents (ignores case and accents by default)",
        "search",
        Describe.NOTHING,
    ),
    Command("check", "read a project and list any problems", "check", Describe.NOTHING),
    Command(
        "timeline",
        "the scenes in story order beside the manuscript's, with the calendar's dates",
        "clock.timeline",
    ),
    Command(
        "series",
        "make a series of books sharing one bible, link books to it, show what a book sees, "
        "rename a series entity in every book",
        "series.command",
    ),
    Command(
        "export",
        "export the manuscript (Markdown, DOCX, ODT, EPUB, HTML, text, PDF)",
        "export",
        Describe.WRAPPED,
    ),
    Command("snapshots", "list a document's snapshots", "snapshots", Describe.NOTHING),
    Command("snapshot", "take a snapshot of a document", "snapshot", Describe.NOTHING),
    Command(
        "restore",
        "restore a document from a snapshot (its current text is kept as one)",
        "restore",
        Describe.NOTHING,
    ),
    Command(
        "merge",
        "merge the conflicted copies a sync service or git left, paragraph by paragraph",
        "merge",
    ),
    Command(
        "merge-driver",
        "git's merge driver for documents and entities: paragraphs, not lines",
        "merge_driver",
    ),
    Command("backup", "make a zip backup of a project now", "backup", Describe.NOTHING),
    Command(
        "restore-backup",
        "unpack a backup zip as a new project folder",
        "restore_backup",
        Describe.NOTHING,
    ),
    Command(
        "ask", "ask the assistant about a project, headless; with --act, let it change it", "ask"
    ),
    Command(
        "conversations",
        "list the conversations with the assistant, or export one as Markdown",
        "conversations",
    ),
    Command(
        "specialists",
        "list a project's specialists, or write the built-in ones out to edit",
        "specialists",
    ),
    Command(
        "private",
        "mark a document, folder, entity or field private (never sent to a cloud model)",
        "privacy.private",
    ),
    Command("history", "list the assistant's act-mode runs kept with the project", "history"),
    Command("undo", "take one of the assistant's runs back, exactly, and save", "undo"),
    Command(
        "replay",
        "replay a recorded run of the assistant, and say where it now differs",
        "replay",
    ),
    Command(
        "audit",
        "check a project's continuity: contradictions, each with both passages quoted",
        "audit",
    ),
)
"""Every command, in the order ``quire --help`` lists them."""


__all__ = ["COMMANDS", "Command", "Describe"]

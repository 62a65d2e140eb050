"""Specialists: a name, instructions, the tools they may use, and optionally their own model.

Three come built in (:data:`BUILT_IN`): the Continuity editor (read tools only), the Line
editor (read tools and the text tools, on one document per request) and the Archivist (read
tools and the entity tools). A project may change them or add its own as plain text files in
its ``specialists/`` folder, one file each, which the writer can read and edit anywhere::

    ---
    name: Continuity editor
    description: finds contradictions between chapters, entities and notes
    tools: read
    model:
    documents: any
    ---
    You are the continuity editor. …

``tools`` lists tool names and groups (:data:`TOOL_GROUPS`: ``read``, ``text``,
``entities``, ``structure``, ``writer``, ``all``), separated by commas. ``documents: one``
limits the specialist's text changes to one document per request (the first it changes).
A file naming a built-in specialist replaces it; any other adds one. A file that cannot be
used is reported (:attr:`Team.problems`) and the others still load.

Whatever a file says, a specialist never gets a tool outside the mode's: the tools offered
are always the intersection (see :mod:`assistant.agent.specialists.tool_scope`). Nor does a
file choose how the specialist's changes are approved or reviewed: that is the writer's
settings and the project's (a header that tries is left out, and said so).
"""

from __future__ import annotations

import logging
import os
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from assistant.agent.tools.read import READ_TOOLS
from assistant.agent.tools.write import WRITE_TOOL_NAMES, WriteGroup, write_tool_names
from assistant.world.safetext import storable
from assistant.world.storage import atomic
from assistant.world.storage.confine import read_file

log = logging.getLogger(__name__)

SPECIALISTS_FOLDER = "specialists"
MAX_FILE_BYTES = 64_000
"""A larger file is not read (instructions are a page, not a book)."""
MAX_SPECIALISTS = 40
"""At most this many files are read from the folder."""
MAX_NAME_CHARS = 60
MAX_INSTRUCTIONS_CHARS = 8_000
"""Instructions longer than this are cut (they go with every request of the specialist)."""

APPROVAL_HEADERS = frozenset({"approve", "approval", "approval_policy", "review",
                              "review_changes", "reviewer"})  # fmt: skip
"""Headers a specialist file may not set (they are left out, with a warning)."""

SUMMARISE_DOCUMENT = "summarise_document"
HANDOFF = "handoff"

WRITER_TOOLS = frozenset({"ask_writer", "update_plan"})
"""Tools that talk to the writer rather than the project (asking, a visible plan)."""

ALL = "all"
TOOL_GROUPS = ("read", *(group.value for group in WriteGroup), "writer", ALL)


def read_tool_names() -> frozenset[str]:
    """Every read tool, as the tool modules define them, and the summaries."""
    return frozenset(tool.name for tool in READ_TOOLS) | {SUMMARISE_DOCUMENT}


def known_tool_names() -> frozenset[str]:
    return read_tool_names() | WRITE_TOOL_NAMES | WRITER_TOOLS


def _group(name: str) -> frozenset[str] | None:
    if name == "read":
        return read_tool_names()
    if name == "writer":
        return WRITER_TOOLS
    try:
        return write_tool_names(WriteGroup(name))
    except ValueError:
        return None


@dataclass(frozen=True)
class Specialist:
    """One specialist; see the module doc. ``tools`` holds tool names and group names as
    written; :meth:`allows` answers for one tool."""

    name: str
    instructions: str
    tools: tuple[str, ...] = ("read",)
    model: str = ""
    description: str = ""
    one_document: bool = False
    """Text changes limited to one document per request (the first the specialist changes)."""
    source: str = ""
    """The file it came from ("" for a built-in)."""

    @property
    def key(self) -> str:
        return name_key(self.name)

    @property
    def tool_names(self) -> frozenset[str] | None:
        """The tools named, groups expanded; None for ``all``."""
        names: set[str] = set()
        for entry in self.tools:
            if entry == ALL:
                return None
            group = _group(entry)
            names |= group if group is not None else {entry}
        return frozenset(names)

    def allows(self, tool: str) -> bool:
        """True when ``tool`` is in this specialist's set (the mode decides separately)."""
        names = self.tool_names
        return names is None or tool in names

    @property
    def can_change_the_project(self) -> bool:
        """True when at least one of its tools changes the project (a fix needs one)."""
        names = self.tool_names
        return names is None or bool(names & WRITE_TOOL_NAMES)

    def unknown_tools(self) -> tuple[str, ...]:
        """Entries of ``tools`` that are neither a group nor a tool Quire has."""
        known = known_tool_names()
        return tuple(t for t in self.tools if _group(t) is None and t != ALL and t not in known)


def name_key(name: str) -> str:
    """How names compare: case, spaces and a leading "the" do not matter."""
    words = name.casefold().split()
    if words[:1] == ["the"]:
        words = words[1:]
    return " ".join(words)


CONTINUITY_EDITOR = Specialist(
    "Continuity editor",
    "You are the continuity editor. Find contradictions between chapters, entities and "
    "notes: names, dates, ages, places, who knows what and when, objects that move. For "
    "each, cite both sides (the document and its words) and say which seems right when the "
    "project shows it. Do not rewrite the prose. For a whole-book pass, use "
    "summarise_document first, then read the passages that matter.",
    ("read", "writer"),
    description="finds contradictions between chapters, entities and notes, citing both sides",
)
LINE_EDITOR = Specialist(
    "Line editor",
    "You are the line editor. Tighten the prose of one document: cut needless words, fix "
    "clumsy sentences and repetition, keep the writer's voice. Never change meaning, plot, "
    "facts or dialogue. Read the exact text before each replace_text, change little at a "
    "time, and end with a short list of what you changed.",
    ("read", "text", "writer"),
    description="tightens the prose of one document without changing meaning or dialogue",
    one_document=True,
)
ARCHIVIST = Specialist(
    "Archivist",
    "You are the archivist. Keep the characters, places, items and factions in step with "
    "the text: add entities the text introduces, aliases it uses, and fields it states "
    "(with the document that says so in the notes). Change an entity only when the text "
    "says so; never change the documents.",
    ("read", "entities", "writer"),
    description="keeps characters, places and their fields in step with the text",
)
BUILT_IN: tuple[Specialist, ...] = (CONTINUITY_EDITOR, LINE_EDITOR, ARCHIVIST)


@dataclass(frozen=True)
class SpecialistProblem:
    """A specialist file that could not be used (or was used with a warning)."""

    file: str
    reason: str


@dataclass(frozen=True)
class Team:
    """The specialists of a project: the built-ins as its files leave them, and its own."""

    members: tuple[Specialist, ...] = BUILT_IN
    problems: tuple[SpecialistProblem, ...] = ()

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(member.name for member in self.members)

    def get(self, name: str) -> Specialist | None:
        """The specialist called ``name`` (see :func:`name_key`), or None."""
        key = name_key(name)
        return next((m for m in self.members if m.key == key), None)

    def __bool__(self) -> bool:
        return bool(self.members)


# -- files -----------------------------------------------------------------------------------

_SAFE_NAME = re.compile(r"[^\w\- ]+", re.UNICODE)


def specialists_folder(root: Path | str) -> Path:
    return Path(root) / SPECIALISTS_FOLDER


def file_name(specialist: Specialist) -> str:
    """The file a specialist is kept in: its name, lower case, ``.md``."""
    stem = _SAFE_NAME.sub("", specialist.name).strip().lower().replace(" ", "-") or "specialist"
    return f"{stem[:60]}.md"


def to_text(specialist: Specialist) -> str:
    """The file's text for ``specialist`` (what :func:`parse` reads back)."""
    lines = [
        "---",
        f"name: {specialist.name}",
        f"description: {specialist.description}",
        f"tools: {', '.join(specialist.tools)}",
        f"model: {specialist.model}",
        f"documents: {'one' if specialist.one_document else 'any'}",
        "---",
        specialist.instructions.strip(),
        "",
    ]
    return "\n".join(lines)


class SpecialistFileError(ValueError):
    """A specialist file that cannot be used; the message says why, in a few words."""


def parse(text: str, *, source: str = "", fallback_name: str = "") -> tuple[Specialist, str]:
    """A specialist from a file's text, and a warning ("" when none).

    Raises :class:`SpecialistFileError` when the file cannot make a specialist.
    """
    text = storable(text.replace("\r\n", "\n").replace("\r", "\n").replace("\x00", ""))
    fields: dict[str, str] = {}
    body = text
    lines = text.split("\n")
    if lines and lines[0].strip() == "---":
        try:
            end = next(i for i in range(1, len(lines)) if lines[i].strip() == "---")
        except StopIteration:
            raise SpecialistFileError("the header starting with --- has no closing ---") from None
        for line in lines[1:end]:
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            key, colon, value = line.partition(":")
            if not colon:
                raise SpecialistFileError(f"a header line is not 'key: value': {line[:40]!r}")
            fields[key.strip().lower()] = value.strip()
        body = "\n".join(lines[end + 1 :])
    unknown = sorted(set(fields) - {"name", "description", "tools", "model", "documents"})
    name = _plain(fields.get("name") or fallback_name)
    if not name:
        raise SpecialistFileError("it has no name")
    if len(name) > MAX_NAME_CHARS:
        raise SpecialistFileError(f"the name is longer than {MAX_NAME_CHARS} characters")
    instructions = body.strip()
    if not instructions:
        raise SpecialistFileError("it has no instructions")
    approving = [key for key in unknown if key in APPROVAL_HEADERS]
    unknown = [key for key in unknown if key not in APPROVAL_HEADERS]
    warnings = [f"unknown header {', '.join(unknown)}"] if unknown else []
    if approving:
        warnings.append(f"{', '.join(approving)} left out: approval and review are set by "
                        "the settings and the project, never by a specialist")  # fmt: skip
    if len(instructions) > MAX_INSTRUCTIONS_CHARS:
        instructions = instructions[:MAX_INSTRUCTIONS_CHARS].rstrip()
        warnings.append(f"instructions cut to {MAX_INSTRUCTIONS_CHARS} characters")
    tools = tuple(t.strip().lower() for t in fields.get("tools", "read").split(",") if t.strip())
    documents = fields.get("documents", "any").strip().lower()
    if documents not in ("one", "any", ""):
        warnings.append(f"documents must be 'one' or 'any', not {documents!r}")
    specialist = Specialist(
        name=name,
        instructions=instructions,
        tools=tools,
        model=_plain(fields.get("model", "")),
        description=_plain(fields.get("description", ""))[:200],
        one_document=documents == "one",
        source=source,
    )
    unknown_tools = specialist.unknown_tools()
    if unknown_tools:
        warnings.append(f"no such tool: {', '.join(unknown_tools)} (left out)")
    return specialist, "; ".join(warnings)


def _plain(text: str) -> str:
    """One line of ``text`` without control or formatting characters (a name must not hide
    a line break, an escape or a right-to-left override)."""
    kept = "".join(" " if ch.isspace() else ch for ch in text
                   if unicodedata.category(ch) not in ("Cc", "Cf") or ch.isspace())  # fmt: skip
    return " ".join(kept.split())


def load_team(root: Path | str | None) -> Team:
    """The specialists of the project at ``root``: the built-ins, replaced or added to by
    the files of its ``specialists/`` folder (the built-ins alone without a folder)."""
    if root is None:
        return Team()
    folder = specialists_folder(root)
    try:
        entries = sorted(
            (e for e in os.scandir(folder) if e.name.lower().endswith((".md", ".txt"))),
            key=lambda e: e.name,
        )
    except FileNotFoundError:
        return Team()
    except OSError as error:
        log.warning("cannot list %s: %s", folder, error)
        return Team(problems=(SpecialistProblem(SPECIALISTS_FOLDER, _reason(error)),))
    members = {m.key: m for m in BUILT_IN}
    order = [m.key for m in BUILT_IN]
    problems: list[SpecialistProblem] = []
    seen_files: dict[str, str] = {}
    for number, entry in enumerate(entries):
        where = f"{SPECIALISTS_FOLDER}/{entry.name}"
        if number >= MAX_SPECIALISTS:
            problems.append(SpecialistProblem(where, f"more than {MAX_SPECIALISTS} files"))
            continue
        try:
            data = read_file(Path(entry.path), root=folder, limit=MAX_FILE_BYTES)
        except OSError as error:
            problems.append(SpecialistProblem(where, _reason(error)))
            continue
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            problems.append(SpecialistProblem(where, "not UTF-8 text"))
            continue
        fallback = Path(entry.name).stem.replace("-", " ").replace("_", " ").strip()
        try:
            specialist, warning = parse(text, source=where, fallback_name=fallback.capitalize())
        except SpecialistFileError as error:
            problems.append(SpecialistProblem(where, str(error)))
            continue
        if specialist.key in seen_files:
            problems.append(
                SpecialistProblem(where, f"{seen_files[specialist.key]} names it already")
            )
            continue
        seen_files[specialist.key] = where
        if warning:
            problems.append(SpecialistProblem(where, warning))
        if specialist.key not in members:
            order.append(specialist.key)
        members[specialist.key] = specialist
    return Team(tuple(members[key] for key in order), tuple(problems))


def write_built_ins(root: Path | str) -> list[Path]:
    """Write each built-in specialist that has no file yet into the project's
    ``specialists/`` folder, for the writer to edit; returns the files written."""
    folder = specialists_folder(root)
    folder.mkdir(exist_ok=True)
    written = []
    have = {m.key for m in load_team(root).members if m.source}
    for specialist in BUILT_IN:
        path = folder / file_name(specialist)
        if specialist.key in have or path.exists() or path.is_symlink():
            continue
        atomic.write_atomic(path, to_text(specialist).encode("utf-8"))
        written.append(path)
    return written


def _reason(error: OSError) -> str:
    return error.strerror or type(error).__name__


__all__ = [
    "ARCHIVIST",
    "BUILT_IN",
    "CONTINUITY_EDITOR",
    "HANDOFF",
    "LINE_EDITOR",
    "SPECIALISTS_FOLDER",
    "SUMMARISE_DOCUMENT",
    "TOOL_GROUPS",
    "WRITER_TOOLS",
    "Specialist",
    "SpecialistFileError",
    "SpecialistProblem",
    "Team",
    "file_name",
    "load_team",
    "name_key",
    "parse",
    "specialists_folder",
    "to_text",
    "write_built_ins",
]

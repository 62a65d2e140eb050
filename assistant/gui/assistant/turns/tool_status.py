"""What the assistant is doing, or did, in words: the live line under the conversation and
the list of a turn's tools.

A tool call becomes a short phrase about what it looks at ("Searching the text for
“bridge”…", "Reading “The Crossing”…"), and once it ran, the same in the past ("Searched the
text for “bridge”"), or what it could not do ("Could not read “The Crossing”"). Known tools
get their own phrase; any other tool is described from the arguments it was given, so a new
tool still reads sensibly.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from assistant.agent.loop.messages import AiToolCall
from assistant.agent.tools.write import WRITE_TOOL_NAMES
from assistant.world.model import World

QUOTE_LIMIT = 40

_QUERY_KEYS = ("query", "pattern", "text", "find", "phrase", "term")
_DOCUMENT_KEYS = ("document", "doc_id", "document_id", "title", "id")
_ENTITY_KEYS = ("entity", "entity_id", "name")
_TARGET_KEYS = ("document", "node", "entity", "title", "name")


def quoted(text: str) -> str:
    """``text`` in typographic quotes, shortened to fit on the status line."""
    text = " ".join(str(text).split())
    if len(text) > QUOTE_LIMIT:
        text = text[: QUOTE_LIMIT - 1].rstrip() + "…"
    return QCoreApplication.translate("ToolStatus", "“%1”").replace("%1", text)


def _first(arguments: dict[str, Any], keys: tuple[str, ...]) -> str:
    for key in keys:
        value = arguments.get(key)
        if isinstance(value, str) and value.strip():
            return value
    return ""


def _name_of(world: World | None, reference: str) -> str:
    """A document's title or an entity's name for an id; the reference itself otherwise."""
    if world is None:
        return reference
    document = world.documents.get(reference)
    if document is not None:
        return document.title
    entity = world.entities.get(reference)
    if entity is not None:
        return entity.name
    folder = world.folders.get(reference)
    if folder is not None:
        return folder.title
    return reference


_PHRASES: dict[str, tuple[str, str, str]] = {
    "summarise": (
        QT_TRANSLATE_NOOP("ToolStatus", "Summarising %1…"),
        QT_TRANSLATE_NOOP("ToolStatus", "Summarised %1"),
        QT_TRANSLATE_NOOP("ToolStatus", "Could not summarise %1"),
    ),
    "summarise_project": (
        QT_TRANSLATE_NOOP("ToolStatus", "Summarising the whole project…"),
        QT_TRANSLATE_NOOP("ToolStatus", "Summarised the whole project"),
        QT_TRANSLATE_NOOP("ToolStatus", "Could not summarise the whole project"),
    ),
    "handoff": (
        QT_TRANSLATE_NOOP("ToolStatus", "Handing the request to %1…"),
        QT_TRANSLATE_NOOP("ToolStatus", "Handed the request to %1"),
        QT_TRANSLATE_NOOP("ToolStatus", "Could not hand the request to %1"),
    ),
    "mentions": (
        QT_TRANSLATE_NOOP("ToolStatus", "Finding where %1 is mentioned…"),
        QT_TRANSLATE_NOOP("ToolStatus", "Found where %1 is mentioned"),
        QT_TRANSLATE_NOOP("ToolStatus", "Could not find where %1 is mentioned"),
    ),
    "search_for": (
        QT_TRANSLATE_NOOP("ToolStatus", "Searching the text for %1…"),
        QT_TRANSLATE_NOOP("ToolStatus", "Searched the text for %1"),
        QT_TRANSLATE_NOOP("ToolStatus", "Could not search the text for %1"),
    ),
    "search": (
        QT_TRANSLATE_NOOP("ToolStatus", "Searching the project…"),
        QT_TRANSLATE_NOOP("ToolStatus", "Searched the project"),
        QT_TRANSLATE_NOOP("ToolStatus", "Could not search the project"),
    ),
    "outline": (
        QT_TRANSLATE_NOOP("ToolStatus", "Looking at the outline…"),
        QT_TRANSLATE_NOOP("ToolStatus", "Looked at the outline"),
        QT_TRANSLATE_NOOP("ToolStatus", "Could not look at the outline"),
    ),
    "count": (
        QT_TRANSLATE_NOOP("ToolStatus", "Counting words…"),
        QT_TRANSLATE_NOOP("ToolStatus", "Counted words"),
        QT_TRANSLATE_NOOP("ToolStatus", "Could not count words"),
    ),
    "entity": (
        QT_TRANSLATE_NOOP("ToolStatus", "Looking up %1…"),
        QT_TRANSLATE_NOOP("ToolStatus", "Looked up %1"),
        QT_TRANSLATE_NOOP("ToolStatus", "Could not look up %1"),
    ),
    "entities": (
        QT_TRANSLATE_NOOP("ToolStatus", "Looking through the characters, places and things…"),
        QT_TRANSLATE_NOOP("ToolStatus", "Looked through the characters, places and things"),
        QT_TRANSLATE_NOOP("ToolStatus", "Could not look through the characters, places and things"),
    ),
    "read": (
        QT_TRANSLATE_NOOP("ToolStatus", "Reading %1…"),
        QT_TRANSLATE_NOOP("ToolStatus", "Read %1"),
        QT_TRANSLATE_NOOP("ToolStatus", "Could not read %1"),
    ),
    "read_project": (
        QT_TRANSLATE_NOOP("ToolStatus", "Reading the project…"),
        QT_TRANSLATE_NOOP("ToolStatus", "Read the project"),
        QT_TRANSLATE_NOOP("ToolStatus", "Could not read the project"),
    ),
    "change": (
        QT_TRANSLATE_NOOP("ToolStatus", "Changing %1…"),
        QT_TRANSLATE_NOOP("ToolStatus", "Changed %1"),
        QT_TRANSLATE_NOOP("ToolStatus", "Could not change %1"),
    ),
    "change_project": (
        QT_TRANSLATE_NOOP("ToolStatus", "Changing the project…"),
        QT_TRANSLATE_NOOP("ToolStatus", "Changed the project"),
        QT_TRANSLATE_NOOP("ToolStatus", "Could not change the project"),
    ),
    "use_on": (
        QT_TRANSLATE_NOOP("ToolStatus", "Using %1 on %2…"),
        QT_TRANSLATE_NOOP("ToolStatus", "Used %1 on %2"),
        QT_TRANSLATE_NOOP("ToolStatus", "Could not use %1 on %2"),
    ),
    "use": (
        QT_TRANSLATE_NOOP("ToolStatus", "Using %1…"),
        QT_TRANSLATE_NOOP("ToolStatus", "Used %1"),
        QT_TRANSLATE_NOOP("ToolStatus", "Could not use %1"),
    ),
}
"""What each kind of call says while it runs (ending in an ellipsis), once it ran, and once
it failed."""


def _say(key: str, form: int, *values: str) -> str:
    text = QCoreApplication.translate("ToolStatus", _PHRASES[key][form])
    for number, value in enumerate(values, start=1):
        text = text.replace(f"%{number}", value)
    return text


def describe_tool_call(
    call: AiToolCall,
    world: World | None = None,
    *,
    done: bool = False,
    failed: bool = False,
    act: bool = False,
) -> str:
    """What ``call`` does, as a line for the writer: while it runs ("Reading “The Ford”…"),
    once it ran (``done``: "Read “The Ford”"), or once it failed (``failed``: "Could not read
    “The Ford”"). In act mode (``act``) a write tool says what it changes."""
    form = 2 if failed else 1 if done else 0
    name = call.name
    arguments = call.arguments if isinstance(call.arguments, dict) else {}
    if act and name in WRITE_TOOL_NAMES:
        target = _first(arguments, _TARGET_KEYS)
        if target:
            return _say("change", form, quoted(_name_of(world, target)))
        return _say("change_project", form)
    query = _first(arguments, _QUERY_KEYS)
    document = _first(arguments, _DOCUMENT_KEYS)
    entity = _first(arguments, _ENTITY_KEYS)

    if name == "summarise_document":
        if document:
            return _say("summarise", form, quoted(_name_of(world, document)))
        return _say("summarise_project", form)
    if name == "handoff":
        from assistant.gui.assistant.specialist_names import specialist_label

        target = arguments.get("target")
        return _say("handoff", form, specialist_label(target if isinstance(target, str) else ""))

    if "mention" in name and (entity or document):
        return _say("mentions", form, quoted(_name_of(world, entity or document)))
    if "search" in name or "find" in name or "grep" in name:
        return _say("search_for", form, quoted(query)) if query else _say("search", form)
    if "outline" in name or name in ("list_documents", "tree", "list_tree"):
        return _say("outline", form)
    if "stat" in name or "count" in name:
        return _say("count", form)
    if "entit" in name or "character" in name:
        if entity:
            return _say("entity", form, quoted(_name_of(world, entity)))
        return _say("entities", form)
    if "read" in name or "document" in name or "get" in name:
        if document:
            return _say("read", form, quoted(_name_of(world, document)))
        return _say("read_project", form)
    if query or document or entity:
        return _say("use_on", form, name, quoted(query or _name_of(world, document or entity)))
    return _say("use", form, name)


__all__ = ["describe_tool_call", "quoted"]

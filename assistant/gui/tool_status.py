"""The live line under the conversation: what the assistant is doing right now, in words.

A tool call becomes a short phrase about what it looks at ("Searching the text for
“bridge”…", "Reading “The Crossing”…"). Known tools get their own phrase; any other tool is
described from the arguments it was given, so a new tool still reads sensibly.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from assistant.agent.messages import AiToolCall
from assistant.world.model import World

QUOTE_LIMIT = 40

_QUERY_KEYS = ("query", "pattern", "text", "find", "phrase", "term")
_DOCUMENT_KEYS = ("document", "doc_id", "document_id", "title", "id")
_ENTITY_KEYS = ("entity", "entity_id", "name")


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


def describe_tool_call(call: AiToolCall, world: World | None = None) -> str:
    """What ``call`` does, as a line for the writer (ending in an ellipsis)."""
    name = call.name
    arguments = call.arguments if isinstance(call.arguments, dict) else {}
    query = _first(arguments, _QUERY_KEYS)
    document = _first(arguments, _DOCUMENT_KEYS)
    entity = _first(arguments, _ENTITY_KEYS)

    if name == "summarise_document":
        if document:
            return QCoreApplication.translate("ToolStatus", "Summarising %1…").replace(
                "%1", quoted(_name_of(world, document))
            )
        return QCoreApplication.translate("ToolStatus", "Summarising the whole project…")
    if name == "handoff":
        from assistant.gui.specialist_names import specialist_label

        target = arguments.get("target")
        return QCoreApplication.translate("ToolStatus", "Handing the request to %1…").replace(
            "%1", specialist_label(target if isinstance(target, str) else "")
        )

    if "mention" in name and (entity or document):
        return QCoreApplication.translate("ToolStatus", "Finding where %1 is mentioned…").replace(
            "%1", quoted(_name_of(world, entity or document))
        )
    if "search" in name or "find" in name or "grep" in name:
        if query:
            return QCoreApplication.translate("ToolStatus", "Searching the text for %1…").replace(
                "%1", quoted(query)
            )
        return QCoreApplication.translate("ToolStatus", "Searching the project…")
    if "outline" in name or name in ("list_documents", "tree", "list_tree"):
        return QCoreApplication.translate("ToolStatus", "Looking at the outline…")
    if "stat" in name or "count" in name:
        return QCoreApplication.translate("ToolStatus", "Counting words…")
    if "entit" in name or "character" in name:
        if entity:
            return QCoreApplication.translate("ToolStatus", "Looking up %1…").replace(
                "%1", quoted(_name_of(world, entity))
            )
        return QCoreApplication.translate(
            "ToolStatus", "Looking through the characters, places and things…"
        )
    if "read" in name or "document" in name or "get" in name:
        if document:
            return QCoreApplication.translate("ToolStatus", "Reading %1…").replace(
                "%1", quoted(_name_of(world, document))
            )
        return QCoreApplication.translate("ToolStatus", "Reading the project…")
    if query:
        return (
            QCoreApplication.translate("ToolStatus", "Using %1 on %2…")
            .replace("%1", name)
            .replace("%2", quoted(query))
        )
    if document or entity:
        return (
            QCoreApplication.translate("ToolStatus", "Using %1 on %2…")
            .replace("%1", name)
            .replace("%2", quoted(_name_of(world, document or entity)))
        )
    return QCoreApplication.translate("ToolStatus", "Using %1…").replace("%1", name)


__all__ = ["describe_tool_call", "quoted"]

"""Edits as data with exact inverses, and what they did: scope, summaries, diffs, the JSON codec.

Every edit kind is importable from here (``from assistant.world.edits import SetText``); each
is defined in the module of what it edits. ``deletion`` holds the two that destroy for good.

A kind's module is read the first time the kind is asked for. The window's modules refer to
them as ``world_edits.SetText`` when an edit is made, so that ``quire-gui`` draws its first window
without reading them (their 45 dataclasses took 26 ms of the start).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from assistant.world.edits.base import (
        PROJECT_TARGET,
        ChangeFlag,
        Edit,
        EditAction,
        EditError,
        Removal,
        TextSpans,
    )
    from assistant.world.edits.compound import CompoundEdit
    from assistant.world.edits.document import (
        MoveDocumentField,
        RemoveDocumentField,
        SetDocumentAttribute,
        SetDocumentField,
    )
    from assistant.world.edits.entity import (
        AddAlias,
        CreateEntity,
        DeleteEntity,
        MoveEntityField,
        RemoveAlias,
        RemoveEntityField,
        RenameEntity,
        SetEntityAttribute,
        SetEntityField,
    )
    from assistant.world.edits.privacy import SetFieldPrivate, SetPrivate
    from assistant.world.edits.project import SetProjectMeta, SetProjectSetting
    from assistant.world.edits.series import SetFactChanges, ShareEntity, UnshareEntity
    from assistant.world.edits.text import (
        DeleteText,
        FindReplace,
        InsertText,
        ReplaceRange,
        ReplaceSpans,
        SetText,
    )
    from assistant.world.edits.tree import (
        CreateNode,
        DeleteNode,
        MoveNode,
        RestoreNode,
        SetFolderKind,
        SetTitle,
        TrashNode,
    )
    from assistant.world.edits.version import TakeVersion

_MODULE_OF: dict[str, str] = {
    "AddAlias": "entity",
    "ChangeFlag": "base",
    "CompoundEdit": "compound",
    "CreateEntity": "entity",
    "CreateNode": "tree",
    "DeleteEntity": "entity",
    "DeleteNode": "tree",
    "DeleteText": "text",
    "Edit": "base",
    "EditAction": "base",
    "EditError": "base",
    "FindReplace": "text",
    "InsertText": "text",
    "MoveDocumentField": "document",
    "MoveEntityField": "entity",
    "MoveNode": "tree",
    "PROJECT_TARGET": "base",
    "Removal": "base",
    "RemoveAlias": "entity",
    "RemoveDocumentField": "document",
    "RemoveEntityField": "entity",
    "RenameEntity": "entity",
    "ReplaceRange": "text",
    "ReplaceSpans": "text",
    "RestoreNode": "tree",
    "SetDocumentAttribute": "document",
    "SetDocumentField": "document",
    "SetEntityAttribute": "entity",
    "SetEntityField": "entity",
    "SetFactChanges": "series",
    "SetFieldPrivate": "privacy",
    "SetFolderKind": "tree",
    "SetPrivate": "privacy",
    "SetProjectMeta": "project",
    "SetProjectSetting": "project",
    "SetText": "text",
    "SetTitle": "tree",
    "ShareEntity": "series",
    "TakeVersion": "version",
    "TextSpans": "base",
    "TrashNode": "tree",
    "UnshareEntity": "series",
}
"""The module of :mod:`assistant.world.edits` that defines each name given here."""


def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # asked once
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_MODULE_OF))


__all__ = [
    "PROJECT_TARGET",
    "AddAlias",
    "ChangeFlag",
    "CompoundEdit",
    "CreateEntity",
    "CreateNode",
    "DeleteEntity",
    "DeleteNode",
    "DeleteText",
    "Edit",
    "EditAction",
    "EditError",
    "FindReplace",
    "InsertText",
    "MoveDocumentField",
    "MoveEntityField",
    "MoveNode",
    "Removal",
    "RemoveAlias",
    "RemoveDocumentField",
    "RemoveEntityField",
    "RenameEntity",
    "ReplaceRange",
    "ReplaceSpans",
    "RestoreNode",
    "SetDocumentAttribute",
    "SetDocumentField",
    "SetEntityAttribute",
    "SetEntityField",
    "SetFactChanges",
    "SetFieldPrivate",
    "SetFolderKind",
    "SetPrivate",
    "SetProjectMeta",
    "SetProjectSetting",
    "SetText",
    "SetTitle",
    "ShareEntity",
    "TakeVersion",
    "TextSpans",
    "TrashNode",
    "UnshareEntity",
]

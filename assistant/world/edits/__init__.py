"""Edits as data with exact inverses, and what they did: scope, summaries, diffs, the JSON codec.

Every edit kind is importable from here (``from assistant.world.edits import SetText``); each
is defined in the module of what it edits. ``deletion`` holds the two that destroy for good.
"""

from __future__ import annotations

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

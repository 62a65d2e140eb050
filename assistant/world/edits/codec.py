"""Edits and the values they carry as plain JSON data, and content fingerprints.

An assistant run is kept on disk after the program that made it exits (see
:mod:`assistant.agent.act.run_history`), so its inverse edits must be written down and read back
exactly: ``decode(encode(edit)) == edit`` for every edit kind, text to the last character.
Only Quire's own edit kinds (the dataclasses deriving from ``Edit`` in ``assistant.world``)
and the values they hold (documents, folders, entities, trash entries, the project's details
and settings) are ever built from a file, so a hand-edited or hostile file can name nothing
else; anything unexpected raises :class:`CodecError`.

:func:`fingerprint` is a SHA-256 of a value's canonical encoding: two values have the same
fingerprint exactly when they are equal, whichever process computed it.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
import threading
import weakref
from enum import Enum
from typing import Any

import assistant.world.edits.compound as _compound
import assistant.world.edits.deletion as _deletion
import assistant.world.edits.document as _document
import assistant.world.edits.entity as _entity
import assistant.world.edits.privacy as _privacy
import assistant.world.edits.project as _project
import assistant.world.edits.series as _series
import assistant.world.edits.text as _text
import assistant.world.edits.tree as _tree
import assistant.world.edits.version as _version
from assistant.world.edits.base import Edit
from assistant.world.model import (
    Document,
    DocumentKind,
    Entity,
    EntityKind,
    Folder,
    FolderKind,
    ProjectMeta,
    TrashEntry,
)
from assistant.world.project_settings import ProjectSettings, Status, WritingLog
from assistant.world.safetext import MAX_NESTING
from assistant.world.series.model import FactChange, SeriesBook, SeriesState

_KIND_MODULES = (
    _compound, _deletion, _document, _entity, _privacy, _project, _series, _text, _tree,
    _version,
)
"""The modules that define edit kinds: imported here, so that every kind is known to
:func:`_edit_classes`."""

CLASS = "$class"
ENUM = "$enum"
TUPLE = "$tuple"
FROZENSET = "$frozenset"
CODE_POINTS = "$code_points"
_SURROGATE = re.compile("[\ud800-\udfff]")


class CodecError(ValueError):
    """Data that does not describe an edit (or a value an edit carries)."""


def _is_edit_kind(cls: type) -> bool:
    """An edit kind of Quire's world (in ``edits`` or beside it, e.g. ``deletion``)."""
    return (
        issubclass(cls, Edit)
        and dataclasses.is_dataclass(cls)
        and cls.__module__.startswith("assistant.world.")
    )


def _edit_classes() -> dict[str, type | None]:
    """Every edit kind defined so far, by name (None for a name two kinds share)."""
    found: dict[str, type | None] = {}
    pending = list(Edit.__subclasses__())
    while pending:
        cls = pending.pop()
        pending.extend(cls.__subclasses__())
        if _is_edit_kind(cls):
            found[cls.__name__] = cls if found.get(cls.__name__, cls) is cls else None
    return found


_VALUES: dict[str, type] = {
    cls.__name__: cls
    for cls in (
        Document,
        Folder,
        Entity,
        FactChange,
        SeriesBook,
        SeriesState,
        TrashEntry,
        ProjectMeta,
        ProjectSettings,
        Status,
        WritingLog,
    )
}


def _classes() -> dict[str, type | None]:
    return {**_edit_classes(), **_VALUES}


_ENUMS: dict[str, type[Enum]] = {
    cls.__name__: cls for cls in (DocumentKind, FolderKind, EntityKind)
}


def encode(value: Any) -> Any:
    """``value`` (an edit, or anything an edit holds) as JSON-ready data."""
    if isinstance(value, Enum):
        name = type(value).__name__
        if _ENUMS.get(name) is not type(value):
            raise CodecError(f"cannot keep a {name}")
        return {ENUM: name, "value": value.value}
    if isinstance(value, str) and _SURROGATE.search(value):
        # JSON would join two surrogate halves into one character: kept as code points
        return {CODE_POINTS: [ord(char) for char in value]}
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, tuple):
        return {TUPLE: [encode(item) for item in value]}
    if isinstance(value, frozenset):
        if not all(isinstance(item, str) and not _SURROGATE.search(item) for item in value):
            raise CodecError("cannot keep a set of anything but plain text")
        return {FROZENSET: sorted(value)}
    if isinstance(value, list):
        return [encode(item) for item in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        name = type(value).__name__
        if _VALUES.get(name) is not type(value) and not _is_edit_kind(type(value)):
            raise CodecError(f"cannot keep a {name}")
        fields = {f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
        return {CLASS: name, "fields": fields}
    raise CodecError(f"cannot keep a {type(value).__name__}")


def decode(data: Any) -> Any:
    """The value :func:`encode` made ``data`` from; raises :class:`CodecError`."""
    return _decode(data, 0, _classes())


def _decode(data: Any, depth: int, classes: dict[str, type | None]) -> Any:
    if depth > MAX_NESTING:
        raise CodecError("nested too deeply")
    if data is None or isinstance(data, bool | int | float | str):
        return data
    if isinstance(data, list):
        return [_decode(item, depth + 1, classes) for item in data]
    if not isinstance(data, dict):
        raise CodecError(f"unexpected {type(data).__name__}")
    if TUPLE in data and len(data) == 1:
        items = data[TUPLE]
        if not isinstance(items, list):
            raise CodecError("a tuple must hold a list")
        return tuple(_decode(item, depth + 1, classes) for item in items)
    if FROZENSET in data and len(data) == 1:
        items = data[FROZENSET]
        if not isinstance(items, list) or not all(isinstance(item, str) for item in items):
            raise CodecError("a set must hold a list of text")
        return frozenset(items)
    if CODE_POINTS in data and len(data) == 1:
        points = data[CODE_POINTS]
        if not isinstance(points, list) or not all(
            type(p) is int and 0 <= p <= 0x10FFFF for p in points
        ):
            raise CodecError("code points must be a list of numbers")
        return "".join(map(chr, points))
    if ENUM in data and set(data) == {ENUM, "value"}:
        enum = _ENUMS.get(data[ENUM]) if isinstance(data[ENUM], str) else None
        if enum is None:
            raise CodecError(f"unknown kind of value {data[ENUM]!r}")
        try:
            return enum(data["value"])
        except ValueError:
            raise CodecError(f"{data['value']!r} is not a {data[ENUM]}") from None
    if CLASS in data and set(data) == {CLASS, "fields"}:
        cls = classes.get(data[CLASS]) if isinstance(data[CLASS], str) else None
        if cls is None:
            raise CodecError(f"unknown kind of value {data[CLASS]!r}")
        raw = data["fields"]
        if not isinstance(raw, dict):
            raise CodecError(f"the fields of a {data[CLASS]} must be an object")
        known = {f.name for f in dataclasses.fields(cls) if f.init}
        unknown = set(raw) - known
        if unknown:
            raise CodecError(f"a {data[CLASS]} has no field {sorted(unknown)[0]!r}")
        values = {name: _decode(value, depth + 1, classes) for name, value in raw.items()}
        try:
            return cls(**values)
        except TypeError as error:
            raise CodecError(f"a malformed {data[CLASS]}: {error}") from None
    raise CodecError("an object that is not a kept value")


def encode_edit(edit: Edit) -> dict[str, Any]:
    """One edit as JSON-ready data."""
    if not isinstance(edit, Edit):
        raise CodecError(f"not an edit: {type(edit).__name__}")
    return encode(edit)


def decode_edit(data: Any) -> Edit:
    """The edit ``data`` describes; raises :class:`CodecError` for anything else."""
    edit = decode(data)
    if not isinstance(edit, Edit):
        raise CodecError("not an edit")
    return edit


def canonical(value: Any) -> bytes:
    """``value``'s encoding as compact JSON with sorted keys (the same bytes everywhere)."""
    text = json.dumps(encode(value), sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return text.encode("ascii")


_known: weakref.WeakKeyDictionary[Any, str] = weakref.WeakKeyDictionary()
_known_lock = threading.Lock()


def fingerprint(value: Any) -> str:
    """A SHA-256 (hex) of ``value``'s canonical encoding.

    Remembered for as long as the value lives (values are immutable), so that checking many
    kept runs against the same project reads each document once."""
    try:
        with _known_lock:
            known = _known.get(value)
    except TypeError:  # not hashable or not weakly referable (a tuple): computed each time
        return hashlib.sha256(canonical(value)).hexdigest()
    if known is not None:
        return known
    digest = hashlib.sha256(canonical(value)).hexdigest()
    with _known_lock:
        _known[value] = digest
    return digest


__all__ = [
    "CodecError",
    "canonical",
    "decode",
    "decode_edit",
    "encode",
    "encode_edit",
    "fingerprint",
]

"""Merging a conflicted copy with the file it is a copy of, in an open project.

The three worlds of the merge are the project as it is open ("ours"), the same project with
the copy's version of that one file ("theirs"), and with the version both sides were made
from ("base"): the common version the computers' records name
(:mod:`~assistant.world.bases.merge_bases`), or the one git wrote between its markers in the
diff3 style. When no common version is known the base is an empty world: what the sides hold
alike is kept once, what only one holds is kept, what they hold differently in one place is a
conflict, and nothing is lost. A file holding git's markers is both sides at once: this side
is what stood before ``=======``, the other what stood after.

Once the writer has accepted the merged world and it is saved, the copy is set aside in
``.quire/merged-copies/`` (never deleted: the writer may want to look back), where no sync
service offers it again and git never sees it.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

from assistant.world.bases.merge_bases import MergeBases
from assistant.world.bases.objects import digest_of
from assistant.world.bases.record import MANIFEST_KEY
from assistant.world.errors import FormatError, StorageError
from assistant.world.merge.copies import ConflictCopy, SyncService, has_markers, split_markers
from assistant.world.merge.worlds import WorldMerge, merge_worlds
from assistant.world.model import Document, Entity, FrozenMap, World
from assistant.world.problems import ProblemError
from assistant.world.storage.confine import read_file
from assistant.world.storage.frontmatter import (
    FrontMatterError,
    document_from_text,
    document_to_text,
    entity_from_text,
    entity_to_text,
)
from assistant.world.storage.layout import (
    APP_DATA,
    DOCUMENTS,
    ENTITIES,
    MANIFEST,
    MAX_FILE_BYTES,
)
from assistant.world.storage.manifest import (
    manifest_text,
    parse_manifest,
    read_tree,
    readable_manifest,
)

MERGED_COPIES = f"{APP_DATA}/merged-copies"


class CopyUnreadableError(FormatError):
    """A conflicted copy Quire cannot merge: its text cannot be read as the file it copies."""


@dataclass(frozen=True)
class CopyMerge:
    """The merge of one conflicted copy with the open project."""

    copy: ConflictCopy
    file: str
    """Which project file: a document's or entity's id, or ``project.quire``."""
    merge: WorldMerge
    base_known: bool
    """False when no common version was known: what the sides hold differently in one place
    is then a conflict, whichever side changed it."""
    theirs: str
    """The SHA-256 of the copy's version, which the merged version is also made from."""
    label: str = ""
    """The document's title or the entity's name (empty for the manifest)."""


def merge_copy(root: Path, world: World, copy: ConflictCopy, bases: MergeBases) -> CopyMerge:
    """Merge ``copy`` into ``world`` (the project open from ``root``). Raises
    :class:`CopyUnreadableError` for a copy that cannot be read as the file it copies."""
    data = _read(root, copy.path)
    folder = copy.main.split("/", 1)[0] if "/" in copy.main else ""
    if copy.service is SyncService.GIT:
        sides = split_markers(data.decode("utf-8", "replace"))
        if sides is None:
            raise CopyUnreadableError(f"{copy.path} no longer holds git's conflict markers")
        ours_data, theirs_data = sides.ours.encode("utf-8"), sides.theirs.encode("utf-8")
        base_data = None if sides.base is None else sides.base.encode("utf-8")
    else:
        ours_data, theirs_data, base_data = None, data, None
    if folder in (DOCUMENTS, ENTITIES):
        theirs_value = _value(folder, theirs_data, copy.path)
        file, label = theirs_value.id, _label(theirs_value)
        ours = world if ours_data is None else _with(world, _value(folder, ours_data, copy.path))
        theirs = _with(ours, theirs_value)
        mine = _mine(ours, folder, file) if ours_data is None else ours_data
    elif copy.main == MANIFEST:
        file, label = MANIFEST_KEY, ""
        ours = world if ours_data is None else _with_manifest(world, ours_data, copy.path)
        theirs = _with_manifest(ours, theirs_data, copy.path)
        mine = manifest_text(ours).encode("utf-8") if ours_data is None else ours_data
    else:
        raise CopyUnreadableError(f"{copy.path} is not a copy of a project file")
    digest = digest_of(theirs_data)
    if base_data is None:
        here = (bases.current(file) if ours_data is None else None) or digest_of(mine)
        base_data = bases.base(file, here, digest)
    base = World()
    if base_data is not None:
        if folder in (DOCUMENTS, ENTITIES):
            base = _with(ours, _value(folder, base_data, copy.path))
        else:
            base = _with_manifest(ours, base_data, copy.path)
    merge = merge_worlds(base, ours, theirs)
    return CopyMerge(copy, file, merge, base_data is not None, digest, label)


def _read(root: Path, rel: str) -> bytes:
    try:
        return read_file(root / rel, root=root, limit=MAX_FILE_BYTES)
    except FileNotFoundError:
        raise CopyUnreadableError(f"{rel} is gone") from None
    except OSError as exc:
        raise CopyUnreadableError(f"cannot read {rel}: {exc.strerror or exc}") from exc


def _value(folder: str, data: bytes, rel: str) -> Document | Entity:
    read = document_from_text if folder == DOCUMENTS else entity_from_text
    try:
        value: Document | Entity = read(data.decode("utf-8")).value
    except UnicodeDecodeError as exc:
        raise CopyUnreadableError(f"{rel} is not UTF-8 text (byte {exc.start})") from exc
    except FrontMatterError as exc:
        raise CopyUnreadableError(f"{rel}: {exc}") from exc
    return value


def _label(value: Document | Entity) -> str:
    return value.title if isinstance(value, Document) else value.name


def _with(world: World, value: Document | Entity) -> World:
    """``world`` holding ``value`` in place of the thing of its id (at the end of the top
    level when the world has no such thing)."""
    if isinstance(value, Document):
        placed = value.id in world.documents
        world = replace(world, documents=world.documents.set(value.id, value))
        return world if placed else replace(world, root=(*world.root, value.id))
    return replace(world, entities=world.entities.set(value.id, value))


def _mine(world: World, folder: str, file: str) -> bytes:
    """This side's file as Quire writes it, for a world that has it (else nothing)."""
    if folder == DOCUMENTS and file in world.documents:
        return document_to_text(world.documents[file]).encode("utf-8")
    if folder == ENTITIES and file in world.entities:
        return entity_to_text(world.entities[file]).encode("utf-8")
    return b""


def _with_manifest(world: World, data: bytes, rel: str) -> World:
    """``world`` with the tree, trash, details, settings and writing log of the manifest
    ``data``; documents it does not place go at the end of the top level, as when a
    project opens."""
    try:
        manifest, _notes = readable_manifest(parse_manifest(data), data)
    except ProblemError as exc:
        raise CopyUnreadableError(f"{rel}: {exc}") from exc
    tree = read_tree(manifest, world.documents, world.entities, world.meta.title)
    root = list(tree.root)
    root.extend(d for d in world.documents if d not in tree.placed)
    return replace(
        world,
        meta=tree.meta,
        folders=FrozenMap(tree.folders),
        root=tuple(root),
        trash=tree.trash,
        settings=tree.settings,
        writing_log=tree.writing_log,
    )


def save_merge(
    root: Path, result: CopyMerge, bases: MergeBases, save: Callable[[], object]
) -> Path:
    """Save a copy's accepted merge and set the copy aside, the one way for every front end:
    a file holding git's markers is kept aside first (the save replaces it); the merged
    version is recorded as made from the copy's too; ``save`` writes the project, which holds
    the merged world by then; a sync service's copy is moved aside after it (and a file still
    holding git's markers, the merged document having gone by another name, goes: it is kept
    aside already). Returns where the copy went; a failing save leaves the copy where it was."""
    copy = result.copy
    kept = set_aside(root, copy) if copy.service is SyncService.GIT else None
    bases.made_from(result.file, result.theirs)
    try:
        save()
    finally:
        bases.settle()
    if kept is None:
        return set_aside(root, copy)
    left = root / copy.path
    if left.is_file() and has_markers(left.read_bytes()):
        left.unlink()
    return kept


def set_aside(root: Path, copy: ConflictCopy, when: datetime | None = None) -> Path:
    """Keep ``copy`` in ``.quire/merged-copies/<time>/`` under its own path: a sync service's
    copy is moved there once its merge is saved; a file holding git's markers (the file the
    merge replaces) is copied there before the merge is saved. Returns where it went."""
    stamp = (when or datetime.now()).strftime("%Y-%m-%d %H%M%S")
    target = root / MERGED_COPIES / stamp / copy.path
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        if copy.service is SyncService.GIT:
            shutil.copy2(root / copy.path, target)
        else:
            os.replace(root / copy.path, target)
    except OSError as exc:
        raise StorageError(f"cannot set {copy.path} aside: {exc.strerror or exc}") from exc
    return target


__all__ = [
    "MERGED_COPIES",
    "CopyMerge",
    "CopyUnreadableError",
    "merge_copy",
    "save_merge",
    "set_aside",
]

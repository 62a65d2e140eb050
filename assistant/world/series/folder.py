"""A series folder read and written as a project folder is: the same layout (``entities/``,
``documents/`` for the series' notes, ``.quire/``) and the same storage machinery, with
``series.quire`` for its manifest and each entity's dated changes in its own file.

:func:`series_store` makes the :class:`~assistant.world.storage.store.ProjectStore` of a
series folder. The world it loads holds the series' entities and notes; its ``series``
(:class:`~assistant.world.series.model.SeriesState`) holds the title, the books, every
entity's id and their changes. Saving such a world writes the manifest from ``series`` and
each entity's changes into its file.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

from assistant.world.model import Entity, NodeId, ProjectMeta, World
from assistant.world.series.changes import CHANGES_KEY, read_changes, series_entity_text
from assistant.world.series.manifest import (
    SERIES_FORMAT,
    read_series_manifest,
    series_manifest_text,
)
from assistant.world.series.model import (
    SERIES_MANIFEST,
    Availability,
    FactChange,
    SeriesState,
)
from assistant.world.storage.folder_format import FolderFormat, FolderReading
from assistant.world.storage.frontmatter import Decoded, entity_from_fields
from assistant.world.storage.load_problem import LoadProblem
from assistant.world.storage.manifest import Tree
from assistant.world.storage.store import ProjectStore


class SeriesReading(FolderReading):
    """One load of a series folder: each entity's changes, taken from its file."""

    def __init__(self) -> None:
        self.changes: dict[NodeId, tuple[FactChange, ...]] = {}

    def decode_entity(self, fields: dict[str, Any], body: str) -> Decoded:
        value = fields.pop(CHANGES_KEY, None) if CHANGES_KEY in fields else None
        had_changes = value is not None
        decoded = entity_from_fields(fields, body)
        if not had_changes:
            return decoded
        changes, problems = read_changes(value)
        entity: Entity = decoded.value
        if changes:
            self.changes[entity.id] = changes
        return Decoded(entity, decoded.warnings + tuple(problems))

    def finish(
        self, world: World, manifest: Mapping[str, Any], problems: list[LoadProblem]
    ) -> World:
        title, books, notes = read_series_manifest(manifest, world.meta.title)
        problems.extend(LoadProblem(SERIES_MANIFEST, note) for note in notes)
        changes = tuple(
            (entity_id, self.changes[entity_id])
            for entity_id in sorted(self.changes)
            if entity_id in world.entities
        )
        state = SeriesState(
            title=title,
            books=books,
            entity_ids=frozenset(world.entities),
            changes=changes,
            availability=Availability.READ,
        )
        return replace(world, meta=replace(world.meta, title=title), series=state)


class SeriesFormat(FolderFormat):
    """A series folder's format: ``series.quire``, notes in no tree, entities with changes."""

    manifest = SERIES_MANIFEST
    newest_format = SERIES_FORMAT
    what = "a Quire series"

    def reading(self) -> SeriesReading:
        return SeriesReading()

    def read_tree(
        self,
        manifest: Mapping[str, Any],
        documents: Iterable[NodeId],
        entities: Iterable[NodeId],
        default_title: str,
    ) -> Tree:
        """The series' notes, all at the top (the manifest keeps no tree of them yet)."""
        notes = sorted(documents)
        return Tree(ProjectMeta(title=default_title), {}, tuple(notes), (), set(notes), [])

    def manifest_text(self, world: World) -> str:
        return series_manifest_text(world.series.title, world.series.books)

    def entity_text(self, entity: Entity, world: World) -> str:
        return series_entity_text(entity, world.series.changes_of(entity.id))

    def entities_changed(self, before: World, after: World) -> frozenset[NodeId]:
        old, new = before.series, after.series
        if old.changes is new.changes or old.changes == new.changes:
            return frozenset()
        ids = {entity_id for entity_id, _changes in old.changes + new.changes}
        return frozenset(i for i in ids if old.changes_of(i) != new.changes_of(i))


SERIES_FORMAT_OF_FOLDER = SeriesFormat()


def series_store(root: Path | str) -> ProjectStore:
    """The store of the series folder at ``root`` (no lock, no merge bases: several books
    may have it open at once; the fingerprints keep one from overwriting another's edit)."""
    return ProjectStore(root, folder_format=SERIES_FORMAT_OF_FOLDER)


__all__ = ["SeriesFormat", "SeriesReading", "series_store"]

"""What makes a folder of Quire's files a project, told apart from what all such folders
share: the manifest's name and form, and how entity files are read and written.

A project folder is read and written with :data:`PROJECT_FORMAT`; another kind of folder laid
out the same way (a series bible: :mod:`assistant.world.series.folder`) passes its own
:class:`FolderFormat` to :class:`~assistant.world.storage.store.ProjectStore`, which reuses
all of storage's machinery (atomic saves, the journal, fingerprints, confinement) for it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from assistant.world.model import Entity, NodeId, World
from assistant.world.storage.frontmatter import Decoded, entity_from_fields, entity_to_text
from assistant.world.storage.layout import MANIFEST
from assistant.world.storage.load_problem import LoadProblem
from assistant.world.storage.manifest import FORMAT_VERSION, Tree, manifest_text, read_tree


class FolderReading:
    """The state of one load of a folder: decodes its entity files, and finishes its world
    once the manifest and every file were read. A project's keeps nothing."""

    def decode_entity(self, fields: dict[str, Any], body: str) -> Decoded:
        """An entity from its front-matter fields and notes (see ``entity_from_fields``)."""
        return entity_from_fields(fields, body)

    def finish(
        self, world: World, manifest: Mapping[str, Any], problems: list[LoadProblem]
    ) -> World:
        """The world read, with what only this kind of folder knows added (what is wrong
        with it added to ``problems``)."""
        return world


class FolderFormat:
    """A project folder's format: ``project.quire``, its tree, entities as Quire wrote them."""

    manifest: str = MANIFEST
    """The manifest's file name, at the folder's top."""
    newest_format: int = FORMAT_VERSION
    """The newest manifest format this Quire reads; a newer one is refused."""
    what: str = "a Quire project"
    """What the folder is, for errors ("… is not a Quire project")."""

    def reading(self) -> FolderReading:
        """The reader of one load."""
        return FolderReading()

    def read_tree(
        self,
        manifest: Mapping[str, Any],
        documents: Iterable[NodeId],
        entities: Iterable[NodeId],
        default_title: str,
    ) -> Tree:
        """The tree, trash and metadata the manifest gives the documents found."""
        return read_tree(manifest, documents, entities, default_title)

    def manifest_text(self, world: World) -> str:
        """The manifest of ``world``: the same world always gives the same text."""
        return manifest_text(world)

    def entity_text(self, entity: Entity, world: World) -> str:
        """The file text of ``entity``, one of ``world``'s."""
        return entity_to_text(entity)

    def entities_changed(self, before: World, after: World) -> frozenset[NodeId]:
        """Entities whose files differ between the two worlds though the entity values are
        the same (what the format writes into an entity's file from elsewhere)."""
        return frozenset()


PROJECT_FORMAT = FolderFormat()

__all__ = ["PROJECT_FORMAT", "FolderFormat", "FolderReading"]

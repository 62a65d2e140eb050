"""Planning a save: which files to write and which to remove so that the folder holds a
world, looking only at what may have changed since the last load or save."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from dataclasses import fields as dataclass_fields
from typing import Any

from assistant.world.errors import StorageError
from assistant.world.model import Document, Entity, FrozenMap, NodeId, World, changed_keys
from assistant.world.safetext import storable, unstorable_problem
from assistant.world.storage.fingerprints import KnownFiles, fingerprint
from assistant.world.storage.folder_format import PROJECT_FORMAT, FolderFormat
from assistant.world.storage.frontmatter import document_to_text
from assistant.world.storage.layout import document_path, entity_path

_MANIFEST_FIELDS = tuple(
    f.name for f in dataclass_fields(World) if f.name not in ("documents", "entities")
)
"""What a manifest is made of besides which documents there are: every other part of a
world (a part added to the world later is counted in by itself)."""

_SAFE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*")


@dataclass
class LastSave:
    """The world a project folder holds as Quire last loaded or saved it, and where."""

    world: World | None = None
    """The world last loaded or saved; None before either, and after a load that upgraded
    an older project (every file is then written again)."""
    paths: dict[NodeId, str] = field(default_factory=dict)
    """The file of each document and entity, relative to the project folder."""
    manifest_world: World | None = None
    manifest_fingerprint: int | None = None
    """A world whose manifest is known to be the one on disk (of this fingerprint): saves
    that leave the tree as it was need not make the manifest again."""


@dataclass
class SavePlan:
    writes: list[tuple[str, bytes]] = field(default_factory=list)
    removes: list[str] = field(default_factory=list)
    paths: dict[NodeId, str] = field(default_factory=dict)
    unsaveable: list[tuple[str, str]] = field(default_factory=list)
    """What could not be saved (text no file can store): a name, and where the text is."""
    kept: dict[NodeId, Any] = field(default_factory=dict)
    """Values left out of the save: the value last saved, or None for one never saved."""
    manifest_of: World | None = None
    """The world whose manifest this plan made (and wrote, or found on disk already)."""
    manifest_current: bool = False
    """The manifest on disk was known to be the world's without making it."""


def as_saved(world: World, kept: dict[NodeId, Any]) -> World:
    """``world`` with the values a save left out as they were last saved (or absent)."""
    if not kept:
        return world
    documents, entities = world.documents, world.entities
    for node_id, value in kept.items():
        if node_id in documents:
            documents = documents.set(node_id, value) if value else documents.remove(node_id)
        elif node_id in entities:
            entities = entities.set(node_id, value) if value else entities.remove(node_id)
    return replace(world, documents=documents, entities=entities)


def _describe_unsaveable(value: Document | Entity, path: str) -> tuple[str, str]:
    name = storable(value.title if isinstance(value, Document) else value.name)
    return name, f"{name!r} ({path}: {unstorable_problem(asdict(value))})"


class SavePlanner:
    """Plans the saves of one project folder from what it holds (``last``) and what Quire
    knows of its files (``known``); ``folder_format`` is the folder's kind (a project's, a
    series')."""

    def __init__(
        self, last: LastSave, known: KnownFiles, folder_format: FolderFormat = PROJECT_FORMAT
    ) -> None:
        self._last = last
        self._known = known
        self._format = folder_format

    def plan(self, world: World, rewrite: frozenset[str] = frozenset()) -> SavePlan:
        """What to write and remove; paths in ``rewrite`` are written even when unchanged.

        Only the documents and entities that may have changed since the last save are
        looked at, and the manifest is made again only when the tree, the trash, the
        project's metadata or the set of documents may have changed: a save after one edit
        costs the same whatever the size of the project."""
        plan = SavePlan(paths=dict(self._last.paths))
        previous = self._last.world
        folder_format = self._format
        manifest = folder_format.manifest
        documents = entities = None
        restated: frozenset[NodeId] = frozenset()
        if previous is not None:
            restated = folder_format.entities_changed(previous, world)
        if previous is not None and not rewrite:
            documents = changed_keys(previous.documents, world.documents)
            entities = changed_keys(previous.entities, world.entities)
            if entities is not None and restated:
                entities = entities | restated
        self._plan_values(
            plan,
            world.documents,
            previous.documents if previous is not None else None,
            document_path,
            document_to_text,
            rewrite,
            documents,
        )
        self._plan_values(
            plan,
            world.entities,
            previous.entities if previous is not None else None,
            entity_path,
            lambda entity: folder_format.entity_text(entity, world),
            rewrite,
            entities,
            restated,
        )
        gone = list(plan.paths) if documents is None or entities is None else documents | entities
        for node_id in gone:
            if node_id in plan.paths and node_id not in world.documents and (
                node_id not in world.entities
            ):
                plan.removes.append(plan.paths.pop(node_id))
        if (
            not plan.kept
            and manifest not in rewrite
            and documents is not None
            and self._manifest_matches(world)
        ):
            plan.manifest_current = True
            return plan
        saved = as_saved(world, plan.kept)
        text = folder_format.manifest_text(saved)
        try:
            data = text.encode("utf-8")
        except UnicodeEncodeError:
            problem = unstorable_problem(text) or ""
            plan.unsaveable.append(("", f"the project's tree and titles ({manifest} {problem})"))
            return plan
        if self._known.fingerprint(manifest) != fingerprint(data) or manifest in rewrite:
            plan.writes.append((manifest, data))
        plan.manifest_of = saved
        return plan

    def _manifest_matches(self, world: World) -> bool:
        """True when the manifest on disk is the one of ``world``, known without making it:
        it was written (or found equal) for a world with the same everything but documents
        and entities (the tree, the trash, the metadata, the settings, the writing log),
        holding the same documents (the manifest names documents, not what is in them) and
        no document or entity marked or unmarked private (that may change the format)."""
        known = self._last.manifest_world
        manifest = self._format.manifest
        if known is None or self._known.fingerprint(manifest) != self._last.manifest_fingerprint:
            return False
        if any(getattr(known, name) is not getattr(world, name) for name in _MANIFEST_FIELDS):
            return False
        since = changed_keys(known.entities, world.entities)
        if since is None or _marks_moved(known.entities, world.entities, since):
            return False
        since = changed_keys(known.documents, world.documents)
        if since is None or _marks_moved(known.documents, world.documents, since):
            return False
        return all((key in known.documents) == (key in world.documents) for key in since)

    def _plan_values(
        self,
        plan: SavePlan,
        values: FrozenMap[NodeId, Any],
        previous: FrozenMap[NodeId, Any] | None,
        path_of: Callable[[Any], str],
        to_text: Callable[[Any], str],
        rewrite: frozenset[str],
        changed: frozenset[NodeId] | None = None,
        restated: frozenset[NodeId] = frozenset(),
    ) -> None:
        """Plan the writes of ``values``: of ``changed`` only, when it is given (the keys that
        may differ from ``previous``), else of every value that is not the one last saved.
        The files of ``restated`` are made again even when their values are the ones saved
        (what the folder's format writes beside the value changed)."""
        paths = plan.paths
        keys = values if changed is None else [key for key in changed if key in values]
        for node_id in keys:
            value = values[node_id]
            saved = previous.get(node_id) if previous is not None else None
            old = saved
            current = paths.get(node_id)
            if current in rewrite or node_id in restated:
                old = None  # not on disk as Quire means it: make its file again
            if current is not None and old is value:
                continue
            if not _SAFE_ID.fullmatch(node_id) or value.id != node_id:
                raise StorageError(f"cannot save {node_id!r}: not a valid id")
            new_path = path_of(value)
            if current == new_path and old is not None and old == value:
                continue
            try:
                data = to_text(value).encode("utf-8")
            except UnicodeEncodeError:
                plan.unsaveable.append(_describe_unsaveable(value, current or new_path))
                plan.kept[node_id] = saved if current is not None else None
                continue
            if (
                current == new_path
                and current not in rewrite
                and self._known.fingerprint(new_path) == fingerprint(data)
            ):
                continue
            plan.writes.append((new_path, data))
            if current is not None and current != new_path:
                plan.removes.append(current)
            paths[node_id] = new_path


def _marks_moved(
    before: FrozenMap[NodeId, Any], after: FrozenMap[NodeId, Any], keys: frozenset[NodeId]
) -> bool:
    """Whether any of ``keys`` was marked or unmarked private (or came or went marked)."""
    return any(_marked(before.get(key)) != _marked(after.get(key)) for key in keys)


def _marked(node: Document | Entity | None) -> bool:
    if node is None:
        return False
    return node.private or bool(getattr(node, "private_fields", ()))


__all__ = ["LastSave", "SavePlan", "SavePlanner", "as_saved"]

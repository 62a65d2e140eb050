"""A book's store that also reads and writes the book's series.

:class:`BookStore` is a :class:`~assistant.world.storage.store.ProjectStore` for the book's
folder (the same interface, so the app, the command line and every tool use it as they use a
project's) composed with a second store for the series folder the book links to
(:func:`~assistant.world.series.folder.series_store`). Without a link it is exactly the
book's store.

- **Load**: the book's world, plus the series' entities (their ids in
  ``world.series.entity_ids``, their changes in ``world.series.changes``), the series' title
  and books, this book's place among them, and the series' notes (``world.series.notes``,
  read-only: never in the book's tree nor saved with it). An id both in the book and in the
  series: the book's wins, and a problem names the series' file. A series folder that is
  not there, or whose manifest cannot be read, leaves the book whole, its series
  unavailable (and listed among the problems); saving then keeps the link and writes
  nothing to the series.
- **Save**: the series' entities (with their changes) into the series folder first, then the
  rest into the book's; each is all or nothing in its own folder. A crash between the two
  leaves both folders loadable: the series new, the book as it was.
- **Changes by others**: the series' files are watched as the book's are, their paths given
  relative to the book folder (``../Salt Road/entities/mara-e-….md``); saving over a file
  another program or another open book changed raises ExternalChangeError unless forced.
  The series takes no lock: two books may be open at once, the fingerprints stop a lost edit.
"""

from __future__ import annotations

import logging
import os
from dataclasses import replace
from pathlib import Path

from assistant.world.errors import ExternalChangeError, StorageError, UnsaveableTextError
from assistant.world.model import Entity, FrozenMap, NodeId, World, changed_keys
from assistant.world.problems import ProblemKind
from assistant.world.series.folder import series_store as open_series_store
from assistant.world.series.manifest import is_relative_link
from assistant.world.series.model import SERIES_MANIFEST, Availability, SeriesState
from assistant.world.series.notes import series_notes
from assistant.world.series.paths import (
    SeriesLook,
    folder_identity,
    in_book,
    inside_book,
    linked_folder,
    prefixed,
)
from assistant.world.storage.fingerprints import DiskLook
from assistant.world.storage.layout import MANIFEST
from assistant.world.storage.load_problem import LoadProblem
from assistant.world.storage.store import ProjectStore, SaveReport

log = logging.getLogger(__name__)

_UNREADABLE_MANIFEST = frozenset(
    {
        ProblemKind.NOT_UTF8,
        ProblemKind.NOT_JSON,
        ProblemKind.JSON_TOO_DEEP,
        ProblemKind.NOT_JSON_OBJECT,
    }
)
"""What makes a series' manifest unreadable: its series is then damaged, not read."""


class BookStore(ProjectStore):
    """A book's folder and the series folder it links to, loaded and saved as one world."""

    def __init__(self, root: Path | str, *, keep_versions: bool = False) -> None:
        super().__init__(root, keep_versions=keep_versions)
        self._series: ProjectStore | None = None
        """The series' store while the series was read; None for no series or none read."""
        self._link = ""
        self._book_saved: World | None = None
        """The book's own part as last loaded or saved (no series entities)."""
        self._series_saved: World | None = None
        """The series' world as last loaded or saved (its notes and every entity)."""
        self._merged: World | None = None
        """The world last loaded or saved, series and all, to tell what an edit changed."""
        self._series_problems: tuple[LoadProblem, ...] = ()
        self._series_identity: tuple[int, int] | None = None
        """Which folder the series was read from, to refuse saving into another one."""

    # -- what the series is -------------------------------------------------------------------

    @property
    def series_store(self) -> ProjectStore | None:
        """The series folder's store, while the series is read (None otherwise)."""
        return self._series

    @property
    def series_root(self) -> Path | None:
        """The series folder as linked, while the series is read."""
        return None if self._series is None else self._series.root

    @property
    def problems(self) -> tuple[LoadProblem, ...]:
        return super().problems + self._series_problems

    # -- loading ------------------------------------------------------------------------------

    def load(self, *, versions_later: bool = False) -> World:
        book = super().load(versions_later=versions_later)
        self._series, self._link, self._series_problems = None, "", ()
        self._book_saved, self._series_saved, self._merged = book, None, None
        link = book.meta.series
        if not link:
            return book
        self._link = link
        state, series = self._read_series(link)
        world = replace(book, series=state) if series is None else self._merge(book, series, state)
        self._merged = world
        return world

    def _read_series(self, link: str) -> tuple[SeriesState, World | None]:
        """The series' state (and world, when it was read) for the link ``link``."""
        if not is_relative_link(link):
            return self._unavailable(Availability.DAMAGED, "the link is not a relative path")
        folder = self.root / link
        found = linked_folder(folder)
        if found is not None:
            return self._unavailable(found, "not a folder (or a link to one)")
        if inside_book(folder, self.root):
            return self._unavailable(Availability.DAMAGED, "the series folder is inside the book")
        identity = folder_identity(folder)
        store = open_series_store(folder)
        try:
            series = store.load()
        except StorageError as exc:  # no series.quire, a newer format, too large, unreadable
            # the link is named already: the reason says "the folder", not its whole path
            reason = str(exc).replace(str(folder), "the folder")
            return self._unavailable(Availability.DAMAGED, reason)
        problems = tuple(prefixed(link, p) for p in store.problems)
        damaged = [
            p for p in store.problems
            if p.path == SERIES_MANIFEST and p.kind in _UNREADABLE_MANIFEST
        ]  # fmt: skip
        if damaged:
            self._series_problems = problems
            return self._unavailable(Availability.DAMAGED, damaged[0].reason, keep=True)
        self._series, self._series_saved = store, series
        self._series_problems, self._series_identity = problems, identity
        return series.series, series

    def _unavailable(
        self, availability: str, reason: str, *, keep: bool = False
    ) -> tuple[SeriesState, None]:
        """No series read: why, said in the state and among the problems."""
        link = self._link
        if availability == Availability.MISSING:
            problem = LoadProblem.of(MANIFEST, ProblemKind.SERIES_MISSING, series=link)
        else:
            problem = LoadProblem.of(
                MANIFEST, ProblemKind.SERIES_UNREADABLE, series=link, reason=reason
            )
        log.warning("series %s of %s: %s (%s)", link, self.root, availability, reason)
        before = self._series_problems if keep else ()
        self._series_problems = (problem, *before)
        return SeriesState(availability=availability, problem=reason), None

    def _merge(self, book: World, series: World, state: SeriesState) -> World:
        """The book's world with the series' entities beside its own. An entity of the book
        with a series entity's id is the book's own copy of it (UnshareEntity made it, or
        the book had it first): the book's wins, and the series keeps its version."""
        entities = dict(book.entities)
        ids: set[NodeId] = set()
        shadowed: set[NodeId] = set()
        for entity_id, entity in series.entities.items():
            if entity_id in entities:
                shadowed.add(entity_id)
                continue
            entities[entity_id] = entity
            ids.add(entity_id)
        changes = tuple((i, c) for i, c in state.changes if i in ids)
        state = replace(
            state,
            book_number=self._place(state),
            entity_ids=frozenset(ids),
            shadowed=frozenset(shadowed),
            changes=changes,
            notes=series_notes(series),
        )
        return replace(book, entities=FrozenMap(entities), series=state)

    def _place(self, state: SeriesState) -> int:
        """This book's place in the series' reading order (0: not listed)."""
        assert self._series is not None
        for number, book in enumerate(state.books, start=1):
            if not is_relative_link(book.path):
                continue  # kept for the numbering, never followed
            try:
                if os.path.samefile(self._series.root / book.path, self.root):
                    return number
            except OSError:
                continue
        return 0

    # -- saving -------------------------------------------------------------------------------

    def save(self, world: World, *, force: bool = False) -> SaveReport:
        """Save the series' part into the series folder, then the book's into the book's
        (see the module's doc); an ExternalChangeError names the series' files relative to
        the book folder."""
        store, link = self._series, self._link
        book, series = self._split(world)
        unsaveable: UnsaveableTextError | None = None
        elsewhere: StorageError | None = None
        series_report = SaveReport()
        if store is not None and series is not None and self._series_moved(store.root):
            # the book's own text is saved; the series' edits wait (the next save tries again)
            elsewhere = StorageError(
                f"the series folder {link} is no longer the one this book opened (replaced, "
                "or now a link or a file): its entities were not saved there; reopen the book"
            )
            self._merged = None  # the next save compares every entity again
        elif store is not None and series is not None:
            try:
                series_report = store.save(series, force=force)
            except ExternalChangeError as exc:
                raise ExternalChangeError([in_book(link, p) for p in exc.paths]) from exc
            except UnsaveableTextError as exc:
                unsaveable = exc
            self._series_saved = series
        report = super().save(book, force=force)
        self._book_saved = book
        if elsewhere is not None:
            raise elsewhere
        self._merged = world
        if unsaveable is not None:
            raise unsaveable
        return SaveReport(
            tuple(in_book(link, p) for p in series_report.written) + report.written,
            tuple(in_book(link, p) for p in series_report.removed) + report.removed,
        )

    def _series_moved(self, folder: Path) -> bool:
        """True when the series folder is now a link, a file or another folder than the one
        read (a folder that is gone is not: saving over its files is an external change)."""
        identity = folder_identity(folder)
        if identity is None:
            return False
        return linked_folder(folder) is not None or identity != self._series_identity

    def _split(self, world: World) -> tuple[World, World | None]:
        """The book's part of ``world`` (no series entities, no series state, the link kept)
        and the series' (None when no series is read)."""
        series_saved = self._series_saved
        # the very state the book's files were read with: an unchanged manifest is known
        # to be current without making it again
        none = self._book_saved.series if self._book_saved is not None else SeriesState()
        if self._series is None or series_saved is None:  # nothing to save it into: the
            if world.series is none:  # book keeps every entity
                return world, None
            return replace(world, series=none), None
        book_entities, series_entities = self._split_entities(world)
        book = replace(world, entities=book_entities, series=none)
        owned = world.series.entity_ids
        shadowed = tuple(  # the changes of what the book shadows, kept as they were
            (i, c) for i, c in series_saved.series.changes
            if i in series_entities and i not in owned
        )  # fmt: skip
        edited = tuple((i, c) for i, c in world.series.changes if i in owned and c)
        changes = tuple(sorted(shadowed + edited, key=lambda pair: pair[0]))
        state = series_saved.series
        if state.changes != changes or state.entity_ids != frozenset(series_entities):
            state = replace(state, entity_ids=frozenset(series_entities), changes=changes)
        return book, replace(series_saved, entities=series_entities, series=state)

    def _split_entities(
        self, world: World
    ) -> tuple[FrozenMap[NodeId, Entity], FrozenMap[NodeId, Entity]]:
        """The book's entities and the series' (those the book shadows kept as they were),
        looking only at what changed since the last load or save when that can be told."""
        assert self._series_saved is not None and self._book_saved is not None
        owned, shadows = world.series.entity_ids, world.series.shadowed
        book, series = self._book_saved.entities, self._series_saved.entities
        merged = self._merged
        changed = None if merged is None else changed_keys(merged.entities, world.entities)
        if merged is None or changed is None:
            book_data = {i: e for i, e in world.entities.items() if i not in owned}
            series_data = {i: e for i, e in world.entities.items() if i in owned}
            series_data.update(
                (i, e) for i, e in series.items() if i in shadows and i not in series_data
            )
            return FrozenMap(book_data), FrozenMap(series_data)
        moved = (merged.series.entity_ids ^ owned) | (merged.series.shadowed ^ shadows)
        for entity_id in changed | moved:
            value = world.entities.get(entity_id)
            if entity_id in owned and value is not None:
                series = series.set(entity_id, value)
                if entity_id in book:
                    book = book.remove(entity_id)
                continue
            if value is not None:
                book = book.set(entity_id, value)
            elif entity_id in book:
                book = book.remove(entity_id)
            if entity_id in series and entity_id not in shadows:
                series = series.remove(entity_id)  # left the series (a share undone)
        return book, series

    # -- changes by others --------------------------------------------------------------------

    def external_changes(self) -> list[str]:
        found = super().external_changes()
        if self._series is None:
            return found
        series = [in_book(self._link, p) for p in self._series.external_changes()]
        return sorted(found + series)

    def disk_look(self) -> DiskLook | None:
        look = super().disk_look()
        if look is None or self._series is None:
            return look
        series_look = self._series.disk_look()
        if series_look is None:
            return look
        return SeriesLook(look, series_look, self._link)

    def look_still_holds(self, look: DiskLook) -> bool:
        if isinstance(look, SeriesLook):
            return (
                self._series is not None
                and super().look_still_holds(look.book)
                and self._series.look_still_holds(look.series)
            )
        return super().look_still_holds(look)


__all__ = ["BookStore"]

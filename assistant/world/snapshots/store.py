"""The snapshot store in a project's ``.quire/snapshots/`` folder.

Layout::

    .quire/snapshots/
      index/<document id>.jsonl     one line per snapshot of that document, oldest first
      objects/ab/cdef…              a document's file text, by its sha256, compressed
      limits.json                   how long automatic snapshots are kept

Contents are deduplicated by hash: a document snapshotted twice unchanged costs one line.
An object is stored whole (``QSF1`` + zlib) or as a delta from a newer object (see
:mod:`assistant.world.snapshots.delta`): when a snapshot adds a new version of a document,
the previous newest version is rewritten as the changes from the new one. Reading the latest
snapshot is therefore quick, and a thousand snapshots of a slowly changing chapter cost a
fraction of a thousand copies. Every object is checked against its hash when read.

Writes are atomic (objects) or appended and fsynced (index lines); a torn last line left by a
crash is skipped when reading. Nothing here is ever deleted except by :meth:`thin` (the
writer's limits for automatic snapshots), :meth:`forget` (after a permanent deletion) and
:meth:`collect_garbage` (objects no snapshot needs any more).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import secrets
import zlib
from collections import OrderedDict
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from assistant.world.errors import StorageError
from assistant.world.model import Document
from assistant.world.redaction import redact
from assistant.world.snapshots import delta
from assistant.world.snapshots.model import SnapshotInfo, SnapshotReason
from assistant.world.snapshots.thinning import ThinningLimits, load_limits, save_limits, to_keep
from assistant.world.storage import atomic
from assistant.world.storage.frontmatter import (
    FrontMatterError,
    document_from_text,
    document_to_text,
)

log = logging.getLogger(__name__)

SNAPSHOTS = ".quire/snapshots"
FULL_MAGIC = b"QSF1"
MAX_TEXT = 256 * 1024 * 1024
"""No snapshot rebuilds to more characters than this (a damaged or hostile store)."""
MAX_CHAIN = 100_000
CACHE_SIZE = 8
MAX_NAME = 200

_SAFE_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,99}")
_HEX = re.compile(r"[0-9a-f]{64}")


class SnapshotError(StorageError):
    """A snapshot cannot be found, read or written; the message says which and why."""


def _check_doc_id(doc_id: str) -> str:
    if not isinstance(doc_id, str) or not _SAFE_ID.fullmatch(doc_id):
        raise SnapshotError(f"not a document id: {doc_id!r}")
    return doc_id


def content_hash(doc: Document) -> str:
    """The sha256 (hex) a snapshot of ``doc`` as it is now would be stored under."""
    return hashlib.sha256(document_to_text(doc).encode("utf-8")).hexdigest()


class SnapshotStore:
    """Snapshots of a project's documents. One process writes at a time (the one holding the
    project's lock); reading needs no lock and writes nothing."""

    def __init__(self, project_root: Path | str) -> None:
        self._root = Path(project_root)
        self._dir = self._root / SNAPSHOTS
        self._inside = False
        self._indexes: dict[str, tuple[tuple[int, int], list[SnapshotInfo]]] = {}
        self._contents: OrderedDict[str, str] = OrderedDict()
        self.problems: list[str] = []
        """Damaged index lines skipped while reading, for ``quire check``-style reports."""

    @property
    def folder(self) -> Path:
        return self._dir

    # -- limits ---------------------------------------------------------------------------------

    @property
    def limits(self) -> ThinningLimits:
        self._guard()
        return load_limits(self._dir / "limits.json")

    def set_limits(self, limits: ThinningLimits) -> None:
        self._guard()
        save_limits(self._dir / "limits.json", limits)

    # -- listing --------------------------------------------------------------------------------

    def _guard(self) -> None:
        """Refuse a snapshot folder that is a link out of the project (nothing is read from
        or written to another place through it)."""
        if self._inside:
            return
        try:
            inside = self._dir.resolve().is_relative_to(self._root.resolve())
        except OSError as exc:
            raise SnapshotError(f"cannot reach the snapshots: {exc}") from exc
        if not inside:
            raise SnapshotError(f"{SNAPSHOTS} links out of the project; no snapshot is kept "
                                "or read there")
        self._inside = self._dir.exists()

    def _index_path(self, doc_id: str) -> Path:
        self._guard()
        return self._dir / "index" / f"{_check_doc_id(doc_id)}.jsonl"

    def snapshots(self, doc_id: str) -> list[SnapshotInfo]:
        """A document's snapshots, newest first."""
        return list(reversed(self._index(doc_id)))

    def latest(self, doc_id: str) -> SnapshotInfo | None:
        index = self._index(doc_id)
        return index[-1] if index else None

    def documents(self) -> list[str]:
        """The ids of the documents that have snapshots."""
        self._guard()
        try:
            names = sorted(p.name for p in (self._dir / "index").iterdir())
        except FileNotFoundError:
            return []
        except OSError as exc:
            raise SnapshotError(f"cannot read the snapshot index: {exc.strerror}") from exc
        return [n[: -len(".jsonl")] for n in names if n.endswith(".jsonl")]

    def _index(self, doc_id: str) -> list[SnapshotInfo]:
        path = self._index_path(doc_id)
        try:
            stat = os.stat(path)
        except FileNotFoundError:
            self._indexes.pop(doc_id, None)
            return []
        except OSError as exc:
            raise SnapshotError(f"cannot read the snapshots of {doc_id}: {exc.strerror}") from exc
        stamp = (stat.st_mtime_ns, stat.st_size)
        cached = self._indexes.get(doc_id)
        if cached is not None and cached[0] == stamp:
            return cached[1]
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise SnapshotError(f"cannot read the snapshots of {doc_id}: {exc.strerror}") from exc
        infos: list[SnapshotInfo] = []
        seen: set[str] = set()
        for number, line in enumerate(data.split(b"\n"), start=1):
            if not line.strip():
                continue
            try:
                info = SnapshotInfo.from_json(doc_id, json.loads(line))
            except (ValueError, KeyError, TypeError) as exc:
                self.problems.append(f"{path.name} line {number}: skipped ({exc})")
                log.warning("snapshot index %s line %d skipped: %s", path, number, exc)
                continue
            if info.id in seen:
                continue
            seen.add(info.id)
            infos.append(info)
        infos.sort(key=lambda s: s.time)
        self._indexes[doc_id] = (stamp, infos)
        return infos

    def find(self, doc_id: str, ref: str) -> SnapshotInfo:
        """A snapshot by its id, the start of its id, or its name (ignoring case)."""
        infos = self.snapshots(doc_id)
        ref = ref.strip()
        for info in infos:
            if info.id == ref:
                return info
        by_prefix = [i for i in infos if ref and i.id.startswith(ref)]
        if len(by_prefix) == 1:
            return by_prefix[0]
        by_name = [i for i in infos if ref and i.name.casefold() == ref.casefold()]
        if len(by_name) == 1:
            return by_name[0]
        if len(by_prefix) > 1 or len(by_name) > 1:
            raise SnapshotError(f"more than one snapshot matches {ref!r}; give its id")
        raise SnapshotError(f"no snapshot {ref!r} of {doc_id}")

    # -- taking -------------------------------------------------------------------------------

    def take(
        self,
        doc: Document,
        reason: SnapshotReason = SnapshotReason.MANUAL,
        *,
        name: str = "",
        by: str = "",
        when: datetime | None = None,
    ) -> SnapshotInfo:
        """Save a copy of ``doc`` (text and header) and list it; returns its entry."""
        name = " ".join(name.split())[:MAX_NAME]
        by = " ".join(redact(by).split())[:MAX_NAME]  # a turn's request: never a key
        content = document_to_text(doc)
        data = content.encode("utf-8")
        digest = hashlib.sha256(data).digest()
        digest_hex = digest.hex()
        previous = self.latest(doc.id)
        try:
            created = self._store_full(digest_hex, data)
            self._remember(digest_hex, content)
            if created and previous is not None and previous.object != digest_hex:
                self._rebase(previous.object, content, digest)
            taken = when.astimezone(UTC) if when is not None else datetime.now(UTC)
            existing = {i.id for i in self._index(doc.id)}
            snapshot_id = secrets.token_hex(4)
            while snapshot_id in existing:
                snapshot_id = secrets.token_hex(4)
            info = SnapshotInfo(
                id=snapshot_id,
                doc_id=doc.id,
                time=taken,
                reason=SnapshotReason(reason),
                object=digest_hex,
                words=doc.word_count,
                title=doc.title,
                name=name,
                by=by,
            )
            self._append(doc.id, info)
        except OSError as exc:
            raise SnapshotError(f"could not save a snapshot of “{doc.title}”: {exc}") from exc
        log.info("snapshot %s of %s (%s)", info.id, doc.id, info.reason)
        return info

    def _object_path(self, digest_hex: str) -> Path:
        self._guard()
        return self._dir / "objects" / digest_hex[:2] / digest_hex[2:]

    def _store_full(self, digest_hex: str, data: bytes) -> bool:
        """Write the object unless it exists; True when it was written now."""
        path = self._object_path(digest_hex)
        if path.exists():
            return False
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic.write_atomic(path, FULL_MAGIC + zlib.compress(data, 1))
        return True

    def _rebase(self, old_hex: str, new_content: str, new_digest: bytes) -> None:
        """Store the object ``old_hex`` as the changes from the newer ``new_content``."""
        path = self._object_path(old_hex)
        try:
            raw = path.read_bytes()
        except FileNotFoundError:
            return
        if not raw.startswith(FULL_MAGIC):
            return  # already a delta
        try:
            old_content = self.content(old_hex)
        except SnapshotError as exc:
            log.warning("left snapshot object %s as it is: %s", old_hex, exc)
            return
        packed = delta.encode(new_content, new_digest, old_content)
        if len(packed) < len(raw):
            # old or new encoding, the object reads the same: a crash that loses the rename
            # loses nothing, so the folder is not synced for it
            atomic.write_atomic(path, packed, sync_folder=False)

    def _append(self, doc_id: str, info: SnapshotInfo) -> None:
        index = list(self._index(doc_id))
        path = self._index_path(doc_id)
        path.parent.mkdir(parents=True, exist_ok=True)
        line = json.dumps(info.to_json(), ensure_ascii=False, separators=(",", ":")) + "\n"
        fd = os.open(path, os.O_RDWR | os.O_APPEND | os.O_CREAT | getattr(os, "O_BINARY", 0))
        try:
            # a torn line left by a crash would swallow this one: start on a fresh line
            size = os.fstat(fd).st_size
            if size:
                os.lseek(fd, size - 1, os.SEEK_SET)
                if os.read(fd, 1) != b"\n":
                    line = "\n" + line
            os.write(fd, line.encode("utf-8"))
            os.fsync(fd)
            stat = os.fstat(fd)
        finally:
            os.close(fd)
        index.append(info)
        index.sort(key=lambda s: s.time)
        self._indexes[doc_id] = ((stat.st_mtime_ns, stat.st_size), index)

    # -- reading ------------------------------------------------------------------------------

    def _remember(self, digest_hex: str, content: str) -> None:
        self._contents[digest_hex] = content
        self._contents.move_to_end(digest_hex)
        while len(self._contents) > CACHE_SIZE:
            self._contents.popitem(last=False)

    def _raw(self, digest_hex: str) -> bytes:
        if not _HEX.fullmatch(digest_hex):
            raise SnapshotError(f"not a snapshot object: {digest_hex!r}")
        try:
            return self._object_path(digest_hex).read_bytes()
        except FileNotFoundError:
            raise SnapshotError(f"snapshot object {digest_hex[:12]} is missing") from None
        except OSError as exc:
            raise SnapshotError(f"cannot read snapshot object {digest_hex[:12]}: {exc}") from exc

    def content(self, digest_hex: str) -> str:
        """The document file text stored under ``digest_hex``, checked against the hash."""
        cached = self._contents.get(digest_hex)
        if cached is not None:
            self._contents.move_to_end(digest_hex)
            return cached
        chain: list[tuple[str, bytes]] = []
        current = digest_hex
        seen: set[str] = set()
        while True:
            if current in self._contents:
                text = self._contents[current]
                break
            if current in seen or len(chain) > MAX_CHAIN:
                raise SnapshotError(f"snapshot object {digest_hex[:12]} refers to itself")
            seen.add(current)
            raw = self._raw(current)
            if raw.startswith(FULL_MAGIC):
                text = self._full_text(current, raw)
                break
            try:
                base = delta.base_of(raw).hex()
            except delta.DeltaError as exc:
                raise SnapshotError(f"snapshot object {current[:12]} is damaged: {exc}") from exc
            chain.append((current, raw))
            current = base
        if chain:
            lines = text.splitlines(keepends=True)
            size = 0
            for _name, raw in reversed(chain):
                try:
                    lines = delta.apply_lines(lines, raw, max_size=MAX_TEXT)
                except delta.DeltaError as exc:
                    raise SnapshotError(
                        f"snapshot object {digest_hex[:12]} is damaged: {exc}"
                    ) from exc
                size = sum(map(len, lines))
                if size > MAX_TEXT:
                    raise SnapshotError(f"snapshot object {digest_hex[:12]} is too large")
            text = "".join(lines)
            self._verify(digest_hex, text)
        self._remember(digest_hex, text)
        return text

    def _full_text(self, digest_hex: str, raw: bytes) -> str:
        decompressor = zlib.decompressobj()
        try:
            data = decompressor.decompress(raw[len(FULL_MAGIC) :], MAX_TEXT * 4 + 1)
        except zlib.error as exc:
            raise SnapshotError(f"snapshot object {digest_hex[:12]} is damaged: {exc}") from exc
        if len(data) > MAX_TEXT * 4 or decompressor.unconsumed_tail:
            raise SnapshotError(f"snapshot object {digest_hex[:12]} is too large")
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise SnapshotError(f"snapshot object {digest_hex[:12]} is damaged: {exc}") from exc
        self._verify(digest_hex, text)
        return text

    @staticmethod
    def _verify(digest_hex: str, text: str) -> None:
        if hashlib.sha256(text.encode("utf-8")).hexdigest() != digest_hex:
            raise SnapshotError(f"snapshot object {digest_hex[:12]} is damaged (wrong content)")

    def load(self, info: SnapshotInfo) -> Document:
        """The document as the snapshot holds it."""
        content = self.content(info.object)
        try:
            return document_from_text(content).value
        except FrontMatterError as exc:
            raise SnapshotError(f"snapshot {info.id} cannot be read: {exc}") from exc

    # -- removing -------------------------------------------------------------------------------

    def thin(self, doc_id: str, limits: ThinningLimits | None = None,
             now: datetime | None = None) -> list[SnapshotInfo]:
        """Drop the document's automatic snapshots that the limits no longer keep; returns
        them. Objects are freed by :meth:`collect_garbage`."""
        limits = limits or self.limits
        index = self._index(doc_id)
        kept_ids = to_keep(index, limits, now or datetime.now(UTC))
        dropped = [info for info in index if info.id not in kept_ids]
        if dropped:
            self._rewrite(doc_id, [info for info in index if info.id in kept_ids])
        return dropped

    def _rewrite(self, doc_id: str, infos: list[SnapshotInfo]) -> None:
        path = self._index_path(doc_id)
        text = "".join(
            json.dumps(i.to_json(), ensure_ascii=False, separators=(",", ":")) + "\n"
            for i in infos
        )
        try:
            atomic.write_atomic(path, text.encode("utf-8"))
        except OSError as exc:
            raise SnapshotError(f"could not update the snapshots of {doc_id}: {exc}") from exc
        self._indexes.pop(doc_id, None)

    def forget(self, doc_ids: Iterable[str]) -> int:
        """Remove every snapshot of these documents (after they were deleted for good) and
        the objects nothing else needs; returns how many snapshots went."""
        count = 0
        for doc_id in doc_ids:
            path = self._index_path(doc_id)
            count += len(self._index(doc_id))
            try:
                atomic.remove(path)
            except OSError as exc:
                raise SnapshotError(f"could not remove the snapshots of {doc_id}: {exc}") from exc
            self._indexes.pop(doc_id, None)
        if count:
            self.collect_garbage()
        return count

    def collect_garbage(self) -> int:
        """Remove objects that no snapshot needs (directly or as the base of one that is
        needed); returns how many were removed."""
        self._guard()
        needed: set[str] = set()
        pending = [info.object for doc_id in self.documents() for info in self._index(doc_id)]
        while pending:
            digest_hex = pending.pop()
            if digest_hex in needed:
                continue
            needed.add(digest_hex)
            try:
                raw = self._raw(digest_hex)
            except SnapshotError:
                continue
            if delta.is_delta(raw):
                try:
                    pending.append(delta.base_of(raw).hex())
                except delta.DeltaError:
                    continue
        removed = 0
        objects = self._dir / "objects"
        try:
            folders = [p for p in objects.iterdir() if p.is_dir()]
        except FileNotFoundError:
            return 0
        for folder in folders:
            for path in folder.iterdir():
                digest_hex = folder.name + path.name
                if _HEX.fullmatch(digest_hex) and digest_hex not in needed:
                    atomic.remove(path, sync_folder=False)
                    self._contents.pop(digest_hex, None)
                    removed += 1
        if removed:
            log.info("removed %d snapshot object(s) no snapshot needs", removed)
        return removed

    # -- size ---------------------------------------------------------------------------------

    def size_on_disk(self) -> int:
        """Bytes used by the objects and indexes."""
        total = 0
        for folder in ("objects", "index"):
            for path in (self._dir / folder).rglob("*"):
                if path.is_file():
                    total += path.stat().st_size
        return total

"""Summaries written by the model, kept so that asking again costs nothing.

Content-addressed: an entry's name is a hash of exactly what it summarises (the text, the
model and the summary prompt's version), so changed text can never find an old summary.
Each entry is also sealed: an HMAC, under a key of this computer's user that no project
holds (:func:`~assistant.agent.config.local_key.local_key`), over what it summarises (the
text's hash, the model, the prompt's version, the kind) and the summary itself. An entry is
served only when its seal checks out for the text asked about, so a damaged file, a planted
one (however well it names the text's hash) or one copied from another computer is never
served to the model. Entries live in the project's ``.quire/cache/summaries/``, one small
JSON file each under a folder named by the hash's first two characters. The cache holds
summaries and the model's name, never a key: secrets handed in are replaced before anything
is written.

Size-capped: when the entries pass the cap, the least recently used go first (a hit counts as
a use). Writes are atomic, so a crash or another Quire writing the same entry leaves either
the old file or the new. Anything unreadable is a miss, and is removed.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import json
import logging
import os
import shutil
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from assistant.agent.config.local_key import local_key
from assistant.world.redaction import redact
from assistant.world.storage import atomic

log = logging.getLogger(__name__)

CACHE_FOLDER = "cache"
SUMMARIES_FOLDER = "summaries"
MAX_ENTRY_BYTES = 256_000
"""An entry larger than this is not a summary: it is ignored and removed."""
FORMAT = 2
"""2: entries are sealed (format 1's, unsealed, are misses)."""
SEAL_PURPOSE = "summary-cache"


def summaries_folder(app_data: Path | str) -> Path:
    """Where a project's summaries are kept, under its ``.quire`` folder."""
    return Path(app_data) / CACHE_FOLDER / SUMMARIES_FOLDER


def text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def cache_key(text: str, model: str, version: int, kind: str = "document") -> str:
    """The name of the entry summarising ``text`` with ``model`` and prompt ``version``."""
    header = json.dumps([FORMAT, kind, model, version], ensure_ascii=True)
    digest = hashlib.sha256(header.encode("ascii") + b"\0" + text_hash(text).encode("ascii"))
    return digest.hexdigest()


@dataclass(frozen=True)
class CacheUse:
    """Size and count of the entries on disk."""

    entries: int = 0
    bytes: int = 0


def seal(key: bytes, text_sha256: str, model: str, version: int, kind: str, summary: str) -> str:
    """The seal of an entry: what it summarises and the summary, under ``key``."""
    bound = json.dumps([FORMAT, kind, model, version, text_sha256, summary], ensure_ascii=True)
    return hmac.new(key, bound.encode("ascii"), hashlib.sha256).hexdigest()


class SummaryCache:
    """The summaries of one project; safe from any thread. ``cap_bytes`` 0 keeps nothing.

    ``key`` seals the entries (by default this user's local key for the summary cache)."""

    def __init__(
        self,
        folder: Path | str,
        cap_bytes: int,
        *,
        secrets: Iterable[str] = (),
        key: bytes | None = None,
    ) -> None:
        self.folder = Path(folder)
        self.cap_bytes = max(0, cap_bytes)
        self._secrets = [s for s in secrets if s]
        self._key = key
        self._lock = threading.Lock()
        self._size: int | None = None
        self.hits = 0
        self.misses = 0

    # -- reading --------------------------------------------------------------------------

    def get(self, text: str, model: str, version: int, kind: str = "document") -> str | None:
        """The summary kept for exactly this ``text``, ``model`` and ``version``, or None."""
        key = cache_key(text, model, version, kind)
        path = self._path(key)
        summary = self._read(path, text, model, version, kind)
        with self._lock:
            if summary is None:
                self.misses += 1
            else:
                self.hits += 1
        if summary is not None:
            with contextlib.suppress(OSError):
                os.utime(path)  # a use: the last to be evicted
        return summary

    def has(self, text: str, model: str, version: int, kind: str = "document") -> bool:
        """True when a summary is kept for this text (without counting a hit or a miss)."""
        key = cache_key(text, model, version, kind)
        return self._read(self._path(key), text, model, version, kind) is not None

    def _linked(self, path: Path) -> bool:
        """True when ``path`` or a folder on the way to it from the project's ``.quire``
        is a link: the cache is never read or written through one (a planted link must not
        have Quire write elsewhere, or read another file as a summary)."""
        return any(p.is_symlink() for p in (self.folder.parent, self.folder, path.parent, path))

    def _read(self, path: Path, text: str, model: str, version: int, kind: str) -> str | None:
        if self._linked(path):
            return None
        try:
            if not path.is_file():
                return None
            if path.stat().st_size > MAX_ENTRY_BYTES:
                raise ValueError("too large")
            entry = json.loads(path.read_text(encoding="utf-8"))
            digest = text_hash(text)
            fits = (
                isinstance(entry, dict)
                and entry.get("format") == FORMAT
                and entry.get("kind") == kind
                and entry.get("model") == model
                and entry.get("version") == version
                and entry.get("text_sha256") == digest
                and isinstance(entry.get("summary"), str)
                and isinstance(entry.get("seal"), str)
                and hmac.compare_digest(
                    entry["seal"],
                    seal(self._seal_key(), digest, model, version, kind, entry["summary"]),
                )
            )  # fmt: skip
        except (OSError, ValueError, UnicodeDecodeError):
            fits = False
            entry = None
        if not fits:
            if path.exists() or path.is_symlink():
                log.warning("removing a cached summary that does not match: %s", path.name)
                self._remove(path)
            return None
        return entry["summary"]

    # -- writing --------------------------------------------------------------------------

    def put(
        self, text: str, model: str, version: int, summary: str, kind: str = "document"
    ) -> bool:
        """Keep ``summary`` of ``text``; False when it could not be (or may not be) kept."""
        if not self.cap_bytes:
            return False
        summary = redact(summary, self._secrets)
        digest = text_hash(text)
        entry = {
            "format": FORMAT,
            "kind": kind,
            "model": model,
            "version": version,
            "text_sha256": digest,
            "chars": len(text),
            "created": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "summary": summary,
            "seal": seal(self._seal_key(), digest, model, version, kind, summary),
        }
        data = json.dumps(entry, ensure_ascii=False).encode("utf-8", "replace")
        if len(data) > min(MAX_ENTRY_BYTES, self.cap_bytes):
            return False
        path = self._path(cache_key(text, model, version, kind))
        if self._linked(path):
            log.warning("not keeping a summary through a link in %s", self.folder)
            return False
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            if self._linked(path):
                return False
            old = path.stat().st_size if path.is_file() else 0
            _write(path, data)
        except OSError:
            log.warning("could not keep a summary in %s", self.folder, exc_info=True)
            return False
        with self._lock:
            if self._size is not None:
                self._size += len(data) - old
        self._evict()
        return True

    def clear(self) -> CacheUse:
        """Remove every kept summary; returns what was removed."""
        if self.folder.is_symlink() or self.folder.parent.is_symlink():
            log.warning("not clearing %s: it is a link", self.folder)
            return CacheUse()
        use = self.use()
        with self._lock:
            try:
                shutil.rmtree(self.folder)
            except FileNotFoundError:
                pass
            except OSError:
                log.warning("could not clear %s", self.folder, exc_info=True)
            self._size = None
        return use

    def use(self) -> CacheUse:
        entries = self._entries()
        return CacheUse(len(entries), sum(size for _path, size, _time in entries))

    # -- inside -------------------------------------------------------------------------------

    def _seal_key(self) -> bytes:
        if self._key is None:
            self._key = local_key(SEAL_PURPOSE)
        return self._key

    def _path(self, key: str) -> Path:
        return self.folder / key[:2] / f"{key}.json"

    def _entries(self) -> list[tuple[Path, int, float]]:
        found = []
        try:
            shards = list(os.scandir(self.folder))
        except OSError:
            return []
        for shard in shards:
            if not shard.is_dir(follow_symlinks=False):
                continue
            try:
                files = list(os.scandir(shard.path))
            except OSError:
                continue
            for entry in files:
                if not entry.name.endswith(".json") or not entry.is_file(follow_symlinks=False):
                    continue
                try:
                    info = entry.stat(follow_symlinks=False)
                except OSError:
                    continue
                found.append((Path(entry.path), info.st_size, info.st_mtime))
        return found

    def _evict(self) -> None:
        with self._lock:
            if self._size is None:
                self._size = sum(size for _p, size, _t in self._entries())
            if self._size <= self.cap_bytes:
                return
            entries = sorted(self._entries(), key=lambda item: item[2])
            size = sum(item[1] for item in entries)
            target = self.cap_bytes * 9 // 10
            for path, entry_size, _time in entries:
                if size <= target:
                    break
                if self._remove(path):
                    size -= entry_size
            self._size = size

    @staticmethod
    def _remove(path: Path) -> bool:
        try:
            path.unlink()
            return True
        except FileNotFoundError:
            return True
        except OSError:
            log.warning("could not remove %s", path, exc_info=True)
            return False


def _write(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` in one rename, without waiting for the disk: a cache
    entry lost in a crash is only a miss, and a torn one never matches its hash."""
    temp = atomic.temp_path(path)
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
    try:
        try:
            atomic.write_all(fd, data)
        finally:
            os.close(fd)
        os.replace(temp, path)
    except BaseException:
        atomic.discard(temp)
        raise


__all__ = [
    "CACHE_FOLDER",
    "SUMMARIES_FOLDER",
    "CacheUse",
    "SummaryCache",
    "cache_key",
    "seal",
    "summaries_folder",
    "text_hash",
]

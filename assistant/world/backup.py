"""Zip backups of a project: made when it closes (and on demand), rotated, and restored as
a new project folder.

A backup holds the whole project folder (the manifest, documents, entities, anything else
the writer keeps there, and Quire's ``.quire/`` data: conversations and snapshots), except
the lock and a save in progress. Backups go by default to a visible folder beside the
project, ``Quire Backups`` (in the Documents folder for a project kept in a hidden folder, as
the sample's copy is), named ``<project folder> <date> <time>.zip``; the writer sets the
folder and how many to keep per project. Rotation removes only this project's own older
backups (each zip names the project folder it came from), never anything else.

Restoring never trusts the zip: names outside the destination, links, devices, absurd sizes
and compression bombs are refused with a plain reason, and the files are unpacked into a
temporary folder that becomes the project only once it loads as one.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import secrets
import stat
import struct
import time
import zipfile
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path, PurePosixPath

import platformdirs

from assistant.world.collector import made_to_last
from assistant.world.errors import StorageError
from assistant.world.storage import atomic
from assistant.world.storage.jsonfile import load_dataclass, save_object
from assistant.world.storage.layout import DOCUMENTS, ENTITIES, MAX_FILE_BYTES
from assistant.world.storage.lock import pid_alive

log = logging.getLogger(__name__)

SETTINGS_FILE = ".quire/backup.json"
MARKER = "quire-backup.json"
MAX_MARKER = 64 * 1024
"""No backup's marker is larger than this (it names the project, the folder and the time)."""
DEFAULT_FOLDER_NAME = "Quire Backups"
DEFAULT_KEEP = 10
MAX_KEEP = 1000
MAX_ENTRIES = 200_000
MAX_TOTAL_BYTES = 8 * 1024**3
MAX_RATIO = 200
PARTIAL_GRACE_S = 24 * 3600
"""A partial zip without its writer's process id is left alone for this long."""
"""No entry may unpack to more than this many times its compressed size (a zip bomb)."""
_SKIPPED = {".quire/lock", ".quire/save-journal.json"}
_MARKER_NAME = MARKER.encode("ascii")
_LOCAL_HEADER = struct.Struct("<IHHHHHIIIHH")
"""A zip entry's local header, as its first 30 bytes hold it (the name follows)."""
_LOCAL_SIGNATURE = 0x04034B50
_STAMP = "%Y-%m-%d %H.%M.%S"
_STAMP_RE = r"\d{4}-\d{2}-\d{2} \d{2}\.\d{2}\.\d{2}(?: \d+)?"

Progress = Callable[[int, int], None]
"""(files done, files in all)."""


class BackupError(StorageError):
    """A backup cannot be made or restored; the message says why, in plain words."""


@dataclass(frozen=True)
class BackupSettings:
    """Where a project's backups go and how many are kept."""

    folder: str = ""
    """Empty: ``Quire Backups`` beside the project folder (see :func:`default_folder`)."""
    keep: int = DEFAULT_KEEP
    on_close: bool = True

    def __post_init__(self) -> None:
        if isinstance(self.keep, bool) or not isinstance(self.keep, int):
            raise ValueError("keep must be a whole number")
        if not 1 <= self.keep <= MAX_KEEP:
            raise ValueError(f"keep must be from 1 to {MAX_KEEP}")
        if not isinstance(self.folder, str) or not isinstance(self.on_close, bool):
            raise ValueError("folder must be text and on_close true or false")

    def folder_for(self, project_root: Path) -> Path:
        if self.folder.strip():
            return Path(self.folder).expanduser()
        return default_folder(project_root)


def default_folder(project_root: Path) -> Path:
    """``Quire Backups`` beside the project folder, where the writer sees it; for a project
    kept out of sight (in the app's data folder, as the sample's copy is, or in any hidden
    folder), ``Quire Backups`` in the writer's Documents folder."""
    parent = Path(project_root).resolve().parent
    if out_of_sight(parent):
        return Path(platformdirs.user_documents_dir()) / DEFAULT_FOLDER_NAME
    return parent / DEFAULT_FOLDER_NAME


def out_of_sight(folder: Path) -> bool:
    """Whether a file manager hides ``folder`` from the writer: a folder on its way below the
    home folder starts with a dot, or it lies in the applications' data folder."""
    folder = Path(folder).resolve()
    home = Path.home().resolve()
    parts = folder.relative_to(home).parts if folder.is_relative_to(home) else folder.parts
    if any(part.startswith(".") for part in parts):
        return True
    data = Path(platformdirs.user_data_dir()).resolve()
    return folder.is_relative_to(data)


def load_settings(project_root: Path) -> BackupSettings:
    return load_dataclass(Path(project_root) / SETTINGS_FILE, BackupSettings, "backup settings")


def save_settings(project_root: Path, settings: BackupSettings) -> None:
    save_object(Path(project_root) / SETTINGS_FILE, settings)


# -- making ------------------------------------------------------------------------------------


def _project_files(root: Path, exclude: Path | None) -> Iterator[tuple[str, str]]:
    """(path, name in the zip) for every regular file of the project, each folder's files
    (by name) before its folders (by name); links are not followed, Quire's lock and
    temporary files are left out, and so is a document or entity file too large for Quire to
    read (a planted 100 GB file would make every close take hours, for a backup no restore
    accepts). One ``lstat`` per file at most: 50,000 files are listed in about 0.3 s."""
    excluded = os.fspath(exclude) if exclude is not None else None
    folders = [(os.fspath(root), "")]
    while folders:
        folder, prefix = folders.pop()
        if folder == excluded:
            continue
        try:
            with os.scandir(folder) as listing:
                entries = sorted(listing, key=lambda entry: entry.name)
        except OSError as exc:  # a folder Quire may not read: the rest is backed up
            log.warning("left %s out of the backup: %s", prefix or ".", exc.strerror)
            continue
        below = []
        for entry in entries:
            if entry.is_symlink():
                continue
            if entry.is_dir(follow_symlinks=False):
                below.append((entry.path, f"{prefix}{entry.name}/"))
                continue
            rel = prefix + entry.name
            if rel in _SKIPPED or atomic.is_temp_name(entry.name):
                continue
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode):
                continue
            if info.st_size > MAX_FILE_BYTES and rel.split("/")[0] in (DOCUMENTS, ENTITIES):
                log.warning("left %s out of the backup: it is too large to be a project file", rel)
                continue
            yield entry.path, rel
        folders.extend(reversed(below))


def backup_name(project_root: Path, when: datetime) -> str:
    return f"{Path(project_root).resolve().name} {when.strftime(_STAMP)}.zip"


def create_backup(
    project_root: Path | str,
    settings: BackupSettings | None = None,
    *,
    when: datetime | None = None,
    progress: Progress | None = None,
) -> Path:
    """Zip the project into its backup folder and remove its backups beyond the number to
    keep; returns the new zip's path."""
    root = Path(project_root).resolve()
    if not (root / "project.quire").is_file():
        raise BackupError(f"{root} is not a Quire project")
    settings = settings or load_settings(root)
    folder = settings.folder_for(root)
    when = when or datetime.now()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise BackupError(f"cannot make the backup folder {folder}: {exc.strerror}") from exc
    target = folder / backup_name(root, when)
    number = 2
    while target.exists():  # two backups within a second
        target = folder / f"{backup_name(root, when).removesuffix('.zip')} {number}.zip"
        number += 1
    resolved_folder = folder.resolve()
    inside = resolved_folder if resolved_folder.is_relative_to(root) else None
    count = _write_backup(root, inside, target, when, progress)
    log.info("backed up %s to %s (%d files)", root, target, count)
    rotate(root, settings)
    return target


_ZIPPED_AT_A_TIME = 512
"""Files zipped with the collector paused, at a time."""


def _write_backup(
    root: Path, inside: Path | None, target: Path, when: datetime, progress: Progress | None
) -> int:
    """Zip the project's files into ``target`` (through a temporary file beside it, never a
    half-written one under its name); returns the number of files."""
    folder = target.parent
    files = list(_project_files(root, inside))  # pairs of strings: the collector leaves them
    _remove_partials(folder, root)
    temp = folder / f".{target.name}.{os.getpid()}-{secrets.token_hex(4)}{atomic.TEMP_SUFFIX}"
    try:
        with zipfile.ZipFile(temp, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as archive:
            marker = {"project": str(root), "name": root.name, "time": when.isoformat()}
            archive.writestr(MARKER, json.dumps(marker, ensure_ascii=False, indent=1) + "\n")
            for start in range(0, len(files), _ZIPPED_AT_A_TIME):
                # each file's entry lives until the zip is written: left to the collector, the
                # entries of 50,000 files made collections of 28-75 ms, holding every thread
                with made_to_last():
                    for done, (path, rel) in enumerate(
                        files[start : start + _ZIPPED_AT_A_TIME], start + 1
                    ):
                        archive.write(path, rel)
                        if progress is not None:
                            progress(done, len(files))
        with open(temp, "rb") as handle:
            os.fsync(handle.fileno())
        os.replace(temp, target)
        atomic.fsync_folder(folder)
    except OSError as exc:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise BackupError(f"could not write the backup {target}: {exc}") from exc
    except BaseException:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise
    return len(files)


def _remove_partials(folder: Path, root: Path) -> None:
    """Remove the half-written zips of this project's backups whose Quire was killed while
    writing them (their name carries its process id; older ones, without, after a day)."""
    stem = re.escape(f".{root.name} ") + _STAMP_RE + r"\.zip\."
    partial = re.compile(stem + r"(?:(\d+)-)?[0-9a-f]{8}" + re.escape(atomic.TEMP_SUFFIX))
    try:
        names = [entry.name for entry in os.scandir(folder) if entry.is_file(follow_symlinks=False)]
    except OSError:
        return
    for name in names:
        match = partial.fullmatch(name)
        if match is None:
            continue
        path = folder / name
        try:
            if match.group(1) is not None:
                if int(match.group(1)) == os.getpid() or pid_alive(int(match.group(1))):
                    continue
            elif time.time() - path.stat().st_mtime < PARTIAL_GRACE_S:
                continue
            path.unlink()
            log.info("removed %s, left by a backup that was interrupted", path)
        except OSError as exc:
            log.warning("could not remove the partial backup %s: %s", path, exc)


def backups_of(project_root: Path | str, settings: BackupSettings | None = None) -> list[Path]:
    """This project's backups in its backup folder, newest first."""
    root = Path(project_root).resolve()
    settings = settings or load_settings(root)
    folder = settings.folder_for(root)
    pattern = re.compile(re.escape(root.name) + " " + _STAMP_RE + r"\.zip")
    try:
        candidates = [p for p in folder.iterdir() if pattern.fullmatch(p.name) and p.is_file()]
    except OSError:
        return []
    ours = [p for p in candidates if _marker_project(p) == str(root)]
    return sorted(ours, key=lambda p: (p.stat().st_mtime_ns, p.name), reverse=True)


def _marker_project(path: Path) -> str | None:
    """The project folder a backup names in its marker, read from the zip's first entry (a
    backup writes its marker first) and never more than :data:`MAX_MARKER` bytes of it: a
    planted zip whose marker unpacks to gigabytes costs no more than a real one."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(_LOCAL_HEADER.size + len(_MARKER_NAME))
            if len(head) < _LOCAL_HEADER.size:
                return None
            (signature, _version, flags, method, _time, _date, _crc, _packed, _size, name_length,
             extra_length) = _LOCAL_HEADER.unpack_from(head)
            if (signature != _LOCAL_SIGNATURE or head[_LOCAL_HEADER.size:] != _MARKER_NAME
                    or name_length != len(_MARKER_NAME) or flags & 1):  # encrypted
                return None
            handle.seek(extra_length, os.SEEK_CUR)
            packed = handle.read(MAX_MARKER + 1024)
        if method == zipfile.ZIP_STORED:
            raw = packed[: MAX_MARKER + 1]
        elif method == zipfile.ZIP_DEFLATED:
            raw = zlib.decompressobj(-zlib.MAX_WBITS).decompress(packed, MAX_MARKER + 1)
        else:
            return None
        if len(raw) > MAX_MARKER:
            return None
        data = json.loads(raw)
    except (OSError, ValueError, zlib.error):
        return None
    return data.get("project") if isinstance(data, dict) else None


def rotate(project_root: Path | str, settings: BackupSettings | None = None) -> list[Path]:
    """Remove this project's backups beyond the number to keep; returns the removed paths."""
    settings = settings or load_settings(Path(project_root))
    removed = []
    for path in backups_of(project_root, settings)[settings.keep :]:
        try:
            path.unlink()
            removed.append(path)
        except OSError as exc:
            log.warning("could not remove old backup %s: %s", path, exc)
    return removed


# -- restoring ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Entry:
    info: zipfile.ZipInfo
    target: PurePosixPath


def _safe_name(name: str) -> PurePosixPath | None:
    """The entry's path relative to the project, or None when it would leave it."""
    if "\\" in name or "\x00" in name or name.startswith("/") or re.match(r"^[A-Za-z]:", name):
        return None
    path = PurePosixPath(name)
    if any(part in ("..", "") for part in path.parts) or not path.parts:
        return None
    return path


def _make_folders(folder: Path) -> None:
    """``folder`` and the folders above it that are missing, made one at a time from the top
    (``Path.mkdir(parents=True)`` recurses once a level, and a backup may hold a folder a
    thousand levels deep)."""
    missing = []
    while not folder.is_dir():
        missing.append(folder)
        folder = folder.parent
    for each in reversed(missing):
        each.mkdir(exist_ok=True)


def _remove_tree(top: Path) -> None:
    """Remove the half-restored folder ``top`` and all in it, as far as it can be removed,
    without following links and without recursing (``shutil.rmtree`` recurses once a level:
    a folder a thousand levels deep raised ``RecursionError`` over the restore's own error)."""
    folders: list[str] = []
    waiting = [os.fspath(top)]
    while waiting:
        folder = waiting.pop()
        folders.append(folder)
        try:
            with os.scandir(folder) as entries:
                for entry in entries:
                    if entry.is_dir(follow_symlinks=False):
                        waiting.append(entry.path)
                    else:
                        with contextlib.suppress(OSError):
                            os.unlink(entry.path)
        except OSError:
            continue
    for folder in reversed(folders):
        with contextlib.suppress(OSError):
            os.rmdir(folder)


def _entries(archive: zipfile.ZipFile) -> list[_Entry]:
    infos = archive.infolist()
    if len(infos) > MAX_ENTRIES:
        raise BackupError(f"the zip holds more than {MAX_ENTRIES:,} files")
    files: list[tuple[zipfile.ZipInfo, PurePosixPath]] = []
    total = 0
    for info in infos:
        path = _safe_name(info.filename.rstrip("/") if info.is_dir() else info.filename)
        if path is None:
            raise BackupError(f"the zip holds a file outside the project: {info.filename!r}")
        kind = stat.S_IFMT(info.external_attr >> 16)
        if kind and kind not in (stat.S_IFREG, stat.S_IFDIR):
            raise BackupError(f"the zip holds a link or special file: {info.filename!r}")
        if info.is_dir():
            continue
        total += info.file_size
        if total > MAX_TOTAL_BYTES:
            raise BackupError("the zip would unpack to more than 8 GB")
        if info.file_size > MAX_RATIO * max(info.compress_size, 1) and info.file_size > 1 << 20:
            raise BackupError(f"the zip's {info.filename!r} unpacks to an absurd size")
        files.append((info, path))
    names = {path for _info, path in files}
    prefix: PurePosixPath | None = None
    if PurePosixPath("project.quire") not in names:
        tops = {path.parts[0] for path in names if path != PurePosixPath(MARKER)}
        if len(tops) == 1:
            top = PurePosixPath(next(iter(tops)))
            if top / "project.quire" in names:
                prefix = top
        if prefix is None:
            raise BackupError("the zip is not a Quire project backup (it has no project.quire)")
    entries = []
    for info, path in files:
        if prefix is not None:
            if path.parts[0] != prefix.parts[0]:
                continue
            path = PurePosixPath(*path.parts[1:])
        if path.as_posix() in _SKIPPED or path == PurePosixPath(MARKER):
            continue
        entries.append(_Entry(info, path))
    return entries


def _copy_limited(source, target, limit: int) -> int:
    written = 0
    while True:
        chunk = source.read(1 << 20)
        if not chunk:
            return written
        written += len(chunk)
        if written > limit:
            raise BackupError("a file in the zip is larger than the zip says")
        target.write(chunk)


@dataclass(frozen=True)
class RestoreReport:
    root: Path
    files: int
    problems: tuple[str, ...]


def restore_backup(
    zip_path: Path | str, dest: Path | str, *, progress: Progress | None = None
) -> RestoreReport:
    """Unpack a backup as a new project folder ``dest`` (absent or empty)."""
    from assistant.world.storage.store import ProjectStore

    zip_path, dest = Path(zip_path), Path(dest).expanduser()
    if dest.exists() and (not dest.is_dir() or any(dest.iterdir())):
        raise BackupError(f"{dest} already exists and is not an empty folder")
    try:
        archive = zipfile.ZipFile(zip_path)
    except FileNotFoundError:
        raise BackupError(f"no file at {zip_path}") from None
    except (zipfile.BadZipFile, OSError) as exc:
        raise BackupError(f"{zip_path.name} is not a readable zip file: {exc}") from exc
    parent = dest.resolve().parent
    temp = parent / f".{dest.name}.restoring-{secrets.token_hex(4)}"
    try:
        with archive:
            entries = _entries(archive)
            try:
                parent.mkdir(parents=True, exist_ok=True)
                temp.mkdir()
            except OSError as exc:
                raise BackupError(f"cannot make {dest}: {exc.strerror}") from exc
            for done, entry in enumerate(entries, start=1):
                target = temp.joinpath(*entry.target.parts)
                _make_folders(target.parent)
                with archive.open(entry.info) as source, open(target, "xb") as out:
                    _copy_limited(source, out, entry.info.file_size)
                if progress is not None:
                    progress(done, len(entries))
        store = ProjectStore(temp)
        try:
            store.load()
        except StorageError as exc:
            raise BackupError(f"the project in {zip_path.name} cannot be opened: {exc}") from exc
        if dest.exists():
            dest.rmdir()
        os.replace(temp, dest)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, RuntimeError) as exc:
        _remove_tree(temp)
        raise BackupError(f"{zip_path.name} is damaged: {exc}") from exc
    except OSError as exc:
        _remove_tree(temp)
        raise BackupError(f"could not restore into {dest}: {exc}") from exc
    except BaseException:
        _remove_tree(temp)
        raise
    problems = tuple(f"{p.path}: {p.reason}" for p in store.problems)
    log.info("restored %s into %s (%d files)", zip_path, dest, len(entries))
    return RestoreReport(dest, len(entries), problems)

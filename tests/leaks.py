"""Looking for a key on disk the way someone who found the files would: every file under a
folder, read as bytes, the members of every zip (a backup) opened too, each key looked for as
it is, in other case, URL-encoded, and any twelve characters of it in a row."""

from __future__ import annotations

import io
import zipfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from urllib.parse import quote

WINDOW = 12
"""A piece of a key this long is a leak too (a title cut in the middle of one)."""


def files_under(*folders: Path) -> Iterator[tuple[str, bytes]]:
    """(name, bytes) of every file under ``folders``, and of every member of each zip."""
    for folder in folders:
        for path in sorted(Path(folder).rglob("*")):
            if not path.is_file() or path.is_symlink():
                continue
            data = path.read_bytes()
            yield str(path), data
            if zipfile.is_zipfile(io.BytesIO(data)):
                with zipfile.ZipFile(io.BytesIO(data)) as archive:
                    for member in archive.namelist():
                        yield f"{path}!{member}", archive.read(member)


def forms(key: str) -> set[bytes]:
    """What of ``key`` must not be found: its plain, lower, upper and URL-encoded forms, and
    every run of :data:`WINDOW` characters of it."""
    found = {key, key.lower(), key.upper(), quote(key, safe="")}
    found |= {key[i : i + WINDOW] for i in range(len(key) - WINDOW + 1)}
    return {form.encode("utf-8") for form in found}


def leaks(keys: Iterable[str], *folders: Path) -> list[str]:
    """Where any of ``keys`` (in any of its :func:`forms`) was found under ``folders``."""
    wanted = {key: forms(key) for key in keys}
    return [
        f"{name}: {key}"
        for name, data in files_under(*folders)
        for key, key_forms in wanted.items()
        if any(form in data for form in key_forms)
    ]

"""Log files that never grow without bound: capped in size, rotated, oldest dropped."""

from __future__ import annotations

from pathlib import Path


def rotate(path: Path, keep: int) -> None:
    """Shift ``path`` to ``path.1``, ``path.1`` to ``path.2``…, dropping ``path.<keep>``."""
    oldest = path.with_name(f"{path.name}.{keep}")
    oldest.unlink(missing_ok=True)
    for number in range(keep - 1, 0, -1):
        older = path.with_name(f"{path.name}.{number}")
        if older.exists():
            older.replace(path.with_name(f"{path.name}.{number + 1}"))
    if path.exists():
        path.replace(path.with_name(f"{path.name}.1"))


def append(path: Path, text: str, *, max_bytes: int, keep: int) -> None:
    """Append ``text`` to ``path``, rotating first when that would pass ``max_bytes``.

    Raises OSError when the file cannot be written (callers log and go on)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8", "replace")
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        size = 0
    if size and size + len(data) > max_bytes:
        rotate(path, keep)
    with path.open("ab") as handle:
        handle.write(data)

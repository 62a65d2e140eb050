"""The native reader reads a folder's files exactly as the pure-Python code does.

``assistant.world._read`` is optional (POSIX, where it builds): these tests are skipped where
it is not there, except that with ``QUIRE_REQUIRE_NATIVE=1`` (which ``make test`` sets) a
missing reader on POSIX fails.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from assistant.world import native, storage
from assistant.world.model import World
from assistant.world.storage import ProjectStore
from tests.world.storage_worlds import rich_world

READER = native.READER
needs_reader = pytest.mark.skipif(
    READER is None,
    reason="the native reader assistant.world._read is not built here (or not POSIX)",
)


def _stamp(path: Path) -> tuple[int, int, int]:
    info = os.stat(path, follow_symlinks=False)
    return (info.st_ino, info.st_mtime_ns, info.st_size)


@needs_reader
def test_plain_files_come_with_their_bytes_and_stamps_and_the_rest_as_none(
    tmp_path: Path,
) -> None:
    assert READER is not None
    (tmp_path / "plain.md").write_bytes("Mára’s “bridge”\n".encode())
    (tmp_path / "empty.md").write_bytes(b"")
    (tmp_path / "link.md").symlink_to(tmp_path / "plain.md")
    (tmp_path / "folder.md").mkdir()
    os.mkfifo(tmp_path / "fifo.md")
    names = ["plain.md", "empty.md", "link.md", "folder.md", "fifo.md", "gone.md", "n\udcff.md"]
    folder = os.open(tmp_path, os.O_RDONLY | os.O_DIRECTORY)
    try:
        read = READER.read_files(folder, names)
    finally:
        os.close(folder)
    assert read[0] == ("Mára’s “bridge”\n".encode(), *_stamp(tmp_path / "plain.md"))
    assert read[1] == (b"", *_stamp(tmp_path / "empty.md"))
    assert read[2:] == [None] * 5  # each read again by the Python code, which says why


@needs_reader
def test_only_a_list_of_names_is_taken() -> None:
    assert READER is not None
    with pytest.raises(TypeError):
        READER.read_files(0, ("a.md",))
    with pytest.raises(TypeError):
        READER.read_files(0, [b"a.md"])


def _load(root: Path) -> tuple[World, ProjectStore]:
    store = ProjectStore(root)
    return store.load(), store


@needs_reader
def test_a_project_loads_the_same_with_the_native_reader_and_without(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Values, fingerprints and stamps alike, and the same problems for the files it leaves
    to Python (a link out of the project); with more files than one batch."""
    world = rich_world()
    root = tmp_path / "novel"
    ProjectStore.create(root, world.meta, world)
    documents = root / "documents"
    first = next(p for p in sorted(documents.iterdir()) if "d-0000000002" in p.name)
    for number in range(storage.READ_AHEAD + 5):  # past one batch
        copy = first.read_bytes().replace(b"d-0000000002", f"d-1000000{number:03d}".encode())
        (documents / f"copy-d-1000000{number:03d}.md").write_bytes(copy)
    outside = tmp_path / "outside.md"
    outside.write_bytes(first.read_bytes())
    (documents / "linked-out.md").symlink_to(outside)

    read_by_python: list[str] = []
    read_regular = storage.read_regular

    def counted(path: str, *args: int) -> tuple[bytes, os.stat_result]:
        read_by_python.append(path)
        return read_regular(path, *args)

    monkeypatch.setattr(storage, "read_regular", counted)
    native_world, native_store = _load(root)
    assert read_by_python == []  # every plain file was read ahead
    monkeypatch.setattr(native, "READER", None)
    python_world, python_store = _load(root)
    assert len(read_by_python) == len(native_world.documents) + len(native_world.entities)
    assert native_world == python_world
    assert native_store._fingerprints == python_store._fingerprints
    assert native_store._stamps == python_store._stamps
    assert native_store.problems == python_store.problems
    assert any("linked-out.md" in problem.path for problem in native_store.problems)
    assert len(native_world.documents) == len(world.documents) + storage.READ_AHEAD + 5


def test_the_reader_is_built_where_it_is_required() -> None:
    """``make test`` sets ``QUIRE_REQUIRE_NATIVE=1``: on POSIX the reader must be there."""
    if os.environ.get("QUIRE_REQUIRE_NATIVE") != "1" or sys.platform == "win32":
        pytest.skip("QUIRE_REQUIRE_NATIVE=1 is not set, or not POSIX")
    assert READER is not None or os.environ.get("QUIRE_NO_NATIVE") == "1", (
        "assistant.world._read is not built: install a C compiler and Python's headers "
        "(packaging/system-deps.sh), then `make venv` again"
    )

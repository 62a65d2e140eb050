"""``quire import`` only reads what it imports: "the original is only read, never changed"
(README, Bringing your work in), for every kind of source, and also when the destination is
reached through a link into the source."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path

import pytest

from assistant.world.importer.rtf import pandoc_path
from tests.cli.quire import run
from tests.world.importer.test_novelwriter import CROSSING, MARSH, NIGHT, NWX, VELLS
from tests.world.importer.test_scrivener import SCRIVX, rtf
from tests.world.importer.vault_fixture import make_vault, write


def source_state(root: Path) -> dict[str, tuple[int, int, int, bytes]]:
    """Every entry under ``root``: its mode, inode, modification time and (for a file or a
    link) what it holds. Fifos are not opened."""
    state = {}
    for dirpath, dirs, files in os.walk(root):
        for name in dirs + files:
            path = Path(dirpath) / name
            st = path.lstat()
            if stat.S_ISLNK(st.st_mode):
                held = os.readlink(path).encode()
            elif stat.S_ISREG(st.st_mode):
                held = path.read_bytes()
            else:
                held = b""
            rel = path.relative_to(root).as_posix()
            state[rel] = (st.st_mode, st.st_ino, st.st_mtime_ns, held)
    return state


def novelwriter(tmp_path: Path) -> Path:
    root = tmp_path / "Salt Road"
    write(root, "nwProject.nwx", NWX)
    write(root, "content/000000000000a.nwd", CROSSING)
    write(root, "content/000000000000b.nwd", NIGHT)
    write(root, "content/000000000000d.nwd", VELLS)
    write(root, "content/000000000000e.nwd", MARSH)
    write(root, "images/map.png", b"\x89PNG map")
    return root


def scrivener(tmp_path: Path) -> Path:
    root = tmp_path / "Salt Road.scriv"
    write(root, "Salt Road.scrivx", SCRIVX)
    data = root / "Files" / "Data"
    write(data, "S1/content.rtf", rtf("Mara came {\\b at last} to the marsh.\\par"))
    write(data, "S1/synopsis.txt", "Mara reaches the marsh.")
    write(data, "M/content.rtf", rtf("Mara keeps the ferry.\\par"))
    write(data, "IMG/content.png", b"\x89PNG marsh")
    return root


SOURCES: dict[str, Callable[[Path], Path]] = {
    "an Obsidian vault": make_vault,
    "a novelWriter project": novelwriter,
    "a Scrivener project": scrivener,
}


@pytest.mark.parametrize("kind", list(SOURCES))
def test_the_original_is_only_read_never_changed(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    if kind == "a Scrivener project" and pandoc_path() is None:
        pytest.skip("pandoc is not installed")
    source = SOURCES[kind](tmp_path)
    before = source_state(source)
    code, _out, err = run(capsys, "import", str(source), str(tmp_path / "imported"))
    assert code == 0, err
    assert source_state(source) == before
    # The same again with --join-lines and no entities: other paths, the same promise.
    code, _out, err = run(capsys, "import", str(source), str(tmp_path / "again"),
                          "--join-lines", "--entities", "none", "--json")
    assert code == 0, err
    assert source_state(source) == before


def test_a_destination_linked_into_the_source_is_refused_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = make_vault(tmp_path)
    shelf = tmp_path / "shelf"
    shelf.mkdir()
    os.symlink(source / "Notes", shelf / "into-the-vault")
    before = source_state(source)
    code, _out, err = run(capsys, "import", str(source), str(shelf / "into-the-vault" / "Copy"))
    assert code == 2, err
    assert "inside the folder being imported" in err
    assert source_state(source) == before

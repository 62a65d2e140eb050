"""``quire backup`` and ``restore-backup``: a zip beside the project, unpacked as a new one."""

from __future__ import annotations

import struct
import zipfile
import zlib
from pathlib import Path

import pytest

from tests.ceiling import linux_only, quire_under_ceiling
from tests.cli.quire import run, the_long_map

CHAPTER = "documents/chapter-1-the-map-house-d-9b65717c5f.md"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return the_long_map(tmp_path)


def test_backup_and_restore_backup(capsys, project, tmp_path) -> None:
    code, out, _err = run(capsys, "backup", str(project))
    assert code == 0
    made = Path(out.split("backed up to ", 1)[1].strip())
    assert made.parent == project.parent / "Quire Backups"
    code, out, _err = run(capsys, "restore-backup", str(made), str(tmp_path / "Again"))
    assert code == 0 and "into" in out
    assert (tmp_path / "Again" / CHAPTER).read_bytes() == (project / CHAPTER).read_bytes()
    code, _out, err = run(capsys, "restore-backup", str(made), str(tmp_path / "Again"))
    assert code == 2 and "not an empty folder" in err



def _zip_whose_marker_inflates(path: Path, size: int) -> None:
    """A zip holding one entry, ``quire-backup.json``, of ``size`` spaces: a valid zip of a
    couple of megabytes, its deflate stream made of one compressed megabyte repeated."""
    chunk = b" " * (1 << 20)
    compressor = zlib.compressobj(9, zlib.DEFLATED, -zlib.MAX_WBITS)
    block = compressor.compress(chunk) + compressor.flush(zlib.Z_FULL_FLUSH)
    packed = block * (size // len(chunk)) + compressor.flush()
    crc = 0
    for _n in range(size // len(chunk)):
        crc = zlib.crc32(chunk, crc)
    name = b"quire-backup.json"
    local = struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, 8, 0, 0x21, crc, len(packed), size,
                        len(name), 0) + name
    central = struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0, 8, 0, 0x21, crc,
                          len(packed), size, len(name), 0, 0, 0, 0, 0, 0) + name
    end = struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 1, 1, len(central),
                      len(local) + len(packed), 0)
    path.write_bytes(local + packed + central + end)


@linux_only
def test_a_planted_zip_whose_marker_inflates_to_2_gb_never_stops_a_backup(project) -> None:
    """A zip in the backup folder, named like the project's backups, whose marker unpacks to
    2 GB: the backup reads at most what a marker needs, makes its zip and leaves that one."""
    folder = project.parent / "Quire Backups"
    folder.mkdir()
    planted = folder / f"{project.name} 2020-01-01 10.00.00.zip"
    _zip_whose_marker_inflates(planted, 2 * 1024**3)
    assert planted.stat().st_size < 4 * 1024**2
    with zipfile.ZipFile(planted) as archive:
        assert archive.getinfo("quire-backup.json").file_size == 2 * 1024**3

    outcome = quire_under_ceiling("backup", str(project))

    assert outcome.code == 0, outcome.err
    made = Path(outcome.out.split("backed up to ", 1)[1].strip())
    assert made.is_file() and planted.is_file()
    assert outcome.peak < 16 * 1024**2, outcome.peak


def test_backup_reports_json(capsys, project) -> None:
    import json

    code, out, _err = run(capsys, "backup", str(project), "--json")
    assert code == 0
    report = json.loads(out)
    assert Path(report["path"]).is_file() and report["bytes"] > 0

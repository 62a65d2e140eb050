"""``quire backup`` and ``restore-backup``: a zip beside the project, unpacked as a new one."""

from __future__ import annotations

from pathlib import Path

import pytest

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



def test_backup_reports_json(capsys, project) -> None:
    import json

    code, out, _err = run(capsys, "backup", str(project), "--json")
    assert code == 0
    report = json.loads(out)
    assert Path(report["path"]).is_file() and report["bytes"] > 0

"""``quire check``: a sound project, and each problem listed without writing a byte."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.quire import run, salt_road


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A small project: a part with two scenes, a note at the top, entities, a trashed doc."""
    return salt_road(tmp_path)


def test_check_a_sound_project(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = run(capsys, "check", str(project))
    assert code == 0
    assert out.startswith("ok: 4 document(s), 1 folder(s), 3 entities")


def test_check_lists_each_problem_and_fails(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (project / "documents" / "stray.md").write_text("no front matter\n", encoding="utf-8")
    before = sorted(p.read_bytes() for p in project.rglob("*") if p.is_file())
    code, out, err = run(capsys, "check", str(project))
    assert code == 1
    assert out.startswith("documents/stray.md: ")
    assert "1 problem(s)" in err
    # Checking wrote nothing.
    assert sorted(p.read_bytes() for p in project.rglob("*") if p.is_file()) == before



def test_check_speaks_json_too(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import json

    code, out, _err = run(capsys, "check", str(project), "--json")
    assert code == 0
    assert json.loads(out) == {"ok": True, "documents": 4, "folders": 1, "entities": 3,
                               "problems": []}  # fmt: skip
    (project / "documents" / "stray.md").write_text("no front matter\n", encoding="utf-8")
    code, out, _err = run(capsys, "check", str(project), "--json")
    assert code == 1
    report = json.loads(out)
    assert report["ok"] is False
    assert [p["path"] for p in report["problems"]] == ["documents/stray.md"]

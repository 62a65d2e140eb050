"""``quire new``: a new, empty project folder, or a one-line refusal."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.world.model import ProjectMeta
from assistant.world.storage.store import ProjectStore
from tests.cli.quire import assert_one_line_error, run


def test_new_makes_a_project_that_loads(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                        ) -> None:
    dest = tmp_path / "novel"
    code, out, _err = run(capsys, "new", str(dest), "--title", "My Novel", "--author", "Me")
    assert code == 0
    assert "My Novel" in out
    world = ProjectStore(dest).load()
    assert world.meta == ProjectMeta("My Novel", "Me", "en")


def test_new_refuses_a_folder_that_is_not_empty(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "file.txt").write_text("x", encoding="utf-8")
    code, out, err = run(capsys, "new", str(tmp_path), "--title", "T")
    assert code == 2
    assert out == ""
    assert_one_line_error(err)
    assert "not empty" in err


def test_new_refuses_an_empty_title(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run(capsys, "new", str(tmp_path / "p"), "--title", "  ")
    assert code == 2
    assert_one_line_error(err)
    assert not (tmp_path / "p").exists()


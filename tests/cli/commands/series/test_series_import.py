"""``quire series import``: a world folder made into a series, with the import's report, then
linked and shown from a book."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assistant.world.series.folder import series_store
from tests.cli.quire import run
from tests.world.importer.vault_fixture import make_vault
from tests.world.series.series_folders import make_book


def test_import_link_and_show(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    vault = make_vault(tmp_path)
    series = tmp_path / "Salt Road"
    code, out, err = run(capsys, "series", "import", str(vault), str(series),
                         "--title", "The Salt Road")  # fmt: skip
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("imported 9 note(s), ") and "into the series at" in lines[0]
    assert lines[1] == "entities: 3 (2 character, 1 place)"
    assert "Notes/Book One (a series keeps its notes without folders" in err
    assert "not part of the series:" in err and "not part of the project" not in err
    world = series_store(series).load()
    assert world.series.title == "The Salt Road" and len(world.entities) == 3

    book = make_book(tmp_path / "Book 1", "Book 1")
    assert run(capsys, "series", "link", str(book), str(series))[0] == 0
    code, out, _err = run(capsys, "series", "show", str(book), "--json")
    shown = json.loads(out)
    assert code == 0 and {e["name"] for e in shown["entities"]} == {
        e.name for e in world.entities.values()
    }


def test_import_json_and_a_refused_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    vault = make_vault(tmp_path)
    code, out, _err = run(capsys, "series", "import", str(vault), str(tmp_path / "s"), "--json")
    data = json.loads(out)
    assert code == 0 and data["documents"] == 9 and data["folders"] == 0
    assert sum(data["entities"].values()) == 3
    assert data["skipped_by_reason"]["unsupported"] >= 3
    code, _out, err = run(capsys, "series", "import", str(vault), str(tmp_path / "s"))
    assert code == 2 and "not empty" in err

"""``quire import``: a folder, a vault or nothing, with the report of what came in and what
did not."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assistant.world.storage.store import ProjectStore
from tests.cli.quire import assert_one_line_error, run


def test_import_a_folder_of_text_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                       ) -> None:
    src = tmp_path / "vault"
    (src / "Part One").mkdir(parents=True)
    (src / "Part One" / "01 Bridge.md").write_text(
        "---\ntags: [draft]\n---\n# The Bridge\n\nMára crossed.\n", encoding="utf-8"
    )
    (src / "note.txt").write_text("A note.\n", encoding="utf-8")
    dest = tmp_path / "project"
    code, out, _err = run(capsys, "import", str(src), str(dest), "--title", "Imported")
    assert code == 0
    assert "2 document(s)" in out
    world = ProjectStore(dest).load()
    assert world.meta.title == "Imported"
    assert sorted(d.title for d in world.documents.values()) == ["The Bridge", "note"]


def test_import_of_a_missing_folder_is_an_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _out, err = run(capsys, "import", str(tmp_path / "nope"), str(tmp_path / "dest"))
    assert code == 2
    assert_one_line_error(err)


def test_import_a_vault_reports_what_it_brought_and_what_it_left_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.world.importer.vault_fixture import make_vault

    src = make_vault(tmp_path)
    code, out, err = run(capsys, "import", str(src), str(tmp_path / "p"))
    assert code == 0
    assert "imported 9 document(s)" in out
    assert "entities: 3 (2 character, 1 place)" in out
    assert "attachments copied: 2 (1 .pdf, 1 .png)" in out
    assert "1 file(s) look hard-wrapped" in out
    assert "links pointing outside the folder (not followed):" in err
    assert "    Notes/secret.md" in err
    assert "Notes/Broken.md: front matter is not closed" in err


def test_import_json_options_and_mapping(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.world.importer.vault_fixture import make_vault

    src = make_vault(tmp_path)
    mapping = tmp_path / "map.toml"
    mapping.write_text('[entities]\n"Notes/Ideas.md" = "item"\n', encoding="utf-8")
    code, out, _err = run(capsys, "import", str(src), str(tmp_path / "p"), "--entities", "none",
                          "--mapping", str(mapping), "--join-lines", "--json")
    assert code == 0
    report = json.loads(out)
    assert report["source"] == "obsidian"
    assert report["entities"] == {"item": 1}
    assert report["lines_joined"] == 24
    assert report["skipped_by_reason"]["link-outside"] == 2
    assert {"path": "Notes/secret.md", "reason": "link-outside", "detail": ""} in (
        report["skipped"]
    )


def test_import_notes_what_to_check_in_english_and_as_codes_in_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "vault"
    (src / ".obsidian").mkdir(parents=True)
    (src / "Kaffee.md").write_bytes(b"# Kaffee\n\nCaf\xe9 au lait.\n")
    (src / "Open.md").write_text("---\ntitle: Open\n\nNever closed.\n", "utf-8")
    code, _out, err = run(capsys, "import", str(src), str(tmp_path / "p"))
    assert code == 0
    assert err.splitlines()[-2:] == [
        "quire: note: Kaffee.md: not UTF-8 (byte 13); read as Windows-1252 (Western "
        "European) text",
        "quire: note: Open.md: front matter is not closed: no second '---' line; kept in the "
        "text",
    ]
    code, out, _err = run(capsys, "import", str(src), str(tmp_path / "q"), "--json")
    assert code == 0
    problems = json.loads(out)["problems"]
    assert [(p["path"], p["kind"], p["details"], p["outcome"]) for p in problems] == [
        ("Kaffee.md", "read-as-windows-1252", {"byte": 13}, None),
        ("Open.md", "front-matter-not-closed", {}, "kept-in-text"),
    ]


def test_import_of_nothing_is_an_error_with_the_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "pics").mkdir()
    (tmp_path / "pics" / ".DS_Store").write_bytes(b"x")
    code, out, err = run(capsys, "import", str(tmp_path / "pics"), str(tmp_path / "p"))
    assert (code, out) == (2, "")
    assert_one_line_error(err)
    assert "no Markdown or text files" in err and "hidden" in err
    assert not (tmp_path / "p").exists()


"""``quire import``: a folder, a vault or nothing, with the report of what came in and what
did not."""

from __future__ import annotations

import json
import os
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



# -- one bad note never sinks an import (#31 item 9) -------------------------------------------


def _names_are_utf8(root: Path) -> bool:
    return all(os.fsencode(p.name).decode("utf-8", "strict") for p in root.rglob("*"))


def test_a_note_whose_name_is_not_utf8_comes_in_and_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A vault holding one file (and a folder, and a picture) whose name is not valid UTF-8
    made the whole import fail; now each comes in, named in the report with U+FFFD."""
    src = tmp_path / "vault"
    src.mkdir()
    (src / "fine.md").write_text("---\ntitle: Fine\n---\nA fine note.\n", encoding="utf-8")
    raw = os.fsencode(src)
    with open(os.path.join(raw, b"bad\xff.md"), "wb") as note:
        note.write(b"The bad note's text.\n")
    os.mkdir(os.path.join(raw, b"dir\xfe"))
    with open(os.path.join(raw, b"dir\xfe", b"inner.md"), "wb") as note:
        note.write(b"Inside.\n")
    with open(os.path.join(raw, b"pic\xfd.png"), "wb") as picture:
        picture.write(b"\x89PNG")
    dest = tmp_path / "p"
    code, out, err = run(capsys, "import", "--json", str(src), str(dest))
    assert code == 0, err
    report = json.loads(out)
    assert report["documents"] == 3 and report["attachments"] == ["pic\ufffd.png"]
    named = {(p["path"], p["details"].get("place"), p["outcome"]) for p in report["problems"]}
    assert ("bad\ufffd.md", "title", "replaced-all") in named
    assert ("dir\ufffd", "title", "replaced-all") in named
    store = ProjectStore(dest)
    world = store.load()
    assert store.problems == ()
    assert sorted(d.title for d in world.documents.values()) == ["Fine", "bad\ufffd", "inner"]
    bad = world.find_documents_by_title("bad\ufffd")[0]
    assert bad.text == "The bad note's text.\n"
    assert (dest / "attachments" / "pic\ufffd.png").read_bytes() == b"\x89PNG"
    assert _names_are_utf8(dest)


def test_front_matter_with_an_escaped_lone_surrogate_comes_in_repaired(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "vault"
    src.mkdir()
    (src / "fine.md").write_text("A fine note.\n", encoding="utf-8")
    (src / "odd.md").write_text(
        '---\ntitle: "bad \\ud800 here"\nmood: "\\udc00 dark"\n---\nThe odd note.\n',
        encoding="utf-8",
    )
    dest = tmp_path / "p"
    code, _out, err = run(capsys, "import", str(src), str(dest))
    assert code == 0, err
    assert "quire: note: odd.md: 'title' holds U+D800 at character 4" in err
    assert "rest of the project was saved" not in err
    world = ProjectStore(dest).load()
    odd = world.find_documents_by_title("bad \ufffd here")[0]
    assert (odd.text, odd.field_value("mood")) == ("The odd note.\n", "\ufffd dark")
    assert [d.title for d in world.find_documents_by_title("fine")] == ["fine"]


# -- no unhandled recursion (#31 item 13) -------------------------------------------------------


def _deepest(world) -> int:  # type: ignore[no-untyped-def]
    return max((world.folder_depth(f) for f in world.folders), default=0)


def test_a_binder_nested_5000_deep_comes_in_with_a_named_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A 5,000-deep Scrivener binder raised RecursionError ("unexpected error"): now every
    text comes in, in binder order, in the deepest folder a project allows, and the report
    says so."""
    depth = 5000
    root = tmp_path / "Deep.scriv"
    root.mkdir()
    opening = "".join(
        f'<BinderItem UUID="F{i}" Type="Folder"><Title>Level {i}</Title><Children>'
        + (f'<BinderItem UUID="T{i}" Type="Text"><Title>Text {i}</Title></BinderItem>'
           if i % 1000 == 999 else "")
        for i in range(depth)
    )  # fmt: skip
    binder = (
        '<?xml version="1.0" encoding="UTF-8"?><ScrivenerProject><Binder>'
        '<BinderItem UUID="D" Type="DraftFolder"><Title>Manuscript</Title><Children>'
        + opening
        + '<BinderItem UUID="S" Type="Text"><Title>The deepest</Title></BinderItem>'
        + "</Children></BinderItem>" * depth
        + "</Children></BinderItem></Binder></ScrivenerProject>"
    )
    (root / "Deep.scrivx").write_text(binder, encoding="utf-8")
    dest = tmp_path / "p"
    code, out, err = run(capsys, "import", "--json", str(root), str(dest))
    assert code == 0, err
    report = json.loads(out)
    assert [(p["path"], p["kind"], p["details"]) for p in report["problems"]] == [
        ("Deep.scrivx", "folders-too-deep", {"depth": 32, "name": "Level 30"})
    ]
    world = ProjectStore(dest).load()
    assert _deepest(world) == 32
    assert [d.title for d in world.documents_in_order()] == [
        "Text 999", "Text 1999", "Text 2999", "Text 3999", "Text 4999", "The deepest"
    ]


@pytest.mark.parametrize("nested", ["x = " + "[" * 5000 + "]" * 5000,
                                    "x = " + "{a = " * 5000 + "1" + "}" * 5000])
def test_a_mapping_file_nested_too_deeply_is_a_plain_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], nested: str
) -> None:
    src = tmp_path / "vault"
    src.mkdir()
    (src / "note.md").write_text("A note.\n", encoding="utf-8")
    mapping = tmp_path / "mapping.toml"
    mapping.write_text(nested + "\n", encoding="utf-8")
    code, _out, err = run(capsys, "import", "--mapping", str(mapping), str(src),
                          str(tmp_path / "p"))  # fmt: skip
    assert code == 2
    assert_one_line_error(err)
    assert "unexpected error" not in err and "RecursionError" not in err
    assert f"the mapping file {mapping} nests its values too deeply to read" in err
    assert not (tmp_path / "p").exists()

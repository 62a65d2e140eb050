"""``quire export``: the choices last made in the app, overridden by the flags."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assistant.export import converter
from tests.cli.quire import assert_one_line_error, run, the_long_map

CHAPTER = "documents/chapter-1-the-map-house-d-9b65717c5f.md"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return the_long_map(tmp_path)


@pytest.mark.skipif(converter.find_pandoc() is None, reason="pandoc is not installed")
def test_export_uses_the_remembered_choices_and_the_flags(capsys, project, tmp_path) -> None:
    (project / ".quire").mkdir()
    (project / ".quire/export.json").write_text('{"numbering": true}')
    out_file = tmp_path / "book.md"
    code, out, err = run(capsys, "export", str(project), "--format", "markdown", "-o",
                         str(out_file), "--separator", "#", "--skip-status", "first draft")
    assert code == 0, err
    assert "exported 4 document(s)" in out and "made with pandoc" in out
    text = out_file.read_text(encoding="utf-8")
    assert "## 1. Chapter 1: The Map House" in text
    assert "Chapter 3: Upriver" not in text  # a first draft
    assert json.loads((project / ".quire/export.json").read_text()) == {"numbering": True}
    code, _out, err = run(capsys, "export", str(project), "--format", "docx", "-o",
                          str(tmp_path / "x.docx"), "--kinds", "nonsense")
    assert code == 2 and "unknown kinds: nonsense" in err
    code, _out, err = run(capsys, "export", str(project), "--format", "docx", "-o",
                          str(tmp_path))
    assert code == 2 and "is a folder" in err



INSIDE = {
    "a chapter's file": lambda project, _tmp: project / CHAPTER,
    "the project folder": lambda project, _tmp: project,
    "quire's own data": lambda project, _tmp: project / ".quire" / "export.json",
    "a new file in it": lambda project, _tmp: project / "documents" / "book.md",
    "through ..": lambda project, _tmp: project.parent / "elsewhere" / ".." / project.name
    / CHAPTER,
    "through a link": lambda project, tmp: _link(tmp / "shelf", project / "documents")
    / Path(CHAPTER).name,
}


def _link(link: Path, target: Path) -> Path:
    link.symlink_to(target, target_is_directory=True)
    return link


@pytest.mark.parametrize("where", INSIDE, ids=list(INSIDE))
def test_export_never_writes_into_its_project(capsys, project, tmp_path, where) -> None:
    (project / ".quire").mkdir()
    (project / ".quire" / "export.json").write_text('{"numbering": true}')
    (project.parent / "elsewhere").mkdir()
    before = {p: p.read_bytes() for p in project.rglob("*") if p.is_file()}
    destination = INSIDE[where](project, tmp_path)
    code, out, err = run(capsys, "export", str(project), "--format", "markdown", "-o",
                         str(destination))
    assert code == 2 and out == ""
    assert "inside the project folder" in err and "choose a file outside it" in err
    assert {p: p.read_bytes() for p in project.rglob("*") if p.is_file()} == before


def test_a_relative_destination_inside_the_project_is_refused(capsys, project,
                                                              monkeypatch) -> None:
    monkeypatch.chdir(project / "documents")
    code, _out, err = run(capsys, "export", "..", "--format", "markdown", "-o",
                          Path(CHAPTER).name)
    assert code == 2 and "inside the project folder" in err


@pytest.fixture
def tight_limits(monkeypatch) -> None:
    """pandoc's limits, a few seconds and 256 MB whatever the size, so an attack ends soon."""
    monkeypatch.setattr(converter, "BASE_SECONDS", 3.0)
    monkeypatch.setattr(converter, "SECONDS_PER_MB", 0.0)
    monkeypatch.setattr(converter, "BASE_MEMORY", 256 * 1024**2)
    monkeypatch.setattr(converter, "MEMORY_PER_BYTE", 0)


@pytest.mark.skipif(converter.find_pandoc() is None, reason="pandoc is not installed")
def test_a_document_pandoc_cannot_convert_is_named(capsys, project, tmp_path,
                                                   tight_limits) -> None:
    chapter = project / CHAPTER
    text = chapter.read_text(encoding="utf-8")
    chapter.write_text(text + "\n" + "> " * 20_000 + "Deep down.\n", encoding="utf-8")
    out_file = tmp_path / "book.html"
    code, out, err = run(capsys, "export", str(project), "--format", "html", "-o",
                         str(out_file))
    assert code == 2 and out == ""
    assert_one_line_error(err)
    assert "could not convert “Chapter 1: The Map House”" in err
    assert "nests quotations, lists or brackets too deeply" in err
    assert not out_file.exists()


@pytest.mark.skipif(converter.find_pandoc() is None, reason="pandoc is not installed")
def test_dash_writes_the_manuscript_to_standard_output(project, tmp_path) -> None:
    import subprocess
    import sys

    def export(fmt: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, "-m", "assistant.cli", "export", str(project), "-f", fmt, "-o", "-"],
            capture_output=True, cwd=tmp_path, timeout=120, check=False,
        )  # fmt: skip

    markdown = export("markdown")
    assert markdown.returncode == 0, markdown.stderr
    assert "Chapter 1: The Map House" in markdown.stdout.decode("utf-8")
    assert b"exported 9 document(s)" in markdown.stderr  # the report keeps out of the way
    docx = export("docx")  # into a pipe: a binary format is fine there
    assert docx.returncode == 0, docx.stderr
    assert docx.stdout.startswith(b"PK")  # a zip, as DOCX files are
    assert not (tmp_path / "-").exists()  # no file named "-"


def test_a_binary_format_is_not_poured_onto_a_terminal(capsys, project, monkeypatch) -> None:
    import sys

    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    code, out, err = run(capsys, "export", str(project), "-f", "epub", "-o", "-")
    assert code == 2 and out == ""
    assert "epub is not text: send it into a file or a pipe" in err


def test_a_missing_folder_is_refused_not_made(capsys, project, tmp_path) -> None:
    target = tmp_path / "Drafts" / "book.md"
    code, _out, err = run(capsys, "export", str(project), "-f", "markdown", "-o", str(target))
    assert code == 2
    assert f"the folder {tmp_path / 'Drafts'} does not exist" in err
    assert not (tmp_path / "Drafts").exists()


@pytest.mark.skipif(converter.find_pandoc() is None, reason="pandoc is not installed")
def test_json_says_what_was_exported(capsys, project, tmp_path) -> None:
    code, out, err = run(capsys, "export", str(project), "-f", "text", "-o",
                         str(tmp_path / "book.txt"), "--json")  # fmt: skip
    assert code == 0, err
    report = json.loads(out)
    assert report["path"] == str(tmp_path / "book.txt") and report["format"] == "text"
    assert report["documents"] == 9 and report["words"] > 1000

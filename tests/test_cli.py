"""The ``quire`` command line, run in-process through ``main([...])``."""

from __future__ import annotations

import importlib.machinery
import json
import sys
import types
from pathlib import Path

import pytest

from assistant import cli
from assistant.cli import commands
from assistant.cli.commands import info
from assistant.world.model import (
    Document,
    DocumentKind,
    Entity,
    EntityKind,
    Folder,
    FolderKind,
    FrozenMap,
    ProjectMeta,
    TrashEntry,
    World,
)
from assistant.world.storage.store import ProjectStore
from tests.paths import SAMPLE


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line_error(err: str) -> None:
    assert err.startswith("quire")
    assert err.count("\n") == 1, err
    assert "Traceback" not in err


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A small project: a part with two scenes, a note at the top, entities, a trashed doc."""
    scene1 = Document("d-0000000001", "The Bridge", "Mára crossed the bridge.\nThe MARA boat.",
                      DocumentKind.SCENE)
    scene2 = Document("d-0000000002", "The Mill", "Samara mill. Mara's mill.", DocumentKind.SCENE)
    note = Document("d-0000000003", "Notes", "mara notes", DocumentKind.NOTE)
    gone = Document("d-0000000004", "Old draft", "Mara in the trash", DocumentKind.SCENE)
    part = Folder("f-0000000001", "Part One", FolderKind.PART, (scene1.id, scene2.id))
    world = World(
        meta=ProjectMeta("The Salt Road", "Ann Writer", "en"),
        documents=FrozenMap({d.id: d for d in (scene1, scene2, note, gone)}),
        folders=FrozenMap({part.id: part}),
        entities=FrozenMap({
            "e-0000000001": Entity("e-0000000001", "Mára Vell", EntityKind.CHARACTER, ("Mara",)),
            "e-0000000002": Entity("e-0000000002", "Tomas", EntityKind.CHARACTER),
            "e-0000000003": Entity("e-0000000003", "Saltmere", EntityKind.PLACE),
        }),
        root=(part.id, note.id),
        trash=(TrashEntry(gone.id, part.id, 2),),
    )
    root = tmp_path / "salt-road"
    ProjectStore.create(root, world.meta, world)
    return root


# -- new and import --------------------------------------------------------------------------


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


def test_search_finds_a_phrase_wrapped_over_two_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = Document("d-0000000001", "Chapter 1", "the well-known Anna\nPávlovna Schérer")
    part = Folder("f-0000000001", "Book One", FolderKind.PART, (doc.id,))
    world = World(documents=FrozenMap({doc.id: doc}), folders=FrozenMap({part.id: part}),
                  root=(part.id,))
    ProjectStore.create(tmp_path / "p", ProjectMeta("W"), world)
    code, out, _err = run(capsys, "search", str(tmp_path / "p"), "Anna Pavlovna")
    assert code == 0
    assert out == (
        "Book One › Chapter 1 [d-0000000001] line 1: the well-known Anna Pávlovna Schérer\n"
    )


# -- info ------------------------------------------------------------------------------------


def test_info_prints_outline_counts_and_totals(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "info", str(project))
    assert code == 0
    assert err == ""
    lines = out.splitlines()
    assert lines[0] == "The Salt Road by Ann Writer (language: en)"
    assert "  Part One  (part f-0000000001, 11 words)" in lines
    assert "    The Bridge  (scene d-0000000001, 7 words)" in lines
    assert "  Notes  (note d-0000000003, 2 words)" in lines
    assert "Old draft" not in out
    assert "Entities: 3 (2 character, 1 place)" in lines
    assert "Trash: 1 item(s)" in lines
    assert lines[-1] == "Total: 13 words in 3 document(s)"


def test_info_json(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = run(capsys, "info", str(project), "--json")
    assert code == 0
    info = json.loads(out)
    assert info["title"] == "The Salt Road"
    assert info["words"] == 13
    assert info["documents"] == 3
    assert info["entities"] == {
        "character": 2, "place": 1, "item": 0, "faction": 0, "other": 0,
    }
    part, note = info["outline"]
    assert (part["id"], part["type"], part["kind"], part["words"]) == (
        "f-0000000001", "folder", "part", 11,
    )
    assert [c["id"] for c in part["children"]] == ["d-0000000001", "d-0000000002"]
    assert (note["id"], note["type"], note["kind"]) == ("d-0000000003", "document", "note")
    assert info["problems"] == []


def test_info_of_a_folder_that_is_not_a_project(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = run(capsys, "info", str(tmp_path))
    assert code == 2
    assert out == ""
    assert_one_line_error(err)


def test_info_of_a_missing_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run(capsys, "info", str(tmp_path / "missing"))
    assert code == 2
    assert_one_line_error(err)


# -- search ----------------------------------------------------------------------------------


def test_search_default_ignores_case_and_accents(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _err = run(capsys, "search", str(project), "mara")
    assert code == 0
    assert out.splitlines() == [
        "Part One › The Bridge [d-0000000001] line 1: Mára crossed the bridge.",
        "Part One › The Bridge [d-0000000001] line 2: The MARA boat.",
        "Part One › The Mill [d-0000000002] line 1: Samara mill. Mara's mill.",
        "Part One › The Mill [d-0000000002] line 1: Samara mill. Mara's mill.",
        "Notes [d-0000000003] line 1: mara notes",
    ]


def search_json(capsys: pytest.CaptureFixture[str], project: Path, *args: str) -> list[str]:
    code, out, _err = run(capsys, "search", str(project), *args, "--json")
    assert code in (0, 1)
    result = json.loads(out)
    assert result["count"] == len(result["hits"])
    return [hit["match"] for hit in result["hits"]]


def test_search_options(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert search_json(capsys, project, "mara", "--whole-word") == ["Mára", "MARA", "Mara", "mara"]
    assert search_json(capsys, project, "Mara", "--case-sensitive") == ["Mara"]
    assert search_json(capsys, project, r"\bm\w+a\b", "--regex") == ["Mára", "MARA", "Mara", "mara"]
    assert search_json(capsys, project, "mara", "--limit", "2") == ["Mára", "MARA"]
    assert search_json(capsys, project, "trash") == []
    assert search_json(capsys, project, "trash", "--include-trash") == ["trash"]


def test_search_json_carries_positions_and_snippets(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _err = run(capsys, "search", str(project), "bridge", "--json")
    assert code == 0
    (hit,) = json.loads(out)["hits"]
    assert hit["doc_id"] == "d-0000000001"
    assert hit["title"] == "The Bridge"
    assert hit["path"] == ["Part One", "The Bridge"]
    assert hit["line"] == 1
    assert (hit["start"], hit["end"]) == (17, 23)
    assert hit["snippet"] == "Mára crossed the bridge."
    start, end = hit["highlight"]
    assert hit["snippet"][start:end] == "bridge"


def test_search_finding_nothing_exits_1(project: Path, capsys: pytest.CaptureFixture[str]
                                        ) -> None:
    code, out, err = run(capsys, "search", str(project), "zebra")
    assert (code, out, err) == (1, "", "")


def test_search_with_a_bad_regex(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "search", str(project), "(mara", "--regex")
    assert code == 2
    assert out == ""
    assert_one_line_error(err)
    assert "regular expression" in err


@pytest.mark.parametrize(
    "argv",
    [
        ["search"],
        ["search", "only-a-path"],
        ["search", "p", "q", "--limit", "0"],
        ["search", "p", "q", "--limit", "many"],
        ["frobnicate"],
        [],
        ["new", "p"],
    ],
)
def test_usage_errors_are_one_line(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert_one_line_error(err)


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = run(capsys, "--help")
    assert code == 0
    for command in ("new", "import", "info", "search", "check"):
        assert command in out


def _modules_after(*argv: str) -> set[str]:
    """The modules a fresh ``quire ARGV`` process has imported when it is done."""
    import subprocess

    script = (
        "import sys\n"
        "from assistant.cli import main\n"
        "try:\n"
        f"    main({list(argv)!r})\n"
        "finally:\n"
        "    sys.__stdout__.write('\\n'.join(sorted(sys.modules)))\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         check=False, timeout=60)
    return set(out.stdout.splitlines())


HEAVY = (
    "assistant.agent", "assistant.cli.commands.ask", "assistant.cli.commands.audit",
    "assistant.cli.terminal", "assistant.world.importer",
    "assistant.export", "httpx", "yaml",
)


def test_help_and_light_commands_do_not_load_the_assistant(project: Path) -> None:
    for argv in (("--help",), ("info", str(project)), ("ask", "--help")):
        modules = _modules_after(*argv)
        assert "argparse" in modules, argv  # the script ran
        loaded = [name for name in HEAVY if name in modules]
        if argv[0] == "ask":
            assert "assistant.cli.commands.ask" in loaded  # the chosen one is declared in full
        else:
            assert loaded == [], argv


def test_help_of_a_command_lists_its_own_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = run(capsys, "import", "--help")
    assert code == 0
    assert "--join-lines" in out and "--entities" in out
    code, out, _err = run(capsys, "-v", "ask", "--help")
    assert code == 0
    assert "--act" in out and "--max-steps" in out
    code, out, _err = run(capsys, "audit", "--help")
    assert code == 0
    assert "--intentional" in out and "--reopen" in out


# -- check -----------------------------------------------------------------------------------


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


def test_other_commands_warn_about_problems(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (project / "documents" / "stray.md").write_text("no front matter\n", encoding="utf-8")
    code, _out, err = run(capsys, "info", str(project))
    assert code == 0
    assert "quire check" in err


def test_unexpected_errors_are_one_line_too(
    project: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(_world: World) -> dict[str, object]:
        raise RuntimeError("something\nbroke")

    monkeypatch.setattr(info, "project_info", broken)
    code, _out, err = run(capsys, "info", str(project))
    assert code == 2
    assert_one_line_error(err)
    assert "RuntimeError: something broke" in err


# -- ask -------------------------------------------------------------------------------------


def test_ask_is_registered_from_its_module(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    seen: list[object] = []
    fake = types.ModuleType("assistant.cli.commands.ask", "Ask the assistant about a project.")
    fake.__spec__ = importlib.machinery.ModuleSpec("assistant.cli.commands.ask", None)

    def add_arguments(parser: object) -> None:
        parser.add_argument("question")  # type: ignore[attr-defined]

    def run_ask(args: object) -> int:
        seen.append(args.question)  # type: ignore[attr-defined]
        return 7

    fake.add_arguments = add_arguments  # type: ignore[attr-defined]
    fake.run = run_ask  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "assistant.cli.commands.ask", fake)
    monkeypatch.setattr(commands, "ask", fake, raising=False)
    code, _out, _err = run(capsys, "ask", "who is Mara?")
    assert code == 7
    assert seen == ["who is Mara?"]


def test_a_reader_that_goes_away_ends_the_output_quietly() -> None:
    """``quire search … | head -1`` (more output than a pipe holds): no broken-pipe error."""
    import subprocess

    sample = SAMPLE
    process = subprocess.Popen(
        [sys.executable, "-m", "assistant.cli", "search", str(sample), "the"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stderr is not None
    first = process.stdout.readline()
    process.stdout.close()
    errors = process.stderr.read().decode()
    process.wait(timeout=30)
    assert first.strip()
    assert "Broken pipe" not in errors and "Traceback" not in errors

"""Every problem found reading a project or an import's source is a code with its details,
and says itself in English as Quire always has (for the log, ``quire check`` and the model).

The English below is what ``quire check`` printed for the damaged project before problems
became codes; it must not drift. One sentence changed on purpose since: "not a entity id"
now reads "not an entity id" (see ``test_an_entity_with_a_document_id``).
"""

from __future__ import annotations

import json
import string
from pathlib import Path

import pytest

from assistant import cli
from assistant.world.importer import import_project
from assistant.world.problems import Outcome, Problem, ProblemKind, english_kinds
from assistant.world.storage.frontmatter import FrontMatterError, entity_from_text
from assistant.world.storage.store import MANIFEST, ProjectStore
from tests.world.storage.damaged_project import damaged_project
from tests.world.storage.storage_worlds import rich_world, saved_project

BEFORE = [
    (".quire/save-journal.json", "left by an interrupted save of an earlier Quire, which it "
     "cannot vouch for; set aside: every file is read as it is and none is removed"),
    ("project.quire", "nested more than 32 folders deep; the deeper parts were dropped"),
    ("documents/bad-bytes-d-0000000101.md", "not UTF-8 text (byte 44); skipped"),
    ("documents/open-d-0000000102.md",
     "front matter is not closed: no second '---' line; skipped"),
    ("documents/odd-d-0000000103.md",
     "unknown kind 'poem' (one of chapter, scene, note, text); read as scene"),
    ("documents/odd-d-0000000103.md", "'tags' must be a list of text; ignored"),
    ("documents/odd-d-0000000103.md", "not document fields, ignored: 'colour'"),
    ("documents/copy-of-the-bridge-d-0000000001.md", "duplicate id d-0000000001 (also in "
     "documents/the-bridge-d-0000000001.md); skipped"),
    ("project.quire", "unknown keys ignored: 'mood'"),
    ("project.quire", "tree: d-0000000001 is listed more than once; kept the first"),
    ("project.quire", "folder f-9000000035: an entry without an id was dropped"),
    ("documents/odd-d-0000000103.md",
     "not in the tree of project.quire; placed at the end of the top level"),
]  # fmt: skip

KINDS = [
    (ProblemKind.JOURNAL_OF_EARLIER_QUIRE, None, {}),
    (ProblemKind.TREE_TOO_DEEP, None, {"depth": 32}),
    (ProblemKind.NOT_UTF8, Outcome.SKIPPED, {"byte": 44}),
    (ProblemKind.FRONT_MATTER_NOT_CLOSED, Outcome.SKIPPED, {}),
    (ProblemKind.UNKNOWN_KIND, None, {"key": "kind", "value": "'poem'",
                                      "allowed": "chapter, scene, note, text",
                                      "default": "scene"}),
    (ProblemKind.FIELD_NOT_TEXT_LIST, None, {"key": "tags"}),
    (ProblemKind.UNKNOWN_DOCUMENT_FIELDS, None, {"keys": "'colour'"}),
    (ProblemKind.DUPLICATE_ID, None, {"id": "d-0000000001",
                                      "other": "documents/the-bridge-d-0000000001.md"}),
    (ProblemKind.UNKNOWN_MANIFEST_KEYS, None, {"keys": "'mood'"}),
    (ProblemKind.LISTED_TWICE, None, {"place": "tree", "id": "d-0000000001"}),
    (ProblemKind.ENTRY_WITHOUT_ID, None, {"place": "f-9000000035"}),
    (ProblemKind.NOT_IN_TREE, None, {"manifest": "project.quire"}),
]  # fmt: skip


@pytest.fixture
def damaged(tmp_path: Path) -> Path:
    return damaged_project(tmp_path / "novel")


def test_each_problem_of_a_damaged_project_is_a_code_with_details(damaged: Path) -> None:
    store = ProjectStore(damaged)
    store.load()
    found = [(p.kind, p.problem.outcome, p.problem.values) for p in store.problems]
    assert found == KINDS
    assert all(isinstance(p.kind, ProblemKind) for p in store.problems)


def test_their_english_is_what_quire_always_said(
    damaged: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    store = ProjectStore(damaged)
    store.load()
    assert [(p.path, p.reason) for p in store.problems] == BEFORE
    assert cli.main(["check", str(damaged)]) == cli.EXIT_PROBLEMS
    out, err = capsys.readouterr()
    assert out.splitlines() == [f"{path}: {reason}" for path, reason in BEFORE]
    assert err == "12 problem(s) found\n"


def test_scripts_get_the_code_and_the_details_as_json(
    damaged: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import json

    assert cli.main(["info", str(damaged), "--json"]) == cli.EXIT_OK
    problems = json.loads(capsys.readouterr().out)["problems"]
    assert problems[2] == {
        "path": "documents/bad-bytes-d-0000000101.md",
        "kind": "not-utf8",
        "details": {"byte": 44},
        "outcome": "skipped",
        "cause": None,
        "reason": "not UTF-8 text (byte 44); skipped",
    }
    assert [(p["path"], p["reason"]) for p in problems] == BEFORE


def test_settings_of_a_hand_edited_manifest_say_why_each_was_dropped(tmp_path: Path) -> None:
    """A setting dropped carries, as its cause, what is wrong with its value. The English is
    as before, but for a day that is no date: Python's own "month must be in 1..12" became
    "not a day: '2024-13-01'"."""
    root = saved_project(tmp_path / "novel", rich_world())
    manifest = json.loads((root / MANIFEST).read_text("utf-8"))
    manifest["statuses"] = [{"name": "draft", "color": "#123456"}, {"name": " x"},
                            {"name": "y", "color": "red"}, {"name": "draft"}, {"name": ""}]
    manifest["targets"] = {"project": "lots", "session": 10**12}
    manifest["word_list"] = ["ok", "two words", 7]
    manifest["writing_log"] = [["2024-01-01", 5], ["2024-13-01", 3], ["2024-01-01", 2],
                               ["2024-01-02", "x"], 5]
    (root / MANIFEST).write_text(json.dumps(manifest), "utf-8")
    store = ProjectStore(root)
    world = store.load()
    assert [s.name for s in world.settings.statuses] == ["draft"]
    found = [
        (p.kind, p.problem.values, p.problem.cause and (p.problem.cause.kind,
                                                         p.problem.cause.values))
        for p in store.problems
    ]
    assert found == [
        (ProblemKind.STATUS_DROPPED, {}, (ProblemKind.STATUS_NAME_SPACES, {"name": " x"})),
        (ProblemKind.STATUS_DROPPED, {}, (ProblemKind.STATUS_BAD_COLOUR, {"colour": "'red'"})),
        (ProblemKind.STATUS_DROPPED, {}, (ProblemKind.STATUS_NAME_TWICE, {"name": "draft"})),
        (ProblemKind.STATUS_DROPPED, {}, (ProblemKind.STATUS_WITHOUT_NAME, {})),
        (ProblemKind.TARGET_IGNORED, {"key": "project"}, (ProblemKind.TARGET_NOT_WHOLE, {})),
        (ProblemKind.TARGET_IGNORED, {"key": "session"},
         (ProblemKind.TARGET_OUT_OF_RANGE, {"maximum": 100_000_000})),
        (ProblemKind.WORD_DROPPED, {}, (ProblemKind.WORD_NOT_ONE, {"word": "two words"})),
        (ProblemKind.WORD_DROPPED, {}, (ProblemKind.NOT_A_WORD, {"word": "7"})),
        (ProblemKind.LOG_NOT_A_DAY, {"value": "'2024-13-01'"}, None),
        (ProblemKind.LOG_DAY_TWICE, {"day": "2024-01-01"}, None),
        (ProblemKind.LOG_WORDS_NOT_NUMBER, {"day": "2024-01-02"}, None),
        (ProblemKind.LOG_ENTRY_NOT_PAIR, {"value": "5"}, None),
    ]  # fmt: skip
    assert [p.reason for p in store.problems] == [
        "statuses: a status name may not start or end with spaces: ' x'; dropped",
        "statuses: a status colour must look like #rrggbb: 'red'; dropped",
        "statuses: two statuses are called 'draft'; dropped",
        "statuses: a status needs a name; dropped",
        "targets: project: a word target must be a whole number; ignored",
        "targets: session: a word target must be between 0 and 100000000; ignored",
        "word_list: a word-list entry is one word: 'two words'; dropped",
        "word_list: not a word for the word list: 7; dropped",
        "writing_log: not a day: '2024-13-01'; dropped",
        "writing_log: 2024-01-01 is listed more than once; dropped",
        "writing_log: words of 2024-01-02 must be a whole number; dropped",
        "writing_log: not a [day, words] pair: 5; dropped",
    ]


def test_every_kind_says_itself_in_english_with_its_details() -> None:
    """Each kind's English sentence names only details it is given (none is left as ``?``),
    and every kind has one."""
    assert set(english_kinds()) == set(ProblemKind)
    for kind, template in english_kinds().items():
        names = {name for _text, name, _spec, _conv in string.Formatter().parse(template)
                 if name}
        names.discard("where")  # made from ``place``
        cause = Problem.of(ProblemKind.TARGET_NOT_WHOLE) if "cause" in names else None
        details = {name: f"<{name}>" for name in names - {"cause"} | {"place"}}
        text = Problem.of(kind, cause=cause, **details).english()
        if cause is not None:
            assert cause.english() in text, (kind, text)
            names.discard("cause")
        assert "?" not in text.replace("<", "").replace(">", ""), (kind, text)
        for name in names - {"place", "type"}:
            assert f"<{name}>" in text, (kind, name, text)


def test_an_entity_with_a_document_id() -> None:
    with pytest.raises(FrontMatterError) as raised:
        entity_from_text('---\nid: "d-0000000001"\nname: "Mara"\n---\n')
    problem = raised.value.problem
    assert problem.kind is ProblemKind.NOT_AN_ENTITY_ID
    assert problem.values == {"id": "d-0000000001", "prefix": "e-"}
    assert str(raised.value) == (
        "'id' 'd-0000000001' is not an entity id (they look like e-…)"
    )


def test_an_imports_problems_are_codes_too(tmp_path: Path) -> None:
    vault = tmp_path / "vault"
    (vault / ".obsidian").mkdir(parents=True)
    (vault / "Kaffee.md").write_bytes(b"# Kaffee\n\nCaf\xe9 au lait.\n")
    (vault / "Mara.md").write_text("---\nfather: [[Aric]], [[Ilse]]\n---\nMara.\n", "utf-8")
    (vault / "Open.md").write_text("---\ntitle: Open\n\nNever closed.\n", "utf-8")
    (vault / "Bild.md").write_bytes(b"ab\x00\xff")
    report = import_project(vault, tmp_path / "project")
    (left_out,) = [item for item in report.skipped if item.path == "Bild.md"]
    assert left_out.problem == Problem.of(ProblemKind.NOT_UTF8, byte=3)
    assert left_out.detail == "not UTF-8 text (byte 3)"  # as the command line always said
    found = {p.path: (p.kind, p.problem.outcome) for p in report.problems}
    assert found == {
        "Kaffee.md": (ProblemKind.READ_AS_WINDOWS_1252, None),
        "Mara.md": (ProblemKind.FRONT_MATTER_NOT_YAML, Outcome.READ_LENIENTLY),
        "Open.md": (ProblemKind.FRONT_MATTER_NOT_CLOSED, Outcome.KEPT_IN_TEXT),
    }
    reasons = {p.path: p.reason for p in report.problems}
    assert reasons["Kaffee.md"] == (
        "not UTF-8 (byte 13); read as Windows-1252 (Western European) text"
    )
    assert reasons["Mara.md"].startswith("front matter is not valid YAML: ")
    assert reasons["Mara.md"].endswith(" (line 2); read leniently")
    assert reasons["Open.md"] == (
        "front matter is not closed: no second '---' line; kept in the text"
    )

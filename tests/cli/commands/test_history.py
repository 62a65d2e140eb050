"""``quire history`` and ``quire undo`` on runs kept with a project: listed with their state,
refused (naming what was edited since) without changing a byte, refused while another Quire
holds the project, and unknown runs named."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from assistant.agent.act.act_run import ActRun
from assistant.agent.act.approval import Approval, ApprovalPolicy
from assistant.agent.act.run_history import RunHistory, new_entry
from assistant.cli import main
from assistant.world.edits import InsertText, SetTitle, TrashNode
from assistant.world.project import Project
from tests.agent.providers.loopback import LoopbackServer
from tests.agent.providers.wires import OpenAIWire
from tests.paths import SAMPLE
from tests.world.storage.storage_worlds import project_files

TIMELINE = "d-6349d7e158"
CHAPTER_3 = "d-218eff7021"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    """The sample project after one kept act-mode run (the timeline retitled, chapter 3
    trashed), saved."""
    folder = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, folder, ignore=shutil.ignore_patterns(".quire"))
    project = Project.open(folder)
    act = ActRun(project, Approval(ApprovalPolicy.NONE, None), run_id="t-1")
    act.apply(SetTitle(TIMELINE, "Dates"))
    act.apply(TrashNode(CHAPTER_3))
    entry = new_entry(act.finish(), run_id="t-1", turn_id="t-1", conversation_id="c-1",
                      request="Tidy the notes", provider="ollama", model="quill")  # fmt: skip
    RunHistory(folder / ".quire" / "history").keep(entry, limit_bytes=10**9)
    project.save()
    project.close()
    return folder


def test_history_lists_each_run_with_what_it_changed_and_its_state(root, capsys):
    assert main(["history", str(root)]) == 0
    out = capsys.readouterr().out
    assert "Run 1  " in out and "ollama · quill" in out and "“Tidy the notes”" in out
    assert "2 changes; can be undone" in out
    assert f"Document “Dates” ({TIMELINE}): retitled" in out
    assert main(["history", str(root), "--json"]) == 0
    [run] = json.loads(capsys.readouterr().out)
    assert run["state"] == "stands" and run["can_undo"] and run["edited"] == []
    assert [c["action"] for c in run["changes"]] == ["retitle", "trash_node"]


def test_undo_is_refused_naming_what_was_edited_since_and_changes_nothing(root, capsys):
    project = Project.open(root)
    project.apply(InsertText(TIMELINE, 0, "1851: "))
    project.save()
    project.close()
    before = project_files(root)
    assert main(["undo", str(root), "1"]) == 1
    err = capsys.readouterr().err
    assert "cannot undo run 1: “Dates” changed since it ran (nothing was changed" in err
    assert project_files(root) == before
    assert main(["history", str(root), "--json"]) == 0
    [run] = json.loads(capsys.readouterr().out)
    assert run["state"] == "edited" and run["edited"] == [{"key": TIMELINE, "what": "“Dates”"}]
    assert main(["undo", str(root), "1", "--json"]) == 1
    refused = json.loads(capsys.readouterr().out)
    assert refused["ok"] is False and refused["state"] == "edited"


def test_undo_waits_for_the_app_to_let_go_of_the_project(root, capsys):
    before = project_files(root)
    app = Project.open(root)  # another Quire has it open
    try:
        assert main(["undo", str(root), "1"]) == 2
    finally:
        app.close()
    assert "cannot open the project" in capsys.readouterr().err
    assert project_files(root) == before
    assert main(["undo", str(root), "1"]) == 0
    out = capsys.readouterr().out
    assert "Undid run 1 (“Tidy the notes”): 2 changes taken back" in out
    world = Project.open(root, lock=False).world
    assert world.documents[TIMELINE].title == "Timeline" and not world.is_trashed(CHAPTER_3)


def test_undo_takes_another_computers_lock_only_with_take_lock(root, capsys):
    lock = root / ".quire" / "lock"
    lock.write_text(json.dumps({"pid": 4242, "host": "laptop.example", "time": "t"}))
    before = project_files(root)
    assert main(["undo", str(root), "1"]) == 2
    err = capsys.readouterr().err
    assert "cannot open the project" in err and "another computer, laptop.example" in err
    assert "with --take-lock" in err
    assert project_files(root) == before
    assert main(["undo", str(root), "1", "--take-lock"]) == 0
    assert "Undid run 1" in capsys.readouterr().out
    assert not lock.exists()


def test_unknown_runs_and_folders_are_named(root, tmp_path, capsys):
    assert main(["undo", str(root), "9"]) == 2
    assert "no run 9 in the history (quire history lists the runs)" in capsys.readouterr().err
    empty = tmp_path / "empty"
    assert main(["new", str(empty), "--title", "Empty"]) == 0
    assert main(["history", str(empty)]) == 0
    assert "No assistant runs kept" in capsys.readouterr().out
    assert main(["undo", str(tmp_path / "nowhere"), "1"]) == 2
    assert "no project folder" in capsys.readouterr().err


# -- quire ask --act keeps its run -------------------------------------------------------------

API_KEY = "sk-quire-test-5d1c0e9f7a2b4c68"


def act(server, project: Path, question: str) -> int:
    return main(["ask", str(project), question, "--act", "--approve", "none", "--provider",
                 "openai-compatible", "--model", "test-model", "--no-review", "--base-url",
                 server.url + "/v1"])  # fmt: skip


def retitle_reply():
    wire = OpenAIWire()
    return (
        wire.tool_reply([("call_1", "retitle", json.dumps({"node": TIMELINE, "title": "X"}))]),
        wire.text_reply(["Done."]),
    )


@pytest.fixture
def fresh(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("QUIRE_API_KEY", API_KEY)
    folder = tmp_path / "Fresh"
    shutil.copytree(SAMPLE, folder, ignore=shutil.ignore_patterns(".quire"))
    return folder


def test_an_act_run_is_kept_without_the_api_key_and_names_its_undo(fresh, capsys):
    with LoopbackServer() as server:
        server.add(*retitle_reply())
        assert act(server, fresh, f"Retitle the timeline (my key is {API_KEY})") == 0
    out = capsys.readouterr().out
    assert f"Undo with: quire undo {fresh} 1" in out
    [entry] = RunHistory(fresh / ".quire" / "history").entries()
    assert API_KEY not in entry.request and entry.model == "test-model"
    for path in (fresh / ".quire" / "history").iterdir():
        assert API_KEY.encode() not in path.read_bytes()


def test_a_run_that_cannot_be_kept_is_still_saved_and_says_so(fresh, tmp_path, capsys):
    (fresh / ".quire").mkdir(exist_ok=True)
    (tmp_path / "elsewhere").mkdir()
    (fresh / ".quire" / "history").symlink_to(tmp_path / "elsewhere")
    with LoopbackServer() as server:
        server.add(*retitle_reply())
        assert act(server, fresh, "Retitle the timeline") == 0
    captured = capsys.readouterr()
    assert "could not be kept in the project's history" in captured.err
    assert "Undo with" not in captured.out
    assert Project.open(fresh, lock=False).world.documents[TIMELINE].title == "X"
    assert list((tmp_path / "elsewhere").iterdir()) == []

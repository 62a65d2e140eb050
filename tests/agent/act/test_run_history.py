"""The history of act-mode runs kept with a project: read back exactly by a later process and
undone byte for byte; its state read from the project's content (stands, undone, edited
since); never applied blindly after a crash, a failed save or a tampered file; bounded,
oldest first; never holding an API key; hostile files named, not followed; and kept by the
session at a run's commit."""

from __future__ import annotations

import errno
import json
import os
import shutil
from pathlib import Path

import pytest

from assistant.agent.act.act_run import ActRun
from assistant.agent.act.approval import Approval, ApprovalPolicy
from assistant.agent.act.records import ChangeRecord
from assistant.agent.act.run_history import (
    HistoryEntry,
    KeptRunState,
    NotKept,
    RunHistory,
    UndoRefused,
    check_run,
    new_entry,
    undo_edit,
)
from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiResponse, AiToolCall
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.run import Run
from assistant.agent.session.session import Session
from assistant.world.edits import InsertText, SetText, SetTitle, TrashNode
from assistant.world.edits.codec import encode_edit
from assistant.world.edits.scope import TRASH_KEY
from assistant.world.errors import StorageError
from assistant.world.project import Project
from assistant.world.storage import atomic
from tests.paths import SAMPLE
from tests.world.storage.storage_worlds import project_files

CHAPTER_1 = "d-9b65717c5f"
CHAPTER_2 = "f-4c0f3b7802"
TIMELINE = "d-6349d7e158"
KEY = "sk-quire-test-0123456789abcdef"



@pytest.fixture
def root(tmp_path: Path) -> Path:
    folder = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, folder, ignore=shutil.ignore_patterns(".quire"))
    return folder


def history_of(root: Path) -> RunHistory:
    return RunHistory(root / ".quire" / "history")


def made(project: Project, *edits, run_id: str = "t-1") -> tuple[ChangeRecord, ...]:
    act = ActRun(project, Approval(ApprovalPolicy.NONE, None), run_id=run_id)
    for edit in edits:
        act.apply(edit)
    return act.finish()


def keep(root: Path, records, *, run_id: str = "t-1", request: str = "Tidy up",
         secrets=(), limit: int = 10**9) -> HistoryEntry:  # fmt: skip
    entry = new_entry(
        records, run_id=run_id, turn_id=run_id.split("/")[0], conversation_id="c-1",
        request=request, provider="lmstudio", model="m", secrets=secrets,
    )  # fmt: skip
    return history_of(root).keep(entry, limit_bytes=limit)


def the_run(project: Project) -> tuple[ChangeRecord, ...]:
    """Chapter 1 erased, then Chapter 2 and the timeline trashed."""
    return made(project, SetText(CHAPTER_1, ""), TrashNode(CHAPTER_2), TrashNode(TIMELINE))


def test_a_kept_run_is_read_back_by_a_later_process_and_undone_byte_for_byte(root):
    before = project_files(root)
    project = Project.open(root)
    chapter_1 = project.world.documents[CHAPTER_1].text
    kept = keep(root, the_run(project))
    project.save()
    project.close()
    assert kept.number == 1 and [c.action for c in kept.changes] == [
        "replace_text", "trash_node", "trash_node",
    ]  # fmt: skip

    # A later process: nothing from memory, only the files.
    project = Project.open(root)
    [entry] = history_of(root).entries()
    assert entry == kept
    assert entry.changes[0].inverse == SetText(CHAPTER_1, chapter_1)  # the full text
    assert check_run(entry, project.world).state is KeptRunState.STANDS
    project.apply(undo_edit(entry, project.world))
    project.save()
    project.close()
    assert project_files(root) == before
    assert check_run(entry, Project.open(root, lock=False).world).state is KeptRunState.UNDONE


def test_the_state_follows_the_content_and_names_what_was_edited_since(root):
    project = Project.open(root, lock=False)
    entry = keep(root, the_run(project))
    world = project.world
    assert check_run(entry, world).state is KeptRunState.STANDS
    # The writer changes Chapter 1 (trashed, still readable) and retitles the timeline.
    project.apply(InsertText(CHAPTER_1, 0, "Rain."))
    project.apply(SetTitle(TIMELINE, "Dates"))
    check = check_run(entry, project.world)
    assert check.state is KeptRunState.EDITED and check.edited == (CHAPTER_1, TIMELINE)
    with pytest.raises(UndoRefused) as refused:
        undo_edit(entry, project.world)
    assert refused.value.check == check
    assert entry.names[CHAPTER_1] == "Chapter 1: The Map House"
    # Undone by hand, the run stands again; undone, it reads as undone and is refused.
    project.apply(SetTitle(TIMELINE, "Timeline"))
    project.apply(SetText(CHAPTER_1, ""))
    assert check_run(entry, project.world).state is KeptRunState.STANDS
    project.apply(undo_edit(entry, project.world))
    assert project.world == Project.open(root, lock=False).world
    with pytest.raises(UndoRefused) as refused:
        undo_edit(entry, project.world)
    assert refused.value.check.state is KeptRunState.UNDONE


def test_a_crash_or_a_failed_save_after_the_history_never_leaves_an_undo_to_apply(
    root, monkeypatch
):
    before = project_files(root)
    project = Project.open(root)
    entry = keep(root, the_run(project))  # written first, as at a run's commit

    def disk_full(fd: int, data: bytes) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic, "write_all", disk_full)
    with pytest.raises((StorageError, OSError)):
        project.save()
    monkeypatch.undo()
    project.close()  # or the process died here: the run's changes never reached the disk
    assert project_files(root) == before
    on_disk = Project.open(root, lock=False).world
    [kept] = history_of(root).entries()
    assert kept == entry
    assert check_run(kept, on_disk).state is KeptRunState.UNDONE
    with pytest.raises(UndoRefused):
        undo_edit(kept, on_disk)


def test_a_tampered_record_is_refused_not_applied(root):
    project = Project.open(root, lock=False)
    entry = keep(root, the_run(project))
    path = root / ".quire" / "history" / "run-000001.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    # The fingerprints still match the project, but the inverse would not give back what the
    # run found: another text, or another document trashed.
    data["changes"][0]["inverse"] = encode_edit(SetText(CHAPTER_1, "Something else."))
    path.write_text(json.dumps(data), encoding="utf-8")
    [tampered] = history_of(root).entries()
    assert check_run(tampered, project.world).state is KeptRunState.INEXACT
    with pytest.raises(UndoRefused):
        undo_edit(tampered, project.world)
    data["changes"][0]["inverse"] = encode_edit(TrashNode("d-0afb7cc2a9"))
    path.write_text(json.dumps(data), encoding="utf-8")
    [tampered] = history_of(root).entries()
    world = project.world
    with pytest.raises(UndoRefused):
        undo_edit(tampered, world)
    assert project.world is world
    assert entry.number == 1


def test_the_history_is_bounded_dropping_the_oldest_runs_first(root):
    project = Project.open(root, lock=False)
    sizes = []
    for number in range(1, 6):  # a paragraph each: runs of about the same size
        records = made(project, InsertText(TIMELINE, 0, f"Note {number}. " * 200 + "\n"),
                       run_id=f"t-{number}")  # fmt: skip
        keep(root, records, run_id=f"t-{number}")
        sizes.append((root / ".quire" / "history" / f"run-{number:06d}.json").stat().st_size)
    assert [e.number for e in history_of(root).entries()] == [5, 4, 3, 2, 1]
    limit = sizes[-1] + sizes[-2] + sizes[-3] + 10
    records = made(project, InsertText(TIMELINE, 0, "Note 6. " * 200 + "\n"), run_id="t-6")
    keep(root, records, run_id="t-6", limit=limit)
    assert [e.number for e in history_of(root).entries()] == [6, 5, 4]
    # A run larger than the whole limit still stays, alone: the newest is always kept.
    records = made(project, SetText(TIMELINE, "x" * (2 * limit)), run_id="t-7")
    keep(root, records, run_id="t-7", limit=limit)
    [newest] = history_of(root).entries()
    assert newest.number == 7 and check_run(newest, project.world).state is KeptRunState.STANDS


def test_no_api_key_is_ever_written_to_the_history(root):
    project = Project.open(root, lock=False)
    request = f"Use my key {KEY} and {KEY.upper()} to tidy up"
    records = made(project, SetTitle(TIMELINE, "Dates"))
    entry = keep(root, records, request=request, secrets=(KEY,))
    assert KEY not in entry.request and "[redacted]" in entry.request
    assert check_run(entry, project.world).state is KeptRunState.STANDS  # a key in the request only
    # A change whose inverse would hold the key (the writer had pasted it into a note) keeps
    # no inverse at all: listed, but not undoable from the history.
    project.apply(InsertText(TIMELINE, 0, f"key: {KEY}\n"))
    records = made(project, SetText(TIMELINE, "clean"), run_id="t-2")
    entry = keep(root, records, run_id="t-2", secrets=(KEY,))
    assert entry.not_kept == NotKept.SECRET and entry.changes[0].inverse is None
    assert check_run(entry, project.world).state is KeptRunState.NOT_KEPT
    for path in (root / ".quire" / "history").iterdir():
        data = path.read_bytes().lower()
        assert KEY.lower().encode() not in data
    [again, _first] = history_of(root).entries()
    assert again.not_kept == NotKept.SECRET


def test_unreadable_and_hostile_files_are_named_and_the_others_still_read(root, tmp_path):
    project = Project.open(root, lock=False)
    keep(root, the_run(project))
    folder = root / ".quire" / "history"
    (folder / "run-000002.json").write_text("{", encoding="utf-8")
    deep = "[" * 100_000 + "]" * 100_000
    (folder / "run-000003.json").write_text(deep, encoding="utf-8")
    evil = json.loads((folder / "run-000001.json").read_text(encoding="utf-8"))
    evil["number"] = 4
    evil["changes"][0]["inverse"] = {"$class": "Popen", "fields": {"args": "rm"}}
    (folder / "run-000004.json").write_text(json.dumps(evil), encoding="utf-8")
    secret = tmp_path / "secret.txt"
    secret.write_text("not for the history", encoding="utf-8")
    os.symlink(secret, folder / "run-000005.json")
    os.mkfifo(folder / "run-000006.json")  # must not block
    history = history_of(root)
    assert [e.number for e in history.entries()] == [1]
    assert sorted(p.name for p in history.problems) == [
        f"run-00000{n}.json" for n in range(2, 7)
    ]
    assert (folder / "run-000002.json").exists()  # left where it is
    # A new run goes after the highest number, unreadable ones included.
    assert keep(root, made(project, SetTitle(TIMELINE, "D"), run_id="t-9"),
                run_id="t-9").number == 7  # fmt: skip


def test_a_history_folder_that_is_a_link_is_neither_read_nor_written(root, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (root / ".quire").mkdir(exist_ok=True)
    os.symlink(elsewhere, root / ".quire" / "history")
    project = Project.open(root, lock=False)
    with pytest.raises(OSError, match="link"):
        keep(root, the_run(project))
    history = history_of(root)
    assert history.entries() == [] and history.problems
    assert list(elsewhere.iterdir()) == []


def test_runs_are_found_by_number_run_id_or_turn(root):
    project = Project.open(root, lock=False)
    keep(root, made(project, SetTitle(TIMELINE, "A")), run_id="t-1")
    keep(root, made(project, SetTitle(TIMELINE, "B"), run_id="t-1/2"), run_id="t-1/2")
    keep(root, made(project, SetTitle(TIMELINE, "C"), run_id="t-2"), run_id="t-2")
    history = history_of(root)
    assert history.find("2").run_id == "t-1/2"
    assert history.find("t-1/2").number == 2
    assert history.find("t-2").number == 3
    assert history.find("t-1").number == 1  # a turn's first run has the turn's id
    keep(root, made(project, SetTitle(TIMELINE, "D"), run_id="t-3/2"), run_id="t-3/2")
    assert history_of(root).find("t-3").number == 4  # a turn known by one run only
    keep(root, made(project, SetTitle(TIMELINE, "E"), run_id="t-3/3"), run_id="t-3/3")
    with pytest.raises(LookupError, match="several runs"):
        history_of(root).find("t-3")
    with pytest.raises(LookupError, match="no run 9"):
        history.find(9)


# -- the session keeps each committed act-mode run ---------------------------------------------


class ProjectHost:
    def __init__(self, project: Project, keep: bool = True) -> None:
        self.project = project
        self.keep = keep

    def begin_run(self, run: Run, policy: ApprovalPolicy) -> ActRun:
        return ActRun(self.project, Approval(policy, None), run_id=run.run_id)

    def commit_run(self, run: Run) -> bool:
        return bool(run.act.finish()) and self.keep


def _session(root: Path, project: Project, *, keep: bool = True) -> Session:
    provider = ScriptedProvider([
        AiResponse(tool_calls=(AiToolCall("c1", "retitle", {"node": TIMELINE,
                                                            "title": "Dates"}),)),
        AiResponse(text="Retitled."),
    ])  # fmt: skip
    settings = Settings(provider="lmstudio", model="quill-7b", context_window=1_000_000)
    session = Session(root / ".quire", setup=lambda: AssistantSetup(provider, settings),
                      host=ProjectHost(project, keep))  # fmt: skip
    session.conversations.set_mode(Mode.ACT)
    return session


def test_the_session_keeps_each_committed_act_run_in_the_history(root):
    project = Project.open(root, lock=False)
    session = _session(root, project)
    run = session.ask("Retitle the timeline", project.snapshot())
    end = session.finish(run, run.execute())
    assert end.committed and end.kept is not None and end.kept.number == 1
    [entry] = history_of(root).entries()
    assert entry.request == "Retitle the timeline" and entry.model == "quill-7b"
    assert entry.run_id == run.run_id and entry.turn_id == run.turn.id
    assert entry.conversation_id == run.conversation_id
    assert TRASH_KEY not in entry.scope and TIMELINE in entry.scope
    assert check_run(entry, project.world).state is KeptRunState.STANDS


def test_a_run_that_was_not_committed_is_not_kept(root):
    project = Project.open(root, lock=False)
    session = _session(root, project, keep=False)
    run = session.ask("Retitle the timeline", project.snapshot())
    end = session.finish(run, run.execute())
    assert not end.committed and end.kept is None
    assert history_of(root).entries() == []

"""The writer approves a change in part, or in their own words: the run makes exactly that,
keeps it on record as the writer's version, tells the model, and undoes it byte for byte;
the same core for the app and ``quire ask``."""

from __future__ import annotations

import hashlib
import shutil
from pathlib import Path

import pytest

from assistant import cli
from assistant.agent.act.act_run import ActRun
from assistant.agent.act.approval import Approval, ApprovalPolicy, Proposal
from assistant.agent.act.decisions import Answer, decision_from_json
from assistant.agent.act.records import Amendment
from assistant.agent.act.run_history import RunHistory
from assistant.agent.config.settings import Settings
from assistant.agent.loop.messages import AiResponse, AiToolCall
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.run import Run
from assistant.agent.session.session import Session
from assistant.world.edits.hunks import HunkChoice
from assistant.world.project import Project
from tests.paths import SAMPLE

CHAPTER_3 = "d-218eff7021"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    folder = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, folder, ignore=shutil.ignore_patterns(".quire"))
    return folder


def files_of(root: Path) -> dict[str, str]:
    return {
        str(path.relative_to(root)): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(root.rglob("*"))
        if path.is_file() and ".quire" not in path.relative_to(root).parts
    }


class Writer:
    def __init__(self, answer) -> None:
        self.answer = answer
        self.shown: list[Proposal] = []

    def present(self, proposal: Proposal) -> None:
        self.shown.append(proposal)
        self.answer(proposal)


class Host:
    def __init__(self, project: Project, writer: Writer) -> None:
        self.project = project
        self.writer = writer

    def begin_run(self, run: Run, policy: ApprovalPolicy) -> ActRun:
        return ActRun(self.project, Approval(policy, self.writer), run_id=run.run_id)

    def commit_run(self, run: Run) -> bool:
        return bool(run.act.finish())


def ask(root: Path, writer: Writer, call: AiToolCall):
    project = Project.open(root, lock=False)
    provider = ScriptedProvider([AiResponse(tool_calls=(call,)), AiResponse(text="Done.")])
    settings = Settings(provider="lmstudio", model="m", context_window=1_000_000,
                        approval_policy="every", review_changes=False)  # fmt: skip
    setup = AssistantSetup(provider, settings)
    session = Session(root / ".quire", setup=lambda: setup, host=Host(project, writer),
                      root=root)  # fmt: skip
    session.conversations.set_mode(Mode.ACT)
    run = session.ask("Rename the town", project.snapshot())
    end = session.finish(run, run.execute())
    return session, project, provider, run, end


def replace_saltmere() -> AiToolCall:
    return AiToolCall("c1", "replace_text", {"document": CHAPTER_3, "find": "Saltmere",
                                             "replace": "Saltmarsh", "expected_count": 4})


def tool_result(provider: ScriptedProvider) -> str:
    return next(m.content for m in provider.requests[1].messages if m.role == "tool")


def test_the_writer_takes_two_of_four_places_one_in_their_own_words(root, capsys):
    original = (root / "documents" / "chapter-3-upriver-d-218eff7021.md").read_text()
    start_files = files_of(root)
    writer = Writer(lambda p: p.approve(HunkChoice.of([1, 3], {3: "Salt Mere"})))
    session, project, provider, run, _end = ask(root, writer, replace_saltmere())

    [proposal] = writer.shown
    assert len(proposal.hunks) == 4
    text = project.world.documents[CHAPTER_3].text
    assert text.count("Saltmarsh") == 1 and text.count("Salt Mere") == 1
    assert text.count("Saltmere") == 2
    assert text.index("Saltmarsh") == proposal.hunks[0].start

    # The change list and the decision say it is the writer's version.
    [change] = run.act.changes
    assert change.amendment == Amendment(4, (1, 3), (3,))
    [decision] = run.act.decisions
    assert decision.answer == Answer.APPROVED and decision.made and decision.amended
    assert (decision.parts, decision.taken, decision.edited) == (4, (1, 3), (3,))
    [line] = [r for r in session.run_records(run.turn.id) if r["kind"] == "decision"]
    assert decision_from_json(line["data"]) == decision
    [entry] = RunHistory(root / ".quire" / "history").entries()
    assert entry.decisions == (decision,)

    # The model hears which parts were taken, and the writer's words.
    said = tool_result(provider)
    assert "approved only parts 1 and 3 of the 4 parts" in said
    assert "parts 2 and 4 were left as they were" in said
    assert "rewrote part 3" in said and "“Salt Mere”" in said

    # quire history says it was the writer's version.
    project.save()
    assert cli.main(["history", str(root)]) == 0
    assert ("approved by you; you took 2 of 4 parts, some in your own words (asked because "
            "every change asks)") in capsys.readouterr().out  # fmt: skip

    # Saved, then undone from the history: the files are as before, byte for byte.
    assert (root / "documents" / "chapter-3-upriver-d-218eff7021.md").read_text() != original
    assert cli.main(["undo", str(root), "1"]) == 0
    capsys.readouterr()
    assert files_of(root) == start_files


def test_an_insertion_approved_in_the_writers_words_is_theirs(root):
    call = AiToolCall("c1", "insert_text", {"document": CHAPTER_3, "where": "start",
                                            "text": "A grey dawn.\n\n"})  # fmt: skip
    writer = Writer(lambda p: p.approve(HunkChoice.of(texts={1: "A white dawn.\n\n"})))
    _session, project, provider, run, _end = ask(root, writer, call)
    assert project.world.documents[CHAPTER_3].text.startswith("A white dawn.\n\nFour days")
    assert run.act.changes[0].amendment == Amendment(1, (1,), (1,))
    assert "rewrote part 1 in their own words" in tool_result(provider)
    assert "Take the writer's version as final" in tool_result(provider)


def test_taking_none_of_the_parts_refuses_the_change(root):
    writer = Writer(lambda p: p.approve(HunkChoice.of([])))
    _session, project, provider, run, _end = ask(root, writer, replace_saltmere())
    assert project.world.documents[CHAPTER_3].text.count("Saltmere") == 4
    [decision] = run.act.decisions
    assert decision.answer == Answer.REFUSED and not decision.made
    assert "The writer refused this change" in tool_result(provider)


def test_a_choice_that_does_not_fit_the_change_changes_nothing(root):
    writer = Writer(lambda p: p.approve(HunkChoice.of([7])))
    _session, project, provider, run, _end = ask(root, writer, replace_saltmere())
    assert project.world.documents[CHAPTER_3].text.count("Saltmere") == 4
    assert not run.act.changes
    assert "nothing was changed" in tool_result(provider)


def test_the_whole_change_as_proposed_is_no_amendment(root):
    writer = Writer(lambda p: p.approve(HunkChoice.of([1, 2, 3, 4])))
    _session, project, provider, run, _end = ask(root, writer, replace_saltmere())
    assert project.world.documents[CHAPTER_3].text.count("Saltmarsh") == 4
    assert run.act.changes[0].amendment is None
    assert not run.act.decisions[0].amended
    assert "writer" not in tool_result(provider)

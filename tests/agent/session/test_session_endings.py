"""The session keeps how a turn ended and what it did, for the next time the project opens: a
cut-off answer (and Keep going continuing it, also after a restart), the model that answered,
a stopped answer's text, and an act-mode turn's changes (in the project's run history, with
what each did in detail)."""

from __future__ import annotations

import json

import pytest

from assistant.agent.act.run_history import HistoryChange
from assistant.agent.config.settings import Settings
from assistant.agent.conversations.model import STOPPED_MARK
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.loop import CONTINUE_PROMPT
from assistant.agent.loop.messages import AiResponse, AiToolCall, FinishReason, TokenUsage
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.run import RunKind
from assistant.agent.session.session import Session
from assistant.world.edits import EditAction
from assistant.world.edits.diff import Field, HunkLineKind, passages
from assistant.world.project import Project
from tests.agent.session.test_session import ProjectHost
from tests.paths import SAMPLE

TIMELINE = "d-6349d7e158"


@pytest.fixture
def project(tmp_path) -> Project:
    import shutil

    root = tmp_path / "project"
    shutil.copytree(SAMPLE, root, ignore=shutil.ignore_patterns(".quire"))
    return Project.open(root, lock=False)


def setup_of(provider, **settings):
    values = {"provider": "lmstudio", "model": "", "context_window": 100_000, **settings}
    return lambda: AssistantSetup(provider, Settings(**values))


def cut(text: str) -> AiResponse:
    return AiResponse(text=text, usage=TokenUsage(10, 64), finish_reason=FinishReason.LENGTH)


def test_a_cut_off_turn_is_kept_so_and_keep_going_makes_it_whole(tmp_path, project):
    provider = ScriptedProvider([cut("The ford was lost, and Mára "), AiResponse(text="swam.")])
    session = Session(tmp_path, setup=setup_of(provider))
    run = session.ask("What happened?", project.snapshot())
    end = session.finish(run, run.execute())
    assert end.result.cut_off
    (turn,) = session.conversations.current.turns
    assert turn.cut_off and turn.answer == "The ford was lost, and Mára "
    more = session.keep_going(project.snapshot())
    assert more is not None and more.kind is RunKind.KEEP_GOING
    session.finish(more, more.execute())
    (turn,) = session.conversations.current.turns
    assert not turn.cut_off and turn.answer == "The ford was lost, and Mára swam."
    kept = Session(tmp_path, setup=setup_of(provider)).conversations.current
    assert kept.turns[0].answer == turn.answer


def test_a_cut_off_answer_kept_from_an_earlier_session_goes_on(tmp_path, project):
    first = ScriptedProvider([AiResponse(text="Two parts."), cut("Seven chapters: the first")])
    session = Session(tmp_path, setup=setup_of(first))
    for question in ("How is it built?", "And the chapters?"):
        run = session.ask(question, project.snapshot())
        session.finish(run, run.execute())
    # Quire is closed and opened again.
    later = ScriptedProvider([AiResponse(text=" is the flood.")])
    reopened = Session(tmp_path, setup=setup_of(later))
    run = reopened.keep_going(project.snapshot())
    assert run is not None and run.turn.question == "And the chapters?"
    reopened.finish(run, run.execute())
    sent = [(str(m.role), m.content) for m in later.requests[0].messages]
    assert sent == [
        ("user", "How is it built?"), ("assistant", "Two parts."),
        ("user", "And the chapters?"), ("assistant", "Seven chapters: the first"),
        ("user", CONTINUE_PROMPT),
    ]  # fmt: skip
    last = reopened.conversations.current.branch()[-1]
    assert last.answer == "Seven chapters: the first is the flood." and not last.cut_off
    assert len(reopened.conversations.current.turns) == 2


def test_a_complete_last_answer_from_an_earlier_session_does_not_go_on(tmp_path, project):
    provider = ScriptedProvider([AiResponse(text="Two parts.")])
    session = Session(tmp_path, setup=setup_of(provider))
    run = session.ask("How is it built?", project.snapshot())
    session.finish(run, run.execute())
    assert Session(tmp_path, setup=setup_of(provider)).keep_going(project.snapshot()) is None


def test_the_turn_keeps_the_model_that_answered(tmp_path, project):
    provider = ScriptedProvider([AiResponse(text="Hi.", model="qwen2.5-7b-instruct")])
    session = Session(tmp_path, setup=setup_of(provider))
    run = session.ask("Hello?", project.snapshot())
    session.finish(run, run.execute())
    assert Session(tmp_path).conversations.current.turns[0].model == "qwen2.5-7b-instruct"
    chosen = ScriptedProvider([AiResponse(text="Hi.", model="something-else")])
    session = Session(tmp_path, setup=setup_of(chosen, model="gpt-4o-mini"))
    run = session.ask("Hello again?", project.snapshot())
    session.finish(run, run.execute())
    assert session.conversations.current.turns[-1].model == "gpt-4o-mini"


def test_a_stopped_answer_keeps_the_text_that_came(tmp_path, project):
    token = CancelToken()

    class StopsMidAnswer:
        def complete(self, request, *, on_text=None, cancel=None):  # type: ignore[no-untyped-def]
            on_text("Mára crossed ")
            token.cancel()
            return AiResponse(text="never")

    session = Session(tmp_path, setup=setup_of(StopsMidAnswer()))
    run = session.ask("Who crossed?", project.snapshot())
    session.finish(run, run.execute(cancel=token))
    (turn,) = session.conversations.current.turns
    assert turn.cancelled and turn.answer == "Mára crossed "


def test_a_stopped_answer_is_marked_where_it_stopped_in_the_next_request(tmp_path, project):
    token = CancelToken()

    class StopsMidAnswer:
        def complete(self, request, *, on_text=None, cancel=None):  # type: ignore[no-untyped-def]
            on_text("The ferry left at")
            token.cancel()
            return AiResponse(text="never")

    session = Session(tmp_path, setup=setup_of(StopsMidAnswer()))
    run = session.ask("When did the ferry leave?", project.snapshot())
    session.finish(run, run.execute(cancel=token))
    nothing = CancelToken()
    nothing.cancel()  # stopped before a word came
    run = session.ask("And the boat?", project.snapshot())
    session.finish(run, run.execute(cancel=nothing))
    # Quire is closed and opened again: the next question still tells the model.
    later = ScriptedProvider([AiResponse(text="At dawn.")])
    reopened = Session(tmp_path, setup=setup_of(later))
    run = reopened.ask("Go on", project.snapshot())
    reopened.finish(run, run.execute())
    sent = [(str(m.role), m.content) for m in later.requests[0].messages]
    assert sent == [
        ("user", "When did the ferry leave?"),
        ("assistant", f"The ferry left at {STOPPED_MARK}"),
        ("user", "And the boat?"),
        ("assistant", STOPPED_MARK),
        ("user", "Go on"),
    ]
    assert STOPPED_MARK == "[the writer stopped this answer here]"
    # What the turns keep is the text that came, unmarked; only the model's copy is marked.
    first = reopened.conversations.current.branch()[0]
    assert first.answer == "The ferry left at" and first.cancelled
    # A complete answer goes back as it was.
    assert later.requests[0].messages[-1].content == "Go on"
    done = reopened.conversations.current.branch()[-1]
    assert not done.cancelled and done.answer == "At dawn."


def test_an_act_turns_changes_are_kept_in_the_run_history(tmp_path, project):
    provider = ScriptedProvider([
        AiResponse(tool_calls=(AiToolCall("c1", "create_document", {
            "title": "Ledger", "text": "Debts owed to the ferryman.", "kind": "note"}),)),
        AiResponse(tool_calls=(AiToolCall("c2", "retitle", {
            "node": TIMELINE, "title": "Timeline of the Flood"}),)),
        AiResponse(text="Added a ledger and renamed the timeline."),
    ])  # fmt: skip
    session = Session(tmp_path, setup=setup_of(provider), host=ProjectHost(project))
    session.conversations.set_mode(Mode.ACT)
    run = session.ask("Add a ledger note and rename the timeline", project.snapshot())
    end = session.finish(run, run.execute())
    assert end.committed and len(end.changes) == 2
    # Quire is closed and opened again: the changes come back from the run history.
    reopened = Session(tmp_path)
    turn_id = reopened.conversations.current.turns[0].id
    kept = reopened.ledger.kept_changes([turn_id])[turn_id]
    assert all(isinstance(change, HistoryChange) and change.kept for change in kept)
    assert [(c.action, c.title) for c in kept] == [
        (EditAction.CREATE_DOCUMENT, "Ledger"),
        (EditAction.RETITLE, "Timeline of the Flood"),
    ]
    assert kept[0].diff() == end.changes[0].diff()
    assert kept[1].diff() == end.changes[1].diff()
    new_place = kept[0].diff().field(Field.PLACE).after
    assert new_place.last and new_place.after is not None  # "at the end, after …"
    (added,) = passages(kept[0].diff().hunks[0])
    assert added.kind is HunkLineKind.ADDED and added.text == "Debts owed to the ferryman."
    # The session that made them lists its own records, not the kept copies.
    assert session.ledger.kept_changes([turn_id]) == {}


def test_a_kept_change_whose_detail_is_damaged_still_lists(tmp_path, project):
    provider = ScriptedProvider([
        AiResponse(tool_calls=(AiToolCall("c1", "retitle", {"node": TIMELINE,
                                                            "title": "Dates"}),)),
        AiResponse(text="Renamed."),
    ])  # fmt: skip
    session = Session(tmp_path, setup=setup_of(provider), host=ProjectHost(project))
    session.conversations.set_mode(Mode.ACT)
    run = session.ask("Rename the timeline", project.snapshot())
    session.finish(run, run.execute())
    (path,) = (tmp_path / "history").glob("run-*.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["changes"][0]["diff"] = {"fields": [{"field": "nonsense", "before": [[[]]]}]}
    path.write_text(json.dumps(data), encoding="utf-8")
    reopened = Session(tmp_path)
    turn_id = reopened.conversations.current.turns[0].id
    (change,) = reopened.ledger.kept_changes([turn_id])[turn_id]
    assert change.title == "Dates" and change.inverse is not None  # still undoable
    with pytest.raises(ValueError):
        change.diff()

"""Act mode in the app: an act-mode run changes the project from the worker thread through the
run desk, each change recorded and reviewable, the whole run one undo step, and the writer's
own edits never lost."""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from assistant.agent.act.act_run import ActRun
from assistant.agent.act.approval import Approval, ApprovalPolicy, Proposal, Verdict
from assistant.agent.act.records import ChangeRecord
from assistant.agent.loop.loop import run_agent_conversation
from assistant.agent.loop.messages import AiResponse, AiToolCall, Role
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.tools.base import ToolOutcome
from assistant.agent.tools.executors import act_tools, make_act_executor
from assistant.gui.assistant.run_commands import ActRunCommand
from assistant.gui.assistant.run_desk import RevertConflictError, RunConflictError, RunDesk
from assistant.gui.editor.document_editor import DocumentEditor
from assistant.gui.editor.entity_editor import EntityEditor
from assistant.gui.window.undo_actions import StepAction
from assistant.world.edits import (
    MoveNode,
    ReplaceRange,
    SetEntityField,
    TrashNode,
)
from assistant.world.model import World

CHAPTER_1 = "d-9b65717c5f"
CHAPTER_3 = "d-218eff7021"
TOLL_HOUSE = "d-0afb7cc2a9"
CORN_EXCHANGE = "d-4b0bb06fd3"
CHAPTER_4 = "f-c2fc9a096e"
TIMELINE = "d-6349d7e158"
STYLE_SHEET = "d-4e11e1872e"
MARA = "e-470dba0693"
CORVIN = "e-5331f60a98"


def project_files(root: Path) -> dict[str, bytes]:
    """Every file of the project (the app's .quire folder aside), by relative path."""
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and ".quire" not in p.relative_to(root).parts
    }


def same_world(a: World, b: World) -> bool:
    return (
        a.meta == b.meta
        and a.documents == b.documents
        and a.folders == b.folders
        and a.entities == b.entities
        and a.root == b.root
        and a.trash == b.trash
    )


_ids = iter(range(1, 1_000_000))


def call(tool: str, **arguments: Any) -> AiToolCall:
    return AiToolCall(id=f"call-{next(_ids)}", name=tool, arguments=arguments)


@pytest.fixture
def pool():
    """A worker thread, as the app's agent worker."""
    with ThreadPoolExecutor(max_workers=1) as executor:
        yield executor


@pytest.fixture
def desk(controller) -> RunDesk:
    """The act-mode runs of ``controller``'s project, as the assistant session keeps them."""
    return RunDesk(controller, controller)


@pytest.fixture
def undo_action(controller) -> StepAction:
    """Edit ▸ Undo over ``controller``'s stack."""
    return StepAction(controller.undo_gate, controller, redo=False)


def on_worker(pool: ThreadPoolExecutor, function: Callable[[], Any]) -> Future:
    return pool.submit(function)


def wait_done(qtbot, future: Future, timeout: int = 5000) -> Any:
    qtbot.waitUntil(future.done, timeout=timeout)
    return future.result()


def mentions(world: World, word: str) -> list[str]:
    return [d.id for d in world.documents_in_order() if word in d.text]


class Cards:
    """Stands in for the panel's approval cards: keeps every proposal it is shown."""

    def __init__(self) -> None:
        self.shown: list[Proposal] = []
        self.then: Callable[[Proposal], None] | None = None

    def present(self, proposal: Proposal) -> None:
        self.shown.append(proposal)
        if self.then is not None:
            self.then(proposal)

    def __len__(self) -> int:
        return len(self.shown)

    def __getitem__(self, index: int) -> Proposal:
        return self.shown[index]


def begin(desk, label: str, policy: ApprovalPolicy, run_id: str) -> tuple[ActRun, Cards]:
    cards = Cards()
    return desk.begin_run(Approval(policy, cards), run_id, label), cards


def commit(desk, run: ActRun) -> ActRunCommand | None:
    return desk.commit_run(run, f"Assistant: {run.label}")


class Heard:
    """A run listener keeping every change applied."""

    def __init__(self, applied: list[Any]) -> None:
        self.applied = applied

    def change_applied(self, record: ChangeRecord) -> None:
        self.applied.append(record)

    def locks_changed(self) -> None:
        pass


def refused(proposal: Proposal) -> bool:
    return proposal.decision is not None and not proposal.decision.verdict.approves


# -- the whole turn, through the real loop -------------------------------------------------------


def test_one_undo_restores_identical_files_and_redo_the_after_state(
    qtbot, controller, desk, sample_copy, pool
):
    world = controller.snapshot()
    docs = mentions(world, "Mára")[:3]
    assert len(docs) == 3
    before_files = project_files(sample_copy)
    replaces = [
        call(
            "replace_text",
            document=doc_id,
            find="Mára",
            replace="Maren",
            expected_count=world.documents[doc_id].text.count("Mára"),
        )
        for doc_id in docs
    ]
    provider = ScriptedProvider(
        [
            AiResponse(
                tool_calls=(
                    call("create_document", title="The Ferry", text="The ferry waited.\n"),
                    call("rename_entity", entity=MARA, name="Maren Tesk"),
                )
            ),
            AiResponse(tool_calls=tuple(replaces)),
            AiResponse(tool_calls=(call("move_node", node=TOLL_HOUSE, folder=CHAPTER_4),)),
            AiResponse(text="Renamed Mára to Maren, added The Ferry, moved The Toll-House."),
        ]
    )
    turn, _cards = begin(desk, "rename Mára to Maren", ApprovalPolicy.NONE, "turn-1")
    applied: list[Any] = []
    turn.add_listener(Heard(applied))
    executor = make_act_executor(turn)
    future = on_worker(
        pool,
        lambda: run_agent_conversation(
            provider, act_tools(), executor, "act", "rename Mára to Maren", max_steps=6
        ),
    )
    result = wait_done(qtbot, future)
    assert result.ok, result.error
    steps_before = controller.undo_stack.count()
    command = commit(desk, turn)
    assert isinstance(command, ActRunCommand)
    assert controller.undo_stack.count() == steps_before + 1
    assert controller.undo_stack.text(controller.undo_stack.index() - 1) == (
        "Assistant: rename Mára to Maren"
    )
    assert [r.action for r in turn.changes] == [
        "create_document",
        "rename_entity",
        "replace_text",
        "replace_text",
        "replace_text",
        "move_node",
    ]
    assert [r.number for r in turn.changes] == [1, 2, 3, 4, 5, 6]
    assert tuple(applied) == turn.changes
    assert command.documents >= {*docs, TOLL_HOUSE, turn.changes[0].target_id}
    after_world = controller.snapshot()
    assert after_world.entities[MARA].name == "Maren Tesk"
    assert all("Mára" not in after_world.documents[d].text for d in docs)
    assert after_world.parent_of(TOLL_HOUSE) == CHAPTER_4
    controller.save()
    after_files = project_files(sample_copy)
    assert after_files != before_files

    controller.undo_stack.undo()  # ONE undo
    assert same_world(controller.snapshot(), world)
    controller.save()
    assert project_files(sample_copy) == before_files

    controller.undo_stack.redo()
    assert same_world(controller.snapshot(), after_world)
    controller.save()
    assert project_files(sample_copy) == after_files


def test_turn_undone_is_emitted_on_undo_and_redo(qtbot, controller, desk, pool):
    turn, _cards = begin(desk, "retitle", ApprovalPolicy.NONE, "turn-u")
    wait_done(qtbot, on_worker(pool, lambda: turn.apply(_retitle(CHAPTER_3, "Up"))))
    commit(desk, turn)
    with qtbot.waitSignal(desk.run_undone) as undone:
        controller.undo_stack.undo()
    assert undone.args == ["turn-u", True]
    with qtbot.waitSignal(desk.run_undone) as redone:
        controller.undo_stack.redo()
    assert redone.args == ["turn-u", False]


def _retitle(node_id: str, title: str):
    from assistant.world.edits import SetTitle

    return SetTitle(node_id, title)


def test_reads_see_the_live_project_with_the_turns_own_changes(qtbot, controller, desk, pool):
    turn, _cards = begin(desk, "retitle", ApprovalPolicy.NONE, "turn-r")
    executor = make_act_executor(turn)

    def work() -> tuple[ToolOutcome, ToolOutcome]:
        first = executor(call("retitle", node=CHAPTER_3, title="Upriver at Dawn"))
        return first, executor(call("read_document", document=CHAPTER_3))

    first, read = wait_done(qtbot, on_worker(pool, work))
    commit(desk, turn)
    assert first.ok
    assert "Upriver at Dawn" in read.text


def test_a_turn_without_changes_pushes_nothing(qtbot, controller, desk):
    turn, _cards = begin(desk, "nothing", ApprovalPolicy.NONE, "turn-0")
    count = controller.undo_stack.count()
    assert commit(desk, turn) is None
    assert controller.undo_stack.count() == count
    assert desk.active_run is None


# -- Stop -----------------------------------------------------------------------------------------


def test_stop_while_waiting_for_approval_leaves_a_turn_that_undoes_cleanly(
    qtbot, controller, desk, sample_copy, pool
):
    start = controller.snapshot()
    controller.save()
    before_files = project_files(sample_copy)
    turn, cards = begin(desk, "two changes", ApprovalPolicy.EVERY, "turn-stop")
    executor = make_act_executor(turn)
    first = on_worker(pool, lambda: executor(call("retitle", node=CHAPTER_3, title="Upriver!")))
    qtbot.waitUntil(lambda: len(cards) == 1)
    assert controller.is_locked(CHAPTER_3)  # waiting changes lock what they would change
    cards[0].approve()
    assert wait_done(qtbot, first).ok
    second = on_worker(
        pool, lambda: executor(call("set_entity_field", entity=MARA, field="Age", value="20"))
    )
    qtbot.waitUntil(lambda: len(cards) == 2)
    turn.stop()  # Stop, while the worker waits for the writer
    outcome = wait_done(qtbot, second)
    assert not outcome.ok
    assert "stopped" in outcome.text
    assert refused(cards[1])
    assert controller.snapshot().entities[MARA].field_value("Age") == "19"
    command = commit(desk, turn)
    assert command is not None and len(command.records) == 1
    controller.undo_stack.undo()
    assert same_world(controller.snapshot(), start)
    controller.save()
    assert project_files(sample_copy) == before_files


def test_stop_between_calls_refuses_the_next_call(qtbot, controller, desk, pool):
    start = controller.snapshot()
    turn, _cards = begin(desk, "stop", ApprovalPolicy.NONE, "turn-between")
    executor = make_act_executor(turn)
    assert wait_done(
        qtbot, on_worker(pool, lambda: executor(call("retitle", node=CHAPTER_3, title="A")))
    ).ok
    turn.stop()
    later = wait_done(
        qtbot, on_worker(pool, lambda: executor(call("retitle", node=CHAPTER_1, title="B")))
    )
    assert not later.ok and "stopped" in later.text
    assert controller.snapshot().documents[CHAPTER_1].title == start.documents[CHAPTER_1].title
    command = commit(desk, turn)
    assert command is not None and len(command.records) == 1
    controller.undo_stack.undo()
    assert same_world(controller.snapshot(), start)


def test_stop_from_the_cancel_token_wakes_the_waiting_worker(qtbot, controller, desk, pool):
    from assistant.agent.loop.cancel import CancelToken

    token = CancelToken()
    turn, cards = begin(desk, "stop", ApprovalPolicy.EVERY, "turn-token")
    turn.watch(token)
    future = on_worker(pool, lambda: turn.apply(_retitle(CHAPTER_3, "X")))
    qtbot.waitUntil(lambda: len(cards) == 1)
    threading.Thread(target=token.cancel).start()  # tripped from yet another thread
    with pytest.raises(Exception, match="stopped"):
        wait_done(qtbot, future)
    qtbot.waitUntil(lambda: refused(cards[0]))
    assert commit(desk, turn) is None


def test_finish_refuses_what_still_waits(qtbot, controller, desk, pool):
    turn, cards = begin(desk, "end", ApprovalPolicy.EVERY, "turn-end")
    future = on_worker(pool, lambda: turn.apply(_retitle(CHAPTER_3, "X")))
    qtbot.waitUntil(lambda: len(cards) == 1)
    assert commit(desk, turn) is None
    with pytest.raises(Exception, match="ended"):
        wait_done(qtbot, future)
    assert refused(cards[0])
    assert not controller.is_locked(CHAPTER_3)


# -- approval -------------------------------------------------------------------------------------


def test_approval_on_every_change_with_one_rejected(qtbot, controller, desk, pool):
    provider = ScriptedProvider(
        [
            AiResponse(
                tool_calls=(
                    call("retitle", node=CHAPTER_3, title="Upriver by Night"),
                    call("retitle", node=CHAPTER_1, title="The Map-House"),
                    call("set_entity_field", entity=MARA, field="Age", value="20"),
                )
            ),
            AiResponse(text="Done, apart from the title you kept."),
        ]
    )
    turn, cards = begin(desk, "tidy titles", ApprovalPolicy.EVERY, "turn-approve")
    decisions = iter(["approve", "reject", "approve"])

    def decide(pending: Proposal) -> None:
        assert pending.preview.diff()  # the card has something to show
        if next(decisions) == "approve":
            pending.approve()
        else:
            pending.reject("keep the old title")

    cards.then = decide
    executor = make_act_executor(turn)
    future = on_worker(
        pool,
        lambda: run_agent_conversation(provider, act_tools(), executor, "act", "tidy", 4),
    )
    result = wait_done(qtbot, future)
    assert result.ok
    tool_messages = [m for m in provider.requests[1].messages if m.role == Role.TOOL]
    assert len(tool_messages) == 3
    refused = tool_messages[1]
    assert refused.is_error
    assert "The writer refused this change: keep the old title" in refused.content
    world = controller.snapshot()
    assert world.documents[CHAPTER_3].title == "Upriver by Night"
    assert world.documents[CHAPTER_1].title == "Chapter 1: The Map House"  # nothing applied
    assert world.entities[MARA].field_value("Age") == "20"
    assert [r.action for r in turn.changes] == ["retitle", "set_entity_field"]
    commit(desk, turn)


def test_approve_all_approves_what_waits_and_the_rest_of_the_turn(qtbot, controller, desk, pool):
    turn, cards = begin(desk, "all", ApprovalPolicy.EVERY, "turn-all")
    executor = make_act_executor(turn)

    def work() -> list[ToolOutcome]:
        return [
            executor(call("retitle", node=CHAPTER_3, title="One")),
            executor(call("retitle", node=CHAPTER_1, title="Two")),
            executor(call("set_entity_field", entity=MARA, field="Age", value="20")),
        ]

    future = on_worker(pool, work)
    qtbot.waitUntil(lambda: len(cards) == 1)
    turn.approve_all()
    outcomes = wait_done(qtbot, future)
    assert all(o.ok for o in outcomes)
    assert len(cards) == 1 and cards[0].decision.verdict.approves
    assert len(turn.changes) == 3
    commit(desk, turn)


# -- reverting ------------------------------------------------------------------------------------


def test_revert_one_change_as_a_new_step_and_a_conflicting_revert_refused(
    qtbot, controller, desk, pool
):
    start = controller.snapshot()
    turn, _cards = begin(desk, "two", ApprovalPolicy.NONE, "turn-revert")

    def work() -> None:
        target = turn
        target.apply(ReplaceRange(CHAPTER_3, 0, 0, "Prologue. "))
        target.apply(SetEntityField(MARA, "Age", "20"))

    wait_done(qtbot, on_worker(pool, work))
    commit(desk, turn)
    text_record, field_record = turn.changes
    count = controller.undo_stack.count()
    desk.revert_change(field_record, "Revert: the age")
    assert controller.undo_stack.count() == count + 1
    assert controller.undo_stack.text(controller.undo_stack.index() - 1).startswith("Revert: ")
    world = controller.snapshot()
    assert world.entities[MARA] == start.entities[MARA]
    assert world.documents[CHAPTER_3].text.startswith("Prologue. ")
    with pytest.raises(RevertConflictError, match="already undone"):
        desk.revert_change(field_record, "Revert: the age")
    controller.push(ReplaceRange(CHAPTER_3, 0, 0, "My words. "), "Typing")
    with pytest.raises(RevertConflictError, match="changed again"):
        desk.revert_change(text_record, "Revert: the prologue")
    assert controller.snapshot().documents[CHAPTER_3].text.startswith("My words. Prologue. ")


def test_undo_turn_not_on_top_reverts_it_as_a_new_step_keeping_the_writers_edit(
    qtbot, controller, desk, pool
):
    start = controller.snapshot()
    turn, _cards = begin(desk, "retitle", ApprovalPolicy.NONE, "turn-late")
    wait_done(qtbot, on_worker(pool, lambda: turn.apply(_retitle(CHAPTER_3, "Up"))))
    commit(desk, turn)
    controller.push(ReplaceRange(TIMELINE, 0, 0, "Mine. "), "Typing")
    with qtbot.waitSignal(desk.run_undone) as undone:
        desk.undo_run("turn-late")
    assert undone.args == ["turn-late", True]
    world = controller.snapshot()
    assert world.documents[CHAPTER_3].title == start.documents[CHAPTER_3].title
    assert world.documents[TIMELINE].text.startswith("Mine. ")
    with qtbot.waitSignal(desk.run_undone) as back:
        controller.undo_stack.undo()  # undoing the revert puts the turn back
    assert back.args == ["turn-late", False]
    assert controller.snapshot().documents[CHAPTER_3].title == "Up"


def test_undo_turn_on_top_is_the_stacks_undo(qtbot, controller, desk, pool):
    start = controller.snapshot()
    turn, _cards = begin(desk, "retitle", ApprovalPolicy.NONE, "turn-top")
    wait_done(qtbot, on_worker(pool, lambda: turn.apply(_retitle(CHAPTER_3, "Up"))))
    commit(desk, turn)
    index = controller.undo_stack.index()
    desk.undo_run("turn-top")
    assert controller.undo_stack.index() == index - 1
    assert same_world(controller.snapshot(), start)
    with pytest.raises(RevertConflictError, match="already undone"):
        desk.undo_run("turn-top")


# -- the writer during a turn ----------------------------------------------------------------------


def test_writer_types_elsewhere_during_a_turn_and_undoing_the_turn_keeps_it(
    qtbot, controller, desk, pool
):
    start = controller.snapshot()
    changed = DocumentEditor(controller, CHAPTER_3)
    other = DocumentEditor(controller, TIMELINE)
    entity_editor = EntityEditor(controller, MARA)
    for widget in (changed, other, entity_editor):
        qtbot.addWidget(widget)
        widget.show()
    turn, _cards = begin(desk, "edit chapter 3", ApprovalPolicy.NONE, "turn-w")

    def work() -> None:
        target = turn
        target.apply(ReplaceRange(CHAPTER_3, 0, 0, "The assistant wrote this. "))
        target.apply(SetEntityField(MARA, "Age", "20"))

    wait_done(qtbot, on_worker(pool, work))
    assert changed.is_locked and changed.lock_notice.isVisible()
    assert entity_editor.is_locked and entity_editor.lock_notice.isVisible()
    assert not other.is_locked and not other.lock_notice.isVisible()

    other.text_edit.setFocus()
    qtbot.keyClicks(other.text_edit, "Writer's words")
    assert "Writer's words" in controller.snapshot().documents[TIMELINE].text

    shown = changed.text()
    qtbot.keyClicks(changed.text_edit, "blocked")  # read-only: nothing happens
    assert changed.text() == shown
    with pytest.raises(RunConflictError, match="assistant is changing"):
        controller.push(ReplaceRange(CHAPTER_3, 0, 0, "x"), "Typing")
    assert controller.snapshot().documents[CHAPTER_3].text.startswith("The assistant wrote")

    command = commit(desk, turn)
    assert not changed.is_locked and not changed.lock_notice.isVisible()
    assert not entity_editor.is_locked
    assert controller.undo_stack.command(controller.undo_stack.index() - 1) is command
    controller.undo_stack.undo()
    world = controller.snapshot()
    assert world.documents[CHAPTER_3] == start.documents[CHAPTER_3]
    assert world.entities[MARA] == start.entities[MARA]
    assert "Writer's words" in world.documents[TIMELINE].text
    assert changed.text() == start.documents[CHAPTER_3].text
    for widget in (changed, other, entity_editor):
        widget.dispose()


def test_undo_of_the_writers_step_touching_the_turn_is_refused_during_the_turn(
    qtbot, controller, desk, undo_action, pool
):
    start = controller.snapshot()
    controller.push(ReplaceRange(CHAPTER_3, 0, 0, "Mine. "), "Typing")
    turn, _cards = begin(desk, "edit", ApprovalPolicy.NONE, "turn-guard")
    wait_done(
        qtbot,
        on_worker(pool, lambda: turn.apply(ReplaceRange(CHAPTER_3, 6, 6, "Its. "))),
    )
    index = controller.undo_stack.index()
    moves: list[int] = []
    controller.undo_stack.indexChanged.connect(moves.append)
    with qtbot.waitSignal(controller.edit_refused):
        undo_action.trigger()  # Edit ▸ Undo
    assert controller.snapshot().documents[CHAPTER_3].text.startswith("Mine. Its. ")
    assert controller.undo_stack.index() == index and moves == []  # refused before it moved
    controller.undo_stack.redo()  # nothing to redo: the stack is in place
    assert controller.snapshot().documents[CHAPTER_3].text.startswith("Mine. Its. ")

    # an unrelated step undoes and redoes freely meanwhile
    controller.push(ReplaceRange(TIMELINE, 0, 0, "Free. "), "Typing")
    controller.undo_stack.undo()
    assert not controller.snapshot().documents[TIMELINE].text.startswith("Free. ")
    controller.undo_stack.redo()
    assert controller.snapshot().documents[TIMELINE].text.startswith("Free. ")

    commit(desk, turn)
    while controller.undo_stack.canUndo():
        controller.undo_stack.undo()
    assert same_world(controller.snapshot(), start)


def test_begin_run_twice_is_refused(controller, desk):
    turn, _cards = begin(desk, "one", ApprovalPolicy.NONE, "t1")
    with pytest.raises(RuntimeError):
        begin(desk, "two", ApprovalPolicy.NONE, "t2")
    commit(desk, turn)
    second, _cards = begin(desk, "two", ApprovalPolicy.NONE, "t2")
    assert commit(desk, second) is None


def test_a_turn_dropped_by_reloading_pushes_nothing_and_refuses_later_calls(
    qtbot, controller, desk, pool
):
    turn, _cards = begin(desk, "retitle", ApprovalPolicy.NONE, "turn-reload")
    wait_done(qtbot, on_worker(pool, lambda: turn.apply(_retitle(CHAPTER_3, "Up"))))
    controller.reload()  # the files on disk win: the turn's change is gone with the old world
    assert desk.active_run is None
    assert not controller.is_locked(CHAPTER_3)
    with pytest.raises(Exception, match="stopped"):
        wait_done(qtbot, on_worker(pool, lambda: turn.apply(_retitle(CHAPTER_1, "X"))))
    assert commit(desk, turn) is None
    assert controller.undo_stack.count() == 0


def test_a_call_made_on_the_gui_thread_that_needs_approval_is_refused_without_blocking_it(
    qtbot, controller, desk
):
    turn, cards = begin(desk, "here", ApprovalPolicy.EVERY, "turn-here")
    # The GUI thread cannot wait for the writer's decision, which it would have to show:
    # the change is refused at once, the card says so, and nothing changes.
    with pytest.raises(Exception, match="approval"):
        turn.apply(_retitle(CHAPTER_3, "Here"))
    assert len(cards) == 1 and cards[0].decision.verdict is Verdict.UNASKED
    assert controller.snapshot().documents[CHAPTER_3].title == "Chapter 3: Upriver"
    assert commit(desk, turn) is None


def test_an_undo_that_cannot_apply_leaves_the_project_and_the_stack_in_agreement(
    qtbot, controller, desk, undo_action, pool
):
    turn, _cards = begin(desk, "move", ApprovalPolicy.NONE, "turn-broken")
    wait_done(
        qtbot,
        on_worker(pool, lambda: turn.apply(MoveNode(TOLL_HOUSE, CHAPTER_4, 0))),
    )
    command = commit(desk, turn)
    controller.project.apply(TrashNode(TOLL_HOUSE))  # behind the undo stack's back
    world = controller.snapshot()
    index = controller.undo_stack.index()
    moves: list[int] = []
    controller.undo_stack.indexChanged.connect(moves.append)
    with qtbot.waitSignal(controller.edit_refused):
        undo_action.trigger()  # Edit ▸ Undo
    assert controller.snapshot() is world
    assert controller.undo_stack.index() == index and moves == []  # refused before it moved
    assert not command.undone


def test_undoing_a_run_that_clashes_with_the_active_one_is_refused_before_the_stack_moves(
    qtbot, controller, desk, pool
):
    first, _cards = begin(desk, "retitle", ApprovalPolicy.NONE, "run-first")
    wait_done(qtbot, on_worker(pool, lambda: first.apply(_retitle(CHAPTER_3, "Up"))))
    commit(desk, first)
    second, _cards = begin(desk, "again", ApprovalPolicy.NONE, "run-second")
    wait_done(qtbot, on_worker(pool, lambda: second.apply(_retitle(CHAPTER_3, "Upper"))))
    index = controller.undo_stack.index()
    refusals: list[str] = []
    controller.edit_refused.connect(refusals.append)
    with pytest.raises(RunConflictError, match="same things"):
        desk.undo_run("run-first")
    # Nothing moved, not even for a moment: no step back by a timer is needed.
    assert controller.undo_stack.index() == index and refusals == []
    assert controller.snapshot().documents[CHAPTER_3].title == "Upper"
    assert not desk.run_command("run-first").undone
    commit(desk, second)
    desk.undo_run("run-second")
    desk.undo_run("run-first")
    assert controller.snapshot().documents[CHAPTER_3].title == "Chapter 3: Upriver"

"""Assistant turns and the writer's own edits, undos and redos interleaved at random: undoing
everything on the stack always gives back the project as it started, and redoing everything
gives back where it ended (before any steps it had undone)."""

from __future__ import annotations

from typing import Any

import shiboken6
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.agent.act.act_run import ActRun
from assistant.agent.act.approval import Approval, ApprovalPolicy
from assistant.agent.loop.messages import AiToolCall
from assistant.agent.tools.executors import make_act_executor
from assistant.gui.assistant.run_desk import RunDesk
from assistant.gui.window.controller import ProjectController
from assistant.world.edits import Edit, MoveNode, ReplaceRange, SetEntityField, SetTitle
from assistant.world.errors import EditError
from assistant.world.model import World
from assistant.world.project import Project
from tests.paths import SAMPLE
from tests.tiers import examples

START: World = Project.open(SAMPLE, lock=False).world


def same_world(a: World, b: World) -> bool:
    return (
        a.meta == b.meta
        and a.documents == b.documents
        and a.folders == b.folders
        and a.entities == b.entities
        and a.root == b.root
        and a.trash == b.trash
    )


# An operation is a tuple; its numbers pick documents, folders, entities and places in the
# world as it is when the operation runs.
index = st.integers(min_value=0, max_value=10_000)
words = st.sampled_from(["ash", "river", "Mára", "weir", "lantern", "x"])
assistant_call = st.one_of(
    st.tuples(st.just("replace_text"), index, index, words),
    st.tuples(st.just("insert_text"), index, words),
    st.tuples(st.just("retitle"), index, words),
    st.tuples(st.just("move_node"), index, index),
    st.tuples(st.just("set_entity_field"), index, words),
    st.tuples(st.just("create_document"), words),
    st.tuples(st.just("trash_node"), index),
)
writer_edit = st.one_of(
    st.tuples(st.just("type"), index, index, words),
    st.tuples(st.just("retitle"), index, words),
    st.tuples(st.just("move"), index, index),
    st.tuples(st.just("field"), index, words),
    st.tuples(st.just("undo")),
    st.tuples(st.just("undo")),
    st.tuples(st.just("redo")),
)
turn_step = st.one_of(
    st.tuples(st.just("assistant"), assistant_call),
    st.tuples(st.just("writer"), writer_edit),
    st.tuples(st.just("stop")),
)
operation = st.one_of(
    st.tuples(st.just("turn"), st.lists(turn_step, min_size=1, max_size=6)),
    st.tuples(st.just("writer"), writer_edit),
)


def _doc(world: World, n: int) -> str:
    docs = world.documents_in_order()
    return docs[n % len(docs)].id


def _node(world: World, n: int) -> str:
    nodes = [node.id for _depth, node in world.walk()]
    return nodes[n % len(nodes)]


def _folder(world: World, n: int) -> str | None:
    folders = [None, *(node.id for _d, node in world.walk() if node.id.startswith("f-"))]
    return folders[n % len(folders)]


def _entity(world: World, n: int) -> str:
    entities = world.live_entities()
    return entities[n % len(entities)].id


_counter = iter(range(10**9))


def assistant_tool_call(world: World, spec: tuple[Any, ...]) -> AiToolCall:
    name, *args = spec
    if not world.documents_in_order() and name != "set_entity_field":
        name, args = "create_document", ["again"]  # everything is in the trash
    if name == "replace_text":
        doc = world.documents[_doc(world, args[0])]
        text = doc.text or "?"
        start = args[1] % max(1, len(text) - 4)
        find = text[start : start + 4] or "?"
        arguments: dict[str, Any] = {
            "document": doc.id,
            "find": find,
            "replace": args[2],
            "expected_count": max(1, text.count(find)),
        }
    elif name == "insert_text":
        arguments = {"document": _doc(world, args[0]), "text": args[1], "where": "start"}
    elif name == "retitle":
        arguments = {"node": _node(world, args[0]), "title": f"{args[1]} title"}
    elif name == "move_node":
        arguments = {"node": _node(world, args[0]), "folder": _folder(world, args[1]) or ""}
    elif name == "set_entity_field":
        arguments = {"entity": _entity(world, args[0]), "field": "Mood", "value": args[1]}
    elif name == "create_document":
        arguments = {"title": f"New {args[0]}", "text": f"About {args[0]}.\n"}
    else:
        arguments = {"node": _node(world, args[0])}
    return AiToolCall(id=f"c{next(_counter)}", name=name, arguments=arguments)


def _aimed(controller: ProjectController, world: World, n: int, pick) -> str:
    """Half the time, something the running turn holds (the writer reaching for it)."""
    held = sorted(
        key
        for key in controller.locked_ids()
        if key in world.documents or key in world.folders or key in world.entities
    )
    if held and n % 2 == 0:
        return held[n // 2 % len(held)]
    return pick(world, n)


def writer_does(controller: ProjectController, spec: tuple[Any, ...]) -> None:
    name, *args = spec
    world = controller.snapshot()
    if not world.documents_in_order() and name in ("type", "retitle", "move"):
        return  # everything is in the trash
    gate = controller.undo_gate  # as Edit ▸ Undo and Redo do: refused before the stack moves
    try:
        if name == "undo":
            gate.undo()
        elif name == "redo":
            gate.redo()
        elif name == "type":
            doc = world.documents.get(_aimed(controller, world, args[0], _doc))
            if doc is None:
                doc = world.documents[_doc(world, args[0])]
            at = args[1] % (len(doc.text) + 1)
            controller.push(
                ReplaceRange(doc.id, at, at, args[2]), "Typing", merge_key=("typing", doc.id)
            )
        elif name == "retitle":
            node = _aimed(controller, world, args[0], _node)
            controller.push(SetTitle(node, f"{args[1]}!"), "Retitle")
        elif name == "move":
            controller.push(MoveNode(_node(world, args[0]), _folder(world, args[1])), "Move")
        else:
            entity = _aimed(controller, world, args[0], _entity)
            controller.push(SetEntityField(entity, "Note", args[1]), "Field")
    except EditError:  # refused (the turn holds it) or impossible: the writer moves on
        pass


class CurrentTurn:
    """The running turn's edit target (one tool box serves every turn: building one is slow)."""

    turn: ActRun | None = None

    def snapshot(self) -> World:
        assert self.turn is not None
        return self.turn.snapshot()

    def apply(self, edit: Edit) -> Edit:
        assert self.turn is not None
        return self.turn.apply(edit)


CURRENT = CurrentTurn()
EXECUTOR = make_act_executor(CURRENT)


def run_turn(
    controller: ProjectController, desk: RunDesk, steps: list[tuple[Any, ...]], n: int
) -> None:
    turn: ActRun = desk.begin_run(Approval(ApprovalPolicy.NONE, None), f"run-{n}", f"turn {n}")
    CURRENT.turn = turn
    executor = EXECUTOR
    for step in steps:
        if step[0] == "assistant":
            executor(assistant_tool_call(turn.snapshot(), step[1]))
        elif step[0] == "writer":
            writer_does(controller, step[1])
        else:
            turn.stop()
    desk.commit_run(turn, f"Assistant: turn {n}")


@settings(
    max_examples=examples(200),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(operations=st.lists(operation, min_size=1, max_size=8))
def test_undoing_everything_gives_back_the_start(qapp, operations):
    controller = ProjectController(clock=lambda: 0.0)
    desk = RunDesk(controller, controller)
    controller.adopt(Project(START))
    try:
        for n, op in enumerate(operations):
            if op[0] == "turn":
                run_turn(controller, desk, op[1], n)
            else:
                writer_does(controller, op[1])
        end = controller.snapshot()
        stack = controller.undo_stack
        end_index = stack.index()
        while stack.canUndo():
            stack.undo()
        assert same_world(controller.snapshot(), START)
        while stack.index() < end_index:
            stack.redo()
        assert same_world(controller.snapshot(), end)
    finally:
        controller.close()
        shiboken6.delete(controller)

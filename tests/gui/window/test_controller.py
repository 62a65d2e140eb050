"""The controller: edits through the undo stack, merging typing, saving, the lock, autosave,
and files changed on disk by another program."""

from __future__ import annotations

from pathlib import Path

import pytest
import shiboken6
from hypothesis import given
from hypothesis import strategies as st

from assistant.gui.window.commands import AppliedEdit, EditCommand, can_merge, compose
from assistant.gui.window.controller import ProjectController
from assistant.world.edits import (
    CompoundEdit,
    MoveNode,
    RenameEntity,
    ReplaceRange,
    SetEntityAttribute,
    SetEntityField,
    SetTitle,
    TrashNode,
)
from assistant.world.errors import ExternalChangeError, ProjectLockedError, UnknownNodeError
from assistant.world.model import Document, FrozenMap, World
from assistant.world.storage.store import ProjectStore, document_path
from tests.gui.conftest import copy_sample
from tests.world.bases.test_bases import record_of, sha

CHAPTER_1 = "d-9b65717c5f"
CHAPTER_3 = "d-218eff7021"
PART_ONE = "f-ed27e018c0"
PART_TWO = "f-6c1719427e"
MARA = "e-470dba0693"
CHAPTER_1_FILE = "documents/chapter-1-the-map-house-d-9b65717c5f.md"


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def project_files(root: Path) -> dict[str, bytes]:
    """Every file of the project (the app's .quire folder aside), by relative path."""
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and ".quire" not in p.relative_to(root).parts
    }


def test_push_applies_and_undo_redo_give_back_the_exact_worlds(controller):
    original = controller.snapshot()
    edits = [
        (SetTitle(CHAPTER_1, "The Map House"), "Rename"),
        (MoveNode(CHAPTER_3, PART_TWO, 0), "Move"),
        (RenameEntity(MARA, "Mara Tesk"), "Rename entity"),
        (SetEntityField(MARA, "Eyes", "grey"), "Field"),
        (TrashNode(CHAPTER_1), "Trash"),
        (ReplaceRange(CHAPTER_3, 0, 0, "Upriver. "), "Typing"),
    ]
    worlds = [original]
    for edit, label in edits:
        controller.push(edit, label)
        worlds.append(controller.snapshot())
    assert controller.undo_stack.count() == len(edits)
    assert controller.snapshot().is_trashed(CHAPTER_1)
    for expected in reversed(worlds[:-1]):
        controller.undo_stack.undo()
        assert controller.snapshot() == expected
    for expected in worlds[1:]:
        controller.undo_stack.redo()
        assert controller.snapshot() == expected


def test_an_invalid_edit_raises_and_records_nothing(controller):
    before = controller.snapshot()
    with pytest.raises(UnknownNodeError):
        controller.push(SetTitle("d-missing0000", "x"), "Rename")
    assert controller.undo_stack.count() == 0
    assert controller.snapshot() is before
    assert not controller.is_modified


def test_world_changed_reports_each_edit_and_each_inverse(controller, qtbot):
    seen = []
    controller.world_changed.connect(lambda world, change: seen.append(change.edit))
    controller.push(SetTitle(CHAPTER_1, "New"), "Rename")
    controller.undo_stack.undo()
    assert seen == [SetTitle(CHAPTER_1, "New"), SetTitle(CHAPTER_1, "Chapter 1: The Map House")]


def test_pushing_while_undoing_is_refused(controller):
    """A view that answered undo by pushing an edit would loop; the controller refuses."""
    controller.push(SetTitle(CHAPTER_1, "New"), "Rename")
    errors = []

    def echo(world, edit):
        if controller.is_replaying:
            try:
                controller.push(SetTitle(CHAPTER_3, "Echo"), "Echo")
            except RuntimeError as error:
                errors.append(error)

    controller.world_changed.connect(echo)
    controller.undo_stack.undo()
    assert len(errors) == 1
    assert controller.undo_stack.count() == 1
    assert controller.snapshot().documents[CHAPTER_3].title == "Chapter 3: Upriver"


def _type(controller, doc_id, offset, text, clock=None, step=0.1):
    for index, char in enumerate(text):
        if clock is not None:
            clock.now += step
        controller.push(
            ReplaceRange(doc_id, offset + index, offset + index, char),
            "Typing",
            merge_key=("typing", doc_id),
        )


def test_typing_merges_into_one_step_and_undoes_at_once(qtbot, sample_copy):
    clock = FakeClock()
    controller = ProjectController(clock=clock)
    controller.open(sample_copy)
    try:
        before = controller.snapshot()
        _type(controller, CHAPTER_1, 0, "Rain. ", clock)
        assert controller.undo_stack.count() == 1
        assert controller.snapshot().documents[CHAPTER_1].text.startswith("Rain. The rain")
        controller.undo_stack.undo()
        assert controller.snapshot() == before
        controller.undo_stack.redo()
        assert controller.snapshot().documents[CHAPTER_1].text.startswith("Rain. The rain")
    finally:
        controller.close()
        shiboken6.delete(controller)


def test_typing_steps_break_at_lines_pauses_jumps_and_when_asked(qtbot, sample_copy):
    clock = FakeClock()
    controller = ProjectController(clock=clock)
    controller.open(sample_copy)
    try:
        _type(controller, CHAPTER_1, 0, "One\n", clock)
        _type(controller, CHAPTER_1, 4, "Two", clock)  # a new line: a new step
        assert controller.undo_stack.count() == 2
        clock.now += 5  # a pause
        _type(controller, CHAPTER_1, 7, "x", clock)
        assert controller.undo_stack.count() == 3
        _type(controller, CHAPTER_1, 100, "y", clock)  # typed somewhere else
        assert controller.undo_stack.count() == 4
        controller.break_merge()
        _type(controller, CHAPTER_1, 101, "z", clock)
        assert controller.undo_stack.count() == 5
        _type(controller, CHAPTER_3, 0, "w", clock)  # another document
        assert controller.undo_stack.count() == 6
    finally:
        controller.close()
        shiboken6.delete(controller)


def test_typing_after_a_save_starts_a_new_step(controller):
    """Qt never merges into the saved step, so undo can go back to exactly the saved text."""
    _type(controller, CHAPTER_3, 0, "ab")
    controller.save()
    _type(controller, CHAPTER_3, 2, "cd")
    assert controller.undo_stack.count() == 2
    controller.undo_stack.undo()
    assert not controller.is_modified
    assert controller.snapshot().documents[CHAPTER_3].text.startswith("abFour days")


@pytest.mark.parametrize(
    ("previous", "following", "merges"),
    [
        (ReplaceRange("d-a", 5, 5, "a"), ReplaceRange("d-a", 6, 6, "b"), True),
        (ReplaceRange("d-a", 5, 5, "a"), ReplaceRange("d-a", 5, 6, ""), True),  # backspace
        (ReplaceRange("d-a", 5, 6, ""), ReplaceRange("d-a", 4, 5, ""), True),  # backspace on
        (ReplaceRange("d-a", 5, 6, ""), ReplaceRange("d-a", 5, 6, ""), True),  # delete on
        (ReplaceRange("d-a", 5, 9, "x"), ReplaceRange("d-a", 6, 6, "y"), True),  # over a selection
        (ReplaceRange("d-a", 5, 5, "a"), ReplaceRange("d-a", 9, 9, "b"), False),  # elsewhere
        (ReplaceRange("d-a", 5, 5, "\n"), ReplaceRange("d-a", 6, 6, "b"), False),  # new line
        (ReplaceRange("d-a", 5, 5, "a"), ReplaceRange("d-a", 6, 7, "b"), False),  # replace
        (ReplaceRange("d-a", 5, 5, "a"), ReplaceRange("d-b", 6, 6, "b"), False),
        (SetEntityAttribute("e-a", "notes", "x"), SetEntityAttribute("e-a", "notes", "xy"), True),
        (SetEntityAttribute("e-a", "notes", "x"), SetEntityAttribute("e-a", "tags", ()), False),
        (SetTitle("d-a", "x"), SetTitle("d-a", "y"), False),
    ],
)
def test_which_edits_merge(previous, following, merges):
    assert can_merge(previous, following) is merges


def test_merged_typing_is_one_edit_that_undoes_at_once(controller, qtbot):
    _type(controller, CHAPTER_3, 0, "abc")
    pushed = controller.undo_stack.command(0)
    assert isinstance(pushed, EditCommand)
    assert pushed.edits == (ReplaceRange(CHAPTER_3, 0, 0, "abc"),)
    with qtbot.waitSignal(controller.world_changed) as blocker:
        controller.undo_stack.undo()
    assert blocker.args[1].edit == ReplaceRange(CHAPTER_3, 0, 3, "")
    assert blocker.args[1].text_only
    controller.undo_stack.redo()
    assert controller.snapshot().documents[CHAPTER_3].text.startswith("abcFour days")


def test_typing_taken_back_leaves_no_step(controller):
    _type(controller, CHAPTER_3, 0, "ab")
    for position in (1, 0):  # backspace twice
        controller.push(
            ReplaceRange(CHAPTER_3, position, position + 1, ""),
            "Typing",
            merge_key=("typing", CHAPTER_3),
        )
    assert controller.undo_stack.count() == 0
    assert not controller.is_modified


@given(
    text=st.text(alphabet="ab\n", max_size=12),
    keys=st.lists(
        st.one_of(
            st.tuples(st.just("type"), st.sampled_from(["x", "y", " ", "\n"])),
            st.tuples(st.just("backspace"), st.just("")),
            st.tuples(st.just("delete"), st.just("")),
        ),
        max_size=25,
    ),
)
def test_composed_typing_equals_the_keystrokes(text, keys):
    """Any run of typing, backspaces and deletes composes into steps that redo and undo to
    exactly the worlds the keystrokes made."""
    doc = Document("d-0000000001", "t", text)
    world = World(documents=FrozenMap({doc.id: doc}))
    cursor = len(text)
    steps: list[AppliedEdit] = []
    current = world
    for kind, char in keys:
        length = len(current.documents[doc.id].text)
        if kind == "type":
            edit = ReplaceRange(doc.id, cursor, cursor, char)
            cursor += 1
        elif kind == "backspace" and cursor > 0:
            edit = ReplaceRange(doc.id, cursor - 1, cursor, "")
            cursor -= 1
        elif kind == "delete" and cursor < length:
            edit = ReplaceRange(doc.id, cursor, cursor + 1, "")
        else:
            continue
        current, inverse = edit.apply(current)
        step = AppliedEdit(edit, inverse)
        combined = compose(steps[-1], step) if steps else None
        if combined is None:
            steps.append(step)
        else:
            steps[-1] = combined
    replayed = world
    for step in steps:
        replayed, _ = step.forward.apply(replayed)
    assert replayed == current
    for step in reversed(steps):
        replayed, _ = step.inverse.apply(replayed)
    assert replayed == world


def test_save_writes_the_edits_and_a_reopened_project_matches(controller, sample_copy):
    controller.push(SetTitle(CHAPTER_1, "The Map House"), "Rename")
    controller.push(ReplaceRange(CHAPTER_3, 0, 0, "Upriver. "), "Typing")
    controller.push(MoveNode(CHAPTER_3, PART_TWO, 0), "Move")
    controller.push(SetEntityField(MARA, "Eyes", "grey"), "Field")
    assert controller.is_modified
    report = controller.save()
    assert not controller.is_modified
    assert "project.quire" in report.written
    assert CHAPTER_1_FILE in report.removed  # renamed: written under its new name
    saved = controller.snapshot()
    files = project_files(sample_copy)

    reopened = ProjectStore(sample_copy)
    assert reopened.load() == saved
    assert reopened.problems == ()
    assert reopened.save(saved).written == ()  # nothing differs from what is on disk
    assert project_files(sample_copy) == files


def test_undo_after_saving_makes_the_project_modified_again(controller):
    controller.push(SetTitle(CHAPTER_1, "New"), "Rename")
    controller.save()
    assert controller.undo_stack.isClean()
    controller.undo_stack.undo()
    assert controller.is_modified
    controller.undo_stack.redo()
    assert not controller.is_modified


def test_autosave_is_due_after_the_last_change(qtbot, controller):
    controller.set_autosave_interval(50)
    with qtbot.waitSignal(controller.autosave_due, timeout=2000):
        controller.push(SetTitle(CHAPTER_1, "New"), "Rename")


def test_autosave_is_not_due_when_nothing_changed(qtbot, controller):
    controller.set_autosave_interval(20)
    controller.push(SetTitle(CHAPTER_1, "New"), "Rename")
    controller.undo_stack.undo()  # back to clean: nothing to save
    with qtbot.assertNotEmitted(controller.autosave_due, wait=100):
        pass


def test_a_second_open_of_a_locked_project_is_refused(qtbot, controller, sample_copy):
    other = ProjectController()
    try:
        with pytest.raises(ProjectLockedError):
            other.open(sample_copy)
        assert other.project is None
        controller.close()
        other.open(sample_copy)  # released on close
        assert other.project is not None
    finally:
        other.close()
        shiboken6.delete(other)


def test_a_file_changed_on_disk_is_reported_and_not_overwritten(controller, sample_copy):
    path = sample_copy / CHAPTER_1_FILE
    outside = path.read_text(encoding="utf-8").replace("The rain had not come yet", "Rain came")
    path.write_text(outside, encoding="utf-8")
    assert controller.external_changes() == [CHAPTER_1_FILE]

    controller.push(ReplaceRange(CHAPTER_1, 0, 0, "Mine. "), "Typing")
    with pytest.raises(ExternalChangeError) as raised:
        controller.save()
    assert raised.value.paths == [CHAPTER_1_FILE]
    assert path.read_text(encoding="utf-8") == outside
    assert controller.is_modified


def test_reload_takes_the_disk_version_and_clears_the_history(controller, sample_copy, qtbot):
    path = sample_copy / CHAPTER_1_FILE
    path.write_text(
        path.read_text(encoding="utf-8").replace("The rain had not come yet", "Rain came"),
        encoding="utf-8",
    )
    controller.push(SetTitle(CHAPTER_3, "Mine"), "Rename")
    with qtbot.waitSignal(controller.world_changed) as blocker:
        controller.reload()
    world, change = blocker.args
    assert change is None
    assert "Rain came" in world.documents[CHAPTER_1].text
    assert world.documents[CHAPTER_3].title == "Chapter 3: Upriver"
    assert controller.undo_stack.count() == 0
    assert not controller.is_modified
    assert controller.external_changes() == []


def test_keep_mine_overwrites_when_forced(controller, sample_copy):
    path = sample_copy / CHAPTER_1_FILE
    path.write_text(path.read_text(encoding="utf-8") + "\nTheirs.\n", encoding="utf-8")
    controller.push(ReplaceRange(CHAPTER_1, 0, 0, "Mine. "), "Typing")
    controller.save(force=True)
    text = path.read_text(encoding="utf-8")
    assert "Mine. The rain" in text and "Theirs." not in text
    assert controller.external_changes() == []


def test_the_folder_watch_notices_another_program(qtbot, controller, sample_copy):
    with qtbot.waitSignal(controller.disk_changed, timeout=5000):
        (sample_copy / "documents" / "new-d-0000000001.md").write_text("---\n---\n\nx\n")
    assert controller.external_changes() == ["documents/new-d-0000000001.md"]


def test_closing_releases_the_project(qtbot, controller, sample_copy):
    with qtbot.waitSignal(controller.project_closed):
        controller.close()
    assert controller.project is None
    assert controller.undo_stack.count() == 0
    assert not (sample_copy / ".quire" / "lock").exists()


def test_compound_edits_are_one_step(controller):
    edit = CompoundEdit((SetTitle(CHAPTER_1, "A"), SetTitle(CHAPTER_3, "B")), "both")
    controller.push(edit, "Both")
    assert controller.undo_stack.count() == 1
    controller.undo_stack.undo()
    assert controller.snapshot().documents[CHAPTER_1].title == "Chapter 1: The Map House"


def test_copy_sample_helper_leaves_out_app_data(tmp_path):
    root = copy_sample(tmp_path / "copy")
    assert (root / "project.quire").is_file()
    assert not (root / ".quire").exists()


@pytest.fixture
def folds_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    """Folded text kept, as where Python folds (before the project opens)."""
    from assistant.world.search import folded

    monkeypatch.setattr(folded, "KEPT", True)


def test_opening_folds_the_text_for_search_in_the_background(folds_kept, qtbot, controller):
    """Where Python folds, the first search after opening finds the folded text ready."""
    from assistant.world.search import folded

    docs = controller.snapshot().documents_in_order()

    def all_folded() -> bool:
        return all(folded.is_kept(doc) for doc in docs)

    qtbot.waitUntil(all_folded, timeout=5000)


def test_the_versions_read_are_recorded_off_the_window_after_the_open(qtbot, sample_copy):
    controller = ProjectController()
    try:
        project = controller.open(sample_copy)
        first = next(iter(project.world.documents.values()))
        read = sha((sample_copy / document_path(first)).read_bytes())
        assert _recorded(sample_copy, first.id) != read  # not before the open returns
        with qtbot.waitSignal(controller.words_counted, timeout=10_000):
            pass  # the index's worker counts, then records the versions read
        qtbot.waitUntil(lambda: _recorded(sample_copy, first.id) == read, timeout=10_000)
    finally:
        controller.close()
        shiboken6.delete(controller)


def _recorded(folder: Path, key: str) -> str | None:
    """The version of ``key`` this computer's record saw last, read afresh from disk."""
    seen = [v for v in record_of(folder) if v.file == key]
    return seen[-1].digest if seen else None

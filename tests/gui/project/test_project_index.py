"""After opening, the project's quotation index is made on the ``quire-index`` worker (after the
count and the fold), so the first answer's check finds it ready; closing or replacing the
project stops that work."""

from __future__ import annotations

import gc
import threading

import pytest
from PySide6.QtCore import QTimer

from assistant.gui.project import project_index
from assistant.gui.project.project_index import ProjectIndex
from assistant.world.collector import SetAside
from assistant.world.search import quotes
from assistant.world.search.quote_verdicts import check_quotations
from assistant.world.search.quotes import index_ready
from assistant.world.storage.store import ProjectStore
from tests.paths import SAMPLE
from tests.world.search.test_quotes import INVENTED, REAL


def test_the_quotation_index_is_made_on_the_worker_after_opening(qtbot, monkeypatch):
    monkeypatch.setattr(quotes, "ON_DEMAND", -1)  # the sample counts as not indexed
    world = ProjectStore(SAMPLE).load()
    answer = "\n\n".join(REAL + INVENTED)
    expected = check_quotations(ProjectStore(SAMPLE).load(), answer)
    threads: list[str] = []
    index_project = quotes.index_project

    def recording(world, *, stop=None):
        threads.append(threading.current_thread().name)
        return index_project(world, stop=stop)

    monkeypatch.setattr(quotes, "index_project", recording)
    index = ProjectIndex()
    assert not index_ready(world)
    with qtbot.waitSignal(index.counted, timeout=10_000):
        index.start(world)
    qtbot.waitUntil(lambda: index_ready(world), timeout=10_000)
    assert threads == ["quire-index"]
    assert check_quotations(world, answer) == expected


def test_the_open_project_stays_set_aside_after_an_assistants_run_until_it_closes(qtbot):
    world = ProjectStore(SAMPLE).load()
    index = ProjectIndex()
    gc.unfreeze()
    with qtbot.waitSignal(index.counted, timeout=10_000):
        index.start(world)
    # the fold and the quotation index done, which set aside what they made as they went
    qtbot.waitUntil(lambda: all(t.name != "quire-index" for t in threading.enumerate()))
    walked = {id(o) for o in gc.get_objects()}
    assert not any(id(doc) in walked for doc in world.documents_in_order())
    SetAside().hand_back()  # as an assistant's run hands its own back at its end
    walked = {id(o) for o in gc.get_objects()}
    assert not any(id(doc) in walked for doc in world.documents_in_order())
    index.stop()  # the project closed
    walked = {id(o) for o in gc.get_objects()}
    assert all(id(doc) in walked for doc in world.documents_in_order())


def test_closing_or_replacing_the_project_stops_its_indexing(qtbot, monkeypatch):
    release = threading.Event()
    started: list[object] = []  # the worlds whose indexing began
    heard: dict[int, bool] = {}

    def blocking(world, *, stop):
        started.append(world)
        release.wait(10)
        heard[id(world)] = stop()
        return 0

    monkeypatch.setattr(quotes, "index_project", blocking)
    index = ProjectIndex()
    first, second, third = (ProjectStore(SAMPLE).load() for _ in range(3))
    index.start(first)
    qtbot.waitUntil(lambda: any(w is first for w in started), timeout=10_000)
    index.start(second)  # another project opened in its place
    qtbot.waitUntil(lambda: any(w is second for w in started), timeout=10_000)
    index.stop()  # and that one closed
    index.start(third)
    qtbot.waitUntil(lambda: any(w is third for w in started), timeout=10_000)
    release.set()
    qtbot.waitUntil(lambda: len(heard) == 3, timeout=10_000)
    assert heard == {id(first): True, id(second): True, id(third): False}
    index.stop()


def test_opening_in_the_window_indexes_off_the_gui_thread_and_an_edit_adds_one_document(
    qtbot, sample_copy, window_settings, monkeypatch
):
    import shiboken6

    from assistant.gui.window.controller import ProjectController
    from assistant.gui.window.main_window import MainWindow
    from tests.gui.conftest import ScriptedPrompts

    monkeypatch.setattr(quotes, "ON_DEMAND", -1)  # the sample counts as not indexed at first
    on_threads: list[str] = []
    node_bits = quotes._node_bits

    def recording(parts):
        on_threads.append(threading.current_thread().name)
        return node_bits(parts)

    monkeypatch.setattr(quotes, "_node_bits", recording)
    controller = ProjectController()
    window = MainWindow(controller, window_settings)
    window.prompts = ScriptedPrompts()  # type: ignore[assignment]
    qtbot.addWidget(window)
    window.show()
    window.files.open_project(sample_copy)
    opened = controller.snapshot()
    qtbot.waitUntil(lambda: index_ready(opened), timeout=10_000)
    assert on_threads and set(on_threads) == {"quire-index"}
    # the writer types; the next check indexes the edited chapter, and only it
    monkeypatch.setattr(quotes, "ON_DEMAND", 200_000)
    editor = window.tabs.current_editor()
    editor.text_edit.setFocus()
    qtbot.keyClicks(editor.text_edit, "Rain fell on the quay all night. ")
    qtbot.waitUntil(lambda: controller.snapshot() is not opened)
    on_threads.clear()
    edited = controller.snapshot()
    assert check_quotations(edited, "She wrote “Rain fell on the quay all night” here.")[0].verified
    assert len(on_threads) == 1
    window.prompts.script("close_unsaved", True)
    window.close()
    controller.close()
    shiboken6.delete(controller)


def test_the_index_waits_while_the_app_is_still_starting_but_the_count_does_not(qtbot, monkeypatch):
    started: list[str] = []
    monkeypatch.setattr(
        quotes,
        "index_project",
        lambda world, *, stop: started.append(threading.current_thread().name) or 0,
    )
    project_index.hold_later_work()
    try:
        index = ProjectIndex()
        world = ProjectStore(SAMPLE).load()
        with qtbot.waitSignal(index.counted, timeout=10_000):
            index.start(world)
        assert index.word_count(world) == world.word_count()
        assert started == []  # held while the assistant panel is made
    finally:
        project_index.release_later_work()
    qtbot.waitUntil(lambda: started == ["quire-index"], timeout=10_000)


@pytest.mark.parametrize(
    ("after", "hold", "release"),
    [
        (project_index.after_later_work, project_index.hold_later_work,
         project_index.release_later_work),
        (project_index.after_first_paint, project_index.hold_until_first_paint,
         project_index.first_paint_done),
    ],
    ids=["later work", "first paint"],
)  # fmt: skip
def test_held_work_runs_at_once_unless_held_then_at_release_in_order(after, hold, release):
    ran: list[str] = []
    after(lambda: ran.append("now"))
    assert ran == ["now"]
    hold()
    try:
        after(lambda: ran.append("first"))
        after(lambda: 1 / 0)  # logged, and the rest still runs
        after(lambda: ran.append("second"))
        assert ran == ["now"]
    finally:
        release()
    assert ran == ["now", "first", "second"]
    release()  # a second release runs nothing again
    after(lambda: ran.append("after"))
    assert ran == ["now", "first", "second", "after"]


def test_the_count_of_a_project_opened_at_the_start_waits_for_the_first_paint(qtbot, monkeypatch):
    work = project_index._work
    launched: list[bool] = []
    monkeypatch.setattr(project_index, "_work", lambda *a: launched.append(True) or work(*a))
    index = ProjectIndex()
    world = ProjectStore(SAMPLE).load()
    counted: list[bool] = []
    index.counted.connect(lambda: counted.append(True))
    project_index.hold_until_first_paint()
    try:
        index.start(world)
        turned: list[bool] = []
        QTimer.singleShot(0, lambda: turned.append(True))  # after the start's own 0-timer
        qtbot.waitUntil(lambda: turned == [True])
        assert launched == [] and index.word_count(world) is None
    finally:
        project_index.first_paint_done()
    qtbot.waitUntil(lambda: counted == [True], timeout=10_000)
    assert launched == [True]
    assert index.word_count(world) == world.word_count()


def test_the_total_is_kept_per_world_and_an_edited_world_has_its_own(qtbot):
    from assistant.world.edits import InsertText

    index = ProjectIndex()
    world = ProjectStore(SAMPLE).load()
    assert index.word_count(world) is None  # not counted yet
    with qtbot.waitSignal(index.counted, timeout=10_000):
        index.start(world)
    total = sum(doc.word_count for doc in world.documents_in_order())
    assert index.word_count(world) == total
    assert project_index._TOTALS.holds(world)  # the next question adds nothing up again
    first = next(iter(world.documents_in_order()))
    edited, _inverse = InsertText(first.id, 0, "Three more words ").apply(world)
    assert index.word_count(edited) == total + 3
    assert index.word_count(world) == total
    index.stop()
    assert index.word_count(world) is None

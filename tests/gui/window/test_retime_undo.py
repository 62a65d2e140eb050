"""Re-timing a scene on the window's undo stack: one step, and undone to the same bytes."""

from __future__ import annotations

from assistant.world.clock.retime import retime

TOLL_HOUSE = "d-0afb7cc2a9"


def test_retiming_is_one_undo_step_and_undo_gives_back_the_same_file(controller, sample_copy):
    path = next((sample_copy / "documents").glob(f"*{TOLL_HOUSE}.md"))
    before_world = controller.snapshot()
    before = path.read_bytes()
    controller.push(retime(controller.snapshot(), TOLL_HOUSE, "the day after Chapter 1"), "Time")
    assert controller.undo_stack.count() == 1
    controller.save()
    assert b"the day after Chapter 1" in path.read_bytes()
    controller.undo_stack.undo()
    assert controller.snapshot() == before_world
    controller.save()
    assert path.read_bytes() == before

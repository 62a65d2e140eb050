"""The cancel token: a token made under a parent reads as cancelled the moment the parent
trips, also inside the parent's callbacks that run before the one that trips the child (a
specialist's hop under the run's Stop: the approval that Stop refuses wakes the loop first)."""

from __future__ import annotations

from assistant.agent.loop.cancel import CancelToken


def test_a_child_reads_cancelled_inside_the_parents_earlier_callbacks() -> None:
    parent = CancelToken()
    child = CancelToken(parent=parent)
    seen: list[bool] = []
    parent.on_cancel(lambda: seen.append(child.cancelled))  # as an act run's stop, first
    parent.on_cancel(child.cancel)  # the hop's own link, registered later
    fired: list[str] = []
    child.on_cancel(lambda: fired.append("child"))
    parent.cancel()
    assert seen == [True]
    assert child.cancelled and fired == ["child"]  # its own callbacks still run, once


def test_a_child_can_trip_alone_and_the_parent_goes_on() -> None:
    parent = CancelToken()
    child = CancelToken(parent=parent)
    child.cancel()  # a handoff ends the hop, not the run
    assert child.cancelled and not parent.cancelled

"""How far a long tool call got: reported by the tool, heard by the loop that runs it.

A tool reports with :meth:`~assistant.agent.tools.base.ToolContext.report` (``done`` of
``total`` parts of its work: documents summarised, queries searched); the loop listens around
each call it runs (:func:`listening`) and turns the reports into
:class:`~assistant.agent.loop.events.ToolProgress` events. The listener travels with the call
in a context variable, so the executors between the loop and the tool (specialists' scopes,
the turn's own tools, the summaries) pass nothing on, and a call run on a helper thread
reports to its own listener. Reports are thinned out: about fifty per call at most, the last
one always.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

Listener = Callable[[int, int], None]
"""``(done, total)``: one report of a running call."""

REPORTS_PER_CALL = 50
"""About how many reports one call passes on, however many parts its work has."""

_listener: ContextVar[_Thinned | None] = ContextVar("quire_tool_progress", default=None)


class _Thinned:
    """Passes a report on when it moves on by a fiftieth of the total, or finishes."""

    def __init__(self, listener: Listener) -> None:
        self.listener = listener
        self.last = -1

    def __call__(self, done: int, total: int) -> None:
        if total <= 0 or done < 0 or done <= self.last:
            return
        done = min(done, total)
        step = max(1, total // REPORTS_PER_CALL)
        if done < total and self.last >= 0 and done - self.last < step:
            return
        self.last = done
        self.listener(done, total)


@contextmanager
def listening(listener: Listener) -> Iterator[None]:
    """Have the reports of the call run inside this block go to ``listener``."""
    token = _listener.set(_Thinned(listener))
    try:
        yield
    finally:
        _listener.reset(token)


def report(done: int, total: int) -> None:
    """Tell whoever runs this call that ``done`` of ``total`` parts are done (nothing
    happens when nobody listens)."""
    listener = _listener.get()
    if listener is not None:
        listener(done, total)


__all__ = ["REPORTS_PER_CALL", "Listener", "listening", "report"]

"""Every GUI test's time limit, kept even while Qt waits in a modal's own event loop.

A menu or a dialog opened with ``exec()`` runs a nested event loop in C++, where Python's
alarm signal is never handled: a test whose modal nobody closes would wait for good. Two
guards stop it:

- the hard limit is pytest-timeout's ``thread`` method (``timeout`` in pyproject.toml): at
  the limit it prints every thread's stack and ends the process; under pytest-xdist the
  crashed worker is reported as that test's failure and the run goes on in a new worker;
- before that, at :data:`SHARE` of the limit, a Qt timer (it fires inside nested loops too)
  closes every menu and modal dialog still open, again every :data:`AGAIN_MS` while the test
  goes on, and the test fails, saying what it closed.

``tests/gui/conftest.py`` takes the fixture and the hooks from here; a run outside
``tests/gui`` can load them with ``-p tests.gui.time_limit``.
"""

from __future__ import annotations

import time
from collections.abc import Generator, Iterator
from dataclasses import dataclass, field
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget

SHARE = 0.75
"""The share of a test's limit after which its modals are closed and it fails."""
AGAIN_MS = 100
"""How often, once the test has run over, modals opened since are closed too."""

_LIMIT = pytest.StashKey[tuple[float, float]]()
_OVERRUN = pytest.StashKey["Overrun"]()


@dataclass
class Overrun:
    """What the guard closed when a test ran over its share of the limit."""

    limit: float
    closed: list[str] = field(default_factory=list)
    fired: bool = False

    def message(self) -> str:
        what = ", ".join(self.closed) if self.closed else "nothing was open"
        return (
            f"the test ran over {SHARE:.0%} of its {self.limit:g} s limit; "
            f"closed to end it: {what}"
        )

    def close_modals(self) -> None:
        self.fired = True
        for window in _open_modals():
            self.closed.append(_describe(window))
            if isinstance(window, QDialog):
                window.done(QDialog.DialogCode.Rejected)  # a message box may refuse close()
            else:
                window.close()


def _open_modals() -> Iterator[QWidget]:
    """The popups (menus, combo lists) and modal windows open now, innermost first; each
    is given once, even when closing it takes a turn of the event loop."""
    seen: set[int] = set()
    for find in (QApplication.activePopupWidget, QApplication.activeModalWidget):
        for _round in range(20):
            window = find()
            if window is None or id(window) in seen:
                break
            seen.add(id(window))
            yield window


def _describe(window: QWidget) -> str:
    title = window.windowTitle() or window.objectName()
    return f"{type(window).__name__} {title!r}" if title else type(window).__name__


@pytest.hookimpl(tryfirst=True, optionalhook=True)
def pytest_timeout_set_timer(item: pytest.Item, settings: Any) -> None:
    """Note the test's limit, and when it started to count, for :func:`gui_time_limit`
    (pytest-timeout sets its own timer after this)."""
    item.stash[_LIMIT] = (float(settings.timeout), time.monotonic())


@pytest.fixture(autouse=True)
def gui_time_limit(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[None]:
    """Close every modal and fail the test when it runs over :data:`SHARE` of its limit."""
    limit, counted_from = request.node.stash.get(_LIMIT, (0.0, 0.0))
    if limit <= 0:
        yield
        return
    overrun = Overrun(limit)
    request.node.stash[_OVERRUN] = overrun
    timer = QTimer()
    timer.setSingleShot(False)
    left = limit * SHARE - (time.monotonic() - counted_from)  # the set-up so far counts too
    timer.setInterval(max(0, int(left * 1000)))

    def fire() -> None:
        timer.setInterval(AGAIN_MS)
        overrun.close_modals()

    timer.timeout.connect(fire)
    timer.start()
    yield
    timer.stop()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, Any, None]:
    """A test the guard had to stop fails, with what it closed."""
    outcome = yield
    report = outcome.get_result()
    overrun = item.stash.get(_OVERRUN, None)
    if overrun is None or not overrun.fired or report.when == "teardown" or report.skipped:
        return
    if report.when == "setup" and report.passed:
        return  # the call's report says it
    if report.passed:
        report.outcome = "failed"
        report.longrepr = overrun.message()
    else:
        report.sections.append(("time limit", overrun.message()))

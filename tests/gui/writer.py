"""Doing things the way a writer does them: clicking, typing, choosing from a list, using a
menu. Tests use these instead of calling the slots behind the widgets."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QElapsedTimer, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialog,
    QLineEdit,
    QMenu,
    QWidget,
)

MODAL_WITHIN_MS = 5000
"""How long :func:`answer_modal` waits for the window it answers to open."""


def click(qtbot: Any, button: QAbstractButton) -> None:
    """Click ``button`` with the mouse (it must be visible and enabled to react)."""
    assert button.isEnabled(), f"{button.text()!r} is disabled"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def type_text(qtbot: Any, widget: QWidget, text: str) -> None:
    """Type ``text`` into ``widget`` key by key, letters outside ASCII included (QTest's own
    typing knows only ASCII keys; an accented letter arrives as a key event carrying it)."""
    run = ""
    for char in text:
        if char.isascii():
            run += char
            continue
        if run:
            qtbot.keyClicks(widget, run)
            run = ""
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            event = QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, char)
            QApplication.sendEvent(widget, event)
    if run:
        qtbot.keyClicks(widget, run)


def retype(qtbot: Any, field: QLineEdit, text: str) -> None:
    """Select what ``field`` holds and type ``text`` over it."""
    field.setFocus()
    field.selectAll()
    if text:
        type_text(qtbot, field, text)
    else:
        qtbot.keyClick(field, Qt.Key.Key_Delete)


def choose(qtbot: Any, combo: QComboBox, data: Any) -> None:
    """Open ``combo``'s list and click the entry whose data is ``data``."""
    index = combo.findData(data)
    assert index >= 0, f"{data!r} is not offered"
    combo.showPopup()
    view = combo.view()
    qtbot.waitUntil(lambda: view.isVisible(), timeout=2000)
    model_index = view.model().index(index, combo.modelColumn(), view.rootIndex())
    view.scrollTo(model_index)
    rect = view.visualRect(model_index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: combo.currentIndex() == index, timeout=2000)


def menu_action(window: QWidget, *path: str) -> QAction:
    """The action at ``path`` in ``window``'s menu bar ("File", "Open Recent", "Clear List"),
    matched without the & of keyboard accelerators; the menus are filled as when opened."""

    def plain(text: str) -> str:
        return text.replace("&", "")

    actions = window.menuBar().actions()  # type: ignore[attr-defined]
    found: QAction | None = None
    for step in path:
        found = next((a for a in actions if plain(a.text()) == step), None)
        assert found is not None, f"no {step!r} in {[plain(a.text()) for a in actions]}"
        menu: QMenu | None = found.menu()
        if menu is not None:
            menu.aboutToShow.emit()
            actions = menu.actions()
    assert found is not None
    return found


def trigger(window: QWidget, *path: str) -> None:
    """Choose ``path`` from the menu bar (it must be enabled, as for the writer)."""
    action = menu_action(window, *path)
    assert action.isEnabled(), f"{' ▸ '.join(path)} is disabled"
    action.trigger()


def _shown_windows() -> set[QWidget]:
    return {w for w in QApplication.topLevelWidgets() if w.isVisible()}


def _new_window(before: set[QWidget]) -> QWidget | None:
    """The menu, modal dialog or window that opened since ``before``, innermost first."""
    for window in (QApplication.activePopupWidget(), QApplication.activeModalWidget()):
        if window is not None and window not in before:
            return window
    return next(iter(_shown_windows() - before), None)


def _close(window: QWidget) -> None:
    if not window.isVisible():
        return  # answered already (a button accepted it): its answer stands
    if isinstance(window, QDialog):
        window.done(QDialog.DialogCode.Rejected)  # a message box may refuse close()
    else:
        window.close()


@contextmanager
def answer_modal(
    qtbot: Any, how: Callable[[QWidget], object], within: int = MODAL_WITHIN_MS
) -> Iterator[list[QWidget]]:
    """Answer the menu, dialog or window that the block opens, as a writer would.

    ``how(window)`` runs as soon as it shows (also while the block waits in the modal's
    own event loop, ``exec()``), and the window is closed right after it, in a ``finally``,
    unless ``how`` answered it already: a failing expectation in ``how`` ends the modal and
    fails the test, instead of leaving Qt waiting for good. The test fails too when nothing
    opened within ``within`` ms. Yields the list that receives the window answered.
    """
    before = _shown_windows()
    before |= {QApplication.activePopupWidget(), QApplication.activeModalWidget()} - {None}
    answered: list[QWidget] = []
    failures: list[BaseException] = []
    clock = QElapsedTimer()
    timer = QTimer()
    timer.setInterval(10)

    def look() -> None:
        window = _new_window(before)
        if window is None:
            if clock.hasExpired(within):
                timer.stop()
            return
        timer.stop()
        answered.append(window)
        try:
            how(window)
        except BaseException as failure:  # carried out of the modal's loop, raised below
            failures.append(failure)
        finally:
            _close(window)

    timer.timeout.connect(look)
    clock.start()
    timer.start()
    try:
        yield answered
        if not answered and timer.isActive():
            qtbot.waitUntil(lambda: bool(answered) or not timer.isActive(), timeout=within + 1000)
    finally:
        timer.stop()
        if failures:  # what went wrong in the modal first, whatever followed from it
            raise failures[0]
    assert answered, f"no menu, dialog or window opened within {within} ms"


@contextmanager
def answer_modals(
    qtbot: Any, *hows: Callable[[QWidget], object], within: int = MODAL_WITHIN_MS
) -> Iterator[list[QWidget]]:
    """Answer the windows the block opens one after another, as :func:`answer_modal` answers
    one: the first with ``hows[0]``, the next with ``hows[1]`` (opened after the first, or by
    answering it, over it), and so on. Yields the list that receives the windows answered."""
    seen = _shown_windows()
    seen |= {QApplication.activePopupWidget(), QApplication.activeModalWidget()} - {None}
    answered: list[QWidget] = []
    failures: list[BaseException] = []
    timers: list[QTimer] = []
    clock = QElapsedTimer()

    def watch(index: int) -> None:
        # a timer each: the one answering a window may be waiting in that window's exec()
        timer = QTimer()
        timer.setInterval(10)
        timers.append(timer)

        def look() -> None:
            window = _new_window(seen)
            if window is None:
                if clock.hasExpired(within):
                    timer.stop()
                return
            timer.stop()
            seen.add(window)
            answered.append(window)
            if index + 1 < len(hows):
                clock.restart()
                watch(index + 1)
            try:
                hows[index](window)
            except BaseException as failure:  # carried out of the modal's loop, raised below
                failures.append(failure)
            finally:
                _close(window)

        timer.timeout.connect(look)
        timer.start()

    clock.start()
    watch(0)

    def done() -> bool:
        return len(answered) == len(hows) or not any(t.isActive() for t in timers)

    try:
        yield answered
        if not done():
            qtbot.waitUntil(done, timeout=within * len(hows) + 1000)
    finally:
        for timer in timers:
            timer.stop()
        if failures:
            raise failures[0]
    assert len(answered) == len(hows), f"{len(answered)} of {len(hows)} windows opened"

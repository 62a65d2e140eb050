"""What a writer can trigger in the main window, found by walking the window itself, and a
harness that triggers each thing and notices anything that goes wrong.

Nothing here lists actions by name: the menu bar is walked (each menu told it is about to be
shown, so menus filled on demand are filled), the tree's context menu is asked for the way a
right click asks for it, and the assistant panel's menus and buttons are collected from its
widgets. An action added later to any of them is swept without changing this file.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from PySide6.QtCore import QMessageLogContext, QPoint, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QAction, QContextMenuEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QDialog,
    QMenu,
    QWidget,
)

from assistant.gui.app.actions import plain_label

CONTEXT_MENU = "Context menu"
"""Where the tree's context menu's targets are (the start of their names)."""
PANEL = "Assistant panel"
"""Where the assistant panel's buttons and their menus are."""


@dataclass
class Target:
    """One thing the writer can trigger: an action (menu, context menu) or a button."""

    where: str
    label: str
    action: QAction | None = None
    button: QAbstractButton | None = None

    @property
    def name(self) -> str:
        return f"{self.where} ▸ {self.label}"

    def reachable(self) -> bool:
        if self.action is not None:
            return self.action.isEnabled() and self.action.isVisible()
        assert self.button is not None
        return self.button.isEnabled() and self.button.isVisibleTo(self.button.window())

    def trigger(self) -> None:
        if self.action is not None:
            self.action.trigger()
        else:
            assert self.button is not None
            self.button.click()


def _label(action: QAction) -> str:
    return plain_label(action.text())


def menu_targets(menu: QMenu, where: str) -> Iterator[Target]:
    """Every action in ``menu`` and its submenus; a disabled submenu hides what it holds."""
    menu.aboutToShow.emit()  # menus filled when they open (Open Recent) fill now
    for action in menu.actions():
        if action.isSeparator():
            continue
        submenu = action.menu()
        if submenu is not None:
            if action.isEnabled() and action.isVisible():
                yield from menu_targets(submenu, f"{where} ▸ {_label(action)}")
            continue
        yield Target(where, _label(action), action=action)


def menu_bar_targets(window: QWidget) -> list[Target]:
    targets: list[Target] = []
    for action in window.menuBar().actions():  # type: ignore[attr-defined]
        menu = action.menu()
        if menu is not None and action.isEnabled() and action.isVisible():
            targets.extend(menu_targets(menu, _label(action)))
    return targets


def context_menu_targets(view: QAbstractItemView, position: QPoint) -> list[Target]:
    """The actions a right click at ``position`` offers: a context menu event is sent to the
    view, and the menu it pops up is read and closed."""
    shown: list[QMenu] = []
    targets: list[Target] = []

    def read_popup() -> None:
        popup = QApplication.activePopupWidget()
        if isinstance(popup, QMenu) and popup not in shown:
            shown.append(popup)
            try:
                targets.extend(menu_targets(popup, CONTEXT_MENU))
            finally:  # closed whatever happened, or the right click would wait for good
                popup.close()

    timer = QTimer()
    timer.setInterval(0)
    timer.timeout.connect(read_popup)
    timer.start()
    viewport = view.viewport()
    event = QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, position, viewport.mapToGlobal(position)
    )
    try:
        QApplication.sendEvent(viewport, event)
    finally:
        timer.stop()
    return targets


def panel_targets(panel: QWidget | None) -> list[Target]:
    """The assistant panel's menu actions and the buttons it shows."""
    if panel is None:
        return []
    targets: list[Target] = []
    for button in panel.findChildren(QAbstractButton):
        if not button.isVisibleTo(panel):
            continue
        label = button.text() or button.toolTip() or button.objectName()
        targets.append(Target(PANEL, label.replace("&", ""), button=button))
        if button.menu() is not None:
            targets.extend(menu_targets(button.menu(), f"{PANEL} ▸ {label}"))
    return targets


@dataclass
class Trouble:
    """What went wrong while sweeping: exceptions that reached ``sys.excepthook`` and Qt
    warnings, each with the target and selection it happened under."""

    exceptions: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    context: str = "setting up"

    def report(self) -> str:
        lines = [*self.exceptions, *self.warnings]
        return "\n".join(lines)


PLATFORM_LIMITS = "This plugin does not support"
"""How the offscreen platform says it cannot raise a window, grab the keyboard and the like:
a limit of the test platform, not a fault of Quire (a desktop platform does these)."""


@contextmanager
def watching(trouble: Trouble) -> Iterator[Trouble]:
    """Record exceptions reaching ``sys.excepthook`` and Qt warnings into ``trouble``."""
    previous_hook = sys.excepthook

    def hook(kind, value, tb) -> None:
        trouble.exceptions.append(f"{trouble.context}: {kind.__name__}: {value}")

    def handler(kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
        if message.startswith(PLATFORM_LIMITS):
            return
        if kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            trouble.warnings.append(f"{trouble.context}: Qt warning: {message}")

    sys.excepthook = hook
    previous_handler = qInstallMessageHandler(handler)
    try:
        yield trouble
    finally:
        sys.excepthook = previous_hook
        qInstallMessageHandler(previous_handler)


class DialogAnswerer:
    """Answers every dialog that opens (modal or window-modal) by cancelling it, and closes
    every menu that pops up, so an action that asks something returns; records what it
    answered."""

    def __init__(self, answer: Callable[[QDialog], None] | None = None) -> None:
        self.answered: list[str] = []
        self._answer = answer or (lambda dialog: dialog.reject())
        self._timer = QTimer()
        self._timer.setInterval(5)
        self._timer.timeout.connect(self.answer_open_dialogs)
        self._timer.start()

    def answer_open_dialogs(self) -> None:
        popup = QApplication.activePopupWidget()
        if popup is not None:  # a button's menu: the writer looks, and closes it
            popup.close()
        for _round in range(10):
            dialog = QApplication.activeModalWidget()
            if dialog is None:
                for widget in QApplication.topLevelWidgets():
                    if isinstance(widget, QDialog) and widget.isVisible():
                        dialog = widget
                        break
            if not isinstance(dialog, QDialog):
                return
            self.answered.append(type(dialog).__name__)
            self._answer(dialog)

    def stop(self) -> None:
        self._timer.stop()

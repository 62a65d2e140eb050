"""Making the window's actions, with their slots called exactly as written.

``QAction.triggered`` (like a button's ``clicked`` and ``toggled``) passes ``checked`` to a
slot that can take an argument, so a slot's first optional parameter — ``lambda k=kind:``,
or a method's ``replace=False`` — would silently receive ``False``. Every action made here
calls its slot with no arguments at all.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence

Shortcut = QKeySequence | QKeySequence.StandardKey | str | None


def without_arguments(slot: Callable[[], object]) -> Callable[..., None]:
    """A slot for signals with arguments (``triggered(bool)``, ``clicked(bool)``) that calls
    ``slot()`` and drops whatever the signal passed."""

    def call(*_ignored: object) -> None:
        slot()

    return call


def plain_label(text: str) -> str:
    """An action's or menu's text as the writer reads it: "&Save" is "Save", "A && B" is
    "A & B"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def make_action(
    parent: QObject,
    text: str,
    slot: Callable[[], object],
    shortcut: Shortcut = None,
    *,
    name: str = "",
    context: Qt.ShortcutContext | None = None,
) -> QAction:
    """An action labelled ``text`` that calls ``slot()`` when triggered (menu, key, toolbar).

    ``name`` becomes the object name, by which tests and the shortcut list find it.
    """
    action = QAction(text, parent)
    action.triggered.connect(without_arguments(slot))
    if name:
        action.setObjectName(name)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
        if context is not None:
            action.setShortcutContext(context)
    return action

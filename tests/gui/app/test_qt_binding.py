"""The installed Qt binding keeps Python's reference counts right where the app leans on it.

PySide6 6.12.0 on Python 3.11 dropped a reference to ``True`` on every ``Signal.emit()``;
a writer's session emits thousands of signals, and the interpreter aborts once the count of
``True`` reaches zero. pyproject.toml excludes that release; this test catches the next one.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal


class _Emitter(QObject):
    changed = Signal(object, object)
    plain = Signal()


def test_emitting_signals_leaves_reference_counts_alone(qapp):
    emitter = _Emitter()
    received: list[object] = []
    emitter.changed.connect(lambda a, b: received.append(a))
    emitter.plain.connect(lambda: None)
    before = (sys.getrefcount(True), sys.getrefcount(False), sys.getrefcount(None))
    for number in range(200):
        emitter.changed.emit(number, None)
        emitter.plain.emit()
    after = (sys.getrefcount(True), sys.getrefcount(False), sys.getrefcount(None))
    assert len(received) == 200
    assert [a - b for a, b in zip(after, before, strict=True)] == [0, 0, 0]

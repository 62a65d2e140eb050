"""The main window over the sample project with scenes given times, its timeline worked out
by the small story clock of :mod:`tests.gui.timeline.story_clock`."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from assistant.gui.timeline import timeline_view
from assistant.gui.window.main_window import MainWindow
from assistant.world.edits import SetDocumentField
from tests.gui.conftest import ScriptedPrompts
from tests.gui.timeline import story_clock

CH1, TOLL, NIGHT = "d-9b65717c5f", "d-0afb7cc2a9", "d-95b4900e9e"
CH3, CORN, LEDGER, CH5 = "d-218eff7021", "d-4b0bb06fd3", "d-2fd3250b1a", "d-5285907503"
WHENS = {
    CH1: "3 Frost 1850",
    TOLL: "4 Frost 1850 09:30",
    NIGHT: "1 day later",
    CH3: "2 Frost 1850",
    CORN: "12 Frost 1850",
    LEDGER: "someday soon",
}
"""Chapter 3 happens before Chapter 1 (a flashback); Ledger and Line cannot be placed;
Chapter 5 on has no time."""


@pytest.fixture(autouse=True)
def untimed_sample(request: pytest.FixtureRequest, sample_copy: Path) -> Path:
    """The sample without the times it ships with (its scenes' ``when`` and ``duration``, its
    calendar file), so that each test gives the scenes the times it is about; a test module
    that says ``SHIPPED_TIMES = True`` keeps them."""
    if getattr(request.module, "SHIPPED_TIMES", False):
        return sample_copy
    (sample_copy / "calendar.toml").unlink(missing_ok=True)
    for path in (sample_copy / "documents").glob("*.md"):
        lines = path.read_text(encoding="utf-8").split("\n")
        for index, line in enumerate(lines):
            if line.startswith("fields: "):
                fields = json.loads(line.removeprefix("fields: "))
                kept = {k: v for k, v in fields.items() if k not in ("when", "duration")}
                lines[index] = f"fields: {json.dumps(kept, ensure_ascii=False)}"
        path.write_text("\n".join(lines), encoding="utf-8")
    return sample_copy


@pytest.fixture
def computed(monkeypatch) -> list[int]:
    """Each time the timeline was worked out (its world's word count, for telling)."""
    calls: list[int] = []

    def picture(world, root, *, stop=None):  # type: ignore[no-untyped-def]
        calls.append(world.word_count())
        return story_clock.picture(world, root)

    monkeypatch.setattr(timeline_view, "picture_of", picture)
    return calls


@pytest.fixture
def timed_window(qtbot, controller, window_settings, computed) -> Iterator[MainWindow]:
    """The main window, shown, over the sample with the times of :data:`WHENS` saved."""
    for node_id, when in WHENS.items():
        controller.push(SetDocumentField(node_id, "when", when), "when")
    controller.save()
    controller.undo_stack.clear()
    window = MainWindow(controller, window_settings)
    window.prompts = ScriptedPrompts()  # type: ignore[assignment]
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    if window.isVisible():
        window.prompts.script("close_unsaved", True)
        window.close()

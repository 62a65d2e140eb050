"""``quire ask`` about the story's times, end to end: the model calls ``get_outline`` with
``timeline`` through a loopback server and reads the scenes in story order, dated in the
book's own calendar (``calendar.toml`` at the project's root), with ages; a private scene is
never placed for a cloud model."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from assistant import cli
from assistant.world.clock.calendar_file import CALENDAR_FILE
from assistant.world.edits import SetDocumentField, SetEntityField, SetPrivate
from assistant.world.project import Project
from tests.agent.providers.loopback import LoopbackServer
from tests.agent.providers.wires import OpenAIWire
from tests.paths import SAMPLE
from tests.sample_planted import CHAPTER_1, CHAPTER_3, MARA, TOLL_HOUSE

WIRE = OpenAIWire()
CALENDAR = """
[[calendar]]
name = "Reckoning of the Aun"
weekdays = ["Moonday", "Tideday", "Millday", "Fairday", "Restday"]
months = [{name = "Thaw", days = 30}, {name = "Highwater", days = 30},
          {name = "Harvest", days = 30}, {name = "Frost", days = 30}]
"""


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, root)
    (root / CALENDAR_FILE).write_text(CALENDAR, encoding="utf-8")
    live = Project.open(root, lock=False)
    for node_id, when in ((CHAPTER_1, "3 Highwater 212"), (TOLL_HOUSE, "5 Highwater 212"),
                          (CHAPTER_3, "2 Harvest 212")):  # fmt: skip
        live.apply(SetDocumentField(node_id, "when", when))
    live.apply(SetPrivate(CHAPTER_3, True))
    live.apply(SetEntityField(MARA, "Born", "10 Thaw 190"))
    live.save()
    live.close()
    return root


def test_the_model_reads_the_timeline_in_the_books_calendar(project, monkeypatch, capsys):
    monkeypatch.setenv("QUIRE_API_KEY", "sk-test-timeline")
    server = LoopbackServer().add(
        WIRE.tool_reply([("t1", "get_outline", json.dumps({"timeline": "all"}))]),
        WIRE.tool_reply([("t2", "get_outline",
                          json.dumps({"timeline": "Mára on 4 Highwater 212"}))]),
        WIRE.text_reply(["The flood scene comes two days after the Map House."]),
    )
    with server:
        code = cli.main(["ask", str(project), "When does the toll-house scene happen?",
                         "--provider", "openai", "--model", "m", "--base-url",
                         server.url + WIRE.base_suffix, "--no-review"])  # fmt: skip
    assert code == 0, capsys.readouterr().err
    results = [m["content"] for r in server.requests for m in r.body["messages"]
               if m["role"] == "tool"]  # fmt: skip
    everything, mara = results[0], results[-1]
    assert "Reckoning of the Aun calendar" in everything
    assert "3 Highwater 212 — Chapter 1: The Map House" in everything
    assert "5 Highwater 212 — The Toll-House" in everything
    assert "Upriver" not in everything and "Harvest" not in everything  # private, withheld
    assert "Ages on" in mara and "Mára Tesk 22" in mara

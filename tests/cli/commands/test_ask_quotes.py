"""``quire ask`` checks the answer's quotations: ``--json`` carries ``quotes`` and the
documents named but not read, and the plain output marks what the project does not hold."""

from __future__ import annotations

import json
import shutil
import threading
from pathlib import Path

import pytest

from assistant import cli
from assistant.world.storage.store import ProjectStore
from tests.agent.providers.loopback import LoopbackServer
from tests.agent.providers.wires import OpenAIWire
from tests.paths import SAMPLE

WIRE = OpenAIWire()
ANSWER = (
    "In The Toll-House, Oda reads the stone: “Nine feet two,” she said. "
    "Later, in Chapter 3: Upriver, Ferrow speaks of “a little water over the top on the night "
    "of the ninth” and of “a river that sings to the Company”."
)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, root)
    return root


def run(project: Path, server: LoopbackServer, *extra: str) -> int:
    return cli.main([
        "ask", str(project), "What does the river do?", *extra, "--provider", "openai",
        "--model", "m", "--base-url", server.url + WIRE.base_suffix,
    ])  # fmt: skip


def scripted() -> LoopbackServer:
    return LoopbackServer().add(
        WIRE.tool_reply([("c1", "read_document", '{"document": "The Toll-House"}')]),
        WIRE.text_reply([ANSWER[:50], ANSWER[50:]]),
    )


def test_json_carries_every_quotation_and_the_documents_not_read(project, monkeypatch, capsys):
    monkeypatch.setenv("QUIRE_API_KEY", "sk-test-quotes")
    with scripted() as server:
        code = run(project, server, "--json")
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    quotes = out["quotes"]
    assert [(q["text"], q["verified"]) for q in quotes] == [
        ("Nine feet two,", True),
        ("a little water over the top on the night of the ninth", True),
        ("a river that sings to the Company", False),
    ]
    toll_house = ProjectStore(project).load().documents["d-0afb7cc2a9"].text
    first = quotes[0]
    assert first["document"] == "d-0afb7cc2a9" and first["title"] == "The Toll-House"
    assert toll_house[first["start"] : first["end"]] == "Nine feet two"
    assert quotes[2]["document"] is None and quotes[2]["start"] is None
    assert out["unread_documents"] == ["d-218eff7021"]  # Chapter 3 was named, never read


def test_the_plain_output_marks_quotations_not_found(project, monkeypatch, capsys):
    monkeypatch.setenv("QUIRE_API_KEY", "sk-test-quotes")
    with scripted() as server:
        code = run(project, server)
    out = capsys.readouterr().out
    assert code == 0
    assert "Quotations: 2 found in the project, 1 NOT FOUND in your project:" in out
    assert "  ✗ “a river that sings to the Company”" in out
    assert "Not read in this turn: “Chapter 3: Upriver”" in out


def test_the_project_is_indexed_while_the_model_answers_and_the_verdicts_stay(
    project, monkeypatch, capsys
):
    from assistant.world.search import quotes

    monkeypatch.setattr(quotes, "ON_DEMAND", -1)  # the sample counts as not indexed
    indexing: list[tuple[str, int]] = []
    stops: list[object] = []
    index_project = quotes.index_project

    def recording(world, *, stop=None):
        indexing.append((threading.current_thread().name, len(world.documents)))
        stops.append(stop)
        return index_project(world, stop=stop)

    monkeypatch.setattr(quotes, "index_project", recording)
    monkeypatch.setenv("QUIRE_API_KEY", "sk-test-quotes")
    with scripted() as server:
        code = run(project, server, "--json")
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    assert indexing == [("quire-quotes", len(ProjectStore(project).load().documents))]
    assert stops[0]()  # stopped as the command ended: nothing runs on after it
    assert [(q["text"], q["verified"], q["document"]) for q in out["quotes"]] == [
        ("Nine feet two,", True, "d-0afb7cc2a9"),
        ("a little water over the top on the night of the ninth", True, "d-218eff7021"),
        ("a river that sings to the Company", False, None),
    ]

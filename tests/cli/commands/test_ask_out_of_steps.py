"""``quire ask --act``: "the changes made are listed and saved at the end (also when the
assistant ran out of steps)" (README, Command line), and the run can be taken back."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from assistant import cli
from tests.agent.providers.loopback import LoopbackServer
from tests.agent.providers.wires import OpenAIWire
from tests.paths import SAMPLE

WIRE = OpenAIWire()
RETITLE = '{"node": "Timeline", "title": "Timeline of the Flood"}'


def test_an_act_run_that_runs_out_of_steps_still_lists_and_saves_its_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    project = Path(shutil.copytree(SAMPLE, tmp_path / "The Long Map"))
    monkeypatch.setenv("QUIRE_API_KEY", "sk-quire-test-5d1c0e9f7a2b4c68")
    server = LoopbackServer().add(
        WIRE.tool_reply([("call_1", "retitle", RETITLE)]),
        WIRE.tool_reply([("call_2", "project_statistics", "{}")]),
    )
    with server:
        code = cli.main([
            "ask", str(project), "Rename the timeline, then count the words", "--act",
            "--approve", "none", "--max-steps", "1", "--no-review",
            "--provider", "openai", "--model", "test-model",
            "--base-url", server.url + WIRE.base_suffix,
        ])  # fmt: skip
    out, err = capsys.readouterr()
    assert code == 1, err  # out of steps
    assert "no answer within the step budget" in err
    changes = out.split("Changes:")[1]
    assert "d-6349d7e158" in changes and "Timeline of the Flood" in changes
    assert "Saved: " in out
    renamed = project / "documents" / "timeline-of-the-flood-d-6349d7e158.md"
    assert 'title: "Timeline of the Flood"' in renamed.read_text(encoding="utf-8")
    assert not (project / "documents" / "timeline-d-6349d7e158.md").exists()

    # The run is kept, and `quire undo` takes it back.
    assert cli.main(["undo", str(project), "1"]) == 0
    capsys.readouterr()
    assert (project / "documents" / "timeline-d-6349d7e158.md").is_file()
    assert not renamed.exists()

"""A key pasted into a question is kept nowhere: ``quire ask --act`` against a loopback
model server, with the configured key and a key that merely looks like one in the question,
echoed back by the model in a tool call and in its answer, leaves neither (nor any twelve
characters of either) in any file of the project folder, the settings folder, or the backup
made afterwards, while each place that keeps the question says "[redacted]"."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from assistant import cli
from assistant.agent.act.review import REVIEW_PROMPT
from assistant.world.redaction import REDACTED
from tests.agent.providers.loopback import LoopbackServer, Recorded, Reply
from tests.agent.providers.wires import OpenAIWire
from tests.leaks import leaks
from tests.paths import SAMPLE

WIRE = OpenAIWire()
CONFIGURED = "sk-quire-configured-9f1e2d3c4b5a6978"
LOOKALIKE = "sk-proj-Xq7Rb2Lm9Tz4Wc1Vn8Hd5Kf3Gs6Jp0Ya"
QUESTION = (
    f"My key is {CONFIGURED} and my old one was {LOOKALIKE}. Add a rule to the style sheet "
    "that dates are written as numbers."
)


class EchoingModel:
    """Searches for the pasted key, changes the style sheet, and repeats both keys in its
    answer; its reviewer passes the change."""

    def __init__(self) -> None:
        self.replies = [
            WIRE.tool_reply([
                ("call_1", "search_text", json.dumps({"query": LOOKALIKE})),
                ("call_2", "append_text", json.dumps(
                    {"document": "Style sheet", "text": "\n\nDates are written as numbers."})),
            ]),
            WIRE.text_reply([f"Added the rule. Revoke {CONFIGURED} and {LOOKALIKE}: "
                             "you pasted them here."]),
        ]  # fmt: skip

    def __call__(self, request: Recorded) -> Reply:
        system = "\n".join(
            m["content"] for m in request.body["messages"] if m["role"] == "system"
        )
        if system.startswith(REVIEW_PROMPT.split("{")[0][:40]):
            return WIRE.text_reply([f"PASS: a new rule (key {CONFIGURED} seen)."])
        return self.replies.pop(0)


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("QUIRE_API_KEY", CONFIGURED)
    return Path(shutil.copytree(SAMPLE, tmp_path / "The Long Map"))


def test_a_key_in_a_question_is_in_no_file_the_project_settings_or_backup_hold(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with LoopbackServer(EchoingModel()) as server:
        code = cli.main(["ask", str(project), QUESTION, "--act", "--provider",
                         "openai-compatible", "--base-url", server.url + "/v1",
                         "--model", "m"])  # fmt: skip
        assert server.requests[0].headers["authorization"] == f"Bearer {CONFIGURED}"
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "Added the rule." in out
    style_sheet = project / "documents" / "style-sheet-d-4e11e1872e.md"
    assert "Dates are written as numbers" in style_sheet.read_text(encoding="utf-8")
    assert cli.main(["backup", str(project)]) == 0
    backups = project.parent / "Quire Backups"
    assert list(backups.glob("*.zip"))

    settings = Path(os.environ["QUIRE_CONFIG_DIR"])
    assert leaks([CONFIGURED, LOOKALIKE], project, settings, backups) == []
    # Each place that keeps the question kept it, redacted.
    quire = project / ".quire"
    for kept in ("conversations", "history", "runs", "snapshots"):
        texts = [p.read_text(encoding="utf-8", errors="replace")
                 for p in (quire / kept).rglob("*") if p.is_file()]  # fmt: skip
        assert any(REDACTED in text for text in texts), kept

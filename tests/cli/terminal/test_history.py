"""The runs kept in a project's history as the terminal shows them: a row begins with what
the history's own file keeps of the run, then says where the run stands and what it did."""

from __future__ import annotations

import shutil
from pathlib import Path

from assistant.agent.act.act_run import ActRun
from assistant.agent.act.approval import Approval, ApprovalPolicy
from assistant.agent.act.run_history import check_run, entry_to_json, new_entry
from assistant.cli.terminal.history import history_row, refusal_text
from assistant.world.edits import InsertText, SetTitle
from assistant.world.project import Project
from tests.paths import SAMPLE

TIMELINE = "d-6349d7e158"


def test_a_row_begins_with_the_runs_summary_as_its_file_does(tmp_path: Path) -> None:
    root = Path(shutil.copytree(SAMPLE, tmp_path / "The Long Map",
                                ignore=shutil.ignore_patterns(".quire")))  # fmt: skip
    project = Project.open(root, lock=False)
    act = ActRun(project, Approval(ApprovalPolicy.NONE, None), run_id="t-1")
    act.apply(SetTitle(TIMELINE, "Dates"))
    entry = new_entry(act.finish(), run_id="t-1", turn_id="t-2", conversation_id="c-1",
                      request="Tidy the notes", provider="ollama", model="quill")  # fmt: skip
    row = history_row(entry, project.world)
    kept = entry_to_json(entry)
    keys = ["number", "run", "turn", "conversation", "request", "time", "provider", "model"]
    assert list(row)[: len(keys)] == keys == list(kept)[1 : len(keys) + 1]
    assert {key: row[key] for key in keys} == {key: kept[key] for key in keys}
    assert (row["run"], row["turn"], row["conversation"]) == ("t-1", "t-2", "c-1")
    assert (row["state"], row["can_undo"], row["state_text"]) == ("stands", True, "can be undone")
    assert [change["change"] for change in row["changes"]] == [
        f"Document “Dates” ({TIMELINE}): retitled"
    ]
    project.apply(InsertText(TIMELINE, 0, "1851: "))
    edited = history_row(entry, project.world)
    assert edited["state_text"] == "cannot be undone: “Dates” changed since"
    refusal = refusal_text(entry, project.world, check_run(entry, project.world))
    assert "“Dates” changed since it ran (nothing was changed;" in refusal

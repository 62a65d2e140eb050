"""The scope guard against over-reaching act-mode turns, on the sample project.

Each case of ``tests/agent/act/overreach.py`` is a writer's request and the change the
assistant makes of it: edits to a neighbouring paragraph, another document, an entity
renamed elsewhere, a whole-project replace from a one-paragraph request, and changes that
keep to what was asked. Each goes through an act-mode run under the loosest approval policy
with nobody to ask, the run's scope read off the request; a flagged change is one the guard
held for the writer. Prints flagged / missed (over-reaches let through) / false (changes
within the scope held), and the time the guard added per change against applying it.

    python benchmarks/run_scope.py [--json]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from assistant.agent.act.act_run import ActRun
from assistant.agent.act.approval import Approval, ApprovalPolicy
from assistant.agent.act.decisions import Rule
from assistant.agent.act.scope import TurnScope
from assistant.agent.act.scope_request import scope_of_request
from assistant.agent.tools.base import ToolError
from assistant.world.project import Project
from tests.agent.act.overreach import CASES
from tests.paths import SAMPLE


def held(case, scoped: bool) -> tuple[bool, float]:
    """Whether the guard held the case's change, and the seconds applying it took."""
    project = Project.open(SAMPLE, lock=False)
    approval = Approval(ApprovalPolicy.NONE, None)
    if scoped:
        approval.use_scope(TurnScope(scope_of_request(case.request, project.world)))
    run = ActRun(project, approval, run_id="bench")
    edit = case.edit(project.world)
    start = time.perf_counter()
    with contextlib.suppress(ToolError):
        run.apply(edit)
    took = time.perf_counter() - start
    return any(d.rule is Rule.SCOPE for d in run.decisions), took


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    flagged = missed = false = 0
    guarded = bare = 0.0
    rows = []
    for case in CASES:
        flag, took = held(case, scoped=True)
        _unflagged, plain = held(case, scoped=False)
        guarded, bare = guarded + took, bare + plain
        flagged += flag and case.over_reach
        missed += case.over_reach and not flag
        false += flag and not case.over_reach
        rows.append({"case": case.name, "over_reach": case.over_reach, "flagged": flag})
    over = sum(case.over_reach for case in CASES)
    summary = {
        "over_reaching": over, "within_scope": len(CASES) - over, "flagged": flagged,
        "missed": missed, "false": false, "guard_time_ratio": round(guarded / bare, 2),
    }  # fmt: skip
    if args.json:
        print(json.dumps({"summary": summary, "cases": rows}, indent=2))
    else:
        for row in rows:
            mark = "flagged" if row["flagged"] else "let through"
            kind = "over-reach" if row["over_reach"] else "in scope"
            print(f"{row['case']:<36} {kind:<11} {mark}")
        print(f"flagged {flagged} of {over} over-reaching changes; missed {missed}; "
              f"false {false} of {len(CASES) - over} in scope")  # fmt: skip
        print(f"time with the guard / without: {summary['guard_time_ratio']}x")
    return 0 if missed == 0 and false == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

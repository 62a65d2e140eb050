"""Running a recorded run again: the model's recorded answers (:mod:`.recorded`) against the
project as it is now, through the same session as the app and ``quire ask``, and where it now
differs from the record (:mod:`.compare`).

Nothing is sent anywhere and nothing of the project changes: the replay works on the project
read into memory, and keeps its conversation, log and history in a folder of its own that is
gone when it ends (the project's summaries are copied there, so that a summary served from
the cache then is served from it now). Things the run made are made under the ids the run
gave them, so that the rest of the run names the same things. The writer's decisions, answers
and go-aheads are given as the record holds them; the settings that shape a run (the step
limit, the approval policy, the reviewer, the budget, the context window) are the ones it
was asked with, under what the project requires now.
"""

from __future__ import annotations

import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

from assistant.agent.act.act_run import ActRun
from assistant.agent.act.approval import Approval, ApprovalPolicy
from assistant.agent.config.settings import Settings
from assistant.agent.replay.compare import Difference, differences
from assistant.agent.replay.record import RunRecord
from assistant.agent.replay.recorded import (
    RecordedEstimates,
    RecordedModel,
    RecordedQuestions,
    RecordedWriter,
    recorded_reviewer,
)
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.agent.session.run import Run
from assistant.agent.session.session import Session
from assistant.agent.spending.summary_cache import summaries_folder
from assistant.world.edits import EditAction
from assistant.world.ids import given_ids
from assistant.world.model import World
from assistant.world.project import Project
from assistant.world.storage.store import APP_DATA, ProjectStore

REPLAY_URL = "http://127.0.0.1:9/v1"
"""The address the replay's settings name; nothing is ever sent to it."""
CREATIONS = frozenset({EditAction.CREATE_DOCUMENT, EditAction.CREATE_FOLDER,
                       EditAction.CREATE_ENTITY})  # fmt: skip


@dataclass(frozen=True)
class Replay:
    """A recorded run and its replay: ``now`` is the replay's own record."""

    record: RunRecord
    now: RunRecord
    differences: tuple[Difference, ...]

    @property
    def same(self) -> bool:
        return not self.differences


class _Host:
    """Act-mode runs on the project in memory, the recorded writer deciding."""

    def __init__(self, project: Project, writer: RecordedWriter) -> None:
        self.project = project
        self.writer = writer

    def begin_run(self, run: Run, policy: ApprovalPolicy) -> ActRun:
        return ActRun(self.project, Approval(policy, self.writer), run_id=run.run_id)

    def commit_run(self, run: Run) -> bool:
        assert run.act is not None
        return bool(run.act.finish())


def replay_setup(record: RunRecord) -> AssistantSetup:
    """The recorded model (and reviewer) under the settings the run was asked with."""
    settings = Settings(
        provider="openai-compatible", base_url=REPLAY_URL, model=record.model or "recorded",
        context_window=record.window or 1_000_000, max_steps=record.max_steps,
        approval_policy=record.approval, review_changes=record.review,
        turn_budget_tokens=record.budget,
    )  # fmt: skip
    reviewer = recorded_reviewer(record)
    return AssistantSetup(
        RecordedModel(record), settings, reviewer if record.review else None,
        make_reviewer=lambda _settings: reviewer,
    )  # fmt: skip


def replay(root: Path, record: RunRecord, world: World | None = None) -> Replay:
    """Run ``record`` again against the project at ``root`` (as it is now, or ``world``);
    see the module doc."""
    world = world if world is not None else ProjectStore(root).load()
    project = Project(world)
    setup = replay_setup(record)
    model = setup.provider
    assert isinstance(model, RecordedModel)
    writer = RecordedWriter(record.decisions)
    questions = RecordedQuestions(record.questions)
    estimates = RecordedEstimates(record.estimates)
    with tempfile.TemporaryDirectory(prefix="quire-replay-") as folder:
        kept = summaries_folder(root / APP_DATA)
        if kept.is_dir() and not kept.is_symlink():
            shutil.copytree(kept, summaries_folder(folder), symlinks=True)
        session = Session(
            Path(folder), setup=lambda: setup,
            language=lambda: world.meta.language or "en", host=_Host(project, writer),
            root=root, asker=lambda _run: questions, estimates=lambda _run: estimates,
        )  # fmt: skip
        session.conversations.set_mode(record.mode)
        created = [d.target for d in record.decisions if d.action in CREATIONS]
        with given_ids(created):
            run = session.ask(record.question, project.snapshot(), specialist=record.specialist)
            _play(session, run, model)
            for _more in range(record.keep_going):
                following = session.keep_going(project.snapshot())
                if following is None:
                    break
                _play(session, following, model)
        now = RunRecord.of(session.run_records(run.turn.id))
        session.close()
    found = differences(record, now, unanswered=len(model.unanswered))
    return Replay(record, now, tuple(found))


def _play(session: Session, run: Run, model: RecordedModel) -> None:
    run.extras.model_provider = lambda _settings, _model: model  # a specialist's own model too
    session.finish(run, run.execute())


__all__ = ["REPLAY_URL", "Replay", "replay", "replay_setup"]

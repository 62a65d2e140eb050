"""The recorded run's other side, played back: the model answering each request from the
record (scripted providers, one per kind of request), the reviewer giving its recorded
replies, and the writer deciding each change, answering each question and each estimate as
they did."""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable
from typing import Any

from assistant.agent.act.approval import Decision, Proposal, Verdict
from assistant.agent.act.decisions import Answer, ChangeDecision
from assistant.agent.loop.cancel import CancelToken
from assistant.agent.loop.messages import (
    AiRequest,
    AiResponse,
    ErrorKind,
    ProviderError,
    TokenUsage,
)
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.replay.record import RequestKind, RunRecord, request_kind
from assistant.agent.session.ask_writer import QuestionState, WriterQuestion
from assistant.agent.spending.estimate import CheckState, EstimateCheck
from assistant.world.edits.hunks import HunkChoice

NO_ANSWER = "the record holds no answer to this request"


class RecordedModel:
    """Answers each request with the answer the record holds to the request of its kind
    that came at the same place (the assistant's own, a summary of the project, a summary
    of the conversation): a :class:`ScriptedProvider` per kind. A request the record holds no
    answer to fails, and is counted in :attr:`unanswered`."""

    stops_on_cancel = True

    def __init__(self, record: RunRecord) -> None:
        self._scripts = {
            kind: ScriptedProvider([e.reply() for e in record.exchanges if e.kind is kind])
            for kind in RequestKind
        }
        self._lock = threading.Lock()
        self.unanswered: list[RequestKind] = []

    def complete(
        self,
        request: AiRequest,
        *,
        on_text: Callable[[str], None] | None = None,
        cancel: CancelToken | None = None,
    ) -> AiResponse:
        kind = request_kind(request.system_prompt)
        script = self._scripts[kind]
        if script.remaining <= 0:
            with self._lock:
                self.unanswered.append(kind)
            raise ProviderError.of(ErrorKind.INTERNAL, NO_ANSWER)
        return script.complete(request, on_text=on_text, cancel=cancel)

    def close(self) -> None:
        """Nothing to close: no connection is ever made."""


def recorded_reviewer(record: RunRecord) -> ScriptedProvider:
    """The reviewer, giving the replies the record holds, in order."""
    replies: list[AiResponse | ProviderError] = []
    for review in record.reviews:
        error = review.get("error")
        if isinstance(error, dict) and not review.get("reply"):
            try:
                kind = ErrorKind(error.get("kind", ErrorKind.INTERNAL))
            except ValueError:
                kind = ErrorKind.INTERNAL
            replies.append(ProviderError.of(kind, str(error.get("detail", ""))))
            continue
        usage = review["usage"] if isinstance(review.get("usage"), dict) else {}
        replies.append(AiResponse(text=str(review.get("reply") or ""), usage=TokenUsage(
            int(usage.get("input", 0)), int(usage.get("output", 0)))))  # fmt: skip
    return ScriptedProvider(replies)


class RecordedWriter:
    """Decides each change the run asks about as the writer (or nobody) decided that change:
    the first recorded decision not yet given that was asked about the same action on the same
    thing. A change the record holds no such decision for (the policy let it through then, or
    it is new) is refused as if nobody could be asked, and counted in :attr:`unasked_before`."""

    def __init__(self, decisions: tuple[ChangeDecision, ...]) -> None:
        self._asked = [d for d in decisions if d.asked]
        self.unasked_before = 0

    def present(self, proposal: Proposal) -> None:
        preview = proposal.preview
        decided = next((d for d in self._asked if d.target == preview.target_id
                        and d.action == str(preview.action)), None)  # fmt: skip
        if decided is None:
            self.unasked_before += 1
            proposal.decide(Decision(Verdict.UNASKED))
            return
        self._asked.remove(decided)
        verdicts = {
            Answer.APPROVED: Verdict.APPROVE, Answer.APPROVED_ALL: Verdict.APPROVE_ALL,
            Answer.REFUSED: Verdict.REJECT, Answer.STOPPED: Verdict.STOP,
            Answer.ENDED: Verdict.ENDED,
        }  # fmt: skip
        try:
            verdict = verdicts.get(Answer(decided.answer), Verdict.UNASKED)
        except ValueError:
            verdict = Verdict.UNASKED
        # The parts the writer took are on record; the words they wrote in are not, so a
        # rewritten part comes back as proposed (and the replay says the edit differs).
        choice = HunkChoice.of(decided.taken) if decided.parts and verdict.approves else None
        proposal.decide(Decision(verdict, decided.reason, choice))


class RecordedQuestions:
    """Answers the assistant's questions to the writer as they were answered, in order."""

    def __init__(self, questions: tuple[dict[str, Any], ...]) -> None:
        self._settled = deque(q for q in questions if q.get("state") != QuestionState.TOO_MANY)

    def present(self, question: WriterQuestion) -> None:
        settled = self._settled.popleft() if self._settled else {"state": "unavailable"}
        state = settled.get("state")
        if state == QuestionState.ANSWERED and settled.get("answer"):
            question.reply(str(settled["answer"]))
        elif state == QuestionState.STOPPED:
            question.stop()
        else:
            question.unavailable()


class RecordedEstimates:
    """Settles each estimate as the writer did, in order (going on when the record holds
    none: the run then reads what it read then)."""

    def __init__(self, states: tuple[str, ...]) -> None:
        self._states = deque(states)

    def present(self, check: EstimateCheck) -> None:
        state = self._states.popleft() if self._states else CheckState.PROCEED
        if state == CheckState.DECLINED:
            check.decline()
        elif state == CheckState.UNASKED:
            check.unasked()
        elif state == CheckState.STOPPED:
            check.stop()
        else:
            check.proceed()


__all__ = [
    "NO_ANSWER",
    "RecordedEstimates",
    "RecordedModel",
    "RecordedQuestions",
    "RecordedWriter",
    "recorded_reviewer",
]

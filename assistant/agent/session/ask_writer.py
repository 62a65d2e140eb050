"""Asking the writer in the middle of a turn: the ``ask_writer`` tool.

The model asks a question with two to five suggested answers (the writer may give their own)
and the turn waits. Whoever can ask the writer (a :class:`WriterAsker`: a card in the app, a
prompt on the command line's terminal) is handed a :class:`WriterQuestion` and answers it
once, from any thread; the answer goes back to the model as the tool's result. Stop refuses
the question and the model reads so. With nobody to ask (the command line without a
terminal) the model is told to decide itself and say what it assumed; after a few questions
in one turn it is told to go on with its best judgement.

Every question of a turn is kept with it (:class:`AskedQuestion`), so the conversation, the
export and the command line's output show what was asked and answered or assumed.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any, Protocol

from assistant.agent.loop.cancel import WRITER_STOPPED
from assistant.agent.loop.events import AgentEvent
from assistant.agent.loop.messages import AiToolSpec
from assistant.agent.session.settle_once import SettledOnce
from assistant.agent.tools.base import Tool, ToolContext, ToolError, ToolOutcome

log = logging.getLogger(__name__)

ASK_WRITER = "ask_writer"
MAX_QUESTIONS = 3
"""Questions one turn may put to the writer; after that the model is told to go on."""
MAX_QUESTION_CHARS = 1_000
MAX_CHOICE_CHARS = 200
MAX_CHOICES = 5

NOT_AVAILABLE = "The writer is not available; decide yourself and say what you assumed."
ENOUGH = (
    "You have asked the writer enough this turn; proceed with your best judgement and say "
    "what you assumed."
)
STOPPED = f"Not answered: {WRITER_STOPPED}."


class QuestionState(StrEnum):
    WAITING = "waiting"
    ANSWERED = "answered"
    STOPPED = "stopped"
    """Stop was pressed (or the turn ended) before the writer answered."""
    UNAVAILABLE = "unavailable"
    """Nobody could be asked; the model decided itself."""
    TOO_MANY = "too_many"
    """Not asked: the turn had asked enough; the model went on with its best judgement."""


@dataclass(frozen=True)
class AskedQuestion:
    """A question of a turn, as kept: what was asked and how it ended."""

    question: str
    choices: tuple[str, ...]
    assume: str = ""
    """What the model said it would assume if the writer could not answer."""
    state: QuestionState = QuestionState.ANSWERED
    answer: str = ""


class WriterQuestion(SettledOnce[QuestionState]):
    """A question waiting for the writer; settled once (later calls are ignored), from any
    thread. Callbacks given to :meth:`on_settled` run on the settling thread, each once."""

    def __init__(self, question: str, choices: Iterable[str], assume: str = "") -> None:
        super().__init__(QuestionState.WAITING)
        self.question = question
        self.choices = tuple(choices)
        self.assume = assume
        self._answer = ""

    @property
    def answer(self) -> str:
        return self._answer

    def reply(self, text: str) -> bool:
        """Answer with ``text`` (a choice or the writer's own words); False when it was
        settled already or ``text`` is blank."""
        text = text.strip()
        return bool(text) and self._settle(QuestionState.ANSWERED, text)

    def stop(self) -> bool:
        """Refuse the question: the writer stopped the assistant."""
        return self._settle(QuestionState.STOPPED)

    def unavailable(self) -> bool:
        """Nobody can answer it after all."""
        return self._settle(QuestionState.UNAVAILABLE)

    def kept(self) -> AskedQuestion:
        return AskedQuestion(self.question, self.choices, self.assume, self.state, self._answer)

    def _settle(self, state: QuestionState, answer: str = "") -> bool:  # type: ignore[override]
        return super()._settle(state, lambda: setattr(self, "_answer", answer))


class WriterAsker(Protocol):
    """Shows a question to the writer, who answers it (now or later) with its methods.
    Called on the loop's thread; hand the question over to the front end's own thread."""

    def present(self, question: WriterQuestion) -> None: ...


@dataclass(frozen=True)
class WriterAsked(AgentEvent):
    """The model asked the writer; the turn waits for ``question`` to be settled."""

    question: WriterQuestion

    def log_record(self) -> tuple[str, dict[str, Any]]:
        q = self.question
        return "question", {"question": q.question, "choices": list(q.choices),
                            "assume": q.assume}  # fmt: skip


@dataclass(frozen=True)
class WriterReplied(AgentEvent):
    """A question of the turn was settled (answered, refused, or nobody could be asked)."""

    asked: AskedQuestion

    def log_record(self) -> tuple[str, dict[str, Any]]:
        return "question_settled", asked_to_json(self.asked)


ASK_WRITER_SPEC = AiToolSpec(
    name=ASK_WRITER,
    description="Ask the writer a choice that is theirs when unsure.",
    parameters={
        "type": "object",
        "properties": {
            "question": {"type": "string"},
            "choices": {
                "type": "array",  # of text: the tool box checks, and the tool counts them
                "description": "2-5, best first",
            },
            "assume": {
                "type": "string",
                "description": "your choice if unanswered",
            },
        },
        "required": ["question", "choices", "assume"],
    },
)


class WriterQuestions:
    """The questions of one turn, and the ``ask_writer`` tool that asks them.

    ``asker`` None means nobody can be asked. ``emit`` hears :class:`WriterAsked` and
    :class:`WriterReplied` on the loop's thread.
    """

    def __init__(
        self,
        asker: WriterAsker | None,
        asked: Iterable[AskedQuestion] = (),
        emit: Callable[[AgentEvent], None] | None = None,
    ) -> None:
        self.asker = asker
        self.asked: list[AskedQuestion] = list(asked)
        self.emit = emit

    def tool(self) -> Tool:
        return Tool(ASK_WRITER_SPEC, self._ask)

    def _ask(self, arguments: dict[str, Any], context: ToolContext) -> ToolOutcome:
        question = str(arguments["question"]).strip()[:MAX_QUESTION_CHARS]
        if not 2 <= len(arguments["choices"]) <= MAX_CHOICES:
            raise ToolError(f"give 2 to {MAX_CHOICES} different answers to choose from")
        choices = _choices(arguments["choices"])
        assume = " ".join(str(arguments["assume"]).split())[:MAX_CHOICE_CHARS]
        if not question:
            raise ToolError("the question is empty")
        if len(choices) < 2:
            raise ToolError(f"give 2 to {MAX_CHOICES} different answers to choose from")
        counted = [a for a in self.asked if a.state is not QuestionState.TOO_MANY]
        if len(counted) >= MAX_QUESTIONS:
            self._keep(AskedQuestion(question, choices, assume, QuestionState.TOO_MANY))
            return ToolOutcome(ENOUGH)
        if self.asker is None:
            self._keep(AskedQuestion(question, choices, assume, QuestionState.UNAVAILABLE))
            return ToolOutcome(NOT_AVAILABLE)
        pending = WriterQuestion(question, choices, assume)
        self._emit(WriterAsked(pending))
        if context.cancel.cancelled:
            pending.stop()
        else:
            try:
                self.asker.present(pending)
            except Exception:
                log.exception("could not ask the writer")
                pending.unavailable()
        state = pending.wait(context.cancel)
        self._keep(pending.kept())
        if state is QuestionState.ANSWERED:
            return ToolOutcome(f"The writer answered: {pending.answer}")
        if state is QuestionState.UNAVAILABLE:
            return ToolOutcome(NOT_AVAILABLE)
        return ToolOutcome.error(STOPPED)

    def _keep(self, asked: AskedQuestion) -> None:
        self.asked.append(asked)
        self._emit(WriterReplied(asked))

    def _emit(self, event: AgentEvent) -> None:
        if self.emit is not None:
            self.emit(event)


def _choices(raw: Iterable[Any]) -> tuple[str, ...]:
    seen: list[str] = []
    for item in raw:
        text = " ".join(str(item).split())[:MAX_CHOICE_CHARS]
        if text and text.casefold() not in {s.casefold() for s in seen}:
            seen.append(text)
    return tuple(seen[:MAX_CHOICES])


def asked_to_json(asked: AskedQuestion) -> dict[str, Any]:
    data = asdict(asked)
    data["choices"] = list(asked.choices)
    data["state"] = str(asked.state)
    return data


def asked_from_json(data: Iterable[Any] | None) -> tuple[AskedQuestion, ...]:
    """Kept questions back from stored JSON; entries that do not fit are left out."""
    found = []
    for raw in data or ():
        if not isinstance(raw, dict) or not isinstance(raw.get("question"), str):
            continue
        try:
            state = QuestionState(raw.get("state", QuestionState.ANSWERED))
        except ValueError:
            continue
        choices = raw.get("choices")
        found.append(
            AskedQuestion(
                raw["question"],
                tuple(str(c) for c in choices) if isinstance(choices, list) else (),
                str(raw.get("assume") or ""),
                state,
                str(raw.get("answer") or ""),
            )
        )
    return tuple(found)


__all__ = [
    "ASK_WRITER",
    "ASK_WRITER_SPEC",
    "ENOUGH",
    "MAX_QUESTIONS",
    "NOT_AVAILABLE",
    "STOPPED",
    "AskedQuestion",
    "QuestionState",
    "WriterAsked",
    "WriterAsker",
    "WriterQuestion",
    "WriterQuestions",
    "WriterReplied",
    "asked_from_json",
    "asked_to_json",
]

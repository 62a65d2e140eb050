"""A conversation as a value: turns linked into branches, and what the model is sent.

Turns form a tree: each turn names the turn before it. The current branch runs from the
``head`` turn back to the first. Forking (asking an earlier question again, differently)
adds a turn beside the old one and moves the head; the old branch stays, reachable through
:meth:`Conversation.leaves`.

What goes to the model is only the visible exchange of the current branch — questions and
answers — never earlier tool results (see :func:`assistant.agent.run_agent_continuation`).
A summary on a turn stands in for every turn up to and including it.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

from assistant.agent.act.plan import PlanItem, numbered_lines, unfinished
from assistant.agent.act.plan_first import PlanDecision
from assistant.agent.act.scope import Scope
from assistant.agent.audit.quote_check import CheckedQuote
from assistant.agent.loop.messages import AiMessage, TokenUsage
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.steering import with_corrections
from assistant.agent.session.ask_writer import AskedQuestion, QuestionState
from assistant.agent.session.turn_notes import TurnNotes
from assistant.world.redaction import redact

SUMMARY_PREFIX = "Summary of the earlier conversation (it replaces those turns):\n\n"
SUMMARY_ACK = "Understood; I will continue from that summary."
UNDONE_NOTE = (
    "\n\n[Note for the assistant: the writer undid the changes this turn made; "
    "they no longer stand in the project.]"
)
STOPPED_MARK = "[the writer stopped this answer here]"
"""Where a stopped answer ends, in what the model reads of it later: it is not whole."""
PLAN_NOTE = (
    "\n\n[Note for the assistant: your plan is unfinished and carries on into the next "
    "question. Tick steps with update_plan done, or drop it with steps [] if the writer "
    "moved on.\n{steps}]"
)


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _new_id(prefix: str) -> str:
    return prefix + secrets.token_hex(6)


@dataclass(frozen=True)
class Turn:
    """One question and what came of it."""

    id: str
    question: str
    answer: str = ""
    parent_id: str | None = None
    mode: Mode = Mode.ASK
    tool_log: tuple[str, ...] = ()
    usage: TokenUsage = field(default_factory=TokenUsage)
    time: str = field(default_factory=_now)
    exhausted: bool = False
    cancelled: bool = False
    error_kind: str | None = None
    undone: bool = False
    summary: str = ""
    """When set, this text replaces this turn and all before it in what the model is sent."""
    cut_off: bool = False
    """The answer stopped at the model's length limit (it is not the whole answer)."""
    model: str = ""
    """The model that answered, as set up or as its server named it."""
    plan: tuple[PlanItem, ...] = ()
    """The assistant's checklist as it last stood in this turn (``update_plan``), or as an
    earlier question left it unfinished (``plan_carried``)."""
    plan_carried: bool = False
    """The plan is an earlier question's, carried on unfinished and not changed here."""
    questions: tuple[AskedQuestion, ...] = ()
    """What the assistant asked the writer in this turn, and how each ended."""
    notes: TurnNotes = field(default_factory=TurnNotes)
    """Who answered, the handoffs, summaries from the cache, the budget, the cost."""
    quotes: tuple[CheckedQuote, ...] = ()
    """The answer's quotations and where the project held them when it was checked."""
    unread: tuple[str, ...] = ()
    """Documents the answer names that the turn's tools never read."""
    corrections: tuple[str, ...] = ()
    """What the writer added while the turn ran, as the model was given it, in order."""
    scope: Scope | None = None
    """What an act-mode turn may change without asking (its request's or approved plan's
    parts, as far as the writer widened it); None: nothing extra guarded."""
    plan_first: bool = False
    """An act-mode turn that proposed its plan before changing anything."""
    plan_decision: PlanDecision | None = None
    """How the writer decided that plan (None: not yet, or not plan first)."""


@dataclass(frozen=True)
class Conversation:
    """A titled tree of turns with a current branch."""

    id: str
    title: str = ""
    created: str = field(default_factory=_now)
    turns: tuple[Turn, ...] = ()
    head: str | None = None
    mode: Mode = Mode.ASK

    # -- reading -----------------------------------------------------------------------------

    def turn(self, turn_id: str) -> Turn:
        for turn in self.turns:
            if turn.id == turn_id:
                return turn
        raise KeyError(turn_id)

    def branch(self, head: str | None = None) -> list[Turn]:
        """The turns from the first to ``head`` (default: the current head), oldest first."""
        by_id = {t.id: t for t in self.turns}
        current = head if head is not None else self.head
        path: list[Turn] = []
        while current is not None:
            turn = by_id[current]
            path.append(turn)
            current = turn.parent_id
        path.reverse()
        return path

    def leaves(self) -> list[Turn]:
        """The last turn of every branch, in the order the branches split off (depth first,
        older answers first), so a branch keeps its number when another one grows."""
        children: dict[str | None, list[Turn]] = {}
        for turn in self.turns:
            children.setdefault(turn.parent_id, []).append(turn)
        leaves: list[Turn] = []
        stack = list(reversed(children.get(None, [])))
        while stack:
            turn = stack.pop()
            below = children.get(turn.id, [])
            if below:
                stack.extend(reversed(below))
            else:
                leaves.append(turn)
        return leaves

    def branch_position(self) -> tuple[int, int]:
        """Which branch is shown (counting from 1) and how many there are."""
        leaves = self.leaves()
        if self.head is None:
            return (1 if leaves else 0), len(leaves)
        for index, leaf in enumerate(leaves):
            if leaf.id == self.head or any(t.id == self.head for t in self.branch(leaf.id)):
                return index + 1, len(leaves)
        return 1, len(leaves)

    def usage(self) -> TokenUsage:
        """Tokens spent by every turn of every branch."""
        total = TokenUsage()
        for turn in self.turns:
            total = total + turn.usage
        return total

    def messages(self, system_prompt: str) -> list[AiMessage]:
        """The visible exchange of the current branch, as a continuation takes it.

        Starts with the system turn; a summary replaces the turns it covers; a question
        carries what the writer added while it ran; an answer the writer stopped is marked
        where it stopped, and a turn whose changes were undone says so, so the model takes
        neither for whole or standing; the last turn's plan, when unfinished, is read back to
        the model, which goes on with it.
        """
        messages = [AiMessage.system(system_prompt)]
        branch = self.branch()
        start = 0
        for index, turn in enumerate(branch):
            if turn.summary:
                start = index + 1
                summary = turn.summary
        if start:
            messages.append(AiMessage.user(SUMMARY_PREFIX + summary))
            messages.append(AiMessage.assistant(SUMMARY_ACK))
        for turn in branch[start:]:
            messages.append(AiMessage.user(with_corrections(turn.question, turn.corrections)))
            answer = answer_as_sent(turn)
            asked = questions_note(turn.questions)
            if asked:
                answer = f"{asked}\n\n{answer}"
            if turn.undone:
                answer += UNDONE_NOTE
            messages.append(AiMessage.assistant(answer))
        note = plan_note(branch[-1].plan) if branch else ""
        if note:
            messages[-1] = AiMessage.assistant(messages[-1].content + note)
        return messages

    def carried_plan(self) -> tuple[PlanItem, ...]:
        """The plan the next question of the current branch carries on: its last turn's,
        when unfinished (none otherwise)."""
        branch = self.branch()
        plan = branch[-1].plan if branch else ()
        return plan if unfinished(plan) else ()

    # -- changing (returns new values) -------------------------------------------------------

    def add_turn(self, turn: Turn) -> Conversation:
        """Append ``turn`` after the head (or after ``turn.parent_id`` when given) and move the
        head to it. A first question also titles an untitled conversation."""
        parent = turn.parent_id if turn.parent_id is not None else self.head
        turn = replace(turn, parent_id=parent)
        title = self.title or _title_from(turn.question)
        return replace(self, turns=(*self.turns, turn), head=turn.id, title=title, mode=turn.mode)

    def fork(self, from_turn_id: str, question: str, mode: Mode | None = None) -> Turn:
        """A new, unanswered turn asking ``question`` in place of ``from_turn_id``.

        Add the answered turn with :meth:`add_turn`; the old branch stays as it was.
        """
        old = self.turn(from_turn_id)
        return Turn(
            id=_new_id("t-"), question=question, parent_id=old.parent_id, mode=mode or old.mode
        )

    def switch_to(self, turn_id: str) -> Conversation:
        """Make the branch ending at ``turn_id`` the current one."""
        self.turn(turn_id)
        return replace(self, head=turn_id)

    def update_turn(self, turn_id: str, **changes: Any) -> Conversation:
        turns = tuple(replace(t, **changes) if t.id == turn_id else t for t in self.turns)
        if turns == self.turns and not any(t.id == turn_id for t in self.turns):
            raise KeyError(turn_id)
        return replace(self, turns=turns)

    def renamed(self, title: str) -> Conversation:
        return replace(self, title=title.strip() or self.title)


def answer_as_sent(turn: Turn) -> str:
    """A turn's answer as the model reads it later: marked where the writer stopped it."""
    if not turn.cancelled:
        return turn.answer or "(no answer)"
    answer = turn.answer
    joint = " " if answer and not answer[-1].isspace() else ""
    return answer + joint + STOPPED_MARK


def questions_note(questions: tuple[AskedQuestion, ...]) -> str:
    """What the writer answered in a turn, for the model in later turns ("" when nothing
    was asked, or nothing answered)."""
    lines = [
        f"[I asked the writer: “{q.question}” They answered: “{q.answer}”]"
        for q in questions
        if q.state is QuestionState.ANSWERED
    ]
    return "\n".join(lines)


def plan_note(plan: tuple[PlanItem, ...]) -> str:
    """The unfinished ``plan`` read back to the model after the answer of the turn that
    left it ("" when there is none, or it is finished)."""
    if not unfinished(plan):
        return ""
    return PLAN_NOTE.format(steps="\n".join(numbered_lines(plan)))


def new_conversation(title: str = "", mode: Mode = Mode.ASK) -> Conversation:
    return Conversation(id=_new_id("c-"), title=title, mode=mode)


def new_turn(question: str, mode: Mode = Mode.ASK) -> Turn:
    return Turn(id=_new_id("t-"), question=question, mode=mode)


def _title_from(question: str) -> str:
    line = " ".join(redact(question).split())  # redacted before it is cut: no piece of a key
    return line if len(line) <= 60 else line[:59].rstrip() + "…"

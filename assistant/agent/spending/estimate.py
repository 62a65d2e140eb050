"""Asking before a run reads a large share of the project, with an estimate of what it costs.

A :class:`ReadingGate` per run counts the project text the run sends to a model (pages read
with ``read_document``, documents summarised afresh with ``summarise_document``). Before a
call would take the run past the set share of the project (the setting
``ask_before_reading_percent``), the run pauses: an :class:`Estimate` (tokens, and money
with the writer's prices) goes to whoever can ask the writer (a card in the app, a prompt on
the command line's terminal, or ``--yes``) as an :class:`EstimateCheck`. Approved, the run
reads on without asking again; declined (or with nobody to ask), the call is not made, the
model is told to answer from what it has, and no later call may cross the share either.

Nothing here is prose for the writer; :data:`DECLINED` and :data:`UNASKED` are what the
model reads.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Any, Protocol

from assistant.agent.config.settings import ModelPrice
from assistant.agent.conversations.context import CHARS_PER_TOKEN
from assistant.agent.loop.cancel import WRITER_STOPPED, CancelToken
from assistant.agent.loop.events import AgentEvent
from assistant.agent.session.settle_once import SettledOnce
from assistant.world.model import World

log = logging.getLogger(__name__)

ANSWER_TOKENS = 1_000
"""Output tokens an estimate allows for the answer itself."""


class EstimateKind(StrEnum):
    SUMMARIES = "summaries"
    """Documents to summarise afresh (``summarise_document``)."""
    READING = "reading"
    """Pages of the documents read into the conversation (``read_document``)."""


@dataclass(frozen=True)
class Estimate:
    """What a large read will cost, before it is made."""

    kind: EstimateKind
    tokens_in: int
    tokens_out: int
    share: int
    """Percent of the project's text this run will have sent, this read included."""
    documents: int = 0
    """Documents to summarise afresh (summaries), or 0."""
    words: int = 0
    cost: float | None = None
    """Money at the writer's prices (None: no price for the model)."""
    currency: str = ""
    budget_left: int | None = None
    """Tokens left in the turn's budget (None: no budget)."""
    target: str = ""
    """What is summarised: a title, or "" for the whole project."""
    limit_percent: int = 0
    """The share above which the writer is asked."""

    @property
    def tokens(self) -> int:
        return self.tokens_in + self.tokens_out

    @property
    def over_budget(self) -> bool:
        """True when the turn's budget will stop the run before this read is done."""
        return self.budget_left is not None and self.tokens > self.budget_left


def estimate_money(price: ModelPrice | None, tokens_in: int, tokens_out: int) -> float | None:
    if price is None:
        return None
    return (tokens_in * price.input + tokens_out * price.output) / 1_000_000


class CheckState(StrEnum):
    WAITING = "waiting"
    PROCEED = "proceed"
    DECLINED = "declined"
    UNASKED = "unasked"
    """Nobody could be asked (the command line without a terminal and without --yes)."""
    STOPPED = "stopped"
    """The writer stopped the assistant while it waited."""


DECLINED = (
    "Not read: this would take the request past {limit}% of the project (about {tokens:,} "
    "tokens), and the writer chose not to spend that now. Nothing more will be read beyond "
    "that share in this request: answer from what you have, and say what you did not read."
)
UNASKED = (
    "Not read: this would take the request past {limit}% of the project (about {tokens:,} "
    "tokens), and nobody can approve the cost here. Answer from what you have, and say "
    "what you did not read."
)
STOPPED = f"Not read: {WRITER_STOPPED}."


class EstimateCheck(SettledOnce[CheckState]):
    """An estimate waiting for the writer's go-ahead; settled once, from any thread.
    Callbacks given to :meth:`on_settled` run on the settling thread, each once."""

    def __init__(self, estimate: Estimate) -> None:
        super().__init__(CheckState.WAITING)
        self.estimate = estimate

    def proceed(self) -> bool:
        return self._settle(CheckState.PROCEED)

    def decline(self) -> bool:
        return self._settle(CheckState.DECLINED)

    def unasked(self) -> bool:
        return self._settle(CheckState.UNASKED)

    def stop(self) -> bool:
        return self._settle(CheckState.STOPPED)


class EstimateAsker(Protocol):
    """Shows an estimate to the writer, who settles it (now or later) with its methods.
    Called on the loop's thread: hand it over to the front end's own thread."""

    def present(self, check: EstimateCheck) -> None: ...


def estimate_record(estimate: Estimate) -> dict[str, Any]:
    data = asdict(estimate)
    data["kind"] = str(estimate.kind)
    return data


@dataclass(frozen=True)
class EstimateAsked(AgentEvent):
    """The run waits for the writer's go-ahead on ``check``."""

    check: EstimateCheck

    def log_record(self) -> tuple[str, dict[str, Any]]:
        return "estimate", estimate_record(self.check.estimate)


@dataclass(frozen=True)
class EstimateSettled(AgentEvent):
    """The writer (or nobody) settled an estimate."""

    estimate: Estimate
    state: CheckState

    def log_record(self) -> tuple[str, dict[str, Any]]:
        return "estimate_settled", {"state": str(self.state)}


def project_chars(world: World) -> int:
    """The characters of every document in the project (the trash left out)."""
    return sum(doc.character_count for doc in world.documents_in_order())


class ReadingGate:
    """What one run has sent of the project, and the writer's word on reading more; see
    the module doc. ``emit`` reports the checks as events (set when the run starts)."""

    def __init__(
        self,
        total_chars: int,
        percent: int,
        asker: EstimateAsker | None,
        *,
        price: ModelPrice | None = None,
        currency: str = "",
        budget_left: Callable[[], int | None] = lambda: None,
    ) -> None:
        self.total_chars = max(0, total_chars)
        self.percent = max(0, min(100, percent))
        self.asker = asker
        self.price = price
        self.currency = currency
        self.budget_left = budget_left
        self.emit: Callable[[AgentEvent], None] | None = None
        self.read_chars = 0
        self.approved = False
        self.refusal = ""
        self.checks: list[EstimateCheck] = []
        self._lock = threading.Lock()

    @property
    def limit_chars(self) -> int:
        return self.total_chars * self.percent // 100

    def share_after(self, chars: int) -> int:
        if not self.total_chars:
            return 0
        return min(100, round(100 * (self.read_chars + chars) / self.total_chars))

    def crosses(self, chars: int) -> bool:
        """True when reading ``chars`` more would need the writer's go-ahead."""
        if not self.percent or self.approved or not self.total_chars or chars <= 0:
            return False
        return self.read_chars + chars > self.limit_chars

    def reading_estimate(self, chars: int) -> Estimate:
        """Reading on page by page: at least the rest of the project goes to the model."""
        rest = max(chars, self.total_chars - self.read_chars)
        tokens_in = rest // CHARS_PER_TOKEN
        return self.estimate(EstimateKind.READING, tokens_in, ANSWER_TOKENS, chars,
                             words=rest // 6)  # fmt: skip

    def estimate(
        self, kind: EstimateKind, tokens_in: int, tokens_out: int, chars: int, **more: Any
    ) -> Estimate:
        return Estimate(
            kind=kind, tokens_in=tokens_in, tokens_out=tokens_out,
            share=self.share_after(chars), cost=estimate_money(self.price, tokens_in, tokens_out),
            currency=self.currency, budget_left=self.budget_left(), limit_percent=self.percent,
            **more,
        )  # fmt: skip

    def allow(
        self, chars: int, estimate: Callable[[], Estimate], cancel: CancelToken | None = None
    ) -> str:
        """"" when ``chars`` more may be read (and counts them); otherwise what the model
        reads instead. May wait for the writer."""
        with self._lock:
            if not self.crosses(chars):
                self.read_chars += chars
                return ""
            if self.refusal:
                return self.refusal
            made = estimate()
            check = EstimateCheck(made)
            self.checks.append(check)
            self._present(check)
            state = check.wait(cancel)
            self._emit(EstimateSettled(made, state))
            if state is CheckState.PROCEED:
                self.approved = True
                self.read_chars += chars
                return ""
            if state is CheckState.STOPPED:
                return STOPPED
            text = UNASKED if state is CheckState.UNASKED else DECLINED
            self.refusal = text.format(limit=self.percent, tokens=made.tokens)
            return self.refusal

    def count(self, chars: int) -> None:
        """Count text sent without asking (already allowed)."""
        with self._lock:
            self.read_chars += max(0, chars)

    def _present(self, check: EstimateCheck) -> None:
        self._emit(EstimateAsked(check))
        if self.asker is None:
            check.unasked()
            return
        try:
            self.asker.present(check)
        except Exception:
            log.exception("could not show an estimate to the writer")
            check.unasked()

    def _emit(self, event: AgentEvent) -> None:
        if self.emit is not None:
            try:
                self.emit(event)
            except Exception:
                log.exception("reporting an estimate failed")


__all__ = [
    "ANSWER_TOKENS",
    "CheckState",
    "Estimate",
    "EstimateAsked",
    "EstimateAsker",
    "EstimateCheck",
    "EstimateKind",
    "EstimateSettled",
    "ReadingGate",
    "estimate_money",
    "project_chars",
]

"""What a run spends: tokens against the turn's budget, and money at the writer's prices.

One :class:`Spend` per run counts every model request the run makes (the loop's, the
specialists', the summaries', fitting the conversation), through a :class:`BudgetGuard`
around each provider. A request is sent only while the run has spent less than its budget,
so a run never goes over by more than the one request that crossed it; the next request is
refused, and the run ends like one that ran out of steps (Keep going goes on, with a fresh
budget). A response that reports no usage is counted by estimate, so a server that says
nothing cannot slip past the budget.

Money is tokens times the writer's prices per million (input, cached input, output), per
model; with no price entered for a model, no money is shown.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass
from typing import Any

from assistant.agent.config.settings import ModelPrice
from assistant.agent.conversations.context import CHARS_PER_TOKEN, estimate_tokens
from assistant.agent.loop.messages import (
    AgentError,
    AiMessage,
    AiRequest,
    AiResponse,
    ErrorKind,
    ProviderError,
    TokenUsage,
)

BUDGET_SPENT = "the turn's token budget is spent"
"""The detail of the error that ends a run at its budget (the run reads as exhausted)."""

PER_MILLION = 1_000_000


def cost_of(usage: TokenUsage, price: ModelPrice) -> float:
    """What ``usage`` costs at ``price`` (input read from cache at the cached price)."""
    cached = min(usage.cached_input, usage.input)
    fresh = usage.input - cached
    return (
        fresh * price.input + cached * price.cached_or_input + usage.output * price.output
    ) / PER_MILLION


def money_digits(amount: float) -> int:
    """Decimals to show ``amount`` with: two, or enough for two significant digits of a
    small sum (``0.011``, ``0.0025``), six at most."""
    if amount >= 0.1 or amount <= 0:
        return 2
    return min(6, max(2, 1 - math.floor(math.log10(amount))))


def format_money(amount: float, currency: str = "$") -> str:
    """``amount`` for the command line: ``$3.40``, ``$0.011``, ``12.50 NOK``."""
    text = f"{amount:,.{money_digits(amount)}f}"
    if currency and len(currency) > 1 and currency.isalpha():
        return f"{text} {currency}"
    return f"{currency}{text}"


def request_tokens(request: AiRequest) -> int:
    """A rough count of what ``request`` sends (for servers that report no usage)."""
    messages = [AiMessage.system(request.system_prompt), *request.messages]
    return estimate_tokens(messages, request.tools)


def counted(usage: TokenUsage, request: AiRequest, response: AiResponse | None) -> TokenUsage:
    """``usage``, or an estimate from the request and response when the server sent none."""
    if not usage.is_empty:
        return usage
    output = 0
    if response is not None:
        output = len(response.text) // CHARS_PER_TOKEN + sum(
            len(str(c.arguments)) // CHARS_PER_TOKEN + 4 for c in response.tool_calls
        )
    return TokenUsage(input=request_tokens(request), output=output)


@dataclass(frozen=True)
class Spent:
    """What a run has spent so far."""

    tokens: int = 0
    cost: float | None = 0.0
    """Money at the writer's prices; None when a model without a price was used."""
    requests: int = 0


class Spend:
    """The spending of one run, shared by every provider it uses; safe from any thread.

    ``budget`` is in tokens (0: none).
    """

    def __init__(self, budget: int = 0) -> None:
        self.budget = max(0, budget)
        self._lock = threading.Lock()
        self._spent = Spent()
        self.reached = False
        """True once a request was refused because the budget was spent."""
        self.sizes: list[int] = []
        """The tokens of each request, in order (for tests and the run history)."""

    @property
    def spent(self) -> Spent:
        with self._lock:
            return self._spent

    @property
    def left(self) -> int | None:
        """Tokens left before the budget (None without a budget)."""
        if not self.budget:
            return None
        return max(0, self.budget - self.spent.tokens)

    def may_send(self) -> bool:
        """False once the budget is spent (and notes that it was reached)."""
        with self._lock:
            if self.budget and self._spent.tokens >= self.budget:
                self.reached = True
                return False
            return True

    def add(self, usage: TokenUsage, price: ModelPrice | None) -> None:
        tokens = usage.input + usage.output
        with self._lock:
            cost = self._spent.cost
            if cost is not None:
                cost = None if price is None else cost + cost_of(usage, price)
            self._spent = Spent(self._spent.tokens + tokens, cost, self._spent.requests + 1)
            self.sizes.append(tokens)


class BudgetGuard:
    """A provider that sends a request only while the run's budget lasts, and counts it.

    ``price`` is the writer's price for the model this provider asks (None: none entered).
    A refused request raises a cancelled :class:`ProviderError` whose detail is
    :data:`BUDGET_SPENT`; the run turns that into "the budget ran out" (see ``spend.reached``).
    """

    def __init__(
        self,
        provider: Any,
        spend: Spend,
        price: ModelPrice | None,
    ) -> None:
        self._provider = provider
        self.spend = spend
        self.price = price

    def complete(self, request: AiRequest, *, on_text=None, cancel=None) -> AiResponse:
        if not self.spend.may_send():
            raise ProviderError(AgentError(ErrorKind.CANCELLED, BUDGET_SPENT))
        try:
            response = self._provider.complete(request, on_text=on_text, cancel=cancel)
        except ProviderError as error:
            extra = getattr(error, "usage", None)
            if isinstance(extra, TokenUsage) and not extra.is_empty:
                self.spend.add(extra, self.price)
            raise
        usage = response.usage if isinstance(response, AiResponse) else TokenUsage()
        self.spend.add(counted(usage, request, response if isinstance(response, AiResponse)
                               else None), self.price)  # fmt: skip
        return response

    def __getattr__(self, name: str) -> Any:
        return getattr(self._provider, name)


__all__ = [
    "BUDGET_SPENT",
    "BudgetGuard",
    "Spend",
    "Spent",
    "cost_of",
    "counted",
    "format_money",
    "money_digits",
    "request_tokens",
]

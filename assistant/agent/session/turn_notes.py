"""What a turn noted beyond its answer: who answered, the handoffs on the way, which tool
calls the summary cache answered, whether the token budget ended it, what it cost, and the
fallback models asked when a model gave up, and what of the project it sent.

Kept with the turn in its conversation (``Turn.notes``), so the panel shows the same after
the project is opened again, and the command line prints it. Indexes point into the turn's
``tool_log``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from assistant.agent.privacy.sent import Sent
from assistant.agent.providers.fallback import FellBack


@dataclass(frozen=True)
class Handoff:
    """One specialist handing the request to another, with a note of what to do."""

    source: str
    """Who handed over ("" for the general assistant)."""
    target: str
    note: str
    at: int = -1
    """The index of the ``handoff`` call in the turn's tool log (-1 when unknown)."""


@dataclass(frozen=True)
class TurnNotes:
    """See the module doc. ``specialist`` "" means the general assistant answered."""

    specialist: str = ""
    picked: bool = False
    """True when the writer chose the specialist (rather than a handoff)."""
    handoffs: tuple[Handoff, ...] = ()
    from_cache: tuple[int, ...] = ()
    """Tool log indexes of the calls the summary cache answered without a request."""
    budget: int = 0
    """The token budget that ended the turn's last run (0: the budget did not end it)."""
    cost: float | None = None
    """Money at the writer's prices (None: no price known for a model it used)."""
    currency: str = ""
    fallbacks: tuple[FellBack, ...] = ()
    """Each time the model asked gave up and the next fallback was asked, in order."""
    sent: Sent = field(default_factory=Sent)
    """What of the project the turn's tools sent to the model."""

    @property
    def is_empty(self) -> bool:
        return self == TurnNotes()

    def then(self, later: TurnNotes, offset: int) -> TurnNotes:
        """These notes followed by those of a later run of the same turn, whose tool log
        starts at ``offset`` in the turn's."""
        if self.is_empty:
            return later.shifted(offset)
        cost = None if self.cost is None or later.cost is None else self.cost + later.cost
        if later.is_empty:
            return self
        shifted = later.shifted(offset)
        return replace(
            shifted,
            picked=self.picked or later.picked,
            handoffs=self.handoffs + shifted.handoffs,
            from_cache=self.from_cache + shifted.from_cache,
            cost=cost,
            currency=later.currency or self.currency,
            fallbacks=self.fallbacks + later.fallbacks,
            sent=self.sent.then(later.sent),
        )

    def shifted(self, offset: int) -> TurnNotes:
        if not offset:
            return self
        return replace(
            self,
            handoffs=tuple(
                replace(h, at=h.at + offset if h.at >= 0 else -1) for h in self.handoffs
            ),
            from_cache=tuple(index + offset for index in self.from_cache),
        )


def notes_to_json(notes: TurnNotes) -> dict[str, Any]:
    return {
        "specialist": notes.specialist,
        "picked": notes.picked,
        "handoffs": [
            {"source": h.source, "target": h.target, "note": h.note, "at": h.at}
            for h in notes.handoffs
        ],
        "from_cache": list(notes.from_cache),
        "budget": notes.budget,
        "cost": notes.cost,
        "currency": notes.currency,
        "fallbacks": [fell_back.to_json() for fell_back in notes.fallbacks],
        **({"sent": notes.sent.to_json()} if not notes.sent.is_empty else {}),
    }


def notes_from_json(data: Any) -> TurnNotes:
    """Notes from a kept turn; anything malformed is left out (a turn always loads)."""
    if not isinstance(data, dict):
        return TurnNotes()
    handoffs = []
    for item in data.get("handoffs") or ():
        if isinstance(item, dict) and isinstance(item.get("target"), str):
            at = item.get("at")
            handoffs.append(
                Handoff(
                    source=str(item.get("source") or ""),
                    target=item["target"],
                    note=str(item.get("note") or ""),
                    at=at if isinstance(at, int) and not isinstance(at, bool) else -1,
                )
            )
    cache = [i for i in data.get("from_cache") or () if isinstance(i, int) and i >= 0]
    cost = data.get("cost")
    budget = data.get("budget")
    kept = data.get("fallbacks")
    fallbacks = [FellBack.from_json(item) for item in kept] if isinstance(kept, list) else []
    return TurnNotes(
        specialist=str(data.get("specialist") or ""),
        picked=bool(data.get("picked")),
        handoffs=tuple(handoffs),
        from_cache=tuple(cache),
        budget=budget if isinstance(budget, int) and not isinstance(budget, bool) else 0,
        cost=float(cost) if isinstance(cost, int | float) and not isinstance(cost, bool)
        else None,
        currency=str(data.get("currency") or "")[:8],
        fallbacks=tuple(f for f in fallbacks if f is not None),
        sent=Sent.from_json(data.get("sent")),
    )


__all__ = ["Handoff", "TurnNotes", "notes_from_json", "notes_to_json"]

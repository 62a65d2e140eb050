"""The one JSON object ``quire ask --json`` prints instead of the streamed answer and its
summary: the answer and how the run ended, the plan, questions, corrections and quotations,
the usage, the changes made and refused (each with its before/after and review), who decided
each change proposed, and who answered: the provider and model that did (a fallback's, when
the main model gave up) and every fallback."""

from __future__ import annotations

import json
from typing import Any

from assistant.agent.act.plan import plan_to_json
from assistant.agent.act.plan_first import decision_to_json
from assistant.agent.act.records import ChangeRecord, Review
from assistant.agent.act.scope import scope_to_json
from assistant.agent.loop.result import AgentResult
from assistant.agent.providers.fallback import FellBack
from assistant.agent.session.ask_writer import asked_to_json
from assistant.agent.session.run import RunEnd
from assistant.agent.session.turn_notes import TurnNotes
from assistant.agent.spending.estimate import estimate_record
from assistant.cli.common import ActOutcome
from assistant.cli.terminal.changes import (
    change_line,
    diff_lines,
    outside_line,
    refusal_reason,
    where_line,
)
from assistant.cli.terminal.decisions import decision_rows
from assistant.cli.terminal.spending import TerminalEstimates


def print_json(
    result: AgentResult,
    outcome: ActOutcome,
    end: RunEnd,
    estimates: TerminalEstimates | None = None,
) -> None:
    """Print the run's result object on standard output."""
    error = result.error
    notes = end.run.extras.notes
    payload = {
        "ok": result.ok and not result.cut_off,
        "answered": result.answered,
        "cut_off": result.cut_off,
        "answer": result.answer,
        "exhausted": result.exhausted,
        "cancelled": result.cancelled,
        "error": None
        if error is None
        else {"kind": str(error.kind), "detail": error.detail, "status": error.status},
        "tool_log": list(result.tool_log),
        "plan": plan_to_json(end.run.turn_tools.plan),
        "plan_carried": end.run.turn_tools.plan_carried,
        "questions": [asked_to_json(asked) for asked in end.run.turn_tools.asked],
        "corrections": list(end.run.steering.given),
        "corrections_unread": list(end.run.steering.unread),
        "quotes": [quote.as_json() for quote in end.run.answer_check.quotes],
        "unread_documents": list(end.run.answer_check.unread),
        "usage": {
            "input": result.usage.input,
            "output": result.usage.output,
            "cached_input": result.usage.cached_input,
            "cache_write": result.usage.cache_write,
        },
        "changes": [change_json(record) for record in outcome.changes],
        "refused": [
            {
                **change_json(r.preview),
                "verdict": str(r.decision.verdict),
                "reason": refusal_reason(r.decision),
                "outside": outside_line(r.outside, r.preview.before) if r.outside else "",
            }
            for r in outcome.refused
        ],
        "decisions": decision_rows(end.run.act.decisions) if end.run.act is not None else [],
        "saved": outcome.saved,
        "rolled_back": [change_line(record) for record in outcome.rolled_back],
        "conversation": end.conversation.id if end.conversation is not None else None,
        "turn": end.run.turn.id,
        "scope": scope_to_json(end.run.scope.scope),
        "plan_decision": decision_to_json(end.run.plan_decision),
        "run": end.kept.number if end.kept is not None and outcome.changes else None,
        "provider": end.run.served_provider,
        "model": end.run.served_model(result),
        "finish_reason": str(result.finish_reason) if result.finish_reason else None,
        **_notes_json(notes, estimates),
    }
    print(json.dumps(payload, ensure_ascii=False, indent=2))


def change_json(record: ChangeRecord) -> dict[str, Any]:
    """One change: what, to what, where, its whole before/after and its review."""
    return {
        "change": change_line(record),
        "action": str(record.action),
        "target": record.target_id,
        "kind": str(record.target_kind),
        "title": record.title,
        "where": where_line(record),
        "diff": diff_lines(record.diff(), limit=10_000),
        "review": _review_json(record.review),
    }


def _review_json(review: Review | None) -> dict[str, Any] | None:
    if review is None:
        return None
    return {
        "verdict": str(review.verdict),
        "reason": review.reason,
        "error": str(review.error.kind) if review.error is not None else None,
    }


def _notes_json(notes: TurnNotes, estimates: TerminalEstimates | None) -> dict[str, Any]:
    """Who answered, the handoffs, the cache, the budget, money and estimates."""
    return {
        "specialist": notes.specialist or None,
        "handoffs": [
            {"from": h.source or None, "to": h.target, "note": h.note} for h in notes.handoffs
        ],
        "fallbacks": [_fallback_json(f) for f in notes.fallbacks],
        "from_cache": list(notes.from_cache),
        "budget_reached": bool(notes.budget),
        "cost": _cost_json(notes),
        "sent": notes.sent.to_json(),
        "estimates": [estimate_record(e) for e in (estimates.shown if estimates else [])],
    }


def _fallback_json(fell_back: FellBack) -> dict[str, Any]:
    """A model that gave up, why, and the fallback asked."""
    return {
        "from": fell_back.source.to_json(),
        "to": fell_back.target.to_json(),
        "reason": str(fell_back.reason),
        "status": fell_back.status,
    }


def _cost_json(notes: TurnNotes) -> dict[str, Any] | None:
    if notes.cost is None:
        return None
    return {"amount": round(notes.cost, 6), "currency": notes.currency}


__all__ = ["change_json", "print_json"]

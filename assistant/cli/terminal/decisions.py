"""Who decided each change the assistant proposed, as the command line says it: approved or
refused by you (with your reason), let through by the approval policy, passed by the
reviewer, or not made because nobody could be asked (``quire history``, ``quire ask``; the
app's Run details say the same in the writer's language)."""

from __future__ import annotations

from typing import Any

from assistant.agent.act.decisions import Answer, ChangeDecision, DecidedBy, Rule, decision_to_json
from assistant.cli.terminal.changes import change_line

_WHY_ASKED = {
    Rule.EVERY: "every change asks",
    Rule.RISKY: "a deletion or a large rewrite asks",
    Rule.TURN: "the turn's changes together rewrite a large part",
    Rule.REVIEW: "the reviewer held it",
    Rule.SCOPE: "it is outside what you asked",
}
_LET_THROUGH = {
    Rule.NONE: "made: the approval policy asks about no change",
    Rule.SAFE: "made: the approval policy asks only about deletions and large rewrites",
    Rule.ALL: "made: you approved all of this run's changes",
}


def outcome_text(decision: ChangeDecision) -> str:
    """Who decided it and how, in a sentence fragment: ``refused by you: too long``."""
    if decision.by is DecidedBy.REVIEWER:
        text = "made: the reviewer passed it"
        return f"{text} ({decision.review_reason})" if decision.review_reason else text
    if not decision.asked:
        return _LET_THROUGH.get(decision.rule, "made: the approval policy let it through")
    why = _WHY_ASKED.get(decision.rule, "")
    if decision.rule is Rule.REVIEW:
        why = _review_text(decision)
    match Answer(decision.answer):
        case Answer.APPROVED:
            text = "approved by you"
        case Answer.APPROVED_ALL:
            text = "approved by you, with the rest of the run"
        case Answer.REFUSED:
            text = f"refused by you: {decision.reason}" if decision.reason else "refused by you"
        case Answer.STOPPED:
            text = "not made: you stopped the assistant"
        case Answer.ENDED:
            text = "not made: the run ended before anyone decided"
        case _:
            text = "not made: it needed your approval and nobody could be asked"
    if decision.answer in (Answer.APPROVED, Answer.APPROVED_ALL) and not decision.made:
        text += " (it could not be made)"
    elif decision.amended:
        text += f"; {amendment_text(decision)}"
    return f"{text} (asked because {why})" if why else text


def amendment_text(decision: ChangeDecision) -> str:
    """How the writer changed it before approving: ``you took 2 of 4 parts``."""
    if len(decision.taken) < decision.parts:
        text = f"you took {len(decision.taken)} of {decision.parts} parts"
        return f"{text}, some in your own words" if decision.edited else text
    return "in your own words"


def _review_text(decision: ChangeDecision) -> str:
    if decision.review == "flag":
        reason = f": {decision.review_reason}" if decision.review_reason else ""
        return f"the reviewer flagged it{reason}"
    return "the reviewer could not check it"


def decision_line(decision: ChangeDecision) -> str:
    """``2. Document “Chapter 1” (d-…): moved to the trash — refused by you: keep it``."""
    return f"{decision.number}. {change_line(decision)} — {outcome_text(decision)}"  # type: ignore[arg-type]


def decision_rows(decisions: tuple[ChangeDecision, ...]) -> list[dict[str, Any]]:
    """The decisions as JSON-ready data, each with its line of text."""
    return [{**decision_to_json(d), "text": outcome_text(d)} for d in decisions]


__all__ = ["amendment_text", "decision_line", "decision_rows", "outcome_text"]

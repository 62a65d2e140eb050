"""Who decided a change the assistant proposed, in the writer's words and language: approved
or refused by you (with your reason; in part, or in your own words), let through by the
approval policy, passed by the reviewer, or not made because nobody could be asked; and why
it was asked about.

The core keeps each decision as data (:class:`~assistant.agent.act.decisions.ChangeDecision`);
the Run details and the Assistant History window show it with these words.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from assistant.agent.act.decisions import (
    Answer,
    ChangeDecision,
    DecidedBy,
    Rule,
    decision_from_json,
)
from assistant.gui.assistant.turns.change_words import headline

_CONTEXT = "DecisionWords"

_ANSWERS = {
    Answer.APPROVED: QT_TRANSLATE_NOOP("DecisionWords", "Approved by you"),
    Answer.APPROVED_ALL: QT_TRANSLATE_NOOP(
        "DecisionWords", "Approved by you, with the rest of the run"
    ),
    Answer.REFUSED: QT_TRANSLATE_NOOP("DecisionWords", "Refused by you"),
    Answer.STOPPED: QT_TRANSLATE_NOOP("DecisionWords", "Not made: you stopped the assistant"),
    Answer.ENDED: QT_TRANSLATE_NOOP(
        "DecisionWords", "Not made: the run ended before anyone decided"
    ),
    Answer.UNASKED: QT_TRANSLATE_NOOP(
        "DecisionWords", "Not made: it needed your approval and nobody could be asked"
    ),
}
_LET_THROUGH = {
    Rule.NONE: QT_TRANSLATE_NOOP("DecisionWords", "Made: the approval policy asks about no change"),
    Rule.SAFE: QT_TRANSLATE_NOOP(
        "DecisionWords", "Made: the approval policy asks only about deletions and large rewrites"
    ),
    Rule.ALL: QT_TRANSLATE_NOOP("DecisionWords", "Made: you approved all of this run’s changes"),
}
_WHY_ASKED = {
    Rule.EVERY: QT_TRANSLATE_NOOP("DecisionWords", "every change asks"),
    Rule.RISKY: QT_TRANSLATE_NOOP("DecisionWords", "deletions and large rewrites ask"),
    Rule.TURN: QT_TRANSLATE_NOOP(
        "DecisionWords", "the turn’s changes together rewrite a large part"
    ),
    Rule.SCOPE: QT_TRANSLATE_NOOP("DecisionWords", "it is outside what you asked"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def outcome_text(decision: ChangeDecision) -> str:
    """Who decided ``decision`` and how: “Refused by you: keep it (every change asks)”."""
    translate = QCoreApplication.translate
    if decision.by is DecidedBy.REVIEWER:
        if decision.review_reason:
            return translate("DecisionWords", "Made: the reviewer passed it (%1)").replace(
                "%1", decision.review_reason
            )
        return translate("DecisionWords", "Made: the reviewer passed it")
    if not decision.asked:
        return _tr(_LET_THROUGH.get(decision.rule, _LET_THROUGH[Rule.NONE]))
    try:
        answer = Answer(decision.answer)
    except ValueError:
        answer = Answer.UNASKED
    text = _tr(_ANSWERS[answer])
    if answer is Answer.REFUSED and decision.reason:
        text = translate("DecisionWords", "Refused by you: %1").replace("%1", decision.reason)
    if answer in (Answer.APPROVED, Answer.APPROVED_ALL) and not decision.made:
        text = translate("DecisionWords", "Approved by you, but it could not be made")
    elif decision.amended:
        amended = amendment_text(decision.parts, len(decision.taken), len(decision.edited))
        text = translate("DecisionWords", "%1; %2").replace("%1", text).replace("%2", amended)
    why = _why_asked(decision)
    if not why:
        return text
    return translate("DecisionWords", "%1 (%2)").replace("%1", text).replace("%2", why)


def amendment_text(parts: int, taken: int, edited: int, *, sentence: bool = False) -> str:
    """How the writer changed a change before approving it: “you took 2 of 4 parts”, “in
    your own words”; with ``sentence``, starting with a capital."""
    translate = QCoreApplication.translate
    if taken < parts:
        if edited:
            text = translate("DecisionWords", "you took %1 of %2 parts, some in your own words")
        else:
            text = translate("DecisionWords", "you took %1 of %2 parts")
        text = text.replace("%1", QLocale().toString(taken)).replace(
            "%2", QLocale().toString(parts)
        )
    else:
        text = translate("DecisionWords", "in your own words")
    return text[:1].upper() + text[1:] if sentence else text


def _why_asked(decision: ChangeDecision) -> str:
    translate = QCoreApplication.translate
    if decision.rule is not Rule.REVIEW:
        text = _WHY_ASKED.get(decision.rule)
        return _tr(text) if text else ""
    if decision.review == "flag":
        if decision.review_reason:
            return translate("DecisionWords", "the reviewer flagged it: %1").replace(
                "%1", decision.review_reason
            )
        return translate("DecisionWords", "the reviewer flagged it")
    return translate("DecisionWords", "the reviewer could not check it")


def decision_line(decision: ChangeDecision, head: str = "") -> str:
    """What the change was (``head``, or said from the decision) and who decided it:
    “Moved “Chapter 3” to the trash — Refused by you”."""
    head = head or headline(decision)
    line = QCoreApplication.translate("DecisionWords", "%1 — %2")
    return line.replace("%1", head).replace("%2", outcome_text(decision))


def record_line(data: Any) -> str | None:
    """The line of a request log's ``decision`` record; None when it holds no decision."""
    try:
        return decision_line(decision_from_json(data))
    except ValueError:
        return None


__all__ = ["amendment_text", "decision_line", "outcome_text", "record_line"]

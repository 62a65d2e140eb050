"""The requests Quire writes for the writer (Ask it to check, Fix), in the writer's language.

They are sent as the writer's question and shown as the writer's own words, so they are
worded in the language the app speaks; the model answers in the language it is asked in.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from assistant.agent.audit.finding_fix import FIX_CONTEXT, fix_wording
from assistant.agent.audit.findings import Finding
from assistant.agent.audit.quote_check import CheckedQuote
from assistant.gui.timeline.finding_words import shown_summary
from assistant.gui.transfer.problem_text import fill
from assistant.world.search.quote_verdicts import QuoteVerdict

translate = QCoreApplication.translate


def _one_line(text: str) -> str:
    return " ".join(text.split())


def check_request(quotes: Iterable[CheckedQuote]) -> str:
    """What "Ask it to check" asks: to look up the quotations Quire did not find as given."""
    listed = "\n".join(_listed(quote) for quote in quotes)
    return fill(
        translate(
            "WriterRequests",
            "Quire could not find these quotations from your last answer in the project:\n"
            "%1\n"
            "Look each one up with your tools. Give the exact words where the project has "
            "them, and say plainly which ones it does not hold.",
        ),
        listed,
    )


def _listed(quote: CheckedQuote) -> str:
    """One quotation of the check request, with what is wrong with it."""
    text = _one_line(quote.text)
    if quote.outcome is QuoteVerdict.ELSEWHERE:
        line = translate("WriterRequests", "- “%1” (found in “%2”, not in “%3”)")
        return fill(line, text, quote.title, quote.credited_title)
    if quote.outcome is QuoteVerdict.WRONG_SPEAKER:
        line = translate("WriterRequests", "- “%1” (the text gives this line to %2)")
        return fill(line, text, quote.speaker)
    if quote.outcome is QuoteVerdict.MISSPELT_NAME:
        line = translate("WriterRequests", "- “%1” (the project spells the name “%2”)")
        return fill(line, text, quote.spelling)
    if quote.credited_title:
        return fill(translate("WriterRequests", "- “%1” (not in “%2”)"), text, quote.credited_title)
    return fill(translate("WriterRequests", "- “%1”"), text)


def finding_kind_label(finding: Finding) -> str:
    """Contradiction, Timeline, Name or Other."""
    labels = {
        "contradiction": translate("FindingsWindow", "Contradiction"),
        "timeline": translate("FindingsWindow", "Timeline"),
        "name": translate("FindingsWindow", "Name"),
        "other": translate("FindingsWindow", "Other"),
    }
    return labels.get(str(finding.kind), str(finding.kind))


def fix_request(finding: Finding) -> str:
    """What Fix asks, in the writer's language: the core's wording for the finding
    (:func:`~assistant.agent.audit.finding_fix.fix_wording`, so the app and the command line
    ask for the same thing), its kind and a time finding's summary in the writer's words."""
    wording = fix_wording(finding)
    return wording.worded(
        translate(FIX_CONTEXT, wording.template),
        finding_kind_label(finding),
        shown_summary(finding) if finding.check else finding.summary,
        [translate(FIX_CONTEXT, sentence) for sentence in wording.extra],
    )

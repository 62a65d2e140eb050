"""How a project's house rules reach the model: after Quire's fixed instructions.

The fixed instructions come first and never change between requests, so a provider's prompt
cache keeps holding them; a book of a series then has its series' rules, and last come the
book's own, the same for every request of a turn (the series' rules change less often than
the book's, so they sit nearer the cached prefix).
"""

from __future__ import annotations

from assistant.world.house_rules import HouseRules

RULES_HEADING = (
    "House rules (the writer's, for this project). Keep them in everything you write or "
    "change. If a request would break one, say so and ask before doing it."
)
SERIES_RULES_HEADING = (
    "House rules of the series (the writer's, for every book of the series this project "
    "belongs to; where this project's own rules below differ, those win). Keep them in "
    "everything you write or change. If a request would break one, say so and ask before "
    "doing it."
)
CUT_NOTE = "[The rest of the house rules was cut: the file is too long.]"
SERIES_LABEL = "The series' rules:"
BOOK_LABEL = "This book's rules:"


def _text(rules: HouseRules) -> str:
    text = rules.sent_text
    if not text:
        return ""
    return f"{text}\n{CUT_NOTE}" if rules.is_cut else text


def rules_text(rules: HouseRules, series: HouseRules | None = None) -> str:
    """The rules as the reviewer reads them ("" when there are none): the series' first,
    then the book's, each labelled when both are there."""
    book, shared = _text(rules), _text(series) if series is not None else ""
    if not shared:
        return book
    if not book:
        return shared
    return f"{SERIES_LABEL}\n{shared}\n\n{BOOK_LABEL}\n{book}"


def with_house_rules(prompt: str, rules: HouseRules, series: HouseRules | None = None) -> str:
    """``prompt`` followed by the series' house rules, then the book's, when there are any."""
    out = prompt
    for heading, text in (
        (SERIES_RULES_HEADING, _text(series) if series is not None else ""),
        (RULES_HEADING, _text(rules)),
    ):
        if text:
            out = f"{out.rstrip()}\n\n{heading}\n\n{text}\n"
    return out


__all__ = [
    "BOOK_LABEL",
    "CUT_NOTE",
    "RULES_HEADING",
    "SERIES_LABEL",
    "SERIES_RULES_HEADING",
    "rules_text",
    "with_house_rules",
]

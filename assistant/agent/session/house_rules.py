"""How a project's house rules reach the model: after Quire's fixed instructions.

The fixed instructions come first and never change between requests, so a provider's prompt
cache keeps holding them; the writer's rules follow, the same for every request of a turn.
"""

from __future__ import annotations

from assistant.world.house_rules import HouseRules

RULES_HEADING = (
    "House rules (the writer's, for this project). Keep them in everything you write or "
    "change. If a request would break one, say so and ask before doing it."
)
CUT_NOTE = "[The rest of the house rules was cut: the file is too long.]"


def rules_text(rules: HouseRules) -> str:
    """The rules as the model and the reviewer read them ("" when there are none)."""
    text = rules.sent_text
    if not text:
        return ""
    return f"{text}\n{CUT_NOTE}" if rules.is_cut else text


def with_house_rules(prompt: str, rules: HouseRules) -> str:
    """``prompt`` followed by the house rules, when there are any."""
    text = rules_text(rules)
    if not text:
        return prompt
    return f"{prompt.rstrip()}\n\n{RULES_HEADING}\n\n{text}\n"


__all__ = ["CUT_NOTE", "RULES_HEADING", "rules_text", "with_house_rules"]

"""Specialists and money in the writer's language: the built-in specialists' names, and a
sum of money at the writer's prices, in the app's locale."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from assistant.agent.specialists.team import ARCHIVIST, CONTINUITY_EDITOR, LINE_EDITOR, name_key
from assistant.agent.spending.budget import money_digits


def specialist_label(name: str) -> str:
    """How the app names a specialist: a built-in one in the writer's language, one of the
    project's own as its file names it, and "" as the general assistant."""
    if not name:
        return QCoreApplication.translate("Specialists", "General assistant")
    labels = {
        CONTINUITY_EDITOR.key: QCoreApplication.translate("Specialists", "Continuity editor"),
        LINE_EDITOR.key: QCoreApplication.translate("Specialists", "Line editor"),
        ARCHIVIST.key: QCoreApplication.translate("Specialists", "Archivist"),
    }
    return labels.get(name_key(name), name)


def specialist_description(name: str, description: str) -> str:
    """What a specialist does, for a tooltip: a built-in one's in the writer's language."""
    descriptions = {
        CONTINUITY_EDITOR.key: QCoreApplication.translate(
            "Specialists", "Finds contradictions between chapters, entities and notes, citing "
            "both sides. Reads only."
        ),
        LINE_EDITOR.key: QCoreApplication.translate(
            "Specialists", "Tightens the prose of one document without changing meaning or "
            "dialogue. Changes text in act mode, one document per request."
        ),
        ARCHIVIST.key: QCoreApplication.translate(
            "Specialists", "Keeps characters, places and their fields in step with the text. "
            "Changes entities in act mode."
        ),
    }
    return descriptions.get(name_key(name), description)


def money_text(amount: float, currency: str) -> str:
    """``amount`` in the app's locale (two decimals, or two significant digits of a small
    sum); a currency code after the number, a symbol before it."""
    number = QLocale().toString(float(amount), "f", money_digits(amount))
    currency = currency.strip()
    if len(currency) > 1 and currency.isalpha():
        return f"{number} {currency}"
    return f"{currency}{number}"


def about_money(amount: float | None, currency: str) -> str:
    """"≈ $0.42", or "" when no price is known."""
    if amount is None:
        return ""
    return QCoreApplication.translate("Specialists", "≈ %1").replace(
        "%1", money_text(amount, currency)
    )


__all__ = ["about_money", "money_text", "specialist_description", "specialist_label"]

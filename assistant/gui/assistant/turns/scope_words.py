"""A turn's scope, and what of a change falls outside it, in the writer's words and language:
“Chapter 3: Upriver, paragraph 1”, “Chapter 5 is outside what you asked: …”.

The core keeps both as data (:mod:`assistant.agent.act.scope`); the line under an act-mode
question and the approval card say them with these words.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QLocale

from assistant.agent.act.scope import Origin, Outside, Place, Scope, title_of
from assistant.world.model import World


def _numbers(numbers: Iterable[int]) -> str:
    locale = QLocale()
    return ", ".join(locale.toString(n) for n in numbers)


def _with_paragraphs(title: str, numbers: tuple[int, ...]) -> str:
    if not numbers:
        return title
    text = (QCoreApplication.translate("ScopeWords", "%1, paragraph %2") if len(numbers) == 1
            else QCoreApplication.translate("ScopeWords", "%1, paragraphs %2"))  # fmt: skip
    return text.replace("%1", title).replace("%2", _numbers(numbers))


def scope_text(world: World, scope: Scope) -> str:
    """The parts a scope names: “Chapter 3: Upriver, paragraph 1; Mára Tesk”."""
    parts = [_with_paragraphs(title_of(world, doc), scope.paragraphs_of(doc))
             for doc in scope.documents]  # fmt: skip
    parts += [title_of(world, entity) for entity in scope.entities]
    return "; ".join(parts)


def place_text(world: World, place: Place) -> str:
    title = title_of(world, place.id)
    if place.whole:
        return QCoreApplication.translate("ScopeWords", "%1 (its title or details)").replace(
            "%1", title
        )
    return _with_paragraphs(title, place.paragraphs)


def outside_text(world: World, outside: Outside) -> str:
    """Why a change is asked about: “Chapter 5 is outside what you asked: Chapter 3,
    paragraph 1”."""
    scope = scope_text(world, outside.scope)
    places = "; ".join(place_text(world, place) for place in outside.places)
    if not places:
        return QCoreApplication.translate(
            "ScopeWords", "This change is outside what you asked: %1"
        ).replace("%1", scope)
    if outside.scope.origin is Origin.PLAN:
        text = QCoreApplication.translate("ScopeWords", "%1 is outside the plan you approved: %2")
    else:
        text = QCoreApplication.translate("ScopeWords", "%1 is outside what you asked: %2")
    return text.replace("%1", places).replace("%2", scope)


__all__ = ["outside_text", "place_text", "scope_text"]

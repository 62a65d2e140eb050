"""Find in Project's entities: the hits of
:func:`~assistant.world.search.entity_search.search_entities` listed after the documents', one
row an entity with its lines below it; a value only a series entity's dated change gives reads
"From book 3: Allegiance: the Rebels". Replace All leaves entities alone (the group says so);
a click opens the entity's editor.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem

from assistant.gui.series.series_words import fill, point_text
from assistant.world.model import World
from assistant.world.search.engine import make_snippet
from assistant.world.search.entity_search import ALIASES, NAME, NOTES, EntityHit
from assistant.world.series.model import FactChange

translate = QCoreApplication.translate


@dataclass(frozen=True)
class ShownEntityHit:
    """An entity hit as the list draws it: ``snippet`` with the hit at ``highlight``."""

    entity_id: str
    snippet: str
    highlight: tuple[int, int]


def shown(hit: EntityHit) -> ShownEntityHit:
    """``hit`` cut to a snippet; a name's or aliases' line without its label ("name: ")."""
    line = hit.line
    label = len(f"{line.part}: ") if line.part in (NAME, ALIASES) else 0
    snippet, highlight = make_snippet(line.text[label:], hit.start - label, hit.end - label)
    return ShownEntityHit(hit.entity_id, snippet, highlight)


def hit_text(world: World, hit: EntityHit, view: ShownEntityHit) -> str:
    """The row of one hit: its line, after where a dated value holds from."""
    line = hit.line
    labels = {
        NAME: translate("ProjectSearchPanel", "Name: %1"),
        ALIASES: translate("ProjectSearchPanel", "Aliases: %1"),
        NOTES: translate("ProjectSearchPanel", "Notes: %1"),
    }
    if line.part in labels:
        return fill(labels[line.part], view.snippet)
    if not line.from_book:
        return view.snippet
    point = point_text(world, FactChange(line.key, "", line.from_book, line.from_scene))
    return fill(translate("SeriesWords", "%1: %2"), point, view.snippet)


def add_entity_hits(
    results: QTreeWidget, world: World, hits: tuple[EntityHit, ...], hit_role: int, id_role: int
) -> None:
    """List ``hits`` in ``results`` under an "Entities" row, an entity a row."""
    if not hits:
        return
    group = QTreeWidgetItem(results)
    group.setText(0, translate("ProjectSearchPanel", "Entities"))
    group.setToolTip(0, translate(
        "ProjectSearchPanel",
        "Matches in entities' names, fields and notes, and in the values a series entity's "
        "changes give. Replace All changes documents only.",
    ))  # fmt: skip
    font = group.font(0)
    font.setWeight(QFont.Weight.DemiBold)
    group.setFont(0, font)
    by_entity: dict[str, list[EntityHit]] = {}
    for hit in hits:
        by_entity.setdefault(hit.entity_id, []).append(hit)
    locale = QLocale()
    for entity_id, found in by_entity.items():
        item = QTreeWidgetItem(group)
        item.setText(0, found[0].name)
        item.setText(1, locale.toString(len(found)))
        item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        item.setData(0, id_role, entity_id)
        for hit in found:
            view = shown(hit)
            child = QTreeWidgetItem(item)
            child.setFirstColumnSpanned(True)
            child.setText(0, hit_text(world, hit, view))
            child.setData(0, hit_role, view)
            child.setData(0, id_role, entity_id)
            child.setToolTip(0, hit.line.text)
        item.setExpanded(True)
    group.setExpanded(True)


__all__ = ["ShownEntityHit", "add_entity_hits", "hit_text", "shown"]

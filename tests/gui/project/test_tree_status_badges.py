"""The project tree at 1024x700: a chapter's title keeps its room, and its status gives way
(cut short, or a dot of its colour) instead of the title becoming “Cha…” (N20)."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QStyledItemDelegate

from assistant.gui.project.statuses import TreeStatusDelegate

CHAPTERS = ("d-9b65717c5f", "d-218eff7021")  # Chapter 1 and Chapter 3, both with a status


def test_titles_keep_their_room_beside_the_status_at_1024x700(qtbot, main_window, monkeypatch):
    window = main_window
    window.resize(1024, 700)
    tree = window.tree
    qtbot.waitUntil(lambda: tree.width() < 400)
    given: dict[str, QRect] = {}
    paint = QStyledItemDelegate.paint

    def recording(self, painter, option, index):
        given[index.data()] = QRect(option.rect)  # the room the title is drawn in
        paint(self, painter, option, index)

    monkeypatch.setattr(QStyledItemDelegate, "paint", recording)
    assert isinstance(tree.itemDelegate(), TreeStatusDelegate)
    world = window.controller.world
    for key in CHAPTERS:
        assert world.documents[key].status  # drawn with a status beside the title
        tree.scrollTo(tree.tree_model.index_of(key))
    tree.viewport().grab()
    metrics = tree.fontMetrics()
    for key in CHAPTERS:
        index = tree.tree_model.index_of(key)
        title = index.data()
        row = tree.visualRect(index)
        needed = metrics.horizontalAdvance(title) + tree.iconSize().width() + 8
        if row.width() < needed + 24:  # no room for both: the status shrinks to a dot
            assert given[title].width() >= row.width() - 20, (title, row.width())
        else:
            assert given[title].width() >= needed, (title, given[title].width(), row.width())

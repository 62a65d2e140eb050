"""The outliner's “N words shown”: on a project of thousands of documents it is added up a
slice at a time, so the window stays live, and it says what the rows shown hold."""

from __future__ import annotations

from assistant.gui.project.outliner import SUMMARY_SLICE, Outliner
from assistant.gui.window.controller import ProjectController
from assistant.world.model import Document, DocumentKind
from assistant.world.project import Project
from tests.worlds import flat_world

DOCUMENTS = 2 * SUMMARY_SLICE + 500


def _world():
    return flat_world(*(
        Document(f"d-{n:05d}", f"Scene {n}", "word " * (n % 7 + 1), DocumentKind.SCENE,
                 status="first draft" if n % 2 else "revised", tags=("a",) if n % 3 else ())
        for n in range(DOCUMENTS)
    ))  # fmt: skip


def _shown(outliner: Outliner) -> int:
    """The words of the rows the outliner shows, added up row by row as a writer would."""
    world = outliner.controller.world
    total = 0
    for row in range(outliner.proxy.rowCount()):
        node_id = outliner.table.node_at_row(row)
        if node_id in world.documents:
            total += world.documents[node_id].word_count
    return total


def test_the_summary_of_thousands_of_rows_adds_up_what_is_shown(qtbot):
    controller = ProjectController()
    outliner = Outliner(controller)
    qtbot.addWidget(outliner)
    outliner.show()  # it adds up only the rows it shows
    qtbot.waitExposed(outliner)
    with qtbot.waitSignal(controller.words_counted, timeout=10000):
        controller.adopt(Project(_world()))
    expected = outliner.tr("%Ln words shown", "", _shown(outliner))
    qtbot.waitUntil(lambda: outliner.summary.text() == expected, timeout=20000)

    revised = outliner.status_filter.findData("revised")
    assert revised > 0
    outliner.status_filter.setCurrentIndex(revised)  # as the writer picks a status
    filtered = outliner.tr("%Ln words shown", "", _shown(outliner))
    assert filtered != expected
    qtbot.waitUntil(lambda: outliner.summary.text() == filtered, timeout=20000)
    controller.close()

"""Each document's folded text: kept while the document lives where Python folds, folded
again each time where native code does (no copy as large as the text), the same either way."""

from __future__ import annotations

import gc
import weakref
from dataclasses import replace

import pytest

from assistant.world.model import Document, Entity, EntityKind, FrozenMap
from assistant.world.search import folded, quotes, textfold
from assistant.world.search.engine import mention_counts, search
from assistant.world.search.folded import folded_document, is_kept, prefold
from assistant.world.search.textfold import FoldedText
from tests.worlds import flat_world


@pytest.fixture
def kept(monkeypatch: pytest.MonkeyPatch) -> None:
    """Folded text kept, as where Python folds."""
    monkeypatch.setattr(folded, "KEPT", True)


@pytest.fixture
def folded_each_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """Folded text folded again each time, as where native code folds."""
    monkeypatch.setattr(folded, "KEPT", False)


MARK = "zqxv"
"""A word no other test's text holds: the folds alive that hold it are this test's."""


def folds_alive() -> int:
    """This test's folded texts still alive (those holding :data:`MARK`)."""
    gc.unfreeze()  # what was set aside from the collector is not among its objects
    gc.collect()
    return sum(isinstance(o, FoldedText) and MARK in o.text for o in gc.get_objects())


def test_folded_text_is_kept_only_where_python_folds() -> None:
    assert folded.KEPT is not textfold.NATIVE


# -- kept --------------------------------------------------------------------------------------


@pytest.mark.usefixtures("kept")
def test_folded_text_is_kept_per_document_and_follows_edits() -> None:
    doc = Document("d-1", "One", "Mára")
    assert folded_document(doc) is folded_document(doc)
    world = flat_world(doc)
    assert prefold(world) == 1
    assert is_kept(doc)
    changed = Document("d-1", "One", "Mara and Mára")
    assert folded_document(changed).text == "mara and mara"
    assert len(search(flat_world(changed), "mara")) == 2
    assert len(search(world, "mara")) == 1  # the old snapshot still reads its own text


@pytest.mark.usefixtures("kept")
def test_prefolded_text_is_set_aside_from_the_collectors_later_walks() -> None:
    docs = [Document(f"d-{n}", str(n), f"Mára {n}") for n in range(3)]
    world = flat_world(*docs)
    gc.unfreeze()
    assert prefold(world) == 3
    walked = {id(o) for o in gc.get_objects()}
    assert gc.get_freeze_count() > 0
    assert not any(id(folded_document(doc)) in walked for doc in docs)
    assert len(search(world, "mara")) == 3


@pytest.mark.usefixtures("kept")
def test_prefolding_stops_between_documents_when_asked() -> None:
    docs = [Document(f"d-{n}", str(n), f"Mára {n}") for n in range(5)]
    world = flat_world(*docs)
    asked: list[int] = []

    def stop_after_two() -> bool:
        asked.append(1)
        return len(asked) > 2

    assert prefold(world, stop=stop_after_two) == 2
    assert [is_kept(doc) for doc in docs] == [True, True, False, False, False]


@pytest.mark.usefixtures("kept")
def test_a_kept_fold_goes_with_its_document() -> None:
    doc = Document("d-1", "One", "text to fold é")
    folded_document(doc)
    key = id(doc)
    assert key in folded._KEPT._entries
    del doc
    gc.collect()
    assert key not in folded._KEPT._entries


# -- folded each time --------------------------------------------------------------------------


@pytest.mark.usefixtures("folded_each_time")
def test_where_native_code_folds_nothing_is_kept_and_searches_find_the_same() -> None:
    docs = [Document(f"d-{n}", str(n), f"Mára’s {n} and MARA {MARK}") for n in range(40)]
    world = flat_world(*docs)
    assert prefold(world) == 0
    hits = search(world, "mara's")
    assert [(h.doc_id, h.start, h.end) for h in hits] == [(d.id, 0, 6) for d in docs]
    assert len(search(world, "mara")) == 80
    assert len(search(world, "and mara")) == 40  # a phrase: a pattern over the fold
    assert not any(is_kept(doc) for doc in docs)
    assert not folded._KEPT._entries
    assert folds_alive() <= 1  # the last one folded, on this thread


@pytest.mark.usefixtures("folded_each_time")
def test_the_quotation_index_keeps_no_folded_text_where_native_code_folds() -> None:
    text = f"The lantern was lit before the rain began over the long grey harbour. {MARK}"
    docs = [Document(f"d-{n}", str(n), f"{text} {n}") for n in range(30)]
    world = flat_world(*docs)
    assert quotes.index_project(world) == len(docs)
    assert folds_alive() <= 1
    found = quotes.locate(world, "the rain began over the long grey harbour")
    assert found is not None and found.node_id == "d-0"


@pytest.mark.usefixtures("folded_each_time")
def test_folding_again_gives_the_same_text_and_keeps_no_document_alive() -> None:
    doc = Document("d-1", "One", "Mára and Brønnøy")
    first = folded_document(doc)
    assert folded_document(doc).text == first.text == "mara and bronnoy"
    assert folded_document(Document("d-2", "Two", "Mára")).text == "mara"
    gone = weakref.ref(doc)
    del doc
    gc.collect()
    assert gone() is None


@pytest.mark.usefixtures("folded_each_time")
def test_mentions_are_counted_the_same_without_kept_folds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    docs = [Document(f"d-{n}", str(n), "Mára met Will. will he? MÁRA left.") for n in range(5)]
    mara = Entity("e-1", "Mára", EntityKind.CHARACTER)
    will = Entity("e-2", "Will", EntityKind.CHARACTER)
    world = flat_world(*docs)
    world = replace(world, entities=FrozenMap({"e-1": mara, "e-2": will}))
    each_time = mention_counts(world)
    monkeypatch.setattr(folded, "KEPT", True)
    assert mention_counts(world) == each_time == {"e-1": 10, "e-2": 5}

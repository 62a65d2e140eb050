"""The cache of work done once per immutable value."""

from __future__ import annotations

import gc

from assistant.world.model import Document
from assistant.world.search.valuecache import ValueCache


def test_computes_once_per_value_and_forgets_values_that_are_gone() -> None:
    calls: list[str] = []

    def compute(doc: Document) -> str:
        calls.append(doc.id)
        return doc.text.upper()

    cache: ValueCache[Document, str] = ValueCache(compute)
    docs = [Document(f"d{i}", "t", f"text {i}") for i in range(100)]
    assert [cache.get(doc) for doc in docs] == [f"TEXT {i}" for i in range(100)]
    assert [cache.get(doc) for doc in docs] == [f"TEXT {i}" for i in range(100)]
    assert len(calls) == 100 and len(cache) == 100

    del docs[:60]
    gc.collect()
    assert len(cache) == 40

    # a new value may take the id of one that is gone: it gets its own result
    fresh = [Document(f"n{i}", "t", f"new {i}") for i in range(60)]
    assert [cache.get(doc) for doc in fresh] == [f"NEW {i}" for i in range(60)]
    assert len(calls) == 160 and len(cache) == 100


def test_a_result_is_kept_for_the_value_it_was_made_for_and_only_while_it_lives():
    calls: list[str] = []
    cache: ValueCache[Document, str] = ValueCache(lambda doc: calls.append(doc.id) or doc.text)
    doc, twin = Document("d-1", "One", "text"), Document("d-1", "One", "text")
    assert not cache.holds(doc)
    assert cache.get(doc) == "text" and cache.holds(doc)
    assert not cache.holds(twin)  # equal, but another value
    assert cache.get(doc) == "text" and calls == ["d-1"]
    del doc
    gc.collect()
    assert len(cache) == 0

"""The quotation index: made ahead on a worker, kept per document so that an edit indexes only
that document again, and never waited for: a look-up before it is ready searches the text
directly and finds the very places the index finds, on the sample and on a generated project,
while another thread indexes another version of the project."""

from __future__ import annotations

import gc
import sys
import threading
from dataclasses import replace

import pytest

from assistant.agent.audit.answer_links import linked_documents
from assistant.world.model import Document, FrozenMap, World
from assistant.world.search import quotes
from assistant.world.search.quote_verdicts import QuoteCheck, check_quotations
from assistant.world.search.quotes import (
    index_project,
    index_ready,
    locate,
)
from assistant.world.storage.store import ProjectStore
from tests.paths import REPO, SAMPLE
from tests.world.search.test_quotes import INVENTED, REAL

sys.path.insert(0, str(REPO / "benchmarks"))

import generate
from run_quotes import make_answer


@pytest.fixture
def never_ready(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every document not indexed yet counts: a small project is not ready until indexed."""
    monkeypatch.setattr(quotes, "ON_DEMAND", -1)


def sample_answer() -> str:
    return "\n\n".join(REAL + INVENTED)


def with_document(world: World, doc: Document) -> World:
    """``world`` with ``doc`` in place of the document of its id (the rest shared)."""
    return replace(world, documents=FrozenMap({**world.documents, doc.id: doc}))


def generated() -> tuple[World, str, frozenset[str]]:
    world = generate.build_world(seed=7, target_words=60_000)
    answer, real, invented, read = make_answer(world, 1500)
    assert real > 5 and invented > 0
    return world, answer, frozenset(read)


def fresh_sample() -> World:
    return ProjectStore(SAMPLE).load()


def verdicts(checks: tuple[QuoteCheck, ...]) -> list[tuple[str, object]]:
    return [(check.quotation.text, check.passage) for check in checks]


@pytest.mark.usefixtures("never_ready")
@pytest.mark.parametrize("joined", [True, False], ids=["text joined", "too large to join"])
@pytest.mark.parametrize("project", ["sample", "generated"])
def test_a_check_before_the_index_is_ready_finds_what_the_index_finds(
    project: str, joined: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    if not joined:
        monkeypatch.setattr(quotes, "_JOINED_AT_MOST", 0)
    if project == "sample":
        world, answer, read = fresh_sample(), sample_answer(), frozenset[str]()
    else:
        world, answer, read = generated()
    cold = check_quotations(world, answer, prefer=read)
    assert not index_ready(world)  # the check did not build the index on its way
    assert index_project(world) == len(world.documents_in_order()) + len(world.live_entities())
    assert index_ready(world)
    ready = check_quotations(world, answer, prefer=read)
    warm = check_quotations(world, answer, prefer=read)
    assert verdicts(cold) == verdicts(ready) == verdicts(warm)
    assert any(check.verified for check in ready)
    assert any(not check.verified for check in ready)
    # and with no document read first, and on another copy of the project not indexed
    unread = world if project == "generated" else fresh_sample()
    other = generated()[0] if project == "generated" else fresh_sample()
    assert verdicts(check_quotations(other, answer)) == verdicts(
        check_quotations(unread, answer)
    )
    assert not index_ready(other)


def test_the_index_is_set_aside_from_the_collectors_later_walks() -> None:
    world = fresh_sample()
    gc.unfreeze()
    index_project(world)
    walked = {id(o) for o in gc.get_objects()}
    nodes = [*world.documents_in_order(), *world.live_entities()]
    assert not any(id(quotes._bits_of(node)) in walked for node in nodes)
    assert index_ready(world)


@pytest.mark.usefixtures("never_ready")
def test_cited_documents_are_looked_in_first_while_the_index_is_not_ready() -> None:
    world, answer, _read = generated()
    indexed = generated()[0]
    index_project(indexed)
    reference = check_quotations(indexed, answer)  # the whole project, in reading order
    holding = [check.passage.node_id for check in reference if check.passage is not None]
    # the answer names the documents its quotations come from, by title
    titles = " ".join(f"In “{world.documents[node].title}”." for node in dict.fromkeys(holding)
                      if node in world.documents)  # fmt: skip
    cited_answer = answer + "\n\n" + titles
    cited = linked_documents(cited_answer, world)
    assert cited
    looked: list[str] = []
    find_in_node = quotes._find_in_node

    def recording(node, patterns):
        looked.append(node.id)
        return find_in_node(node, patterns)

    quotes._find_in_node = recording  # type: ignore[assignment]
    try:
        cold = check_quotations(world, cited_answer, cited=cited)
    finally:
        quotes._find_in_node = find_in_node  # type: ignore[assignment]
    assert verdicts(cold) == verdicts(check_quotations(indexed, cited_answer))
    assert not index_ready(world)
    # a real quotation was looked for in its cited document, and hardly anywhere else
    assert set(holding) <= set(looked)
    assert len(looked) < len(world.documents) // 4


@pytest.mark.usefixtures("never_ready")
def test_after_an_edit_only_the_edited_document_is_indexed_again(monkeypatch) -> None:
    world = fresh_sample()
    index_project(world)
    indexed: list[str] = []
    node_bits = quotes._node_bits

    def recording(parts):
        indexed.append(parts[0][1].text if parts else "")
        return node_bits(parts)

    monkeypatch.setattr(quotes, "_node_bits", recording)
    monkeypatch.setattr(quotes, "ON_DEMAND", 200_000)
    doc = world.documents_in_order()[2]
    quote = " ".join(doc.text.split()[5:14])
    edited = replace(doc, text=doc.text.replace(quote, "the words were changed here"))
    after = with_document(world, edited)
    assert index_ready(after)  # only one document to index: done at once
    assert locate(world, quote) is not None
    assert locate(after, quote) is None or locate(after, quote).node_id != doc.id
    assert locate(after, "the words were changed here").node_id == doc.id
    assert len(indexed) == 1  # the edited document, and nothing else


@pytest.mark.usefixtures("never_ready")
def test_a_check_racing_the_index_of_another_version_answers_for_its_own_text() -> None:
    world = fresh_sample()
    answer = sample_answer()
    expected = verdicts(check_quotations(fresh_sample(), answer))
    # another version of the project, where each quoted passage reads otherwise
    changed = world
    for check in check_quotations(fresh_sample(), answer):
        if check.passage is not None and check.passage.part == "text":
            doc = changed.documents[check.passage.node_id]
            text = doc.text[: check.passage.start] + "x" + doc.text[check.passage.end :]
            changed = with_document(changed, replace(doc, text=text))
    stop = threading.Event()

    def index_the_other_version() -> None:
        while not stop.is_set():
            index_project(replace(changed, meta=changed.meta))  # a new world each time

    racer = threading.Thread(target=index_the_other_version)
    racer.start()
    try:
        for _ in range(5):
            assert verdicts(check_quotations(world, answer)) == expected
            moved = verdicts(check_quotations(changed, answer))
            assert moved != expected
    finally:
        stop.set()
        racer.join(30)


@pytest.mark.usefixtures("never_ready")
def test_indexing_stops_when_asked_and_leaves_the_project_not_ready() -> None:
    world = fresh_sample()
    asked: list[int] = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 3

    assert index_project(world, stop=stop) == 0
    assert not index_ready(world)
    assert index_project(world) > 0 and index_ready(world)


def test_a_title_renamed_after_indexing_is_a_title_and_the_old_one_a_quotation_again() -> None:
    world = fresh_sample()
    index_project(world)
    doc = world.documents_in_order()[0]
    renamed = with_document(world, replace(doc, title="The Night the River Came Up"))
    answer = f"She calls it “{doc.title}” and then “The Night the River Came Up”."
    assert len(doc.title.split()) >= 3
    assert [c.quotation.text for c in check_quotations(world, answer)] == [
        "The Night the River Came Up"]  # fmt: skip
    assert [c.quotation.text for c in check_quotations(renamed, answer)] == [doc.title]

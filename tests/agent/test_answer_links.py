"""Cited document titles and ids become links; code and existing links are left alone."""

from __future__ import annotations

from assistant.agent.answer_links import document_id_from_url, document_url, link_documents
from assistant.world.model import Document, FrozenMap, World


def _world() -> World:
    docs = [
        Document("d-0001aa", "The Bridge"),
        Document("d-0002bb", "The Bridge Falls"),
        Document("d-0003cc", "Up"),  # too short to link by title
        Document("d-0004dd", "The Bridge"),  # a second document with the same title
    ]
    return World(documents=FrozenMap({d.id: d for d in docs}), root=tuple(d.id for d in docs))


def test_titles_and_ids_become_links_to_the_first_document_of_that_title():
    text = "Read The Bridge Falls, then The Bridge (see d-0002bb). Up is not linked."
    linked = link_documents(text, _world())
    assert f"[The Bridge Falls]({document_url('d-0002bb')})" in linked
    assert f"then [The Bridge]({document_url('d-0001aa')})" in linked
    assert f"(see [d-0002bb]({document_url('d-0002bb')}))" in linked
    assert "Up is not linked" in linked


def test_code_links_and_partial_words_are_left_alone():
    text = (
        "`The Bridge` and [The Bridge](https://example.com) and https://x.org/The Bridge\n"
        "```\nThe Bridge\n```\nTheBridge The Bridges"
    )
    assert link_documents(text, _world()) == text


def test_urls_round_trip():
    assert document_id_from_url(document_url("d-0001aa")) == "d-0001aa"
    assert document_id_from_url("https://example.com/d-0001aa") is None

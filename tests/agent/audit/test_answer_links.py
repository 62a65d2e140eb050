"""Cited document titles and ids become links; code and existing links are left alone."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from assistant.agent.audit.answer_links import document_id_from_url, document_url, link_documents
from assistant.world.model import Document, FrozenMap, World
from tests.worlds import flat_world


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


def test_a_title_that_only_begins_a_longer_title_is_not_linked():
    world = flat_world(Document("d-0001aa", "Chapter 1"), Document("d-0002bb", "The Bridge"))
    text = (
        "Chapter 1: The Map House opens it; Chapter 1 — The Crossing follows; "
        "“The Bridge at Dusk” and *The Bridge Falls* are other books."
    )
    assert link_documents(text, world) == text
    text = "Read Chapter 1: it opens there. “The Bridge”, *The Bridge*, and Chapter 1."
    linked = link_documents(text, world)
    assert linked.count(document_url("d-0001aa")) == 2
    assert linked.count(document_url("d-0002bb")) == 2


def test_urls_round_trip():
    assert document_id_from_url(document_url("d-0001aa")) == "d-0001aa"
    assert document_id_from_url("https://example.com/d-0001aa") is None


def _flat_link(markdown: str, world: World) -> str:
    """The titles as one flat alternation, longest first: what the linker must agree with."""
    import re

    from assistant.agent.audit import answer_links

    targets: dict[str, str] = {}
    for doc in world.documents_in_order():
        targets.setdefault(doc.id, doc.id)
        title = doc.title.strip()
        if len(title) >= answer_links.MIN_TITLE_LENGTH and not title.isdigit():
            targets.setdefault(title, doc.id)
    titles = sorted((t for t in targets if t not in world.documents), key=len, reverse=True)
    alternatives = "|".join([*(re.escape(t) for t in titles), answer_links._DOCUMENT_ID])
    pattern = re.compile(r"(?<![\w\[])(?:" + alternatives + r")(?![\w\]])")

    def link(match: re.Match[str]) -> str:
        text = match.group(0)
        if text not in targets or answer_links.begins_longer_title(
            match.string, match.start(), match.end()
        ):
            return text
        label = text.replace("[", r"\[").replace("]", r"\]")
        return f"[{label}]({document_url(targets[text])})"

    return pattern.sub(link, markdown)


@given(
    titles=st.lists(st.text(alphabet="ab .(*-]", min_size=1, max_size=6), min_size=1, max_size=8),
    text=st.text(alphabet="ab .(*-]x\n", max_size=40),
)
def test_titles_link_as_a_flat_list_of_them_would(titles: list[str], text: str) -> None:
    docs = [Document(f"d-{i:04x}aa", title) for i, title in enumerate(titles)]
    world = World(documents=FrozenMap({d.id: d for d in docs}), root=tuple(d.id for d in docs))
    assert link_documents(text, world) == _flat_link(text, world)


def test_thousands_of_titles_and_a_title_deep_in_prefixes_still_link():
    docs = [Document(f"d-{i:05x}00", f"{i // 100}.{i % 100} Kária") for i in range(3000)]
    docs.append(Document("d-ffff00", "a" * 1500))  # nests the tree deeper than Python recurses
    docs += [Document(f"d-{i:05x}ee", "a" * i) for i in range(3, 1500, 7)]
    world = World(documents=FrozenMap({d.id: d for d in docs}), root=tuple(d.id for d in docs))
    linked = link_documents("See 29.99 Kária and " + "a" * 1500 + ".", world)
    assert f"[29.99 Kária]({document_url('d-00bb700')})" in linked
    assert f"]({document_url('d-ffff00')})" in linked

"""Files exactly as Quire writes them read in one match, and exactly as the general reader reads
them; anything else is left to the general reader."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.world.model import Document, DocumentKind, Entity, EntityKind
from assistant.world.storage import reading
from assistant.world.storage.frontmatter import (
    FrontMatterError,
    document_from_fields,
    document_to_text,
    entity_from_fields,
    entity_to_text,
    split_file,
)
from assistant.world.storage.quickread import read_document, read_entity
from assistant.world.storage.store import ProjectStore
from tests.paths import SAMPLE
from tests.tiers import examples

_text = st.text(alphabet=st.characters(codec="utf-8"), max_size=10)
_pairs = st.lists(st.tuples(_text, _text), max_size=3, unique_by=lambda pair: pair[0])

_documents = st.builds(
    Document,
    id=st.from_regex(r"d-[A-Za-z0-9_-]{0,12}", fullmatch=True),
    title=_text,
    text=_text,
    kind=st.sampled_from(list(DocumentKind)),
    tags=st.lists(_text, max_size=3).map(tuple),
    synopsis=_text,
    status=_text,
    fields=_pairs.map(tuple),
    target=st.sampled_from([0, 1, 2500, 100_000_000]),
    private=st.booleans(),
)
_entities = st.builds(
    Entity,
    id=st.from_regex(r"e-[A-Za-z0-9_-]{0,12}", fullmatch=True),
    name=_text,
    kind=st.sampled_from(list(EntityKind)),
    aliases=st.lists(_text, max_size=3).map(tuple),
    fields=_pairs.map(tuple),
    notes=_text,
    tags=st.lists(_text, max_size=3).map(tuple),
    private=st.booleans(),
    private_fields=st.lists(_text.filter(bool), max_size=2, unique=True).map(tuple),
)


@given(_documents)
def test_every_document_as_quire_writes_it_is_read_the_quick_way(doc: Document) -> None:
    assert read_document(document_to_text(doc).encode()) == doc


@given(_entities)
def test_every_entity_as_quire_writes_it_is_read_the_quick_way(entity: Entity) -> None:
    assert read_entity(entity_to_text(entity).encode()) == entity


def _general(data: bytes, decode: object) -> object:
    """What the general reader makes of ``data``: the value and its warnings, or the error."""
    try:
        decoded = decode(*split_file(data))  # type: ignore[operator]
    except (FrontMatterError, UnicodeDecodeError) as exc:
        return ("error", type(exc).__name__)
    return decoded.value, decoded.warnings


_PIECES = [
    "x", " ", ", ", '", "', "\r", "\r\n", "\n", "\t", '"', "\\", "\\u", "\\ud800", "\\udc00",
    "\\u00e9", "\\n",
    '": "', "[", "]", "{", "}", "---", "\ufeff", "\u2028", "\x85", "é", "0", "9", "-",
    "target: 7\n", "fields: {}\n", "kind: \"note\"\n",
]


@st.composite
def _edited(draw: st.DrawFn, values: st.SearchStrategy[object], to_text: object) -> bytes:
    """A file Quire wrote, then edited by hand: one piece put in just inside or after a text
    of the front matter, or pieces put in anywhere, bytes taken out, a byte that is not UTF-8."""
    data = bytearray(to_text(draw(values)).encode())  # type: ignore[operator]
    if draw(st.booleans()):
        closing = data.index(b"\n---\n")
        at = draw(st.sampled_from([i + 1 for i in range(closing) if data[i] == ord('"')]))
        data[at:at] = draw(st.sampled_from(_PIECES)).encode()
        return bytes(data)
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(data)))
        action = draw(st.sampled_from(["insert", "delete", "bad byte"]))
        if action == "insert":
            data[at:at] = draw(st.sampled_from(_PIECES)).encode()
        elif action == "delete":
            del data[at : at + draw(st.integers(1, 4))]
        else:
            data[at:at] = b"\xff"
    return bytes(data)


_KINDS = {
    "document": (_documents, document_to_text, read_document, document_from_fields),
    "entity": (_entities, entity_to_text, read_entity, entity_from_fields),
}


@pytest.mark.parametrize("kind", list(_KINDS))
@settings(max_examples=examples(400))
@given(data=st.data())
def test_a_file_edited_by_hand_reads_as_the_general_reader_reads_it(
    kind: str, data: st.DataObject
) -> None:
    values, to_text, quick_read, decode = _KINDS[kind]
    edited = data.draw(_edited(values, to_text))
    quick = quick_read(edited)
    if quick is not None:
        assert _general(edited, decode) == (quick, ())


_PLAIN = document_to_text(Document("d-1", "T", "Body", tags=("a",), fields=(("k", "v"),)))


@pytest.mark.parametrize(
    "data",
    [
        _PLAIN.replace('"T"', '"\\ud800"').encode(),  # a lone surrogate: repaired, with a warning
        _PLAIN.replace("Body", "Bo\xffdy").encode("latin-1"),  # not UTF-8: the error says where
        _PLAIN.replace('"scene"', '"saga"').encode(),  # an unknown kind: read as a scene, noted
        _PLAIN.replace("---\n\n", "---\r\n\r\n").encode(),  # Windows line ends
        _PLAIN.replace('tags: ["a"]', 'tags: [ "a" ]').encode(),  # spaced by hand
        _PLAIN.replace('status: ""', 'status: ""\ntarget: 100000001').encode(),  # too large
        _PLAIN.replace('kind: "scene"\n', "").encode(),  # a field left out
        ("\ufeff" + _PLAIN).encode(),  # a byte-order mark
    ],
)
def test_what_quire_does_not_write_is_left_to_the_general_reader(data: bytes) -> None:
    assert read_document(data) is None


def test_a_body_after_an_empty_line_with_a_carriage_return_reads_as_the_general_reader(
) -> None:
    data = _PLAIN.replace("---\n\nBody", "---\n\r\nBody").encode()
    assert _general(data, document_from_fields) == (read_document(data), ())


def test_a_project_reads_the_same_with_or_without_the_quick_way(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sample = SAMPLE
    root = tmp_path / "project"
    import shutil

    shutil.copytree(sample, root, ignore=shutil.ignore_patterns(".quire"))
    hand_made = root / "documents" / "by-hand-d-0000000abc.md"
    hand_made.write_text('---\nid: "d-0000000abc"\ntitle: Typed by hand\n---\n\nText.\n')
    quick_store = ProjectStore(root)
    quick = quick_store.load()
    monkeypatch.setattr(reading, "read_document", lambda data: None)
    monkeypatch.setattr(reading, "read_entity", lambda data: None)
    general_store = ProjectStore(root)
    general = general_store.load()
    assert quick == general
    assert quick_store.problems == general_store.problems
    assert quick.documents["d-0000000abc"].title == "Typed by hand"


@pytest.mark.parametrize("cls", [Document, Entity])
def test_values_made_without_their_init_lose_nothing_it_would_do(cls: type) -> None:
    """The quick reader fills a value's fields without calling ``__init__``: that is only
    the same value while the class checks or derives nothing when it is made."""
    assert not hasattr(cls, "__post_init__")
    assert "__slots__" not in vars(cls)

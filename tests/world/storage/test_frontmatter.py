"""Front matter: Quire's own one-line-JSON form, hand-written YAML, and clear reasons."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from assistant.world.model import Document, DocumentKind, Entity, EntityKind
from assistant.world.problems import ProblemKind
from assistant.world.storage.frontmatter import (
    FrontMatterError,
    document_from_text,
    document_to_text,
    entity_from_text,
    entity_to_text,
    split,
)


def test_document_file_is_exactly_the_documented_format() -> None:
    doc = Document(
        "d-3f9a1c20b4",
        "The Bridge",
        "The body text…",
        DocumentKind.SCENE,
        ("draft",),
        "Mara crosses at night.",
        "first draft",
    )
    assert document_to_text(doc) == (
        "---\n"
        'id: "d-3f9a1c20b4"\n'
        'title: "The Bridge"\n'
        'kind: "scene"\n'
        'tags: ["draft"]\n'
        'synopsis: "Mara crosses at night."\n'
        'status: "first draft"\n'
        "---\n"
        "\n"
        "The body text…"
    )


def test_document_fields_are_written_after_status_and_read_back_in_order() -> None:
    doc = Document(
        "d-3f9a1c20b4",
        "Aric",
        "Body.",
        fields=(("race", "gol"), ("aliases", "Aric, Sliver of Darkness"), ("birth", "")),
    )
    text = document_to_text(doc)
    assert text.splitlines()[7] == (
        'fields: {"race": "gol", "aliases": "Aric, Sliver of Darkness", "birth": ""}'
    )
    decoded = document_from_text(text)
    assert decoded.warnings == ()
    assert decoded.value == doc
    assert document_to_text(decoded.value) == text


def test_a_document_without_fields_has_no_fields_line() -> None:
    text = document_to_text(Document("d-3f9a1c20b4", "Plain", "x"))
    assert "fields" not in text


def test_entity_file_is_exactly_the_documented_format() -> None:
    entity = Entity(
        "e-0a1b2c3d4e",
        "Mara Vell",
        EntityKind.CHARACTER,
        ("Mara", "the ferrywoman"),
        (("Age", "34"), ("Eyes", "grey")),
        "Notes about Mara…",
    )
    assert entity_to_text(entity) == (
        "---\n"
        'id: "e-0a1b2c3d4e"\n'
        'name: "Mara Vell"\n'
        'kind: "character"\n'
        'aliases: ["Mara", "the ferrywoman"]\n'
        'fields: {"Age": "34", "Eyes": "grey"}\n'
        "tags: []\n"
        "---\n"
        "\n"
        "Notes about Mara…"
    )


AWKWARD = [
    "",
    "\n",
    "\n\nstarts with blank lines",
    "---\nlooks like front matter\n---\n",
    "line\u2028separator and\u2029paragraph",
    'quotes " and \\ backslash\ttab\r\nwindows line',
    "Mára, Ærø, Straße, 東京, emoji 🜂, combining e\u0301",
    "no newline at the end",
]


@pytest.mark.parametrize("text", AWKWARD)
def test_document_round_trips_awkward_values(text: str) -> None:
    doc = Document("d-0000000001", text or "x", text, DocumentKind.NOTE, (text, "b"), text, text)
    decoded = document_from_text(document_to_text(doc))
    assert decoded.value == doc
    assert decoded.warnings == ()


@pytest.mark.parametrize("text", AWKWARD)
def test_entity_round_trips_awkward_values(text: str) -> None:
    entity = Entity(
        "e-0000000001",
        text or "x",
        EntityKind.FACTION,
        (text,),
        (("k", text), (text + "!", "")),
        text,
        (text,),
    )
    decoded = entity_from_text(entity_to_text(entity))
    assert decoded.value == entity
    assert decoded.warnings == ()


def test_field_order_is_kept() -> None:
    fields = tuple((name, name.lower()) for name in ("Zeta", "Alpha", "Mid", "Beta"))
    entity = Entity("e-0000000001", "Order", fields=fields)
    assert entity_from_text(entity_to_text(entity)).value.fields == fields


def test_writing_is_deterministic() -> None:
    a = Document("d-0000000001", "T", "body", tags=("x", "y"))
    b = Document("d-0000000001", "T", "".join(["bo", "dy"]), tags=("x", "y"))
    assert document_to_text(a).encode() == document_to_text(b).encode()


def test_line_separators_are_escaped_in_front_matter() -> None:
    text = document_to_text(Document("d-0000000001", "a\u2028b", ""))
    assert "\u2028" not in text.split("---")[1]
    assert "\\u2028" in text


def test_hand_written_yaml_is_read() -> None:
    text = (
        "---\n"
        "id: d-0000000042\n"
        "title: 1984\n"
        "kind: chapter\n"
        "tags:\n"
        "  - draft\n"
        "  - war\n"
        "synopsis: >\n"
        "  Folded\n"
        "  lines\n"
        "status:\n"
        "---\n"
        "Body right after the delimiter."
    )
    decoded = document_from_text(text)
    assert decoded.value == Document(
        "d-0000000042",
        "1984",
        "Body right after the delimiter.",
        DocumentKind.CHAPTER,
        ("draft", "war"),
        "Folded lines\n",
        "",
    )
    assert decoded.warnings == ()


def test_yaml_entity_with_mapping_fields_in_order() -> None:
    text = (
        "---\nid: e-0000000001\nname: Mara\nkind: place\naliases: Mar\n"
        "fields:\n  Zeta: 1\n  Alpha: two\n---\n\nnotes"
    )
    entity = entity_from_text(text).value
    assert entity.kind is EntityKind.PLACE
    assert entity.aliases == ("Mar",)
    assert entity.fields == (("Zeta", "1"), ("Alpha", "two"))
    assert entity.notes == "notes"


def test_windows_line_endings_and_bom_in_front_matter() -> None:
    fields, body = split('\ufeff---\r\nid: "d-0000000001"\r\ntitle: "T"\r\n---\r\n\r\nBody\r\n')
    assert fields == {"id": "d-0000000001", "title": "T"}
    assert body == "Body\r\n"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("no front matter at all", "must start with a '---' line"),
        ('---\nid: "d-1"\n', "not closed"),
        ("---\n", "not closed"),
        ("---\nid: [unclosed\n---\n", "not valid YAML"),
        ("---\n- a\n- b\n---\n", "key: value"),
        ('---\ntitle: "T"\n---\n', "no 'id'"),
        ("---\nid: 12\n---\n", "'id' must be text"),
        ('---\nid: "e-0000000001"\n---\n', "not a document id"),
        ('---\nid: "d-../../etc"\n---\n', "not a document id"),
    ],
)
def test_unreadable_front_matter_has_a_clear_reason(text: str, reason: str) -> None:
    with pytest.raises(FrontMatterError, match=reason):
        document_from_text(text)


def test_yaml_error_names_the_file_line() -> None:
    with pytest.raises(FrontMatterError, match=r"line 3"):
        document_from_text('---\nid: "d-0000000001"\ntitle: a: b\n---\n')


def test_wrong_types_are_repaired_with_warnings() -> None:
    decoded = document_from_text(
        "---\n"
        'id: "d-0000000001"\n'
        'kind: "sceen"\n'
        'tags: {"a": 1}\n'
        "synopsis: [1, 2]\n"
        'colour: "red"\n'
        "---\n\ntext"
    )
    doc = decoded.value
    assert (doc.title, doc.kind, doc.tags, doc.synopsis) == (
        "Untitled",
        DocumentKind.SCENE,
        (),
        "",
    )
    assert doc.text == "text"
    joined = " | ".join(w.english() for w in decoded.warnings)
    assert [w.kind for w in decoded.warnings] == [
        ProblemKind.MISSING_FIELD,
        ProblemKind.UNKNOWN_KIND,
        ProblemKind.FIELD_NOT_TEXT_LIST,
        ProblemKind.FIELD_NOT_TEXT,
        ProblemKind.UNKNOWN_DOCUMENT_FIELDS,
    ]
    assert "no 'title'" in joined
    assert "unknown kind 'sceen'" in joined
    assert "'tags' must be a list of text" in joined
    assert "'synopsis' must be text, not a list" in joined
    assert "'colour'" in joined


def test_body_containing_delimiters_is_kept() -> None:
    doc = Document("d-0000000001", "T", "Part one\n\n---\n\nPart two\n---\n")
    assert document_from_text(document_to_text(doc)).value.text == doc.text


# -- reading a block in one parse ----------------------------------------------------------------

_texts = st.text(alphabet=st.characters(codec="utf-8"), max_size=12)
_values = st.one_of(
    _texts,
    st.lists(_texts, max_size=3),
    st.dictionaries(_texts, _texts, max_size=3),
    st.integers(-5, 5),
    st.floats(allow_nan=False, allow_infinity=False),
    st.booleans(),
    st.none(),
    st.lists(st.lists(st.integers(), max_size=2), max_size=2),  # not plain: read line by line
)


@given(
    items=st.lists(st.tuples(st.from_regex(r"[a-z_][a-z0-9_-]{0,6}", fullmatch=True), _values),
                   max_size=7),
    spacing=st.sampled_from(["\n", "\r\n", "\n\n", "\n  \n"]),
)
def test_a_block_read_in_one_parse_reads_as_line_by_line(
    items: list[tuple[str, object]], spacing: str
) -> None:
    from assistant.world.storage import frontmatter

    block = spacing.join(f"{key}: {json.dumps(value, ensure_ascii=False)}" for key, value in items)
    one_by_one = frontmatter._parse_json_lines(block)
    plain = frontmatter._parse_plain_lines(block)
    if plain is not None:
        assert plain == one_by_one
        assert isinstance(plain, frontmatter.PlainFields)
    keys = [key for key, _value in items]
    if len(set(keys)) == len(keys):
        assert one_by_one == dict(items)


@given(st.lists(st.sampled_from(
    ["---", "\n", "\r\n", "\r", " ", "\u00a0", "\u2028", "\x85", "\ufeff", "title: \"x\"",
     "a", "é", "----", "- --", "id: \"d-1\""]
), max_size=14))
def test_a_file_split_from_its_bytes_splits_as_its_text(pieces: list[str]) -> None:
    from assistant.world.storage.frontmatter import split_file

    text = "".join(pieces)
    try:
        expected: object = split(text)
    except FrontMatterError as exc:
        expected = ("error", str(exc))
    try:
        got: object = split_file(text.encode())
    except FrontMatterError as exc:
        got = ("error", str(exc))
    assert got == expected


def test_a_file_that_is_not_utf8_says_where() -> None:
    from assistant.world.storage.frontmatter import split_file

    data = b'---\nid: "d-1"\n---\n\nfine, then \xff here'
    with pytest.raises(UnicodeDecodeError) as excinfo:
        split_file(data)
    assert excinfo.value.start == data.index(b"\xff")


_fieldtext = st.text(alphabet=st.characters(codec="utf-8", exclude_characters="\r"), max_size=8)


@given(
    title=_fieldtext, kind=st.sampled_from(list(DocumentKind)),
    tags=st.lists(_fieldtext, max_size=3), synopsis=_fieldtext, status=_fieldtext,
    fields=st.lists(st.tuples(_fieldtext, _fieldtext), max_size=3, unique_by=lambda p: p[0]),
    target=st.sampled_from([0, 1, 2500, 100_000_000]), body=_fieldtext,
)
def test_a_document_as_quire_writes_it_reads_back_the_quick_way_whole(
    title: str, kind: DocumentKind, tags: list[str], synopsis: str, status: str,
    fields: list[tuple[str, str]], target: int, body: str,
) -> None:
    from assistant.world.storage import frontmatter

    doc = Document(
        "d-0123abcd", title or "Untitled", body, kind, tuple(tags), synopsis, status,
        tuple(fields), target,
    )
    block, text_body = frontmatter.split_block(document_to_text(doc))
    parsed = frontmatter.parse_block(block)
    quick = frontmatter._plain_document(parsed, text_body)
    assert quick is not None  # Quire's own files take the quick way
    assert quick == doc
    assert document_from_text(document_to_text(doc)).value == doc

"""Documents and entities read straight from the bytes of files exactly as Quire writes them.

Opening a project mostly reads files that Quire wrote itself. For those, the front matter is
decoded at once, one regular expression finds every field in Quire's fixed order, and the
value is made at once: the block is never cut into lines, parsed as a mapping and then
checked field by field. Anything else (a file typed or edited by hand, a
field Quire would not write, Windows line ends, a ``\\uD800``-style escape, bytes that are not
UTF-8) gives None, and the general reader of :mod:`assistant.world.storage.frontmatter` reads
it, with its repairs and warnings. What is read here is exactly what that reader reads, with no
warning (``tests/world/storage/test_quickread.py`` holds it to that).
"""

from __future__ import annotations

import json
import re

from assistant.world.ids import DOCUMENT_PREFIX, ENTITY_PREFIX
from assistant.world.model import Document, DocumentKind, Entity, EntityKind, compact_text
from assistant.world.storage.frontmatter import TARGET_MAXIMUM

_TEXT = r'"[^"\\\x00-\x1f]*(?:\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})[^"\\\x00-\x1f]*)*"'
"""A JSON string, as in :mod:`assistant.world.storage.frontmatter`."""
_LIST = r"\[(?:" + _TEXT + r"(?:, " + _TEXT + r")*)?\]"
"""A list of texts as ``json.dumps`` writes it."""
_PAIRS = r"\{(?:" + _TEXT + r": " + _TEXT + r"(?:, " + _TEXT + r": " + _TEXT + r")*)?\}"
"""A mapping of texts to texts as Quire writes it."""


def _id(prefix: str) -> str:
    return '"(' + re.escape(prefix) + r'[A-Za-z0-9_-]*)"'


_DOCUMENT = re.compile(
    "---\nid: " + _id(DOCUMENT_PREFIX)
    + "\ntitle: (" + _TEXT
    + ')\nkind: "([a-z]+)"'
    + "\ntags: (" + _LIST
    + ")\nsynopsis: (" + _TEXT
    + ")\nstatus: (" + _TEXT
    + ")\n(?:target: ([1-9][0-9]{0,8})\n)?"
    + "(?:fields: (" + _PAIRS + ")\n)?"
    + "(private: true\n)?"
    + "---\n"
)
_ENTITY = re.compile(
    "---\nid: " + _id(ENTITY_PREFIX)
    + "\nname: (" + _TEXT
    + ')\nkind: "([a-z]+)"'
    + "\naliases: (" + _LIST
    + ")\nfields: (" + _PAIRS
    + ")\ntags: (" + _LIST
    + ")\n(private: true\n)?"
    + "(?:private_fields: (" + _LIST + ")\n)?"
    + "---\n"
)
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89abcdefABCDEF]")
_DOCUMENT_KINDS = {kind.value: kind for kind in DocumentKind}
_ENTITY_KINDS = {kind.value: kind for kind in EntityKind}
_new = object.__new__
"""Values are made as unpickling makes them, their fields put in place without the frozen
dataclass's ``__init__`` (a call of ``object.__setattr__`` per field, a third of the cost of
making a document here). Every field is given; the classes have no ``__post_init__``
(``tests/world/storage/test_quickread.py`` holds both)."""


def _front_matter(data: bytes) -> tuple[str, int] | None:
    """The front matter of a file as Quire writes it, decoded, and where it ends in the bytes.

    A text in it never holds a line break (JSON escapes it), so its closing line is the first
    ``---`` line after the opening one."""
    end = data.find(b"\n---\n", 3) + 5
    if end < 5:
        return None
    try:
        return data[:end].decode("utf-8"), end
    except UnicodeDecodeError:  # the general reader says where
        return None


def read_document(data: bytes) -> Document | None:
    """The document in a file's bytes when Quire wrote them just so; else None."""
    head = _front_matter(data)
    if head is None:
        return None
    text, end = head
    found = _DOCUMENT.fullmatch(text)
    if found is None:
        return None
    doc_id, title, kind, tags, synopsis, status, target, pairs, private = found.groups()
    document_kind = _DOCUMENT_KINDS.get(kind)
    words = int(target) if target is not None else 0
    if document_kind is None or words > TARGET_MAXIMUM or _unsafe_escape(text):
        return None
    try:
        body, characters = _compact_body(data, end)
    except UnicodeDecodeError:
        return None
    document = _new(Document)
    document.__dict__.update(
        id=doc_id,
        title=_text(title),
        _text=body,
        character_count=characters,  # known here; reading a compact text back costs time
        kind=document_kind,
        tags=_texts(tags),
        synopsis=_text(synopsis),
        status=_text(status),
        fields=_pairs(pairs) if pairs is not None else (),
        target=words,
        private=private is not None,
    )
    return document


def read_entity(data: bytes) -> Entity | None:
    """The entity in a file's bytes when Quire wrote them just so; else None."""
    head = _front_matter(data)
    if head is None:
        return None
    text, end = head
    found = _ENTITY.fullmatch(text)
    if found is None:
        return None
    entity_id, name, kind, aliases, pairs, tags, private, private_fields = found.groups()
    entity_kind = _ENTITY_KINDS.get(kind)
    if entity_kind is None or _unsafe_escape(text):
        return None
    try:
        notes = _body(data, end)
    except UnicodeDecodeError:
        return None
    entity = _new(Entity)
    entity.__dict__.update(
        id=entity_id,
        name=_text(name),
        kind=entity_kind,
        aliases=_texts(aliases),
        fields=_pairs(pairs),
        notes=notes,
        tags=_texts(tags),
        private=private is not None,
        private_fields=_names(private_fields) if private_fields is not None else (),
    )
    return entity


def _unsafe_escape(front_matter: str) -> bool:
    """Whether the front matter escapes a surrogate (which the general reader repairs)."""
    return "\\u" in front_matter and _SURROGATE_ESCAPE.search(front_matter) is not None


def _body(data: bytes, end: int) -> str:
    """The text after the closing line and the one empty line that follows it."""
    return data[_body_start(data, end):].decode("utf-8")


def _body_start(data: bytes, end: int) -> int:
    if data.startswith(b"\n", end):
        return end + 1
    if data.startswith(b"\r\n", end):
        return end + 2
    return end


def _compact_body(data: bytes, end: int) -> tuple[str | bytes, int]:
    """The body (see :func:`_body`) as a document keeps it (:func:`compact_text`), from the
    file's own bytes where it is kept as UTF-8; and its length in characters."""
    utf8 = data[_body_start(data, end):]
    text = utf8.decode("utf-8")
    return compact_text(text, utf8), len(text)


def _text(raw: str) -> str:
    if "\\" in raw:
        return json.loads(raw)
    return raw[1:-1]


def _texts(raw: str) -> tuple[str, ...]:
    if raw == "[]":
        return ()
    if "\\" in raw:
        return tuple(json.loads(raw))
    # without escapes no text holds a quotation mark, so '", "' is only ever between two
    return tuple(raw[2:-2].split('", "'))


def _names(raw: str) -> tuple[str, ...]:
    """Private field names as the general reader reads them: once each, none empty."""
    return tuple(dict.fromkeys(name for name in _texts(raw) if name))


def _pairs(raw: str) -> tuple[tuple[str, str], ...]:
    if raw == "{}":
        return ()
    if "\\" in raw:
        return tuple(json.loads(raw).items())
    items = (item.split('": "') for item in raw[2:-2].split('", "'))
    return tuple(dict(items).items())  # a name given twice keeps its last value, as in JSON

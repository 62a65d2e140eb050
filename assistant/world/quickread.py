"""Documents and entities read straight from the bytes of files exactly as Quire writes them.

Opening a project mostly reads files that Quire wrote itself. For those, one regular
expression over the file's bytes finds every field of the front matter in Quire's fixed order,
and the value is made at once: the block is never cut into lines, decoded, parsed as a
mapping and then checked field by field. Anything else (a file typed or edited by hand, a
field Quire would not write, Windows line ends, a ``\\uD800``-style escape, bytes that are not
UTF-8) gives None, and the general reader of :mod:`assistant.world.frontmatter` reads it, with
its repairs and warnings. What is read here is exactly what that reader reads, with no
warning (``tests/world/test_quickread.py`` holds it to that).
"""

from __future__ import annotations

import json
import re

from assistant.world.frontmatter import TARGET_MAXIMUM
from assistant.world.ids import DOCUMENT_PREFIX, ENTITY_PREFIX
from assistant.world.model import Document, DocumentKind, Entity, EntityKind

_TEXT = rb'"[^"\\\x00-\x1f]*(?:\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})[^"\\\x00-\x1f]*)*"'
"""A JSON string, as in :mod:`assistant.world.frontmatter`."""
_LIST = rb"\[(?:" + _TEXT + rb"(?:, " + _TEXT + rb")*)?\]"
"""A list of texts as ``json.dumps`` writes it."""
_PAIRS = rb"\{(?:" + _TEXT + rb": " + _TEXT + rb"(?:, " + _TEXT + rb": " + _TEXT + rb")*)?\}"
"""A mapping of texts to texts as Quire writes it."""


def _id(prefix: str) -> bytes:
    return b'"(' + re.escape(prefix.encode()) + rb'[A-Za-z0-9_-]*)"'


_DOCUMENT = re.compile(
    b"---\nid: " + _id(DOCUMENT_PREFIX)
    + b"\ntitle: (" + _TEXT
    + b')\nkind: "([a-z]+)"'
    + b"\ntags: (" + _LIST
    + b")\nsynopsis: (" + _TEXT
    + b")\nstatus: (" + _TEXT
    + b")\n(?:target: ([1-9][0-9]{0,8})\n)?"
    + b"(?:fields: (" + _PAIRS + b")\n)?"
    + b"---\n"
)
_ENTITY = re.compile(
    b"---\nid: " + _id(ENTITY_PREFIX)
    + b"\nname: (" + _TEXT
    + b')\nkind: "([a-z]+)"'
    + b"\naliases: (" + _LIST
    + b")\nfields: (" + _PAIRS
    + b")\ntags: (" + _LIST
    + b")\n---\n"
)
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89abcdefABCDEF]")
_DOCUMENT_KINDS = {kind.value.encode(): kind for kind in DocumentKind}
_ENTITY_KINDS = {kind.value.encode(): kind for kind in EntityKind}


def read_document(data: bytes) -> Document | None:
    """The document in a file's bytes when Quire wrote them just so; else None."""
    found = _DOCUMENT.match(data)
    if found is None:
        return None
    doc_id, title, kind, tags, synopsis, status, target, pairs = found.groups()
    document_kind = _DOCUMENT_KINDS.get(kind)
    words = int(target) if target is not None else 0
    if document_kind is None or words > TARGET_MAXIMUM or _unsafe_escape(data, found):
        return None
    try:
        return Document(
            id=doc_id.decode(),
            title=_text(title),
            text=_body(data, found.end()),
            kind=document_kind,
            tags=_texts(tags),
            synopsis=_text(synopsis),
            status=_text(status),
            fields=_pairs(pairs) if pairs is not None else (),
            target=words,
        )
    except UnicodeDecodeError:  # the general reader says where
        return None


def read_entity(data: bytes) -> Entity | None:
    """The entity in a file's bytes when Quire wrote them just so; else None."""
    found = _ENTITY.match(data)
    if found is None:
        return None
    entity_id, name, kind, aliases, pairs, tags = found.groups()
    entity_kind = _ENTITY_KINDS.get(kind)
    if entity_kind is None or _unsafe_escape(data, found):
        return None
    try:
        return Entity(
            id=entity_id.decode(),
            name=_text(name),
            kind=entity_kind,
            aliases=_texts(aliases),
            fields=_pairs(pairs),
            notes=_body(data, found.end()),
            tags=_texts(tags),
        )
    except UnicodeDecodeError:
        return None


def _unsafe_escape(data: bytes, found: re.Match[bytes]) -> bool:
    """Whether the front matter escapes a surrogate (which the general reader repairs)."""
    return data.find(b"\\u", 0, found.end()) >= 0 and (
        _SURROGATE_ESCAPE.search(data, 0, found.end()) is not None
    )


def _body(data: bytes, end: int) -> str:
    """The text after the closing line and the one empty line that follows it."""
    if data.startswith(b"\n", end):
        end += 1
    elif data.startswith(b"\r\n", end):
        end += 2
    return data[end:].decode("utf-8")


def _text(raw: bytes) -> str:
    if b"\\" in raw:
        return json.loads(raw.decode("utf-8"))
    return raw[1:-1].decode("utf-8")


def _texts(raw: bytes) -> tuple[str, ...]:
    if raw == b"[]":
        return ()
    if b"\\" in raw:
        return tuple(json.loads(raw.decode("utf-8")))
    # without escapes no text holds a quotation mark, so '", "' is only ever between two
    return tuple(raw[2:-2].decode("utf-8").split('", "'))


def _pairs(raw: bytes) -> tuple[tuple[str, str], ...]:
    if raw == b"{}":
        return ()
    if b"\\" in raw:
        return tuple(json.loads(raw.decode("utf-8")).items())
    items = (item.split('": "') for item in raw[2:-2].decode("utf-8").split('", "'))
    return tuple(dict(items).items())  # a name given twice keeps its last value, as in JSON

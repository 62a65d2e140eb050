"""Front matter: the block of fields at the top of every document and entity file.

Quire writes each field as ``key: <json>`` on one line, keys in a fixed order, so equal
values always give byte-identical files and reading a project never needs a YAML parser.
A block a writer typed by hand in ordinary YAML is read with PyYAML's ``safe_load`` instead.
See docs/FORMAT.md.
"""

from __future__ import annotations

import datetime
import functools
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from assistant.world.ids import DOCUMENT_PREFIX, ENTITY_PREFIX
from assistant.world.model import Document, DocumentKind, Entity, EntityKind
from assistant.world.problems import Detail, Outcome, Problem, ProblemKind, UnreadableError
from assistant.world.safetext import (
    MAX_NESTING,
    repair,
    storable,
    too_deep,
    unstorable,
    unstorable_at,
)

DELIMITER = "---"
_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*")
_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]*")

if TYPE_CHECKING:
    import yaml

DOCUMENT_KEYS = (
    "id", "title", "kind", "tags", "synopsis", "status", "target", "fields", "private",
)
ENTITY_KEYS = ("id", "name", "kind", "aliases", "fields", "tags", "private", "private_fields")


class FrontMatterError(UnreadableError):
    """A file's front matter is missing or cannot be read: :attr:`problem` says why (the
    message says it in English)."""


class _TooDeep:
    """Stands for a field's value nested too deeply to read."""

    def __repr__(self) -> str:
        return "<nested too deeply>"


TOO_DEEP: Any = _TooDeep()

_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89abcdefABCDEF]")


class CheckedFields(dict[str, Any]):
    """Fields read from Quire's own form whose text every file can store and whose values
    nest no deeper than :data:`~assistant.world.safetext.MAX_NESTING`, as found from the
    block as a whole: a reader need not check them one by one again."""


class PlainFields(CheckedFields):
    """Checked fields whose lists hold only texts and whose mappings map texts to texts."""


@dataclass(frozen=True)
class Decoded:
    """A value read from a file, with notes on what had to be repaired to read it."""

    value: Any
    warnings: tuple[Problem, ...] = ()


# -- the block ----------------------------------------------------------------------------------


def split(text: str) -> tuple[dict[str, Any], str]:
    """Split a file's text into its front-matter fields and its body.

    The body starts after the closing ``---`` line and the one empty line that follows it
    (when there is one), so that ``split(join(fields, body))`` gives ``body`` back exactly.
    Raises :class:`FrontMatterError` with a reason a writer can act on.
    """
    block, body = split_block(text)
    return parse_block(block), body


def split_file(data: bytes) -> tuple[dict[str, Any], str]:
    """:func:`split` of a file's UTF-8 bytes (``UnicodeDecodeError`` when they are not).

    The front matter and the body are decoded each on its own, so that the whole text is
    never made only to be cut in two: a project of thousands of files opens faster and
    leaves less freed memory behind."""
    bounds = _split_bytes(data)
    if bounds is None:
        return split(data.decode("utf-8"))
    start, end, after = bounds
    try:
        block, body = data[start:end].decode("utf-8"), data[after:].decode("utf-8")
    except UnicodeDecodeError:
        data.decode("utf-8")  # raises the error with its place in the whole file
        raise
    return parse_block(block), body


_BOM = "\ufeff".encode()
_DELIMITER = DELIMITER.encode()


def _split_bytes(data: bytes) -> tuple[int, int, int] | None:
    """Where the block starts and ends and the body starts, found in the bytes as
    :func:`split_block` finds them in the text; None where only the text can tell (no
    front matter, or a ``---`` line followed by something other than ASCII spaces)."""
    pos = len(_BOM) if data.startswith(_BOM) else 0
    first_end = data.find(b"\n", pos)
    if first_end < 0 or data[pos:first_end].rstrip() != _DELIMITER:
        return None
    start = pos = first_end + 1
    while True:
        if not data.startswith(_DELIMITER, pos):
            found = data.find(b"\n" + _DELIMITER, pos)
            if found < 0:
                return None
            pos = found + 1
        newline = data.find(b"\n", pos)
        line = data[pos:] if newline < 0 else data[pos:newline]
        if line.rstrip() == _DELIMITER:
            break
        if not line.isascii():
            return None  # the text may take other spaces for the end of the line
        if newline < 0:
            return None
        pos = newline + 1
    after = len(data) if newline < 0 else newline + 1
    if data.startswith(b"\r\n", after):
        after += 2
    elif data.startswith(b"\n", after):
        after += 1
    return start, pos, after


def split_block(text: str) -> tuple[str, str]:
    """The raw front-matter block of a file's text (the lines between the ``---`` lines)
    and its body; see :func:`split`. Raises :class:`FrontMatterError` when there is none."""
    if text.startswith("\ufeff"):
        text = text[1:]
    first_end = text.find("\n")
    first = text if first_end < 0 else text[:first_end]
    if first.rstrip() != DELIMITER:
        raise FrontMatterError(ProblemKind.NO_FRONT_MATTER)
    if first_end < 0:
        raise FrontMatterError(ProblemKind.FRONT_MATTER_NOT_CLOSED)
    start = first_end + 1
    end, after = _closing(text, start)
    block = text[start:end]
    body = text[after:]
    if body.startswith("\r\n"):
        body = body[2:]
    elif body.startswith("\n"):
        body = body[1:]
    return block, body


def _closing(text: str, start: int) -> tuple[int, int]:
    """Where the closing delimiter line begins and where the text after it begins."""
    pos = start
    while True:
        if not text.startswith(DELIMITER, pos):  # only a line starting so can close
            newline = text.find("\n" + DELIMITER, pos)
            if newline < 0:
                raise FrontMatterError(ProblemKind.FRONT_MATTER_NOT_CLOSED)
            pos = newline + 1
        newline = text.find("\n", pos)
        line_end = len(text) if newline < 0 else newline
        if text[pos:line_end].rstrip() == DELIMITER:
            return pos, line_end if newline < 0 else newline + 1
        if newline < 0:
            raise FrontMatterError(ProblemKind.FRONT_MATTER_NOT_CLOSED)
        pos = newline + 1


def parse_block(block: str) -> dict[str, Any]:
    """The fields of a front-matter block (the lines between the two ``---`` lines)."""
    fields = _parse_json_lines(block)
    if fields is not None:
        return fields
    import yaml  # only for blocks typed by hand: Quire's own files never need it

    try:
        data = yaml.load(block, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError as exc:
        raise FrontMatterError(ProblemKind.FRONT_MATTER_NOT_YAML, **_yaml_reason(exc)) from None
    except RecursionError:
        raise FrontMatterError(ProblemKind.FRONT_MATTER_TOO_DEEP) from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise FrontMatterError(ProblemKind.FRONT_MATTER_NOT_MAPPING)
    return {str(key): value for key, value in data.items()}


_JSON_TEXT = r'"[^"\\\x00-\x1f]*(?:\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})[^"\\\x00-\x1f]*)*"'
"""A JSON string, as its grammar has it (a loop unrolled: a run of plain characters, then
any escape followed by another such run)."""
_GAP = "[ \t]*"
_PLAIN_VALUE = "|".join(
    (
        _JSON_TEXT,
        rf"\[{_GAP}(?:{_JSON_TEXT}(?:{_GAP},{_GAP}{_JSON_TEXT})*)?{_GAP}\]",
        rf"\{{{_GAP}(?:{_JSON_TEXT}{_GAP}:{_GAP}{_JSON_TEXT}"
        rf"(?:{_GAP},{_GAP}{_JSON_TEXT}{_GAP}:{_GAP}{_JSON_TEXT})*)?{_GAP}\}}",
        r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?",
        "true|false|null",
    )
)
_PLAIN_KEY = "[A-Za-z_][A-Za-z0-9_-]*"
_PLAIN_BLANK = r"[^\S\n]*"  # a line that str.strip() leaves empty


@functools.cache
def _plain_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """A block of lines of Quire's own form whose values are text, a number, true, false,
    null, or a list or mapping of texts (JSON that stands on its own, so that the values of a
    block can be read together, in one parse, exactly as one by one), and one such line.
    Compiled when the general reader first needs them (2.4 ms): a project Quire wrote opens
    without it."""
    block = re.compile(
        rf"(?:{_PLAIN_KEY}: (?:{_PLAIN_VALUE})\r*|{_PLAIN_BLANK})"
        rf"(?:\n(?:{_PLAIN_KEY}: (?:{_PLAIN_VALUE})\r*|{_PLAIN_BLANK}))*"
    )
    item = re.compile(rf"^({_PLAIN_KEY}): ({_PLAIN_VALUE})\r*$", re.MULTILINE)
    return block, item


def _parse_plain_lines(block: str) -> PlainFields | None:
    """The block as Quire writes it, read in one JSON parse; None when it is not only such
    lines (then :func:`_parse_json_lines` reads it line by line)."""
    plain_block, plain_item = _plain_patterns()
    items = plain_item.findall(block)  # whole lines only: one match a line at most
    every_line = len(items) == block.count("\n") + (not block.endswith("\n"))
    if not every_line and plain_block.fullmatch(block) is None:  # blank lines, else no
        return None
    keys = [key for key, _value in items]
    if len(set(keys)) != len(keys):
        return None
    if _SURROGATE_ESCAPE.search(block) is not None or unstorable_at(block) is not None:
        return None
    try:
        parsed = json.loads("[" + ",".join(value for _key, value in items) + "]")
    except ValueError:  # not expected: every value matched JSON's own grammar
        return None
    return PlainFields(zip(keys, parsed, strict=True))


def _parse_json_lines(block: str) -> dict[str, Any] | None:
    """Read Quire's own form (``key: <json>`` per line) or return None to fall back to YAML."""
    plain = _parse_plain_lines(block)
    if plain is not None:
        return plain
    fields: dict[str, Any] = {}
    for raw in block.split("\n"):
        line = raw.rstrip("\r")
        if not line.strip():
            continue
        key, sep, value = line.partition(": ")
        if not sep or not _KEY.fullmatch(key) or key in fields:
            return None
        try:
            fields[key] = json.loads(value)
        except ValueError:
            return None
        except RecursionError:
            fields[key] = TOO_DEEP
    if (
        block.count("[") + block.count("{") <= MAX_NESTING
        and unstorable_at(block) is None
        and _SURROGATE_ESCAPE.search(block) is None
    ):
        return CheckedFields(fields)  # no lone surrogate, nothing nested too deeply
    return fields


def _yaml_reason(exc: yaml.YAMLError) -> dict[str, Detail]:
    """The YAML parser's own message, and the line of the file it points at when it does."""
    mark = getattr(exc, "problem_mark", None)
    problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    if mark is not None:
        # +2: the block starts on the file's second line, and marks count from zero.
        return {"error": str(problem), "line": mark.line + 2}
    return {"error": str(problem)}


def dump_value(value: Any) -> str:
    """One value as JSON on one line (valid YAML too), readable Unicode kept as is."""
    text = json.dumps(value, ensure_ascii=False)
    # Line and paragraph separators are legal in JSON strings but end lines for some readers.
    return text.replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def join(fields: Iterable[tuple[str, str]], body: str) -> str:
    """A file's text from already-dumped ``(key, json)`` pairs and its body."""
    lines = [DELIMITER]
    lines.extend(f"{key}: {value}" for key, value in fields)
    lines.append(DELIMITER)
    lines.append("")
    return "\n".join(lines) + "\n" + body


# -- documents and entities ---------------------------------------------------------------------


def _dump_pairs(pairs: tuple[tuple[str, str], ...]) -> str:
    inner = ", ".join(f"{dump_value(k)}: {dump_value(v)}" for k, v in pairs)
    return "{" + inner + "}"


def document_to_text(doc: Document) -> str:
    """The file text of a document: its fields, then its Markdown exactly.

    A word target and the writer's own ``fields`` are written only when there are some, so
    that a document without them reads byte for byte as before they existed."""
    pairs = [
        ("id", dump_value(doc.id)),
        ("title", dump_value(doc.title)),
        ("kind", dump_value(str(doc.kind))),
        ("tags", dump_value(list(doc.tags))),
        ("synopsis", dump_value(doc.synopsis)),
        ("status", dump_value(doc.status)),
    ]
    if doc.target:
        pairs.append(("target", str(doc.target)))
    if doc.fields:
        pairs.append(("fields", _dump_pairs(doc.fields)))
    if doc.private:
        pairs.append(("private", "true"))
    return join(pairs, doc.text)


def entity_to_text(entity: Entity) -> str:
    """The file text of an entity: its fields, then its notes exactly.

    ``private`` and ``private_fields`` are written only when set, so that an entity nobody
    marked reads byte for byte as before they existed."""
    pairs = [
        ("id", dump_value(entity.id)),
        ("name", dump_value(entity.name)),
        ("kind", dump_value(str(entity.kind))),
        ("aliases", dump_value(list(entity.aliases))),
        ("fields", _dump_pairs(entity.fields)),
        ("tags", dump_value(list(entity.tags))),
    ]
    if entity.private:
        pairs.append(("private", "true"))
    if entity.private_fields:
        pairs.append(("private_fields", dump_value(list(entity.private_fields))))
    return join(pairs, entity.notes)


def document_from_text(text: str) -> Decoded:
    """Read a document file. Raises :class:`FrontMatterError` when it has no usable id."""
    return document_from_fields(*split(text))


def entity_from_text(text: str) -> Decoded:
    """Read an entity file. Raises :class:`FrontMatterError` when it has no usable id."""
    return entity_from_fields(*split(text))


def document_from_fields(fields: dict[str, Any], body: str) -> Decoded:
    """A document from its front-matter fields and body.

    Fields with the wrong type are replaced by their defaults and noted in the warnings, so
    that one mistyped line never hides a whole chapter. Only a missing or malformed id
    raises :class:`FrontMatterError`.
    """
    plain = _plain_document(fields, body)
    if plain is not None:
        return Decoded(plain)
    reader = _Reader(fields)
    doc_id = reader.identifier(DOCUMENT_PREFIX, ProblemKind.NOT_A_DOCUMENT_ID)
    doc = Document(
        id=doc_id,
        title=reader.text("title", "Untitled", required=True),
        text=body,
        kind=reader.kind("kind", DocumentKind, DocumentKind.SCENE),
        tags=reader.text_list("tags"),
        synopsis=reader.text("synopsis", ""),
        status=reader.text("status", ""),
        fields=reader.pairs("fields"),
        target=reader.count("target"),
        private=reader.private(),
    )
    reader.unknown(DOCUMENT_KEYS, ProblemKind.UNKNOWN_DOCUMENT_FIELDS)
    return Decoded(doc, tuple(reader.warnings))


TARGET_MAXIMUM = 100_000_000
"""The largest word target read from a file."""

_DOCUMENT_KINDS = {kind.value: kind for kind in DocumentKind}
_DOCUMENT_KEY_SET = frozenset(DOCUMENT_KEYS)


def _plain_document(fields: dict[str, Any], body: str) -> Document | None:
    """The document of fields just as Quire writes them (checked, every one of its type),
    made without the reader's repairs; None for anything else (the reader then decides)."""
    plain = type(fields) is PlainFields  # its lists and mappings hold texts only
    if not (plain or type(fields) is CheckedFields) or not fields.keys() <= _DOCUMENT_KEY_SET:
        return None
    get = fields.get
    doc_id, title, tags = get("id"), get("title"), get("tags", [])
    kind = _DOCUMENT_KINDS.get(get("kind", "scene")) if isinstance(get("kind", ""), str) else None
    synopsis, status, pairs = get("synopsis", ""), get("status", ""), get("fields", {})
    target, private = get("target", 0), get("private", False)
    if (
        kind is None
        or not isinstance(private, bool)
        or isinstance(target, bool)
        or not isinstance(target, int)
        or not 0 <= target <= TARGET_MAXIMUM
        or not isinstance(doc_id, str)
        or not doc_id.startswith(DOCUMENT_PREFIX)
        or _ID.fullmatch(doc_id) is None
        or not isinstance(title, str)
        or not isinstance(synopsis, str)
        or not isinstance(status, str)
        or not isinstance(tags, list)
        or not isinstance(pairs, dict)
        or (
            not plain
            and (
                not all(isinstance(tag, str) for tag in tags)
                or not all(isinstance(value, str) for value in pairs.values())
            )
        )
    ):
        return None
    return Document(
        id=doc_id, title=title, text=body, kind=kind, tags=tuple(tags), synopsis=synopsis,
        status=status, fields=tuple(pairs.items()), target=target, private=private,
    )


def entity_from_fields(fields: dict[str, Any], body: str) -> Decoded:
    """An entity from its front-matter fields and notes; see :func:`document_from_fields`."""
    reader = _Reader(fields)
    entity_id = reader.identifier(ENTITY_PREFIX, ProblemKind.NOT_AN_ENTITY_ID)
    entity = Entity(
        id=entity_id,
        name=reader.text("name", "Unnamed", required=True),
        kind=reader.kind("kind", EntityKind, EntityKind.OTHER),
        aliases=reader.text_list("aliases"),
        fields=reader.pairs("fields"),
        notes=body,
        tags=reader.text_list("tags"),
        private=reader.private(),
    )
    private_fields = reader.private_fields()
    if private_fields is None:  # cannot tell which: the whole entry stays private
        entity = replace(entity, private=True)
    elif private_fields:
        entity = replace(entity, private_fields=private_fields)
    reader.unknown(ENTITY_KEYS, ProblemKind.UNKNOWN_ENTITY_FIELDS)
    return Decoded(entity, tuple(reader.warnings))


_SCALARS = (int, float, datetime.date, datetime.datetime)

_YES = frozenset({"yes", "y", "true", "on"})
_NO = frozenset({"no", "n", "false", "off"})


def yes_or_no(value: Any) -> bool | None:
    """A flag as a writer types it (``true``, ``yes``, ``No``…), or None when ``value`` is
    neither a yes nor a no."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        word = value.strip().lower()
        if word in _YES:
            return True
        if word in _NO:
            return False
    return None


def scalar_text(value: Any) -> str | None:
    """A hand-written scalar as text (YAML reads ``title: 1984`` as a number), else None."""
    if isinstance(value, str):
        return value
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, _SCALARS):
        return value.isoformat() if isinstance(value, datetime.date) else str(value)
    return None


class _Reader:
    """Typed access to front-matter fields, collecting a warning for each repaired field."""

    def __init__(self, fields: dict[str, Any]) -> None:
        self.warnings: list[Problem] = []
        self.fields = self._readable(fields)

    def _readable(self, fields: dict[str, Any]) -> dict[str, Any]:
        """The fields without values nested too deeply, and with text every file can store
        (a hand-typed ``"\\ud800"`` escape is a lone surrogate, which no file can)."""
        if isinstance(fields, CheckedFields):
            return fields
        readable: dict[str, Any] = {}
        for key, value in fields.items():
            if value is TOO_DEEP or too_deep(value):
                if key == "id":
                    raise FrontMatterError(ProblemKind.ID_TOO_DEEP)
                self._warn(ProblemKind.FIELD_TOO_DEEP, key=storable(key))
                continue
            problem = unstorable({key: value})
            if problem is not None:
                self.warnings.append(problem.then(Outcome.REPLACED))
                key, value = storable(key), repair(value)
            readable[key] = value
        return readable

    def _warn(self, kind: ProblemKind, **details: Detail) -> None:
        self.warnings.append(Problem.from_details(kind, details))

    def identifier(self, prefix: str, wrong: ProblemKind) -> str:
        value = self.fields.get("id")
        if value is None:
            raise FrontMatterError(ProblemKind.NO_ID)
        if not isinstance(value, str):
            raise FrontMatterError(ProblemKind.ID_NOT_TEXT, type=_type_name(value))
        if not value.startswith(prefix) or not _ID.fullmatch(value):
            raise FrontMatterError(wrong, id=value, prefix=prefix)
        return value

    def text(self, key: str, default: str, *, required: bool = False) -> str:
        if key not in self.fields:
            if required:
                self._warn(ProblemKind.MISSING_FIELD, key=key, default=default)
            return default
        value = self.fields[key]
        if value is None:
            return default
        text = scalar_text(value)
        if text is None:
            self._warn(ProblemKind.FIELD_NOT_TEXT, key=key, type=_type_name(value))
            return default
        return text

    def count(self, key: str, maximum: int = TARGET_MAXIMUM) -> int:
        """A whole number from 0 to ``maximum``; anything else is read as 0 with a warning."""
        value = self.fields.get(key)
        if value is None:
            return 0
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= maximum:
            self._warn(ProblemKind.FIELD_NOT_COUNT, key=key, maximum=maximum)
            return 0
        return value

    def kind(self, key: str, kinds: type[Any], default: Any) -> Any:
        value = self.fields.get(key)
        if value is None:
            return default
        try:
            return kinds(value)
        except (ValueError, TypeError):
            allowed = ", ".join(k.value for k in kinds)
            self._warn(
                ProblemKind.UNKNOWN_KIND, key=key, value=repr(value), allowed=allowed,
                default=str(default),
            )
            return default

    def text_list(self, key: str) -> tuple[str, ...]:
        value = self.fields.get(key)
        if value is None:
            return ()
        single = scalar_text(value)
        if single is not None:
            return (single,) if single else ()
        if isinstance(value, list):
            items = [scalar_text(item) for item in value]
            if all(item is not None for item in items):
                return tuple(item for item in items if item is not None)
        self._warn(ProblemKind.FIELD_NOT_TEXT_LIST, key=key)
        return ()

    def pairs(self, key: str) -> tuple[tuple[str, str], ...]:
        value = self.fields.get(key)
        if value is None:
            return ()
        if isinstance(value, dict):
            pairs = []
            for name, item in value.items():
                name_text, item_text = scalar_text(name), scalar_text(item)
                if name_text is None or (item_text is None and item is not None):
                    self._warn(ProblemKind.FIELD_VALUE_NOT_TEXT, key=key, name=repr(name))
                    continue
                pairs.append((name_text, item_text or ""))
            return tuple(pairs)
        self._warn(ProblemKind.FIELD_NOT_MAPPING, key=key)
        return ()

    def private(self) -> bool:
        """The ``private`` flag; a value that is neither yes nor no reads as private, with a
        warning: a slip in the file never makes private material public."""
        if "private" not in self.fields:
            return False
        value = self.fields["private"]
        flag = yes_or_no(value)
        if flag is None:
            self._warn(ProblemKind.PRIVATE_NOT_YES_OR_NO, value=_shown(value))
            return True
        return flag

    def private_fields(self) -> tuple[str, ...] | None:
        """The names of the private fields, once each; None (with a warning) when the value
        is not a list of names."""
        value = self.fields.get("private_fields")
        if value is None and "private_fields" not in self.fields:
            return ()
        single = scalar_text(value)
        items = [single] if single is not None else value
        if isinstance(items, list):
            names = [scalar_text(item) for item in items]
            if all(name is not None for name in names):
                return tuple(dict.fromkeys(name for name in names if name))
        self._warn(ProblemKind.PRIVATE_FIELDS_NOT_NAMES, value=_shown(value))
        return None

    def unknown(self, known: tuple[str, ...], kind: ProblemKind) -> None:
        extra = [key for key in self.fields if key not in known]
        if extra:
            self._warn(kind, keys=", ".join(repr(k) for k in extra))


def _shown(value: Any) -> str:
    """A value as written, short enough for a problem's sentence."""
    text = repr(value)
    return text if len(text) <= 60 else text[:59] + "…"


def _type_name(value: Any) -> str:
    """What ``value`` is, as a ``type`` detail (see :data:`.problems.TYPE_NAMES`)."""
    if isinstance(value, dict):
        return "mapping"
    if isinstance(value, list):
        return "list"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    return type(value).__name__

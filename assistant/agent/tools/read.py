"""The read tools: what the assistant can look at, over an immutable world snapshot.

Each tool is one :class:`ReadTool`, defined once (spec, reader, paging hint), and reads the
snapshot the ``snapshot`` function gives at the moment of the call (in ask mode the one taken
when the question was sent; in act mode the live project's latest, so the model sees its own
changes). Nothing here can change a world. To add a read tool, define one more ``ReadTool``
and list it in :data:`READ_TOOLS`.

Results are read by the model and shown to the writer in the tools list, so they are
compact and say what they are: titles and tree paths rather than ids (an id only where two
things share a title), a header only on a document's first page, hits as the sentence around
them with the paragraph number read_document takes.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import assistant.agent.tools.series as series_text
from assistant.agent.loop import progress
from assistant.agent.loop.messages import AiToolSpec
from assistant.agent.tools.base import Tool, ToolContext, ToolError
from assistant.agent.tools.hits import (
    Found,
    Paragraphs,
    Show,
    describe_counts,
    paragraph_spans,
    render,
)
from assistant.agent.tools.resolve import (
    clean_reference,
    location,
    matching,
    resolve_document,
    resolve_entity,
    resolve_folder,
    resolve_node,
)
from assistant.agent.tools.toolbox import DEFAULT_OUTPUT_CAP
from assistant.world.errors import InvalidPatternError, SearchTimeoutError
from assistant.world.model import (
    Document,
    DocumentKind,
    Entity,
    EntityKind,
    Folder,
    World,
    count_words,
)
from assistant.world.names import unlisted_names
from assistant.world.privacy.material import WITHHELD
from assistant.world.privacy.withheld import is_withheld_view
from assistant.world.search.engine import (
    SearchOptions,
    mention_counts,
    mention_finder,
    mentions,
    search,
    text_finder,
)
from assistant.world.search.entity_search import NOTES, entity_lines
from assistant.world.search.textfold import fold
from assistant.world.series.notes import notes_world

SnapshotSource = Callable[[], World]

PAGE_CHARS = DEFAULT_OUTPUT_CAP - 600
"""Characters of text read_document shows at once: a page fills the tool box's output cap,
less room for the header and the note on how to read on."""

SEARCH_SCAN_LIMIT = 5_000
"""Hits counted by search_text and find_mentions; beyond this the total reads "at least"."""

HIT_LIMIT = 20
"""Hits (or paragraphs) search_text and find_mentions show when not told otherwise."""

NAMES_WITH_CONTEXT = 25
"""Up to this many names without an entity are each shown with their first use."""

OR = " OR "
"""Joins several queries of one search_text call."""

MAX_QUERIES = 12
"""Queries one search_text call may join (each one reads the whole project)."""

SERIES_NOTES_LISTED = 30
"""get_outline lists at most this many of the series' notes by title."""


@dataclass(frozen=True)
class ReadTool:
    """One read tool, defined once: the spec the model sees, what it reads from a world, and
    how to ask for less when its output is cut."""

    spec: AiToolSpec
    read: Callable[[World, dict[str, Any]], str]
    paging_hint: str = ""
    read_at: Callable[[World, Path | None, dict[str, Any]], str] | None = None
    """The read when the project's folder is known (its calendar file, say), in place of
    ``read``."""

    @property
    def name(self) -> str:
        return self.spec.name

    def bind(self, snapshot: SnapshotSource, root: Path | None = None) -> Tool:
        """This tool over the world ``snapshot()`` gives at the moment of each call, in the
        project folder ``root`` (None: not known)."""

        def run(arguments: dict[str, Any], context: ToolContext) -> str:
            if context.cancel.cancelled:
                raise ToolError("stopped: the writer cancelled the turn")
            if self.read_at is not None:
                return self.read_at(snapshot(), root, arguments)
            return self.read(snapshot(), arguments)

        return Tool(self.spec, run, writes=False, paging_hint=self.paging_hint)


# -- small text helpers ----------------------------------------------------------------------


def _n(value: int) -> str:
    return f"{value:,}"


def _plural(count: int, word: str) -> str:
    return f"{_n(count)} {word}{'s' if count != 1 else ''}"


def _words(count: int) -> str:
    return _plural(count, "word")


def _short(text: str, limit: int = 80) -> str:
    """``text`` on one line, cut at a space before ``limit`` characters with …"""
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit - 1)
    return text[: cut if cut > limit // 2 else limit - 1].rstrip(",;:") + "…"


def _bool(arguments: dict[str, Any], name: str, default: bool = False) -> bool:
    return bool(arguments.get(name, default))


def _ambiguous_titles(world: World) -> set[str]:
    titles = Counter(fold(n.title) for _d, n in world.walk())
    return {title for title, count in titles.items() if count > 1}


def _named(title: str, node_id: str, ambiguous: set[str]) -> str:
    """The title, with the id when another document or folder has the same title."""
    return f"{title} ({node_id})" if fold(title) in ambiguous else title


# -- outline ---------------------------------------------------------------------------------


def _documents_in(world: World, folder: Folder) -> list[Document]:
    return [n for _d, n in world.walk(folder.id) if isinstance(n, Document)]


def _document_line(doc: Document, synopsis: bool, ambiguous: set[str]) -> str:
    line = f"{_named(doc.title, doc.id, ambiguous)} ({doc.kind}, {_words(doc.word_count)}"
    if doc.status:
        line += f", {doc.status}"
    line += ")"
    if doc.tags:
        line += f" [{', '.join(doc.tags)}]"
    if synopsis and doc.synopsis:
        line += f": {_short(doc.synopsis, 160)}"
    return line


def _folder_line(world: World, folder: Folder, ambiguous: set[str]) -> str:
    docs = _documents_in(world, folder)
    words = sum(d.word_count for d in docs)
    kind = "" if folder.kind == "folder" else f"{folder.kind}, "
    return (
        f"{_named(folder.title, folder.id, ambiguous)} ({kind}"
        f"{_plural(len(docs), 'document')}, {_words(words)})"
    )


def _outline_lines(
    world: World, parent: str | None, synopsis: bool, ambiguous: set[str], depth0: int = 0
) -> list[str]:
    lines = []
    for depth, node in world.walk(parent):
        indent = "  " * (depth + depth0)
        if isinstance(node, Folder):
            lines.append(f"{indent}- {_folder_line(world, node, ambiguous)}")
        else:
            lines.append(f"{indent}- {_document_line(node, synopsis, ambiguous)}")
    return lines


def _trash_lines(world: World, ambiguous: set[str]) -> list[str]:
    lines = []
    for entry in world.trash:
        node = world.node(entry.node_id)
        if isinstance(node, Document):
            line = f"{_document_line(node, False, ambiguous)} ({node.id})"
        elif isinstance(node, Folder):
            line = f"{_folder_line(world, node, ambiguous)} ({node.id})"
        else:
            entity = world.entities.get(entry.node_id)
            if entity is None:
                continue
            line = f"{entity.name} ({entity.kind}, {entity.id})"
        origin = world.folders.get(entry.parent_id) if entry.parent_id else None
        if entry.node_id not in world.entities:
            line += f", was in {origin.title}" if origin else ", was at the top level"
        lines.append(f"- {line}")
        if isinstance(node, Folder):
            lines.extend(_outline_lines(world, node.id, False, ambiguous, 1))
    return lines


def get_outline(world: World, arguments: dict[str, Any]) -> str:
    synopsis = _bool(arguments, "include_synopsis", True)
    folder = resolve_folder(world, arguments.get("folder"))
    ambiguous = _ambiguous_titles(world)
    docs = world.documents_in_order()
    meta = world.meta
    head = f"“{meta.title}”" + (f" by {meta.author}" if meta.author else "")
    lines = [
        f"{head}: {_plural(len(docs), 'document')}, "
        f"{_words(sum(d.word_count for d in docs))}; "
        f"{_plural(len(world.live_entities()), 'entity').replace('entitys', 'entities')}."
    ]
    if (series_line := series_text.book_line(world)) is not None:
        lines.append(series_line)
    if folder is None:
        lines += _outline_lines(world, None, synopsis, ambiguous) or ["(No documents yet.)"]
    else:
        lines.append(f"In {location(world, folder.id)}: {_folder_line(world, folder, ambiguous)}")
        lines += _outline_lines(world, folder.id, synopsis, ambiguous, 1) or ["  (empty)"]
    if folder is None:
        lines += _series_note_lines(world)
    if world.trash:
        if _bool(arguments, "include_trash"):
            lines.append("Trash:")
            lines += _trash_lines(world, ambiguous)
        else:
            lines.append(f"Trash: {_plural(len(world.trash), 'item')} (include_trash lists them).")
    return "\n".join(lines)


def _series_note_lines(world: World) -> list[str]:
    """The short "Series notes" section: the series' notes by title, read-only."""
    notes = notes_world(world)
    if notes is None:
        return []
    docs = notes.documents_in_order()
    lines = [
        f"Series notes ({_plural(len(docs), 'note')} of {series_text.series_name(world)}, "
        "read-only, not in this book; read_document and search_text find them by title):"
    ]
    lines += [f"- {_document_line(d, False, set())}" for d in docs[:SERIES_NOTES_LISTED]]
    if len(docs) > SERIES_NOTES_LISTED:
        lines.append(f"- … {_n(len(docs) - SERIES_NOTES_LISTED)} more (search_text finds them)")
    return lines


# -- read a document -------------------------------------------------------------------------


def _int_arg(arguments: dict[str, Any], name: str) -> int | None:
    value = arguments.get(name)
    return None if value is None else int(value)


def _soft_end(text: str, start: int, end: int) -> int:
    """``end`` moved back to a paragraph, line or word boundary when one is near."""
    if end >= len(text):
        return len(text)
    floor = start + (end - start) * 3 // 4
    for separator in ("\n\n", "\n", " "):
        cut = text.rfind(separator, floor, end)
        if cut > start:
            return cut + len(separator)
    return end


def _header(world: World, doc: Document, paragraphs: int) -> list[str]:
    facts = [
        f"{doc.kind} in {location(world, doc.id)}",
        _words(doc.word_count),
        _plural(paragraphs, "paragraph"),
    ]
    if doc.status:
        facts.append(f"status: {doc.status}")
    if doc.tags:
        facts.append(f"tags: {', '.join(doc.tags)}")
    lines = [f"# {doc.title}", "; ".join(facts)]
    if doc.synopsis:
        lines.append(f"synopsis: {_short(doc.synopsis, 600)}")
    lines += [f"{key}: {_short(value, 200)}" for key, value in doc.fields]
    return lines


def _headings(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int, str]]:
    """``(paragraph number, level, heading text)`` of each Markdown heading."""
    found = []
    for number, (start, end) in enumerate(spans, 1):
        line = text[start:end].split("\n", 1)[0]
        stripped = line.lstrip("#")
        level = len(line) - len(stripped)
        if 1 <= level <= 6 and (not stripped or stripped[0] == " "):
            found.append((number, level, stripped.strip()))
    return found


def _section(doc: Document, spans: list[tuple[int, int]], wanted: str) -> tuple[int, int, str]:
    """The paragraphs (first, last) of the section under the heading ``wanted``."""
    headings = _headings(doc.text, spans)
    if not headings:
        raise ToolError(f"“{doc.title}” has no headings; read it by paragraphs instead.")
    key = fold(wanted.strip().lstrip("#").strip())
    matches = [h for h in headings if fold(h[2]) == key] or sorted(
        (h for h in headings if key and key in fold(h[2])), key=lambda h: len(h[2])
    )
    if not matches:
        listed = "; ".join(h[2] for h in headings)
        raise ToolError(f"no heading {wanted!r} in “{doc.title}”. Its headings: {listed}.")
    number, level, title = matches[0]
    last = len(spans)
    for other, other_level, _title in headings:
        if other > number and other_level <= level:
            last = other - 1
            break
    return number, last, title


def _exactly(world: World, ref: str) -> Document | None:
    """The one live document ``ref`` names by id or exact title, if any."""
    ref = clean_reference(ref)
    docs = world.documents_in_order()
    by_id = [d for d in docs if ref == d.id or ref.endswith(f"({d.id})")]
    found = by_id or matching(docs, lambda d: (d.title,), ref)
    return found[0] if len(found) == 1 else None


def _document_to_read(world: World, ref: str) -> tuple[World, Document]:
    """The document ``ref`` names and the world it is in: the book's, or, failing an exact
    match in the book, one of the series' notes (exactly, else loosely)."""
    notes = notes_world(world)
    if notes is None:
        return world, resolve_document(world, ref)
    if _exactly(world, ref) is None and (note := _exactly(notes, ref)) is not None:
        return notes, note
    try:
        return world, resolve_document(world, ref)
    except ToolError as error:
        try:
            return notes, resolve_document(notes, ref)
        except ToolError:
            raise error from None


def read_document(world: World, arguments: dict[str, Any]) -> str:
    found_in, doc = _document_to_read(world, arguments["document"])
    if found_in is world:
        return _read_document(world, doc, arguments)
    mark = f"[A note of {series_text.series_name(world)}: read-only, not part of this book.]"
    return f"{mark}\n{_read_document(found_in, doc, arguments)}"


def _read_document(world: World, doc: Document, arguments: dict[str, Any]) -> str:
    if doc.private and is_withheld_view(world):
        return "\n".join([*_header(world, doc, 0), f"({WITHHELD})"])
    text = doc.text
    spans = paragraph_spans(text)
    start_par = _int_arg(arguments, "start_paragraph")
    end_par = _int_arg(arguments, "end_paragraph")
    start_char = _int_arg(arguments, "start_char")
    section = (arguments.get("section") or "").strip()
    if start_char is not None and (start_par is not None or end_par is not None or section):
        raise ToolError("give start_char alone, or paragraphs and a section, not both")
    if not text.strip():
        return "\n".join([*_header(world, doc, 0), "(This document is empty.)"])

    first_par, last_par, heading = 1, len(spans), ""
    if section:
        first_par, last_par, heading = _section(doc, spans, section)
    if start_par is not None:
        if not 1 <= start_par <= len(spans):
            raise ToolError(f"start_paragraph must be between 1 and {len(spans)}")
        first_par = max(first_par, start_par) if section else start_par
    if end_par is not None:
        if end_par < first_par:
            raise ToolError("end_paragraph must not be before start_paragraph")
        last_par = min(last_par, end_par)
    if start_char is not None:
        if not 0 <= start_char <= len(text):
            raise ToolError(f"start_char must be between 0 and {len(text)}")
        begin = start_char
        first_par = Paragraphs().number(text, start_char)
    else:
        begin = spans[first_par - 1][0]
    limit = spans[last_par - 1][1]
    finish = limit if limit - begin <= PAGE_CHARS else _soft_end(text, begin, begin + PAGE_CHARS)
    body_end = begin + len(text[begin:finish].rstrip())
    shown_last = Paragraphs().number(text, max(begin, body_end - 1))

    whole = begin <= spans[0][0] and finish >= spans[-1][1]
    lines = _header(world, doc, len(spans)) if begin <= spans[0][0] else []
    where = "" if whole else _shown(doc, spans, first_par, shown_last, begin, finish, heading)
    if where:
        lines.append(where)
    if lines:
        lines.append("")
    if begin <= spans[0][0] and _opens_with_title(doc, spans):
        begin = spans[1][0] if len(spans) > 1 else finish  # the header says it once
    lines.append(text[begin:finish].rstrip())
    if finish < limit:
        lines += ["", _read_on(doc, text, spans, finish, limit, last_par, section)]
    return "\n".join(lines)


def _opens_with_title(doc: Document, spans: list[tuple[int, int]]) -> bool:
    """Whether the document's first paragraph is a heading of its own title (as imports
    often leave it), which the header already gives."""
    headings = _headings(doc.text, spans[:1])
    return bool(headings) and fold(headings[0][2]) == fold(doc.title.strip())


def _shown(
    doc: Document,
    spans: list[tuple[int, int]],
    first: int,
    last: int,
    begin: int,
    finish: int,
    heading: str,
) -> str:
    """Which part of the document follows (for any page but a whole document)."""
    part = f"¶{first}" if first == last else f"¶{first}–{last}"
    if begin > spans[first - 1][0]:
        part += f" from character {begin}"
    section = f", section “{heading}”" if heading else ""
    return f"{doc.title}{section}: {part} of {len(spans)}"


def _read_on(
    doc: Document,
    text: str,
    spans: list[tuple[int, int]],
    finish: int,
    limit: int,
    last_par: int,
    section: str,
) -> str:
    next_par = Paragraphs().number(text, finish)
    next_start = spans[next_par - 1][0]
    at_paragraph = next_start >= finish and not text[finish:next_start].strip()
    rest = f"{_n(limit - finish)} more characters"
    if at_paragraph:
        until = f", end_paragraph={last_par}" if last_par < len(spans) or section else ""
        return f"[{rest}: read_document with start_paragraph={next_par}{until}.]"
    return f"[{rest}: read_document with start_char={finish}.]"


# -- where to look: a document or folder, kinds of document, entities --------------------------

_KINDS = [*(k.value for k in DocumentKind), "entity"]


@dataclass(frozen=True)
class _Scope:
    documents: list[Document]
    entities: bool
    label: str


def _scope(world: World, arguments: dict[str, Any], trash: bool = False) -> _Scope:
    ref = arguments.get("within")
    kinds = set(arguments.get("kinds") or _KINDS)
    labels = []
    if ref:
        node = resolve_node(world, ref)
        docs = _documents_in(world, node) if isinstance(node, Folder) else [node]
        labels.append(f"within {node.title}")
    else:
        docs = world.documents_in_order()
        if trash:
            live = {d.id for d in docs}
            docs += [d for d in world.documents.values() if d.id not in live]
    if arguments.get("kinds"):
        labels.append(
            " and ".join(
                k[:-1] + "ies" if k.endswith("y") else f"{k}s" for k in _KINDS if k in kinds
            )
        )
        unknown = kinds - set(_KINDS)
        if unknown:
            raise ToolError(f"unknown kinds {sorted(unknown)}; kinds are {', '.join(_KINDS)}")
    docs = [d for d in docs if d.kind in kinds]
    entities = "entity" in kinds and not ref
    return _Scope(docs, entities, f" ({'; '.join(labels)})" if labels else "")


def _field_hits(
    world: World,
    scope: _Scope,
    spans_in: Callable[[str], Iterable[tuple[int, int]]],
    skip: str = "",
) -> tuple[list[Found], list[Found]]:
    """Hits in the scope's documents' synopses and fields (by document id, as lists
    keyed in reading order) and in the entities' names, aliases, fields and notes."""
    in_docs = []
    for doc in scope.documents:
        for field, value in (("synopsis", doc.synopsis), *doc.fields):
            in_docs += [Found(value, s, e, doc, None, field) for s, e in spans_in(value)]
    in_entities = []
    if scope.entities:
        for entity in world.live_entities():
            if entity.id == skip:
                continue
            for line in entity_lines(world, entity):  # a field is searched as "Eyes: grey"
                part = "notes" if line.part == NOTES else "field"
                shown = line.text + series_text.held_from(world, line)  # "… (from book 3)"
                spans = spans_in(line.text)
                in_entities += [Found(shown, s, e, None, entity, part) for s, e in spans]
    return in_docs, in_entities


def _merged(
    world: World, scope: _Scope, body: Iterable[Found], fields: list[Found], entities: list[Found]
) -> list[Found]:
    """Hits in reading order: each document's synopsis and fields, then its text; then the
    entities'."""
    order = {doc.id: i for i, doc in enumerate(scope.documents)}
    merged = sorted(
        [*fields, *body],
        key=lambda f: (order.get(f.doc.id, len(order)) if f.doc else 0, bool(not f.field), f.start),
    )
    return [*merged, *entities]


def _show(arguments: dict[str, Any]) -> Show:
    return Show(arguments.get("show") or Show.HITS)


def _limit(arguments: dict[str, Any]) -> tuple[int, int]:
    limit, offset = int(arguments.get("limit", HIT_LIMIT)), int(arguments.get("offset", 0))
    if limit < 1 or offset < 0:
        raise ToolError("limit counts from 1 and offset from 0")
    return limit, offset


# -- search ----------------------------------------------------------------------------------


def _queries(query: str) -> list[str]:
    parts = [part.strip() for part in query.split(OR)]
    queries = [part for part in dict.fromkeys(parts) if part] or [query]
    if len(queries) > MAX_QUERIES:
        raise ToolError(f"at most {MAX_QUERIES} queries joined with OR in one search")
    return queries


def search_text(world: World, arguments: dict[str, Any]) -> str:
    options = SearchOptions(
        case_sensitive=_bool(arguments, "case_sensitive"),
        whole_word=_bool(arguments, "whole_word"),
        regex=_bool(arguments, "regex"),
        include_trash=_bool(arguments, "include_trash"),
    )
    scope = _scope(world, arguments, trash=options.include_trash)
    notes = notes_world(world) if not arguments.get("within") else None
    note_docs = [d for d in notes.documents_in_order() if d.kind in (
        arguments.get("kinds") or _KINDS)] if notes is not None else []  # fmt: skip
    scope = replace(scope, documents=scope.documents + note_docs)
    in_scope = {d.id for d in scope.documents}
    note_ids = {d.id for d in note_docs}
    queries = _queries(arguments["query"])
    every: list[Found] = []
    counts = []
    capped = False
    for number, query in enumerate(queries, start=1):
        if number > 1:
            progress.report(number - 1, len(queries))  # each query reads the whole book
        try:
            found = search(world, query, options, limit=SEARCH_SCAN_LIMIT)
            if note_docs and notes is not None:
                found += search(notes, query, options, limit=SEARCH_SCAN_LIMIT)
            fields, entities = _field_hits(world, scope, text_finder(query, options))
        except (InvalidPatternError, SearchTimeoutError) as exc:
            raise ToolError(f"{exc}. Fix the pattern, or search without regex.") from None
        capped |= len(found) >= SEARCH_SCAN_LIMIT
        docs = {d.id: d for d in scope.documents}
        body = [
            Found(docs[h.doc_id].text, h.start, h.end, docs[h.doc_id])
            for h in found
            if h.doc_id in in_scope
        ]
        hits = _merged(world, scope, body, fields, entities)
        in_notes = sum(1 for f in hits if f.doc is not None and f.doc.id in note_ids)
        noted = f" ({_n(in_notes)} in the series' notes)" if in_notes else ""
        counts.append(f"{query!r}: {describe_counts(hits)}{noted}")
        every += hits
    if len(queries) > 1:
        progress.report(len(queries), len(queries))
        every = _merged(
            world,
            scope,
            [f for f in every if f.doc and not f.field],
            [f for f in every if f.doc and f.field],
            [f for f in every if not f.doc],
        )
    at_least = "at least " if capped else ""
    head = f"{at_least}{'; '.join(counts)}{scope.label}"
    return render(world, head, every, _show(arguments), *_limit(arguments))


# -- entities --------------------------------------------------------------------------------


def _aka(entity: Entity) -> str:
    return f" (aka {', '.join(entity.aliases)})" if entity.aliases else ""


def _fields_wanted(
    entity: Entity, wanted: Sequence[str]
) -> tuple[list[tuple[str, str]], list[str]]:
    """The entity's fields that ``wanted`` names (exactly, else as part of a field's name),
    and the names that fit none."""
    shown, missing = [], []
    for name in wanted:
        key = fold(name.strip())
        match = [f for f in entity.fields if fold(f[0]) == key] or [
            f for f in entity.fields if key and (key in fold(f[0]) or fold(f[0]) in key)
        ]
        if match:
            shown += [f for f in match if f not in shown]
        else:
            missing.append(name)
    return shown, missing


def _field_text(entity: Entity, wanted: Sequence[str], limit: int = 0) -> str:
    """``Age: 19; Eyes: grey`` for the wanted fields (all when none named)."""
    if wanted:
        fields, missing = _fields_wanted(entity, wanted)
    else:
        fields, missing = list(entity.fields), []
    parts = [f"{k}: {_short(v, limit) if limit else v}" for k, v in fields]
    if missing:
        parts.append(f"no {', '.join(repr(m) for m in missing)}")
    return "; ".join(parts)


def _by_kind(entities: Iterable[Entity]) -> dict[str, list[Entity]]:
    groups: dict[str, list[Entity]] = {}
    for entity in entities:
        groups.setdefault(str(entity.kind), []).append(entity)
    return groups


def list_entities(world: World, arguments: dict[str, Any]) -> str:
    kind = arguments.get("kind")
    wanted = [f for f in arguments.get("fields") or () if f.strip()]
    unlisted = _bool(arguments, "unlisted")
    within = arguments.get("within")
    entities = [
        series_text.in_book(world, e) for e in world.live_entities() if not kind or e.kind == kind
    ]
    label = f"{kind} entities" if kind else "entities"
    series_line = series_text.book_line(world)
    mark = functools.partial(series_text.mark, world)
    if within or unlisted:
        scope = _scope(world, {"within": within}) if within else None
        docs = scope.documents if scope else world.documents_in_order()
        where = scope.label if scope else ""
        counts = mention_counts(world, docs)
        mentioned = sorted((e for e in entities if counts[e.id]), key=lambda e: -counts[e.id])
        lines = [
            f"{_plural(len(mentioned), 'entity').replace('entitys', 'entities')} mentioned{where}:"
            if mentioned
            else f"No {label} mentioned{where}."
        ]
        for group, members in _by_kind(mentioned).items():
            if wanted:
                lines.append(f"{group}:")
                lines += [f"- {e.name}{mark(e)} ({counts[e.id]}): {_field_text(e, wanted)}"
                          for e in members]  # fmt: skip
            else:
                lines.append(
                    f"{group}: " + ", ".join(f"{e.name}{mark(e)} ({counts[e.id]})" for e in members)
                )
        if unlisted:
            lines += _unlisted_lines(world, docs, where)
        return "\n".join(lines + ([series_line] if series_line else []))
    lines = [f"{_n(len(entities))} {label}:" if entities else f"No {label}."]
    for group, members in _by_kind(entities).items():
        if not kind:
            lines.append(f"{group}:")
        for entity in members:
            fields = (
                _field_text(entity, wanted)
                if wanted
                else _field_text(entity, [entity.fields[0][0]] if entity.fields else [], 70)
            )
            lines.append(
                f"- {entity.name}{_aka(entity)}{mark(entity)}" + (f": {fields}" if fields else "")
            )
    return "\n".join(lines + ([series_line] if series_line else []))


def _unlisted_lines(world: World, docs: Sequence[Document], where: str) -> list[str]:
    names = unlisted_names(world, docs)
    if not names:
        return [f"Every capitalised name{where} belongs to an entity."]
    head = "Names with no entity" + ("" if where else " in the project") + " (uses"
    if len(names) > NAMES_WITH_CONTEXT:
        listed = ", ".join(
            f"{n.name} ({n.count}{'; ' + n.part_of + '?' if n.part_of else ''})" for n in names
        )
        return [f"{head}; search_text shows where): {listed}"]
    lines = [f"{head}; first use):"]
    for name in names:
        hint = f", part of {name.part_of}?" if name.part_of else ""
        lines.append(f"- {name.name} ({name.count}{hint}): {name.context}")
    return lines


def get_entity(world: World, arguments: dict[str, Any]) -> str:
    entity = resolve_entity(world, arguments["entity"])
    wanted = [f for f in arguments.get("fields") or () if f.strip()]
    trashed = " (in the trash)" if world.is_trashed(entity.id) else ""
    if entity.private and is_withheld_view(world):
        return f"# {entity.name}{trashed}"
    shown = replace(entity, fields=series_text.shown_fields(world, entity))
    in_series = f"; {series_text.about(world)}" if series_text.owned(world, entity) else ""
    if wanted:
        fields, missing = _fields_wanted(shown, wanted)
        lines = [f"{entity.name} ({entity.kind}{in_series}){trashed}"]
        lines += [f"{key}: {value}" for key, value in fields]
        if missing:
            names = ", ".join(key for key, _value in shown.fields) or "none"
            lines.append(f"No field {', '.join(repr(m) for m in missing)}; its fields: {names}.")
        return "\n".join(lines)
    about = [str(entity.kind)]
    if entity.aliases:
        about.append(f"aka {', '.join(entity.aliases)}")
    if entity.tags:
        about.append(f"tags: {', '.join(entity.tags)}")
    lines = [f"# {entity.name} ({'; '.join(about)}{in_series}){trashed}"]
    lines += [f"{key}: {value}" for key, value in shown.fields]
    body, in_fields, others = _all_mentions(world, entity, _scope(world, {}))
    documents = Counter(h.doc.title for h in (*body, *in_fields) if h.doc is not None)
    if body or in_fields or others:
        top = ", ".join(f"{t} ({c})" for t, c in documents.most_common(5))
        lines.append(f"{_mention_tally(body, in_fields, others).capitalize()}"
                     + (f"; most in {top}." if top else "."))  # fmt: skip
    else:
        lines.append("Not mentioned in any document by name or alias.")
    if entity.notes.strip():
        lines += ["notes:", entity.notes.strip()]
    return "\n".join(lines)


def find_mentions(world: World, arguments: dict[str, Any]) -> str:
    entity = resolve_entity(world, arguments["entity"])
    scope = _scope(world, arguments)
    body, fields, entities = _all_mentions(world, entity, scope)
    hits = _merged(world, scope, body, fields, entities)
    aka = f" (also {', '.join(entity.aliases)})" if entity.aliases else ""
    head = f"{entity.name}{aka}{scope.label}: {_mention_tally(body, fields, entities)}"
    return render(world, head, hits, _show(arguments), *_limit(arguments))


def _all_mentions(
    world: World, entity: Entity, scope: _Scope
) -> tuple[list[Found], list[Found], list[Found]]:
    """An entity's mentions in the scope: in documents' text, in their synopses and fields,
    and in other entities' names, fields and notes (one rule for every tool that counts)."""
    finder = mention_finder(entity)
    body = [
        Found(world.documents[h.doc_id].text, h.start, h.end, world.documents[h.doc_id])
        for h in mentions(world, entity.id, limit=SEARCH_SCAN_LIMIT, documents=scope.documents)
    ]
    fields, entities = _field_hits(
        world, scope, lambda text: finder(Document("", "", text)), skip=entity.id
    )
    return body, fields, entities


def _mention_tally(body: list[Found], fields: list[Found], entities: list[Found]) -> str:
    """``57 mentions: 51 in the text of 11 documents, 5 in synopses and fields, 1 in 1 other
    entity``, saying what is counted where (or ``no mentions``)."""
    total = len(body) + len(fields) + len(entities)
    if not total:
        return "no mentions"
    documents = len({f.doc.id for f in body if f.doc is not None})
    parts = [f"{_n(len(body))} in the text of {_plural(documents, 'document')}"] if body else []
    if fields:
        parts.append(f"{_n(len(fields))} in synopses and fields")
    if entities:
        owners = len({f.entity.id for f in entities if f.entity is not None})
        parts.append(f"{_n(len(entities))} in {owners} other entit{'ies' if owners != 1 else 'y'}")
    return f"{_plural(total, 'mention')}: {', '.join(parts)}"


# -- statistics ------------------------------------------------------------------------------


def project_statistics(world: World, arguments: dict[str, Any]) -> str:
    docs = world.documents_in_order()
    words = sum(d.word_count for d in docs)
    meta = world.meta
    lines = [
        f"“{meta.title}”"
        + (f" by {meta.author}" if meta.author else "")
        + f"; language {meta.language}"
    ]
    by_kind = Counter(d.kind for d in docs)
    words_by_kind: Counter[str] = Counter()
    for doc in docs:
        words_by_kind[doc.kind] += doc.word_count
    kinds = ", ".join(
        f"{by_kind[k]} {k} ({_words(words_by_kind[k])})" for k in DocumentKind if by_kind[k]
    )
    lines.append(f"documents: {_n(len(docs))}" + (f": {kinds}" if kinds else ""))
    lines.append(f"words: {_n(words)}")
    if docs:
        lines.append(f"average words per document: {_n(round(words / len(docs)))}")
        lines.append(f"characters: {_n(sum(d.character_count for d in docs))}")
    folders = [n for _d, n in world.walk() if isinstance(n, Folder)]
    lines.append(f"folders: {_n(len(folders))}")
    tops = [world.folders[i] for i in world.root if i in world.folders]
    if tops:
        lines.append("words per top-level folder:")
        for folder in tops:
            inside = _documents_in(world, folder)
            lines.append(
                f"- {folder.title}: {_words(sum(d.word_count for d in inside))} in "
                f"{_plural(len(inside), 'document')}"
            )
    longest = sorted(docs, key=lambda d: d.word_count, reverse=True)[:5]
    if longest:
        lines.append("longest documents:")
        lines += [f"- {d.title} ({d.kind}): {_words(d.word_count)}" for d in longest]
    entities = world.live_entities()
    entity_kinds = Counter(e.kind for e in entities)
    described = ", ".join(f"{entity_kinds[k]} {k}" for k in EntityKind if entity_kinds[k])
    lines.append(f"entities: {_n(len(entities))}" + (f": {described}" if described else ""))
    lines.append(f"items in the trash: {_n(len(world.trash))}")
    notes_words = sum(count_words(e.notes) for e in entities)
    if notes_words:
        lines.append(f"words in entity notes: {_n(notes_words)}")
    return "\n".join(lines)


# -- specs -----------------------------------------------------------------------------------
# Every token here is sent with every request: a description says when to pick the tool and
# what it gives; a parameter gets a description only when its name does not say enough.

_STR: dict[str, Any] = {"type": "string"}
_INT: dict[str, Any] = {"type": "integer"}
_BOOL: dict[str, Any] = {"type": "boolean"}
_LIST: dict[str, Any] = {"type": "array"}  # of text: the tool box checks
_WITHIN: dict[str, Any] = {"type": "string", "description": "document or folder"}
_KINDS_SPEC: dict[str, Any] = {"type": "array", "items": {"enum": _KINDS}}
_SHOW: dict[str, Any] = {"enum": [show.value for show in Show], "default": Show.HITS.value}
_FIELDS: dict[str, Any] = {"type": "array", "description": "field names"}


def _spec(
    name: str, description: str, properties: dict[str, Any], required: tuple[str, ...] = ()
) -> AiToolSpec:
    parameters: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        parameters["required"] = list(required)
    return AiToolSpec(name, description, parameters)


def outline_or_timeline(world: World, root: Path | None, arguments: dict[str, Any]) -> str:
    """``get_outline``, or its timeline view when ``timeline`` is given."""
    if "timeline" not in arguments:
        return get_outline(world, arguments)
    from assistant.agent.tools.timeline import timeline_text

    return timeline_text(world, root, str(arguments["timeline"]))


GET_OUTLINE = ReadTool(
    _spec(
        "get_outline",
        "Outline: words, status, synopses; timeline: all, who or dates.",
        {"folder": _STR, "include_synopsis": _BOOL, "include_trash": _BOOL,
         "timeline": _STR},
    ),
    read=get_outline,
    paging_hint="Ask for one folder at a time with the folder argument.",
    read_at=outline_or_timeline,
)

READ_DOCUMENT = ReadTool(
    _spec(
        "read_document",
        "Read a document, a section (heading) or paragraphs (¶).",
        {
            "document": _STR,
            "section": _STR,
            "start_paragraph": _INT,
            "end_paragraph": _INT,
            "start_char": _INT,
        },
        ("document",),
    ),
    read=read_document,
    paging_hint="Read on as the note says, or read a section or fewer paragraphs.",
)

SEARCH_TEXT = ReadTool(
    _spec(
        "search_text",
        'Find text, also in synopses, any case or accents; "a OR b" finds either.',
        {
            "query": _STR,
            "within": _WITHIN,
            "kinds": _KINDS_SPEC,
            "show": _SHOW,
            "whole_word": _BOOL,
            "case_sensitive": _BOOL,
            "regex": _BOOL,
            "include_trash": _BOOL,
            "limit": _INT,
            "offset": _INT,
        },
        ("query",),
    ),
    read=search_text,
    paging_hint="Ask for fewer hits with limit, page on with offset, narrow with within or "
    "kinds, or show count.",
)

LIST_ENTITIES = ReadTool(
    _spec(
        "list_entities",
        "Entities, or those mentioned within; unlisted: also names there with no entity.",
        {
            "kind": {"enum": [k.value for k in EntityKind]},
            "within": _WITHIN,
            "unlisted": _BOOL,
            "fields": _FIELDS,
        },
    ),
    read=list_entities,
    paging_hint="Ask for one kind at a time, or within one document or folder.",
)

GET_ENTITY = ReadTool(
    _spec(
        "get_entity",
        "An entity's aliases, fields, notes, mentions.",
        {"entity": _STR, "fields": _FIELDS},
        ("entity",),
    ),
    read=get_entity,
)

FIND_MENTIONS = ReadTool(
    _spec(
        "find_mentions",
        "Where an entity is mentioned, by any name.",
        {
            "entity": _STR,
            "within": _WITHIN,
            "kinds": _KINDS_SPEC,
            "show": _SHOW,
            "limit": _INT,
            "offset": _INT,
        },
        ("entity",),
    ),
    read=find_mentions,
    paging_hint="Ask for fewer hits with limit, page on with offset, narrow with within or "
    "kinds, or show count.",
)

PROJECT_STATISTICS = ReadTool(
    _spec(
        "project_statistics",
        "Word and document counts; longest documents.",
        {},
    ),
    read=project_statistics,
)

READ_TOOLS: tuple[ReadTool, ...] = (
    GET_OUTLINE,
    READ_DOCUMENT,
    SEARCH_TEXT,
    LIST_ENTITIES,
    GET_ENTITY,
    FIND_MENTIONS,
    PROJECT_STATISTICS,
)
"""Every read tool, in the order the model is offered them."""

READ_SPECS: tuple[AiToolSpec, ...] = tuple(tool.spec for tool in READ_TOOLS)


def read_tools(snapshot: World | SnapshotSource, root: Path | None = None) -> list[Tool]:
    """The read tools over ``snapshot``: a world, or a function giving the current one; in
    the project folder ``root`` when it is known."""
    source: SnapshotSource = (lambda: snapshot) if isinstance(snapshot, World) else snapshot
    return [tool.bind(source, root) for tool in READ_TOOLS]


__all__ = [
    "HIT_LIMIT",
    "PAGE_CHARS",
    "READ_SPECS",
    "READ_TOOLS",
    "ReadTool",
    "SnapshotSource",
    "paragraph_spans",
    "read_tools",
]

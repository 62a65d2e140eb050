"""The read tools: what the assistant can look at, over an immutable world snapshot.

Each tool is one :class:`ReadTool`, defined once (spec, reader, paging hint), and reads the
snapshot the ``snapshot`` function gives at the moment of the call (in ask mode the one taken
when the question was sent; in act mode the live project's latest, so the model sees its own
changes). Nothing here can change a world. To add a read tool, define one more ``ReadTool``
and list it in :data:`READ_TOOLS`.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from assistant.agent.messages import AiToolSpec
from assistant.agent.tools.base import Tool, ToolContext, ToolError
from assistant.agent.tools.resolve import (
    location,
    resolve_document,
    resolve_entity,
    resolve_folder,
)
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
from assistant.world.search import SearchHit, SearchOptions, mentions, search

SnapshotSource = Callable[[], World]

PAGE_CHARS = 10_000
"""Characters read_document returns when not told otherwise (one page)."""

MAX_PAGE_CHARS = 10_000
"""The most read_document returns at once; stays under the tool box's output cap."""

SEARCH_SCAN_LIMIT = 5_000
"""Hits counted by search_text and find_mentions; beyond this the total reads "at least"."""

_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n\s*")


@dataclass(frozen=True)
class ReadTool:
    """One read tool, defined once: the spec the model sees, what it reads from a world, and
    how to ask for less when its output is cut."""

    spec: AiToolSpec
    read: Callable[[World, dict[str, Any]], str]
    paging_hint: str = ""

    @property
    def name(self) -> str:
        return self.spec.name

    def bind(self, snapshot: SnapshotSource) -> Tool:
        """This tool over the world ``snapshot()`` gives at the moment of each call."""

        def run(arguments: dict[str, Any], context: ToolContext) -> str:
            if context.cancel.cancelled:
                raise ToolError("stopped: the writer cancelled the turn")
            return self.read(snapshot(), arguments)

        return Tool(self.spec, run, writes=False, paging_hint=self.paging_hint)


# -- small text helpers ----------------------------------------------------------------------


def _n(value: int) -> str:
    return f"{value:,}"


def _words(count: int) -> str:
    return f"{_n(count)} word{'s' if count != 1 else ''}"


def paragraph_spans(text: str) -> list[tuple[int, int]]:
    """The ``(start, end)`` of each paragraph: text between blank lines, blanks trimmed."""
    spans = []
    position = 0
    for match in _PARAGRAPH_BREAK.finditer(text):
        spans.append((position, match.start()))
        position = match.end()
    spans.append((position, len(text)))
    result = []
    for start, end in spans:
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        if end > start:
            result.append((start, end))
    return result


def _paragraph_at(spans: list[tuple[int, int]], offset: int) -> int:
    """The 1-based number of the paragraph holding (or next after) ``offset``."""
    for index, (_start, end) in enumerate(spans):
        if offset < end:
            return index + 1
    return len(spans)


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


def _short(text: str, limit: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _bool(arguments: dict[str, Any], name: str, default: bool = False) -> bool:
    return bool(arguments.get(name, default))


# -- outline ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Tally:
    documents: int = 0
    words: int = 0


def _tally(world: World, folder: Folder) -> _Tally:
    docs = [n for _d, n in world.walk(folder.id) if isinstance(n, Document)]
    return _Tally(len(docs), sum(d.word_count for d in docs))


def _document_line(doc: Document, synopsis: bool) -> str:
    line = f"{doc.title} [{doc.kind}, {doc.id}] {_words(doc.word_count)}"
    if doc.status:
        line += f"; status: {doc.status}"
    if doc.tags:
        line += f"; tags: {', '.join(doc.tags)}"
    if synopsis and doc.synopsis:
        line += f" — {_short(doc.synopsis, 160)}"
    return line


def _folder_line(world: World, folder: Folder) -> str:
    tally = _tally(world, folder)
    return (
        f"{folder.title} [{folder.kind}, {folder.id}] {_n(tally.documents)} "
        f"document{'s' if tally.documents != 1 else ''}, {_words(tally.words)}"
    )


def _outline_lines(world: World, parent: str | None, synopsis: bool, depth0: int = 0) -> list[str]:
    lines = []
    for depth, node in world.walk(parent):
        indent = "  " * (depth + depth0)
        if isinstance(node, Folder):
            lines.append(f"{indent}- {_folder_line(world, node)}")
        else:
            lines.append(f"{indent}- {_document_line(node, synopsis)}")
    return lines


def _trash_lines(world: World) -> list[str]:
    lines = []
    for entry in world.trash:
        node = world.node(entry.node_id)
        if isinstance(node, Document):
            line = _document_line(node, False)
        elif isinstance(node, Folder):
            line = _folder_line(world, node)
        else:
            entity = world.entities.get(entry.node_id)
            if entity is None:
                continue
            line = f"{entity.name} [{entity.kind}, {entity.id}]"
        origin = world.folders.get(entry.parent_id) if entry.parent_id else None
        where = f"was in {origin.title}" if origin else "was at the top level"
        if entry.node_id in world.entities:
            where = "entity"
        lines.append(f"- {line} ({where})")
        if isinstance(node, Folder):
            lines.extend(_outline_lines(world, node.id, False, 1))
    return lines


def get_outline(world: World, arguments: dict[str, Any]) -> str:
    synopsis = _bool(arguments, "include_synopsis", True)
    folder = resolve_folder(world, arguments.get("folder"))
    docs = world.documents_in_order()
    entities = world.live_entities()
    meta = world.meta
    head = f"Project “{meta.title}”"
    if meta.author:
        head += f" by {meta.author}"
    lines = [
        f"{head}: {_n(len(docs))} documents, {_words(sum(d.word_count for d in docs))}; "
        f"{_n(len(entities))} entities (see list_entities)."
    ]
    if folder is None:
        body = _outline_lines(world, None, synopsis)
        lines += body or ["(The project has no documents yet.)"]
    else:
        lines.append(f"Inside {_folder_line(world, folder)} (in {location(world, folder.id)}):")
        lines += _outline_lines(world, folder.id, synopsis) or ["(empty folder)"]
    if world.trash:
        if _bool(arguments, "include_trash"):
            lines.append("Trash:")
            lines += _trash_lines(world)
        else:
            lines.append(f"Trash: {len(world.trash)} item(s) (include_trash=true to list them).")
    return "\n".join(lines)


# -- read a document -------------------------------------------------------------------------


def _int_arg(arguments: dict[str, Any], name: str) -> int | None:
    value = arguments.get(name)
    return None if value is None else int(value)


def read_document(world: World, arguments: dict[str, Any]) -> str:
    doc = resolve_document(world, arguments["document"])
    text = doc.text
    spans = paragraph_spans(text)
    start_par = _int_arg(arguments, "start_paragraph")
    end_par = _int_arg(arguments, "end_paragraph")
    start_char = _int_arg(arguments, "start_char")
    end_char = _int_arg(arguments, "end_char")
    max_chars = min(_int_arg(arguments, "max_chars") or PAGE_CHARS, MAX_PAGE_CHARS)
    if (start_par is not None or end_par is not None) and (
        start_char is not None or end_char is not None
    ):
        raise ToolError("give either a paragraph range or a character range, not both")

    header = [f"# {doc.title}"]
    facts = [
        f"id: {doc.id}",
        f"kind: {doc.kind}",
        _words(doc.word_count),
        f"{_n(len(spans))} paragraph{'s' if len(spans) != 1 else ''}",
        f"{_n(len(text))} characters",
        f"in: {location(world, doc.id)}",
    ]
    header.append("; ".join(facts))
    if doc.status:
        header.append(f"status: {doc.status}")
    if doc.tags:
        header.append(f"tags: {', '.join(doc.tags)}")
    if doc.synopsis:
        header.append(f"synopsis: {_short(doc.synopsis, 600)}")
    if not text.strip():
        return "\n".join([*header, "", "(This document is empty.)"])

    more = ""
    if start_par is not None or end_par is not None:
        first = start_par or 1
        last = min(end_par or len(spans), len(spans))
        if first < 1 or first > len(spans):
            raise ToolError(f"start_paragraph must be between 1 and {len(spans)}")
        if last < first:
            raise ToolError("end_paragraph must not be before start_paragraph")
        begin = spans[first - 1][0]
        shown_last = first
        while shown_last < last and spans[shown_last][1] - begin <= max_chars:
            shown_last += 1
        finish = spans[shown_last - 1][1]
        if finish - begin > max_chars:  # one paragraph longer than a page
            finish = _soft_end(text, begin, begin + max_chars)
            more = (
                f"[Paragraph {first} goes on. To read on: read_document with "
                f'document="{doc.id}" and start_char={finish}.]'
            )
        elif shown_last < last:
            more = (
                f"[Paragraphs {shown_last + 1}–{last} not shown (too long for one page). "
                f'To read on: read_document with document="{doc.id}" and '
                f"start_paragraph={shown_last + 1}, end_paragraph={last}.]"
            )
        body = text[begin:finish]
        shown = (
            f"Showing paragraph{'s' if shown_last > first else ''} "
            f"{first}{f'–{shown_last}' if shown_last > first else ''} of {len(spans)} "
            f"(characters {begin}–{finish})."
        )
    else:
        begin = start_char or 0
        if not 0 <= begin <= len(text):
            raise ToolError(f"start_char must be between 0 and {len(text)}")
        wanted_end = len(text) if end_char is None else end_char
        if wanted_end < begin:
            raise ToolError("end_char must not be before start_char")
        wanted_end = min(wanted_end, len(text))
        finish = wanted_end
        if finish - begin > max_chars:
            finish = _soft_end(text, begin, begin + max_chars)
        body = text[begin:finish]
        if finish < len(text):
            more = (
                f"[{_n(len(text) - finish)} more characters. To read on: read_document with "
                f'document="{doc.id}" and start_char={finish}.]'
            )
            if wanted_end < len(text) and finish == wanted_end:
                more = f"[The document goes on after character {finish}.]"
        if begin == 0 and finish == len(text):
            shown = "Showing the whole text."
        else:
            first_par = _paragraph_at(spans, begin)
            last_par = _paragraph_at(spans, max(begin, finish - 1))
            pars = (
                f"paragraph {first_par}"
                if first_par == last_par
                else f"paragraphs {first_par}–{last_par}"
            )
            shown = f"Showing characters {begin}–{finish} of {len(text)} ({pars})."
    lines = [*header, shown, "", body.rstrip()]
    if more:
        lines += ["", more]
    return "\n".join(lines)


# -- search ----------------------------------------------------------------------------------


def _scope_filter(world: World, ref: str | None) -> tuple[Callable[[str], bool], str]:
    if not ref:
        return (lambda _doc_id: True), ""
    try:
        doc = resolve_document(world, ref)
    except ToolError as doc_error:
        try:
            folder = resolve_folder(world, ref)
        except ToolError:
            raise doc_error from None
        if folder is None:
            return (lambda _doc_id: True), ""
        inside = {n.id for _d, n in world.walk(folder.id) if isinstance(n, Document)}
        return inside.__contains__, f" (within {folder.title})"
    return (lambda doc_id: doc_id == doc.id), f" (within {doc.title})"


def _hit_lines(hits: Iterable[SearchHit]) -> list[str]:
    lines: list[str] = []
    current = None
    for hit in hits:
        if hit.doc_id != current:
            current = hit.doc_id
            lines.append(f"{hit.where} ({hit.doc_id}):")
        lines.append(f"  line {hit.line}, characters {hit.start}–{hit.end}: {hit.snippet}")
    return lines


def _page_of_hits(
    hits: list[SearchHit], offset: int, limit: int, what: str, capped: bool, next_call: str
) -> list[str]:
    total = len(hits)
    documents = len({h.doc_id for h in hits})
    at_least = "at least " if capped else ""
    if total == 0:
        return [f"No {what}."]
    page = hits[offset : offset + limit]
    head = (
        f"{at_least}{_n(total)} {what} in {_n(documents)} "
        f"document{'s' if documents != 1 else ''}"
    )
    if not page:
        return [f"{head}; offset {offset} is past the last one."]
    shown = f"showing {offset + 1}–{offset + len(page)}"
    if offset + len(page) < total:
        shown += f"; {next_call} offset={offset + len(page)} for more"
    return [f"{head} ({shown}):", *_hit_lines(page)]


def search_text(world: World, arguments: dict[str, Any]) -> str:
    query = arguments["query"]
    options = SearchOptions(
        case_sensitive=_bool(arguments, "case_sensitive"),
        whole_word=_bool(arguments, "whole_word"),
        regex=_bool(arguments, "regex"),
        include_trash=_bool(arguments, "include_trash"),
    )
    limit = int(arguments.get("limit", 30))
    offset = int(arguments.get("offset", 0))
    in_scope, scope = _scope_filter(world, arguments.get("within"))
    try:
        found = search(world, query, options, limit=SEARCH_SCAN_LIMIT if not scope else None)
    except (InvalidPatternError, SearchTimeoutError) as exc:
        raise ToolError(f"{exc}. Fix the pattern, or search without regex=true.") from None
    hits = [hit for hit in found if in_scope(hit.doc_id)]
    capped = not scope and len(found) >= SEARCH_SCAN_LIMIT
    what = f"matches for {query!r}{scope}"
    return "\n".join(_page_of_hits(hits, offset, limit, what, capped, "call again with"))


# -- entities --------------------------------------------------------------------------------


def _entity_summary(entity: Entity) -> str:
    line = f"{entity.name} [{entity.kind}, {entity.id}]"
    if entity.aliases:
        line += f" aka {', '.join(entity.aliases)}"
    if entity.fields:
        shown = "; ".join(f"{k}: {_short(v, 40)}" for k, v in entity.fields[:4])
        more = f"; +{len(entity.fields) - 4} more" if len(entity.fields) > 4 else ""
        line += f" — {shown}{more}"
    return line


def list_entities(world: World, arguments: dict[str, Any]) -> str:
    kind = arguments.get("kind")
    entities = world.live_entities()
    if kind:
        entities = [e for e in entities if e.kind == kind]
    lines = []
    label = f"{kind} entities" if kind else "entities"
    lines.append(f"{_n(len(entities))} {label}:" if entities else f"No {label}.")
    current = None
    for entity in entities:
        if entity.kind != current and not kind:
            current = entity.kind
            lines.append(f"{current}:")
        lines.append(f"- {_entity_summary(entity)}")
    if _bool(arguments, "include_trash"):
        trashed = [
            world.entities[e.node_id]
            for e in world.trash
            if e.node_id in world.entities
            and (not kind or world.entities[e.node_id].kind == kind)
        ]
        if trashed:
            lines.append("In the trash:")
            lines += [f"- {_entity_summary(e)}" for e in trashed]
    return "\n".join(lines)


def get_entity(world: World, arguments: dict[str, Any]) -> str:
    entity = resolve_entity(world, arguments["entity"])
    lines = [f"# {entity.name}", f"id: {entity.id}; kind: {entity.kind}"]
    if world.is_trashed(entity.id):
        lines.append("(in the trash)")
    lines.append(f"aliases: {', '.join(entity.aliases) if entity.aliases else '(none)'}")
    if entity.tags:
        lines.append(f"tags: {', '.join(entity.tags)}")
    if entity.fields:
        lines.append("fields:")
        lines += [f"- {key}: {value}" for key, value in entity.fields]
    else:
        lines.append("fields: (none)")
    hits = mentions(world, entity.id, limit=SEARCH_SCAN_LIMIT)
    documents = Counter(h.title for h in hits)
    if hits:
        top = ", ".join(f"{t} ({c})" for t, c in documents.most_common(5))
        lines.append(
            f"mentioned {_n(len(hits))} times in {_n(len(documents))} documents, most in: "
            f"{top} (find_mentions for where)"
        )
    else:
        lines.append("not mentioned in any document by name or alias")
    lines.append("notes:" if entity.notes.strip() else "notes: (none)")
    if entity.notes.strip():
        lines.append(entity.notes)
    return "\n".join(lines)


def find_mentions(world: World, arguments: dict[str, Any]) -> str:
    entity = resolve_entity(world, arguments["entity"])
    limit = int(arguments.get("limit", 30))
    offset = int(arguments.get("offset", 0))
    in_scope, scope = _scope_filter(world, arguments.get("within"))
    hits = [h for h in mentions(world, entity.id, limit=SEARCH_SCAN_LIMIT) if in_scope(h.doc_id)]
    capped = len(hits) >= SEARCH_SCAN_LIMIT
    names = " / ".join(entity.names)
    lines = [f"{entity.name} ({entity.id}), looked for as: {names}."]
    if hits:
        per_doc = Counter(h.title for h in hits)
        lines.append(
            "Per document: " + ", ".join(f"{t} ({c})" for t, c in per_doc.most_common(10))
            + (f", and {len(per_doc) - 10} more" if len(per_doc) > 10 else "")
        )
    lines += _page_of_hits(hits, offset, limit, f"mentions{scope}", capped, "call again with")
    return "\n".join(lines)


# -- statistics ------------------------------------------------------------------------------


def project_statistics(world: World, arguments: dict[str, Any]) -> str:
    docs = world.documents_in_order()
    words = sum(d.word_count for d in docs)
    meta = world.meta
    lines = [f"Project “{meta.title}”"]
    if meta.author:
        lines.append(f"author: {meta.author}")
    lines.append(f"language: {meta.language}")
    by_kind = Counter(d.kind for d in docs)
    words_by_kind: Counter[str] = Counter()
    for doc in docs:
        words_by_kind[doc.kind] += doc.word_count
    kinds = ", ".join(
        f"{by_kind[k]} {k} ({_words(words_by_kind[k])})" for k in DocumentKind if by_kind[k]
    )
    lines.append(f"documents: {_n(len(docs))}" + (f" — {kinds}" if kinds else ""))
    lines.append(f"words: {_n(words)}")
    if docs:
        lines.append(f"average words per document: {_n(round(words / len(docs)))}")
        characters = sum(len(d.text) for d in docs)
        lines.append(f"characters: {_n(characters)}")
    folders = [n for _d, n in world.walk() if isinstance(n, Folder)]
    lines.append(f"folders: {_n(len(folders))}")
    tops = [world.folders[i] for i in world.root if i in world.folders]
    if tops:
        lines.append("words per top-level folder:")
        for folder in tops:
            tally = _tally(world, folder)
            plural = "s" if tally.documents != 1 else ""
            lines.append(
                f"- {folder.title}: {_words(tally.words)} in {tally.documents} document{plural}"
            )
    longest = sorted(docs, key=lambda d: d.word_count, reverse=True)[:5]
    if longest:
        lines.append("longest documents:")
        lines += [f"- {d.title} ({d.id}): {_words(d.word_count)}" for d in longest]
    entities = world.live_entities()
    entity_kinds = Counter(e.kind for e in entities)
    described = ", ".join(f"{entity_kinds[k]} {k}" for k in EntityKind if entity_kinds[k])
    lines.append(f"entities: {_n(len(entities))}" + (f" — {described}" if described else ""))
    lines.append(f"items in the trash: {_n(len(world.trash))}")
    notes_words = sum(count_words(e.notes) for e in entities)
    if notes_words:
        lines.append(f"words in entity notes: {_n(notes_words)}")
    return "\n".join(lines)


# -- specs -----------------------------------------------------------------------------------

_DOCUMENT_REF = {
    "type": "string",
    "minLength": 1,
    "description": "The document's id (d-…) or its exact title.",
}
_ENTITY_REF = {
    "type": "string",
    "minLength": 1,
    "description": "The entity's id (e-…), name or one of its aliases.",
}
_WITHIN = {
    "type": "string",
    "description": "Only look inside this document or folder (id or exact title).",
}
_LIMIT = {"type": "integer", "minimum": 1, "maximum": 200, "default": 30,
          "description": "How many hits to show at most (default 30)."}
_OFFSET = {"type": "integer", "minimum": 0, "default": 0,
           "description": "Skip this many hits first, to page through many (default 0)."}


def _spec(name: str, description: str, properties: dict[str, Any],
          required: tuple[str, ...] = ()) -> AiToolSpec:
    return AiToolSpec(
        name,
        description,
        {
            "type": "object",
            "properties": properties,
            "required": list(required),
            "additionalProperties": False,
        },
    )


GET_OUTLINE = ReadTool(
    _spec(
        "get_outline",
        "The project's tree of folders and documents, in reading order, with ids, kinds, word "
        "counts, status and synopses. Use it first to learn what the project contains and to "
        "find a document's id or exact title; use a folder to see just one part.",
        {
            "folder": {"type": "string",
                       "description": "Only show inside this folder (id or exact title)."},
            "include_synopsis": {"type": "boolean", "default": True,
                                 "description": "Show each document's synopsis (default true)."},
            "include_trash": {"type": "boolean", "default": False,
                              "description": "Also list what is in the trash."},
        },
    ),
    read=get_outline,
    paging_hint="Ask for one folder at a time with the folder argument.",
)

READ_DOCUMENT = ReadTool(
    _spec(
        "read_document",
        "Read a document's text, with its title, kind, status, tags and synopsis. Pick it to "
        "read a chapter, scene or note by id or exact title. Long documents come one page at a "
        "time: continue with start_char as the note at the end says, or ask for a paragraph "
        "range (start_paragraph/end_paragraph, counting from 1) or a character range "
        "(start_char/end_char).",
        {
            "document": _DOCUMENT_REF,
            "start_paragraph": {"type": "integer", "minimum": 1},
            "end_paragraph": {"type": "integer", "minimum": 1},
            "start_char": {"type": "integer", "minimum": 0},
            "end_char": {"type": "integer", "minimum": 0},
            "max_chars": {"type": "integer", "minimum": 200, "maximum": MAX_PAGE_CHARS,
                          "description": f"Page size in characters (default {PAGE_CHARS})."},
        },
        ("document",),
    ),
    read=read_document,
    paging_hint="Read a shorter range with start_char/end_char or a paragraph range.",
)

SEARCH_TEXT = ReadTool(
    _spec(
        "search_text",
        "Find where words or phrases occur in the documents, with a snippet, line and "
        "character positions for each hit. Ignores case and accents unless case_sensitive; "
        "whole_word keeps whole words only; regex reads the query as a regular expression. Pick "
        "it to find passages; for every mention of a character or place by any of its names, "
        "use find_mentions instead.",
        {
            "query": {"type": "string", "minLength": 1},
            "case_sensitive": {"type": "boolean", "default": False},
            "whole_word": {"type": "boolean", "default": False},
            "regex": {"type": "boolean", "default": False},
            "include_trash": {"type": "boolean", "default": False},
            "within": _WITHIN,
            "limit": _LIMIT,
            "offset": _OFFSET,
        },
        ("query",),
    ),
    read=search_text,
    paging_hint="Ask for fewer hits with limit, page on with offset, or narrow with within.",
)

LIST_ENTITIES = ReadTool(
    _spec(
        "list_entities",
        "List the project's entities (characters, places, items, factions, others) with ids, "
        "aliases and their first fields. Pick it to see who and what exists, optionally of one "
        "kind; use get_entity for everything about one.",
        {
            "kind": {"type": "string", "enum": [k.value for k in EntityKind]},
            "include_trash": {"type": "boolean", "default": False},
        },
    ),
    read=list_entities,
    paging_hint="Ask for one kind at a time with the kind argument.",
)

GET_ENTITY = ReadTool(
    _spec(
        "get_entity",
        "Everything recorded about one entity: kind, aliases, every field, tags, notes, and how "
        "often it is mentioned. Pick it for questions about a character, place, item or "
        "faction; it accepts the id, the name or any alias.",
        {"entity": _ENTITY_REF},
        ("entity",),
    ),
    read=get_entity,
)

FIND_MENTIONS = ReadTool(
    _spec(
        "find_mentions",
        "Where an entity is mentioned in the documents, by its name or any alias (whole words), "
        "with snippets, in reading order, and counts per document. Pick it to trace a "
        "character or place through the manuscript.",
        {"entity": _ENTITY_REF, "within": _WITHIN, "limit": _LIMIT, "offset": _OFFSET},
        ("entity",),
    ),
    read=find_mentions,
    paging_hint="Ask for fewer hits with limit, page on with offset, or narrow with within.",
)

PROJECT_STATISTICS = ReadTool(
    _spec(
        "project_statistics",
        "Counts for the whole project: documents and words by kind, words per part, the longest "
        "documents, entities by kind, the trash. Pick it for questions about length and "
        "progress.",
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


def read_tools(snapshot: World | SnapshotSource) -> list[Tool]:
    """The read tools over ``snapshot``: a world, or a function giving the current one."""
    source: SnapshotSource = (lambda: snapshot) if isinstance(snapshot, World) else snapshot
    return [tool.bind(source) for tool in READ_TOOLS]


__all__ = [
    "MAX_PAGE_CHARS",
    "PAGE_CHARS",
    "READ_SPECS",
    "READ_TOOLS",
    "ReadTool",
    "SnapshotSource",
    "paragraph_spans",
    "read_tools",
]

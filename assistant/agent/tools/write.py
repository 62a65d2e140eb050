"""The write tools of act mode: a model's call becomes a world edit, and an outcome text.

Each tool is one :class:`WriteTool`, defined once: its spec (what the model sees), its
planner (call arguments → :class:`~assistant.world.edits.Edit`, or a :class:`ToolError` the
model reads) and its outcome (what the applied edit changed, naming things with their ids).
:func:`write_tools` binds them to an :class:`EditTarget` (``snapshot()`` and
``apply(edit)``): an :class:`~assistant.agent.act.act_run.ActRun`, which applies each edit on the
thread that owns the project after whatever approval it needs, or a bare
:class:`~assistant.world.project.Project`. To add a write tool, define one more
``WriteTool`` and list it in :data:`WRITE_TOOLS`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol

from jsonschema import Draft202012Validator

from assistant.agent.loop.cancel import WRITER_STOPPED
from assistant.agent.loop.messages import AiToolCall, AiToolSpec
from assistant.agent.tools.base import Tool, ToolContext, ToolError, ToolOutcome
from assistant.agent.tools.read import paragraph_spans
from assistant.agent.tools.resolve import (
    display_name,
    kind_label,
    resolve_any,
    resolve_document,
    resolve_entity,
    resolve_folder,
    resolve_node,
)
from assistant.agent.tools.toolbox import strict_schema
from assistant.world.clock.retime import retime
from assistant.world.clock.when import WHEN, time_field
from assistant.world.edits import (
    AddAlias,
    CompoundEdit,
    CreateEntity,
    CreateNode,
    Edit,
    FindReplace,
    InsertText,
    MoveNode,
    RemoveAlias,
    RemoveDocumentField,
    RemoveEntityField,
    RenameEntity,
    SetDocumentAttribute,
    SetDocumentField,
    SetEntityAttribute,
    SetEntityField,
    SetTitle,
    TrashNode,
)
from assistant.world.edits.moves import (
    MoveRefusal,
    MoveRefused,
    Place,
    move_edit,
    place_next_to,
    siblings_without,
    stays_put,
)
from assistant.world.errors import EditError
from assistant.world.ids import new_document_id, new_entity_id, new_folder_id
from assistant.world.model import (
    Document,
    DocumentKind,
    Entity,
    EntityKind,
    Folder,
    FolderKind,
    World,
)
from assistant.world.search.engine import make_snippet

log = logging.getLogger(__name__)


class EditTarget(Protocol):
    """Where write tools send their edits: ``snapshot()`` to plan, ``apply(edit)`` to apply.

    ``apply`` returns the inverse edit and raises :class:`EditError` (changing nothing)
    when the edit cannot apply. :class:`~assistant.world.project.Project` is one.
    """

    def snapshot(self) -> World: ...

    def apply(self, edit: Edit) -> Edit: ...


class WriteGroup(StrEnum):
    """What a write tool changes; a specialist is given write tools by these names."""

    TEXT = "text"
    ENTITIES = "entities"
    STRUCTURE = "structure"


@dataclass(frozen=True)
class WriteTool:
    """One write tool, defined once: its group, the spec the model sees, how a call becomes an edit
    (``plan``, raising :class:`ToolError` for a call that cannot be done) and how the
    applied edit is described back to the model (``outcome``, naming things with their ids).

    Arguments reach ``plan`` already checked against the spec's schema (by the tool box).
    """

    group: WriteGroup
    """What it changes, which is the group a specialist names to be given it."""
    spec: AiToolSpec
    plan: Callable[[World, dict[str, Any]], Edit]
    outcome: Callable[[Edit, World, World], str]
    texts: tuple[str, ...] = ()
    """Arguments that must hold some text, not only blanks (a title, a name, text to add)."""

    @property
    def name(self) -> str:
        return self.spec.name

    def planned(self, world: World, arguments: dict[str, Any]) -> Edit:
        """The edit ``arguments`` ask for on ``world``, after the checks the schema leaves
        to the tool (text that is not blank, counts and positions from 1)."""
        for name in self.texts:
            if name in arguments and not str(arguments[name]).strip():
                raise ToolError(f"{name} must not be empty")
        for name in _COUNTS:
            if arguments.get(name) is not None and arguments[name] < 1:
                raise ToolError(f"{name} counts from 1")
        return self.plan(world, arguments)

    def describe(self, edit: Edit, before: World, after: World) -> str:
        try:
            return self.outcome(edit, before, after)
        except Exception:  # the edit is applied; a wording bug must not turn it into a failure
            log.exception("could not describe the outcome of %s", self.name)
            return f"Done: {edit.describe()}."

    def bind(self, target: EditTarget) -> Tool:
        """This tool over ``target``: plans on its snapshot, applies with it, and plans
        again once when the project changed under the first plan."""

        def run(arguments: dict[str, Any], context: ToolContext) -> ToolOutcome:
            if context.cancel.cancelled:
                raise ToolError(f"not done: {WRITER_STOPPED}")
            for attempt in (1, 2):
                before = target.snapshot()
                edit = self.planned(before, arguments)
                try:
                    target.apply(edit)
                except EditError as exc:
                    if attempt == 1 and target.snapshot() is not before:
                        continue  # the project changed while planning: plan on the new one
                    raise ToolError(f"nothing was changed: {exc}") from None
                break
            return ToolOutcome(self.describe(edit, before, target.snapshot()))

        return Tool(self.spec, run, writes=True)


# -- helpers ---------------------------------------------------------------------------------


def _q(text: str, limit: int = 60) -> str:
    """A quoted, shortened piece of text for outcome messages."""
    flat = " ".join(text.split())
    if len(flat) > limit:
        flat = flat[: limit - 1].rstrip() + "…"
    return f"“{flat}”"


def _named(thing: Document | Folder | Entity) -> str:
    return f"{kind_label(thing)} {_q(display_name(thing), 80)} ({thing.id})"


def _place(world: World, parent_id: str | None) -> str:
    return "the top level" if parent_id is None else _q(world.folders[parent_id].title, 80)


def _where(world: World, parent_id: str | None) -> str:
    return "at the top level" if parent_id is None else f"in {_place(world, parent_id)}"


def _position_in(world: World, node_id: str) -> str:
    parent = world.parent_of(node_id)
    siblings = world.children(parent)
    return f"{_place(world, parent)}, position {siblings.index(node_id) + 1} of {len(siblings)}"


_UNSET: Any = object()

_COUNTS = ("position", "expected_count", "occurrence")
"""Arguments that count from 1."""


def _tags(a: dict[str, Any]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(t.strip() for t in a.get("tags", ()) if t.strip()))


def _place_for(
    world: World,
    node_id: str | None,
    parent_id: Any,
    position: int | None,
    after: str | None,
    before: str | None,
) -> Place:
    """Where the call puts a node: the parent and the index (among siblings without
    ``node_id``)."""
    anchors = [a for a in (after, before) if a]
    if len(anchors) > 1 or (anchors and position is not None):
        raise ToolError("give at most one of position, after and before")
    if anchors and parent_id is not _UNSET and parent_id is not None:
        raise ToolError("give either a folder (and maybe a position) or after/before, not both")
    if anchors:
        anchor = resolve_node(world, anchors[0])
        try:
            return place_next_to(world, node_id, anchor.id, after=bool(after))
        except MoveRefused as refused:
            if refused.refusal is MoveRefusal.NEXT_TO_ITSELF:
                raise ToolError("a node cannot be placed next to itself") from None
            raise ToolError(f"{_named(anchor)} is in the trash") from None
    if parent_id is _UNSET:
        parent_id = None
    siblings = siblings_without(world, parent_id, node_id)
    if position is None:
        return Place(parent_id)
    if not 1 <= position <= len(siblings) + 1:
        raise ToolError(
            f"position must be between 1 and {len(siblings) + 1} in {_place(world, parent_id)}"
        )
    return Place(parent_id, position - 1)


def _parent_from(world: World, arguments: dict[str, Any]) -> str | None:
    folder = resolve_folder(world, arguments.get("folder"))
    if folder is not None and world.is_trashed(folder.id):
        raise ToolError(f"{_named(folder)} is in the trash")
    return None if folder is None else folder.id


def _text_doc(world: World, ref: str) -> Document:
    doc = resolve_document(world, ref)
    if world.is_trashed(doc.id):
        raise ToolError(f"{_named(doc)} is in the trash; its text cannot be changed")
    return doc


def _occurrences(text: str, find: str) -> list[int]:
    found, start = [], text.find(find)
    while start != -1:
        found.append(start)
        start = text.find(find, start + max(len(find), 1))
    return found


def _not_found_hint(doc: Document, find: str, case_sensitive: bool) -> str:
    """Why an exact text was not found, when a looser look finds it."""
    text = doc.text
    if case_sensitive and find.casefold() in text.casefold():
        return " It does occur with different capitals; copy the exact text."
    squeezed = " ".join(find.split())
    if squeezed and squeezed in " ".join(text.split()):
        return " It occurs with different spacing or line breaks; copy the exact text."
    for quote_from, quote_to in (("'", "’"), ("’", "'"), ('"', "“"), ("“", '"'), ('"', "”")):
        if quote_from in find and find.replace(quote_from, quote_to) in text:
            return " It occurs with different quotation marks; copy the exact text."
    return ""


# -- planners: call arguments -> edit ---------------------------------------------------------


def _plan_create_document(world: World, a: dict[str, Any]) -> Edit:
    parent = _parent_from(world, a) if a.get("folder") else _UNSET
    place = _place_for(world, None, parent, a.get("position"), a.get("after"), a.get("before"))
    doc = Document(
        id=new_document_id(),
        title=a["title"],
        text=a.get("text", ""),
        kind=DocumentKind(a.get("kind", DocumentKind.SCENE.value)),
        tags=_tags(a),
        synopsis=a.get("synopsis", ""),
        status=a.get("status", ""),
    )
    return CreateNode(doc, place.parent_id, place.index)


def _plan_create_folder(world: World, a: dict[str, Any]) -> Edit:
    parent = _parent_from(world, a) if a.get("folder") else _UNSET
    place = _place_for(world, None, parent, a.get("position"), a.get("after"), a.get("before"))
    folder = Folder(new_folder_id(), a["title"], FolderKind(a.get("kind", "folder")))
    return CreateNode(folder, place.parent_id, place.index)


def _plan_replace_text(world: World, a: dict[str, Any]) -> Edit:
    doc = _text_doc(world, a["document"])
    find, replacement = a["find"], a["replace"]
    expected = a.get("expected_count", 1)
    if find == replacement:
        raise ToolError("find and replace are the same text; nothing would change")
    edit = FindReplace(
        doc.id,
        find,
        replacement,
        expected_count=expected,
        case_sensitive=a.get("case_sensitive", True),
        whole_word=a.get("whole_word", False),
    )
    found = len(edit.matches(world))
    if found == 0:
        raise ToolError(
            f"the text {_q(find, 120)} does not occur in {_named(doc)}; nothing was changed."
            f"{_not_found_hint(doc, find, edit.case_sensitive)} Read the passage again with "
            "read_document or search_text, and copy the text exactly."
        )
    if found != expected:
        raise ToolError(
            f"the text {_q(find, 120)} occurs {found} times in {_named(doc)}, not "
            f"{expected}; nothing was changed. Include more of the surrounding text so that "
            f"it matches only the places you mean, or set expected_count={found} to change "
            "every one."
        )
    return edit


def _plan_insert_text(world: World, a: dict[str, Any]) -> Edit:
    doc = _text_doc(world, a["document"])
    where = a["where"]
    anchor = a.get("anchor")
    if where in ("start", "end"):
        if anchor:
            raise ToolError(f"anchor is only for where='before' or 'after', not {where!r}")
        return InsertText(doc.id, 0 if where == "start" else len(doc.text), a["text"])
    if not anchor:
        raise ToolError(f"where={where!r} needs an anchor: the exact text to insert {where}")
    found = _occurrences(doc.text, anchor)
    occurrence = a.get("occurrence")
    if not found:
        raise ToolError(
            f"the anchor {_q(anchor, 120)} does not occur in {_named(doc)}; nothing was "
            f"changed.{_not_found_hint(doc, anchor, True)} Copy the exact text from "
            "read_document."
        )
    if occurrence is None and len(found) > 1:
        raise ToolError(
            f"the anchor {_q(anchor, 120)} occurs {len(found)} times in {_named(doc)}; "
            "nothing was changed. Use a longer anchor that occurs once, or say which one "
            "with occurrence (counting from 1)."
        )
    number = occurrence or 1
    if number > len(found):
        raise ToolError(f"the anchor occurs only {len(found)} times in {_named(doc)}")
    start = found[number - 1]
    offset = start if where == "before" else start + len(anchor)
    return InsertText(doc.id, offset, a["text"])


_SEPARATORS = {"paragraph": "\n\n", "line": "\n", "none": ""}


def _plan_append_text(world: World, a: dict[str, Any]) -> Edit:
    doc = _text_doc(world, a["document"])
    separator = _SEPARATORS[a.get("separator", "paragraph")]
    text = a["text"]
    existing = doc.text
    if not existing.strip():
        joint = ""
    else:
        trailing = len(existing) - len(existing.rstrip("\n"))
        joint = separator[min(trailing, len(separator)) :]
        if separator and text.startswith("\n"):
            joint = ""
    return InsertText(doc.id, len(existing), joint + text)


def _plan_retitle(world: World, a: dict[str, Any]) -> Edit:
    try:
        node = resolve_node(world, a["node"])
    except ToolError:
        entity = _maybe_entity(world, a["node"])
        if entity is not None:
            raise ToolError(
                f"{_named(entity)} is an entity; use rename_entity to rename it"
            ) from None
        raise
    if node.title == a["title"]:
        raise ToolError(f"{_named(node)} already has this title; nothing would change")
    return SetTitle(node.id, a["title"])


def _maybe_entity(world: World, ref: str) -> Entity | None:
    try:
        return resolve_entity(world, ref)
    except ToolError:
        return None


_CANNOT_MOVE = {
    MoveRefusal.TRASHED: "{node} is in the trash; it cannot be moved from there",
    MoveRefusal.INTO_ITSELF: "{node} cannot be moved into itself",
}


def _plan_move_node(world: World, a: dict[str, Any]) -> Edit:
    node = resolve_node(world, a["node"])
    if world.is_trashed(node.id):  # said before anything about the place
        raise ToolError(_CANNOT_MOVE[MoveRefusal.TRASHED].format(node=_named(node)))
    anchored = bool(a.get("after") or a.get("before"))
    if "folder" in a:
        parent = _parent_from(world, a)
    elif anchored:
        parent = _UNSET
    elif a.get("position") is not None:
        parent = world.parent_of(node.id)
    else:
        raise ToolError("say where to: folder, position, after or before")
    if anchored and "folder" in a and parent is None:
        parent = _UNSET  # an empty folder next to after/before means nothing more
    place = _place_for(
        world, node.id, parent, a.get("position"), a.get("after"), a.get("before")
    )
    try:
        edit = move_edit(world, node.id, place)
    except MoveRefused as refused:
        text = _CANNOT_MOVE.get(refused.refusal, "{node} cannot be moved there")
        raise ToolError(text.format(node=_named(node))) from None
    if stays_put(world, node.id, place):
        raise ToolError(f"{_named(node)} is already there; nothing would change")
    return edit


def _plan_trash_node(world: World, a: dict[str, Any]) -> Edit:
    thing = resolve_any(world, a["node"])
    if world.trash_entry(thing.id) is not None or world.is_trashed(thing.id):
        raise ToolError(f"{_named(thing)} is already in the trash")
    return TrashNode(thing.id)


def _plan_create_entity(world: World, a: dict[str, Any]) -> Edit:
    fields = a.get("fields", {})
    if any(not str(key).strip() for key in fields):
        raise ToolError("a field's name must not be empty")
    if any(isinstance(value, dict | list) for value in fields.values()):
        raise ToolError("each field's value is text, such as {\"Age\": \"34\"}")
    entity = Entity(
        id=new_entity_id(),
        name=a["name"],
        kind=EntityKind(a.get("kind", EntityKind.CHARACTER.value)),
        aliases=tuple(dict.fromkeys(x for x in a.get("aliases", ()) if x.strip())),
        fields=tuple((str(k), str(v)) for k, v in fields.items()),
        notes=a.get("notes", ""),
        tags=_tags(a),
    )
    return CreateEntity(entity)


def _plan_rename_entity(world: World, a: dict[str, Any]) -> Edit:
    entity = resolve_entity(world, a["entity"])
    name = a["name"]
    if entity.name == name:
        raise ToolError(f"{_named(entity)} is already called {_q(name)}; nothing would change")
    edits: list[Edit] = [RenameEntity(entity.id, name)]
    if a.get("keep_old_name_as_alias") and entity.name not in entity.aliases:
        edits.append(AddAlias(entity.id, entity.name))
    if name in entity.aliases:  # the alias became the name
        edits.append(RemoveAlias(entity.id, name))
    if len(edits) == 1:
        return edits[0]
    return CompoundEdit(tuple(edits), f"renamed {entity.id} to {name!r}")


def _plan_add_alias(world: World, a: dict[str, Any]) -> Edit:
    entity = resolve_entity(world, a["entity"])
    alias = a["alias"]
    if alias == entity.name or alias in entity.aliases:
        raise ToolError(f"{_named(entity)} is already known as {_q(alias)}")
    return AddAlias(entity.id, alias)


def _plan_set_entity_field(world: World, a: dict[str, Any]) -> Edit:
    entity = resolve_entity(world, a["entity"])
    key = a["field"]
    if a.get("remove"):
        if entity.field_index(key) is None:
            names = ", ".join(k for k, _v in entity.fields) or "none"
            raise ToolError(f"{_named(entity)} has no field {_q(key)} (its fields: {names})")
        return RemoveEntityField(entity.id, key)
    if "value" not in a:
        raise ToolError("give the field's value, or remove=true to remove the field")
    if entity.field_value(key) == a["value"]:
        raise ToolError(f"{_q(key)} of {_named(entity)} already has this value")
    return SetEntityField(entity.id, key, a["value"])


def _plan_set_entity_notes(world: World, a: dict[str, Any]) -> Edit:
    entity = resolve_entity(world, a["entity"])
    notes = a["notes"]
    if a.get("mode", "append") == "append" and entity.notes.strip():
        notes = entity.notes.rstrip("\n") + "\n\n" + notes
    if notes == entity.notes:
        raise ToolError("the notes already read like this; nothing would change")
    return SetEntityAttribute(entity.id, "notes", notes)


_DOCUMENT_INFO = ("kind", "synopsis", "status", "tags")


def _when_edit(world: World, doc: Document, when: str) -> Edit | None:
    """The edit setting (or, for "", clearing) a document's story time, under the field
    name it already has; None when it is so already."""
    current = time_field(doc.fields, WHEN)
    if current is not None and current[1] == " ".join(when.split()):
        return None
    if current is None and not when.strip():
        return None
    return retime(world, doc.id, when)


def _plan_set_document_info(world: World, a: dict[str, Any]) -> Edit:
    doc = resolve_document(world, a["document"])
    kinds = [k.value for k in DocumentKind]
    if "kind" in a and a["kind"] not in kinds:
        raise ToolError(f"kind {a['kind']!r} is not one of {', '.join(kinds)}")
    edits: list[Edit] = []
    for name in _DOCUMENT_INFO:
        if name in a:
            value = _tags(a) if name == "tags" else a[name]
            if getattr(doc, name) != value:
                edits.append(SetDocumentAttribute(doc.id, name, value))
    when = _when_edit(world, doc, str(a["when"])) if "when" in a else None
    if when is not None:
        edits.append(when)
    if not edits:
        raise ToolError(
            "nothing to change: give at least one of kind, synopsis, status, tags, when with "
            "a new value"
        )
    if len(edits) == 1:
        return edits[0]
    return CompoundEdit(tuple(edits), f"set {', '.join(n for n in _DOCUMENT_INFO if n in a)}")


# -- outcomes: what an applied edit changed -------------------------------------------------


def _changed_snippets(before: Document, after: Document) -> str:
    """How the text reads now around the first changed place."""
    old, new = before.text, after.text
    prefix = 0
    while prefix < min(len(old), len(new)) and old[prefix] == new[prefix]:
        prefix += 1
    suffix = 0
    while (
        suffix < min(len(old), len(new)) - prefix
        and old[len(old) - 1 - suffix] == new[len(new) - 1 - suffix]
    ):
        suffix += 1
    start, end = prefix, max(prefix, len(new) - suffix)
    while start < end and new[start].isspace():
        start += 1
    if not new.strip():
        return " The document is now empty."
    start = min(start, len(new) - 1)
    snippet, _highlight = make_snippet(new, start, min(max(end, start + 1), start + 200))
    return f" It now reads: {snippet}"


def _created(edit: Edit, before: World, after: World) -> str:
    assert isinstance(edit, CreateNode)
    node = edit.node
    text = f"Created {_named(node)} at {_position_in(after, node.id)}."
    if isinstance(node, Document) and node.text:
        text += f" It has {node.word_count} words."
    return text


def _replaced(edit: Edit, before: World, after: World) -> str:
    assert isinstance(edit, FindReplace)
    doc_before, doc_after = before.documents[edit.doc_id], after.documents[edit.doc_id]
    spans = edit.matches(before)
    places = ", ".join(f"{s}–{e}" for s, e in spans[:10])
    return (
        f"Replaced {len(spans)} occurrence{'s' if len(spans) != 1 else ''} of "
        f"{_q(edit.find)} with {_q(edit.replace)} in {_named(doc_after)} "
        f"(characters {places} before the change); it now has "
        f"{doc_after.word_count} words.{_changed_snippets(doc_before, doc_after)}"
    )


def _text_added(verb: str, preposition: str) -> Callable[[Edit, World, World], str]:
    def outcome(edit: Edit, before: World, after: World) -> str:
        assert isinstance(edit, InsertText)
        doc_before, doc_after = before.documents[edit.doc_id], after.documents[edit.doc_id]
        paragraph = _paragraph_number(doc_after.text, edit.offset + len(edit.text) // 2)
        return (
            f"{verb} {len(edit.text)} characters {preposition} {_named(doc_after)} at "
            f"character {edit.offset} (paragraph {paragraph}); it now has "
            f"{doc_after.word_count} words.{_changed_snippets(doc_before, doc_after)}"
        )

    return outcome


def _retitled(edit: Edit, before: World, after: World) -> str:
    assert isinstance(edit, SetTitle)
    node = before.node(edit.node_id)
    assert node is not None
    return f"Retitled {kind_label(node)} {edit.node_id} from {_q(node.title)} to {_q(edit.title)}."


def _moved(edit: Edit, before: World, after: World) -> str:
    assert isinstance(edit, MoveNode)
    node = after.node(edit.node_id)
    assert node is not None
    return (
        f"Moved {_named(node)} from {_position_in(before, node.id)} to "
        f"{_position_in(after, node.id)}."
    )


def _trashed(edit: Edit, before: World, after: World) -> str:
    assert isinstance(edit, TrashNode)
    if edit.node_id in before.entities:
        thing: Document | Folder | Entity = before.entities[edit.node_id]
        origin = ""
    else:
        node = before.node(edit.node_id)
        assert node is not None
        thing = node
        origin = f" ({_where(before, before.parent_of(node.id))})"
    extra = ""
    if isinstance(thing, Folder):
        docs = [n for _d, n in before.walk(thing.id) if isinstance(n, Document)]
        extra = f" with the {len(docs)} document{'s' if len(docs) != 1 else ''} in it"
    return (
        f"Moved {_named(thing)}{extra}{origin} to the trash. Nothing was deleted; the "
        "writer can restore it."
    )


def _entity_created(edit: Edit, before: World, after: World) -> str:
    assert isinstance(edit, CreateEntity)
    entity = edit.entity
    parts = [f"Created {_named(entity)}"]
    if entity.aliases:
        parts.append(f"aliases: {', '.join(entity.aliases)}")
    if entity.fields:
        parts.append("fields: " + "; ".join(f"{k}: {v}" for k, v in entity.fields))
    text = ", ".join(parts) + "."
    twins = [e for e in before.find_entities_by_name(entity.name) if e.id != entity.id]
    if twins:
        text += " Note: " + ", ".join(_named(e) for e in twins) + " has the same name."
    return text


def _entity_renamed(edit: Edit, before: World, after: World) -> str:
    first = edit.edits[0] if isinstance(edit, CompoundEdit) else edit
    assert isinstance(first, RenameEntity)
    old = before.entities[first.entity_id]
    entity = after.entities[first.entity_id]
    text = f"Renamed {kind_label(old)} {old.id} from {_q(old.name)} to {_q(entity.name)}."
    if entity.aliases != old.aliases:
        text += f" Its aliases are now: {', '.join(entity.aliases) or 'none'}."
    return text


def _alias_added(edit: Edit, before: World, after: World) -> str:
    assert isinstance(edit, AddAlias)
    entity = after.entities[edit.entity_id]
    return (
        f"Added the alias {_q(edit.alias)} to {_named(entity)}; its aliases are now: "
        f"{', '.join(entity.aliases)}."
    )


def _field_set(edit: Edit, before: World, after: World) -> str:
    if isinstance(edit, RemoveEntityField):
        old = before.entities[edit.entity_id].field_value(edit.key) or ""
        entity = after.entities[edit.entity_id]
        return f"Removed the field {_q(edit.key)} (was {_q(old)}) from {_named(entity)}."
    assert isinstance(edit, SetEntityField)
    previous = before.entities[edit.entity_id].field_value(edit.key)
    entity = after.entities[edit.entity_id]
    if previous is None:
        return f"Added the field {_q(edit.key)} = {_q(edit.value)} to {_named(entity)}."
    return (
        f"Set the field {_q(edit.key)} of {_named(entity)} to {_q(edit.value)} "
        f"(was {_q(previous)})."
    )


def _notes_set(edit: Edit, before: World, after: World) -> str:
    assert isinstance(edit, SetEntityAttribute)
    entity = after.entities[edit.entity_id]
    return (
        f"Updated the notes of {_named(entity)}; they now have {len(entity.notes)} characters."
    )


def _document_info_set(edit: Edit, before: World, after: World) -> str:
    parts = edit.edits if isinstance(edit, CompoundEdit) else (edit,)
    doc_id = edit.target
    doc_before, doc_after = before.documents[doc_id], after.documents[doc_id]
    changes = []
    for part in parts:
        if isinstance(part, SetDocumentField | RemoveDocumentField):
            old, new = doc_before.field_value(part.key), doc_after.field_value(part.key)
            changes.append(f"{part.key} from {_q(old or '')} to {_q(new or '')}")
            continue
        assert isinstance(part, SetDocumentAttribute)
        old_value, new_value = getattr(doc_before, part.name), getattr(doc_after, part.name)
        if part.name == "tags":
            old_value, new_value = ", ".join(old_value), ", ".join(new_value)
        changes.append(f"{part.name} from {_q(str(old_value))} to {_q(str(new_value))}")
    return f"Changed {_named(doc_after)}: {'; '.join(changes)}."


def _paragraph_number(text: str, offset: int) -> int:
    for index, (_start, end) in enumerate(paragraph_spans(text)):
        if offset <= end:
            return index + 1
    return max(len(paragraph_spans(text)), 1)


# -- specs -----------------------------------------------------------------------------------


def _spec(
    name: str, description: str, properties: dict[str, Any], required: tuple[str, ...] = ()
) -> AiToolSpec:
    parameters: dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        parameters["required"] = list(required)
    return AiToolSpec(name, description, parameters)


# Every token here is sent with every act-mode request: descriptions say what a tool does and
# what it needs; a parameter is described only when its name does not say enough. Documents,
# folders and entities are named by title, name or id everywhere (the system prompt says so).
_STR: dict[str, Any] = {"type": "string"}
_INT: dict[str, Any] = {"type": "integer"}
_BOOL: dict[str, Any] = {"type": "boolean"}
_TAGS: dict[str, Any] = {"type": "array"}  # of text: the tool box checks
_DOC_KIND = {"enum": [k.value for k in DocumentKind]}
_PLACE = {"folder": _STR, "position": _INT, "after": _STR, "before": _STR}

CREATE_DOCUMENT = WriteTool(
    WriteGroup.STRUCTURE,
    _spec(
        "create_document",
        "New document (default: a scene, last at the top level).",
        {"title": _STR, "text": _STR, "kind": _DOC_KIND, **_PLACE, "synopsis": _STR,
         "status": _STR, "tags": _TAGS},
        ("title",),
    ),
    plan=_plan_create_document,
    outcome=_created,
    texts=("title",),
)

CREATE_FOLDER = WriteTool(
    WriteGroup.STRUCTURE,
    _spec(
        "create_folder",
        "New empty folder (kind part: a book part).",
        {"title": _STR, "kind": {"enum": [k.value for k in FolderKind]}, **_PLACE},
        ("title",),
    ),
    plan=_plan_create_folder,
    outcome=_created,
    texts=("title",),
)

REPLACE_TEXT = WriteTool(
    WriteGroup.TEXT,
    _spec(
        "replace_text",
        "Replace exact text in a document; expected_count defaults to 1.",
        {"document": _STR, "find": _STR, "replace": _STR, "expected_count": _INT,
         "case_sensitive": _BOOL, "whole_word": _BOOL},
        ("document", "find", "replace"),
    ),
    plan=_plan_replace_text,
    outcome=_replaced,
    texts=("find",),
)

INSERT_TEXT = WriteTool(
    WriteGroup.TEXT,
    _spec(
        "insert_text",
        "Insert text at start, end, or before/after exact anchor text.",
        {"document": _STR, "text": _STR,
         "where": {"enum": ["start", "end", "before", "after"]}, "anchor": _STR,
         "occurrence": _INT},
        ("document", "text", "where"),
    ),
    plan=_plan_insert_text,
    outcome=_text_added("Inserted", "into"),
    texts=("text", "anchor"),
)

APPEND_TEXT = WriteTool(
    WriteGroup.TEXT,
    _spec(
        "append_text",
        "Add text at the end (a new paragraph by default).",
        {"document": _STR, "text": _STR, "separator": {"enum": list(_SEPARATORS)}},
        ("document", "text"),
    ),
    plan=_plan_append_text,
    outcome=_text_added("Appended", "to"),
    texts=("text",),
)

RETITLE = WriteTool(
    WriteGroup.STRUCTURE,
    _spec(
        "retitle",
        "Rename a document or folder.",
        {"node": _STR, "title": _STR},
        ("node", "title"),
    ),
    plan=_plan_retitle,
    outcome=_retitled,
    texts=("title",),
)

MOVE_NODE = WriteTool(
    WriteGroup.STRUCTURE,
    _spec(
        "move_node",
        "Move a document or folder (folder \"\": top level).",
        {"node": _STR, **_PLACE},
        ("node",),
    ),
    plan=_plan_move_node,
    outcome=_moved,
)

TRASH_NODE = WriteTool(
    WriteGroup.STRUCTURE,
    _spec(
        "trash_node",
        "Trash a document, folder or entity (restorable).",
        {"node": _STR},
        ("node",),
    ),
    plan=_plan_trash_node,
    outcome=_trashed,
)

CREATE_ENTITY = WriteTool(
    WriteGroup.ENTITIES,
    _spec(
        "create_entity",
        "New entity (default: character); aliases: its other names.",
        {"name": _STR, "kind": {"enum": [k.value for k in EntityKind]},
         "aliases": _TAGS, "fields": {"type": "object"},
         "notes": _STR, "tags": _TAGS},
        ("name",),
    ),
    plan=_plan_create_entity,
    outcome=_entity_created,
    texts=("name",),
)

RENAME_ENTITY = WriteTool(
    WriteGroup.ENTITIES,
    _spec(
        "rename_entity",
        "Rename an entity; mentions in the text stay.",
        {"entity": _STR, "name": _STR, "keep_old_name_as_alias": _BOOL},
        ("entity", "name"),
    ),
    plan=_plan_rename_entity,
    outcome=_entity_renamed,
    texts=("name",),
)

ADD_ALIAS = WriteTool(
    WriteGroup.ENTITIES,
    _spec(
        "add_alias",
        "Add another name the text uses for an entity.",
        {"entity": _STR, "alias": _STR},
        ("entity", "alias"),
    ),
    plan=_plan_add_alias,
    outcome=_alias_added,
    texts=("alias",),
)

SET_ENTITY_FIELD = WriteTool(
    WriteGroup.ENTITIES,
    _spec(
        "set_entity_field",
        "Set, add or remove an entity's field.",
        {"entity": _STR, "field": _STR, "value": _STR, "remove": _BOOL},
        ("entity", "field"),
    ),
    plan=_plan_set_entity_field,
    outcome=_field_set,
    texts=("field",),
)

SET_ENTITY_NOTES = WriteTool(
    WriteGroup.ENTITIES,
    _spec(
        "set_entity_notes",
        "Append to or replace an entity's notes.",
        {"entity": _STR, "notes": _STR, "mode": {"enum": ["append", "replace"]}},
        ("entity", "notes"),
    ),
    plan=_plan_set_entity_notes,
    outcome=_notes_set,
)

SET_DOCUMENT_INFO = WriteTool(
    WriteGroup.STRUCTURE,
    _spec(
        "set_document_info",
        "Set a document's kind, synopsis, status, tags or when (story time).",
        {"document": _STR, "kind": _STR, "synopsis": _STR, "status": _STR,
         "tags": _TAGS, "when": _STR},
        ("document",),
    ),
    plan=_plan_set_document_info,
    outcome=_document_info_set,
)

WRITE_TOOLS: tuple[WriteTool, ...] = (
    CREATE_DOCUMENT,
    CREATE_FOLDER,
    REPLACE_TEXT,
    INSERT_TEXT,
    APPEND_TEXT,
    RETITLE,
    MOVE_NODE,
    TRASH_NODE,
    CREATE_ENTITY,
    RENAME_ENTITY,
    ADD_ALIAS,
    SET_ENTITY_FIELD,
    SET_ENTITY_NOTES,
    SET_DOCUMENT_INFO,
)
"""Every write tool, in the order the model is offered them."""

WRITE_SPECS: tuple[AiToolSpec, ...] = tuple(tool.spec for tool in WRITE_TOOLS)
WRITE_TOOL_NAMES = frozenset(tool.name for tool in WRITE_TOOLS)


def write_tool_names(group: WriteGroup) -> frozenset[str]:
    """The write tools of ``group``."""
    return frozenset(tool.name for tool in WRITE_TOOLS if tool.group is group)

_BY_NAME = {tool.name: tool for tool in WRITE_TOOLS}


# -- public API ------------------------------------------------------------------------------


def plan_edit(world: World, call: AiToolCall) -> Edit:
    """The edit a write-tool call asks for, against ``world``; nothing is applied.

    For a call that did not come through a :class:`~assistant.agent.tools.toolbox.ToolBox`
    (which checks arguments itself): raises :class:`ToolError` (a message for the model)
    when the tool is not a write tool, the arguments do not fit its schema, or what they
    name does not exist or is ambiguous.
    """
    tool = _BY_NAME.get(call.name)
    if tool is None:
        raise ToolError(f"{call.name!r} is not a write tool")
    if not call.arguments_parse:
        raise ToolError(f"the arguments for {call.name} cannot be used ({call.problem})")
    validator = Draft202012Validator(strict_schema(tool.spec.parameters))
    errors = list(validator.iter_errors(call.arguments))
    if errors:
        raise ToolError(f"invalid arguments for {call.name}: {errors[0].message}")
    return tool.planned(world, dict(call.arguments))


def describe_outcome(call: AiToolCall, edit: Edit, before: World, after: World) -> str:
    """What applying ``edit`` (planned from ``call``) changed from ``before`` to ``after``,
    naming every changed thing with its id, for the model (and the command line) to read."""
    tool = _BY_NAME.get(call.name)
    if tool is None:
        return f"Done: {edit.describe()}."
    return tool.describe(edit, before, after)


def write_tools(target: EditTarget) -> list[Tool]:
    """The write tools, planning on ``target.snapshot()`` and applying with ``target.apply``."""
    return [tool.bind(target) for tool in WRITE_TOOLS]


__all__ = [
    "WRITE_SPECS",
    "WRITE_TOOLS",
    "WRITE_TOOL_NAMES",
    "EditTarget",
    "WriteGroup",
    "WriteTool",
    "describe_outcome",
    "plan_edit",
    "write_tool_names",
    "write_tools",
]

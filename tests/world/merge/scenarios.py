"""Edit pairs for the merge's fuzz test: a small base world and a list of steps, each made on
this side, the other side, or alike on both, the way two computers drift apart.

A step is plain data (a tuple of small numbers), resolved against the world it is applied to
(``n % len(documents)``, say), so Hypothesis draws and shrinks steps quickly and a failing
case can be kept with ``@example`` as it is printed. Every paragraph a step writes is new
words (``s3a s3b s3c`` for step 3), the same on both sides when the step is made on both,
so a paragraph that turns up twice in a merge was doubled by the merge.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from assistant.world.edits import (
    CreateNode,
    Edit,
    EditError,
    MoveNode,
    RemoveEntityField,
    RenameEntity,
    RestoreNode,
    SetEntityField,
    SetText,
    SetTitle,
    TrashNode,
)
from assistant.world.edits.deletion import DeletePermanently
from assistant.world.model import Document, Entity, Folder, TrashEntry, World
from tests.worlds import world_of

OURS, THEIRS, BOTH = 0, 1, 2
SIDE_TAGS = ("o", "t", "s")
FIELD_KEYS = ("Age", "Eyes", "Home")

INSERT, DELETE, REWRITE, SPLIT, JOIN = range(5)
MOVE, RENAME, FIELD, UNFIELD, TRASH, RESTORE, CREATE, FOLDER, DESTROY, NAME = range(5, 15)
KINDS = 15

Step = tuple[int, int, int, int, int]
"""(side, kind, and three numbers the kind reads: which thing, where, how)."""


def paragraph(tag: str) -> str:
    return f"{tag}a {tag}b {tag}c"


def base_world(shape: Sequence[int]) -> World:
    """Documents with ``shape[n]`` paragraphs each (blank lines between, as Markdown has
    them), shared among two folders and the top level, one more in the trash, and two
    characters with fields."""
    documents = [
        Document(
            f"d-b{n}",
            f"Chapter {n}",
            "\n\n".join(paragraph(f"b{n}p{k}") for k in range(count)) + "\n",
        )
        for n, count in enumerate(shape)
    ]
    first = tuple(d.id for d in documents[::3])
    second = tuple(d.id for d in documents[1::3])
    outside = [d.id for d in documents[2::3]]
    entities = (
        Entity("e-b0", "Mára", fields=(("Age", "30"), ("Eyes", "grey"))),
        Entity("e-b1", "Tobin", aliases=("the miller",), fields=(("Home", "Vell"),)),
    )
    parts = (
        Folder("f-b0", "Part One", children=first),
        Folder("f-b1", "Part Two", children=second),
    )
    cut = Document("d-bt", "Cut scene", paragraph("btp0") + "\n\n" + paragraph("btp1"))
    return world_of(
        *documents,
        cut,
        *parts,
        *entities,
        root=["f-b0", "f-b1", *outside],
        trash=[TrashEntry("d-bt", "f-b1", 0)],
    )


def apply_steps(base: World, steps: Sequence[Step]) -> tuple[World, World]:
    """Ours and theirs: ``base`` with each step made on its side (a step that makes no sense
    on a side any more is left out there)."""
    ours, theirs = base, base
    for number, step in enumerate(steps):
        side = step[0]
        if side == BOTH and step[1] <= JOIN:
            ours, theirs = _made_alike(ours, theirs, step, f"s{number}")
            continue
        if side in (OURS, BOTH):
            ours = _made(ours, step, f"{SIDE_TAGS[side]}{number}")
        if side in (THEIRS, BOTH):
            theirs = _made(theirs, step, f"{SIDE_TAGS[side]}{number}")
    return ours, theirs


def _made_alike(ours: World, theirs: World, step: Step, tag: str) -> tuple[World, World]:
    """A change of text made alike on both sides: at a paragraph both sides have, so that it
    is the same change in the same place (an index would point elsewhere on each side)."""
    _side, kind, a, b, c = step
    common = sorted(set(ours.documents) & set(theirs.documents))
    doc_id = _pick(common, a)
    if doc_id is None:
        return ours, theirs
    texts = [w.documents[doc_id].text.split("\n") for w in (ours, theirs)]
    shared = [line for line in texts[0] if line and line in texts[1]]
    if kind == INSERT and not shared:
        texts = [[paragraph(tag), *lines] for lines in texts]
    elif not shared:
        return ours, theirs
    else:
        where = shared[b % len(shared)]
        places = [lines.index(where) for lines in texts]
        edited = [
            _text_edit(lines, kind, n, c, tag, at_line=True)
            for lines, n in zip(texts, places, strict=True)
        ]
        if edited[0] is None or edited[1] is None:
            return ours, theirs
        if kind == JOIN and edited[0][places[0]] != edited[1][places[1]]:
            return ours, theirs  # the next paragraph differs: not the same change
        texts = [edited[0], edited[1]]
    made = [
        SetText(doc_id, "\n".join(lines)).apply(world)[0]
        for world, lines in zip((ours, theirs), texts, strict=True)
    ]
    return made[0], made[1]


def _made(world: World, step: Step, tag: str) -> World:
    edit = _edit(world, step, tag)
    if edit is None:
        return world
    try:
        return edit.apply(world)[0]
    except EditError:
        return world


def _pick(items: Sequence[str], n: int) -> str | None:
    return items[n % len(items)] if items else None


def _edit(world: World, step: Step, tag: str) -> Edit | None:
    _side, kind, a, b, c = step
    live = [d.id for d in world.documents_in_order()]
    if kind <= JOIN:
        doc_id = _pick(live, a)
        if doc_id is None:
            return None
        text = _text_edit(world.documents[doc_id].text.split("\n"), kind, b, c, tag)
        return SetText(doc_id, "\n".join(text)) if text is not None else None
    nodes = sorted(world.documents) + sorted(world.folders)
    live_nodes = [n for n in nodes if not world.is_trashed(n)]
    live_folders = [f for f in sorted(world.folders) if not world.is_trashed(f)]
    parent = _pick([None, *live_folders], b) if live_folders else None  # type: ignore[list-item]
    entity_id = _pick(sorted(world.entities), a)
    if kind == MOVE:
        node = _pick(live_nodes, a)
        return MoveNode(node, parent, c % 3) if node else None
    if kind == RENAME:
        node = _pick(live_nodes, a)
        return SetTitle(node, f"Title {tag}") if node else None
    if kind in (FIELD, UNFIELD) and entity_id is not None:
        key = FIELD_KEYS[b % len(FIELD_KEYS)]
        if kind == UNFIELD:
            return RemoveEntityField(entity_id, key)
        return SetEntityField(entity_id, key, f"v{tag}")
    if kind == NAME and entity_id is not None:
        return RenameEntity(entity_id, f"Name {tag}")
    if kind == TRASH:
        target = _pick(live_nodes + sorted(world.entities), a)
        return TrashNode(target) if target else None
    if kind == RESTORE:
        entry = _pick([e.node_id for e in world.trash], a)
        return RestoreNode(entry) if entry else None
    if kind == CREATE:
        text = f"{paragraph(tag + 'x')}\n\n{paragraph(tag + 'y')}\n"
        return CreateNode(Document(f"d-{tag}", f"New {tag}", text), parent, c % 3)
    if kind == FOLDER:
        return CreateNode(Folder(f"f-{tag}", f"Folder {tag}"), parent, c % 3)
    if kind == DESTROY:
        listed = _pick([e.node_id for e in world.trash], a)
        return DeletePermanently((listed,)) if listed else None
    return None


def _text_edit(
    lines: list[str], kind: int, b: int, c: int, tag: str, *, at_line: bool = False
) -> list[str] | None:
    """Insert, delete, rewrite, split or join paragraphs of a text's lines; ``at_line``:
    ``b`` is the line itself (an insert goes right after it)."""
    at = b + 1 if at_line else b % (len(lines) + 1)
    if kind == INSERT:
        return [*lines[:at], paragraph(tag), *lines[at:]]
    words = [n for n, line in enumerate(lines) if line]
    if not words:
        return None
    n = b if at_line else words[b % len(words)]
    if kind == DELETE:
        return [*lines[:n], *lines[n + 1 :]]
    if kind == REWRITE:
        return [*lines[:n], paragraph(tag), *lines[n + 1 :]]
    if kind == SPLIT:
        parts = lines[n].split(" ")
        cut = 1 + c % max(1, len(parts) - 1)
        if len(parts) < 2:
            return None
        return [*lines[:n], " ".join(parts[:cut]), " ".join(parts[cut:]), *lines[n + 1 :]]
    if kind == JOIN:
        following = [m for m in words if m > n]
        if not following:
            return None
        m = following[0]
        return [*lines[:n], f"{lines[n]} {lines[m]}", *lines[n + 1 : m], *lines[m + 1 :]]
    return None


def with_text(world: World, doc_id: str, text: str) -> World:
    """``world`` with one document's text replaced (for examples written by hand)."""
    return replace(
        world, documents=world.documents.set(doc_id, replace(world.documents[doc_id], text=text))
    )

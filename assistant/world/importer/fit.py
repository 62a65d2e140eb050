"""Making a draft fit a project before it is built: every text one a file can store, and
folders nested no deeper than a project holds them.

A source can hold what no project file can: a note whose file name is not UTF-8 (its title
then holds the bytes as lone surrogates), or front matter with an escaped lone surrogate
(``"\\ud800"``). Such a note still comes in, the character replaced with U+FFFD, and the
report names it with the reason, so one bad note never sinks an import. Folders (or a binder,
or a tree of items) nested deeper than :data:`~assistant.world.model.MAX_FOLDER_DEPTH` keep
their documents, in order, in the deepest folder a project allows, and the report says so.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from assistant.world.importer.draft import (
    Draft,
    DraftEntity,
    DraftFolder,
    DraftNode,
    add_pair,
    documents_in,
)
from assistant.world.importer.report import ReportBuilder
from assistant.world.model import MAX_FOLDER_DEPTH
from assistant.world.problems import Outcome, Problem, ProblemKind
from assistant.world.safetext import repair, storable, unstorable


def fit_draft(draft: Draft, report: ReportBuilder) -> None:
    """Make ``draft`` fit a project, in place, reporting each thing changed."""
    for nodes in (draft.root, draft.trash):
        _fit_depth(nodes, report)
    for node in _every_node(draft):
        _fit_text(node, report)


def _fit_depth(nodes: list[DraftNode], report: ReportBuilder) -> None:
    """Folders at the deepest level a project allows hold documents only: those of the
    folders below them come up into them, in order."""
    stack: list[tuple[list[DraftNode], int]] = [(nodes, 1)]  # nodes, and a folder's depth there
    while stack:
        children, depth = stack.pop()
        for node in children:
            if not isinstance(node, DraftFolder):
                continue
            if depth < MAX_FOLDER_DEPTH:
                stack.append((node.children, depth + 1))
            elif any(isinstance(child, DraftFolder) for child in node.children):
                node.children = list(documents_in(node.children))
                report.problem(_where(node), Problem.of(
                    ProblemKind.FOLDERS_TOO_DEEP, depth=MAX_FOLDER_DEPTH,
                    name=storable(node.title),
                ))  # fmt: skip


def _where(node: DraftNode | DraftEntity) -> str:
    """What the report names a node by: the file or folder it came from, else its title."""
    return node.source or storable(node.name if isinstance(node, DraftEntity) else node.title)


def _every_node(draft: Draft) -> Iterator[DraftNode | DraftEntity]:
    """Every document, folder and entity of the draft (without recursion)."""
    stack: list[DraftNode] = [*reversed(draft.trash), *reversed(draft.root)]
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, DraftFolder):
            stack.extend(reversed(node.children))
    yield from draft.entities


def _values(node: DraftNode | DraftEntity) -> dict[str, Any]:
    """The node's texts by the names a problem's ``place`` gives them."""
    if isinstance(node, DraftFolder):
        return {"title": node.title}
    if isinstance(node, DraftEntity):
        return {"name": node.name, "aliases": node.aliases, "notes": node.notes,
                "tags": node.tags, "fields": dict(node.fields)}
    return {"title": node.title, "text": node.text, "synopsis": node.synopsis,
            "status": node.status, "tags": node.tags, "fields": dict(node.fields)}


def _fit_text(node: DraftNode | DraftEntity, report: ReportBuilder) -> None:
    problem = unstorable(_values(node))
    if problem is None:
        return
    report.problem(_where(node), problem.then(Outcome.REPLACED_ALL))
    if isinstance(node, DraftFolder):
        node.title = storable(node.title)
        return
    if isinstance(node, DraftEntity):
        node.name, node.notes = storable(node.name), storable(node.notes)
        node.aliases = repair(node.aliases)
    else:
        node.title, node.text = storable(node.title), storable(node.text)
        node.synopsis, node.status = storable(node.synopsis), storable(node.status)
    node.tags = repair(node.tags)
    fields: list[tuple[str, str]] = []
    for key, value in node.fields:
        add_pair(fields, storable(key), storable(value))  # two names may now read the same
    node.fields = fields


__all__ = ["fit_draft"]

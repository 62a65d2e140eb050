"""Stable identifiers for documents, folders and entities.

An id is given once, when a thing is created, and never changes when it is renamed or
moved. The prefix tells the kind at a glance in files and tool output. A replay of a recorded
run makes what the run made under the same ids (:func:`given_ids`), so that what follows in
the run names the same things.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

DOCUMENT_PREFIX = "d-"
FOLDER_PREFIX = "f-"
ENTITY_PREFIX = "e-"


_GIVEN: ContextVar[list[str] | None] = ContextVar("quire_given_ids", default=None)


def _new(prefix: str) -> str:
    given = _GIVEN.get()
    if given:
        for index, known in enumerate(given):
            if known.startswith(prefix):
                return given.pop(index)
    return prefix + secrets.token_hex(5)


@contextmanager
def given_ids(ids: Iterable[str]) -> Iterator[None]:
    """Within the block, on this thread, each new id of a kind is the next of ``ids`` with
    its prefix (a fresh one once they run out): a replay makes things under the ids the
    recorded run gave them."""
    token = _GIVEN.set(list(ids))
    try:
        yield
    finally:
        _GIVEN.reset(token)


def new_document_id() -> str:
    """A fresh id for a document."""
    return _new(DOCUMENT_PREFIX)


def new_folder_id() -> str:
    """A fresh id for a folder."""
    return _new(FOLDER_PREFIX)


def new_entity_id() -> str:
    """A fresh id for an entity."""
    return _new(ENTITY_PREFIX)


def is_document_id(node_id: str) -> bool:
    return node_id.startswith(DOCUMENT_PREFIX)


def is_folder_id(node_id: str) -> bool:
    return node_id.startswith(FOLDER_PREFIX)


def is_entity_id(node_id: str) -> bool:
    return node_id.startswith(ENTITY_PREFIX)

"""Each document's folded text (:mod:`~assistant.world.search.textfold`), as searches, the
mentions of entities and the quotation index read it.

Where native code folds (:data:`~assistant.world.search.textfold.NATIVE`), a document is
folded again each time it is read: the 10,000,000-word project folds in 40–60 ms, while a
copy kept of every document's folded text holds as much memory as the text itself (53 MB
at 10M words). Where Python folds, many times slower, each document's folded text is kept
while its :class:`~assistant.world.model.Document` value lives, so that searching again (or
searching another snapshot that shares the unchanged documents) costs only the scan; and
:func:`prefold` folds a project ahead of its first search.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from assistant.world.collector import made_to_last
from assistant.world.model import Document, World, text_as_kept
from assistant.world.search.textfold import NATIVE, FoldedText, fold_text
from assistant.world.search.valuecache import ValueCache

log = logging.getLogger(__name__)

KEPT = not NATIVE
"""Whether each document's folded text is kept while the document lives."""

_KEPT: ValueCache[Document, FoldedText] = ValueCache(lambda doc: fold_text(text_as_kept(doc)))
"""Folded text per Document value (while :data:`KEPT`), dropped when the Document is garbage."""


def folded_document(doc: Document) -> FoldedText:
    """The folded text of ``doc``."""
    return _KEPT.get(doc) if KEPT else fold_text(text_as_kept(doc))


def is_kept(doc: Document) -> bool:
    """Whether the folded text of ``doc`` is kept (reading it folds nothing)."""
    return KEPT and _KEPT.holds(doc)


_FOLDED_AT_A_TIME = 512
"""Documents folded by :func:`prefold` with the collector paused, at a time (their young
collection at the end walks two objects each)."""


def prefold(world: World, *, stop: Callable[[], bool] | None = None) -> int:
    """Fold every live document ahead of the first search (e.g. on a worker after opening),
    where folded text is kept (:data:`KEPT`); where it is not, there is nothing to do.

    Returns the number of documents folded or found already folded. ``stop`` is asked
    between documents: when it says yes, the rest is left (and folded by the first search).
    """
    if not KEPT:
        return 0
    docs = world.documents_in_order()
    for start in range(0, len(docs), _FOLDED_AT_A_TIME):
        with made_to_last():  # the folded text lives as long as its document
            for count, doc in enumerate(docs[start : start + _FOLDED_AT_A_TIME], start):
                if stop is not None and stop():
                    return count
                _KEPT.get(doc)
    log.debug("folded %d document(s) for search", len(docs))
    return len(docs)


__all__ = ["KEPT", "folded_document", "is_kept", "prefold"]

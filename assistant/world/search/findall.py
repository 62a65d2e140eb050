"""Finding a word in many texts at once: where a search's plain one-word query occurs.

:func:`find_all` looks for a needle in a list of texts (a batch of documents' folded texts)
in one call into the native module where it is built (see :mod:`assistant.world.search.native`),
which passes over texts without the needle sixteen characters at a time and makes no Python
call per text; elsewhere :func:`python_find_all` gives the same results with ``str.find``.
"""

from __future__ import annotations

from assistant.world.search import native

Span = tuple[int, int]


def python_find_all(texts: list[str], needle: str, overlapping: bool
                    ) -> list[tuple[int, list[Span]]]:
    """``(index, spans)`` for each text of ``texts`` where ``needle`` occurs, in order, with
    the spans of its places left to right. After a place the next one is looked for one
    character further when ``overlapping``, else past its end."""
    if not needle:
        raise ValueError("find_all() needs a needle that is not empty")
    size = len(needle)
    step = 1 if overlapping else size
    found: list[tuple[int, list[Span]]] = []
    for index, text in enumerate(texts):
        find = text.find
        pos = find(needle)
        if pos == -1:
            continue
        spans: list[Span] = []
        while pos != -1:
            spans.append((pos, pos + size))
            pos = find(needle, pos + step)
        found.append((index, spans))
    return found


find_all = python_find_all if native.MODULE is None else native.MODULE.find_all
""":func:`python_find_all`, in native code where the module is built."""

__all__ = ["find_all", "python_find_all"]

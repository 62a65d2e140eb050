"""Turning the documents an answer cites into links that open them.

When an answer names a document of the project by its exact title (or by its id, as tool
output shows them), the panel makes that name a link to ``quire://document/<id>``; clicking it
asks the controller to open the document. Code, existing links and URLs are left alone, and so
is a title that only begins a longer one ("Chapter 1" in "Chapter 1: The Map House").
"""

from __future__ import annotations

import re
from functools import lru_cache

from assistant.world.model import World

SCHEME = "quire"
DOCUMENT_HOST = "document"
MIN_TITLE_LENGTH = 3

_PROTECTED = re.compile(
    r"```.*?(?:```|\Z)"  # fenced code
    r"|`[^`\n]*`"  # inline code
    r"|!?\[[^\]\n]*\]\([^)\n]*\)"  # links and images
    r"|<[^>\n]+>"  # autolinks and raw HTML
    r"|https?://\S+",  # bare URLs
    re.DOTALL,
)
_DOCUMENT_ID = r"d-[0-9a-f]{4,}"
_OPENERS = "\"'“‘„‚«‹*_"
_SUBTITLE = re.compile(r"[^\S\n]*(?:[:–—]|[^\S\n]-)[^\S\n]+[^\W_]")
_MORE_WORDS = re.compile(r"[^\S\n]*[:–—-]?[^\S\n]+\w")


def document_url(doc_id: str) -> str:
    return f"{SCHEME}://{DOCUMENT_HOST}/{doc_id}"


def document_id_from_url(url: str) -> str | None:
    """The document id of a link made here, or None for any other link."""
    prefix = f"{SCHEME}://{DOCUMENT_HOST}/"
    if url.startswith(prefix):
        doc_id = url[len(prefix) :].strip("/")
        return doc_id or None
    return None


def link_documents(markdown: str, world: World | None) -> str:
    """``markdown`` with each exact document title (or document id) made a link to it."""
    return _linked(markdown, world, [])


def linked_documents(markdown: str, world: World | None) -> tuple[str, ...]:
    """The documents :func:`link_documents` makes links to, in order of first mention."""
    found: list[str] = []
    _linked(markdown, world, found)
    return tuple(dict.fromkeys(found))


def document_mentions(markdown: str, world: World | None) -> tuple[tuple[int, int, str], ...]:
    """Where ``markdown`` names documents as :func:`link_documents` links them: ``(start,
    end, document id)`` of each mention, in order."""
    if world is None or not markdown:
        return ()
    pattern, targets = _matcher_for(world)
    if pattern is None:
        return ()
    found: list[tuple[int, int, str]] = []
    position = 0
    for protected in [*_PROTECTED.finditer(markdown), None]:
        end = protected.start() if protected is not None else len(markdown)
        for match in pattern.finditer(markdown, position, end):
            doc_id = targets.get(match.group(0))
            if doc_id is not None and not begins_longer_title(markdown, *match.span()):
                found.append((match.start(), match.end(), doc_id))
        if protected is not None:
            position = protected.end()
    return tuple(found)


def _linked(markdown: str, world: World | None, found: list[str]) -> str:
    if world is None or not markdown:
        return markdown
    pattern, targets = _matcher_for(world)
    if pattern is None:
        return markdown

    def link(match: re.Match[str]) -> str:
        text = match.group(0)
        doc_id = targets.get(text)
        if doc_id is None or begins_longer_title(match.string, match.start(), match.end()):
            return text
        found.append(doc_id)
        label = text.replace("[", r"\[").replace("]", r"\]")
        return f"[{label}]({document_url(doc_id)})"

    out: list[str] = []
    position = 0
    for protected in _PROTECTED.finditer(markdown):
        out.append(pattern.sub(link, markdown[position : protected.start()]))
        out.append(protected.group(0))
        position = protected.end()
    out.append(pattern.sub(link, markdown[position:]))
    return "".join(out)


def begins_longer_title(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]``, a title, only begins a longer title: a subtitle follows
    ("Chapter 1: The Map House", "Chapter 1 — The Map House"), or it opens a quotation that
    goes on past it (“Chapter 1 The Map House”)."""
    subtitle = _SUBTITLE.match(text, end)
    if subtitle is not None and not subtitle.group(0)[-1].islower():
        return True
    quoted = start > 0 and text[start - 1] in _OPENERS
    return quoted and _MORE_WORDS.match(text, end) is not None


_last: tuple[World, re.Pattern[str] | None, dict[str, str]] | None = None


def _matcher_for(world: World) -> tuple[re.Pattern[str] | None, dict[str, str]]:
    """The matcher for ``world``'s titles; the last world's is kept (a turn reuses it)."""
    global _last
    last = _last
    if last is not None and last[0] is world:
        return last[1], last[2]
    pattern, targets = _matcher(_live_documents(world))
    _last = (world, pattern, targets)
    return pattern, targets


def warm_document_links(world: World) -> None:
    """Build ``world``'s title matcher now (on a worker thread), so that linking the answer
    on the GUI thread at the end of a turn is quick even for thousands of documents."""
    _matcher_for(world)


def _live_documents(world: World) -> tuple[tuple[str, str], ...]:
    return tuple((d.id, d.title) for d in world.documents_in_order())


@lru_cache(maxsize=8)
def _matcher(
    documents: tuple[tuple[str, str], ...],
) -> tuple[re.Pattern[str] | None, dict[str, str]]:
    targets: dict[str, str] = {}
    for doc_id, title in documents:
        targets.setdefault(doc_id, doc_id)
        title = title.strip()
        if len(title) >= MIN_TITLE_LENGTH and not title.isdigit():
            targets.setdefault(title, doc_id)  # the first in reading order wins a shared title
    ids = {doc_id for doc_id, _ in documents}
    titles = [t for t in targets if t not in ids]
    if not targets:
        return None, targets
    try:
        return _compiled([_prefix_tree(titles)] if titles else []), targets
    except (RecursionError, re.error, OverflowError):  # titles nested a thousand deep
        return _compiled([re.escape(t) for t in sorted(titles, key=len, reverse=True)]), targets


def _compiled(alternatives: list[str]) -> re.Pattern[str]:
    any_of = "|".join([*alternatives, _DOCUMENT_ID])
    return re.compile(r"(?<![\w\[])(?:" + any_of + r")(?![\w\]])")


def _prefix_tree(titles: list[str]) -> str:
    """One pattern matching any of ``titles``, the longest one that fits first, with the
    titles' shared beginnings written once: ``re`` tries an alternation one branch after
    another at every place in the text, so a flat list of thousands of titles is slow,
    while a tree of them is followed a character at a time."""
    tree: dict[str, dict] = {}
    for title in titles:
        node = tree
        for char in title:
            node = node.setdefault(char, {})
        node[""] = {}  # a title ends here

    def pattern(node: dict[str, dict]) -> str:
        branches = []
        for char, child in node.items():
            if not char:
                continue
            run = [char]
            while len(child) == 1 and "" not in child:  # a stretch no title branches off
                ((after, child),) = child.items()
                run.append(after)
            branches.append(re.escape("".join(run)) + pattern(child))
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        if "" not in node:
            return body
        return f"(?:{body})?"  # longer titles first; backs off to this one if they fail

    return pattern(tree)


__all__ = [
    "document_id_from_url",
    "document_mentions",
    "document_url",
    "link_documents",
    "linked_documents",
    "warm_document_links",
]

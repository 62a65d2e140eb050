"""novelWriter's text markup, converted to Markdown.

``%%~`` lines (the file's own metadata) are dropped; ``#!``/``##!``/``###!`` headings become
plain headings; ``% comments`` become Markdown comments; ``%Synopsis:``/``%Short:`` give the
synopsis; footnotes become Markdown footnotes; the ``[b]``, ``[i]``, ``[s]`` short codes
become Markdown, ``[u]``, ``[m]``, ``[sup]``, ``[sub]`` and ``[br]`` HTML; layout codes
(``[vspace]``, ``[newpage]``, ``[field:…]``) are kept as comments. ``@keyword:`` lines
(``@pov``, ``@char``, ``@location``, ``@tag``…) are taken out of the text and returned, for
the importer to turn into fields and links.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_HEADING_BANG = re.compile(r"^(#{1,3})! ")
_COMMENT = re.compile(r"^%(?P<tilde>~)?\s*(?P<text>.*)$")
_KEYED = re.compile(r"^(?P<key>[A-Za-z][\w.]*)\s*:\s*(?P<text>.*)$")
_META = re.compile(r"^@(?P<key>[A-Za-z]+)\s*:\s*(?P<value>.*)$")
_FOOTNOTE_REF = re.compile(r"(?<!\\)\[footnote:(?P<key>[^\]]+)\]", re.IGNORECASE)
_LAYOUT = re.compile(r"(?<!\\)\[(?P<code>vspace(?::\d+)?|new ?page|field:[^\]]+)\]", re.IGNORECASE)
_SHORTCODES = {
    "[b]": "**", "[/b]": "**", "[i]": "_", "[/i]": "_", "[s]": "~~", "[/s]": "~~",
    "[u]": "<u>", "[/u]": "</u>", "[m]": "<mark>", "[/m]": "</mark>",
    "[sup]": "<sup>", "[/sup]": "</sup>", "[sub]": "<sub>", "[/sub]": "</sub>",
    "[br]": "<br>",
}
_SHORTCODE = re.compile(
    r"(?<!\\)\[(?:/?(?:b|i|s|u|m|sup|sub)|br)\]", re.IGNORECASE
)


@dataclass
class Converted:
    """A novelWriter text as Markdown, with what was taken out of it."""

    text: str
    synopsis: str = ""
    meta: list[tuple[str, list[str]]] = field(default_factory=list)
    """``(keyword, values)`` for each ``@keyword:`` line, in order."""


def split_meta_value(value: str) -> list[str]:
    return [part.strip() for part in value.split(",") if part.strip()]


def convert(text: str) -> Converted:
    """Markdown from novelWriter markup; see the module's description."""
    lines: list[str] = []
    synopsis = ""
    meta: list[tuple[str, list[str]]] = []
    footnotes: list[tuple[str, str]] = []
    removed = False  # a line was taken out: don't let the blank lines around it pile up
    for line in text.split("\n"):
        if not line.strip() and removed and (not lines or not lines[-1].strip()):
            continue
        removed = False
        if line.startswith("%%~"):
            removed = True
            continue
        found = _META.match(line)
        if found is not None:
            meta.append((found.group("key").casefold(), split_meta_value(found.group("value"))))
            removed = True
            continue
        comment = _COMMENT.match(line) if line.startswith("%") else None
        if comment is not None:
            body = comment.group("text").strip()
            keyed = _KEYED.match(body)
            if keyed is not None and not comment.group("tilde"):
                key = keyed.group("key").casefold()
                if key in ("synopsis", "short") and not synopsis:
                    synopsis = keyed.group("text").strip()
                    removed = True
                    continue
                if key.startswith("footnote."):
                    footnotes.append((keyed.group("key")[9:], keyed.group("text").strip()))
                    removed = True
                    continue
            lines.append(f"<!-- {_comment_safe(body)} -->")
            continue
        line = _HEADING_BANG.sub(lambda m: m.group(1) + " ", line)
        line = _FOOTNOTE_REF.sub(lambda m: f"[^{m.group('key').strip()}]", line)
        line = _LAYOUT.sub(lambda m: f"<!-- {m.group('code')} -->", line)
        line = _SHORTCODE.sub(lambda m: _SHORTCODES[m.group(0).lower()], line)
        lines.append(line)
    out = "\n".join(lines)
    if footnotes:
        out = out.rstrip("\n") + "\n\n" + "\n".join(f"[^{k}]: {t}" for k, t in footnotes) + "\n"
    return Converted(out, synopsis, meta)


def _comment_safe(text: str) -> str:
    return text.replace("-->", "-- >")

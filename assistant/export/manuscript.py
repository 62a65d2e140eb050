"""The manuscript an export prints: what goes in, in reading order, with its headings, as
the Markdown the converter reads.

The tree is walked depth first. A part prints its title as a part heading; a chapter
document prints its title as a chapter heading, then its text; a plain folder holding
something that goes in prints its title as a heading too (a chapter made of scenes), and a
chapter document right under a folder of its own title (a chapter given scenes becomes such a
folder, holding its text) does not print it again; scenes and other texts print their text
only, with the scene separator between two that follow each other without a heading between
them. Documents' front matter and HTML comments never
print. Titles are printed as plain text, never read as Markdown.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from assistant.export.options import PART, ExportOptions
from assistant.world.chapters import is_chapter_text
from assistant.world.model import Document, Folder, FolderKind, NodeId, World

INPUT_FORMAT = (
    "markdown+smart-raw_html-raw_tex-raw_attribute-yaml_metadata_block-pandoc_title_block"
    "-implicit_figures-tex_math_dollars"
)
"""The writer's Markdown as pandoc reads it: no raw HTML or TeX (never printed as code into
an export), no metadata blocks (front matter never prints), smart quotes and dashes."""

_FRONT_MATTER = re.compile(
    r"\A\ufeff?---[ \t]*\r?\n((?:[A-Za-z0-9_-]+:(?:[ \t].*)?|[ \t]+\S.*|- .*)\r?\n)+"
    r"(?:---|\.\.\.)[ \t]*(?:\r?\n|\Z)"
)
_COMMENT = re.compile(r"<!--.*?-->", re.S)
_FENCE = re.compile(r"^( {0,3})(:{3,})", re.M)
_CODE_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_ATX = re.compile(r"^( {0,3})(#{1,6})(?=[ \t]|$)")
_SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
_PUNCTUATION = re.compile(r"([!-/:-@\[-`{-~])")

QUOTES: dict[str, tuple[str, str, str, str]] = {
    "en": ("“", "”", "‘", "’"),
    "de": ("„", "“", "‚", "‘"),
    "fr": ("«\u202f", "\u202f»", "‹\u202f", "\u202f›"),
    "es": ("«", "»", "“", "”"),
    "it": ("«", "»", "“", "”"),
    "pt": ("«", "»", "“", "”"),
    "nb": ("«", "»", "‘", "’"),
    "nn": ("«", "»", "‘", "’"),
    "no": ("«", "»", "‘", "’"),
    "da": ("»", "«", "›", "‹"),
    "sv": ("”", "”", "’", "’"),
    "fi": ("”", "”", "’", "’"),
    "nl": ("“", "”", "‘", "’"),
    "pl": ("„", "”", "«", "»"),
    "cs": ("„", "“", "‚", "‘"),
    "ru": ("«", "»", "„", "“"),
    "uk": ("«", "»", "„", "“"),
}
"""Opening and closing double quotes, then single quotes, by language."""


def language_tag(language: str) -> str:
    """A project's language as a BCP 47 tag, as EPUB and HTML want it: ``en_GB`` becomes
    ``en-GB``; anything that is not a language code becomes ``en``."""
    tag = language.strip().replace("_", "-")
    parts = tag.split("-")
    if not re.fullmatch(r"[A-Za-z]{2,3}", parts[0]) or not all(
        re.fullmatch(r"[A-Za-z0-9]{1,8}", part) for part in parts[1:]
    ):
        return "en"
    return "-".join([parts[0].lower(), *(p.upper() if len(p) == 2 else p for p in parts[1:])])


def quote_marks(language: str) -> tuple[str, str, str, str]:
    """The typographic quotes of a language tag (``de``, ``pt-BR``…); English's otherwise."""
    tag = language.strip().replace("_", "-").lower()
    if tag == "pt-br":
        return ("“", "”", "‘", "’")
    return QUOTES.get(tag.split("-")[0], QUOTES["en"])


@dataclass(frozen=True)
class Heading:
    level: int
    title: str
    role: str  # "part" or "chapter"
    number: int = 0
    """Its number among parts or chapters, when headings are numbered (0: none)."""


@dataclass(frozen=True)
class Text:
    doc_id: NodeId
    text: str
    level: int
    """The heading level the document's own Markdown headings are shifted below."""


@dataclass(frozen=True)
class SceneBreak:
    pass


Block = Heading | Text | SceneBreak


@dataclass(frozen=True)
class Manuscript:
    title: str
    subtitle: str
    author: str
    language: str
    blocks: tuple[Block, ...]
    documents: tuple[NodeId, ...]
    words: int
    """The words of the documents that go in (their own count), for the writer to check."""


def included(world: World, options: ExportOptions, doc: Document) -> bool:
    """Whether a document's kind and status let it in (its place in the tree aside)."""
    if doc.kind.value not in options.kinds:
        return False
    skipped = {s.strip().casefold() for s in options.skip_statuses}
    return doc.status.strip().casefold() not in skipped


def _roman(number: int) -> str:
    numerals = ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))
    out = []
    for value, letters in numerals:
        while number >= value:
            out.append(letters)
            number -= value
    return "".join(out)


class _Assembler:
    def __init__(self, world: World, options: ExportOptions) -> None:
        self.world = world
        self.options = options
        self.excluded = set(options.excluded)
        self.blocks: list[Block] = []
        self.documents: list[NodeId] = []
        self.words = 0
        self.parts = 0
        self.chapters = 0
        self._has_content: dict[NodeId, bool] = {}

    def has_content(self, node_id: NodeId) -> bool:
        """True when something under this node goes in."""
        cached = self._has_content.get(node_id)
        if cached is not None:
            return cached
        node = self.world.node(node_id)
        if node is None or node_id in self.excluded:
            result = False
        elif isinstance(node, Document):
            result = included(self.world, self.options, node)
        else:
            result = any(self.has_content(child) for child in node.children)
        self._has_content[node_id] = result
        return result

    def heading(self, level: int, title: str, *, part: bool, numbered: bool = True) -> None:
        """A heading; parts and chapter-level headings (those directly in a part, or at the
        top) count, deeper ones do not."""
        number = 0
        if part:
            self.parts += 1
            number = self.parts
        elif numbered:
            self.chapters += 1
            number = self.chapters
        self.blocks.append(Heading(level, title, "part" if part else "chapter",
                                   number if self.options.numbering else 0))

    def walk(self, children: tuple[NodeId, ...], level: int, chapter_level: bool) -> None:
        for node_id in children:
            if not self.has_content(node_id):
                continue
            node = self.world.node(node_id)
            if isinstance(node, Folder):
                self.folder(node, level, chapter_level)
            elif isinstance(node, Document):
                self.document(node, level, chapter_level)

    def folder(self, folder: Folder, level: int, chapter_level: bool) -> None:
        if folder.kind == FolderKind.PART:
            if PART in self.options.kinds:
                self.heading(level, folder.title, part=True)
                self.walk(folder.children, level + 1, True)
            else:
                self.walk(folder.children, level, chapter_level)
            return
        self.heading(level, folder.title, part=False, numbered=chapter_level)
        self.walk(folder.children, level + 1, False)

    def document(self, doc: Document, level: int, chapter_level: bool) -> None:
        if doc.kind.value == "chapter" and is_chapter_text(self.world, doc.id):
            text_level = level - 1  # a chapter given scenes: its folder's heading is its own
        elif doc.kind.value == "chapter":
            self.heading(level, doc.title, part=False, numbered=chapter_level)
            text_level = level
        else:
            text_level = level - 1
            if self.blocks and isinstance(self.blocks[-1], Text):
                self.blocks.append(SceneBreak())
        self.documents.append(doc.id)
        self.words += doc.word_count
        body = printable_text(doc.text)
        if body.strip():
            self.blocks.append(Text(doc.id, body, text_level))
        elif doc.kind.value != "chapter" and self.blocks and isinstance(self.blocks[-1],
                                                                         SceneBreak):
            self.blocks.pop()  # an empty scene needs no separator


def printable_text(text: str) -> str:
    """A document's Markdown without what never prints: a front-matter block at its top
    and HTML comments."""
    text = _FRONT_MATTER.sub("", text, count=1)
    return _COMMENT.sub("", text)


def assemble(world: World, options: ExportOptions, *, subtitle: str | None = None) -> Manuscript:
    """What the export of ``world`` with ``options`` prints, in order."""
    assembler = _Assembler(world, options)
    assembler.walk(world.root, 1, True)
    meta = world.meta
    return Manuscript(
        title=meta.title,
        subtitle=options.subtitle if subtitle is None else subtitle,
        author=meta.author,
        language=language_tag(meta.language or "en"),
        blocks=tuple(assembler.blocks),
        documents=tuple(assembler.documents),
        words=assembler.words,
    )


def prepare_text(text: str, by: int) -> str:
    """A document's Markdown ready to stand among the others: the writer's own headings
    moved ``by`` levels down (at most to 6) so that a heading inside a scene sits below its
    chapter's (underlined headings become ``#`` ones), a code fence left open closed, and
    lines of colons (pandoc's block markers) escaped. Fenced code is left alone."""
    out: list[str] = []
    fence = ""
    previous_is_text = False
    for line in _FENCE.sub(lambda m: f"{m.group(1)}\\{m.group(2)}", text).split("\n"):
        if fence:
            if line.lstrip(" ").startswith(fence):
                fence = ""
            out.append(line)
            previous_is_text = False
            continue
        opening = _CODE_FENCE.match(line)
        if opening:
            fence = opening.group(1)
            out.append(line)
            previous_is_text = False
            continue
        atx = _ATX.match(line) if by > 0 else None
        if atx:
            level = min(len(atx.group(2)) + by, 6)
            out.append(atx.group(1) + "#" * level + line[atx.end():])
            previous_is_text = False
            continue
        underline = _SETEXT.match(line) if by > 0 and previous_is_text else None
        if underline:
            level = min((1 if underline.group(1)[0] == "=" else 2) + by, 6)
            out[-1] = "#" * level + " " + out[-1].strip()
            previous_is_text = False
            continue
        out.append(line)
        stripped = line.strip()
        previous_is_text = bool(stripped) and not stripped.startswith((">", "-", "*", "+", "|"))
    if fence:
        out.append(fence)
    return "\n".join(out)


def escape(text: str) -> str:
    """Plain text as Markdown that reads back as exactly that text."""
    return _PUNCTUATION.sub(r"\\\1", " ".join(text.split()))


def heading_text(heading: Heading) -> str:
    if not heading.number:
        return heading.title
    number = _roman(heading.number) if heading.role == "part" else str(heading.number)
    return f"{number}. {heading.title}"


def to_markdown(manuscript: Manuscript, options: ExportOptions) -> str:
    """The manuscript as the Markdown the converter reads (see ``quire.lua``)."""
    out: list[str] = []
    for block in manuscript.blocks:
        if isinstance(block, Heading):
            level = min(block.level, 6)
            out.append(f"{'#' * level} {escape(heading_text(block))} {{.{block.role}}}\n")
        elif isinstance(block, SceneBreak):
            separator = escape(options.separator) if options.separator.strip() else "\\*"
            out.append(f"::: {{.scene-break}}\n{separator}\n:::\n")
        else:
            out.append(prepare_text(block.text, block.level).rstrip() + "\n")
    return "\n".join(out)

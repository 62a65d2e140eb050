"""What an export makes and what goes into it; remembered per project in
``.quire/export.json``."""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass, field, fields
from enum import StrEnum
from pathlib import Path
from typing import Any

from assistant.world.model import DocumentKind
from assistant.world.storage.jsonfile import read_object, save_object

log = logging.getLogger(__name__)

OPTIONS_FILE = ".quire/export.json"
MAX_SEPARATOR = 40
MAX_SUBTITLE = 300


class ExportFormat(StrEnum):
    MARKDOWN = "markdown"
    DOCX = "docx"
    ODT = "odt"
    EPUB = "epub"
    HTML = "html"
    TEXT = "text"
    PDF = "pdf"

    @property
    def extension(self) -> str:
        return {
            ExportFormat.MARKDOWN: ".md",
            ExportFormat.DOCX: ".docx",
            ExportFormat.ODT: ".odt",
            ExportFormat.EPUB: ".epub",
            ExportFormat.HTML: ".html",
            ExportFormat.TEXT: ".txt",
            ExportFormat.PDF: ".pdf",
        }[self]

    @property
    def has_manuscript_preset(self) -> bool:
        """Formats that the standard manuscript preset applies to (PDF is made from DOCX)."""
        return self in (ExportFormat.DOCX, ExportFormat.ODT, ExportFormat.PDF)


PART = "part"
"""In :attr:`ExportOptions.kinds`: print part headings (a part's contents go in anyway)."""

MANUSCRIPT_KINDS: tuple[str, ...] = (
    PART,
    DocumentKind.CHAPTER.value,
    DocumentKind.SCENE.value,
    DocumentKind.TEXT.value,
)
"""What a manuscript holds by default: everything but notes (and never trash or entities)."""

ALL_KINDS: tuple[str, ...] = (PART, *(kind.value for kind in DocumentKind))


@dataclass(frozen=True)
class ExportOptions:
    format: ExportFormat = ExportFormat.DOCX
    kinds: tuple[str, ...] = MANUSCRIPT_KINDS
    skip_statuses: tuple[str, ...] = ()
    """Documents with one of these statuses are left out (compared ignoring case)."""
    excluded: tuple[str, ...] = ()
    """Ids of documents and folders the writer unticked in the tree (with their contents)."""
    title_page: bool = True
    subtitle: str = ""
    numbering: bool = False
    separator: str = "* * *"
    manuscript_preset: bool = False
    destination: str = field(default="", compare=False)
    """The file last exported to, offered again next time."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "format", ExportFormat(self.format))
        for name in ("kinds", "skip_statuses", "excluded"):
            value = getattr(self, name)
            if isinstance(value, str) or not all(isinstance(v, str) for v in value):
                raise ValueError(f"{name} must be a list of text")
            object.__setattr__(self, name, tuple(value))
        unknown = [k for k in self.kinds if k not in ALL_KINDS]
        if unknown:
            raise ValueError(f"unknown kinds: {', '.join(unknown)}")
        for name in ("title_page", "numbering", "manuscript_preset"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false")
        for name, limit in (("subtitle", MAX_SUBTITLE), ("separator", MAX_SEPARATOR)):
            value = getattr(self, name)
            if not isinstance(value, str) or "\n" in value or len(value) > limit:
                raise ValueError(f"{name} must be one line of at most {limit} characters")
        if not isinstance(self.destination, str):
            raise ValueError("destination must be text")

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["format"] = str(self.format)
        for name in ("kinds", "skip_statuses", "excluded"):
            data[name] = list(data[name])
        return data


def load_options(project_root: Path | str) -> ExportOptions:
    """The options last used for this project; the defaults when none are saved. Values that
    cannot be read fall back to their defaults one by one, so one bad value loses nothing
    else."""
    data = read_object(Path(project_root) / OPTIONS_FILE, "export options")
    if data is None:
        return ExportOptions()
    options = ExportOptions()
    for item in fields(ExportOptions):
        if item.name not in data:
            continue
        try:
            options = ExportOptions(**{**_values(options), item.name: data[item.name]})
        except (ValueError, TypeError) as exc:
            log.warning("export option %r ignored: %s", item.name, exc)
    return options


def _values(options: ExportOptions) -> dict[str, Any]:
    return {item.name: getattr(options, item.name) for item in fields(ExportOptions)}


def save_options(project_root: Path | str, options: ExportOptions) -> None:
    save_object(Path(project_root) / OPTIONS_FILE, options.to_json())

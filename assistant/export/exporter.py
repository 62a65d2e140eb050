"""Exporting the manuscript: one call that every front end uses.

The manuscript is assembled from a world (an immutable snapshot, so the writer may go on
typing meanwhile), turned into Markdown, and converted by pandoc with Quire's filter; a PDF
is made from the DOCX by LibreOffice, or by pandoc through a LaTeX engine. pandoc runs in its
sandbox, so a document cannot pull files from the computer into the export, and within time
and memory limits, past which the document to blame is named. Everything is made in a
temporary folder and moved over the destination only when complete: a failed or cancelled
export leaves no half file and never harms an earlier one (nor the project it is made from).
"""

from __future__ import annotations

import json
import logging
import os
import secrets
import shutil
import threading
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from importlib import resources
from pathlib import Path

from assistant.export import converter
from assistant.export.converter import Cancelled, ConverterError, LimitReached, Limits, Tool
from assistant.export.culprit import find_culprit
from assistant.export.destination import check_destination
from assistant.export.errors import ExportCancelled, ExportError, TooMuchForPandoc
from assistant.export.manuscript import (
    INPUT_FORMAT,
    QUOTES,
    Manuscript,
    assemble,
    escape,
    quote_marks,
    to_markdown,
)
from assistant.export.options import ExportFormat, ExportOptions
from assistant.export.reference import SCENE_STYLE_DOCX, SCENE_STYLE_ODT, write_reference
from assistant.export.workspace import work_folder
from assistant.world.model import World
from assistant.world.storage import atomic

log = logging.getLogger(__name__)

ENGLISH_QUOTES = QUOTES["en"]
"""What pandoc's own smart quotes print: for these, the filter need not touch quotes."""

class ExportStage(StrEnum):
    PREPARING = "preparing"
    CONVERTING = "converting"
    MAKING_PDF = "making-pdf"
    WRITING = "writing"


Progress = Callable[[ExportStage, int, int], None]
"""(stage, done, total); total 0 means the stage cannot say how far it is."""


@dataclass(frozen=True)
class ExportResult:
    path: Path
    format: ExportFormat
    documents: int
    words: int
    converter: str
    """What made the file: "pandoc 3.9", or "pandoc 3.9 and LibreOffice" for a PDF."""
    warnings: tuple[str, ...] = ()


def _filter_path() -> Path:
    return Path(str(resources.files("assistant.export").joinpath("quire.lua")))


def _metadata(manuscript: Manuscript, options: ExportOptions, fmt: ExportFormat) -> dict:
    meta: dict[str, object] = {"lang": manuscript.language, "pagetitle": manuscript.title}
    if options.title_page or fmt == ExportFormat.EPUB:  # an EPUB needs its title anyway
        meta["title"] = manuscript.title
        if manuscript.subtitle.strip():
            meta["subtitle"] = manuscript.subtitle
        if manuscript.author.strip():
            meta["author"] = [manuscript.author]
    return {k: _literal(v) for k, v in meta.items()}


def _lua_string(text: str) -> str:
    """A Lua string literal of ``text``, every byte escaped (nothing can break out of it)."""
    return '"' + "".join(f"\\{byte}" for byte in text.encode("utf-8")) + '"'


def write_filter(manuscript: Manuscript, options: ExportOptions, fmt: ExportFormat,
                 folder: Path) -> Path:
    """Quire's filter with this export's settings written above it (see ``quire.lua``)."""
    marks = quote_marks(manuscript.language)
    quotes = "nil" if marks == ENGLISH_QUOTES else (
        "{" + ", ".join(_lua_string(m) for m in marks) + "}"
    )
    style = SCENE_STYLE_ODT if fmt == ExportFormat.ODT else SCENE_STYLE_DOCX
    text_output = fmt in (ExportFormat.MARKDOWN, ExportFormat.TEXT)
    prelude = (
        f"QUOTES = {quotes}\n"
        f"SCENE_STYLE = {_lua_string(style)}\n"
        f"TITLE_PAGE = {'true' if options.title_page and text_output else 'false'}\n"
    )
    path = folder / "quire.lua"
    path.write_text(prelude + _filter_path().read_text(encoding="utf-8"), encoding="utf-8")
    return path


def _literal(value: object) -> object:
    """Metadata values are read as Markdown: escape text so that it prints as typed."""
    if isinstance(value, str):
        return escape(value) if value.strip() else value
    if isinstance(value, list):
        return [_literal(v) for v in value]
    return value


def _pandoc_args(
    pandoc: Tool, fmt: ExportFormat, work: Path, options: ExportOptions,
    manuscript: Manuscript, latex: Tool | None = None, limits: Limits | None = None,
) -> tuple[list[str], Path]:
    """The pandoc command for ``fmt`` (within ``limits``) and its output. A PDF is made
    through a LaTeX engine when ``latex`` is given, else from a DOCX (which this command
    makes)."""
    target = {
        ExportFormat.MARKDOWN: ("markdown-smart-header_attributes-raw_attribute", ".md"),
        ExportFormat.DOCX: ("docx", ".docx"),
        ExportFormat.ODT: ("odt", ".odt"),
        ExportFormat.EPUB: ("epub3", ".epub"),
        ExportFormat.HTML: ("html5", ".html"),
        ExportFormat.TEXT: ("plain", ".txt"),
        ExportFormat.PDF: ("docx", ".docx"),
    }[fmt]
    if latex is not None:
        target = ("latex", ".pdf")
    output = work / f"manuscript{target[1]}"
    args = [
        *pandoc.command(limits), str(work / "manuscript.md"), "--from", INPUT_FORMAT,
        "--to", target[0],
        "--output", str(output), "--sandbox", "--wrap=none",
        "--metadata-file", str(work / "metadata.json"),
        "--lua-filter", str(write_filter(manuscript, options, fmt, work)),
    ]
    if fmt not in (ExportFormat.MARKDOWN, ExportFormat.TEXT):
        args.append("--standalone")
    if latex is not None:
        return [*args, "--standalone", "--pdf-engine", latex.path], output
    if fmt in (ExportFormat.DOCX, ExportFormat.ODT, ExportFormat.PDF):
        kind = "odt" if fmt == ExportFormat.ODT else "docx"
        reference = write_reference(
            kind, lambda name: converter.default_data_file(pandoc, name), work,
            preset=options.manuscript_preset, author=manuscript.author, title=manuscript.title,
        )
        args += ["--reference-doc", str(reference)]
    if fmt == ExportFormat.EPUB:
        args.append("--toc")
        if not options.title_page:
            args.append("--epub-title-page=false")
    return args, output


def _pdf(route: Tool, docx: Path, work: Path, cancel: threading.Event | None) -> Path:
    profile = (work / "libreoffice-profile").as_uri()
    converter.run(
        [route.path, "--headless", "--norestore", f"-env:UserInstallation={profile}",
         "--convert-to", "pdf", "--outdir", str(work / "pdf"), str(docx)],
        cancel,
        cwd=work,
    )
    made = work / "pdf" / (docx.stem + ".pdf")
    if not made.is_file():
        raise ConverterError("LibreOffice made no PDF")
    return made


def _place(made: Path, destination: Path, project: Path | None) -> None:
    """Move the finished file over ``destination`` atomically (checked once more against
    the project: a folder may have been swapped for a link meanwhile)."""
    if project is not None:
        check_destination(destination, project)
    destination.parent.mkdir(parents=True, exist_ok=True)
    temp = destination.with_name(f".{destination.name}.{secrets.token_hex(4)}{atomic.TEMP_SUFFIX}")
    try:
        shutil.copyfile(made, temp)
        with open(temp, "rb+") as handle:
            os.fsync(handle.fileno())
        os.replace(temp, destination)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise


def _too_much(stopped: LimitReached, pandoc: Tool, world: World, manuscript: Manuscript,
              work: Path, cancel: threading.Event | None,
              limits: Limits | None) -> TooMuchForPandoc:
    """What to say when pandoc was stopped: which document it cannot convert even alone."""
    log.warning("pandoc was stopped (%s); looking for the document to blame", stopped.reason)
    culprit = find_culprit(pandoc, manuscript, work, cancel, limits)
    doc = world.documents.get(culprit.doc_id) if culprit is not None else None
    return TooMuchForPandoc(stopped.reason, stopped.limits.seconds, stopped.limits.memory,
                            doc.title if doc else "", doc.id if doc else "")


def export_manuscript(
    world: World,
    options: ExportOptions,
    destination: Path | str,
    *,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
    pandoc: Tool | None = None,
    project: Path | str | None = None,
    limits: Limits | None = None,
) -> ExportResult:
    """Export the manuscript of ``world`` to ``destination`` in ``options.format``.

    ``project`` is the folder ``world`` was read from: the export never writes into it
    (DestinationInProject). pandoc runs within ``limits`` (by default, limits for the
    manuscript's size); past them it is stopped, and TooMuchForPandoc names the document
    to blame. Blocking (call it off the GUI thread); ``cancel`` may be set from any thread.
    Raises ExportCancelled, or ExportError with a reason."""
    fmt = options.format
    destination = Path(destination).expanduser()
    root = Path(project) if project is not None else None
    if root is not None:
        destination = check_destination(destination, root)

    def report(stage: ExportStage, done: int = 0, total: int = 0) -> None:
        if cancel is not None and cancel.is_set():
            raise ExportCancelled("the export was cancelled")
        if progress is not None:
            progress(stage, done, total)

    pandoc = pandoc or converter.find_pandoc()
    if pandoc is None:
        raise ExportError("pandoc, which Quire exports with, is not installed")
    route = converter.find_pdf_converter() if fmt == ExportFormat.PDF else None
    if fmt == ExportFormat.PDF and route is None:
        raise ExportError("making a PDF needs LibreOffice or a LaTeX engine, and neither is "
                          "installed")
    report(ExportStage.PREPARING, 0, 1)
    manuscript = assemble(world, options)
    if not manuscript.documents:
        raise ExportError("nothing to export: no document matches the choices")
    report(ExportStage.PREPARING, 1, 1)
    with work_folder() as work:
        markdown = to_markdown(manuscript, options)
        (work / "manuscript.md").write_text(markdown, encoding="utf-8")
        (work / "metadata.json").write_text(
            json.dumps(_metadata(manuscript, options, fmt), ensure_ascii=False),
            encoding="utf-8",
        )
        try:
            latex = route if route is not None and route.kind == "latex" else None
            run_limits = limits or Limits.for_markdown(len(markdown.encode("utf-8")),
                                                       latex=latex is not None)
            args, made = _pandoc_args(pandoc, fmt, work, options, manuscript, latex,
                                      run_limits)
            report(ExportStage.CONVERTING)
            try:
                warnings = converter.run(args, cancel, cwd=work, limits=run_limits)
            except LimitReached as exc:
                raise _too_much(exc, pandoc, world, manuscript, work, cancel, limits) from None
            used = pandoc.name
            if route is not None and route.kind == "libreoffice":
                report(ExportStage.MAKING_PDF)
                made = _pdf(route, made, work, cancel)
            if route is not None:
                used = f"{pandoc.name} and {route.name}"
            report(ExportStage.WRITING)
            _place(made, destination, root)
        except Cancelled:
            raise ExportCancelled("the export was cancelled") from None
        except ConverterError as exc:
            raise ExportError(str(exc)) from exc
        except OSError as exc:
            raise ExportError(f"could not write {destination}: {exc.strerror or exc}") from exc
    log.info("exported %d documents (%d words) to %s with %s", len(manuscript.documents),
             manuscript.words, destination, used)
    notes = tuple(line for line in warnings.splitlines() if line.strip())
    return ExportResult(destination, fmt, len(manuscript.documents), manuscript.words, used,
                        notes)

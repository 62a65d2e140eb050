"""Each export format made from the sample project, checked with tools nobody here wrote:
epubcheck on the EPUB, LibreOffice opening the DOCX and ODT, python-docx reading the DOCX
back, and the words of every export against the project's own count of what went in.

A check whose tool is not installed is skipped with the reason (``make test`` installs them
through ``packaging/system-deps.sh``).
"""

from __future__ import annotations

import html.parser
import os
import re
import shutil
import subprocess
import threading
import zipfile
from dataclasses import replace
from pathlib import Path

import pytest

from assistant.export import converter
from assistant.export.converter import Tool
from assistant.export.exporter import ExportCancelled, ExportError, export_manuscript
from assistant.export.manuscript import Heading, assemble, heading_text
from assistant.export.options import ExportFormat, ExportOptions
from assistant.world.model import count_words
from assistant.world.storage.store import ProjectStore
from tests.paths import SAMPLE

PANDOC = converter.find_pandoc()
needs_pandoc = pytest.mark.skipif(PANDOC is None, reason="pandoc is not installed")
pytestmark = needs_pandoc


@pytest.fixture(scope="module")
def world():
    return ProjectStore(SAMPLE).load()


@pytest.fixture(scope="module")
def manuscript(world):
    return assemble(world, ExportOptions())


@pytest.fixture(scope="module")
def exports(tmp_path_factory, world):
    """Every format but PDF, exported once for the whole module."""
    folder = tmp_path_factory.mktemp("exports")
    made = {}
    for fmt in ExportFormat:
        if fmt is ExportFormat.PDF:
            continue
        options = ExportOptions(format=fmt, subtitle="A novel of the levels")
        made[fmt] = export_manuscript(world, options, folder / f"The Long Map{fmt.extension}")
    return made


def _headings(manuscript) -> list[tuple[int, str]]:
    return [(b.level, heading_text(b)) for b in manuscript.blocks if isinstance(b, Heading)]


def _close(counted: int, expected: int) -> bool:
    return abs(counted - expected) <= expected * 0.01


# -- DOCX, with python-docx -------------------------------------------------------------------

NOT_BODY = ("Title", "Subtitle", "Author", "Scene Break")


def _docx_paragraphs(path: Path):
    import docx

    return [(p.style.name, p.text) for p in docx.Document(str(path)).paragraphs]


def test_docx_reads_back_with_the_right_headings_paragraphs_and_words(exports, manuscript,
                                                                     world) -> None:
    result = exports[ExportFormat.DOCX]
    paragraphs = _docx_paragraphs(result.path)
    headings = [(int(s.split()[-1]), t) for s, t in paragraphs if s.startswith("Heading")]
    assert headings == _headings(manuscript)
    assert [s for s, _t in paragraphs[:3]] == ["Title", "Subtitle", "Author"]
    assert paragraphs[0][1] == "The Long Map"
    body = [t for s, t in paragraphs if not s.startswith("Heading") and s not in NOT_BODY]
    expected_paragraphs = sum(
        len([p for p in re.split(r"\n\s*\n", world.documents[i].text) if p.strip()])
        for i in manuscript.documents
    )
    assert len(body) == expected_paragraphs
    assert _close(sum(count_words(t) for t in body), manuscript.words)
    breaks = [t for s, t in paragraphs if s == "Scene Break"]
    assert breaks == ["* * *", "* * *"]
    assert result.words == manuscript.words and result.documents == len(manuscript.documents)


def test_docx_typography_emphasis_and_quotes(exports) -> None:
    import docx

    document = docx.Document(str(exports[ExportFormat.DOCX].path))
    text = "\n".join(p.text for p in document.paragraphs)
    assert "“You’ve stopped,”" in text and '"' not in text
    assert any(run.italic for p in document.paragraphs for run in p.runs)


def test_the_manuscript_preset_in_docx(tmp_path, world) -> None:
    import docx
    from docx.enum.text import WD_LINE_SPACING
    from docx.shared import Inches, Pt

    options = ExportOptions(format=ExportFormat.DOCX, manuscript_preset=True)
    path = export_manuscript(world, options, tmp_path / "ms.docx").path
    document = docx.Document(str(path))
    section = document.sections[0]
    assert section.left_margin == Inches(1) and section.top_margin == Inches(1)
    normal = document.styles["Normal"]
    assert normal.font.size == Pt(12) and normal.font.name == "Times New Roman"
    assert normal.paragraph_format.line_spacing_rule == WD_LINE_SPACING.DOUBLE
    assert document.styles["Heading 2"].paragraph_format.page_break_before
    header = section.header._element.xml
    assert "project / The Long Map / " in header and 'w:instr="PAGE"' in header


def test_german_quotes_in_a_german_project(tmp_path, world) -> None:
    import docx

    german = replace(world, meta=replace(world.meta, language="de"))
    path = export_manuscript(german, ExportOptions(), tmp_path / "de.docx").path
    text = "\n".join(p.text for p in docx.Document(str(path)).paragraphs)
    assert "„You’ve stopped,“" in text


# -- LibreOffice opens DOCX and ODT ---------------------------------------------------------------

SOFFICE = shutil.which("soffice") or shutil.which("libreoffice")
needs_libreoffice = pytest.mark.skipif(SOFFICE is None, reason="LibreOffice is not installed")


def _libreoffice_text(path: Path, work: Path) -> str:
    profile = (work / "profile").as_uri()
    done = subprocess.run(
        [SOFFICE, "--headless", "--norestore", f"-env:UserInstallation={profile}",
         "--convert-to", "txt:Text (encoded):UTF8", "--outdir", str(work), str(path)],
        capture_output=True, text=True, timeout=180, check=False,
    )
    assert done.returncode == 0, done.stderr
    out = work / (path.stem + ".txt")
    assert out.is_file(), f"LibreOffice made nothing: {done.stdout} {done.stderr}"
    return out.read_text(encoding="utf-8-sig")


@needs_libreoffice
@pytest.mark.parametrize("fmt", [ExportFormat.DOCX, ExportFormat.ODT])
def test_libreoffice_opens_the_export(exports, manuscript, tmp_path, fmt) -> None:
    text = _libreoffice_text(exports[fmt].path, tmp_path)
    for _level, title in _headings(manuscript):
        assert title in text
    extra = sum(count_words(t) for _l, t in _headings(manuscript))
    extra += count_words("The Long Map A novel of the levels The Quire project")
    assert _close(count_words(text) - extra, manuscript.words)


@needs_libreoffice
def test_the_manuscript_preset_in_odt(tmp_path, world) -> None:
    options = ExportOptions(format=ExportFormat.ODT, manuscript_preset=True)
    path = export_manuscript(world, options, tmp_path / "ms.odt").path
    styles = zipfile.ZipFile(path).read("styles.xml").decode("utf-8")
    assert 'fo:line-height="200%"' in styles and "Times New Roman" in styles
    assert "project / The Long Map / <text:page-number" in styles
    assert "The Map House" in _libreoffice_text(path, tmp_path)


# -- EPUB with epubcheck ---------------------------------------------------------------------


def _epubcheck() -> list[str] | None:
    jar = Path("/usr/share/java/epubcheck.jar")
    java = shutil.which("java")
    if java and jar.is_file():
        return [java, "-jar", str(jar)]
    found = shutil.which("epubcheck")
    if found and os.access(found, os.X_OK) and Path(found).read_bytes()[:2] != b"PK":
        return [found]
    return None


EPUBCHECK = _epubcheck()


@pytest.mark.slow  # a Java program started for the check
@pytest.mark.skipif(EPUBCHECK is None, reason="epubcheck (and Java) is not installed")
def test_epubcheck_passes(exports) -> None:
    done = subprocess.run([*EPUBCHECK, str(exports[ExportFormat.EPUB].path)],
                          capture_output=True, text=True, timeout=300, check=False)
    report = done.stdout + done.stderr
    assert done.returncode == 0, report
    assert "0 fatals / 0 errors" in report


class _Text(html.parser.HTMLParser):
    """The text of <p> elements, leaving out the title block and scene breaks."""

    def __init__(self) -> None:
        super().__init__()
        self.words = 0
        self.headings: list[str] = []
        self._skip = 0
        self._stack: list[str] = []
        self.scripts = 0

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        classes = (attributes.get("class") or "").split()
        skip = tag in ("header", "nav", "head") or "scene-break" in classes
        self._stack.append(tag if not skip else "*" + tag)
        self._skip += skip
        self.scripts += tag == "script"

    def handle_endtag(self, tag):
        while self._stack:
            top = self._stack.pop()
            if top.startswith("*"):
                self._skip -= 1
            if top.lstrip("*") == tag:
                break

    def handle_data(self, data):
        if self._skip or not self._stack:
            return
        if self._stack[-1] in ("h1", "h2", "h3"):
            self.headings.append(data.strip())
        elif "p" in self._stack or "em" in self._stack:
            self.words += count_words(data)


def test_the_epub_holds_the_text(exports, manuscript) -> None:
    parser = _Text()
    with zipfile.ZipFile(exports[ExportFormat.EPUB].path) as archive:
        chapters = sorted(n for n in archive.namelist() if re.match(r"EPUB/text/ch\d+", n))
        for name in chapters:
            parser.feed(archive.read(name).decode("utf-8"))
        opf = archive.read("EPUB/content.opf").decode("utf-8")
    assert "<dc:title" in opf and "The Long Map" in opf and "<dc:language>en" in opf
    assert _close(parser.words, manuscript.words)


def test_html_holds_headings_and_text(exports, manuscript) -> None:
    parser = _Text()
    parser.feed(exports[ExportFormat.HTML].path.read_text(encoding="utf-8"))
    assert parser.headings == [t for _l, t in _headings(manuscript)]
    assert _close(parser.words, manuscript.words)


@pytest.mark.parametrize("fmt", [ExportFormat.MARKDOWN, ExportFormat.TEXT])
def test_markdown_and_plain_text(exports, manuscript, fmt) -> None:
    text = exports[fmt].path.read_text(encoding="utf-8")
    assert text.startswith("**The Long Map**" if fmt is ExportFormat.MARKDOWN else "The Long Map")
    assert "---\nid:" not in text and "status:" not in text  # no front matter
    extra = sum(count_words(t) for _l, t in _headings(manuscript))
    extra += count_words("The Long Map A novel of the levels The Quire project")
    assert _close(count_words(text) - extra, manuscript.words)
    if fmt is ExportFormat.MARKDOWN:
        assert "\n## Chapter 1: The Map House\n" in text
        assert re.search(r"\*[A-Za-z]", text)  # emphasis stays Markdown emphasis


# -- PDF -------------------------------------------------------------------------------------


@pytest.mark.skipif(converter.find_pdf_converter() is None,
                    reason="no PDF converter (LibreOffice or LaTeX) is installed")
def test_pdf_where_a_converter_allows(tmp_path, world) -> None:
    options = ExportOptions(format=ExportFormat.PDF, manuscript_preset=True)
    result = export_manuscript(world, options, tmp_path / "ms.pdf")
    assert result.path.read_bytes()[:5] == b"%PDF-"
    assert converter.find_pdf_converter().name in result.converter
    if shutil.which("pdftotext"):
        text = subprocess.run(["pdftotext", str(result.path), "-"], capture_output=True,
                              text=True, check=True).stdout
        assert "The Map House" in text


def test_pdf_without_a_converter_says_so_and_writes_nothing(tmp_path, world,
                                                            monkeypatch) -> None:
    monkeypatch.setattr(converter.shutil, "which", lambda _name: None)
    assert converter.find_pdf_converter() is None
    with pytest.raises(ExportError, match="LibreOffice or a LaTeX engine"):
        export_manuscript(world, ExportOptions(format=ExportFormat.PDF), tmp_path / "x.pdf")
    assert not (tmp_path / "x.pdf").exists()


# -- hostile documents, failures and cancel ----------------------------------------------------


def test_a_document_cannot_pull_in_files_or_scripts(tmp_path, world) -> None:
    secret = tmp_path / "secret.png"
    secret.write_bytes(b"\x89PNG\r\n\x1a\n" + b"SECRET-BYTES" * 10)
    doc = world.find_documents_by_title("The Toll-House")[0]
    hostile = (f"![x]({secret})\n\n<script>alert(1)</script>\n\n"
               f"[link](file://{secret})\n\nStill a story.\n")
    changed = replace(world, documents=world.documents.set(doc.id, replace(doc, text=hostile)))
    page = export_manuscript(changed, ExportOptions(format=ExportFormat.HTML),
                             tmp_path / "x.html").path.read_text(encoding="utf-8")
    parser = _Text()
    parser.feed(page)
    assert parser.scripts == 0 and "&lt;script&gt;" in page
    assert "SECRET-BYTES" not in page and "base64" not in page
    epub = export_manuscript(changed, ExportOptions(format=ExportFormat.EPUB),
                             tmp_path / "x.epub").path
    with zipfile.ZipFile(epub) as archive:
        assert not any(b"SECRET-BYTES" in archive.read(n) for n in archive.namelist())


def _fake_pandoc(tmp_path: Path, body: str) -> Tool:
    script = tmp_path / "pandoc"
    script.write_text("#!/bin/sh\n" + body + "\n")
    script.chmod(0o755)
    return Tool("pandoc 9.9", str(script), "pandoc")


@pytest.mark.skipif(os.name == "nt", reason="a shell script stands in for pandoc")
def test_a_failing_converter_leaves_the_earlier_export_alone(tmp_path, world) -> None:
    earlier = tmp_path / "book.md"
    earlier.write_text("the earlier export")
    broken = _fake_pandoc(tmp_path, "echo 'pandoc: out of memory' >&2; exit 3")
    with pytest.raises(ExportError, match="out of memory"):
        export_manuscript(world, ExportOptions(format=ExportFormat.MARKDOWN), earlier,
                          pandoc=broken)
    assert earlier.read_text() == "the earlier export"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["book.md", "pandoc"]


@pytest.mark.skipif(os.name == "nt", reason="a shell script stands in for pandoc")
def test_cancel_stops_a_running_converter_at_once(tmp_path, world) -> None:
    """The converter is killed, not left to finish (how soon: benchmarks/run_cancel.py)."""
    finished = tmp_path / "finished"
    release = tmp_path / "release"
    slow = _fake_pandoc(
        tmp_path, f"while [ ! -e '{release}' ]; do sleep 0.05; done; touch '{finished}'"
    )
    cancel = threading.Event()
    stages = []

    def progress(stage, _done, _total):
        stages.append(stage)
        if stage == "converting":
            threading.Timer(0.2, cancel.set).start()

    # a converter left running ends by itself a minute later, having finished
    releaser = threading.Timer(60, release.touch)
    releaser.start()
    try:
        with pytest.raises(ExportCancelled):
            export_manuscript(world, ExportOptions(format=ExportFormat.MARKDOWN),
                              tmp_path / "book.md", progress=progress, cancel=cancel,
                              pandoc=slow)  # fmt: skip
    finally:
        releaser.cancel()
    assert not finished.exists(), "the converter ran to its end"
    assert stages[:3] == ["preparing", "preparing", "converting"]
    assert not (tmp_path / "book.md").exists()


def test_nothing_to_export_is_a_plain_error(tmp_path, world) -> None:
    with pytest.raises(ExportError, match="nothing to export"):
        export_manuscript(world, ExportOptions(kinds=()), tmp_path / "x.docx")

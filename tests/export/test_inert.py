"""Exports carry nothing live and fetch nothing: a document's Markdown cannot put an event
handler, a script link or an image (local or remote) into HTML, EPUB, ODT or DOCX. Each
export is read back, every element and attribute of every file in it."""

from __future__ import annotations

import html.parser
import re
import zipfile
from dataclasses import replace
from pathlib import Path
from xml.etree import ElementTree

import pytest

from assistant.export import converter
from assistant.export.exporter import export_manuscript
from assistant.export.options import ExportFormat, ExportOptions
from assistant.world.storage.store import ProjectStore
from tests.paths import SAMPLE

pytestmark = pytest.mark.skipif(converter.find_pandoc() is None,
                                reason="pandoc is not installed")

HOSTILE = """\
# A heading {onclick="alert(1)" #kept-id .kept-class}

A [span]{onclick="alert(2)" style="background:url(http://evil.example/bg.png)" lang=fr}
and [a link](javascript:alert(3)){onmouseover="alert(4)"}, an address <javascript:alert(5)>,
[spelled oddly](JaVaScRiPt&#58;alert(6)), [with a tab](java&#9;script:alert(7)),
[data](data:text/html;base64,PHNjcmlwdD4=), [a file](file:///etc/passwd) and
`code`{onclick="alert(8)"}.

![remote](http://evil.example/pixel.png) ![local](/etc/hosts){onerror="alert(9)"}
![by reference][pic]

[pic]: https://evil.example/ref.png

Still a story: [the river](https://example.com/river), [write](mailto:ann@example.com) and
[back to the heading](#kept-id).
"""

LIVE = re.compile(r"javascript|vbscript|data:|file:|evil\.example|alert\(", re.I)
SHOWN = ("span", "a link", "spelled oddly", "with a tab", "Still a story", "the river")


class _Elements(html.parser.HTMLParser):
    """Every element of an HTML or XHTML file, with its attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.elements: list[tuple[str, dict[str, str]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.elements.append((tag, {k: v or "" for k, v in attrs}))

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)

    def handle_data(self, data):
        self.text.append(data)


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    """The sample project with one scene's text made hostile, exported in four formats."""
    world = ProjectStore(SAMPLE).load()
    doc = world.find_documents_by_title("The Toll-House")[0]
    world = replace(world, documents=world.documents.set(doc.id, replace(doc, text=HOSTILE)))
    folder = tmp_path_factory.mktemp("inert")
    return {
        fmt: export_manuscript(world, ExportOptions(format=fmt), folder / f"book{fmt.extension}")
        .path
        for fmt in (ExportFormat.HTML, ExportFormat.EPUB, ExportFormat.ODT, ExportFormat.DOCX)
    }


def _files(path: Path) -> dict[str, str]:
    if path.suffix == ".html":
        return {path.name: path.read_text(encoding="utf-8")}
    with zipfile.ZipFile(path) as archive:
        return {name: archive.read(name).decode("utf-8", "replace")
                for name in archive.namelist() if not name.endswith((".png", ".jpg"))}


@pytest.mark.parametrize("fmt", ["html", "epub"])
def test_html_and_epub_hold_no_handler_script_link_or_image(hostile, fmt) -> None:
    pages = {n: t for n, t in _files(hostile[ExportFormat(fmt)]).items()
             if n.endswith((".html", ".xhtml"))}
    assert pages
    text = ""
    for page in pages.values():
        parser = _Elements()
        parser.feed(page)
        for tag, attributes in parser.elements:
            assert tag not in ("img", "image", "script", "iframe", "object", "embed"), tag
            assert not [name for name in attributes if name.startswith("on")], (tag, attributes)
            assert "style" not in attributes or tag == "div", (tag, attributes)
            for name in ("href", "src", "xlink:href"):
                target = attributes.get(name, "")
                assert not LIVE.search(target), (tag, target)
        text += "".join(parser.text)
    assert all(shown in text for shown in SHOWN)
    assert "https://example.com/river" in "".join(pages.values())
    assert 'lang="fr"' in "".join(pages.values())  # the language of a passage stays
    names = _files(hostile[ExportFormat(fmt)])
    assert not [n for n in names if n.startswith(("EPUB/media", "media"))]


@pytest.mark.parametrize("fmt", ["odt", "docx"])
def test_odt_and_docx_hold_no_script_link_or_image(hostile, fmt) -> None:
    """No attribute of any element of any XML part (links are attributes there: ODT's
    xlink:href, DOCX's relationship targets) names a script, a file or the remote images."""
    files = _files(hostile[ExportFormat(fmt)])
    checked = 0
    for name, content in files.items():
        if not name.endswith((".xml", ".rels")):
            continue
        for element in ElementTree.fromstring(content.encode("utf-8")).iter():
            checked += 1
            for key, value in element.attrib.items():
                assert not LIVE.search(value), (name, element.tag, key, value)
                assert not key.rsplit("}", 1)[-1].startswith("on"), (name, element.tag, key)
    assert checked > 100
    assert not [n for n in files if n.startswith(("Pictures/", "word/media/"))]
    body = files["content.xml" if fmt == "odt" else "word/document.xml"]
    assert all(shown in body for shown in SHOWN)
    assert "https://example.com/river" in "".join(files.values())

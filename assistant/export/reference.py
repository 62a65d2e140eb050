"""The reference documents pandoc takes the look of DOCX and ODT exports from.

Both start from pandoc's own defaults (``--print-default-data-file``), so every style pandoc
uses is there, and add a centred "Scene Break" paragraph style. The standard manuscript
preset also sets 12 pt Times New Roman, double spacing, half-inch first-line indents,
one-inch margins, chapters on a new page, and a header with the author's surname, the title
and the page number at the top right of every page.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Callable
from pathlib import Path
from xml.etree import ElementTree as ET

SCENE_STYLE_DOCX = "Scene Break"
SCENE_STYLE_ODT = "SceneBreak"
SERIF = "Times New Roman"


def surname(author: str) -> str:
    """The last word of the author's name (what a manuscript's header shows)."""
    words = author.replace(",", " ").split()
    return words[-1] if words else ""


def header_text(author: str, title: str) -> str:
    """``Surname / Title / `` (the page number follows)."""
    parts = [p for p in (surname(author), " ".join(title.split())) if p]
    return " / ".join(parts) + (" / " if parts else "")


# -- DOCX -----------------------------------------------------------------------------------------


def docx_reference(default: bytes, *, preset: bool, author: str, title: str) -> bytes:
    """pandoc's default reference.docx (``default``) with Quire's styles."""
    from docx import Document
    from docx.enum.style import WD_STYLE_TYPE
    from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_LINE_SPACING
    from docx.oxml import OxmlElement
    from docx.oxml.ns import qn
    from docx.shared import Inches, Pt, RGBColor

    doc = Document(io.BytesIO(default))
    styles = doc.styles
    names = {style.name for style in styles}
    if SCENE_STYLE_DOCX not in names:
        scene = styles.add_style(SCENE_STYLE_DOCX, WD_STYLE_TYPE.PARAGRAPH)
        scene.base_style = styles["Normal"]
    scene = styles[SCENE_STYLE_DOCX]
    scene.paragraph_format.alignment = WD_ALIGN_PARAGRAPH.CENTER
    scene.paragraph_format.first_line_indent = Inches(0)
    scene.paragraph_format.space_before = Pt(12)
    scene.paragraph_format.space_after = Pt(12)

    if preset:
        for name in ("Normal", "Body Text", "First Paragraph", "Compact", SCENE_STYLE_DOCX,
                     "Title", "Subtitle", "Author", "Heading 1", "Heading 2", "Heading 3",
                     "Block Text"):
            if name not in names and name != SCENE_STYLE_DOCX:
                continue
            style = styles[name]
            style.font.name = SERIF
            rpr = style.element.get_or_add_rPr()
            fonts = rpr.find(qn("w:rFonts"))
            if fonts is not None:
                for attribute in ("w:eastAsia", "w:cs", "w:asciiTheme", "w:hAnsiTheme"):
                    fonts.attrib.pop(qn(attribute), None)
                fonts.set(qn("w:cs"), SERIF)
            style.font.size = Pt(12)
            style.font.color.rgb = RGBColor(0, 0, 0)
            paragraph = style.paragraph_format
            paragraph.line_spacing_rule = WD_LINE_SPACING.DOUBLE
            paragraph.space_before = Pt(0)
            paragraph.space_after = Pt(0)
        for name in ("Body Text", "First Paragraph"):
            if name in names:
                styles[name].paragraph_format.first_line_indent = Inches(0.5)
        for name in ("Title", "Subtitle", "Author", "Heading 1", "Heading 2", "Heading 3"):
            if name in names:
                styles[name].paragraph_format.alignment = WD_ALIGN_PARAGRAPH.CENTER
                styles[name].font.italic = False
        for name in ("Heading 1", "Heading 2"):
            if name in names:
                styles[name].paragraph_format.page_break_before = True
                styles[name].font.bold = True
        scene.paragraph_format.space_before = Pt(0)
        scene.paragraph_format.space_after = Pt(0)
        for section in doc.sections:
            for side in ("top_margin", "bottom_margin", "left_margin", "right_margin"):
                setattr(section, side, Inches(1))
            header = section.header
            header.is_linked_to_previous = False
            paragraph = header.paragraphs[0] if header.paragraphs else header.add_paragraph()
            paragraph.text = ""
            paragraph.alignment = WD_ALIGN_PARAGRAPH.RIGHT
            run = paragraph.add_run(header_text(author, title))
            run.font.name = SERIF
            run.font.size = Pt(12)
            field = OxmlElement("w:fldSimple")
            field.set(qn("w:instr"), "PAGE")
            number = OxmlElement("w:r")
            text = OxmlElement("w:t")
            text.text = "1"
            number.append(text)
            field.append(number)
            paragraph._p.append(field)
    out = io.BytesIO()
    doc.save(out)
    return out.getvalue()


# -- ODT ------------------------------------------------------------------------------------------

NS = {
    "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
    "style": "urn:oasis:names:tc:opendocument:xmlns:style:1.0",
    "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
    "fo": "urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0",
}


def _q(name: str) -> str:
    prefix, local = name.split(":")
    return f"{{{NS[prefix]}}}{local}"


def _register_namespaces(data: bytes) -> None:
    for _event, (prefix, uri) in ET.iterparse(io.BytesIO(data), events=("start-ns",)):
        ET.register_namespace(prefix, uri)


def _style(styles: ET.Element, name: str) -> ET.Element | None:
    for element in styles.findall(_q("style:style")):
        if element.get(_q("style:name")) == name:
            return element
    return None


def _child(parent: ET.Element, tag: str) -> ET.Element:
    found = parent.find(_q(tag))
    if found is None:
        found = ET.SubElement(parent, _q(tag))
    return found


def _set(element: ET.Element, **values: str) -> None:
    for key, value in values.items():
        prefix, local = key.split("_", 1)
        element.set(_q(f"{prefix}:{local.replace('_', '-')}"), value)


def _paragraph_style(styles: ET.Element, name: str, display: str, parent: str) -> ET.Element:
    element = _style(styles, name)
    if element is None:
        element = ET.SubElement(styles, _q("style:style"))
        _set(element, style_name=name, style_display_name=display, style_family="paragraph",
             style_parent_style_name=parent, style_class="text")
    return element


def _odt_styles(data: bytes, *, preset: bool, author: str, title: str) -> bytes:
    _register_namespaces(data)
    root = ET.fromstring(data)
    styles = root.find(_q("office:styles"))
    if styles is None:
        raise ValueError("pandoc's reference.odt has no styles")
    scene = _paragraph_style(styles, SCENE_STYLE_ODT, "Scene Break", "Standard")
    _set(_child(scene, "style:paragraph-properties"), fo_text_align="center",
         fo_text_indent="0in", fo_margin_top="0.1in", fo_margin_bottom="0.1in")
    for name, display, size in (("Title", "Title", "20pt"), ("Subtitle", "Subtitle", "14pt")):
        element = _paragraph_style(styles, name, display, "Standard")
        _set(_child(element, "style:paragraph-properties"), fo_text_align="center",
             fo_margin_top="0.2in", fo_margin_bottom="0.1in")
        _set(_child(element, "style:text-properties"), fo_font_size=size)
    if preset:
        standard = _paragraph_style(styles, "Standard", "Standard", "")
        _set(_child(standard, "style:paragraph-properties"), fo_line_height="200%",
             fo_margin_top="0in", fo_margin_bottom="0in")
        _set(_child(standard, "style:text-properties"), style_font_name=SERIF,
             fo_font_size="12pt", style_font_name_complex=SERIF, style_font_size_complex="12pt")
        for name in ("Text_20_body", "First_20_paragraph"):
            style = _style(styles, name)
            if style is not None:
                _set(_child(style, "style:paragraph-properties"), fo_text_indent="0.5in",
                     fo_margin_top="0in", fo_margin_bottom="0in")
        for name in ("Heading", "Title", "Subtitle"):
            style = _style(styles, name)
            if style is not None:
                _set(_child(style, "style:paragraph-properties"), fo_text_align="center",
                     fo_line_height="200%")
                _set(_child(style, "style:text-properties"), style_font_name=SERIF,
                     fo_font_size="12pt", style_font_name_complex=SERIF,
                     style_font_size_complex="12pt")
        for name in ("Heading_20_1", "Heading_20_2"):
            style = _style(styles, name)
            if style is not None:
                _set(_child(style, "style:paragraph-properties"), fo_break_before="page")
                _set(_child(style, "style:text-properties"), fo_font_size="12pt",
                     fo_font_style="normal", style_font_size_complex="12pt")
        header_style = _paragraph_style(styles, "Header", "Header", "Standard")
        _set(_child(header_style, "style:paragraph-properties"), fo_text_align="end",
             fo_line_height="100%")
        automatic = root.find(_q("office:automatic-styles"))
        if automatic is not None:
            for layout in automatic.findall(_q("style:page-layout")):
                _set(_child(layout, "style:page-layout-properties"), fo_margin_top="0.5in",
                     fo_margin_bottom="1in", fo_margin_left="1in", fo_margin_right="1in")
                header = _child(layout, "style:header-style")
                _set(_child(header, "style:header-footer-properties"), fo_min_height="0.3in",
                     fo_margin_bottom="0.2in")
        masters = root.find(_q("office:master-styles"))
        if masters is not None:
            for master in masters.findall(_q("style:master-page")):
                for old in master.findall(_q("style:header")) + master.findall(
                    _q("style:footer")
                ):
                    master.remove(old)
                header = ET.Element(_q("style:header"))
                paragraph = ET.SubElement(header, _q("text:p"))
                _set(paragraph, text_style_name="Header")
                paragraph.text = header_text(author, title)
                number = ET.SubElement(paragraph, _q("text:page-number"))
                _set(number, text_select_page="current")
                number.text = "1"
                master.insert(0, header)
    return ET.tostring(root, encoding="utf-8", xml_declaration=True)


def odt_reference(default: bytes, *, preset: bool, author: str, title: str) -> bytes:
    """pandoc's default reference.odt (``default``) with Quire's styles."""
    source = zipfile.ZipFile(io.BytesIO(default))
    out = io.BytesIO()
    with source, zipfile.ZipFile(out, "w") as target:
        names = source.namelist()
        ordered = ["mimetype", *[n for n in names if n != "mimetype"]] if "mimetype" in names \
            else names
        for name in ordered:
            data = source.read(name)
            if name == "styles.xml":
                data = _odt_styles(data, preset=preset, author=author, title=title)
            method = zipfile.ZIP_STORED if name == "mimetype" else zipfile.ZIP_DEFLATED
            target.writestr(zipfile.ZipInfo(name), data, compress_type=method)
    return out.getvalue()


def write_reference(
    fmt: str,
    default: Callable[[str], bytes],
    folder: Path,
    *,
    preset: bool,
    author: str,
    title: str,
) -> Path:
    """Write the reference document for ``fmt`` ("docx" or "odt") into ``folder``."""
    if fmt == "docx":
        data = docx_reference(default("reference.docx"), preset=preset, author=author,
                              title=title)
    else:
        data = odt_reference(default("reference.odt"), preset=preset, author=author, title=title)
    path = folder / f"reference.{fmt}"
    path.write_bytes(data)
    return path

"""Reading the XML project files of other writing apps safely: no document type declarations
(so no entity expansion bombs and no external entities), a size cap, plain errors."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from assistant.world.errors import FormatError
from assistant.world.importer.source import Source

MAX_XML_BYTES = 64 * 1024 * 1024


def read_xml(source: Source, path: Path) -> ET.Element:
    """The root element of an XML file of the source; raises :class:`FormatError`."""
    rel = source.rel(path)
    data = source.read_bytes(path, limit=MAX_XML_BYTES)
    if data is None:
        raise FormatError(f"cannot read {rel}")
    head = data[:4096].upper()
    if b"<!DOCTYPE" in head or b"<!ENTITY" in data.upper():
        raise FormatError(f"{rel} declares a document type or entities, which Quire does not read")
    try:
        return ET.fromstring(data)
    except (ET.ParseError, RecursionError) as exc:
        raise FormatError(f"{rel} is not valid XML: {exc}") from None


def value(element: ET.Element, name: str, default: str = "") -> str:
    """An attribute of ``element``, else the text of its child of that name (older formats
    keep as elements what newer ones keep as attributes)."""
    if name in element.attrib:
        return element.attrib[name]
    child = element.find(name)
    if child is not None and child.text is not None:
        return child.text.strip()
    return default

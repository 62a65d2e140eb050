"""Manuscript export: the tree in reading order, as Markdown, DOCX, ODT, EPUB 3, HTML, plain
text or PDF, through pandoc. Qt-free; the app and ``quire export`` are front ends to
:func:`assistant.export.exporter.export_manuscript`."""

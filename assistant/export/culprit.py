"""Which document made pandoc fail: after the whole manuscript ran into pandoc's limits,
each document is read alone, in reading order, within limits of its own size, and the first
that runs into them is named. Reading is where pandoc's slow corners are (a few dozen
unclosed brackets, thousands of nested quotations), so only pandoc's reader runs."""

from __future__ import annotations

import threading
from pathlib import Path

from assistant.export import converter
from assistant.export.converter import ConverterError, LimitReached, Limits, Tool
from assistant.export.manuscript import INPUT_FORMAT, Manuscript, Text, prepare_text


def find_culprit(pandoc: Tool, manuscript: Manuscript, work: Path,
                 cancel: threading.Event | None = None,
                 limits: Limits | None = None) -> Text | None:
    """The first document pandoc cannot read alone within ``limits`` (by default, the
    limits for its own size); None when each can be read."""
    source, read = work / "alone.md", work / "alone.json"
    for block in manuscript.blocks:
        if not isinstance(block, Text):
            continue
        text = prepare_text(block.text, block.level)
        source.write_text(text, encoding="utf-8")
        own = limits or Limits.for_markdown(len(text.encode("utf-8")))
        try:
            converter.run(
                [*pandoc.command(own), str(source), "--from", INPUT_FORMAT, "--to", "json",
                 "--output", str(read), "--sandbox"],
                cancel, cwd=work, limits=own,
            )
        except LimitReached:
            return block
        except ConverterError:
            continue
    return None

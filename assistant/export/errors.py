"""Why an export failed, as values: the command line words them in English from their
message, the app in the writer's language from what they hold."""

from __future__ import annotations

import math
from pathlib import Path


class ExportError(Exception):
    """The export failed; the message says why. Nothing was written at the destination."""


class ExportCancelled(ExportError):
    """The writer cancelled the export; nothing was written at the destination."""


class DestinationInProject(ExportError):
    """The export was pointed into the project it is made from (a chapter's file, the
    project folder itself, Quire's ``.quire/`` data): it would replace what it exports."""

    def __init__(self, destination: Path, project: Path) -> None:
        self.destination = destination
        self.project = project
        super().__init__(f"{destination} is inside the project folder {project}; an export "
                         "never writes into its project: choose a file outside it")


class TooMuchForPandoc(ExportError):
    """pandoc ran into its limits and was stopped. ``reason`` is "time" or "memory" (within
    ``seconds``, or ``memory`` bytes); ``title`` names the document that pandoc cannot
    convert even alone, or is empty when no single one is to blame."""

    def __init__(self, reason: str, seconds: float, memory: int, title: str = "",
                 doc_id: str = "") -> None:
        self.reason = reason
        self.seconds = seconds
        self.memory = memory
        self.title = title
        self.doc_id = doc_id
        what = f"“{title}”" if title else "the manuscript"
        limit = (f"within {math.ceil(seconds)} seconds" if reason == "time"
                 else f"within {memory // 1024**2} MB of memory")
        hint = ("; its Markdown probably nests quotations, lists or brackets too deeply: "
                "simplify it, or leave the document out of the export" if title else "")
        super().__init__(f"pandoc could not convert {what} {limit} and was stopped{hint}")

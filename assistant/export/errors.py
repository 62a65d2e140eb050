"""Why an export failed, as values: the command line words them in English from their
message, the app in the writer's language from what they hold."""

from __future__ import annotations

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

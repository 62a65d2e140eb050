"""What the writer reads when an export fails: the exporter's reason put into plain words.

The exporter says what failed in technical English (what the command line prints); the kind
of failure decides the sentence the writer reads, in their language.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from assistant.export.errors import DestinationInProject, ExportError


class ExportFailureText(QObject):
    """Sentences for failed exports (a QObject so that plurals reach the translations)."""

    def describe(self, error: ExportError) -> str:
        if isinstance(error, DestinationInProject):
            return self.tr(
                "“%1” is inside the project folder “%2”. An export never writes into its own "
                "project: choose a file outside it."
            ).replace("%1", str(error.destination)).replace("%2", str(error.project))
        return str(error)


def describe_export_error(error: ExportError) -> str:
    """See :meth:`ExportFailureText.describe`."""
    return ExportFailureText().describe(error)

"""What the writer reads when an export fails: the exporter's reason put into plain words.

The exporter says what failed in technical English (what the command line prints); the kind
of failure decides the sentence the writer reads, in their language.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLocale, QObject

from assistant.export.errors import DestinationInProject, ExportError, TooMuchForPandoc


class ExportFailureText(QObject):
    """Sentences for failed exports (a QObject so that plurals reach the translations)."""

    def describe(self, error: ExportError) -> str:
        if isinstance(error, DestinationInProject):
            return self.tr(
                "“%1” is inside the project folder “%2”. An export never writes into its own "
                "project: choose a file outside it."
            ).replace("%1", str(error.destination)).replace("%2", str(error.project))
        if isinstance(error, TooMuchForPandoc):
            return self._too_much(error)
        return str(error)

    def _too_much(self, error: TooMuchForPandoc) -> str:
        seconds = max(math.ceil(error.seconds), 1)
        memory = QLocale().formattedDataSize(
            error.memory, 1, QLocale.DataSizeFormat.DataSizeTraditionalFormat
        )
        if not error.title:
            if error.reason == "time":
                return self.tr(
                    "pandoc could not convert the manuscript within %Ln second(s) and was "
                    "stopped.", "", seconds
                )
            return self.tr(
                "pandoc could not convert the manuscript within %1 of memory and was stopped."
            ).replace("%1", memory)
        if error.reason == "time":
            text = self.tr(
                "pandoc could not convert “%1” within %Ln second(s) and was stopped. Its "
                "Markdown probably nests quotations, lists or brackets too deeply: simplify "
                "it, or leave the document out of the export.", "", seconds
            )
        else:
            text = self.tr(
                "pandoc could not convert “%1” within %2 of memory and was stopped. Its "
                "Markdown probably nests quotations, lists or brackets too deeply: simplify "
                "it, or leave the document out of the export."
            ).replace("%2", memory)
        return text.replace("%1", error.title)


def describe_export_error(error: ExportError) -> str:
    """See :meth:`ExportFailureText.describe`."""
    return ExportFailureText().describe(error)

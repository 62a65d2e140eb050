"""What the writer reads when saving fails: the storage error put into plain words.

The world layer says what failed in technical English (kept as the details); the kind of
error decides the sentence the writer reads, in their language.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from assistant.world.errors import DiskFullError, StorageError, UnsaveableTextError


class StorageText(QObject):
    """Sentences for failed saves (a QObject so that plurals reach the translations)."""

    def describe(self, error: StorageError) -> tuple[str, str]:
        """``(sentence, details)`` for a save that failed with ``error``."""
        if isinstance(error, DiskFullError):
            return (
                self.tr(
                    "The disk is full, so the project could not be saved. Nothing on disk was "
                    "changed: free some space, then save again."
                ),
                str(error),
            )
        if isinstance(error, UnsaveableTextError):
            names = [
                f"“{name}”" if name else self.tr("the project's tree and titles")
                for name in error.names
            ]
            return (
                self.tr(
                    "%Ln item(s) could not be saved, because they contain a damaged character "
                    "that no file can store (often left by a paste): %1. Everything else was "
                    "saved. Retype the damaged text, then save again.",
                    "",
                    len(names),
                ).replace("%1", ", ".join(names)),
                str(error),
            )
        return (
            self.tr(
                "Quire could not write the project folder. Your changes are kept here: check "
                "that the folder can be written to, then save again."
            ),
            str(error),
        )


def describe_storage_error(error: StorageError) -> tuple[str, str]:
    """See :meth:`StorageText.describe`."""
    return StorageText().describe(error)

"""Snapshots of documents: saved copies a writer can compare with and restore, kept in the
project's ``.quire/snapshots/`` folder, compressed and deduplicated."""

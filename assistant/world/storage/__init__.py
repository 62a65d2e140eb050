"""The project folder on disk: loading, atomic and journaled saves, the lock, front matter and
the manifest."""

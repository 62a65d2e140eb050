"""The desktop app (PySide6)."""

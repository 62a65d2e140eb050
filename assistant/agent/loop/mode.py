"""What the assistant may do in a conversation: read only (ask) or also change (act)."""

from __future__ import annotations

from enum import StrEnum


class Mode(StrEnum):
    ASK = "ask"
    """The assistant reads a snapshot of the project; it cannot change anything."""
    ACT = "act"
    """The assistant may change the project; every change is recorded and can be undone."""


__all__ = ["Mode"]

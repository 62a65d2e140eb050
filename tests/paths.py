"""Where the tests find the repository's own files, wherever a test module sits."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SAMPLE = REPO / "assistant" / "resources" / "sample"

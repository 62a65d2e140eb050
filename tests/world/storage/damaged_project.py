"""A project damaged in many ways at once, as a sync gone wrong or a hand edit leaves one:
the shared fixture of the tests that read what Quire says about damaged projects."""

from __future__ import annotations

import json
from pathlib import Path

from assistant.world.storage.store import JOURNAL, MANIFEST
from tests.world.storage.storage_worlds import rich_world, saved_project

DEPTH = 40
"""Folders nested in the damaged manifest: deeper than a project may nest them."""


def _deep_folder(level: int) -> dict[str, object]:
    folder: dict[str, object] = {"id": f"f-9{level:09d}", "title": f"L{level}", "children": []}
    if level < DEPTH:
        folder["children"] = [_deep_folder(level + 1)]
    return folder


def damaged_project(root: Path) -> Path:
    """The rich world saved at ``root``, then damaged: bad UTF-8, a front matter that never
    closes, a duplicate id, mistyped fields, a tree entry listed twice, folders nested too
    deeply, an unknown manifest key, a document the tree does not place, and a leftover
    journal of an earlier Quire (set aside)."""
    saved_project(root, rich_world())
    docs = root / "documents"
    (docs / "bad-bytes-d-0000000101.md").write_bytes(
        b'---\nid: "d-0000000101"\ntitle: "Bad"\n---\n\nCaf\xe9 au lait\n'
    )
    (docs / "open-d-0000000102.md").write_text(
        '---\nid: "d-0000000102"\ntitle: "Never closed"\n\nThe text.\n', "utf-8"
    )
    bridge = (docs / "the-bridge-d-0000000001.md").read_text("utf-8")
    (docs / "copy-of-the-bridge-d-0000000001.md").write_text(bridge, "utf-8")
    (docs / "odd-d-0000000103.md").write_text(
        "---\nid: d-0000000103\ntitle: Odd fields\nkind: poem\ntags: {a: 1}\n"
        "colour: blue\n---\n\nOdd.\n",
        "utf-8",
    )
    manifest = json.loads((root / MANIFEST).read_text("utf-8"))
    manifest["tree"].append({"id": "d-0000000001"})
    manifest["tree"].append(_deep_folder(1))
    manifest["mood"] = "stormy"
    (root / MANIFEST).write_text(json.dumps(manifest, indent=1), "utf-8")
    (root / JOURNAL).write_text(
        json.dumps({"state": "committed", "manifest": None, "created": [], "removed": []}),
        "utf-8",
    )
    return root

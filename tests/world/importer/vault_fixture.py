"""A small vault shaped like the real worldbuilding vaults Quire is tried on: character sheets
in front matter, front matter strict YAML rejects, embeds, wiki links, inline tags, repeated
titles, files that cannot or must not be read."""

from __future__ import annotations

import os
from pathlib import Path

from assistant.world.model import Folder, World

SECRET = "QUIRE_API_KEY=sk-planted-secret"
HARD_WRAPPED = (
    "It was in July, 1805, and the speaker was the well-known Anna\n"
    "Pávlovna Schérer, maid of honor and favorite of the Empress Márya\n"
    "Fëdorovna. With these words she greeted Prince Vasíli Kurágin, a man\n"
    "of high rank and importance, who was the first to arrive at her\n"
    "reception. Anna Pávlovna had had a cough for some days. She was, as\n"
    "she said, suffering from la grippe; grippe being then a new word in\n"
    "St. Petersburg, used only by the elite.\n"
    "\n"
)


def write(root: Path, rel: str, content: str | bytes) -> Path:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def make_vault(base: Path) -> Path:
    root = base / "Salt Vault"
    write(root, ".obsidian/app.json", "{}")
    write(root, ".trash/old idea.md", "thrown away")
    write(root, "Chapter 1.md", "Mara came to [[Saltmarsh]] with [[Aric|the gol]].\n")
    write(root, "Chapter 2.md", "# Second Chapter\n\nSome text. #draft\n")
    write(
        root,
        "Chapter 10.md",
        "---\ntitle: The End\ntags: [final, draft]\nsummary: It ends.\nstatus: done\n"
        "aliases: [Finale]\ncssclass: wide\n---\n\nThe last words.\n",
    )
    write(
        root,
        "World/Characters/Aric.md",
        "---\nrace: gol\nbirth: 14th Hammer, 5406 AS\nPC: false\naliases:\n  - Aric the Grey\n"
        "  - Sliver of Darkness\nallies: [[Ilse]], [[Mara]]\ntags: [npc]\n---\n\n"
        "Aric woke in the forest. He swore to [[Ilse]].\n",
    )
    write(root, "World/Characters/Ilse.md", "Ilse keeps the lamp.\n")
    write(root, "World/Atlas/Saltmarsh.md", "---\ntype: city\npopulation: 4000\n---\nA town.\n")
    write(
        root,
        "Notes/Ideas.md",
        "See [[Aric]], [[Saltmarsh#History|the marsh]] and [[Nowhere]].\n\n"
        "![[map.png]]\n![[Images/map.png|300]]\n![](../Images/map.png)\n"
        "[The handout](<../Docs/hand out.pdf>)\n\n"
        "Twist: #plot/twist, but `#not-a-tag` in code.\n",
    )
    write(root, "Notes/Book One/Chapter 1.md", "First book.\n")
    write(root, "Notes/Book Two/Chapter 1.md", "Second book. Back to [[Book One/Chapter 1]].\n")
    write(root, "Notes/Broken.md", "---\ntitle: never closed\n\nStill text.\n")
    write(root, "Notes/latin1.md", "Caf\xe9 au lait".encode("cp1252"))
    write(root, "Notes/binary.md", b"\x00\x81\x00\x9d")
    write(root, "Notes/Wrapped.txt", HARD_WRAPPED * 4)
    write(root, "Images/map.png", b"\x89PNG\r\n\x1a\nmap")
    write(root, "Docs/hand out.pdf", b"%PDF-1.4 handout")
    outside = write(base / "elsewhere", "secret.md", f"---\ntitle: Secret\n---\n{SECRET}\n")
    os.symlink(outside, root / "Notes" / "secret.md")
    os.symlink(base / "elsewhere", root / "Linked")
    if hasattr(os, "mkfifo"):
        os.mkfifo(root / "Notes" / "pipe.md")
    return root


def outline(world: World, parent: str | None = None, depth: int = 0) -> list[str]:
    """The tree's titles, indented by depth."""
    lines = []
    for node_id in world.children(parent):
        node = world.node(node_id)
        assert node is not None
        lines.append("  " * depth + node.title)
        if isinstance(node, Folder):
            lines.extend(outline(world, node.id, depth + 1))
    return lines

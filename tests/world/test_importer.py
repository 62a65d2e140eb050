"""Importing a folder of Markdown and text files (an Obsidian vault) as a new project."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.world.errors import StorageError
from assistant.world.importer import import_folder, natural_key
from assistant.world.model import DocumentKind, Folder, World
from assistant.world.storage import ProjectStore


def write(root: Path, rel: str, content: str | bytes) -> None:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    root = tmp_path / "My Vault"
    write(
        root,
        "Chapter 10.md",
        "---\ntitle: The End\ntags: [final, draft]\nsummary: It ends.\nstatus: done\n"
        "aliases: [Finale]\ncssclass: wide\n---\n\nThe last words.\n",
    )
    write(root, "Chapter 2.md", "# Second Chapter\n\nSome text.\n")
    write(root, "Chapter 1.markdown", "Plain start without heading.\r\nSecond line.\r\n")
    write(root, "Notes/Places/harbour.txt", "# Not a title in text files? It is.\nSalt.\n")
    write(root, "Notes/people.md", '---\ntags: "people, #cast"\nkind: note\n---\nMara, Ilse.\n')
    write(root, "Notes/Broken front.md", "---\ntitle: [unclosed\n---\nStill text.\n")
    write(root, "Notes/latin1.md", "Caf\xe9".encode("latin-1"))
    write(root, "Attachments/map.png", b"\x89PNG")
    write(root, ".obsidian/workspace.md", "ignored")
    write(root, ".trash/old.md", "ignored")
    write(root, ".git/HEAD.md", "ignored")
    return root


def outline(world: World, parent: str | None = None, depth: int = 0) -> list[str]:
    lines = []
    for node_id in world.children(parent):
        node = world.node(node_id)
        assert node is not None
        lines.append("  " * depth + node.title)
        if isinstance(node, Folder):
            lines.extend(outline(world, node.id, depth + 1))
    return lines


def test_import_keeps_folders_titles_and_natural_order(vault: Path, tmp_path: Path) -> None:
    report = import_folder(vault, tmp_path / "project")
    store = ProjectStore(tmp_path / "project")
    world = store.load()
    assert store.problems == ()
    assert world.meta.title == "My Vault"
    assert outline(world) == [
        "Chapter 1",
        "Second Chapter",
        "The End",
        "Notes",
        "  Broken front",
        "  people",
        "  Places",
        "    Not a title in text files? It is.",
    ]
    assert report.documents == 6
    assert report.folders == 2
    assert report.words == sum(doc.word_count for doc in world.documents.values())
    assert report.root == tmp_path / "project"


def test_front_matter_becomes_fields_and_unknown_keys_are_listed(
    vault: Path, tmp_path: Path
) -> None:
    report = import_folder(vault, tmp_path / "project", title="Salt")
    world = ProjectStore(tmp_path / "project").load()
    assert world.meta.title == "Salt"
    end = world.find_documents_by_title("The End")[0]
    assert end.tags == ("final", "draft")
    assert end.synopsis == "It ends."
    assert end.status == "done"
    assert end.text == "The last words.\n"
    assert end.kind is DocumentKind.TEXT
    people = world.find_documents_by_title("people")[0]
    assert people.tags == ("people", "cast")
    assert people.kind is DocumentKind.NOTE
    assert people.text == "Mara, Ilse.\n"
    assert report.skipped_keys == (("Chapter 10.md", "aliases"), ("Chapter 10.md", "cssclass"))


def test_text_is_kept_and_line_endings_made_plain(vault: Path, tmp_path: Path) -> None:
    import_folder(vault, tmp_path / "project")
    world = ProjectStore(tmp_path / "project").load()
    assert world.find_documents_by_title("Chapter 1")[0].text == (
        "Plain start without heading.\nSecond line.\n"
    )
    assert world.find_documents_by_title("Second Chapter")[0].text.startswith("# Second")


def test_unreadable_files_are_reported_not_fatal(vault: Path, tmp_path: Path) -> None:
    report = import_folder(vault, tmp_path / "project")
    reasons = {problem.path: problem.reason for problem in report.problems}
    assert reasons.keys() == {"Notes/latin1.md", "Notes/Broken front.md"}
    assert "not UTF-8" in reasons["Notes/latin1.md"]
    assert "kept in the text" in reasons["Notes/Broken front.md"]
    world = ProjectStore(tmp_path / "project").load()
    broken = world.find_documents_by_title("Broken front")[0]
    assert broken.text.startswith("---\ntitle: [unclosed")


def test_import_refuses_a_missing_source_or_a_used_destination(vault: Path, tmp_path: Path) -> None:
    with pytest.raises(StorageError, match="not a folder"):
        import_folder(tmp_path / "nowhere", tmp_path / "p")
    (tmp_path / "used").mkdir()
    (tmp_path / "used" / "file").write_text("x")
    with pytest.raises(StorageError, match="not empty"):
        import_folder(vault, tmp_path / "used")


def test_empty_source_makes_an_empty_project(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    report = import_folder(tmp_path / "empty", tmp_path / "p")
    assert (report.documents, report.folders, report.problems) == (0, 0, ())
    assert ProjectStore(tmp_path / "p").load().root == ()


def test_natural_order() -> None:
    names = ["Chapter 10", "chapter 2", "Chapter 1", "Appendix", "Chapter 2b"]
    assert sorted(names, key=natural_key) == [
        "Appendix",
        "Chapter 1",
        "chapter 2",
        "Chapter 2b",
        "Chapter 10",
    ]

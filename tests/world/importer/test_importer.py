"""Importing a folder of Markdown and text files, and Obsidian vaults, as a new project."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from assistant.world.errors import StorageError
from assistant.world.importer import (
    EntityMapping,
    ImportCancelledError,
    ImportOptions,
    NothingToImportError,
    SkipReason,
    SourceKind,
    import_folder,
    import_project,
    load_mapping,
    natural_key,
    preview_import,
)
from assistant.world.importer.entities import Detected, detect
from assistant.world.importer.source import SOURCE_DEPTH
from assistant.world.links import resolve
from assistant.world.model import DocumentKind, EntityKind, World
from assistant.world.storage.store import ProjectStore
from tests.world.importer.vault_fixture import HARD_WRAPPED, SECRET, make_vault, outline, write


@pytest.fixture
def vault(tmp_path: Path) -> Path:
    return make_vault(tmp_path)


def load(path: Path) -> World:
    store = ProjectStore(path)
    world = store.load()
    assert store.problems == ()
    return world


def all_bytes(root: Path) -> bytes:
    return b"".join(p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file())


# -- the tree, titles and text --------------------------------------------------------------


def test_a_vault_keeps_folders_and_natural_order_with_note_names_as_titles(
    vault: Path, tmp_path: Path
) -> None:
    report = import_project(vault, tmp_path / "project")
    world = load(tmp_path / "project")
    assert report.source is SourceKind.OBSIDIAN
    assert world.meta.title == "Salt Vault"
    assert outline(world) == [
        "Chapter 1",
        "Chapter 2",  # a vault's note is named by its file, as Obsidian shows it
        "The End",  # ...unless its front matter gives a title
        "Notes",
        "  Book One",
        "    Chapter 1",
        "  Book Two",
        "    Chapter 1",
        "  Broken",
        "  Ideas",
        "  latin1",
        "  Wrapped",
    ]
    assert report.documents == 9
    assert report.words == world.word_count()  # the live documents, as the project counts


def test_a_plain_folder_takes_titles_from_headings(tmp_path: Path) -> None:
    write(tmp_path / "drafts", "one.md", "# The Crossing\n\nText.\n")
    write(tmp_path / "drafts", "two.txt", "# Not a heading in plain text? It is.\nSalt.\n")
    report = import_folder(tmp_path / "drafts", tmp_path / "p", title="Salt")
    world = load(tmp_path / "p")
    assert report.source is SourceKind.FOLDER
    assert world.meta.title == "Salt"
    assert outline(world) == ["The Crossing", "Not a heading in plain text? It is."]


def test_text_is_kept_and_line_endings_made_plain(tmp_path: Path) -> None:
    write(tmp_path / "src", "a.md", "Plain start.\r\nSecond line.\r\n")
    import_project(tmp_path / "src", tmp_path / "p")
    assert load(tmp_path / "p").find_documents_by_title("a")[0].text == (
        "Plain start.\nSecond line.\n"
    )


# -- front matter: nothing dropped ----------------------------------------------------------


def test_every_front_matter_key_is_kept_as_a_field_or_in_its_place(
    vault: Path, tmp_path: Path
) -> None:
    report = import_project(vault, tmp_path / "project")
    world = load(tmp_path / "project")
    end = world.find_documents_by_title("The End")[0]
    assert end.tags == ("final", "draft")
    assert end.synopsis == "It ends."
    assert end.status == "done"
    assert end.fields == (("aliases", "Finale"), ("cssclass", "wide"))
    assert end.text == "The last words.\n"
    assert end.kind is DocumentKind.TEXT
    assert report.fields_kept == sum(len(d.fields) for d in world.documents.values()) + sum(
        len(e.fields) for e in world.entities.values()
    )


def test_front_matter_strict_yaml_rejects_is_read_leniently(vault: Path, tmp_path: Path) -> None:
    report = import_project(vault, tmp_path / "project")
    world = load(tmp_path / "project")
    aric = world.find_entities_by_name("Aric")[0]
    assert aric.field_value("allies") == "[[Ilse]], [[Mara]]"
    assert "race" not in aric.notes and aric.notes.startswith("Aric woke")
    reasons = {p.path: p.reason for p in report.problems}
    assert "read leniently" in reasons["World/Characters/Aric.md"]
    assert "kept in the text" in reasons["Notes/Broken.md"]
    broken = world.find_documents_by_title("Broken")[0]
    assert broken.text.startswith("---\ntitle: never closed")


def test_files_that_are_not_utf8_are_read_as_western_text_and_said_so(
    vault: Path, tmp_path: Path
) -> None:
    report = import_project(vault, tmp_path / "project")
    world = load(tmp_path / "project")
    assert world.find_documents_by_title("latin1")[0].text == "Café au lait"
    reasons = {p.path: p.reason for p in report.problems}
    assert "Windows-1252" in reasons["Notes/latin1.md"]
    skipped = {s.path: s for s in report.skipped}
    assert skipped["Notes/binary.md"].reason is SkipReason.NOT_TEXT


# -- entities ---------------------------------------------------------------------------------


def test_character_sheets_and_places_become_entities(vault: Path, tmp_path: Path) -> None:
    report = import_project(vault, tmp_path / "project")
    world = load(tmp_path / "project")
    aric = world.find_entities_by_name("Sliver of Darkness")[0]
    assert aric.name == "Aric"
    assert aric.kind is EntityKind.CHARACTER
    assert aric.aliases == ("Aric the Grey", "Sliver of Darkness")
    assert aric.fields[:3] == (("race", "gol"), ("birth", "14th Hammer, 5406 AS"), ("PC", "false"))
    assert aric.tags == ("npc",)
    ilse = world.find_entities_by_name("Ilse")[0]  # by its folder, Characters
    assert (ilse.kind, ilse.notes) == (EntityKind.CHARACTER, "Ilse keeps the lamp.\n")
    marsh = world.find_entities_by_name("Saltmarsh")[0]  # by its type: city
    assert marsh.kind is EntityKind.PLACE
    assert marsh.fields == (("type", "city"), ("population", "4000"))
    assert dict(report.entities) == {"character": 2, "place": 1}
    assert not world.find_documents_by_title("Aric")  # an entity, not also a document


def test_entities_none_keeps_every_note_a_document(vault: Path, tmp_path: Path) -> None:
    report = import_project(vault, tmp_path / "p", ImportOptions(entities=False))
    world = load(tmp_path / "p")
    assert world.entities == {}
    assert report.entities == ()
    aric = world.find_documents_by_title("Aric")[0]
    assert aric.field_value("race") == "gol"
    assert aric.field_value("aliases") == "Aric the Grey, Sliver of Darkness"


def test_a_mapping_file_overrides_what_is_detected(vault: Path, tmp_path: Path) -> None:
    mapping_file = write(
        tmp_path,
        "mapping.toml",
        '[entities]\n"World/Atlas" = "document"\n"Notes/Ideas.md" = "item"\n',
    )
    mapping = load_mapping(mapping_file)
    import_project(vault, tmp_path / "p", ImportOptions(mapping=mapping))
    world = load(tmp_path / "p")
    assert world.find_documents_by_title("Saltmarsh")
    assert world.find_entities_by_name("Ideas")[0].kind is EntityKind.ITEM
    bad = write(tmp_path, "bad.toml", '[entities]\n"x" = "dragon"\n')
    with pytest.raises(StorageError, match="dragon"):
        load_mapping(bad)


def test_the_preview_lists_each_note_and_what_it_becomes(vault: Path, tmp_path: Path) -> None:
    preview = preview_import(vault)
    chosen = {note.path: note.chosen for note in preview.notes}
    assert chosen["World/Characters/Aric.md"] == "character"
    assert chosen["World/Atlas/Saltmarsh.md"] == "place"
    assert chosen["Notes/Ideas.md"] == "document"
    signs = {note.path: note.detected.sign for note in preview.notes}
    assert signs["World/Characters/Ilse.md"] == "folder"
    assert signs["World/Characters/Aric.md"] == "folder"  # tagged npc too: the folder is shown
    assert signs["World/Atlas/Saltmarsh.md"] == "field"
    assert preview.hard_wrapped == ("Notes/Wrapped.txt",)
    assert not (tmp_path / "p").exists()
    changed = preview_import(
        vault, ImportOptions(mapping=EntityMapping().with_rule("World/Characters", "document"))
    )
    assert {n.path: n.chosen for n in changed.notes}["World/Characters/Aric.md"] == "document"


# -- links, embeds, tags, attachments -----------------------------------------------------------


def test_wiki_links_point_at_the_imported_document_or_entity(vault: Path, tmp_path: Path) -> None:
    report = import_project(vault, tmp_path / "project")
    world = load(tmp_path / "project")
    ideas = world.find_documents_by_title("Ideas")[0]
    assert ideas.text.startswith("See [[Aric]], [[Saltmarsh#History|the marsh]] and [[Nowhere]].")
    assert resolve(world, "Aric") == world.find_entities_by_name("Aric")[0].id
    assert resolve(world, "Saltmarsh") == world.find_entities_by_name("Saltmarsh")[0].id
    second = next(d for d in world.find_documents_by_title("Chapter 1") if "Second" in d.text)
    assert "[[Notes/Book One/Chapter 1|Book One/Chapter 1]]" in second.text
    first = next(d for d in world.find_documents_by_title("Chapter 1") if d.text == "First book.\n")
    assert resolve(world, "Notes/Book One/Chapter 1") == first.id
    assert ("Notes/Ideas.md", "Nowhere") in report.links_unresolved
    assert report.links_resolved >= 8


def test_embeds_and_other_files_go_to_the_attachments_folder(vault: Path, tmp_path: Path) -> None:
    report = import_project(vault, tmp_path / "project")
    world = load(tmp_path / "project")
    assert set(report.attachments) == {"Images/map.png", "Docs/hand out.pdf"}
    assert report.attachments_by_type() == {".png": 1, ".pdf": 1}
    copied = tmp_path / "project" / "attachments" / "Images" / "map.png"
    assert copied.read_bytes() == (vault / "Images" / "map.png").read_bytes()
    ideas = world.find_documents_by_title("Ideas")[0].text
    assert ideas.count("![map](../attachments/Images/map.png)") == 2
    assert "![](../attachments/Images/map.png)" in ideas
    assert "[The handout](../attachments/Docs/hand%20out.pdf)" in ideas
    # the links work from the document's file, as in any Markdown viewer
    doc_file = next((tmp_path / "project" / "documents").glob("ideas-*.md"))
    assert (doc_file.parent / "../attachments/Images/map.png").resolve() == copied.resolve()


def test_inline_tags_become_tags_but_not_in_code(vault: Path, tmp_path: Path) -> None:
    import_project(vault, tmp_path / "project")
    world = load(tmp_path / "project")
    assert world.find_documents_by_title("Ideas")[0].tags == ("plot/twist",)
    assert world.find_documents_by_title("Chapter 2")[0].tags == ("draft",)


# -- what is left out, and why ---------------------------------------------------------------


def test_every_file_left_out_is_in_the_report_with_its_reason(vault: Path, tmp_path: Path) -> None:
    report = import_project(vault, tmp_path / "project")
    reasons = {item.path: item.reason for item in report.skipped}
    expected = {
        ".obsidian": SkipReason.APP_SETTINGS,
        ".trash": SkipReason.HIDDEN,
        "Linked": SkipReason.LINK_OUTSIDE,
        "Notes/secret.md": SkipReason.LINK_OUTSIDE,
        "Notes/binary.md": SkipReason.NOT_TEXT,
    }
    if hasattr(os, "mkfifo"):
        expected["Notes/pipe.md"] = SkipReason.SPECIAL
    assert reasons == expected
    assert report.skipped_by_reason()[SkipReason.LINK_OUTSIDE] == 2


def test_import_never_reads_anything_outside_its_source(vault: Path, tmp_path: Path) -> None:
    """#13 item 6: a link to a file elsewhere (a secret, /proc/self/environ) is never read."""
    os.symlink("/proc/self/environ", vault / "Notes" / "environ.md")
    os.symlink("/etc/passwd", vault / "passwd.md")
    report = import_project(vault, tmp_path / "project")
    project = all_bytes(tmp_path / "project")
    assert SECRET.encode() not in project
    assert b"root:" not in project
    left_out = {item.path for item in report.skipped if item.reason is SkipReason.LINK_OUTSIDE}
    assert {"Notes/environ.md", "passwd.md", "Notes/secret.md"} <= left_out


def test_a_link_inside_the_source_is_read_through(tmp_path: Path) -> None:
    src = tmp_path / "src"
    write(src, "real/scene.md", "Inside.\n")
    os.symlink(src / "real" / "scene.md", src / "alias.md")
    import_project(src, tmp_path / "p")
    world = load(tmp_path / "p")
    assert [d.text for d in world.find_documents_by_title("alias")] == ["Inside.\n"]


# -- hard-wrapped text ------------------------------------------------------------------------


def test_hard_wrapped_text_is_noticed_and_joined_when_asked(vault: Path, tmp_path: Path) -> None:
    kept = import_project(vault, tmp_path / "kept")
    assert kept.hard_wrapped == ("Notes/Wrapped.txt",) and kept.lines_joined == 0
    assert load(tmp_path / "kept").find_documents_by_title("Wrapped")[0].text == HARD_WRAPPED * 4
    joined = import_project(vault, tmp_path / "joined", ImportOptions(join_lines=True))
    text = load(tmp_path / "joined").find_documents_by_title("Wrapped")[0].text
    assert joined.lines_joined == 24
    paragraphs = [p for p in text.split("\n\n") if p.strip()]
    assert len(paragraphs) == 4 and all("\n" not in p.strip() for p in paragraphs)
    assert "the well-known Anna Pávlovna Schérer, maid of honor" in text


# -- refusals, stop ----------------------------------------------------------------------------


def test_an_import_that_brings_in_nothing_is_an_error_with_the_reason(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    with pytest.raises(NothingToImportError, match="no Markdown or text files"):
        import_project(tmp_path / "empty", tmp_path / "p")
    write(tmp_path / "pictures", "a.png", b"\x89PNG")
    write(tmp_path / "pictures", ".hidden.md", "x")
    with pytest.raises(NothingToImportError, match="hidden"):
        import_project(tmp_path / "pictures", tmp_path / "p")
    assert not (tmp_path / "p").exists()


def test_import_refuses_a_missing_source_or_a_used_destination(vault: Path, tmp_path: Path) -> None:
    with pytest.raises(StorageError, match="not a folder"):
        import_project(tmp_path / "nowhere", tmp_path / "p")
    (tmp_path / "used").mkdir()
    (tmp_path / "used" / "file").write_text("x")
    with pytest.raises(StorageError, match="not empty"):
        import_project(vault, tmp_path / "used")
    with pytest.raises(StorageError, match="inside the folder"):
        import_project(vault, vault / "Quire copy")


def test_stopping_an_import_leaves_nothing_behind(vault: Path, tmp_path: Path) -> None:
    seen: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> None:
        seen.append((done, total))

    with pytest.raises(ImportCancelledError):
        import_project(vault, tmp_path / "p", progress=progress, cancel=lambda: len(seen) > 3)
    assert not (tmp_path / "p").exists()
    seen.clear()
    import_project(vault, tmp_path / "q", progress=progress)
    assert seen and all(done <= total for done, total in seen)


def test_natural_order() -> None:
    names = ["Chapter 10", "chapter 2", "Chapter 1", "Appendix", "Chapter 2b"]
    assert sorted(names, key=natural_key) == [
        "Appendix",
        "Chapter 1",
        "chapter 2",
        "Chapter 2b",
        "Chapter 10",
    ]


def test_a_wiki_link_in_a_table_keeps_its_escaped_separator(tmp_path: Path) -> None:
    src = tmp_path / "v"
    (src / ".obsidian").mkdir(parents=True)
    write(src, "Party/Jinx.md", "---\ntitle: Jinx the Quick\n---\nA rogue.\n")
    write(src, "Roster.md", "| who |\n|---|\n| [[Party/Jinx.md\\|Jinx]] |\n")
    report = import_project(src, tmp_path / "p")
    world = load(tmp_path / "p")
    roster = world.find_documents_by_title("Roster")[0].text
    assert "| [[Jinx the Quick\\|Jinx]] |" in roster
    assert report.links_unresolved == ()
    assert resolve(world, "Jinx the Quick") == world.find_documents_by_title("Jinx the Quick")[0].id


# -- one bad note never sinks an import (#31 item 9) -------------------------------------------


def test_an_import_that_cannot_be_saved_says_nothing_was_imported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Were text no file can store to reach the new project, the import says that nothing
    came in (it once said "the rest of the project was saved" and left no project)."""
    import assistant.world.importer.importing as importing

    write(tmp_path / "src", "odd.md", '---\ntitle: "\\ud800"\n---\nText.\n')
    monkeypatch.setattr(importing, "fit_draft", lambda draft, report: None)
    with pytest.raises(StorageError) as caught:
        import_project(tmp_path / "src", tmp_path / "p")
    assert str(caught.value).startswith("nothing was imported, because some of the text holds")
    assert "was saved" not in str(caught.value)
    assert not (tmp_path / "p").exists()


def test_a_note_that_fails_to_read_is_left_out_with_its_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A failure no check foresaw, in one note, leaves that note out, named with the reason."""
    import assistant.world.importer.vault as vault_module

    write(tmp_path / "src", "good.md", "Good.\n")
    write(tmp_path / "src", "cursed.md", "---\ncurse: yes\n---\nBad.\n")
    real = vault_module.read_front_matter

    def failing(text: str):  # type: ignore[no-untyped-def]
        if "curse" in text:
            raise ValueError("a failure no check foresaw")
        return real(text)

    monkeypatch.setattr(vault_module, "read_front_matter", failing)
    report = import_project(tmp_path / "src", tmp_path / "p")
    assert [(s.path, s.reason, s.detail) for s in report.skipped] == [
        ("cursed.md", SkipReason.UNREADABLE, "ValueError: a failure no check foresaw")
    ]
    assert [d.title for d in load(tmp_path / "p").documents.values()] == ["good"]


# -- no unhandled recursion (#31 item 13) -------------------------------------------------------


@contextmanager
def nested(top: Path, levels: int) -> Iterator[list[Path]]:
    """Folders ``d`` nested ``levels`` deep in ``top``, removed with what is in them at the
    end: pytest's own clean-up of old temporary folders recurses, once per level."""
    chain: list[Path] = []
    try:
        folder = top
        for _level in range(levels):
            folder = folder / "d"
            folder.mkdir()
            chain.append(folder)
        yield chain
    finally:
        for made in reversed(chain):
            for file in made.iterdir():
                file.unlink()
            made.rmdir()


def test_folders_nested_1200_deep_come_in_with_a_named_problem(tmp_path: Path) -> None:
    """Folders nested deeper than Python's recursion limit (a path of 2,400 characters)
    once raised RecursionError; now every note comes in, in order, in the deepest folder a
    project allows, and the report says so."""
    (tmp_path / "src").mkdir()
    write(tmp_path / "src", "top.md", "At the top.\n")
    with nested(tmp_path / "src", 1200) as chain:
        for level in (399, 799, 1199):
            write(chain[level], f"note {level}.md", f"Level {level}.\n")
        report = import_project(tmp_path / "src", tmp_path / "p")
    world = load(tmp_path / "p")
    assert max(world.folder_depth(f) for f in world.folders) == 32
    assert [d.title for d in world.documents_in_order()] == [
        "note 399", "note 799", "note 1199", "top"  # the folder "d" sorts before "top.md"
    ]
    (problem,) = report.problems
    assert (problem.path, problem.problem.values) == ("/".join(["d"] * 32),
                                                      {"depth": 32, "name": "d"})
    assert problem.reason.startswith("folders nested more than 32 deep; the documents below")


def test_an_attachment_nested_1100_deep_comes_in_with_its_links(tmp_path: Path) -> None:
    """Making the folders of a picture 1,100 deep among the attachments raised
    RecursionError; now its folders past the importers' depth are laid flat, and the notes'
    embeds point at it there."""
    (tmp_path / "src").mkdir()
    write(tmp_path / "src", "top.md", "At the top. ![[map.png]]\n")
    with nested(tmp_path / "src", 1100) as chain:
        write(chain[-1], "deep.md", "Down here. ![[map.png]]\n")
        (chain[-1] / "map.png").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(64))
        report = import_project(tmp_path / "src", tmp_path / "p")
    kept = "/".join(["d"] * SOURCE_DEPTH + ["map.png"])
    assert report.attachments == (kept,)
    assert (tmp_path / "p" / "attachments" / kept).read_bytes().startswith(b"\x89PNG")
    world = load(tmp_path / "p")
    texts = {d.title: d.text for d in world.documents_in_order()}
    assert all(f"(../attachments/{kept})" in texts[title] for title in ("top", "deep"))


def test_a_note_gives_the_reason_the_writer_sees_when_its_folder_agrees() -> None:
    ilsa = detect("Characters/Ilsa Varr.md", {}, ["npc"])
    assert ilsa == Detected(EntityKind.CHARACTER, "folder")
    assert detect("Characters/Ilsa.md", {"type": "npc"}, []).sign == "folder"
    assert detect("Notes/Ilsa.md", {}, ["npc"]) == Detected(EntityKind.CHARACTER, "tag")
    # the folder says another kind: the stronger sign wins, and is the one named
    assert detect("Places/Ilsa.md", {}, ["npc"]) == Detected(EntityKind.CHARACTER, "tag")
    assert detect("Places/Port.md", {}, []) == Detected(EntityKind.PLACE, "folder")
    assert detect("Notes/Idea.md", {}, []) == Detected(None)

"""Front matter ``private: true`` in a vault or a Markdown folder becomes the private mark."""

from __future__ import annotations

from pathlib import Path

from assistant.world.importer import import_project
from assistant.world.privacy.material import entity_is_private, node_is_private
from assistant.world.problems import ProblemKind
from assistant.world.storage.store import ProjectStore
from tests.world.importer.vault_fixture import write


def test_a_note_marked_private_in_its_front_matter_is_imported_private(tmp_path: Path) -> None:
    vault = tmp_path / "vault"
    write(vault, "Chapter 1.md", "Mara came.\n")
    write(vault, "Plot secrets.md", "---\nprivate: true\nstatus: idea\n---\nOda did it.\n")
    write(vault, "Notes/Diary.md", "---\nprivate: yes\n---\nMine.\n")
    write(vault, "Notes/Open.md", "---\nprivate: no\n---\nFor all.\n")
    write(vault, "Notes/Unsure.md", "---\nprivate: perhaps\n---\nHmm.\n")
    write(vault, "Characters/Oda.md", "---\ntype: character\nprivate: true\n---\nThe heir.\n")
    report = import_project(vault, tmp_path / "project")
    store = ProjectStore(tmp_path / "project")
    world = store.load()
    assert store.problems == ()

    def private(title: str) -> bool:
        return node_is_private(world, world.find_documents_by_title(title)[0].id)

    assert private("Plot secrets") and private("Diary") and private("Unsure")
    assert not private("Chapter 1") and not private("Open")
    secrets = world.find_documents_by_title("Plot secrets")[0]
    assert secrets.status == "idea" and secrets.fields == ()  # the flag is not kept as a field
    oda = world.find_entities_by_name("Oda")[0]
    assert entity_is_private(world, oda.id) and oda.aliases == ()
    problems = {p.path: p.problem.kind for p in report.problems}
    assert problems == {"Notes/Unsure.md": ProblemKind.PRIVATE_NOT_YES_OR_NO}

"""``quire merge-driver`` as git's merge driver, with a real git in a real repository: two
branches that changed different paragraphs and neighbouring front-matter keys of one document
merge cleanly (git's own line merge calls that a conflict); a paragraph both branches rewrote
leaves git's markers around that paragraph only, and Quire then offers to merge it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from assistant.world.model import Document, Entity, EntityKind, ProjectMeta
from assistant.world.problems import ProblemKind
from assistant.world.storage.frontmatter import document_to_text, entity_to_text
from assistant.world.storage.store import ProjectStore, document_path, entity_path
from tests.cli.quire import run
from tests.paths import REPO
from tests.worlds import flat_world

GIT = shutil.which("git")
pytestmark = pytest.mark.skipif(GIT is None, reason="git is not installed")

CHAPTER = Document(
    "d-0000000001",
    "The Crossing",
    "The bridge held.\n\nMára crossed at dawn.\n\nThe river was high.\n",
)
MARA = Entity("e-0000000001", "Mára Vell", EntityKind.CHARACTER, fields=(("Age", "34"),))
ATTRIBUTES = "documents/*.md merge=quire\nentities/*.md merge=quire\n"


def git(repo: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO), "GIT_CONFIG_NOSYSTEM": "1",
           "HOME": str(repo.parent)}  # fmt: skip
    return subprocess.run(
        [str(GIT), *args], cwd=repo, env=env, capture_output=True, text=True, check=check
    )


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A project under git whose documents and entities git merges with Quire's driver."""
    root = tmp_path / "novel"
    world = flat_world(CHAPTER, entities=(MARA,))
    ProjectStore.create(root, ProjectMeta("The Salt Road"), world)
    (root / ".gitattributes").write_text(ATTRIBUTES, encoding="utf-8")
    git(root, "init", "-q", "-b", "main")
    git(root, "config", "user.name", "Ann Writer")
    git(root, "config", "user.email", "ann@example.org")
    driver = f"{sys.executable} -m assistant.cli merge-driver %O %A %B %P --marker-size %L"
    git(root, "config", "merge.quire.name", "Quire's paragraph merge")
    git(root, "config", "merge.quire.driver", driver)
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "The first draft")
    return root


def write(root: Path, value: Document | Entity) -> None:
    if isinstance(value, Document):
        (root / document_path(value)).write_text(document_to_text(value), encoding="utf-8")
    else:
        (root / entity_path(value)).write_text(entity_to_text(value), encoding="utf-8")


def on_branches(repo: Path, desktop: list[Document | Entity], laptop: list[Document | Entity]):
    """The desktop's changes committed on a branch, the laptop's on main, then merged."""
    git(repo, "checkout", "-q", "-b", "desktop")
    for value in desktop:
        write(repo, value)
    git(repo, "commit", "-q", "-am", "On the desktop")
    git(repo, "checkout", "-q", "main")
    for value in laptop:
        write(repo, value)
    git(repo, "commit", "-q", "-am", "On the laptop")
    return git(repo, "merge", "desktop", "-m", "Merge the desktop's work", check=False)


def test_different_paragraphs_and_neighbouring_keys_merge_cleanly(repo: Path) -> None:
    text = CHAPTER.text
    merged = on_branches(
        repo,
        [replace(CHAPTER, status="draft", text=text.replace("high", "brown and high")),
         replace(MARA, fields=(("Age", "34"), ("Eyes", "grey")))],
        [replace(CHAPTER, synopsis="She crosses.", text=text.replace("held", "still held")),
         replace(MARA, fields=(("Age", "35"),))],
    )  # fmt: skip
    assert merged.returncode == 0, merged.stdout + merged.stderr
    world = ProjectStore(repo).load()
    doc = world.documents[CHAPTER.id]
    assert doc.text == (
        "The bridge still held.\n\nMára crossed at dawn.\n\nThe river was brown and high.\n"
    )
    assert (doc.synopsis, doc.status) == ("She crosses.", "draft")
    assert world.entities[MARA.id].fields == (("Age", "35"), ("Eyes", "grey"))
    assert git(repo, "status", "--porcelain").stdout == ""


def test_without_the_driver_git_calls_the_same_branches_a_conflict(tmp_path: Path) -> None:
    """The reason for the driver: git's line merge cannot merge neighbouring keys."""
    root = tmp_path / "novel"
    ProjectStore.create(root, ProjectMeta("The Salt Road"), flat_world(CHAPTER))
    git(root, "init", "-q", "-b", "main")
    git(root, "config", "user.name", "Ann Writer")
    git(root, "config", "user.email", "ann@example.org")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", "The first draft")
    merged = on_branches(
        root, [replace(CHAPTER, status="draft")], [replace(CHAPTER, synopsis="She crosses.")]
    )
    assert merged.returncode != 0 and "CONFLICT" in merged.stdout


def test_a_paragraph_both_rewrote_is_marked_alone_and_offered_for_a_merge(
    capsys, repo: Path
) -> None:
    text = CHAPTER.text
    merged = on_branches(
        repo,
        [replace(CHAPTER, text=text.replace("dawn", "noon").replace("high", "low"))],
        [replace(CHAPTER, status="draft", text=text.replace("dawn", "dusk"))],
    )
    assert merged.returncode == 1
    assert "CONFLICT (content): Merge conflict in documents/" in merged.stdout
    file = (repo / document_path(CHAPTER)).read_text(encoding="utf-8")
    assert file.endswith(
        "\nThe bridge held.\n\n<<<<<<< ours\nMára crossed at dusk.\n||||||| base\n"
        "Mára crossed at dawn.\n=======\nMára crossed at noon.\n>>>>>>> theirs\n\n"
        "The river was low.\n"
    )
    assert 'status: "draft"' in file
    store = ProjectStore(repo)
    store.load()
    assert [p.kind for p in store.problems] == [ProblemKind.CONFLICT_MARKERS]
    code, _out, err = run(capsys, "merge", str(repo), "--take", "ours")
    assert code == 0, err
    doc = ProjectStore(repo).load().documents[CHAPTER.id]
    assert doc.text == "The bridge held.\n\nMára crossed at dusk.\n\nThe river was low.\n"
    assert doc.status == "draft"
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "Merged in Quire")
    assert git(repo, "status", "--porcelain").stdout == "", ".quire stays out of git"


def test_the_driver_refuses_what_is_not_text(tmp_path: Path, capsys) -> None:
    base, ours, theirs = (tmp_path / name for name in ("o", "a", "b"))
    base.write_bytes(b"a\n")
    ours.write_bytes(b"\xff\xfe")
    theirs.write_bytes(b"b\n")
    code, _out, err = run(capsys, "merge-driver", str(base), str(ours), str(theirs), "x.md")
    assert code == 2 and "not UTF-8" in err
    assert ours.read_bytes() == b"\xff\xfe", "left as it was"

"""``.quire/.gitignore``: Quire's own folder stays out of the writer's git repository, so that
``git add -A`` never commits the lock (which would make every clone refuse to open) nor the
conversations."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from assistant.world.model import ProjectMeta
from assistant.world.storage.layout import GITIGNORE_TEXT
from assistant.world.storage.lock import ProjectLock
from assistant.world.storage.store import ProjectStore
from tests.paths import SAMPLE

GIT = shutil.which("git")


def test_quires_folder_has_it_as_soon_as_it_is_made(tmp_path: Path) -> None:
    store = ProjectStore.create(tmp_path / "novel", ProjectMeta("Salt Road", "", "en"))
    assert (store.app_data_dir / ".gitignore").read_text(encoding="utf-8") == GITIGNORE_TEXT


def test_opening_a_project_made_elsewhere_adds_it(tmp_path: Path) -> None:
    project = Path(
        shutil.copytree(SAMPLE, tmp_path / "sample", ignore=shutil.ignore_patterns(".quire"))
    )
    with ProjectLock(project):
        assert (project / ".quire" / ".gitignore").is_file()


def test_the_writers_own_gitignore_is_kept(tmp_path: Path) -> None:
    project = Path(
        shutil.copytree(SAMPLE, tmp_path / "sample", ignore=shutil.ignore_patterns(".quire"))
    )
    (project / ".quire").mkdir()
    (project / ".quire" / ".gitignore").write_text("*\n!snapshots/\n", encoding="utf-8")
    with ProjectLock(project):
        pass
    store = ProjectStore(project)
    store.save(store.load())
    assert (project / ".quire" / ".gitignore").read_text(encoding="utf-8") == "*\n!snapshots/\n"


@pytest.mark.skipif(GIT is None, reason="git is not installed")
def test_git_add_all_commits_the_book_and_not_the_lock(tmp_path: Path) -> None:
    project = Path(
        shutil.copytree(SAMPLE, tmp_path / "sample", ignore=shutil.ignore_patterns(".quire"))
    )
    (project / ".quire").mkdir()  # a folder Quire made before it wrote .gitignore files
    (project / ".quire" / "conversations").mkdir()
    (project / ".quire" / "conversations" / "c-1.json").write_text("{}", encoding="utf-8")

    def git(*args: str) -> str:
        return subprocess.run(
            [GIT, "-C", str(project), *args], capture_output=True, text=True, check=True,
            timeout=60,
        ).stdout  # fmt: skip

    git("init", "-q")
    with ProjectLock(project):  # the app has the project open
        git("add", "-A")
        staged = git("diff", "--cached", "--name-only").splitlines()
    assert "project.quire" in staged
    assert any(name.startswith("documents/") for name in staged)
    assert [name for name in staged if name.startswith(".quire")] == []

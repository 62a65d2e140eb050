"""Quire's data inside the package: found there from a checkout and from an install alike."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import assistant
from assistant import resources
from tests.paths import REPO

PACKAGE = Path(assistant.__file__).resolve().parent


def test_a_checkout_reads_its_data_from_the_package_folder():
    assert resources.sample_dir() == PACKAGE / "resources" / "sample"
    assert (resources.sample_dir() / "project.quire").is_file()
    assert (resources.icons_dir() / "quire-512.png").is_file()
    assert resources.translations_dir() == PACKAGE / "resources" / "translations"
    assert resources.translation_sources() == REPO / "translations"
    assert resources.manual_file() == REPO / "README.md"  # no copy: the README itself


def test_an_installed_copy_reads_everything_from_its_own_package(tmp_path):
    """A wheel's install: the package alone, the manual copied in by the build, no
    checkout around it."""
    site = tmp_path / "site-packages"
    shutil.copytree(PACKAGE, site / "assistant", ignore=shutil.ignore_patterns("__pycache__"))
    manual = site / "assistant" / "resources" / "manual"
    manual.mkdir()
    (manual / "README.md").write_text("# Quire\n\n## Writing in Quire\n", encoding="utf-8")
    probe = (
        "from assistant import resources as r; "
        "print(r.manual_file()); print(r.sample_dir()); print(r.translation_sources())"
    )
    env = {**os.environ, "PYTHONPATH": str(site)}
    result = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=env,
        cwd=tmp_path, timeout=60, check=True,
    )  # fmt: skip
    manual_file, sample, sources = result.stdout.splitlines()
    assert Path(manual_file) == manual / "README.md"
    assert Path(sample) == site / "assistant" / "resources" / "sample"
    assert sources == "None"  # nothing to compile: the wheel's .qm files are all there is

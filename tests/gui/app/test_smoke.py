"""The smoke test the built app runs (``quire --smoke-test``), here from the source tree."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from assistant.gui.app.about_dialog import DISTRIBUTIONS
from assistant.gui.app.smoke import SmokeReport, compiled_translations, isolated_environment
from assistant.world.storage.store import ProjectStore
from tests.paths import REPO

ROOT = REPO
SAMPLE = ROOT / "assistant" / "resources" / "sample"

MINIMAL_TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context><name>MainWindow</name>
<message><source>Quire</source><translation>Quire (de)</translation></message>
</context>
</TS>
"""


def test_smoke_test_opens_the_sample_and_reports_it(tmp_path):
    config = tmp_path / "config"
    config.mkdir()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QUIRE_CONFIG_DIR": str(config)}
    before = sorted(SAMPLE.rglob("*"))
    result = subprocess.run(
        [sys.executable, "-m", "assistant.gui.app.smoke"],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=90, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    store = ProjectStore(SAMPLE)
    world = store.load()
    line = result.stdout.strip().splitlines()[-1]
    assert re.match(
        rf"smoke ok: {len(world.documents)} documents, {len(world.entities)} entities, "
        rf"{world.word_count()} words; translations: .*; icon sizes: 7; "
        rf"libraries: {len(DISTRIBUTIONS) + 3}$",  # Python, Qt, PySide6 and the rest
        line,
    ), line
    assert list(config.iterdir()) == []  # the writer's settings were not touched
    assert sorted(SAMPLE.rglob("*")) == before  # the bundled sample was copied, not opened


def test_a_failed_report_names_every_problem():
    report = SmokeReport(documents=3, problems=("no window icon", "the project tree is empty"))
    assert not report.ok
    assert report.line() == "smoke failed: no window icon; the project tree is empty"
    assert (
        SmokeReport(documents=3, entities=2, words=10)
        .line()
        .startswith("smoke ok: 3 documents, 2 entities, 10 words; translations: none;")
    )


def test_compiled_translations_load_and_broken_ones_are_named(qapp, tmp_path):
    source = tmp_path / "quire_de.ts"
    source.write_text(MINIMAL_TS, encoding="utf-8")
    lrelease = Path(sys.executable).with_name("pyside6-lrelease")
    (tmp_path / "quire_fr.qm").write_bytes(b"not a translation")
    unfinished = MINIMAL_TS.replace('language="de"', 'language="nb"').replace(
        "<translation>Quire (de)</translation>", '<translation type="unfinished"/>'
    )
    (tmp_path / "quire_nb.ts").write_text(unfinished, encoding="utf-8")
    for language in ("de", "nb"):
        subprocess.run(
            [str(lrelease), "-silent", str(tmp_path / f"quire_{language}.ts"),
             "-qm", str(tmp_path / f"quire_{language}.qm")],
            check=True, capture_output=True, timeout=60,
        )  # fmt: skip
    loaded, broken = compiled_translations(tmp_path)
    assert loaded == ["de", "nb"]  # one not translated yet is empty, not broken
    assert broken == ["quire_fr.qm"]


def test_isolated_environment_puts_everything_back(monkeypatch, tmp_path):
    monkeypatch.setenv("QUIRE_CONFIG_DIR", "/somewhere/else")
    monkeypatch.setenv("QUIRE_MODEL", "a-model")
    monkeypatch.delenv("QUIRE_DATA_DIR", raising=False)
    with isolated_environment(tmp_path):
        assert os.environ["QUIRE_CONFIG_DIR"] == str(tmp_path / "config")
        assert os.environ["QUIRE_DATA_DIR"] == str(tmp_path / "data")
        assert "QUIRE_MODEL" not in os.environ
    assert os.environ["QUIRE_CONFIG_DIR"] == "/somewhere/else"
    assert os.environ["QUIRE_MODEL"] == "a-model"
    assert "QUIRE_DATA_DIR" not in os.environ

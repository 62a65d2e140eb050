"""The translations are in step with the source and complete.

lupdate runs over the source into a temporary copy of every ``.ts`` file (as ``make
translations`` does); a string it has to add or drop means the committed files are out of
date, and an entry left unfinished means a writer would see English.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.paths import REPO

ROOT = REPO
TRANSLATIONS = ROOT / "translations"
LANGUAGES = ("es", "de", "fr", "nb")
PLURAL_FORMS = 2
LUPDATE = Path(sys.executable).with_name("pyside6-lupdate")
PLACEHOLDER = re.compile(r"%L?n|%\d|\{\w+\}|</?[a-z][^>]*>")
# (context, source) -> (numerus, [translations]) for one .ts file
Entries = dict[tuple[str, str], tuple[bool, list[str], bool]]


def _entries(path: Path) -> Entries:
    entries: Entries = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [form.text or "" for form in translation.findall("numerusform")]
            texts = forms if message.get("numerus") == "yes" else [translation.text or ""]
            finished = translation.get("type") not in ("unfinished", "vanished", "obsolete")
            key = (name, message.findtext("source") or "")
            entries[key] = (message.get("numerus") == "yes", texts, finished)
    return entries


@pytest.fixture(scope="module")
def updated(tmp_path_factory) -> dict[str, tuple[Entries, Entries]]:
    """Each language's committed entries and the entries after lupdate on a copy."""
    folder = tmp_path_factory.mktemp("ts")
    names = [*LANGUAGES, "en"]
    for name in names:
        shutil.copy(TRANSLATIONS / f"quire_{name}.ts", folder)
    sources = sorted(str(p) for p in (ROOT / "assistant").rglob("*.py"))
    args = [str(LUPDATE), *sources, "-no-obsolete", "-locations", "none", "-silent"]
    copies = [str(folder / f"quire_{language}.ts") for language in LANGUAGES]
    subprocess.run([*args, "-ts", *copies], check=True, capture_output=True, timeout=60)
    english = str(folder / "quire_en.ts")
    subprocess.run([*args, "-pluralonly", "-ts", english], check=True, timeout=60)
    return {
        name: (_entries(TRANSLATIONS / f"quire_{name}.ts"), _entries(folder / f"quire_{name}.ts"))
        for name in names
    }


@pytest.mark.parametrize("language", [*LANGUAGES, "en"])
def test_no_source_string_is_missing_or_left_over(updated, language):
    committed, fresh = updated[language]
    missing = sorted(set(fresh) - set(committed))
    stale = sorted(set(committed) - set(fresh))
    assert not missing, f"run make translations and translate: {missing}"
    assert not stale, f"run make translations: {stale}"


@pytest.mark.parametrize("language", [*LANGUAGES, "en"])
def test_every_entry_is_translated(updated, language):
    _committed, fresh = updated[language]
    assert fresh, "no entries: lupdate found no translatable strings"
    unfinished = [key for key, (_n, texts, done) in fresh.items() if not done or not all(texts)]
    assert not unfinished, unfinished


@pytest.mark.parametrize("language", [*LANGUAGES, "en"])
def test_plural_forms_placeholders_accelerators_and_tags_are_kept(updated, language):
    _committed, fresh = updated[language]
    problems = []
    for (context, source), (numerus, texts, _done) in fresh.items():
        if numerus and len(texts) != PLURAL_FORMS:
            problems.append((context, source, f"{len(texts)} plural forms"))
        wanted = sorted(PLACEHOLDER.findall(source))
        accelerators = source.replace("&&", "").count("&")
        for text in texts:
            if sorted(PLACEHOLDER.findall(text)) != wanted and source != "<opened>":
                problems.append((context, source, text))
            if text.replace("&&", "").count("&") != accelerators:
                problems.append((context, source, f"accelerator in {text!r}"))
    assert not problems, problems


def test_every_count_shown_uses_plural_forms(updated):
    """A source with a number in it is numerus (``%n``) unless it names no countable noun."""
    committed, _fresh = updated["de"]
    plural = {source for (_c, source), (numerus, _t, _d) in committed.items() if numerus}
    assert {"%Ln words", "%Ln matches", "Wait about %Ln seconds, then try again."} <= plural


SAME_IN_GERMAN = {("QPlatformTheme", "OK"), ("QFileSystemModel", "Name"),
                  ("QFileSystemModel", "Computer")}  # fmt: skip


def test_qt_own_strings_are_spelled_as_qt_spells_them(qapp):
    """Quire's entries in Qt's contexts (assistant/gui/app/qt_strings.py) only work when context
    and source match Qt's exactly: Qt's own German catalogue knows each of them."""
    from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator

    translator = QTranslator()
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if not translator.load("qtbase_de", folder):
        pytest.skip("Qt's German catalogue is not installed")
    QCoreApplication.installTranslator(translator)
    try:
        entries = _entries(TRANSLATIONS / "quire_de.ts")
        qt_keys = [(c, s) for c, s in entries
                   if (c.startswith("Q") and c[1:2].isupper()) or c == "CloseButton"]  # fmt: skip
        unknown = [
            (context, source)
            for context, source in qt_keys
            if QCoreApplication.translate(context, source) == source
            and (context, source) not in SAME_IN_GERMAN
        ]
    finally:
        QCoreApplication.removeTranslator(translator)
    assert len(qt_keys) > 40 and not unknown, unknown


# Sentences a native reader marked as wrong (reviews/translations-3.md): they must not return.
REFUSED = [
    ("es", "ImportDialog", "Choose where the new project goes.", "Elija dónde"),
    ("es", "EditorSettingsGroup", "Reading serif (automatic)", "Serifa de lectura"),
    ("de", "QuestionCard", "Answer with this", "Dies antworten"),
    ("fr", "QuestionCard", "Answer with this", "Répondre ceci"),
    ("fr", "SettingsDialog", "The port after : must be a number from 1 to 65535.",
     "Le port après\u00a0: doit"),
    ("fr", "ToolStatus", "Summarising %1…", "Résumé de %1…"),
    ("nb", "ChangeWords", "Changed the kind of %1", "Endret typen til"),
    ("nb", "SnapshotsDialog", "Made by", "Årsak"),
    ("nb", "ImportReportDialog", "Special files (fifos, sockets, devices)", "sokler"),
]  # fmt: skip


@pytest.mark.parametrize(("language", "context", "source", "wrong"), REFUSED)
def test_a_sentence_a_native_reader_refused_does_not_return(language, context, source, wrong):
    _numerus, texts, finished = _entries(TRANSLATIONS / f"quire_{language}.ts")[context, source]
    assert finished and all(texts)
    assert not any(text.startswith(wrong) or wrong in text for text in texts), texts

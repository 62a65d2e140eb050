"""Choosing and loading the writer's language."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale

from assistant.gui.app import i18n


def test_system_language_maps_to_a_supported_one() -> None:
    assert i18n.system_language(QLocale("de_AT")) == "de"
    assert i18n.system_language(QLocale("nn_NO")) == "nb"
    assert i18n.system_language(QLocale("nb_NO")) == "nb"
    assert i18n.system_language(QLocale("ja_JP")) == "en"


def test_resolve_language_prefers_the_setting() -> None:
    assert i18n.resolve_language("fr") == "fr"
    assert i18n.resolve_language("xx") in i18n.SUPPORTED


def test_native_names_are_offered() -> None:
    names = {language.code: language.native_name for language in i18n.LANGUAGES}
    assert names["nb"] == "Norsk bokmål" and names["es"] == "Español"


def test_install_loads_and_removes_translators(qapp, tmp_path: Path, monkeypatch) -> None:
    source = tmp_path / "quire_de.ts"
    source.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="de">'
        "<context><name>Probe</name><message><source>Chapter</source>"
        "<translation>Kapitel</translation></message></context></TS>\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)
    i18n.compile_translations(tmp_path)
    assert (tmp_path / "quire_de.qm").exists()
    translations = i18n.TranslationSet()
    assert translations.install("de") == "de"
    assert QCoreApplication.translate("Probe", "Chapter") == "Kapitel"
    assert QLocale().toString(12345) == "12.345"
    assert translations.install("en") == "en"
    assert QCoreApplication.translate("Probe", "Chapter") == "Chapter"

"""The writer's language: which translation to load, and loading it (Quire's and Qt's own).

The language follows the system locale when Quire has a translation for it, else English,
unless the writer picked one in settings. Translations are compiled from
``translations/quire_<lang>.ts`` to ``.qm`` files in the package's data
(``assistant/resources/translations``) by the build (``make qm``, or the wheel's build);
``make translations`` brings the ``.ts`` files up to date with the source. ``quire_en.ts``
holds only the English plural forms.
"""

from __future__ import annotations

import logging
import sys
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from assistant import resources

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Language:
    code: str
    native_name: str


LANGUAGES: tuple[Language, ...] = (
    Language("en", "English"),
    Language("es", "Español"),
    Language("de", "Deutsch"),
    Language("fr", "Français"),
    Language("nb", "Norsk bokmål"),
)
SUPPORTED = tuple(language.code for language in LANGUAGES)

QT_FALLBACKS: dict[str, tuple[str, ...]] = {
    "es": ("es",),
    "de": ("de",),
    "fr": ("fr",),
    "nb": ("nb", "no"),  # Qt ships no bokmål catalogue today; take one if a later Qt does
}


def translations_dir() -> Path:
    """Where the compiled translations are: in the package (a wheel, a frozen app, a checkout
    after ``make qm``)."""
    return resources.translations_dir()


def system_language(locale: QLocale | None = None) -> str:
    """The system's language when Quire speaks it, else English (Norwegian maps to bokmål)."""
    locale = locale or QLocale.system()
    for name in locale.uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in ("no", "nn"):
            code = "nb"
        if code in SUPPORTED:
            return code
    return "en"


def resolve_language(setting: str | None) -> str:
    """The language to use for a settings value ("" or None or "system" means the system's)."""
    if setting and setting in SUPPORTED:
        return setting
    return system_language()


def compile_translations(folder: Path | None = None, target: Path | None = None) -> None:
    """Build missing or stale ``.qm`` files from the ``.ts`` sources in ``folder`` into
    ``target`` (by default the checkout's sources into the package; nothing in an install,
    which has no sources and its ``.qm`` files already)."""
    sources = folder or resources.translation_sources()
    if sources is None:
        return
    target = target or (folder if folder is not None else translations_dir())
    target.mkdir(parents=True, exist_ok=True)
    for source in sources.glob("quire_*.ts"):
        compiled = target / source.with_suffix(".qm").name
        if compiled.exists() and compiled.stat().st_mtime >= source.stat().st_mtime:
            continue
        import subprocess  # only in a checkout whose translations changed

        lrelease = Path(sys.executable).with_name("pyside6-lrelease")
        try:
            subprocess.run(
                [str(lrelease), "-silent", str(source), "-qm", str(compiled)],
                check=True,
                capture_output=True,
            )
        except (OSError, subprocess.CalledProcessError):
            log.warning("could not compile %s", source, exc_info=True)


class TranslationSet:
    """Quire's and Qt's translators for one language, installed on the application."""

    def __init__(self) -> None:
        self._translators: list[QTranslator] = []
        self.language = "en"

    def uninstall(self) -> None:
        """Take this set's translators off the application (English, untranslated, again)."""
        app = QCoreApplication.instance()
        for translator in self._translators:
            app.removeTranslator(translator)
        self._translators = []

    def install(self, language: str) -> str:
        """Switch the application to ``language``; returns the language actually in use."""
        self.uninstall()
        app = QCoreApplication.instance()
        self.language = language if language in SUPPORTED else "en"
        QLocale.setDefault(QLocale(self.language))
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        # English needs its catalogue only for plural forms ("1 word", "2 words")
        candidates = [
            [(f"quire_{self.language}", str(translations_dir()))],
            [(f"qtbase_{name}", qt_dir) for name in QT_FALLBACKS.get(self.language, ())],
        ]
        for choices in filter(None, candidates):
            for name, folder in choices:
                translator = QTranslator(app)
                if translator.load(name, folder):
                    app.installTranslator(translator)
                    self._translators.append(translator)
                    break
            else:
                log.info("no translation among %s", choices)
        return self.language

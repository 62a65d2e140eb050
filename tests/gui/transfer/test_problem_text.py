"""What Quire says about a damaged project, or about an import's source, is said in the
writer's language: opened through the real window in German, the problems box lists every
problem in German and no English reason; an import's report in French and Norwegian does the
same; and every kind of problem has a text of its own."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from assistant.gui.app.i18n import TranslationSet, compile_translations
from assistant.gui.transfer import problem_text as problem_text_module
from assistant.gui.transfer.import_report import ImportReportDialog
from assistant.gui.transfer.problem_text import has_text, problem_text
from assistant.gui.window.controller import ProjectController
from assistant.gui.window.main_window import MainWindow
from assistant.gui.window.questions import Prompts
from assistant.world.problems import TYPE_NAMES, Outcome, Problem, ProblemKind
from assistant.world.storage.store import ProjectStore
from tests.gui.app.test_no_english_left import EnglishSources
from tests.world.storage.damaged_project import damaged_project


@pytest.fixture(scope="module", autouse=True)
def compiled() -> None:
    compile_translations()


@pytest.fixture
def speak(qapp) -> Iterator[TranslationSet]:
    """Installs a language for the test; afterwards the app is untranslated again."""
    locale = QLocale()
    translations = TranslationSet()
    yield translations
    translations.uninstall()
    QLocale.setDefault(locale)


class WriterPrompts(Prompts):
    """The window's real dialogs, except that the folders the writer picks are given here."""

    def __init__(self, parent, *, project: Path | None = None, source: Path | None = None,
                 destination: Path | None = None) -> None:
        super().__init__(parent)
        self.project, self.source, self.destination = project, source, destination

    def choose_project_folder(self, start: Path | None) -> Path | None:
        return self.project

    def choose_import_source(self, start: Path | None) -> Path | None:
        return self.source

    def choose_import_destination(self, suggestion: Path) -> Path | None:
        return self.destination


def _window(qtbot, tmp_path: Path) -> MainWindow:
    controller = ProjectController()
    window = MainWindow(controller, QSettings(str(tmp_path / "w.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    return window


def _caught_boxes(monkeypatch) -> list[QMessageBox]:
    """Message boxes, shown and put aside instead of waiting for the writer."""
    boxes: list[QMessageBox] = []

    def shown(box: QMessageBox) -> int:
        box.show()
        boxes.append(box)
        box.hide()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", shown)
    return boxes


def test_a_damaged_project_opened_in_german_lists_its_problems_in_german(
    qtbot, speak, tmp_path, monkeypatch
):
    root = damaged_project(tmp_path / "Roman")
    assert speak.install("de") == "de"
    window = _window(qtbot, tmp_path)
    window.prompts = WriterPrompts(window, project=root)
    boxes = _caught_boxes(monkeypatch)

    window.menus.open_action.trigger()

    assert window.controller.root == root
    (box,) = boxes
    assert box.windowTitle() == "Einige Dateien konnten nicht gelesen werden"
    assert box.text().startswith("„Roman“ wurde geöffnet, aber 6 Dateien hatten Probleme")
    problems = window.controller.project.store.problems
    assert len(problems) == 12
    listed = _by_file(box.detailedText())
    assert list(listed) == list(dict.fromkeys(p.path for p in problems))
    expected = {
        ".quire/save-journal.json": [
            "von einem unterbrochenen Speichervorgang einer früheren Quire-Version übrig, für "
            "den diese Version nicht bürgen kann; beiseitegelegt: Jede Datei wird so gelesen, "
            "wie sie ist, und keine wird entfernt"
        ],
        "project.quire": [
            "mehr als 32 Ordner tief verschachtelt; die tieferen Teile wurden verworfen",
            "unbekannte Schlüssel ignoriert: 'mood'",
            "Baum: d-0000000001 ist mehrfach aufgeführt; der erste Eintrag wurde behalten",
            "Ordner f-9000000035: Ein Eintrag ohne ID wurde verworfen",
        ],
        "documents/bad-bytes-d-0000000101.md": ["kein UTF-8-Text (Byte 44); übersprungen"],
        "documents/open-d-0000000102.md": [
            "Dateikopf nicht abgeschlossen: keine zweite Zeile „---“; übersprungen"
        ],
        "documents/copy-of-the-bridge-d-0000000001.md": [
            "doppelte ID d-0000000001 (auch in documents/the-bridge-d-0000000001.md); "
            "übersprungen"
        ],
    }
    for path, texts in expected.items():
        assert listed[path] == texts, path
    assert listed["documents/odd-d-0000000103.md"][0] == (
        "unbekannte Art 'poem' (eine von chapter, scene, note, text); als scene gelesen"
    )
    english = EnglishSources("de")
    shown = [text for texts in listed.values() for text in texts]
    assert len(shown) == len(problems)
    for problem in problems:
        assert all(problem.reason not in text for text in shown)
    for text in shown:
        assert english.found_in(text) is None, text
    window.controller.close()


def _by_file(listing: str) -> dict[str, list[str]]:
    """The problems box's details read back: each file's path, and the lines under it."""
    files: dict[str, list[str]] = {}
    texts: list[str] = []
    for line in listing.splitlines():
        if line.startswith("  • "):
            texts.append(line.removeprefix("  • "))
        else:
            texts = files.setdefault(line, [])
    return files


def test_every_kind_and_outcome_has_a_text_of_its_own(speak):
    assert speak.install("de") == "de"
    missing = [kind for kind in ProblemKind if not has_text(kind)]
    assert not missing, f"say these in problem_text.py and translate them: {missing}"
    details = {
        "byte": 7, "id": "d-1", "other": "documents/a.md", "manifest": "project.quire",
        "version": 1, "error": "x", "file": "documents/a.md", "line": 3, "column": 4,
        "depth": 32, "keys": "'k'", "key": "title", "default": "Untitled", "place": "trash",
        "value": "'v'", "day": "2024-01-01", "type": "list", "prefix": "d-", "maximum": 9,
        "allowed": "a, b", "name": "'n'", "character": "U+D800", "at": 2, "seconds": 60,
        "kept": ".quire/recovered/", "colour": "'red'", "word": "two words",
        "series": "../Salt Road", "reason": "x", "number": 2, "most": 10,
    }
    for kind in ProblemKind:
        problem = Problem.of(kind, **details)
        assert problem_text(problem) != problem.english(), kind
    for outcome in Outcome:
        bare = Problem.of(ProblemKind.NOT_JSON_OBJECT)
        assert problem_text(bare.then(outcome)).startswith(problem_text(bare) + "; ")
        assert problem_text(bare.then(outcome)) != bare.then(outcome).english(), outcome
    for name in TYPE_NAMES:
        problem = Problem.of(ProblemKind.ID_NOT_TEXT, type=name)
        assert TYPE_NAMES[name] not in problem_text(problem)


def test_a_kind_without_a_text_shows_its_english(monkeypatch):
    problem = Problem.of(ProblemKind.DUPLICATE_ID, id="d-1", other="documents/a.md")
    monkeypatch.delitem(problem_text_module._TEXTS, ProblemKind.DUPLICATE_ID)
    assert problem_text(problem) == "duplicate id d-1 (also in documents/a.md); skipped"


def test_untranslated_the_app_says_what_the_command_line_says(tmp_path):
    """In English the app says each problem as ``quire check`` does, with typographic quotes."""
    store = ProjectStore(damaged_project(tmp_path / "novel"))
    store.load()
    straight = str.maketrans({"“": "'", "”": "'"})
    for problem in store.problems:
        assert problem_text(problem.problem).translate(straight) == problem.reason


def _rows(tree) -> dict[str, str]:
    """Every row of a report's tree below its headings: the path, and the text beside it."""
    rows: dict[str, str] = {}
    pending = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    while pending:
        item = pending.pop()
        if item.childCount() == 0:
            rows[item.text(0)] = item.text(1)
        pending.extend(item.child(i) for i in range(item.childCount()))
    return rows


def _vault(folder: Path) -> Path:
    (folder / "Notes").mkdir(parents=True)
    (folder / "Notes" / "Kaffee.md").write_bytes(b"# Kaffee\n\nCaf\xe9 au lait.\n")
    (folder / "Notes" / "Mara.md").write_text(
        "---\nfather: [[Aric]], [[Ilse]]\n---\nMara.\n", "utf-8"
    )
    (folder / "Notes" / "Open.md").write_text("---\ntitle: Open\n\nNever closed.\n", "utf-8")
    (folder / "Notes" / "Bild.md").write_bytes(b"ab\x00\xff")  # not text: left out
    return folder


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("fr", ("octet 13", "lu avec tolérance", "laissé dans le texte",
                "pas du texte UTF-8 (octet 3)")),
        ("nb", ("byte 13", "lest tolerant", "beholdt i teksten",
                "ikke UTF-8-tekst (byte 3)")),
    ],
)
def test_the_import_report_lists_what_to_check_in_the_writers_language(
    qtbot, speak, tmp_path, monkeypatch, language, expected
):
    source = _vault(tmp_path / "vault")
    assert speak.install(language) == language
    window = _window(qtbot, tmp_path)
    window.prompts = WriterPrompts(window, source=source, destination=tmp_path / "Imported")
    _caught_boxes(monkeypatch)
    reports: list[ImportReportDialog] = []

    def shown(dialog: ImportReportDialog) -> int:
        dialog.show()
        reports.append(dialog)
        return 0

    monkeypatch.setattr(ImportReportDialog, "exec", shown)
    window.menus.import_action.trigger()
    dialog = window.files.import_window
    qtbot.waitUntil(dialog.import_button.isEnabled, timeout=10000)
    dialog.destination_field.setText(str(tmp_path / "Imported"))
    with qtbot.waitSignal(dialog.imported, timeout=10000):
        qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)

    (report,) = reports
    rows = _rows(report.tree)
    assert rows["Notes/Bild.md"] == expected[3]
    section = report.tree.topLevelItem(1)
    problems = report.report.problems
    assert section.childCount() == len(problems) == 3
    shown_rows = [(section.child(i).text(0), section.child(i).text(1)) for i in range(3)]
    assert shown_rows == [(p.path, problem_text(p.problem)) for p in problems]
    texts = " | ".join(text for _path, text in shown_rows)
    for words in expected[:3]:
        assert words in texts, (words, texts)
    english = EnglishSources(language)
    for problem, (_path, text) in zip(problems, shown_rows, strict=True):
        assert problem.reason not in text
        assert english.found_in(text) is None, text
    report.done(0)
    window.controller.close()


def test_a_project_with_an_oversized_file_opens_without_it_and_names_it_in_spanish(
    qtbot, speak, tmp_path, monkeypatch
):
    """#31 item 10, in the app: a 100 GB sparse file in ``documents/`` once stopped the
    project from opening at all (MemoryError); now the rest opens and the box names it."""
    from tests.world.storage.test_oversized import HUGE, HUGE_DOCUMENT, plant

    root = damaged_project(tmp_path / "Novela")
    plant(root, HUGE_DOCUMENT, HUGE)
    assert speak.install("es") == "es"
    window = _window(qtbot, tmp_path)
    window.prompts = WriterPrompts(window, project=root)
    boxes = _caught_boxes(monkeypatch)

    window.menus.open_action.trigger()

    assert window.controller.root == root
    assert "d-0000000001" in window.controller.world.documents
    (box,) = boxes
    listed = _by_file(box.detailedText())
    assert listed[HUGE_DOCUMENT] == [
        "mayor de 128 MB, lo máximo que puede ocupar un archivo de documento o de ficha; "
        "no se ha leído; se ha omitido"
    ]
    window.controller.close()

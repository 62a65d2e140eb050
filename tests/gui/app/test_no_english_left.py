"""In Spanish, German, French and Norwegian, no visible text is left in English.

For each language the app's translation is installed, then the main window (on the sample
project, with an answered question, its menus and context menus), the settings dialog, the
about dialog, the run details, the window's message boxes, an assistant turn in every error
state and the assistant's history are opened, and every text a writer can see — labels,
buttons, actions and menus, tooltips, placeholders, window and group titles, tabs, combo
items, list and tree rows — is compared with the English source strings of the ``.ts``
files. Names and brand words from a
short list, and the sample project's own titles and names, are allowed.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QDockWidget,
    QFileDialog,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QTabBar,
    QTextEdit,
    QWidget,
)

from assistant.agent.config.settings import Settings, save_settings
from assistant.agent.loop.messages import (
    AiResponse,
    AiToolCall,
    ErrorKind,
    FinishReason,
    ProviderError,
    TokenUsage,
)
from assistant.agent.loop.mode import Mode
from assistant.agent.loop.scripted import ScriptedProvider
from assistant.agent.session.provider_setup import AssistantSetup
from assistant.gui.app.about_dialog import AboutDialog
from assistant.gui.app.i18n import TranslationSet, compile_translations
from assistant.gui.app.manual import ManualWindow, ShortcutsDialog
from assistant.gui.assistant import session as session_module
from assistant.gui.assistant.panel import AssistantPanel
from assistant.gui.project.new_project_dialog import NewProjectDialog
from assistant.gui.settings.dialog import SettingsDialog
from assistant.gui.window.main_window import MainWindow
from assistant.gui.window.questions import Prompts
from assistant.world.storage.store import ProjectStore
from tests.gui.assistant.asking import rename_then_replace
from tests.gui.conftest import ScriptedPrompts
from tests.paths import REPO
from tests.scripted_audit import EYES, INVENTED, auditor
from tests.world.storage.damaged_project import damaged_project

pytestmark = pytest.mark.slow  # every window, dialog and turn state, in each language

TRANSLATIONS = REPO / "translations"
LANGUAGES = ("es", "de", "fr", "nb")

ALLOWED = {
    # names and brand words, the same in every language
    "Quire", "OpenAI", "Anthropic", "OpenRouter", "Ollama", "LM Studio", "llama.cpp",
    "Markdown", "HTTP", "API", "PySide6", "Qt",
}  # fmt: skip
ALLOWED_PATTERN = re.compile(r"^(https?://\S+|[\w.-]+:\d+|[\d\s.,:·/%()+-]*)$")
"""URLs, host:port, and texts of numbers and punctuation only."""

RAW_DATA = {"assistantErrorDetail", "runRecords", "projectSearchResults", "manualContents"}
"""Widgets showing the model's or a server's own data (technical detail, the run records), the
writer's own text (search hits), or the manual's headings (the manual is the README, which is
in English only)."""
RAW_SPANS = re.compile(r"<span style='[^']*font-size:small[^']*'>.*?</span>", re.DOTALL)
"""In the tool log, each call as sent and the start of its result, in small type: raw data
for the curious, under the translated description of what the assistant did."""

MODEL = "test-model"
ANSWER = "Mara — [The Night the Bridge Went](quire://doc/d-95b4900e9e)."


# -- the English source strings -------------------------------------------------------------


def _normal(text: str) -> str:
    """What a writer sees: no accelerator ampersands, no tags, single spaces."""
    text = re.sub(r"<[^>]+>", " ", text).replace("&&", "\0").replace("&", "").replace("\0", "&")
    text = text.replace("&nbsp;", " ").replace("\u00a0", " ").replace("\u202f", " ")
    return " ".join(text.split())


class EnglishSources:
    """The source strings whose translation into ``language`` differs from the English."""

    def __init__(self, language: str) -> None:
        self.exact: set[str] = set()
        # each source with the longest literal piece of its pattern: a text without that
        # piece cannot match, and looking for the piece is much quicker than the pattern
        self.patterns: list[tuple[str, str, re.Pattern[str]]] = []
        self.answers: dict[str, str | None] = {}
        root = ET.parse(TRANSLATIONS / f"quire_{language}.ts").getroot()
        entries = []
        for message in root.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.findall("numerusform")]
            entries.append((source, forms, forms or [translation.text or ""]))
        # a whole translation is the language's own word, even where it is another message's
        # English ("Plan", the French outliner, is also the source of the assistant's plan)
        native = {_normal(text) for _source, _forms, texts in entries for text in texts}
        for source, forms, texts in entries:
            same = [_normal(text) == _normal(source) for text in texts]
            if all(same) or (forms and same[-1]) or _normal(source) in native:
                continue  # the same word in this language (Version, Notes, Send, %Ln tokens…),
                # maybe with its accelerator on another letter
            self._add(_normal(source))

    def _add(self, source: str) -> None:
        pieces = re.split(r"%L?n|%\d|\{\w+\}", source)
        literal = " ".join(piece.strip() for piece in pieces if piece.strip())
        if not re.search(r"[A-Za-z]{3}", literal):
            return  # nothing English in it ("%1 (%2)", "“%1”")
        if len(pieces) == 1 and " " not in source:
            self.exact.add(source)  # one word: only the whole text is that word
            return
        regex = ".+?".join(re.escape(piece) for piece in pieces)
        # whole words only: "in %Ln documents" is not in "sin guardar … documents/0.md"
        pattern = re.compile(rf"(?<!\w){regex}(?!\w)")
        self.patterns.append((source, max(pieces, key=len), pattern))

    def found_in(self, text: str) -> str | None:
        """The English source that ``text`` shows, if any (a text seen before is answered
        from :attr:`answers`)."""
        text = _normal(text)
        if text not in self.answers:
            self.answers[text] = self._look_up(text)
        return self.answers[text]

    def _look_up(self, text: str) -> str | None:
        if text in self.exact:
            return text
        for source, piece, pattern in self.patterns:
            if piece in text and pattern.search(text):
                return source
        return None


# -- what a writer can see ----------------------------------------------------------------


def _columns(view: QAbstractItemView, model, parent: QModelIndex) -> int:
    try:
        return model.columnCount(parent)
    except TypeError:  # the models of QTreeWidget and QListWidget keep it private
        header = getattr(view, "header", None)
        return header().count() if header is not None else 1


def _model_texts(view: QAbstractItemView) -> Iterator[str]:
    model = view.model()
    if model is None:
        return
    if isinstance(view, QHeaderView):
        for section in range(
            view.count() if view.orientation() == Qt.Orientation.Horizontal else 0
        ):
            yield str(model.headerData(section, view.orientation()) or "")
        return
    if view.objectName() in RAW_DATA:
        return
    pending = [QModelIndex()]
    while pending:
        parent = pending.pop()
        columns = _columns(view, model, parent)
        for row in range(min(model.rowCount(parent), 200)):
            for column in range(columns):
                index = model.index(row, column, parent)
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    value = index.data(role)
                    if isinstance(value, str):
                        yield value
            pending.append(model.index(row, 0, parent))


def menu_texts(menu: QMenu) -> Iterator[tuple[str, str]]:
    yield "menu", menu.title()
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        yield "action", action.text()
        yield "action tooltip", action.toolTip()
        if action.menu() is not None:
            yield from menu_texts(action.menu())


def widget_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(kind, text) for every text shown by ``root`` and its visible children."""
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible():
            continue
        name = type(widget).__name__
        if widget.isWindow() or isinstance(widget, QDockWidget):
            yield f"{name} title", widget.windowTitle()
        yield f"{name} tooltip", widget.toolTip()
        if isinstance(widget, QLabel):
            if widget.objectName() not in RAW_DATA:
                yield name, RAW_SPANS.sub("", widget.text())
        elif isinstance(widget, QAbstractButton):
            yield name, widget.text()
        elif isinstance(widget, QGroupBox):
            yield name, widget.title()
        elif isinstance(widget, QLineEdit | QPlainTextEdit | QTextEdit):
            yield f"{name} placeholder", widget.placeholderText()
        elif isinstance(widget, QComboBox):
            yield from ((name, widget.itemText(i)) for i in range(widget.count()))
        elif isinstance(widget, QTabBar):
            for i in range(widget.count()):
                yield name, widget.tabText(i)
                yield f"{name} tooltip", widget.tabToolTip(i)
        if isinstance(widget, QAbstractSpinBox):
            yield f"{name} special value", widget.specialValueText()
            yield f"{name} suffix", getattr(widget, "suffix", lambda: "")()
        if isinstance(widget, QAbstractItemView):
            yield from ((name, text) for text in _model_texts(widget))
        for action in widget.actions():
            if action.isVisible() and not action.isSeparator():
                yield "action", action.text()
                if action.menu() is not None:
                    yield from menu_texts(action.menu())


class Checker:
    """Collects every English text seen, with where it was seen."""

    def __init__(self, language: str, allowed: set[str]) -> None:
        self.sources = EnglishSources(language)
        self.allowed = ALLOWED | allowed
        # the sample's titles and names, longest first, are taken out of longer texts too
        self.names = sorted((name for name in allowed if len(name) > 2), key=len, reverse=True)
        self.english: list[tuple[str, str, str, str]] = []
        self.seen = 0

    def check(self, where: str, texts: Iterator[tuple[str, str]]) -> None:
        for kind, text in texts:
            text = text.strip()
            if not text or text in self.allowed or ALLOWED_PATTERN.match(_normal(text)):
                continue
            self.seen += 1
            for name in self.names:
                text = text.replace(name, "·")
            source = self.sources.found_in(text)
            if source is not None:
                self.english.append((where, kind, text, source))


# -- the fixtures ---------------------------------------------------------------------------


@pytest.fixture(scope="module", autouse=True)
def compiled() -> None:
    compile_translations()


@pytest.fixture(params=LANGUAGES)
def language(request, qapp) -> Iterator[str]:
    """The app in ``language``; afterwards as the other tests expect it (untranslated)."""
    locale = QLocale()
    translations = TranslationSet()
    assert translations.install(request.param) == request.param
    yield request.param
    translations.uninstall()
    QLocale.setDefault(locale)


@pytest.fixture
def sample(tmp_path) -> Path:
    from tests.gui.conftest import copy_sample

    return copy_sample(tmp_path / "sample")


def _sample_names(controller) -> set[str]:
    world = controller.world
    names = {d.title for d in world.documents.values()}
    names |= {f.title for f in world.folders.values()}
    names |= {status.name for status in world.settings.statuses}  # the project's own words
    for entity in world.entities.values():
        names |= {entity.name, *entity.aliases}
        names |= {part for field in entity.fields for part in field}
    return names


def _answered_setup() -> AssistantSetup:
    """A model that looks something up, then answers with a link (as a real one would)."""
    provider = ScriptedProvider(
        [
            AiResponse(
                text="",
                tool_calls=(AiToolCall("c1", "search_text", {"query": "bridge"}),),
                usage=TokenUsage(1200, 40),
            ),
            AiResponse(text=ANSWER, usage=TokenUsage(1500, 60, cached_input=1000)),
        ]
    )
    return AssistantSetup(provider, Settings(provider="lmstudio", model=MODEL))


def _ask(qtbot, panel: AssistantPanel, question: str):
    with qtbot.waitSignal(panel.turn_finished, timeout=5000) as blocker:
        panel.ask(question)
    return blocker.args[0]


# -- the tests ------------------------------------------------------------------------------


def test_the_window_dialogs_and_turns_show_no_english(
    qtbot, language, quire_config, qasync_loop, sample, monkeypatch, tmp_path
):
    from PySide6.QtCore import QSettings

    from assistant.gui.window.controller import ProjectController

    # Local only on, so that its badge shows too.
    save_settings(Settings(provider="lmstudio", model=MODEL, local_only=True))
    monkeypatch.setattr(session_module, "load_setup", _answered_setup)
    controller = ProjectController()
    controller.open(sample)
    window = MainWindow(controller, QSettings(str(tmp_path / "w.ini"), QSettings.Format.IniFormat))
    window.prompts = ScriptedPrompts()  # type: ignore[assignment]
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    checker = Checker(language, _sample_names(controller))

    panel = window.assistant_dock.widget()
    result = _ask(qtbot, panel, "Mara?")
    assert result.error is None
    panel.turn_views[-1].tool_toggle.click()  # the tool log, opened
    world = controller.world
    window.tabs.open(next(iter(world.entities)), pinned=True)
    checker.check("entity editor", widget_texts(window))
    editor = window.tabs.open(next(iter(world.documents)), pinned=True)
    editor.show_find(replace=True)
    editor.find_bar.find_field.setText("the")
    window.update_word_count()
    window.tree.setFocus()
    checker.check("main window", widget_texts(window))
    for menu in window.menuBar().findChildren(QMenu):
        checker.check("menu bar", menu_texts(menu))

    actions = window.tree.actions_
    for key in (None, next(iter(world.documents)), next(iter(world.entities))):
        menu = actions.context_menu(key)
        checker.check(f"tree menu on {key}", menu_texts(menu))
        menu.deleteLater()

    _check_writing_tools(qtbot, checker, window)

    menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    for dialog in (
        SettingsDialog(window),
        AboutDialog(window),
        ShortcutsDialog(menus, window),
        ManualWindow(window),
    ):
        qtbot.addWidget(dialog)
        dialog.show()
        checker.check(type(dialog).__name__, widget_texts(dialog))
        dialog.done(0)
    window.focus_inspector()
    checker.check("inspector", widget_texts(window.inspector_dock))
    window.show_project_search(replace=True)
    checker.check("project search", widget_texts(window.search_dock))
    window.project_search.find_field.setText("Mara")
    window.project_search.search_now()
    qtbot.waitUntil(lambda: not window.project_search.is_searching(), timeout=5000)
    checker.check("project search results", widget_texts(window.search_dock))
    details = panel.show_run_details(panel.session.conversations.current.turns[-1].id)
    checker.check("run details", widget_texts(details))
    details.done(0)

    _check_quotes_and_continuity(qtbot, checker, window, monkeypatch)
    _check_prompts(checker, window, sample, monkeypatch)
    _check_merge(checker, window)
    _check_keeping(qtbot, checker, window, monkeypatch)
    _check_import(qtbot, checker, window, tmp_path)
    _check_error_turns(qtbot, checker, controller)
    _check_act_turn(qtbot, checker, controller)
    _check_specialists(qtbot, checker, controller)
    _check_writer_cards(qtbot, checker, controller, window)
    # the act turn's undo step, in the undo history and the Edit menu
    history = list(_model_texts(window.undo_view))
    assert len(history) >= 2
    checker.check("undo history", (("undo step", text) for text in history))
    checker.check("undo action", iter([("action", window.menus.undo_action.text())]))
    _check_run_history(qtbot, checker, window)

    # No project open: the panel offers New, Open and the recent projects.
    window.prompts.script("close_unsaved", True)
    window.recent.add(sample)
    window.menus.close_action.trigger()
    assert panel.start_page.isVisible()
    checker.check("no project", widget_texts(window))

    assert checker.seen > 150, "the walk saw too little to mean anything"
    assert not checker.english, "\n".join(map(str, checker.english))
    window.prompts.script("close_unsaved", True)
    window.close()
    controller.close()


QUOTED = (
    "Ashdell says “Don't look at me with those green eyes” in Chapter 3: Upriver, and "
    "“the river sang a silver song all night”."
)


def _answer_marks(view) -> Iterator[tuple[str, str]]:
    """The marks drawn into a rendered answer ("not found", "not read") and their tooltips."""
    block = view.answer.document().begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            fragment = fragments.fragment()
            style = fragment.charFormat()
            if "/mark" in style.anchorHref() or "://unread/" in style.anchorHref():
                yield "answer mark", fragment.text()
            yield "answer tooltip", style.toolTip()
            fragments += 1
        block = block.next()


def _check_quotes_and_continuity(qtbot, checker: Checker, window: MainWindow,
                                 monkeypatch) -> None:  # fmt: skip
    """A turn with a quotation found and one not (and a document never read), then
    Check Continuity with a finding, intentional and shown again."""
    from assistant.gui.assistant import findings_window as findings_module

    def quoting() -> AssistantSetup:
        return AssistantSetup(ScriptedProvider([AiResponse(text=QUOTED)]),
                              Settings(provider="lmstudio", model=MODEL))  # fmt: skip

    panel = window.assistant_dock.widget()
    monkeypatch.setattr(panel.session.core, "_setup_factory", quoting)  # the next model
    _ask(qtbot, panel, "Eyes?")
    view = panel.turn_views[-1]
    assert view.quote_notice.isVisibleTo(view)
    checker.check("turn with quotations", widget_texts(view))
    checker.check("answer marks", _answer_marks(view))

    report = auditor({"Chapter 1": [EYES, INVENTED]})

    monkeypatch.setattr(
        findings_module,
        "load_setup",
        lambda: AssistantSetup(
            ScriptedProvider([report] * 50), Settings(provider="lmstudio", model=MODEL)
        ),
    )
    window.menus.check_continuity_action.trigger()
    findings = window.dialogs.findings_window
    qtbot.waitExposed(findings)
    checker.check("continuity, empty", widget_texts(findings))
    findings.check_button.click()
    qtbot.waitUntil(lambda: not findings.is_running, timeout=10_000)
    assert len(findings.cards) == 1
    checker.check("continuity, a finding", widget_texts(findings))
    findings.cards[0].mark_button.click()
    checker.check("continuity, none open", widget_texts(findings))
    findings.show_all.setChecked(True)
    checker.check("continuity, intentional shown", widget_texts(findings))
    findings.close()


def _check_writing_tools(qtbot, checker: Checker, window: MainWindow) -> None:
    """The outliner, the corkboard, writing progress, project settings, a spelling menu."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QTextCursor

    from assistant.gui.project.project_settings_dialog import ProjectSettingsDialog
    from assistant.gui.window.progress_view import WritingProgressDialog

    tools = window.writing_tools
    tools.outliner_action.trigger()
    tools.corkboard_action.trigger()
    outliner = tools.outliner
    headers = [
        outliner.proxy.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
        for c in range(outliner.proxy.columnCount())
    ]
    checker.check("outliner", widget_texts(outliner))
    checker.check("outliner columns", (("header", h) for h in headers))
    statuses = [outliner.proxy.index(r, 2).data() for r in range(outliner.proxy.rowCount())]
    checker.check("outliner statuses", (("status", s) for s in statuses if s))
    checker.check("corkboard", widget_texts(tools.corkboard))
    tools.progress_action.trigger()
    tools.project_settings_action.trigger()
    for kind in (WritingProgressDialog, ProjectSettingsDialog):
        dialog = window.findChild(kind)
        assert dialog is not None
        checker.check(kind.__name__, widget_texts(dialog))
        dialog.done(0)
    editor = window.tabs.current_editor()
    cursor = editor.text_edit.textCursor()
    cursor.movePosition(QTextCursor.MoveOperation.End)
    editor.text_edit.setTextCursor(cursor)
    qtbot.keyClicks(editor.text_edit, " Zqxvw")
    qtbot.waitUntil(editor.highlighter.is_complete, timeout=5000)
    from PySide6.QtWidgets import QMenu as _Menu

    menu = _Menu()
    cursor.movePosition(QTextCursor.MoveOperation.End)
    cursor.movePosition(QTextCursor.MoveOperation.Left)
    editor._add_suggestions(menu, editor.text_edit.cursorRect(cursor).center())
    assert menu.actions(), "no spelling entries were offered"
    checker.check("spelling menu", menu_texts(menu))
    menu.deleteLater()
    window.controller.undo_stack.undo()
    checker.check("status bar", widget_texts(window.statusBar()))


def _check_prompts(checker: Checker, window: MainWindow, sample: Path, monkeypatch) -> None:
    """The window's own message boxes and file dialogs, caught instead of shown."""

    def shown(box: QMessageBox) -> int:
        box.show()
        checker.check("message box", widget_texts(box))
        details = box.detailedText().splitlines()  # behind the box's Show Details button
        checker.check("message box details", (("detail", line) for line in details))
        box.hide()
        return 0

    def static_box(_parent, title, text, *args, **kwargs):
        checker.check("message box", iter([("title", title), ("text", text)]))
        return QMessageBox.StandardButton.Cancel

    def file_dialog(_parent, caption, directory="", *args, **kwargs):
        checker.check("file dialog", iter([("title", caption), ("path", Path(directory).name)]))
        return ("", "") if kwargs or args else ""

    monkeypatch.setattr(QMessageBox, "exec", shown)
    monkeypatch.setattr(QMessageBox, "warning", static_box)
    monkeypatch.setattr(QMessageBox, "about", static_box)
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", file_dialog)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", file_dialog)
    prompts = Prompts(window)
    paths = [f"documents/{i}.md" for i in range(20)]
    prompts.locked(sample, "held by process 1")
    prompts.external_change(paths, unsaved=True)
    prompts.external_change(paths[:1], unsaved=False)
    prompts.close_unsaved("disk full")
    damaged = ProjectStore(damaged_project(sample.parent / "damaged"))
    damaged.load()
    prompts.load_problems(sample, damaged.problems)
    prompts.about("Quire")

    def new_project(dialog: NewProjectDialog) -> int:
        dialog.show()
        checker.check("new project", widget_texts(dialog))
        dialog.hide()
        return 0

    monkeypatch.setattr(NewProjectDialog, "exec", new_project)
    prompts.new_project_details(sample.parent)
    for choose in (prompts.choose_project_folder, prompts.choose_import_source):
        choose(sample)
    prompts.choose_import_destination(sample)


def _check_merge(checker: Checker, window: MainWindow) -> None:
    """The files-changed dialog offering a merge, and the merge view at each place, before
    and after a choice, and its question on accepting with places undecided (message boxes
    are caught by _check_prompts)."""
    from assistant.gui.merge.merge_dialog import MergeDialog
    from assistant.gui.merge.merge_words import MergeWords
    from assistant.world.merge.copies import ConflictCopy, SyncService
    from assistant.world.merge.copy_merge import CopyMerge
    from assistant.world.merge.paragraphs import Choice
    from tests.gui.merge.clashes import sample_clashes

    merge = sample_clashes(window.controller.snapshot())
    Prompts(window).external_change(["documents/0.md"], unsaved=True, merge=merge)
    dialog = MergeDialog(merge, window)
    dialog.show()
    checker.check("merge view", widget_texts(dialog))
    dialog.view.show_base.click()
    for row in range(dialog.places.count()):
        dialog.places.setCurrentRow(row)
        checker.check("merge view place", widget_texts(dialog))
        place = dialog.decisions.places[row]
        dialog.choose(row, Choice.BOTH if place.can_keep_both else Choice.THEIRS)
        checker.check("merge view place decided", widget_texts(dialog))
    dialog.choose(0, "Written anew.")
    checker.check("merge view place written", widget_texts(dialog))
    dialog.decisions.undecide(1)
    dialog.accept()  # asks first: a place is undecided
    dialog.done(0)
    empty = MergeDialog(replace(merge, conflicts=()), window)
    empty.show()
    checker.check("merge view without conflicts", widget_texts(empty))
    empty.done(0)
    # conflicted copies: offered on opening, and each one's merge says where it came from
    damaged = ProjectStore(damaged_project(window.controller.root.parent / "with copies"))
    damaged.load()
    Prompts(window).load_problems(window.controller.root, damaged.problems, copies=2)
    for service, made, by in (
        (SyncService.DROPBOX, "2026-12-01", "Desktop"),
        (SyncService.SYNCTHING, "", ""),
        (SyncService.GIT, "", ""),
    ):
        copy = ConflictCopy("documents/a copy.md", "documents/a.md", service, made, by)
        for label in ("", "Chapter 3: Upriver"):
            result = CopyMerge(copy, "d-218eff7021", merge, False, "", label)
            dialog = MergeDialog(merge, window, intro=MergeWords().copy_intro(result))
            dialog.show()
            checker.check("merge view of a copy", widget_texts(dialog))
            dialog.done(0)


def _check_keeping(qtbot, checker: Checker, window: MainWindow, monkeypatch) -> None:
    """Export, snapshots, backups and permanent deletion: their dialogs, progress, the
    confirmation and the trash's menus (message boxes are caught by _check_prompts)."""
    from PySide6.QtWidgets import QInputDialog

    from assistant.export.exporter import ExportStage
    from assistant.gui.transfer.export_job import ExportJob
    from assistant.gui.window.keeping import BackupSettingsDialog, KeepingPrompts
    from assistant.world.backup import BackupSettings
    from assistant.world.edits import SetText, TrashNode
    from assistant.world.edits.deletion import DeletionSummary

    def file_dialog(_parent, caption, directory="", *args, **kwargs):
        checker.check(
            "file dialog", iter([("title", caption), ("filter", args[0] if args else "")])
        )
        return ("", "")

    def ask_text(_parent, title, label, *args, **kwargs):
        checker.check("input dialog", iter([("title", title), ("label", label)]))
        return ("", False)

    monkeypatch.setattr(QFileDialog, "getOpenFileName", file_dialog)
    monkeypatch.setattr(QInputDialog, "getText", ask_text)
    controller = window.controller
    world = controller.world
    doc = next(d for d in world.documents_in_order() if d.text.strip())
    window.tabs.open(doc.id, pinned=True)
    window.keeping.take_snapshot.trigger()
    controller.push(SetText(doc.id, "Changed. " + doc.text), "Change")
    window.keeping.snapshots.trigger()
    dialog = window.keeping.dialog
    checker.check("snapshots", widget_texts(dialog))
    dialog.mode.setCurrentIndex(1)
    checker.check("snapshots inline", widget_texts(dialog))
    dialog.done(0)
    window.keeping.export.trigger()
    dialog = window.keeping.dialog
    checker.check("export dialog", widget_texts(dialog))
    job = ExportJob(world, dialog.options(), Path("x.docx"), dialog)
    job._show_progress(dialog)
    for stage in ExportStage:
        job._on_progress(str(stage), 0, 0)
        checker.check("export progress", widget_texts(job.progress_dialog))
    job._close_progress()
    dialog.done(0)
    backup = BackupSettingsDialog(BackupSettings(), Path("/tmp/Quire Backups"), window)
    checker.check("backup settings", widget_texts(backup))
    backup.done(0)
    prompts = KeepingPrompts(window)
    for emptying, name, count in ((True, "", 0), (False, "Notes", 1), (False, "", 3)):
        prompts.confirm_delete(
            DeletionSummary(3, 1200, 1, 1), emptying=emptying, name=name, count=count
        )
    prompts.snapshot_name("Notes")
    prompts.choose_backup_zip(Path("/tmp"))
    controller.push(TrashNode(doc.id), "Trash")
    actions = window.tree.actions_
    from assistant.gui.project.project_tree import TRASH_KEY

    for key in (TRASH_KEY, doc.id):
        menu = actions.context_menu(key)
        checker.check(f"trash menu on {key}", menu_texts(menu))
        menu.deleteLater()
    window.menus.undo_action.trigger()  # out of the trash, and the text as it was, for the
    window.menus.undo_action.trigger()  # act turn that follows
    assert controller.world.documents[doc.id] == doc


def _check_import(qtbot, checker: Checker, window: MainWindow, tmp_path: Path) -> None:
    """The import dialog with its preview, and the report after an import."""
    from assistant.gui.transfer.import_dialog import ImportDialog
    from assistant.gui.transfer.import_report import ImportReportDialog
    from assistant.world.importer import import_project

    vault = tmp_path / "v"
    (vault / ".obsidian").mkdir(parents=True)
    (vault / "x1").mkdir()
    (vault / "x1" / "a1.md").write_text("---\ntype: npc\n---\n[[b2]] [[zz]]\n", "utf-8")
    (vault / "b2.md").write_text("---\nk: [[a1]], [[zz]]\n---\nq\n", "utf-8")
    (vault / "c3.txt").write_text(("w " * 40 + "\n") * 30 + "\n", "utf-8")
    (vault / "p4.png").write_bytes(b"\x89PNG")
    (vault / ".h5").write_text("x", "utf-8")
    dialog = ImportDialog(vault, tmp_path / "p", lambda path: None, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(dialog.import_button.isEnabled, timeout=10000)
    checker.check("import dialog", widget_texts(dialog))
    dialog.status_label.setText("")
    dialog._on_failed("", True)
    checker.check("import dialog, stopped", widget_texts(dialog))
    dialog.done(0)
    report = import_project(vault, tmp_path / "p")
    shown = ImportReportDialog(report, window)
    qtbot.addWidget(shown)
    shown.show()
    checker.check("import report", widget_texts(shown))
    shown.done(0)


def _check_act_turn(qtbot, checker: Checker, controller) -> None:
    """Act mode: the banner, an approval card waiting, then one change approved, one rejected
    with a reason, and the turn's list of changes."""
    replies = rename_then_replace(controller.world)
    setup = AssistantSetup(
        ScriptedProvider(replies),
        Settings(provider="lmstudio", model=MODEL, approval_policy="every"),
    )
    panel = AssistantPanel(controller, setup_factory=lambda: setup, flush_ms=5)
    qtbot.addWidget(panel)
    panel.resize(400, 900)
    panel.show()
    panel.new_conversation()
    panel.set_mode(Mode.ACT)
    checker.check("act mode", widget_texts(panel))
    panel.ask("X?")
    view = panel.turn_views[-1]
    qtbot.waitUntil(lambda: len(view.waiting_cards) == 1, timeout=10_000)
    first = view.waiting_cards[0]
    checker.check("approval waiting", widget_texts(panel))
    first.approve_button.click()
    qtbot.waitUntil(lambda: bool(view.waiting_cards) and view.waiting_cards[0] is not first,
                    timeout=10_000)  # fmt: skip
    second = view.waiting_cards[0]
    second.reason_edit.setText("Z")
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        second.reject_button.click()
    assert view.changes.isVisible()
    for row in view.changes.rows:  # what each change did, in detail
        row.toggle.click()
    checker.check("act turn", widget_texts(panel))
    assert panel.local_only_badge.isVisible()
    panel.shutdown()
    # After a restart, the turn lists its changes from the run history.
    again = AssistantPanel(controller, setup_factory=lambda: setup, flush_ms=5)
    qtbot.addWidget(again)
    again.resize(400, 900)
    again.show()
    kept = again.turn_views[-1]
    assert kept.has_changes
    for row in kept.changes.rows:
        row.toggle.click()
    checker.check("act turn after a restart", widget_texts(again))
    again.shutdown()


def _check_run_history(qtbot, checker: Checker, window: MainWindow) -> None:
    """Edit ▸ Assistant History with the act turns' runs (the older one changed since by the
    newer), before and after the newest one's Undo."""
    window.menus.assistant_history_action.trigger()
    history = window.dialogs.run_history_window
    qtbot.waitExposed(history)
    assert history.tree.topLevelItemCount() >= 1
    history.tree.expandAll()
    checker.check("assistant history", widget_texts(history))
    newest = max(history.undo_buttons)
    history.undo_buttons[newest].click()
    assert history.message and not history.undo_buttons[newest].isEnabled()
    checker.check("assistant history, undone", widget_texts(history))
    history.close()


def _check_writer_cards(qtbot, checker: Checker, controller, window: MainWindow) -> None:
    """A plan, a question card waiting and answered, a change the reviewer flagged waiting
    and approved, the house rules link and dialog, and the reviews in the run details."""
    from assistant.gui.project.house_rules_dialog import HouseRulesDialog

    entity = next(iter(controller.world.entities.values()))
    plan = {"steps": ["A1", "B2", "C3"], "done": [1]}
    replies = [
        AiResponse(tool_calls=(AiToolCall("p1", "update_plan", plan),
                               AiToolCall("q1", "ask_writer", {"question": "Q?",
                                          "choices": ["A1", "B2"], "assume": "A1"}))),
        AiResponse(
            tool_calls=(AiToolCall("w1", "rename_entity", {"entity": entity.id, "name": "W"}),)
        ),
        AiResponse(text="OK."),
    ]  # fmt: skip
    setup = AssistantSetup(
        ScriptedProvider(replies),
        Settings(provider="lmstudio", model=MODEL, approval_policy="none"),
        ScriptedProvider([AiResponse(text="FLAG: Z")]),
    )
    panel = AssistantPanel(controller, setup_factory=lambda: setup, flush_ms=5)
    qtbot.addWidget(panel)
    panel.resize(400, 900)
    panel.show()
    panel.new_conversation()
    panel.set_mode(Mode.ACT)
    panel.ask("X?")
    view = panel.turn_views[-1]
    qtbot.waitUntil(lambda: len(view.waiting_cards) == 1 and view.plan_view.isVisible(),
                    timeout=10_000)  # fmt: skip
    checker.check("question waiting", widget_texts(panel))
    view.waiting_cards[0].choice_buttons[0].click()
    qtbot.waitUntil(lambda: bool(view.approval_cards) and view.approval_cards[0].is_waiting,
                    timeout=10_000)  # fmt: skip
    card = view.approval_cards[0]
    assert card.review_note.isVisible()
    checker.check("flagged change waiting", widget_texts(panel))
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        card.approve_button.click()
    checker.check("cards answered", widget_texts(panel))
    assert panel.house_rules_link.isVisible()
    details = panel.show_run_details(view.turn_id)
    checker.check("run details with reviews", widget_texts(details))
    details.done(0)
    panel.shutdown()
    window.menus.house_rules_action.trigger()
    dialog = window.findChild(HouseRulesDialog)
    assert dialog is not None and dialog.isVisible()
    checker.check("house rules", widget_texts(dialog))
    dialog.close()


def _check_specialists(qtbot, checker: Checker, controller) -> None:
    """The picker's list, a turn handed to a specialist (its trail and tool log), the
    estimate card before a whole-book summary, a summary from the cache, the budget's
    notice and money next to tokens; and the run details' Who column."""
    from assistant.agent.config.settings import ModelPrice
    from assistant.agent.loop.messages import AiRequest
    from assistant.gui.assistant.cards.estimate import EstimateCard

    loop = [
        AiResponse(tool_calls=(AiToolCall("h1", "handoff", {"target": "Archivist",
                                                            "note": "Mara"}),)),
        AiResponse(tool_calls=(AiToolCall("s1", "summarise_document", {}),)),
        AiResponse(text="OK.", usage=TokenUsage(900, 40)),
        AiResponse(tool_calls=(AiToolCall("s2", "summarise_document", {}),)),
        AiResponse(text="OK.", usage=TokenUsage(900, 40)),
        *[AiResponse(tool_calls=(AiToolCall(f"c{i}", "project_statistics", {}),),
                     usage=TokenUsage(300, 20)) for i in range(3)],
    ]  # fmt: skip

    def reply(request: AiRequest) -> AiResponse:
        if request.system_prompt.startswith("You summarise"):
            return AiResponse(text="Summary.", usage=TokenUsage(500, 20))
        return loop.pop(0)

    settings = Settings(provider="lmstudio", model=MODEL,
                        prices=(ModelPrice(MODEL, 2.0, None, 8.0),))  # fmt: skip
    provider = ScriptedProvider([reply] * 60)
    current = [AssistantSetup(provider, settings)]
    panel = AssistantPanel(controller, setup_factory=lambda: current[-1], flush_ms=5)
    qtbot.addWidget(panel)
    panel.resize(400, 900)
    panel.show()
    panel.new_conversation()
    combo = panel.specialists.picker.combo
    items = [("picker item", combo.itemText(i)) for i in range(combo.count())]
    checker.check("specialist picker", iter(items))
    panel.ask("X?")
    view = panel.turn_views[-1]
    qtbot.waitUntil(lambda: bool(panel.findChildren(EstimateCard)), timeout=10_000)
    checker.check("estimate waiting", widget_texts(panel))
    with qtbot.waitSignal(panel.turn_finished, timeout=10_000):
        panel.findChildren(EstimateCard)[0].proceed_button.click()
    view.tool_toggle.click()
    checker.check("handoff turn", widget_texts(panel))
    _ask(qtbot, panel, "Again?")
    panel.turn_views[-1].tool_toggle.click()
    checker.check("summary from the cache", widget_texts(panel))
    current.append(AssistantSetup(provider, replace(settings, turn_budget_tokens=500)))
    _ask(qtbot, panel, "Count?")
    assert panel.turn_views[-1].notice.isVisible()
    checker.check("token budget reached", widget_texts(panel))
    details = panel.show_run_details(panel.session.conversations.current.turns[0].id)
    checker.check("run details with specialists", widget_texts(details))
    details.done(0)
    panel.shutdown()


def _check_error_turns(qtbot, checker: Checker, controller) -> None:
    """A turn failing with every kind of error, from a local server and from a cloud one."""
    # a window wide enough that the many short failed turns are never summarised
    local = Settings(provider="lmstudio", model=MODEL, context_window=65_536)
    cloud = Settings(provider="openai", model=MODEL)
    failures = [(kind, local) for kind in ErrorKind]
    failures += [(ErrorKind.NETWORK, cloud), (ErrorKind.TIMEOUT, cloud)]
    failures += [(ErrorKind.RATE_LIMITED, replace(local, model="m2"))]
    replies = [
        ProviderError.of(kind, "detail", status=None, retry_after=20 if i % 2 else None)
        for i, (kind, _settings) in enumerate(failures)
    ]
    queue = list(zip(failures, replies, strict=True))
    current: list[AssistantSetup] = []

    def setup() -> AssistantSetup:
        return current[-1]

    panel = AssistantPanel(controller, setup_factory=setup, flush_ms=5)
    qtbot.addWidget(panel)
    panel.resize(400, 900)
    panel.show()
    for (kind, settings), reply in queue:
        current.append(AssistantSetup(ScriptedProvider([reply]), settings))
        result = _ask(qtbot, panel, "Mara?")
        assert result.error is not None and result.error.kind is kind
        view = panel.turn_views[-1]
        assert view.error_frame.isVisible() or view.can_keep_going  # stopped: the notice
        checker.check(f"error {kind.value}", widget_texts(view))
    # the assistant's step limit, with Keep going
    steps = [AiResponse(text="", tool_calls=(AiToolCall(f"c{i}", "count_words", {}),))
             for i in range(3)]  # fmt: skip
    current.append(AssistantSetup(ScriptedProvider(steps), replace(local, max_steps=1)))
    _ask(qtbot, panel, "Mara?")
    view = panel.turn_views[-1]
    assert view.notice.isVisible()
    checker.check("out of steps", widget_texts(panel))
    # an answer cut off at the length limit
    cut = AiResponse(text="Mara crossed", finish_reason=FinishReason.LENGTH)
    current.append(AssistantSetup(ScriptedProvider([cut]), local))
    assert _ask(qtbot, panel, "Mara?").cut_off
    checker.check("cut off", widget_texts(panel.turn_views[-1]))
    # the same call again and again, noticed; a call's details opened
    again = AiResponse(text="", tool_calls=(AiToolCall("r", "search_text", {"query": "ford"}),))
    current.append(AssistantSetup(ScriptedProvider([again] * 5 + [AiResponse(text="Ford.")]),
                                  replace(local, max_steps=8)))  # fmt: skip
    _ask(qtbot, panel, "Mara?")
    view = panel.turn_views[-1]
    view.tool_toggle.click()
    view.tool_log.linkActivated.emit("details:0")
    assert any(entry.repeated for entry in view.tool_entries)
    checker.check("repeated calls", widget_texts(view))
    panel.shutdown()

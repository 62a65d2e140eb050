"""Help ▸ Quire Manual: the README's sections for writers, shown in the app, with a list of
their headings to jump to; and Help ▸ Keyboard Shortcuts: every shortcut of the window's
menus, read from the actions themselves, so a new one is listed without changing this file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QKeySequence, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from assistant import resources
from assistant.gui.app.actions import plain_label

README = resources.manual_file()
"""The README the manual shows (a copy inside an installed package, with its pictures)."""

FIRST_WRITER_SECTION = "## Writing in Quire"
FIRST_OTHER_SECTION = "## For developers"
_HEADING = re.compile(r"^(#{2,3})\s+(.*\S)\s*$", re.MULTILINE)
_TRANSLATORS = re.compile(r"\n\nFor translators:.*?(?=\n\n)", re.DOTALL)


def writer_manual(readme: str) -> str:
    """The README from its first section for writers up to the one for developers (the
    paragraph for translators left out); "" when the README has no such section."""
    start = readme.find(FIRST_WRITER_SECTION)
    if start < 0:
        return ""
    end = readme.find(FIRST_OTHER_SECTION, start)
    text = readme[start : end if end >= 0 else len(readme)].strip()
    return _TRANSLATORS.sub("", text) + "\n"


def headings(manual: str) -> list[tuple[int, str]]:
    """The manual's section headings: (level, text), level 2 or 3."""
    return [
        (len(match.group(1)), match.group(2).replace("**", "").replace("`", ""))
        for match in _HEADING.finditer(manual)
    ]


def read_manual(path: Path = README) -> str:
    try:
        return writer_manual(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError):
        return ""


class ManualWindow(QDialog):
    """The manual in a window of its own (not modal: the writer can try things as they read)."""

    def __init__(self, parent: QWidget | None = None, *, path: Path = README) -> None:
        super().__init__(parent)
        self.setObjectName("manualWindow")
        self.setWindowTitle(self.tr("Quire Manual"))
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.resize(960, 700)
        self.manual = read_manual(path)

        self.contents = QListWidget(self)
        self.contents.setObjectName("manualContents")
        self.contents.setAccessibleName(self.tr("Contents"))
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("manualText")
        self.browser.setAccessibleName(self.tr("Quire Manual"))
        self.browser.setOpenLinks(False)
        self.browser.anchorClicked.connect(self._follow)
        self.browser.setSearchPaths([str(path.parent)])
        self.find_field = QLineEdit(self)
        self.find_field.setObjectName("manualFind")
        self.find_field.setPlaceholderText(self.tr("Find in the manual"))
        self.find_field.setAccessibleName(self.find_field.placeholderText())
        self.find_field.setClearButtonEnabled(True)
        self.find_field.returnPressed.connect(self.find_next)

        if self.manual:
            self.browser.document().setBaseUrl(QUrl.fromLocalFile(str(path.parent) + "/"))
            self.browser.setMarkdown(self.manual)
            for level, text in headings(self.manual):
                item = QListWidgetItem(("    " if level == 3 else "") + text, self.contents)
                item.setData(Qt.ItemDataRole.UserRole, text)
        else:
            self.browser.setPlainText(
                self.tr("The manual is not included in this copy of Quire.")
            )
        self.contents.itemActivated.connect(self._jump)
        self.contents.itemClicked.connect(self._jump)

        splitter = QSplitter(self)
        splitter.addWidget(self.contents)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([230, 730])
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addStretch(1)
        top.addWidget(self.find_field)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)

    def show_section(self, title: str) -> bool:
        """Scroll to the heading ``title``; False when there is none."""
        block = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel() and block.text().strip() == title:
                cursor = QTextCursor(block)
                self.browser.setTextCursor(cursor)
                layout = self.browser.document().documentLayout()
                top = layout.blockBoundingRect(block).top()
                self.browser.verticalScrollBar().setValue(int(top))
                return True
            block = block.next()
        return False

    def find_next(self) -> bool:
        """Find the text typed in the find field after the cursor (wrapping once)."""
        text = self.find_field.text()
        if not text:
            return False
        if self.browser.find(text):
            return True
        self.browser.moveCursor(QTextCursor.MoveOperation.Start)
        return self.browser.find(text, QTextDocument.FindFlag(0))

    def _jump(self, item: QListWidgetItem) -> None:
        self.show_section(str(item.data(Qt.ItemDataRole.UserRole)))

    def _follow(self, url: QUrl) -> None:
        if url.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)
        elif url.hasFragment() and not url.path():
            self.browser.scrollToAnchor(url.fragment())
        else:
            QDesktopServices.openUrl(self.browser.document().baseUrl().resolved(url))


@dataclass(frozen=True)
class Shortcut:
    """One line of the shortcut list."""

    where: str
    what: str
    keys: str


def menu_shortcuts(menus: list[QMenu]) -> list[Shortcut]:
    """Every action with a shortcut in ``menus`` (and their submenus), in menu order."""
    found: list[Shortcut] = []
    seen: set[int] = set()

    def walk(menu: QMenu, where: str) -> None:
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu(), f"{where} ▸ {plain_label(action.text())}")
                continue
            keys = [k for k in action.shortcuts() if not k.isEmpty()]
            if not keys or id(action) in seen:
                continue
            seen.add(id(action))
            shown = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in keys)
            name = action.property("shortcut_name") or action.text()  # Undo, not Undo Typing
            found.append(Shortcut(where, plain_label(name), shown))

    for menu in menus:
        walk(menu, plain_label(menu.title()))
    return found


translate = QCoreApplication.translate


def other_shortcuts() -> list[Shortcut]:
    """Keys that belong to a field rather than to a menu."""
    editor = translate("ShortcutsDialog", "Editor")
    find = translate("ShortcutsDialog", "Find bar")
    assistant = translate("ShortcutsDialog", "Assistant")
    tree = translate("ShortcutsDialog", "Project tree")
    return [
        Shortcut(tree, translate("ShortcutsDialog", "Open the selected item"), "Enter"),
        Shortcut(find, translate("ShortcutsDialog", "Next match"), "Enter"),
        Shortcut(find, translate("ShortcutsDialog", "Previous match"), "Shift+Enter"),
        Shortcut(find, translate("ShortcutsDialog", "Close the find bar"), "Esc"),
        Shortcut(editor, translate("ShortcutsDialog", "Undo, in the project's history"), "Ctrl+Z"),
        Shortcut(assistant, translate("ShortcutsDialog", "Send the question"), "Enter"),
        Shortcut(
            assistant, translate("ShortcutsDialog", "New line in the question"), "Shift+Enter"
        ),
    ]


class ShortcutsDialog(QDialog):
    """The keyboard shortcuts: the menus' (read from their actions) and the fields' own."""

    def __init__(self, menus: list[QMenu], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("shortcutsDialog")
        self.setWindowTitle(self.tr("Keyboard Shortcuts"))
        self.resize(560, 600)
        self.shortcuts = [*menu_shortcuts(menus), *other_shortcuts()]
        self.table = QTableWidget(len(self.shortcuts), 3, self)
        self.table.setObjectName("shortcutsTable")
        self.table.setAccessibleName(self.tr("Keyboard Shortcuts"))
        self.table.setHorizontalHeaderLabels([self.tr("Where"), self.tr("What"), self.tr("Keys")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        for row, shortcut in enumerate(self.shortcuts):
            for column, text in enumerate((shortcut.where, shortcut.what, shortcut.keys)):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

"""“Keeping 4 house rules”: a link in the assistant panel that says how many of the
project's house rules go with every request, and opens them. A book of a series is sent its
series' house rules too: the link counts them apart, “House rules (3 + 2 of the series)”, and
the series' part opens the series' own.

It watches ``house-rules.md`` (the book's and its series'), so the count follows edits made
in any editor.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLocale, Qt, Signal
from PySide6.QtWidgets import QLabel, QWidget

from assistant.world.house_rules import HouseRules, house_rules_path, read_house_rules
from assistant.world.model import World
from assistant.world.series.paths import series_folder

TOOLTIP_RULES = 8
BOOK_LINK = "house-rules"
SERIES_LINK = "series-house-rules"


def _link(href: str, text: str) -> str:
    return f'<a href="{href}">{html.escape(text)}</a>'


class HouseRulesLink(QLabel):
    """The count of house rules, as a link that asks to open them (``open_requested``)."""

    open_requested = Signal()
    open_series_requested = Signal()
    """The series' part was clicked: open the series' house rules."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("houseRulesLink")
        self.setTextFormat(Qt.TextFormat.RichText)
        flags = Qt.TextInteractionFlag
        self.setTextInteractionFlags(
            flags.LinksAccessibleByMouse | flags.LinksAccessibleByKeyboard
        )
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.linkActivated.connect(self._on_link)
        self.root: Path | None = None
        self.series_root: Path | None = None
        """The book's series folder (None: no series, or one that cannot be read)."""
        self.rules = HouseRules()
        self.series_rules = HouseRules()
        self._watcher = QFileSystemWatcher(self)
        self._watcher.fileChanged.connect(self.refresh)
        self._watcher.directoryChanged.connect(self.refresh)
        self.hide()

    def _on_link(self, link: str) -> None:
        if link == SERIES_LINK:
            self.open_series_requested.emit()
        else:
            self.open_requested.emit()

    def follow(self, root: Path | None, world: World | None) -> None:
        """Follow the book at ``root`` whose world is ``world`` (None: no project), and its
        series folder when its series was read; nothing is read again while they stay."""
        series = None
        if root is not None and world is not None:
            series = series_folder(root, world.meta.series, world.series)
        if (root, series) != (self.root, self.series_root) or root is None:
            self.set_root(root, series)

    def set_root(self, root: Path | str | None, series: Path | str | None = None) -> None:
        """Follow the house rules of the project at ``root`` (None: no project, hidden) and
        of its series folder ``series`` (None: no series to count)."""
        book = Path(root) if root is not None else None
        shared = Path(series) if series is not None and book is not None else None
        watched = self._watcher.files() + self._watcher.directories()
        if watched:
            self._watcher.removePaths(watched)
        self.root, self.series_root = book, shared
        for folder in (book, shared):
            if folder is not None and folder.is_dir():
                self._watcher.addPath(str(folder))
        self.refresh()

    def refresh(self, *_args: object) -> None:
        """Read the rules again and say how many there are."""
        if self.root is None:
            self.rules = self.series_rules = HouseRules()
            self.hide()
            return
        for folder in (self.root, self.series_root):
            path = house_rules_path(folder) if folder is not None else None
            if path is not None and path.exists() and str(path) not in self._watcher.files():
                self._watcher.addPath(str(path))  # a save that replaced the file drops the watch
        self.rules = read_house_rules(self.root)
        series = self.series_root
        self.series_rules = read_house_rules(series) if series is not None else HouseRules()
        self.setText(self._html())
        self.setToolTip(self._tooltip() + self._series_tooltip())
        self.show()

    def _html(self) -> str:
        book = _link(BOOK_LINK, self._label())
        series = self.series_rules
        if self.series_root is None or (series.count == 0 and not series.problem):
            return book
        if series.problem:
            part = self.tr("the series' house rules cannot be read")
        else:
            part = self.tr("%n of the series", "", series.count)
        rules = self.rules
        if rules.problem or rules.is_cut:
            return f"{book} · {_link(SERIES_LINK, part)}"
        #: The book's count of house rules, then the series' ("2 of the series"), each a link.
        text = html.escape(self.tr("House rules (%1 + %2)"))
        count = _link(BOOK_LINK, QLocale().toString(rules.count))
        return text.replace("%1", count, 1).replace("%2", _link(SERIES_LINK, part), 1)

    def _series_tooltip(self) -> str:
        series = self.series_rules
        if self.series_root is None or series.count == 0:
            return ""
        shown = [f"• {html.escape(rule)}" for rule in series.rules[:TOOLTIP_RULES]]
        if series.count > TOOLTIP_RULES:
            shown.append("…")
        intro = self.tr("The series' house rules, sent with every book of it:")
        return f"<p>{html.escape(intro)}<br>{'<br>'.join(shown)}</p>"

    def _label(self) -> str:
        rules = self.rules
        if rules.problem:
            return self.tr("House rules cannot be read")
        if rules.count == 0:
            return self.tr("No house rules yet")
        if rules.is_cut:
            return self.tr("Keeping %n house rule(s), too long to send in full", "", rules.count)
        return self.tr("Keeping %n house rule(s)", "", rules.count)

    def _tooltip(self) -> str:
        rules = self.rules
        if rules.problem:
            return html.escape(
                self.tr("house-rules.md in the project folder cannot be read: %1").replace(
                    "%1", rules.problem
                )
            )
        if rules.count == 0:
            return self.tr(
                "Rules the assistant keeps in this project, such as “British spelling” or "
                "“Part One is final”. Click to write them."
            )
        shown = [f"• {html.escape(rule)}" for rule in rules.rules[:TOOLTIP_RULES]]
        if rules.count > TOOLTIP_RULES:
            shown.append("…")
        intro = self.tr("Sent with every request; the reviewer checks each change against them.")
        return f"<p>{html.escape(intro)}</p><p>{'<br>'.join(shown)}</p>"  # the writer's text


__all__ = ["HouseRulesLink"]

"""“Keeping 4 house rules”: a link in the assistant panel that says how many of the
project's house rules go with every request, and opens them.

It watches ``house-rules.md``, so the count follows edits made in any editor.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, Qt, Signal
from PySide6.QtWidgets import QLabel, QWidget

from assistant.world.house_rules import HouseRules, house_rules_path, read_house_rules

TOOLTIP_RULES = 8


class HouseRulesLink(QLabel):
    """The count of house rules, as a link that asks to open them (``open_requested``)."""

    open_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("houseRulesLink")
        self.setTextFormat(Qt.TextFormat.RichText)
        flags = Qt.TextInteractionFlag
        self.setTextInteractionFlags(
            flags.LinksAccessibleByMouse | flags.LinksAccessibleByKeyboard
        )
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.linkActivated.connect(lambda _link: self.open_requested.emit())
        self.root: Path | None = None
        self.rules = HouseRules()
        self._watcher = QFileSystemWatcher(self)
        self._watcher.fileChanged.connect(self.refresh)
        self._watcher.directoryChanged.connect(self.refresh)
        self.hide()

    def set_root(self, root: Path | str | None) -> None:
        """Follow the house rules of the project at ``root`` (None: no project, hidden)."""
        watched = self._watcher.files() + self._watcher.directories()
        if watched:
            self._watcher.removePaths(watched)
        self.root = Path(root) if root is not None else None
        if self.root is not None and self.root.is_dir():
            self._watcher.addPath(str(self.root))
        self.refresh()

    def refresh(self, *_args: object) -> None:
        """Read the rules again and say how many there are."""
        if self.root is None:
            self.rules = HouseRules()
            self.hide()
            return
        path = house_rules_path(self.root)
        if path.exists() and str(path) not in self._watcher.files():
            self._watcher.addPath(str(path))  # a save that replaced the file drops the watch
        self.rules = read_house_rules(self.root)
        self.setText(f'<a href="house-rules">{html.escape(self._label())}</a>')
        self.setToolTip(self._tooltip())
        self.show()

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

"""A turn's tool log: the tools it used, as a list under its own toggle ("Tools used: 3"), in
the past tense once they ran, each call's result behind "details"."""

from __future__ import annotations

import html
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QFontDatabase, QPalette
from PySide6.QtWidgets import QLabel, QToolButton, QWidget

from assistant.agent.loop.messages import AiToolCall
from assistant.gui.assistant.turns.change_list import fit_to_width

RESULT_SHOWN = 1200
"""Characters of a tool's result shown under its "details"."""
DETAILS = "details:"


@dataclass
class ToolLogEntry:
    """One tool call of the turn: what was called, and (once done) whether it worked."""

    call: AiToolCall
    description: str
    done_description: str = ""
    """The same in the past tense, once it ran."""
    failed_description: str = ""
    """What it could not do, once it failed ("" : the past tense, marked failed)."""
    done: bool = False
    ok: bool = True
    result: str = ""
    note: str = ""
    """A word on how it was answered ("from cache"), in the writer's language."""
    repeated: int = 0
    """How many times in a row the model made this very call (0: not noticed)."""
    ran: bool = True
    open: bool = False
    """Whether its details (the call and its result) are shown."""

    @property
    def shown_description(self) -> str:
        if self.done and not self.ok and self.failed_description:
            return self.failed_description
        if self.done and self.done_description:
            return self.done_description
        return self.description.removesuffix("…")


class ToolLog(QObject):
    """The toggle (``toggle``) and the list (``label``) of a turn's tool calls (``entries``);
    the turn places both widgets."""

    def __init__(self, view: QWidget) -> None:
        super().__init__(view)
        self._view = view
        self.entries: list[ToolLogEntry] = []
        self.toggle = QToolButton(view)
        self.toggle.setObjectName("toolLogToggle")
        self.toggle.setCheckable(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.toggle.setAutoRaise(True)
        self.toggle.toggled.connect(self._show)
        self.toggle.hide()
        self.label = QLabel(view)
        self.label.setObjectName("toolLog")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        fit_to_width(self.label)
        self.label.setContentsMargins(18, 0, 0, 0)
        self.label.linkActivated.connect(self._on_link)
        self.label.hide()

    # -- the calls -------------------------------------------------------------------------------

    def started(
        self,
        call: AiToolCall,
        description: str,
        done_description: str = "",
        failed_description: str = "",
    ) -> None:
        self.entries.append(ToolLogEntry(call, description, done_description, failed_description))
        self.refresh()

    def repeated(self, call: AiToolCall, times: int, ran: bool) -> None:
        """The model made this very call ``times`` times in a row (and was told so)."""
        for entry in reversed(self.entries):
            if entry.call.id == call.id:
                entry.repeated, entry.ran = times, ran
                break
        self.refresh()

    def finished(self, call: AiToolCall, result: str, ok: bool) -> None:
        for entry in reversed(self.entries):
            if entry.call.id == call.id and not entry.done:
                entry.done, entry.ok, entry.result = True, ok, result
                break
        self.refresh()

    def lines(self) -> list[str]:
        """The calls as ``name(arguments)``, in order (what the log shows in code type)."""
        from assistant.agent.loop.loop import format_tool_call

        return [format_tool_call(entry.call) for entry in self.entries]

    # -- showing them ----------------------------------------------------------------------------

    def refresh(self) -> None:
        count = len(self.entries)
        if not count:
            self.toggle.hide()
            return
        self.toggle.setText(self.tr("Tools used: %Ln", "", count))
        self.toggle.show()
        if self.label.isVisible():
            self.label.setText(self._html())

    def _on_link(self, link: str) -> None:
        """Show or hide one call's details (its result, and the call itself)."""
        if not link.startswith(DETAILS):
            return
        try:
            entry = self.entries[int(link.removeprefix(DETAILS))]
        except (ValueError, IndexError):
            return
        entry.open = not entry.open
        self.label.setText(self._html())

    def _show(self, shown: bool) -> None:
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        if shown:
            self.label.setText(self._html())
        self.label.setVisible(shown)

    def _html(self) -> str:
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont).family()
        grey = _muted(self._view.palette())
        rows = []
        for number, (entry, line) in enumerate(zip(self.entries, self.lines(), strict=True)):
            if not entry.done:
                mark, state = "…", self.tr("running")
            elif entry.ok:
                mark, state = "✓", ""
            else:  # a call that says what it could not do needs no "failed" after it
                mark, state = "✗", "" if entry.failed_description else self.tr("failed")
            notes = [state] if state else []
            if entry.note:
                notes.append(entry.note)
            if entry.repeated:
                notes.append(self._repeat_note(entry))
            noted = "".join(f" <i>({html.escape(note, quote=False)})</i>" for note in notes)
            label = self.tr("hide details") if entry.open else self.tr("details")
            link = f" <a href='{DETAILS}{number}'>{html.escape(label, quote=False)}</a>"
            row = (
                f"<p style='margin:0 0 6px 0'>{mark} "
                f"{html.escape(entry.shown_description, quote=False)}{noted}{link}"
            )
            if entry.open:
                row += (
                    f"<br><span style='font-family:\"{mono}\"; font-size:small'>"
                    f"{_breakable(html.escape(_shorten(line, 300), quote=False))}</span>"
                )
                if entry.result.strip():
                    shown = html.escape(_shorten(entry.result.strip(), RESULT_SHOWN), quote=False)
                    row += (
                        f"<br><span style='font-family:\"{mono}\"; font-size:small; "
                        f"color:{grey}; white-space:pre-wrap'>{shown}</span>"
                    )
            rows.append(row + "</p>")
        return "".join(rows)

    def _repeat_note(self, entry: ToolLogEntry) -> str:
        if not entry.ran:
            return self.tr("the same call %Ln times in a row: not run again", "", entry.repeated)
        return self.tr(
            "the same call %Ln times in a row: the assistant was told", "", entry.repeated
        )


def _muted(palette: QPalette) -> str:
    """A colour halfway between the text and the background (for secondary lines)."""
    text = palette.color(QPalette.ColorRole.WindowText)
    back = palette.color(QPalette.ColorRole.Window)
    pairs = zip(text.getRgb()[:3], back.getRgb()[:3], strict=True)
    mix = [round(0.55 * a + 0.45 * b) for a, b in pairs]
    return "#{:02x}{:02x}{:02x}".format(*mix)


def _breakable(text: str) -> str:
    """Let long arguments wrap after commas and colons (zero-width spaces)."""
    return text.replace(",", ",\u200b").replace(":", ":\u200b")


def _shorten(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"

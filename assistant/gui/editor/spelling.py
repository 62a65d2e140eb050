"""Spell checking as you type: the project's checker, and a highlighter that underlines.

:class:`SpellingService` keeps one :class:`~assistant.world.spelling.SpellChecker` for the
open project (its language, its entities' names and aliases, its word list) and says when its
answers change. :class:`SpellingHighlighter` underlines misspelt words on top of the Markdown
highlighting. It never makes the writer wait: a line whose words are all known is underlined
at once (typing a word re-checks only its line); new words are looked up for at most a couple
of milliseconds at a time, and the rest of a long chapter is checked in small slices between
frames, starting from what is on screen.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QTextBlock,
    QTextBlockUserData,
    QTextCharFormat,
    QTextDocument,
)

from assistant.gui.app.background import run_in_background
from assistant.gui.editor.markdown_highlighter import MarkdownHighlighter
from assistant.gui.project.project_index import after_first_paint
from assistant.gui.window.controller import ProjectController
from assistant.world import edits as world_edits
from assistant.world.edits.changes import ChangeFlag, ChangeSummary
from assistant.world.model import World
from assistant.world.spelling import (
    EnchantSpeller,
    LineState,
    Misspelling,
    SpellChecker,
    SpellingUnavailable,
    accepted_words,
    line_state,
)
from assistant.world.textsync import has_astral, to_utf16

log = logging.getLogger(__name__)

SLICE_S = 0.004
"""Work done between two frames while checking in the background."""
SCREEN_MARGIN = 10
"""Blocks this far above or below the screen are drawn with their underlines too."""
TYPING_BUDGET_S = 0.002
"""Lookups allowed at once for the line being typed, before the rest waits for a slice."""


def _read(language: str) -> SpellChecker | str:
    """On the dictionary's own thread: its checker, or the reason there is none."""
    try:
        return SpellChecker(EnchantSpeller(language))
    except SpellingUnavailable as error:
        return str(error)


class SpellingService(QObject):
    """The open project's spell checker; ``changed`` when its answers may differ."""

    changed = Signal()

    def __init__(self, controller: ProjectController) -> None:
        super().__init__(controller)
        self.setObjectName("spellingService")
        self._controller = controller
        self._enabled = True
        self._language = ""
        self._checkers: dict[str, SpellChecker | None] = {}
        self._reading: set[str] = set()
        self.generation = 1
        """Goes up whenever the answers may have changed; lines checked before are redone."""
        self.problem = ""
        controller.world_changed.connect(self._on_world_changed)
        controller.project_opened.connect(self._refresh)
        self._refresh()

    @classmethod
    def of(cls, controller: ProjectController) -> SpellingService:
        """The service of ``controller`` (made the first time)."""
        service = controller.findChild(SpellingService, "spellingService")
        return service if service is not None else cls(controller)

    @property
    def enabled(self) -> bool:
        return self._enabled

    def set_enabled(self, enabled: bool) -> None:
        if enabled != self._enabled:
            self._enabled = enabled
            self._bump()

    @property
    def checker(self) -> SpellChecker | None:
        """The checker in use, or None when checking is off or no dictionary is there."""
        if not self._enabled or not self._language:
            return None
        return self._checkers.get(self._language)

    @property
    def language(self) -> str:
        return self._language

    @property
    def reading(self) -> bool:
        """True while a dictionary is being read (the lines are checked once it is there)."""
        return bool(self._reading)

    def _checker_for(self, language: str) -> SpellChecker | None:
        """The checker for ``language``; None while its dictionary is read, off the GUI
        thread (the window shows the text meanwhile, and underlines it when it is there)."""
        if language not in self._checkers and language not in self._reading:
            self._reading.add(language)
            # at the start, after the window's first paint: reading the dictionary on its
            # thread took the interpreter from the drawing (its modules and the library)
            after_first_paint(lambda: self._start_reading(language))
        return self._checkers.get(language)

    def _start_reading(self, language: str) -> None:
        run_in_background(
            lambda: _read(language),
            self,
            lambda result: self._on_loaded(language, result),
            lambda error: self._on_loaded(language, str(error)),
            name="quire-spelling",
        )

    def _on_loaded(self, language: str, result: object) -> None:
        self._reading.discard(language)
        if isinstance(result, SpellChecker):
            self._checkers[language] = result
            self.problem = ""
        else:
            log.warning("spelling is not available: %s", result)
            self._checkers[language] = None
            self.problem = str(result)
        if language == self._language:
            self._refresh()
        else:
            self._bump()

    def _refresh(self) -> None:
        world = self._controller.world
        if world is None:
            return
        self._language = world.meta.language or "en"
        checker = self._checker_for(self._language)
        if checker is not None:
            checker.set_accepted(accepted_words(world))
        self._bump()

    def _bump(self) -> None:
        self.generation += 1
        self.changed.emit()

    def _on_world_changed(self, world: World, change: ChangeSummary | None) -> None:
        if change is None or change.changed(ChangeFlag.PROJECT):
            self._refresh()
            return
        if change.changed(ChangeFlag.ENTITY):
            checker = self.checker
            words = accepted_words(world)
            if checker is not None and words != checker.accepted:
                checker.set_accepted(words)
                self._bump()

    def add_to_word_list(self, word: str) -> None:
        """Put ``word`` in the project's word list (one undo step)."""
        world = self._controller.world
        if world is None or word in world.settings.word_list:
            return
        label = self.tr("Add “{word}” to the project dictionary").format(word=word)
        self._controller.push(
            world_edits.SetProjectSetting("word_list", (*world.settings.word_list, word)), label
        )


class _Checked(QTextBlockUserData):
    """Marks a line as checked for one generation of the service's answers, and whether it
    shows underlines (a line without any needs no redrawing when it checks out clean)."""

    def __init__(self, generation: int, marked: bool = False) -> None:
        super().__init__()
        self.generation = generation
        self.marked = marked


class _Pending(QTextBlockUserData):
    """A line checked for one generation whose underlines are drawn when it comes on screen."""

    def __init__(self, generation: int) -> None:
        super().__init__()
        self.generation = generation


class SpellingHighlighter(MarkdownHighlighter):
    """Markdown highlighting plus a wavy underline under misspelt words."""

    checked_all = Signal()
    """Every line of the document has been checked (for tests and benchmarks)."""

    def __init__(self, document: QTextDocument, service: SpellingService) -> None:
        super().__init__(document)
        self._service = service
        self._misspelt = QTextCharFormat()
        self._misspelt.setUnderlineStyle(QTextCharFormat.UnderlineStyle.SpellCheckUnderline)
        self._misspelt.setUnderlineColor(QColor("#e0382f"))
        self._budget_left = TYPING_BUDGET_S
        self._budget_reset = QTimer(self)
        self._budget_reset.setSingleShot(True)
        self._budget_reset.setInterval(0)
        self._budget_reset.timeout.connect(self._reset_budget)
        self._sweep_timer = QTimer(self)
        self._sweep_timer.setSingleShot(True)
        self._sweep_timer.setInterval(0)
        self._sweep_timer.timeout.connect(self._sweep)
        self._start_block = -1
        self.first_visible: Callable[[], QTextBlock] | None = None
        """Tells where the screen starts, so that a sweep checks what the writer sees first."""
        self.visible_blocks: Callable[[], tuple[int, int]] | None = None
        """The numbers of the first and last blocks on screen."""
        service.changed.connect(self.recheck)

    def recheck(self) -> None:
        """The answers changed: check every line again, in slices."""
        self._sweep_timer.start()

    def is_complete(self) -> bool:
        """True when every line on screen shows the current answers and every word of the
        document has been looked up (lines off screen are drawn when they scroll in)."""
        if self._sweep_timer.isActive() or self._service.reading:
            return False
        screen = self._screen()
        return not any(
            self._needs_check(block) or (self._pending(block) and self._on(screen, block))
            for block in self._blocks()
        )

    def _blocks(self) -> Iterator[QTextBlock]:
        block = self.document().begin()
        while block.isValid():
            yield block
            block = block.next()

    def _pending(self, block: QTextBlock) -> bool:
        data = block.userData()
        return isinstance(data, _Pending) and data.generation == self._service.generation

    def _screen(self) -> tuple[int, int] | None:
        """The numbers of the first and last blocks on screen, widened by a margin (None
        when the editor has not said where its screen is: every block counts as on it)."""
        if self.visible_blocks is None:
            return None
        first, last = self.visible_blocks()
        return first - SCREEN_MARGIN, last + SCREEN_MARGIN

    @staticmethod
    def _on(screen: tuple[int, int] | None, block: QTextBlock) -> bool:
        return screen is None or screen[0] <= block.blockNumber() <= screen[1]

    # -- highlighting one line ----------------------------------------------------------------

    def highlightBlock(self, text: str) -> None:
        super().highlightBlock(text)
        previous = self.previousBlockState()
        first = self.currentBlock().blockNumber() == 0
        state, check = line_state(None if first else LineState(max(previous, 0) % 3), text)
        self.setCurrentBlockState(int(state))
        checker = self._service.checker
        if not check or checker is None or not text:
            self.setCurrentBlockUserData(_Checked(self._service.generation))
            return
        found = checker.misspellings(text)
        if found is None and self._budget_left > 0:
            started = time.perf_counter()
            checker.look_up(checker.unknown_words(text), started + self._budget_left)
            self._budget_left -= time.perf_counter() - started
            self._budget_reset.start()
            found = checker.misspellings(text)
        if found is None:
            self.setCurrentBlockUserData(None)
            self._sweep_timer.start()
            return
        self.setCurrentBlockUserData(_Checked(self._service.generation, bool(found)))
        if found:
            self._underline(text, found)

    def _underline(self, text: str, found: list[Misspelling]) -> None:
        astral = has_astral(text)
        for item in found:
            start = to_utf16(text, item.start, astral=astral)
            end = to_utf16(text, item.end, astral=astral)
            if self.format(start) == self.format(end - 1):  # one format over the word
                merged = QTextCharFormat(self.format(start))
                merged.merge(self._misspelt)
                self.setFormat(start, end - start, merged)
                continue
            for position in range(start, end):  # emphasis begins or ends inside the word
                merged = QTextCharFormat(self.format(position))
                merged.merge(self._misspelt)
                self.setFormat(position, 1, merged)

    def _reset_budget(self) -> None:
        self._budget_left = TYPING_BUDGET_S

    # -- checking the rest, a slice at a time -------------------------------------------------

    def _needs_check(self, block: QTextBlock) -> bool:
        data = block.userData()
        return not (
            isinstance(data, _Checked | _Pending) and data.generation == self._service.generation
        )

    def _sweep(self) -> None:
        """One slice: the lines on screen first, then the words of the rest of the document
        are looked up (so that a line scrolled into view is drawn at once); lines off screen
        that have underlines to show wait until they are on screen."""
        document = self.document()
        if document is None:
            return
        deadline = time.perf_counter() + SLICE_S
        checker = self._service.checker
        start = self._first_block()
        screen = self._screen()
        for block in self._from(start):
            if self._pending(block) and self._on(screen, block):
                self.rehighlightBlock(block)
                continue
            if not self._needs_check(block):
                continue
            if checker is not None and not checker.look_up(
                checker.unknown_words(block.text()), deadline
            ):
                self._sweep_timer.start()
                return
            self._settle(block, checker, drawn=self._on(screen, block))
            if time.perf_counter() > deadline:
                self._sweep_timer.start()
                return
        self.checked_all.emit()

    def _from(self, start: QTextBlock) -> Iterator[QTextBlock]:
        """Every block, from ``start`` to the end and then from the top up to ``start``."""
        block = start
        while block.isValid():
            yield block
            block = block.next()
        block = self.document().begin()
        while block.isValid() and block.blockNumber() < start.blockNumber():
            yield block
            block = block.next()

    def _settle(self, block: QTextBlock, checker: SpellChecker | None, *, drawn: bool) -> None:
        """Mark a checked line; redraw it only when its underlines change (most lines of a
        chapter have none, and redrawing them would cost the frames this is here to save),
        and only when it is on screen (``drawn``)."""
        data = block.userData()
        was_marked = isinstance(data, _Checked) and data.marked
        text = block.text()
        previous = block.previous()
        state = LineState(max(previous.userState(), 0) % 3) if previous.isValid() else None
        _state, check = line_state(state, text)
        found = checker.misspellings(text) if checker is not None and check and text else []
        if found == [] and not was_marked:
            block.setUserData(_Checked(self._service.generation))
            return
        if drawn:
            self.rehighlightBlock(block)
        else:
            block.setUserData(_Pending(self._service.generation))

    def _first_block(self) -> QTextBlock:
        """Where a sweep starts: the first line on screen when the editor says which."""
        if self.first_visible is not None:
            block = self.first_visible()
            if block.isValid():
                return block
        return self.document().begin()

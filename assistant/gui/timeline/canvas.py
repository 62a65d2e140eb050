"""The timeline itself, drawn: the book's order on top, the story's order below it on the
calendar's time, with a lane for each character.

Each scene of the book is a numbered chip in the top row, in manuscript order; a line runs
from it to the scene's box on the time axis, so lines that cross show scenes told out of
order, and a scene earlier in time than one before it in the book (a flashback) is marked.
A click opens a scene; a drag along the time axis (or Alt+Left and Alt+Right on the selected
scene) asks to re-time it. Only what is in view is painted.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontMetrics,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QApplication, QToolTip, QWidget

from assistant.gui.timeline.clock_words import date_words, short_date_words
from assistant.gui.timeline.sources import TimelinePicture
from assistant.world.clock.model import Moment, Precision
from assistant.world.model import World

LABELS = 130
"""The width of the lanes' names on the left."""
RULER = 26
BOOK_ROW = 30
STORY_ROW = 30
LANE_ROW = 24
GAP = 18
BOX_WIDTH = 150
CHIP = 22
FLASHBACK = QColor("#c77c02")


@dataclass(frozen=True)
class Box:
    """One drawn scene: where, which scene, and in which row (``lane``: "" for the story row,
    a character id for a lane, "book" for the book's chip)."""

    rect: QRectF
    node_id: str
    lane: str


class TimelineCanvas(QWidget):
    """Draws a :class:`TimelinePicture`; see the module doc."""

    open_requested = Signal(str)
    retime_requested = Signal(str, int)
    """A scene dragged (or moved with the keys) to start at a minute of the story's clock."""
    selection_changed = Signal(str)
    ensure_visible = Signal(object)
    """A QRect the scroll area around should bring into view (the keys moved the selection)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("timelineCanvas")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(False)
        self.setAccessibleName(self.tr("Timeline"))
        self.picture: TimelinePicture | None = None
        self.world: World | None = None
        self.selected = ""
        self.boxes: list[Box] = []
        self.order: list[str] = []
        """The placed scenes, earliest first."""
        self.flashbacks: set[str] = set()
        self.lanes: list[tuple[str, str]] = []
        """(character id, name) of each lane, top to bottom."""
        self._start = 0
        self._scale = 1.0
        """Pixels per minute of the story's clock."""
        self._press: QPoint | None = None
        self._pressed = ""
        self._drag_dx = 0.0
        self._dragging = False
        self._width_hint = 600

    # -- what it shows ---------------------------------------------------------------------------

    def show_picture(self, picture: TimelinePicture | None, world: World | None) -> None:
        self.picture, self.world = picture, world
        self._layout()
        if self.selected and self.selected not in self.order and not self._in_book(self.selected):
            self.selected = ""
        self.update()

    def set_view_width(self, width: int) -> None:
        """The width the scroll area offers: the time axis fills at least that."""
        if width != self._width_hint:
            self._width_hint = width
            self._layout()
            self.update()

    def _in_book(self, node_id: str) -> bool:
        return self.picture is not None and node_id in self.picture.book

    def title(self, node_id: str) -> str:
        document = self.world.documents.get(node_id) if self.world is not None else None
        return document.title if document is not None else node_id

    def book_number(self, node_id: str) -> int:
        """The scene's place in the book, from 1 (0: not in the book)."""
        book = self.picture.book if self.picture is not None else ()
        return book.index(node_id) + 1 if node_id in book else 0

    def x_of(self, minute: int) -> float:
        return LABELS + GAP + (minute - self._start) * self._scale

    def minute_at(self, x: float) -> int:
        return self._start + round((x - LABELS - GAP) / self._scale)

    def _layout(self) -> None:
        self.boxes = []
        picture = self.picture
        if picture is None:
            self.order, self.flashbacks, self.lanes = [], set(), []
            self.setMinimumSize(QSize(0, 0))
            return
        timeline = picture.timeline
        self.order = timeline.story_order()
        spans = {n: timeline.scenes[n].span for n in self.order}
        starts = [s.start.minute for s in spans.values() if s is not None]
        ends = [s.end.minute for s in spans.values() if s is not None]
        self._start = min(starts, default=0)
        per_day = timeline.calendar.minutes_per_day
        length = max(max(ends, default=0) - self._start, per_day)
        room = max(self._width_hint - LABELS - 2 * GAP - BOX_WIDTH, 90 * len(self.order), 300)
        self._scale = room / length
        self.flashbacks = set()
        latest = None
        for node_id in picture.book:
            span = spans.get(node_id)
            if span is None:
                continue
            if latest is not None and span.start.minute < latest:
                self.flashbacks.add(node_id)
            latest = span.start.minute if latest is None else max(latest, span.start.minute)
        width = int(LABELS + 2 * GAP + max(room + BOX_WIDTH, len(picture.book) * (CHIP + 2)))
        self._place_book(max(width, self._width_hint))
        bottom = self._place_story(spans)
        bottom = self._place_lanes(spans, bottom)
        self.setMinimumSize(QSize(width, int(bottom + GAP)))
        self.resize(max(width, self._width_hint), int(bottom + GAP))

    def _place_book(self, width: int) -> None:
        book = self.picture.book if self.picture is not None else ()
        if not book:
            return
        step = max((width - LABELS - 2 * GAP - CHIP) / max(len(book), 1), CHIP + 2)
        step = min(step, 60)
        for index, node_id in enumerate(book):
            x = LABELS + GAP + index * step
            self.boxes.append(Box(QRectF(x, RULER + 4, CHIP, CHIP), node_id, "book"))

    def _place_story(self, spans) -> float:  # type: ignore[no-untyped-def]
        """Scene boxes at their times, each in the first row where it does not overlap."""
        top = RULER + BOOK_ROW + GAP
        row_ends: list[float] = []
        for node_id in self.order:
            x = self.x_of(spans[node_id].start.minute)
            width = max(BOX_WIDTH, spans[node_id].minutes * self._scale)
            row = next((i for i, end in enumerate(row_ends) if end <= x), len(row_ends))
            if row == len(row_ends):
                row_ends.append(0.0)
            row_ends[row] = x + width + 4
            rect = QRectF(x, top + row * STORY_ROW, width, STORY_ROW - 6)
            self.boxes.append(Box(rect, node_id, ""))
        self._story_rows = max(len(row_ends), 1)
        return top + self._story_rows * STORY_ROW + GAP / 2

    def _place_lanes(self, spans, top: float) -> float:  # type: ignore[no-untyped-def]
        picture, world = self.picture, self.world
        self.lanes = []
        if picture is None or world is None:
            return top
        people: dict[str, list[str]] = {}
        for node_id in self.order:
            for person in picture.cast.get(node_id, ()):
                people.setdefault(person, []).append(node_id)
        for person, scenes in people.items():
            entity = world.entities.get(person)
            if entity is None:
                continue
            lane_top = top + len(self.lanes) * LANE_ROW
            self.lanes.append((person, entity.name))
            for node_id in scenes:
                x = self.x_of(spans[node_id].start.minute)
                width = max(12.0, spans[node_id].minutes * self._scale)
                self.boxes.append(Box(QRectF(x, lane_top + 5, width, LANE_ROW - 10), node_id,
                                      person))  # fmt: skip
        self._lanes_top = top
        return top + len(self.lanes) * LANE_ROW

    # -- painting ---------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(event.rect(), palette.color(QPalette.ColorRole.Base))
        if self.picture is None:
            return
        self._paint_rows(painter, palette)
        self._paint_ruler(painter, palette, event.rect())
        self._paint_links(painter, palette, event.rect())
        area = QRectF(event.rect()).adjusted(-BOX_WIDTH, 0, BOX_WIDTH, 0)
        for box in self.boxes:
            if box.rect.intersects(area):
                self._paint_box(painter, palette, box)

    def _paint_rows(self, painter: QPainter, palette: QPalette) -> None:
        text = palette.color(QPalette.ColorRole.PlaceholderText)
        painter.setPen(text)
        metrics = QFontMetrics(self.font())
        rows = [(RULER + 4, self.tr("In the book")),
                (RULER + BOOK_ROW + GAP, self.tr("In the story"))]  # fmt: skip
        rows += [(getattr(self, "_lanes_top", 0) + i * LANE_ROW, name)
                 for i, (_id, name) in enumerate(self.lanes)]  # fmt: skip
        for y, label in rows:
            shown = metrics.elidedText(label, Qt.TextElideMode.ElideRight, LABELS - 8)
            painter.drawText(QRectF(6, y, LABELS - 8, LANE_ROW), Qt.AlignmentFlag.AlignVCenter,
                             shown)  # fmt: skip
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
        for index in range(len(self.lanes)):
            y = getattr(self, "_lanes_top", 0) + index * LANE_ROW
            painter.drawLine(QPointF(6, y), QPointF(self.width() - 6, y))

    def _paint_ruler(self, painter: QPainter, palette: QPalette, area) -> None:  # type: ignore[no-untyped-def]
        if self.picture is None or not self.order:
            return
        calendar = self.picture.timeline.calendar
        per_day = calendar.minutes_per_day
        step_days = 1
        while step_days * per_day * self._scale < 90:
            step_days *= 2 if step_days < 8 else 3
        precision = Precision.DAY if step_days < 60 else Precision.MONTH
        if step_days >= 700:
            precision = Precision.YEAR
        first = (self.minute_at(area.left()) // per_day) * per_day
        painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
        minute = max(first - first % (step_days * per_day), self._start - self._start % per_day)
        while self.x_of(minute) < area.right() + 90:
            x = self.x_of(minute)
            if x >= LABELS:
                painter.drawLine(QPointF(x, RULER - 6), QPointF(x, RULER))
                label = short_date_words(calendar, Moment(minute, precision))
                painter.drawText(QRectF(x + 3, 2, 90, RULER - 6), Qt.AlignmentFlag.AlignLeft,
                                 label)  # fmt: skip
            minute += step_days * per_day

    def _paint_links(self, painter: QPainter, palette: QPalette, area) -> None:  # type: ignore[no-untyped-def]
        chips = {b.node_id: b.rect for b in self.boxes if b.lane == "book"}
        placed = {b.node_id: b.rect for b in self.boxes if b.lane == ""}
        normal = QPen(palette.color(QPalette.ColorRole.Mid), 1)
        marked = QPen(FLASHBACK, 1.5)
        for node_id, chip in chips.items():
            rect = placed.get(node_id)
            if rect is None:
                continue
            painter.setPen(marked if node_id in self.flashbacks else normal)
            painter.drawLine(QPointF(chip.center().x(), chip.bottom()),
                             QPointF(rect.left() + 8, rect.top()))  # fmt: skip

    def _paint_box(self, painter: QPainter, palette: QPalette, box: Box) -> None:
        rect = QRectF(box.rect)
        if self._dragging and box.node_id == self._pressed and box.lane != "book":
            rect.translate(self._drag_dx, 0)
        flashback = box.node_id in self.flashbacks
        placed = box.node_id in self.order
        fill = palette.color(QPalette.ColorRole.Button)
        if box.lane not in ("", "book"):
            fill = palette.color(QPalette.ColorRole.Highlight).lighter(140)
        if box.node_id == self.selected:
            fill = palette.color(QPalette.ColorRole.Highlight)
        edge = FLASHBACK if flashback else palette.color(QPalette.ColorRole.Mid)
        painter.setPen(QPen(edge, 2 if flashback else 1))
        painter.setBrush(fill if placed or box.lane != "book" else palette.color(
            QPalette.ColorRole.Window))  # fmt: skip
        painter.drawRoundedRect(rect, 4, 4)
        selected = box.node_id == self.selected
        painter.setPen(palette.color(
            QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.ButtonText
        ))  # fmt: skip
        if box.lane == "book":
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self.book_number(box.node_id)))
        elif box.lane == "":
            mark = "↶ " if flashback else ""
            label = f"{mark}{self.book_number(box.node_id)} · {self.title(box.node_id)}"
            metrics = QFontMetrics(self.font())
            shown = metrics.elidedText(label, Qt.TextElideMode.ElideRight, int(rect.width()) - 10)
            painter.drawText(rect.adjusted(6, 0, -4, 0), Qt.AlignmentFlag.AlignVCenter, shown)
        if selected and self.hasFocus():
            painter.setPen(QPen(palette.color(QPalette.ColorRole.Text), 1, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 5, 5)

    # -- the writer's hand -------------------------------------------------------------------------

    def box_at(self, point: QPointF) -> Box | None:
        for box in reversed(self.boxes):
            if box.rect.contains(point):
                return box
        return None

    def story_rect(self, node_id: str) -> QRectF | None:
        """Where the scene's box is in the story's row (None: it is not placed)."""
        return next((b.rect for b in self.boxes if b.node_id == node_id and b.lane == ""), None)

    def select(self, node_id: str) -> None:
        if node_id != self.selected:
            self.selected = node_id
            self.selection_changed.emit(node_id)
            self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        box = self.box_at(event.position())
        if event.button() != Qt.MouseButton.LeftButton or box is None:
            super().mousePressEvent(event)
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self.select(box.node_id)
        self._press = event.position().toPoint()
        self._pressed = box.node_id if box.lane != "book" else ""
        self._drag_dx, self._dragging = 0.0, False

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None or not self._pressed:
            return
        dx = event.position().x() - self._press.x()
        if not self._dragging and abs(dx) >= QApplication.startDragDistance():
            self._dragging = True
            self.setCursor(Qt.CursorShape.SizeHorCursor)
        if self._dragging:
            self._drag_dx = dx
            target = self._target_minute(self._pressed, dx)
            if target is not None and self.picture is not None:
                calendar = self.picture.timeline.calendar
                QToolTip.showText(event.globalPosition().toPoint(),
                                  date_words(calendar, target), self)  # fmt: skip
            self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is None:
            return
        pressed, dragging, dx = self._pressed, self._dragging, self._drag_dx
        self._press, self._pressed, self._dragging, self._drag_dx = None, "", False, 0.0
        self.unsetCursor()
        self.update()
        if dragging and pressed:
            target = self._target_minute(pressed, dx)
            if target is not None and target.minute != self._start_of(pressed):
                self.retime_requested.emit(pressed, target.minute)
            return
        if self.selected:
            self.open_requested.emit(self.selected)

    def _start_of(self, node_id: str) -> int | None:
        if self.picture is None:
            return None
        scene = self.picture.timeline.scenes.get(node_id)
        return None if scene is None or scene.span is None else scene.span.start.minute

    def _target_minute(self, node_id: str, dx: float) -> Moment | None:
        """Where a drag of ``dx`` pixels puts the scene: whole days, or whole hours when an
        hour is wide enough to aim at; the time of day and the precision kept."""
        start = self._start_of(node_id)
        if start is None or self.picture is None:
            return None
        scene = self.picture.timeline.scenes[node_id]
        assert scene.span is not None
        per_day = self.picture.timeline.calendar.minutes_per_day
        unit = 60 if 60 * self._scale >= 8 and scene.span.start.precision >= Precision.MINUTE \
            else per_day  # fmt: skip
        steps = round(dx / (unit * self._scale))
        return Moment(start + steps * unit, scene.span.start.precision)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key, mods = event.key(), event.modifiers()
        alt = bool(mods & Qt.KeyboardModifier.AltModifier)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and alt and self.selected in self.order:
            step = 1 if key == Qt.Key.Key_Right else -1
            start = self._start_of(self.selected)
            if start is not None and self.picture is not None:
                per_day = self.picture.timeline.calendar.minutes_per_day
                self.retime_requested.emit(self.selected, start + step * per_day)
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End):
            self._step_selection(key)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.selected:
            self.open_requested.emit(self.selected)
            return
        super().keyPressEvent(event)

    def _step_selection(self, key: int) -> None:
        order = self.order
        if not order:
            return
        if key == Qt.Key.Key_Home or not self.selected or self.selected not in order:
            index = 0 if key != Qt.Key.Key_End else len(order) - 1
        elif key == Qt.Key.Key_End:
            index = len(order) - 1
        else:
            here = order.index(self.selected)
            index = min(max(here + (1 if key == Qt.Key.Key_Right else -1), 0), len(order) - 1)
        self.select(order[index])
        rect = self.story_rect(order[index])
        if rect is not None:
            self.ensure_visible.emit(rect.toRect())

    def event(self, event) -> bool:  # type: ignore[no-untyped-def]
        if isinstance(event, QHelpEvent):
            box = self.box_at(QPointF(event.pos()))
            if box is not None:
                QToolTip.showText(event.globalPos(), self.describe(box.node_id), self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def describe(self, node_id: str) -> str:
        """The tooltip of a scene: its title, its places in the book and the story, its time."""
        lines = [self.title(node_id)]
        number = self.book_number(node_id)
        if node_id in self.order and self.picture is not None:
            scene = self.picture.timeline.scenes[node_id]
            assert scene.span is not None
            lines.append(date_words(self.picture.timeline.calendar, scene.span.start))
            lines.append(self.tr("Scene %1 in the book, %2 in the story")
                         .replace("%1", str(number))
                         .replace("%2", str(self.order.index(node_id) + 1)))  # fmt: skip
            if node_id in self.flashbacks:
                lines.append(self.tr("Earlier in time than a scene before it in the book"))
        return "\n".join(lines)


__all__ = ["Box", "TimelineCanvas"]

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

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt, Signal
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
from assistant.gui.timeline.layout import (
    BOOK_ROW,
    CHIP,
    GAP,
    LABELS,
    LANE_ROW,
    RULER,
    Plan,
    plan_layout,
)
from assistant.gui.timeline.sources import TimelinePicture
from assistant.world.clock.model import Moment, Precision
from assistant.world.model import World

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
        self.plan = Plan()
        self._ruler_words = {}
        self._press: QPoint | None = None
        self._pressed = ""
        self._drag_dx = 0.0
        self._dragging = False
        self._width_hint = 600

    # -- what it shows ---------------------------------------------------------------------------

    def show_picture(
        self, picture: TimelinePicture | None, world: World | None, plan: Plan | None = None
    ) -> None:
        """Show ``picture``, laid out as ``plan`` when it was made for this view's width."""
        self.picture, self.world = picture, world
        if plan is None or not plan.same_for(self._width_hint):
            plan = plan_layout(picture, world, self._width_hint)
        self._adopt(plan)
        if self.selected and not self._in_book(self.selected):
            self.selected = ""

    def set_view_width(self, width: int) -> None:
        """The width the scroll area offers: the time axis fills at least that."""
        if width != self._width_hint:
            self._width_hint = width
            if not self.plan.same_for(width):
                self._adopt(plan_layout(self.picture, self.world, width))

    @property
    def width_hint(self) -> int:
        return self._width_hint

    def _adopt(self, plan: Plan) -> None:
        self.plan = plan
        self._ruler_words: dict[tuple[int, Precision], str] = {}
        self.setMinimumSize(QSize(plan.width, plan.height))
        self.resize(max(plan.width, self._width_hint), plan.height)
        self.update()

    @property
    def order(self) -> list[str]:
        """The placed scenes, earliest first."""
        return self.plan.order

    @property
    def flashbacks(self) -> set[str]:
        return self.plan.flashbacks

    @property
    def lanes(self) -> list[tuple[str, str]]:
        """(character id, name) of each lane, top to bottom."""
        return self.plan.lanes

    @property
    def _scale(self) -> float:
        return self.plan.scale

    def _in_book(self, node_id: str) -> bool:
        return node_id in self.plan.book_index

    def title(self, node_id: str) -> str:
        document = self.world.documents.get(node_id) if self.world is not None else None
        return document.title if document is not None else node_id

    def book_number(self, node_id: str) -> int:
        """The scene's place in the book, from 1 (0: not in the book)."""
        index = self.plan.book_index.get(node_id)
        return 0 if index is None else index + 1

    def x_of(self, minute: int) -> float:
        return self.plan.x_of(minute)

    def minute_at(self, x: float) -> int:
        return self.plan.start + round((x - LABELS - GAP) / self.plan.scale)

    # -- painting ---------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(event.rect(), palette.color(QPalette.ColorRole.Base))
        if self.picture is None:
            return
        self._paint_ruler(painter, palette, event.rect())
        self._paint_links(painter, palette, event.rect())
        left, right = event.rect().left() - 1, event.rect().right() + 1
        if self._dragging:  # the dragged box is drawn where the pointer has taken it
            left, right = left - abs(self._drag_dx), right + abs(self._drag_dx)
        for strip in self.plan.strips:
            if strip.bottom < event.rect().top() or strip.top > event.rect().bottom():
                continue
            for x, y, width, height, node_id in strip.between(left, right):
                self._paint_box(painter, palette, Box(QRectF(x, y, width, height), node_id,
                                                      strip.lane))  # fmt: skip
        self._paint_rows(painter, palette, event.rect())

    def _paint_rows(self, painter: QPainter, palette: QPalette, area: QRect) -> None:
        """The rows' names, kept at the left edge of what is in view, over a strip of the
        background so that the boxes passing under them never hide them."""
        left = self.visibleRegion().boundingRect().left()
        painter.fillRect(QRectF(left, area.top(), LABELS, area.height()),
                         palette.color(QPalette.ColorRole.Base))  # fmt: skip
        metrics = QFontMetrics(self.font())
        rows = [(RULER + 4, self.tr("In the book")),
                (RULER + BOOK_ROW + GAP, self.tr("In the story"))]  # fmt: skip
        rows += [(self.plan.lanes_top + i * LANE_ROW, name)
                 for i, (_id, name) in enumerate(self.lanes)]  # fmt: skip
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
        for index in range(len(self.lanes)):
            y = self.plan.lanes_top + index * LANE_ROW
            if area.top() - LANE_ROW <= y <= area.bottom():
                painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
        painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
        for y, label in rows:
            if not area.top() - LANE_ROW <= y <= area.bottom():
                continue
            shown = metrics.elidedText(label, Qt.TextElideMode.ElideRight, LABELS - 8)
            painter.drawText(QRectF(left + 6, y, LABELS - 8, LANE_ROW),
                             Qt.AlignmentFlag.AlignVCenter, shown)  # fmt: skip

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
        earliest = self.plan.start - self.plan.start % per_day
        minute = max(first - first % (step_days * per_day), earliest)
        while self.x_of(minute) < area.right() + 90:
            x = self.x_of(minute)
            if x >= LABELS:
                painter.drawLine(QPointF(x, RULER - 6), QPointF(x, RULER))
                label = self._ruler_words.get((minute, precision))
                if label is None:
                    label = short_date_words(calendar, Moment(minute, precision))
                    self._ruler_words[(minute, precision)] = label
                painter.drawText(QRectF(x + 3, 2, 90, RULER - 6), Qt.AlignmentFlag.AlignLeft,
                                 label)  # fmt: skip
            minute += step_days * per_day

    def _paint_links(self, painter: QPainter, palette: QPalette, area) -> None:  # type: ignore[no-untyped-def]
        """A line from each scene's chip in the book's row to its box in the story's, for the
        scenes whose chip or box is in view."""
        if len(self.plan.strips) < 2:
            return
        book, story = self.plan.strips[0], self.plan.strips[1]
        index = self.plan.book_index
        shown = {item[4] for item in book.between(area.left(), area.right())}
        shown |= {item[4] for item in story.between(area.left(), area.right())}
        normal = QPen(palette.color(QPalette.ColorRole.Mid), 1)
        marked = QPen(FLASHBACK, 1.5)
        for node_id in shown:
            box = self.plan.story_at.get(node_id)
            if node_id not in index or box is None:
                continue
            chip = book.items[index[node_id]]
            painter.setPen(marked if node_id in self.flashbacks else normal)
            painter.drawLine(QPointF(chip[0] + CHIP / 2, chip[1] + CHIP),
                             QPointF(box[0] + 8, box[1]))  # fmt: skip

    def _paint_box(self, painter: QPainter, palette: QPalette, box: Box) -> None:
        rect = QRectF(box.rect)
        if self._dragging and box.node_id == self._pressed and box.lane != "book":
            rect.translate(self._drag_dx, 0)
        flashback = box.node_id in self.flashbacks
        placed = box.node_id in self.plan.rank
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
        if point.x() < self.visibleRegion().boundingRect().left() + LABELS:
            return None  # the rows' names cover what passes under them
        for strip in reversed(self.plan.strips):
            if not strip.top <= point.y() <= strip.bottom:
                continue
            for x, y, width, height, node_id in reversed(strip.between(point.x(), point.x())):
                rect = QRectF(x, y, width, height)
                if rect.contains(point):
                    return Box(rect, node_id, strip.lane)
        return None

    def story_rect(self, node_id: str) -> QRectF | None:
        """Where the scene's box is in the story's row (None: it is not placed)."""
        item = self.plan.story_at.get(node_id)
        return None if item is None else QRectF(*item[:4])

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
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and alt and self.selected in self.plan.rank:
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
        if key == Qt.Key.Key_Home or self.selected not in self.plan.rank:
            index = 0 if key != Qt.Key.Key_End else len(order) - 1
        elif key == Qt.Key.Key_End:
            index = len(order) - 1
        else:
            here = self.plan.rank[self.selected]
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
        if node_id in self.plan.rank and self.picture is not None:
            scene = self.picture.timeline.scenes[node_id]
            assert scene.span is not None
            lines.append(date_words(self.picture.timeline.calendar, scene.span.start))
            lines.append(self.tr("Scene %1 in the book, %2 in the story")
                         .replace("%1", str(number))
                         .replace("%2", str(self.plan.rank[node_id] + 1)))  # fmt: skip
            if node_id in self.flashbacks:
                lines.append(self.tr("Earlier in time than a scene before it in the book"))
        return "\n".join(lines)


__all__ = ["Box", "TimelineCanvas"]

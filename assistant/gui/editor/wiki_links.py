"""Links in the manuscript editor: Ctrl+click on a ``[[wiki link]]`` opens the document or
entity it names; an image embedded with ``![…](…)`` shows itself when the pointer rests on it,
and Ctrl+click opens it (or any linked attachment) in the system's viewer."""

from __future__ import annotations

import html
import re
from pathlib import Path
from urllib.parse import unquote

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QImageReader, QMouseEvent
from PySide6.QtWidgets import QPlainTextEdit, QToolTip

from assistant.gui.window.project_view import ProjectView
from assistant.world.storage.store import DOCUMENTS
from assistant.world.textsync import from_utf16

_MD_LINK = re.compile(r"(?P<bang>!?)\[(?P<label>[^\]\n]*)\]\((?P<url><[^>\n]+>|[^)\s]+)\)")
IMAGE_SUFFIXES = (".png", ".jpg", ".jpeg", ".gif", ".webp", ".bmp", ".svg")
PREVIEW_WIDTH = 360


def local_target(root: Path, url: str) -> Path | None:
    """The file inside the project a Markdown link of a document points at, or None."""
    url = url.strip("<>")
    if "://" in url or url.startswith(("#", "mailto:")):
        return None
    path = (root / DOCUMENTS / unquote(url.split("#", 1)[0])).resolve()
    try:
        path.relative_to(root.resolve())
    except ValueError:
        return None  # never show or open a file outside the project
    return path if path.is_file() else None


class LinkNavigator(QObject):
    """Watches one editor's viewport for Ctrl+clicks on links and rests on images."""

    def __init__(self, edit: QPlainTextEdit, controller: ProjectView) -> None:
        super().__init__(edit)
        self.edit = edit
        self.controller = controller
        edit.viewport().installEventFilter(self)
        edit.viewport().setMouseTracking(True)

    def _text_at(self, point: QPoint) -> tuple[str, int]:
        """The line under ``point`` and the position in it (code points)."""
        cursor = self.edit.cursorForPosition(point)
        block = cursor.block().text()
        return block, from_utf16(block, cursor.positionInBlock())

    def target_at(self, point: QPoint) -> tuple[str, str] | None:
        """``("node", id)`` for a wiki link that resolves, ``("file", path)`` for a local
        Markdown link, or None."""
        from assistant.world.links import link_at, resolve  # read on the first look

        text, position = self._text_at(point)
        link = link_at(text, position)
        world = self.controller.world
        if link is not None and world is not None:
            node_id = resolve(world, link.target)
            return ("node", node_id) if node_id is not None else None
        root = self.controller.root
        if root is None:
            return None
        for match in _MD_LINK.finditer(text):
            if match.start() <= position <= match.end():
                path = local_target(root, match.group("url"))
                return ("file", str(path)) if path is not None else None
        return None

    def follow(self, point: QPoint) -> bool:
        """Open what the link at ``point`` names; True when there was one."""
        target = self.target_at(point)
        if target is None:
            return False
        kind, value = target
        if kind == "node":
            self.controller.request_document(value)
        else:
            QDesktopServices.openUrl(QUrl.fromLocalFile(value))
        return True

    def image_at(self, point: QPoint) -> Path | None:
        target = self.target_at(point)
        if target is None or target[0] != "file":
            return None
        path = Path(target[1])
        return path if path.suffix.lower() in IMAGE_SUFFIXES else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.MouseButtonRelease and isinstance(event, QMouseEvent):
            if (
                event.button() == Qt.MouseButton.LeftButton
                and event.modifiers() & Qt.KeyboardModifier.ControlModifier
                and self.follow(event.position().toPoint())
            ):
                return True
        elif kind == QEvent.Type.MouseMove and isinstance(event, QMouseEvent):
            point = event.position().toPoint()
            ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
            over = ctrl and self.target_at(point) is not None
            self.edit.viewport().setCursor(
                Qt.CursorShape.PointingHandCursor if over else Qt.CursorShape.IBeamCursor
            )
        elif kind == QEvent.Type.ToolTip:
            point = event.pos()  # type: ignore[attr-defined]
            image = self.image_at(point)
            if image is not None:
                src = html.escape(QUrl.fromLocalFile(str(image)).toString(), quote=True)
                size = QImageReader(str(image)).size()
                width = min(PREVIEW_WIDTH, size.width()) if size.isValid() else PREVIEW_WIDTH
                QToolTip.showText(
                    event.globalPos(),  # type: ignore[attr-defined]
                    f'<img src="{src}" width="{width}">',
                    self.edit.viewport(),
                )
                return True
            if self.target_at(point) is not None:
                QToolTip.showText(
                    event.globalPos(),  # type: ignore[attr-defined]
                    self.tr("Ctrl+click to open"),
                    self.edit.viewport(),
                )
                return True
            QToolTip.hideText()
        return super().eventFilter(watched, event)

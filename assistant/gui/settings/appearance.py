"""The writer's comfort settings for this computer, and the light or dark theme.

Kept in the window's settings file (``window.ini``): the editor's font, size and line width,
the zoom, the theme (light, dark or the system's), spell checking and smart punctuation as
you type, and focus mode's options. One :class:`Appearance` per app; everything that shows
text listens to :attr:`Appearance.changed`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QProxyStyle,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QWidget,
)

THEMES = ("system", "light", "dark")
MIN_ZOOM, MAX_ZOOM = -8, 16
"""Zoom steps of one point each, from the chosen size."""


@dataclass(frozen=True)
class Preferences:
    font_family: str = ""
    """Empty: the best reading serif installed."""
    font_size: float = 14.0
    line_width: int = 72
    """The text column's width, in characters of prose."""
    zoom: int = 0
    theme: str = "system"
    spell_check: bool = True
    smart_punctuation: bool = True
    focus_dim: bool = True
    typewriter: bool = False

    @property
    def point_size(self) -> float:
        return max(6.0, self.font_size + self.zoom)


def _bool(value: object, default: bool) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        return value.lower() in ("1", "true", "yes", "on")
    return default


def _number(value: object, default: float, low: float, high: float) -> float:
    try:
        number = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return default
    return min(high, max(low, number))


class Appearance(QObject):
    """The preferences, read from and written to ``settings``; ``changed`` when they change."""

    changed = Signal()

    def __init__(self, settings: QSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._prefs = self._read()

    @property
    def prefs(self) -> Preferences:
        return self._prefs

    def _read(self) -> Preferences:
        s, d = self._settings, Preferences()
        theme = str(s.value("editor/theme", d.theme))
        return Preferences(
            font_family=str(s.value("editor/font_family", d.font_family) or ""),
            font_size=_number(s.value("editor/font_size", d.font_size), d.font_size, 6, 72),
            line_width=int(_number(s.value("editor/line_width", d.line_width), 72, 30, 200)),
            zoom=int(_number(s.value("editor/zoom", d.zoom), 0, MIN_ZOOM, MAX_ZOOM)),
            theme=theme if theme in THEMES else d.theme,
            spell_check=_bool(s.value("editor/spell_check", d.spell_check), d.spell_check),
            smart_punctuation=_bool(
                s.value("editor/smart_punctuation", d.smart_punctuation), d.smart_punctuation
            ),
            focus_dim=_bool(s.value("editor/focus_dim", d.focus_dim), d.focus_dim),
            typewriter=_bool(s.value("editor/typewriter", d.typewriter), d.typewriter),
        )

    def update(self, **changes: object) -> None:
        """Change some preferences, remember them, and tell everyone."""
        prefs = replace(self._prefs, **changes)  # type: ignore[arg-type]
        prefs = replace(prefs, zoom=max(MIN_ZOOM, min(MAX_ZOOM, prefs.zoom)))
        if prefs == self._prefs:
            return
        self._prefs = prefs
        for name, value in prefs.__dict__.items():
            self._settings.setValue(f"editor/{name}", value)
        self._settings.sync()
        if "theme" in changes:
            apply_theme(prefs.theme)
        self.changed.emit()

    def zoom_in(self) -> None:
        self.update(zoom=self._prefs.zoom + 1)

    def zoom_out(self) -> None:
        self.update(zoom=self._prefs.zoom - 1)

    def zoom_reset(self) -> None:
        self.update(zoom=0)


_current: Appearance | None = None


def appearance(settings: QSettings | None = None) -> Appearance:
    """The app's preferences (made from ``settings`` the first time, else in memory)."""
    global _current
    if _current is None:
        if settings is None:
            settings = QSettings()
        _current = Appearance(settings)
        app = QApplication.instance()
        if app is not None:
            _current.setParent(app)
            app.destroyed.connect(_forget)
    return _current


def _forget(*_args: object) -> None:
    global _current
    _current = None


def reset_appearance(settings: QSettings | None = None) -> Appearance:
    """Start afresh from ``settings`` (a window opened on another settings file)."""
    global _current
    if _current is not None:
        _current.deleteLater()
    _current = None
    return appearance(settings)


# -- the theme ---------------------------------------------------------------------------------

_light_palette: QPalette | None = None
_light_style: str | None = None


def system_prefers_dark() -> bool:
    hints = QGuiApplication.styleHints()
    scheme = getattr(hints, "colorScheme", None)
    return scheme is not None and scheme() == Qt.ColorScheme.Dark


def is_dark(theme: str) -> bool:
    return theme == "dark" or (theme == "system" and system_prefers_dark())


def dark_palette() -> QPalette:
    """A dark palette with text at a contrast of 7:1 or more on its backgrounds."""
    palette = QPalette()
    roles = QPalette.ColorRole
    colors = {
        roles.Window: "#25272b",
        roles.WindowText: "#e6e6e6",
        roles.Base: "#1c1d20",
        roles.AlternateBase: "#2a2c31",
        roles.ToolTipBase: "#33363c",
        roles.ToolTipText: "#f0f0f0",
        roles.PlaceholderText: "#9a9ca3",
        roles.Text: "#e8e6e3",
        roles.Button: "#303238",
        roles.ButtonText: "#e6e6e6",
        roles.BrightText: "#ffffff",
        roles.Light: "#45484f",
        roles.Midlight: "#3a3d43",
        roles.Mid: "#7a7d85",  # borders, and disabled text in places: must show on Button
        roles.Dark: "#17181a",
        roles.Shadow: "#000000",
        roles.Highlight: "#3d6fb4",
        roles.HighlightedText: "#ffffff",
        roles.Link: "#8ab4f8",
        roles.LinkVisited: "#c58af9",
    }
    for role, color in colors.items():
        palette.setColor(role, QColor(color))
    disabled = QPalette.ColorGroup.Disabled
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        palette.setColor(disabled, role, QColor("#7d8087"))
    return palette


class DarkStyle(QProxyStyle):
    """Fusion for the dark theme, with check boxes that show: Fusion draws their frame a
    shade darker than the window, which on a dark window is no frame at all, so an unticked
    box (in a dialog or a list) could not be told from empty space."""

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawPrimitive(element, option, painter, widget)
        if element in (
            QStyle.PrimitiveElement.PE_IndicatorCheckBox,
            QStyle.PrimitiveElement.PE_IndicatorItemViewItemCheck,
        ):
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
            painter.setPen(option.palette.color(QPalette.ColorRole.Mid))  # type: ignore[attr-defined]
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(option.rect.adjusted(0, 0, -1, -1))  # type: ignore[attr-defined]
            painter.restore()


def apply_theme(theme: str) -> None:
    """Light, dark, or the system's: the whole app's palette, from the top.

    Widgets that pick colours of their own read them from the palette, so a change here
    reaches the editor, the tree, the assistant panel, its diffs and cards alike."""
    global _light_palette, _light_style
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    if _light_palette is None:
        _light_palette = QPalette(app.palette())
        _light_style = app.style().name()
    if is_dark(theme):
        fusion = QStyleFactory.create("Fusion")
        if fusion is not None:
            app.setStyle(DarkStyle(fusion))
        app.setPalette(dark_palette())
        app.setProperty("quireDark", True)
    else:
        if _light_style and app.style().name() != _light_style:
            style = QStyleFactory.create(_light_style)
            if style is not None:
                app.setStyle(style)
        app.setPalette(_light_palette)
        app.setProperty("quireDark", False)
    # widgets with style sheets resolved palette(...) colours when they were polished, and a
    # label's links keep the link colour of the palette they were first drawn with
    for widget in app.allWidgets():
        if widget.styleSheet():
            widget.setStyleSheet(widget.styleSheet())
        if isinstance(widget, QLabel) and "<a " in widget.text():
            _redraw_links(widget)


def _redraw_links(label: QLabel) -> None:
    """Lay ``label``'s rich text out anew, so its links take the current palette's colour
    (setting the same text again keeps the old one: only a cleared label starts afresh)."""
    text = label.text()
    label.clear()
    label.setText(text)


def contrast(foreground: QColor, background: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""

    def luminance(color: QColor) -> float:
        def channel(value: float) -> float:
            return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

        return (
            0.2126 * channel(color.redF())
            + 0.7152 * channel(color.greenF())
            + 0.0722 * channel(color.blueF())
        )

    light, dark = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (light + 0.05) / (dark + 0.05)

"""The notice in a turn whose model gave up: “claude-sonnet-4-5 was overloaded, so
gpt-4o-mini was asked instead.”, one line for each fallback asked, shown under the question
as it happens and again when the turn is shown later. The usage line under the answer names
the model that answered."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from assistant.agent.loop.messages import ErrorKind
from assistant.agent.providers.fallback import FellBack

_WHY: dict[ErrorKind, str] = {
    ErrorKind.OVERLOADED: QT_TRANSLATE_NOOP(
        "FallbackNotice", "%1 was overloaded, so %2 was asked instead."
    ),
    ErrorKind.RATE_LIMITED: QT_TRANSLATE_NOOP(
        "FallbackNotice",
        "%1 took no more requests for the moment (rate limit), so %2 was asked instead.",
    ),
    ErrorKind.SPEND_LIMIT: QT_TRANSLATE_NOOP(
        "FallbackNotice", "The account for %1 has no credit left, so %2 was asked instead."
    ),
    ErrorKind.SERVER: QT_TRANSLATE_NOOP(
        "FallbackNotice", "%1 had a server error, so %2 was asked instead."
    ),
    ErrorKind.NETWORK: QT_TRANSLATE_NOOP(
        "FallbackNotice", "%1 could not be reached, so %2 was asked instead."
    ),
    ErrorKind.LOCAL_ONLY: QT_TRANSLATE_NOOP(
        "FallbackNotice",
        "%1 is not on this computer and Local only is on, so %2 was asked instead.",
    ),
    ErrorKind.CONFIGURATION: QT_TRANSLATE_NOOP(
        "FallbackNotice",
        "%1 could not be used as set up (is its API key missing?), so %2 was asked instead.",
    ),
}
_FAILED = QT_TRANSLATE_NOOP("FallbackNotice", "%1 failed, so %2 was asked instead.")

_STYLE = (
    "QLabel#fallbackNotice { border-style: solid; border-color: #c98a00;"
    " border-width: 0px 0px 0px 3px; padding: 2px 0px 2px 8px; }"
)
"""An amber bar on the left: worth a glance, not an error (the turn goes on)."""


def fallback_sentence(fell_back: FellBack) -> str:
    """One switch in the writer's language."""
    text = QCoreApplication.translate("FallbackNotice", _WHY.get(fell_back.reason, _FAILED))
    return text.replace("%1", fell_back.source.label).replace("%2", fell_back.target.label)


class FallbackNotice(QLabel):
    """The turn's fallbacks, one sentence each; hidden while there are none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fallbackNotice")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.9))
        self.setFont(small)
        self.setStyleSheet(_STYLE)
        self.setToolTip(
            self.tr(
                "The fallback models are listed in Settings: they are asked, in order, when "
                "a model is overloaded, rate limited or has a server error."
            )
        )
        self.fallbacks: list[FellBack] = []
        self.hide()

    def add(self, fell_back: FellBack) -> None:
        """While the turn runs: the model gave up and ``fell_back.target`` is asked."""
        self.show_fallbacks([*self.fallbacks, fell_back])

    def show_fallbacks(self, fallbacks: Sequence[FellBack]) -> None:
        self.fallbacks = list(fallbacks)
        self.setText("\n".join(fallback_sentence(f) for f in self.fallbacks))
        self.setVisible(bool(self.fallbacks))


def fallback_notice(view: QWidget, *, create: bool = True) -> FallbackNotice | None:
    """The notice of a turn's view (made under the question's trail when it has none yet,
    unless ``create`` is False)."""
    notice = view.findChild(FallbackNotice, "fallbackNotice")
    if notice is not None or not create:
        return notice
    notice = FallbackNotice(view)
    layout = view.layout()
    if isinstance(layout, QVBoxLayout):
        trail = getattr(view, "trail", None)
        index = layout.indexOf(trail) if trail is not None else -1
        layout.insertWidget(index + 1 if index >= 0 else 1, notice)
    return notice


def show_fallbacks(view: QWidget, fallbacks: Sequence[FellBack]) -> None:
    """A finished or kept turn: its fallbacks, as the notice showed them while it ran."""
    notice = fallback_notice(view, create=bool(fallbacks))
    if notice is not None:
        notice.show_fallbacks(fallbacks)


__all__ = ["FallbackNotice", "fallback_notice", "fallback_sentence", "show_fallbacks"]

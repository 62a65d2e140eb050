"""What the assistant panel shows before a model is set up: how to connect one.

It explains the two ways (a cloud model with an API key, or a local model server on this
computer), looks for Ollama, LM Studio and llama.cpp's server on their default ports, and
offers each one it finds: one click writes the settings and the panel is ready.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from assistant.agent.config.local_servers import DEFAULT_CANDIDATES, LocalServer, ServerCandidate
from assistant.agent.config.local_servers import detect_local_servers as _detect
from assistant.agent.config.settings import (
    SettingsError,
    read_settings_file,
    save_settings,
    settings_path,
)
from assistant.gui.app.http_client import shared_client, start_task

log = logging.getLogger(__name__)

MODELS_SHOWN = 3
DEFER_MS = 250
MAX_DEFERRALS = 8
"""Before the app's event loop runs, look again this often, this many times."""


class ConnectPage(QScrollArea):
    """How to connect a model, with the local servers found running offered in one click."""

    open_settings_requested = Signal()
    configured = Signal()
    detection_finished = Signal(object)

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        candidates: Sequence[ServerCandidate] = DEFAULT_CANDIDATES,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("assistantConnectPage")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.candidates = tuple(candidates)
        self.servers: list[LocalServer] = []
        self._task: asyncio.Task | None = None
        self._deferrals = 0

        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(10)

        title = QLabel(self.tr("Connect a model"), body)
        title.setObjectName("connectTitle")
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)

        intro = QLabel(body)
        intro.setWordWrap(True)
        intro.setText(
            self.tr(
                "The assistant needs a language model to read your project and answer. "
                "Choose one of two ways:"
            )
        )
        layout.addWidget(intro)

        cloud = QLabel(body)
        cloud.setObjectName("connectCloud")
        cloud.setWordWrap(True)
        cloud.setTextFormat(Qt.TextFormat.RichText)
        cloud.setText(
            self.tr(
                "<b>A cloud model</b> (OpenAI, Anthropic or OpenRouter): create an API key "
                "on the provider's website, then open Settings, choose the provider and "
                "paste the key. It is kept in your system's keyring. Your questions and the "
                "passages the assistant reads are sent to that provider."
            )
        )
        layout.addWidget(cloud)

        local = QLabel(body)
        local.setObjectName("connectLocal")
        local.setWordWrap(True)
        local.setTextFormat(Qt.TextFormat.RichText)
        local.setOpenExternalLinks(True)
        local.setText(
            self.tr(
                "<b>A local model</b>, free and private: install "
                "<a href='https://ollama.com'>Ollama</a> or "
                "<a href='https://lmstudio.ai'>LM Studio</a>, download a model that "
                "supports tools (for example <i>ollama pull qwen2.5:7b</i>), and start it. "
                "Quire finds it on this computer."
            )
        )
        layout.addWidget(local)

        self.found_frame = QFrame(body)
        self.found_frame.setObjectName("localServers")
        self.found_frame.setFrameShape(QFrame.Shape.StyledPanel)
        found_layout = QVBoxLayout(self.found_frame)
        found_layout.setContentsMargins(10, 8, 10, 8)
        self.detect_label = QLabel(self.found_frame)
        self.detect_label.setObjectName("detectStatus")
        self.detect_label.setWordWrap(True)
        found_layout.addWidget(self.detect_label)
        self.server_buttons = QVBoxLayout()
        found_layout.addLayout(self.server_buttons)
        self._found_index = layout.count()
        layout.addWidget(self.found_frame)

        row = QHBoxLayout()
        self.look_again_button = QPushButton(self.tr("Look again"), body)
        self.look_again_button.setObjectName("lookAgainButton")
        self.look_again_button.clicked.connect(self.look_for_servers)
        settings_button = QPushButton(self.tr("Open Settings…"), body)
        settings_button.setObjectName("connectSettingsButton")
        settings_button.clicked.connect(self.open_settings_requested)
        row.addWidget(self.look_again_button)
        row.addStretch(1)
        row.addWidget(settings_button)
        layout.addLayout(row)
        layout.addStretch(1)
        self.setWidget(body)
        self.detect_label.setText(self.tr("Quire has not looked for local model servers yet."))

    # -- detection -------------------------------------------------------------------------------

    def is_looking(self) -> bool:
        return self._task is not None and not self._task.done()

    def look_for_servers(self) -> None:
        """Probe the default ports (asynchronously); the results replace the offers shown."""
        if self.is_looking():
            return
        self.detect_label.setText(
            self.tr("Looking for Ollama, LM Studio and llama.cpp on this computer…")
        )
        self.look_again_button.setEnabled(False)
        try:
            self._task = start_task(
                _detect(shared_client(), self.candidates),
                owner=self,
                on_result=self._show_servers,
                on_error=self._detection_failed,
            )
        except RuntimeError as exc:  # the app has not started its event loop yet
            self.look_again_button.setEnabled(True)
            if self._deferrals < MAX_DEFERRALS:
                self._deferrals += 1
                QTimer.singleShot(DEFER_MS, self.look_for_servers)
            else:
                log.warning("cannot look for local model servers: %s", exc)
                self._detection_failed(exc)
            return
        self._deferrals = 0

    def _detection_failed(self, error: BaseException) -> None:
        log.warning("looking for local model servers failed: %s", error)
        self._task = None
        self._show_servers([])

    def _show_servers(self, servers: list[LocalServer]) -> None:
        self._task = None
        self.servers = list(servers)
        self.look_again_button.setEnabled(True)
        while self.server_buttons.count():
            item = self.server_buttons.takeAt(0)
            widget = item.widget()
            if widget is not None:
                widget.deleteLater()
        if not servers:
            self.detect_label.setText(
                #: Names the button “Look again” (ConnectPage): quote it as the button reads.
                self.tr(
                    "No local model server is running on this computer. Start Ollama or "
                    "LM Studio, then press Look again."
                )
            )
        else:
            self.detect_label.setText(self.tr("Found on this computer:"))
        for server in servers:
            self.server_buttons.addWidget(self._offer(server))
        self._place_found(first=bool(servers))
        self.detection_finished.emit(self.servers)

    def _place_found(self, *, first: bool) -> None:
        """A server found is the one-click way: it goes right under the heading, in sight on
        a short screen; otherwise the box stays after the two ways it follows from."""
        layout = self.widget().layout()
        assert isinstance(layout, QVBoxLayout)
        layout.removeWidget(self.found_frame)
        layout.insertWidget(1 if first else self._found_index, self.found_frame)
        if first:
            self.verticalScrollBar().setValue(0)

    def _offer(self, server: LocalServer) -> QWidget:
        box = QWidget(self.found_frame)
        layout = QHBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        label = QLabel(box)
        label.setWordWrap(True)
        layout.addWidget(label, 1)
        if server.models or not self._needs_model(server):
            label.setText(self._offer_text(server))
            button = QPushButton(self.tr("Use %1").replace("%1", server.name), box)
            button.setObjectName(f"use_{server.provider}")
            button.clicked.connect(lambda _checked=False, s=server: self.use_server(s))
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignVCenter)
        else:
            label.setText(
                #: Names the button “Look again” (ConnectPage): quote it as the button reads.
                self.tr(
                    "%1 is running but has no models yet. Download one (for example "
                    "“ollama pull qwen2.5:7b”), then press Look again."
                ).replace("%1", server.name)
            )
        return box

    def _offer_text(self, server: LocalServer) -> str:
        models = server.models
        if not models:
            return self.tr("<b>%1</b>, with the model it has loaded").replace("%1", server.name)
        shown = ", ".join(models[:MODELS_SHOWN])
        more = len(models) - MODELS_SHOWN
        if more > 0:
            shown = self.tr("%1 and %Ln more", "", more).replace("%1", shown)
        return self.tr("<b>%1</b>: %2").replace("%1", server.name).replace("%2", shown)

    @staticmethod
    def _needs_model(server: LocalServer) -> bool:
        from assistant.agent.config.settings import PRESETS

        preset = PRESETS.get(server.provider)
        return preset.needs_model if preset is not None else True

    # -- choosing ---------------------------------------------------------------------------------

    def use_server(self, server: LocalServer) -> None:
        """Make ``server`` (and its first model) the assistant's provider, and say so."""
        path = settings_path()
        try:
            current = read_settings_file(path)
        except SettingsError:
            from assistant.agent.config.settings import Settings

            current = Settings()
        chosen = current.with_overrides(
            provider=server.provider,
            base_url=server.base_url,
            model=server.models[0] if server.models else None,
        )
        try:
            save_settings(chosen, path)
        except (SettingsError, OSError) as exc:
            log.error("cannot save the settings: %s", exc)
            self.detect_label.setText(
                self.tr("Quire could not save the settings: %1").replace("%1", str(exc))
            )
            return
        log.info("assistant set up with %s at %s", server.name, server.base_url)
        self.configured.emit()


__all__ = ["ConnectPage"]

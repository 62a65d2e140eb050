"""The assistant's settings: which provider and model, the key, and how to call it.

The form is built from rows of one job each — the connection (:mod:`.connection`: provider,
address, model, key, Local only, the model list and the connection test), the fallback
models (:mod:`.fallbacks`), how the assistant works (:mod:`.assistant_rows`), Quire itself
(:mod:`.app_rows`) — and the groups below them: costs (:mod:`.costs`) and the editor
(:mod:`.editor`), so that a new group of settings is one more part. Opening the dialog sends
nothing anywhere. The API key goes to the system keyring, never to the settings file;
without a keyring it is kept for this session and the writer is told how to keep it. What
is wrong with the settings file or the ``QUIRE_*`` variables, and a key of the file that
Quire does not know, is said under the form when it opens.
"""

from __future__ import annotations

import logging
import os

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QLabel,
    QMessageBox,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from assistant.agent.config.secrets import (
    OVERRIDE_ENV,
    PROVIDER_ENV,
    SecretStoreError,
    keep_for_session,
    override_applies,
    store_api_key,
)
from assistant.agent.config.settings import (
    ENV_LIMITS,
    Settings,
    SettingsError,
    UnknownSetting,
    environment_problem,
    read_settings_checked,
    save_settings,
    settings_path,
    validate,
)
from assistant.gui.settings.app_rows import AppRows
from assistant.gui.settings.assistant_rows import AssistantRows
from assistant.gui.settings.connection import ConnectionRows
from assistant.gui.settings.fallbacks import FallbackRow
from assistant.gui.settings.private_row import PrivateRow

log = logging.getLogger(__name__)

_ENV_OVERRIDES = (
    "QUIRE_PROVIDER", "QUIRE_MODEL", "QUIRE_BASE_URL", "QUIRE_LOCAL_ONLY",
    *(limit.variable for limit in ENV_LIMITS),
)  # fmt: skip

_kept_notices: list[QMessageBox] = []
"""Notices shown after their dialog closed, kept referenced until the writer closes them."""


class SettingsEvents(QObject):
    """Tells every part of the app that the settings were saved."""

    changed = Signal()


_events: SettingsEvents | None = None


def settings_events() -> SettingsEvents:
    """The app-wide notifier of saved settings."""
    global _events
    if _events is None:
        _events = SettingsEvents()
    return _events


class SettingsDialog(QDialog):
    """Edit and save the assistant's settings (and its API key).

    Its parts: ``connection`` (:class:`ConnectionRows`), ``assistant_rows``
    (:class:`AssistantRows`), ``app_rows`` (:class:`AppRows`), ``cost_group`` and
    ``editor_group``.
    """

    def __init__(self, parent: QWidget | None = None, *, focus: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Assistant settings"))
        self.setMinimumWidth(520)
        self.path = settings_path()
        unknown: tuple[UnknownSetting, ...] = ()
        try:
            self.original, unknown = read_settings_checked(self.path)
            problems = []
        except SettingsError as exc:
            self.original = Settings()
            problems = [
                self.tr("The settings file could not be read, so defaults are shown: %1")
                .replace("%1", str(exc))
            ]
        self.key_notice: QMessageBox | None = None
        self.connection = ConnectionRows(self, self.form_settings)

        self._build()
        self._load(self.original)
        problems += [self._unknown_text(item) for item in unknown]
        env_problem = environment_problem()
        if env_problem is not None:
            problems.append(
                self.tr(
                    "A variable of the environment Quire was started in cannot be used, so "
                    "the assistant cannot be asked until it is changed: %1"
                ).replace("%1", str(env_problem))
            )
        if problems:
            self._show_problem("\n".join(problems))
        self.connection.follow_the_writer()
        if focus == "model":
            self.connection.model_combo.setFocus()
        elif focus == "key":
            self.connection.key_edit.setFocus()

    # -- building --------------------------------------------------------------------------------

    def _build(self) -> None:
        from assistant.gui.settings.costs import CostSettingsGroup
        from assistant.gui.settings.editor import EditorSettingsGroup

        layout = QVBoxLayout(self)
        # Everything but the problem line and the buttons scrolls, so that Save and Cancel stay
        # on a small screen when Costs and budget opens.
        self.body = QWidget(self)
        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        self.scroll = QScrollArea(self)
        self.scroll.setObjectName("settingsScroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidget(self.body)
        layout.addWidget(self.scroll, 1)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.connection.add_rows(form)
        self.fallback_row = FallbackRow(self, form)
        self.assistant_rows = AssistantRows(self, form)
        self.app_rows = AppRows(self, form)
        self.connection.add_local_only_row(form)
        self.private_row = PrivateRow(self, form)
        body.addLayout(form)
        self.cost_group = CostSettingsGroup(self)  # the budget, estimates, prices, summaries
        body.addWidget(self.cost_group)
        self.editor_group = EditorSettingsGroup(self)  # the editor's font, size, width, theme
        body.addWidget(self.editor_group)
        self.connection.add_test_row(body)

        self.env_label = QLabel(self.body)
        self.env_label.setObjectName("envOverrides")
        self.env_label.setWordWrap(True)
        body.addWidget(self.env_label)
        self._show_env_overrides()
        self.connection.hints_changed.connect(self._show_env_overrides)
        self.connection.problem.connect(self._show_problem)

        self.problem_label = QLabel(self)
        self.problem_label.setObjectName("settingsProblem")
        self.problem_label.setWordWrap(True)
        self.problem_label.hide()
        layout.addWidget(self.problem_label)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def _show_env_overrides(self) -> None:
        """Say which variables replace what the form shows (QUIRE_API_KEY only where it
        counts: for the provider QUIRE_PROVIDER names)."""
        overrides = [name for name in _ENV_OVERRIDES if os.environ.get(name)]
        if override_applies(self.connection.provider_kind()):
            overrides.append(OVERRIDE_ENV)
        self.env_label.setText(
            self.tr("Set in the environment, and used instead of what is chosen here: %1")
            .replace("%1", ", ".join(overrides))
        )
        self.env_label.setVisible(bool(overrides))

    # -- form <-> settings -------------------------------------------------------------------------

    def _load(self, settings: Settings) -> None:
        self.connection.load(settings)
        self.fallback_row.load(settings)
        self.assistant_rows.load(settings)
        self.app_rows.load(settings)
        self.private_row.load(settings)
        self.cost_group.load(settings)

    def form_settings(self) -> Settings:
        """The settings as the form shows them (not yet validated)."""
        form = self.fallback_row.applied(self.connection.applied(self.original))
        form = self.app_rows.applied(self.assistant_rows.applied(form))
        form = self.private_row.applied(form)
        return self.cost_group.applied(form)

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest and self.isVisible():
            self.fit_height()  # a note or status line changed, and may wrap to more lines
        return handled

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit_height()

    def fit_height(self) -> None:
        """Grow to show wrapped notes and opened sections in full (a window does not grow for
        them by itself, and translations wrap where English fits on one line), but never past
        the screen: beyond it the form scrolls, and the window moves up to keep its buttons
        in sight."""
        inner = self.body.layout()
        inner.activate()
        screen = self.screen().availableGeometry()
        wide = self.body.sizeHint().width() + self.scroll.verticalScrollBar().sizeHint().width()
        if self.scroll.minimumWidth() < wide:  # as wide as the form wants, within the screen
            self.scroll.setMinimumWidth(min(wide, screen.width() - 40))
            self.layout().activate()
            least = self.layout().totalMinimumSize().width()
            if self.width() < least:  # a shown window does not grow for its layout by itself
                self.resize(least, self.height())
        width = self.scroll.viewport().width()
        body_needed = (
            inner.totalHeightForWidth(width) if inner.hasHeightForWidth()
            else self.body.sizeHint().height()
        )
        needed = body_needed + self.height() - self.scroll.viewport().height()
        chrome = self.frameGeometry().height() - self.height()
        target = min(needed, screen.height() - chrome)
        if target > self.height():
            self.resize(self.width(), target)
        frame = self.frameGeometry()
        x = max(screen.left(), min(frame.left(), screen.x() + screen.width() - frame.width()))
        y = max(screen.top(), min(frame.top(), screen.y() + screen.height() - frame.height()))
        if (x, y) != (frame.left(), frame.top()):  # keep the whole window, buttons too, in sight
            self.move(self.x() + x - frame.left(), self.y() + y - frame.top())

    # -- saving ------------------------------------------------------------------------------

    def save(self) -> None:
        """Validate, store the key in the keyring (or keep it for this session when there is
        no keyring), write the settings file, and close."""
        settings = self.form_settings()
        problem = self.connection.address_problem_text()
        if problem:
            self._show_problem(problem)
            self.connection.base_url_edit.setFocus()
            return
        problem = self.fallback_row.problem_text(settings)
        if problem:
            self._show_problem(problem)
            self.fallback_row.edit.setFocus()
            return
        try:
            validate(settings)
        except SettingsError as exc:
            self._show_problem(self._settings_problem_text(settings, exc))
            return
        key = self.connection.key_edit.text().strip()
        kept_for_session = False
        if key:
            try:
                store_api_key(settings.provider, key)
            except SecretStoreError as exc:
                log.info("the key is kept for this session only: %s", exc)
                keep_for_session(settings.provider, key)
                kept_for_session = True
        try:
            save_settings(settings, self.path)
        except (SettingsError, OSError) as exc:
            self._show_problem(
                self.tr("The settings could not be saved: %1").replace("%1", str(exc))
            )
            return
        self.original = settings
        self.editor_group.apply()
        settings_events().changed.emit()
        if kept_for_session:
            self._tell_key_kept_for_session(settings)
        self.accept()

    def _unknown_text(self, unknown: UnknownSetting) -> str:
        """A key of the settings file that Quire does not know, and the closest it does."""
        if unknown.closest:
            text = self.tr(
                "The settings file has a setting Quire does not know, “%1” (did you mean "
                "“%2”?). It stays in the file and has no effect."
            )
            return text.replace("%1", unknown.key).replace("%2", unknown.closest)
        return self.tr(
            "The settings file has a setting Quire does not know, “%1”. It stays in the file "
            "and has no effect."
        ).replace("%1", unknown.key)

    def _settings_problem_text(self, settings: Settings, error: SettingsError) -> str:
        if settings.preset.needs_model and not settings.effective_model:
            return self.tr("Choose a model for %1.").replace(
                "%1", self.connection.preset_label(settings.provider)
            )
        return str(error)

    def _tell_key_kept_for_session(self, settings: Settings) -> None:
        """Say that the key works until Quire quits, and how to keep it for good."""
        preset = settings.preset
        variable = preset.key_env or f"{OVERRIDE_ENV} (with {PROVIDER_ENV}={preset.kind})"
        box = QMessageBox(self.parentWidget())
        box.setObjectName("keyKeptForSession")
        box.setIcon(QMessageBox.Icon.Information)
        box.setWindowTitle(self.tr("API key kept until you quit"))
        box.setText(
            self.tr(
                "Your settings are saved. The API key could not be stored, because no "
                "keyring service is running, so Quire uses it only until you quit."
            )
        )
        box.setInformativeText(
            self.tr(
                "To keep it: start a keyring service (GNOME Keyring or KWallet) and enter the "
                "key again, or set the environment variable %1 before starting Quire."
            ).replace("%1", variable)
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        _kept_notices.append(box)
        box.finished.connect(lambda _result: _kept_notices.remove(box))
        self.key_notice = box
        box.open()

    def _show_problem(self, text: str) -> None:
        self.problem_label.setText(text)
        self.problem_label.show()

    def done(self, result: int) -> None:
        self.connection.cancel()
        super().done(result)


__all__ = ["SettingsDialog", "settings_events"]

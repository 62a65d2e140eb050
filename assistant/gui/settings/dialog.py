"""The assistant's settings: which provider and model, the key, and how to call it.

Choosing a provider fills in its usual address; the model list is fetched from the provider
and the connection can be tested, both asynchronously on the Qt event loop (qasync) with the
app's one ``httpx.AsyncClient``, so the dialog never freezes while a server is slow or
absent. Opening the dialog sends nothing anywhere: the server is asked only once the writer
chooses a provider or presses Refresh or Test connection. The API key goes to the system
keyring, never to the settings file; without a keyring it is kept for this session and the
writer is told how to keep it.

The form is built in small sections (:meth:`SettingsDialog._build_connection`, …) so that a
new group of settings is one more method.
"""

from __future__ import annotations

import asyncio
import logging
import os
from dataclasses import replace

import httpx
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from assistant.agent.config.secrets import (
    OVERRIDE_ENV,
    PROVIDER_ENV,
    SecretStoreError,
    delete_api_key,
    find_api_key,
    keep_for_session,
    override_applies,
    override_ignored,
    store_api_key,
)
from assistant.agent.config.settings import (
    PRESETS,
    AddressProblem,
    Settings,
    SettingsError,
    address_problem,
    local_only_forced,
    read_settings_file,
    save_settings,
    settings_path,
    validate,
)
from assistant.agent.loop.messages import AgentError, ErrorKind, ProviderError
from assistant.agent.providers.base import HttpProvider, ModelInfo
from assistant.agent.providers.catalog import fetch_models_async
from assistant.agent.providers.factory import provider_for
from assistant.gui.app.http_client import shared_client, start_task
from assistant.gui.app.i18n import resolve_language
from assistant.gui.assistant.error_text import describe_error
from assistant.gui.widgets.status_line import StatusLine

log = logging.getLogger(__name__)

REFRESH_DELAY_MS = 600
"""Wait this long after the last keystroke in the address or key before asking for models."""

_ENV_OVERRIDES = ("QUIRE_PROVIDER", "QUIRE_MODEL", "QUIRE_BASE_URL", "QUIRE_LOCAL_ONLY")

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


async def fetch_models(
    client: httpx.AsyncClient, provider: HttpProvider
) -> list[ModelInfo]:
    """The models ``provider``'s server offers; raises :class:`ModelListError`."""
    try:
        return await fetch_models_async(client, provider)
    except ProviderError as exc:
        raise ModelListError(exc.error) from None


class ModelListError(Exception):
    """Listing the models failed; ``error`` says how."""

    def __init__(self, error: AgentError) -> None:
        super().__init__(error.detail)
        self.error = error


class SettingsDialog(QDialog):
    """Edit and save the assistant's settings (and its API key)."""

    models_listed = Signal(object)
    connection_tested = Signal(bool, str)

    def __init__(self, parent: QWidget | None = None, *, focus: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Assistant settings"))
        self.setMinimumWidth(520)
        self.path = settings_path()
        try:
            self.original = read_settings_file(self.path)
            problem = ""
        except SettingsError as exc:
            self.original = Settings()
            problem = str(exc)
        self._models_task: asyncio.Task | None = None
        self._test_task: asyncio.Task | None = None
        self._may_ask_server = False
        """Set once the writer chose a provider or pressed Refresh or Test: from then on,
        editing the address or key asks the server again by itself."""
        self.models: list[ModelInfo] = []
        self.key_notice: QMessageBox | None = None

        self._build()
        self._load(self.original)
        if problem:
            self._show_problem(
                self.tr("The settings file could not be read, so defaults are shown: %1")
                .replace("%1", problem)
            )
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(REFRESH_DELAY_MS)
        self._refresh_timer.timeout.connect(self.refresh_models)
        self.base_url_edit.textChanged.connect(self._check_address)
        self.base_url_edit.textEdited.connect(self._on_server_field_edited)
        self.key_edit.textEdited.connect(self._on_server_field_edited)
        self.provider_combo.currentIndexChanged.connect(self._on_provider_changed)
        self.language_combo.currentIndexChanged.connect(self._on_language_changed)
        self._check_address()
        self.models_label.setText(self.tr("Press Refresh to see the models the server offers."))
        if focus == "model":
            self.model_combo.setFocus()
        elif focus == "key":
            self.key_edit.setFocus()

    # -- building --------------------------------------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self._build_connection(form)
        self._build_assistant(form)
        self._build_app(form)
        self._add_local_only_row(form)
        layout.addLayout(form)
        self._build_cost_group(layout)
        self._build_editor_group(layout)
        self._build_test_row(layout)

        self.env_label = QLabel(self)
        self.env_label.setObjectName("envOverrides")
        self.env_label.setWordWrap(True)
        layout.addWidget(self.env_label)
        self._show_env_overrides()

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

    def _build_connection(self, form: QFormLayout) -> None:
        """Provider, address, model and key, each with a status line of fixed height."""
        self.provider_combo = QComboBox(self)
        self.provider_combo.setObjectName("providerCombo")
        for preset in PRESETS.values():
            self.provider_combo.addItem(self._preset_label(preset.kind), preset.kind)
        form.addRow(self.tr("&Provider:"), self.provider_combo)

        self.base_url_edit = QLineEdit(self)
        self.base_url_edit.setObjectName("baseUrlEdit")
        self.base_url_edit.setClearButtonEnabled(True)
        form.addRow(self.tr("Server &address:"), self.base_url_edit)
        self.address_label = StatusLine(self, lines=1)
        self.address_label.setObjectName("addressStatus")
        form.addRow("", self.address_label)

        model_row = QHBoxLayout()
        self.model_combo = QComboBox(self)
        self.model_combo.setObjectName("modelCombo")
        self.model_combo.setEditable(True)
        self.model_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.model_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.model_combo.setMinimumContentsLength(24)
        self.refresh_button = QPushButton(self.tr("&Refresh"), self)
        self.refresh_button.setObjectName("refreshModelsButton")
        self.refresh_button.setToolTip(self.tr("Ask the server again which models it offers"))
        self.refresh_button.clicked.connect(self.refresh_models)
        model_row.addWidget(self.model_combo, 1)
        model_row.addWidget(self.refresh_button)
        form.addRow(self.tr("&Model:"), model_row)
        form.labelForField(model_row).setBuddy(self.model_combo)
        self.models_label = StatusLine(self)
        self.models_label.setObjectName("modelsStatus")
        form.addRow("", self.models_label)

        key_row = QHBoxLayout()
        self.key_edit = QLineEdit(self)
        self.key_edit.setObjectName("apiKeyEdit")
        self.key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_edit.setClearButtonEnabled(True)
        self.forget_key_button = QPushButton(self.tr("Forget ke&y"), self)
        self.forget_key_button.setObjectName("forgetKeyButton")
        self.forget_key_button.clicked.connect(self.forget_key)
        key_row.addWidget(self.key_edit, 1)
        key_row.addWidget(self.forget_key_button)
        form.addRow(self.tr("API &key:"), key_row)
        form.labelForField(key_row).setBuddy(self.key_edit)
        self.key_label = StatusLine(self)
        self.key_label.setObjectName("keyStatus")
        form.addRow("", self.key_label)

    def _build_assistant(self, form: QFormLayout) -> None:
        """How the assistant works: temperature, steps, context, approvals."""
        self.temperature_spin = QDoubleSpinBox(self)
        self.temperature_spin.setObjectName("temperatureSpin")
        self.temperature_spin.setRange(-0.1, 2.0)
        self.temperature_spin.setSingleStep(0.1)
        self.temperature_spin.setDecimals(1)
        self.temperature_spin.setSpecialValueText(self.tr("Model default"))
        form.addRow(self.tr("&Temperature:"), self.temperature_spin)

        self.max_steps_spin = QSpinBox(self)
        self.max_steps_spin.setObjectName("maxStepsSpin")
        self.max_steps_spin.setRange(1, 100)
        self.max_steps_spin.setToolTip(
            self.tr("How many rounds of looking things up the assistant may take per question")
        )
        form.addRow(self.tr("Ma&x steps:"), self.max_steps_spin)

        self.context_spin = QSpinBox(self)
        self.context_spin.setObjectName("contextWindowSpin")
        self.context_spin.setRange(0, 10_000_000)
        self.context_spin.setSingleStep(1024)
        self.context_spin.setGroupSeparatorShown(True)
        self.context_spin.setSuffix(self.tr(" tokens"))
        self.context_spin.setSpecialValueText(self.tr("Provider default"))
        form.addRow(self.tr("&Context window:"), self.context_spin)

        self.approval_combo = QComboBox(self)
        self.approval_combo.setObjectName("approvalPolicyCombo")
        self.approval_combo.addItem(self.tr("every change"), "every")
        self.approval_combo.addItem(self.tr("deletions and large rewrites only"), "risky")
        self.approval_combo.addItem(self.tr("nothing"), "none")
        self.approval_combo.setToolTip(
            self.tr(
                "In act mode, which changes wait for your approval before they are made. "
                "Every change can be undone either way."
            )
        )
        form.addRow(self.tr("Ask b&efore the assistant changes:"), self.approval_combo)
        from assistant.gui.settings.review import ReviewSettings

        self.review_settings = ReviewSettings(self)
        form.addRow(self.tr("Re&viewer:"), self.review_settings)
        form.labelForField(self.review_settings).setBuddy(self.review_settings.check)

    def _build_app(self, form: QFormLayout) -> None:
        """Quire itself: the language, the HTTP log for troubleshooting."""
        self.language_combo = QComboBox(self)
        self.language_combo.setObjectName("languageCombo")
        self.language_combo.addItem(self.tr("Follow the system"), "")
        for code, name in _languages():
            self.language_combo.addItem(name, code)
        form.addRow(self.tr("&Language:"), self.language_combo)
        self.language_note = QLabel(
            self.tr("Quire changes to the new language the next time it starts."), self
        )
        self.language_note.setObjectName("languageNote")
        self.language_note.setWordWrap(True)
        self.language_note.hide()
        form.addRow("", self.language_note)

        log_row = QHBoxLayout()
        self.http_log_edit = QLineEdit(self)
        self.http_log_edit.setObjectName("httpLogEdit")
        self.http_log_edit.setPlaceholderText(self.tr("Off (no HTTP log is written)"))
        self.http_log_edit.setClearButtonEnabled(True)
        self.http_log_edit.setToolTip(
            self.tr("For troubleshooting: every request and answer, with keys removed")
        )
        browse = QPushButton(self.tr("&Browse…"), self)
        browse.clicked.connect(self._browse_log)
        log_row.addWidget(self.http_log_edit, 1)
        log_row.addWidget(browse)
        form.addRow(self.tr("HTTP log f&ile:"), log_row)
        form.labelForField(log_row).setBuddy(self.http_log_edit)

    def _build_test_row(self, layout: QVBoxLayout) -> None:
        test_row = QHBoxLayout()
        self.test_button = QPushButton(self.tr("Te&st connection"), self)
        self.test_button.setObjectName("testConnectionButton")
        self.test_button.clicked.connect(self.test_connection)
        self.test_label = StatusLine(self)
        self.test_label.setObjectName("testStatus")
        test_row.addWidget(self.test_button, 0, Qt.AlignmentFlag.AlignTop)
        test_row.addWidget(self.test_label, 1)
        layout.addLayout(test_row)

    def _show_env_overrides(self) -> None:
        """Say which variables replace what the form shows (QUIRE_API_KEY only where it
        counts: for the provider QUIRE_PROVIDER names)."""
        overrides = [name for name in _ENV_OVERRIDES if os.environ.get(name)]
        if override_applies(self.provider_kind()):
            overrides.append(OVERRIDE_ENV)
        self.env_label.setText(
            self.tr("Set in the environment, and used instead of what is chosen here: %1")
            .replace("%1", ", ".join(overrides))
        )
        self.env_label.setVisible(bool(overrides))

    def _build_cost_group(self, layout: QVBoxLayout) -> None:
        """The budget, estimates, handoffs, prices and summaries (cost_settings.py)."""
        from assistant.gui.settings.costs import CostSettingsGroup

        self.cost_group = CostSettingsGroup(self)
        layout.addWidget(self.cost_group)

    def _build_editor_group(self, layout: QVBoxLayout) -> None:
        """The editor's font, size, line width and theme (editor_settings.py)."""
        from assistant.gui.settings.editor import EditorSettingsGroup

        self.editor_group = EditorSettingsGroup(self)
        layout.addWidget(self.editor_group)

    def _add_local_only_row(self, form: QFormLayout) -> None:
        """The Local only lock: a check box, and a warning when the address is not local."""
        self.local_only_check = QCheckBox(
            self.tr("Local &only: never send anything off this computer"), self
        )
        self.local_only_check.setObjectName("localOnlyCheck")
        self.local_only_check.setToolTip(
            self.tr(
                "While this is on, Quire refuses every model server that is not on this "
                "computer (such as the cloud providers), and sends it nothing."
            )
        )
        if local_only_forced():
            self.local_only_check.setChecked(True)
            self.local_only_check.setEnabled(False)
        form.addRow("", self.local_only_check)

    def _local_only(self) -> bool:
        return self.local_only_check.isChecked() or local_only_forced()

    def _preset_label(self, kind: str) -> str:
        preset = PRESETS[kind]
        labels = {"openai-compatible": self.tr("Other OpenAI-compatible server")}
        return labels.get(kind, preset.label)

    # -- form <-> settings -------------------------------------------------------------------------

    def _load(self, settings: Settings) -> None:
        index = self.provider_combo.findData(settings.provider)
        self.provider_combo.setCurrentIndex(max(0, index))
        self._apply_preset_hints()
        self.base_url_edit.setText(settings.base_url)
        self.model_combo.setEditText(settings.model)
        self.temperature_spin.setValue(
            settings.temperature if settings.temperature is not None else -0.1
        )
        self.max_steps_spin.setValue(settings.max_steps)
        self.context_spin.setValue(settings.context_window)
        language = self.language_combo.findData(settings.language)
        self.language_combo.setCurrentIndex(max(0, language))
        self.http_log_edit.setText(settings.http_log_path)
        policy = self.approval_combo.findData(settings.approval_policy)
        self.approval_combo.setCurrentIndex(
            policy if policy >= 0 else self.approval_combo.findData("risky")
        )
        self.local_only_check.setChecked(settings.local_only or local_only_forced())
        self.review_settings.load(settings)
        self.cost_group.load(settings)

    def provider_kind(self) -> str:
        return str(self.provider_combo.currentData())

    def form_settings(self) -> Settings:
        """The settings as the form shows them (not yet validated)."""
        temperature = self.temperature_spin.value()
        form = replace(
            self.original,
            provider=self.provider_kind(),
            base_url=self.base_url_edit.text().strip(),
            model=self.model_combo.currentText().strip(),
            temperature=None if temperature < 0 else round(temperature, 2),
            max_steps=self.max_steps_spin.value(),
            context_window=self.context_spin.value(),
            language=str(self.language_combo.currentData() or ""),
            http_log_path=self.http_log_edit.text().strip(),
            approval_policy=str(self.approval_combo.currentData() or "risky"),
            # Forced on by QUIRE_LOCAL_ONLY, the box is locked: the file keeps its own value.
            local_only=self.local_only_check.isChecked()
            if self.local_only_check.isEnabled()
            else self.original.local_only,
        )
        return self.cost_group.applied(self.review_settings.applied(form))

    def _key_for_requests(self) -> str | None:
        typed = self.key_edit.text().strip()
        if typed:
            return typed
        found = find_api_key(self.provider_kind())
        return found.value if found else None

    def _apply_preset_hints(self) -> None:
        preset = PRESETS[self.provider_kind()]
        self.base_url_edit.setPlaceholderText(preset.base_url)
        self.model_combo.lineEdit().setPlaceholderText(
            preset.model or (self.tr("Any (the server's model)") if not preset.needs_model else "")
        )
        found = find_api_key(preset.kind)
        if found is not None:
            self.key_label.setText(self._key_source_text(found.source))
            self.key_edit.setPlaceholderText(self.tr("•••••• (kept)"))
        elif override_ignored(preset.kind):
            self.key_label.setText(
                self.tr(
                    "%1 is set, but not for %2, so it is not sent there. Set %3=%4 too, "
                    "or type the key here."
                )
                .replace("%1", OVERRIDE_ENV)
                .replace("%2", self._preset_label(preset.kind))
                .replace("%3", PROVIDER_ENV)
                .replace("%4", preset.kind)
            )
            self.key_edit.setPlaceholderText(
                self.tr("Paste your API key") if preset.needs_key else self.tr("Optional")
            )
        elif preset.needs_key:
            self.key_label.setText(
                self.tr("%1 needs an API key. It is stored in your system's keyring.").replace(
                    "%1", preset.label
                )
            )
            self.key_edit.setPlaceholderText(self.tr("Paste your API key"))
        else:
            self.key_label.setText(self.tr("Local servers usually need no key."))
            self.key_edit.setPlaceholderText(self.tr("Optional"))
        self.forget_key_button.setEnabled(
            found is not None and found.source in ("keyring", "session")
        )
        if hasattr(self, "env_label"):
            self._show_env_overrides()

    def _key_source_text(self, source: str) -> str:
        """Where the key in use comes from, as one whole sentence (never glued from pieces,
        which cannot agree in every language)."""
        if source == "keyring":
            return self.tr("A key is set in the system keyring. Type a new one to replace it.")
        if source == "session":
            return self.tr("A key is set for this session only. Type a new one to replace it.")
        return self.tr(
            "A key is set in the environment variable %1. Type a new one to replace it."
        ).replace("%1", source.removeprefix("env:"))

    def _on_language_changed(self, _index: int) -> None:
        """Say when the choice differs from the language in use (it applies at the next start)."""
        chosen = resolve_language(str(self.language_combo.currentData() or ""))
        self.language_note.setVisible(chosen != resolve_language(self.original.language))

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest and self.isVisible():
            self.fit_height()  # a note or status line changed, and may wrap to more lines
        return handled

    def fit_height(self) -> None:
        """Grow to show wrapped notes in full: a window does not grow for them by itself, and
        translations wrap where English fits on one line."""
        layout = self.layout()
        layout.activate()
        needed = (
            layout.totalHeightForWidth(self.width())
            if layout.hasHeightForWidth()
            else self.sizeHint().height()
        )
        if needed > self.height():
            self.resize(self.width(), needed)

    def _on_provider_changed(self, _index: int) -> None:
        # The address and model belong to the previous provider; start from the preset's.
        self.base_url_edit.clear()
        self.model_combo.clear()
        self.model_combo.setEditText("")
        self.key_edit.clear()
        self._apply_preset_hints()
        self._may_ask_server = True  # the writer chose a provider: asking it is expected
        self.refresh_models()

    def _on_server_field_edited(self, _text: str) -> None:
        """The address or key changed: ask again shortly, once the writer has let the dialog
        talk to the server (chosen a provider, pressed Refresh or Test)."""
        if self._may_ask_server:
            self._refresh_timer.start()

    def address_problem_text(self) -> str:
        """What is wrong with the address typed, in the writer's words ("" when nothing)."""
        text = self.base_url_edit.text().strip()
        if not text:
            return ""
        problem = address_problem(text)
        if problem is None:
            return ""
        return _address_words(problem)

    def _check_address(self, _text: str = "") -> None:
        self.address_label.setText(self.address_problem_text())

    def _browse_log(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self,
            self.tr("Write the HTTP log to"),
            self.http_log_edit.text() or "quire-http.log",
            self.tr("Log files (*.log);;All files (*)"),
        )
        if path:
            self.http_log_edit.setText(path)

    # -- asynchronous work -------------------------------------------------------------------

    def _provider(self) -> HttpProvider | None:
        settings = self.form_settings()
        problem = self.address_problem_text()
        if problem:
            self.models_label.setText(problem)
            return None
        try:
            validate(replace(settings, model=settings.model or "x"))
        except SettingsError as exc:
            self.models_label.setText(str(exc))
            return None
        settings = replace(settings, local_only=self._local_only())
        return provider_for(settings, self._key_for_requests())

    def is_listing(self) -> bool:
        return self._models_task is not None and not self._models_task.done()

    def refresh_models(self) -> None:
        """Ask the server which models it offers (asynchronously)."""
        self._may_ask_server = True
        if self._models_task is not None and not self._models_task.done():
            self._models_task.cancel()
        provider = self._provider()
        if provider is None:
            return
        self.models_label.setText(self.tr("Asking the server for its models…"))
        try:
            self._models_task = start_task(
                fetch_models(shared_client(), provider),
                owner=self,
                on_result=self._show_models,
                on_error=self._show_models_error,
            )
        except RuntimeError as exc:  # no event loop
            log.warning("cannot list models: %s", exc)
            self.models_label.setText("")

    def _show_models(self, models: list[ModelInfo]) -> None:
        self._models_task = None
        self.models = list(models)
        current = self.model_combo.currentText()
        self.model_combo.blockSignals(True)
        self.model_combo.clear()
        for model in models:
            self.model_combo.addItem(model.label, model.id)
        offered = {model.id for model in models}
        if len(models) == 1 and current not in offered:
            current = models[0].id  # the only model the server has: the one to use
        self.model_combo.setEditText(current)
        self.model_combo.blockSignals(False)
        count = len(models)
        if count:
            self.models_label.setText(
                self.tr("Models offered: %1. Pick one or type its name.").replace(
                    "%1", QLocale().toString(count)
                )
            )
        else:
            self.models_label.setText(self.tr("The server offers no models."))
        self.models_listed.emit(self.models)

    def _show_models_error(self, error: BaseException) -> None:
        self._models_task = None
        message = _message_for(error, self.form_settings())
        self.models_label.setText(
            self.tr("Could not list the models: %1").replace("%1", message)
        )
        self.models_listed.emit(error)

    def test_connection(self) -> None:
        """Check the address, key and model against the server (asynchronously)."""
        self._may_ask_server = True
        if self._test_task is not None and not self._test_task.done():
            return
        provider = self._provider()
        if provider is None:
            self.test_label.setText(self.models_label.text())
            self.connection_tested.emit(False, self.test_label.text())
            return
        self.test_button.setEnabled(False)
        self.test_label.setText(self.tr("Testing…"))
        model = self.form_settings().effective_model
        try:
            self._test_task = start_task(
                fetch_models(shared_client(), provider),
                owner=self,
                on_result=lambda models: self._tested(models, model),
                on_error=self._test_failed,
            )
        except RuntimeError as exc:
            self._test_failed(exc)

    def _tested(self, models: list[ModelInfo], model: str) -> None:
        self._test_task = None
        self.test_button.setEnabled(True)
        ids = {m.id for m in models}
        count = QLocale().toString(len(models))
        if not model or model in ids:
            text = self.tr("Connected. Models offered: %1.").replace("%1", count)
            ok = True
        else:
            text = self.tr(
                "Connected, but the server does not offer “%1”. Choose one of its %2 models."
            ).replace("%1", model).replace("%2", count)
            ok = False
        self.test_label.setText(text)
        if models:
            self._show_models(models)
        self.connection_tested.emit(ok, text)

    def _test_failed(self, error: BaseException) -> None:
        self._test_task = None
        self.test_button.setEnabled(True)
        text = _message_for(error, self.form_settings())
        self.test_label.setText(text)
        self.connection_tested.emit(False, text)

    # -- saving ------------------------------------------------------------------------------

    def forget_key(self) -> None:
        try:
            delete_api_key(self.provider_kind())
        except SecretStoreError as exc:
            self._show_problem(str(exc))
            return
        self.key_edit.clear()
        self._apply_preset_hints()

    def save(self) -> None:
        """Validate, store the key in the keyring (or keep it for this session when there is
        no keyring), write the settings file, and close."""
        settings = self.form_settings()
        problem = self.address_problem_text()
        if problem:
            self._show_problem(problem)
            self.base_url_edit.setFocus()
            return
        try:
            validate(settings)
        except SettingsError as exc:
            self._show_problem(self._settings_problem_text(settings, exc))
            return
        key = self.key_edit.text().strip()
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

    def _settings_problem_text(self, settings: Settings, error: SettingsError) -> str:
        if settings.preset.needs_model and not settings.effective_model:
            return self.tr("Choose a model for %1.").replace(
                "%1", self._preset_label(settings.provider)
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
        for task in (self._models_task, self._test_task):
            if task is not None and not task.done():
                task.cancel()
        super().done(result)


def _message_for(error: BaseException, settings: Settings) -> str:
    agent_error = getattr(error, "error", None)
    if not isinstance(agent_error, AgentError):
        agent_error = AgentError(ErrorKind.INTERNAL, f"{type(error).__name__}: {error}")
    try:
        base_url = settings.effective_base_url
    except SettingsError:
        base_url = None
    return describe_error(agent_error, base_url=base_url, in_settings=True).sentence


def _address_words(problem: AddressProblem) -> str:
    translate = QCoreApplication.translate
    words = {
        AddressProblem.NOT_HTTP: translate(
            "SettingsDialog", "Start the address with http:// or https://."
        ),
        AddressProblem.SPACES: translate(
            "SettingsDialog", "An address has no spaces: was something pasted here by mistake?"
        ),
        AddressProblem.NO_HOST: translate(
            "SettingsDialog", "Name the server after //, for example http://localhost:11434."
        ),
        AddressProblem.BAD_HOST: translate(
            "SettingsDialog", "The part after // is not a server name."
        ),
        AddressProblem.BAD_PORT: translate(
            "SettingsDialog", "The port after : must be a number from 1 to 65535."
        ),
        AddressProblem.QUERY: translate(
            "SettingsDialog",
            "An address has no ? or #: was something pasted here by mistake?",
        ),
        AddressProblem.CREDENTIALS: translate(
            "SettingsDialog",
            "Leave user names and passwords out of the address; the key goes under API key.",
        ),
    }
    return words[problem]


def _languages() -> list[tuple[str, str]]:
    try:
        from assistant.gui.app.i18n import LANGUAGES
    except ImportError:  # pragma: no cover - i18n ships with the app
        return [("en", "English")]
    return [(language.code, language.native_name) for language in LANGUAGES]


__all__ = ["ModelListError", "SettingsDialog", "fetch_models", "settings_events"]

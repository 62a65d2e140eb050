"""The settings dialog's connection rows: provider, address, model and key, Local only, and
the model list and connection test.

Choosing a provider fills in its usual address; the model list is fetched from the provider
and the connection can be tested, both asynchronously on the Qt event loop (qasync) with the
app's one ``httpx.AsyncClient``, so the dialog never freezes while a server is slow or
absent. Nothing is sent anywhere until the writer chooses a provider or presses Refresh or
Test connection.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import replace

import httpx
from PySide6.QtCore import QCoreApplication, QLocale, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from assistant.agent.config.secrets import (
    OVERRIDE_ENV,
    PROVIDER_ENV,
    SecretStoreError,
    delete_api_key,
    find_api_key,
    override_ignored,
)
from assistant.agent.config.settings import (
    PRESETS,
    AddressProblem,
    Settings,
    SettingsError,
    address_problem,
    local_only_forced,
    validate,
)
from assistant.agent.loop.messages import AgentError, ErrorKind, ProviderError
from assistant.agent.providers.base import HttpProvider, ModelInfo
from assistant.agent.providers.catalog import fetch_models_async
from assistant.agent.providers.factory import provider_for
from assistant.gui.app.http_client import shared_client, start_task
from assistant.gui.assistant.error_text import describe_error
from assistant.gui.widgets.status_line import StatusLine

log = logging.getLogger(__name__)

REFRESH_DELAY_MS = 600
"""Wait this long after the last keystroke in the address or key before asking for models."""
LOOP_WAIT_MS = 250
LOOP_WAITS = 20
"""How often, and how long apart, a request asked for before the app has set up its asyncio
loop (just after the window shows) is tried again before it fails."""


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


class ConnectionRows(QObject):
    """Which server, which model and which key, as rows of the settings dialog; see the
    module doc. ``form_settings`` gives the whole form's settings (a request is made with
    them).

    Signals:
      models_listed(models): the server's models (a list), or why they could not be listed.
      connection_tested(ok, text): the connection test ended, saying ``text``.
      hints_changed(): the provider's hints were shown anew (the key's source may differ).
      problem(text): something to show under the form (forgetting the key failed).
    """

    models_listed = Signal(object)
    connection_tested = Signal(bool, str)
    hints_changed = Signal()
    problem = Signal(str)

    def __init__(self, dialog: QWidget, form_settings: Callable[[], Settings]) -> None:
        super().__init__(dialog)
        self._dialog = dialog
        self._form_settings = form_settings
        self._models_task: asyncio.Task | None = None
        self._test_task: asyncio.Task | None = None
        self._loop_waits: dict[Callable[[], None], int] = {}
        self._may_ask_server = False
        """Set once the writer chose a provider or pressed Refresh or Test: from then on,
        editing the address or key asks the server again by itself."""
        self.models: list[ModelInfo] = []
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(REFRESH_DELAY_MS)
        self._refresh_timer.timeout.connect(self.refresh_models)

    # -- building ----------------------------------------------------------------------------------

    def add_rows(self, form: QFormLayout) -> None:
        """Provider, address, model and key, each with a status line of fixed height."""
        dialog = self._dialog
        self.provider_combo = QComboBox(dialog)
        self.provider_combo.setObjectName("providerCombo")
        for preset in PRESETS.values():
            self.provider_combo.addItem(self.preset_label(preset.kind), preset.kind)
        form.addRow(self.tr("&Provider:"), self.provider_combo)

        self.base_url_edit = QLineEdit(dialog)
        self.base_url_edit.setObjectName("baseUrlEdit")
        self.base_url_edit.setClearButtonEnabled(True)
        form.addRow(self.tr("Server &address:"), self.base_url_edit)
        self.address_label = StatusLine(dialog, lines=1)
        self.address_label.setObjectName("addressStatus")
        form.addRow("", self.address_label)

        model_row = QHBoxLayout()
        self.model_combo = QComboBox(dialog)
        self.model_combo.setObjectName("modelCombo")
        self.model_combo.setEditable(True)
        self.model_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.model_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.model_combo.setMinimumContentsLength(24)
        self.refresh_button = QPushButton(self.tr("&Refresh"), dialog)
        self.refresh_button.setObjectName("refreshModelsButton")
        self.refresh_button.setToolTip(self.tr("Ask the server again which models it offers"))
        self.refresh_button.clicked.connect(self.refresh_models)
        model_row.addWidget(self.model_combo, 1)
        model_row.addWidget(self.refresh_button)
        form.addRow(self.tr("&Model:"), model_row)
        form.labelForField(model_row).setBuddy(self.model_combo)
        self.models_label = StatusLine(dialog, lines=4)  # room for a refusal and its advice
        self.models_label.setObjectName("modelsStatus")
        form.addRow("", self.models_label)

        key_row = QHBoxLayout()
        self.key_edit = QLineEdit(dialog)
        self.key_edit.setObjectName("apiKeyEdit")
        self.key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_edit.setClearButtonEnabled(True)
        self.forget_key_button = QPushButton(self.tr("Forget ke&y"), dialog)
        self.forget_key_button.setObjectName("forgetKeyButton")
        self.forget_key_button.clicked.connect(self.forget_key)
        key_row.addWidget(self.key_edit, 1)
        key_row.addWidget(self.forget_key_button)
        form.addRow(self.tr("API &key:"), key_row)
        form.labelForField(key_row).setBuddy(self.key_edit)
        self.key_label = StatusLine(dialog)
        self.key_label.setObjectName("keyStatus")
        form.addRow("", self.key_label)

    def add_local_only_row(self, form: QFormLayout) -> None:
        """The Local only lock: a check box, and a warning when the address is not local."""
        self.local_only_check = QCheckBox(
            self.tr("Local &only: never send anything off this computer"), self._dialog
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

    def add_test_row(self, layout: QVBoxLayout) -> None:
        test_row = QHBoxLayout()
        self.test_button = QPushButton(self.tr("Te&st connection"), self._dialog)
        self.test_button.setObjectName("testConnectionButton")
        self.test_button.clicked.connect(self.test_connection)
        self.test_label = StatusLine(self._dialog)
        self.test_label.setObjectName("testStatus")
        test_row.addWidget(self.test_button, 0, Qt.AlignmentFlag.AlignTop)
        test_row.addWidget(self.test_label, 1)
        layout.addLayout(test_row)

    def follow_the_writer(self) -> None:
        """From now on, react to the writer's choices: check the address as it is typed,
        start from the preset when the provider changes, ask the server again after edits."""
        self.base_url_edit.textChanged.connect(self._check_address)
        self.base_url_edit.textEdited.connect(self._on_server_field_edited)
        self.key_edit.textEdited.connect(self._on_server_field_edited)
        self.provider_combo.currentIndexChanged.connect(self._on_provider_changed)
        self._check_address()
        #: Names the button “Refresh” (ConnectionRows): quote it as the button reads.
        self.models_label.setText(self.tr("Press Refresh to see the models the server offers."))

    # -- form <-> settings -------------------------------------------------------------------------

    def load(self, settings: Settings) -> None:
        index = self.provider_combo.findData(settings.provider)
        self.provider_combo.setCurrentIndex(max(0, index))
        self.apply_preset_hints()
        self.base_url_edit.setText(settings.base_url)
        self.model_combo.setEditText(settings.model)
        self.local_only_check.setChecked(settings.local_only or local_only_forced())

    def applied(self, settings: Settings) -> Settings:
        """``settings`` with the provider, address, model and Local only shown here."""
        return replace(
            settings,
            provider=self.provider_kind(),
            base_url=self.base_url_edit.text().strip(),
            model=self.model_combo.currentText().strip(),
            # Forced on by QUIRE_LOCAL_ONLY, the box is locked: the file keeps its own value.
            local_only=self.local_only_check.isChecked()
            if self.local_only_check.isEnabled()
            else settings.local_only,
        )

    def provider_kind(self) -> str:
        return str(self.provider_combo.currentData())

    def local_only(self) -> bool:
        return self.local_only_check.isChecked() or local_only_forced()

    def preset_label(self, kind: str) -> str:
        preset = PRESETS[kind]
        labels = {"openai-compatible": self.tr("Other OpenAI-compatible server")}
        return labels.get(kind, preset.label)

    def _key_for_requests(self) -> str | None:
        typed = self.key_edit.text().strip()
        if typed:
            return typed
        found = find_api_key(self.provider_kind())
        return found.value if found else None

    def apply_preset_hints(self) -> None:
        """The chosen provider's usual address and model as placeholders, and where its key
        comes from."""
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
                .replace("%2", self.preset_label(preset.kind))
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
        self.hints_changed.emit()

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

    def forget_key(self) -> None:
        try:
            delete_api_key(self.provider_kind())
        except SecretStoreError as exc:
            self.problem.emit(str(exc))
            return
        self.key_edit.clear()
        self.apply_preset_hints()

    # -- the writer's choices ----------------------------------------------------------------------

    def _on_provider_changed(self, _index: int) -> None:
        # The address and model belong to the previous provider; start from the preset's.
        self.base_url_edit.clear()
        self.model_combo.clear()
        self.model_combo.setEditText("")
        self.key_edit.clear()
        self.apply_preset_hints()
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
        return address_words(problem)

    def _check_address(self, _text: str = "") -> None:
        self.address_label.setText(self.address_problem_text())

    # -- asynchronous work -------------------------------------------------------------------------

    def _provider(self) -> HttpProvider | None:
        settings = self._form_settings()
        problem = self.address_problem_text()
        if problem:
            self.models_label.setText(problem)
            return None
        try:
            validate(replace(settings, model=settings.model or "x"))
        except SettingsError as exc:
            self.models_label.setText(str(exc))
            return None
        settings = replace(settings, local_only=self.local_only())
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
        except RuntimeError as exc:  # no event loop yet
            if not self._wait_for_loop(self.refresh_models):
                log.warning("cannot list models: %s", exc)
                self.models_label.setText("")
            return
        self._loop_waits.pop(self.refresh_models, None)

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
        message = _message_for(error, self._form_settings())
        agent_error = getattr(error, "error", None)
        if isinstance(agent_error, AgentError) and agent_error.kind == ErrorKind.LOCAL_ONLY:
            self.models_label.setText(message)  # it says itself why there is no list
        else:
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
        model = self._form_settings().effective_model
        try:
            self._test_task = start_task(
                fetch_models(shared_client(), provider),
                owner=self,
                on_result=lambda models: self._tested(models, model),
                on_error=self._test_failed,
            )
        except RuntimeError as exc:  # no event loop yet
            if not self._wait_for_loop(self.test_connection):
                self._test_failed(exc)
            return
        self._loop_waits.pop(self.test_connection, None)

    def _wait_for_loop(self, retry: Callable[[], None]) -> bool:
        """Call ``retry`` a moment later when the app has not set up its asyncio loop yet (it
        does just after the window shows); False once it has waited long enough."""
        waits = self._loop_waits.get(retry, 0)
        if waits >= LOOP_WAITS:
            self._loop_waits.pop(retry, None)
            return False
        self._loop_waits[retry] = waits + 1
        QTimer.singleShot(LOOP_WAIT_MS, retry)
        return True

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
        text = _message_for(error, self._form_settings())
        self.test_label.setText(text)
        self.connection_tested.emit(False, text)

    def cancel(self) -> None:
        """Stop asking the server (the dialog closes)."""
        for task in (self._models_task, self._test_task):
            if task is not None and not task.done():
                task.cancel()


def _message_for(error: BaseException, settings: Settings) -> str:
    agent_error = getattr(error, "error", None)
    if not isinstance(agent_error, AgentError):
        agent_error = AgentError(ErrorKind.INTERNAL, f"{type(error).__name__}: {error}")
    try:
        base_url = settings.effective_base_url
    except SettingsError:
        base_url = None
    return describe_error(agent_error, base_url=base_url, in_settings=True).sentence


def address_words(problem: AddressProblem) -> str:
    """What is wrong with a server address, in the writer's words."""
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
        #: Names the field “API key” (ConnectionRows): quote it as its label reads.
        AddressProblem.CREDENTIALS: translate(
            "SettingsDialog",
            "Leave user names and passwords out of the address; the key goes under API key.",
        ),
    }
    return words[problem]

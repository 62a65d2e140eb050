"""The settings dialog: presets, saving (key to the keyring), and the asynchronous model list
and connection test against loopback servers on the qasync loop."""

# ruff: noqa: F811  (pytest fixtures imported from conftest_panel are parameters here)

from __future__ import annotations

import socket
import tomllib

import pytest
from PySide6.QtWidgets import QDialog

from assistant.agent.settings import Settings, read_settings_file, save_settings, settings_path
from assistant.gui.settings_dialog import SettingsDialog, settings_events
from tests.agent.providers.loopback import Hang, Reply, json_reply
from tests.gui.conftest_panel import (  # noqa: F401 (fixtures)
    loopback,
    memory_keyring,
    qasync_loop,
    quire_config,
)

MODELS = {"data": [{"id": "gpt-small"}, {"id": "test-model"}, {"id": "big-one"}]}


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def dialog_for(qtbot, quire_config, qasync_loop):
    made: list[SettingsDialog] = []

    def make(settings: Settings, **kwargs) -> SettingsDialog:
        save_settings(settings)
        dialog = SettingsDialog(**kwargs)
        qtbot.addWidget(dialog)
        made.append(dialog)
        return dialog

    yield make
    for dialog in made:
        dialog.done(0)


def wait_for_models(qtbot, dialog: SettingsDialog):
    qtbot.waitUntil(lambda: not dialog.is_listing(), timeout=5000)


def test_the_form_shows_the_saved_settings(qtbot, dialog_for, loopback):
    loopback.add(json_reply(200, MODELS))
    dialog = dialog_for(
        Settings(
            provider="openai-compatible",
            base_url=loopback.url + "/v1",
            model="test-model",
            temperature=0.7,
            max_steps=12,
            context_window=32_768,
            language="de",
            http_log_path="/tmp/quire-http.log",
        )
    )
    assert dialog.provider_kind() == "openai-compatible"
    assert dialog.base_url_edit.text() == loopback.url + "/v1"
    assert dialog.model_combo.currentText() == "test-model"
    assert dialog.temperature_spin.value() == pytest.approx(0.7)
    assert dialog.max_steps_spin.value() == 12
    assert dialog.context_spin.value() == 32_768
    assert dialog.language_combo.currentData() == "de"
    assert dialog.http_log_edit.text() == "/tmp/quire-http.log"
    wait_for_models(qtbot, dialog)


def test_models_are_listed_asynchronously(qtbot, dialog_for, loopback):
    loopback.add(json_reply(200, MODELS))
    dialog = dialog_for(
        Settings(provider="lmstudio", base_url=loopback.url + "/v1", model="test-model")
    )
    with qtbot.waitSignal(dialog.models_listed, timeout=5000) as blocker:
        pass
    assert [m.id for m in blocker.args[0]] == ["big-one", "gpt-small", "test-model"]
    items = [dialog.model_combo.itemText(i) for i in range(dialog.model_combo.count())]
    assert items == ["big-one", "gpt-small", "test-model"]
    assert dialog.model_combo.currentText() == "test-model"  # the choice is kept
    assert loopback.requests[0].path == "/v1/models"
    assert dialog.models_label.text() == "Models offered: 3. Pick one or type its name."


def test_ollama_models_come_from_its_own_listing(qtbot, dialog_for, loopback):
    loopback.add(json_reply(200, {"models": [{"name": "qwen2.5:7b"}, {"name": "llama3.2"}]}))
    dialog = dialog_for(Settings(provider="ollama", base_url=loopback.url, model="llama3.2"))
    with qtbot.waitSignal(dialog.models_listed, timeout=5000) as blocker:
        pass
    assert [m.id for m in blocker.args[0]] == ["llama3.2", "qwen2.5:7b"]
    assert loopback.requests[0].path == "/api/tags"


def test_test_connection_reports_success_and_a_missing_model(qtbot, dialog_for, loopback):
    loopback.add(json_reply(200, MODELS), json_reply(200, MODELS), json_reply(200, MODELS))
    dialog = dialog_for(
        Settings(provider="lmstudio", base_url=loopback.url + "/v1", model="test-model")
    )
    wait_for_models(qtbot, dialog)
    with qtbot.waitSignal(dialog.connection_tested, timeout=5000) as blocker:
        dialog.test_button.click()
    assert blocker.args[0] is True
    assert dialog.test_label.text() == "Connected. Models offered: 3."

    dialog.model_combo.setEditText("no-such-model")
    with qtbot.waitSignal(dialog.connection_tested, timeout=5000) as blocker:
        dialog.test_button.click()
    assert blocker.args[0] is False
    assert "does not offer “no-such-model”" in dialog.test_label.text()


def test_test_connection_explains_a_refused_key(qtbot, dialog_for, loopback, memory_keyring):
    loopback.add(
        json_reply(401, {"error": {"message": "bad key", "type": "invalid_request_error"}}),
        json_reply(401, {"error": {"message": "bad key", "type": "invalid_request_error"}}),
    )
    dialog = dialog_for(
        Settings(provider="openai", base_url=loopback.url + "/v1", model="gpt-4o-mini")
    )
    wait_for_models(qtbot, dialog)
    dialog.key_edit.setText("sk-wrong")
    with qtbot.waitSignal(dialog.connection_tested, timeout=5000) as blocker:
        dialog.test_button.click()
    assert blocker.args[0] is False
    assert "did not accept the API key" in dialog.test_label.text()
    assert loopback.requests[-1].headers["authorization"] == "Bearer sk-wrong"


def test_test_connection_to_a_server_that_is_not_running(qtbot, dialog_for):
    port = _closed_port()
    dialog = dialog_for(
        Settings(provider="lmstudio", base_url=f"http://127.0.0.1:{port}/v1", model="m")
    )
    wait_for_models(qtbot, dialog)
    assert "cannot connect" in dialog.models_label.text()
    with qtbot.waitSignal(dialog.connection_tested, timeout=5000) as blocker:
        dialog.test_button.click()
    assert blocker.args[0] is False
    assert f"127.0.0.1:{port}" in dialog.test_label.text()
    assert "running" in dialog.test_label.text()


def test_saving_writes_the_file_and_puts_the_key_in_the_keyring(
    qtbot, dialog_for, loopback, memory_keyring
):
    loopback.add(json_reply(200, MODELS), json_reply(200, MODELS))
    dialog = dialog_for(
        Settings(provider="lmstudio", base_url=loopback.url + "/v1", model="test-model")
    )
    wait_for_models(qtbot, dialog)
    index = dialog.provider_combo.findData("openrouter")
    dialog.provider_combo.setCurrentIndex(index)
    assert dialog.base_url_edit.text() == ""
    assert dialog.base_url_edit.placeholderText() == "https://openrouter.ai/api/v1"
    dialog.base_url_edit.setText(loopback.url + "/v1")
    dialog.model_combo.setEditText("openai/gpt-4o-mini")
    dialog.key_edit.setText("sk-or-secret")
    dialog.max_steps_spin.setValue(5)
    dialog.temperature_spin.setValue(0.3)
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("fr"))

    with qtbot.waitSignal(settings_events().changed, timeout=2000):
        dialog.save()
    assert dialog.result() == QDialog.DialogCode.Accepted
    saved = read_settings_file(settings_path())
    assert (saved.provider, saved.model, saved.max_steps, saved.language) == (
        "openrouter",
        "openai/gpt-4o-mini",
        5,
        "fr",
    )
    assert saved.temperature == pytest.approx(0.3)
    assert memory_keyring.passwords[("quire", "openrouter")] == "sk-or-secret"
    raw = settings_path().read_text(encoding="utf-8")
    assert "sk-or-secret" not in raw
    assert "api_key" not in tomllib.loads(raw)


def test_an_impossible_value_is_explained_and_nothing_is_saved(qtbot, dialog_for, loopback):
    loopback.add(json_reply(200, MODELS))
    original = Settings(provider="lmstudio", base_url=loopback.url + "/v1", model="test-model")
    dialog = dialog_for(original)
    wait_for_models(qtbot, dialog)
    dialog.base_url_edit.setText("localhost:1234")
    dialog.save()
    assert dialog.problem_label.isVisible() or not dialog.problem_label.isHidden()
    assert "not an http(s) URL" in dialog.problem_label.text()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert read_settings_file(settings_path()) == original


def test_closing_while_a_listing_hangs_cancels_it(qtbot, dialog_for, loopback):
    loopback.add(Reply(status=200, chunks=[Hang()], content_type="application/json"))
    dialog = dialog_for(Settings(provider="lmstudio", base_url=loopback.url + "/v1", model="m"))
    qtbot.waitUntil(loopback.hanging.is_set, timeout=5000)
    task = dialog._models_task
    assert task is not None and not task.done()
    assert dialog.test_button.isEnabled()  # the dialog is not frozen while it waits
    dialog.reject()
    qtbot.waitUntil(task.done, timeout=5000)
    assert task.cancelled()


def test_the_language_choices_are_the_app_languages(qtbot, dialog_for, loopback):
    from assistant.gui.i18n import LANGUAGES

    loopback.add(json_reply(200, MODELS))
    dialog = dialog_for(Settings(provider="lmstudio", base_url=loopback.url + "/v1", model="m"))
    codes = [dialog.language_combo.itemData(i) for i in range(dialog.language_combo.count())]
    assert codes == ["", *(language.code for language in LANGUAGES)]
    wait_for_models(qtbot, dialog)


@pytest.mark.parametrize(
    ("language", "in_keyring", "in_environment"),
    [
        ("en", "A key is set in the system keyring.",
         "A key is set in the environment variable OPENAI_API_KEY."),
        ("es", "Hay una clave guardada en el llavero del sistema.",
         "Hay una clave guardada en la variable de entorno OPENAI_API_KEY."),
    ],
)  # fmt: skip
def test_where_the_key_is_kept_is_said_in_one_whole_sentence(
    qtbot, dialog_for, loopback, memory_keyring, monkeypatch, language, in_keyring,
    in_environment,
):
    """Not a sentence with a translated piece glued in (Spanish read “(de el llavero…)”)."""
    from assistant.gui.i18n import TranslationSet, compile_translations

    compile_translations()
    translations = TranslationSet()
    translations.install(language)
    try:
        loopback.add(json_reply(200, MODELS), json_reply(200, MODELS))
        monkeypatch.setenv("OPENAI_API_KEY", "sk-from-env")
        dialog = dialog_for(Settings(provider="openai", base_url=loopback.url + "/v1"))
        assert dialog.key_label.text().startswith(in_environment)
        wait_for_models(qtbot, dialog)
        memory_keyring.passwords[("quire", "openai")] = "sk-stored"
        dialog = dialog_for(Settings(provider="openai", base_url=loopback.url + "/v1"))
        assert dialog.key_label.text().startswith(in_keyring)
        wait_for_models(qtbot, dialog)
    finally:
        translations.uninstall()

"""The settings dialog: presets, saving (key to the keyring, or kept for the session without
one), the model list and connection test against loopback servers on the qasync loop, a
layout that stays put, checked addresses, and no network until the writer asks (issue 13,
item 10; issue 14, items 1-3). Driven by clicks and typing, as a writer uses it."""

from __future__ import annotations

import asyncio
import socket
import tomllib

import keyring
import pytest
from PySide6.QtWidgets import QDialog, QLabel, QMessageBox

from assistant.agent.config.secrets import find_api_key
from assistant.agent.config.settings import (
    Settings,
    read_settings_file,
    save_settings,
    settings_path,
)
from assistant.gui.settings.connection import REFRESH_DELAY_MS
from assistant.gui.settings.dialog import SettingsDialog, settings_events
from tests.agent.config.test_secrets import BrokenKeyring
from tests.agent.providers.loopback import Hang, Reply, json_reply
from tests.gui.writer import choose, click, retype
from tests.netguard import NetworkGuard

MODELS = {"data": [{"id": "gpt-small"}, {"id": "test-model"}, {"id": "big-one"}]}


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def dialog_for(qtbot, quire_config, qasync_loop):
    made: list[SettingsDialog] = []

    def make(settings: Settings | None, **kwargs) -> SettingsDialog:
        if settings is not None:
            save_settings(settings)
        dialog = SettingsDialog(**kwargs)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        made.append(dialog)
        return dialog

    yield make
    for dialog in made:
        dialog.done(0)


def wait_for_models(qtbot, dialog: SettingsDialog):
    qtbot.waitUntil(lambda: not dialog.connection.is_listing(), timeout=5000)


def refresh(qtbot, dialog: SettingsDialog):
    """Press Refresh and wait for the list (or the error)."""
    with qtbot.waitSignal(dialog.connection.models_listed, timeout=5000) as blocker:
        click(qtbot, dialog.connection.refresh_button)
    return blocker.args[0]


def test_opening_settings_sends_nothing_anywhere(qtbot, dialog_for, monkeypatch):
    """A first start: no settings file (OpenAI shown), and a key in QUIRE_API_KEY."""
    network = NetworkGuard().install(monkeypatch)
    monkeypatch.setenv("QUIRE_API_KEY", "sk-for-my-own-server")
    dialog = dialog_for(None)
    assert dialog.connection.provider_kind() == "openai"
    retype(qtbot, dialog.connection.key_edit, "sk-typed-but-not-yet-tried")
    retype(qtbot, dialog.connection.base_url_edit, "https://api.openai.com/v1")
    qtbot.wait(REFRESH_DELAY_MS + 300)
    assert network.attempts == []
    assert "Press Refresh" in dialog.connection.models_label.text()
    # no connection error to greet anyone
    assert "Could not" not in dialog.connection.models_label.text()


def test_choosing_a_provider_or_refresh_asks_the_server(qtbot, dialog_for, loopback, monkeypatch):
    loopback.add(json_reply(200, MODELS), json_reply(200, MODELS))
    port = int(loopback.url.rsplit(":", 1)[1])
    network = NetworkGuard(ports=frozenset({port})).install(monkeypatch)
    dialog = dialog_for(Settings(provider="lmstudio", base_url=loopback.url + "/v1", model="m"))
    qtbot.wait(50)
    assert loopback.requests == []
    refresh(qtbot, dialog)
    assert len(loopback.requests) == 1
    with qtbot.waitSignal(dialog.connection.models_listed, timeout=5000):
        # its usual address first
        choose(qtbot, dialog.connection.provider_combo, "openai-compatible")
    assert ("connect", "127.0.0.1", 8000) in {(a.call, a.host, a.port) for a in network.attempts}
    with qtbot.waitSignal(dialog.connection.models_listed, timeout=5000):
        # asked again after typing
        retype(qtbot, dialog.connection.base_url_edit, loopback.url + "/v1")
    assert len(loopback.requests) == 2
    assert not network.outside()


def test_quire_api_key_goes_only_to_the_provider_it_names(
    qtbot, dialog_for, loopback, monkeypatch
):
    loopback.add(*(json_reply(200, MODELS) for _ in range(3)))
    monkeypatch.setenv("QUIRE_API_KEY", "sk-meant-for-anthropic")
    monkeypatch.setenv("QUIRE_PROVIDER", "anthropic")
    network = NetworkGuard().install(monkeypatch)
    dialog = dialog_for(Settings(provider="openai", base_url=loopback.url + "/v1"))
    # QUIRE_PROVIDER switches the app to Anthropic; the form shows the file, and OpenAI in it
    assert "not for OpenAI" in dialog.connection.key_label.text()
    with qtbot.waitSignal(dialog.connection.connection_tested, timeout=5000):
        click(qtbot, dialog.connection.test_button)
    assert "authorization" not in loopback.requests[-1].headers
    assert all("sk-meant" not in str(r.headers) for r in loopback.requests)
    assert not network.outside()


def test_the_form_does_not_move_while_the_model_list_changes(qtbot, dialog_for):
    port = _closed_port()
    dialog = dialog_for(
        Settings(provider="lmstudio", base_url=f"http://127.0.0.1:{port}/v1", model="m")
    )
    fields = (
        dialog.connection.key_edit,
        dialog.assistant_rows.temperature_spin,
        dialog.app_rows.language_combo,
        dialog.connection.test_button,
    )
    before = [field.mapTo(dialog, field.rect().topLeft()) for field in fields]
    height = dialog.height()
    error = refresh(qtbot, dialog)
    assert isinstance(error, Exception)
    assert "cannot connect" in dialog.connection.models_label.text()
    long = "A long explanation of what went wrong. " * 12
    dialog.connection.models_label.setText(long)
    dialog.connection.key_label.setText(long)
    dialog.connection.test_label.setText(long)
    qtbot.wait(20)
    after = [field.mapTo(dialog, field.rect().topLeft()) for field in fields]
    assert after == before
    assert dialog.height() == height
    assert dialog.connection.models_label.toolTip() == long  # what does not fit is in the tooltip
    assert dialog.connection.models_label.text() == long


def test_a_question_pasted_into_the_address_is_caught(qtbot, dialog_for, loopback):
    original = Settings(provider="lmstudio", base_url=loopback.url + "/v1", model="test-model")
    dialog = dialog_for(original)
    retype(qtbot, dialog.connection.base_url_edit, loopback.url + "/v1Who is Mára?")
    assert "pasted here by mistake" in dialog.connection.address_label.text()
    click(qtbot, dialog.connection.refresh_button)
    assert loopback.requests == []  # a broken address is not asked
    assert "pasted here by mistake" in dialog.connection.models_label.text()
    click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Save))
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert "pasted here by mistake" in dialog.problem_label.text()
    assert read_settings_file(settings_path()) == original
    retype(qtbot, dialog.connection.base_url_edit, loopback.url + "/v1")
    assert dialog.connection.address_label.text() == ""


def test_a_server_with_one_model_has_it_chosen(qtbot, dialog_for, loopback):
    loopback.add(json_reply(200, {"data": [{"id": "qwen2.5-7b-instruct"}]}))
    dialog = dialog_for(Settings(provider="llamacpp", base_url=loopback.url + "/v1"))
    assert dialog.connection.model_combo.currentText() == ""
    refresh(qtbot, dialog)
    assert dialog.connection.model_combo.currentText() == "qwen2.5-7b-instruct"


def test_messages_inside_settings_do_not_send_the_writer_to_settings(qtbot, dialog_for):
    port = _closed_port()
    dialog = dialog_for(
        Settings(provider="lmstudio", base_url=f"http://127.0.0.1:{port}/v1", model="m")
    )
    refresh(qtbot, dialog)
    with qtbot.waitSignal(dialog.connection.connection_tested, timeout=5000):
        click(qtbot, dialog.connection.test_button)
    for text in (dialog.connection.models_label.text(), dialog.connection.test_label.text()):
        assert "running" in text
        assert "Settings" not in text


def test_without_a_keyring_everything_else_is_saved_and_the_key_kept_for_the_session(
    qtbot, dialog_for, loopback
):
    keyring.set_keyring(BrokenKeyring())
    dialog = dialog_for(Settings(provider="lmstudio", base_url=loopback.url + "/v1", model="m"))
    choose(qtbot, dialog.connection.provider_combo, "openai")
    wait_for_models(qtbot, dialog)
    retype(qtbot, dialog.connection.base_url_edit, loopback.url + "/v1")
    retype(qtbot, dialog.connection.key_edit, "sk-only-for-now")
    choose(qtbot, dialog.app_rows.language_combo, "de")
    with qtbot.waitSignal(settings_events().changed, timeout=2000):
        click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Save))
    assert dialog.result() == QDialog.DialogCode.Accepted
    saved = read_settings_file(settings_path())
    assert (saved.provider, saved.base_url, saved.language) == (
        "openai",
        loopback.url + "/v1",
        "de",
    )
    found = find_api_key("openai")
    assert found is not None and (found.value, found.source) == ("sk-only-for-now", "session")
    notice = dialog.key_notice
    assert isinstance(notice, QMessageBox) and notice.isVisible()
    assert "only until you quit" in notice.text()
    assert "OPENAI_API_KEY" in notice.informativeText()
    assert "keyring" not in notice.text().split("because")[0]  # plain words first
    assert "sk-only-for-now" not in settings_path().read_text(encoding="utf-8")
    notice.close()


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
    assert dialog.connection.provider_kind() == "openai-compatible"
    assert dialog.connection.base_url_edit.text() == loopback.url + "/v1"
    assert dialog.connection.model_combo.currentText() == "test-model"
    assert dialog.assistant_rows.temperature_spin.value() == pytest.approx(0.7)
    assert dialog.assistant_rows.max_steps_spin.value() == 12
    assert dialog.assistant_rows.context_spin.value() == 32_768
    assert dialog.app_rows.language_combo.currentData() == "de"
    assert dialog.app_rows.http_log_edit.text() == "/tmp/quire-http.log"


def test_models_are_listed_asynchronously(qtbot, dialog_for, loopback):
    loopback.add(json_reply(200, MODELS))
    dialog = dialog_for(
        Settings(provider="lmstudio", base_url=loopback.url + "/v1", model="test-model")
    )
    models = refresh(qtbot, dialog)
    assert [m.id for m in models] == ["big-one", "gpt-small", "test-model"]
    combo = dialog.connection.model_combo
    items = [combo.itemText(i) for i in range(combo.count())]
    assert items == ["big-one", "gpt-small", "test-model"]
    assert dialog.connection.model_combo.currentText() == "test-model"  # the choice is kept
    assert loopback.requests[0].path == "/v1/models"
    assert dialog.connection.models_label.text() == "Models offered: 3. Pick one or type its name."


def test_ollama_models_come_from_its_own_listing(qtbot, dialog_for, loopback):
    loopback.add(json_reply(200, {"models": [{"name": "qwen2.5:7b"}, {"name": "llama3.2"}]}))
    dialog = dialog_for(Settings(provider="ollama", base_url=loopback.url, model="llama3.2"))
    models = refresh(qtbot, dialog)
    assert [m.id for m in models] == ["llama3.2", "qwen2.5:7b"]
    assert loopback.requests[0].path == "/api/tags"


def test_test_connection_reports_success_and_a_missing_model(qtbot, dialog_for, loopback):
    loopback.add(json_reply(200, MODELS), json_reply(200, MODELS))
    dialog = dialog_for(
        Settings(provider="lmstudio", base_url=loopback.url + "/v1", model="test-model")
    )
    with qtbot.waitSignal(dialog.connection.connection_tested, timeout=5000) as blocker:
        click(qtbot, dialog.connection.test_button)
    assert blocker.args[0] is True
    assert dialog.connection.test_label.text() == "Connected. Models offered: 3."

    retype(qtbot, dialog.connection.model_combo.lineEdit(), "no-such-model")
    wait_for_models(qtbot, dialog)
    with qtbot.waitSignal(dialog.connection.connection_tested, timeout=5000) as blocker:
        click(qtbot, dialog.connection.test_button)
    assert blocker.args[0] is False
    assert "does not offer “no-such-model”" in dialog.connection.test_label.text()


def test_test_connection_explains_a_refused_key(qtbot, dialog_for, loopback, memory_keyring):
    loopback.add(
        json_reply(401, {"error": {"message": "bad key", "type": "invalid_request_error"}}),
        json_reply(401, {"error": {"message": "bad key", "type": "invalid_request_error"}}),
    )
    dialog = dialog_for(
        Settings(provider="openai", base_url=loopback.url + "/v1", model="gpt-4o-mini")
    )
    retype(qtbot, dialog.connection.key_edit, "sk-wrong")
    with qtbot.waitSignal(dialog.connection.connection_tested, timeout=5000) as blocker:
        click(qtbot, dialog.connection.test_button)
    assert blocker.args[0] is False
    assert "did not accept the API key" in dialog.connection.test_label.text()
    assert loopback.requests[-1].headers["authorization"] == "Bearer sk-wrong"


def test_test_connection_to_a_server_that_is_not_running(qtbot, dialog_for):
    port = _closed_port()
    dialog = dialog_for(
        Settings(provider="lmstudio", base_url=f"http://127.0.0.1:{port}/v1", model="m")
    )
    refresh(qtbot, dialog)
    assert "cannot connect" in dialog.connection.models_label.text()
    with qtbot.waitSignal(dialog.connection.connection_tested, timeout=5000) as blocker:
        click(qtbot, dialog.connection.test_button)
    assert blocker.args[0] is False
    assert f"127.0.0.1:{port}" in dialog.connection.test_label.text()
    assert "running" in dialog.connection.test_label.text()


def test_saving_writes_the_file_and_puts_the_key_in_the_keyring(
    qtbot, dialog_for, loopback, memory_keyring
):
    dialog = dialog_for(
        Settings(provider="lmstudio", base_url=loopback.url + "/v1", model="test-model")
    )
    network = NetworkGuard(allow_loopback=False)
    with pytest.MonkeyPatch.context() as patch:
        network.install(patch)  # OpenRouter is asked for its models when chosen: refused here
        choose(qtbot, dialog.connection.provider_combo, "openrouter")
        wait_for_models(qtbot, dialog)
    assert network.hosts() == ["openrouter.ai"]
    assert dialog.connection.base_url_edit.text() == ""
    assert dialog.connection.base_url_edit.placeholderText() == "https://openrouter.ai/api/v1"
    retype(qtbot, dialog.connection.base_url_edit, loopback.url + "/v1")
    retype(qtbot, dialog.connection.model_combo.lineEdit(), "openai/gpt-4o-mini")
    retype(qtbot, dialog.connection.key_edit, "sk-or-secret")
    retype(qtbot, dialog.assistant_rows.max_steps_spin.lineEdit(), "5")
    retype(qtbot, dialog.assistant_rows.temperature_spin.lineEdit(), "0.3")
    choose(qtbot, dialog.app_rows.language_combo, "fr")
    wait_for_models(qtbot, dialog)

    with qtbot.waitSignal(settings_events().changed, timeout=2000):
        click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Save))
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
    original = Settings(provider="lmstudio", base_url=loopback.url + "/v1", model="test-model")
    dialog = dialog_for(original)
    retype(qtbot, dialog.connection.base_url_edit, "localhost:1234")
    click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Save))
    assert dialog.problem_label.isVisible()
    assert "Start the address with http:// or https://." in dialog.problem_label.text()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert read_settings_file(settings_path()) == original


def test_closing_while_a_listing_hangs_cancels_it(qtbot, dialog_for, loopback):
    loopback.add(Reply(status=200, chunks=[Hang()], content_type="application/json"))
    dialog = dialog_for(Settings(provider="lmstudio", base_url=loopback.url + "/v1", model="m"))
    click(qtbot, dialog.connection.refresh_button)
    qtbot.waitUntil(loopback.hanging.is_set, timeout=5000)
    task = dialog.connection._models_task
    assert task is not None and not task.done()
    assert dialog.connection.test_button.isEnabled()  # the dialog is not frozen while it waits
    click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Cancel))
    qtbot.waitUntil(task.done, timeout=5000)
    assert task.cancelled()


def test_the_language_choices_are_the_app_languages(qtbot, dialog_for, loopback):
    from assistant.gui.app.i18n import LANGUAGES

    dialog = dialog_for(Settings(provider="lmstudio", base_url=loopback.url + "/v1", model="m"))
    combo = dialog.app_rows.language_combo
    codes = [combo.itemData(i) for i in range(combo.count())]
    assert codes == ["", *(language.code for language in LANGUAGES)]


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
    from tests.gui.conftest import installed_language

    with installed_language(language):
        monkeypatch.setenv("OPENAI_API_KEY", "sk-from-env")
        dialog = dialog_for(Settings(provider="openai", base_url=loopback.url + "/v1"))
        assert dialog.connection.key_label.text().startswith(in_environment)
        memory_keyring.passwords[("quire", "openai")] = "sk-stored"
        dialog = dialog_for(Settings(provider="openai", base_url=loopback.url + "/v1"))
        assert dialog.connection.key_label.text().startswith(in_keyring)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_local_only_refusal_under_model_is_shown_whole(
    qtbot, dialog_for, monkeypatch, language
):
    """N22: Local only ticked, OpenRouter chosen: the refusal under Model is read to its end
    (Quire sent the server nothing; what to do here), not cut with an ellipsis."""
    from tests.gui.conftest import installed_language

    network = NetworkGuard().install(monkeypatch)
    with installed_language(language):
        dialog = dialog_for(
            Settings(provider="lmstudio", base_url="http://127.0.0.1:9/v1", model="m")
        )
        click(qtbot, dialog.connection.local_only_check)
        assert dialog.connection.local_only_check.isChecked()
        with qtbot.waitSignal(dialog.connection.models_listed, timeout=5000):
            choose(qtbot, dialog.connection.provider_combo, "openrouter")
        label = dialog.connection.models_label
        assert "openrouter.ai" in label.text()
        assert label.toolTip() == "", QLabel.text(label)  # nothing was cut
        assert "Settings" not in label.text() and "Einstellungen" not in label.text()
    assert not network.outside()


def test_a_test_pressed_before_the_app_has_set_up_asyncio_runs_once_it_has(
    qtbot, dialog_for, loopback, qasync_loop
):
    """The window answers clicks while asyncio is still being set up after the first paint: a
    Test pressed then waits for the loop instead of failing."""
    loopback.add(json_reply(200, MODELS), json_reply(200, MODELS), json_reply(200, MODELS))
    dialog = dialog_for(
        Settings(provider="lmstudio", base_url=loopback.url + "/v1", model="test-model")
    )
    wait_for_models(qtbot, dialog)
    asyncio.events._set_running_loop(None)  # as in the app's first second
    try:
        click(qtbot, dialog.connection.test_button)
        assert dialog.connection.test_label.text() == "Testing…"
        assert not dialog.connection.test_button.isEnabled()
        rows = dialog.connection
        qtbot.waitUntil(lambda: rows._loop_waits.get(rows.test_connection, 0) >= 2)
        assert rows.test_label.text() == "Testing…"  # tried again, and still waiting
    finally:
        asyncio.events._set_running_loop(qasync_loop)  # the app's loop is set up now
    with qtbot.waitSignal(dialog.connection.connection_tested, timeout=5000) as blocker:
        pass
    assert blocker.args[0] is True
    assert dialog.connection.test_label.text() == "Connected. Models offered: 3."
    assert dialog.connection.test_button.isEnabled()

"""Quire's log file: in its folder, rotated, and never showing a secret."""

from __future__ import annotations

import logging

import pytest

from assistant import app_log


@pytest.fixture
def logfile(tmp_path):
    path = app_log.start_log_file(logging.INFO, folder=tmp_path, names=("quire-test",))
    yield path
    app_log.stop_log_file(names=("quire-test",))


def test_the_log_folder_is_the_platforms_unless_moved(tmp_path):
    assert app_log.log_file({"QUIRE_LOG_DIR": str(tmp_path)}) == tmp_path / "quire.log"
    assert app_log.log_dir({}).name in ("log", "quire", "Logs")  # the platform's own place


def test_a_known_key_never_reaches_the_file_in_any_form(logfile, monkeypatch):
    monkeypatch.setenv("OPENROUTER_API_KEY", "sk-or-v1-0123456789abcdef")
    app_log.keep_secret("sk-ant-secret-4242-key")
    log = logging.getLogger("quire-test")
    log.warning("sent with sk-ant-secret-4242-key, SK-ANT-SECRET-4242-KEY, sk-ant-secret-4242-key")
    log.warning("headers: {'Authorization': 'Bearer abc.def.ghi', 'x-api-key': 'zzz999'}")
    log.warning("url https://host/v1?api_key=qqq111&model=m")
    try:
        raise RuntimeError("the server said: bad key sk-or-v1-0123456789abcdef")
    except RuntimeError:
        log.exception("request failed")
    text = logfile.read_text(encoding="utf-8")
    for secret in ("4242", "abc.def.ghi", "zzz999", "qqq111", "0123456789abcdef"):
        assert secret not in text, secret
    assert text.count("[redacted]") >= 7
    assert "Traceback (most recent call last)" in text and "model=m" in text


def test_the_file_is_capped_and_rotated(tmp_path, monkeypatch):
    monkeypatch.setattr(app_log, "MAX_BYTES", 2_000)
    path = app_log.start_log_file(logging.INFO, folder=tmp_path, names=("quire-rotate",))
    try:
        log = logging.getLogger("quire-rotate")
        for number in range(200):
            log.info("line %d of a long afternoon", number)
    finally:
        app_log.stop_log_file(names=("quire-rotate",))
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["quire.log", "quire.log.1", "quire.log.2", "quire.log.3"]
    assert all((tmp_path / name).stat().st_size <= 2_000 for name in files)
    assert "line 199 " in path.read_text(encoding="utf-8")


def test_a_folder_that_cannot_be_written_leaves_logging_as_it_was(tmp_path):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("", encoding="utf-8")
    assert app_log.start_log_file(folder=blocker / "log", names=("quire-none",)) is None
    assert logging.getLogger("quire-none").handlers == []

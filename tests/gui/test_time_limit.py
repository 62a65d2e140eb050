"""No GUI test can hang the run: a modal nobody closes ends in a failure within the test's
limit, and so does an event loop nothing ends, while the run goes on to the next test.

A tiny test file is run by pytest in a subprocess, with the project's own settings (the
thread method of pytest-timeout, a worker process as ``make test`` has) and the guard of
``tests/gui/time_limit.py``, at a limit of a few seconds.
"""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from tests.paths import REPO

LIMIT = 4
"""Seconds each test of the tiny file may take."""
SLOW = pytest.mark.slow  # the tiny run waits out three limits
HANG = 120
"""Seconds after which the run counts as hanging (each of its tests would wait for good)."""

TINY = '''
from PySide6.QtCore import QEventLoop, QPoint
from PySide6.QtWidgets import QMenu, QMessageBox


def test_a_menu_nobody_closes(qtbot):
    menu = QMenu()
    menu.addAction("receive")
    menu.exec(QPoint(20, 20))


def test_a_question_nobody_answers(qtbot):
    buttons = QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
    QMessageBox(QMessageBox.Icon.Question, "Quire", "Save the changes?", buttons).exec()


def test_an_event_loop_nothing_ends(qtbot):
    QEventLoop().exec()


def test_the_run_goes_on():
    assert True
'''


@pytest.fixture(scope="module")
def run(tmp_path_factory) -> tuple[dict[str, str], str]:
    """Each test of the tiny file with the first line of what pytest said about it; and
    what the run printed."""
    folder = tmp_path_factory.mktemp("hanging")
    (folder / "test_hanging.py").write_text(TINY, encoding="utf-8")
    report = folder / "report.xml"
    env = dict(os.environ, PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen")
    env.pop("PYTEST_XDIST_WORKER", None)
    command = [
        sys.executable, "-m", "pytest", str(folder / "test_hanging.py"),
        "-c", str(REPO / "pyproject.toml"), "--rootdir", str(folder),
        "-p", "tests.conftest", "-p", "tests.gui.time_limit", "-p", "no:cacheprovider",
        "-o", f"timeout={LIMIT}", "-n", "1", "-q", f"--junitxml={report}",
    ]  # fmt: skip
    try:
        done = subprocess.run(
            command, cwd=folder, env=env, capture_output=True, text=True, timeout=HANG
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"the run hung: still going after {HANG} s")
    assert report.is_file(), done.stdout + done.stderr
    found: dict[str, str] = {}
    for case in ET.parse(report).getroot().iter("testcase"):
        problem = case.find("failure")
        if problem is None:
            problem = case.find("error")
        said = "passed" if problem is None else problem.get("message", "failed")
        found[case.get("name", "")] = said.splitlines()[0] if said else "failed"
    return found, done.stdout + done.stderr


@pytest.fixture(scope="module")
def outcomes(run) -> dict[str, str]:
    return run[0]


@SLOW
def test_a_menu_nobody_closes_fails_within_its_limit(outcomes):
    said = outcomes["test_a_menu_nobody_closes"]
    assert said.startswith("the test ran over"), said
    assert "QMenu" in said


@SLOW
def test_a_question_nobody_answers_fails_within_its_limit(outcomes):
    said = outcomes["test_a_question_nobody_answers"]
    assert said.startswith("the test ran over"), said
    assert "QMessageBox 'Quire'" in said


@SLOW
def test_an_event_loop_nothing_ends_ends_its_worker_and_fails(outcomes):
    said = outcomes["test_an_event_loop_nothing_ends"]
    assert "crashed" in said, said


@SLOW
def test_the_stacks_of_a_test_that_had_to_be_ended_are_printed(run):
    _outcomes, printed = run
    assert "Timeout" in printed
    assert "in test_an_event_loop_nothing_ends" in printed


@SLOW
def test_the_run_goes_on_after_them(outcomes):
    assert outcomes["test_the_run_goes_on"] == "passed"


def test_every_gui_test_has_a_limit_kept_by_a_thread_and_by_qt(request):
    """The suite's own settings, as this very test runs under them."""
    assert float(request.config.getini("timeout")) > 0
    assert request.config.getini("timeout_method") == "thread"
    assert "gui_time_limit" in request.fixturenames

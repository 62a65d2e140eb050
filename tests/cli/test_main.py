"""``quire`` itself: the parser's one-line errors, ``--help``, the commands declared from
their table (only the chosen one imported), and errors and closed pipes met quietly."""

from __future__ import annotations

import importlib.machinery
import sys
import types
from pathlib import Path

import pytest

from assistant.cli import commands
from assistant.cli.commands import COMMANDS, info
from assistant.world.model import World
from tests.cli.quire import assert_one_line_error, run, salt_road
from tests.paths import SAMPLE


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A small project: a part with two scenes, a note at the top, entities, a trashed doc."""
    return salt_road(tmp_path)


@pytest.mark.parametrize(
    "argv",
    [
        ["search"],
        ["search", "only-a-path"],
        ["search", "p", "q", "--limit", "0"],
        ["search", "p", "q", "--limit", "many"],
        ["frobnicate"],
        [],
        ["new", "p"],
    ],
)
def test_usage_errors_are_one_line(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert_one_line_error(err)


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = run(capsys, "--help")
    assert code == 0
    for command in ("new", "import", "info", "search", "check"):
        assert command in out


def test_every_command_in_the_table_is_a_module_that_declares_and_runs_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    names = [command.name for command in COMMANDS]
    assert len(set(names)) == len(names)
    for command in COMMANDS:
        module = command.load()
        assert module.__name__ == f"assistant.cli.commands.{command.module}"
        assert module.__doc__ and callable(module.add_arguments) and callable(module.run)
        code, out, _err = run(capsys, command.name, "--help")
        assert code == 0
        assert out.startswith(f"usage: quire {command.name} "), out
    code, out, _err = run(capsys, "--help")
    assert code == 0
    listed = [line.split()[0] for line in out.splitlines()
              if line.startswith("    ") and not line.startswith("     ")]  # fmt: skip
    assert [name for name in listed if name in names] == names  # in the table's order


def _modules_after(*argv: str) -> set[str]:
    """The modules a fresh ``quire ARGV`` process has imported when it is done."""
    import subprocess

    script = (
        "import sys\n"
        "from assistant.cli import main\n"
        "try:\n"
        f"    main({list(argv)!r})\n"
        "finally:\n"
        "    sys.__stdout__.write('\\n'.join(sorted(sys.modules)))\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         check=False, timeout=60)
    return set(out.stdout.splitlines())


HEAVY = (
    "assistant.agent", "assistant.cli.commands.ask", "assistant.cli.commands.audit",
    "assistant.cli.terminal", "assistant.world.importer",
    "assistant.export", "httpx", "yaml",
)


def test_help_and_light_commands_do_not_load_the_assistant(project: Path) -> None:
    for argv in (("--help",), ("info", str(project)), ("ask", "--help")):
        modules = _modules_after(*argv)
        assert "argparse" in modules, argv  # the script ran
        loaded = [name for name in HEAVY if name in modules]
        if argv[0] == "ask":
            assert "assistant.cli.commands.ask" in loaded  # the chosen one is declared in full
        else:
            assert loaded == [], argv


def test_help_of_a_command_lists_its_own_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = run(capsys, "import", "--help")
    assert code == 0
    assert "--join-lines" in out and "--entities" in out
    code, out, _err = run(capsys, "-v", "ask", "--help")
    assert code == 0
    assert "--act" in out and "--max-steps" in out
    code, out, _err = run(capsys, "audit", "--help")
    assert code == 0
    assert "--intentional" in out and "--reopen" in out


def test_unexpected_errors_are_one_line_too(
    project: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(_world: World) -> dict[str, object]:
        raise RuntimeError("something\nbroke")

    monkeypatch.setattr(info, "project_info", broken)
    code, _out, err = run(capsys, "info", str(project))
    assert code == 2
    assert_one_line_error(err)
    assert "RuntimeError: something broke" in err


def test_an_unexpected_error_leaves_its_traceback_in_the_log_file_and_says_where(
    project: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    monkeypatch.setenv("QUIRE_LOG_DIR", str(tmp_path / "logs"))

    def broken(_world: World) -> dict[str, object]:
        raise RuntimeError("the index went missing")

    monkeypatch.setattr(info, "project_info", broken)
    code, _out, err = run(capsys, "info", str(project))
    assert code == 2
    logfile = tmp_path / "logs" / "quire.log"
    assert f"(details in {logfile})" in err
    entry = logfile.read_text(encoding="utf-8")
    assert "unexpected error in quire info" in entry
    assert "Traceback (most recent call last)" in entry and "the index went missing" in entry


def test_help_documents_exit_statuses_and_the_log_file_and_version_answers(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import assistant

    monkeypatch.setenv("QUIRE_LOG_DIR", str(tmp_path))
    code, out, _err = run(capsys, "--help")
    assert code == 0
    assert "exit status: 0 success; 1 check found problems" in out
    assert "130 interrupted; 141" in out
    assert f"log file: {tmp_path / 'quire.log'}" in out
    code, out, _err = run(capsys, "--version")
    assert code == 0
    assert out.strip() == f"quire {assistant.__version__}"


def test_ask_is_registered_from_its_module(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    seen: list[object] = []
    fake = types.ModuleType("assistant.cli.commands.ask", "Ask the assistant about a project.")
    fake.__spec__ = importlib.machinery.ModuleSpec("assistant.cli.commands.ask", None)

    def add_arguments(parser: object) -> None:
        parser.add_argument("question")  # type: ignore[attr-defined]

    def run_ask(args: object) -> int:
        seen.append(args.question)  # type: ignore[attr-defined]
        return 7

    fake.add_arguments = add_arguments  # type: ignore[attr-defined]
    fake.run = run_ask  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "assistant.cli.commands.ask", fake)
    monkeypatch.setattr(commands, "ask", fake, raising=False)
    code, _out, _err = run(capsys, "ask", "who is Mara?")
    assert code == 7
    assert seen == ["who is Mara?"]


def test_a_reader_that_goes_away_ends_the_output_quietly() -> None:
    """``quire search … | head -1`` (more output than a pipe holds): no broken-pipe error."""
    import subprocess

    sample = SAMPLE
    process = subprocess.Popen(
        [sys.executable, "-m", "assistant.cli", "search", str(sample), "the"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stderr is not None
    first = process.stdout.readline()
    process.stdout.close()
    errors = process.stderr.read().decode()
    process.wait(timeout=30)
    assert first.strip()
    assert "Broken pipe" not in errors and "Traceback" not in errors


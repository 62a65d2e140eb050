"""``quire ask`` says what is wrong with its configuration: a yes-or-no variable that is
neither, a limit of the wrong form (both errors, exit 2, one line naming the variable), a
key of the settings file it does not know (a warning naming the closest key, and the run
goes on); and a limit set from the environment holds."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from assistant import cli
from assistant.agent.config.settings import Settings, save_settings, settings_path
from tests.agent.providers.loopback import LoopbackServer
from tests.agent.providers.wires import OpenAIWire
from tests.cli.quire import assert_one_line_error
from tests.paths import SAMPLE

WIRE = OpenAIWire()


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return Path(shutil.copytree(SAMPLE, tmp_path / "The Long Map"))


def point_at(server: LoopbackServer) -> None:
    save_settings(
        Settings(provider="openai-compatible", base_url=server.url + "/v1", model="m",
                 review_changes=False),
        settings_path(),
    )  # fmt: skip


@pytest.mark.parametrize(
    ("variable", "value", "said"),
    [
        ("QUIRE_LOCAL_ONLY", "maybe", "QUIRE_LOCAL_ONLY must be a yes (1, true, yes, on) or a "
                                      "no (0, false, no, off), not 'maybe'"),
        ("QUIRE_DEADLINE", "soon", "QUIRE_DEADLINE must be a number of seconds above 0, such "
                                   "as 900, not 'soon'"),
        ("QUIRE_MAX_STEPS", "0", "QUIRE_MAX_STEPS must be a whole number of rounds from 1 to "
                                 "100, not '0'"),
    ],
)  # fmt: skip
def test_a_variable_that_cannot_be_used_stops_the_run_before_anything_is_sent(
    project: Path, monkeypatch, capsys: pytest.CaptureFixture[str], variable, value, said
) -> None:
    monkeypatch.setenv(variable, value)
    with LoopbackServer() as server:
        point_at(server)
        code = cli.main(["ask", str(project), "Who drew the map?"])
        assert server.requests == []
    _out, err = capsys.readouterr()
    assert code == 2
    assert_one_line_error(err)
    assert said in err
    with LoopbackServer() as server:
        point_at(server)
        code = cli.main(["ask", str(project), "Who drew the map?", "--json"])
    out, _err = capsys.readouterr()
    error = json.loads(out)["error"]
    assert code == 2 and error["kind"] == "configuration" and said in error["detail"]


def test_an_unknown_key_is_named_and_the_run_goes_on(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with LoopbackServer().add(WIRE.text_reply(["Mára Tesk."])) as server:
        point_at(server)
        path = settings_path()
        path.write_text(path.read_text("utf-8") + "max_stepz = 3\n", "utf-8")
        code = cli.main(["ask", str(project), "Who drew the map?"])
    out, err = capsys.readouterr()
    assert code == 0 and out.startswith("Mára Tesk.")
    assert (
        f"quire ask: warning: {path}: unknown setting 'max_stepz' (did you mean "
        "'max_steps'?); it is ignored"
    ) in err.splitlines()
    assert "max_stepz = 3" in path.read_text("utf-8")


def test_a_limit_from_the_environment_holds(
    project: Path, monkeypatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("QUIRE_MAX_STEPS", "1")
    search = WIRE.tool_reply([("c1", "search_text", '{"query": "map"}')])
    with LoopbackServer().add(search, search) as server:
        point_at(server)
        code = cli.main(["ask", str(project), "Who drew the map?"])
        sent = len(server.requests)
    _out, err = capsys.readouterr()
    assert code == 1 and sent == 1
    assert "no answer within the step budget" in err

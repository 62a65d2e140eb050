"""``quire ask`` when the answer stops short, and which model it names: a cut-off answer
(the model's length limit, in each wire format) is said plainly, has its own exit status and
is not ``ok`` in ``--json``; ``--json`` names the model the llama.cpp server serves."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from assistant import cli
from assistant.cli.commands.ask import EXIT_CUT_OFF
from tests.agent.providers.loopback import LoopbackServer, Recorded, Reply, json_reply
from tests.agent.providers.wires import AnthropicWire, OllamaWire, OpenAIWire, Wire
from tests.paths import SAMPLE

HALF = "The bridge went down in the night, and Mára ran for the"
OPENAI, ANTHROPIC, OLLAMA = OpenAIWire(), AnthropicWire(), OllamaWire()


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "The Long Map"
    shutil.copytree(SAMPLE, root)
    return root


def cut_off_reply(wire: Wire) -> Reply:
    """``HALF``, then the wire's own way of saying the output limit was reached."""
    if isinstance(wire, OpenAIWire):
        chunks = [wire.chunk({"role": "assistant", "content": HALF}), wire.chunk({}, "length"),
                  wire.usage_chunk(40, 64), "data: [DONE]\n\n"]  # fmt: skip
    elif isinstance(wire, AnthropicWire):
        chunks = wire.text_chunks([HALF])[:-2] + wire.finish("max_tokens", 64)
    else:
        chunks = [wire.line(HALF), wire.final((40, 64), reason="length")]
    return Reply(chunks=chunks, content_type=wire.content_type)


def ask(wire: Wire, url: str, project: Path, *extra: str) -> int:
    provider = {"openai": "openai-compatible", "anthropic": "anthropic", "ollama": "ollama"}
    return cli.main(["ask", str(project), "What happened at the bridge?", *extra,
                     "--provider", provider[wire.name], "--model", "test-model",
                     "--base-url", url + wire.base_suffix])  # fmt: skip


@pytest.mark.parametrize("wire", [OPENAI, ANTHROPIC, OLLAMA], ids=lambda w: w.name)
def test_a_cut_off_answer_is_said_plainly_with_its_own_exit_status(
    wire: Wire, project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("QUIRE_API_KEY", "sk-test")
    with LoopbackServer().add(cut_off_reply(wire)) as server:
        code = ask(wire, server.url, project)
    out, err = capsys.readouterr()
    assert code == EXIT_CUT_OFF == 4
    assert HALF in out
    assert "the answer was cut off" in err and "not the whole answer" in err


@pytest.mark.parametrize("wire", [OPENAI, ANTHROPIC, OLLAMA], ids=lambda w: w.name)
def test_json_keeps_a_cut_off_answer_out_of_ok(
    wire: Wire, project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("QUIRE_API_KEY", "sk-test")
    with LoopbackServer().add(cut_off_reply(wire)) as server:
        code = ask(wire, server.url, project, "--json")
    result = json.loads(capsys.readouterr().out)
    assert code == EXIT_CUT_OFF
    assert result["ok"] is False and result["cut_off"] is True
    assert result["answer"] == HALF and result["finish_reason"] == "length"
    assert result["error"] is None


def test_continue_goes_on_from_the_cut_off_answer(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # What the cut-off message advises: ask it to go on with --continue.
    with LoopbackServer().add(cut_off_reply(OPENAI)) as server:
        assert ask(OPENAI, server.url, project) == EXIT_CUT_OFF
    assert "--continue" in capsys.readouterr().err
    with LoopbackServer().add(OPENAI.text_reply(["bank."])) as server:
        code = cli.main(["ask", str(project), "Go on.", "--continue", "--provider",
                         "openai-compatible", "--model", "test-model",
                         "--base-url", server.url + OPENAI.base_suffix])  # fmt: skip
        sent = server.requests[-1].body["messages"]
    assert code == 0 and "bank." in capsys.readouterr().out
    said = [(m["role"], m["content"]) for m in sent if m["role"] != "system"]
    assert said[-2:] == [("assistant", HALF), ("user", "Go on.")]


def test_a_whole_answer_is_ok_and_not_cut_off(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with LoopbackServer().add(OPENAI.text_reply(["Seven chapters."])) as server:
        code = ask(OPENAI, server.url, project, "--json")
    result = json.loads(capsys.readouterr().out)
    assert code == 0 and result["ok"] is True and result["cut_off"] is False


def llama_server(request: Recorded) -> Reply:
    """llama.cpp's server: its model in /props, and a chat answer naming no real model."""
    if request.path == "/props":
        return json_reply(200, {
            "default_generation_settings": {"n_ctx": 16384},
            "model_path": "/home/writer/models/Qwen2.5-7B-Instruct-Q4_K_M.gguf",
        })  # fmt: skip
    return OPENAI.text_reply(["Seven chapters."])


def test_json_names_the_model_the_llama_cpp_server_serves(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with LoopbackServer(llama_server, answers_probes=True) as server:
        code = cli.main(["ask", str(project), "How many chapters?", "--json",
                         "--provider", "llamacpp", "--base-url", server.url + "/v1"])  # fmt: skip
    result = json.loads(capsys.readouterr().out)
    assert code == 0, result
    assert result["model"] == "Qwen2.5-7B-Instruct-Q4_K_M"
    assert "model" not in server.requests[-1].body  # none was chosen, none was sent


def test_json_names_the_model_the_reply_names_when_the_server_says_nothing_else(
    project: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    named = "gemma-3-4b-it"
    reply = Reply(chunks=[OPENAI.chunk({"content": "Seven."}, model=named),
                          OPENAI.chunk({}, "stop", model=named), "data: [DONE]\n\n"])  # fmt: skip
    with LoopbackServer().add(reply) as server:
        code = cli.main(["ask", str(project), "How many chapters?", "--json",
                         "--provider", "llamacpp", "--base-url", server.url + "/v1"])  # fmt: skip
    result = json.loads(capsys.readouterr().out)
    assert code == 0 and result["model"] == "gemma-3-4b-it"

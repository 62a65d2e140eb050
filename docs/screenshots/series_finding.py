"""Screenshots of the continuity window with findings against an earlier book of the series,
in English and German (``series-finding.png``, ``series-finding-de.png``).

Run under a virtual X server so that the real window system draws the window::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python \\
        docs/screenshots/series_finding.py en de

For each language the generated three-book series (``benchmarks/series_project.py``) is
written to a scratch folder, book 2 is opened, and Assistant ▸ Check Against Earlier Books…
runs with the benchmark's scripted model (``benchmarks/series_scripted.py``), which finds the
planted contradictions through the real tools; its summaries are reworded as a model writes
them, in the writer's language.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from series_project import BOOK_TITLES, build, write_series  # noqa: E402
from series_scripted import ScriptedSeriesModel  # noqa: E402
from shots import save, wait, wait_until  # noqa: E402

from assistant.agent.config.settings import Settings, save_settings  # noqa: E402
from assistant.agent.loop.messages import AiRequest, AiResponse, AiToolCall  # noqa: E402
from assistant.agent.loop.scripted import ScriptedProvider  # noqa: E402
from assistant.agent.session.provider_setup import AssistantSetup  # noqa: E402
from assistant.gui.app.i18n import TranslationSet, compile_translations  # noqa: E402
from assistant.gui.assistant import findings_window  # noqa: E402
from assistant.gui.window.controller import ProjectController  # noqa: E402
from assistant.gui.window.main_window import MainWindow  # noqa: E402

MODEL = "qwen2.5:7b"
SUMMARIES = {
    "en": {
        "age": "{who} is too old here for the years since book 1.",
        "dead": "{who} died in book 1 and is alive here.",
        "eyes": "{who}'s eyes have changed colour since book 1, and the series records no "
                "change.",
        "place": "{who} has moved to the other bank of its river since book 1.",
    },
    "de": {
        "age": "{who} ist hier zu alt für die Jahre seit Buch 1.",
        "dead": "{who} ist in Buch 1 gestorben und lebt hier.",
        "eyes": "{who} hat seit Buch 1 eine andere Augenfarbe, ohne dass die Reihe eine "
                "Änderung verzeichnet.",
        "place": "{who} liegt seit Buch 1 am anderen Ufer seines Flusses.",
    },
}  # fmt: skip


def worded(model: ScriptedSeriesModel, language: str):
    """``model`` with each report's summary in ``language``, as a model asked in it writes."""
    kinds = {item.later.quote: item.kind for item in model.project.planted}

    def reply(request: AiRequest) -> AiResponse:
        response = model(request)
        calls = []
        for call in response.tool_calls:
            if call.name == "report_cross_book":
                entity = str(call.arguments.get("entity", ""))
                kind = kinds.get(str(call.arguments.get("claim_a", {}).get("quote")), "age")
                text = SUMMARIES[language][kind].replace("{who}", entity)
                call = AiToolCall.from_raw(call.id, call.name, json.dumps(
                    {**call.arguments, "summary": text}, ensure_ascii=False))
            calls.append(call)
        return AiResponse(text=response.text, tool_calls=tuple(calls), usage=response.usage)

    return reply


def shoot(workdir: Path, language: str) -> Path:
    project = build(seed=37)
    write_series(project, workdir / language)
    model = worded(ScriptedSeriesModel(project, with_wrong=False), language)
    findings_window.load_setup = lambda: AssistantSetup(
        ScriptedProvider([model] * 400), Settings(provider="ollama", model=MODEL)
    )
    controller = ProjectController()
    settings = QSettings(str(workdir / language / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(controller, settings)
    window.resize(1400, 900)
    window.show()
    window.files.open_project(workdir / language / BOOK_TITLES[1])
    window.menus.series_check.action.trigger()
    found = window.dialogs.findings_window
    found.resize(720, 760)
    wait_until(lambda: not found.is_running, 60_000)
    wait(400)
    target = save(found, "series-finding.png" if language == "en" else
                  f"series-finding-{language}.png")  # fmt: skip
    found.close()
    controller.undo_stack.setClean()
    window.close()
    controller.close()
    return target


def main(argv: list[str]) -> int:
    import qasync

    languages = argv or ["en", "de"]
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Quire")
    asyncio.set_event_loop(qasync.QEventLoop(app))
    compile_translations()
    with tempfile.TemporaryDirectory() as folder:
        workdir = Path(folder)
        os.environ["QUIRE_CONFIG_DIR"] = str(workdir / "config")
        save_settings(Settings(provider="ollama", model=MODEL))
        for language in languages:
            translations = TranslationSet()
            translations.install(language)  # English too: its plural forms
            print(shoot(workdir, language))
            translations.uninstall()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

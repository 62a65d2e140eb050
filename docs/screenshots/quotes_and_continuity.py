"""Screenshots of checked quotations and of the continuity window, in English and another
language.

Run under a virtual X server so that the real window system draws the window::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python \\
        docs/screenshots/quotes_and_continuity.py en de

For each language a copy of the sample project is opened. A scripted model answers a question
with one quotation the project holds, one it does not, one credited to the wrong chapter, one
given to the wrong speaker, a short one credited nowhere, and a document it never read
(``quotes-<lang>.png``); then Check Continuity runs with a scripted model that reports three
true findings and one with an invented quotation (``findings-<lang>.png``).
"""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEventLoop, QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from shots import save  # noqa: E402

from assistant.agent.config.settings import Settings, save_settings  # noqa: E402
from assistant.agent.loop.messages import AiResponse, AiToolCall, Role, TokenUsage  # noqa: E402
from assistant.agent.loop.scripted import ScriptedProvider  # noqa: E402
from assistant.agent.session.provider_setup import AssistantSetup  # noqa: E402
from assistant.gui.app.i18n import TranslationSet, compile_translations  # noqa: E402
from assistant.gui.assistant import findings_window  # noqa: E402
from assistant.gui.window.controller import ProjectController  # noqa: E402
from assistant.gui.window.main_window import MainWindow  # noqa: E402

SAMPLE = ROOT / "assistant" / "resources" / "sample"
MODEL = "qwen2.5:7b"
CHAPTER_1 = "d-9b65717c5f"

QUESTIONS = {
    "en": "What does Ashdell say about Mára's eyes?",
    "de": "Was sagt Ashdell über Máras Augen?",
}
ANSWERS = {
    "en": (
        "In Chapter 1: The Map House Ashdell tells her “Don't look at me with those green "
        "eyes,” and adds “Your mother did that.” Her entry and the Style Sheet say her eyes are "
        "grey, so the chapter contradicts them.\n\nIn Chapter 3: Upriver Oda reads the stone: "
        "“Nine feet two,” she said. Oda tells Mára: “It started at the cofferdam.”\n\n"
        "Elsewhere her eyes are “river-grey”."
    ),
    "de": (
        "In Chapter 1: The Map House sagt Ashdell zu ihr: „Don't look at me with those green "
        "eyes,“ und fügt hinzu: „Your mother did that.“ Ihr Eintrag und das Style Sheet nennen "
        "ihre Augen grau – das Kapitel widerspricht ihnen also.\n\nIn Chapter 3: Upriver liest "
        "Oda den Pegel: „Nine feet two,“ she said. Oda sagt zu Mára: „It started at the "
        "cofferdam.“\n\nAnderswo sind ihre Augen „river-grey“."
    ),
}
REPORTS = [
    {"kind": "contradiction", "summary": "Mára's eyes are green here; her entry says grey.",
     "claim_a": {"quote": "Don't look at me with those green eyes", "document": CHAPTER_1},
     "claim_b": {"quote": "Eyes: grey", "document": "Mára Tesk"}, "entity": "Mára Tesk"},
    {"kind": "contradiction", "summary": "Ashdell says he is seventy-four; his entry says 71.",
     "claim_a": {"quote": "I am seventy-four years old", "document": CHAPTER_1},
     "claim_b": {"quote": "Age: 71", "document": "Corvin Ashdell"}},
    {"kind": "contradiction",
     "summary": "Hollin has eleven hundred souls here, about 4,000 in its entry.",
     "claim_a": {"quote": "all the eleven hundred souls of Hollin", "document": CHAPTER_1},
     "claim_b": {"quote": "Population: about 4,000", "document": "Hollin"}},
    {"kind": "name", "summary": "The Tanner's Bridge is spelt without its apostrophe.",
     "claim_a": {"quote": "under the Tanners Bridge by the old dye-works", "document": CHAPTER_1},
     "claim_b": {"quote": "the Tanner's Bridge (apostrophe before the s)",
                 "document": "Style Sheet"}},
]  # fmt: skip


def wait(milliseconds: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def answer_setup(language: str) -> AssistantSetup:
    provider = ScriptedProvider([
        AiResponse(tool_calls=(AiToolCall("c1", "read_document",
                                          {"document": "Chapter 1: The Map House"}),),
                   usage=TokenUsage(2140, 31)),
        AiResponse(text=ANSWERS[language], usage=TokenUsage(5630, 92, cached_input=2048)),
    ], chunk_size=60)  # fmt: skip
    return AssistantSetup(provider, Settings(provider="ollama", model=MODEL))


def audit_setup() -> AssistantSetup:
    def reply(request):
        question = next(m.content for m in request.messages if m.role is Role.USER)
        done = any(m.role is Role.TOOL for m in request.messages)
        if "“Chapter 1" in question and not done:
            return AiResponse(tool_calls=tuple(AiToolCall(f"r{n}", "report_finding", r)
                                               for n, r in enumerate(REPORTS)))  # fmt: skip
        return AiResponse(text="Done.")

    return AssistantSetup(ScriptedProvider([reply] * 40), Settings(provider="ollama",
                                                                   model=MODEL))  # fmt: skip


def shoot(app: QApplication, workdir: Path, language: str) -> list[Path]:
    project = workdir / language / "sample"
    shutil.copytree(SAMPLE, project, ignore=shutil.ignore_patterns(".quire"))
    controller = ProjectController()
    settings = QSettings(str(workdir / language / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(controller, settings)
    window.resize(1400, 900)
    window.show()
    window.files.open_project(project)
    window.tabs.open(CHAPTER_1, pinned=True)
    panel = window.assistant_dock.widget()
    panel.session.core._setup_factory = lambda: answer_setup(language)
    finished: list[object] = []
    panel.turn_finished.connect(finished.append)
    panel.ask(QUESTIONS[language])
    while not finished:
        wait(50)
    wait(300)
    panel.scroll.verticalScrollBar().setValue(0)
    wait(200)
    quotes = save(window, f"quotes-{language}.png")

    findings_window.load_setup = audit_setup
    window.menus.check_continuity_action.trigger()
    found = window.dialogs.findings_window
    found.resize(700, 820)
    found.check_button.click()
    while found.is_running:
        wait(50)
    wait(300)
    findings = save(found, f"findings-{language}.png")
    found.close()
    controller.save()
    window.close()
    return [quotes, findings]


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
            for path in shoot(app, workdir, language):
                print(path)
            translations.uninstall()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

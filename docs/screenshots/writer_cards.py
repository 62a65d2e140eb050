"""Screenshots of the assistant asking the writer, showing its plan, and a change its reviewer
flagged, in English and other languages.

Run under a virtual X server so that the real window system draws the window::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/writer_cards.py en de

A scripted model (and a scripted reviewer) works on a copy of the sample project, whose
house rules say that Part One is final, so the pictures are the same every time. For each
language it saves, in ``docs/screenshots``, the assistant panel with a question waiting
(``question-card[-<lang>].png``), with a plan half done (``live-plan[-<lang>].png``) and with
a flagged change waiting (``reviewer-flag[-<lang>].png``); in English also the whole window
Project ▸ House Rules… (``house-rules.png``).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402
from shots import in_256_colours, wait, wait_until  # noqa: E402

from assistant.agent.config.settings import Settings, save_settings  # noqa: E402
from assistant.agent.loop.messages import AiResponse, AiToolCall, TokenUsage  # noqa: E402
from assistant.agent.loop.scripted import ScriptedProvider  # noqa: E402
from assistant.agent.session.provider_setup import AssistantSetup  # noqa: E402
from assistant.gui.app.i18n import TranslationSet, compile_translations  # noqa: E402
from assistant.gui.assistant import session as assistant_session  # noqa: E402
from assistant.gui.project.house_rules_dialog import HouseRulesDialog  # noqa: E402
from assistant.gui.window.controller import ProjectController  # noqa: E402
from assistant.gui.window.main_window import MainWindow  # noqa: E402

SAMPLE = ROOT / "assistant" / "resources" / "sample"
OUT = ROOT / "docs" / "screenshots"
MODEL = "qwen2.5:7b"
CHAPTER_3 = "d-218eff7021"
STYLE_SHEET = "d-4e11e1872e"

TEXTS = {
    "en": {
        "ask": "Does chapter 3 name the river the way the style sheet wants?",
        "lead": "Chapter 3 says “the Aun” nine times and never “the River Aun”. The style "
        "sheet only rules out “the River Aun” in dialogue, so narration is open.",
        "question": "Should narration ever say “the River Aun”, or always “the Aun”?",
        "choices": [
            "Always “the Aun”",
            "“The River Aun” on first mention only",
            "Leave narration as it is",
        ],
        "plan_ask": "Make the style sheet say we use British spelling, and check Part Two "
        "for American spellings.",
        "plan": [
            "Search Part Two for American spellings",
            "Add the rule to the Style Sheet",
            "Check the characters' notes",
            "Tell you what changed",
        ],
        "rule": "- British spelling throughout: grey, colour, realise.",
        "fix_ask": "Fix the American spellings in chapter 3.",
        "flag": "FLAG: “Part One is final”: Chapter 3 is in Part One; ask first.",
    },
    "de": {
        "ask": "Benennt Kapitel 3 den Fluss so, wie es das Style Sheet verlangt?",
        "lead": "Kapitel 3 schreibt neunmal „the Aun“ und nie „the River Aun“. Das Style "
        "Sheet schließt „the River Aun“ nur in der wörtlichen Rede aus; die Erzählung ist "
        "also offen.",
        "question": "Soll die Erzählung je „the River Aun“ sagen oder immer „the Aun“?",
        "choices": [
            "Immer „the Aun“",
            "„The River Aun“ nur bei der ersten Nennung",
            "Die Erzählung so lassen",
        ],
        "plan_ask": "Das Style Sheet soll britische Schreibung vorschreiben; prüfe Teil zwei "
        "auf amerikanische Schreibungen.",
        "plan": [
            "Teil zwei nach amerikanischen Schreibungen durchsuchen",
            "Die Regel ins Style Sheet aufnehmen",
            "Die Notizen der Figuren prüfen",
            "Ihnen sagen, was sich geändert hat",
        ],
        "rule": "- British spelling throughout: grey, colour, realise.",
        "fix_ask": "Korrigiere die amerikanischen Schreibungen in Kapitel 3.",
        "flag": "FLAG: „Part One is final“: Kapitel 3 gehört zu Teil eins; erst fragen.",
    },
}

_setup: list[AssistantSetup] = []


def current_setup() -> AssistantSetup:
    return _setup[-1]


def use(replies, reviewer_replies=(), *, policy="none", hold=()) -> ScriptedProvider:
    provider = ScriptedProvider(replies, chunk_size=30, hold=hold)
    reviewer = ScriptedProvider(list(reviewer_replies)) if reviewer_replies else None
    settings = Settings(provider="ollama", model=MODEL, approval_policy=policy)
    _setup.append(AssistantSetup(provider, settings, reviewer))
    return provider


def save(widget: QWidget, name: str, language: str) -> Path:
    suffix = "" if language == "en" else f"-{language}"
    target = OUT / f"{name}{suffix}.png"
    widget.grab().save(str(target))
    in_256_colours(target)
    print("saved", target)
    return target


def shoot(window: MainWindow, mode: str, request: str, ready, name: str, language: str):
    """Ask ``request`` in ``mode`` in a new conversation; once ``ready(view)``, save the
    assistant panel as ``name``, then stop the turn."""
    panel = window.assistant_dock.widget()
    panel.new_conversation()
    panel.set_mode(mode)
    panel.ask(request)
    view = panel.turn_views[-1]
    wait_until(lambda: ready(view))
    wait(400)
    save(window.assistant_dock, name, language)
    panel.stop()
    wait_until(lambda: not panel.is_busy())


def open_window(workdir: Path, language: str) -> MainWindow:
    project = workdir / language / "The Long Map"
    shutil.copytree(SAMPLE, project, ignore=shutil.ignore_patterns(".quire"))
    controller = ProjectController()
    settings = QSettings(str(workdir / language / "window.ini"), QSettings.Format.IniFormat)
    window = MainWindow(controller, settings)
    window.resize(1400, 900)
    window.show()
    window.files.open_project(project)
    window.tabs.open(CHAPTER_3, pinned=True)
    window.assistant_dock.setMinimumWidth(430)
    return window


def question_card(window: MainWindow, text: dict, language: str) -> None:
    question = {"question": text["question"], "choices": text["choices"],
                "assume": text["choices"][0]}  # fmt: skip
    use([AiResponse(text=text["lead"], tool_calls=(AiToolCall("q1", "ask_writer", question),),
                    usage=TokenUsage(2210, 64))])  # fmt: skip
    shoot(window, "ask", text["ask"], lambda view: bool(view.waiting_cards), "question-card",
          language)  # fmt: skip


def live_plan(window: MainWindow, text: dict, language: str) -> None:
    steps = text["plan"]

    def plan(done: int):
        ticked = list(range(1, done + 1))
        return AiToolCall(f"p{done}", "update_plan", {"steps": steps, "done": ticked})

    use(
        [
            AiResponse(tool_calls=(plan(0), AiToolCall("s1", "search_text",
                                                       {"query": "color"})),
                       usage=TokenUsage(2400, 80)),
            AiResponse(tool_calls=(plan(1), AiToolCall("a1", "append_text",
                                   {"document": STYLE_SHEET, "text": text["rule"]})),
                       usage=TokenUsage(2650, 60)),
            AiResponse(tool_calls=(plan(2),), usage=TokenUsage(2800, 50)),
            AiResponse(text="", usage=TokenUsage(2900, 10)),  # held: the turn goes on
        ],
        [AiResponse(text="PASS: the Style Sheet is in the Notes", usage=TokenUsage(600, 12))],
        hold={4},
    )  # fmt: skip

    def half_done(view) -> bool:
        return (
            view.plan_view.isVisible() and view.has_changes and ("☑" in view.plan_view.lines()[1])
        )

    shoot(window, "act", text["plan_ask"], half_done, "live-plan", language)


def reviewer_flag(window: MainWindow, text: dict, language: str) -> None:
    fix = {"document": CHAPTER_3, "find": "pale gray wood", "replace": "pale grey wood"}
    use(
        [
            AiResponse(tool_calls=(AiToolCall("r1", "replace_text", fix),),
                       usage=TokenUsage(2500, 40)),
            AiResponse(text="Not done.", usage=TokenUsage(2600, 10)),
        ],
        [AiResponse(text=text["flag"], usage=TokenUsage(640, 18))],
    )  # fmt: skip
    shoot(window, "act", text["fix_ask"], lambda view: bool(view.waiting_cards),
          "reviewer-flag", language)  # fmt: skip


def house_rules(window: MainWindow, language: str) -> None:
    window.menus.house_rules_action.trigger()
    dialog = window.findChild(HouseRulesDialog)
    dialog.resize(640, 420)
    wait(400)
    save(dialog, "house-rules", language)
    dialog.close()


def main(languages: list[str]) -> None:
    workdir = Path(tempfile.mkdtemp(prefix="quire-shots-"))
    os.environ["QUIRE_CONFIG_DIR"] = str(workdir / "config")
    app = QApplication.instance() or QApplication(sys.argv)
    save_settings(Settings(provider="ollama", model=MODEL))
    assistant_session.load_setup = current_setup  # the panel asks the scripted model
    compile_translations()
    translations = TranslationSet()
    try:
        for language in languages:
            translations.install(language)
            window = open_window(workdir, language)
            text = TEXTS.get(language, TEXTS["en"])
            question_card(window, text, language)
            live_plan(window, text, language)
            reviewer_flag(window, text, language)
            if language == "en":
                house_rules(window, language)
            window.controller.undo_stack.setClean()
            window.close()
            translations.uninstall()
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    app.quit()


if __name__ == "__main__":
    main(sys.argv[1:] or ["en", "de"])

"""Screenshots of the assistant panel as a writer reads it, in English and other languages.

Run under a virtual X server so that the real window system draws the window::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python docs/screenshots/panel_words.py en de

For each language, on a copy of the sample project, a scripted model (the same pictures every
time) makes act-mode changes and answers questions, and the assistant's dock is saved:

- ``approval-card-<lang>.png``: a change waiting for approval, in the writer's words (a
  paragraph of the style sheet with the replaced words marked);
- ``change-list-<lang>.png``: a turn's changes (a new note, a rename, replaced words, a
  move), two of them opened;
- ``panel-tools-<lang>.png``: the tools in the past tense with a call's details open and a
  repeated call noticed, and the short usage line;
- ``panel-cut-off-<lang>.png``: an answer cut off at the length limit, with Keep going;
- ``panel-stopped-<lang>.png``: a stopped answer, with Keep going;
- ``panel-refused-<lang>.png``: a refused connection, with Open Settings… and Try again;
- ``panel-no-project-<lang>.png``: no project open: New, Open and the recent projects.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import socket
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEventLoop, QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from assistant.agent.config.settings import Settings, save_settings  # noqa: E402
from assistant.agent.loop.messages import (  # noqa: E402
    AiResponse,
    AiToolCall,
    FinishReason,
    TokenUsage,
)
from assistant.agent.loop.mode import Mode  # noqa: E402
from assistant.agent.loop.scripted import ScriptedProvider  # noqa: E402
from assistant.agent.providers.factory import make_provider  # noqa: E402
from assistant.agent.session.provider_setup import AssistantSetup  # noqa: E402
from assistant.gui.app.i18n import TranslationSet, compile_translations  # noqa: E402
from assistant.gui.window.controller import ProjectController  # noqa: E402
from assistant.gui.window.main_window import MainWindow  # noqa: E402

SAMPLE = ROOT / "assistant" / "resources" / "sample"
OUT = ROOT / "docs" / "screenshots"
MODEL = "qwen2.5:7b"
MARA = "e-470dba0693"  # Mára Tesk
STYLE_SHEET = "d-4e11e1872e"
TOLL_HOUSE = "d-0afb7cc2a9"
BRIDGE = "d-95b4900e9e"
NOTES = "f-497779dbeb"

QUESTIONS = {
    "en": ("Add a ledger note, call Mára Maren, and put the toll-house after the bridge.",
           "Where is the ford?", "Tell me what happens at the bridge.", "Who drew the map?"),
    "de": ("Lege eine Notiz „Ledger“ an, nenne Mára Maren und stelle das Zollhaus hinter die "
           "Brücke.", "Wo ist die Furt?", "Erzähl mir, was an der Brücke geschieht.",
           "Wer hat die Karte gezeichnet?"),
    "es": ("Añade una nota «Ledger», llama Maren a Mára y pon la aduana después del puente.",
           "¿Dónde está el vado?", "Cuéntame qué pasa en el puente.", "¿Quién dibujó el mapa?"),
    "fr": ("Ajoute une note « Ledger », appelle Mára Maren et place la maison du péage après "
           "le pont.", "Où est le gué ?", "Raconte-moi ce qui se passe au pont.",
           "Qui a dessiné la carte ?"),
    "nb": ("Lag et notat «Ledger», kall Mára Maren og flytt tollhuset etter broen.",
           "Hvor er vadestedet?", "Fortell hva som skjer ved broen.", "Hvem tegnet kartet?"),
}  # fmt: skip
CUT = {
    "en": "The bridge went down at twenty to twelve. Jory Fenn had the Carrows in his boat by "
          "then, and Mára stood on the toll-house steps with the gauge book, writing the",
    "de": "Die Brücke stürzte um zwanzig vor zwölf ein. Jory Fenn hatte die Carrows da schon "
          "in seinem Boot, und Mára stand mit dem Pegelbuch auf den Stufen des Zollhauses und "
          "schrieb die",
    "es": "El puente se hundió a las doce menos veinte. Jory Fenn ya tenía a los Carrow en su "
          "barca, y Mára estaba en los escalones de la aduana con el libro del nivel, anotando",
    "fr": "Le pont s'est effondré à minuit moins vingt. Jory Fenn avait déjà les Carrow dans "
          "sa barque, et Mára se tenait sur les marches du péage avec le carnet des niveaux, "
          "notant les",
    "nb": "Broen raste tjue på tolv. Jory Fenn hadde allerede Carrow-familien i båten, og Mára "
          "sto på trappen til tollhuset med målerboka og skrev ned",
}  # fmt: skip


def wait(milliseconds: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def until(condition, timeout: int = 20_000) -> None:
    waited = 0
    while not condition():
        wait(30)
        waited += 30
        if waited > timeout:
            raise TimeoutError("the panel did not get there")


def act_replies(world, count: int) -> list:
    return [
        AiResponse(tool_calls=(AiToolCall("c1", "create_document", {
            "title": "Ledger", "kind": "note", "folder": NOTES,
            "text": "Debts owed to the ferryman.\n\nThe Carrows: two crossings, unpaid."}),),
            usage=TokenUsage(2140, 38)),
        AiResponse(tool_calls=(AiToolCall("c2", "rename_entity", {
            "entity": MARA, "name": "Maren Tesk", "keep_old_name_as_alias": True}),),
            usage=TokenUsage(2310, 31)),
        AiResponse(tool_calls=(AiToolCall("c3", "replace_text", {
            "document": STYLE_SHEET, "find": "Mára", "replace": "Maren",
            "expected_count": count}),), usage=TokenUsage(2610, 31)),
        AiResponse(tool_calls=(AiToolCall("c4", "move_node", {
            "node": TOLL_HOUSE, "after": BRIDGE}),), usage=TokenUsage(2790, 22)),
        AiResponse(text="Done.", usage=TokenUsage(3020, 64, cached_input=2560)),
    ]  # fmt: skip


def scripted(replies: list, *, hold: bool = False, **settings) -> AssistantSetup:
    values = {"provider": "ollama", "model": MODEL, **settings}
    provider = ScriptedProvider(replies, chunk_size=40, hold=hold)
    return AssistantSetup(provider, Settings(**values))


class Shots:
    def __init__(self, language: str, workdir: Path) -> None:
        self.language = language
        self.workdir = workdir
        self.project = workdir / language / "sample"
        shutil.copytree(SAMPLE, self.project, ignore=shutil.ignore_patterns(".quire"))
        settings = QSettings(str(workdir / language / "window.ini"), QSettings.Format.IniFormat)
        self.window = MainWindow(ProjectController(), settings)
        self.window.resize(1400, 900)
        self.window.show()
        self.window.files.open_project(self.project)
        self.window.tabs.open(STYLE_SHEET, pinned=True)
        self.panel = self.window.assistant_dock.widget()
        self.setup: AssistantSetup | None = None
        self.panel.session._setup_factory = lambda: self.setup
        self.panel.session.core._setup_factory = lambda: self.setup

    def save(self, name: str) -> Path:
        wait(300)
        target = OUT / f"{name}-{self.language}.png"
        self.window.assistant_dock.grab().save(str(target))
        return target

    def ask(self, question: str, *, wait_for_end: bool = True) -> None:
        finished: list[object] = []
        self.panel.turn_finished.connect(finished.append)
        self.panel.ask(question)
        if wait_for_end:
            until(lambda: bool(finished))

    def act(self) -> list[Path]:
        world = self.window.controller.snapshot()
        count = world.documents[STYLE_SHEET].text.count("Mára")
        shots = []
        # A change waits for approval: the replaced words in the style sheet.
        replies = act_replies(world, count)
        self.panel.new_conversation()
        self.panel.set_mode(Mode.ACT)
        self.setup = scripted([replies[2], AiResponse(text="…")], approval_policy="every")
        self.ask(QUESTIONS[self.language][0], wait_for_end=False)
        view = self.panel.turn_views[-1]
        until(lambda: bool(view.waiting_cards))
        shots.append(self.save("approval-card"))
        view.waiting_cards[0].reject()
        until(lambda: not self.panel.is_busy())
        # The whole turn: its changes listed, two opened.
        self.panel.new_conversation()
        self.panel.set_mode(Mode.ACT)
        self.setup = scripted(act_replies(world, count), approval_policy="none")
        self.ask(QUESTIONS[self.language][0])
        view = self.panel.turn_views[-1]
        view.changes.rows[0].set_expanded(True)
        view.changes.rows[2].set_expanded(True)
        wait(300)
        top = view.changes.mapTo(self.panel.scroll.widget(), view.changes.rect().topLeft())
        self.panel.scroll.verticalScrollBar().setValue(top.y() - 80)
        shots.append(self.save("change-list"))
        return shots

    def ask_mode(self) -> list[Path]:
        shots = []
        self.panel.set_mode(Mode.ASK)
        # Tools in the past tense, one repeated, one call's details open; the usage line.
        self.panel.new_conversation()
        search = AiResponse(tool_calls=(AiToolCall("s", "search_text", {"query": "ford"}),),
                            usage=TokenUsage(1900, 20))  # fmt: skip
        outline = AiResponse(tool_calls=(AiToolCall("o", "get_outline", {}),),
                             usage=TokenUsage(1700, 15))  # fmt: skip
        answer = AiResponse(text="The ford is below the toll-house, in **Chapter 2**.",
                            usage=TokenUsage(2400, 30))  # fmt: skip
        self.setup = scripted([outline, search, search, search, answer], max_steps=8)
        self.ask(QUESTIONS[self.language][1])
        view = self.panel.turn_views[-1]
        view.tool_toggle.click()
        view.tool_log.linkActivated.emit("details:0")
        shots.append(self.save("panel-tools"))
        # An answer cut off at the length limit.
        self.panel.new_conversation()
        cut = AiResponse(text=CUT[self.language], usage=TokenUsage(2100, 512),
                         finish_reason=FinishReason.LENGTH)  # fmt: skip
        self.setup = scripted([cut])
        self.ask(QUESTIONS[self.language][2])
        shots.append(self.save("panel-cut-off"))
        # Stopped while the answer streamed.
        self.panel.new_conversation()
        self.setup = scripted([AiResponse(text=CUT[self.language])], hold=True)
        self.ask(QUESTIONS[self.language][3], wait_for_end=False)
        view = self.panel.turn_views[-1]
        until(lambda: bool(view.text))
        self.panel.stop()
        until(lambda: not self.panel.is_busy())
        shots.append(self.save("panel-stopped"))
        # A refused connection.
        self.panel.new_conversation()
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        settings = Settings(provider="lmstudio", model=MODEL,
                            base_url=f"http://127.0.0.1:{port}/v1")  # fmt: skip
        self.setup = AssistantSetup(make_provider(settings), settings)
        self.ask(QUESTIONS[self.language][3])
        shots.append(self.save("panel-refused"))
        return shots

    def no_project(self) -> Path:
        self.window.recent.add(self.project)
        self.window.controller.save()
        self.window.files.close_project()
        return self.save("panel-no-project")


def main(languages: list[str]) -> int:
    import qasync

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
            translations.install(language)
            shots = Shots(language, workdir)
            for path in [*shots.act(), *shots.ask_mode(), shots.no_project()]:
                print(path)
            shots.window.close()
            translations.uninstall()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:] or ["en", "de"]))

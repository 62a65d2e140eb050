"""Conversations on disk, in the project's app-data folder, one JSON file each.

A file that cannot be read is reported and set aside under a new name — never deleted — and
the others still load. Deleting a conversation moves its file into ``deleted/``, from where
it can be restored.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from assistant.agent.act.plan import plan_from_json
from assistant.agent.act.plan_first import decision_from_json, decision_to_json
from assistant.agent.act.scope import scope_from_json, scope_to_json
from assistant.agent.audit.quote_check import quotes_from_json
from assistant.agent.conversations.model import Conversation, Turn
from assistant.agent.loop.messages import TokenUsage
from assistant.agent.loop.mode import Mode
from assistant.agent.session.ask_writer import asked_from_json
from assistant.agent.session.turn_notes import notes_from_json
from assistant.world.redaction import redact_data
from assistant.world.safetext import storable
from assistant.world.storage.atomic import write_atomic

log = logging.getLogger(__name__)

FORMAT = 1
STATE_FILE = "state.json"
SET_ASIDE_SUFFIX = ".unreadable"


@dataclass(frozen=True)
class LoadFailure:
    """A conversation file that could not be read, and where it was set aside."""

    path: Path
    reason: str
    set_aside_as: Path | None


def conversation_to_json(conversation: Conversation) -> dict[str, Any]:
    data = asdict(conversation)
    for raw, turn in zip(data["turns"], conversation.turns, strict=True):
        raw["scope"] = scope_to_json(turn.scope)
        raw["plan_decision"] = decision_to_json(turn.plan_decision)
    data["format"] = FORMAT
    return data


def conversation_from_json(data: Any) -> Conversation:
    """Build a conversation from parsed JSON; raises ValueError with the reason if malformed."""
    if not isinstance(data, dict):
        raise ValueError("not a JSON object")
    version = data.get("format")
    if version != FORMAT:
        raise ValueError(f"unknown conversation format {version!r}")
    try:
        turns = []
        for raw in data["turns"]:
            raw = dict(raw)
            raw["usage"] = TokenUsage(**raw.get("usage", {}))
            raw["tool_log"] = tuple(raw.get("tool_log", ()))
            raw["mode"] = _mode(raw.get("mode"))
            raw["plan"] = plan_from_json(_list(raw.get("plan")))
            raw["plan_carried"] = raw.get("plan_carried") is True
            raw["questions"] = asked_from_json(_list(raw.get("questions")))
            raw["notes"] = notes_from_json(raw.get("notes"))
            raw["quotes"] = quotes_from_json(raw.get("quotes"))
            raw["unread"] = tuple(d for d in _list(raw.get("unread")) if isinstance(d, str))
            raw["scope"] = scope_from_json(raw.get("scope"))
            raw["plan_first"] = raw.get("plan_first") is True
            raw["plan_decision"] = decision_from_json(raw.get("plan_decision"))
            raw["corrections"] = tuple(
                c for c in _list(raw.get("corrections")) if isinstance(c, str)
            )
            turns.append(Turn(**raw))
        conversation = Conversation(
            id=str(data["id"]),
            title=str(data.get("title", "")),
            created=str(data.get("created", "")),
            turns=tuple(turns),
            head=data.get("head"),
            mode=_mode(data.get("mode")),
        )
        conversation.branch()  # every parent link must resolve
    except (KeyError, TypeError) as error:
        raise ValueError(f"missing or malformed field: {error}") from None
    return conversation


def _list(value: object) -> list:
    return value if isinstance(value, list) else []


def _mode(value: object) -> Mode:
    try:
        return Mode(str(value))
    except ValueError:
        return Mode.ASK  # an unknown mode reads: the safe one


class ConversationStore:
    """The conversations of one project, kept under ``folder``."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    def _path(self, conversation_id: str) -> Path:
        if not conversation_id or "/" in conversation_id or conversation_id.startswith("."):
            raise ValueError(f"bad conversation id {conversation_id!r}")
        return self.folder / f"{conversation_id}.json"

    def save(self, conversation: Conversation) -> None:
        """Write ``conversation`` (with no key in it, whoever typed or echoed one: see
        :func:`~assistant.world.redaction.redact_data`)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        data = redact_data(conversation_to_json(conversation), credential_fields=False)
        text = json.dumps(data, ensure_ascii=False, indent=1)
        # A model's answer may hold a lone surrogate (from a JSON escape), which no file can
        # store: kept as U+FFFD rather than losing the whole conversation.
        write_atomic(self._path(conversation.id), storable(text + "\n").encode("utf-8"))

    def load(self, conversation_id: str) -> Conversation | None:
        """One conversation as its file holds it now (None: no such file). Raises OSError
        or ValueError when it cannot be read."""
        path = self._path(conversation_id)
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        return conversation_from_json(json.loads(text))

    def load_all(self, *, set_aside: bool = True) -> tuple[list[Conversation], list[LoadFailure]]:
        """Every readable conversation, most recently used first, and the files that could
        not be read (set aside under a new name, unless ``set_aside`` is False: a reader
        that only looks leaves them)."""
        conversations: list[Conversation] = []
        failures: list[LoadFailure] = []
        if not self.folder.is_dir():
            return conversations, failures
        for path in sorted(self.folder.glob("*.json")):
            if path.name == STATE_FILE:
                continue
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
                conversations.append(conversation_from_json(data))
            except (OSError, UnicodeDecodeError, ValueError) as error:
                if set_aside:
                    failures.append(self._set_aside(path, str(error)))
                else:
                    failures.append(LoadFailure(path, str(error), None))
        conversations.sort(key=lambda c: c.turns[-1].time if c.turns else c.created, reverse=True)
        return conversations, failures

    def _set_aside(self, path: Path, reason: str) -> LoadFailure:
        target = path.with_name(path.name + SET_ASIDE_SUFFIX)
        number = 1
        while target.exists():
            number += 1
            target = path.with_name(f"{path.name}.{number}{SET_ASIDE_SUFFIX}")
        set_aside_as: Path | None = target
        try:
            path.rename(target)
        except OSError:
            log.warning("could not set aside unreadable conversation %s", path)
            set_aside_as = None
        log.warning("conversation %s could not be read: %s", path, reason)
        return LoadFailure(path, reason, set_aside_as)

    def delete(self, conversation_id: str) -> None:
        """Move the conversation's file into ``deleted/``; :meth:`restore` brings it back."""
        path = self._path(conversation_id)
        trash = self.folder / "deleted"
        trash.mkdir(parents=True, exist_ok=True)
        path.replace(trash / path.name)

    def restore(self, conversation_id: str) -> None:
        path = self._path(conversation_id)
        (self.folder / "deleted" / path.name).replace(path)

    @property
    def last_opened(self) -> str | None:
        try:
            state = json.loads((self.folder / STATE_FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        value = state.get("last_opened") if isinstance(state, dict) else None
        return value if isinstance(value, str) else None

    @last_opened.setter
    def last_opened(self, conversation_id: str | None) -> None:
        data = json.dumps({"last_opened": conversation_id}) + "\n"
        self.folder.mkdir(parents=True, exist_ok=True)
        write_atomic(self.folder / STATE_FILE, data.encode("utf-8"))

"""The system prompts for ask and act mode.

The text depends only on its arguments, never on the time or the project's contents, so a
provider's prompt cache keeps holding from one turn to the next; and what differs between
projects (the language, the title) comes last, so the rest is one prefix for every project.
"""

from __future__ import annotations

from assistant.agent.audit.quote_check import QUOTES_ARE_CHECKED
from assistant.agent.loop.mode import Mode

LANGUAGE_NAMES = {
    "ar": "Arabic",
    "ca": "Catalan",
    "cs": "Czech",
    "da": "Danish",
    "de": "German",
    "el": "Greek",
    "en": "English",
    "es": "Spanish",
    "eu": "Basque",
    "fi": "Finnish",
    "fr": "French",
    "gl": "Galician",
    "he": "Hebrew",
    "hi": "Hindi",
    "hu": "Hungarian",
    "id": "Indonesian",
    "it": "Italian",
    "ja": "Japanese",
    "ko": "Korean",
    "nb": "Norwegian Bokmål",
    "nl": "Dutch",
    "nn": "Norwegian Nynorsk",
    "no": "Norwegian",
    "pl": "Polish",
    "pt": "Portuguese",
    "ro": "Romanian",
    "ru": "Russian",
    "sk": "Slovak",
    "sv": "Swedish",
    "tr": "Turkish",
    "uk": "Ukrainian",
    "vi": "Vietnamese",
    "zh": "Chinese",
}

_COMMON = """\
You are Quire's writing assistant. The writer's project is their own work: respect their \
voice and choices.

- Look things up with your tools, several at once when you can, by titles and names as the \
writer says them ("chapter 3"); never invent facts. If the project does not say, say so.
- {quotes}
- Be concise.
"""

_ASK = """
Mode: ask, read only: for a change, give the exact old and new text.
"""

_ACT = """
Mode: act; the writer can undo all your changes. Change only what was asked; read the exact \
text before replace_text; remove with trash_node; plan over three changes with update_plan. \
End by saying briefly what you changed, or could not do and why.
"""

_THIS_PROJECT = """
Answer in {language} or the writer's language; quote the project as written.{title}
"""
"""What differs between projects, last: everything before it is the same for every project
in a mode, so a provider's prompt cache serves it across projects and conversations."""


def language_name(code: str) -> str:
    """The English name of a language code such as ``de`` or ``pt-BR``; the code if unknown."""
    cleaned = (code or "").strip()
    if not cleaned:
        return "English"
    base = cleaned.replace("_", "-").split("-")[0].lower()
    return LANGUAGE_NAMES.get(base, cleaned)


def system_prompt(mode: Mode | str, language: str = "en", project_title: str = "") -> str:
    """The system prompt for ``mode``, answering in ``language``."""
    try:
        mode = Mode(mode)
    except ValueError:
        raise ValueError(f"unknown mode {mode!r}; expected 'ask' or 'act'") from None
    title = project_title.strip()
    common = _COMMON.format(quotes=QUOTES_ARE_CHECKED)
    project = _THIS_PROJECT.format(
        title=f" The project is “{title}”." if title else "", language=language_name(language)
    )
    return common + (_ASK if mode is Mode.ASK else _ACT) + project


__all__ = ["LANGUAGE_NAMES", "Mode", "language_name", "system_prompt"]

"""A change of the assistant's in the writer's words, in the writer's language.

The core says what a change did as data (:mod:`assistant.world.edits.diff`): its action, what it
is about, the details that changed, where a thing stands, and the text's hunks. This module
says it as a writer would: a headline ("New note “Ledger” at the end of the project",
"Moved “The Ford” to “Part Two”, after “The Crossing”"), the details that changed
("Status: “Draft” → “Revised”", never "(none) → (none)"), and the text as paragraphs: the
added text, the removed text struck through, and in a changed paragraph the replaced words
marked within the sentence (struck through and underlined, as in tracked changes).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject
from PySide6.QtGui import QPalette

from assistant.gui.project.labels import document_kind_label, entity_kind_label, folder_kind_label
from assistant.world.edits import EditAction
from assistant.world.edits.diff import (
    ChangeDiff,
    Field,
    FieldChange,
    HunkLine,
    HunkLineKind,
    LineKind,
    Place,
    Standing,
    passages,
    text_hunks,
)
from assistant.world.model import DocumentKind, EntityKind, FolderKind

_CONTEXT = "ChangeWords"
MAX_PASSAGES = 200
"""Show at most this many paragraphs of one change's text (the rest are counted)."""
SAME_SHOWN = 160
"""An unchanged paragraph around a change is shortened to about this many characters."""
LONG_VALUE = 200
"""A detail's value (a synopsis, say) is shortened to this many characters."""


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def _q(text: object) -> str:
    """``text`` in the writer's quotation marks."""
    return QCoreApplication.translate("ChangeWords", "“%1”").replace("%1", str(text))


# -- the headline ---------------------------------------------------------------------------

_NEW_DOCUMENT = {
    DocumentKind.NOTE: QT_TRANSLATE_NOOP("ChangeWords", "New note %1 %2"),
    DocumentKind.SCENE: QT_TRANSLATE_NOOP("ChangeWords", "New scene %1 %2"),
    DocumentKind.CHAPTER: QT_TRANSLATE_NOOP("ChangeWords", "New chapter %1 %2"),
    DocumentKind.TEXT: QT_TRANSLATE_NOOP("ChangeWords", "New document %1 %2"),
}
_NEW_FOLDER = {
    FolderKind.PART: QT_TRANSLATE_NOOP("ChangeWords", "New part %1 %2"),
    FolderKind.FOLDER: QT_TRANSLATE_NOOP("ChangeWords", "New folder %1 %2"),
}
_NEW_ENTITY = {
    EntityKind.CHARACTER: QT_TRANSLATE_NOOP("ChangeWords", "New character %1"),
    EntityKind.PLACE: QT_TRANSLATE_NOOP("ChangeWords", "New place %1"),
    EntityKind.ITEM: QT_TRANSLATE_NOOP("ChangeWords", "New item %1"),
    EntityKind.FACTION: QT_TRANSLATE_NOOP("ChangeWords", "New faction %1"),
    EntityKind.OTHER: QT_TRANSLATE_NOOP("ChangeWords", "New entity %1"),
}
_SIMPLE = {
    EditAction.DELETE_NODE: QT_TRANSLATE_NOOP("ChangeWords", "Deleted %1"),
    EditAction.DELETE_ENTITY: QT_TRANSLATE_NOOP("ChangeWords", "Deleted %1"),
    EditAction.TRASH_NODE: QT_TRANSLATE_NOOP("ChangeWords", "Moved %1 to the trash"),
    EditAction.RESTORE_NODE: QT_TRANSLATE_NOOP("ChangeWords", "Restored %1 from the trash"),
    EditAction.REPLACE_TEXT: QT_TRANSLATE_NOOP("ChangeWords", "Changed the text of %1"),
    EditAction.INSERT_TEXT: QT_TRANSLATE_NOOP("ChangeWords", "Added text to %1"),
    EditAction.DELETE_TEXT: QT_TRANSLATE_NOOP("ChangeWords", "Removed text from %1"),
    EditAction.SET_DOCUMENT_INFO: QT_TRANSLATE_NOOP("ChangeWords", "Changed the details of %1"),
    EditAction.SET_FOLDER_KIND: QT_TRANSLATE_NOOP("ChangeWords", "Changed the kind of %1"),
    EditAction.SET_PRIVATE: QT_TRANSLATE_NOOP("ChangeWords", "Marked %1 private"),
    EditAction.SET_FIELD_PRIVATE: QT_TRANSLATE_NOOP("ChangeWords", "Marked a field of %1 private"),
    EditAction.SET_ENTITY_INFO: QT_TRANSLATE_NOOP("ChangeWords", "Changed the details of %1"),
    EditAction.SET_DOCUMENT_FIELD: QT_TRANSLATE_NOOP("ChangeWords", "Changed a field of %1"),
    EditAction.SET_ENTITY_FIELD: QT_TRANSLATE_NOOP("ChangeWords", "Changed a field of %1"),
    EditAction.REMOVE_DOCUMENT_FIELD: QT_TRANSLATE_NOOP("ChangeWords", "Removed a field of %1"),
    EditAction.REMOVE_ENTITY_FIELD: QT_TRANSLATE_NOOP("ChangeWords", "Removed a field of %1"),
    EditAction.MOVE_DOCUMENT_FIELD: QT_TRANSLATE_NOOP("ChangeWords", "Reordered the fields of %1"),
    EditAction.MOVE_ENTITY_FIELD: QT_TRANSLATE_NOOP("ChangeWords", "Reordered the fields of %1"),
    EditAction.ADD_ALIAS: QT_TRANSLATE_NOOP("ChangeWords", "Added another name for %1"),
    EditAction.REMOVE_ALIAS: QT_TRANSLATE_NOOP("ChangeWords", "Removed another name of %1"),
    EditAction.SET_ENTITY_NOTES: QT_TRANSLATE_NOOP("ChangeWords", "Changed the notes on %1"),
    EditAction.SET_PROJECT_INFO: QT_TRANSLATE_NOOP("ChangeWords", "Changed the project’s details"),
    EditAction.SET_PROJECT_SETTING: QT_TRANSLATE_NOOP(
        "ChangeWords", "Changed the project’s settings"
    ),
}
"""Headlines that need only the title (``%1``, quoted)."""

_RENAMED = QT_TRANSLATE_NOOP("ChangeWords", "Renamed %1 to %2")
_MOVED = QT_TRANSLATE_NOOP("ChangeWords", "Moved %1, now %2")
_CHANGED = QT_TRANSLATE_NOOP("ChangeWords", "Changed %1")


def headline(change: Any, diff: Callable[[], ChangeDiff] | None = None) -> str:
    """One sentence saying what ``change`` did (a :class:`ChangeRecord` or anything with its
    ``action``, ``title`` and ``diff()``); ``diff`` gives its difference when it is already
    worked out."""
    return _headline(change, diff).strip()


def _headline(change: Any, diff: Callable[[], ChangeDiff] | None) -> str:
    action = change.action
    title = _q(change.title)
    get = diff or _safe_diff(change)
    if action in (EditAction.RETITLE, EditAction.RENAME_ENTITY):
        detail = get().field(Field.TITLE if action == EditAction.RETITLE else Field.NAME)
        if detail is not None and detail.before and detail.after:
            return _tr(_RENAMED).replace("%1", _q(detail.before)).replace("%2", _q(detail.after))
    if action == EditAction.CREATE_DOCUMENT:
        kind = _after(get(), Field.KIND, DocumentKind.TEXT)
        text = _NEW_DOCUMENT.get(kind, _NEW_DOCUMENT[DocumentKind.TEXT])
        return _tr(text).replace("%1", title).replace("%2", _place_after(get()))
    if action == EditAction.CREATE_FOLDER:
        kind = _after(get(), Field.KIND, FolderKind.FOLDER)
        text = _NEW_FOLDER.get(kind, _NEW_FOLDER[FolderKind.FOLDER])
        return _tr(text).replace("%1", title).replace("%2", _place_after(get()))
    if action == EditAction.CREATE_ENTITY:
        kind = _after(get(), Field.KIND, EntityKind.OTHER)
        return _tr(_NEW_ENTITY.get(kind, _NEW_ENTITY[EntityKind.OTHER])).replace("%1", title)
    if action == EditAction.MOVE_NODE:
        return _tr(_MOVED).replace("%1", title).replace("%2", _place_after(get()))
    if action in _SIMPLE:
        return _tr(_SIMPLE[action]).replace("%1", title)
    return _tr(_CHANGED).replace("%1", title)


def _safe_diff(change: Any) -> Callable[[], ChangeDiff]:
    cache: list[ChangeDiff] = []

    def get() -> ChangeDiff:
        if not cache:
            try:
                cache.append(change.diff())
            except Exception:  # the headline still names the change
                cache.append(ChangeDiff())
        return cache[0]

    return get


def _after(diff: ChangeDiff, name: Field, default: Any) -> Any:
    detail = diff.field(name)
    return detail.after if detail is not None and detail.after is not None else default


def _place_after(diff: ChangeDiff) -> str:
    detail = diff.field(Field.PLACE)
    if detail is None or not isinstance(detail.after, Place):
        return ""
    return place_words(detail.after)


def place_words(place: Place) -> str:
    """Where a thing stands, as a writer says it: "at the end of “Part One”"."""
    if place.standing is Standing.TRASHED:
        return QCoreApplication.translate("ChangeWords", "in the trash")
    if place.standing is Standing.ABSENT:
        return QCoreApplication.translate("ChangeWords", "not in the project")
    if place.folder is None:
        if place.last:
            return QCoreApplication.translate("ChangeWords", "at the end of the project")
        if place.after is None:
            return QCoreApplication.translate("ChangeWords", "at the start of the project")
        return QCoreApplication.translate("ChangeWords", "after %1").replace("%1", _q(place.after))
    folder = _q(place.folder)
    if place.last and place.after is None:
        return QCoreApplication.translate("ChangeWords", "in %1").replace("%1", folder)
    if place.last:
        return QCoreApplication.translate("ChangeWords", "at the end of %1").replace("%1", folder)
    if place.after is None:
        return QCoreApplication.translate("ChangeWords", "at the start of %1").replace("%1", folder)
    return (
        QCoreApplication.translate("ChangeWords", "in %1, after %2")
        .replace("%1", folder)
        .replace("%2", _q(place.after))
    )


# -- the details ----------------------------------------------------------------------------

_FIELD_NAMES = {
    Field.TITLE: QT_TRANSLATE_NOOP("ChangeWords", "Title"),
    Field.NAME: QT_TRANSLATE_NOOP("ChangeWords", "Name"),
    Field.KIND: QT_TRANSLATE_NOOP("ChangeWords", "Kind"),
    Field.TAGS: QT_TRANSLATE_NOOP("ChangeWords", "Tags"),
    Field.SYNOPSIS: QT_TRANSLATE_NOOP("ChangeWords", "Synopsis"),
    Field.STATUS: QT_TRANSLATE_NOOP("ChangeWords", "Status"),
    Field.TARGET: QT_TRANSLATE_NOOP("ChangeWords", "Word target"),
    Field.ALIASES: QT_TRANSLATE_NOOP("ChangeWords", "Other names"),
    Field.FIELDS: QT_TRANSLATE_NOOP("ChangeWords", "Fields"),
    Field.NOTES: QT_TRANSLATE_NOOP("ChangeWords", "Notes"),
    Field.AUTHOR: QT_TRANSLATE_NOOP("ChangeWords", "Author"),
    Field.LANGUAGE: QT_TRANSLATE_NOOP("ChangeWords", "Language"),
    Field.PLACE: QT_TRANSLATE_NOOP("ChangeWords", "Place"),
    Field.TRASHED: QT_TRANSLATE_NOOP("ChangeWords", "Trash"),
}
_TEXT_FIELDS = (Field.NOTES,)
"""Details long enough to be shown as text, paragraph by paragraph."""
_CREATING = (EditAction.CREATE_DOCUMENT, EditAction.CREATE_FOLDER, EditAction.CREATE_ENTITY)
_IN_HEADLINE = {
    Field.TITLE: (EditAction.RETITLE, *_CREATING),
    Field.NAME: (EditAction.RENAME_ENTITY, *_CREATING),
    Field.KIND: _CREATING,
    Field.PLACE: (EditAction.MOVE_NODE, EditAction.TRASH_NODE, *_CREATING),
    Field.TRASHED: (EditAction.TRASH_NODE, EditAction.RESTORE_NODE, EditAction.DELETE_ENTITY),
}
"""Details the headline already says, for the actions that say them."""


def _empty(value: Any) -> bool:
    return value is None or value == () or value == "" or value == 0 or value is False


def value_words(value: Any) -> str:
    """A detail's value in the writer's words: quoted text, a list, a place, a kind."""
    if _empty(value):
        return QCoreApplication.translate("ChangeWords", "none")
    if isinstance(value, bool):
        return QCoreApplication.translate("ChangeWords", "in the trash")
    if isinstance(value, Place):
        return place_words(value)
    if isinstance(value, DocumentKind):
        return document_kind_label(value)
    if isinstance(value, FolderKind):
        return folder_kind_label(value)
    if isinstance(value, EntityKind):
        return entity_kind_label(value)
    if isinstance(value, int):
        return str(value)
    if isinstance(value, tuple):
        return ", ".join(_q(item) for item in value)
    text = " ".join(str(value).split())
    if len(text) > LONG_VALUE:
        text = text[: LONG_VALUE - 1] + "…"
    return _q(text)


def _field_name(name: Field | str) -> str:
    return _tr(_FIELD_NAMES[name]) if name in _FIELD_NAMES else str(name)


def detail_lines(change: Any, diff: ChangeDiff) -> list[str]:
    """The details ``change`` altered that its headline does not already say."""
    action = change.action
    created = action in _CREATING
    lines: list[str] = []
    for detail in diff.fields:
        if action in _IN_HEADLINE.get(detail.field, ()) or detail.field in _TEXT_FIELDS:
            continue
        if _empty(detail.before) and _empty(detail.after):
            continue  # nothing to nothing (a new thing's empty details)
        if detail.field is Field.FIELDS:
            lines.extend(_own_field_lines(detail, created))
        elif detail.field is Field.ALIASES:
            lines.extend(_alias_lines(detail))
        elif detail.field is Field.PLACE:
            lines.append(
                QCoreApplication.translate("ChangeWords", "Previously %1").replace(
                    "%1", value_words(detail.before)
                )
            )
        else:
            line = _change_line(_field_name(detail.field), detail.before, detail.after, created)
            if line:
                lines.append(line)
    return lines


def _change_line(name: str, before: Any, after: Any, created: bool) -> str:
    if _empty(before) and _empty(after):
        return ""
    if created or _empty(before):
        text = (
            QCoreApplication.translate("ChangeWords", "%1: %2")
            if created
            #: %1 is a field's name, of any gender: "(new)" must not agree with it.
            else QCoreApplication.translate("ChangeWords", "%1: %2 (new)")
        )
        return text.replace("%1", name).replace("%2", value_words(after))
    if _empty(after):
        return (
            #: %1 is a field's name, of any gender: "none" must not agree with it.
            QCoreApplication.translate("ChangeWords", "%1: none (was %2)")
            .replace("%1", name)
            .replace("%2", value_words(before))
        )
    return (
        QCoreApplication.translate("ChangeWords", "%1: %2 → %3")
        .replace("%1", name)
        .replace("%2", value_words(before))
        .replace("%3", value_words(after))
    )


def _own_field_lines(detail: FieldChange, created: bool) -> list[str]:
    """The writer's own fields (key and value pairs), one line per field that changed."""
    before = dict(detail.before or ())
    after = dict(detail.after or ())
    lines = [
        _change_line(key, before.get(key), after.get(key), created)
        for key in [*after, *(k for k in before if k not in after)]
        if before.get(key) != after.get(key)
    ]
    lines = [line for line in lines if line]
    if not lines and before == after and detail.before != detail.after:
        lines.append(QCoreApplication.translate("ChangeWords", "Fields reordered"))
    return lines


def _alias_lines(detail: FieldChange) -> list[str]:
    before, after = tuple(detail.before or ()), tuple(detail.after or ())
    lines = [
        QCoreApplication.translate("ChangeWords", "Another name: %1").replace("%1", _q(a))
        for a in after
        if a not in before
    ]
    lines += [
        QCoreApplication.translate("ChangeWords", "No longer called %1").replace("%1", _q(a))
        for a in before
        if a not in after
    ]
    return lines


# -- the text -------------------------------------------------------------------------------


def text_passages(change: Any, diff: ChangeDiff) -> list[HunkLine | None]:
    """The paragraphs to show, hunk after hunk (None between two hunks); the notes of an
    entity count as its text."""
    shown: list[HunkLine | None] = []
    hunks = list(diff.hunks)
    for detail in diff.fields:
        if detail.field in _TEXT_FIELDS:
            hunks.extend(text_hunks(str(detail.before or ""), str(detail.after or "")))
    for number, hunk in enumerate(hunks):
        if number:
            shown.append(None)
        shown.extend(p for p in passages(hunk) if p.kind is not HunkLineKind.SAME or p.text.strip())
    return shown


def _shortened(text: str) -> str:
    if len(text) <= SAME_SHOWN:
        return text
    half = SAME_SHOWN // 2
    return text[:half].rstrip() + " … " + text[-half:].lstrip()


class ChangeText(QObject):
    """The words with a count (lupdate finds plural forms only in ``self.tr``)."""

    def more_paragraphs(self, count: int) -> str:
        return self.tr("… and %n more paragraphs", "", count)


def _colours(palette: QPalette) -> dict[str, str]:
    dark = palette.color(QPalette.ColorRole.Base).lightness() < 128
    if dark:
        return {"removed_bg": "#5a1f1f", "removed": "#f3d6d6", "added_bg": "#1f4a24",
                "added": "#d8f0da", "muted": "#9a9a9a"}  # fmt: skip
    return {"removed_bg": "#fbe4e4", "removed": "#7a1616", "added_bg": "#e2f3e2",
            "added": "#14521b", "muted": "#6f6f6f"}  # fmt: skip


def _piece_html(kind: LineKind, text: str, colours: dict[str, str]) -> str:
    escaped = html.escape(text, quote=False)
    if kind is LineKind.REMOVED:
        return (
            f"<s style='background-color:{colours['removed_bg']}; "
            f"color:{colours['removed']};'>{escaped}</s>"
        )
    if kind is LineKind.ADDED:
        return (
            f"<u style='background-color:{colours['added_bg']}; "
            f"color:{colours['added']};'>{escaped}</u>"
        )
    return escaped


def _passage_html(passage: HunkLine | None, colours: dict[str, str]) -> str:
    style = "margin-top:2px; margin-bottom:2px; white-space:pre-wrap;"
    if passage is None:
        return f"<p style='{style} color:{colours['muted']};'>⋯</p>"
    if passage.kind is HunkLineKind.SAME:
        text = html.escape(_shortened(passage.text), quote=False)
        return f"<p style='{style} color:{colours['muted']};'>{text}</p>"
    if passage.kind is HunkLineKind.CHANGED:
        inner = "".join(_piece_html(piece.kind, piece.text, colours) for piece in passage.pieces)
        return f"<p style='{style}'>{inner}</p>"
    if not passage.text.strip():  # an empty line added or removed: the gap between paragraphs
        return f"<p style='{style}'>&nbsp;</p>"
    kind = LineKind.ADDED if passage.kind is HunkLineKind.ADDED else LineKind.REMOVED
    return f"<p style='{style}'>{_piece_html(kind, passage.text, colours)}</p>"


def body_html(
    change: Any, diff: ChangeDiff, palette: QPalette, *, max_passages: int = MAX_PASSAGES
) -> str:
    """What ``change`` did in detail, as rich text: its details, then its text."""
    colours = _colours(palette)
    parts = [
        f"<p style='margin:0 0 4px 0;'>{html.escape(line, quote=False)}</p>"
        for line in detail_lines(change, diff)
    ]
    shown = text_passages(change, diff)
    parts.extend(_passage_html(passage, colours) for passage in shown[:max_passages])
    hidden = sum(1 for passage in shown[max_passages:] if passage is not None)
    if hidden:
        more = html.escape(ChangeText().more_paragraphs(hidden), quote=False)
        parts.append(f"<p style='color:{colours['muted']};'>{more}</p>")
    if not parts:
        nothing = html.escape(
            QCoreApplication.translate("ChangeWords", "Nothing else changed."), quote=False
        )
        parts.append(f"<p style='color:{colours['muted']};'>{nothing}</p>")
    return "".join(parts)


def body_text(change: Any, diff: ChangeDiff) -> str:
    """The same as plain text (for screen readers and copying): removed words in ``[−…]``,
    added ones in ``[+…]``."""
    lines = detail_lines(change, diff)
    for passage in text_passages(change, diff):
        if passage is None:
            lines.append("⋯")
        elif passage.kind is HunkLineKind.SAME:
            lines.append(_shortened(passage.text))
        elif not passage.text.strip():
            lines.append("")
        elif passage.kind is HunkLineKind.ADDED:
            lines.append(
                QCoreApplication.translate("ChangeWords", "Added: %1").replace("%1", passage.text)
            )
        elif passage.kind is HunkLineKind.REMOVED:
            lines.append(
                QCoreApplication.translate("ChangeWords", "Removed: %1").replace("%1", passage.text)
            )
        else:
            marks = {LineKind.REMOVED: "[−%s]", LineKind.ADDED: "[+%s]", LineKind.CONTEXT: "%s"}
            lines.append("".join(marks[piece.kind] % piece.text for piece in passage.pieces))
    return (
        "\n".join(lines)
        if lines
        else QCoreApplication.translate("ChangeWords", "Nothing else changed.")
    )


__all__ = [
    "ChangeText",
    "body_html",
    "body_text",
    "detail_lines",
    "headline",
    "place_words",
    "text_passages",
    "value_words",
]

"""What is wrong with a file of a project or of an import's source, in the writer's language.

The world layer gives each problem as a code with its details
(:mod:`assistant.world.problems`); this module says them through Qt's translation. A kind
with no text here (one added later and forgotten) still shows its English sentence, never
nothing; ``tests/gui/transfer/test_problem_text.py`` holds every kind to having a text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from assistant.world.problems import TREE_PLACED, Detail, Outcome, Problem, ProblemKind
from assistant.world.storage.store import LoadProblem

_ARGUMENT = re.compile(r"%(\d)")


translate = QCoreApplication.translate
"""Short, so that each text reads in place; lupdate knows the name."""


def fill(text: str, *args: object) -> str:
    """``text`` with ``%1``, ``%2``… replaced by ``args``, in one pass (an argument that holds
    ``%2`` itself is left as it is)."""

    def argument(match: re.Match[str]) -> str:
        number = int(match.group(1))
        return str(args[number - 1]) if 0 < number <= len(args) else match.group(0)

    return _ARGUMENT.sub(argument, text)


class Problems(QObject):
    """The texts with a count in them (lupdate finds plural forms only in ``self.tr``)."""

    def tree_too_deep(self, depth: int) -> str:
        return self.tr("nested more than %n folders deep; the deeper parts were dropped", "", depth)


def _number(value: Detail) -> str:
    return QLocale().toString(value) if isinstance(value, int) else str(value)


def _place(value: Detail) -> str:
    """Where in the manifest a tree problem is: the tree, the trash or a folder."""
    if value == "tree":
        return translate("Problems", "tree")
    if value == "trash":
        return translate("Problems", "trash")
    return fill(translate("Problems", "folder %1"), value)


def _type(value: Detail) -> str:
    names = {
        "mapping": translate("Problems", "a mapping"),
        "list": translate("Problems", "a list"),
        "boolean": translate("Problems", "true/false"),
        "number": translate("Problems", "a number"),
    }
    return names.get(str(value), str(value))


_Text = Callable[[Mapping[str, str]], str]
"""A kind's text, from its details made ready to show (numbers in the writer's locale)."""

_TEXTS: dict[ProblemKind, _Text] = {
    ProblemKind.LINKED_OUT: lambda v: translate(
        "Problems", "a link to something outside the project; not read (Quire does not follow it)"
    ),
    ProblemKind.NOT_UTF8: lambda v: fill(
        translate("Problems", "not UTF-8 text (byte %1)"), v["byte"]
    ),
    ProblemKind.DUPLICATE_ID: lambda v: fill(
        translate("Problems", "duplicate id %1 (also in %2); skipped"), v["id"], v["other"]
    ),
    ProblemKind.NOT_IN_TREE: lambda v: fill(
        translate("Problems", "not in the tree of %1; placed at the end of the top level"),
        v["manifest"],
    ),
    ProblemKind.NO_FORMAT_VERSION: lambda v: fill(
        translate("Problems", "no format version; read as format %1"), v["version"]
    ),
    ProblemKind.FILE_TOO_LARGE: lambda v: fill(
        translate(
            "Problems",
            "larger than %1 MB, the most a document or entity file may be; not read",
        ),
        v["megabytes"],
    ),
    ProblemKind.CONFLICT_COPY: lambda v: fill(
        translate(
            "Problems",
            "a conflicted copy of %1 made by %2; not read as a document: Quire offers to "
            "merge it, and keeps it until the merge is accepted",
        ),
        v["main"],
        v["service"],
    ),
    ProblemKind.CONFLICT_MARKERS: lambda v: translate(
        "Problems", "holds git’s conflict markers; Quire offers to merge its two sides"
    ),
    ProblemKind.JOURNAL_OF_EARLIER_QUIRE: lambda v: translate(
        "Problems",
        "left by an interrupted save of an earlier Quire, which it cannot vouch for; set "
        "aside: every file is read as it is and none is removed",
    ),
    ProblemKind.JOURNAL_UNREADABLE: lambda v: fill(
        translate("Problems", "not a save journal (%1); set aside"), v["error"]
    ),
    ProblemKind.JOURNAL_FILE_CHANGED: lambda v: fill(
        translate(
            "Problems",
            "left by an interrupted save, but %1 changed since: set aside, so every file is "
            "read as it is and none is removed",
        ),
        v["file"],
    ),
    ProblemKind.JOURNAL_CONTENT_GONE: lambda v: fill(
        translate(
            "Problems",
            "left by an interrupted save, but the new content of %1 is gone: set aside, so "
            "every file is read as it is and none is removed",
        ),
        v["file"],
    ),
    ProblemKind.NOT_JSON: lambda v: fill(
        translate("Problems", "not valid JSON: %1 (line %2, column %3)"),
        v["error"],
        v["line"],
        v["column"],
    ),
    ProblemKind.JSON_TOO_DEEP: lambda v: translate("Problems", "nested too deeply to read"),
    ProblemKind.NOT_JSON_OBJECT: lambda v: translate("Problems", "not a JSON object"),
    ProblemKind.TREE_TOO_DEEP: lambda v: Problems().tree_too_deep(int(v["depth"] or 0)),
    ProblemKind.UNKNOWN_MANIFEST_KEYS: lambda v: fill(
        translate("Problems", "unknown keys ignored: %1"), v["keys"]
    ),
    ProblemKind.MANIFEST_NOT_TEXT: lambda v: fill(
        translate("Problems", "“%1” must be text; read as “%2”"), v["key"], v["default"]
    ),
    ProblemKind.CHILDREN_NOT_LIST: lambda v: fill(
        translate("Problems", "%1: children must be a list; read as empty"), v["place"]
    ),
    ProblemKind.LISTED_TWICE: lambda v: fill(
        translate("Problems", "%1: %2 is listed more than once; kept the first"),
        v["place"],
        v["id"],
    ),
    ProblemKind.ENTRY_WITHOUT_ID: lambda v: fill(
        translate("Problems", "%1: an entry without an id was dropped"), v["place"]
    ),
    ProblemKind.NO_DOCUMENT_FILE: lambda v: fill(
        translate("Problems", "%1: no document file has the id %2; dropped"), v["place"], v["id"]
    ),
    ProblemKind.NOT_A_NODE: lambda v: fill(
        translate("Problems", "%1: “%2” is neither a document nor a folder; dropped"),
        v["place"],
        v["id"],
    ),
    ProblemKind.UNKNOWN_FOLDER_KIND: lambda v: fill(
        translate("Problems", "%1: folder %2 has unknown kind %3"), v["place"], v["id"], v["value"]
    ),
    ProblemKind.FOLDER_PRIVATE_NOT_YES_OR_NO: lambda v: fill(
        translate(
            "Problems", "%1: folder %2: “private” must be yes or no, not %3; read as private"
        ),
        v["place"],
        v["id"],
        v["value"],
    ),
    ProblemKind.TRASH_NOT_LIST: lambda v: translate(
        "Problems", "trash must be a list; read as empty"
    ),
    ProblemKind.TRASH_LISTED_TWICE: lambda v: fill(
        translate("Problems", "trash: %1 is listed more than once"), v["id"]
    ),
    ProblemKind.TRASH_BAD_PARENT: lambda v: fill(
        translate("Problems", "trash: %1 has a parent that is not an id; ignored"), v["id"]
    ),
    ProblemKind.TRASH_BAD_INDEX: lambda v: fill(
        translate("Problems", "trash: %1 has an index that is not a number; ignored"), v["id"]
    ),
    ProblemKind.TRASH_NO_ENTITY_FILE: lambda v: fill(
        translate("Problems", "trash: no entity file has the id %1; dropped"), v["id"]
    ),
    ProblemKind.TRASH_FOLDER_EMPTY: lambda v: fill(
        translate("Problems", "trash: folder %1 has no contents; dropped"), v["id"]
    ),
    ProblemKind.STATUSES_NOT_LIST: lambda v: translate(
        "Problems", "the statuses must be a list; the usual ones are used"
    ),
    ProblemKind.STATUS_DROPPED: lambda v: fill(
        translate("Problems", "a status was dropped: %1"), v["cause"]
    ),
    ProblemKind.TARGETS_NOT_OBJECT: lambda v: translate(
        "Problems", "the word targets must be an object; ignored"
    ),
    ProblemKind.TARGET_IGNORED: lambda v: fill(
        translate("Problems", "word target “%1” ignored: %2"), v["key"], v["cause"]
    ),
    ProblemKind.WORD_LIST_NOT_LIST: lambda v: translate(
        "Problems", "the word list must be a list of words; ignored"
    ),
    ProblemKind.WORD_DROPPED: lambda v: fill(
        translate("Problems", "a word of the word list was dropped: %1"), v["cause"]
    ),
    ProblemKind.ASSISTANT_RULE_UNREADABLE: lambda v: fill(
        translate(
            "Problems",
            "what the project requires of the assistant (%1) cannot be %2; the strictest is "
            "required until it is set again",
        ),
        v["key"], v["value"],
    ),
    ProblemKind.WRITING_LOG_NOT_LIST: lambda v: translate(
        "Problems", "the writing log must be a list; ignored"
    ),
    ProblemKind.LOG_ENTRY_NOT_PAIR: lambda v: fill(
        translate("Problems", "writing log: not a [day, words] pair: %1; dropped"), v["value"]
    ),
    ProblemKind.LOG_NOT_A_DAY: lambda v: fill(
        translate("Problems", "writing log: not a day: %1; dropped"), v["value"]
    ),
    ProblemKind.LOG_WORDS_NOT_NUMBER: lambda v: fill(
        translate("Problems", "writing log: the words of %1 must be a whole number; dropped"),
        v["day"],
    ),
    ProblemKind.LOG_DAY_TWICE: lambda v: fill(
        translate("Problems", "writing log: %1 is listed more than once; dropped"), v["day"]
    ),
    ProblemKind.TARGET_NOT_WHOLE: lambda v: translate(
        "Problems", "a word target must be a whole number"
    ),
    ProblemKind.TARGET_OUT_OF_RANGE: lambda v: fill(
        translate("Problems", "a word target must be between 0 and %1"), v["maximum"]
    ),
    ProblemKind.TOO_MANY_STATUSES: lambda v: fill(
        translate("Problems", "a project has at most %1 statuses"), v["maximum"]
    ),
    ProblemKind.STATUS_WITHOUT_NAME: lambda v: translate("Problems", "a status needs a name"),
    ProblemKind.STATUS_NAME_SPACES: lambda v: fill(
        translate("Problems", "a status name may not start or end with spaces: “%1”"),
        v["name"],
    ),
    ProblemKind.STATUS_BAD_COLOUR: lambda v: fill(
        translate("Problems", "a status colour must look like #rrggbb: %1"), v["colour"]
    ),
    ProblemKind.STATUS_NAME_TWICE: lambda v: fill(
        translate("Problems", "two statuses are called “%1”"), v["name"]
    ),
    ProblemKind.NOT_A_WORD: lambda v: fill(
        translate("Problems", "not a word for the word list: %1"), v["word"]
    ),
    ProblemKind.WORD_NOT_ONE: lambda v: fill(
        translate("Problems", "a word-list entry is one word: “%1”"), v["word"]
    ),
    ProblemKind.NO_FRONT_MATTER: lambda v: translate(
        "Problems", "no front matter: the file must start with a “---” line"
    ),
    ProblemKind.FRONT_MATTER_NOT_CLOSED: lambda v: translate(
        "Problems", "front matter is not closed: no second “---” line"
    ),
    ProblemKind.FRONT_MATTER_NOT_YAML: lambda v: (
        fill(
            translate("Problems", "front matter is not valid YAML: %1 (line %2)"),
            v["error"],
            v["line"],
        )
        if v.get("line")
        else fill(translate("Problems", "front matter is not valid YAML: %1"), v["error"])
    ),
    ProblemKind.FRONT_MATTER_TOO_DEEP: lambda v: translate(
        "Problems", "front matter is nested too deeply"
    ),
    ProblemKind.FRONT_MATTER_NOT_MAPPING: lambda v: translate(
        "Problems", "front matter must be a list of “key: value” lines"
    ),
    ProblemKind.FRONT_MATTER_TOO_LARGE: lambda v: translate(
        "Problems", "front matter is too large to read"
    ),
    ProblemKind.PRIVATE_NOT_YES_OR_NO: lambda v: fill(
        translate("Problems", "“private” must be yes or no, not %1; read as private"), v["value"]
    ),
    ProblemKind.PRIVATE_FIELDS_NOT_NAMES: lambda v: fill(
        translate(
            "Problems",
            "“private_fields” must be a list of field names, not %1; the whole entry is read "
            "as private",
        ),
        v["value"],
    ),
    ProblemKind.NO_ID: lambda v: translate("Problems", "front matter has no id"),
    ProblemKind.ID_NOT_TEXT: lambda v: fill(
        translate("Problems", "the id must be text, not %1"), v["type"]
    ),
    ProblemKind.NOT_A_DOCUMENT_ID: lambda v: fill(
        translate("Problems", "the id “%1” is not a document id (they look like %2…)"),
        v["id"],
        v["prefix"],
    ),
    ProblemKind.NOT_AN_ENTITY_ID: lambda v: fill(
        translate("Problems", "the id “%1” is not an entity id (they look like %2…)"),
        v["id"],
        v["prefix"],
    ),
    ProblemKind.ID_TOO_DEEP: lambda v: translate("Problems", "the id is nested too deeply"),
    ProblemKind.FIELD_TOO_DEEP: lambda v: fill(
        translate("Problems", "“%1” is nested too deeply; ignored"), v["key"]
    ),
    ProblemKind.MISSING_FIELD: lambda v: fill(
        translate("Problems", "no “%1”; read as “%2”"), v["key"], v["default"]
    ),
    ProblemKind.FIELD_NOT_TEXT: lambda v: fill(
        translate("Problems", "“%1” must be text, not %2; ignored"), v["key"], v["type"]
    ),
    ProblemKind.FIELD_NOT_COUNT: lambda v: fill(
        translate("Problems", "“%1” must be a whole number from 0 to %2; ignored"),
        v["key"],
        v["maximum"],
    ),
    ProblemKind.UNKNOWN_KIND: lambda v: fill(
        translate("Problems", "unknown kind %1 (one of %2); read as %3"),
        v["value"],
        v["allowed"],
        v["default"],
    ),
    ProblemKind.FIELD_NOT_TEXT_LIST: lambda v: fill(
        translate("Problems", "“%1” must be a list of text; ignored"), v["key"]
    ),
    ProblemKind.FIELD_VALUE_NOT_TEXT: lambda v: fill(
        translate("Problems", "“%1”: the value of %2 must be text; ignored"), v["key"], v["name"]
    ),
    ProblemKind.FIELD_NOT_MAPPING: lambda v: fill(
        translate("Problems", "“%1” must be a mapping of names to text; ignored"), v["key"]
    ),
    ProblemKind.UNKNOWN_DOCUMENT_FIELDS: lambda v: fill(
        translate("Problems", "not document fields, ignored: %1"), v["keys"]
    ),
    ProblemKind.UNKNOWN_ENTITY_FIELDS: lambda v: fill(
        translate("Problems", "not entity fields, ignored: %1"), v["keys"]
    ),
    ProblemKind.SERIES_MISSING: lambda v: fill(
        translate(
            "Problems",
            "the series folder %1 is not there; the book opens without the series’ entities",
        ),
        v.get("series", ""),
    ),
    ProblemKind.SERIES_UNREADABLE: lambda v: fill(
        translate(
            "Problems",
            "the series at %1 cannot be read (%2); the book opens without the series’ entities",
        ),
        v.get("series", ""),
        v.get("reason", ""),
    ),
    ProblemKind.CHANGES_NOT_LIST: lambda v: translate(
        "Problems", "“changes” must be a list of changes; ignored"
    ),
    ProblemKind.CHANGE_UNREADABLE: lambda v: fill(
        translate("Problems", "change %1 cannot be read (“%2” is wrong); ignored"),
        v.get("number", ""),
        v.get("key", ""),
    ),
    ProblemKind.TOO_MANY_CHANGES: lambda v: fill(
        translate("Problems", "more than %1 changes; the rest ignored"), v.get("most", "")
    ),
    ProblemKind.SERIES_BOOKS_NOT_LIST: lambda v: translate(
        "Problems", "“books” must be a list of books; ignored"
    ),
    ProblemKind.SERIES_BOOK_UNREADABLE: lambda v: fill(
        translate("Problems", "book %1 has no relative path to its folder; ignored"),
        v.get("number", ""),
    ),
    ProblemKind.UNSTORABLE_TEXT: lambda v: (
        fill(
            translate("Problems", "“%1” holds %2 at character %3, which no file can store"),
            v["place"],
            v["character"],
            v["at"],
        )
        if v.get("place")
        else fill(
            translate("Problems", "holds %1 at character %2, which no file can store"),
            v["character"],
            v["at"],
        )
    ),
    ProblemKind.UNSTORABLE_NAME: lambda v: fill(
        translate("Problems", "the name “%1” holds %2 at character %3, which no file can store"),
        v["place"],
        v["character"],
        v["at"],
    ),
    ProblemKind.NOT_UTF16: lambda v: fill(
        translate("Problems", "not readable as UTF-16 text (byte %1)"), v["byte"]
    ),
    ProblemKind.TOO_LARGE: lambda v: fill(translate("Problems", "over %1 MB"), v["megabytes"]),
    ProblemKind.NOT_IN_BINDER: lambda v: translate("Problems", "not in the binder"),
    ProblemKind.NOT_IN_PROJECT_TREE: lambda v: translate("Problems", "not in the project's tree"),
    ProblemKind.READ_AS_WINDOWS_1252: lambda v: fill(
        translate("Problems", "not UTF-8 (byte %1); read as Windows-1252 (Western European) text"),
        v["byte"],
    ),
    ProblemKind.NO_TEXT_FILE: lambda v: fill(
        translate("Problems", "no text file for “%1”"), v["name"]
    ),
    ProblemKind.FOLDERS_TOO_DEEP: lambda v: fill(
        translate(
            "Problems",
            "folders nested more than %1 deep; the documents below “%2” are placed in it, "
            "in order",
        ),
        v["depth"],
        v["name"],
    ),
    ProblemKind.NOT_AN_ITEM_ID: lambda v: fill(
        translate("Problems", "“%1” has the id “%2”, which names no file in the project"),
        v["name"],
        v["id"],
    ),
    ProblemKind.FIELD_TOO_LARGE_TO_KEEP: lambda v: fill(
        translate(
            "Problems", "front-matter key “%1” not kept: the value is too large to keep as a field"
        ),
        v["key"],
    ),
    ProblemKind.FIELD_TOO_DEEP_TO_KEEP: lambda v: fill(
        translate(
            "Problems",
            "front-matter key “%1” not kept: the value is nested too deeply to keep as a field",
        ),
        v["key"],
    ),
    ProblemKind.PANDOC_MISSING: lambda v: translate(
        "Problems", "pandoc is not installed, so Quire cannot read RTF text"
    ),
    ProblemKind.PANDOC_TIMEOUT: lambda v: fill(
        translate("Problems", "pandoc took longer than %1 s"), v["seconds"]
    ),
    ProblemKind.PANDOC_CANNOT_RUN: lambda v: fill(
        translate("Problems", "pandoc could not run: %1"), v["error"]
    ),
    ProblemKind.PANDOC_FAILED: lambda v: fill(
        translate("Problems", "pandoc could not read the RTF: %1"), v["error"]
    ),
}


def _outcome(outcome: Outcome) -> str:
    return {
        Outcome.SKIPPED: translate("Problems", "skipped"),
        Outcome.PLACED_BY_FILE_NAME: translate(
            "Problems", "documents placed at the top level by file name"
        ),
        Outcome.SET_ASIDE: translate("Problems", "set aside"),
        Outcome.REPLACED: translate("Problems", "replaced with U+FFFD"),
        Outcome.REPLACED_ALL: translate(
            "Problems", "replaced with U+FFFD (and any other such character)"
        ),
        Outcome.KEPT_IN_TEXT: translate("Problems", "kept in the text"),
        Outcome.READ_LENIENTLY: translate("Problems", "read leniently"),
        Outcome.IMPORTED_EMPTY: translate("Problems", "imported empty"),
    }[outcome]


def has_text(kind: ProblemKind) -> bool:
    """Whether the app says ``kind`` in its own words (else it shows the English)."""
    return kind in _TEXTS


class _Details(dict[str, str]):
    """A problem's details made ready to show; one that is missing shows as ``?``."""

    def __missing__(self, key: str) -> str:
        return "?"


def _details(problem: Problem) -> _Details:
    values = _Details({name: _number(value) for name, value in problem.details})
    if problem.cause is not None:
        values["cause"] = problem_text(problem.cause)
    if problem.kind in TREE_PLACED:
        values["place"] = _place(problem.get("place", "tree"))
    if "type" in values:
        values["type"] = _type(problem.get("type"))
    if "depth" in values:
        values["depth"] = str(problem.get("depth"))  # the count of %n, not a shown number
    return values


def problem_text(problem: Problem) -> str:
    """``problem`` said in the writer's language (its English sentence for a kind this
    module does not know)."""
    say = _TEXTS.get(problem.kind)
    if say is None:
        return problem.english()
    values = _details(problem)
    text = say(values)
    if problem.get("kept"):
        text = fill(
            translate("Problems", "%1; the files it was writing will be kept in %2"),
            text,
            values["kept"],
        )
    if problem.outcome is not None:
        text = fill(translate("Problems", "%1; %2"), text, _outcome(problem.outcome))
    return text


def problems_by_file(problems: Sequence[LoadProblem]) -> str:
    """Every problem under its file, files in the order first found: the file's path on a
    line of its own (paths are long; said once, they stay readable), then each thing wrong
    with it on an indented line of its own."""
    files: dict[str, list[str]] = {}
    for problem in problems:
        files.setdefault(problem.path, []).append(problem_text(problem.problem))
    return "\n".join(
        path + "".join(f"\n  • {text}" for text in texts) for path, texts in files.items()
    )

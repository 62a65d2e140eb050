"""What is wrong with a file of a project (or of an import's source), as data.

A problem is a stable code (:class:`ProblemKind`) with its details as named values (a file
name, a byte offset, an id, a key…), and what Quire did about it (:class:`Outcome`), when
that depends on who found it. Nothing here is a sentence meant for the writer: the app says
each kind in the writer's language; :meth:`Problem.english` says it in English for the log,
the command line and the model. Free-form text that comes from elsewhere (a JSON or YAML
parser's message, a tool's error) stays a detail, shown as it is.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum

from assistant.world.errors import FormatError

Detail = str | int
"""A detail's value: text as it is shown, or a number."""


class ProblemKind(StrEnum):
    """What is wrong. Codes, not sentences: each front end says them in its own words."""

    # -- reading files (storage) ---------------------------------------------------------------
    LINKED_OUT = "linked-out"
    """A link to something outside the project, never followed."""
    NOT_UTF8 = "not-utf8"
    """Bytes that are not UTF-8 text; ``byte``: where the first bad one is."""
    DUPLICATE_ID = "duplicate-id"
    """``id`` is also the id of ``other``, the file kept."""
    NOT_IN_TREE = "not-in-tree"
    """A document the manifest's tree does not place (``manifest``)."""
    NO_FORMAT_VERSION = "no-format-version"
    """The manifest names no format; read as ``version``."""
    FILE_TOO_LARGE = "file-too-large"
    """A document or entity file larger than ``megabytes``: never read."""
    CONFLICT_COPY = "conflict-copy"
    """A conflicted copy of ``main`` that ``service`` (Dropbox, Syncthing, OneDrive,
    Nextcloud) made: not read as a document; Quire offers to merge it."""
    CONFLICT_MARKERS = "conflict-markers"
    """A file holding git's conflict markers: Quire offers to merge its two sides."""
    # -- the save journal ------------------------------------------------------------------------
    JOURNAL_OF_EARLIER_QUIRE = "journal-of-earlier-quire"
    JOURNAL_UNREADABLE = "journal-unreadable"
    """``error``: why the journal cannot be read (technical)."""
    JOURNAL_FILE_CHANGED = "journal-file-changed"
    """``file`` changed since the interrupted save; ``kept``: where its staged files go."""
    JOURNAL_CONTENT_GONE = "journal-content-gone"
    """The new content of ``file`` is gone; ``kept`` as above."""
    # -- the manifest as a whole -------------------------------------------------------------------
    NOT_JSON = "not-json"
    """``error`` (the JSON parser's), ``line`` and ``column``."""
    JSON_TOO_DEEP = "json-too-deep"
    NOT_JSON_OBJECT = "not-json-object"
    TREE_TOO_DEEP = "tree-too-deep"
    """Folders nested deeper than ``depth``."""
    UNKNOWN_MANIFEST_KEYS = "unknown-manifest-keys"
    """``keys``: the keys, quoted and joined."""
    MANIFEST_NOT_TEXT = "manifest-not-text"
    """``key`` is not text; read as ``default``."""
    # -- the manifest's tree and trash (``place``: tree, trash or a folder id) --------------------
    CHILDREN_NOT_LIST = "children-not-list"
    LISTED_TWICE = "listed-twice"
    ENTRY_WITHOUT_ID = "entry-without-id"
    NO_DOCUMENT_FILE = "no-document-file"
    NOT_A_NODE = "not-a-node"
    UNKNOWN_FOLDER_KIND = "unknown-folder-kind"
    """``id``: the folder, ``value``: its kind as written."""
    FOLDER_PRIVATE_NOT_YES_OR_NO = "folder-private-not-yes-or-no"
    """``id``: the folder, ``value``: its ``private`` as written; read as private."""
    TRASH_NOT_LIST = "trash-not-list"
    TRASH_LISTED_TWICE = "trash-listed-twice"
    TRASH_BAD_PARENT = "trash-bad-parent"
    TRASH_BAD_INDEX = "trash-bad-index"
    TRASH_NO_ENTITY_FILE = "trash-no-entity-file"
    TRASH_FOLDER_EMPTY = "trash-folder-empty"
    # -- the manifest's settings -----------------------------------------------------------------
    STATUSES_NOT_LIST = "statuses-not-list"
    STATUS_DROPPED = "status-dropped"
    """The problem's cause says why."""
    TARGETS_NOT_OBJECT = "targets-not-object"
    TARGET_IGNORED = "target-ignored"
    """``key``: project or session; the problem's cause says why."""
    WORD_LIST_NOT_LIST = "word-list-not-list"
    WORD_DROPPED = "word-dropped"
    """The problem's cause says why."""
    ASSISTANT_RULE_UNREADABLE = "assistant-rule-unreadable"
    """``key``: least_approval or always_review (or the whole ``assistant`` object),
    ``value``: as written. The strictest is taken in its place."""
    WRITING_LOG_NOT_LIST = "writing-log-not-list"
    LOG_ENTRY_NOT_PAIR = "log-entry-not-pair"
    """``value``: the entry as written."""
    LOG_NOT_A_DAY = "log-not-a-day"
    """``value``: the day as written."""
    LOG_WORDS_NOT_NUMBER = "log-words-not-number"
    LOG_DAY_TWICE = "log-day-twice"
    # -- a setting's value (the cause of a setting dropped) ---------------------------------------
    TARGET_NOT_WHOLE = "target-not-whole"
    TARGET_OUT_OF_RANGE = "target-out-of-range"
    """Not from 0 to ``maximum``."""
    TOO_MANY_STATUSES = "too-many-statuses"
    """More than ``maximum``."""
    STATUS_WITHOUT_NAME = "status-without-name"
    STATUS_NAME_SPACES = "status-name-spaces"
    """``name`` starts or ends with spaces (or holds a line break)."""
    STATUS_BAD_COLOUR = "status-bad-colour"
    """``colour`` is not ``#rrggbb``."""
    STATUS_NAME_TWICE = "status-name-twice"
    NOT_A_WORD = "not-a-word"
    """``word`` (as written) cannot be in the word list."""
    WORD_NOT_ONE = "word-not-one"
    """``word`` holds spaces."""
    # -- front matter ------------------------------------------------------------------------------
    NO_FRONT_MATTER = "no-front-matter"
    FRONT_MATTER_NOT_CLOSED = "front-matter-not-closed"
    FRONT_MATTER_NOT_YAML = "front-matter-not-yaml"
    """``error``: the YAML parser's message; ``line``: where, when known."""
    FRONT_MATTER_TOO_DEEP = "front-matter-too-deep"
    FRONT_MATTER_NOT_MAPPING = "front-matter-not-mapping"
    FRONT_MATTER_TOO_LARGE = "front-matter-too-large"
    NO_ID = "no-id"
    ID_NOT_TEXT = "id-not-text"
    """``type``: what the id is instead (see :data:`TYPE_NAMES`)."""
    NOT_A_DOCUMENT_ID = "not-a-document-id"
    NOT_AN_ENTITY_ID = "not-an-entity-id"
    """``id`` as written, ``prefix``: how such ids start."""
    ID_TOO_DEEP = "id-too-deep"
    FIELD_TOO_DEEP = "field-too-deep"
    MISSING_FIELD = "missing-field"
    """No ``key``; read as ``default``."""
    FIELD_NOT_TEXT = "field-not-text"
    FIELD_NOT_COUNT = "field-not-count"
    """``key`` is not a whole number from 0 to ``maximum``."""
    UNKNOWN_KIND = "unknown-kind"
    """``key``: kind, ``value`` as written, ``allowed``: the kinds, ``default``: read as."""
    FIELD_NOT_TEXT_LIST = "field-not-text-list"
    FIELD_VALUE_NOT_TEXT = "field-value-not-text"
    """In the mapping ``key``, the value of ``name`` is not text."""
    FIELD_NOT_MAPPING = "field-not-mapping"
    PRIVATE_NOT_YES_OR_NO = "private-not-yes-or-no"
    """``value``: ``private`` as written, neither yes nor no; read as private."""
    PRIVATE_FIELDS_NOT_NAMES = "private-fields-not-names"
    """``value``: ``private_fields`` as written, not a list of field names; the whole entry
    is read as private."""
    UNKNOWN_DOCUMENT_FIELDS = "unknown-document-fields"
    UNKNOWN_ENTITY_FIELDS = "unknown-entity-fields"
    """``keys``: the keys, quoted and joined."""
    UNSTORABLE_TEXT = "unstorable-text"
    """Text no file can store: ``character`` (U+D800) at ``at`` in the value at ``place``
    (empty for a bare text)."""
    UNSTORABLE_NAME = "unstorable-name"
    """As :attr:`UNSTORABLE_TEXT`, in the name (key) at ``place``."""
    # -- a book's series ---------------------------------------------------------------------
    SERIES_MISSING = "series-missing"
    """``series``: the linked series folder (as the link says) is not there."""
    SERIES_UNREADABLE = "series-unreadable"
    """``series``: the linked folder; ``reason``: why it cannot be read (English)."""
    CHANGES_NOT_LIST = "changes-not-list"
    """A series entity's ``changes`` is not a list."""
    CHANGE_UNREADABLE = "change-unreadable"
    """Change ``number`` (1-based) of a series entity cannot be read: its ``key`` is wrong."""
    TOO_MANY_CHANGES = "too-many-changes"
    """More than ``most`` changes listed; the rest are dropped."""
    SERIES_BOOKS_NOT_LIST = "series-books-not-list"
    """The series manifest's ``books`` is not a list."""
    SERIES_BOOK_UNREADABLE = "series-book-unreadable"
    """Book ``number`` (1-based) of the series manifest has no usable relative ``path``."""
    # -- importing -------------------------------------------------------------------------------
    NOT_UTF16 = "not-utf16"
    """Marked as UTF-16 text, but not readable as such (``byte``)."""
    TOO_LARGE = "too-large"
    """Larger than ``megabytes``."""
    NOT_IN_BINDER = "not-in-binder"
    """A file of a Scrivener project its binder does not list."""
    NOT_IN_PROJECT_TREE = "not-in-project-tree"
    """A file of a novelWriter project its tree does not list."""
    READ_AS_WINDOWS_1252 = "read-as-windows-1252"
    """Not UTF-8 (``byte``), read as Windows-1252."""
    NO_TEXT_FILE = "no-text-file"
    """novelWriter's item ``name`` has no text file."""
    FOLDERS_TOO_DEEP = "folders-too-deep"
    """Folders of the source nested deeper than ``depth``; the documents below the folder
    ``name`` come up into it, in order."""
    NOT_AN_ITEM_ID = "not-an-item-id"
    """The item ``name`` has the ``id`` (a novelWriter handle, a Scrivener UUID) that should
    name its files, but names none inside the project (``../``, a path)."""
    FIELD_TOO_LARGE_TO_KEEP = "field-too-large-to-keep"
    FIELD_TOO_DEEP_TO_KEEP = "field-too-deep-to-keep"
    PANDOC_MISSING = "pandoc-missing"
    PANDOC_TIMEOUT = "pandoc-timeout"
    """``seconds``: how long it was given."""
    PANDOC_CANNOT_RUN = "pandoc-cannot-run"
    """``error``: the system's reason."""
    PANDOC_FAILED = "pandoc-failed"
    """``error``: pandoc's own message."""


class Outcome(StrEnum):
    """What Quire did about a problem, where that depends on who found it."""

    SKIPPED = "skipped"
    PLACED_BY_FILE_NAME = "placed-by-file-name"
    SET_ASIDE = "set-aside"
    REPLACED = "replaced"
    REPLACED_ALL = "replaced-all"
    KEPT_IN_TEXT = "kept-in-text"
    READ_LENIENTLY = "read-leniently"
    IMPORTED_EMPTY = "imported-empty"


TYPE_NAMES = {
    "mapping": "a mapping",
    "list": "a list",
    "boolean": "true/false",
    "number": "a number",
}
"""The ``type`` details Quire names, in English; any other is a Python type's name."""

_PLACES = {"tree": "tree", "trash": "trash"}

TREE_PLACED = frozenset(
    {
        ProblemKind.CHILDREN_NOT_LIST,
        ProblemKind.LISTED_TWICE,
        ProblemKind.ENTRY_WITHOUT_ID,
        ProblemKind.NO_DOCUMENT_FILE,
        ProblemKind.NOT_A_NODE,
        ProblemKind.UNKNOWN_FOLDER_KIND,
        ProblemKind.FOLDER_PRIVATE_NOT_YES_OR_NO,
    }
)
"""The kinds whose ``place`` is where in the manifest: ``tree``, ``trash`` or a folder id."""

_ENGLISH: dict[ProblemKind, str] = {
    ProblemKind.LINKED_OUT: (
        "a link to something outside the project; not read (Quire does not follow it)"
    ),
    ProblemKind.NOT_UTF8: "not UTF-8 text (byte {byte})",
    ProblemKind.DUPLICATE_ID: "duplicate id {id} (also in {other}); skipped",
    ProblemKind.NOT_IN_TREE: "not in the tree of {manifest}; placed at the end of the top level",
    ProblemKind.NO_FORMAT_VERSION: "no format version; read as format {version}",
    ProblemKind.FILE_TOO_LARGE: (
        "larger than {megabytes} MB, the most a document or entity file may be; not read"
    ),
    ProblemKind.CONFLICT_COPY: (
        "a conflicted copy of {main} made by {service}; not read as a document: Quire "
        "offers to merge it, and keeps it until the merge is accepted"
    ),
    ProblemKind.CONFLICT_MARKERS: (
        "holds git's conflict markers; Quire offers to merge its two sides"
    ),
    ProblemKind.JOURNAL_OF_EARLIER_QUIRE: (
        "left by an interrupted save of an earlier Quire, which it cannot vouch for; set "
        "aside: every file is read as it is and none is removed"
    ),
    ProblemKind.JOURNAL_UNREADABLE: "not a save journal ({error}); set aside",
    ProblemKind.JOURNAL_FILE_CHANGED: (
        "left by an interrupted save, but {file} changed since: set aside, so every file is "
        "read as it is and none is removed"
    ),
    ProblemKind.JOURNAL_CONTENT_GONE: (
        "left by an interrupted save, but the new content of {file} is gone: set aside, so "
        "every file is read as it is and none is removed"
    ),
    ProblemKind.NOT_JSON: "not valid JSON: {error} (line {line}, column {column})",
    ProblemKind.JSON_TOO_DEEP: "nested too deeply to read",
    ProblemKind.NOT_JSON_OBJECT: "not a JSON object",
    ProblemKind.TREE_TOO_DEEP: (
        "nested more than {depth} folders deep; the deeper parts were dropped"
    ),
    ProblemKind.UNKNOWN_MANIFEST_KEYS: "unknown keys ignored: {keys}",
    ProblemKind.MANIFEST_NOT_TEXT: "{key!r} must be text; read as {default!r}",
    ProblemKind.CHILDREN_NOT_LIST: "{place}: children must be a list; read as empty",
    ProblemKind.LISTED_TWICE: "{place}: {id} is listed more than once; kept the first",
    ProblemKind.ENTRY_WITHOUT_ID: "{place}: an entry without an id was dropped",
    ProblemKind.NO_DOCUMENT_FILE: "{place}: no document file has the id {id}; dropped",
    ProblemKind.NOT_A_NODE: "{place}: {id!r} is neither a document nor a folder; dropped",
    ProblemKind.UNKNOWN_FOLDER_KIND: "{place}: folder {id} has unknown kind {value}",
    ProblemKind.FOLDER_PRIVATE_NOT_YES_OR_NO: (
        "{place}: folder {id}: 'private' must be yes or no, not {value}; read as private"
    ),
    ProblemKind.TRASH_NOT_LIST: "trash must be a list; read as empty",
    ProblemKind.TRASH_LISTED_TWICE: "trash: {id} is listed more than once",
    ProblemKind.TRASH_BAD_PARENT: "trash: {id} has a parent that is not an id; ignored",
    ProblemKind.TRASH_BAD_INDEX: "trash: {id} has an index that is not a number; ignored",
    ProblemKind.TRASH_NO_ENTITY_FILE: "trash: no entity file has the id {id}; dropped",
    ProblemKind.TRASH_FOLDER_EMPTY: "trash: folder {id} has no contents; dropped",
    ProblemKind.STATUSES_NOT_LIST: "statuses must be a list; the usual ones are used",
    ProblemKind.STATUS_DROPPED: "statuses: {cause}; dropped",
    ProblemKind.TARGETS_NOT_OBJECT: "targets must be an object; ignored",
    ProblemKind.TARGET_IGNORED: "targets: {key}: {cause}; ignored",
    ProblemKind.WORD_LIST_NOT_LIST: "word_list must be a list of words; ignored",
    ProblemKind.WORD_DROPPED: "word_list: {cause}; dropped",
    ProblemKind.ASSISTANT_RULE_UNREADABLE: (
        "assistant: {key} cannot be {value}; the strictest is required until it is set again"
    ),
    ProblemKind.TARGET_NOT_WHOLE: "a word target must be a whole number",
    ProblemKind.TARGET_OUT_OF_RANGE: "a word target must be between 0 and {maximum}",
    ProblemKind.TOO_MANY_STATUSES: "a project has at most {maximum} statuses",
    ProblemKind.STATUS_WITHOUT_NAME: "a status needs a name",
    ProblemKind.STATUS_NAME_SPACES: "a status name may not start or end with spaces: {name!r}",
    ProblemKind.STATUS_BAD_COLOUR: "a status colour must look like #rrggbb: {colour}",
    ProblemKind.STATUS_NAME_TWICE: "two statuses are called {name!r}",
    ProblemKind.NOT_A_WORD: "not a word for the word list: {word}",
    ProblemKind.WORD_NOT_ONE: "a word-list entry is one word: {word!r}",
    ProblemKind.WRITING_LOG_NOT_LIST: "writing_log must be a list; ignored",
    ProblemKind.LOG_ENTRY_NOT_PAIR: "writing_log: not a [day, words] pair: {value}; dropped",
    ProblemKind.LOG_NOT_A_DAY: "writing_log: not a day: {value}; dropped",
    ProblemKind.LOG_WORDS_NOT_NUMBER: (
        "writing_log: words of {day} must be a whole number; dropped"
    ),
    ProblemKind.LOG_DAY_TWICE: "writing_log: {day} is listed more than once; dropped",
    ProblemKind.NO_FRONT_MATTER: "no front matter: the file must start with a '---' line",
    ProblemKind.FRONT_MATTER_NOT_CLOSED: "front matter is not closed: no second '---' line",
    ProblemKind.FRONT_MATTER_NOT_YAML: "front matter is not valid YAML: {error}",
    ProblemKind.FRONT_MATTER_TOO_DEEP: "front matter is nested too deeply",
    ProblemKind.FRONT_MATTER_NOT_MAPPING: "front matter must be a list of 'key: value' lines",
    ProblemKind.FRONT_MATTER_TOO_LARGE: "front matter is too large to read",
    ProblemKind.PRIVATE_NOT_YES_OR_NO: "'private' must be yes or no, not {value}; read as private",
    ProblemKind.PRIVATE_FIELDS_NOT_NAMES: (
        "'private_fields' must be a list of field names, not {value}; the whole entry is read "
        "as private"
    ),
    ProblemKind.NO_ID: "front matter has no 'id'",
    ProblemKind.ID_NOT_TEXT: "'id' must be text, not {type}",
    ProblemKind.NOT_A_DOCUMENT_ID: (
        "'id' {id!r} is not a document id (they look like {prefix}…)"
    ),
    ProblemKind.NOT_AN_ENTITY_ID: "'id' {id!r} is not an entity id (they look like {prefix}…)",
    ProblemKind.ID_TOO_DEEP: "'id' is nested too deeply",
    ProblemKind.FIELD_TOO_DEEP: "'{key}' is nested too deeply; ignored",
    ProblemKind.MISSING_FIELD: "no '{key}'; read as {default!r}",
    ProblemKind.FIELD_NOT_TEXT: "'{key}' must be text, not {type}; ignored",
    ProblemKind.FIELD_NOT_COUNT: "'{key}' must be a whole number from 0 to {maximum}; ignored",
    ProblemKind.UNKNOWN_KIND: "unknown {key} {value} (one of {allowed}); read as {default}",
    ProblemKind.FIELD_NOT_TEXT_LIST: "'{key}' must be a list of text; ignored",
    ProblemKind.FIELD_VALUE_NOT_TEXT: "'{key}': the value of {name} must be text; ignored",
    ProblemKind.FIELD_NOT_MAPPING: "'{key}' must be a mapping of names to text; ignored",
    ProblemKind.UNKNOWN_DOCUMENT_FIELDS: "not document fields, ignored: {keys}",
    ProblemKind.UNKNOWN_ENTITY_FIELDS: "not entity fields, ignored: {keys}",
    ProblemKind.UNSTORABLE_TEXT: "{where}holds {character} at character {at}, which no file "
    "can store",
    ProblemKind.UNSTORABLE_NAME: "'the name {place}' holds {character} at character {at}, "
    "which no file can store",
    ProblemKind.SERIES_MISSING: (
        "the series folder {series} is not there; the book opens without the series' entities"
    ),
    ProblemKind.SERIES_UNREADABLE: (
        "the series at {series} cannot be read ({reason}); the book opens without the "
        "series' entities"
    ),
    ProblemKind.CHANGES_NOT_LIST: "'changes' must be a list of changes; ignored",
    ProblemKind.CHANGE_UNREADABLE: "change {number} cannot be read ('{key}' is wrong); ignored",
    ProblemKind.TOO_MANY_CHANGES: "more than {most} changes; the rest ignored",
    ProblemKind.SERIES_BOOKS_NOT_LIST: "'books' must be a list of books; ignored",
    ProblemKind.SERIES_BOOK_UNREADABLE: (
        "book {number} has no relative path to its folder; ignored"
    ),
    ProblemKind.NOT_UTF16: "not readable as UTF-16 text (byte {byte})",
    ProblemKind.TOO_LARGE: "over {megabytes} MB",
    ProblemKind.NOT_IN_BINDER: "not in the binder",
    ProblemKind.NOT_IN_PROJECT_TREE: "not in the project's tree",
    ProblemKind.READ_AS_WINDOWS_1252: (
        "not UTF-8 (byte {byte}); read as Windows-1252 (Western European) text"
    ),
    ProblemKind.NO_TEXT_FILE: "no text file for “{name}”",
    ProblemKind.FOLDERS_TOO_DEEP: (
        "folders nested more than {depth} deep; the documents below “{name}” are placed in it, "
        "in order"
    ),
    ProblemKind.NOT_AN_ITEM_ID: "“{name}” has the id “{id}”, which names no file in the project",
    ProblemKind.FIELD_TOO_LARGE_TO_KEEP: (
        "front-matter key '{key}' not kept: the value is too large to keep as a field"
    ),
    ProblemKind.FIELD_TOO_DEEP_TO_KEEP: (
        "front-matter key '{key}' not kept: the value is nested too deeply to keep as a field"
    ),
    ProblemKind.PANDOC_MISSING: "pandoc is not installed, so Quire cannot read RTF text",
    ProblemKind.PANDOC_TIMEOUT: "pandoc took longer than {seconds} s",
    ProblemKind.PANDOC_CANNOT_RUN: "pandoc could not run: {error}",
    ProblemKind.PANDOC_FAILED: "pandoc could not read the RTF: {error}",
}

_OUTCOMES: dict[Outcome, str] = {
    Outcome.SKIPPED: "skipped",
    Outcome.PLACED_BY_FILE_NAME: "documents placed at the top level by file name",
    Outcome.SET_ASIDE: "set aside",
    Outcome.REPLACED: "replaced with U+FFFD",
    Outcome.REPLACED_ALL: "replaced with U+FFFD (and any other such character)",
    Outcome.KEPT_IN_TEXT: "kept in the text",
    Outcome.READ_LENIENTLY: "read leniently",
    Outcome.IMPORTED_EMPTY: "imported empty",
}

_KEPT = "; the files it was writing will be kept in {kept}"


@dataclass(frozen=True)
class Problem:
    """What is wrong (a kind and its details), and what was done about it."""

    kind: ProblemKind
    details: tuple[tuple[str, Detail], ...] = ()
    outcome: Outcome | None = None
    cause: Problem | None = None
    """Why, where that is a problem of its own (a setting dropped: what is wrong with it)."""

    @classmethod
    def of(
        cls,
        kind: ProblemKind,
        outcome: Outcome | None = None,
        cause: Problem | None = None,
        **details: Detail,
    ) -> Problem:
        return cls.from_details(kind, details, outcome, cause)

    @classmethod
    def from_details(
        cls,
        kind: ProblemKind,
        details: Mapping[str, Detail],
        outcome: Outcome | None = None,
        cause: Problem | None = None,
    ) -> Problem:
        """:meth:`of` for details gathered in a mapping (one a caller's ``**details`` came in)."""
        return cls(kind, tuple(details.items()), outcome, cause)

    @property
    def values(self) -> dict[str, Detail]:
        """The details by name."""
        return dict(self.details)

    def get(self, name: str, default: Detail = "") -> Detail:
        return self.values.get(name, default)

    def then(self, outcome: Outcome) -> Problem:
        """This problem, with what Quire did about it."""
        return Problem(self.kind, self.details, outcome, self.cause)

    def english(self) -> str:
        """The problem said in English, for the log, the command line and the model."""
        return english(self)

    def __str__(self) -> str:
        return self.english()


def place_english(place: Detail) -> str:
    """Where in the manifest: ``tree``, ``trash`` or ``folder f-…``."""
    text = str(place)
    return _PLACES.get(text) or f"folder {text}"


def type_english(name: Detail) -> str:
    return TYPE_NAMES.get(str(name), str(name))


def outcome_english(outcome: Outcome) -> str:
    return _OUTCOMES[outcome]


def english(problem: Problem) -> str:
    """:meth:`Problem.english`: the kind's sentence, its details filled in, and the outcome."""
    values: dict[str, Detail] = dict(problem.details)
    if problem.cause is not None:
        values["cause"] = problem.cause.english()
    kind = problem.kind
    if kind in TREE_PLACED:
        values["place"] = place_english(values.get("place", "tree"))
    if "type" in values:
        values["type"] = type_english(values["type"])
    if kind is ProblemKind.UNSTORABLE_TEXT:
        place = values.get("place", "")
        values["where"] = f"'{place}' " if place else ""
    template = _ENGLISH[kind]
    if kind is ProblemKind.FRONT_MATTER_NOT_YAML and "line" in values:
        template += " (line {line})"
    text = template.format_map(_Missing(values))
    if values.get("kept"):
        text += _KEPT.format(kept=values["kept"])
    if problem.outcome is not None:
        text += "; " + _OUTCOMES[problem.outcome]
    return text


class _Missing(dict[str, object]):
    """Details for a template: one that is missing shows as ``?``, never raises."""

    def __missing__(self, key: str) -> str:
        return "?"


def english_kinds() -> Mapping[ProblemKind, str]:
    """Every kind's English template (for tests that check each kind is said somewhere)."""
    return dict(_ENGLISH)


class ProblemError(ValueError):
    """A problem raised as an error: its message is the English rendering."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(problem.english())
        self.problem = problem


class UnreadableError(FormatError):
    """A file (or a part of one) Quire cannot read: :attr:`problem` says why, and the
    message says it in English."""

    def __init__(self, kind: ProblemKind, **details: Detail) -> None:
        self.problem = Problem.from_details(kind, details)
        super().__init__(self.problem.english())

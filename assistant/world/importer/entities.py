"""Which notes of a vault describe a character, place, item or faction.

Three signs, strongest first: a ``type``/``kind``/``category`` value (``type: npc``), a tag
(``#location/city``), the nearest folder whose name says it (``Characters``, ``People``,
``Places``, ``Locations``, ``Items``, ``Factions``…). A mapping — from a file for scripts,
or the writer's choices in the import dialog — overrides all three.
"""

from __future__ import annotations

import fnmatch
import os
import re
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from assistant.world.errors import StorageError
from assistant.world.model import EntityKind
from assistant.world.storage.confine import TooLargeError, read_file

DOCUMENT = "document"
"""The mapping's word for "keep this note a document"."""

KIND_WORDS: dict[EntityKind, frozenset[str]] = {
    EntityKind.CHARACTER: frozenset({
        "character", "characters", "people", "person", "persons", "npc", "npcs", "pc", "pcs",
        "cast", "protagonist", "protagonists", "antagonist", "antagonists", "personnage",
        "personnages", "personajes", "personaje", "figuren", "personen", "personer",
    }),
    EntityKind.PLACE: frozenset({
        "place", "places", "location", "locations", "locale", "locales", "city", "cities",
        "town", "towns", "village", "villages", "region", "regions", "settlement",
        "settlements", "country", "countries", "kingdom", "kingdoms", "realm", "realms",
        "landmark", "landmarks", "geography", "lieux", "lugares", "orte", "steder",
    }),
    EntityKind.ITEM: frozenset({
        "item", "items", "object", "objects", "artifact", "artifacts", "artefact",
        "artefacts", "equipment", "weapon", "weapons", "treasure", "treasures", "relic",
        "relics", "objets", "objetos", "gegenstande",
    }),
    EntityKind.FACTION: frozenset({
        "faction", "factions", "organization", "organizations", "organisation",
        "organisations", "guild", "guilds", "group", "groups", "clan", "clans",
        "fraktionen", "facciones",
    }),
}
KIND_KEYS = ("type", "kind", "category", "entity_type", "entitytype", "entity", "note_type")
_WORD = re.compile(r"[^\W\d_]+")


def kind_in(text: str) -> EntityKind | None:
    """The entity kind one of ``text``'s words names, if any."""
    for word in _WORD.findall(text.casefold()):
        for kind, words in KIND_WORDS.items():
            if word in words:
                return kind
    return None


@dataclass(frozen=True)
class Detected:
    """What a note becomes, and why (shown in the import preview)."""

    kind: EntityKind | None
    """None: a document."""
    sign: str = ""
    """``mapping``, ``field``, ``tag``, ``folder`` or empty (a document by default)."""


def detect(rel: str, fields: Mapping[str, Any], tags: Iterable[str]) -> Detected:
    """The entity kind a note's own signs point to (no mapping applied). When its folder
    says the same as a stronger sign, the folder is given as the reason: it is the one the
    writer sees ("Characters/Ilsa Varr.md")."""
    folder_kind = _folder_kind(rel)
    for kind, sign in ((_field_kind(fields), "field"), (_tag_kind(tags), "tag")):
        if kind is not None:
            return Detected(kind, "folder" if kind is folder_kind else sign)
    return Detected(folder_kind, "folder") if folder_kind is not None else Detected(None)


def _field_kind(fields: Mapping[str, Any]) -> EntityKind | None:
    for key, value in fields.items():
        if key.casefold() in KIND_KEYS and isinstance(value, str):
            kind = kind_in(value)
            if kind is not None:
                return kind
    return None


def _tag_kind(tags: Iterable[str]) -> EntityKind | None:
    for tag in tags:
        kind = kind_in(tag.replace("/", " "))
        if kind is not None:
            return kind
    return None


def _folder_kind(rel: str) -> EntityKind | None:
    for folder in reversed(PurePosixPath(rel).parts[:-1]):
        kind = kind_in(folder)
        if kind is not None:
            return kind
    return None


@dataclass(frozen=True)
class EntityMapping:
    """The writer's (or a script's) choices: path pattern -> entity kind or ``document``.

    A pattern is a note's path in the source, a folder's path (everything under it), or a
    shell pattern (``People/*.md``, where ``*`` also crosses folders). The longest pattern
    that applies wins.
    """

    rules: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, rules: Mapping[str, str]) -> EntityMapping:
        checked = []
        allowed = {DOCUMENT, *(kind.value for kind in EntityKind)}
        for pattern, kind in rules.items():
            value = str(kind).strip().casefold()
            if value not in allowed:
                raise StorageError(
                    f"the mapping gives {pattern!r} the kind {kind!r}; use one of "
                    + ", ".join(sorted(allowed))
                )
            checked.append((str(pattern).strip().strip("/"), value))
        return cls(tuple(checked))

    def choice(self, rel: str) -> str | None:
        """``document``, an entity kind's value, or None when no rule applies."""
        best: tuple[int, str] | None = None
        for pattern, kind in self.rules:
            if _applies(pattern, rel) and (best is None or len(pattern) >= best[0]):
                best = (len(pattern), kind)
        return best[1] if best else None

    def with_rule(self, pattern: str, kind: str) -> EntityMapping:
        rules = [(p, k) for p, k in self.rules if p != pattern.strip("/")]
        rules.append((pattern.strip("/"), kind))
        return EntityMapping(tuple(rules))


def _applies(pattern: str, rel: str) -> bool:
    if not pattern:
        return True
    if rel == pattern or rel.startswith(pattern + "/"):
        return True
    return any(ch in pattern for ch in "*?[") and fnmatch.fnmatchcase(rel, pattern)


MAX_MAPPING_BYTES = 4 * 1024 * 1024
"""A mapping file is a few lines; a larger one is refused unread."""


def load_mapping(path: Path | str) -> EntityMapping:
    """A mapping file (TOML): an ``[entities]`` table of ``"pattern" = "kind"`` lines."""
    try:
        # the writer names the file: a link to it is followed; a fifo is never opened
        text = read_file(Path(os.path.realpath(path)), limit=MAX_MAPPING_BYTES)
        data = tomllib.loads(text.decode("utf-8"))
    except TooLargeError as exc:
        raise StorageError(
            f"the mapping file {path} is larger than {MAX_MAPPING_BYTES // 2**20} MB"
        ) from exc
    except OSError as exc:
        raise StorageError(f"cannot read the mapping file {path}: {exc.strerror}") from exc
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise StorageError(f"the mapping file {path} is not valid TOML: {exc}") from exc
    except RecursionError:  # tomllib recurses once per level of nested arrays and tables
        raise StorageError(
            f"the mapping file {path} nests its values too deeply to read; a mapping is one "
            '[entities] table of "pattern" = "kind" lines'
        ) from None
    table = data.get("entities", data)
    if not isinstance(table, dict) or not all(isinstance(v, str) for v in table.values()):
        raise StorageError(
            f'the mapping file {path} needs an [entities] table of "pattern" = "kind" lines'
        )
    return EntityMapping.of(table)


@dataclass
class NoteChoice:
    """The import preview's line for one note."""

    path: str
    title: str
    detected: Detected
    chosen: str = field(default="")
    """What the note becomes: ``document`` or an entity kind's value."""

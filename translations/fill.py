"""Merge translations written as JSON into Quire's ``.ts`` files, or list what is unfinished.

``python translations/fill.py todo es`` prints the unfinished entries of ``quire_es.ts`` as
JSON (context → source → "" or a list of plural forms), ready to be filled in.
``python translations/fill.py status es de`` says how many entries each file has and how
many are unfinished. ``python translations/fill.py merge es FILE.json`` writes the filled-in
entries back (a key of ``"*"`` for the context applies to every context) and marks them
finished. ``python translations/fill.py keep es OTHER.ts…`` fills the unfinished entries of
``quire_es.ts`` from the finished ones of other copies of it (after lupdate, when two lines of
work both added strings). ``python translations/fill.py three-way es BASE.ts OURS.ts
THEIRS.ts`` takes the translations the other side of a merge changed since the base (and this
side did not). ``translations/resolve-merge.sh`` runs these on a merge's conflicts.

The ``.ts`` files stay the source of truth: lupdate keeps their translations when the code
changes, and Qt Linguist opens them as well. Each language's one word for every concept of
Quire (entity, snapshot, turn, run…), its quotes, and how it addresses the writer (tú, Sie,
vous, du) are in ``glossary_<lang>.toml``; ``tests/gui/app/test_glossary.py`` holds the
catalogues to them.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
PLURAL_FORMS = 2  # es, de, fr, nb: one and other


def _path(language: str) -> Path:
    return HERE / f"quire_{language}.ts"


def _messages(tree: ET.ElementTree):
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield name, message


def todo(language: str) -> dict[str, dict[str, object]]:
    """The unfinished entries, with an empty translation (or empty plural forms) each."""
    tree = ET.parse(_path(language))
    result: dict[str, dict[str, object]] = {}
    for context, message in _messages(tree):
        translation = message.find("translation")
        if translation is not None and translation.get("type") != "unfinished":
            continue
        source = message.findtext("source") or ""
        empty: object = [""] * PLURAL_FORMS if message.get("numerus") == "yes" else ""
        result.setdefault(context, {})[source] = empty
    return result


def merge(language: str, filled: dict[str, dict[str, object]]) -> tuple[int, list[str]]:
    """Write ``filled`` into the ``.ts`` file; returns how many were set and what is left."""
    path = _path(language)
    tree = ET.parse(path)
    common = filled.get("*", {})
    done, left = 0, []
    for context, message in _messages(tree):
        source = message.findtext("source") or ""
        text = filled.get(context, {}).get(source, common.get(source))
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        if not text:
            if translation.get("type") == "unfinished":
                left.append(f"{context}: {source}")
            continue
        numerus = message.get("numerus") == "yes"
        if numerus != isinstance(text, list):
            raise ValueError(f"{context}: {source!r} needs {'plural forms' if numerus else 'text'}")
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        if numerus:
            for form in text:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = str(text)
        translation.attrib.pop("type", None)
        done += 1
    _write(tree, path)
    return done, left


def _write(tree: ET.ElementTree, path: Path) -> None:
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n', "utf-8")


def finished(path: Path) -> dict[str, dict[str, object]]:
    """The finished entries of any ``.ts`` file, as ``merge`` takes them."""
    result: dict[str, dict[str, object]] = {}
    for context, message in _messages(ET.parse(path)):
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
            continue
        source = message.findtext("source") or ""
        if message.get("numerus") == "yes":
            text: object = [form.text or "" for form in translation.iter("numerusform")]
        else:
            text = translation.text or ""
        if text and (not isinstance(text, list) or all(text)):
            result.setdefault(context, {})[source] = text
    return result


def keep(language: str, others: list[Path]) -> tuple[int, list[str]]:
    """Fill the unfinished entries of ``quire_<language>.ts`` from other copies' finished ones."""
    wanted = todo(language)
    filled: dict[str, dict[str, object]] = {}
    for other in others:
        for context, sources in finished(other).items():
            for source, text in sources.items():
                if source in wanted.get(context, {}):
                    filled.setdefault(context, {}).setdefault(source, text)
    return merge(language, filled)


def changed_on_their_side(base: Path, ours: Path, theirs: Path) -> dict[str, dict[str, object]]:
    """Entries the other side retranslated since the merge base while this side kept them."""
    old, mine = finished(base), finished(ours)
    result: dict[str, dict[str, object]] = {}
    for context, sources in finished(theirs).items():
        for source, text in sources.items():
            before = old.get(context, {}).get(source)
            unchanged_here = mine.get(context, {}).get(source) == before
            if before is not None and text != before and unchanged_here:
                result.setdefault(context, {})[source] = text
    return result


def status(language: str) -> tuple[int, int]:
    """How many entries ``quire_<language>.ts`` has, and how many of them are unfinished."""
    messages = list(_messages(ET.parse(_path(language))))
    return len(messages), sum(len(sources) for sources in todo(language).values())


def main(argv: list[str]) -> int:
    if len(argv) >= 3 and argv[1] == "status":
        for language in argv[2:]:
            total, unfinished = status(language)
            print(f"quire_{language}.ts: {total} entries, {unfinished} unfinished")
        return 0
    if len(argv) == 3 and argv[1] == "todo":
        print(json.dumps(todo(argv[2]), ensure_ascii=False, indent=1))
        return 0
    if len(argv) == 4 and argv[1] == "merge":
        done, left = merge(argv[2], json.loads(Path(argv[3]).read_text("utf-8")))
        print(f"{argv[2]}: {done} translated, {len(left)} unfinished")
        for entry in left:
            print("  " + entry)
        return 0 if not left else 1
    if len(argv) >= 4 and argv[1] == "keep":
        done, left = keep(argv[2], [Path(arg) for arg in argv[3:]])
        print(f"{argv[2]}: {done} kept from the other copies, {len(left)} unfinished")
        for entry in left:
            print("  " + entry)
        return 0
    if len(argv) == 6 and argv[1] == "three-way":
        changes = changed_on_their_side(Path(argv[3]), Path(argv[4]), Path(argv[5]))
        done, _left = merge(argv[2], changes)
        print(f"{argv[2]}: {done} changed on the other side taken")
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))

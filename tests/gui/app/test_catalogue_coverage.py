"""Every string the code translates is in the catalogues, where lupdate can find it.

The no-English test compares what a window shows with the catalogues' English sources, so a
string that never reached a catalogue passes it unseen. Here the code itself is read: each
literal given to ``tr``, ``translate`` or ``QT_TRANSLATE_NOOP`` must be an entry of every
language's catalogue under its context, and no helper may hand a literal on to
``translate`` for it (lupdate reads only the literal calls, so such strings are dropped).
"""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.paths import REPO

LANGUAGES = ("es", "de", "fr", "nb")
TRANSLATING = {"translate", "QT_TRANSLATE_NOOP", "QT_TRANSLATE_N_NOOP"}


@dataclass(frozen=True)
class Literal:
    where: str
    context: str
    source: str
    call: str = "tr"


def _name(call: ast.Call) -> str | None:
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    if isinstance(call.func, ast.Name):
        return call.func.id
    return None


def _text(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _wrappers(tree: ast.Module) -> set[str]:
    """The module's functions that pass one of their parameters to ``translate`` or ``tr``."""
    found = set()
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef):
            continue
        parameters = {argument.arg for argument in function.args.args}
        for call in ast.walk(function):
            if not isinstance(call, ast.Call):
                continue
            name = _name(call)
            position = 0 if name == "tr" else 1 if name == "translate" else None
            if position is None or len(call.args) <= position:
                continue
            source = call.args[position]
            if isinstance(source, ast.Name) and source.id in parameters:
                found.add(function.name)
    return found


def _walk(path: Path) -> Iterator[tuple[Literal | None, str | None]]:
    """Each translated literal of ``path``, and each literal handed to a wrapper."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    wrappers = _wrappers(tree)
    where_file = str(path.relative_to(REPO))

    def visit(node: ast.AST, cls: str | None) -> Iterator[tuple[Literal | None, str | None]]:
        for child in ast.iter_child_nodes(node):
            inner = child.name if isinstance(child, ast.ClassDef) else cls
            if isinstance(child, ast.Call):
                name = _name(child)
                where = f"{where_file}:{child.lineno}"
                if name == "tr" and child.args and cls is not None:
                    source = _text(child.args[0])
                    if source is not None:
                        yield Literal(where, cls, source), None
                elif name in TRANSLATING and len(child.args) >= 2:
                    context, source = _text(child.args[0]), _text(child.args[1])
                    if context is not None and source is not None:
                        yield Literal(where, context, source, name or ""), None
                elif name in wrappers and child.args and _text(child.args[0]) is not None:
                    yield None, f"{where}: {name}({_text(child.args[0])!r})"
            yield from visit(child, inner)

    yield from visit(tree, None)


@pytest.fixture(scope="module")
def code() -> tuple[list[Literal], list[str]]:
    literals, hidden = [], []
    for path in sorted((REPO / "assistant").rglob("*.py")):
        for literal, wrapped in _walk(path):
            if literal is not None:
                literals.append(literal)
            if wrapped is not None:
                hidden.append(wrapped)
    return literals, hidden


def _catalogue(language: str) -> set[tuple[str, str]]:
    root = ET.parse(REPO / "translations" / f"quire_{language}.ts").getroot()
    return {
        (context.findtext("name") or "", message.findtext("source") or "")
        for context in root.iter("context")
        for message in context.iter("message")
    }


def test_the_code_is_read(code):
    literals, _hidden = code
    assert len(literals) > 1000
    assert ("EntityEditor", "Field") in {(literal.context, literal.source) for literal in literals}


def test_no_helper_hides_a_literal_from_lupdate(code):
    _literals, hidden = code
    assert hidden == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_translated_literal_is_in_the_catalogue(code, language):
    literals, _hidden = code
    catalogue = _catalogue(language)
    missing = [
        f"{literal.where}: {literal.context} / {literal.source}"
        for literal in literals
        if (literal.context, literal.source) not in catalogue
    ]
    assert missing == []


COUNTED = re.compile(
    r"(%L?\d|\{\w+\})\s+(documents?|words?|messages?|entities|chapters?|scenes?|notes?|files?"
    r"|changes?|matches|fields?|runs?|turns?|steps?|findings?|snapshots?|folders?)\b"
)
NOT_A_COUNT = {
    # the target is what the writer set, never one word
    ("WritingProgressDialog", "{words} of {target} words ({percent} %)"),
    # the most dated changes a series entity may hold (500), never one
    ("Problems", "more than %1 changes; the rest ignored"),
}


def test_a_count_of_things_takes_plural_forms():
    """"1 palabras" or "Importado: 1 documentos": a number before a countable noun is a
    ``%n`` plural in the catalogue, not a number pasted into a fixed sentence."""
    root = ET.parse(REPO / "translations" / "quire_es.ts").getroot()
    pasted = [
        (context.findtext("name") or "", message.findtext("source") or "")
        for context in root.iter("context")
        for message in context.iter("message")
        if message.get("numerus") != "yes" and COUNTED.search(message.findtext("source") or "")
    ]
    assert sorted(set(pasted) - NOT_A_COUNT) == []


def test_counts_are_translated_where_lupdate_gives_them_plural_forms(code):
    """lupdate marks ``%n`` as a plural only in ``tr(text, "", n)``: given to ``translate``,
    the catalogue has one form and "1 words" comes back."""
    literals, _hidden = code
    single = [
        f"{literal.where}: {literal.source}"
        for literal in literals
        if literal.call != "tr" and re.search(r"%L?n", literal.source)
    ]
    assert single == []

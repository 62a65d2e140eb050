"""docs/PROMISES.md maps each promise of the README to the tests that attack it. This keeps
the map true: every test it names exists, and every README section that promises something
has its table."""

from __future__ import annotations

import ast
import re
from functools import cache

from tests.paths import REPO

PROMISES = REPO / "docs" / "PROMISES.md"
README = REPO / "README.md"
WITHOUT_PROMISES = {"Install"}
"""README sections that promise nothing a test could break (PROMISES.md says so too)."""
OPENING = "Quire (the opening lines)"
"""The map's name for the README's lines before its first section."""

TEST_ID = re.compile(r"`(tests/[\w/]+\.py)::(test_\w+)(?:\[[^\]`]*\])?`")


def named_tests(text: str) -> list[tuple[str, str]]:
    """Each ``tests/…/test_x.py::test_name`` the map names (a parametrized id stripped)."""
    return [(m.group(1), m.group(2)) for m in TEST_ID.finditer(text)]


def sections(text: str) -> list[str]:
    """The ``##`` headings of a Markdown text, outside code blocks."""
    found, fenced = [], False
    for line in text.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        elif not fenced and line.startswith("## "):
            found.append(line[3:].strip())
    return found


@cache
def functions_of(path: str) -> frozenset[str]:
    """The names of the test functions defined at the top of a test file."""
    tree = ast.parse((REPO / path).read_text(encoding="utf-8"))
    return frozenset(
        node.name
        for node in tree.body
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        and node.name.startswith("test_")
    )


def missing_tests(text: str) -> list[str]:
    """The tests the map names that do not exist, as ``file::name``."""
    missing = []
    for path, name in named_tests(text):
        if not (REPO / path).is_file() or name not in functions_of(path):
            missing.append(f"{path}::{name}")
    return missing


def test_every_test_the_map_names_exists() -> None:
    text = PROMISES.read_text(encoding="utf-8")
    assert len(named_tests(text)) > 100
    assert missing_tests(text) == []


def test_a_misspelt_test_name_or_file_is_caught() -> None:
    good = "`tests/test_promises.py::test_every_test_the_map_names_exists`"
    assert missing_tests(good) == []
    assert missing_tests(good.replace("map_names", "map_name")) == [
        "tests/test_promises.py::test_every_test_the_map_name_exists"
    ]
    assert missing_tests("`tests/nowhere/test_gone.py::test_x[one-two]`") == [
        "tests/nowhere/test_gone.py::test_x"
    ]


def test_every_readme_section_that_promises_has_its_table() -> None:
    readme = sections(README.read_text(encoding="utf-8"))
    mapped = sections(PROMISES.read_text(encoding="utf-8"))
    assert set(readme) >= WITHOUT_PROMISES, "a section said to promise nothing is gone"
    expected = [OPENING] + [s for s in readme if s not in WITHOUT_PROMISES]
    assert [s for s in expected if s not in mapped] == []


def test_every_table_names_a_test_on_each_row() -> None:
    rows = [
        line
        for line in PROMISES.read_text(encoding="utf-8").splitlines()
        if line.startswith("| ") and not line.startswith("| Promise |")
    ]
    assert rows
    assert [row for row in rows if not named_tests(row)] == []

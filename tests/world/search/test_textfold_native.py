"""The native module folds and finds exactly as the pure-Python code does, for every text.

``assistant.world.search._fold`` is optional: these tests are skipped where it is not built, except
that with ``QUIRE_REQUIRE_NATIVE=1`` (which ``make test`` sets) a missing module fails.
"""

from __future__ import annotations

import importlib
import os
import random
import subprocess
import sys
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from types import ModuleType

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from assistant.world.search import findall, native, textfold
from assistant.world.search.findall import python_find_all
from assistant.world.search.textfold import FoldedText, fold_char, python_fold, python_fold_text
from tests.tiers import examples


def _native_module() -> ModuleType | None:
    try:
        return importlib.import_module("assistant.world.search._fold")
    except ImportError:
        return None


_FOLD = _native_module()
needs_native = pytest.mark.skipif(
    _FOLD is None,
    reason="the native module assistant.world.search._fold is not built here (no C compiler or no "
    "Python headers when Quire was installed); the pure-Python path runs instead",
)

# Characters where folding is anything but lowering ASCII: typographic quotes, Latin-1 and
# its irregular letters, letters folding to several (ß, ligatures, ½, İ) or to none (combining
# accents), letters folding outside Latin-1 (µ, the Kelvin sign), Greek and Cyrillic with
# accents, Cherokee (case-folded to upper case), kana with voicing marks, Hangul syllables and
# jamo, astral letters with case (Deseret, Adlam), emoji, and lone surrogates.
_INTERESTING = (
    "AZaz@[`{09 \n\t’‘“”‚‛′″„‟ÀÉéÿµßẞﬁﬃ½İıK\u212aÅΣσςΆάЁёЙй"
    "\u0301\u0308\u0327\u1ab0\u1dc0\u20d0\ufe20"
    "ᎠᏣᎳᎩꭰꮳ\u13f8かが\u3099\u309aカガㇰ한국어각\u1100\u1161\u11a8ㄱ"
    "\U00010400\U00010428\U0001e900\U0001e922\U0001d504😀\U0001f1ef\U0001f1f5"
    "\ud800\udc00\udbff\udfff"
)
_ANY_CHARACTER = st.characters(exclude_categories=())  # surrogates included
_TEXTS = st.text(_ANY_CHARACTER, max_size=60) | st.text(
    st.sampled_from(_INTERESTING), max_size=60
)


@st.composite
def _prose(draw: st.DrawFn) -> str:
    """Long runs of ASCII with other characters between them, so that the native module's
    sixteen-at-a-time path meets them at every offset."""
    pieces = []
    for _ in range(draw(st.integers(1, 6))):
        pieces.append(draw(st.text(st.sampled_from("Ab Zz'@[`{.\n"), max_size=40)))
        pieces.append(draw(st.text(st.sampled_from(_INTERESTING) | _ANY_CHARACTER,
                                   max_size=3)))
    return "".join(pieces)


def _native_folder() -> object:
    assert _FOLD is not None
    return _FOLD.Folder(textfold._TABLE.__getitem__)


def _assert_same_fold(text: str) -> None:
    folder = _native_folder()
    expected = python_fold_text(text)
    folded, units = folder.fold_units(text)
    # ``==`` on str also compares the kind, so a str not in its narrowest kind would fail
    assert folded == expected.text == python_fold(text)
    assert units == expected.units
    assert folder.fold(text) == expected.text
    try:
        utf8 = text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: no document keeps such a text as UTF-8
        return
    # a document's text kept as UTF-8 is folded from its bytes, positions still in characters
    assert folder.fold_units(utf8) == (folded, units)
    assert folder.fold(utf8) == expected.text


@needs_native
@settings(max_examples=400)
@given(_TEXTS)
@example("Straße")
@example("e\u0301 \u0301")
@example("\ud83d\ude00")  # a surrogate pair as two code points stays two
@example("µ" + "A" * 40 + "ß")  # widened after a run of ASCII
def test_native_fold_is_the_python_fold_of_any_text(text: str) -> None:
    _assert_same_fold(text)


@needs_native
@settings(max_examples=examples(300))
@given(_prose())
def test_native_fold_is_the_python_fold_of_prose(text: str) -> None:
    _assert_same_fold(text)


@needs_native
@settings(max_examples=examples(300))
@given(st.binary(max_size=40) | st.builds(lambda t, b: t.encode("utf-8", "surrogatepass") + b,
                                           _TEXTS, st.binary(max_size=3)))
@example(b"\xed\xa0\x80")  # a surrogate, which UTF-8 never holds
@example(b"\xc0\xaf")  # an overlong "/"
@example(b"A" * 20 + b"\xf4\x90\x80\x80")  # past U+10FFFF, after a run of ASCII
@example("é".encode() * 9 + b"\xe2\x80")  # cut short
def test_native_fold_of_bytes_that_are_not_utf8_is_a_plain_error(data: bytes) -> None:
    folder = _native_folder()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        with pytest.raises(ValueError, match="not UTF-8"):
            folder.fold_units(data)
        return
    assert folder.fold_units(data) == folder.fold_units(text)


@needs_native
def test_native_fold_of_every_character_of_the_basic_plane_and_some_astral_ones() -> None:
    everything = "".join(chr(code) for code in (*range(0x10000), *range(0x10000, 0x1F700, 7)))
    _assert_same_fold(everything)
    _assert_same_fold(everything[::-1])


@needs_native
def test_the_module_folds_with_the_table_it_is_given() -> None:
    """The comparisons above could not pass by accident: a Folder asks its callable for
    each code point once, and writes what it says."""
    asked: Counter[int] = Counter()

    def fold_code(code: int) -> str:
        asked[code] += 1
        return {"é": "E", "ß": "<ss>", "\u0301": ""}.get(chr(code), chr(code))

    assert _FOLD is not None
    folder = _FOLD.Folder(fold_code)
    assert folder.fold_units("é ß e\u0301 é") == ("E <ss> e E", ((2, 4, 2, 1), (8, 0, 5, 1)))
    assert set(asked.values()) == {1}
    assert folder.fold("Ā") == "Ā"  # a table the module is given can keep capitals


@needs_native
def test_threads_folding_at_once_with_one_table_each_get_the_python_fold() -> None:
    """The table fills while other threads fold: each call to Python for a new code point
    lets another thread run (here it sleeps, so they surely do)."""
    assert _FOLD is not None

    def fold_code(code: int) -> str:
        time.sleep(0.0005)
        return textfold._TABLE[code]

    folder = _FOLD.Folder(fold_code)
    rng = random.Random(5)
    texts = ["".join(rng.choices(_INTERESTING, k=rng.randrange(300))) for _ in range(64)]
    with ThreadPoolExecutor(max_workers=4) as pool:
        folded = list(pool.map(folder.fold_units, texts))
    assert folded == [(f.text, f.units) for f in map(python_fold_text, texts)]


@needs_native
def test_a_failing_or_wrong_table_gives_a_plain_error() -> None:
    assert _FOLD is not None

    def broken(code: int) -> str:
        raise LookupError(f"no fold for {code}")

    with pytest.raises(LookupError, match="no fold for 233"):
        _FOLD.Folder(broken).fold("é")
    with pytest.raises(TypeError, match="must be a str"):
        _FOLD.Folder(lambda code: code).fold("é")
    with pytest.raises(TypeError, match="needs a str or its UTF-8 bytes"):
        _native_folder().fold(bytearray(b"bytes"))
    with pytest.raises(RuntimeError, match="not initialised"):
        _FOLD.Folder.__new__(_FOLD.Folder).fold("é")


_NEEDLES = st.text(st.sampled_from("abé Ā😀\ud800"), min_size=1, max_size=3)
_HAYSTACKS = st.lists(st.text(st.sampled_from("abé Ā😀\ud800"), max_size=80), max_size=6)


@needs_native
@settings(max_examples=300)
@given(_HAYSTACKS, _NEEDLES, st.booleans())
@example(["a" * 40], "aa", False)
@example(["x" * 31 + "lantern" + "x" * 17 + "lantern"], "lantern", False)
def test_native_find_all_is_the_python_find_all(texts: list[str], needle: str,
                                                overlapping: bool) -> None:
    assert _FOLD is not None
    assert _FOLD.find_all(texts, needle, overlapping) == python_find_all(
        texts, needle, overlapping)


@needs_native
@settings(max_examples=examples(200))
@given(st.lists(_prose(), max_size=4), st.sampled_from(["a", "ab", "b a", "zz", "'@", "ab'"]),
       st.booleans())
def test_native_find_all_is_the_python_find_all_in_long_texts(texts: list[str], needle: str,
                                                             overlapping: bool) -> None:
    assert _FOLD is not None
    texts = [python_fold(text) for text in texts]
    assert _FOLD.find_all(texts, needle, overlapping) == python_find_all(
        texts, needle, overlapping)


def test_find_all_refuses_an_empty_needle_on_both_paths() -> None:
    with pytest.raises(ValueError, match="not empty"):
        python_find_all(["a"], "", False)
    with pytest.raises(ValueError, match="not empty"):
        findall.find_all(["a"], "", False)


@needs_native
def test_native_find_all_takes_a_list_of_str_only() -> None:
    assert _FOLD is not None
    with pytest.raises(TypeError, match="list of str"):
        _FOLD.find_all(["a", b"a"], "a", False)


def test_search_uses_the_native_module_wherever_it_is_built() -> None:
    assert (native.MODULE is not None) == textfold.NATIVE
    assert (findall.find_all is python_find_all) == (native.MODULE is None)
    if os.environ.get("QUIRE_NO_NATIVE") != "1":
        assert (native.MODULE is None) == (_FOLD is None)


def test_the_native_module_is_built_where_it_is_required() -> None:
    """``make test`` sets ``QUIRE_REQUIRE_NATIVE=1``, so a machine where the install could
    not build the module (no compiler, no headers) fails here instead of passing slower."""
    if os.environ.get("QUIRE_REQUIRE_NATIVE") != "1":
        pytest.skip("QUIRE_REQUIRE_NATIVE=1 is not set")
    assert _FOLD is not None, (
        "assistant.world.search._fold is not built: install a C compiler and Python's headers "
        "(packaging/system-deps.sh), then `make venv` again"
    )
    assert textfold.NATIVE or os.environ.get("QUIRE_NO_NATIVE") == "1"


def test_quire_no_native_folds_and_finds_in_python() -> None:
    script = (
        "from assistant.world.search import findall, native, textfold\n"
        "assert native.MODULE is None and not textfold.NATIVE\n"
        "assert findall.find_all is findall.python_find_all\n"
        "folded = textfold.fold_text('Straße “Mára”')\n"
        "print(folded.text, folded.units)\n"
    )
    env = dict(os.environ, QUIRE_NO_NATIVE="1")
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == '''strasse "mara" ((4, 2, 4, 1),)'''


def test_fold_text_gives_the_same_folded_text_on_either_path() -> None:
    for text in ("Straße ist groß", "e\u0301te\u0301 ﬁn", "“Mára’s” ½", "plain"):
        assert textfold.fold_text(text) == python_fold_text(text)
        assert textfold.fold(text) == python_fold(text)
        assert isinstance(textfold.fold_text(text), FoldedText)
    assert fold_char("ß") == "ss"

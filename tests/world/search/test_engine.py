"""Search and mentions: options, Unicode folding, positions, snippets, trash, aliases."""

from __future__ import annotations

import copy
import pickle
import random
import re
import unicodedata
from dataclasses import asdict, replace
from itertools import pairwise
from unittest import mock

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from assistant.world.errors import (
    InvalidPatternError,
    SearchTimeoutError,
    UnknownNodeError,
    WorldError,
)
from assistant.world.model import (
    Document,
    Entity,
    Folder,
    FolderKind,
    FrozenMap,
    TrashEntry,
    World,
)
from assistant.world.search import engine as search_engine
from assistant.world.search.engine import (
    ELLIPSIS,
    MentionScanner,
    SearchHit,
    SearchOptions,
    make_snippet,
    mention_counts,
    mention_finder,
    mentions,
    search,
)
from assistant.world.search.textfold import fold, fold_char, fold_text
from assistant.world.storage.store import ProjectStore
from tests.paths import SAMPLE
from tests.tiers import examples
from tests.worlds import flat_world


def found(world: World, query: str, **options: bool) -> list[str]:
    """The original text of every hit, document by document."""
    hits = search(world, query, SearchOptions(**options))
    return [world.documents[h.doc_id].text[h.start:h.end] for h in hits]


# -- folding ---------------------------------------------------------------------------------


def test_fold_ignores_case_accents_and_typographic_quotes() -> None:
    assert fold("Mára") == "mara"
    assert fold("MARA") == "mara"
    assert fold("Ma\u0301ra") == "mara"  # decomposed accent
    assert fold("don’t “Ça”") == "don't \"ca\""
    assert fold("Straße") == "strasse"
    assert fold("ﬁne") == "fine"


def test_fold_keeps_letters_whose_marks_belong_to_them() -> None:
    # Kana voicing and Hangul syllables are letters, not accents: they stay whole.
    assert fold("が") == "が"
    assert fold("각") == "각"


@given(st.text(max_size=40))
def test_fold_of_a_text_is_the_fold_of_each_character(text: str) -> None:
    assert fold(text) == "".join(fold_char(ch) for ch in text)
    assert fold_text(text).text == fold(text)


@given(st.text(alphabet=st.characters(max_codepoint=255) | st.sampled_from("‘’“”"),
               max_size=40))
def test_fold_of_european_prose_is_the_fold_of_each_character(text: str) -> None:
    folded = fold_text(text)
    assert folded.text == fold(text) == "".join(fold_char(ch) for ch in text)
    assert folded.original_span(0, len(folded.text)) == (0, len(text))


def test_fold_of_every_latin1_letter_with_and_without_irregular_ones() -> None:
    # the capital Q in the text is a letter, not the table's mark of an irregular letter
    regular = "".join(chr(code) for code in range(256) if len(fold_char(chr(code))) == 1)
    for text in (regular, regular + "ß", "Quiet Q, ÀQ’s “µ”", "QUIET"):
        folded = fold_text(text)
        assert folded.text == "".join(fold_char(ch) for ch in text)
        assert folded.original_span(0, len(folded.text)) == (0, len(text))


def test_fold_survives_lone_surrogates() -> None:
    text = "caf\udce9 Mára"
    assert fold(text) == "caf\udce9 mara"
    assert fold_text(text).original_span(10, 14) == (10, 14)


@pytest.mark.parametrize(
    "text",
    ["Straße ist groß", "e\u0301te\u0301 ﬁn", "plain ascii", "İstanbul ß ẞ", "a\u0301\u0302b"],
)
def test_folded_spans_map_back_to_whole_original_characters(text: str) -> None:
    folded = fold_text(text)
    assert folded.text == fold(text)
    for start in range(len(folded.text) + 1):
        for end in range(start, len(folded.text) + 1):
            ostart, oend = folded.original_span(start, end)
            assert 0 <= ostart <= oend <= len(text)
            # Folding the original span gives back at least the folded span.
            assert folded.text[start:end] in fold(text[ostart:oend])


@given(st.text(alphabet="aAeEsSßẞﬁİ\u0301\u0302 ’é.x", max_size=30), st.data())
def test_every_hit_maps_to_original_text_that_folds_to_the_query(text: str, data: st.DataObject
                                                                   ) -> None:
    folded = fold(text)
    if not folded:
        return
    start = data.draw(st.integers(0, len(folded) - 1))
    end = data.draw(st.integers(start + 1, len(folded)))
    query = folded[start:end]
    world = flat_world(Document("d-1", "One", text))
    hits = search(world, query)
    assert hits
    for hit in hits:  # a space in the query stands for any run of whitespace
        assert " ".join(query.split()) in " ".join(fold(text[hit.start:hit.end]).split())


_LINES = st.text(alphabet="ab AB\n\t’é.", max_size=60)


@given(st.lists(_LINES, min_size=1, max_size=3), st.sampled_from(["a", "ab", "b a", "é", "’"]),
       st.booleans(), st.booleans(), st.randoms(use_true_random=False))
def test_hits_read_in_any_order_equal_hits_made_whole(
    texts: list[str], query: str, whole_word: bool, case_sensitive: bool, rng: random.Random
) -> None:
    """A search makes a hit's snippet, highlight, line and path only when read; whatever the
    order they are read in, the hits equal (and hash, print, copy as) ones made whole."""
    world = flat_world(*(Document(f"d-{i}", f"Scene {i}", t) for i, t in enumerate(texts)))
    options = SearchOptions(case_sensitive=case_sensitive, whole_word=whole_word)
    hits = search(world, query, options)
    whole = []
    for hit in hits:
        text = world.documents[hit.doc_id].text
        snippet, highlight = make_snippet(text, hit.start, hit.end)
        whole.append(SearchHit(hit.doc_id, hit.title, hit.start, hit.end, snippet,
                               text.count("\n", 0, hit.start) + 1, highlight,
                               world.path_titles(hit.doc_id)))
    order = list(range(len(hits)))
    rng.shuffle(order)
    for i in order:  # lines and snippets read out of order, one field at a time
        name = rng.choice(["line", "snippet", "highlight", "path"])
        assert getattr(hits[i], name) == getattr(whole[i], name)
    assert hits == whole
    fresh = search(world, query, options)  # made() makes what a hit would make when read
    assert all({"line", "snippet", "highlight", "path"} <= set(vars(hit.made()))
               for hit in fresh)
    assert fresh == whole
    assert [hash(hit) for hit in hits] == [hash(hit) for hit in whole]
    assert [repr(hit) for hit in hits] == [repr(hit) for hit in whole]


def test_a_hit_read_only_after_copying_or_pickling_is_whole() -> None:
    text = "first line\nthe salt is here\nand more salt"
    world = flat_world(Document("d-1", "One", text))
    for copied in (copy.copy, copy.deepcopy, lambda h: pickle.loads(pickle.dumps(h)),
                   lambda h: replace(h, title="One")):
        hit = search(world, "salt")[1]
        other = copied(hit)
        assert "_source" not in vars(other)  # the copy holds its fields, not the text
        assert (other.line, other.snippet, other.highlight) == (3, "and more salt", (9, 13))
        assert other == hit and asdict(other) == asdict(hit)


@given(st.text(alphabet="ab AB_1é\n’", max_size=40),
       st.sampled_from(["a", "ab", "B", "_", "é", "aa", "aba"]), st.booleans(), st.booleans())
def test_a_one_word_query_finds_what_its_regular_expression_finds(
    text: str, query: str, whole_word: bool, case_sensitive: bool
) -> None:
    """A query without spaces is found with ``str.find``: the same hits as the escaped query
    read as a regular expression."""
    world = flat_world(Document("d-1", "One", text))
    plain = search(world, query, SearchOptions(case_sensitive=case_sensitive,
                                               whole_word=whole_word))
    pattern = search(world, re.escape(query), SearchOptions(
        case_sensitive=case_sensitive, whole_word=whole_word, regex=True))
    assert [(h.start, h.end) for h in plain] == [(h.start, h.end) for h in pattern]


def test_a_search_over_many_batches_of_documents_finds_every_hit_in_reading_order() -> None:
    """A one-word query is looked for in batches of documents at once: every hit is found,
    in reading order, as the query read as a regular expression finds them, and a limit
    stops early."""
    rng = random.Random(17)
    words = ["Lantern", "lanterns", "LANTERN’s", "Straße", "lantern_x", "the", "é", "Lantérn"]
    docs = [
        Document(f"d-{i}", f"Doc {i}", " ".join(rng.choices(words, k=rng.randrange(12))))
        for i in range(700)
    ]
    world = flat_world(*docs)
    for options in (SearchOptions(), SearchOptions(whole_word=True),
                    SearchOptions(case_sensitive=True)):
        hits = search(world, "lantern", options)
        as_regex = search(world, "lantern", replace(options, regex=True))
        assert [(h.doc_id, h.start, h.end) for h in hits] == [
            (h.doc_id, h.start, h.end) for h in as_regex]
        assert len({h.doc_id for h in hits}) > 300  # far past the first batch of 256
        assert search(world, "lantern", options, limit=5) == hits[:5]


# -- plain search ----------------------------------------------------------------------------


def test_a_space_in_a_phrase_matches_a_line_break_and_any_run_of_whitespace() -> None:
    text = (
        "the well-known Anna Pávlovna Schérer. Anna\nPávlovna had a cough.\n"
        "Anna  \t Pávlovna meditated. AnnaPávlovna is not a phrase.\nAnna\r\nPávlovna."
    )
    world = flat_world(Document("d-1", "Book One", text))
    assert found(world, "anna pavlovna") == [
        "Anna Pávlovna", "Anna\nPávlovna", "Anna  \t Pávlovna", "Anna\r\nPávlovna"
    ]
    assert found(world, "Anna Pávlovna", case_sensitive=True) == found(world, "anna pavlovna")
    assert found(world, "anna pavlovna schérer", whole_word=True) == ["Anna Pávlovna Schérer"]
    assert found(world, "anna\npavlovna") == found(world, "anna pavlovna")


def test_a_hit_over_two_lines_shows_both_on_one_snippet_line() -> None:
    text = "It was July. The speaker was Anna\nPávlovna Schérer, maid of honor.\nNext."
    [hit] = search(flat_world(Document("d-1", "One", text)), "anna pavlovna")
    assert hit.line == 1
    assert hit.snippet == "It was July. The speaker was Anna Pávlovna Schérer, maid of honor."
    start, end = hit.highlight
    assert hit.snippet[start:end] == "Anna Pávlovna"


def test_hits_name_the_documents_path_in_the_tree() -> None:
    one = Document("d-1", "Chapter 1", "salt")
    two = Document("d-2", "Chapter 1", "salt")
    world = World(
        documents=FrozenMap({one.id: one, two.id: two}),
        folders=FrozenMap({
            "f-1": Folder("f-1", "Book One", FolderKind.PART, ("d-1",)),
            "f-2": Folder("f-2", "Book Two", FolderKind.PART, ("d-2",)),
        }),
        root=("f-1", "f-2"),
    )
    hits = search(world, "salt")
    assert [hit.path for hit in hits] == [("Book One", "Chapter 1"), ("Book Two", "Chapter 1")]
    assert [hit.where for hit in hits] == ["Book One › Chapter 1", "Book Two › Chapter 1"]


def test_hits_are_whole_search_hits_and_paths_of_trashed_folders_start_there() -> None:
    from dataclasses import fields

    docs = {f"d-{i}": Document(f"d-{i}", f"Scene {i}", "salt and salt") for i in range(4)}
    world = World(
        documents=FrozenMap(docs),
        folders=FrozenMap({
            "f-1": Folder("f-1", "Book One", FolderKind.PART, ("f-2", "d-0")),
            "f-2": Folder("f-2", "Chapter", FolderKind.FOLDER, ("d-1", "d-2")),
            "f-3": Folder("f-3", "Old Drafts", FolderKind.FOLDER, ("d-3",)),
        }),
        root=("f-1",),
        trash=(TrashEntry("f-3", None, 1),),
    )
    hits = search(world, "salt", SearchOptions(include_trash=True))
    assert [f.name for f in fields(SearchHit)] == [
        "doc_id", "title", "start", "end", "snippet", "line", "highlight", "path"
    ]
    assert hits[0] == SearchHit(
        "d-1", "Scene 1", 0, 4, "salt and salt", 1, (0, 4), ("Book One", "Chapter", "Scene 1")
    )
    assert [hit.path for hit in hits[::2]] == [
        ("Book One", "Chapter", "Scene 1"),
        ("Book One", "Chapter", "Scene 2"),
        ("Book One", "Scene 0"),
        ("Old Drafts", "Scene 3"),
    ]
    assert [hit.path for hit in hits[::2]] == [world.path_titles(hit.doc_id) for hit in hits[::2]]


def test_a_mention_split_over_two_lines_is_found() -> None:
    anna = Entity("e-1", "Anna Pávlovna")
    world = flat_world(Document("d-1", "One", "said Anna\nPávlovna, and Anna Pávlovna"),
                       entities=(anna,))
    assert len(mentions(world, "e-1")) == 2


def test_default_search_ignores_case_and_accents() -> None:
    doc = Document("d-1", "One", "Mára came. MARA left. mara slept. Ma\u0301ra woke.")
    assert found(flat_world(doc), "mara") == ["Mára", "MARA", "mara", "Ma\u0301ra"]
    assert found(flat_world(doc), "MÁRA") == ["Mára", "MARA", "mara", "Ma\u0301ra"]


def test_positions_are_positions_in_the_original_text() -> None:
    text = "Ça va. Straße, Strasse. The e\u0301te\u0301 was “hot”. Mára!"
    world = flat_world(Document("d-1", "One", text))
    hits = search(world, "strasse")
    assert [text[h.start:h.end] for h in hits] == ["Straße", "Strasse"]
    hit = search(world, "mara")[0]
    assert (hit.start, hit.end) == (text.index("Mára"), text.index("Mára") + 4)
    # A decomposed accent after the hit belongs to the hit.
    assert found(world, "ete") == ["e\u0301te\u0301"]
    assert found(world, '"hot"') == ["“hot”"]


def test_case_sensitive_matches_exactly_as_typed() -> None:
    doc = Document("d-1", "One", "Mara, MARA, mara and Mára.")
    world = flat_world(doc)
    assert found(world, "Mara", case_sensitive=True) == ["Mara"]
    assert found(world, "Mára", case_sensitive=True) == ["Mára"]
    assert found(world, "mara", case_sensitive=True) == ["mara"]


def test_whole_word() -> None:
    doc = Document("d-1", "One", "Samara and Mara; mara's boat. Maras. Mára.")
    world = flat_world(doc)
    assert found(world, "mara") == ["mara", "Mara", "mara", "Mara", "Mára"]
    assert found(world, "mara", whole_word=True) == ["Mara", "mara", "Mára"]
    assert found(world, "Mara", whole_word=True, case_sensitive=True) == ["Mara"]


def test_empty_query_finds_nothing() -> None:
    world = flat_world(Document("d-1", "One", "text"))
    assert search(world, "") == []
    assert search(world, "\u0301") == []  # folds to nothing


def test_overlapping_occurrences_are_found_once_each_from_the_left() -> None:
    world = flat_world(Document("d-1", "One", "aaaa"))
    assert [(h.start, h.end) for h in search(world, "aa")] == [(0, 2), (2, 4)]


# -- regular expressions ---------------------------------------------------------------------


def test_regex_is_folded_and_ignores_case_by_default() -> None:
    doc = Document("d-1", "One", "Mára met Mark. MARA met Mia.")
    world = flat_world(doc)
    assert found(world, r"m\w+a", regex=True) == ["Mára", "MARA", "Mia"]
    assert found(world, r"Mára|Mark", regex=True) == ["Mára", "Mark", "MARA"]
    assert found(world, r"M\w+", regex=True, case_sensitive=True) == ["Mára", "Mark", "MARA", "Mia"]
    assert found(world, r"[a-z]ark", regex=True, case_sensitive=True) == []


def test_regex_capitals_and_escaped_accents_ignore_case_too() -> None:
    doc = Document("d-1", "One", "Éa ea EA 9a")
    world = flat_world(doc)
    assert found(world, r"[A-Z]a", regex=True) == ["Éa", "ea", "EA"]
    assert found(world, r"\éa", regex=True) == ["Éa", "ea", "EA"]
    assert found(world, r"\Wea", regex=True) == [" ea", " EA"]


def test_regex_whole_word_and_lines() -> None:
    doc = Document("d-1", "One", "cat catalog\nbobcat cat\n")
    world = flat_world(doc)
    assert found(world, r"cat\w*", regex=True, whole_word=True) == ["cat", "catalog", "cat"]
    hits = search(world, r"^\w+", SearchOptions(regex=True))
    assert [(h.line, doc.text[h.start:h.end]) for h in hits] == [(1, "cat"), (2, "bobcat")]


def test_regex_skips_empty_matches() -> None:
    world = flat_world(Document("d-1", "One", "xx y"))
    assert found(world, "x*", regex=True) == ["xx"]


def test_a_runaway_regex_stops_at_the_time_limit() -> None:
    world = flat_world(Document("d-1", "One", "a" * 40 + "!"))
    with pytest.raises(SearchTimeoutError, match=r"longer than 0\.2 s"):
        search(world, r"(a|aa)+$", SearchOptions(regex=True, time_limit=0.2))
    # the same pattern on a text where it cannot run away
    assert found(world, r"(a|aa)+!", regex=True) == ["a" * 40 + "!"]


def test_bad_regex_is_an_invalid_pattern_error_with_the_reason() -> None:
    world = flat_world(Document("d-1", "One", "text"))
    with pytest.raises(InvalidPatternError, match="missing \\)") as caught:
        search(world, "(unclosed", SearchOptions(regex=True))
    assert isinstance(caught.value, WorldError)
    with pytest.raises(InvalidPatternError):
        search(world, "[", SearchOptions(regex=True, whole_word=True))
    # The same text is fine as a plain search.
    assert search(world, "(unclosed") == []


# -- results ---------------------------------------------------------------------------------


def test_hits_carry_id_title_line_and_reading_order() -> None:
    first = Document("d-2", "First", "no hit\nsecond line has Mara\nMara again")
    second = Document("d-1", "Second", "Mara")
    folder = Folder("f-1", "Part", FolderKind.PART, ("d-1",))
    world = World(
        documents=FrozenMap({"d-1": second, "d-2": first}),
        folders=FrozenMap({"f-1": folder}),
        root=("d-2", "f-1"),
    )
    hits = search(world, "mara")
    assert [(h.doc_id, h.title, h.line) for h in hits] == [
        ("d-2", "First", 2),
        ("d-2", "First", 3),
        ("d-1", "Second", 1),
    ]


def test_limit() -> None:
    world = flat_world(Document("d-1", "One", "a a a"), Document("d-2", "Two", "a a"))
    assert len(search(world, "a")) == 5
    assert len(search(world, "a", limit=3)) == 3
    assert search(world, "a", limit=0) == []


def test_snippet_is_one_trimmed_line_with_the_hit_highlighted() -> None:
    before = "word " * 30
    after = " word" * 30
    text = f"first line\n{before}Mára{after}\nlast line"
    world = flat_world(Document("d-1", "One", text))
    (hit,) = search(world, "mara")
    assert "\n" not in hit.snippet
    assert hit.snippet.startswith(ELLIPSIS) and hit.snippet.endswith(ELLIPSIS)
    assert hit.snippet[hit.highlight[0]:hit.highlight[1]] == "Mára"
    assert len(hit.snippet) < 120
    # Trimmed at word boundaries: no half words next to the ellipses.
    assert hit.snippet[1:5] == "word" and hit.snippet[-5:-1] == "word"


def test_snippet_of_a_short_line_is_the_whole_line_without_ellipses() -> None:
    text = "  Indented Mára here.  \nnext"
    world = flat_world(Document("d-1", "One", text))
    (hit,) = search(world, "mara")
    assert hit.snippet == "Indented Mára here."
    assert hit.snippet[hit.highlight[0]:hit.highlight[1]] == "Mára"


def test_snippet_of_a_hit_across_lines_shows_the_lines_it_spans_on_one_line() -> None:
    snippet, (start, end) = make_snippet("one two\nthree\nfour", 4, 13)
    assert snippet == "one two three"
    assert snippet[start:end] == "two three"
    long_hit = "a\n" * 200
    snippet, (start, end) = make_snippet(long_hit, 0, len(long_hit))
    assert snippet.endswith(ELLIPSIS) and len(snippet) <= 121


def test_trash_is_excluded_unless_asked() -> None:
    live = Document("d-1", "Live", "Mara lives")
    gone = Document("d-2", "Gone", "Mara was trashed")
    world = flat_world(live, trash=(gone,))
    assert [h.doc_id for h in search(world, "mara")] == ["d-1"]
    hits = search(world, "mara", SearchOptions(include_trash=True))
    assert [h.doc_id for h in hits] == ["d-1", "d-2"]


def test_documents_inside_a_trashed_folder_are_trash_too() -> None:
    inner = Document("d-2", "Inner", "Mara inside")
    folder = Folder("f-1", "Old", FolderKind.FOLDER, ("d-2",))
    world = World(
        documents=FrozenMap({"d-1": Document("d-1", "Live", "Mara"), "d-2": inner}),
        folders=FrozenMap({"f-1": folder}),
        root=("d-1",),
        trash=(TrashEntry("f-1", None, 1),),
    )
    assert [h.doc_id for h in search(world, "mara")] == ["d-1"]
    hits = search(world, "mara", SearchOptions(include_trash=True))
    assert [h.doc_id for h in hits] == ["d-1", "d-2"]


# -- mentions --------------------------------------------------------------------------------


MARA = Entity("e-1", "Mára Vell", aliases=("Mara", "the ferrywoman", "Vell"))


def test_mentions_find_name_and_aliases_as_whole_words() -> None:
    text = "Mára Vell rowed. The ferrywoman sang. Samara is far. MARA! Vellum. Vell."
    world = flat_world(Document("d-1", "One", text), entities=(MARA,))
    hits = mentions(world, "e-1")
    assert [text[h.start:h.end] for h in hits] == [
        "Mára Vell", "The ferrywoman", "MARA", "Vell",
    ]
    assert all(h.doc_id == "d-1" and h.line == 1 for h in hits)


def test_mentions_prefer_the_longest_name_and_never_overlap() -> None:
    entity = Entity("e-1", "Mara", aliases=("Mara Vell", "Vell"))
    text = "Mara Vell and Vell and Mara"
    world = flat_world(Document("d-1", "One", text), entities=(entity,))
    spans = [(h.start, h.end) for h in mentions(world, "e-1")]
    assert [text[s:e] for s, e in spans] == ["Mara Vell", "Vell", "Mara"]
    assert all(e1 <= s2 for (_, e1), (s2, _) in pairwise(spans))


def test_capitalised_names_are_not_mentioned_by_lower_case_words() -> None:
    will = Entity("e-1", "Will", aliases=("the smith",))
    text = "Will said he will come. WILL! The smith nodded."
    world = flat_world(Document("d-1", "One", text), entities=(will,))
    assert [text[h.start:h.end] for h in mentions(world, "e-1")] == [
        "Will", "WILL", "The smith",
    ]


def test_a_lower_case_alias_counts_the_lower_case_words_too() -> None:
    level = Entity("e-1", "The Old Eye", aliases=("the old eye",))
    text = "The Old Eye was his. He lifted the old eye to the staff."
    world = flat_world(Document("d-1", "One", text), entities=(level,))
    assert [text[h.start:h.end] for h in mentions(world, "e-1")] == [
        "The Old Eye", "the old eye",
    ]


def test_mentions_skip_trash_follow_reading_order_and_limit() -> None:
    docs = (Document("d-2", "A", "Mara"), Document("d-1", "B", "Mara and Mara"))
    world = flat_world(*docs, trash=(Document("d-3", "C", "Mara"),), entities=(MARA,))
    assert [h.doc_id for h in mentions(world, "e-1")] == ["d-2", "d-1", "d-1"]
    assert len(mentions(world, "e-1", limit=2)) == 2


def test_mentions_of_an_unknown_entity() -> None:
    with pytest.raises(UnknownNodeError):
        mentions(flat_world(), "e-missing")


def test_mentions_a_multiword_alias_after_a_rejected_hit() -> None:
    entity = Entity("e-1", "b c", aliases=("c",))
    text = "ab c"
    world = flat_world(Document("d-1", "One", text), entities=(entity,))
    assert [text[h.start:h.end] for h in mentions(world, "e-1")] == ["c"]


def test_nfc_and_nfd_documents_give_the_same_hits() -> None:
    text = "Éloïse et Mára à l’école."
    nfd = unicodedata.normalize("NFD", text)
    assert nfd != text
    for body in (text, nfd):
        world = flat_world(Document("d-1", "One", body))
        assert [body[h.start:h.end] for h in search(world, "eloise")] == [body.split(" ")[0]]
        assert [body[h.start:h.end] for h in search(world, "l'ecole.")] == [body.split(" ")[-1]]


def per_entity(entities: list[Entity], doc: Document) -> dict[str, list[tuple[int, int]]]:
    """Each entity's mentions as its own finder scans for them, one entity at a time."""
    found = {e.id: list(mention_finder(e)(doc)) for e in entities}
    return {entity_id: spans for entity_id, spans in found.items() if spans}


@pytest.mark.parametrize("few", [0, 40])
def test_the_scanner_finds_what_each_entitys_finder_finds_in_the_sample(few: int) -> None:
    world = ProjectStore(SAMPLE).load()
    entities = world.live_entities()
    docs = world.documents_in_order()
    with mock.patch.object(search_engine, "_FEW_NAMES", few):
        scanner = MentionScanner(entities)
        scanned = [scanner.spans(doc) for doc in docs]
    assert sum(map(len, scanned)) > 50
    for doc, spans in zip(docs, scanned, strict=True):
        assert list(spans.items()) == list(per_entity(entities, doc).items())


_NAME_WORDS = st.sampled_from(["ash", "Ash", "ASH", "dell", "Dell", "the", "The", "a", "b",
                               "Mára", "mara", "'ash", "-dell", "ash-dell", "Ash's"])
_NAMES = st.lists(_NAME_WORDS, min_size=1, max_size=3).map(" ".join)
_PROSE = st.lists(
    _NAME_WORDS | st.sampled_from([" ", "  ", "\n", ", ", ". ", "’", "x", "ashdell", "AshDell"]),
    max_size=40,
).map("".join)


@settings(max_examples=examples(300))
@given(st.lists(st.tuples(_NAMES, st.lists(_NAMES, max_size=2)), min_size=1, max_size=4),
       _PROSE)
@example([("b a", ["a a"])], "b a a a")  # "a a" resumes past its hit inside "b a", not at 4
@example([("Will Will", [])], "will will Will Will")  # a refused hit moves the name on too
@pytest.mark.parametrize("few", [0, 40])  # a document listed word by word, or searched
def test_the_scanner_finds_what_each_entitys_finder_finds(
    few: int, named: list[tuple[str, list[str]]], text: str
) -> None:
    # names sharing words and first words, capitals and lower-case aliases, names that start
    # with no word, a name inside another's, hits refused for want of a capital
    entities = [Entity(f"e-{n}", name, aliases=tuple(aliases))
                for n, (name, aliases) in enumerate(named)]  # fmt: skip
    doc = Document("d-1", "One", text)
    with mock.patch.object(search_engine, "_FEW_NAMES", few):
        scanned = MentionScanner(entities).spans(doc)
    assert list(scanned.items()) == list(per_entity(entities, doc).items())


def test_mention_counts_agree_with_mentions_in_every_document_and_a_chosen_few() -> None:
    world = ProjectStore(SAMPLE).load()
    expected = {e.id: len(mentions(world, e.id)) for e in world.live_entities()}
    assert dict(mention_counts(world)) == {k: v for k, v in expected.items() if v}
    few = world.documents_in_order()[2:4]
    expected = {e.id: len(mentions(world, e.id, documents=few)) for e in world.live_entities()}
    assert dict(mention_counts(world, few)) == {k: v for k, v in expected.items() if v}


def test_mention_counts_agree_with_mentions_where_a_name_overlaps_its_own_hit() -> None:
    # "a a" is found inside "b a" and resumes past it: counted once with the mention, as
    # the list of mentions lists it (it had been counted again at the third "a")
    world = flat_world(Document("d-1", "One", "b a a a"),
                       entities=(Entity("e-1", "b a", aliases=("a a",)),))  # fmt: skip
    assert len(mentions(world, "e-1")) == 1
    assert dict(mention_counts(world)) == {"e-1": 1}

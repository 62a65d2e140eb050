"""The paragraph merge: each side's own changes are taken, shared ones once, clashes kept."""

from __future__ import annotations

from assistant.world.merge.paragraphs import Choice, Conflict, Origin, merge_paragraphs

BASE = "The bridge held.\n\nMára crossed at dawn.\n\nThe river was high.\n"


def test_changes_to_different_paragraphs_are_both_taken() -> None:
    ours = BASE.replace("held", "groaned")
    theirs = BASE.replace("high", "brown and high")
    merge = merge_paragraphs(BASE, ours, theirs)
    assert merge.clean
    assert merge.text() == (
        "The bridge groaned.\n\nMára crossed at dawn.\n\nThe river was brown and high.\n"
    )


def test_the_same_change_on_both_sides_is_taken_once() -> None:
    both = BASE.replace("dawn", "dusk")
    merge = merge_paragraphs(BASE, both + "Added here.\n", both)
    assert merge.clean
    assert merge.text().count("dusk") == 1
    assert merge.text().endswith("Added here.\n")


def test_different_changes_to_one_paragraph_are_a_conflict_keeping_both() -> None:
    merge = merge_paragraphs(BASE, BASE.replace("dawn", "dusk"), BASE.replace("dawn", "noon"))
    assert merge.conflicts == (
        Conflict(
            ("Mára crossed at dawn.",), ("Mára crossed at dusk.",), ("Mára crossed at noon.",)
        ),
    )
    unresolved = merge.text()
    assert "dusk" in unresolved and "noon" in unresolved
    assert "noon" not in merge.text([Choice.OURS])
    assert "dusk" not in merge.text([Choice.THEIRS])
    assert merge.text(["Mára crossed at night."]) == BASE.replace("dawn", "night")


def test_a_side_that_changed_nothing_gives_the_other_side_exactly() -> None:
    theirs = "A whole new text,\r\nwith its own line ends"
    merge = merge_paragraphs(BASE, BASE, theirs)
    assert merge.text() == theirs
    assert merge.pieces[0].origin is Origin.THEIRS  # type: ignore[union-attr]


def test_insertions_at_the_same_place_are_a_conflict() -> None:
    merge = merge_paragraphs("a\nb", "a\nb\nc", "a\nb\nd")
    assert not merge.clean
    assert merge.text() == "a\nb\nc\nd"


def test_a_paragraph_both_sides_added_beside_different_ones_is_taken_once() -> None:
    merge = merge_paragraphs("a\nz", "a\nshared\nmine\nz", "a\nshared\ntheirs\nz")
    assert merge.text().count("shared") == 1
    assert merge.conflicts == (Conflict((), ("mine",), ("theirs",)),)
    assert merge.text([Choice.THEIRS]) == "a\nshared\ntheirs\nz"


def test_a_clash_split_by_a_shared_paragraph_is_two_conflicts() -> None:
    merge = merge_paragraphs("a\nb\nz", "a\nX\nshared\nY\nz", "a\nP\nshared\nQ\nz")
    assert merge.conflicts == (
        Conflict(("b",), ("X",), ("P",)),
        Conflict((), ("Y",), ("Q",)),
    )
    assert merge.text() == "a\nX\nP\nshared\nY\nQ\nz"
    assert merge.text([Choice.OURS, Choice.THEIRS]) == "a\nX\nshared\nQ\nz"


def test_a_paragraph_both_sides_put_in_one_place_between_different_blank_lines_is_there_once() -> (
    None
):
    merge = merge_paragraphs("A\n\nB\n", "A\nS\n\n", "A\n\nS\n")
    assert merge.clean
    assert merge.text().count("S") == 1


def test_sides_that_differ_only_in_blank_lines_do_not_clash() -> None:
    merge = merge_paragraphs("A\n\nB", "A\n\n\nB", "A\nB")
    assert merge.clean
    assert merge.text() == "A\n\n\nB"


def test_both_sides_kept_stay_two_paragraphs_in_a_text_spaced_by_blank_lines() -> None:
    merge = merge_paragraphs(BASE, BASE.replace("dawn", "dusk"), BASE.replace("dawn", "noon"))
    assert merge.text([Choice.BOTH]) == (
        "The bridge held.\n\nMára crossed at dusk.\n\nMára crossed at noon.\n\n"
        "The river was high.\n"
    )


def test_both_sides_kept_in_a_text_of_plain_lines_add_no_blank_line() -> None:
    merge = merge_paragraphs("a\nb\nc", "a\nB\nc", "a\nX\nc")
    assert merge.text([Choice.BOTH]) == "a\nB\nX\nc"

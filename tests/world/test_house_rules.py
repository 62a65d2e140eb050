"""A project's house rules file: the rules counted as a writer would count them, read safely
(no link out of the project, no fifo, no huge file, bad bytes and line ends tolerated) and
written atomically."""

from __future__ import annotations

import os
import shutil

import pytest

from assistant.world.house_rules import (
    HOUSE_RULES_FILE,
    MAX_SENT_CHARS,
    HouseRules,
    parse_rules,
    read_house_rules,
    split_comments,
    write_house_rules,
)
from assistant.world.project import Project
from assistant.world.storage import atomic
from tests.paths import SAMPLE


def test_list_items_are_rules_and_their_continuations_belong_to_them():
    text = """# House rules

<!-- one rule per item; the assistant and its reviewer read them -->

- British spelling: grey, colour.
- Part One is final:
  change nothing in it.
* Mára always with the accent.
1. Never change dialogue.

Some closing words that are not a rule.
"""
    assert parse_rules(text) == (
        "British spelling: grey, colour.",
        "Part One is final: change nothing in it.",
        "Mára always with the accent.",
        "Never change dialogue.",
    )


def test_without_a_list_each_paragraph_is_a_rule():
    assert parse_rules("# Rules\n\nKeep it British.\nAlways.\n\nPart One is final.\n") == (
        "Keep it British. Always.",
        "Part One is final.",
    )
    assert parse_rules("") == () and parse_rules("# Only a heading\n<!-- and a note -->") == ()


def test_the_sample_project_keeps_rules_that_exercise_the_features():
    rules = read_house_rules(SAMPLE)
    assert rules.exists and rules.count >= 3
    joined = " ".join(rules.rules)
    assert "Part One is final" in joined and "British spelling" in joined
    # and the sample still opens as a project: the file is not taken for a document
    assert Project.open(SAMPLE, lock=False).world.documents


def test_no_file_means_no_rules(tmp_path):
    rules = read_house_rules(tmp_path)
    assert rules == HouseRules() and rules.count == 0 and rules.sent_text == ""


def test_writing_is_atomic_and_reading_tolerates_bad_bytes_and_line_ends(tmp_path):
    path = write_house_rules(tmp_path, "- One\r\n- Two")
    assert path.read_bytes() == b"- One\n- Two\n"
    path.write_bytes(b"\xef\xbb\xbf- Caf\xe9 \xff\r\n- Two\r- Three\x00\n")
    rules = read_house_rules(tmp_path)
    assert rules.rules == ("Caf\ufffd \ufffd", "Two", "Three")
    assert not [p for p in tmp_path.iterdir() if atomic.is_temp_name(p.name)]


def test_a_failed_write_leaves_the_old_rules(tmp_path, monkeypatch):
    write_house_rules(tmp_path, "- Old rule")

    def full_disk(fd, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic, "write_all", full_disk)
    with pytest.raises(OSError):
        write_house_rules(tmp_path, "- New rule")
    assert read_house_rules(tmp_path).rules == ("Old rule",)
    assert [p.name for p in tmp_path.iterdir()] == [HOUSE_RULES_FILE]


def test_a_link_out_of_the_project_is_never_read(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("- my private notes\n", encoding="utf-8")
    root = tmp_path / "project"
    root.mkdir()
    os.symlink(secret, root / HOUSE_RULES_FILE)
    rules = read_house_rules(root)
    assert rules.exists and rules.problem and rules.sent_text == ""
    # Writing replaces the link with a file of its own; the target is untouched.
    write_house_rules(root, "- Mine\n")
    assert secret.read_text(encoding="utf-8") == "- my private notes\n"
    assert not (root / HOUSE_RULES_FILE).is_symlink()


def test_a_link_inside_the_project_is_read(tmp_path):
    (tmp_path / "notes").mkdir()
    (tmp_path / "notes" / "rules.md").write_text("- Keep it short\n", encoding="utf-8")
    os.symlink(tmp_path / "notes" / "rules.md", tmp_path / HOUSE_RULES_FILE)
    assert read_house_rules(tmp_path).rules == ("Keep it short",)


def test_a_fifo_or_a_folder_is_reported_not_opened(tmp_path):
    os.mkfifo(tmp_path / HOUSE_RULES_FILE)
    rules = read_house_rules(tmp_path)  # would block forever if it were opened for reading
    assert rules.problem and rules.count == 0
    os.unlink(tmp_path / HOUSE_RULES_FILE)
    (tmp_path / HOUSE_RULES_FILE).mkdir()
    assert read_house_rules(tmp_path).problem


def test_a_huge_file_is_not_read_and_a_long_one_is_cut(tmp_path):
    (tmp_path / HOUSE_RULES_FILE).write_bytes(b"- x\n" * 400_000)
    assert read_house_rules(tmp_path).problem
    long_rules = "".join(f"- Rule number {n}: keep the voice of the narrator.\n"
                         for n in range(600))  # fmt: skip
    write_house_rules(tmp_path, long_rules)
    rules = read_house_rules(tmp_path)
    assert rules.count == 600 and rules.is_cut
    assert len(rules.sent_text) <= MAX_SENT_CHARS and rules.sent_text.endswith("narrator.")


def test_the_sample_copy_keeps_its_rules(tmp_path):
    root = tmp_path / "copy"
    shutil.copytree(SAMPLE, root)
    assert read_house_rules(root).rules == read_house_rules(SAMPLE).rules


def test_comments_are_set_aside_and_put_back_where_they_stood():
    text = (
        "# Rules\n\n<!-- One rule per item.\nSay it plainly. -->\n\n- Grey, not gray.\n"
        "<!-- about dialogue -->\n- Leave dialogue alone.\n- Feet, not metres. <!-- inline -->\n"
    )
    split = split_comments(text)
    assert split.text == (
        "# Rules\n\n- Grey, not gray.\n- Leave dialogue alone.\n"
        "- Feet, not metres. <!-- inline -->\n"
    )
    assert split.hints == ("One rule per item. Say it plainly.", "about dialogue")
    template = split_comments("<!-- One rule per line. For example:\n- Grey.\n- Part One. -->\n")
    assert template.hints == ("One rule per line. For example:\n- Grey.\n- Part One.",)
    assert split.joined(split.text) == text  # nothing edited: the very same file
    edited = split.text.replace("- Grey", "- New first rule.\n- Grey")
    assert split.joined(edited) == text.replace("- Grey", "- New first rule.\n- Grey")
    assert parse_rules(split.text) == parse_rules(text)

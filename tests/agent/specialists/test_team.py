"""Specialist files: the built-ins written out and read back, a file replacing a built-in or
adding one, and files that cannot be used reported without losing the others (bad bytes,
huge, a link out of the project, a fifo, no name, no instructions, a name used twice)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from assistant.agent.specialists.team import (
    BUILT_IN,
    LINE_EDITOR,
    MAX_FILE_BYTES,
    SpecialistFileError,
    load_team,
    name_key,
    parse,
    specialists_folder,
    to_text,
    write_built_ins,
)
from assistant.agent.tools.read import READ_TOOLS
from assistant.agent.tools.write import WRITE_TOOL_NAMES, WRITE_TOOLS, WriteGroup


def test_each_group_gives_exactly_the_write_tools_that_declare_it() -> None:
    for group in WriteGroup:
        text = f"---\nname: {group.value} only\ntools: {group.value}\n---\nWork.\n"
        specialist, _warning = parse(text)
        declared = {tool.name for tool in WRITE_TOOLS if tool.group is group}
        assert declared, group
        assert specialist.tool_names == declared, group
    together = {tool.name for tool in WRITE_TOOLS if tool.group in set(WriteGroup)}
    assert together == WRITE_TOOL_NAMES


def test_the_built_ins_cover_what_the_issue_asks() -> None:
    continuity, line, archivist = BUILT_IN
    read = {tool.name for tool in READ_TOOLS} | {"summarise_document"}
    assert continuity.tool_names is not None
    assert not continuity.tool_names & WRITE_TOOL_NAMES and read <= continuity.tool_names
    assert line.tool_names & WRITE_TOOL_NAMES == {"replace_text", "insert_text", "append_text"}
    assert line.one_document
    assert archivist.tool_names & WRITE_TOOL_NAMES == {
        "create_entity", "rename_entity", "add_alias", "set_entity_field", "set_entity_notes"
    }  # fmt: skip
    assert all(not s.unknown_tools() for s in BUILT_IN)


def test_without_a_folder_the_team_is_the_built_ins(tmp_path: Path) -> None:
    team = load_team(tmp_path)
    assert team.names == ("Continuity editor", "Line editor", "Archivist")
    assert team.get("the ARCHIVIST").name == "Archivist" and team.get("nobody") is None
    assert load_team(None).names == team.names and not team.problems


def test_written_built_ins_read_back_the_same_and_can_be_edited(tmp_path: Path) -> None:
    written = write_built_ins(tmp_path)
    assert [p.name for p in written] == ["continuity-editor.md", "line-editor.md",
                                         "archivist.md"]  # fmt: skip
    assert write_built_ins(tmp_path) == []  # never overwrites the writer's files
    team = load_team(tmp_path)
    for built_in, loaded in zip(BUILT_IN, team.members, strict=True):
        assert loaded.instructions == built_in.instructions
        assert loaded.tools == built_in.tools and loaded.one_document == built_in.one_document
        assert loaded.source.startswith("specialists/")
    path = tmp_path / "specialists" / "line-editor.md"
    path.write_text(path.read_text(encoding="utf-8").replace(
        "Tighten the prose", "Cut adverbs"), encoding="utf-8")  # fmt: skip
    assert "Cut adverbs" in load_team(tmp_path).get("Line editor").instructions


def test_a_project_adds_its_own_specialist(tmp_path: Path) -> None:
    folder = specialists_folder(tmp_path)
    folder.mkdir()
    (folder / "dialogue-coach.md").write_text(
        "---\nname: Dialogue coach\ndescription: makes talk sound like talk\n"
        "tools: read, replace_text, bogus_tool\nmodel: small-model\n---\nListen to voices.\n",
        encoding="utf-8",
    )
    team = load_team(tmp_path)
    coach = team.get("dialogue coach")
    assert team.names[-1] == "Dialogue coach" and len(team.members) == 4
    assert coach.model == "small-model" and coach.allows("replace_text")
    assert coach.allows("get_outline") and not coach.allows("trash_node")
    (problem,) = team.problems
    assert "bogus_tool" in problem.reason and problem.file == "specialists/dialogue-coach.md"


def test_a_file_without_a_header_takes_its_name_from_the_file(tmp_path: Path) -> None:
    folder = specialists_folder(tmp_path)
    folder.mkdir()
    (folder / "plot_doctor.txt").write_text("Find holes in the plot.\r\n", encoding="utf-8")
    doctor = load_team(tmp_path).get("Plot doctor")
    assert doctor.instructions == "Find holes in the plot." and doctor.tools == ("read",)


@pytest.mark.parametrize(
    ("name", "content", "reason"),
    [
        ("bytes.md", b"---\nname: X\n---\n\xff\xfe\xfa", "not UTF-8"),
        ("huge.md", b"---\nname: Huge\n---\n" + b"a" * (MAX_FILE_BYTES + 1), "too large"),
        ("open.md", b"---\nname: Open\nno end\n", "no closing ---"),
        ("empty.md", b"---\nname: Empty\n---\n\n", "no instructions"),
        ("long.md", b"---\nname: " + b"N" * 80 + b"\n---\nx", "longer than"),
        ("odd.md", b"---\njust words\n---\nx", "not 'key: value'"),
    ],
)
def test_a_file_that_cannot_be_used_is_reported_and_the_rest_load(
    tmp_path: Path, name: str, content: bytes, reason: str
) -> None:
    folder = specialists_folder(tmp_path)
    folder.mkdir()
    (folder / name).write_bytes(content)
    (folder / "zz-good.md").write_text("---\nname: Good one\n---\nBe good.\n", encoding="utf-8")
    team = load_team(tmp_path)
    assert team.get("Good one") is not None and len(team.members) == 4
    assert [p.file for p in team.problems] == [f"specialists/{name}"]
    assert reason in team.problems[0].reason


def test_links_out_of_the_project_and_fifos_are_never_read(tmp_path: Path) -> None:
    secret = tmp_path / "outside.md"
    secret.write_text("---\nname: Leak\n---\nsecret words\n", encoding="utf-8")
    project = tmp_path / "project"
    folder = specialists_folder(project)
    folder.mkdir(parents=True)
    (folder / "leak.md").symlink_to(secret)
    os.mkfifo(folder / "pipe.md")
    team = load_team(project)
    assert team.get("Leak") is None and len(team.members) == 3
    assert {p.file for p in team.problems} == {"specialists/leak.md", "specialists/pipe.md"}


def test_a_name_used_twice_keeps_the_first_file(tmp_path: Path) -> None:
    folder = specialists_folder(tmp_path)
    folder.mkdir()
    (folder / "a.md").write_text("---\nname: Archivist\n---\nFirst.\n", encoding="utf-8")
    (folder / "b.md").write_text("---\nname: the archivist\n---\nSecond.\n", encoding="utf-8")
    team = load_team(tmp_path)
    assert team.get("Archivist").instructions == "First." and len(team.members) == 3
    assert "names it already" in team.problems[0].reason


def test_a_folder_that_is_a_file_is_a_problem_not_a_crash(tmp_path: Path) -> None:
    (tmp_path / "specialists").write_text("oops", encoding="utf-8")
    team = load_team(tmp_path)
    assert team.names == tuple(s.name for s in BUILT_IN) and team.problems


def test_parse_and_text_round_trip() -> None:
    parsed, warning = parse(to_text(LINE_EDITOR))
    assert parsed.name == LINE_EDITOR.name and not warning
    with pytest.raises(SpecialistFileError):
        parse("---\n---\nno name anywhere")
    assert name_key("  The   Line Editor ") == "line editor"


def test_names_hide_no_control_or_direction_characters(tmp_path: Path) -> None:
    folder = specialists_folder(tmp_path)
    folder.mkdir()
    (folder / "sneaky.md").write_text(
        "---\nname: Arch\u202eivist\x1b[31m\ndescription: a\u200bb\tc\n---\nHi.\n",
        encoding="utf-8",
    )
    sneaky = next(m for m in load_team(tmp_path).members if m.source)
    assert sneaky.name == "Archivist[31m" and sneaky.description == "ab c"


def test_at_most_forty_files_are_read(tmp_path: Path) -> None:
    folder = specialists_folder(tmp_path)
    folder.mkdir()
    for number in range(45):
        (folder / f"s{number:02}.md").write_text(f"---\nname: S{number}\n---\nx\n",
                                                 encoding="utf-8")  # fmt: skip
    team = load_team(tmp_path)
    assert len(team.members) == 3 + 40 and len(team.problems) == 5

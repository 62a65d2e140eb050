"""Project settings (statuses, targets, word list, what the project requires of the
assistant) and the writing log: edits, storage."""

from __future__ import annotations

import datetime
import json
import random
from dataclasses import replace
from pathlib import Path

import pytest

from assistant.world.edits import SetDocumentAttribute, SetProjectSetting
from assistant.world.errors import InvalidValueError
from assistant.world.model import Document, count_words
from assistant.world.progress import (
    Progress,
    range_word_delta,
    record_writing,
    word_delta,
)
from assistant.world.project_settings import (
    DEFAULT_STATUSES,
    ProjectSettings,
    Status,
    WritingLog,
)
from assistant.world.storage.store import MANIFEST, ProjectStore
from tests.world.storage.storage_worlds import rich_world, with_document


def _custom(world):
    settings = ProjectSettings(
        statuses=(Status("outline", "#123456"), Status("first draft", "#abcdef")),
        project_target=90_000,
        session_target=1_000,
        word_list=("Aldmoor", "Mára’s", "Quirelight"),
    )
    log = WritingLog().add("2024-06-10", 512).add("2024-06-11", -40)
    world = replace(world, settings=settings, writing_log=log)
    doc = replace(world.documents["d-0000000001"], target=2500)
    return with_document(world, doc)


def test_settings_and_log_round_trip(tmp_path: Path) -> None:
    world = _custom(rich_world())
    ProjectStore.create(tmp_path / "p", world.meta, world)
    store = ProjectStore(tmp_path / "p")
    loaded = store.load()
    assert store.problems == ()
    assert loaded == world
    assert loaded.settings.statuses[1] == Status("first draft", "#abcdef")
    assert loaded.writing_log.words_on("2024-06-11") == -40
    assert loaded.documents["d-0000000001"].target == 2500
    # saving the loaded world again writes nothing
    assert store.save(loaded).written == ()


def test_a_project_without_settings_keeps_its_files_as_they_were(tmp_path: Path) -> None:
    world = rich_world()
    ProjectStore.create(tmp_path / "p", world.meta, world)
    manifest = (tmp_path / "p" / MANIFEST).read_text(encoding="utf-8")
    for key in ("statuses", "targets", "word_list", "writing_log"):
        assert f'"{key}"' not in manifest
    assert "target:" not in (tmp_path / "p/documents/the-bridge-d-0000000001.md").read_text()
    assert ProjectStore(tmp_path / "p").load().settings.statuses == DEFAULT_STATUSES


def test_one_more_day_changes_one_line_of_the_manifest(tmp_path: Path) -> None:
    world = _custom(rich_world())
    store = ProjectStore.create(tmp_path / "p", world.meta, world)
    before = (tmp_path / "p" / MANIFEST).read_text(encoding="utf-8").splitlines()
    store.save(record_writing(world, datetime.date(2024, 6, 12), 300))
    after = (tmp_path / "p" / MANIFEST).read_text(encoding="utf-8").splitlines()
    assert set(after) - set(before) == {'    ["2024-06-11", -40],', '    ["2024-06-12", 300]'}


def test_damaged_settings_are_reported_and_the_rest_kept(tmp_path: Path) -> None:
    world = _custom(rich_world())
    ProjectStore.create(tmp_path / "p", world.meta, world)
    path = tmp_path / "p" / MANIFEST
    data = json.loads(path.read_text(encoding="utf-8"))
    data["statuses"].append({"name": "first draft", "color": "#000000"})  # twice
    data["statuses"].append({"name": "bad", "color": "red"})
    data["targets"] = {"project": -5, "session": 700}
    data["word_list"] = ["fine", "two words", 7, "fine"]
    data["writing_log"] = [["2024-06-10", 5], ["2024-13-01", 3], ["2024-06-10", 1], "x"]
    path.write_text(json.dumps(data), encoding="utf-8")
    store = ProjectStore(tmp_path / "p")
    loaded = store.load()
    reasons = " | ".join(p.reason for p in store.problems)
    assert "two statuses are called 'first draft'" in reasons
    assert "#rrggbb" in reasons
    assert "targets: project" in reasons
    assert "two words" in reasons
    assert "listed more than once" in reasons
    assert [s.name for s in loaded.settings.statuses] == ["outline", "first draft"]
    assert (loaded.settings.project_target, loaded.settings.session_target) == (0, 700)
    assert loaded.settings.word_list == ("fine",)
    assert loaded.writing_log.days == (("2024-06-10", 5),)
    assert loaded.documents["d-0000000003"].title  # the manuscript is all there


def test_a_bad_target_in_front_matter_is_read_as_none(tmp_path: Path) -> None:
    world = _custom(rich_world())
    ProjectStore.create(tmp_path / "p", world.meta, world)
    path = tmp_path / "p/documents/the-bridge-d-0000000001.md"
    path.write_text(path.read_text(encoding="utf-8").replace("target: 2500", "target: many"))
    store = ProjectStore(tmp_path / "p")
    assert store.load().documents["d-0000000001"].target == 0
    assert any("'target' must be a whole number" in p.reason for p in store.problems)


def test_what_the_project_requires_of_the_assistant_is_kept_in_the_manifest(
    tmp_path: Path,
) -> None:
    world = rich_world()
    world, _ = SetProjectSetting("least_approval", "Every").apply(world)
    world, _ = SetProjectSetting("always_review", True).apply(world)
    assert (world.settings.least_approval, world.settings.always_review) == ("every", True)
    ProjectStore.create(tmp_path / "p", world.meta, world)
    manifest = (tmp_path / "p" / MANIFEST).read_text(encoding="utf-8")
    assert '  "assistant": {"least_approval": "every", "always_review": true},\n' in manifest
    store = ProjectStore(tmp_path / "p")
    assert store.load() == world and store.problems == ()
    # A project that requires nothing says nothing about it.
    plain = rich_world()
    ProjectStore.create(tmp_path / "q", plain.meta, plain)
    assert '"assistant"' not in (tmp_path / "q" / MANIFEST).read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("written", "least", "review", "reason"),
    [
        ({"least_approval": "sometimes"}, "every", False,
         "assistant: least_approval cannot be 'sometimes'; the strictest is required until it "
         "is set again"),
        ({"least_approval": "risky", "always_review": "yes"}, "risky", True,
         "assistant: always_review cannot be 'yes'"),
        ("every", "every", True, "assistant: assistant cannot be 'every'"),
        ({"least_approval": " RISKY "}, "risky", False, None),
    ],
)  # fmt: skip
def test_a_requirement_that_cannot_be_read_is_taken_at_its_strictest(
    tmp_path: Path, written: object, least: str, review: bool, reason: str | None
) -> None:
    """A slip in a hand-edited manifest never loosens what the project requires: what
    cannot be read is taken at its strictest, and said."""
    world = rich_world()
    ProjectStore.create(tmp_path / "p", world.meta, world)
    path = tmp_path / "p" / MANIFEST
    data = json.loads(path.read_text(encoding="utf-8"))
    data["assistant"] = written
    path.write_text(json.dumps(data), encoding="utf-8")
    store = ProjectStore(tmp_path / "p")
    settings = store.load().settings
    assert (settings.least_approval, settings.always_review) == (least, review)
    reasons = [p.reason for p in store.problems]
    assert reasons == [] if reason is None else reason in reasons[0] and len(reasons) == 1


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("least_approval", "sometimes"),
        ("least_approval", 3),
        ("always_review", "yes"),
        ("statuses", (Status("a", "#000000"), Status("a", "#111111"))),
        ("statuses", (Status(" padded", "#000000"),)),
        ("statuses", "draft"),
        ("project_target", -1),
        ("session_target", True),
        ("project_target", 10**12),
        ("word_list", ("two words",)),
        ("word_list", "word"),
        ("nonsense", 1),
    ],
)
def test_bad_settings_are_refused(name: str, value: object) -> None:
    with pytest.raises(InvalidValueError):
        SetProjectSetting(name, value).apply(rich_world())


def test_setting_edits_undo_exactly() -> None:
    world = rich_world()
    for edit in (
        SetProjectSetting("statuses", (Status("idea", "#ffffff"),)),
        SetProjectSetting("word_list", ("Zed", "Aldmoor", "Zed")),
        SetProjectSetting("project_target", 80_000),
        SetDocumentAttribute("d-0000000001", "target", 3000),
    ):
        after, inverse = edit.apply(world)
        assert after != world
        assert inverse.apply(after)[0] == world
    after, _ = SetProjectSetting("word_list", ("Zed", "Aldmoor", "Zed")).apply(world)
    assert after.settings.word_list == ("Aldmoor", "Zed")
    with pytest.raises(InvalidValueError):
        SetDocumentAttribute("d-0000000001", "target", "lots").apply(world)


# -- counting words -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "start", "end", "new", "delta"),
    [
        ("one two", 7, 7, " three", 1),
        ("one two", 7, 7, "s", 0),  # a word grows
        ("one two", 3, 4, "", -1),  # two words become one
        ("onetwo", 3, 3, " ", 1),  # a word split in two
        ("don't stop", 3, 3, "", 0),
        ("a b c d", 0, 7, "", -4),
        ("Mára’s way", 4, 6, "", 0),
        ("", 0, 0, "Hello, world — again.", 3),
        ("foo. x", 4, 4, "bar", 0),  # "foo.bar" is one word, as "3.14" is
        ("well known", 4, 5, "-", -1),
        ("x\ny", 2, 2, "# ", 0),  # a heading's mark is not a word
        ("x\n#Title", 3, 3, " ", 0),
        ("x\n y", 2, 2, "#", 0),
        ("- milk", 0, 2, "", 0),
        ("Oui--non", 3, 4, "", -1),  # "--" stands for a dash, "-" does not
        ("雨が降る", 1, 1, "は", 1),
    ],
)
def test_range_word_delta(text: str, start: int, end: int, new: str, delta: int) -> None:
    assert range_word_delta(text, start, end, new) == delta


def test_range_word_delta_agrees_with_counting_the_whole_text() -> None:
    pieces = ["word", " ", "\n", "-", "--", "#", "# ", "> ", "1. ", "*", ".", "雨", "—", "](x)"]
    rng = random.Random(33)
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        start = rng.randint(0, len(text))
        end = rng.randint(start, len(text))
        new = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 3)))
        after = text[:start] + new + text[end:]
        expected = count_words(after) - count_words(text)
        assert range_word_delta(text, start, end, new) == expected, (text, start, end, new)


def test_word_delta_of_other_edits_compares_documents() -> None:
    world = rich_world()
    edit = SetProjectSetting("project_target", 5)
    after, _ = edit.apply(world)
    assert word_delta(world, edit, after) == 0
    from assistant.world.edits import SetText

    edit = SetText("d-0000000001", "One two three four five.")
    after, _ = edit.apply(world)
    before_words = world.documents["d-0000000001"].word_count
    assert word_delta(world, edit, after) == 5 - before_words


def test_writing_log_keeps_days_in_order_and_fills_gaps() -> None:
    log = WritingLog().add("2024-06-12", 10).add("2024-06-10", 5).add("2024-06-12", -3)
    assert log.days == (("2024-06-10", 5), ("2024-06-12", 7))
    days = log.last_days(datetime.date(2024, 6, 12), 3)
    assert days == [
        (datetime.date(2024, 6, 10), 5),
        (datetime.date(2024, 6, 11), 0),
        (datetime.date(2024, 6, 12), 7),
    ]
    with pytest.raises(ValueError):
        log.add("yesterday", 4)


def test_progress() -> None:
    assert Progress(500, 1000).fraction == 0.5
    assert Progress(1500, 1000).fraction == 1.0 and Progress(1500, 1000).reached
    assert Progress(10, 0).fraction == 0.0 and not Progress(10, 0).reached
    assert Document("d-1", "x", target=3).target == 3


def test_statuses_an_import_brings_are_added_with_colours_of_their_own() -> None:
    from assistant.world.project_settings import statuses_with

    statuses = statuses_with(["draft", "To Do", "First Draft", "To Do", " padded", "a\nb"])
    names = [s.name for s in statuses]
    assert names == ["idea", "draft", "revised", "final", "To Do", "First Draft"]
    colors = [s.color for s in statuses]
    assert len(set(colors)) == len(colors)


def test_an_imported_projects_statuses_are_the_projects(tmp_path: Path) -> None:
    from assistant.world.importer.draft import Draft, DraftDocument, draft_world
    from assistant.world.importer.report import SourceKind

    draft = Draft(title="Book", kind=SourceKind.NOVELWRITER)
    draft.root.append(DraftDocument(id="d-0000000001", title="One", text="x", status="Done"))
    world = draft_world(draft)
    assert world.settings.status("Done") is not None
    assert world.settings.status("draft") is not None

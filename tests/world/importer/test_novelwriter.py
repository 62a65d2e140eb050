"""Importing a novelWriter project: its tree, titles, statuses, labels, markup and tags."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.world.errors import FormatError
from assistant.world.importer import SkipReason, SourceKind, detect_source, import_project
from assistant.world.importer.nwmarkup import convert
from assistant.world.links import resolve
from assistant.world.model import DocumentKind, EntityKind
from assistant.world.problems import ProblemKind
from assistant.world.storage.store import ProjectStore
from tests.world.importer.vault_fixture import outline, write

NWX = """<?xml version='1.0' encoding='utf-8'?>
<novelWriterXML appVersion="2.5" hexVersion="0x020500f0" fileVersion="1.5" fileRevision="4">
  <project id="x" saveCount="1" autoCount="1" editTime="1">
    <name>The Salt Road</name>
    <author>A. Writer</author>
  </project>
  <settings>
    <language>nb_NO</language>
    <status>
      <entry key="s1" count="1" red="0" green="0" blue="0">New</entry>
      <entry key="s2" count="1" red="0" green="0" blue="0">1st Draft</entry>
    </status>
    <importance>
      <entry key="i1" count="1" red="0" green="0" blue="0">None</entry>
      <entry key="i2" count="1" red="0" green="0" blue="0">Main</entry>
    </importance>
  </settings>
  <content items="9">
    <item handle="0000000000001" parent="None" root="0000000000001" order="0" type="ROOT"
          class="NOVEL"><meta expanded="yes" /><name status="s1" import="i1">Novel</name></item>
    <item handle="000000000000a" parent="0000000000001" root="0000000000001" order="1"
          type="FILE" class="NOVEL" layout="DOCUMENT">
      <meta heading="H2" wordCount="5" /><name status="s2" import="i1" active="yes">Crossing</name>
    </item>
    <item handle="000000000000b" parent="000000000000a" root="0000000000001" order="0"
          type="FILE" class="NOVEL" layout="DOCUMENT">
      <meta heading="H3" wordCount="9" /><name status="s1" import="i1" active="no">At Night</name>
    </item>
    <item handle="000000000000c" parent="0000000000001" root="0000000000001" order="0"
          type="FILE" class="NOVEL" layout="DOCUMENT">
      <meta heading="H1" /><name status="s1" import="i1" active="yes">Title Page</name>
    </item>
    <item handle="0000000000002" parent="None" root="0000000000002" order="1" type="ROOT"
          class="CHARACTER"><name status="s1" import="i1">Characters</name></item>
    <item handle="000000000000d" parent="0000000000002" root="0000000000002" order="0"
          type="FILE" class="CHARACTER" layout="NOTE">
      <name status="s1" import="i2" active="yes">The Vells</name>
    </item>
    <item handle="0000000000003" parent="None" root="0000000000003" order="2" type="ROOT"
          class="WORLD"><name status="s1" import="i1">Locations</name></item>
    <item handle="000000000000e" parent="0000000000003" root="0000000000003" order="0"
          type="FILE" class="WORLD" layout="NOTE">
      <name status="s1" import="i1" active="yes">Saltmarsh</name>
    </item>
    <item handle="0000000000004" parent="None" root="0000000000004" order="3" type="ROOT"
          class="TRASH"><name status="s1" import="i1">Trash</name></item>
    <item handle="000000000000f" parent="0000000000004" root="0000000000004" order="0"
          type="FILE" class="TRASH" layout="DOCUMENT">
      <name status="s1" import="i1" active="yes">Cut Scene</name>
    </item>
  </content>
</novelWriterXML>
"""

CROSSING = """%%~name: Crossing
%%~path: 0000000000001/000000000000a
%%~kind: NOVEL/DOCUMENT
##! Crossing

%Synopsis: Mara reaches the marsh.

Mara came [b]at last[/b] to the [i]marsh[/i].[footnote:fn1]

% A note to self: check the tide tables.

%Footnote.fn1: The marsh floods at spring tide.
"""
NIGHT = """### At Night

@pov: Mara
@char: Mara, Bob
@location: Marsh

It was dark.[br]
Very dark. [vspace:2] [u]Cold[/u] and [m]wet[/m], 10[sup]th[/sup] night.
"""
VELLS = """# Mara Vell

@tag: Mara | Mara Vell
@location: Marsh

%Short: The ferrywoman.

Mara keeps the ferry.

# Robert Vell

@tag: Bob

Her brother.
"""
MARSH = "# Saltmarsh\n\n@tag: Marsh\n\nA town on stilts.\n"


@pytest.fixture
def nw_project(tmp_path: Path) -> Path:
    return make_nw_project(tmp_path)


def make_nw_project(base: Path) -> Path:
    """A small novelWriter project in ``base``: a novel, a title page, notes, a trashed scene."""
    root = base / "Salt Road"
    write(root, "nwProject.nwx", NWX)
    write(root, "content/000000000000a.nwd", CROSSING)
    write(root, "content/000000000000b.nwd", NIGHT)
    write(root, "content/000000000000c.nwd", "#! The Salt Road\n\n>> By A. Writer <<\n")
    write(root, "content/000000000000d.nwd", VELLS)
    write(root, "content/000000000000e.nwd", MARSH)
    write(root, "content/000000000000f.nwd", "### Cut Scene\n\nGone.\n")
    write(root, "content/0000000000099.nwd", "an orphan file no item names")
    write(root, "meta/index.json", "{}")
    write(root, "images/map.png", b"\x89PNG map")
    write(root, "notebook.rst", "Research notes in reStructuredText.\n")
    return root


def test_a_novelwriter_project_is_recognised_and_its_tree_kept(
    nw_project: Path, tmp_path: Path
) -> None:
    assert detect_source(nw_project) is SourceKind.NOVELWRITER
    assert detect_source(nw_project / "nwProject.nwx") is SourceKind.NOVELWRITER
    report = import_project(nw_project, tmp_path / "p")
    store = ProjectStore(tmp_path / "p")
    world = store.load()
    assert store.problems == ()
    assert report.source is SourceKind.NOVELWRITER
    assert (world.meta.title, world.meta.author, world.meta.language) == (
        "The Salt Road", "A. Writer", "nb"
    )
    assert outline(world) == ["Novel", "  Title Page", "  Crossing", "    Crossing",
                              "    At Night"]
    crossing = world.find_documents_by_title("Crossing")[0]
    night = world.find_documents_by_title("At Night")[0]
    assert (crossing.kind, crossing.status) == (DocumentKind.CHAPTER, "1st Draft")
    assert (night.kind, night.status) == (DocumentKind.SCENE, "New")
    assert world.find_documents_by_title("Title Page")[0].kind is DocumentKind.TEXT
    cut = [d for d in world.documents.values() if d.title == "Cut Scene"]
    assert len(cut) == 1 and world.is_trashed(cut[0].id) and report.trashed == 1


def test_markup_is_converted_and_comments_kept_as_comments(
    nw_project: Path, tmp_path: Path
) -> None:
    import_project(nw_project, tmp_path / "p")
    world = ProjectStore(tmp_path / "p").load()
    crossing = world.find_documents_by_title("Crossing")[0]
    assert crossing.synopsis == "Mara reaches the marsh."
    assert crossing.text == (
        "## Crossing\n\nMara came **at last** to the _marsh_.[^fn1]\n\n"
        "<!-- A note to self: check the tide tables. -->\n\n"
        "[^fn1]: The marsh floods at spring tide.\n"
    )
    night = world.find_documents_by_title("At Night")[0].text
    assert "@pov" not in night
    assert "It was dark.<br>" in night
    assert "<!-- vspace:2 --> <u>Cold</u> and <mark>wet</mark>, 10<sup>th</sup>" in night
    assert world.find_documents_by_title("Title Page")[0].text.startswith("# The Salt Road")


def test_tags_become_entities_and_scene_tags_link_to_them(nw_project: Path, tmp_path: Path) -> None:
    report = import_project(nw_project, tmp_path / "p")
    world = ProjectStore(tmp_path / "p").load()
    mara = world.find_entities_by_name("Mara Vell")[0]
    assert (mara.kind, mara.aliases) == (EntityKind.CHARACTER, ("Mara",))
    assert mara.field_value("short") == "The ferrywoman."
    assert mara.field_value("importance") == "Main"
    assert mara.field_value("locations") == "[[Saltmarsh]]"
    bob = world.find_entities_by_name("Bob")[0]
    assert bob.name == "Robert Vell" and "Her brother." in bob.notes
    marsh = world.find_entities_by_name("Marsh")[0]
    assert (marsh.name, marsh.kind) == ("Saltmarsh", EntityKind.PLACE)
    night = world.find_documents_by_title("At Night")[0]
    assert night.field_value("pov") == "[[Mara Vell]]"
    assert night.field_value("characters") == "[[Mara Vell]], [[Robert Vell]]"
    assert night.field_value("locations") == "[[Saltmarsh]]"
    assert night.field_value("manuscript") == "excluded"
    assert resolve(world, "Mara Vell") == mara.id
    assert dict(report.entities) == {"character": 2, "place": 1}


def test_other_files_are_copied_and_leftovers_reported(nw_project: Path, tmp_path: Path) -> None:
    report = import_project(nw_project, tmp_path / "p")
    assert set(report.attachments) == {"images/map.png", "notebook.rst"}
    assert (tmp_path / "p" / "attachments" / "notebook.rst").read_text() == (
        "Research notes in reStructuredText.\n"
    )
    reasons = {item.path: item.reason for item in report.skipped}
    assert reasons == {
        "meta": SkipReason.APP_SETTINGS,
        "content/0000000000099.nwd": SkipReason.UNSUPPORTED,
    }


def test_a_project_file_with_a_doctype_is_refused(tmp_path: Path) -> None:
    bomb = '<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol">]>\n<novelWriterXML/>'
    write(tmp_path / "bomb", "nwProject.nwx", bomb)
    with pytest.raises(FormatError, match="document type"):
        import_project(tmp_path / "bomb", tmp_path / "p")


def test_convert_keeps_escaped_codes_and_plain_text() -> None:
    converted = convert("Plain \\[b] text.\n%~ ignored words\n")
    assert converted.text == "Plain \\[b] text.\n<!-- ignored words -->\n"


# -- staying inside the project folder (#31 item 6) ------------------------------------------


def _with_item(handle: str) -> str:
    """The project file with one more novel document, whose handle is ``handle``."""
    item = (
        f'<item handle="{handle}" parent="0000000000001" root="0000000000001" order="9" '
        'type="FILE" class="NOVEL" layout="DOCUMENT"><meta heading="H3" />'
        '<name status="s1" import="i1" active="yes">Planted</name></item>\n  </content>'
    )
    return NWX.replace("</content>", item, 1)


def _all_text(root: Path) -> str:
    return "".join(
        p.read_text(encoding="utf-8", errors="replace") for p in root.rglob("*") if p.is_file()
    )


@pytest.mark.parametrize("handle", ["../../outside/secret", "../../../outside/secret"])
def test_a_handle_that_climbs_out_reads_nothing_outside(
    nw_project: Path, tmp_path: Path, handle: str
) -> None:
    """The item's handle names its file; ``../..`` in it once read a ``.nwd`` file from
    elsewhere on the disk into the new project: ``content/HANDLE.nwd``, and in the old
    layout ``data_H/ANDLE_main.nwd`` (here ``data_.`` planted, so ``data_./../..``)."""
    write(tmp_path / "outside", "secret.nwd", "PLANTED SECRET from outside the project\n")
    write(tmp_path / "outside", "secret_main.nwd", "PLANTED SECRET, old layout\n")
    (nw_project / "data_.").mkdir()
    write(nw_project, "nwProject.nwx", _with_item(handle))
    report = import_project(nw_project, tmp_path / "p")
    assert "PLANTED SECRET" not in _all_text(tmp_path / "p")
    world = ProjectStore(tmp_path / "p").load()
    assert [d.text for d in world.find_documents_by_title("Planted")] == [""]
    assert len(world.find_documents_by_title("At Night")) == 1  # the rest came in
    problems = [p for p in report.problems if p.kind is ProblemKind.NOT_AN_ITEM_ID]
    assert [(p.path, p.problem.values) for p in problems] == [
        ("nwProject.nwx", {"name": "Planted", "id": handle})
    ]
    assert problems[0].reason == (
        f"“Planted” has the id “{handle}”, which names no file in the project; imported empty"
    )


def test_a_content_folder_linked_elsewhere_is_not_read_through(
    nw_project: Path, tmp_path: Path
) -> None:
    """A well-formed handle, but ``content`` is a link to a folder outside the project."""
    elsewhere = tmp_path / "elsewhere"
    write(elsewhere, "000000000000a.nwd", "PLANTED SECRET through a linked folder\n")
    for path in (nw_project / "content").iterdir():
        path.unlink()
    (nw_project / "content").rmdir()
    (nw_project / "content").symlink_to(elsewhere, target_is_directory=True)
    report = import_project(nw_project, tmp_path / "p")
    assert "PLANTED SECRET" not in _all_text(tmp_path / "p")
    left_out = {s.path: s.reason for s in report.skipped}
    assert left_out["content/000000000000a.nwd"] is SkipReason.LINK_OUTSIDE


# -- no unhandled recursion (#31 item 13) -------------------------------------------------------


def _chain(count: int, *, loop: bool = False) -> str:
    """A project file whose novel root holds folders nested ``count`` deep, a document at
    the bottom; with ``loop``, two more items that are each other's parent, and one that is
    its own."""
    items = [
        '<item handle="0000000000001" parent="None" root="0000000000001" order="0" '
        'type="ROOT" class="NOVEL"><name>Novel</name></item>'
    ]
    parent = "0000000000001"
    for level in range(count):
        handle = f"{level + 0x100000:013x}"
        items.append(f'<item handle="{handle}" parent="{parent}" root="0000000000001" '
                     f'order="0" type="FOLDER" class="NOVEL"><name>Level {level}</name></item>')
        parent = handle
    items.append(f'<item handle="00000000000ff" parent="{parent}" root="0000000000001" '
                 'order="0" type="FILE" class="NOVEL" layout="DOCUMENT">'
                 '<name>The deepest</name></item>')
    if loop:
        items += [
            '<item handle="00000000000a1" parent="00000000000a2" root="0000000000001" '
            'order="0" type="FILE" class="NOVEL"><name>Loop A</name></item>',
            '<item handle="00000000000a2" parent="00000000000a1" root="0000000000001" '
            'order="1" type="FILE" class="NOVEL"><name>Loop B</name></item>',
            '<item handle="00000000000a3" parent="00000000000a3" root="0000000000001" '
            'order="2" type="FILE" class="NOVEL"><name>Own parent</name></item>',
        ]
    return ("<?xml version='1.0' encoding='utf-8'?><novelWriterXML><project><name>Deep</name>"
            "</project><content>" + "".join(items) + "</content></novelWriterXML>")


def test_a_tree_nested_5000_deep_comes_in_with_a_named_problem(tmp_path: Path) -> None:
    """Parents 5,000 deep once raised RecursionError; now the document comes in, in the
    deepest folder a project allows, and the report says so."""
    root = tmp_path / "deep"
    write(root, "nwProject.nwx", _chain(5000))
    write(root, "content/00000000000ff.nwd", "At the bottom.\n")
    report = import_project(root, tmp_path / "p")
    world = ProjectStore(tmp_path / "p").load()
    assert max(world.folder_depth(f) for f in world.folders) == 32
    assert [(d.title, d.text) for d in world.documents_in_order()] == [
        ("The deepest", "At the bottom.\n")
    ]
    assert [(p.path, p.kind, p.problem.values) for p in report.problems] == [
        ("nwProject.nwx", ProblemKind.FOLDERS_TOO_DEEP, {"depth": 32, "name": "Level 30"})
    ]


def test_items_whose_parents_go_round_in_a_circle_still_come_in(tmp_path: Path) -> None:
    """An item that is its own parent recursed without end; two that are each other's
    parent were dropped in silence. Each now comes in."""
    root = tmp_path / "loop"
    write(root, "nwProject.nwx", _chain(3, loop=True))
    for handle, text in (("a1", "A"), ("a2", "B"), ("a3", "Own")):
        write(root, f"content/00000000000{handle}.nwd", f"{text}.\n")
    import_project(root, tmp_path / "p")
    world = ProjectStore(tmp_path / "p").load()
    assert sorted(d.text for d in world.documents.values()) == ["", "A.\n", "B.\n", "Own.\n"]

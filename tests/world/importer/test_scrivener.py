"""Importing a Scrivener project: its binder, titles, synopses, labels, statuses and its RTF
text, converted by pandoc."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.world.importer import SkipReason, SourceKind, detect_source, import_project
from assistant.world.importer.rtf import pandoc_path
from assistant.world.model import DocumentKind, EntityKind
from assistant.world.storage.store import ProjectStore
from tests.world.importer.vault_fixture import outline, write

pytestmark = pytest.mark.skipif(pandoc_path() is None, reason="pandoc is not installed")

SCRIVX = """<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<ScrivenerProject Template="No" Version="2.0" Creator="SCRMAC-3.3">
  <Binder>
    <BinderItem UUID="D" Type="DraftFolder"><Title>Manuscript</Title><Children>
      <BinderItem UUID="C1" Type="Folder"><Title>Chapter One</Title>
        <MetaData><LabelID>1</LabelID><StatusID>2</StatusID></MetaData>
        <Children>
          <BinderItem UUID="S1" Type="Text"><Title>The Crossing</Title>
            <MetaData><LabelID>2</LabelID><StatusID>1</StatusID>
              <CustomMetaData><MetaDataItem><FieldID>pov</FieldID><Value>Mara</Value>
              </MetaDataItem></CustomMetaData></MetaData>
            <Keywords><KeywordID>7</KeywordID></Keywords>
          </BinderItem>
          <BinderItem UUID="S2" Type="Text"><Title>Cut for now</Title>
            <MetaData><IncludeInCompile>No</IncludeInCompile></MetaData></BinderItem>
        </Children>
      </BinderItem>
    </Children></BinderItem>
    <BinderItem UUID="R" Type="ResearchFolder"><Title>Research</Title><Children>
      <BinderItem UUID="CH" Type="Folder"><Title>Characters</Title><Children>
        <BinderItem UUID="M" Type="Text"><Title>Mara Vell</Title></BinderItem>
      </Children></BinderItem>
      <BinderItem UUID="IMG" Type="Image"><Title>Map of the marsh</Title></BinderItem>
      <BinderItem UUID="N" Type="Text"><Title>Tide tables</Title></BinderItem>
    </Children></BinderItem>
    <BinderItem UUID="T" Type="TrashFolder"><Title>Trash</Title><Children>
      <BinderItem UUID="X" Type="Text"><Title>Old opening</Title></BinderItem>
    </Children></BinderItem>
  </Binder>
  <LabelSettings><Labels>
    <Label ID="-1">No Label</Label><Label ID="1">Chapter</Label><Label ID="2">Scene</Label>
  </Labels></LabelSettings>
  <StatusSettings><StatusItems>
    <Status ID="-1">No Status</Status><Status ID="1">First Draft</Status>
    <Status ID="2">Revised Draft</Status>
  </StatusItems></StatusSettings>
  <CustomMetaDataSettings><MetaDataField ID="pov" Type="Text"><Title>Point of view</Title>
  </MetaDataField></CustomMetaDataSettings>
  <Keywords><Keyword ID="7"><Title>night</Title></Keyword></Keywords>
</ScrivenerProject>
"""


def rtf(body: str) -> str:
    return "{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0 Times;}}\\f0 " + body + "}"


@pytest.fixture
def scriv(tmp_path: Path) -> Path:
    root = tmp_path / "Salt Road.scriv"
    write(root, "Salt Road.scrivx", SCRIVX)
    data = root / "Files" / "Data"
    crossing = "Mara came {\\b at last} to the marsh.\\par Caf\\'e9 {\\i noir}.\\par"
    write(data, "S1/content.rtf", rtf(crossing))
    write(data, "S1/synopsis.txt", "Mara reaches the marsh.")
    write(data, "S1/notes.rtf", rtf("Check the tides.\\par"))
    write(data, "S2/content.rtf", rtf("A scene cut for now.\\par"))
    write(data, "M/content.rtf", rtf("Mara keeps the ferry.\\par"))
    write(data, "M/synopsis.txt", "The ferrywoman.")
    write(data, "IMG/content.png", b"\x89PNG marsh")
    write(data, "N/content.rtf", rtf("High water at noon.\\par"))
    write(data, "X/content.rtf", rtf("It was a dark and stormy night.\\par"))
    write(data, "LOST/content.rtf", rtf("In no binder item.\\par"))
    write(root, "Files/version.txt", "23")
    write(root, "Settings/ui.ini", "x")
    return root


def test_the_binder_becomes_the_tree(scriv: Path, tmp_path: Path) -> None:
    assert detect_source(scriv) is SourceKind.SCRIVENER
    report = import_project(scriv, tmp_path / "p")
    store = ProjectStore(tmp_path / "p")
    world = store.load()
    assert store.problems == ()
    assert world.meta.title == "Salt Road"
    assert outline(world) == [
        "Manuscript",
        "  Chapter One",
        "    The Crossing",
        "    Cut for now",
        "Research",
        "  Tide tables",
    ]
    old = [d for d in world.documents.values() if d.title == "Old opening"]
    assert len(old) == 1 and world.is_trashed(old[0].id)
    assert report.documents == 3 and report.trashed == 1


def test_text_metadata_and_synopses_are_kept(scriv: Path, tmp_path: Path) -> None:
    import_project(scriv, tmp_path / "p")
    world = ProjectStore(tmp_path / "p").load()
    crossing = world.find_documents_by_title("The Crossing")[0]
    assert crossing.text == "Mara came **at last** to the marsh.\n\nCafé *noir*.\n"
    assert crossing.synopsis == "Mara reaches the marsh."
    assert (crossing.kind, crossing.status) == (DocumentKind.SCENE, "First Draft")
    assert crossing.fields == (
        ("label", "Scene"), ("Point of view", "Mara"), ("notes", "Check the tides.")
    )
    assert crossing.tags == ("night",)
    cut = world.find_documents_by_title("Cut for now")[0]
    assert cut.field_value("manuscript") == "excluded"
    assert world.find_documents_by_title("Tide tables")[0].kind is DocumentKind.NOTE


def test_character_sheets_become_entities_and_media_attachments(
    scriv: Path, tmp_path: Path
) -> None:
    report = import_project(scriv, tmp_path / "p")
    world = ProjectStore(tmp_path / "p").load()
    mara = world.find_entities_by_name("Mara Vell")[0]
    assert mara.kind is EntityKind.CHARACTER
    assert mara.notes == "Mara keeps the ferry.\n"
    assert mara.field_value("synopsis") == "The ferrywoman."
    assert report.attachments == ("Map of the marsh.png",)
    assert (tmp_path / "p" / "attachments" / "Map of the marsh.png").read_bytes() == (
        b"\x89PNG marsh"
    )
    reasons = {item.path: item.reason for item in report.skipped}
    assert reasons["Files/Data/LOST/content.rtf"] is SkipReason.UNSUPPORTED
    assert reasons["Settings"] is SkipReason.APP_SETTINGS


def test_scrivener_2_layout_is_read(tmp_path: Path) -> None:
    root = tmp_path / "Old.scriv"
    write(root, "Old.scrivx", """<?xml version="1.0" encoding="UTF-8"?>
<ScrivenerProject Version="1.0"><Binder>
  <BinderItem ID="0" Type="DraftFolder"><Title>Draft</Title><Children>
    <BinderItem ID="3" Type="Text"><Title>Opening</Title></BinderItem>
  </Children></BinderItem>
</Binder></ScrivenerProject>""")
    write(root, "Files/Docs/3.rtf", rtf("Once upon a time.\\par"))
    write(root, "Files/Docs/3_synopsis.txt", "The start.")
    import_project(root, tmp_path / "p")
    world = ProjectStore(tmp_path / "p").load()
    opening = world.find_documents_by_title("Opening")[0]
    assert (opening.text, opening.synopsis) == ("Once upon a time.\n", "The start.")


def test_an_item_id_that_climbs_out_reads_nothing_outside(scriv: Path, tmp_path: Path) -> None:
    """#31 item 6, in a binder: an item's UUID names its folder, so ``../../..`` in it once
    read a text, and copied every ``content.*`` file of a folder, from outside the project."""
    outside = tmp_path / "outside"
    write(outside, "content.rtf", rtf("PLANTED SECRET text.\\par"))
    write(outside, "content.png", b"PLANTED SECRET picture")
    binder = (scriv / "Salt Road.scrivx").read_text(encoding="utf-8")
    planted = (
        '<BinderItem UUID="../../../outside" Type="Text"><Title>Planted</Title></BinderItem>'
        '<BinderItem UUID="../../../outside" Type="Image"><Title>Planted map</Title>'
        "</BinderItem></Children></BinderItem>"
    )
    binder = binder.replace("</Children></BinderItem>", planted, 1)
    write(scriv, "Salt Road.scrivx", binder)
    report = import_project(scriv, tmp_path / "p")
    project = b"".join(p.read_bytes() for p in (tmp_path / "p").rglob("*") if p.is_file())
    assert b"PLANTED SECRET" not in project
    assert report.attachments == ("Map of the marsh.png",)
    world = ProjectStore(tmp_path / "p").load()
    assert [d.text for d in world.find_documents_by_title("Planted")] == [""]
    assert [(p.path, p.problem.values) for p in report.problems] == [
        ("Salt Road.scrivx", {"name": "Planted", "id": "../../../outside"}),
        ("Salt Road.scrivx", {"name": "Planted map", "id": "../../../outside"}),
    ]

from __future__ import annotations

from assistant.world.clock.cast import scene_cast
from assistant.world.model import Document, DocumentKind, Entity, EntityKind
from tests.world.clock.stories import character, place, scene, story


def _people() -> list[Entity]:
    return [character("m", "Mara Tesk", aliases=("Mara",)), character("j", "Jory Fenn"),
            character("a", "Corvin Ashdell", aliases=("Ashdell",)),
            place("h", "Hollin"), place("c", "Callow"),
            Entity("l", "Ashdell's Level", EntityKind.PLACE)]


def test_the_cast_is_who_the_text_names_in_order_and_the_place_its_field() -> None:
    doc = scene("d", "Jory Fenn waited. Mara came in. Mara sat.", "", where="callow")
    cast = scene_cast(story(doc, entities=_people()))["d"]
    assert cast.characters == ("j", "m") and len(cast.mentions["m"]) == 2
    assert (cast.place, cast.place_field) == ("c", "where")


def test_the_place_is_the_one_mentioned_most_and_none_on_a_tie() -> None:
    most = scene("d", "In Hollin the rain fell on Hollin. Callow was far.", "")
    tie = scene("t", "Hollin or Callow, it was all one.", "")
    talk = scene("k", 'Hollin was quiet. "Callow, Callow," she said.', "")
    casts = scene_cast(story(most, tie, talk, entities=_people()))
    assert (casts["d"].place, casts["t"].place, casts["k"].place) == ("h", "", "h")


def test_a_name_inside_a_longer_name_is_not_a_mention_and_notes_have_no_cast() -> None:
    doc = scene("d", "They walked up Ashdell's Level in the rain.", "")
    note = Document("n", "Note", "Mara everywhere.", kind=DocumentKind.NOTE)
    casts = scene_cast(story(doc, note, entities=_people()))
    assert casts["d"].characters == () and casts["d"].place == "l"
    assert "n" not in casts


def test_the_place_field_in_other_languages() -> None:
    doc = Document("d", "d", "Mara kam.", fields=(("Ort", "Hollin"),))
    assert scene_cast(story(doc, entities=_people(), language="de"))["d"].place == "h"


def test_the_cast_is_the_search_s_mentions_whatever_the_accents_case_and_line_breaks() -> None:
    people = [character("m", "Mára Tesk", aliases=("MARA",)), character("j", "Jory Fenn"),
              character("o", "Old Eye", aliases=("the old eye",)), place("h", "Hollin")]
    doc = scene("d", "Mara Tesk came in.\nThen Jory\nFenn, and the old eye watched. "
                "Nobody from hollin.", "")
    cast = scene_cast(story(doc, entities=people))["d"]
    assert cast.characters == ("m", "j", "o") and cast.place == ""


def test_without_mentions_the_casts_are_the_same_and_keep_no_mentions() -> None:
    from assistant.world.storage.store import ProjectStore
    from tests.paths import SAMPLE

    sample = ProjectStore(SAMPLE).load()
    made_up = story(
        scene("d", "Jory Fenn waited. Mara came in. Mara sat in Hollin.", ""),
        scene("e", "Callow, then Hollin. Ashdell spoke; Mara Tesk listened.", "", where="callow"),
        entities=_people(),
    )
    for world in (sample, made_up):
        full = scene_cast(world)
        light = scene_cast(world, with_mentions=False)
        assert any(cast.characters for cast in full.values())
        assert {k: (c.characters, c.place, c.place_field) for k, c in light.items()} == {
            k: (c.characters, c.place, c.place_field) for k, c in full.items()
        }
        assert all(not cast.mentions for cast in light.values())

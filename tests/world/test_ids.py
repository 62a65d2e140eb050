"""Ids: fresh for each new thing, with the prefix of its kind; a replay gives back the ids a
recorded run gave, kind by kind, and only within its block."""

from __future__ import annotations

from assistant.world.ids import given_ids, new_document_id, new_entity_id, new_folder_id


def test_new_ids_are_fresh_and_say_their_kind():
    ids = {new_document_id() for _ in range(100)}
    assert len(ids) == 100 and all(i.startswith("d-") and len(i) == 12 for i in ids)
    assert new_folder_id().startswith("f-") and new_entity_id().startswith("e-")


def test_given_ids_come_back_kind_by_kind_and_only_in_their_block():
    with given_ids(["e-0000000001", "d-0000000001", "d-0000000002"]):
        assert new_document_id() == "d-0000000001"
        assert new_folder_id().startswith("f-")  # none given: a fresh one
        assert new_entity_id() == "e-0000000001"
        assert new_document_id() == "d-0000000002"
        assert new_document_id() not in ("d-0000000001", "d-0000000002")
    with given_ids(["d-0000000009"]):
        pass
    assert new_document_id() != "d-0000000009"

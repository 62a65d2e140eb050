"""The JSON of messages made once, and joined onto the last request's."""

from __future__ import annotations

import json

from assistant.agent.providers.encoded import EncodedCache, JoinedJson


class Note:
    """A value that can be referred to weakly, as messages can."""

    def __init__(self, text: str) -> None:
        self.text = text


def wire(note: Note) -> str:
    return json.dumps({"text": note.text}, ensure_ascii=False, separators=(",", ":"))


def expected(notes: list[Note]) -> str:
    return ",".join(wire(n) for n in notes)


def test_a_growing_sequence_encodes_only_what_was_added() -> None:
    cache = EncodedCache()
    joined = JoinedJson(cache)
    encoded: list[str] = []

    def counting(note: Note) -> str:
        encoded.append(note.text)
        return wire(note)

    notes = [Note("Mára"), Note("the “ford”")]
    assert joined.join(notes, counting) == expected(notes)
    notes += [Note("a bridge"), Note("")]
    assert joined.join(notes, counting) == expected(notes)
    assert encoded == ["Mára", "the “ford”", "a bridge", ""]


def test_a_sequence_that_does_not_continue_the_last_is_joined_afresh() -> None:
    joined = JoinedJson(EncodedCache())
    first, second, third = Note("one"), Note("two"), Note("three")
    joined.join([first, second, third], wire)
    # Shorter, a value replaced in the middle by an equal one, and empty: each as it is.
    assert joined.join([first], wire) == expected([first])
    other = Note("one")
    assert joined.join([other, second], wire) == expected([other, second])
    replaced = [first, Note("TWO"), third]
    joined.join([first, second, third], wire)
    assert joined.join(replaced, wire) == expected(replaced)
    assert joined.join([], wire) == ""
    assert joined.join([third], wire) == expected([third])

"""The heavy property tests' tiers: all their cases under ``make test-full``, a fifth under
``make test`` (tests/tiers.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import settings

from tests import tiers


@pytest.fixture
def profile() -> Iterator[None]:
    before = settings.get_current_profile_name()
    yield
    settings.load_profile(before)


def test_the_full_run_tries_every_case(profile):
    settings.load_profile(tiers.FULL)
    assert tiers.full_run()
    assert tiers.examples(500) == 500


def test_the_default_run_tries_a_fifth_and_never_fewer_than_ten(profile):
    settings.load_profile(tiers.DEFAULT)
    assert not tiers.full_run()
    assert (tiers.examples(500), tiers.examples(150), tiers.examples(40)) == (100, 30, 10)

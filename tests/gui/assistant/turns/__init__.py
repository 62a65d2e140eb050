"""Tests of a turn as the panel shows it."""

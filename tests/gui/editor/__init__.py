"""Tests of the editors."""

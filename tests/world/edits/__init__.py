"""Tests of edits, their inverses and what they did."""

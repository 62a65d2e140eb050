"""Tests of the continuity audit and answer checks."""

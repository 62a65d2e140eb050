"""Tests of act mode."""

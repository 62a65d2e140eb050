"""Tests of the settings dialog."""

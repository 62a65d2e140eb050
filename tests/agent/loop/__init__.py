"""Tests of the assistant loop."""

"""Tests of the assistant panel."""

"""Tests of specialists and handoffs."""

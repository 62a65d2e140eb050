"""Tests that the benchmarks' own tools work."""

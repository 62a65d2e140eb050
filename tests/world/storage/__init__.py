"""Tests of the project folder on disk."""

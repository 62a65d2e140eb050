"""Tests of settings and keys."""

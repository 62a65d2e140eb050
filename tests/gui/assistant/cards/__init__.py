"""Tests of the panel's cards."""

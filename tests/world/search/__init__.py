"""Tests of search, folding and quotations."""

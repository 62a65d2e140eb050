"""Tests of import and export in the app."""

"""Tests of the project views and dialogs."""

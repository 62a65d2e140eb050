"""Tests of merging two versions of a project in the app."""

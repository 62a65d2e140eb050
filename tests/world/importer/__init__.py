"""Tests of imports from other apps and folders."""

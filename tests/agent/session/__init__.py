"""Tests of asking in a conversation."""

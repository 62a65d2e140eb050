"""Edits as data with exact inverses, and what they did: scope, summaries, diffs, the JSON codec."""

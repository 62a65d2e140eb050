"""Editing one thing: documents, entities, fields, find and replace, spelling, links and
snapshots."""

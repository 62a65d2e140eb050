"""Checking the text: the continuity audit, its findings, and each answer's quotations and links."""

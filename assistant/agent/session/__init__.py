"""Asking in a conversation: the session, its runs, what a run adds to the loop, prompts and
provider setup."""

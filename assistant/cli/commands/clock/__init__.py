"""Commands about the story clock: ``quire timeline``."""

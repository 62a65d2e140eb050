"""Commands about what never leaves this computer: ``quire private``."""

"""Commands about a series of books sharing one bible: ``quire series``."""

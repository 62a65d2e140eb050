"""The series bible: characters, places and facts shared by every book of a series."""

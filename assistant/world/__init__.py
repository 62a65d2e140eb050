"""The project as values: model, edits, storage and search. Pure Python, no Qt."""

"""The settings dialog and its pages, and the app's appearance."""

"""The application: start-up, languages, the desktop's identity, shared Qt services and the start
page."""

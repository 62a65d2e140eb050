"""The assistant panel: the session for the window, the conversation, its runs and their windows."""

"""The assistant: the loop, providers, tools and conversations. Pure Python, no Qt."""

"""The story clock in the app: the timeline view, a scene's time in the inspector, and
Assistant ▸ Check Timeline with its findings."""

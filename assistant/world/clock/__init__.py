"""The story clock: calendars, the times of scenes, time cues in the prose, and the checks
that compare them (issue 36)."""

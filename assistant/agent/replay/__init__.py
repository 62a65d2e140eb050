"""Replaying a recorded run: the model's recorded answers against the project as it is, and
where the run now differs; a run's record saved for a bug report."""

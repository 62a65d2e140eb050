"""Import and export: their dialogs, jobs and reports, and the wording of storage problems."""

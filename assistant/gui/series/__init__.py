"""The series bible in the app: File ▸ Series…, the series' entities marked, their changes
over the series, and the bar that says a book's series could not be read."""

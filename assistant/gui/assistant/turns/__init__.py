"""One turn as the panel shows it: the answer, its quotations, tool status, changes and details."""

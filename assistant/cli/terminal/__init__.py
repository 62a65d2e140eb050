"""What the terminal shows of the assistant's work, as ``gui/assistant/`` holds what the
window shows: its changes and the approval prompt, its questions, plan and reviews, the
estimates and spending, the summary after a run, the failures in a few words, and the runs
kept in the history. The words are the command line's own English; the app renders the
same structured data in the writer's language."""

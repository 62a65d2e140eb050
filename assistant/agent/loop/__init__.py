"""The assistant loop and the values it trades: messages, events, results, cancel and modes."""

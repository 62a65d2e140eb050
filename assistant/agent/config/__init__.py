"""The assistant's settings, keys, local servers and log files."""

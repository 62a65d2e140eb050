"""Private material: what the writer marked as never to leave this computer, and withholding it."""

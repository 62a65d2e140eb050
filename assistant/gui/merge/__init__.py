"""Merging what was written on two computers, as the writer sees it: what came from where, the
places both changed differently, side by side, and the merged project as one undo step."""

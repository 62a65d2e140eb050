"""Three-way merges of what was written on two computers (or in two programs) since a common
version: text paragraph by paragraph, entities field by field, the tree node by node.

Nothing either side wrote is dropped: a paragraph changed on one side only is taken, the same
change on both sides is taken once, and paragraphs changed differently on both sides become a
:class:`~assistant.world.merge.paragraphs.Conflict` that the writer resolves.
"""

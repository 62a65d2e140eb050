"""Finding text: search, mentions, folding for search (with its optional native twin) and
quotations."""

"""The common bases of merges: every version of a document, entity or manifest that Quire
read or wrote on each computer, kept in the project's ``.quire/merge/`` folder, so that a
merge finds the last version both sides saw."""

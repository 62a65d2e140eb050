"""The project as a whole: the tree, outliner, corkboard, labels, statuses, search and project
dialogs."""

"""Tests of the main window, its menus, saving and the undo stack."""

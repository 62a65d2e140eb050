"""The main window: its shell, menus, project files and saving, layout, the controller and the undo
stack."""

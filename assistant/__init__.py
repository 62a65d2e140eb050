"""Quire: a desktop writing app for novelists and worldbuilders, with an assistant.

The package has three layers: ``assistant.world`` (the project as values),
``assistant.agent`` (the assistant loop, providers and tools) and ``assistant.gui``
(the PySide6 app). Arrows point down only; ``world`` and ``agent`` never import Qt.
"""

__version__ = "0.1.0"

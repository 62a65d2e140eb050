"""The Settings dialog's Editor group: the manuscript's font, size and line width, and the
theme. Saved to this computer's preferences (see appearance.py) when the dialog is saved."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QSpinBox, QWidget

from assistant.gui.settings.appearance import THEMES, appearance


class EditorSettingsGroup(QGroupBox):
    """Font, size, line width and theme, as rows of their own in the Settings dialog."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("editorSettings")
        self.setTitle(self.tr("Editor"))
        prefs = appearance().prefs
        self.font_combo = QComboBox(self)
        self.font_combo.setObjectName("editorFont")
        self.font_combo.addItem(self.tr("Reading serif (automatic)"), "")
        families = sorted({name.split(" [", 1)[0] for name in QFontDatabase.families()})
        for family in families:
            self.font_combo.addItem(family, family)
        self.font_combo.setCurrentIndex(max(0, self.font_combo.findData(prefs.font_family)))
        self.size_spin = QSpinBox(self)
        self.size_spin.setObjectName("editorFontSize")
        self.size_spin.setRange(8, 48)
        self.size_spin.setSuffix(self.tr(" pt"))
        self.size_spin.setValue(round(prefs.font_size))
        self.width_spin = QSpinBox(self)
        self.width_spin.setObjectName("editorLineWidth")
        self.width_spin.setRange(40, 160)
        self.width_spin.setSingleStep(4)
        self.width_spin.setSuffix(self.tr(" characters"))
        self.width_spin.setValue(prefs.line_width)
        self.theme_combo = QComboBox(self)
        self.theme_combo.setObjectName("themeCombo")
        labels = {
            "system": self.tr("Follow the system"),
            "light": self.tr("Light"),
            "dark": self.tr("Dark"),
        }
        for theme in THEMES:
            self.theme_combo.addItem(labels[theme], theme)
        self.theme_combo.setCurrentIndex(self.theme_combo.findData(prefs.theme))
        form = QFormLayout(self)
        form.addRow(self.tr("&Font:"), self.font_combo)
        form.addRow(self.tr("Font si&ze:"), self.size_spin)
        form.addRow(self.tr("Line &width:"), self.width_spin)
        form.addRow(self.tr("T&heme:"), self.theme_combo)

    def apply(self) -> None:
        """Make the chosen values the writer's preferences."""
        appearance().update(
            font_family=self.font_combo.currentData() or "",
            font_size=float(self.size_spin.value()),
            line_width=self.width_spin.value(),
            theme=self.theme_combo.currentData(),
        )

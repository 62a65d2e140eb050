"""The reviewer's settings in the Settings dialog: on or off, and which model reviews."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLineEdit,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from assistant.agent.config.settings import Settings


class ReviewSettings(QWidget):
    """A check box (review each act-mode change first) and, under it, the reviewer's model
    (empty: the main model) on a line of its own, so that its placeholder is whole in every
    language."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        rows = QVBoxLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        self.check = QCheckBox(self.tr("Check each change first"), self)
        self.check.setObjectName("reviewChangesCheck")
        self.check.setToolTip(
            self.tr(
                "In act mode, a second, short call to the same provider checks each change "
                "against your house rules and your request. A change it flags waits for "
                "your approval, whatever is chosen above."
            )
        )
        self.model_edit = QLineEdit(self)
        self.model_edit.setObjectName("reviewerModelEdit")
        self.model_edit.setAccessibleName(self.tr("Reviewer model"))
        self.model_edit.setPlaceholderText(self.tr("Reviewer model: the same as above"))
        self.model_edit.setToolTip(
            self.tr("A cheaper model of the same provider may review; empty uses the main one")
        )
        self.model_edit.setClearButtonEnabled(True)
        self.check.toggled.connect(self.model_edit.setEnabled)
        rows.addWidget(self.check)
        # under the check box's words, not its box: the field belongs to the check box
        style = self.check.style()
        indent = style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth) + style.pixelMetric(
            QStyle.PixelMetric.PM_CheckBoxLabelSpacing
        )
        model_row = QHBoxLayout()
        model_row.addSpacing(indent)
        model_row.addWidget(self.model_edit, 1)
        rows.addLayout(model_row)

    def load(self, settings: Settings) -> None:
        self.check.setChecked(settings.review_changes)
        self.model_edit.setText(settings.reviewer_model)
        self.model_edit.setEnabled(settings.review_changes)

    def applied(self, settings: Settings) -> Settings:
        """``settings`` with the reviewer as the form shows it."""
        return replace(
            settings,
            review_changes=self.check.isChecked(),
            reviewer_model=self.model_edit.text().strip(),
        )


__all__ = ["ReviewSettings"]

"""The settings dialog's rows on how the assistant works: temperature, steps, context window,
which changes wait for approval, plan first, and the reviewer."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout, QSpinBox, QWidget

from assistant.agent.config.settings import Settings
from assistant.gui.settings.review import ReviewSettings


class AssistantRows(QObject):
    """How the assistant works, as rows of the settings dialog's form."""

    def __init__(self, dialog: QWidget, form: QFormLayout) -> None:
        super().__init__(dialog)
        self.temperature_spin = QDoubleSpinBox(dialog)
        self.temperature_spin.setObjectName("temperatureSpin")
        self.temperature_spin.setRange(-0.1, 2.0)
        self.temperature_spin.setSingleStep(0.1)
        self.temperature_spin.setDecimals(1)
        self.temperature_spin.setSpecialValueText(self.tr("Model default"))
        form.addRow(self.tr("&Temperature:"), self.temperature_spin)

        self.max_steps_spin = QSpinBox(dialog)
        self.max_steps_spin.setObjectName("maxStepsSpin")
        self.max_steps_spin.setRange(1, 100)
        self.max_steps_spin.setToolTip(
            self.tr("How many rounds of looking things up the assistant may take per question")
        )
        form.addRow(self.tr("Ma&x steps:"), self.max_steps_spin)

        self.context_spin = QSpinBox(dialog)
        self.context_spin.setObjectName("contextWindowSpin")
        self.context_spin.setRange(0, 10_000_000)
        self.context_spin.setSingleStep(1024)
        self.context_spin.setGroupSeparatorShown(True)
        self.context_spin.setSuffix(self.tr(" tokens"))
        self.context_spin.setSpecialValueText(self.tr("Provider default"))
        form.addRow(self.tr("&Context window:"), self.context_spin)

        self.approval_combo = QComboBox(dialog)
        self.approval_combo.setObjectName("approvalPolicyCombo")
        self.approval_combo.addItem(self.tr("every change"), "every")
        self.approval_combo.addItem(self.tr("deletions and large rewrites only"), "risky")
        self.approval_combo.addItem(self.tr("nothing"), "none")
        self.approval_combo.setToolTip(
            self.tr(
                "In act mode, which changes wait for your approval before they are made. "
                "Every change can be undone either way."
            )
        )
        form.addRow(self.tr("Ask b&efore the assistant changes:"), self.approval_combo)

        self.plan_first_check = QCheckBox(self.tr("Propose a plan first"), dialog)
        self.plan_first_check.setObjectName("planFirstCheck")
        self.plan_first_check.setToolTip(
            self.tr(
                "In act mode, the assistant proposes a plan and changes nothing until you "
                "approve it; changes to documents the plan does not name ask you first. The "
                "assistant panel's Plan first chooses it for each question."
            )
        )
        form.addRow("", self.plan_first_check)

        self.review_settings = ReviewSettings(dialog)
        form.addRow(self.tr("Re&viewer:"), self.review_settings)
        form.labelForField(self.review_settings).setBuddy(self.review_settings.check)

    def load(self, settings: Settings) -> None:
        self.temperature_spin.setValue(
            settings.temperature if settings.temperature is not None else -0.1
        )
        self.max_steps_spin.setValue(settings.max_steps)
        self.context_spin.setValue(settings.context_window)
        policy = self.approval_combo.findData(settings.approval_policy)
        self.approval_combo.setCurrentIndex(
            policy if policy >= 0 else self.approval_combo.findData("risky")
        )
        self.plan_first_check.setChecked(settings.plan_first)
        self.review_settings.load(settings)

    def applied(self, settings: Settings) -> Settings:
        """``settings`` with these rows' values."""
        temperature = self.temperature_spin.value()
        return self.review_settings.applied(
            replace(
                settings,
                temperature=None if temperature < 0 else round(temperature, 2),
                max_steps=self.max_steps_spin.value(),
                context_window=self.context_spin.value(),
                approval_policy=str(self.approval_combo.currentData() or "risky"),
                plan_first=self.plan_first_check.isChecked(),
            )
        )

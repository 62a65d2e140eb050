"""Settings ▸ Costs and budget: the token budget of a turn, when to ask before a large read,
how often specialists may hand a request on, the writer's prices per model (Quire keeps no
price list: prices change), and the open project's cache of summaries, with Clear.

Folded to one line saying what is set until the writer opens it, so that the settings
dialog keeps fitting a small screen."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from assistant.agent.config.settings import MAX_PRICE, ModelPrice, Settings
from assistant.agent.spending.summary_cache import SummaryCache, summaries_folder

SAME_AS_INPUT = -1.0


class CostSettingsGroup(QWidget):
    """The section in the settings dialog; :meth:`load` and :meth:`applied` go with the
    form."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("costSettings")
        self._cache: SummaryCache | None = None
        self._model = ""
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        header = QHBoxLayout()
        self.toggle = QToolButton(self)
        self.toggle.setObjectName("costSettingsToggle")
        self.toggle.setText(self.tr("Costs and budget"))
        self.toggle.setCheckable(True)
        self.toggle.setAutoRaise(True)
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.overview = QLabel(self)
        self.overview.setObjectName("costSettingsOverview")
        self.overview.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        header.addWidget(self.toggle)
        header.addWidget(self.overview, 1)
        outer.addLayout(header)
        self.body = QGroupBox(self)
        self.body.hide()
        outer.addWidget(self.body)
        self.toggle.toggled.connect(self._show_body)
        form = QFormLayout(self.body)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setVerticalSpacing(4)
        form.setContentsMargins(9, 6, 9, 6)

        self.budget_spin = QSpinBox(self)
        self.budget_spin.setObjectName("budgetSpin")
        self.budget_spin.setRange(0, 100_000_000)
        self.budget_spin.setSingleStep(10_000)
        self.budget_spin.setGroupSeparatorShown(True)
        self.budget_spin.setSuffix(self.tr(" tokens"))
        self.budget_spin.setSpecialValueText(self.tr("No budget"))
        self.budget_spin.setToolTip(
            #: Names the button “Keep going” (TurnView): quote it as the button reads.
            self.tr(
                "A turn stops once it has spent this many tokens, as when it runs out of "
                "steps; Keep going goes on with a fresh budget"
            )
        )
        form.addRow(self.tr("Token bu&dget per turn:"), self.budget_spin)

        self.share_spin = QSpinBox(self)
        self.share_spin.setObjectName("askBeforeReadingSpin")
        self.share_spin.setRange(0, 100)
        self.share_spin.setSuffix(self.tr("% of the project"))
        self.share_spin.setSpecialValueText(self.tr("Never ask"))
        self.share_spin.setToolTip(
            self.tr("Show an estimate of the cost and ask first before a turn reads more")
        )
        form.addRow(self.tr("Ask before readin&g more than:"), self.share_spin)

        self.handoffs_spin = QSpinBox(self)
        self.handoffs_spin.setObjectName("maxHandoffsSpin")
        self.handoffs_spin.setRange(0, 10)
        self.handoffs_spin.setSpecialValueText(self.tr("None"))
        self.handoffs_spin.setToolTip(
            self.tr("How often one request may be handed from one specialist to another")
        )
        form.addRow(self.tr("Ha&ndoffs per turn:"), self.handoffs_spin)

        prices = QWidget(self)
        prices_layout = QVBoxLayout(prices)
        prices_layout.setContentsMargins(0, 0, 0, 0)
        self.prices_table = QTableWidget(0, 4, prices)
        self.prices_table.setObjectName("pricesTable")
        self.prices_table.setHorizontalHeaderLabels(
            [self.tr("Model"), self.tr("Input"), self.tr("Cached input"), self.tr("Output")]
        )
        columns = self.prices_table.horizontalHeader()
        columns.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        metrics = columns.fontMetrics()
        for column in (1, 2, 3):
            columns.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            title = self.prices_table.horizontalHeaderItem(column).text()
            self.prices_table.setColumnWidth(column, max(84, metrics.horizontalAdvance(title) + 20))
        self.prices_table.verticalHeader().hide()
        self.prices_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.prices_table.setMaximumHeight(84)
        self.prices_table.setToolTip(
            self.tr(
                "What your provider charges per million tokens; Quire shows money next to "
                "tokens for these models"
            )
        )
        prices_layout.addWidget(self.prices_table)
        price_buttons = QHBoxLayout()
        self.currency_edit = QLineEdit(prices)
        self.currency_edit.setObjectName("currencyEdit")
        self.currency_edit.setMaxLength(8)
        self.currency_edit.setMaximumWidth(70)
        currency_label = QLabel(self.tr("Currency:"), prices)
        currency_label.setBuddy(self.currency_edit)
        self.add_price_button = QPushButton(self.tr("Add price"), prices)
        self.add_price_button.setObjectName("addPriceButton")
        self.remove_price_button = QPushButton(self.tr("Remove"), prices)
        self.remove_price_button.setObjectName("removePriceButton")
        price_buttons.addWidget(currency_label)
        price_buttons.addWidget(self.currency_edit)
        price_buttons.addStretch(1)
        price_buttons.addWidget(self.add_price_button)
        price_buttons.addWidget(self.remove_price_button)
        prices_layout.addLayout(price_buttons)
        form.addRow(self.tr("Prices per million tokens:"), prices)
        self.add_price_button.clicked.connect(lambda: self.add_price(ModelPrice(self._model)))
        self.remove_price_button.clicked.connect(self._remove_price)

        cache_row = QHBoxLayout()
        self.cache_spin = QSpinBox(self)
        self.cache_spin.setObjectName("summaryCacheSpin")
        self.cache_spin.setRange(0, 100_000)
        self.cache_spin.setSuffix(self.tr(" MB at most"))
        self.cache_spin.setSpecialValueText(self.tr("Keep none"))
        self.cache_label = QLabel(self)
        self.cache_label.setObjectName("summaryCacheUse")
        self.clear_cache_button = QPushButton(self.tr("Clear"), self)
        self.clear_cache_button.setObjectName("clearSummaryCacheButton")
        self.clear_cache_button.setToolTip(
            self.tr(
                "Forget the summaries kept for this project; they are written again when needed"
            )
        )
        self.clear_cache_button.clicked.connect(self.clear_cache)
        cache_row.addWidget(self.cache_spin, 1)
        cache_row.addWidget(self.clear_cache_button)
        form.addRow(self.tr("Summaries kept:"), cache_row)
        form.addRow("", self.cache_label)
        self._show_cache()
        self.budget_spin.valueChanged.connect(self._show_overview)
        self._show_overview()

    def _show_body(self, shown: bool) -> None:
        self.toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.body.setVisible(shown)

    def _show_overview(self) -> None:
        """What is set, in one line, for the folded section."""
        budget = self.budget_spin.value()
        parts = [
            self.tr("%1 tokens a turn").replace("%1", QLocale().toString(budget))
            if budget
            else self.tr("no budget")
        ]
        count = len(self.prices())
        if count:
            parts.append(self.tr("prices for %Ln model(s)", "", count))
        else:
            parts.append(self.tr("no prices"))
        self.overview.setText(" · ".join(parts))

    # -- the form ---------------------------------------------------------------------------

    def load(self, settings: Settings) -> None:
        self._model = settings.effective_model
        self.budget_spin.setValue(settings.turn_budget_tokens)
        self.share_spin.setValue(settings.ask_before_reading_percent)
        self.handoffs_spin.setValue(settings.max_handoffs)
        self.currency_edit.setText(settings.currency)
        self.cache_spin.setValue(settings.summary_cache_mb)
        self.prices_table.setRowCount(0)
        for price in settings.prices:
            self.add_price(price)
        self._show_overview()

    def applied(self, settings: Settings) -> Settings:
        """``settings`` with what this group shows."""
        budget = self.budget_spin.value()
        return replace(
            settings,
            turn_budget_tokens=budget if budget >= 100 else (100 if budget else 0),
            ask_before_reading_percent=self.share_spin.value(),
            max_handoffs=self.handoffs_spin.value(),
            currency=self.currency_edit.text().strip(),
            summary_cache_mb=self.cache_spin.value(),
            prices=self.prices(),
        )

    def prices(self) -> tuple[ModelPrice, ...]:
        """The prices in the table: rows without a model name are left out, and a model
        listed twice keeps its first row."""
        found: dict[str, ModelPrice] = {}
        for row in range(self.prices_table.rowCount()):
            item = self.prices_table.item(row, 0)
            model = item.text().strip() if item is not None else ""
            if not model or model.casefold() in found:
                continue
            cached = self._spin(row, 2).value()
            found[model.casefold()] = ModelPrice(
                model, self._spin(row, 1).value(),
                None if cached <= SAME_AS_INPUT else cached, self._spin(row, 3).value(),
            )  # fmt: skip
        return tuple(found.values())

    def add_price(self, price: ModelPrice) -> None:
        row = self.prices_table.rowCount()
        self.prices_table.insertRow(row)
        self.prices_table.setItem(row, 0, QTableWidgetItem(price.model))
        cached = SAME_AS_INPUT if price.cached is None else price.cached
        for column, value in ((1, price.input), (2, cached), (3, price.output)):
            spin = QDoubleSpinBox(self.prices_table)
            spin.setDecimals(4)
            spin.setRange(SAME_AS_INPUT if column == 2 else 0.0, MAX_PRICE)
            spin.setFrame(False)
            if column == 2:
                spin.setSpecialValueText(self.tr("as input"))
            spin.setValue(value)
            self.prices_table.setCellWidget(row, column, spin)
        if not price.model:
            self.prices_table.setCurrentCell(row, 0)

    def _spin(self, row: int, column: int) -> QDoubleSpinBox:
        return self.prices_table.cellWidget(row, column)  # type: ignore[return-value]

    def _remove_price(self) -> None:
        row = self.prices_table.currentRow()
        if row >= 0:
            self.prices_table.removeRow(row)

    # -- the project's cache ----------------------------------------------------------------

    def set_project(self, app_data: Path | None) -> None:
        """The ``.quire`` folder of the open project (None: no project, nothing to clear)."""
        self._cache = SummaryCache(summaries_folder(app_data), 1) if app_data else None
        self._show_cache()

    def clear_cache(self) -> None:
        if self._cache is None:
            return
        removed = self._cache.clear()
        self._show_cache()
        self.cache_label.setText(
            self.tr("Cleared %1 MB.").replace("%1", _megabytes(removed.bytes))
        )

    def _show_cache(self) -> None:
        if self._cache is None:
            self.cache_label.setText(self.tr("No project is open."))
            self.clear_cache_button.setEnabled(False)
            return
        use = self._cache.use()
        self.cache_label.setText(
            self.tr("%1 MB kept for this project").replace("%1", _megabytes(use.bytes))
        )
        self.clear_cache_button.setEnabled(use.entries > 0)


def _megabytes(size: int) -> str:
    return QLocale().toString(size / 1_000_000, "f", 1)


def offer_for(dialog, controller) -> None:
    """Let ``dialog``'s cost group clear the cache of ``controller``'s open project."""
    project = getattr(controller, "project", None)
    store = getattr(project, "store", None)
    folder = None
    if store is not None:
        try:
            folder = Path(store.app_data_dir)
        except OSError:
            folder = None
    dialog.cost_group.set_project(folder)


__all__ = ["CostSettingsGroup", "offer_for"]

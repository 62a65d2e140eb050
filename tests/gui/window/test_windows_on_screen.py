"""The windows the menus open lie within the screen, their last buttons in sight (N5)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def _within_screen(window: QWidget) -> bool:
    area = window.screen().availableGeometry()
    return area.contains(window.frameGeometry())


def test_the_continuity_window_opens_within_the_screen(qtbot, main_window):
    area = main_window.screen().availableGeometry()
    main_window.move(area.left(), area.top() + area.height() // 3)  # a window low on the screen
    main_window.menus.check_continuity_action.trigger()  # Assistant ▸ Check Continuity…
    shown = main_window.dialogs.findings_window
    assert shown is not None
    qtbot.waitExposed(shown)
    assert _within_screen(shown), (shown.frameGeometry(), area)
    assert shown.check_button.isVisible()
    # placed low, as the review's window manager placed it (y=295 of 1000 for 720 px)
    shown.close()
    shown.move(area.left() + 40, area.bottom() - shown.height() // 2)
    main_window.menus.check_continuity_action.trigger()
    qtbot.waitExposed(shown)
    assert _within_screen(shown), (shown.frameGeometry(), area)


def test_assistant_history_opens_within_the_screen(qtbot, main_window):
    area = main_window.screen().availableGeometry()
    main_window.move(area.left() + area.width() // 2, area.top() + area.height() // 2)
    main_window.menus.assistant_history_action.trigger()  # Edit ▸ Assistant History…
    shown = main_window.dialogs.run_history_window
    assert shown is not None
    qtbot.waitExposed(shown)
    assert _within_screen(shown), (shown.frameGeometry(), area)

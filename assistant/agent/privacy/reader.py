"""Who may read private material: decided once per run, from the settings.

A model in the cloud never may. A model on this computer (a loopback address: 127.0.0.1,
``::1``, ``localhost``) may, when the writer allows it in Settings
(``local_reads_private``). Every model the run may reach counts: when a fallback is not on
this computer, the run is treated as a cloud one.
"""

from __future__ import annotations

from assistant.agent.config.settings import Settings, SettingsError
from assistant.agent.providers.local_only import is_local_address


def reads_private(settings: Settings) -> bool:
    """True when every model ``settings`` may ask is on this computer and the writer lets a
    local model read private material."""
    if not settings.local_reads_private:
        return False
    try:
        addresses = [settings.effective_base_url]
        addresses += [settings.for_fallback(f).effective_base_url for f in settings.fallback_models]
    except SettingsError:
        return False
    return all(is_local_address(address) for address in addresses)


__all__ = ["reads_private"]

"""Who may read private material: a local model the writer allows, never the cloud, and
never when a fallback the run may reach is elsewhere."""

from __future__ import annotations

from assistant.agent.config.settings import Settings
from assistant.agent.privacy.reader import reads_private

LOCAL = {"provider": "lmstudio", "base_url": "http://127.0.0.1:9/v1", "model": "m"}


def test_a_local_model_reads_private_material_only_when_the_writer_allows_it():
    assert not reads_private(Settings(**LOCAL))
    assert reads_private(Settings(**LOCAL, local_reads_private=True))
    assert reads_private(Settings(**{**LOCAL, "base_url": "http://[::1]:9/v1"},
                                  local_reads_private=True))  # fmt: skip


def test_a_cloud_model_or_a_cloud_fallback_never_reads_private_material():
    assert not reads_private(Settings(provider="openai", model="gpt-4o", local_reads_private=True))
    assert not reads_private(
        Settings(**LOCAL, local_reads_private=True, fallbacks=("openai/gpt-4o-mini",))
    )
    assert not reads_private(
        Settings(**{**LOCAL, "base_url": "http://192.168.1.9:1234/v1"}, local_reads_private=True)
    )

"""The warning `saife mcp --http` and `saife proxy` print when they listen beyond this machine without a token."""

from __future__ import annotations

import pytest

from saife_integrations.exposure import open_to_the_network_warning


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "::1", "127.0.1.1"])
def test_loopback_needs_no_warning(host: str) -> None:
    assert open_to_the_network_warning(host, "the proxy") is None


def test_an_open_address_without_a_token_is_warned_about(monkeypatch: pytest.MonkeyPatch) -> None:
    warning = open_to_the_network_warning("0.0.0.0", "the proxy")
    assert warning is not None and "SAIFE_ACCESS_TOKEN" in warning and "0.0.0.0" in warning
    monkeypatch.setenv("SAIFE_ACCESS_TOKEN", "a-token-of-some-length")
    assert open_to_the_network_warning("0.0.0.0", "the proxy") is None

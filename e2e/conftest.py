"""Fixtures for the browser tests; the helpers live in `e2e_kit` (a `conftest` module name clashes across folders)."""

from e2e_kit import browser, page, server

__all__ = ["browser", "page", "server"]

"""Web search behind one small interface: `SearchBackend.search(query, max_results=...) -> list[SearchHit]`.

Backends: `DdgsSearch` (no key), `SearxngSearch` (a SearXNG instance by URL), `BraveSearch` and
`TavilySearch` (API keys), and `StaticSearch` (fixed results, for tests and offline demos). A backend
either returns hits (possibly none) or raises `SearchError`, whose `kind` tells the caller whether
waiting may help (`rate_limit`) or not (`unavailable`, `bad_reply`).

This package finds and fetches pages and nothing more: reading them for a verdict is the web judge's job
(engine/detectors/web_judge.py), and nothing here imports the detectors (tests/layering/test_no_cycles.py).
"""

from __future__ import annotations

from .base import SearchBackend, SearchError, SearchHit, allow_real_search
from .factory import build_search
from .static import StaticSearch

__all__ = ["SearchBackend", "SearchError", "SearchHit", "StaticSearch", "allow_real_search", "build_search"]

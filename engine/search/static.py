"""A search backend with fixed answers: for tests, demos and pinned evaluations (never a real check of the web)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .base import SearchError, SearchHit


class StaticSearch:
    """Answers from a table: the first key contained in the query (case-insensitive) wins, else `default`.

    `errors` are raised, one per call, before any answer is given (to play a rate limit or an outage).
    Every query is recorded in `queries`.
    """

    name = "static"

    def __init__(
        self,
        results: Mapping[str, Sequence[SearchHit]] | None = None,
        *,
        default: Sequence[SearchHit] = (),
        errors: Sequence[SearchError] = (),
    ) -> None:
        self._results = {key.lower(): tuple(hits) for key, hits in (results or {}).items()}
        self._default = tuple(default)
        self._errors = list(errors)
        self.queries: list[str] = []

    async def search(self, query: str, *, max_results: int) -> list[SearchHit]:
        """The table's hits for `query`, or the next scripted error."""
        self.queries.append(query)
        if self._errors:
            raise self._errors.pop(0)
        lowered = query.lower()
        for key, hits in self._results.items():
            if key in lowered:
                return list(hits[:max_results])
        return list(self._default[:max_results])

"""Queries from claims, excerpts from long pages, and the on-disk page cache."""

from __future__ import annotations

import json
import os

from engine.search.excerpts import PAGE_BUDGET_CHARS, choose_excerpts
from engine.search.pagecache import PageCache
from engine.search.pages import WebPage
from engine.search.query import MAX_QUERY_WORDS, batch_claims, build_query
from engine.splitter import split_claims

ANSWER = (
    "The Eiffel Tower was completed in 1889. It is 330 metres tall. Gustave Eiffel's company built it. "
    "The tower has three levels for visitors. About 7 million people visit it each year."
)


def test_claims_are_batched_four_per_query_in_order():
    claims = split_claims(" ".join(f"Fact number {i} is true." for i in range(10)))
    batches = batch_claims(claims, 4)
    assert [len(b) for b in batches] == [4, 4, 2]
    assert [c.id for b in batches for c in b] == [c.id for c in claims]


def test_a_query_keeps_every_claims_names_and_numbers():
    claims = split_claims(ANSWER)[:4]
    query = build_query(claims)
    for word in ("Eiffel", "Tower", "1889", "330", "Gustave"):
        assert word in query
    assert "the" not in query.lower().split() and len(query.split()) <= MAX_QUERY_WORDS


def test_excerpts_are_exact_slices_around_the_matching_sentences():
    filler = "Unrelated filler sentence about gardening and weather. " * 400
    target = "The Eiffel Tower was completed in 1889 for the World's Fair."
    text = filler + target + " " + filler + "The tower is 330 metres tall. " + filler
    excerpts = choose_excerpts(text, ["The Eiffel Tower was completed in 1889.", "It is 330 metres tall."])
    shown = [text[e.start : e.end] for e in excerpts]
    assert any(target in s for s in shown) and any("330 metres" in s for s in shown)
    assert sum(len(s) for s in shown) <= PAGE_BUDGET_CHARS
    assert all(e.start < e.end for e in excerpts) and excerpts == sorted(excerpts, key=lambda e: e.start)


def test_a_short_page_is_shown_whole_and_an_unmatched_long_page_by_its_beginning():
    assert [(e.start, e.end) for e in choose_excerpts("Short page text.", ["anything"])] == [(0, 16)]
    long_text = "Words without any overlap at all here. " * 500
    (only,) = choose_excerpts(long_text, ["Quantum chromodynamics"])
    assert only.start == 0 and 0 < only.end <= 1500


def _page(url: str = "https://example.org/a") -> WebPage:
    return WebPage(url=url, final_url=url + "?r=1", title="A page", text="Readable text " * 10, size=140)


def test_pages_come_back_from_the_disk_cache_until_they_expire(tmp_path):
    cache = PageCache(tmp_path, ttl_s=3600)
    assert cache.get("https://example.org/a") is None
    cache.put(_page())
    cached = cache.get("https://example.org/a")
    assert cached is not None and cached.from_cache and cached.final_url == "https://example.org/a?r=1"
    assert cached.text == _page().text and cached.size == 140
    (path,) = tmp_path.glob("*.json")
    record = json.loads(path.read_text())
    record["fetched_at"] -= 7200
    path.write_text(json.dumps(record))
    assert cache.get("https://example.org/a") is None


def test_a_corrupt_or_foreign_cache_file_is_ignored(tmp_path):
    cache = PageCache(tmp_path, ttl_s=3600)
    cache.put(_page())
    (path,) = tmp_path.glob("*.json")
    path.write_text("{not json")
    assert cache.get("https://example.org/a") is None


def test_an_unwritable_cache_directory_is_counted_not_raised(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    cache = PageCache(blocker / "pages", ttl_s=3600)
    cache.put(_page())
    assert cache.write_errors == 1 and cache.get("https://example.org/a") is None
    assert not [p for p in os.listdir(tmp_path) if p.endswith(".tmp")]

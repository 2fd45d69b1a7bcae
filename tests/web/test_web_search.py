"""Search backends: SearXNG over real HTTP, Brave and Tavily over httpx's MockTransport, the factory, backoff."""

from __future__ import annotations

import json
import time

import httpx
import pytest
from pydantic import SecretStr
from servers.scripted import closed_port

from engine.config import Config
from engine.errors import ConfigError
from engine.search import SearchError, SearchHit, StaticSearch, build_search
from engine.search.ddgs_backend import DdgsSearch
from engine.search.http_backends import BraveSearch, SearxngSearch, TavilySearch
from engine.search.retry import search_with_backoff

KEY = "brv-secret-key-123456"


async def test_searxng_returns_hits_from_a_real_server(site):
    site.search_results = {"eiffel": [("Eiffel Tower", "/page/eiffel"), ("Paris", "/page/paris")]}
    hits = await SearxngSearch(site.base).search("Eiffel Tower height", max_results=5)
    assert hits == [
        SearchHit(title="Eiffel Tower", url=f"{site.base}/page/eiffel", snippet="about Eiffel Tower"),
        SearchHit(title="Paris", url=f"{site.base}/page/paris", snippet="about Paris"),
    ]
    assert await SearxngSearch(site.base).search("nothing matches", max_results=5) == []


async def test_searxng_rate_limit_and_refused_connection_are_search_errors(site):
    site.rate_limited = 1
    with pytest.raises(SearchError) as limited:
        await SearxngSearch(site.base).search("q", max_results=3)
    assert limited.value.kind == "rate_limit" and limited.value.retry_after == 0
    with pytest.raises(SearchError) as refused:
        await SearxngSearch(f"http://127.0.0.1:{closed_port()}").search("q", max_results=3)
    assert refused.value.kind == "unavailable" and "could not connect" in str(refused.value)


def _recording(payload: object, status: int = 200) -> tuple[httpx.AsyncClient, list[httpx.Request]]:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(status, json=payload)

    return httpx.AsyncClient(transport=httpx.MockTransport(handler)), seen


async def test_brave_sends_its_key_in_a_header_and_parses_web_results():
    payload = {"web": {"results": [{"title": "T", "url": "https://example.org/a", "description": "D"}]}}
    client, seen = _recording(payload)
    hits = await BraveSearch(KEY, client=client, country="us").search("q words", max_results=3)
    assert hits == [SearchHit(title="T", url="https://example.org/a", snippet="D")]
    assert seen[0].headers["x-subscription-token"] == KEY
    assert seen[0].url.params["q"] == "q words" and seen[0].url.params["count"] == "3"
    assert KEY not in repr(BraveSearch(KEY))


async def test_tavily_posts_the_query_with_a_bearer_key():
    client, seen = _recording({"results": [{"title": "T", "url": "https://example.org/b", "content": "C"}]})
    hits = await TavilySearch(KEY, client=client).search("q", max_results=2)
    assert hits == [SearchHit(title="T", url="https://example.org/b", snippet="C")]
    assert seen[0].headers["authorization"] == f"Bearer {KEY}"
    assert json.loads(seen[0].content) == {"query": "q", "max_results": 2, "search_depth": "basic"}


@pytest.mark.parametrize(
    ("status", "payload", "kind"),
    [(401, {"error": f"bad key {KEY}"}, "unavailable"), (429, {}, "rate_limit"), (200, {"oops": 1}, "bad_reply")],
)
async def test_http_errors_never_carry_the_key(status, payload, kind):
    client, _ = _recording(payload, status)
    with pytest.raises(SearchError) as caught:
        await TavilySearch(KEY, client=client).search("q", max_results=2)
    assert caught.value.kind == kind and KEY not in str(caught.value)


def test_the_factory_picks_the_configured_backend():
    assert isinstance(build_search(Config()), DdgsSearch)
    ddgs = build_search(Config(search_region="de-de", search_safesearch="off"))
    assert isinstance(ddgs, DdgsSearch) and (ddgs.region, ddgs.safesearch) == ("de-de", "off")
    searx = build_search(Config(search_backend="searxng", search_url="http://127.0.0.1:9/", search_region="uk-en"))
    assert isinstance(searx, SearxngSearch) and searx.language == "en-GB"
    key = SecretStr(KEY)
    assert isinstance(build_search(Config(search_backend="brave", search_api_key=key)), BraveSearch)
    assert isinstance(build_search(Config(search_backend="tavily", search_api_key=key)), TavilySearch)
    assert build_search(Config(search_backend="none")) is None


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"search_backend": "searxng"}, "SAIFE_SEARCH_URL"),
        ({"search_backend": "brave"}, "SAIFE_SEARCH_API_KEY"),
        ({"search_backend": "bing"}, "unknown search backend"),
    ],
)
def test_the_factory_explains_what_is_missing(fields, message):
    with pytest.raises(ConfigError, match=message):
        build_search(Config(**fields))


def test_search_settings_come_from_the_environment():
    env = {"SAIFE_SEARCH": "tavily", "TAVILY_API_KEY": KEY, "SAIFE_SEARCH_REGION": "fr-fr", "SAIFE_WEB_CACHE_DIR": ""}
    config = Config.from_env(env)
    assert config.search_backend == "tavily" and config.search_api_key.get_secret_value() == KEY
    assert config.search_region == "fr-fr" and config.web_cache_dir == ""
    assert KEY not in repr(config) and KEY not in config.model_dump_json()


async def test_static_search_answers_from_its_table_and_records_queries():
    hit = SearchHit(title="A", url="https://a.example/")
    search = StaticSearch({"tower": [hit]}, default=[SearchHit(title="B", url="https://b.example/")])
    assert await search.search("Eiffel Tower", max_results=3) == [hit]
    assert [h.title for h in await search.search("other", max_results=3)] == ["B"]
    assert search.queries == ["Eiffel Tower", "other"]


async def test_rate_limits_are_retried_within_the_budget():
    hit = SearchHit(title="A", url="https://a.example/")
    limited = [SearchError("rate_limit", "slow down", retry_after=0) for _ in range(2)]
    search = StaticSearch(default=[hit], errors=limited)
    outcome = await search_with_backoff(search, "q", max_results=3, deadline=time.monotonic() + 5)
    assert outcome.hits == (hit,) and outcome.error is None and outcome.attempts == 3


async def test_a_rate_limit_that_does_not_lift_ends_as_an_error():
    search = StaticSearch(errors=[SearchError("rate_limit", "slow down", retry_after=0)] * 10)
    outcome = await search_with_backoff(search, "q", max_results=3, deadline=time.monotonic() + 5)
    assert outcome.error is not None and outcome.error.kind == "rate_limit" and outcome.attempts == 4


async def test_a_wait_longer_than_the_budget_is_not_waited_for():
    search = StaticSearch(errors=[SearchError("rate_limit", "slow down", retry_after=600)])
    outcome = await search_with_backoff(search, "q", max_results=3, deadline=time.monotonic() + 1)
    assert outcome.error is not None and outcome.attempts == 1 and len(search.queries) == 1


async def test_an_outage_is_not_retried():
    search = StaticSearch(errors=[SearchError("unavailable", "no network")])
    outcome = await search_with_backoff(search, "q", max_results=3, deadline=time.monotonic() + 5)
    assert outcome.error is not None and outcome.error.kind == "unavailable" and len(search.queries) == 1


def test_ddgs_settings_are_validated():
    with pytest.raises(ValueError, match="safesearch"):
        DdgsSearch(safesearch="strictest")


async def test_real_search_is_switched_off_in_tests():
    with pytest.raises(SearchError, match="switched off"):
        await DdgsSearch().search("anything", max_results=3)
    with pytest.raises(SearchError, match="switched off"):
        await BraveSearch(KEY).search("anything", max_results=3)

"""Provider failures in plain words, through the real SDKs against servers on 127.0.0.1: a non-JSON body is never
copied, a JSON `error.message` is quoted short and redacted, a visitor's endpoint reaches public addresses only,
and an Anthropic base URL ending in /v1 still works."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from provider_kit import FAST_RETRY, judge_config, router_for
from pydantic import SecretStr
from servers.scripted import Reply, Script, ScriptedServer, closed_port
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, PlainTextResponse, Response
from starlette.routing import Route

from engine.config import Config, ModelSpec
from engine.providers import ErrorKind, ProviderError
from engine.providers.anthropic_adapter import sdk_base_url

HI = [{"role": "user", "content": "hi"}]
ERROR_PAGE = "<html><body><h1>500 Internal Server Error</h1><p>db=10.0.0.7 user=svc_backup</p></body></html>"


@pytest.fixture(scope="module")
def html_server() -> Iterator[ScriptedServer]:
    """An internal service that answers every call with an HTML (or plain text) error page."""

    async def chat(request: Request) -> Response:
        if request.query_params.get("plain"):
            return PlainTextResponse("upstream connect error or disconnect/reset before headers", status_code=502)
        return HTMLResponse(ERROR_PAGE, status_code=500)

    app = Starlette(routes=[Route("/v1/chat/completions", chat, methods=["POST"])])
    server = ScriptedServer(app, Script()).start()
    yield server
    server.stop()


async def failure(config: Config) -> ProviderError:
    router = router_for(config, retry=FAST_RETRY)
    try:
        with pytest.raises(ProviderError) as caught:
            await router.complete("judge", HI)
    finally:
        await router.aclose()
    return caught.value


async def test_an_html_error_page_is_never_copied(html_server: ScriptedServer) -> None:
    error = await failure(judge_config(html_server.root + "/v1"))
    assert error.kind is ErrorKind.SERVER
    assert str(error) == "the model server returned an error (HTTP 500)"
    assert "html" not in error.summary().lower() and "10.0.0.7" not in error.summary()


async def test_a_json_error_message_is_quoted_short_and_redacted(oai: ScriptedServer) -> None:
    key = "sk-test-a1b2c3d4e5f6"
    message = f"Model overloaded for key {key}. " + "Please retry. " * 40
    oai.script.use(lambda seen: Reply(status=503, error={"error": {"message": message}}))
    error = await failure(judge_config(oai.root + "/v1", key=key))
    text = error.summary()
    assert text.startswith('the model server returned an error (HTTP 503): "Model overloaded for key [redacted].')
    assert key not in text and text.endswith('…"') and len(error.detail) <= 170


@pytest.mark.parametrize(
    ("reply", "words"),
    [
        (Reply(status=401), "the key was refused (HTTP 401)"),
        (Reply(status=404), "the model name is not known to this provider (HTTP 404)"),
        (Reply(status=429, headers={"retry-after": "7"}), "rate limited: try again in 7 s (HTTP 429)"),
        (Reply(status=400), "the model server rejected the request (HTTP 400)"),
    ],
    ids=["401", "404", "429", "400"],
)
async def test_statuses_read_as_plain_words(oai: ScriptedServer, reply: Reply, words: str) -> None:
    oai.script.use(lambda seen: reply)
    error = await failure(judge_config(oai.root + "/v1"))
    assert error.summary().startswith(words)


async def test_an_unreachable_server_names_no_exception_class() -> None:
    error = await failure(judge_config(f"http://127.0.0.1:{closed_port()}/v1"))
    assert str(error) == "the model server could not be reached"


def visitor_config(base_url: str, **fields: object) -> Config:
    spec = ModelSpec(
        model="openai/x", base_url=base_url, api_key=SecretStr("sk-visitor-0a1b2c3d4e"), visitor_endpoint=True
    )
    return Config(models={"judge": spec}, **fields)


@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "[::1]", "169.254.169.254", "10.1.2.3"])
async def test_a_visitor_endpoint_may_not_reach_private_addresses(oai: ScriptedServer, host: str) -> None:
    port = oai.port if host in ("127.0.0.1", "localhost") else 80
    error = await failure(visitor_config(f"http://{host}:{port}/v1"))
    assert error.kind is ErrorKind.BLOCKED and "SAIFE_ALLOW_PRIVATE_LINKS=1" in str(error)
    assert oai.script.requests == []  # nothing was sent


async def test_private_addresses_are_reachable_when_the_operator_allows_them(oai: ScriptedServer) -> None:
    oai.script.queue(Reply(content="ok"))
    router = router_for(visitor_config(oai.root + "/v1", allow_private_links=True))
    done = await router.complete("judge", HI)
    await router.aclose()
    assert done.text == "ok" and len(oai.script.requests) == 1


async def test_the_operators_own_endpoint_is_not_pinned(oai: ScriptedServer) -> None:
    oai.script.queue(Reply(content="ok"))
    router = router_for(judge_config(oai.root + "/v1"))  # an operator's local server: no visitor flag
    assert (await router.complete("judge", HI)).text == "ok"
    await router.aclose()


@pytest.mark.parametrize("suffix", ["", "/", "/v1", "/v1/"])
async def test_an_anthropic_base_url_may_end_in_v1(anth: ScriptedServer, suffix: str) -> None:
    anth.script.queue(Reply(content="Bonjour."))
    spec = ModelSpec(model="anthropic/claude-x", base_url=anth.root + suffix, api_key=SecretStr("sk-ant-test-0a1b2c"))
    router = router_for(Config(models={"judge": spec}))
    done = await router.complete("judge", HI)
    await router.aclose()
    assert done.text == "Bonjour." and anth.script.requests[0].path == "/v1/messages"


def test_only_a_trailing_v1_is_stripped_for_the_anthropic_sdk() -> None:
    assert sdk_base_url("https://proxy.example/v1") == "https://proxy.example"
    assert sdk_base_url("https://proxy.example/v1/") == "https://proxy.example"
    assert sdk_base_url("https://proxy.example/anthropic") == "https://proxy.example/anthropic"
    assert sdk_base_url("https://proxy.example/v10") == "https://proxy.example/v10"
    assert sdk_base_url(None) is None

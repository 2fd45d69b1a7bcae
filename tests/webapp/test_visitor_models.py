"""Whose key pays for a run: anonymous visitors use only the operator's configured models on its keys (or none,
with SAIFE_VISITORS_USE_SERVER_KEYS=0); a visitor's own key opens any model; endpoints must be public."""

from __future__ import annotations

import asyncio
import socket
import threading
from typing import Any

import pytest
from nicegui.testing import User
from page_kit import VISITOR_KEY, runs, until
from pydantic import SecretStr
from servers.scripted import Reply, ScriptedServer

from engine import Config, ModelSpec
from engine.errors import ConfigError
from webapp.options import ModelChoice, RunOptions, VisitorRights, build_config, refuse_private_endpoint

OPERATOR = Config(
    models={
        "writer": ModelSpec(model="openai/gpt-4o-mini", api_key=SecretStr("sk-operator")),
        "judge": ModelSpec(model="openai/gpt-4.1-mini", base_url="https://llm.example.com/v1"),
    }
)
ANONYMOUS = VisitorRights()
KEY = SecretStr(VISITOR_KEY)


def test_an_anonymous_visitor_cannot_spend_the_server_key_on_another_model() -> None:
    expected = r"gpt-4o needs your own OpenAI key \(OPENAI_API_KEY\).*models \(openai/gpt-4.1-mini, openai/gpt-4o-mini"
    with pytest.raises(ConfigError, match=expected):
        build_config(OPERATOR, RunOptions(models={"judge": "openai/gpt-4o"}), rights=ANONYMOUS)
    with pytest.raises(ConfigError, match="needs your own Anthropic key"):  # the old call, without rights, is as strict
        build_config(OPERATOR, RunOptions(models={"judge": "anthropic/claude-sonnet-4-5"}))


def test_an_operator_model_serves_any_role_with_the_operators_endpoint_and_key() -> None:
    config = build_config(OPERATOR, RunOptions(models={"judge": "openai/gpt-4o-mini"}), rights=ANONYMOUS)
    assert config.models["judge"] is OPERATOR.models["writer"]


def test_a_visitors_own_key_opens_any_model_of_a_known_provider() -> None:
    choice = ModelChoice(model="anthropic/claude-sonnet-4-5", api_key=KEY)
    judge = build_config(OPERATOR, RunOptions(models={"judge": choice}), rights=ANONYMOUS).models["judge"]
    assert judge.model == "anthropic/claude-sonnet-4-5" and judge.base_url is None
    assert judge.api_key is not None and judge.api_key.get_secret_value() == VISITOR_KEY


def test_token_holders_may_use_any_model_on_the_servers_key() -> None:
    team = VisitorRights(any_model=True)
    judge = build_config(OPERATOR, RunOptions(models={"judge": "openai/gpt-4o"}), rights=team).models["judge"]
    assert judge == ModelSpec(model="openai/gpt-4o")


def test_without_lent_keys_a_visitor_gets_no_server_model() -> None:
    own = VisitorRights(server_keys=False)
    assert build_config(OPERATOR, RunOptions(mode="sources"), rights=own).models == {}
    with pytest.raises(ConfigError, match="does not lend its keys"):
        build_config(OPERATOR, RunOptions(models={"judge": "openai/gpt-4.1-mini"}), rights=own)
    choice = ModelChoice(model="openai/gpt-4.1-mini", api_key=KEY)
    config = build_config(OPERATOR, RunOptions(models={"judge": choice}), rights=own)
    assert list(config.models) == ["judge"], "the operator's writer is not lent either"
    assert config.models["judge"].api_key == KEY


def test_services_read_the_lending_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    from webapp.services import Services

    monkeypatch.setenv("SAIFE_DB", "")
    assert Services.from_env().visitors_use_server_keys
    monkeypatch.setenv("SAIFE_VISITORS_USE_SERVER_KEYS", "0")
    services = Services.from_env()
    assert not services.visitors_use_server_keys and not VisitorRights.of(services).server_keys
    monkeypatch.setenv("SAIFE_ACCESS_TOKEN", "t0ken-for-the-team")
    assert VisitorRights.of(Services.from_env()) == VisitorRights(any_model=True)


@pytest.mark.parametrize(
    ("url", "kind"),
    [
        ("http://127.0.0.1:11434/v1", "loopback"),
        ("http://localhost:8000/v1", "loopback"),
        ("http://[::1]:8000/v1", "loopback"),
        ("http://10.0.0.2/v1", "private"),
        ("http://192.168.1.20/v1", "private"),
        ("http://169.254.169.254/latest", "link-local"),
        ("http://[::ffff:127.0.0.1]/v1", "loopback"),
    ],
)
def test_a_visitors_endpoint_must_be_public(url: str, kind: str) -> None:
    with pytest.raises(ConfigError, match=f"is a {kind} address"):
        refuse_private_endpoint(url, allow_private=False)
    refuse_private_endpoint(url, allow_private=True)  # the operator allowed private targets


def test_a_public_endpoint_passes_and_an_unknown_host_is_refused() -> None:
    refuse_private_endpoint("https://93.184.215.14/v1", allow_private=False)
    with pytest.raises(ConfigError, match="cannot be resolved"):
        refuse_private_endpoint("https://no-such-host.invalid/v1", allow_private=False)


def test_build_config_guards_a_visitors_endpoint() -> None:
    choice = ModelChoice(model="openai/x", base_url="http://127.0.0.1:9/v1", api_key=KEY)
    with pytest.raises(ConfigError, match="loopback"):
        build_config(Config(), RunOptions(models={"judge": choice}), rights=VisitorRights(allow_endpoints=True))
    allowed = Config(allow_private_links=True)
    spec = build_config(allowed, RunOptions(models={"judge": choice}), rights=VisitorRights(allow_endpoints=True))
    assert spec.models["judge"].base_url == "http://127.0.0.1:9/v1"
    assert spec.models["judge"].visitor_endpoint, "the provider layer checks the address again when it connects"
    assert (
        not build_config(OPERATOR, RunOptions(models={"judge": "openai/gpt-4.1-mini"})).models["judge"].visitor_endpoint
    )


@pytest.fixture
def server_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    """The operator holds a provider key and keys for its configured roles (read when the app starts)."""
    monkeypatch.setenv("OPENAI_API_KEY", "sk-server-key")
    monkeypatch.setenv("SAIFE_WRITER_API_KEY", "sk-operator-writer")
    monkeypatch.setenv("SAIFE_JUDGE_API_KEY", "sk-operator-judge")


@pytest.fixture
def endpoints_allowed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SAIFE_WEB_ALLOW_ENDPOINTS", "1")


@pytest.fixture
def lending_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SAIFE_VISITORS_USE_SERVER_KEYS", "0")


@pytest.mark.usefixtures("operator_models", "server_keys")
async def test_the_api_refuses_another_model_on_the_server_key(user: User) -> None:
    await user.open("/")
    body = {"answer": "Hi.", "options": {"models": {"judge": "openai/gpt-4o"}}}
    refused = await user.http_client.post("/api/verify", json=body)
    assert refused.status_code == 422 and "needs your own OpenAI key" in refused.json()["detail"]
    body["options"]["models"]["judge"] = {"model": "openai/gpt-4o", "api_key": VISITOR_KEY}  # type: ignore[index]
    assert (await user.http_client.post("/api/verify", json=body)).status_code == 202


@pytest.mark.usefixtures("operator_models", "endpoints_allowed")
async def test_the_api_refuses_a_private_endpoint_with_a_reason(user: User) -> None:
    await user.open("/")
    choice = {"model": "openai/x", "base_url": "http://10.1.2.3/v1", "api_key": VISITOR_KEY}
    body = {"answer": "Hi.", "options": {"models": {"judge": choice}}}
    refused = await user.http_client.post("/api/verify", json=body)
    assert refused.status_code == 422
    assert "10.1.2.3" in refused.json()["detail"] and "private address" in refused.json()["detail"]


@pytest.mark.usefixtures("operator_models", "server_keys", "lending_off")
async def test_with_lending_off_a_visitor_run_never_calls_the_servers_models(oai: ScriptedServer, user: User) -> None:
    oai.script.use(lambda seen: Reply(content='{"verdict": "UNVERIFIABLE", "quotes": []}'))
    await user.open("/")
    body = {"answer": "The library holds 4,000 books.", "sources": ["The library holds 4,000 books."]}
    accepted = await user.http_client.post("/api/verify", json={**body, "options": {"mode": "sources"}})
    assert accepted.status_code == 202
    run_id = accepted.json()["run_id"]
    await until(lambda: (r := runs().snapshot(run_id)) is not None and r.status is not None)
    assert oai.script.requests == [], "no request may carry the operator's keys"
    judge = {"model": "openai/gpt-4.1-mini", "api_key": VISITOR_KEY}  # the operator's model on the visitor's key
    options = {"mode": "sources", "models": {"judge": judge}}
    second = await user.http_client.post("/api/verify", json={**body, "options": options})
    assert second.status_code == 202
    run_id = second.json()["run_id"]
    await until(lambda: (r := runs().snapshot(run_id)) is not None and r.status is not None)
    assert oai.script.requests and {seen.key for seen in oai.script.requests} == {VISITOR_KEY}


@pytest.mark.usefixtures("operator_models", "endpoints_allowed")
async def test_resolving_a_visitors_endpoint_does_not_stall_the_server(
    user: User, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A slow DNS answer for a visitor's host holds only that request: other requests are served meanwhile."""
    released, resolving = threading.Event(), threading.Event()
    waited: list[bool] = []
    real = socket.getaddrinfo

    def slow_getaddrinfo(host: str, *args: Any, **kwargs: Any) -> Any:
        if host != "slow-dns.example":
            return real(host, *args, **kwargs)
        resolving.set()
        waited.append(released.wait(timeout=5))  # on the server's loop, this would hold every other request too
        return real("127.0.0.1", *args, **kwargs)

    monkeypatch.setattr(socket, "getaddrinfo", slow_getaddrinfo)
    await user.open("/")
    choice = {"model": "openai/x", "base_url": "http://slow-dns.example/v1", "api_key": VISITOR_KEY}
    body = {"answer": "Hi.", "options": {"models": {"judge": choice}}}
    verify = asyncio.ensure_future(user.http_client.post("/api/verify", json=body))
    await until(resolving.is_set)
    health = await user.http_client.get("/api/health")
    released.set()
    refused = await verify
    assert health.status_code == 200 and waited == [True], "health was answered while the lookup was held"
    assert refused.status_code == 422 and "loopback" in refused.json()["detail"]

"""Turning a request's options into the run's Config: modes, operator models, visitor keys, refused endpoints."""

from __future__ import annotations

import pytest
from pydantic import SecretStr, ValidationError

from engine import Config, ModelSpec
from engine.errors import ConfigError
from webapp.options import ModelChoice, RunOptions, VerifyRequest, VisitorRights, build_config

OPERATOR = Config(
    models={"judge": ModelSpec(model="openai/gpt-4.1-mini", base_url="http://127.0.0.1:9/v1", api_key=SecretStr("op"))}
)
KEY = "sk-visitor-0123456789abcdef"


def test_modes() -> None:
    assert build_config(OPERATOR, RunOptions(mode="offline")).offline
    no_model = build_config(OPERATOR, RunOptions(mode="no-model"))
    assert not no_model.offline and no_model.models == {}
    strict = build_config(OPERATOR, RunOptions(mode="strict", max_passes=2, latency_budget_ms=5000))
    assert strict.mode == "strict" and strict.strict_independence
    assert (strict.max_passes, strict.latency_budget_ms) == (2, 5000)


def test_the_operators_model_keeps_its_endpoint_and_a_visitor_key_replaces_its_key() -> None:
    kept = build_config(OPERATOR, RunOptions(models={"judge": "openai/gpt-4.1-mini"}))
    assert kept.models["judge"] == OPERATOR.models["judge"]
    theirs = build_config(OPERATOR, RunOptions(models={"judge": ModelChoice(model="openai/gpt-4.1-mini", api_key=KEY)}))
    judge = theirs.models["judge"]
    assert judge.base_url == "http://127.0.0.1:9/v1" and judge.api_key is not None
    assert judge.api_key.get_secret_value() == KEY


def test_another_model_gets_only_what_the_visitor_gave() -> None:
    choice = ModelChoice(model="gemini/gemini-2.5-flash")  # token holders only: visitors need their own key
    chosen = build_config(OPERATOR, RunOptions(models={"judge": choice}), rights=VisitorRights(any_model=True))
    assert chosen.models["judge"] == ModelSpec(model="gemini/gemini-2.5-flash")


@pytest.mark.parametrize(
    "choice",
    [
        ModelChoice(model="openai/x", base_url="http://10.0.0.2/v1", api_key=KEY),
        ModelChoice(model="ollama/llama3.2"),
    ],
)
def test_custom_and_local_endpoints_are_refused_unless_allowed(choice: ModelChoice) -> None:
    with pytest.raises(ConfigError, match="endpoints are disabled"):
        build_config(Config(), RunOptions(models={"judge": choice}))
    allowed = Config(allow_private_links=True)  # the endpoint is private: the operator allows those too
    assert build_config(allowed, RunOptions(models={"judge": choice}), allow_endpoints=True).models["judge"]


def test_an_operator_key_never_travels_to_an_endpoint_a_visitor_picked() -> None:
    with pytest.raises(ConfigError, match="needs its own key"):
        build_config(
            Config(), RunOptions(models={"judge": ModelChoice(model="openai/x", base_url="http://e.test/v1")}),
            allow_endpoints=True,
        )  # fmt: skip


def test_keys_stay_out_of_reprs_and_validation_errors() -> None:
    options = RunOptions(models={"judge": ModelChoice(model="openai/gpt-4o-mini", api_key=KEY)})
    assert KEY not in repr(options) and KEY not in str(options.model_dump())
    with pytest.raises(ValidationError) as caught:
        VerifyRequest.model_validate(
            {"answer": "x", "options": {"models": {"judge": {"model": "bad", "api_key": KEY}}}}
        )
    assert KEY not in str(caught.value)


@pytest.mark.parametrize("blank", ["", "   "])
def test_a_blank_endpoint_is_no_endpoint(blank: str) -> None:
    choice = ModelChoice(model="openai/gpt-4o-mini", base_url=blank, api_key=KEY)
    assert choice.base_url is None
    spec = build_config(Config(), RunOptions(models={"judge": choice})).models["judge"]
    assert spec.base_url is None, "an empty string must not make the role a keyless custom endpoint"


@pytest.mark.parametrize("url", ["file:///etc/passwd", "ftp://10.0.0.2/v1", "localhost:11434/v1", "http://"])
def test_an_endpoint_must_be_an_http_url(url: str) -> None:
    with pytest.raises(ValidationError, match="http:// or https://"):
        ModelChoice(model="openai/x", base_url=url, api_key=KEY)

"""Provider presets, labs, keys and independence: what `build_router` makes of a configuration."""

from __future__ import annotations

import json

import pytest
from pydantic import SecretStr

from engine.config import Config, ModelSpec
from engine.errors import ConfigError
from engine.providers import parse_model
from engine.providers.presets import lab_of
from engine.router import build_router


def spec(model: str, key: str | None = None, base_url: str | None = None) -> ModelSpec:
    return ModelSpec(model=model, api_key=SecretStr(key) if key else None, base_url=base_url)


@pytest.mark.parametrize(
    ("text", "provider", "model"),
    [
        ("openai/gpt-4o-mini", "openai", "gpt-4o-mini"),
        ("anthropic/claude-sonnet-4-5", "anthropic", "claude-sonnet-4-5"),
        ("openrouter/meta-llama/llama-3.3-70b-instruct:free", "openrouter", "meta-llama/llama-3.3-70b-instruct:free"),
        ("gemini/gemini-2.5-flash", "gemini", "gemini-2.5-flash"),
        ("ollama/llama3.2", "ollama", "llama3.2"),
        ("groq:llama-3.3-70b-versatile", "groq", "llama-3.3-70b-versatile"),
    ],
)
def test_parse_model(text, provider, model):
    ref = parse_model(text)
    assert (ref.preset.name, ref.model) == (provider, model)


@pytest.mark.parametrize("text", ["gpt-4o", "acme/gpt-4o", "openai/", ""])
def test_parse_model_rejects_what_it_cannot_place(text):
    with pytest.raises(ConfigError, match="PROVIDER/MODEL"):
        parse_model(text)


@pytest.mark.parametrize(
    ("text", "base_url", "lab"),
    [
        ("openai/gpt-4o-mini", None, "OpenAI"),
        ("anthropic/claude-sonnet-4-5", None, "Anthropic"),
        ("gemini/gemini-2.5-flash", None, "Google"),
        ("openrouter/meta-llama/llama-3.3-70b-instruct:free", None, "Meta"),
        ("openrouter/anthropic/claude-3.5-haiku", None, "Anthropic"),
        ("openrouter/qwen/qwen-2.5-72b-instruct", None, "Alibaba"),
        ("openrouter/x-ai/grok-3", None, "xAI"),
        ("groq/llama-3.3-70b-versatile", None, "Meta"),
        ("together/mistralai/Mixtral-8x7B-Instruct-v0.1", None, "Mistral"),
        ("ollama/qwen2.5:7b", None, "Alibaba"),
        ("ollama/gpt-oss:20b", None, "OpenAI"),
        ("openai/gpt-4o", "http://127.0.0.1:9/v1", "OpenAI"),
        ("openai/x", "http://127.0.0.1:9/v1", None),
        ("vllm/my-finetune", None, None),
    ],
)
def test_lab_of(text, base_url, lab):
    assert lab_of(parse_model(text), base_url) == lab


def test_offline_or_no_model_means_no_router():
    assert build_router(Config(), env={}) is None
    assert build_router(Config(offline=True, models={"judge": spec("openai/gpt-4o", "sk-x")}), env={}) is None


def test_one_judge_key_serves_judge_and_splitter():
    router = build_router(Config(models={"judge": spec("gemini/gemini-2.5-flash")}), env={"GEMINI_API_KEY": "g-123456"})
    assert router.has("judge") and router.has("splitter")
    assert not router.has("writer") and not router.has("resampler")
    assert router.describe() == {
        "judge": "gemini/gemini-2.5-flash (Google)",
        "splitter": "gemini/gemini-2.5-flash (Google)",
    }
    assert router.lab("judge") == "Google" and router.lab("writer") is None
    assert router.independence_alert() is None


def test_a_key_given_to_one_role_serves_another_on_the_same_provider():
    config = Config(models={"judge": spec("openai/gpt-4o", "sk-judge-key-1"), "splitter": spec("openai/gpt-4o-mini")})
    router = build_router(config, env={})
    assert router.has("splitter")


def test_a_judge_without_a_key_is_a_config_error_that_says_what_to_set():
    with pytest.raises(ConfigError) as caught:
        build_router(Config(models={"judge": spec("anthropic/claude-sonnet-4-5")}), env={})
    message = str(caught.value)
    assert "ANTHROPIC_API_KEY" in message and "SAIFE_JUDGE_API_KEY" in message and "SAIFE_OFFLINE=1" in message


def test_a_writer_without_a_key_still_counts_for_independence():
    config = Config(
        models={"judge": spec("anthropic/claude-sonnet-4-5", "sk-ant-1234567"), "writer": spec("openai/gpt-4o")}
    )
    router = build_router(config, env={})
    assert router.has("judge") and not router.has("writer") and not router.has("resampler")
    assert router.describe()["writer"] == "openai/gpt-4o (OpenAI, no key)"
    assert router.alerts() == (
        "The writer and resampler model openai/gpt-4o has no key (set OPENAI_API_KEY or SAIFE_WRITER_API_KEY), "
        "so it is not called.",
    )
    assert router.independence_alert() is None


def test_local_servers_need_no_key():
    router = build_router(Config(models={"judge": spec("ollama/llama3.2")}), env={})
    assert router.has("judge") and router.describe()["judge"] == "ollama/llama3.2 (Meta)"


def test_same_lab_raises_an_alert_and_strict_independence_refuses():
    models = {
        "judge": spec("openai/gpt-4o", "sk-judge-0001"),
        "writer": spec("openrouter/openai/gpt-4o-mini", "sk-or-1"),
    }
    alert = build_router(Config(models=models), env={}).independence_alert()
    assert alert is not None and "both come from OpenAI" in alert
    with pytest.raises(ConfigError, match="strict independence refused the run"):
        build_router(Config(models=models, strict_independence=True), env={})


def test_different_labs_pass_strict_independence():
    models = {"judge": spec("anthropic/claude-sonnet-4-5", "sk-ant-0001"), "writer": spec("openai/gpt-4o")}
    router = build_router(Config(models=models, strict_independence=True), env={})
    assert router.independence_alert() is None


@pytest.mark.parametrize(
    "models",
    [
        {"judge": spec("anthropic/claude-sonnet-4-5", "sk-ant-0001")},
        {"judge": spec("openai/x", "sk-1234567", "http://127.0.0.1:9/v1"), "writer": spec("openai/gpt-4o")},
    ],
    ids=["no-writer", "unknown-lab"],
)
def test_strict_independence_refuses_what_it_cannot_check(models):
    with pytest.raises(ConfigError):
        build_router(Config(models=models, strict_independence=True), env={})


def test_from_env_roles_and_provider_keys():
    env = {
        "SAIFE_JUDGE_MODEL": "openrouter/meta-llama/llama-3.3-70b-instruct:free",
        "SAIFE_WRITER_MODEL": "openai/gpt-4o-mini",
        "OPENROUTER_API_KEY": "sk-or-v1-abcdef",
    }
    router = build_router(Config.from_env(env), env=env)
    assert router.describe()["judge"] == "openrouter/meta-llama/llama-3.3-70b-instruct:free (Meta)"
    assert router.has("judge") and not router.has("writer")
    binding = router.binding("judge")
    assert binding.base_url == "https://openrouter.ai/api/v1" and binding.context_tokens == 128_000
    assert "sk-or" not in repr(router) and "sk-or" not in str(router.describe())


def test_a_price_file_extends_the_table(tmp_path):
    prices = tmp_path / "prices.json"
    prices.write_text(json.dumps({"house-model": {"input": 1.5, "output": 2.5}}))
    router = build_router(Config(models={"judge": spec("ollama/house-model")}), env={"SAIFE_PRICES": str(prices)})
    assert router._prices["house-model"].input == 1.5
    prices.write_text("not json")
    with pytest.raises(ConfigError, match="price file"):
        build_router(Config(models={"judge": spec("ollama/house-model")}), env={"SAIFE_PRICES": str(prices)})

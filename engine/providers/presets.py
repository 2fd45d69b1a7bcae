"""Provider presets (endpoint, key variable, SDK) and the table of which lab stands behind a model.

`PROVIDER/MODEL` strings follow the contract: `openai/gpt-4o-mini`, `anthropic/claude-sonnet-4-5`,
`openrouter/meta-llama/llama-3.3-70b-instruct:free`, `gemini/gemini-2.5-flash`, `ollama/llama3.2`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

from .errors import ConfigError

Sdk = Literal["openai", "anthropic"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Preset:
    """How to reach one provider."""

    name: str
    """The `PROVIDER` part of `PROVIDER/MODEL`."""
    title: str
    """Human name used in alerts."""
    sdk: Sdk
    """Which SDK talks to it: every OpenAI-compatible endpoint goes through `openai`."""
    base_url: str | None
    """Default endpoint; None means the SDK's own default."""
    key_env: str | None
    """Environment variable holding the provider's key; None for local servers that need none."""
    lab: str | None = None
    """The lab whose models this provider serves exclusively; None for gateways and local servers."""
    concurrency: int = 8
    """Calls in flight at once against this provider."""
    key_page: str | None = None
    """Where a person gets a key for this provider."""
    free_tier: bool = False
    """Keys are free and some models cost nothing (OpenRouter: the `:free` models only); see `providers.free`."""


PRESETS: dict[str, Preset] = {
    p.name: p
    for p in (
        Preset(
            name="openai", title="OpenAI", sdk="openai", base_url=None, key_env="OPENAI_API_KEY", lab="OpenAI",
            key_page="https://platform.openai.com/api-keys",
        ),
        Preset(
            name="anthropic", title="Anthropic", sdk="anthropic", base_url=None, key_env="ANTHROPIC_API_KEY",
            lab="Anthropic", key_page="https://console.anthropic.com/settings/keys",
        ),
        Preset(
            name="openrouter", title="OpenRouter", sdk="openai", base_url="https://openrouter.ai/api/v1",
            key_env="OPENROUTER_API_KEY", key_page="https://openrouter.ai/keys", free_tier=True,
        ),
        Preset(
            name="gemini", title="Google Gemini", sdk="openai",
            base_url="https://generativelanguage.googleapis.com/v1beta/openai/", key_env="GEMINI_API_KEY",
            lab="Google", key_page="https://aistudio.google.com/apikey", free_tier=True,
        ),
        Preset(
            name="groq", title="Groq", sdk="openai", base_url="https://api.groq.com/openai/v1", key_env="GROQ_API_KEY",
            key_page="https://console.groq.com/keys", free_tier=True,
        ),
        Preset(
            name="cerebras", title="Cerebras", sdk="openai", base_url="https://api.cerebras.ai/v1",
            key_env="CEREBRAS_API_KEY", key_page="https://cloud.cerebras.ai", free_tier=True,
        ),
        Preset(
            name="mistral", title="Mistral", sdk="openai", base_url="https://api.mistral.ai/v1",
            key_env="MISTRAL_API_KEY", lab="Mistral", key_page="https://console.mistral.ai/api-keys", free_tier=True,
        ),
        Preset(
            name="deepseek", title="DeepSeek", sdk="openai", base_url="https://api.deepseek.com/v1",
            key_env="DEEPSEEK_API_KEY", lab="DeepSeek", key_page="https://platform.deepseek.com/api_keys",
        ),
        Preset(
            name="together", title="Together AI", sdk="openai", base_url="https://api.together.xyz/v1",
            key_env="TOGETHER_API_KEY",
        ),
        Preset(name="xai", title="xAI", sdk="openai", base_url="https://api.x.ai/v1", key_env="XAI_API_KEY", lab="xAI"),
        Preset(
            name="ollama", title="Ollama", sdk="openai", base_url="http://localhost:11434/v1", key_env=None,
            concurrency=2,
        ),
        Preset(
            name="lmstudio", title="LM Studio", sdk="openai", base_url="http://localhost:1234/v1", key_env=None,
            concurrency=2,
        ),
        Preset(name="vllm", title="vLLM", sdk="openai", base_url="http://localhost:8000/v1", key_env=None),
    )
}  # fmt: skip

# OpenRouter (and Together, Groq) name models `vendor/model`: the vendor tells the lab.
VENDORS: dict[str, str] = {
    "openai": "OpenAI",
    "anthropic": "Anthropic",
    "google": "Google",
    "meta-llama": "Meta",
    "meta": "Meta",
    "mistralai": "Mistral",
    "deepseek": "DeepSeek",
    "deepseek-ai": "DeepSeek",
    "qwen": "Alibaba",
    "x-ai": "xAI",
    "cohere": "Cohere",
    "microsoft": "Microsoft",
    "nvidia": "NVIDIA",
    "moonshotai": "Moonshot",
    "z-ai": "Zhipu",
    "thudm": "Zhipu",
    "amazon": "Amazon",
    "ai21": "AI21",
    "perplexity": "Perplexity",
    "nousresearch": "Nous Research",
    "allenai": "Ai2",
    "ibm-granite": "IBM",
    "minimax": "MiniMax",
}

# Model-family prefixes, for endpoints that serve many labs' models under bare names (Groq, Ollama, vLLM).
FAMILIES: tuple[tuple[str, str], ...] = (
    ("gpt-oss", "OpenAI"),
    ("gpt", "OpenAI"),
    ("chatgpt", "OpenAI"),
    ("o1", "OpenAI"),
    ("o3", "OpenAI"),
    ("o4", "OpenAI"),
    ("claude", "Anthropic"),
    ("gemini", "Google"),
    ("gemma", "Google"),
    ("llama", "Meta"),
    ("meta-llama", "Meta"),
    ("codellama", "Meta"),
    ("mistral", "Mistral"),
    ("mixtral", "Mistral"),
    ("codestral", "Mistral"),
    ("ministral", "Mistral"),
    ("pixtral", "Mistral"),
    ("magistral", "Mistral"),
    ("devstral", "Mistral"),
    ("deepseek", "DeepSeek"),
    ("qwen", "Alibaba"),
    ("qwq", "Alibaba"),
    ("grok", "xAI"),
    ("command", "Cohere"),
    ("phi", "Microsoft"),
    ("kimi", "Moonshot"),
    ("glm", "Zhipu"),
    ("nemotron", "NVIDIA"),
    ("granite", "IBM"),
)

# Context windows in tokens by model-family prefix (longest prefix wins); a conservative default otherwise.
CONTEXT_TOKENS: tuple[tuple[str, int], ...] = (
    ("gpt-4.1", 1_000_000),
    ("gpt-4o", 128_000),
    ("gpt-5", 400_000),
    ("gpt-3.5", 16_000),
    ("o1", 200_000),
    ("o3", 200_000),
    ("o4", 200_000),
    ("claude", 200_000),
    ("gemini", 1_000_000),
    ("llama-3", 128_000),
    ("llama3", 128_000),
    ("mistral-large", 128_000),
    ("deepseek", 64_000),
    ("qwen", 32_000),
)
DEFAULT_CONTEXT_TOKENS = 32_000
LOCAL_CONTEXT_TOKENS = 8_000
"""Local servers (Ollama, LM Studio) often run with a small window unless told otherwise."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ModelRef:
    """A parsed `PROVIDER/MODEL` string."""

    preset: Preset
    model: str
    """The model name as the provider knows it (may itself contain `/`)."""

    @property
    def label(self) -> str:
        return f"{self.preset.name}/{self.model}"


def parse_model(spec: str) -> ModelRef:
    """Split `PROVIDER/MODEL` and look the provider up; a `provider:model` spelling is accepted too."""
    text = spec.strip()
    provider, sep, model = text.partition("/")
    if not sep and ":" in text:
        provider, sep, model = text.partition(":")
    preset = PRESETS.get(provider.lower())
    if not sep or not model or preset is None:
        known = ", ".join(sorted(PRESETS))
        raise ConfigError(
            f"model {spec!r} is not of the form PROVIDER/MODEL with a known provider ({known}); "
            "for any other OpenAI-compatible server use openai/MODEL with a base URL"
        )
    return ModelRef(preset=preset, model=model)


def lab_of(ref: ModelRef, base_url: str | None = None) -> str | None:
    """The lab behind a model, or None when it cannot be told (e.g. a custom server with an unknown name)."""
    own_endpoint = base_url is None or _same_url(base_url, ref.preset.base_url)
    if ref.preset.lab and own_endpoint:
        return ref.preset.lab
    name = ref.model.lower()
    vendor, sep, rest = name.partition("/")
    if sep and vendor in VENDORS:
        return VENDORS[vendor]
    bare = rest if sep else name
    bare = bare.split(":", 1)[0]
    for prefix, lab in FAMILIES:
        if re.match(rf"{re.escape(prefix)}(?![a-z])", bare):
            return lab
    return None


def context_tokens(ref: ModelRef) -> int:
    """A conservative context-window size for the model, in tokens."""
    name = ref.model.lower().rpartition("/")[2]
    best = max((p for p, _ in CONTEXT_TOKENS if name.startswith(p)), key=len, default=None)
    if best is not None:
        tokens = dict(CONTEXT_TOKENS)[best]
        return min(tokens, 32_000) if ref.preset.name in {"ollama", "lmstudio"} else tokens
    return LOCAL_CONTEXT_TOKENS if ref.preset.name in {"ollama", "lmstudio"} else DEFAULT_CONTEXT_TOKENS


def _same_url(a: str, b: str | None) -> bool:
    return b is not None and a.rstrip("/") == b.rstrip("/")
